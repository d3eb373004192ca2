package variant_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/variant"
)

// TestSampleTwoHandedStockExchange is the panic of a two-handed Schwarze
// Sau deal with the stock exchange (SAU-A3 two-player, SAU-O5): a hand and
// the stock are 17 cards, 136 pairs of cards the stock may have held, more
// than the sampler had room for.
func TestSampleTwoHandedStockExchange(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		g, err := games.NewTrickGame(games.SchwarzeSau, 3, sau.Options{MatchEnd: sau.TwoPlayer, StockExchange: true}, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Resume(variant.MatchState{Totals: []int{0, 0, 30}, Out: []int{2}}); err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for g.Phase() == variant.PhaseStock {
			m, ok := g.RandomMove(r)
			if !ok {
				t.Fatal("no move at the stock")
			}
			if err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
			for s := 0; s < 2; s++ {
				sampleConsistent(t, g, s, r)
			}
		}
		for s := 0; s < 2; s++ {
			sampleConsistent(t, g, s, r)
		}
	}
}

// sampleOf calls the engine's Sample and SampleInto for seat s and
// returns both results.
func sampleOf(g variant.Game, s int, r *rand.Rand) (variant.Game, variant.Game, error) {
	seed1, seed2 := r.Uint64(), r.Uint64()
	switch g := g.(type) {
	case *variant.TrickGame:
		a, err := g.Sample(s, rand.New(rand.NewPCG(seed1, seed2)))
		if err != nil {
			return nil, nil, err
		}
		b := new(variant.TrickGame)
		if err := g.SampleInto(b, s, rand.New(rand.NewPCG(seed1, seed2))); err != nil {
			return nil, nil, err
		}
		return a, b, nil
	case *oldmaid.Game:
		a, err := g.Sample(s, rand.New(rand.NewPCG(seed1, seed2)))
		if err != nil {
			return nil, nil, err
		}
		b := new(oldmaid.Game)
		if err := g.SampleInto(b, s, rand.New(rand.NewPCG(seed1, seed2))); err != nil {
			return nil, nil, err
		}
		return a, b, nil
	}
	return nil, nil, fmt.Errorf("%T has no Sample", g)
}

// tb is what the checks need of *testing.T and *rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// sampleConsistent samples g for seat s and checks that the sample is
// consistent with what s sees (TT-6): s's view of the sample is its view
// of g, every seat's view of the sample is well formed, the sample
// carries on as a game, and g is left unchanged.
func sampleConsistent(t tb, g variant.Game, s int, r *rand.Rand) {
	t.Helper()
	before := allViews(t, g)
	a, b, err := sampleOf(g, s, r)
	if err != nil {
		t.Fatalf("%v at %d seats, phase %v: Sample(%d): %v", g.Name(), g.Seats(), g.Phase(), s, err)
	}
	if after := allViews(t, g); !reflect.DeepEqual(before, after) {
		t.Fatalf("Sample(%d) changed the game (-before +after):\n%s", s, cmp.Diff(before, after))
	}
	want := before[s]
	for _, smp := range []variant.Game{a, b} {
		got, err := smp.View(s)
		if err != nil {
			t.Fatalf("View(%d) of the sample: %v", s, err)
		}
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("%v at %d seats, phase %v: seat %d's view of the sample differs (-game +sample):\n%s", g.Name(), g.Seats(), g.Phase(), s, cmp.Diff(want, got))
		}
		if smp.Turn().Seat != g.Turn().Seat || smp.Phase() != g.Phase() {
			t.Fatalf("the sample's turn differs (-game +sample):\n%s", cmp.Diff(g.Turn(), smp.Turn()))
		}
		if !reflect.DeepEqual(g.Totals(), smp.Totals()) {
			t.Fatalf("the sample's totals differ:\n%s", cmp.Diff(g.Totals(), smp.Totals()))
		}
		sizes := want.HandSizes
		for x := 0; x < g.Seats(); x++ {
			v, err := smp.View(x)
			if err != nil {
				t.Fatalf("View(%d) of the sample: %v", x, err)
			}
			if v.Hand.Len() != sizes[x] {
				t.Fatalf("seat %d holds %d cards in the sample; seat %d sees %d", x, v.Hand.Len(), s, sizes[x])
			}
			if x != s && v.Hand&want.Hand != 0 {
				t.Fatalf("seat %d holds %v of seat %d's hand in the sample", x, v.Hand&want.Hand, s)
			}
		}
	}
	// The sample plays on: a few legal moves apply.
	c := a.Clone()
	for i := 0; i < 8; i++ {
		m, ok := c.RandomMove(r)
		if !ok {
			break
		}
		if err := c.Apply(m); err != nil {
			t.Fatalf("a legal move %+v of the sample is refused: %v", m, err)
		}
	}
}

func allViews(t tb, g variant.Game) []variant.View {
	t.Helper()
	out := make([]variant.View, g.Seats())
	for s := range out {
		v, err := g.View(s)
		if err != nil {
			t.Fatalf("View(%d): %v", s, err)
		}
		out[s] = v
	}
	return out
}

// sampleOptionValues are the record values each option is drawn from;
// numbers are small so that a match ends within a few deals.
var sampleOptionValues = map[string][]string{
	"ties": {`"shared"`, `"play-on"`}, "announced-jungfrau": {`"multiply"`, `"flat-48"`},
	"jungfrau-factor": {`"compound"`, `"single"`}, "failure-scoring": {`"announcer-only"`, `"independent"`},
	"short-stock": {`"redeal"`, `"pass-penalty-cards"`}, "six-player-deal": {`"2-2-1"`, `"1-2-2"`, `"singles"`},
	"end": {`"greater"`, `"at-least"`}, "limits": {`{"3":30,"4":30,"5":40,"6":40}`, `{}`},
	"three-player-removal": {`"2C"`, `"2D"`}, "six-player-removal": {`"all-twos"`, `"standard"`},
	"spade-values": {`"standard"`, `"swapped"`}, "omnibus": {`"off"`, `"JD"`, `"10D"`},
	"slam": {`"none"`, `"deduct"`}, "target": {`20`, `40`}, "deals": {`0`, `1`, `3`},
	"moon": {`"add-to-others"`, `"subtract"`, `"off"`}, "elimination": {`"at-least-30"`, `"over-30"`},
	"match-end":     {`"fewer-than-3"`, `"first-elimination"`, `"two-player"`, `"two-player"`},
	"stock-scoring": {`"dead"`, `"last-trick"`, `"most-points"`}, "stock-restriction": {`"none"`, `"no-point-cards"`},
	"push-multiplier": {`"compound"`, `"single"`}, "sixty-split": {`"none"`, `"next-deal"`, `"next-match"`},
	"pairs": {`"rank"`, `"same-colour"`}, "maid": {`"QC-removed"`, `"joker"`, `"JC-removed"`},
	"draw-from": {`"left"`, `"right"`}, "turn-timer": {`"by-table"`, `"on"`, `"off"`},
}

// drawTable draws a game, a table size and a combination of its options
// (every option of the game, each at a random value).
func drawTable(t *rapid.T) (games.ID, int, variant.Options) {
	id := rapid.SampledFrom([]games.ID{games.SchwarzeMadonna, games.BlackMaria, games.Hearts, games.SchwarzeSau, games.OldMaid}).Draw(t, "game")
	lo, hi := games.SeatRange(id)
	seats := rapid.IntRange(lo, hi).Draw(t, "seats")
	opts := map[string]json.RawMessage{}
	var names []string
	for _, op := range games.OptionNames() {
		for _, g := range op.Games {
			if g == id {
				names = append(names, op.Name)
			}
		}
	}
	sort.Strings(names)
	for _, name := range names {
		values, ok := sampleOptionValues[name]
		if !ok {
			values = []string{`false`, `true`}
		}
		opts[name] = json.RawMessage(rapid.SampledFrom(values).Draw(t, name))
	}
	if string(opts["schieben"]) == "true" {
		opts["stock-exchange"] = json.RawMessage("true") // SAU-O6
	}
	raw, _ := json.Marshal(opts)
	o, err := games.ParseOptions(id, raw)
	if err != nil {
		t.Fatalf("ParseOptions(%s): %v", raw, err)
	}
	var s variant.Setup
	if (id == games.SchwarzeMadonna || id == games.SchwarzeSau) && rapid.Bool().Draw(t, "turn-based") {
		s.Announcements = variant.TurnBased
	}
	s.FirstDealer = rapid.IntRange(0, seats-1).Draw(t, "first dealer")
	o, err = games.WithSetup(id, o, s)
	if err != nil {
		t.Fatalf("WithSetup(%s, %+v): %v", raw, s, err)
	}
	return id, seats, o
}

// TestSampleEveryPhase plays random matches of every game, table size and
// combination of options, Schwarze Sau resumed with seats already out so
// that two-handed endings come up (SAU-A3), and samples a random seat
// (every seat now and then) in every phase reached: before a deal,
// during the pass, stock, announcements and play, after a deal and after
// the match. Each sample must agree with the seat's view.
func TestSampleEveryPhase(t *testing.T) {
	seen := map[string]bool{} // what the checks reached, over all runs
	rapid.Check(t, func(t *rapid.T) {
		id, seats, o := drawTable(t)
		so, _ := o.(sau.Options) // the zero sau.Options in another game
		twoHanded := rapid.IntRange(0, 3).Draw(t, "two-handed") == 0
		if twoHanded {
			// A quarter of the runs: a three-seat Sau match played on
			// two-handed (SAU-A3) with the stock exchange (SAU-O5).
			so = sau.Options{MatchEnd: sau.TwoPlayer, StockExchange: true,
				Schieben: so.Schieben, Jungfrau: so.Jungfrau, AngesagterDurchmarsch: so.AngesagterDurchmarsch, StockRestriction: so.StockRestriction}
			id, seats, o = games.SchwarzeSau, 3, so
		}
		g, err := games.New(id, seats, o, rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		if err != nil {
			t.Skipf("options refused: %v", err)
		}
		if id == games.SchwarzeSau && so.MatchEnd == sau.TwoPlayer && seats == 3 && (twoHanded || rapid.Bool().Draw(t, "out")) {
			out := rapid.IntRange(0, 2).Draw(t, "out seat")
			totals := make([]int, 3)
			totals[out] = 31
			if err := g.Resume(variant.MatchState{Totals: totals, Out: []int{out}}); err != nil {
				t.Fatalf("Resume: %v", err)
			}
		}
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "play seed"), 2))
		steps := 300
		if raceDetector {
			steps = 15
		}
		for step := 0; step < steps && !g.Over(); step++ {
			seen[g.Phase().String()] = true
			if id == games.SchwarzeSau && so.StockExchange && g.Phase() == variant.PhaseStock && len(g.Out()) == 1 && seats == 3 {
				seen["two-handed stock exchange"] = true
			}
			if step%9 == 0 {
				for s := 0; s < seats; s++ {
					sampleConsistent(t, g, s, r)
				}
			} else {
				sampleConsistent(t, g, r.IntN(seats), r)
			}
			switch g.Phase() {
			case variant.PhaseDeal, variant.PhaseDealOver:
				if err := g.Deal(); err != nil {
					t.Fatalf("Deal: %v", err)
				}
				continue
			}
			var m variant.Move
			if anns := g.Announcements(nil); len(anns) > 0 && r.IntN(5) == 0 {
				m = anns[r.IntN(len(anns))]
			} else {
				var ok bool
				if m, ok = g.RandomMove(r); !ok {
					t.Fatalf("no move in phase %v", g.Phase())
				}
			}
			if err := g.Apply(m); err != nil {
				t.Fatalf("Apply(%+v): %v", m, err)
			}
		}
		if g.Over() {
			seen[g.Phase().String()] = true
			if twoHanded {
				seen["two-handed match-over"] = true
			}
			for s := 0; s < seats; s++ {
				sampleConsistent(t, g, s, r)
			}
		}
	})
	if raceDetector {
		return // too few steps to reach every phase
	}
	for _, want := range []string{"deal", "pass", "stock", "announce", "play", "draw", "deal-over", "match-over", "two-handed stock exchange", "two-handed match-over"} {
		if !seen[want] {
			t.Errorf("no sample was taken in %s", want)
		}
	}
}
