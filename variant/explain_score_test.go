package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// TestExplainBlackMariaAndHearts: the explanations of random 52-card deals
// add up to the scores of Black Maria (BM-R7, BM-O2, BM-O4, BM-A6) and
// Hearts (SH-R8, SH-R9, SH-O2) under their options, moons and slams
// included.
func TestExplainBlackMariaAndHearts(t *testing.T) {
	gametest.Property(t, func(t gametest.Failer, d gametest.Drawer) {
		f := score.NewFacts(4, 0b1111)
		cards := card.Full52.Cards()
		for i := len(cards) - 1; i > 0; i-- {
			j := d.IntRange(0, i, "shuffle")
			cards[i], cards[j] = cards[j], cards[i]
		}
		pool := d.IntRange(1, 4, "winners") // one winner makes moons and slams
		for i := range 13 {
			w := d.IntRange(0, pool-1, "winner")
			f.Tricks[w]++
			f.Taken[w] |= card.Of(cards[i*4 : i*4+4]...)
		}
		f.Played = 13
		o := blackmaria.Omnibus(d.IntRange(0, 2, "omnibus"))
		spot := d.IntRange(0, 1, "spot") == 1
		bm := gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: spot, Omnibus: o, SpadeValues: blackmaria.SpadeValues(d.IntRange(0, 1, "spades"))})
		slam := blackmaria.SlamRule(d.IntRange(0, 1, "slam"))
		got, x := gametest.BlackMariaScore(f, bm, card.Full52, slam, o)
		gametest.CheckExplained(t, "black-maria", f, gametest.BlackMariaPoints(f, bm, card.Full52, slam, o), gametest.Explained{R: got, X: x})
		h := gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: spot, Omnibus: o})
		moon := hearts.MoonMode(d.IntRange(0, 2, "moon"))
		jack := d.IntRange(0, 1, "jack") == 1
		got, x = gametest.HeartsScore(f, h, moon, o, jack)
		gametest.CheckExplained(t, "hearts", f, gametest.HeartsPoints(f, h, moon, o, jack), gametest.Explained{R: got, X: x})
	})
}
