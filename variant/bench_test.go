package variant_test

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// Benchmarks of the Black Maria and Hearts engine. Measure with
//
//	go test -run '^$' -bench BH -benchtime 2s -cpu 1 ./variant/
//
// The target is no allocation per move and at least 250,000 complete
// random four-seat Hearts deals per second on one core.

// bhSink keeps results alive so that the compiler cannot drop the work.
var bhSink int

// bhTarget returns the options of Black Maria or Hearts (id) with the
// match target t (BM-A4).
func bhTarget(id games.ID, t int) variant.Options {
	if id == games.Hearts {
		return hearts.Options{Target: t}
	}
	return blackmaria.Options{Target: t}
}

// bhPlayBase returns a game of id at n seats in the play phase of its
// first deal, after the pass.
func bhPlayBase(b rapid.TB, id games.ID, n int) *variant.TrickGame {
	g := gametest.Trick(b, id, n, bhTarget(id, 1<<30), 1)
	gametest.DealNext(b, g)
	gametest.PassLowest(b, g)
	return g
}

// BenchmarkBHPlayMove measures one move of the play phase through the
// checked API: LegalPlays, a random choice, Apply. The game is reset
// from a copy (CloneInto) when the deal ends.
func BenchmarkBHPlayMove(b *testing.B) {
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		b.Run(id.String(), func(b *testing.B) {
			base := bhPlayBase(b, id, 4)
			var g variant.TrickGame
			base.CloneInto(&g)
			r := rand.New(rand.NewPCG(1, 2))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if g.Phase() != variant.PhasePlay {
					base.CloneInto(&g)
				}
				lp := g.LegalPlays()
				c, _ := lp.Nth(r.IntN(lp.Len()))
				s, _ := g.ToMove()
				if err := g.Apply(variant.PlayMove(s, c)); err != nil {
					b.Fatal(err)
				}
			}
			bhSink += g.DealsPlayed()
		})
	}
}

// BenchmarkBHPlay measures one move of the play phase as a bot's playout
// makes it: ToMove, LegalPlays, a random choice, Apply.
func BenchmarkBHPlay(b *testing.B) {
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		b.Run(id.String(), func(b *testing.B) {
			base := bhPlayBase(b, id, 4)
			var g variant.TrickGame
			base.CloneInto(&g)
			r := rand.New(rand.NewPCG(1, 2))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if g.Phase() != variant.PhasePlay {
					base.CloneInto(&g)
				}
				s, _ := g.ToMove()
				lp := g.LegalPlays()
				c, _ := lp.Nth(r.IntN(lp.Len()))
				if err := g.Apply(variant.PlayMove(s, c)); err != nil {
					b.Fatal(err)
				}
			}
			bhSink += g.DealsPlayed()
		})
	}
}

// bhPick returns a uniformly random card of the non-empty set s: one
// 64-bit draw, scaled to s.Len() by a multiply and a shift (Lemire's
// method without the rejection step, whose bias of at most 2⁻⁵⁸ no
// benchmark can see).
func bhPick(s card.Set, r *rand.Rand) card.Card {
	hi, _ := bits.Mul64(r.Uint64(), uint64(s.Len()))
	c, _ := s.Nth(int(hi))
	return c
}

// bhRandomDeal plays one complete deal with random moves: the deal from
// the game's own source, random passes (Apply), random plays (Apply). It
// does not allocate.
func bhRandomDeal(b interface{ Fatal(args ...any) }, g *variant.TrickGame, r *rand.Rand) {
	if err := g.Deal(); err != nil {
		b.Fatal(err)
	}
	for g.Phase() == variant.PhasePass {
		tu := g.Turn()
		h := tu.Cards
		var x card.Set
		for k := 0; k < 3; k++ {
			c := bhPick(h, r)
			x = x.Add(c)
			h = h.Remove(c)
		}
		if err := g.Apply(variant.PassMove(tu.Seat, x)); err != nil {
			b.Fatal(err)
		}
	}
	for g.Phase() == variant.PhasePlay {
		c := bhPick(g.LegalPlays(), r)
		s, _ := g.ToMove()
		if err := g.Apply(variant.PlayMove(s, c)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBHDeals measures complete random deals, from the shuffle to
// the score, for Black Maria and Hearts at every table size, and reports
// deals per second.
func BenchmarkBHDeals(b *testing.B) {
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		for n := 3; n <= 6; n++ {
			b.Run(bhName(id, n), func(b *testing.B) {
				g := gametest.Trick(b, id, n, bhTarget(id, 1<<40), 1)
				r := rand.New(rand.NewPCG(3, 4))
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					bhRandomDeal(b, g, r)
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
				bhSink += g.Totals()[0]
			})
		}
	}
}

// BenchmarkBHDealsUnchecked is BenchmarkBHDeals for four-seat Hearts with
// the fast path: a bot's playout from the deal to the score.
func BenchmarkBHDealsUnchecked(b *testing.B) {
	g := gametest.Trick(b, games.Hearts, 4, hearts.Options{Target: 1 << 40}, 1)
	r := rand.New(rand.NewPCG(3, 4))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := g.Deal(); err != nil {
			b.Fatal(err)
		}
		for g.Phase() == variant.PhasePass {
			tu := g.Turn()
			h := tu.Cards
			var x card.Set
			for k := 0; k < 3; k++ {
				c, _ := h.Nth(r.IntN(h.Len()))
				x = x.Add(c)
				h = h.Remove(c)
			}
			if err := g.Apply(variant.PassMove(tu.Seat, x)); err != nil {
				b.Fatal(err)
			}
		}
		for g.Phase() == variant.PhasePlay {
			s, _ := g.ToMove()
			lp := g.LegalPlays()
			c, _ := lp.Nth(r.IntN(lp.Len()))
			if err := g.Apply(variant.PlayMove(s, c)); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
	bhSink += g.Totals()[0]
}

// BenchmarkBHClone measures CloneInto of a game in the play phase.
func BenchmarkBHClone(b *testing.B) {
	base := bhPlayBase(b, games.Hearts, 4)
	var g variant.TrickGame
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		base.CloneInto(&g)
	}
	bhSink += g.DealsPlayed()
}

func TestBHZeroAllocs(t *testing.T) {
	// LegalPlays, Apply of a play, CloneInto, Turn and a
	// whole random deal (Deal, Apply of the passes and plays) do not
	// allocate; Clone allocates only the copy it returns.
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		base := bhPlayBase(t, id, 4)
		var g variant.TrickGame
		base.CloneInto(&g)
		r := rand.New(rand.NewPCG(5, 6))
		var lp card.Set
		if a := testing.AllocsPerRun(100, func() { lp = g.LegalPlays() }); a != 0 {
			t.Errorf("%v: LegalPlays allocates %v times", id, a)
		}
		if a := testing.AllocsPerRun(100, func() { _ = g.Turn() }); a != 0 {
			t.Errorf("%v: Turn allocates %v times in the play phase", id, a)
		}
		play := func() {
			if g.Phase() != variant.PhasePlay {
				base.CloneInto(&g)
			}
			lp = g.LegalPlays()
			c, _ := lp.Nth(r.IntN(lp.Len()))
			s, _ := g.ToMove()
			if err := g.Apply(variant.PlayMove(s, c)); err != nil {
				t.Fatal(err)
			}
		}
		if a := testing.AllocsPerRun(500, play); a != 0 {
			t.Errorf("%v: Apply of a play allocates %v times", id, a)
		}
		if a := testing.AllocsPerRun(100, func() { base.CloneInto(&g) }); a != 0 {
			t.Errorf("%v: CloneInto allocates %v times", id, a)
		}
		var cl variant.Game
		if a := testing.AllocsPerRun(100, func() { cl = base.Clone() }); a > 1 {
			t.Errorf("%v: Clone allocates %v times, want only the copy", id, a)
		}
		if *cl.(*variant.TrickGame) != *base {
			t.Errorf("%v: the clone differs", id)
		}
		deals := gametest.Trick(t, id, 4, bhTarget(id, 1<<40), 1)
		if a := testing.AllocsPerRun(20, func() { bhRandomDeal(t, deals, r) }); a != 0 {
			t.Errorf("%v: a whole random deal allocates %v times", id, a)
		}
	}
}

// BenchmarkBHEveryGameDeals measures complete random deals per second of
// every game at every table size through the Game interface alone: Deal,
// then RandomMove and Apply until the deal ends (a match that ends is
// started afresh from a copy of the new game). Announcements are never
// made (RandomMove does not make them).
func BenchmarkBHEveryGameDeals(b *testing.B) {
	for _, id := range games.All() {
		lo, hi := games.SeatRange(id)
		for n := lo; n <= hi; n++ {
			b.Run(bhName(id, n), func(b *testing.B) {
				base, err := games.New(id, n, spdEndless(id), rand.NewPCG(1, 2))
				if err != nil {
					b.Fatal(err)
				}
				g := base.Clone()
				r := rand.New(rand.NewPCG(3, 4))
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if g.Over() {
						g = base.Clone()
					}
					if err := g.Deal(); err != nil {
						b.Fatal(err)
					}
					for {
						m, ok := g.RandomMove(r)
						if !ok {
							break
						}
						if err := g.Apply(m); err != nil {
							b.Fatal(err)
						}
					}
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
				bhSink += g.DealsPlayed()
			})
		}
	}
}
