package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// TestWordsOf: every game has its display name, a menu line and a line
// per move of its own in English and German; the rules its hints cite
// are the game's own (SH-R6 and SH-R3 for Hearts, MAD-R7 for Madonna,
// SAU-O5 and SAU-O6 for Sau) and exist in the catalogue; a house game has no words.
func TestWordsOf(t *testing.T) {
	type hints struct{ kept, unbroken, hold, sitOut, push string }
	for _, c := range []struct {
		id      variant.ID
		titleDE string
		moves   int
		hints   hints
	}{
		{id: variant.SchwarzeMadonna, titleDE: "Schwarze Madonna", moves: 2, hints: hints{kept: "MAD-R7"}},
		{id: variant.BlackMaria, titleDE: "Black Maria", moves: 1},
		{id: variant.Hearts, titleDE: "Hearts", moves: 1, hints: hints{unbroken: "SH-R6", hold: "SH-R3"}},
		{id: variant.SchwarzeSau, titleDE: "Schwarze Sau", moves: 3, hints: hints{sitOut: "SAU-O5", push: "SAU-O6"}},
		{id: variant.OldMaid, titleDE: "Schwarzer Peter", moves: 1},
	} {
		w := variant.WordsOf(c.id)
		if w.Title.EN != c.id.Title() || w.Title.DE != c.titleDE {
			t.Errorf("%v: title %+v, want %q and %q", c.id, w.Title, c.id.Title(), c.titleDE)
		}
		texts := append([]rule.Text{w.Blurb}, w.Moves...)
		if w.KeptRule != "" {
			texts = append(texts, w.Kept)
		}
		for _, x := range texts {
			if x.EN == "" || x.DE == "" {
				t.Errorf("%v: a text without English or German: %+v", c.id, x)
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
			if _, ok := rule.Lookup(ref); ref != "" && !ok {
				t.Errorf("%v: %s is not in the catalogue", c.id, ref)
			}
		}
	}
	if w := variant.WordsOf(variant.House); w.Title.EN != "" || w.Blurb.EN != "" || len(w.Moves) != 0 || w.KeptRule != "" {
		t.Errorf("a house game has words: %+v", w)
	}
}
