package madonna_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// madPlayOut plays the current Madonna deal to its end with random legal
// cards, declining in every turn-based announcement round (MAD-A9) and
// listing the out-of-turn announcements before every move, as a bot that
// watches the window (MAD-R17) would. It returns the number of moves. It
// does not allocate when buf has room for every announcement (at most
// two per seat).
func madPlayOut(tb testing.TB, g *variant.TrickGame, r *rand.Rand, buf []variant.Move) int {
	moves := 0
	for {
		switch g.Phase() {
		case variant.PhasePlay:
			buf = g.Announcements(buf[:0])
			legal := g.LegalPlays()
			c, _ := legal.Nth(r.IntN(legal.Len()))
			if err := g.Apply(variant.PlayMove(g.Turn().Seat, c)); err != nil {
				tb.Fatal(err)
			}
		case variant.PhaseAnnounce:
			buf = g.Announcements(buf[:0])
			if err := g.Apply(variant.DeclineMove(g.Turn().Seat)); err != nil {
				tb.Fatal(err)
			}
		default:
			return moves
		}
		moves++
	}
}

// madStock runs the stock circulation with random legal choices.
func madStock(tb testing.TB, g *variant.TrickGame, r *rand.Rand, buf []variant.Move) {
	for g.Phase() == variant.PhaseStock {
		buf = g.LegalMoves(buf[:0])
		if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
			tb.Fatal(err)
		}
	}
}

// The play phase of Schwarze Madonna does not allocate: Apply of a card,
// LegalPlays, Turn, Announcements into a buffer with room, the
// turn-based rounds (MAD-A9) and their declines, with announcements made
// so that the conflict checks of MAD-R18 run on every listing.
func TestMadonnaPlayPhaseDoesNotAllocate(t *testing.T) {
	for n := 3; n <= 6; n++ {
		for _, mode := range []variant.AnnounceMode{variant.OutOfTurn, variant.TurnBased} {
			base := gametest.Trick(t, games.SchwarzeMadonna, n, madonna.Options{Announcements: mode, ShortStock: madonna.ShortStockPassPenalty, FailureScoring: 1}, 7)
			if err := base.Deal(); err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(uint64(n), 9))
			buf := make([]variant.Move, 0, 16)
			madStock(t, base, r, make([]variant.Move, 0, 128))
			madDeclineAll(t, base)
			// Seat 0 announces Jungfrau and seat 1 Durchmarsch, so every
			// later listing refuses something (announce-conflict).
			gametest.Apply(t, base, variant.AnnounceMove(0, variant.NoTrickCall), variant.AnnounceMove(1, variant.SweepCall))
			var g variant.TrickGame
			moves := 0
			allocs := testing.AllocsPerRun(50, func() {
				base.CloneInto(&g)
				moves = madPlayOut(t, &g, r, buf)
			})
			if allocs != 0 {
				t.Errorf("%d seats, mode %d: %.1f allocations per deal of %d moves, want 0", n, mode, allocs, moves)
			}
			if moves < n || g.Phase() != variant.PhaseDealOver {
				t.Errorf("%d seats: %d moves, phase %v", n, moves, g.Phase())
			}
		}
	}
}

// BenchmarkMadonnaRandomDeals plays whole random deals (deal, stock
// circulation, play, scoring) and reports deals per second; the limits
// are out of reach so the match never ends.
func BenchmarkMadonnaRandomDeals(b *testing.B) {
	for n := 3; n <= 6; n++ {
		for _, mode := range []variant.AnnounceMode{variant.OutOfTurn, variant.TurnBased} {
			b.Run(fmt.Sprintf("seats=%d/mode=%d", n, mode), func(b *testing.B) {
				g := gametest.Trick(b, games.SchwarzeMadonna, n, madonna.Options{Announcements: mode, Limits: madLimit(n, 1<<40)}, 7)
				r := rand.New(rand.NewPCG(uint64(n), 1))
				buf := make([]variant.Move, 0, 128)
				moves := 0
				b.ReportAllocs()
				for b.Loop() {
					if err := g.Deal(); err != nil {
						b.Fatal(err)
					}
					madStock(b, g, r, buf)
					moves += madPlayOut(b, g, r, buf)
				}
				if g.DealsPlayed() != b.N || moves == 0 {
					b.Fatalf("%d deals played in %d iterations, %d moves", g.DealsPlayed(), b.N, moves)
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
				b.ReportMetric(float64(moves)/float64(b.N), "moves/deal")
			})
		}
	}
}

// BenchmarkMadonnaPlayout measures the fast path bots use for playouts:
// CloneInto, LegalPlays and Apply, from the start of the play.
func BenchmarkMadonnaPlayout(b *testing.B) {
	for n := 3; n <= 6; n++ {
		b.Run(fmt.Sprintf("seats=%d", n), func(b *testing.B) {
			base := gametest.Trick(b, games.SchwarzeMadonna, n, madonna.Options{ShortStock: madonna.ShortStockPassPenalty}, 7)
			if err := base.Deal(); err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(uint64(n), 2))
			madStock(b, base, r, make([]variant.Move, 0, 128))
			var g variant.TrickGame
			var taken card.Set
			b.ReportAllocs()
			for b.Loop() {
				base.CloneInto(&g)
				for g.Phase() == variant.PhasePlay {
					s, _ := g.ToMove()
					legal := g.LegalPlays()
					c, _ := legal.Nth(r.IntN(legal.Len()))
					if err := g.Apply(variant.PlayMove(s, c)); err != nil {
						b.Fatal(err)
					}
				}
				taken |= g.Hand(0) | card.Of(card.SevenClubs)
			}
			if g.Phase() != variant.PhaseDealOver || taken == 0 {
				b.Fatalf("phase %v", g.Phase())
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}
