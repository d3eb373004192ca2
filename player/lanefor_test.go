package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/variant"
)

// TestLaneMoonSearchesAllButPlaysByTheHeuristic checks which playouts a
// LaneMoonPlayouts search runs: the heuristic's for every in-turn
// decision that is not a card play (Black Maria's pass, BM-R4; three-seat
// Madonna's stock exchange, MAD-R6), the lane's for a card play where no
// Hearts moon can be (these games have none), and the lane's always with
// LanePlayouts.
func TestLaneMoonSearchesAllButPlaysByTheHeuristic(t *testing.T) {
	for _, tc := range []struct {
		id    games.ID
		seats int
		o     variant.Options
	}{{games.BlackMaria, 3, blackmaria.Options{}}, {games.SchwarzeMadonna, 3, madonna.Options{}}} {
		g, err := games.New(tc.id, tc.seats, tc.o, rand.NewPCG(3, 4))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(5, 6))
		heuristics := make([]Player, tc.seats)
		for s := range heuristics {
			heuristics[s] = Heuristic{}
		}
		seen := map[variant.Kind]int{}
		for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
			tn := g.Turn()
			if tn.Seat >= 0 && tn.Cards.Len() >= 2 && seen[tn.Kind] < 3 {
				seen[tn.Kind]++
				for _, pc := range []struct {
					p    Playout
					lane bool
				}{{LaneMoonPlayouts, tn.Kind == variant.Play}, {LanePlayouts, true}} {
					p := NewPIMC(Config{Playouts: 20, Playout: pc.p})
					if _, err := p.ChooseIn(g, tn.Seat, rand.New(rand.NewPCG(1, 2))); err != nil {
						t.Fatal(err)
					}
					if p.s.lane != pc.lane {
						t.Errorf("%v at %d seats, %v, playout %d: lane %v, want %v", tc.id, tc.seats, tn.Kind, pc.p, p.s.lane, pc.lane)
					}
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
		if seen[variant.Play] == 0 || len(seen) < 2 {
			t.Errorf("%v at %d seats: decisions seen %v, want plays and another kind", tc.id, tc.seats, seen)
		}
	}
}
