package record_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

// TestRecorderLeavesOutTake: a Sau deal with Schieben played through the
// views, where seats take the stock before putting cards back (SAU-O6),
// is recorded with docs/records.md stock and push actions only, and the
// referee judges it valid with the engine's points.
func TestRecorderLeavesOutTake(t *testing.T) {
	const seed = 11
	o := sau.Options{StockExchange: true, Schieben: true}
	g, err := games.New(games.SchwarzeSau, 3, o, rand.NewPCG(seed, seed))
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
	r := rand.New(rand.NewPCG(seed, 1))
	p := player.Random{}
	takes := 0
	for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
		s := g.Turn().Seat
		v, err := g.View(s)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.Choose(v, r)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if m.Kind == variant.Take {
			takes++
		}
		if err := rec.Apply(m); err != nil {
			t.Fatalf("seed %d: %v: %v", seed, m, err)
		}
	}
	if takes == 0 {
		t.Fatalf("seed %d: no seat took the stock; pick another seed", seed)
	}
	var buf bytes.Buffer
	if err := record.Encode(&buf, rec.Record()); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(buf.Bytes(), []byte(`"take"`)) {
		t.Errorf("the record holds a take action:\n%s", buf.String())
	}
	v := record.Referee(buf.Bytes())
	if v.Exit() != 0 {
		t.Fatalf("seed %d: the referee rejects the record: %+v\n%s", seed, v, buf.String())
	}
	res, _ := g.Result()
	if len(v.Deals) != 1 {
		t.Fatalf("verdict has %d deals; want 1", len(v.Deals))
	}
	if diff := cmp.Diff(res.Points, v.Deals[0].Points); diff != "" {
		t.Errorf("seed %d: verdict points differ from the engine's (-engine +verdict):\n%s", seed, diff)
	}
}
