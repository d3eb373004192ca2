package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"sync"
	"time"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite", pure Go
)

// store keeps every table in SQLite: its spec, who sits where (with the
// seats' secrets, so that people find their seats again after a restart),
// its record as it is played, and at the end the result.
//
// Tables are written by one goroutine in batches (queue): every table
// changed since the last batch is written once, as it stands, in one
// transaction, at most writeEvery after its change. A crash of the server
// can so lose the last writeEvery of play; a shutdown loses nothing
// (close writes what is queued).
type store struct {
	db *sql.DB

	mu      sync.Mutex
	dirty   map[string]*savedTable
	wake    chan struct{}
	stopped chan struct{}
	quit    chan struct{}
}

// writeEvery is the longest a change waits before it is written.
const writeEvery = 50 * time.Millisecond

// savedSeat is one seat as the store keeps it.
type savedSeat struct {
	Name   string `json:"name"`
	Bot    string `json:"bot,omitempty"` // the strength, or "" for a person
	Secret string `json:"secret,omitempty"`
}

// savedTable is a table as the store keeps it.
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

const schema = `
CREATE TABLE IF NOT EXISTS tables (
	id      TEXT PRIMARY KEY,
	public  INTEGER NOT NULL,
	game    TEXT NOT NULL,
	spec    TEXT NOT NULL,
	seats   TEXT NOT NULL,
	state   TEXT NOT NULL,
	seq     INTEGER NOT NULL,
	record  TEXT NOT NULL,
	totals  TEXT NOT NULL,
	winners TEXT NOT NULL,
	created TEXT NOT NULL,
	updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tables_state ON tables(state);
`

// openStore opens (and creates) the database in file.
func openStore(file string) (*store, error) {
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(5000)")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1) // SQLite has one writer; one connection keeps writes in order
	if _, err := db.Exec(schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("database %s: %w", file, err)
	}
	s := &store{db: db, dirty: map[string]*savedTable{}, wake: make(chan struct{}, 1), stopped: make(chan struct{}), quit: make(chan struct{})}
	go s.writer()
	return s, nil
}

// close writes what is queued and closes the database.
func (s *store) close() error {
	close(s.quit)
	<-s.stopped
	return s.db.Close()
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

// flush writes every queued table in one transaction.
func (s *store) flush() {
	s.mu.Lock()
	batch := s.dirty
	s.dirty = map[string]*savedTable{}
	s.mu.Unlock()
	if len(batch) == 0 {
		return
	}
	tx, err := s.db.Begin()
	if err != nil {
		log.Printf("saving %d tables: %v", len(batch), err)
		return
	}
	for _, t := range batch {
		if err := s.saveIn(tx, t); err != nil {
			log.Printf("table %s: saving: %v", t.ID, err)
		}
	}
	if err := tx.Commit(); err != nil {
		log.Printf("saving %d tables: %v", len(batch), err)
	}
}

// execer is a *sql.DB or a *sql.Tx.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// saveIn writes a table's row through e.
func (s *store) saveIn(e execer, t *savedTable) error {
	spec, _ := json.Marshal(t.Spec)
	seats, _ := json.Marshal(t.Seats)
	rec := []byte("null")
	if t.Record != nil && len(t.Record.Deals) > 0 { // a record has at least one deal
		var err error
		if rec, err = json.Marshal(t.Record); err != nil {
			return err
		}
	}
	totals, _ := json.Marshal(t.Totals)
	winners, _ := json.Marshal(t.Winners)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err := e.ExecContext(ctx, `INSERT INTO tables (id, public, game, spec, seats, state, seq, record, totals, winners, created, updated)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(id) DO UPDATE SET seats = excluded.seats, state = excluded.state, seq = excluded.seq,
			record = excluded.record, totals = excluded.totals, winners = excluded.winners, updated = excluded.updated`,
		t.ID, t.Spec.Public, t.Spec.Game, string(spec), string(seats), string(t.State), t.Seq, string(rec),
		string(totals), string(winners), t.Created.UTC().Format(time.RFC3339Nano), time.Now().UTC().Format(time.RFC3339Nano))
	return err
}

// load returns the table id.
func (s *store) load(id string) (*savedTable, error) {
	rows, err := s.query(`WHERE id = ?`, id)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, sql.ErrNoRows
	}
	return rows[0], nil
}

// unfinished returns the tables still in progress, to replay on start.
func (s *store) unfinished() ([]*savedTable, error) {
	return s.query(`WHERE state IN (?, ?, ?) ORDER BY created`, string(table.Waiting), string(table.Playing), string(table.BetweenDeals))
}

// finished returns the last n tables that ended, newest first.
func (s *store) finished(n int) ([]*savedTable, error) {
	return s.query(`WHERE state IN (?, ?) ORDER BY updated DESC LIMIT ?`, string(table.Finished), string(table.Abandoned), n)
}

func (s *store) query(where string, args ...any) ([]*savedTable, error) {
	rows, err := s.db.Query(`SELECT id, spec, seats, state, seq, record, totals, winners, created, updated FROM tables `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*savedTable
	for rows.Next() {
		var t savedTable
		var spec, seats, state, rec, totals, winners, created, updated string
		if err := rows.Scan(&t.ID, &spec, &seats, &state, &t.Seq, &rec, &totals, &winners, &created, &updated); err != nil {
			return nil, err
		}
		t.State = table.State(state)
		if err := json.Unmarshal([]byte(spec), &t.Spec); err != nil {
			return nil, fmt.Errorf("table %s: spec: %w", t.ID, err)
		}
		if err := json.Unmarshal([]byte(seats), &t.Seats); err != nil {
			return nil, fmt.Errorf("table %s: seats: %w", t.ID, err)
		}
		if rec != "null" {
			if t.Record, err = record.Parse([]byte(rec)); err != nil {
				return nil, fmt.Errorf("table %s: record: %w", t.ID, err)
			}
		}
		_ = json.Unmarshal([]byte(totals), &t.Totals)
		_ = json.Unmarshal([]byte(winners), &t.Winners)
		t.Created, _ = time.Parse(time.RFC3339Nano, created)
		t.Updated, _ = time.Parse(time.RFC3339Nano, updated)
		out = append(out, &t)
	}
	return out, rows.Err()
}
