package rule

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
)

// Facts are what a rule check found: the facts of the case, from which
// a violation's message is rendered in any of the languages when someone
// asks
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
	// Allowed are the cards the rule allows instead, where that matters.
	Allowed card.Set
	// Other is another seat of the case: the seat to act, the seat drawn
	// from, the dealer.
	Other int
	// Count and Want are numbers of the case: how many cards were given
	// and how many the rule wants, or a position.
	Count, Want int
	// Kind and Phase are the record names of the action and the phase.
	Kind, Phase string
	// Game is the title of the game, in each language.
	Game Text
	// Seats is a number of seats of the case: the table size, or the
	// seats dealt to.
	Seats int
	// Low and High are the range the rule allows, such as a game's table
	// sizes.
	Low, High int
	// Name is a record name of the case, such as an option's.
	Name string
	// Times are lengths of time of the case, such as a turn timer's turn,
	// short turn and warning.
	Times [3]time.Duration
	// Detail is a finding of another reader, told in each language it has, such
	// as the JSON reader's syntax error or a list of option names.
	Detail Text
	// Rule is a rule ID the sentence names, such as the option's rule.
	Rule string
	// Value is a value given, as its record text.
	Value string
	// Where is the place in a record or a move the finding is about, as
	// the subject of a sentence ("the record", German "Die
	// Aufzeichnung", or a path such as deals[0].hands); Within is the
	// same place after "in" ("the record", German "der Aufzeichnung").
	Where, Within Text
	// Key is a JSON key of the case, such as an unknown one.
	Key string
	// Found is what was found instead, such as a JSON value's kind.
	Found Text
	// At is the place in a record told before the sentence, with its
	// separator ("deals[0].actions[3]: ").
	At Text
}

// Fact returns a Violation of rule id (the rule of the book ref) by seat,
// whose message is rendered from facts.
func Fact(id ID, ref string, seat int, facts Facts) *Violation {
	return &Violation{ID: id, Ref: ref, Seat: seat, Facts: facts}
}

// SeatNames names a seat for people in lang ("de" for German, "da" for
// Danish, anything else English): "seat 3", "Platz 3", "plads 3", or a
// player's name. A nil SeatNames is RecordSeats.
type SeatNames func(seat int, lang string) string

// RecordSeats names seats by their number in the record and the API,
// counted from 0 ("seat 0", "Platz 0", "plads 0"): the numbering of
// Message and Error, whose messages travel beside those numbers (a
// verdict's "seat", a Move's Seat).
func RecordSeats(seat int, lang string) string {
	switch lang {
	case "de":
		return "Platz " + strconv.Itoa(seat)
	case "da":
		return "plads " + strconv.Itoa(seat)
	}
	return "seat " + strconv.Itoa(seat)
}

// germanKind and germanPhase (danishKind and danishPhase) tell the
// record names of the actions and the phases (Facts.Kind, Facts.Phase)
// in German (Danish) sentences, or the name itself when they know none;
// the English sentences use the record names themselves ("cannot
// announce now").
func germanKind(kind string) string {
	switch kind {
	case "play":
		return "eine Karte spielen"
	case "pass":
		return "Karten weitergeben"
	case "stock":
		return "Karten in den Stock legen"
	case "push":
		return "den Stock schieben"
	case "announce":
		return "ansagen"
	case "decline":
		return "ablehnen"
	case "draw", "draw-at":
		return "ziehen"
	case "take":
		return "den Stock aufnehmen"
	}
	return kind
}

func germanPhase(phase string) string {
	switch phase {
	case "deal":
		return "Geben"
	case "pass":
		return "Weitergeben"
	case "stock":
		return "Stock"
	case "announce":
		return "Ansagen"
	case "play":
		return "Ausspielen"
	case "draw":
		return "Ziehen"
	case "deal-over":
		return "Spielende"
	case "match-over":
		return "Partieende"
	}
	return phase
}

func danishKind(kind string) string {
	switch kind {
	case "play":
		return "spille et kort"
	case "pass":
		return "afgive kort"
	case "stock":
		return "lægge kort i talonen"
	case "push":
		return "skubbe talonen"
	case "announce":
		return "melde"
	case "decline":
		return "afslå"
	case "draw", "draw-at":
		return "trække"
	case "take":
		return "tage talonen op"
	}
	return kind
}

func danishPhase(phase string) string {
	switch phase {
	case "deal":
		return "kortgivning"
	case "pass":
		return "afgivning"
	case "stock":
		return "talon"
	case "announce":
		return "meldinger"
	case "play":
		return "udspil"
	case "draw":
		return "træk"
	case "deal-over":
		return "givets slutning"
	case "match-over":
		return "partiets slutning"
	}
	return phase
}

// SeatsFrom1 names seats counted from 1 ("seat 1" is the record's seat
// 0), as text written for people counts them (the referee's -text).
func SeatsFrom1(seat int, lang string) string { return RecordSeats(seat+1, lang) }

// Render tells the facts of a case of seat in lang ("de" for German, "da"
// for Danish, anything else English), naming seats as the record numbers them
// (RecordSeats), or returns "" when they have no sentence.
func (f Facts) Render(seat int, lang string) string { return f.RenderNamed(seat, lang, nil) }

// RenderNamed is Render with the seats of the case named by names (nil:
// RecordSeats). Numbers a record gives that are no seat of the table
// ("there is no seat 7") and positions stay the record's own.
func (f Facts) RenderNamed(seat int, lang string, names SeatNames) string {
	return f.RenderFor(seat, lang, names, NoSeat)
}

// RenderFor is RenderNamed told to a reader who sits at seat reader
// (NoSeat: a reader at no seat, such as the referee's): a sentence about
// the reader's own seat is in the second person ("You must follow clubs:
// you hold 4♣, 5♣."), every other sentence in the third person with the
// seats named by names. Cards are in the reader's notation (card.Card.Face:
// "Q♠", German "D♠", Danish "E♥"), but for the sentences about a record's
// text (TwiceInStock, TwiceInHand, DealCard), which quote the record's
// "QS"; a count of 1 takes its noun in the singular.
func (f Facts) RenderFor(seat int, lang string, names SeatNames, reader int) string {
	t := sentences(f.Sentence).In(lang)
	if you := sentencesToSeat(f.Sentence); seat == reader && seat >= 0 && you.EN != "" {
		t = you.In(lang)
	}
	if !strings.Contains(t, "%") {
		return f.At.In(lang) + t // a sentence without blanks, or none
	}
	t = singulars(t, f, lang)
	if names == nil {
		names = RecordSeats
	}
	suit := f.Suit.String()
	where := f.Where.In(lang)
	begin := capital(where)
	kind, phase := f.Kind, f.Phase
	switch lang {
	case "de":
		suit = f.Suit.Name("de")
		begin = where // German places beginning a sentence are given as such
		kind, phase = germanKind(kind), germanPhase(phase)
	case "da":
		suit = f.Suit.Name("da")
		kind, phase = danishKind(kind), danishPhase(phase)
	}
	out := fmt.Sprintf(t, names(seat, lang), f.Card.Face(lang), suit, cardList(f.Cards, lang), f.Other, f.Count, f.Want, kind, phase,
		cardList(f.Allowed, lang), f.Count-1, f.Game.In(lang), f.Seats, uint64(f.Cards), f.Card.String(), f.Low, f.High, f.Name,
		f.Times[0], f.Times[1], f.Times[2], f.Detail.In(lang), f.Rule, f.Value, where, begin, f.Key, f.Seats-1, f.Found.In(lang),
		f.Within.In(lang), f.Count+1, names(f.Other, lang), names(f.Want, lang))
	if strings.HasPrefix(t, "%[1]s") || strings.HasPrefix(t, "%[32]s") {
		out = capital(out)
	}
	return f.At.In(lang) + out
}

// capital returns s with its first letter in upper case when it is a
// lower-case ASCII letter ("seat 2" becomes "Seat 2").
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// cardList names the cards of s in the notation of lang (card.Card.Face),
// comma-separated ("4♣, 5♣, Q♣"; German "4♣, 5♣, D♣").
func cardList(s card.Set, lang string) string {
	parts := make([]string, 0, s.Len())
	for c := range s.All() {
		parts = append(parts, c.Face(lang))
	}
	return strings.Join(parts, ", ")
}

// Told reports whether v has its message in every language: a sentence
// of the catalogue for its facts (which a test holds complete in English,
// German and Danish), or an English and a German text of its own.
func (v *Violation) Told() bool {
	if v.Facts.Sentence != NoSentence {
		return sentence.Known(v.Facts.Sentence)
	}
	return v.EN != "" && v.DE != ""
}
