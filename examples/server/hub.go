package main

import (
	crand "crypto/rand"
	"encoding/json"
	"fmt"
	"log"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// Built-in players' strengths, weakest first.
var strengths = []string{"random", "heuristic", "pimc", "ismcts"}

// newBot returns the built-in player of a strength.
func newBot(strength string) (player.Player, error) {
	switch strength {
	case "random":
		return player.Random{AnnounceChance: 0.05}, nil
	case "heuristic":
		return player.Heuristic{}, nil
	case "pimc":
		return player.NewPIMC(player.Config{Playouts: 300}), nil
	case "ismcts":
		return player.NewISMCTS(player.Config{Playouts: 1000}), nil
	}
	return nil, badRequest(fmt.Sprintf("There is no built-in player %q; the strengths are %s.", strength, strings.Join(strengths, ", ")),
		fmt.Sprintf("Einen eingebauten Spieler %q gibt es nicht; die Stärken sind %s.", strength, strings.Join(strengths, ", ")))
}

// spec is what a table is created from (the page's form).
type spec struct {
	Game    string          `json:"game"`
	Seats   int             `json:"seats"`
	Bots    []string        `json:"bots"` // one per seat: a strength, or "" for a person
	Options json.RawMessage `json:"options,omitempty"`
	Deals   int             `json:"deals,omitempty"`
	Public  bool            `json:"public"`
}

// Limits of a spec.
const maxDeals = 50

// config checks s and returns the table's configuration.
func (s spec) config(h *hub) (table.Config, variant.ID, error) {
	id, ok := variant.ParseID(s.Game)
	if !ok {
		return table.Config{}, 0, badRequest(fmt.Sprintf("There is no game %q.", s.Game), fmt.Sprintf("Es gibt kein Spiel %q.", s.Game))
	}
	lo, hi := variant.SeatRange(id)
	if s.Seats < lo || s.Seats > hi {
		return table.Config{}, 0, badRequest(fmt.Sprintf("%s is played by %d to %d.", id.Title(), lo, hi), fmt.Sprintf("%s wird zu %d bis %d gespielt.", id.Title(), lo, hi))
	}
	if len(s.Bots) != s.Seats {
		return table.Config{}, 0, badRequest(`"bots" must name a strength or "" for each seat.`, `"bots" muss für jeden Platz eine Stärke oder "" nennen.`)
	}
	if s.Deals < 0 || s.Deals > maxDeals {
		return table.Config{}, 0, badRequest(fmt.Sprintf(`"deals" must be 0 to %d.`, maxDeals), fmt.Sprintf(`"deals" muss 0 bis %d sein.`, maxDeals))
	}
	raw := s.Options
	if len(raw) == 0 {
		raw = json.RawMessage("{}")
	}
	opts, err := variant.ParseOptions(id, raw)
	if err != nil {
		return table.Config{}, 0, err
	}
	if err := variant.Validate(id, s.Seats, opts); err != nil {
		return table.Config{}, 0, err
	}
	seats := make([]table.SeatConfig, s.Seats)
	for i, b := range s.Bots {
		if b == "" {
			continue
		}
		p, err := newBot(b)
		if err != nil {
			return table.Config{}, 0, err
		}
		seats[i] = table.SeatConfig{Bot: p, Name: b}
	}
	cfg := table.Config{Game: id, Options: opts, Seats: seats, Deals: s.Deals,
		BotDelay: h.botDelay, DealPause: h.dealPause, Timer: h.timer}
	return cfg, id, nil
}

// entry is a table the hub holds.
type entry struct {
	id      string
	spec    spec
	t       *table.Table
	created time.Time
	journal *journal
	seen    time.Time // when someone was last connected (sweep)
}

// hub holds the tables of the server.
type hub struct {
	store     *store
	botDelay  time.Duration
	dealPause time.Duration
	timer     turntimer.Config

	mu     sync.Mutex
	tables map[string]*entry
}

// newID returns a short code for a table: 6 letters and digits that are
// hard to misread.
func newID() string {
	const alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
	var b [6]byte
	_, _ = crand.Read(b[:])
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b[:])
}

// journal writes a table's snapshots to the store.
type journal struct {
	store *store
	id    string
	spec  spec
	bots  []string
	at    time.Time
}

func (j *journal) Write(s table.Snapshot) error {
	seats := make([]savedSeat, len(s.Seats))
	for i, st := range s.Seats {
		seats[i] = savedSeat{Name: st.Name, Bot: j.bots[i], Secret: st.Secret, Timer: st.Timer}
	}
	j.store.queue(&savedTable{ID: j.id, Spec: j.spec, Seats: seats, State: s.State, Seq: s.Seq,
		Record: s.Record, Totals: s.Totals, Winners: s.Winners, Created: j.at})
	return nil
}

// create opens a table from s.
func (h *hub) create(s spec) (*entry, error) {
	cfg, _, err := s.config(h)
	if err != nil {
		return nil, err
	}
	e := &entry{id: newID(), spec: s, created: time.Now()}
	e.journal = &journal{store: h.store, id: e.id, spec: s, bots: s.Bots, at: e.created}
	cfg.Journal = e.journal
	if e.t, err = table.New(cfg); err != nil {
		return nil, err
	}
	h.mu.Lock()
	h.tables[e.id] = e
	h.mu.Unlock()
	return e, nil
}

// restore replays the tables that were in progress when the server
// stopped.
func (h *hub) restore() error {
	saved, err := h.store.unfinished()
	if err != nil {
		return err
	}
	for _, st := range saved {
		cfg, _, err := st.Spec.config(h)
		if err != nil {
			log.Printf("table %s: cannot restore: %v", st.ID, err)
			continue
		}
		for i, seat := range st.Seats {
			if i < len(cfg.Seats) && cfg.Seats[i].Bot == nil {
				cfg.Seats[i].Name, cfg.Seats[i].Secret, cfg.Seats[i].Timer = seat.Name, seat.Secret, seat.Timer
			}
		}
		cfg.Resume = st.Record
		e := &entry{id: st.ID, spec: st.Spec, created: st.Created}
		e.journal = &journal{store: h.store, id: e.id, spec: st.Spec, bots: st.Spec.Bots, at: st.Created}
		cfg.Journal = e.journal
		if e.t, err = table.New(cfg); err != nil {
			log.Printf("table %s: cannot replay its record: %v", st.ID, err)
			continue
		}
		h.mu.Lock()
		h.tables[e.id] = e
		h.mu.Unlock()
	}
	return nil
}

// get returns the table id.
func (h *hub) get(id string) (*entry, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	e, ok := h.tables[strings.ToLower(strings.TrimSpace(id))]
	return e, ok
}

// lobbyEntry is a public table in the lobby.
type lobbyEntry struct {
	ID    string        `json:"id"`
	Game  variant.ID    `json:"game"`
	Title string        `json:"title"`
	Info  table.Summary `json:"info"`
	Bots  []string      `json:"bots"`
}

// lobby lists the public tables with a free seat, oldest first.
func (h *hub) lobby() []lobbyEntry {
	h.mu.Lock()
	entries := make([]*entry, 0, len(h.tables))
	for _, e := range h.tables {
		entries = append(entries, e)
	}
	h.mu.Unlock()
	slices.SortFunc(entries, func(a, b *entry) int { return a.created.Compare(b.created) })
	out := []lobbyEntry{}
	for _, e := range entries {
		s := e.t.Summary()
		if !e.spec.Public || len(s.Free) == 0 || s.State == table.Finished || s.State == table.Abandoned {
			continue
		}
		out = append(out, lobbyEntry{ID: e.id, Game: s.Game, Title: s.Game.Title(), Info: s, Bots: e.spec.Bots})
	}
	return out
}

// sweep forgets tables that have ended and closes those nobody has been
// connected to for idle (their records stay in the store).
func (h *hub) sweep(idle time.Duration) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for id, e := range h.tables {
		select {
		case <-e.t.Done():
			delete(h.tables, id)
			continue
		default:
		}
		s := e.t.Summary()
		if s.Connected > 0 || s.Watchers > 0 || e.seen.IsZero() {
			e.seen = time.Now()
		} else if time.Since(e.seen) > idle {
			go e.t.Close()
		}
	}
}

// shutdown stops every table as it stands; the store keeps them to replay
// when the server starts again.
func (h *hub) shutdown() {
	h.mu.Lock()
	entries := make([]*entry, 0, len(h.tables))
	for _, e := range h.tables {
		entries = append(entries, e)
	}
	h.mu.Unlock()
	var wg sync.WaitGroup
	for _, e := range entries {
		wg.Go(func() { e.t.Shutdown() })
	}
	wg.Wait()
}
