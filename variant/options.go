package variant

import (
	"bytes"
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blackqueen/rules/internal/enum"
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

// Options are the rules a table has chosen, named after docs/rules.md The
// zero Options is every game's default. Fields that do not belong to the
// game must stay at their zero value; New checks this.
type Options struct {
	// FirstDealer is the first deal's dealer (C-7; default seat 0). For
	// Schwarze Sau it is the seat left of the scorekeeper (SAU-R3).
	FirstDealer int
	// Ties: Madonna, Black Maria and Hearts (BM-A5). Sau ties are always
	// shared.
	Ties TieBreak
	// Announcements: Madonna and Sau (MAD-A9). Not a record option.
	Announcements AnnounceMode

	// Schwarze Madonna (MAD-A1 to MAD-A13).
	AnnouncedJungfrau          AnnouncedJungfrauScoring // MAD-A1
	JungfrauFactor             JungfrauFactor           // MAD-A4
	FailureScoring             FailureScoring           // MAD-A6
	ShortStock                 ShortStock               // MAD-A3
	SixPlayerDeal              SixPlayerDeal            // MAD-A2
	End                        EndComparison            // MAD-A10
	Limits                     Limits                   // MAD-A11
	DurchmarschKeepsCardPoints bool                     // MAD-A7
	MustChangeStock            bool                     // MAD-A13

	// Black Maria (BM-O1 to BM-O5, BM-A1 to BM-A6) and Hearts (SH-O1 to SH-O4, SH-A1 to SH-A3).
	ThreePlayerRemoval ThreePlayerRemoval // BM-A2
	SixPlayerRemoval   SixPlayerRemoval   // BM-A1
	SpadeValues        SpadeValues        // BM-O3
	SpotHearts         bool               // BM-O1, SH-O1
	Omnibus            Omnibus            // BM-O2, SH-O2
	Slam               SlamRule           // BM-O4
	// Target is the score that ends the match (BM-A4, SH-R10); 0 means 100.
	Target int
	// Deals, when above 0, ends the match after that many deals instead
	// of at Target (BM-O5).
	Deals                      int
	Moon                       MoonMode // SH-R9
	QueenBreaksHearts          bool     // SH-A1
	OpenerAnyClub              bool     // SH-A2
	OmnibusMoonNeedsJack       bool     // SH-O2
	FirstTrickHeartBeforeQueen bool     // SH-A3

	// Schwarze Sau (SAU-O1 to SAU-O6, SAU-A1 to SAU-A17).
	KreuzSieben                    bool             // SAU-O1
	MustLeadClubSeven              bool             // SAU-A9
	Jungfrau                       bool             // SAU-O2
	Durchmarsch                    bool             // SAU-O3
	AngesagterDurchmarsch          bool             // SAU-O4
	StockExchange                  bool             // SAU-O5
	Schieben                       bool             // SAU-O6
	Elimination                    Elimination      // SAU-A2
	MatchEnd                       MatchEnd         // SAU-A3
	StockScoring                   StockScoring     // SAU-A4
	StockRestriction               StockRestriction // SAU-A4
	PushMultiplier                 PushMultiplier   // SAU-A11
	SixtySplit                     SixtySplit       // SAU-A12
	SpecialAddsCardPoints          bool             // SAU-A6
	MultipleJungfrau               bool             // SAU-A8
	JungfrauBeatsSilentDurchmarsch bool             // SAU-A10

	// Old Maid (OM-O1 to OM-O4, OM-A1).
	Pairs    PairRule  // OM-O1
	Maid     Maid      // OM-O2, OM-O3
	DrawFrom DrawFrom  // OM-A1
	Timer    TurnTimer // OM-O4
}

// ParseOptions reads the "options" object of a game record (docs/records.md)
// for game d: the options d.Options lists. An unknown name, a name of
// another game, or a value of the wrong kind is a *rule.Violation with rule.UnknownOption; combinations
// are checked by Validate.
func ParseOptions(d Definition, raw json.RawMessage) (Options, error) {
	var o Options
	if len(bytes.TrimSpace(raw)) == 0 {
		return o, nil
	}
	bad := func(f rule.Facts) error { return rule.Fact(rule.BadRecord, "", rule.NoSeat, f) }
	v, err := strictjson.Parse(raw)
	if err != nil {
		var syn *strictjson.SyntaxError
		if errors.As(err, &syn) {
			return o, bad(rule.Facts{Sentence: rule.OptionsNotJSON, Detail: rule.Text{EN: syn.Msg, DE: syn.MsgDE, DA: syn.MsgDA}})
		}
		return o, bad(rule.Facts{Sentence: rule.OptionsNoJSON})
	}
	if v.IsNull() {
		return o, nil
	}
	if v.Kind() != strictjson.Object {
		return o, bad(rule.Facts{Sentence: rule.OptionsNotObject, Detail: rule.Text{EN: v.Kind().Name(), DE: v.Kind().NameDE(), DA: v.Kind().NameDA()}})
	}
	members, err := v.Members()
	if err != nil {
		var dup *strictjson.DuplicateKeyError
		if errors.As(err, &dup) {
			return o, bad(rule.Facts{Sentence: rule.OptionsKeyTwice, Name: strictjson.Quote(dup.Key)})
		}
		return o, bad(rule.Facts{Sentence: rule.OptionsBadObject})
	}
	sort.Slice(members, func(i, j int) bool { return members[i].Key < members[j].Key })
	all, own := fields(), d.options()
	for _, m := range members {
		name := m.Key
		op, ok := findOption(own, name)
		f, known := fieldNamed(all, name)
		if !ok || !known {
			return o, rule.Fact(rule.UnknownOption, "", rule.NoSeat, rule.Facts{Sentence: rule.NoSuchOption,
				Game: d.messageTitle(), Name: strictjson.Quote(name),
				Detail: rule.Text{EN: d.optionList("and"), DE: d.optionList("und"), DA: d.optionList("og")}})
		}
		if m.Value.IsNull() {
			// null means the option is left out: its default, whatever
			// its type.
			continue
		}
		if err := f.set(&o, m.Value); err != nil {
			en, de, da := err.Error(), err.Error(), err.Error()
			var oe *optionError
			if errors.As(err, &oe) {
				// A whole sentence after the colon: capital in German
				// and Danish.
				de = capitalFirst(oe.facts.Render(rule.NoSeat, "de"))
				da = capitalFirst(oe.facts.Render(rule.NoSeat, "da"))
			}
			return o, rule.Fact(rule.UnknownOption, op.Rule, rule.NoSeat, rule.Facts{Sentence: rule.OptionValue,
				Game: d.messageTitle(), Detail: rule.Text{EN: en, DE: de, DA: da}})
		}
	}
	return o, nil
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

// MarshalOptions returns the "options" object of a record for game d:
// every option of d.Options whose value differs from the default.
func MarshalOptions(d Definition, o Options) (json.RawMessage, error) {
	m := map[string]any{}
	all := fields()
	for _, op := range d.options() {
		f, ok := fieldNamed(all, op.Name)
		if !ok {
			continue
		}
		if v, set := f.get(&o); set {
			m[op.Name] = v
		}
	}
	return json.Marshal(m)
}

// Validate checks that o is a valid choice of options for game g at a
// table of seats: the table size (g.SeatsRule), options that belong to
// other games left at their defaults, values in range, and combinations
// that can go together (g.Check). A failure is a *rule.Violation with
// rule.BadOptions.
func Validate(g Definition, seats int, o Options) error {
	title := g.messageTitle()
	lo, hi := g.MinSeats, g.MaxSeats
	if seats < lo || seats > hi {
		return badOptions(g.SeatsRule, rule.Facts{Sentence: rule.SeatRange, Game: title, Low: lo, High: hi, Seats: seats})
	}
	if o.FirstDealer < 0 || o.FirstDealer >= seats {
		return badOptions("C-7", rule.Facts{Sentence: rule.FirstDealerSeat, Other: o.FirstDealer, Seats: seats})
	}
	own := g.options()
	optionRule := func(name string) string {
		if op, ok := findOption(own, name); ok {
			return op.Rule
		}
		op, _ := findOption(g.Others, name)
		return op.Rule
	}
	for _, f := range fields() {
		_, ok := findOption(own, f.name)
		if f.valid != nil && !f.valid(&o) {
			return badOptions(optionRule(f.name), rule.Facts{Sentence: rule.OptionInvalid, Name: f.name})
		}
		if _, set := f.get(&o); set && !ok {
			return badOptions(optionRule(f.name), rule.Facts{Sentence: rule.OptionOfOtherGame, Name: f.name, Game: title})
		}
	}
	if o.Announcements > TurnBased || (o.Announcements != OutOfTurn && !g.Announces) {
		return badOptions(g.roundsRule(), rule.Facts{Sentence: rule.AnnouncementRounds})
	}
	if o.Ties > TiesPlayOn || (o.Ties != TiesShared && g.SharedTies) {
		return badOptions(optionRule("ties"), rule.Facts{Sentence: rule.SauTiesShared})
	}
	if o.Target < 0 || o.Deals < 0 {
		return badOptions(optionRule("target")+", "+optionRule("deals"), rule.Facts{Sentence: rule.NegativeMatchEnd})
	}
	for n, l := range o.Limits {
		if l < 0 || (l != 0 && (n < 3 || n > 6)) {
			return badOptions(optionRule("limits"), rule.Facts{Sentence: rule.MadonnaLimits})
		}
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

// Option is one record option of a game (docs/records.md): its name, a
// field of Options, and the rule that defines it, which a refused value
// cites.
type Option struct {
	Name string // the record name ("moon")
	Rule string // the rule ID ("SH-R9")
}

// OptionValues returns the record values of each option of ops, the
// default first: an enumeration's names, or false and true; nil for an
// option whose value is a number or an object, or a name Options has no
// field for.
func OptionValues(ops []Option) [][]string {
	all := fields()
	out := make([][]string, len(ops))
	for i, op := range ops {
		f, ok := fieldNamed(all, op.Name)
		switch {
		case !ok:
		case f.boolean:
			out[i] = []string{"false", "true"}
		default:
			out[i] = append([]string(nil), f.values...)
		}
	}
	return out
}

// options returns d's record options, and none when d does not say.
func (d *Definition) options() []Option {
	if d.Options == nil {
		return nil
	}
	return d.Options()
}

// findOption returns the record option name of ops, and false if ops
// has none.
func findOption(ops []Option, name string) (Option, bool) {
	for _, op := range ops {
		if op.Name == name {
			return op, true
		}
	}
	return Option{}, false
}

// roundsRule is the rule that refuses announcement rounds at a table of a
// game without announcements.
func (d *Definition) roundsRule() string {
	if d.Fallback == nil {
		return ""
	}
	return d.Fallback.Announcements.Refs.Rounds
}

// optionList names the record options of d for an error that must name
// the valid ones: "a, b and c" with and the word for "and".
func (d *Definition) optionList(and string) string {
	ops := d.options()
	names := make([]string, 0, len(ops))
	for _, op := range ops {
		names = append(names, op.Name)
	}
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + and + " " + names[len(names)-1]
}
