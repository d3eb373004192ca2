package record_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// playDeal plays one deal of g with random moves through rec (or directly
// when rec is nil).
func playDeal(t *testing.T, g variant.Game, rec *record.Recorder, r *rand.Rand) {
	t.Helper()
	deal, apply := g.Deal, g.Apply
	if rec != nil {
		deal, apply = rec.Deal, rec.Apply
	}
	if err := deal(); err != nil {
		t.Fatal(err)
	}
	gametest.PlayOut(t, gametest.Through(g, apply), r)
}

// TestRecorderMidMatch: a Recorder started in the middle of a Schwarze Sau
// match writes the match state (totals, eliminated seats SAU-R8, the
// points carried under sixty-split "next-deal" SAU-A12, deals played), so
// the record judges on its own to the engine's totals and eliminations.
func TestRecorderMidMatch(t *testing.T) {
	o, err := games.ParseOptions(games.SchwarzeSau, []byte(`{"sixty-split": "next-deal", "angesagter-durchmarsch": true, "match-end": "two-player"}`))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for seed := uint64(1); seed < 200 && !found; seed++ {
		g, err := games.New(games.SchwarzeSau, 4, o, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for d := 0; d < 30 && !g.Over() && len(g.Out()) == 0; d++ {
			playDeal(t, g, nil, r)
		}
		if g.Over() || len(g.Out()) == 0 {
			continue
		}
		found = true
		rec, err := record.NewRecorder(g)
		if err != nil {
			t.Fatal(err)
		}
		before := rec.Record()
		if diff := cmp.Diff([]int(g.Totals()), before.Totals); diff != "" {
			t.Errorf("seed %d: totals (-engine +record):\n%s", seed, diff)
		}
		if diff := cmp.Diff(g.Out(), before.Out); diff != "" {
			t.Errorf("seed %d: out (-engine +record):\n%s", seed, diff)
		}
		if before.DealsPlayed != g.DealsPlayed() {
			t.Errorf("seed %d: dealsPlayed %d, engine %d", seed, before.DealsPlayed, g.DealsPlayed())
		}
		for k := 0; k < 2 && !g.Over(); k++ {
			playDeal(t, g, rec, r)
		}
		v := record.Judge(rec.Record())
		t.Logf("seed %d: recorded from totals %v, out %v, carry %v; verdict totals %v, out %v, over %v",
			seed, before.Totals, before.Out, before.Carry, v.Totals, v.Out, v.Over)
		if !v.Valid {
			t.Fatalf("seed %d: %+v", seed, *v.Error)
		}
		type end struct {
			Totals, Out, Winners []int
			Over                 bool
		}
		if diff := cmp.Diff(end{g.Totals(), g.Out(), g.Winners(), g.Over()}, end{v.Totals, v.Out, v.Winners, v.Over}); diff != "" {
			t.Errorf("seed %d (-engine +verdict):\n%s", seed, diff)
		}
	}
	if !found {
		t.Fatal("no seed eliminated a seat")
	}
}

// TestRecorderRefuses: a game in the middle of a deal cannot start a
// record, a move refused by the game is not recorded, and a move before
// the first recorded deal is refused.
func TestRecorderRefuses(t *testing.T) {
	g, err := games.New(games.BlackMaria, 3, blackmaria.Options{}, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.NewRecorder(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Apply(variant.PlayMove(1, card.AceSpades)); !errors.Is(err, rule.DealOver) {
		t.Errorf("a move before any deal: got %v, want deal-over", err)
	}
	if err := rec.Deal(); err != nil {
		t.Fatal(err)
	}
	if _, err := record.NewRecorder(g); !errors.Is(err, rule.WrongPhase) {
		t.Errorf("NewRecorder in the pass phase: got %v, want wrong-phase", err)
	}
	if err := rec.Apply(variant.PlayMove(1, card.AceSpades)); !errors.Is(err, rule.WrongPhase) {
		t.Errorf("a play in the pass (BM-R4): got %v, want wrong-phase", err)
	}
	if n := len(rec.Record().Deals[0].Actions); n != 0 {
		t.Errorf("a refused move was recorded: %d actions", n)
	}
}

// TestOutSeatsHaveNoHands: docs/records.md "out": the seats eliminated before
// the record get hands: [], or the record is bad-record (exit 2); out
// seats whose totals have not reached 30 (SAU-R8) are bad-record too.
func TestOutSeatsHaveNoHands(t *testing.T) {
	g, err := games.New(games.SchwarzeSau, 4, sau.Options{}, rand.NewPCG(3, 3))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Resume(variant.MatchState{Totals: []int{10, 31, 5, 7}, Out: []int{1}, DealsPlayed: 4}); err != nil {
		t.Fatal(err)
	}
	rec, err := record.NewRecorder(g)
	if err != nil {
		t.Fatal(err)
	}
	playDeal(t, g, rec, rand.New(rand.NewPCG(3, 4)))
	r := rec.Record()
	if v := record.Judge(r); !v.Valid {
		t.Fatalf("the recorded deal: %+v", *v.Error)
	}
	bad := *r
	bad.Deals = []record.Deal{r.Deals[0]}
	d := &bad.Deals[0]
	d.Hands = append([][]card.Card(nil), d.Hands...)
	d.Hands[1] = []card.Card{card.AceClubs}
	v := record.Judge(&bad)
	if v.Valid || v.Error.Rule != rule.BadRecord || v.Exit() != 2 || *v.Error.Deal != 0 {
		t.Errorf("a hand for an out seat: %+v, want bad-record at deal 0", v.Error)
	}
	bad = *r
	bad.Totals = []int{10, 29, 5, 7}
	if v := record.Judge(&bad); v.Valid || v.Error.Rule != rule.BadRecord || v.Error.Deal != nil {
		t.Errorf("an out seat below 30: %+v, want bad-record for the whole record", v.Error)
	}
}
