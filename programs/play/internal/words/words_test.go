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
	// Danish names, as the Danish rule messages and card.Card.Danish write
	// them, and the Danish letters (Kn, D, K, E) before a suit symbol.
	for in, want := range map[string]card.Set{
		"spar dame": card.Of(card.QueenSpades), "klør 3": card.Of(card.ThreeClubs), "3 klør": card.Of(card.ThreeClubs),
		"hjerter es, ruder knægt": card.Of(card.AceHearts, card.JackDiamonds), "Spar Konge": card.Of(card.KingSpades),
		"ruder ti hjerter syv": card.Of(card.TenDiamonds, card.SevenHearts), "kn♥ e♣ D♠": card.Of(card.JackHearts, card.AceClubs, card.QueenSpades),
	} {
		if set, _, bad := ParseCards(in); bad != "" || set != want {
			t.Errorf("ParseCards(%q) = %v (%q), want %v", in, set, bad, want)
		}
	}
	for c := range card.Full52.All() {
		if set, _, bad := ParseCards(c.Name("da")); bad != "" || set != card.Of(c) {
			t.Errorf("ParseCards(%q) = %v (%q), want %v", c.Name("da"), set, bad, c)
		}
	}
}

// TestNotation checks that the cards of the library's texts are told as
// the table shows them, in each language, and nothing else changes.
func TestNotation(t *testing.T) {
	en, de := Tr{}, Tr{DE: true}
	for _, tc := range []struct {
		t        Tr
		in, want string
	}{
		{en, "Seat 1 must follow clubs: it holds 4C, 5C, QC (TT-2, MAD-R7).", "Seat 1 must follow clubs: it holds 4♣, 5♣, Q♣ (TT-2, MAD-R7)."},
		{en, "10H, TH and JD", "10♥, 10♥ and J♦"},
		{en, "the Q♥ J♥ of it", "the Q♥ J♥ of it"},
		{de, "Platz 1 darf Herz Dame nicht in den Stock legen: erlaubt sind nur Kreuz 9, Kreuz Bube, Pik 10, Pik König, Pik Ass.",
			"Platz 1 darf D♥ nicht in den Stock legen: erlaubt sind nur 9♣, B♣, 10♠, K♠, A♠."},
		{de, "Q♥ J♥: 2 Kartenpunkte (SH-R2)", "D♥ B♥: 2 Kartenpunkte (SH-R2)"},
		{de, "Herz ist Trumpf, ein Pik ist kein Herz", "Herz ist Trumpf, ein Pik ist kein Herz"},
		{en, "a seat as is, MAD-A3", "a seat as is, MAD-A3"},
	} {
		if got := tc.t.Notation(tc.in); got != tc.want {
			t.Errorf("%s: Notation(%q) = %q, want %q", tc.t.Lang(), tc.in, got, tc.want)
		}
	}
}

// TestTimes checks how often, in each language, with its plural.
func TestTimes(t *testing.T) {
	for n, want := range map[int][2]string{1: {"once", "einmal"}, 2: {"twice", "zweimal"}, 3: {"3 times", "3-mal"}} {
		if got := [2]string{Tr{}.Times(n), Tr{DE: true}.Times(n)}; got != want {
			t.Errorf("Times(%d) = %q, want %q", n, got, want)
		}
	}
}

// FuzzNotation rewrites arbitrary text: it never panics, and a text
// already in the table's notation stays as it is.
func FuzzNotation(f *testing.F) {
	f.Add("Seat 1 must follow clubs: it holds 4C, 5C, QC.")
	f.Add("erlaubt sind nur Kreuz 9, Kreuz Bube, Herz Dame, Q♥ J♥")
	f.Add("10H10H TS AS Pik Ass\xff")
	f.Add("Plads 1 har klør 4, spar dame, hjerter es og ruder 10")
	f.Fuzz(func(t *testing.T, s string) {
		for _, tr := range []Tr{{}, {DE: true}, {DA: true}} {
			once := tr.Notation(s)
			if twice := tr.Notation(once); twice != once {
				t.Errorf("%s: Notation is not stable: %q → %q → %q", tr.Lang(), s, once, twice)
			}
		}
	})
}
