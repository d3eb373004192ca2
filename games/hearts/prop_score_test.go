package hearts_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// The Hearts scorer: the points add up to the deal total, or, after a moon, to
// (seats−1)·moon total (added to others) or −moon total (subtracted), plus
// the Omnibus card; each seat scores exactly what SH-R9 and SH-O2 say.
func TestPropHeartsDealSums(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(rt, "seats")
		spot := rapid.Bool().Draw(rt, "spot")
		o := rapid.SampledFrom([]blackmaria.Omnibus{blackmaria.OmnibusOff, blackmaria.OmnibusJD, blackmaria.OmnibusTenD}).Draw(rt, "omnibus")
		moon := rapid.SampledFrom([]hearts.MoonMode{hearts.MoonAddToOthers, hearts.MoonSubtractFromShooter, hearts.MoonOff}).Draw(rt, "moon")
		needsJack := rapid.Bool().Draw(rt, "moon needs jack")
		tab := gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: spot, Omnibus: o})
		pack := gametest.MustPack(games.Hearts, n, nil)
		sweep := card.HeartsSet.Add(card.QueenSpades)
		if rapid.Bool().Draw(rt, "sweep with bonus") {
			sweep = sweep.Add(o.Card())
		}
		f := gametest.DrawTakenFacts(rt, pack, n, sweep)
		got := gametest.HeartsPoints(f, tab, moon, o, needsJack)

		bonus := gametest.NegativeCards(tab)
		need := card.HeartsSet.Add(card.QueenSpades)
		if needsJack {
			need |= bonus
		}
		moonTotal := tab.Points(card.HeartsSet.Add(card.QueenSpades))
		shooter := -1
		for s := range n {
			if f.Active.Has(s) && f.Taken[s].ContainsAll(need) {
				shooter = s
			}
		}
		if moon == hearts.MoonOff {
			shooter = -1
		}
		others := f.Active.Len() - 1
		var want score.Result
		wantSum := tab.Points(pack)
		for s := range n {
			if !f.Active.Has(s) {
				continue
			}
			if shooter < 0 {
				want.Points[s] = tab.Points(f.Taken[s])
				continue
			}
			want.Outcome = score.PenaltySweep
			want.Points[s] = tab.Points(f.Taken[s] & bonus)
			switch {
			case moon == hearts.MoonAddToOthers && s != shooter:
				want.Points[s] += moonTotal
			case moon == hearts.MoonSubtractFromShooter && s == shooter:
				want.Points[s] -= moonTotal
			}
		}
		if shooter >= 0 {
			wantSum = tab.Points(pack & bonus)
			if moon == hearts.MoonAddToOthers {
				wantSum += others * moonTotal
			} else {
				wantSum -= moonTotal
			}
		}
		if got != want {
			rt.Fatalf("the Hearts scorer = %+v, want %+v (shooter %d)", got, want, shooter)
		}
		if got.Sum() != wantSum {
			rt.Fatalf("the Hearts scorer sums to %d, want %d", got.Sum(), wantSum)
		}
	})
}
