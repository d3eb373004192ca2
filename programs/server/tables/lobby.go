package tables

import (
	"context"
	"encoding/json"
	"errors"
	"slices"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
)

// Request carries out a client's request (method and its JSON data, as
// the RPCs of the WebSocket protocol: "create", "join", "move", "next",
// "timer", "leave", "chat", "presence") for a table owned by any node,
// and returns the reply's JSON. An error is one of the protocol's codes;
// RequestRefusal tells it in words.
func (n *Node) Request(ctx context.Context, method string, data []byte) ([]byte, error) {
	return n.rpc(ctx, method, data)
}

// RequestRefusal returns an error of Request as the table's refusal (the
// rule or reason, in English and German) and whether the table refused
// the request (false: the request was malformed, the table is unknown or
// unavailable for now).
func RequestRefusal(err error) (*table.Refusal, bool) {
	var ce *callError
	if !errors.As(err, &ce) {
		return &table.Refusal{Code: "unavailable", EN: err.Error(), DE: "Der Tisch ist gerade nicht erreichbar.",
			DA: "Bordet kan ikke nås lige nu."}, false
	}
	if ce.Code == CodeRefused {
		var r table.Refusal
		if json.Unmarshal([]byte(ce.Message), &r) == nil {
			return &r, true
		}
	}
	switch ce.Code {
	case CodeNoTable:
		return &table.Refusal{Code: "no-table", EN: "There is no such table.", DE: "Diesen Tisch gibt es nicht.", DA: "Det bord findes ikke."}, false
	case CodeUnavailable:
		return &table.Refusal{Code: "unavailable", EN: "The table is moving to another server: try again in a moment.",
			DE: "Der Tisch zieht auf einen anderen Server um: gleich noch einmal versuchen.",
			DA: "Bordet flytter til en anden server: prøv igen om et øjeblik."}, false
	case CodeRateLimit:
		return &table.Refusal{Code: "rate-limit", EN: "Too many messages: slow down.", DE: "Zu viele Nachrichten: bitte langsamer.",
			DA: "For mange beskeder: sæt tempoet ned."}, false
	}
	return &table.Refusal{Code: "bad-message", EN: "The message is not one the table understands.", DE: "Die Nachricht versteht der Tisch nicht.",
		DA: "Bordet forstår ikke beskeden."}, false
}

// PresenceRequest asks who is at a table now ("presence").
type PresenceRequest struct {
	Table string `json:"table"`
}

// PresenceReply is who is at a table now, by Centrifuge's presence (kept
// in Redis in a cluster, so any node answers for every node's clients):
// the spectators' connections, and for each seat whether a client is
// subscribed to its channel.
type PresenceReply struct {
	Watchers  int    `json:"watchers"`
	Connected []bool `json:"connected"`
}

// Presence returns who is connected to table id now, on any node.
func (n *Node) Presence(ctx context.Context, id string) (PresenceReply, error) {
	seats, ok := n.seatCount(ctx, id)
	if !ok {
		return PresenceReply{}, errNoTable
	}
	w, err := n.node.PresenceStats(WatchChannel(id))
	if err != nil {
		return PresenceReply{}, errUnavailable
	}
	r := PresenceReply{Watchers: w.NumClients, Connected: make([]bool, seats)}
	for i := range seats {
		s, err := n.node.PresenceStats(SeatChannel(id, i))
		if err != nil {
			return PresenceReply{}, errUnavailable
		}
		r.Connected[i] = s.NumClients > 0
	}
	return r, nil
}

// seatCount returns the number of seats of table id, in progress.
func (n *Node) seatCount(ctx context.Context, id string) (int, bool) {
	if !validID(id) {
		return 0, false
	}
	n.mu.Lock()
	o := n.tables[id]
	n.mu.Unlock()
	if o != nil {
		return len(o.info.Config.Seats), true
	}
	if n.live == nil {
		return 0, false
	}
	st, ok := n.readLive(ctx, id)
	if !ok {
		return 0, false
	}
	return len(st.Seats), true
}

// readLive returns table id's live record.
func (n *Node) readLive(ctx context.Context, id string) (*liveState, bool) {
	e, ok, err := n.live.Read(ctx, id)
	if err != nil || !ok {
		return nil, false
	}
	var st liveState
	if json.Unmarshal(e.Data, &st) != nil {
		return nil, false
	}
	return &st, true
}

// LobbyTable is a public table in progress with a free seat.
type LobbyTable struct {
	ID      string        `json:"id"`
	Game    games.ID      `json:"game"`
	Summary table.Summary `json:"summary"`
	Bots    []string      `json:"bots"`
	Created int64         `json:"-"`
}

// maxLobby is the most tables a lobby lists.
const maxLobby = 100

// Lobby lists the cluster's public tables with a free person's seat,
// oldest first: from the live records in Redis (alone: this node's
// tables), with the spectators and connected people from Centrifuge's
// presence.
func (n *Node) Lobby(ctx context.Context) ([]LobbyTable, error) {
	var states []*liveState
	var ids []string
	if n.live != nil {
		all, err := n.live.Tables(ctx)
		if err != nil {
			return nil, err
		}
		for _, id := range all {
			if st, ok := n.readLive(ctx, id); ok {
				states, ids = append(states, st), append(ids, id)
			}
		}
	} else {
		n.mu.Lock()
		for id, o := range n.tables {
			o.wmu.Lock()
			st := &liveState{Spec: o.spec, Seats: o.seats, State: o.state, Seq: o.written.Load(), Created: o.created}
			o.wmu.Unlock()
			states, ids = append(states, st), append(ids, id)
		}
		n.mu.Unlock()
	}
	out := []LobbyTable{}
	for i, st := range states {
		if st.State == table.Finished || st.State == table.Abandoned {
			continue
		}
		s, err := n.cfg.Open(st.Spec)
		if err != nil || !s.Public {
			continue
		}
		sum := n.summary(ctx, ids[i], s, st)
		if len(sum.Free) == 0 {
			continue
		}
		out = append(out, LobbyTable{ID: ids[i], Game: s.Config.Game, Summary: sum, Bots: s.Bots, Created: st.Created.UnixNano()})
	}
	slices.SortFunc(out, func(a, b LobbyTable) int {
		switch {
		case a.Created < b.Created:
			return -1
		case a.Created > b.Created:
			return 1
		}
		return 0
	})
	if len(out) > maxLobby {
		out = out[:maxLobby]
	}
	return out, nil
}

// summary is how a table of spec s stands, as table.Summary tells it,
// from the seats, state and sequence number its live record or its row
// keeps (st), with the spectators and connected people from Centrifuge's
// presence.
func (n *Node) summary(ctx context.Context, id string, s Spec, st *liveState) table.Summary {
	state := st.State
	sum := table.Summary{Game: s.Config.Game, Seats: len(st.Seats), Free: []int{}, State: state, Seq: st.Seq}
	for k, seat := range st.Seats {
		if seat.Bot == "" && seat.Secret == "" {
			sum.Free = append(sum.Free, k)
		}
	}
	if state == table.Finished || state == table.Abandoned {
		return sum
	}
	if p, err := n.Presence(ctx, id); err == nil {
		sum.Watchers = p.Watchers
		for _, c := range p.Connected {
			if c {
				sum.Connected++
			}
		}
	}
	return sum
}

// TableInfo is how a table stands.
type TableInfo struct {
	ID      string        `json:"id"`
	Summary table.Summary `json:"info"`
	// Bots names each seat's built-in player ("" for a person's seat).
	Bots []string `json:"bots"`
	// Live is false once the table has ended and is kept in the store.
	Live bool `json:"live"`
	// Totals are the match's totals so far.
	Totals []int `json:"totals"`
}

// Info returns how table id stands, on any node, or from the store once
// it has ended.
func (n *Node) Info(ctx context.Context, id string) (TableInfo, error) {
	if !validID(id) {
		return TableInfo{}, errNoTable
	}
	if o := n.local(id); o != nil {
		sum := o.t.Summary()
		o.wmu.Lock()
		totals := o.totals
		o.wmu.Unlock()
		return TableInfo{ID: id, Summary: sum, Bots: o.info.Bots, Live: true, Totals: totals}, nil
	}
	if n.live != nil {
		if st, ok := n.readLive(ctx, id); ok {
			s, err := n.cfg.Open(st.Spec)
			if err != nil {
				return TableInfo{}, errNoTable
			}
			return TableInfo{ID: id, Summary: n.summary(ctx, id, s, st), Bots: s.Bots, Live: true, Totals: st.Totals}, nil
		}
	}
	row, err := n.cfg.Store.Load(ctx, id)
	if err != nil {
		return TableInfo{}, errNoTable
	}
	s, err := n.cfg.Open(row.Spec)
	if err != nil {
		return TableInfo{}, errNoTable
	}
	live := row.State != table.Finished && row.State != table.Abandoned
	return TableInfo{ID: id, Summary: n.summary(ctx, id, s, &liveState{Seats: row.Seats, State: row.State, Seq: row.Seq}), Bots: s.Bots, Live: live, Totals: row.Totals}, nil
}

// Record returns what of table id's record anyone may see
// (PublicRecord: the deals that are over, hands and all): from its owner
// while it is played, from its live record at any other node of the
// cluster, from the store once it has ended. It is nil when no deal is
// over yet.
func (n *Node) Record(ctx context.Context, id string) (*record.Record, error) {
	rec, err := n.fullRecord(ctx, id)
	if err != nil {
		return nil, err
	}
	return PublicRecord(rec), nil
}

// fullRecord returns table id's record so far, every hand of the deal in
// progress included: for the node's own use, never for a client.
func (n *Node) fullRecord(ctx context.Context, id string) (*record.Record, error) {
	if !validID(id) {
		return nil, errNoTable
	}
	if o := n.local(id); o != nil {
		return o.t.Record(), nil
	}
	if n.live != nil {
		if st, ok := n.readLive(ctx, id); ok {
			if len(st.Record) == 0 || string(st.Record) == "null" {
				return nil, nil
			}
			return record.Parse(st.Record)
		}
	}
	row, err := n.cfg.Store.Load(ctx, id)
	if err != nil {
		return nil, errNoTable
	}
	return row.Record, nil
}

// Store returns the store the node keeps its finished tables in.
func (n *Node) Store() storage.Store { return n.cfg.Store }

// afterEnd answers a request for a table that has ended and left the
// live records for the store: a retry of a move that was applied (its
// reply lost while the owner changed, the table then played to its end)
// is answered with its seq, as by the owner; a subscription starts from
// the table's final state (finalView); anything else is refused as
// finished. A table the store does not hold is unknown.
func (n *Node) afterEnd(ctx context.Context, method, id string, data []byte) ([]byte, error) {
	row, err := n.cfg.Store.Load(ctx, id)
	if err != nil {
		return nil, errNoTable
	}
	if method == "view" {
		return n.finalView(ctx, row, data)
	}
	if method == "move" {
		var req MoveRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		seat := -1
		for i, s := range row.Seats {
			if s.Bot == "" && holds(s.Secret, req.Secret) {
				seat = i
			}
		}
		if seat >= 0 && appliedIn(row.Record, req.Seq+1, seat, req.Move) {
			return json.Marshal(MoveReply{Seq: req.Seq + 1})
		}
	}
	return nil, refused(table.ErrFinished)
}
