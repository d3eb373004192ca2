package score_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// bmhTables lists every table the library builds.
func bmhTables() []score.Table {
	out := []score.Table{gametest.MustTable(games.SchwarzeMadonna, madonna.Options{}), gametest.MustTable(games.SchwarzeSau, sau.Options{})}
	for _, spot := range []bool{false, true} {
		for _, o := range []blackmaria.Omnibus{blackmaria.OmnibusOff, blackmaria.OmnibusJD, blackmaria.OmnibusTenD} {
			out = append(out, gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: spot, Omnibus: o}))
			for _, sp := range []blackmaria.SpadeValues{blackmaria.StandardSpades, blackmaria.SwappedSpades} {
				out = append(out, gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: spot, Omnibus: o, SpadeValues: sp}))
			}
		}
	}
	return out
}

// Points is additive over disjoint sets and is the sum of Value, for every
// table of the library and for arbitrary tables.
func TestPropPointsAdditive(t *testing.T) {
	tables := bmhTables()
	rapid.Check(t, func(rt *rapid.T) {
		var tab score.Table
		if rapid.Bool().Draw(rt, "arbitrary") {
			vals := rapid.SliceOfN(rapid.IntRange(-50, 50), 52, 52).Draw(rt, "values")
			for i, c := range card.Full52.Cards() {
				tab = tab.Set(c, vals[i])
			}
		} else {
			tab = rapid.SampledFrom(tables).Draw(rt, "table")
		}
		all := card.Full52 | card.JokerSet
		a := card.Set(rapid.Uint64().Draw(rt, "a")) & all
		b := card.Set(rapid.Uint64().Draw(rt, "b")) & all &^ a
		if tab.Points(a|b) != tab.Points(a)+tab.Points(b) {
			rt.Fatalf("Points(a ∪ b) = %d, Points(a) + Points(b) = %d + %d", tab.Points(a|b), tab.Points(a), tab.Points(b))
		}
		sum := 0
		for c := range a.All() {
			sum += tab.Value(c)
		}
		if tab.Points(a) != sum {
			rt.Fatalf("Points(%v) = %d, sum of Value = %d", a, tab.Points(a), sum)
		}
		if tab.Points(0) != 0 {
			rt.Fatalf("Points of the empty set = %d", tab.Points(0))
		}
	})
}

// Bonus is the set of cards valued below 0, however the table was built
// (a value set and set again, to 0 or to a positive one).
func TestPropBonus(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		var tab score.Table
		steps := rapid.IntRange(0, 120).Draw(rt, "steps")
		for range steps {
			c := card.Full52.Cards()[rapid.IntRange(0, 51).Draw(rt, "card")]
			tab = tab.Set(c, rapid.IntRange(-20, 20).Draw(rt, "value"))
		}
		var want card.Set
		for _, c := range card.Full52.Cards() {
			if tab.Value(c) < 0 {
				want = want.Add(c)
			}
		}
		if got := tab.Bonus(); got != want {
			rt.Fatalf("Bonus %v, want the cards valued below 0: %v", got, want)
		}
	})
}
