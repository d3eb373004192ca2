package variant

import (
	"encoding/json"
	"errors"

	"github.com/blackqueen/rules/internal/enum"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
)

// TieBreak chooses what happens when several seats share the best total
// at the end of a match (Ending.Ties).
type TieBreak uint8

// The choices; the default comes first.
const (
	TiesShared TieBreak = iota // they share the win (default)
	TiesPlayOn                 // deal again until one seat alone is best
)

// tieBreakNames is the names table of TieBreak: the values of the record
// option "ties".
const tieBreakNames enum.Table = "shared play-on"

// String returns the name of the value ("shared", "play-on"), or
// "ties(N)" for an unknown value.
func (x TieBreak) String() string { return tieBreakNames.Format(uint8(x), "ties") }

// Names returns the name of every TieBreak value, in order.
func (TieBreak) Names() []string { return tieBreakNames.Names() }

// AnnounceMode chooses how a game with announcements offers their window
// (Setup.Announcements). Both give the same results for the same
// announcements.
type AnnounceMode uint8

// The two ways; the default comes first.
const (
	// OutOfTurn accepts an announcement from any seat at any moment of
	// the window (the default, and what records hold).
	OutOfTurn AnnounceMode = iota
	// TurnBased adds explicit announcement rounds for bots and search:
	// before the opening lead and again after trick 1, each seat that may
	// announce, from the leader to the left, announces or declines.
	TurnBased
)

// announceModeNames is the names table of AnnounceMode (not a record option).
const announceModeNames enum.Table = "out-of-turn turn-based"

// String returns the name of the value ("out-of-turn", "turn-based"), or
// "announcements(N)" for an unknown value.
func (x AnnounceMode) String() string { return announceModeNames.Format(uint8(x), "announcements") }

// Names returns the name of every AnnounceMode value, in order.
func (AnnounceMode) Names() []string { return announceModeNames.Names() }

// Options is a table's choice of one game's options. Each game's package
// declares its own Options type, with that game's fields only
// (hearts.Options, sau.Options, ...), and its Definition reads it; nil
// is every game's defaults. The engine never reads an option itself: the
// game compiles its options into its Rules once, when a match is made.
type Options interface {
	// Game returns the record name of the game the options are for
	// ("hearts").
	Game() string
	// Setup returns the table's choices that are not record options: the
	// first dealer and how announcements are taken.
	Setup() Setup
	// MarshalJSON returns the record's "options" object: every option
	// whose value differs from its default (docs/records.md).
	MarshalJSON() ([]byte, error)
}

// ParserOf returns a Definition's Parse from a game's own reader of its
// record options: the options it reads as Options, and nil with its
// error.
func ParserOf[O Options](parse func(raw json.RawMessage) (O, error)) func(raw json.RawMessage) (Options, error) {
	return func(raw json.RawMessage) (Options, error) {
		o, err := parse(raw)
		if err != nil {
			return nil, err
		}
		return o, nil
	}
}

// Setup is what a table chooses besides its record options, the same in
// every game: who deals first, and, in a game with announcements, how
// they are taken. The zero Setup is seat 0 dealing first, announcements
// out of turn.
type Setup struct {
	// FirstDealer is the first deal's dealer, counted from 0 (C-7).
	FirstDealer int
	// Announcements says how a game with announcements takes them
	// (its announcement rounds); a game without keeps OutOfTurn.
	Announcements AnnounceMode
}

// Validate checks that o is a valid choice of options for game g at a
// table of seats: options of g (nil is g's defaults), the table size
// (g.SeatsRule), the first dealer (C-7), announcement rounds only in a
// game with announcements (citing the rule of the game's Fallback), and the game's own checks of values
// and combinations (g.Check). A failure is a *rule.Violation with
// rule.BadOptions.
func Validate(g Definition, seats int, o Options) error {
	title := g.messageTitle()
	lo, hi := g.MinSeats, g.MaxSeats
	if seats < lo || seats > hi {
		return badOptions(g.SeatsRule, rule.Facts{Sentence: sentence.SeatRange, Game: title, Low: lo, High: hi, Seats: seats})
	}
	if o == nil {
		return nil
	}
	if o.Game() != g.Name {
		return badOptions("", rule.Facts{Sentence: sentence.OptionOfOtherGame, Name: o.Game(), Game: title})
	}
	if _, raw := o.(RawOptions); raw {
		return errors.New("variant: options read from JSON (RawOptions) are read into the game's Options first (games.Own)")
	}
	s := o.Setup()
	if s.FirstDealer < 0 || s.FirstDealer >= seats {
		return badOptions("C-7", rule.Facts{Sentence: sentence.FirstDealerSeat, Other: s.FirstDealer, Seats: seats})
	}
	if s.Announcements > TurnBased || (s.Announcements != OutOfTurn && !g.Announces) {
		return badOptions(g.roundsRule(), rule.Facts{Sentence: sentence.AnnouncementRounds})
	}
	if g.Check != nil {
		return g.Check(o)
	}
	return nil
}

// badOptions is the bad-options violation of the rule ref with the facts
// of the case; its message is rendered from the rule catalogue.
func badOptions(ref string, f rule.Facts) error {
	return rule.Fact(rule.BadOptions, ref, rule.NoSeat, f)
}

// options returns d's record options, and none when d does not say.
func (d *Definition) options() []option.Spec {
	if d.Options == nil {
		return nil
	}
	return d.Options()
}

// roundsRule is the rule that refuses announcement rounds at a table of a
// game without announcements.
func (d *Definition) roundsRule() string {
	if d.Fallback == nil {
		return ""
	}
	return d.Fallback.Announcements.Refs.Rounds
}
