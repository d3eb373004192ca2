package words

import (
	"errors"
	"fmt"
	"regexp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
)

// The notations in which the library's texts name cards: the record's
// ("QS", "10H"), the German and Danish words of the rule messages ("Pik
// Dame", "Herz 10", "spar dame", "hjerter 10") and the symbols of the
// score explanations ("Q♠").
var (
	recordCards = regexp.MustCompile(`\b(10|[2-9TJQKA])([CDHS])([^\pL\pN_♣♦♥♠]|$)`)
	germanCards = regexp.MustCompile(`\b(Kreuz|Karo|Herz|Pik) (10|[2-9]|Bube|Dame|König|Ass)([^\pL\pN_♣♦♥♠]|$)`)
	danishCards = regexp.MustCompile(`\b(klør|ruder|hjerter|spar) (10|[2-9]|knægt|dame|konge|es)([^\pL\pN_♣♦♥♠]|$)`)
	symbolCards = regexp.MustCompile(`\b(10|[2-9JQKA])([♣♦♥♠])`)
)

// germanRanks are the rank words of germanCards as ParseCard reads them.
var germanRanks = map[string]string{"Bube": "J", "Dame": "Q", "König": "K", "Ass": "A"}

// Notation rewrites the cards a library text names (a rule message in
// the record's notation or in German words, a score explanation's
// symbols with English ranks) as the table shows them: "4♣", "Q♠",
// German "D♠", "B♥". Everything else of the text stays as it is; a word
// in capitals that spells a card ("AS") would be read as one, and the
// sentences of move refusals and score terms have none.
func (t Tr) Notation(s string) string {
	s = recordCards.ReplaceAllStringFunc(s, func(w string) string {
		m := recordCards.FindStringSubmatch(w) // the card, and what follows it
		return t.retold(m[1]+m[2]) + m[3]
	})
	s = germanCards.ReplaceAllStringFunc(s, func(w string) string {
		m := germanCards.FindStringSubmatch(w)
		rank := m[2]
		if r, ok := germanRanks[rank]; ok {
			rank = r
		}
		return t.retold(rank+suitLetter[m[1]]) + m[3]
	})
	s = danishCards.ReplaceAllStringFunc(s, func(w string) string {
		m := danishCards.FindStringSubmatch(w)
		c, err := ParseCard(m[2] + suitLetter[m[1]])
		if err != nil {
			return w
		}
		return t.Card(c) + m[3]
	})
	return symbolCards.ReplaceAllStringFunc(s, func(w string) string { return t.retold(w) })
}

// suitLetter is the record's letter of a German or Danish suit word.
var suitLetter = map[string]string{"Kreuz": "C", "Karo": "D", "Herz": "H", "Pik": "S", "klør": "C", "ruder": "D", "hjerter": "H", "spar": "S"}

// retold is the card w (in a notation card.Parse reads) as the table
// shows it, or w itself when it is none.
func (t Tr) retold(w string) string {
	c, err := card.Parse(w)
	if err != nil {
		return w
	}
	return t.Card(c)
}

// SeatNames names the seats of a rule message as the table does: the
// user's seat as "Seat 1 (you)" (the messages' sentences speak of a seat
// in the third person, so the seat keeps its noun), another seat as
// named says.
func (t Tr) SeatNames(named func(x int) string) rule.SeatNames {
	return func(x int, _ string) string {
		if x == t.Human && x >= 0 {
			return t.F("Seat %d (you)", "Platz %d (du)", x+1)
		}
		if x < 0 {
			return rule.SeatsFrom1(x, t.Lang())
		}
		return named(x)
	}
}

// Refusal is a refused move's message for the table: a rule violation's
// sentence told to the user (in the second person when it is about the
// user's seat: "You must follow clubs: you hold 4♣, 5♣."), the other
// seats named by named (SeatNames) and the cards in the table's notation
// (Notation); another error as Message gives it.
func (t Tr) Refusal(err error, named func(x int) string) string {
	var v *rule.Violation
	if errors.As(err, &v) {
		return t.Notation(v.MessageFor(t.Lang(), t.SeatNames(named), t.Human))
	}
	return Message(t, err)
}

// Times returns how often something happened: "once", "twice", "3 times"
// ("einmal", "zweimal", "3-mal").
func (t Tr) Times(n int) string {
	switch n {
	case 1:
		return t.S("once", "einmal")
	case 2:
		return t.S("twice", "zweimal")
	}
	return fmt.Sprintf(t.S("%d times", "%d-mal"), n)
}
