// Package rule names the rules a move or a record can break, with the
// stable identifiers of ../shared/RECORDS.md ("follow-suit",
// "not-your-turn", ...), and defines Violation, the error every package of
// the module returns when input breaks a rule.
//
// Every ID is itself an error, so callers test for a kind of violation with
// errors.Is(err, rule.FollowSuit) and read the details with errors.As into
// a *rule.Violation.
package rule

import (
	"strconv"
)

// ID is a stable rule identifier. Its String is the RECORDS.md name.
type ID uint8

// The rule identifiers of RECORDS.md, in the order of its table, and the
// ones this project adds (documented in RULES-IDS.md of the project).
const (
	None ID = iota
	BadRecord
	UnknownGame
	UnknownOption
	BadCard
	BadDeal
	BadOptions
	MatchOver
	WrongDealer
	NotYourTurn
	WrongPhase
	DealOver
	CardNotHeld
	FollowSuit
	PassCount
	StockCount
	StockUnchanged
	NotPassable
	AnnounceWindow
	AnnounceConflict
	OptionOff
	HeartsNotBroken
	FirstTrickPenalty
	OpeningLead
	// BadSeat is a seat number outside 0..seats-1 (project addition).
	BadSeat
	numIDs
)

var names = [...]string{
	None:              "none",
	BadRecord:         "bad-record",
	UnknownGame:       "unknown-game",
	UnknownOption:     "unknown-option",
	BadCard:           "bad-card",
	BadDeal:           "bad-deal",
	BadOptions:        "bad-options",
	MatchOver:         "match-over",
	WrongDealer:       "wrong-dealer",
	NotYourTurn:       "not-your-turn",
	WrongPhase:        "wrong-phase",
	DealOver:          "deal-over",
	CardNotHeld:       "card-not-held",
	FollowSuit:        "follow-suit",
	PassCount:         "pass-count",
	StockCount:        "stock-count",
	StockUnchanged:    "stock-unchanged",
	NotPassable:       "not-passable",
	AnnounceWindow:    "announce-window",
	AnnounceConflict:  "announce-conflict",
	OptionOff:         "option-off",
	HeartsNotBroken:   "hearts-not-broken",
	FirstTrickPenalty: "first-trick-penalty",
	OpeningLead:       "opening-lead",
	BadSeat:           "bad-seat",
}

// String returns the RECORDS.md identifier ("follow-suit").
func (id ID) String() string {
	if id < numIDs {
		return names[id]
	}
	return "rule(" + strconv.Itoa(int(id)) + ")"
}

// Error makes every ID an error, so errors.Is(err, rule.FollowSuit) works
// on any *Violation that carries it.
func (id ID) Error() string { return "rule " + id.String() }

// Exit returns the referee's exit code for a violation of id: 2 for a
// record that cannot be judged, 1 for an illegal action (RECORDS.md).
func (id ID) Exit() int {
	switch id {
	case None:
		return 0
	case BadRecord, UnknownGame, UnknownOption, BadCard, BadDeal, BadOptions:
		return 2
	}
	return 1
}

// ParseID returns the ID with the given RECORDS.md name.
func ParseID(name string) (ID, bool) {
	for i, n := range names {
		if n == name {
			return ID(i), true
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
// (ID, and Ref, the ../shared/RULES.md ID such as "TT-2"), which seat, and
// a message for people in English and German.
type Violation struct {
	ID   ID     // RECORDS.md identifier
	Ref  string // RULES.md rule ID(s), e.g. "TT-2" or "MAD-R7"; may be empty
	Seat int    // the seat at fault, or NoSeat
	EN   string // message in English
	DE   string // message in German
}

// Error implements error with the English message, the identifier and the
// rule reference.
func (v *Violation) Error() string {
	msg := v.ID.String()
	if v.Ref != "" {
		msg += " (" + v.Ref + ")"
	}
	if v.EN != "" {
		msg += ": " + v.EN
	}
	return msg
}

// Unwrap returns the ID, so errors.Is(err, rule.FollowSuit) works.
func (v *Violation) Unwrap() error { return v.ID }

// Message returns the message in the given language ("de" for German,
// anything else for English).
func (v *Violation) Message(lang string) string {
	if lang == "de" {
		return v.DE
	}
	return v.EN
}

// New returns a Violation. It is a convenience for the packages of this
// module; seat may be NoSeat.
func New(id ID, ref string, seat int, en, de string) *Violation {
	return &Violation{ID: id, Ref: ref, Seat: seat, EN: en, DE: de}
}
