package oldmaid_test

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// omStarted returns a game in the draw phase of a fresh round.
func omStarted(t testing.TB, seats int, o oldmaid.Options, seed uint64) *oldmaid.Game {
	t.Helper()
	g := gametest.OldMaid(t, seats, o, seed)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if g.Phase() != variant.PhaseDraw {
		t.Fatalf("seed %d: the round ended at the deal", seed)
	}
	return g
}

// In the draw phase Turn, LegalDraws, LegalMoves (with capacity), Apply
// (Draw and DrawAt, the shuffle included), RandomMove and CloneInto do not
// allocate; Clone allocates only the copy it returns.
func TestOldMaidNoAllocations(t *testing.T) {
	base := omStarted(t, 4, oldmaid.Options{}, 3)
	var g oldmaid.Game
	moves := make([]variant.Move, 0, 64)
	r := rand.New(rand.NewPCG(1, 2))
	reset := func() {
		if g.Phase() != variant.PhaseDraw {
			base.CloneInto(&g)
		}
	}
	base.CloneInto(&g)
	var sink card.Set
	for _, tc := range []struct {
		name string
		want float64 // at most
		f    func()
	}{
		{"Turn", 0, func() { sink |= g.Turn().Cards }},
		{"LegalDraws", 0, func() { sink |= g.LegalDraws() }},
		{"LegalMoves", 0, func() { moves = g.LegalMoves(moves[:0]) }},
		{"RandomMove", 0, func() { m, _ := g.RandomMove(r); sink = sink.Add(m.Card) }},
		{"CloneInto", 0, func() { base.CloneInto(&g) }},
		{"Clone", 1, func() { sink |= base.Clone().(*oldmaid.Game).LegalDraws() }},
		{"Apply Draw", 0, func() {
			reset()
			c, _ := g.LegalDraws().Lowest()
			if err := g.Apply(variant.DrawMove(g.Turn().Seat, c)); err != nil {
				t.Fatal(err)
			}
		}},
		{"DrawUnchecked", 0, func() {
			reset()
			c, _ := g.LegalDraws().Highest()
			g.DrawUnchecked(c)
		}},
		{"Apply DrawAt", 0, func() {
			reset()
			if err := g.Apply(variant.DrawAtMove(g.Turn().Seat, 0)); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		if got := testing.AllocsPerRun(200, tc.f); got > tc.want {
			t.Errorf("%s: %v allocations per run, want at most %v", tc.name, got, tc.want)
		}
	}
	if sink == 0 || len(moves) == 0 {
		t.Fatal("the measured calls returned nothing")
	}
}

// BenchmarkOldMaidMove measures one legal move (a DrawAt, with its
// shuffle) in the draw phase; a finished round is replaced by a copy of a
// fresh one.
func BenchmarkOldMaidMove(b *testing.B) {
	base := omStarted(b, 4, oldmaid.Options{}, 5)
	var g oldmaid.Game
	base.CloneInto(&g)
	var pairs int
	b.ReportAllocs()
	for b.Loop() {
		if g.Phase() != variant.PhaseDraw {
			base.CloneInto(&g)
		}
		tu := g.Turn()
		if err := g.Apply(variant.DrawAtMove(tu.Seat, tu.Cards.Len()/2)); err != nil {
			b.Fatal(err)
		}
		if d, _ := g.LastDraw(); d.Pair != 0 {
			pairs++
		}
	}
	b.ReportMetric(float64(pairs)/float64(b.N), "pairs/move")
}

// BenchmarkOldMaidRound plays whole random rounds (deal, discards, random
// draws to the end) and reports rounds per second.
func BenchmarkOldMaidRound(b *testing.B) {
	for _, n := range []int{2, 3, 4} {
		b.Run(string(rune('0'+n))+" seats", func(b *testing.B) {
			g := gametest.OldMaid(b, n, oldmaid.Options{}, 9)
			r := rand.New(rand.NewPCG(3, 4))
			moves := 0
			b.ReportAllocs()
			for b.Loop() {
				if err := g.Deal(); err != nil {
					b.Fatal(err)
				}
				for g.Phase() == variant.PhaseDraw {
					m, _ := g.RandomMove(r)
					if err := g.Apply(m); err != nil {
						b.Fatal(err)
					}
					moves++
				}
			}
			lost := 0
			for _, x := range g.Totals() {
				lost += x
			}
			if lost != g.DealsPlayed() {
				b.Fatalf("%d rounds lost in %d rounds", lost, g.DealsPlayed())
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
			b.ReportMetric(float64(moves)/float64(b.N), "moves/round")
		})
	}
}
