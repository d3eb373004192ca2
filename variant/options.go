package variant

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blackqueen/rules/internal/enum"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// TieBreak chooses what happens when several seats share the best total
// at the end of a match (BM-A5, MAD-A12, SH-R10).
type TieBreak uint8

// The BM-A5 choices; the default comes first.
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

// AnnounceMode chooses how a game offers the announcement window of
// Schwarze Madonna and Schwarze Sau (MAD-A9). Both give the same results
// for the same announcements.
type AnnounceMode uint8

// The MAD-A9 interfaces; the default comes first.
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

// Setup is what a table chooses besides its record options, the same in
// every game: who deals first, and, in a game with announcements, how
// they are taken. The zero Setup is seat 0 dealing first, announcements
// out of turn.
type Setup struct {
	// FirstDealer is the first deal's dealer, counted from 0 (C-7).
	FirstDealer int
	// Announcements says how a game with announcements takes them
	// (MAD-A9); a game without keeps OutOfTurn.
	Announcements AnnounceMode
}

// ParseOptions reads the "options" object of a game record
// (docs/records.md) for game d with d.Parse. An unknown name, a name of
// another game, or a value of the wrong kind is a *rule.Violation with
// rule.UnknownOption; combinations are checked by Validate. A game
// without record options reads an absent, null or empty object, and
// refuses any option.
func ParseOptions(d Definition, raw json.RawMessage) (Options, error) {
	if d.Parse != nil {
		return d.Parse(raw)
	}
	_, err := OptionSet[Setup]{Game: d.messageTitle()}.Parse(raw)
	return nil, err
}

// MarshalOptions returns the "options" object of a record for game d:
// every option of o whose value differs from the default; {} for nil
// options. Options of another game than d are refused.
func MarshalOptions(d Definition, o Options) (json.RawMessage, error) {
	if o == nil {
		return json.RawMessage("{}"), nil
	}
	if o.Game() != d.Name {
		return nil, fmt.Errorf("variant: options of %s for a record of %s", strictjson.Quote(o.Game()), strictjson.Quote(d.Name))
	}
	return o.MarshalJSON()
}

// parseMembers reads raw as a record's "options" object: its members
// sorted by name, none for an absent or null object. A failure is the
// bad-record violation of the case.
func parseMembers(raw json.RawMessage) ([]strictjson.Member, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, nil
	}
	bad := func(f rule.Facts) error { return rule.Fact(rule.BadRecord, "", rule.NoSeat, f) }
	v, err := strictjson.Parse(raw)
	if err != nil {
		var syn *strictjson.SyntaxError
		if errors.As(err, &syn) {
			return nil, bad(rule.Facts{Sentence: sentence.OptionsNotJSON, Detail: rule.Text{EN: syn.Msg, DE: syn.MsgDE, DA: syn.MsgDA}})
		}
		return nil, bad(rule.Facts{Sentence: sentence.OptionsNoJSON})
	}
	if v.IsNull() {
		return nil, nil
	}
	if v.Kind() != strictjson.Object {
		return nil, bad(rule.Facts{Sentence: sentence.OptionsNotObject, Detail: rule.Text{EN: v.Kind().Name(), DE: v.Kind().NameDE(), DA: v.Kind().NameDA()}})
	}
	members, err := v.Members()
	if err != nil {
		var dup *strictjson.DuplicateKeyError
		if errors.As(err, &dup) {
			return nil, bad(rule.Facts{Sentence: sentence.OptionsKeyTwice, Name: strictjson.Quote(dup.Key)})
		}
		return nil, bad(rule.Facts{Sentence: sentence.OptionsBadObject})
	}
	sort.Slice(members, func(i, j int) bool { return members[i].Key < members[j].Key })
	return members, nil
}

// refusedValue is the unknown-option violation of a value refused for
// option op of game: err's facts in each language, after the colon.
func refusedValue(game rule.Text, ref string, err error) error {
	en, de, da := err.Error(), err.Error(), err.Error()
	var oe *optionError
	if errors.As(err, &oe) {
		// A whole sentence after the colon: capital in German and
		// Danish.
		de = capitalFirst(oe.facts.Render(rule.NoSeat, "de"))
		da = capitalFirst(oe.facts.Render(rule.NoSeat, "da"))
	}
	return rule.Fact(rule.UnknownOption, ref, rule.NoSeat, rule.Facts{Sentence: sentence.OptionValue,
		Game: game, Detail: rule.Text{EN: en, DE: de, DA: da}})
}

// optionError is an option value refused, with the facts of the case.
type optionError struct{ facts rule.Facts }

func (e *optionError) Error() string { return e.facts.Render(rule.NoSeat, "en") }

// badValue returns the error of an option value refused.
func badValue(f rule.Facts) error { return &optionError{f} }

// valueList names an enum option's values as its messages do, as a
// reader lists them: "add-to-others", "subtract" or "off" ("… oder
// "off"" in German, "… eller "off"" in Danish).
func valueList(values []string) rule.Text {
	quoted := make([]string, len(values))
	for i, v := range values {
		quoted[i] = strconv.Quote(v)
	}
	list := func(or string) string {
		if len(quoted) < 2 {
			return strings.Join(quoted, "")
		}
		return strings.Join(quoted[:len(quoted)-1], ", ") + " " + or + " " + quoted[len(quoted)-1]
	}
	return rule.Text{EN: list("or"), DE: list("oder"), DA: list("eller")}
}

// capitalFirst returns s with its first letter in upper case.
func capitalFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Validate checks that o is a valid choice of options for game g at a
// table of seats: options of g (nil is g's defaults), the table size
// (g.SeatsRule), the first dealer (C-7), announcement rounds only in a
// game with announcements (MAD-A9), and the game's own checks of values
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

// Option is one record option of a game (docs/records.md): its name, the
// rule that defines it, which a refused value cites, and its values.
type Option struct {
	Name string // the record name ("moon")
	Rule string // the rule ID ("SH-R9")
	// Values are the record values of an option with a list of them (an
	// enumeration's names, or false and true), the default first; nil
	// for an option whose value is a number or an object.
	Values []string
	// Least is the smallest value of a number option.
	Least int
}

// options returns d's record options, and none when d does not say.
func (d *Definition) options() []Option {
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

// optionList names record options for an error that must name the valid
// ones: "a, b and c" with and the word for "and"; "none" for none.
func optionList(names []string, and string) string {
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + and + " " + names[len(names)-1]
}
