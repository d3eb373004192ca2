package storage

import (
	"context"
	crand "crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/table"
)

// TestSaveFencesLowerVersions: a row of a lower version than the stored
// one is refused and changes nothing (a deposed owner writes nothing);
// the same version and higher ones replace it.
func TestSaveFencesLowerVersions(t *testing.T) {
	each(t, func(t *testing.T, s Store, p string) {
		ctx := context.Background()
		tb := sample(t, p+"f", table.Playing, 1)
		tb.Version = 5
		if err := s.Save(ctx, tb); err != nil {
			t.Fatal(err)
		}
		old := sample(t, p+"f", table.Playing, 2)
		old.Version, old.Seq = 4, 99
		if err := s.Save(ctx, old); !errors.Is(err, ErrStale) {
			t.Fatalf("a save under version 4 over version 5: %v, want ErrStale", err)
		}
		got, err := s.Load(ctx, p+"f")
		if err != nil {
			t.Fatal(err)
		}
		if got.Seq != tb.Seq || got.Version != 5 {
			t.Fatalf("the refused row changed the stored one: seq %d version %d", got.Seq, got.Version)
		}
		for _, v := range []int64{5, 6} {
			next := sample(t, p+"f", table.Playing, 3)
			next.Version, next.Seq = v, uint64(60+v)
			if err := s.Save(ctx, next); err != nil {
				t.Fatalf("a save under version %d: %v", v, err)
			}
			if got, _ := s.Load(ctx, p+"f"); got.Seq != next.Seq || got.Version != v {
				t.Fatalf("after a save under version %d: seq %d version %d", v, got.Seq, got.Version)
			}
		}
	})
}

// TestSaveAllOutcomes: one commit for many rows, each with its own
// outcome: a stale or malformed row does not keep the others out.
func TestSaveAllOutcomes(t *testing.T) {
	each(t, func(t *testing.T, s Store, p string) {
		ctx := context.Background()
		hi := sample(t, p+"h", table.Playing, 1)
		hi.Version = 3
		if err := s.Save(ctx, hi); err != nil {
			t.Fatal(err)
		}
		a, stale, bad, b := sample(t, p+"a", table.Playing, 2), sample(t, p+"h", table.Playing, 3), &Table{ID: ""}, sample(t, p+"b", table.Waiting, 4)
		stale.Version = 2
		errs := s.SaveAll(ctx, []*Table{a, stale, bad, b})
		if len(errs) != 4 || errs[0] != nil || !errors.Is(errs[1], ErrStale) || errs[2] == nil || errs[3] != nil {
			t.Fatalf("SaveAll outcomes: %v", errs)
		}
		for _, want := range []*Table{a, b, hi} {
			got, err := s.Load(ctx, want.ID)
			if err != nil {
				t.Fatal(err)
			}
			same(t, got, want)
		}
		if errs := s.SaveAll(ctx, nil); len(errs) != 0 {
			t.Errorf("SaveAll of nothing: %v", errs)
		}
	})
}

// TestInProgressByCluster: each cluster lists its own tables in progress
// only, not those that ended.
func TestInProgressByCluster(t *testing.T) {
	each(t, func(t *testing.T, s Store, p string) {
		ctx := context.Background()
		rows := []struct {
			id, cluster string
			state       table.State
		}{{"a", p + "x", table.Playing}, {"b", p + "x", table.Finished}, {"c", p + "y", table.Waiting}, {"d", p + "x", table.BetweenDeals}}
		for i, r := range rows {
			tb := sample(t, p+r.id, r.state, uint64(i))
			tb.Cluster = r.cluster
			if err := s.Save(ctx, tb); err != nil {
				t.Fatal(err)
			}
		}
		for cluster, want := range map[string][]string{p + "x": {p + "a", p + "d"}, p + "y": {p + "c"}, p + "z": nil} {
			got, err := s.InProgress(ctx, cluster)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("InProgress(%s) (-want +got):\n%s", cluster, d)
			}
		}
	})
}

// TestSQLiteOpensAnOlderDatabase: a database made before the version and
// cluster columns is opened, keeps its rows, and is written to as any.
func TestSQLiteOpensAnOlderDatabase(t *testing.T) {
	file := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", "file:"+file)
	if err != nil {
		t.Fatal(err)
	}
	const old = `CREATE TABLE tables (id TEXT PRIMARY KEY, public INTEGER NOT NULL, game TEXT NOT NULL, spec TEXT NOT NULL,
		seats TEXT NOT NULL, state TEXT NOT NULL, seq INTEGER NOT NULL, record TEXT NOT NULL, totals TEXT NOT NULL,
		winners TEXT NOT NULL, created TEXT NOT NULL, updated TEXT NOT NULL);
		INSERT INTO tables VALUES ('old', 0, 'hearts', '{}', '[]', 'playing', 7, 'null', 'null', 'null', '2026-12-01T08:00:00Z', '2026-12-01T08:00:00Z');`
	if _, err := db.Exec(old); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err := OpenSQLite(file)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	got, err := s.Load(ctx, "old")
	if err != nil || got.Seq != 7 || got.Version != 0 {
		t.Fatalf("the old row: %+v %v", got, err)
	}
	tb := sample(t, "old", table.Playing, 1)
	tb.Version = 1
	if err := s.Save(ctx, tb); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Load(ctx, "old"); got.Seq != tb.Seq || !got.Created.Equal(time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC)) {
		t.Fatalf("after a save: %+v", got)
	}
}

// TestSaveWritesRecordJSON: a record given already encoded is written as
// it is and loads back as the record.
func TestSaveWritesRecordJSON(t *testing.T) {
	each(t, func(t *testing.T, s Store, p string) {
		ctx := context.Background()
		want := sample(t, p+"j", table.Playing, 4)
		b, err := want.Record.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		given := *want
		given.Record, given.RecordJSON = nil, b
		if err := s.Save(ctx, &given); err != nil {
			t.Fatal(err)
		}
		got, err := s.Load(ctx, p+"j")
		if err != nil {
			t.Fatal(err)
		}
		same(t, got, want)
	})
}

// TestPostgresEndsAStalledTransaction: a session left idle inside a
// transaction (its node paused in the middle of a commit) is ended, and
// the row it had locked is written by another session soon after.
func TestPostgresEndsAStalledTransaction(t *testing.T) {
	url := os.Getenv("BQ_TEST_POSTGRES")
	if url == "" {
		t.Skip("no PostgreSQL: set BQ_TEST_POSTGRES=postgres://... (.ci/run starts one)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	a, err := OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var r [6]byte
	_, _ = crand.Read(r[:])
	row := sample(t, "stall-"+hex.EncodeToString(r[:]), table.Playing, 1)
	row.Version = 1
	if err := a.Save(ctx, row); err != nil {
		t.Fatal(err)
	}
	tx, err := a.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if _, err := tx.Exec(ctx, `UPDATE bq_tables SET seq = 99 WHERE id = $1`, row.ID); err != nil {
		t.Fatal(err)
	}
	// The first session now stalls with the row locked.
	start := time.Now()
	row.Version = 2
	if err := b.Save(ctx, row); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > idleInTransaction+5*time.Second {
		t.Errorf("the row was written %v after the other session stalled", d)
	}
	got, err := b.Load(ctx, row.ID)
	if err != nil || got.Version != 2 || got.Seq != row.Seq {
		t.Fatalf("the row: %+v %v", got, err)
	}
}
