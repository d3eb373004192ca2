package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// bmhDeal draws a finished deal: the cards in play split among the active
// seats, often with one seat taking every penalty card, so that moons and
// slams come up.
type bmhDeal struct {
	seats  int
	inPlay card.Set
	facts  score.Facts
}

func drawDeal(rt *rapid.T, inPlay card.Set, seats int, sweep card.Set) bmhDeal {
	f := score.NewFacts(seats, seat.All(seats))
	if rapid.Bool().Draw(rt, "one seat out") {
		f.Active = f.Active.Remove(rapid.IntRange(0, seats-1).Draw(rt, "out"))
	}
	active := f.Active.Seats()
	rest := inPlay
	if rapid.Bool().Draw(rt, "sweep") {
		s := rapid.SampledFrom(active).Draw(rt, "sweeper")
		f.Taken[s] = sweep & inPlay
		rest &^= sweep
	}
	for c := range rest.All() {
		s := rapid.SampledFrom(active).Draw(rt, "taker")
		f.Taken[s] = f.Taken[s].Add(c)
	}
	return bmhDeal{seats, inPlay, f}
}

func negative(tab score.Table) card.Set {
	var out card.Set
	for c := range tab.Valued().All() {
		if tab.Value(c) < 0 {
			out = out.Add(c)
		}
	}
	return out
}

// The Hearts scorer: the points add up to the deal total, or, after a moon, to
// (seats−1)·moon total (added to others) or −moon total (subtracted), plus
// the Omnibus card; each seat scores exactly what SH-R9 and SH-O2 say.
func TestPropHeartsDealSums(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(rt, "seats")
		spot := rapid.Bool().Draw(rt, "spot")
		o := rapid.SampledFrom([]variant.Omnibus{variant.OmnibusOff, variant.OmnibusJD, variant.OmnibusTenD}).Draw(rt, "omnibus")
		moon := rapid.SampledFrom([]variant.MoonMode{variant.MoonAddToOthers, variant.MoonSubtractFromShooter, variant.MoonOff}).Draw(rt, "moon")
		needsJack := rapid.Bool().Draw(rt, "moon needs jack")
		tab := gametest.MustTable(games.Hearts, variant.Options{SpotHearts: spot, Omnibus: o})
		pack := gametest.MustPack(games.Hearts, n, variant.Options{})
		sweep := card.HeartsSet.Add(card.QueenSpades)
		if rapid.Bool().Draw(rt, "sweep with bonus") {
			sweep = sweep.Add(o.Card())
		}
		d := drawDeal(rt, pack, n, sweep)
		got := heartsPoints(d.facts, tab, moon, o, needsJack)

		bonus := negative(tab)
		need := card.HeartsSet.Add(card.QueenSpades)
		if needsJack {
			need |= bonus
		}
		moonTotal := tab.Points(card.HeartsSet.Add(card.QueenSpades))
		shooter := -1
		for s := range n {
			if d.facts.Active.Has(s) && d.facts.Taken[s].ContainsAll(need) {
				shooter = s
			}
		}
		if moon == variant.MoonOff {
			shooter = -1
		}
		others := d.facts.Active.Len() - 1
		var want score.Result
		wantSum := tab.Points(pack)
		for s := range n {
			if !d.facts.Active.Has(s) {
				continue
			}
			if shooter < 0 {
				want.Points[s] = tab.Points(d.facts.Taken[s])
				continue
			}
			want.Outcome = score.PenaltySweep
			want.Points[s] = tab.Points(d.facts.Taken[s] & bonus)
			switch {
			case moon == variant.MoonAddToOthers && s != shooter:
				want.Points[s] += moonTotal
			case moon == variant.MoonSubtractFromShooter && s == shooter:
				want.Points[s] -= moonTotal
			}
		}
		if shooter >= 0 {
			wantSum = tab.Points(pack & bonus)
			if moon == variant.MoonAddToOthers {
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

// The Black Maria scorer: the points add up to the deal total computed from the
// cards in play (BM-R7, BM-A1), or after a slam to −(penalty total) plus
// the Omnibus card (BM-O4, BM-A6).
func TestPropBlackMariaDealSums(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(rt, "seats")
		three := rapid.SampledFrom([]variant.ThreePlayerRemoval{variant.TwoOfClubs, variant.TwoOfDiamonds}).Draw(rt, "three")
		six := rapid.SampledFrom([]variant.SixPlayerRemoval{variant.AllTwos, variant.StandardRemoval}).Draw(rt, "six")
		spot := rapid.Bool().Draw(rt, "spot")
		o := rapid.SampledFrom([]variant.Omnibus{variant.OmnibusOff, variant.OmnibusJD, variant.OmnibusTenD}).Draw(rt, "omnibus")
		sp := rapid.SampledFrom([]variant.SpadeValues{variant.StandardSpades, variant.SwappedSpades}).Draw(rt, "spades")
		slam := rapid.SampledFrom([]variant.SlamRule{variant.NoSlam, variant.SlamDeduct}).Draw(rt, "slam")
		tab := gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: spot, Omnibus: o, SpadeValues: sp})
		pack := gametest.MustPack(games.BlackMaria, n, variant.Options{ThreePlayerRemoval: three, SixPlayerRemoval: six})
		penalty := card.HeartsSet | card.Of(card.QueenSpades, card.KingSpades, card.AceSpades)
		d := drawDeal(rt, pack, n, penalty)
		got := blackMariaPoints(d.facts, tab, pack, slam, o)

		bonus := negative(tab)
		pen := pack & penalty
		total := tab.Points(pack)
		taker := -1
		for s := range n {
			if d.facts.Active.Has(s) && d.facts.Taken[s].ContainsAll(pen) {
				taker = s
			}
		}
		if slam != variant.SlamDeduct {
			taker = -1
		}
		var want score.Result
		for s := range n {
			if !d.facts.Active.Has(s) {
				continue
			}
			if taker < 0 {
				want.Points[s] = tab.Points(d.facts.Taken[s])
				continue
			}
			want.Outcome = score.PenaltySweepDeducted
			want.Points[s] = tab.Points(d.facts.Taken[s] & bonus)
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
		if n == 6 && six == variant.AllTwos {
			wantTotal -= map[bool]int{false: 1, true: 2}[spot]
		}
		if o != variant.OmnibusOff {
			wantTotal -= 10
		}
		if total != wantTotal {
			rt.Fatalf("BM-A1: %d seats (%v, %v) spot %v omnibus %v: total %d, want %d", n, three, six, spot, o, total, wantTotal)
		}
	})
}
