package blackmaria

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// TestBlackMariaNoCardsNoSlam: with no penalty card in play there is no
// slam (BM-O4): a seat that took every card of an empty pack scores
// nothing, and the outcome stays normal. No composed table has such a
// pack, so the scorer is called directly.
func TestBlackMariaNoCardsNoSlam(t *testing.T) {
	f := score.NewFacts(3, seat.All(3))
	cfg := &scoring{table: blackMariaTable(false, OmnibusOff, StandardSpades), o: Options{Slam: SlamDeduct}}
	if got := scoreBlackMaria(cfg, &f, nil); got != (score.Result{}) {
		t.Errorf("an empty deal scored %v", got)
	}
	f.Taken[0], f.Tricks[0], f.Played = card.MustParseSet("2C 3C 4C"), 1, 1
	if got := scoreBlackMaria(cfg, &f, nil); got != (score.Result{}) {
		t.Errorf("a deal with no penalty card in play scored %v", got)
	}
}
