package sau_test

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/blackqueen/rules/variant"
)

// sauBenchTables are the Sau tables the benchmarks play: the base game at
// 3 and 4 seats, and the stock exchange with pushes and announcements
// (the dealer sits out at 4 seats, SAU-O5).
var sauBenchTables = []struct {
	name  string
	seats int
	o     sau.Options
}{
	{"3-seats", 3, sau.Options{}},
	{"4-seats", 4, sau.Options{KreuzSieben: true}},
	{"3-seats-stock-schieben", 3, sau.Options{StockExchange: true, Schieben: true, Jungfrau: true, Durchmarsch: true, AngesagterDurchmarsch: true}},
	{"4-seats-dealer-sits-out", 4, sau.Options{StockExchange: true, Schieben: true, Jungfrau: true}},
}

// BenchmarkSauRandomDeals deals and plays whole random Sau deals through
// the checked public API (Deal, RandomMove, Apply, Result), starting a new
// match whenever one ends, and reports deals per second and nanoseconds
// per move.
func BenchmarkSauRandomDeals(b *testing.B) {
	for _, bc := range sauBenchTables {
		b.Run(bc.name, func(b *testing.B) {
			r := rand.New(rand.NewPCG(3, 4))
			newGame := func() variant.Game {
				g, err := games.New(games.SchwarzeSau, bc.seats, bc.o, rand.NewPCG(r.Uint64(), 5))
				if err != nil {
					b.Fatal(err)
				}
				return g
			}
			g := newGame()
			moves, points := 0, 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if g.Over() {
					g = newGame()
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
						b.Fatalf("%v: %v", m, err)
					}
					moves++
				}
				res, ok := g.Result()
				if !ok {
					b.Fatal("the deal did not end")
				}
				for _, p := range res.Points {
					points += p
				}
			}
			b.StopTimer()
			if points <= 0 {
				b.Fatalf("%d deals scored %d points", b.N, points)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
		})
	}
}

// BenchmarkSauPlayout plays random Sau deals on the fast path a search
// bot uses: CloneInto a dealt position, LegalPlays and Apply. It
// reports deals per second and nanoseconds per card played, and allocates
// nothing.
func BenchmarkSauPlayout(b *testing.B) {
	for _, bc := range sauBenchTables[:2] {
		b.Run(bc.name, func(b *testing.B) {
			start := gametest.Trick(b, games.SchwarzeSau, bc.seats, bc.o, 1)
			if err := start.Deal(); err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(6, 7))
			var g variant.TrickGame
			moves, tricks := 0, 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start.CloneInto(&g)
				for g.Phase() == variant.PhasePlay {
					s, _ := g.ToMove()
					legal := g.LegalPlays()
					c, _ := legal.Nth(r.IntN(legal.Len()))
					if err := g.Apply(variant.PlayMove(s, c)); err != nil {
						b.Fatal(err)
					}
					moves++
				}
				if g.Phase() != variant.PhaseDealOver {
					b.Fatalf("the playout stopped in phase %v", g.Phase())
				}
				tricks += g.Hand(0).Len() // 0: every card was played
			}
			b.StopTimer()
			if tricks != 0 || moves != b.N*(32-start.Stock().Len()) {
				b.Fatalf("%d playouts played %d cards", b.N, moves)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
		})
	}
}

// TestSauPlayoutAllocs checks that the fast path of BenchmarkSauPlayout
// allocates nothing.
func TestSauPlayoutAllocs(t *testing.T) {
	start := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{KreuzSieben: true}, 1)
	if err := start.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(8, 9))
	var g variant.TrickGame
	allocs := testing.AllocsPerRun(50, func() {
		start.CloneInto(&g)
		for g.Phase() == variant.PhasePlay {
			s, _ := g.ToMove()
			legal := g.LegalPlays()
			c, _ := legal.Nth(r.IntN(legal.Len()))
			_ = g.Apply(variant.PlayMove(s, c)) // legal: no error to build
		}
	})
	if allocs != 0 {
		t.Errorf("a Sau playout allocates %v times, want 0", allocs)
	}
	if g.Phase() != variant.PhaseDealOver {
		t.Errorf("the playout ended in phase %v", g.Phase())
	}
}
