package player

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// TestKeepBetterHalf checks the race's cut: the better half of the
// options by mean reward, rounded up, the earlier option on a tie, an
// option never played last.
func TestKeepBetterHalf(t *testing.T) {
	stats := []optionStats{
		{visits: 4, reward: 2},   // 0.5
		{visits: 2, reward: 1.8}, // 0.9
		{},                       // never played
		{visits: 4, reward: 2},   // 0.5, a tie with option 0
		{visits: 1, reward: 0.7}, // 0.7
	}
	alive := []int{0, 1, 2, 3, 4}
	keepBetterHalf(&alive, stats)
	if want := []int{1, 4, 0}; !slices.Equal(alive, want) {
		t.Fatalf("kept %v, want %v", alive, want)
	}
	keepBetterHalf(&alive, stats)
	if want := []int{1, 4}; !slices.Equal(alive, want) {
		t.Fatalf("then kept %v, want %v", alive, want)
	}
}

// TestHalvingSpendsTheBudget checks PIMC's race (Config.Halving) at card
// plays of every trick game: the playouts add up to the budget (give or
// take the last world's options), the option chosen is one that stayed
// to the end (the most playouts), and an option cut in the first round
// got fewer playouts than the survivors, which got more than an even
// share; without halving every option gets the same playouts.
func TestHalvingSpendsTheBudget(t *testing.T) {
	raced := 0
	rapid.Check(t, func(t *rapid.T) {
		g, r := drawTrickDeal(t, 0, seat.Max, 0)
		playToJudge(t, g, r, func(v *variant.View) bool {
			if v.Turn.Cards.Len() < 3 {
				return false
			}
			const budget = 300
			for _, halving := range []bool{false, true} {
				p := NewPIMC(Config{Playouts: budget, Playout: LanePlayouts, Halving: halving})
				m, err := p.ChooseIn(g, v.Seat, rand.New(rand.NewPCG(3, 4)))
				if err != nil {
					t.Fatal(err)
				}
				stats := p.s.pool[0].stats
				n := len(stats)
				total, most, least := 0, 0, budget
				for _, st := range stats {
					total += int(st.visits)
					most, least = max(most, int(st.visits)), min(least, int(st.visits))
				}
				if total < budget || total >= budget+n*3 {
					t.Fatalf("halving %v: %d playouts for a budget of %d over %d options", halving, total, budget, n)
				}
				if !halving && most != least {
					t.Fatalf("without halving the options got %d to %d playouts", least, most)
				}
				chosen := -1
				for i, o := range p.s.opts {
					if o == m {
						chosen = i
					}
				}
				if chosen < 0 {
					t.Fatalf("chose %v, not a root option", m)
				}
				if halving {
					if int(stats[chosen].visits) != most || most <= total/n || least >= most {
						t.Fatalf("halving: chose option %d with %d playouts; the options got %d to %d of %d", chosen, int(stats[chosen].visits), least, most, total)
					}
					raced++
				}
			}
			return true
		})
	})
	if raced == 0 {
		t.Fatal("no card play with three options or more was raced")
	}
}
