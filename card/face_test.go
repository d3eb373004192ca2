package card_test

import (
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
)

// TestFace: in each language every card of the pack has a face of its
// own, ending in its suit symbol and beginning with the rank as that
// language writes it (no J or Q in German, no J, Q or A in Danish); the
// joker is "Joker" and an invalid card keeps its String.
func TestFace(t *testing.T) {
	foreign := map[string][]string{"en": {"B", "Kn", "E"}, "de": {"J", "Q", "Kn", "E"}, "da": {"J", "Q", "B", "A"}}
	for lang, not := range foreign {
		seen := map[string]card.Card{}
		for c := range card.Full52.All() {
			f := c.Face(lang)
			if prev, ok := seen[f]; ok {
				t.Errorf("%s: %v and %v both read %q", lang, prev, c, f)
			}
			seen[f] = c
			rank, ok := strings.CutSuffix(f, c.Suit().Symbol())
			if !ok {
				t.Errorf("%s: %v reads %q, without its suit symbol", lang, c, f)
			}
			for _, n := range not {
				if rank == n {
					t.Errorf("%s: %v reads %q, a rank of another language", lang, c, f)
				}
			}
		}
		if f := card.Joker.Face(lang); f != "Joker" {
			t.Errorf("%s: the joker reads %q", lang, f)
		}
		if f := card.Card(0).Face(lang); f != card.Card(0).String() {
			t.Errorf("%s: an invalid card reads %q", lang, f)
		}
	}
}
