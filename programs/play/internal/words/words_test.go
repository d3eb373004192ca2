package words

import (
	"testing"

	"github.com/blackqueen/rules/card"
)

// TestParseCard checks the ways a user may type a card.
func TestParseCard(t *testing.T) {
	for in, want := range map[string]card.Card{
		"QS": card.QueenSpades, "q♠": card.QueenSpades, "10h": card.TenHearts, "T♥": card.TenHearts,
		"DS": card.QueenSpades, "d♠": card.QueenSpades, "BC": card.JackClubs, "b♣": card.JackClubs,
		"DD": card.QueenDiamonds, "KD": card.KingDiamonds, "joker": card.Joker,
	} {
		got, err := ParseCard(in)
		if err != nil || got != want {
			t.Errorf("parseCard(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "D", "B", "XS", "1", "QX", "♠Q", "DDD"} {
		if c, err := ParseCard(in); err == nil {
			t.Errorf("parseCard(%q) = %v, want an error", in, c)
		}
	}
	set, list, bad := ParseCards("qs, 10h  KD")
	if bad != "" || set != card.MustParseSet("QS 10H KD") || len(list) != 3 {
		t.Errorf("parseCards: %v %v %q", set, list, bad)
	}
}
