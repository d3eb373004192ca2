package storage

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/blackqueen/rules/table"
)

// Postgres is a Store in a PostgreSQL database, which the nodes of a
// cluster share.
type Postgres struct {
	pool *pgxpool.Pool
}

const postgresSchema = `
CREATE TABLE IF NOT EXISTS bq_tables (
	id      TEXT PRIMARY KEY,
	public  BOOLEAN NOT NULL,
	game    TEXT NOT NULL,
	spec    TEXT NOT NULL,
	seats   TEXT NOT NULL,
	state   TEXT NOT NULL,
	seq     BIGINT NOT NULL,
	record  TEXT NOT NULL,
	totals  TEXT NOT NULL,
	winners TEXT NOT NULL,
	created TIMESTAMPTZ NOT NULL,
	updated TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS bq_tables_state ON bq_tables(state, updated);
ALTER TABLE bq_tables ADD COLUMN IF NOT EXISTS version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE bq_tables ADD COLUMN IF NOT EXISTS cluster TEXT NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS bq_tables_cluster ON bq_tables(cluster, state);
`

// OpenPostgres connects to the database at url (postgres://...) and
// creates its table when it is missing.
func OpenPostgres(ctx context.Context, url string) (*Postgres, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("storage: postgres: %w", err)
	}
	// A node paused (or cut off) in the middle of a commit must not hold
	// its tables' rows locked: the node that takes a table over writes
	// its row at once. PostgreSQL ends a session left idle inside a
	// transaction this long, rolling it back (nothing of it was
	// acknowledged); a URL may set another value.
	if _, set := cfg.ConnConfig.RuntimeParams["idle_in_transaction_session_timeout"]; !set {
		cfg.ConnConfig.RuntimeParams["idle_in_transaction_session_timeout"] = strconv.Itoa(int(idleInTransaction.Milliseconds()))
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("storage: postgres: %w", err)
	}
	if err := createSchema(ctx, pool); err != nil {
		pool.Close()
		return nil, fmt.Errorf("storage: postgres: %w", err)
	}
	return &Postgres{pool: pool}, nil
}

// idleInTransaction is how long PostgreSQL lets a node's session sit
// idle inside a transaction before it ends the session.
const idleInTransaction = time.Second

// schemaLock is the advisory lock under which a node creates the schema.
const schemaLock = 7317001

// createSchema creates the schema where it is missing. Several nodes may
// start at once, and CREATE TABLE IF NOT EXISTS is not safe against
// another session creating the same table meanwhile; so the schema is
// created in one transaction that first takes a transaction-scoped
// advisory lock, which is released only when the transaction has
// committed and the tables are there for the next node to see. (A session
// lock released by the last statement of the same query string was let go
// before the implicit transaction committed, and a second node failed on
// a duplicate key in pg_type.)
func createSchema(ctx context.Context, pool *pgxpool.Pool) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", int64(schemaLock)); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, postgresSchema); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// Close implements Store.
func (p *Postgres) Close() error {
	p.pool.Close()
	return nil
}

// postgresUpsert writes a row unless the stored one has a later version.
const postgresUpsert = `INSERT INTO bq_tables (id, public, game, spec, seats, state, seq, record, totals, winners, created, updated, version, cluster)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
	ON CONFLICT (id) DO UPDATE SET public = excluded.public, game = excluded.game, spec = excluded.spec, seats = excluded.seats,
		state = excluded.state, seq = excluded.seq, record = excluded.record, totals = excluded.totals,
		winners = excluded.winners, updated = excluded.updated, version = excluded.version, cluster = excluded.cluster
	WHERE bq_tables.version <= excluded.version`

// Save implements Store.
func (p *Postgres) Save(ctx context.Context, t *Table) error { return p.SaveAll(ctx, []*Table{t})[0] }

// SaveAll implements Store: the rows are sent in one round trip (a pgx
// batch) inside one transaction.
func (p *Postgres) SaveAll(ctx context.Context, ts []*Table) []error {
	errs := make([]error, len(ts))
	now := time.Now().UTC()
	b := &pgx.Batch{}
	var sent []int // the index in ts of each queued row
	for i, t := range ts {
		r, err := encode(t)
		if err != nil {
			errs[i] = err
			continue
		}
		created := t.Created
		if created.IsZero() {
			created = now
		}
		b.Queue(postgresUpsert, t.ID, t.Public, t.Game, r.spec, r.seats, string(t.State), int64(t.Seq), r.record, r.totals, r.winners,
			created.UTC(), now, t.Version, t.Cluster)
		sent = append(sent, i)
	}
	if len(sent) == 0 {
		return errs
	}
	tx, err := p.pool.Begin(ctx)
	if err != nil {
		return failAll(errs, err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	br := tx.SendBatch(ctx, b)
	for _, i := range sent {
		tag, err := br.Exec()
		switch {
		case err != nil:
			errs[i] = err
		case tag.RowsAffected() == 0:
			errs[i] = ErrStale
		}
	}
	if err := br.Close(); err != nil {
		return failAll(errs, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return failAll(errs, err)
	}
	for _, i := range sent {
		if errs[i] == nil {
			if ts[i].Created.IsZero() {
				ts[i].Created = now
			}
			ts[i].Updated = now
		}
	}
	return errs
}

// InProgress implements Store.
func (p *Postgres) InProgress(ctx context.Context, cluster string) ([]string, error) {
	rows, err := p.pool.Query(ctx, `SELECT id FROM bq_tables WHERE cluster = $1 AND state = ANY($2) ORDER BY id`, cluster, inProgress)
	if err != nil {
		return nil, err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil || len(ids) == 0 {
		return nil, err
	}
	return ids, nil
}

// Load implements Store.
func (p *Postgres) Load(ctx context.Context, id string) (*Table, error) {
	rows, err := p.query(ctx, `WHERE id = $1`, id)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return rows[0], nil
}

// Unfinished implements Store.
func (p *Postgres) Unfinished(ctx context.Context) ([]*Table, error) {
	return p.query(ctx, `WHERE state = ANY($1) ORDER BY created, id`, inProgress)
}

// Finished implements Store.
func (p *Postgres) Finished(ctx context.Context, n int) ([]*Table, error) {
	return p.query(ctx, `WHERE public AND state = ANY($1) ORDER BY updated DESC, id LIMIT $2`, ended, n)
}

func (p *Postgres) query(ctx context.Context, where string, args ...any) ([]*Table, error) {
	rows, err := p.pool.Query(ctx, `SELECT id, public, game, spec, seats, state, seq, record, totals, winners, created, updated, version, cluster FROM bq_tables `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Table
	for rows.Next() {
		var t Table
		var r row
		var state string
		var seq int64
		if err := rows.Scan(&t.ID, &t.Public, &t.Game, &r.spec, &r.seats, &state, &seq, &r.record, &r.totals, &r.winners, &t.Created, &t.Updated, &t.Version, &t.Cluster); err != nil {
			return nil, err
		}
		t.State, t.Seq = tableState(state), uint64(seq)
		if err := decode(&t, r); err != nil {
			return nil, err
		}
		out = append(out, &t)
	}
	if err := rows.Err(); err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return nil, err
	}
	return out, nil
}

// tableState is a stored state.
func tableState(s string) table.State { return table.State(s) }
