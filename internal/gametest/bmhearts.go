package gametest

import (
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// TakenFacts fills the facts of a deal at a table of seats by hand:
// taken[s] is what seat s captured, in the card notation (card.ParseSet).
// Only Taken and Active matter to the Black Maria and Hearts scorers;
// Tricks is filled with one trick per captured group for realism. It
// panics on a set it cannot read: a test's own mistake.
func TakenFacts(seats int, taken ...string) score.Facts {
	f := score.NewFacts(seats, seat.All(seats))
	for s, x := range taken {
		f.Taken[s] = card.MustParseSet(x)
		if f.Taken[s] != 0 {
			f.Tricks[s] = 1
			f.Played++
		}
	}
	return f
}

// SeatPoints returns the points of seats 0, 1, … as a score.Result holds
// them: the want side of a test.
func SeatPoints(p ...int) [seat.Max]int {
	var out [seat.Max]int
	copy(out[:], p)
	return out
}

// blackMariaTable returns the Black Maria table (its size and options)
// that has penalty table tab and the cards inPlay, with the slam rule and
// the Omnibus choice given: the table hand-built facts are scored as. It
// prefers the facts' own size and panics when no table of the game fits
// (a mistake in the test).
func blackMariaTable(f score.Facts, tab score.Table, inPlay card.Set, slam blackmaria.SlamRule, o blackmaria.Omnibus) (int, variant.Options) {
	for _, n := range []int{f.Seats, 3, 4, 5, 6} {
		for _, spot := range []bool{false, true} {
			for _, spades := range []blackmaria.SpadeValues{blackmaria.StandardSpades, blackmaria.SwappedSpades} {
				for _, three := range []blackmaria.ThreePlayerRemoval{blackmaria.TwoOfClubs, blackmaria.TwoOfDiamonds} {
					for _, six := range []blackmaria.SixPlayerRemoval{blackmaria.AllTwos, blackmaria.StandardRemoval} {
						opts := blackmaria.Options{SpotHearts: spot, SpadeValues: spades, Omnibus: o, Slam: slam,
							ThreePlayerRemoval: three, SixPlayerRemoval: six}
						v, err := games.ValuesOf(games.BlackMaria, n, opts)
						if err == nil && v.Table == tab && v.Pack == inPlay {
							return n, opts
						}
					}
				}
			}
		}
	}
	panic(fmt.Sprintf("no Black Maria table has the table %v and the cards %v", tab, inPlay))
}

// blackMariaScorer returns the scorer of the Black Maria table of
// blackMariaTable.
func blackMariaScorer(f score.Facts, tab score.Table, inPlay card.Set, slam blackmaria.SlamRule, o blackmaria.Omnibus) variant.Scorer {
	n, opts := blackMariaTable(f, tab, inPlay, slam, o)
	sc, err := games.ScorerOf(games.BlackMaria, n, opts)
	if err != nil {
		panic(err)
	}
	return sc
}

// BlackMariaScore scores f as the Black Maria table with penalty table
// tab, the cards inPlay, the slam rule and the Omnibus choice given does
// (at the facts' size where one fits), and explains it. It panics when no
// table of the game fits: a test's own mistake.
func BlackMariaScore(f score.Facts, tab score.Table, inPlay card.Set, slam blackmaria.SlamRule, o blackmaria.Omnibus) (score.Result, score.Explanation) {
	return blackMariaScorer(f, tab, inPlay, slam, o).Explain(&f)
}

// BlackMariaPoints is BlackMariaScore's result, from the scorer's Score.
func BlackMariaPoints(f score.Facts, tab score.Table, inPlay card.Set, slam blackmaria.SlamRule, o blackmaria.Omnibus) score.Result {
	return blackMariaScorer(f, tab, inPlay, slam, o).Score(&f)
}

// heartsScorer returns the scorer of the Hearts table with penalty table
// tab (the spot-hearts choice that gives it), the moon mode and the
// Omnibus choices given, at the facts' size (or the nearest one).
func heartsScorer(f score.Facts, tab score.Table, moon hearts.MoonMode, o blackmaria.Omnibus, moonNeedsJack bool) variant.Scorer {
	for _, spot := range []bool{false, true} {
		opts := hearts.Options{SpotHearts: spot, Omnibus: o, Moon: moon, OmnibusMoonNeedsJack: moonNeedsJack}
		n := min(max(f.Seats, 3), 6)
		if v, err := games.ValuesOf(games.Hearts, n, opts); err != nil || v.Table != tab {
			continue
		}
		sc, err := games.ScorerOf(games.Hearts, n, opts)
		if err != nil {
			panic(err)
		}
		return sc
	}
	panic(fmt.Sprintf("no Hearts table has the table %v with Omnibus %v", tab, o))
}

// HeartsScore scores f as the Hearts table with penalty table tab, the
// moon mode and the Omnibus choices given does (at the facts' size, or
// the nearest one), and explains it. It panics when no table of the game
// fits: a test's own mistake.
func HeartsScore(f score.Facts, tab score.Table, moon hearts.MoonMode, o blackmaria.Omnibus, moonNeedsJack bool) (score.Result, score.Explanation) {
	return heartsScorer(f, tab, moon, o, moonNeedsJack).Explain(&f)
}

// HeartsPoints is HeartsScore's result, from the scorer's Score.
func HeartsPoints(f score.Facts, tab score.Table, moon hearts.MoonMode, o blackmaria.Omnibus, moonNeedsJack bool) score.Result {
	return heartsScorer(f, tab, moon, o, moonNeedsJack).Score(&f)
}

// DrawTakenFacts draws the facts of a finished deal at a table of seats
// for a property test: the cards inPlay split among the active seats (one
// seat sometimes out), often with one seat taking every card of sweep, so
// that moons and slams come up.
func DrawTakenFacts(rt *rapid.T, inPlay card.Set, seats int, sweep card.Set) score.Facts {
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
	return f
}

// NegativeCards returns the cards table tab values below 0 (the Omnibus
// card of BM-O2 and SH-O2).
func NegativeCards(tab score.Table) card.Set {
	var out card.Set
	for c := range tab.Valued().All() {
		if tab.Value(c) < 0 {
			out = out.Add(c)
		}
	}
	return out
}
