package games_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
)

// seatZero finds a seat counted from 0 in text for people: "seat 0",
// "seats 0 to 3", "Platz 0", "die Plätze 0 bis 3", "plads 0",
// "pladserne 0 til 3", or a pack position of the record's kind ("d0
// d1").
var seatZero = regexp.MustCompile(`(?i)\b(seats?|platz|plätze|plätzen|plads|pladser|pladserne) 0\b|\bd[0-9]+\b`)

// TestWorkedSeatsCountFrom1 checks that the book's worked examples count
// seats (and the pack's cards as dealt) from 1, as every text for people
// does, while their facts keep the record's seats, from 0.
func TestWorkedSeatsCountFrom1(t *testing.T) {
	n := 0
	for _, e := range games.Catalogue() {
		if e.Worked == nil {
			continue
		}
		n++
		text := e.Worked.Text()
		for _, s := range []string{text.EN, text.DE, text.DA} {
			if m := seatZero.FindString(s); m != "" {
				t.Errorf("%s counts from 0 (%q): %s", e.Ref, m, s)
			}
		}
	}
	if n == 0 {
		t.Fatal("no worked example found")
	}
	for _, c := range []struct{ ref, lang, want string }{
		// The facts: dealer 3; seats 0 to 3 hold 7S, 8S, AS 7C, 9S.
		{"MAD-E20", "en", "Four players, dealer seat 4. Seat 1 holds 7♠; seat 2 holds 8♠; seat 3 holds A♠ 7♣; seat 4 holds 9♠;"},
		{"MAD-E20", "de", "Vier Spieler, Geber Platz 4. Platz 1 hält 7♠; Platz 2 hält 8♠; Platz 3 hält A♠ 7♣; Platz 4 hält 9♠;"},
		{"MAD-E20", "da", "Fire spillere, giver plads 4. Plads 1 har 7♠; plads 2 har 8♠; plads 3 har A♠ 7♣; plads 4 har 9♠;"},
		// The facts: seat 0 is dealt positions 10 11 22 23 29, the stock 30 31.
		{"MAD-E19", "en", "Six players, dealer seat 1, deal 1, with the pack's cards counted from 1 in the order they are dealt: seat 1 is dealt cards 11, 12, 23, 24 and 30;"},
		{"MAD-E19", "de", "; der Stock sind die Karten 31 und 32."},
		{"MAD-E19", "da", "; talonen er kortene 31 og 32."},
		// The facts: the pass of seat 0 goes to seat 3, dealer 0.
		{"BM-E7", "en", "Four players, dealer seat 1, deal 1: the pass goes seat 1 to seat 4, seat 2 to seat 1,"},
		// The facts: seats 0 to 3 are dealt 13, 13, 13, 12 cards, dealer 3.
		{"OM-E1", "de", "Vier Spieler, Geber Platz 4, Spiel 1: die Plätze 1 bis 4 bekommen 13, 13, 13 und 12 Karten."},
		{"OM-E1", "da", "Fire spillere, giver plads 4, giv 1: pladserne 1 til 4 får 13, 13, 13 og 12 kort."},
		{"BM-E7", "da", "Fire spillere, giver plads 1, giv 1: der afgives fra plads 1 til plads 4, plads 2 til plads 1,"},
	} {
		e, ok := games.CatalogueEntry(c.ref)
		if !ok || e.Worked == nil {
			t.Errorf("%s: no worked example", c.ref)
			continue
		}
		if got := e.Worked.Text().In(c.lang); !strings.Contains(got, c.want) {
			t.Errorf("%s (%s) = %q, want it to contain %q", c.ref, c.lang, got, c.want)
		}
	}
}
