package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// TestHandOverSuit checks which tables deal hands longer than a suit:
// Black Maria and Hearts at three seats (17 cards, a suit 13; BM-R1,
// SH-R1), Schwarze Madonna and Schwarze Sau at three (10 cards, a suit
// 8; MAD-R3, SAU-R1); no table of four or more.
func TestHandOverSuit(t *testing.T) {
	for _, tc := range []struct {
		id    games.ID
		seats int
		want  bool
	}{
		{games.BlackMaria, 3, true}, {games.BlackMaria, 4, false}, {games.BlackMaria, 5, false},
		{games.Hearts, 3, true}, {games.Hearts, 4, false}, {games.Hearts, 6, false},
		{games.SchwarzeMadonna, 3, true}, {games.SchwarzeMadonna, 4, false}, {games.SchwarzeMadonna, 5, false}, {games.SchwarzeMadonna, 6, false},
		{games.SchwarzeSau, 3, true}, {games.SchwarzeSau, 4, false},
	} {
		g, err := games.New(tc.id, tc.seats, nil, rand.NewPCG(1, 2))
		if err != nil {
			t.Fatal(err)
		}
		if got := handOverSuit(g.(*variant.TrickGame)); got != tc.want {
			t.Errorf("%v at %d seats: hand over a suit %v, want %v", tc.id, tc.seats, got, tc.want)
		}
	}
}

// TestLongDealBudgets checks Config.LongPassPlayouts and EarlyPlayouts:
// at a table of hands longer than a suit (Black Maria and Schwarze
// Madonna at three seats) a LaneMoonPlayouts search runs LongPassPlayouts
// heuristic playouts for a pass (BM-R4) or a stock exchange (MAD-R6) and
// EarlyPlayouts lane playouts for a card play in the first third of the
// deal, Playouts for a later one; at four seats the pass keeps
// MoonPlayouts and every card play Playouts. The decisions are those of
// deals the Heuristic plays.
func TestLongDealBudgets(t *testing.T) {
	const playouts, moon, pass, early = 200, 20, 60, 400
	cfg := Config{Playouts: playouts, Playout: LaneMoonPlayouts, MoonPlayouts: moon, LongPassPlayouts: pass, EarlyPlayouts: early}
	for _, tc := range []struct {
		id    games.ID
		seats int
		long  bool
	}{{games.BlackMaria, 3, true}, {games.SchwarzeMadonna, 3, true}, {games.BlackMaria, 4, false}} {
		seen := map[int]int{}
		g, err := games.New(tc.id, tc.seats, nil, rand.NewPCG(7, 8))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(9, 10))
		heuristics := make([]Player, tc.seats)
		for s := range heuristics {
			heuristics[s] = Heuristic{}
		}
		for dealRunning(g.Phase()) {
			tn := g.Turn()
			if v, err := g.View(tn.Seat); err == nil && tn.Seat >= 0 && (tn.Kind != variant.Play || tn.Cards.Len() >= 2) {
				want := playouts
				switch {
				case tn.Kind != variant.Play && tc.long:
					want = pass
				case tn.Kind != variant.Play:
					want = moon
				case tc.long && dealThird(&v) == 0:
					want = early
				}
				p := NewPIMC(cfg)
				if _, err := p.ChooseIn(g, tn.Seat, rand.New(rand.NewPCG(1, 2))); err != nil {
					t.Fatal(err)
				}
				if opts := len(p.s.opts); opts >= 2 {
					if got := p.Stats().Playouts; got < want || got >= want+opts {
						t.Errorf("%v at %d seats, %v, trick %d: %d playouts, want %d", tc.id, tc.seats, tn.Kind, len(v.Tricks)+1, got, want)
					}
					seen[want]++
				}
			}
			m, err := Next(g, heuristics, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		wants := []int{playouts, moon}
		if tc.long {
			wants = []int{playouts, pass, early}
		}
		for _, w := range wants {
			if seen[w] == 0 {
				t.Errorf("%v at %d seats: no decision of %d playouts (%v)", tc.id, tc.seats, w, seen)
			}
		}
	}
}
