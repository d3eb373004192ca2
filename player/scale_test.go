package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// sauPushed deals a four-seat Schwarze Sau with the stock exchange and
// Schieben under push multiplier pm (the dealer sits out, SAU-O5), lets
// the first pushes seats at the stock push it (SAU-O6) and the Heuristic
// make the rest of the stock round when finish is set.
func sauPushed(t *testing.T, pm exchange.PushMultiplier, pushes int, finish bool) *variant.TrickGame {
	t.Helper()
	o := sau.Options{StockExchange: true, Schieben: true, PushMultiplier: pm}
	g, err := games.New(games.SchwarzeSau, 4, o, rand.NewPCG(3, 7))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < pushes; i++ {
		if err := g.Apply(variant.PushMove(g.Turn().Seat)); err != nil {
			t.Fatal(err)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	players := []Player{Heuristic{}, Heuristic{}, Heuristic{}, Heuristic{}}
	for finish && g.Phase() == variant.PhaseStock {
		m, err := Next(g, players, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return g.(*variant.TrickGame)
}

// TestPushFactorIsTheMostTheDealCanBeMultiplied checks pushFactor, the
// factor of a search's reward scale in Schwarze Sau (SAU-O6): while the
// stock goes round, the multiplier of a push by each of the three active
// seats (SAU-O5, SAU-A13: 2^3, or 2 with a single doubling, SAU-A11);
// once it has gone round, the multiplier of the pushes made; 1 without
// Schieben and in the other games.
func TestPushFactorIsTheMostTheDealCanBeMultiplied(t *testing.T) {
	for _, tc := range []struct {
		pm     exchange.PushMultiplier
		pushes int
		finish bool
		want   int
	}{
		{exchange.CompoundPushes, 0, false, 8},
		{exchange.CompoundPushes, 1, false, 8},
		{exchange.CompoundPushes, 0, true, 1},
		{exchange.CompoundPushes, 1, true, 2},
		{exchange.CompoundPushes, 2, true, 4},
		{exchange.CompoundPushes, 3, true, 8},
		{exchange.SingleDouble, 0, false, 2},
		{exchange.SingleDouble, 0, true, 1},
		{exchange.SingleDouble, 2, true, 2},
	} {
		g := sauPushed(t, tc.pm, tc.pushes, tc.finish)
		if tc.finish != (g.Phase() != variant.PhaseStock) {
			t.Fatalf("%+v: phase %v", tc, g.Phase())
		}
		if got := pushFactor(g); got != tc.want {
			t.Errorf("multiplier %v, %d pushes, stock round over %v: pushFactor %d, want %d", tc.pm, tc.pushes, tc.finish, got, tc.want)
		}
	}
	for _, o := range []sau.Options{{}, {StockExchange: true}} {
		g, err := games.New(games.SchwarzeSau, 4, o, rand.NewPCG(3, 7))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if got := pushFactor(g.(*variant.TrickGame)); got != 1 {
			t.Errorf("Sau without Schieben (%+v): pushFactor %d, want 1", o, got)
		}
	}
	g, err := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(3, 7))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if got := pushFactor(g.(*variant.TrickGame)); got != 1 {
		t.Errorf("Hearts: pushFactor %d, want 1", got)
	}
}

// TestPushedDealRewardsAreNotClipped checks that the fast player weighs a
// twice-pushed Sau deal (×4, SAU-O6) on a scale of the Swing times 4, on
// which every card-point outcome of the deal keeps its own reward (the
// worst, all 15 points times 4 to one seat, is above 0), while the
// baseline keeps the first scale, the Swing alone (30, SAU-O4), on which
// that outcome is clipped to 0 like a loss of half of it.
func TestPushedDealRewardsAreNotClipped(t *testing.T) {
	g := sauPushed(t, exchange.CompoundPushes, 2, true)
	s, _ := g.ToMove()
	// reward is seat s's reward on scale when it alone scores points.
	reward := func(points int, scale float64) float64 {
		var p [seat.Max]int
		var rw [seat.Max]float64
		p[s] = points
		relativeRewards(&p, g.Active(), g.Seats(), scale, &rw)
		return rw[s]
	}
	for _, tc := range []struct {
		name    string
		p       *PIMC
		scale   float64
		clipped bool
	}{
		{"fast", NewFast(), 120, false},
		{"baseline", NewPIMC(BaselineConfig()), 30, true},
	} {
		if _, err := tc.p.ChooseIn(g, s, rand.New(rand.NewPCG(5, 6))); err != nil {
			t.Fatal(err)
		}
		got := tc.p.s.pool[0].trick.scale
		if got != tc.scale {
			t.Errorf("%s: reward scale %v in a deal pushed twice, want %v", tc.name, got, tc.scale)
		}
		worst, halfAsBad := reward(15*4, got), reward(15*2, got)
		if clipped := worst == halfAsBad; clipped != tc.clipped {
			t.Errorf("%s: 60 points reward %v, 30 points %v: clipped %v, want %v", tc.name, worst, halfAsBad, clipped, tc.clipped)
		}
	}
}
