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

// option describes one record option: its JSON name, the games it belongs
// to, how to read and write it.
type option struct {
	name string
	// games are the record names of the games that have the option.
	games []string
	rule  string // rule ID
	// values are the record values of an enumeration, the default first;
	// nil for a boolean, a number or an object.
	values []string
	// boolean marks an option whose values are false (the default) and
	// true; OptionNames lists them, so building the option table does not
	// allocate the list for every boolean option.
	boolean bool
	// set reads a JSON value into o; get returns the JSON value of o's
	// field and whether it differs from the default.
	set func(o *Options, v strictjson.Value) error
	get func(o *Options) (any, bool)
	// valid reports whether o's field holds a value of the option; nil
	// when every value of the field is one (booleans, numbers).
	valid func(o *Options) bool
}

func (op option) belongs(game string) bool {
	for _, g := range op.games {
		if g == game {
			return true
		}
	}
	return false
}

func enumOption[T interface {
	~uint8
	Names() []string
}](name, ruleID string, games []string, field func(*Options) *T) option {
	values := T(0).Names() // the enum's one names table
	return option{
		name: name, games: games, rule: ruleID, values: values,
		set: func(o *Options, v strictjson.Value) error {
			s, err := v.Str(MaxNameLen)
			if err != nil {
				return badValue(rule.Facts{Sentence: rule.OptionTakesOneOf, Name: name, Detail: valueList(values), Value: v.Short()})
			}
			for i, x := range values {
				if x == s {
					*field(o) = T(i)
					return nil
				}
			}
			return badValue(rule.Facts{Sentence: rule.OptionNoValue, Name: name, Detail: valueList(values), Value: strictjson.Quote(s)})
		},
		get: func(o *Options) (any, bool) {
			v := *field(o)
			if int(v) >= len(values) {
				return fmt.Sprintf("invalid(%d)", v), true
			}
			return values[v], v != 0
		},
		valid: func(o *Options) bool { return int(*field(o)) < len(values) },
	}
}

func boolOption(name, ruleID string, games []string, field func(*Options) *bool) option {
	return option{
		name: name, games: games, rule: ruleID, boolean: true,
		set: func(o *Options, v strictjson.Value) error {
			b, ok := v.Bool()
			if !ok {
				return badValue(rule.Facts{Sentence: rule.OptionTakesBool, Name: name, Value: v.Short()})
			}
			*field(o) = b
			return nil
		},
		get: func(o *Options) (any, bool) { return *field(o), *field(o) },
	}
}

// intOption is a whole-number option whose values start at least.
func intOption(name, ruleID string, games []string, least int, field func(*Options) *int) option {
	return option{
		name: name, games: games, rule: ruleID,
		set: func(o *Options, v strictjson.Value) error {
			n, ok := v.Int()
			if !ok {
				return badValue(rule.Facts{Sentence: rule.OptionTakesNumber, Name: name, Low: least, Value: v.Short()})
			}
			if n < least {
				return badValue(rule.Facts{Sentence: rule.OptionTakesNumber, Name: name, Low: least, Value: strconv.Itoa(n)})
			}
			*field(o) = n
			return nil
		},
		get: func(o *Options) (any, bool) { return *field(o), *field(o) != 0 },
	}
}

// options returns the record options of docs/records.md in its table's order.
func options() []option {
	out := make([]option, 0, 48)
	out = append(out, tiesOption())
	out = madonnaOptions(out)
	out = blackMariaOptions(out)
	out = heartsOptions(out)
	out = sauOptions(out)
	return oldMaidOptions(out)
}

// OptionInfo describes one record option for documentation and tools.
type OptionInfo struct {
	Name  string   // the record name
	Games []string // the record names of the games that have it
	Rule  string   // the rule ID that specifies it
	// Values are the record values of an option with a list of them (an
	// enumeration's names table, or false and true), the default first;
	// nil for an option whose value is a number or an object. The rule
	// catalogue's option values are generated from them.
	Values []string
}

// OptionNames lists every record option of docs/records.md.
func OptionNames() []OptionInfo {
	var out []OptionInfo
	for _, op := range options() {
		values := append([]string(nil), op.values...)
		if op.boolean {
			values = []string{"false", "true"}
		}
		out = append(out, OptionInfo{Name: op.name, Games: append([]string(nil), op.games...), Rule: op.rule, Values: values})
	}
	return out
}

// ParseOptions reads the "options" object of a game record (docs/records.md)
// for game d. An unknown name, a name of another game, or a value of the
// wrong kind is a *rule.Violation with rule.UnknownOption; combinations
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
	all := options()
	for _, m := range members {
		name := m.Key
		if !knownOption(all, d.Name, name) {
			return o, rule.Fact(rule.UnknownOption, "", rule.NoSeat, rule.Facts{Sentence: rule.NoSuchOption,
				Game: d.messageTitle(), Name: strictjson.Quote(name),
				Detail: rule.Text{EN: optionList(d.Name, "and"), DE: optionList(d.Name, "und"), DA: optionList(d.Name, "og")}})
		}
		if m.Value.IsNull() {
			// null means the option is left out: its default, whatever
			// its type.
			continue
		}
		for _, op := range all {
			if op.name != name || !op.belongs(d.Name) {
				continue
			}
			if err := op.set(&o, m.Value); err != nil {
				en, de, da := err.Error(), err.Error(), err.Error()
				var oe *optionError
				if errors.As(err, &oe) {
					// A whole sentence after the colon: capital in German
					// and Danish.
					de = capitalFirst(oe.facts.Render(rule.NoSeat, "de"))
					da = capitalFirst(oe.facts.Render(rule.NoSeat, "da"))
				}
				return o, rule.Fact(rule.UnknownOption, op.rule, rule.NoSeat, rule.Facts{Sentence: rule.OptionValue,
					Game: d.messageTitle(), Detail: rule.Text{EN: en, DE: de, DA: da}})
			}
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

// knownOption reports whether the game with the record name game has
// the option name.
func knownOption(all []option, game, name string) bool {
	for _, op := range all {
		if op.name == name && op.belongs(game) {
			return true
		}
	}
	return false
}

// MarshalOptions returns the "options" object of a record for game d:
// every option of that game whose value differs from the default.
func MarshalOptions(d Definition, o Options) (json.RawMessage, error) {
	return marshalOptions(d.Name, o)
}

// marshalOptions returns the "options" object of the game with the
// record name game.
func marshalOptions(game string, o Options) (json.RawMessage, error) {
	m := map[string]any{}
	for _, op := range options() {
		if !op.belongs(game) {
			continue
		}
		if v, set := op.get(&o); set {
			m[op.name] = v
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
	ops := options()
	for _, op := range ops {
		if op.valid != nil && !op.valid(&o) {
			return badOptions(op.rule, rule.Facts{Sentence: rule.OptionInvalid, Name: op.name})
		}
		if _, set := op.get(&o); set && !op.belongs(g.Name) {
			return badOptions(op.rule, rule.Facts{Sentence: rule.OptionOfOtherGame, Name: op.name, Game: title})
		}
	}
	if o.Announcements > TurnBased || (o.Announcements != OutOfTurn && !g.Announces) {
		return badOptions(moduleRefs().Announcements.Refs.Rounds, rule.Facts{Sentence: rule.AnnouncementRounds})
	}
	if o.Ties > TiesPlayOn || (o.Ties != TiesShared && g.SharedTies) {
		return badOptions(optionRule(ops, "ties"), rule.Facts{Sentence: rule.SauTiesShared})
	}
	if o.Target < 0 || o.Deals < 0 {
		return badOptions(optionRule(ops, "target")+", "+optionRule(ops, "deals"), rule.Facts{Sentence: rule.NegativeMatchEnd})
	}
	for n, l := range o.Limits {
		if l < 0 || (l != 0 && (n < 3 || n > 6)) {
			return badOptions(optionRule(ops, "limits"), rule.Facts{Sentence: rule.MadonnaLimits})
		}
	}
	if g.Check != nil {
		return g.Check(o)
	}
	return nil
}

// optionRule returns the rule of the record option name in ops, the
// option table: the rule a common check of its value cites.
func optionRule(ops []option, name string) string {
	for _, op := range ops {
		if op.name == name {
			return op.rule
		}
	}
	return ""
}

// badOptions is the bad-options violation of the rule ref with the facts
// of the case; its message is rendered from the rule catalogue.
func badOptions(ref string, f rule.Facts) error {
	return rule.Fact(rule.BadOptions, ref, rule.NoSeat, f)
}

// optionList names the record options of the game with the record name
// game for an error that must name the valid ones: "a, b and c" with and the word for "and".
func optionList(game, and string) string {
	var names []string
	for _, op := range options() {
		if op.belongs(game) {
			names = append(names, op.name)
		}
	}
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + and + " " + names[len(names)-1]
}
