package blackmaria_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/internal/gametest"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// The Black Maria scorer: the points add up to the deal total computed from the
// cards in play (BM-R7, BM-A1), or after a slam to −(penalty total) plus
// the Omnibus card (BM-O4, BM-A6).
func TestPropBlackMariaDealSums(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(rt, "seats")
		three := rapid.SampledFrom([]blackmaria.ThreePlayerRemoval{blackmaria.TwoOfClubs, blackmaria.TwoOfDiamonds}).Draw(rt, "three")
		six := rapid.SampledFrom([]blackmaria.SixPlayerRemoval{blackmaria.AllTwos, blackmaria.StandardRemoval}).Draw(rt, "six")
		spot := rapid.Bool().Draw(rt, "spot")
		o := rapid.SampledFrom([]blackmaria.Omnibus{blackmaria.OmnibusOff, blackmaria.OmnibusJD, blackmaria.OmnibusTenD}).Draw(rt, "omnibus")
		sp := rapid.SampledFrom([]blackmaria.SpadeValues{blackmaria.StandardSpades, blackmaria.SwappedSpades}).Draw(rt, "spades")
		slam := rapid.SampledFrom([]blackmaria.SlamRule{blackmaria.NoSlam, blackmaria.SlamDeduct}).Draw(rt, "slam")
		tab := gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: spot, Omnibus: o, SpadeValues: sp})
		pack := gametest.MustPack(games.BlackMaria, n, blackmaria.Options{ThreePlayerRemoval: three, SixPlayerRemoval: six})
		penalty := card.HeartsSet | card.Of(card.QueenSpades, card.KingSpades, card.AceSpades)
		f := gametest.DrawTakenFacts(rt, pack, n, penalty)
		got := gametest.BlackMariaPoints(f, tab, pack, slam, o)

		bonus := gametest.NegativeCards(tab)
		pen := pack & penalty
		total := tab.Points(pack)
		taker := -1
		for s := range n {
			if f.Active.Has(s) && f.Taken[s].ContainsAll(pen) {
				taker = s
			}
		}
		if slam != blackmaria.SlamDeduct {
			taker = -1
		}
		var want score.Result
		for s := range n {
			if !f.Active.Has(s) {
				continue
			}
			if taker < 0 {
				want.Points[s] = tab.Points(f.Taken[s])
				continue
			}
			want.Outcome = score.PenaltySweepDeducted
			want.Points[s] = tab.Points(f.Taken[s] & bonus)
			if s == taker {
				want.Points[s] -= tab.Points(pen)
			}
		}
		wantSum := total
		if taker >= 0 {
			wantSum = tab.Points(pack&bonus) - tab.Points(pen)
		}
		if got != want {
			rt.Fatalf("the Black Maria scorer = %+v, want %+v (taker %d)", got, want, taker)
		}
		if got.Sum() != wantSum {
			rt.Fatalf("the Black Maria scorer sums to %d, want %d", got.Sum(), wantSum)
		}
		// BM-A1: the total is what the cards in play are worth.
		wantTotal := map[bool]int{false: 43, true: 146}[spot]
		if n == 6 && six == blackmaria.AllTwos {
			wantTotal -= map[bool]int{false: 1, true: 2}[spot]
		}
		if o != blackmaria.OmnibusOff {
			wantTotal -= 10
		}
		if total != wantTotal {
			rt.Fatalf("BM-A1: %d seats (%v, %v) spot %v omnibus %v: total %d, want %d", n, three, six, spot, o, total, wantTotal)
		}
	})
}
