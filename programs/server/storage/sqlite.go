package storage

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite", pure Go
)

// SQLite is a Store in one SQLite file.
type SQLite struct {
	db *sql.DB
}

const sqliteSchema = `
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

// OpenSQLite opens (and creates) the database in file.
func OpenSQLite(file string) (*SQLite, error) {
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(5000)")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1) // SQLite has one writer; one connection keeps writes in order
	if _, err := db.Exec(sqliteSchema); err != nil {
		db.Close()
		return nil, fmt.Errorf("storage: database %s: %w", file, err)
	}
	return &SQLite{db: db}, nil
}

// Close implements Store.
func (s *SQLite) Close() error { return s.db.Close() }

// Save implements Store.
func (s *SQLite) Save(ctx context.Context, t *Table) error {
	r, err := encode(t)
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	if t.Created.IsZero() {
		t.Created = now
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO tables (id, public, game, spec, seats, state, seq, record, totals, winners, created, updated)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(id) DO UPDATE SET public = excluded.public, game = excluded.game, spec = excluded.spec, seats = excluded.seats,
			state = excluded.state, seq = excluded.seq, record = excluded.record, totals = excluded.totals,
			winners = excluded.winners, updated = excluded.updated`,
		t.ID, t.Public, t.Game, r.spec, r.seats, string(t.State), int64(t.Seq), r.record, r.totals, r.winners,
		t.Created.UTC().Format(time.RFC3339Nano), now.Format(time.RFC3339Nano))
	if err == nil {
		t.Updated = now
	}
	return err
}

// Load implements Store.
func (s *SQLite) Load(ctx context.Context, id string) (*Table, error) {
	rows, err := s.query(ctx, `WHERE id = ?`, id)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return rows[0], nil
}

// Unfinished implements Store.
func (s *SQLite) Unfinished(ctx context.Context) ([]*Table, error) {
	return s.query(ctx, `WHERE state IN (?, ?, ?) ORDER BY created, id`, inProgress[0], inProgress[1], inProgress[2])
}

// Finished implements Store.
func (s *SQLite) Finished(ctx context.Context, n int) ([]*Table, error) {
	return s.query(ctx, `WHERE public AND state IN (?, ?) ORDER BY updated DESC, id LIMIT ?`, ended[0], ended[1], n)
}

func (s *SQLite) query(ctx context.Context, where string, args ...any) ([]*Table, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, public, game, spec, seats, state, seq, record, totals, winners, created, updated FROM tables `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Table
	for rows.Next() {
		var t Table
		var r row
		var state, created, updated string
		var seq int64
		if err := rows.Scan(&t.ID, &t.Public, &t.Game, &r.spec, &r.seats, &state, &seq, &r.record, &r.totals, &r.winners, &created, &updated); err != nil {
			return nil, err
		}
		t.State, t.Seq = tableState(state), uint64(seq)
		if err := decode(&t, r); err != nil {
			return nil, err
		}
		t.Created, _ = time.Parse(time.RFC3339Nano, created)
		t.Updated, _ = time.Parse(time.RFC3339Nano, updated)
		out = append(out, &t)
	}
	return out, rows.Err()
}
