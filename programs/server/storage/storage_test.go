package storage

import (
	"context"
	crand "crypto/rand"
	"encoding/hex"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// stores are the implementations every test runs against: SQLite always,
// PostgreSQL when BQ_TEST_POSTGRES names a database the test may write to.
func stores(t *testing.T) map[string]func(t *testing.T) Store {
	return map[string]func(t *testing.T) Store{
		"sqlite": func(t *testing.T) Store {
			s, err := OpenSQLite(filepath.Join(t.TempDir(), "tables.db"))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		},
		"postgres": func(t *testing.T) Store {
			url := os.Getenv("BQ_TEST_POSTGRES")
			if url == "" {
				t.Skip("no PostgreSQL: set BQ_TEST_POSTGRES=postgres://... of a database the test may write to (.ci/run starts one)")
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			s, err := OpenPostgres(ctx, url)
			if err != nil {
				t.Fatalf("BQ_TEST_POSTGRES=%s: %v", url, err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		},
	}
}

// each runs test against every store.
func each(t *testing.T, test func(t *testing.T, s Store, prefix string)) {
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) {
			var b [6]byte
			_, _ = crand.Read(b[:])
			// A PostgreSQL database outlives the test: rows of this run
			// have IDs of their own.
			test(t, open(t), "t"+hex.EncodeToString(b[:])+"-")
		})
	}
}

// playedRecord returns the record of a Black Maria deal played to its end
// by random legal moves.
func playedRecord(t *testing.T, seed uint64) (*record.Record, variant.Game) {
	t.Helper()
	g, err := games.New(games.BlackMaria, 4, nil, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.NewRecorder(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 2))
	gametest.PlayOut(t, gametest.Through(g, rec.Apply), r)
	return rec.Record(), g
}

func sample(t *testing.T, id string, state table.State, seed uint64) *Table {
	rec, g := playedRecord(t, seed)
	return &Table{
		ID: id, Public: seed%2 == 0, Game: "black-maria",
		Spec:  []byte(`{"game":"black-maria","seats":4,"bots":["","heuristic","",""],"public":true}`),
		Seats: []Seat{{Name: "Anna", Secret: "s0", Timer: table.SeatTimer{Off: true, Strikes: 1}}, {Name: "heuristic", Bot: "heuristic"}, {Name: "Ben", Secret: "s2"}, {Name: "Cleo", Secret: "s3"}},
		State: state, Seq: 53, Record: rec, Totals: g.Totals(), Winners: g.Winners(),
		Created: time.Date(2026, 12, 1, 9, 0, int(seed), 0, time.UTC),
	}
}

// same compares tables as stored: the times to the microsecond (what
// PostgreSQL keeps), the record through its JSON.
func same(t *testing.T, got, want *Table) {
	t.Helper()
	opts := cmp.Options{
		cmpopts.EquateApproxTime(time.Microsecond),
		cmp.Transformer("record", func(r *record.Record) string {
			if r == nil {
				return "null"
			}
			b, _ := r.MarshalJSON()
			return string(b)
		}),
		cmpopts.IgnoreFields(Table{}, "Updated"),
	}
	if d := cmp.Diff(want, got, opts); d != "" {
		t.Errorf("stored table differs (-want +got):\n%s", d)
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	each(t, func(t *testing.T, s Store, p string) {
		ctx := context.Background()
		want := sample(t, p+"a", table.Finished, 1)
		if err := s.Save(ctx, want); err != nil {
			t.Fatal(err)
		}
		got, err := s.Load(ctx, p+"a")
		if err != nil {
			t.Fatal(err)
		}
		same(t, got, want)
		if got.Updated.IsZero() {
			t.Error("Updated is not set")
		}
		if v := record.Judge(got.Record); !v.Valid {
			t.Errorf("the stored record is not valid: %+v", v)
		}
		if _, err := s.Load(ctx, p+"missing"); !errors.Is(err, ErrNotFound) {
			t.Errorf("Load of a missing table: %v, want ErrNotFound", err)
		}
	})
}

// TestSaveReplaces: a second Save of the same ID replaces every field but
// the creation time; a table before its first deal has no record.
func TestSaveReplaces(t *testing.T) {
	each(t, func(t *testing.T, s Store, p string) {
		ctx := context.Background()
		first := &Table{ID: p + "b", Game: "hearts", Spec: []byte(`{}`), Seats: []Seat{{Name: "x", Secret: "k"}},
			State: table.Waiting, Created: time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC)}
		if err := s.Save(ctx, first); err != nil {
			t.Fatal(err)
		}
		got, err := s.Load(ctx, p+"b")
		if err != nil {
			t.Fatal(err)
		}
		if got.Record != nil {
			t.Errorf("a table without a deal has a record: %+v", got.Record)
		}
		second := sample(t, p+"b", table.Playing, 2)
		if err := s.Save(ctx, second); err != nil {
			t.Fatal(err)
		}
		got, _ = s.Load(ctx, p+"b")
		second.Created = first.Created
		same(t, got, second)
	})
}

// TestUnfinishedAndFinished: each list holds the states it should, in its
// order; Finished keeps to n and lists no private table (a private table
// is reached by its code only).
func TestUnfinishedAndFinished(t *testing.T) {
	each(t, func(t *testing.T, s Store, p string) {
		ctx := context.Background()
		states := []table.State{table.Waiting, table.Finished, table.Playing, table.Abandoned, table.BetweenDeals, table.Finished}
		for i, st := range states {
			tb := sample(t, p+string(rune('a'+i)), st, uint64(i))
			tb.Public = i != 3 // d: a private table that was abandoned
			if err := s.Save(ctx, tb); err != nil {
				t.Fatal(err)
			}
			time.Sleep(2 * time.Millisecond) // distinct update times
		}
		mine := func(ts []*Table) []string {
			var ids []string
			for _, x := range ts {
				if len(x.ID) > len(p) && x.ID[:len(p)] == p {
					ids = append(ids, x.ID[len(p):])
				}
			}
			return ids
		}
		un, err := s.Unfinished(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff([]string{"a", "c", "e"}, mine(un)); d != "" {
			t.Errorf("Unfinished (-want +got):\n%s", d)
		}
		fin, err := s.Finished(ctx, 1000)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff([]string{"f", "b"}, mine(fin)); d != "" {
			t.Errorf("Finished, latest first (-want +got):\n%s", d)
		}
		if two, _ := s.Finished(ctx, 2); len(two) != 2 {
			t.Errorf("Finished(2) returned %d tables", len(two))
		}
	})
}

func TestSaveRefusesBadRows(t *testing.T) {
	each(t, func(t *testing.T, s Store, p string) {
		ctx := context.Background()
		long := make([]byte, MaxID+1)
		for i := range long {
			long[i] = 'x'
		}
		for _, tb := range []*Table{{ID: ""}, {ID: string(long)}, {ID: p + "bad", Spec: []byte("{not json")}} {
			if err := s.Save(ctx, tb); err == nil {
				t.Errorf("Save(%q) accepted", tb.ID)
			}
		}
	})
}
