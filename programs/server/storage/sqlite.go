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
	updated TEXT NOT NULL,
	version INTEGER NOT NULL DEFAULT 0,
	cluster TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS tables_state ON tables(state);
`

// sqliteColumns are the columns added since the first schema: a database
// made before them gets them when it is opened.
var sqliteColumns = []struct{ name, def string }{
	{"version", "INTEGER NOT NULL DEFAULT 0"},
	{"cluster", "TEXT NOT NULL DEFAULT ''"},
}

// OpenSQLite opens (and creates) the database in file. A commit is
// synchronous (write-ahead log, synchronous=FULL): once Save returns, the
// row outlives a crash of the process and of the machine.
func OpenSQLite(file string) (*SQLite, error) {
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1) // SQLite has one writer; one connection keeps writes in order
	if err := migrateSQLite(db); err != nil {
		db.Close()
		return nil, fmt.Errorf("storage: database %s: %w", file, err)
	}
	return &SQLite{db: db}, nil
}

// migrateSQLite creates the schema, and adds the columns a database made
// before them lacks.
func migrateSQLite(db *sql.DB) error {
	if _, err := db.Exec(sqliteSchema); err != nil {
		return err
	}
	for _, c := range sqliteColumns {
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM pragma_table_info('tables') WHERE name = ?`, c.name).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			if _, err := db.Exec(`ALTER TABLE tables ADD COLUMN ` + c.name + ` ` + c.def); err != nil {
				return err
			}
		}
	}
	return nil
}

// Close implements Store.
func (s *SQLite) Close() error { return s.db.Close() }

// sqliteUpsert writes a row unless the stored one has a later version.
const sqliteUpsert = `INSERT INTO tables (id, public, game, spec, seats, state, seq, record, totals, winners, created, updated, version, cluster)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
	ON CONFLICT(id) DO UPDATE SET public = excluded.public, game = excluded.game, spec = excluded.spec, seats = excluded.seats,
		state = excluded.state, seq = excluded.seq, record = excluded.record, totals = excluded.totals,
		winners = excluded.winners, updated = excluded.updated, version = excluded.version, cluster = excluded.cluster
	WHERE tables.version <= excluded.version`

// Save implements Store.
func (s *SQLite) Save(ctx context.Context, t *Table) error { return s.SaveAll(ctx, []*Table{t})[0] }

// SaveAll implements Store.
func (s *SQLite) SaveAll(ctx context.Context, ts []*Table) []error {
	now := time.Now().UTC()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return failAll(make([]error, len(ts)), err)
	}
	defer func() { _ = tx.Rollback() }()
	errs := saveAll(ts, func(t *Table, r row) error {
		created := t.Created
		if created.IsZero() {
			created = now
		}
		res, err := tx.ExecContext(ctx, sqliteUpsert, t.ID, t.Public, t.Game, r.spec, r.seats, string(t.State), int64(t.Seq), r.record,
			r.totals, r.winners, created.UTC().Format(time.RFC3339Nano), now.Format(time.RFC3339Nano), t.Version, t.Cluster)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return ErrStale
		}
		return nil
	})
	if err := tx.Commit(); err != nil {
		return failAll(errs, err)
	}
	for i, t := range ts {
		if errs[i] == nil {
			if t.Created.IsZero() {
				t.Created = now
			}
			t.Updated = now
		}
	}
	return errs
}

// InProgress implements Store.
func (s *SQLite) InProgress(ctx context.Context, cluster string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM tables WHERE cluster = ? AND state IN (?, ?, ?) ORDER BY id`,
		cluster, inProgress[0], inProgress[1], inProgress[2])
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
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
	rows, err := s.db.QueryContext(ctx, `SELECT id, public, game, spec, seats, state, seq, record, totals, winners, created, updated, version, cluster FROM tables `+where, args...)
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
		if err := rows.Scan(&t.ID, &t.Public, &t.Game, &r.spec, &r.seats, &state, &seq, &r.record, &r.totals, &r.winners, &created, &updated, &t.Version, &t.Cluster); err != nil {
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
