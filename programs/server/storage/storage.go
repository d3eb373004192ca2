// Package storage keeps the table server's tables: each table's spec, who
// sits where (with the hashes of the seats' secrets, so that people find
// their seats again and a copy of the database takes none), its record, where it stands and, at the end, the result.
//
// One small interface, Store, has two implementations with the same
// behaviour, checked by the same tests: SQLite (OpenSQLite, pure Go, the
// server's default when it runs alone) and PostgreSQL (OpenPostgres, the
// database the nodes of a cluster share).
package storage

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
)

// ErrNotFound is returned by Load for a table the store does not have.
var ErrNotFound = errors.New("storage: no such table")

// ErrStale is returned by Save and SaveAll for a row whose Version is
// below the stored row's: a node whose lease was taken over writes
// nothing more (the store fences it, as Redis fences the live record).
var ErrStale = errors.New("storage: the stored table was written under a later lease")

// Store keeps tables. Its methods are safe for concurrent use.
type Store interface {
	// Save writes t, replacing the row of the same ID but for its
	// creation time, which stays the first one saved; a row of a lower
	// Version than the stored one is refused (ErrStale). When Save
	// returns nil the row is committed (synchronously: it outlives a
	// crash of the process, and of the machine as far as the database's
	// own settings promise).
	Save(ctx context.Context, t *Table) error
	// SaveAll saves every table of ts, as Save does, in one transaction
	// (one commit for them all: a group commit); errs[i] is ts[i]'s
	// outcome.
	SaveAll(ctx context.Context, ts []*Table) (errs []error)
	// InProgress returns the IDs of cluster's tables in progress (Table.Cluster).
	InProgress(ctx context.Context, cluster string) ([]string, error)
	// Load returns the table id, or ErrNotFound.
	Load(ctx context.Context, id string) (*Table, error)
	// Unfinished returns the tables still in progress (waiting, playing,
	// between deals), oldest first.
	Unfinished(ctx context.Context) ([]*Table, error)
	// Finished returns the last n public tables that ended (finished or
	// abandoned), the latest first: never a private one, which is
	// reached by its code only.
	Finished(ctx context.Context, n int) ([]*Table, error)
	// Close releases the store.
	Close() error
}

// Seat is one seat as a store keeps it.
type Seat struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"` // the built-in player's strength; "" for a person
	// Secret is the seat's secret as the server writes it: "sha256:"
	// and the hex of its SHA-256, never the secret itself.
	Secret string `json:"secret,omitempty"`
	// Timer is what Old Maid's turn timer knows of a person's seat (its
	// wish to have the timer off, its strikes), kept for a replay.
	Timer table.SeatTimer `json:"timer,omitzero"`
}

// Table is one table as a store keeps it.
type Table struct {
	ID     string
	Public bool
	Game   string
	// Spec is what the table was created from, as the server wrote it.
	Spec   json.RawMessage
	Seats  []Seat
	State  table.State
	Seq    uint64
	Record *record.Record // nil before the first deal
	// RecordJSON, when set, is Record as JSON already, written as it is
	// instead of encoding Record again (a caller that has encoded it for
	// another purpose, off the store's one writer); Load leaves it nil.
	RecordJSON json.RawMessage
	Totals     []int
	Winners    []int
	Created    time.Time
	// Updated is set by Save.
	Updated time.Time
	// Version is the lease the row was written under: a row is never
	// replaced by one of a lower version (ErrStale). A node alone writes
	// version 1.
	Version int64
	// Cluster names the cluster whose node wrote the row (its Redis
	// prefix), so that clusters sharing a database take over only their
	// own tables; "" for a node alone.
	Cluster string
}

// Limits: a spec, the seats and the record are checked by whoever made
// them; a store refuses an ID longer than MaxID and a row whose record
// does not parse back.
const MaxID = 64

// row is a table's columns as text, shared by both stores.
type row struct {
	spec, seats, record, totals, winners string
}

// encode turns t's structured fields into the text columns.
func encode(t *Table) (row, error) {
	if t.ID == "" || len(t.ID) > MaxID {
		return row{}, fmt.Errorf("storage: table ID %q: want 1 to %d bytes", t.ID, MaxID)
	}
	var r row
	spec := t.Spec
	if len(spec) == 0 {
		spec = json.RawMessage("{}")
	}
	if !json.Valid(spec) {
		return row{}, fmt.Errorf("storage: table %s: the spec is not JSON", t.ID)
	}
	r.spec = string(spec)
	seats, err := json.Marshal(t.Seats)
	if err != nil {
		return row{}, err
	}
	r.seats = string(seats)
	r.record = "null"
	switch {
	case len(t.RecordJSON) > 0:
		r.record = string(t.RecordJSON)
	case t.Record != nil && len(t.Record.Deals) > 0: // a record has at least one deal
		b, err := json.Marshal(t.Record)
		if err != nil {
			return row{}, fmt.Errorf("storage: table %s: record: %w", t.ID, err)
		}
		r.record = string(b)
	}
	totals, _ := json.Marshal(t.Totals)
	winners, _ := json.Marshal(t.Winners)
	r.totals, r.winners = string(totals), string(winners)
	return r, nil
}

// decode fills t's structured fields from the text columns.
func decode(t *Table, r row) error {
	t.Spec = json.RawMessage(r.spec)
	if err := json.Unmarshal([]byte(r.seats), &t.Seats); err != nil {
		return fmt.Errorf("storage: table %s: seats: %w", t.ID, err)
	}
	if r.record != "null" {
		rec, err := record.Parse([]byte(r.record))
		if err != nil {
			return fmt.Errorf("storage: table %s: record: %w", t.ID, err)
		}
		t.Record = rec
	}
	if err := json.Unmarshal([]byte(r.totals), &t.Totals); err != nil {
		return fmt.Errorf("storage: table %s: totals: %w", t.ID, err)
	}
	if err := json.Unmarshal([]byte(r.winners), &t.Winners); err != nil {
		return fmt.Errorf("storage: table %s: winners: %w", t.ID, err)
	}
	return nil
}

// saveAll saves ts one by one through save (each within one transaction
// of the caller's): a refused row does not stop the others; a failure
// of the connection fails every row after it.
func saveAll(ts []*Table, save func(t *Table, r row) error) []error {
	errs := make([]error, len(ts))
	for i, t := range ts {
		r, err := encode(t)
		if err == nil {
			err = save(t, r)
		}
		errs[i] = err
	}
	return errs
}

// failAll sets every nil error of errs to err: the transaction did not
// commit.
func failAll(errs []error, err error) []error {
	for i := range errs {
		if errs[i] == nil {
			errs[i] = err
		}
	}
	return errs
}

// The states Unfinished and Finished select.
var (
	inProgress = []string{string(table.Waiting), string(table.Playing), string(table.BetweenDeals)}
	ended      = []string{string(table.Finished), string(table.Abandoned)}
)
