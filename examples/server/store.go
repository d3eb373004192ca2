package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"sync"
	"time"

	"github.com/blackqueen/rules/examples/server/storage"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
)

// store keeps every table in a storage.Store (SQLite when the server runs
// alone): its spec, who sits where (with the seats' secrets, so that
// people find their seats again after a restart), its record as it is
// played, and at the end the result.
//
// Tables are written by one goroutine in batches (queue): every table
// changed since the last batch is written once, as it stands, at most
// writeEvery after its change. A crash of the server can so lose the last
// writeEvery of play; a shutdown loses nothing (close writes what is
// queued).
type store struct {
	st storage.Store

	mu      sync.Mutex
	dirty   map[string]*savedTable
	wake    chan struct{}
	stopped chan struct{}
	quit    chan struct{}
}

// writeEvery is the longest a change waits before it is written.
const writeEvery = 50 * time.Millisecond

// savedSeat is one seat as the store keeps it.
type savedSeat = storage.Seat

// savedTable is a table as the server keeps it.
type savedTable struct {
	ID      string
	Spec    spec
	Seats   []savedSeat
	State   table.State
	Seq     uint64
	Record  *record.Record
	Totals  []int
	Winners []int
	Created time.Time
	Updated time.Time
}

// openStore opens (and creates) the SQLite database in file.
func openStore(file string) (*store, error) {
	st, err := storage.OpenSQLite(file)
	if err != nil {
		return nil, fmt.Errorf("database %s: %w", file, err)
	}
	return newStore(st), nil
}

// newStore writes tables to st in batches.
func newStore(st storage.Store) *store {
	s := &store{st: st, dirty: map[string]*savedTable{}, wake: make(chan struct{}, 1), stopped: make(chan struct{}), quit: make(chan struct{})}
	go s.writer()
	return s
}

// close writes what is queued and closes the store.
func (s *store) close() error {
	close(s.quit)
	<-s.stopped
	return s.st.Close()
}

// queue writes t soon (replacing any older state of t not yet written).
func (s *store) queue(t *savedTable) {
	s.mu.Lock()
	s.dirty[t.ID] = t
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// writer writes the queued tables in batches until close.
func (s *store) writer() {
	defer close(s.stopped)
	for {
		select {
		case <-s.wake:
		case <-s.quit:
			s.flush()
			return
		}
		time.Sleep(writeEvery)
		s.flush()
	}
}

// flush writes every queued table.
func (s *store) flush() {
	s.mu.Lock()
	batch := s.dirty
	s.dirty = map[string]*savedTable{}
	s.mu.Unlock()
	for _, t := range batch {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := s.st.Save(ctx, toStorage(t)); err != nil {
			log.Printf("table %s: saving: %v", t.ID, err)
		}
		cancel()
	}
}

// toStorage is t as the storage keeps it.
func toStorage(t *savedTable) *storage.Table {
	sp, _ := json.Marshal(t.Spec)
	rec := t.Record
	if rec != nil && len(rec.Deals) == 0 {
		rec = nil // a record has at least one deal
	}
	return &storage.Table{ID: t.ID, Public: t.Spec.Public, Game: t.Spec.Game, Spec: sp, Seats: t.Seats, State: t.State,
		Seq: t.Seq, Record: rec, Totals: t.Totals, Winners: t.Winners, Created: t.Created}
}

// fromStorage is a stored table as the server keeps it.
func fromStorage(t *storage.Table) (*savedTable, error) {
	out := &savedTable{ID: t.ID, Seats: t.Seats, State: t.State, Seq: t.Seq, Record: t.Record,
		Totals: t.Totals, Winners: t.Winners, Created: t.Created, Updated: t.Updated}
	if err := json.Unmarshal(t.Spec, &out.Spec); err != nil {
		return nil, fmt.Errorf("table %s: spec: %w", t.ID, err)
	}
	return out, nil
}

func fromStorageAll(ts []*storage.Table, err error) ([]*savedTable, error) {
	if err != nil {
		return nil, err
	}
	out := make([]*savedTable, 0, len(ts))
	for _, t := range ts {
		st, err := fromStorage(t)
		if err != nil {
			return nil, err
		}
		out = append(out, st)
	}
	return out, nil
}

// load returns the table id.
func (s *store) load(id string) (*savedTable, error) {
	t, err := s.st.Load(context.Background(), id)
	if err != nil {
		return nil, err
	}
	return fromStorage(t)
}

// unfinished returns the tables still in progress, to replay on start.
func (s *store) unfinished() ([]*savedTable, error) {
	return fromStorageAll(s.st.Unfinished(context.Background()))
}

// finished returns the last n tables that ended, newest first.
func (s *store) finished(n int) ([]*savedTable, error) {
	return fromStorageAll(s.st.Finished(context.Background(), n))
}
