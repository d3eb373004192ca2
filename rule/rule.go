// Package rule names the rules a move or a record can break and gives
// the form of the catalogue of every rule the module enforces.
//
// An [ID] is a stable identifier of the game record format
// (docs/records.md: "follow-suit", "not-your-turn", ...), and [Violation]
// is the error every package of the module returns when input breaks a
// rule, with the ID and the rule of the catalogue it breaks (Ref, such as
// "TT-2").
//
// The catalogue holds each rule once, in English, German and Danish, as
// an [Entry] of a [Chapter]: the conventions C-1 to C-10 and the core
// rules TT-1 to TT-6, the chapter every game shares ([Common], here), and
// each game's rules (MAD-, BM-, SH-, SAU-, OM-; R rules, O optional
// rules, A readings, E worked examples), with its source and its options,
// in the chapter each game's package holds. Package games assembles the
// book from the chapters (games.Chapters, games.Catalogue,
// games.CatalogueEntry); the [rule book] (German: [Regelbuch], Danish:
// [regelbog]) and the referee's explanations are rendered from it.
//
// Every ID is itself an error, so callers test for a kind of violation with
// errors.Is(err, rule.FollowSuit) and read the details with errors.As into
// a *rule.Violation. [ID.Exit] gives the referee's exit code for a rule.
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package rule

import (
	"errors"
	"strconv"

	"github.com/blackqueen/rules/internal/strictjson"
)

// ID is a stable rule identifier. Its String, its Error, what fmt prints
// for it and its JSON form are all the record name ("follow-suit").
type ID uint8

// The rule identifiers of docs/records.md, in the order of its table, and the
// ones this project adds (after OpeningLead, each marked as an addition).
// The comment on each one is the meaning docs/records.md gives it, with the
// the rule book rule it usually enforces where there is one.
const (
	// None is no violation: the zero ID. Its Exit code is 0.
	None ID = iota
	// BadRecord is "bad-record": not JSON, or a field of the wrong shape
	// (exit 2).
	BadRecord
	// UnknownGame is "unknown-game": a game name that is not one of the five
	// (exit 2).
	UnknownGame
	// UnknownOption is "unknown-option": an option name or value the game does
	// not have (exit 2).
	UnknownOption
	// BadCard is "bad-card": a card that cannot be read (exit 2).
	BadCard
	// BadDeal is "bad-deal": hands and stock are not a deal of this game
	// (exit 2).
	BadDeal
	// BadOptions is "bad-options": options that cannot go together, such as
	// schieben without stock-exchange (exit 2).
	BadOptions
	// MatchOver is "match-over": a deal recorded after the match has ended.
	MatchOver
	// WrongDealer is "wrong-dealer": the dealer does not follow the rotation
	// (C-8).
	WrongDealer
	// NotYourTurn is "not-your-turn": the seat is not the one to act (also any
	// action by a seat that is out or sits the deal out).
	NotYourTurn
	// WrongPhase is "wrong-phase": this kind of action is not possible now (a
	// play during the pass, say).
	WrongPhase
	// DealOver is "deal-over": an action after the deal has ended (an early
	// end included).
	DealOver
	// CardNotHeld is "card-not-held": the seat does not hold that card (or the
	// drawn-from seat does not).
	CardNotHeld
	// FollowSuit is "follow-suit": the seat could follow the led suit and did
	// not (TT-2).
	FollowSuit
	// PassCount is "pass-count": a pass of the wrong number of cards, or a
	// seat passing twice.
	PassCount
	// StockCount is "stock-count": a stock exchange that does not put back
	// exactly two cards (MAD-R6).
	StockCount
	// StockUnchanged is "stock-unchanged": with must-change-stock, a seat puts
	// back exactly the two cards it took (MAD-A13).
	StockUnchanged
	// NotPassable is "not-passable": a heart or the queen of spades put into
	// the Madonna stock (MAD-R7), or a point card where stock-restriction
	// forbids it.
	NotPassable
	// AnnounceWindow is "announce-window": an announcement outside the window
	// (MAD-R17).
	AnnounceWindow
	// AnnounceConflict is "announce-conflict": an announcement that the rules
	// refuse (a second Durchmarsch, a seat announcing twice, ...; MAD-R18).
	AnnounceConflict
	// OptionOff is "option-off": an action that needs an option the table has
	// not chosen.
	OptionOff
	// HeartsNotBroken is "hearts-not-broken": a heart led before hearts are
	// broken (Hearts, SH-R6).
	HeartsNotBroken
	// FirstTrickPenalty is "first-trick-penalty": a penalty card on the first
	// trick while another card was playable (Hearts, SH-R7).
	FirstTrickPenalty
	// OpeningLead is "opening-lead": the first lead is not the card the rules
	// require (Hearts, SH-R4).
	OpeningLead
	// BadSeat is "bad-seat": a seat number outside 0 … seats-1 (project
	// addition, exit 1).
	BadSeat
	numIDs
)

// String returns the docs/records.md identifier ("follow-suit").
func (id ID) String() string {
	switch id {
	case None:
		return "none"
	case BadRecord:
		return "bad-record"
	case UnknownGame:
		return "unknown-game"
	case UnknownOption:
		return "unknown-option"
	case BadCard:
		return "bad-card"
	case BadDeal:
		return "bad-deal"
	case BadOptions:
		return "bad-options"
	case MatchOver:
		return "match-over"
	case WrongDealer:
		return "wrong-dealer"
	case NotYourTurn:
		return "not-your-turn"
	case WrongPhase:
		return "wrong-phase"
	case DealOver:
		return "deal-over"
	case CardNotHeld:
		return "card-not-held"
	case FollowSuit:
		return "follow-suit"
	case PassCount:
		return "pass-count"
	case StockCount:
		return "stock-count"
	case StockUnchanged:
		return "stock-unchanged"
	case NotPassable:
		return "not-passable"
	case AnnounceWindow:
		return "announce-window"
	case AnnounceConflict:
		return "announce-conflict"
	case OptionOff:
		return "option-off"
	case HeartsNotBroken:
		return "hearts-not-broken"
	case FirstTrickPenalty:
		return "first-trick-penalty"
	case OpeningLead:
		return "opening-lead"
	case BadSeat:
		return "bad-seat"
	}
	return "rule(" + strconv.Itoa(int(id)) + ")"
}

// Error makes every ID an error, so errors.Is(err, rule.FollowSuit) works
// on any *Violation that carries it. It returns the same text as String:
// fmt prefers Error to String, and %v of an ID must print the docs/records.md
// name ("follow-suit") that verdicts carry.
func (id ID) Error() string { return id.String() }

// MarshalText implements encoding.TextMarshaler with the record name,
// so an ID is a JSON string ("follow-suit") as in a verdict's "rule"
// field. An ID out of range is an error.
func (id ID) MarshalText() ([]byte, error) {
	if id >= numIDs {
		return nil, errors.New("rule: no identifier " + id.String())
	}
	return []byte(id.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParseID. A name
// ParseID does not know is an error, and leaves id unchanged.
func (id *ID) UnmarshalText(text []byte) error {
	p, ok := ParseID(string(text))
	if !ok {
		return errors.New("rule: unknown identifier " + strictjson.Quote(string(text)))
	}
	*id = p
	return nil
}

// Exit returns the referee's exit code for a violation of id: 2 for a
// record that cannot be judged, 1 for an illegal action (docs/records.md).
func (id ID) Exit() int {
	switch id {
	case None:
		return 0
	case BadRecord, UnknownGame, UnknownOption, BadCard, BadDeal, BadOptions:
		return 2
	}
	return 1
}

// ParseID returns the ID with the given record name ("follow-suit"),
// and false for any other text. The name is matched exactly (no case
// folding, no spaces). "none" returns None and true, so that ParseID
// inverts String for every ID.
func ParseID(name string) (ID, bool) {
	for id := None; id < numIDs; id++ {
		if id.String() == name {
			return id, true
		}
	}
	return None, false
}

// IDs returns every identifier except None, in declaration order.
func IDs() []ID {
	out := make([]ID, 0, numIDs-1)
	for id := BadRecord; id < numIDs; id++ {
		out = append(out, id)
	}
	return out
}

// NoSeat is the Seat of a Violation that is not one seat's fault.
const NoSeat = -1

// Violation is the error returned when input breaks a rule: which rule
// (ID, and Ref, the rule ID such as "TT-2"), which seat, and the facts of
// the case, from which Message renders the sentence for people in English,
// German or Danish. A violation that carries no Facts has its message in
// EN and DE only (rule.New, for code outside the module), and is told in
// English to a Danish reader.
type Violation struct {
	ID   ID     // docs/records.md identifier
	Ref  string // the rule book rule ID(s), e.g. "TT-2" or "MAD-R7"; may be empty
	Seat int    // the seat at fault, or NoSeat
	EN   string // message in English, when Facts has no Sentence
	DE   string // message in German, when Facts has no Sentence
	// Facts are what the rule check found (the card, the suit led, the
	// cards held); Message renders them.
	Facts Facts
}

// Error implements error with the English message, the identifier and the
// rule reference.
func (v *Violation) Error() string {
	msg := v.ID.String()
	if v.Ref != "" {
		msg += " (" + v.Ref + ")"
	}
	if m := v.message("en"); m != "" {
		msg += ": " + m
	}
	return msg
}

// message is the message in lang, rendered from the facts when there are
// any, or "" when there is none.
func (v *Violation) message(lang string) string {
	if v.Facts.Sentence != NoSentence {
		return v.Facts.Render(v.Seat, lang)
	}
	if lang == "de" && v.DE != "" {
		return v.DE
	}
	return v.EN
}

// Unwrap returns the ID, so errors.Is(err, rule.FollowSuit) works.
func (v *Violation) Unwrap() error { return v.ID }

// Message returns the message in the given language ("de" for German,
// "da" for Danish, anything else for English), rendered from the facts of
// the case when the violation has them. A missing German or Danish
// message falls back to the English one, and a missing English one to
// Error.
func (v *Violation) Message(lang string) string {
	if m := v.message(lang); m != "" {
		return m
	}
	return v.Error()
}

// MessageNamed is Message with the seats of the case named by names, for
// text written for people: rule.SeatsFrom1 counts them from 1, and a
// table that has players' names can give those. A violation without
// facts has only its own message.
func (v *Violation) MessageNamed(lang string, names SeatNames) string {
	if v.Facts.Sentence != NoSentence {
		return v.Facts.RenderNamed(v.Seat, lang, names)
	}
	return v.Message(lang)
}

// MessageFor is MessageNamed told to a reader who sits at seat reader
// (NoSeat: at none), as a table tells a player their own refused move: a
// sentence about the reader's seat is in the second person ("You must
// follow clubs: you hold 4♣, 5♣."), other seats are named by names.
func (v *Violation) MessageFor(lang string, names SeatNames, reader int) string {
	if v.Facts.Sentence != NoSentence {
		return v.Facts.RenderFor(v.Seat, lang, names, reader)
	}
	return v.Message(lang)
}

// New returns a Violation with its own messages in English and German,
// for code outside this module; seat may be NoSeat. The module's own
// checks report their facts instead (Fact), whose sentences are in one
// place and rendered when asked, and a test keeps New out of them.
func New(id ID, ref string, seat int, en, de string) *Violation {
	return &Violation{ID: id, Ref: ref, Seat: seat, EN: en, DE: de}
}
