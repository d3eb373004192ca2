package main

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/blackqueen/rules/examples/server/cluster"
	"github.com/blackqueen/rules/record"
)

// The HTTP API of a node of a cluster: the same requests as alone, but
// the tables are the cluster's (any node's), reached through the node.

// failRequest answers a request the cluster refused.
func failRequest(w http.ResponseWriter, err error) {
	r, refused := cluster.RequestRefusal(err)
	status := http.StatusConflict
	switch {
	case r.Code == "no-table":
		status = http.StatusNotFound
	case r.Code == "unavailable":
		status = http.StatusServiceUnavailable
	case !refused:
		status = http.StatusBadRequest
	}
	writeJSON(w, status, apiError{Error: r.Code, EN: r.EN, DE: r.DE})
}

// clusterJoin takes a seat at a cluster's table.
func (s *server) clusterJoin(r *http.Request, id string, seat int, name string) (seatGrant, error) {
	req, _ := json.Marshal(cluster.JoinRequest{Table: id, Seat: seat, Name: name})
	b, err := s.node.Request(r.Context(), "join", req)
	if err != nil {
		return seatGrant{}, err
	}
	var jr cluster.JoinReply
	if err := json.Unmarshal(b, &jr); err != nil {
		return seatGrant{}, err
	}
	return seatGrant{Table: id, Seat: jr.Seat, Secret: jr.Secret}, nil
}

func (s *server) clusterCreate(w http.ResponseWriter, r *http.Request, req createRequest) {
	raw, err := json.Marshal(req.spec)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	id, err := s.node.Create(raw)
	if err != nil {
		failRequest(w, err)
		return
	}
	g := seatGrant{Table: id, Seat: -1}
	if hasPerson(req.Bots) {
		if g, err = s.clusterJoin(r, id, -1, req.Name); err != nil {
			failRequest(w, err)
			return
		}
	}
	writeJSON(w, http.StatusCreated, g)
}

func (s *server) clusterLobby(w http.ResponseWriter, r *http.Request) {
	tables, err := s.node.Lobby(r.Context())
	if err != nil {
		failRequest(w, err)
		return
	}
	out := []lobbyEntry{}
	for _, t := range tables {
		out = append(out, lobbyEntry{ID: t.ID, Game: t.Game, Title: t.Game.Title(), Info: t.Summary, Bots: t.Bots})
	}
	writeJSON(w, http.StatusOK, map[string]any{"tables": out})
}

// clusterRecord is the record of a cluster's table, or nil.
func (s *server) clusterRecord(r *http.Request, id string) *record.Record {
	rec, err := s.node.Record(r.Context(), strings.ToLower(id))
	if err != nil {
		return nil
	}
	return rec
}

// clusterFinished is the last n finished tables of the cluster.
func (s *server) clusterFinished(r *http.Request, n int) ([]*savedTable, error) {
	return fromStorageAll(s.node.Store().Finished(r.Context(), n))
}
