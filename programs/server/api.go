package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/internal/botname"
	"github.com/blackqueen/rules/programs/internal/gameform"
	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/table"
)

// Limits of the HTTP API.
const (
	// maxRequest is the largest request body, but for a record to judge.
	maxRequest = 16 << 10
	// maxRecord is the largest record the page may send to the referee.
	maxRecord = 4 << 20
)

// apiError is the body of a refused request.
type apiError struct {
	Error string `json:"error"`
	EN    string `json:"en"`
	DE    string `json:"de"`
	DA    string `json:"da"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// fail answers a refused request with the reason in each language: a
// rule violation told from its facts, a table's error, or one of the
// server's own (badRequest); any other error is the server's own failure,
// told in German and Danish without the system's English text.
func fail(w http.ResponseWriter, status int, err error) {
	e := apiError{Error: "bad-request", EN: err.Error(), DE: "Die Anfrage ist gescheitert (ein Fehler des Servers).",
		DA: "Forespørgslen mislykkedes (en fejl på serveren)."}
	var v *rule.Violation
	var te *table.Error
	switch {
	case errors.As(err, &v):
		e = apiError{Error: v.ID.String(), EN: v.MessageNamed("en", rule.SeatsFrom1), DE: v.MessageNamed("de", rule.SeatsFrom1),
			DA: v.MessageNamed("da", rule.SeatsFrom1)}
	case errors.As(err, &te):
		e = apiError{Error: te.Code, EN: te.EN, DE: te.DE, DA: te.DA}
	}
	writeJSON(w, status, e)
}

// badRequest is a request the server refuses, with the reason in English,
// German and Danish.
func badRequest(en, de, da string) error {
	return &table.Error{Code: "bad-request", EN: en, DE: de, DA: da}
}

// readJSON decodes a request body of at most limit bytes strictly.
func readJSON(w http.ResponseWriter, r *http.Request, limit int64, v any) bool {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		fail(w, http.StatusRequestEntityTooLarge, badRequest("The request is too large.", "Die Anfrage ist zu groß.", "Forespørgslen er for stor."))
		return false
	}
	if err := tables.DecodeStrict(b, v); err != nil {
		fail(w, http.StatusBadRequest, badRequest("The request is not valid JSON of the expected form: "+err.Error()+".",
			"Die Anfrage ist kein gültiges JSON der erwarteten Form.", "Forespørgslen er ikke gyldig JSON af den forventede form."))
		return false
	}
	return true
}

// gameInfo is what the page's form offers for a game (package gameform,
// which the offline page shares).
type gameInfo = gameform.Game

func (s *server) games(w http.ResponseWriter, _ *http.Request) {
	// cluster says whether the server is a node of a cluster (the page
	// speaks the same protocol either way).
	writeJSON(w, http.StatusOK, map[string]any{"games": gameform.Games(), "strengths": strengths, "cluster": s.clustered})
}

// lobbyEntry is a public table in the lobby.
type lobbyEntry struct {
	ID    string        `json:"id"`
	Game  games.ID      `json:"game"`
	Title string        `json:"title"`
	Info  table.Summary `json:"info"`
	Bots  []string      `json:"bots"`
}

// lobby lists the public tables with a free seat, oldest first.
func (s *server) lobby(w http.ResponseWriter, r *http.Request) {
	lobby, err := s.node.Lobby(r.Context())
	if err != nil {
		failRequest(w, err)
		return
	}
	out := []lobbyEntry{}
	for _, t := range lobby {
		out = append(out, lobbyEntry{ID: t.ID, Game: t.Game, Title: t.Game.Title(), Info: t.Summary, Bots: t.Bots})
	}
	writeJSON(w, http.StatusOK, map[string]any{"tables": out})
}

// createRequest is a new table and the creator's name.
type createRequest struct {
	spec
	Name string `json:"name"`
}

// seatGrant is a seat and the secret that holds it.
type seatGrant struct {
	Table  string `json:"table"`
	Seat   int    `json:"seat"`
	Secret string `json:"secret,omitempty"`
}

// create opens a table on this node (which owns it) and seats its
// creator when a seat is a person's.
func (s *server) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !readJSON(w, r, maxRequest, &req) {
		return
	}
	raw, err := json.Marshal(req.spec)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	id, err := s.node.Create(raw)
	if err != nil {
		failRequestAs(w, err, http.StatusBadRequest) // the spec is refused
		return
	}
	g := seatGrant{Table: id, Seat: -1}
	if hasPerson(req.Bots) {
		if g, err = s.takeSeat(r, id, -1, req.Name); err != nil {
			failRequest(w, err)
			return
		}
	}
	writeJSON(w, http.StatusCreated, g)
}

func hasPerson(bots []string) bool {
	for _, b := range bots {
		if b == "" {
			return true
		}
	}
	return false
}

// joinRequest takes a seat (-1: any free one).
type joinRequest struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
}

func (s *server) join(w http.ResponseWriter, r *http.Request) {
	var req joinRequest
	if !readJSON(w, r, maxRequest, &req) {
		return
	}
	g, err := s.takeSeat(r, strings.ToLower(r.PathValue("id")), req.Seat, req.Name)
	if err != nil {
		failRequest(w, err)
		return
	}
	writeJSON(w, http.StatusOK, g)
}

// takeSeat takes a seat at a table, wherever it runs.
func (s *server) takeSeat(r *http.Request, id string, seat int, name string) (seatGrant, error) {
	req, _ := json.Marshal(tables.JoinRequest{Table: id, Seat: seat, Name: name})
	b, err := s.node.Request(r.Context(), "join", req)
	if err != nil {
		return seatGrant{}, err
	}
	var jr tables.JoinReply
	if err := json.Unmarshal(b, &jr); err != nil {
		return seatGrant{}, err
	}
	return seatGrant{Table: id, Seat: jr.Seat, Secret: jr.Secret}, nil
}

// failRequest answers a request the node refused: 409 when the table
// refused it (a seat taken, ...), 404 for an unknown table, 503 while it
// moves to another node, 400 for a malformed request.
func failRequest(w http.ResponseWriter, err error) {
	failRequestAs(w, err, http.StatusConflict)
}

// failRequestAs is failRequest with the status of a refusal.
func failRequestAs(w http.ResponseWriter, err error, refusedStatus int) {
	r, refused := tables.RequestRefusal(err)
	status := refusedStatus
	switch {
	case r.Code == "no-table":
		status = http.StatusNotFound
	case r.Code == "unavailable":
		status = http.StatusServiceUnavailable
	case !refused:
		status = http.StatusBadRequest
	}
	writeJSON(w, status, apiError{Error: r.Code, EN: r.EN, DE: r.DE, DA: r.DA})
}

// tableInfo answers whether a table exists and how it stands.
func (s *server) tableInfo(w http.ResponseWriter, r *http.Request) {
	info, err := s.node.Info(r.Context(), strings.ToLower(r.PathValue("id")))
	if err != nil {
		failRequest(w, err)
		return
	}
	writeJSON(w, http.StatusOK, info)
}

// recordOf serves a table's game record as a download: the deals that
// are over (tables.PublicRecord), never the hands of a deal in progress.
func (s *server) recordOf(w http.ResponseWriter, r *http.Request) {
	id := strings.ToLower(r.PathValue("id"))
	rec, err := s.node.Record(r.Context(), id)
	if err != nil || rec == nil || len(rec.Deals) == 0 {
		fail(w, http.StatusNotFound, errNoRecord)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="blackqueen-`+id+`.json"`)
	_ = record.Encode(w, rec)
}

// judge runs the referee on a record the page sends and returns the
// verdict (docs/records.md), with the error message in English and
// German, or in Danish only when the page asks with ?lang=da (a verdict
// carries Danish only as its one language).
func (s *server) judge(w http.ResponseWriter, r *http.Request) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRecord))
	if err != nil {
		fail(w, http.StatusRequestEntityTooLarge, badRequest("The record is too large.", "Die Aufzeichnung ist zu groß.", "Protokollen er for stor."))
		return
	}
	v := record.Referee(b)
	if r.URL.Query().Get("lang") == "da" {
		v = v.Language("da")
	}
	writeJSON(w, http.StatusOK, v)
}

// history lists the last finished tables (of the cluster, when the
// server is a node of one).
func (s *server) history(w http.ResponseWriter, r *http.Request) {
	rows, err := s.node.Store().Finished(r.Context(), 50)
	if err != nil {
		fail(w, http.StatusInternalServerError, err)
		return
	}
	type game struct {
		ID      string      `json:"id"`
		Game    string      `json:"game"`
		State   table.State `json:"state"`
		Seats   []string    `json:"seats"`
		Totals  []int       `json:"totals"`
		Winners []int       `json:"winners"`
		Ended   string      `json:"ended"`
	}
	out := []game{}
	for _, t := range rows {
		g := game{ID: t.ID, Game: t.Game, State: t.State, Totals: t.Totals, Winners: t.Winners, Ended: t.Updated.Format("2006-01-02 15:04")}
		bots := 0 // the built-in players so far
		for i, st := range t.Seats {
			name := st.Name
			if name == "" {
				name = fmt.Sprintf("#%d", i+1)
			}
			if st.Bot != "" && (name == "" || name == st.Bot) {
				name = botname.Of(bots) // a table stored before the built-in players had names
			}
			if st.Bot != "" {
				bots++
			}
			g.Seats = append(g.Seats, name)
		}
		out = append(out, g)
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": out})
}
