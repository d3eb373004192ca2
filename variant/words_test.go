package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/rule"
)

// TestWordsOf: every game has its display name, a menu line and a line
// per move of its own in English, German and Danish; the rules its hints cite
// are the game's own (SH-R6 and SH-R3 for Hearts, MAD-R7 for Madonna,
// SAU-O5 and SAU-O6 for Sau) and exist in the catalogue; a house game has no words.
func TestWordsOf(t *testing.T) {
	type hints struct{ kept, unbroken, hold, sitOut, push string }
	for _, c := range []struct {
		id      games.ID
		titleDE string
		titleDA string
		moves   int
		hints   hints
	}{
		{id: games.SchwarzeMadonna, titleDE: "Schwarze Madonna", titleDA: "Schwarze Madonna", moves: 2, hints: hints{kept: "MAD-R7"}},
		{id: games.BlackMaria, titleDE: "Black Maria", titleDA: "Sorte Maria", moves: 1},
		{id: games.Hearts, titleDE: "Hearts", titleDA: "Hjerter", moves: 1, hints: hints{unbroken: "SH-R6", hold: "SH-R3"}},
		{id: games.SchwarzeSau, titleDE: "Schwarze Sau", titleDA: "Schwarze Sau", moves: 3, hints: hints{sitOut: "SAU-O5", push: "SAU-O6"}},
		{id: games.OldMaid, titleDE: "Schwarzer Peter", titleDA: "Sorte Per", moves: 1},
	} {
		w := games.WordsOf(c.id)
		if w.Title.EN != c.id.Title() || w.Title.DE != c.titleDE || w.Title.DA != c.titleDA {
			t.Errorf("%v: title %+v, want %q, %q and %q", c.id, w.Title, c.id.Title(), c.titleDE, c.titleDA)
		}
		texts := append([]rule.Text{w.Blurb}, w.Moves...)
		if w.KeptRule != "" {
			texts = append(texts, w.Kept)
		}
		for _, x := range texts {
			if x.EN == "" || x.DE == "" || x.DA == "" {
				t.Errorf("%v: a text without English, German or Danish: %+v", c.id, x)
			}
		}
		if len(w.Moves) != c.moves {
			t.Errorf("%v: %d lines on moves, want %d", c.id, len(w.Moves), c.moves)
		}
		got := hints{w.KeptRule, w.UnbrokenRule, w.HoldRule, w.SitOutRule, w.PushRule}
		if got != c.hints {
			t.Errorf("%v: hints cite %+v, want %+v", c.id, got, c.hints)
		}
		for _, ref := range []string{got.kept, got.unbroken, got.hold, got.sitOut, got.push} {
			if _, ok := games.CatalogueEntry(ref); ref != "" && !ok {
				t.Errorf("%v: %s is not in the catalogue", c.id, ref)
			}
		}
	}
	if w := games.WordsOf(games.House); w.Title.EN != "" || w.Blurb.EN != "" || len(w.Moves) != 0 || w.KeptRule != "" {
		t.Errorf("a house game has words: %+v", w)
	}
}
