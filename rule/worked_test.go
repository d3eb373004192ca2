package rule_test

import (
	"strings"
	"testing"

	"github.com/blackqueen/rules/rule"
)

// TestWorkedText: a worked example's text is rendered from its facts in
// each language, counting seats from 1 as every text for people does,
// while the facts keep the record's seats, from 0 (the book's own
// examples are checked by package games, which assembles the book).
func TestWorkedText(t *testing.T) {
	hands := &rule.Worked{Game: "old-maid", Tables: []rule.WorkedTable{{Seats: 4, Dealer: 3, Deal: 1, Hands: []int{13, 13, 13, 12}}}}
	passes := &rule.Worked{Game: "black-maria", Tables: []rule.WorkedTable{{Seats: 4, Dealer: 0, Deal: 1, PassTo: []int{3, 0, 1, 2}}}}
	for _, c := range []struct {
		w          *rule.Worked
		lang, want string
	}{
		{hands, "de", "Vier Spieler, Geber Platz 4, Spiel 1: die Plätze 1 bis 4 bekommen 13, 13, 13 und 12 Karten."},
		{hands, "da", "Fire spillere, giver plads 4, giv 1: pladserne 1 til 4 får 13, 13, 13 og 12 kort."},
		{passes, "en", "Four players, dealer seat 1, deal 1: the pass goes seat 1 to seat 4, seat 2 to seat 1,"},
		{passes, "da", "Fire spillere, giver plads 1, giv 1: der afgives fra plads 1 til plads 4, plads 2 til plads 1,"},
	} {
		if got := c.w.Text().In(c.lang); !strings.Contains(got, c.want) {
			t.Errorf("%s (%s) = %q, want it to contain %q", c.w.Game, c.lang, got, c.want)
		}
	}
}
