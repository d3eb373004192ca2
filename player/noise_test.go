package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
)

// Config.StockNoise is the playouts' noise exactly at the tables that
// deal a stock: Madonna and Sau at three seats (MAD-R3, SAU-R4: ten cards
// each and two in the stock), not Madonna and Sau at four (eight each),
// nor Black Maria or Hearts, whose pack is dealt out (BM-R1, SH-R1), nor
// Madonna's five and six seats with a stock of two (MAD-R3) when it is
// unset. The lane and the heuristic's playouts both take it, and Noise
// keeps its meaning elsewhere: 0 the default, negative none.
func TestStockNoise(t *testing.T) {
	cases := []struct {
		id    games.ID
		seats int
		stock bool
	}{
		{games.SchwarzeMadonna, 3, true}, {games.SchwarzeMadonna, 4, false}, {games.SchwarzeMadonna, 5, true}, {games.SchwarzeMadonna, 6, true},
		{games.SchwarzeSau, 3, true}, {games.SchwarzeSau, 4, false},
		{games.BlackMaria, 3, false}, {games.BlackMaria, 4, false}, {games.BlackMaria, 5, false},
		{games.Hearts, 3, false}, {games.Hearts, 4, false},
	}
	for _, c := range cases {
		g := dealtTrickGame(t, c.id, c.seats, rand.NewPCG(1, 1))
		if got := dealsStock(g); got != c.stock {
			t.Errorf("%v at %d seats: dealsStock %v, want %v", c.id, c.seats, got, c.stock)
		}
		want := map[bool]float64{true: 0.3, false: DefaultNoise}[c.stock]
		s := searcher{cfg: Config{StockNoise: 0.3, Playout: LanePlayouts}, lane: true}
		var w worker
		if err := s.prepare(&w, g, 0, 2, rand.New(rand.NewPCG(2, 2))); err != nil {
			t.Fatal(err)
		}
		if w.trick.pol.noise != want {
			t.Errorf("%v at %d seats: the heuristic's playouts' noise %v, want %v", c.id, c.seats, w.trick.pol.noise, want)
		}
		var ln lane
		ln.setup(g)
		ln.withNoise(want, w.trick.src)
		if w.trick.ln.noise != ln.noise {
			t.Errorf("%v at %d seats: the lane's noise %d, want %d (of %v)", c.id, c.seats, w.trick.ln.noise, ln.noise, want)
		}
	}
	g := dealtTrickGame(t, games.SchwarzeSau, 3, rand.NewPCG(1, 1))
	for _, c := range []struct{ noise, stock, want float64 }{{0, 0, DefaultNoise}, {-1, 0, 0}, {0.2, 0, 0.2}, {0.2, -1, 0}, {-1, 0.25, 0.25}} {
		s := searcher{cfg: Config{Noise: c.noise, StockNoise: c.stock}}
		if got := s.noise(g); got != c.want {
			t.Errorf("Noise %v, StockNoise %v at Sau's three seats: noise %v, want %v", c.noise, c.stock, got, c.want)
		}
	}
}
