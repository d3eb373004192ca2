package rule

import (
	"fmt"
	"strings"

	"github.com/blackqueen/rules/card"
)

// Sentence says which sentence of the catalogue tells the facts of a
// violation. The zero Sentence is none: the violation carries its own
// message.
type Sentence uint8

// The sentences of the rule checks.
const (
	// NoSentence: the violation's EN and DE are its message.
	NoSentence Sentence = iota
	// NotHeld: the seat does not hold Facts.Card (card-not-held).
	NotHeld
	// MustFollow: the seat holds Facts.Cards of the suit led, Facts.Suit
	// (follow-suit, TT-2).
	MustFollow
	// HeartsUnbroken: a heart led before hearts are broken while the seat
	// holds Facts.Cards, which it may lead (hearts-not-broken, SH-R6).
	HeartsUnbroken
	// MustOpenWithCard: the first lead must be Facts.Card (opening-lead,
	// SH-R4, SAU-A9).
	MustOpenWithCard
	// MustOpenWithSuit: the first lead must be of Facts.Suit
	// (opening-lead, SH-A2).
	MustOpenWithSuit
	// FirstTrickPenalty: Facts.Card may not go to the first trick while
	// the seat holds Facts.Cards (first-trick-penalty, SH-R7, SH-A3).
	NoPenaltyFirstTrick
	numSentences
)

// Facts are what a rule check found: the facts of the case, from which
// a violation's message is rendered in either language when someone asks
// (Violation.Message), not while checking.
type Facts struct {
	// Sentence is how the facts are told.
	Sentence Sentence
	// Card is the card the seat played, or the card the rule requires.
	Card card.Card
	// Suit is the suit led, or the suit the rule requires.
	Suit card.Suit
	// Cards are the cards that decide the case: those the seat holds of
	// the suit led, or those it may play.
	Cards card.Set
}

// Fact returns a Violation of rule id (the rule of the book ref) by seat,
// whose message is rendered from facts.
func Fact(id ID, ref string, seat int, facts Facts) *Violation {
	return &Violation{ID: id, Ref: ref, Seat: seat, Facts: facts}
}

// sentences are the catalogue's sentences for the facts of a case, in
// English and German; %[1]d is the seat, %[2]s the card, %[3]s the suit,
// %[4]s the cards.
func sentences(s Sentence) Text {
	switch s {
	case NotHeld:
		return tx("Seat %[1]d does not hold %[2]s.", "Platz %[1]d hat %[2]s nicht auf der Hand.")
	case MustFollow:
		return tx("Seat %[1]d must follow %[3]s: it holds %[4]s.", "Platz %[1]d muss %[3]s bedienen: er hält %[4]s.")
	case HeartsUnbroken:
		return tx("Seat %[1]d may not lead a heart before hearts are broken: it holds %[4]s.",
			"Platz %[1]d darf kein Herz ausspielen, bevor Herz gefallen ist: er hält %[4]s.")
	case MustOpenWithCard:
		return tx("Seat %[1]d must lead %[2]s to the first trick.", "Platz %[1]d muss zum ersten Stich %[2]s ausspielen.")
	case MustOpenWithSuit:
		return tx("Seat %[1]d must lead a card of %[3]s to the first trick.", "Platz %[1]d muss zum ersten Stich %[3]s ausspielen.")
	case NoPenaltyFirstTrick:
		return tx("Seat %[1]d may not play %[2]s to the first trick while it holds %[4]s.",
			"Platz %[1]d darf %[2]s nicht in den ersten Stich geben, solange er %[4]s hält.")
	}
	return Text{}
}

// Render tells the facts of a case of seat in lang ("de" for German,
// anything else English), or returns "" when they have no sentence.
func (f Facts) Render(seat int, lang string) string {
	t := sentences(f.Sentence).In(lang)
	if t == "" {
		return ""
	}
	if lang == "de" {
		return fmt.Sprintf(t, seat, germanCard(f.Card), f.Suit.German(), germanCards(f.Cards))
	}
	return fmt.Sprintf(t, seat, f.Card.String(), f.Suit.String(), englishCards(f.Cards))
}

// englishCards names the cards of s in the record notation,
// comma-separated ("9D, 10D").
func englishCards(s card.Set) string {
	parts := make([]string, 0, s.Len())
	for c := range s.All() {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, ", ")
}

// germanCards names the cards of s in German, comma-separated ("Karo 9,
// Karo 10").
func germanCards(s card.Set) string {
	parts := make([]string, 0, s.Len())
	for c := range s.All() {
		parts = append(parts, germanCard(c))
	}
	return strings.Join(parts, ", ")
}

// germanCard names c as the German messages do: the suit, then the rank
// as a figure for 2 to 10 and as a word for the court cards and the ace
// ("Karo 9", "Pik Dame", "Herz Ass").
func germanCard(c card.Card) string {
	if r := c.Rank(); r >= card.Two && r <= card.Ten {
		return c.Suit().German() + " " + r.String()
	}
	return c.German()
}

// Told reports whether v has its message in both languages: a sentence
// of the catalogue for its facts, or an English and a German text.
func (v *Violation) Told() bool {
	if v.Facts.Sentence != NoSentence {
		return v.Facts.Sentence < numSentences
	}
	return v.EN != "" && v.DE != ""
}
