package record

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// The limits on a record, which every reader of one (Parse, Decode,
// Referee, Record.UnmarshalJSON) enforces before it looks further: what
// is beyond them is bad-record. The longest real match is a few hundred
// kilobytes, a few dozen deals of at most a few hundred actions.
const (
	// MaxSize is the longest record, in bytes (16 MiB).
	MaxSize = 16 << 20
	// MaxDeals is the most deals a record may hold.
	MaxDeals = 10_000
	// MaxActions is the most actions one deal may hold.
	MaxActions = 4096
	// MaxString is the longest string value (a game name, a card, an
	// option value), in bytes of its JSON form.
	MaxString = variant.MaxNameLen
	// MaxNumber bounds every number of a record: "totals", "carry" and
	// "dealsPlayed" lie between -MaxNumber and MaxNumber (else
	// bad-record), and the options "target" and "deals" and each
	// "limits" entry are at most MaxNumber (else unknown-option), so
	// that no sum of scores a match of MaxDeals deals can make leaves
	// the range of an int. Seats, dealers and action seats have their
	// own, smaller bounds.
	MaxNumber = 1_000_000_000
)

// Error is a fault in a record: where it is and which rule it breaks.
// Deal and Action are 0-based indexes into the record, nil when the whole
// record is at fault (Action is nil for match-over, wrong-dealer and
// bad-deal). It unwraps to the *rule.Violation, so errors.Is(err,
// rule.BadCard) and errors.As work.
type Error struct {
	Deal      *int
	Action    *int
	Violation *rule.Violation
}

// Error implements error: the place, the rule identifier, the the rule book
// reference and the English message.
func (e *Error) Error() string {
	where := "record"
	if e.Deal != nil {
		where = fmt.Sprintf("deal %d", *e.Deal)
		if e.Action != nil {
			where += fmt.Sprintf(", action %d", *e.Action)
		}
	}
	return where + ": " + e.Violation.Error()
}

// Unwrap returns the violation.
func (e *Error) Unwrap() error { return e.Violation }

// at returns an *Error at deal d and action a (-1: none).
func at(d, a int, v *rule.Violation) *Error {
	e := &Error{Violation: v}
	if d >= 0 {
		e.Deal = &d
		if a >= 0 {
			e.Action = &a
		}
	}
	return e
}

// badRecord returns the bad-record violation told by facts.
func badRecord(f rule.Facts) *rule.Violation { return rule.Fact(rule.BadRecord, "", rule.NoSeat, f) }

// both is a text that is the same in English and German, such as a key
// or a path in the record.
func both(s string) rule.Text { return rule.Text{EN: s, DE: s} }

// place returns f with what, a place in the record ("the record" or a
// path such as deals[0].hands), as its Where and Within: "the record"
// is "Die Aufzeichnung" and "der Aufzeichnung" in German.
func place(what string, f rule.Facts) rule.Facts {
	f.Where, f.Within = both(what), both(what)
	if what == "the record" {
		f.Where.DE, f.Within.DE = "Die Aufzeichnung", "der Aufzeichnung"
	}
	return f
}

// Decode reads one record from r (at most MaxSize bytes) with Parse.
func Decode(r io.Reader) (*Record, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, at(-1, -1, badRecord(rule.Facts{Sentence: rule.RecordUnreadable, Detail: both(strictjson.Quote(err.Error()))}))
	}
	return Parse(b)
}

// Parse reads a record strictly (see the package documentation) within
// the limits MaxSize, MaxDeals, MaxActions and MaxString. It reads b in
// one linear pass per level of nesting, without copying it: the Record
// it returns takes at most about twice the bytes of b. Every error is an
// *Error: bad-record for JSON that is not a record of format 1 (not
// JSON, an unknown or repeated field, a value of the wrong type or null
// where a value is required, a seat or dealer that is not a seat of the
// table, no deals, a limit exceeded), bad-card for a card that cannot be
// read, unknown-game, unknown-option, bad-options for a table size the
// game is not played at or options that cannot go together
// (variant.Validate), and bad-deal for a deal whose number of hands is
// not the table's. Its messages quote at most a short prefix of any bad
// input. Whether the deals are deals of the game and the actions legal
// is for Judge.
func Parse(b []byte) (*Record, error) {
	if len(b) > MaxSize {
		return nil, at(-1, -1, badRecord(rule.Facts{Sentence: rule.RecordTooLong, Want: MaxSize}))
	}
	root, err := strictjson.Parse(b)
	if err != nil {
		return nil, at(-1, -1, jsonError(b, err))
	}
	top, verr := object(root, "the record")
	if verr != nil {
		return nil, at(-1, -1, verr)
	}
	if err := onlyKeys(top, "the record", "game", "seats", "options", "totals", "out", "carry", "dealsPlayed", "deals"); err != nil {
		return nil, at(-1, -1, err)
	}
	rec := &Record{}

	// The game, the table and the options: the whole record is at fault.
	gameRaw, verr := required(top, "game", "the record")
	if verr != nil {
		return nil, at(-1, -1, verr)
	}
	name, verr := str(gameRaw, "\"game\"", rule.Text{EN: "a game name such as \"hearts\"", DE: "ein Spielname wie \"hearts\""})
	if verr != nil {
		return nil, at(-1, -1, verr)
	}
	id, ok := variant.ParseID(name)
	if !ok {
		return nil, at(-1, -1, rule.Fact(rule.UnknownGame, "", rule.NoSeat, rule.Facts{Sentence: rule.UnknownGameName, Name: strictjson.Quote(name)}))
	}
	rec.Game = id
	seatsRaw, verr := required(top, "seats", "the record")
	if verr != nil {
		return nil, at(-1, -1, verr)
	}
	if rec.Seats, verr = whole(seatsRaw, "\"seats\""); verr != nil {
		return nil, at(-1, -1, verr)
	}
	if optRaw := top.get("options"); optRaw != nil && !optRaw.IsNull() {
		o, err := variant.ParseOptions(id, []byte(optRaw))
		if err != nil {
			return nil, at(-1, -1, violation(err))
		}
		if err := optionRange(id, o); err != nil {
			return nil, at(-1, -1, err)
		}
		rec.Options = o
	}
	// A table size the game is not played at is bad-options before any
	// deal is looked at.
	if err := variant.Validate(id, rec.Seats, rec.Options); err != nil {
		return nil, at(-1, -1, violation(err))
	}
	for _, f := range []struct {
		key string
		dst *[]int
	}{{"totals", &rec.Totals}, {"out", &rec.Out}, {"carry", &rec.Carry}} {
		if raw := top.get(f.key); raw != nil && !raw.IsNull() {
			if err := intList(raw, f.dst, fmt.Sprintf("%q", f.key), rec.Seats, f.key != "out"); err != nil {
				return nil, at(-1, -1, err)
			}
		}
	}
	if raw := top.get("dealsPlayed"); raw != nil && !raw.IsNull() {
		if rec.DealsPlayed, verr = bounded(raw, "\"dealsPlayed\""); verr != nil {
			return nil, at(-1, -1, verr)
		}
	}
	if err := matchFields(rec); err != nil {
		return nil, at(-1, -1, err)
	}
	dealsRaw, verr := required(top, "deals", "the record")
	if verr != nil {
		return nil, at(-1, -1, verr)
	}
	if dealsRaw.Kind() != strictjson.Array {
		return nil, at(-1, -1, notA("\"deals\"", anArray, dealsRaw))
	}
	n := dealsRaw.Len()
	switch {
	case n == 0:
		return nil, at(-1, -1, badRecord(rule.Facts{Sentence: rule.DealsEmpty}))
	case n > MaxDeals:
		return nil, at(-1, -1, badRecord(rule.Facts{Sentence: rule.TooManyDeals, Count: n, Want: MaxDeals}))
	}
	rec.Deals = make([]Deal, n)
	var derr error
	_ = dealsRaw.Elements(func(i int, raw strictjson.Value) error {
		derr = parseDeal(raw, rec.Seats, i, &rec.Deals[i])
		return derr
	})
	if derr != nil {
		return nil, derr
	}
	return rec, nil
}

// matchFields checks the fields of a record that belong to one game
// only, or whose range depends on the game.
func matchFields(rec *Record) *rule.Violation {
	traits := variant.TraitsOf(rec.Game, rec.Options)
	if rec.Out != nil && !traits.Eliminates {
		return badRecord(rule.Facts{Sentence: rule.OutOnlySau})
	}
	if rec.Carry != nil && !traits.Carries {
		return badRecord(rule.Facts{Sentence: rule.CarryOnlySplit})
	}
	if traits.NeverNegative {
		for s, t := range rec.Totals {
			if t < 0 {
				return badRecord(rule.Facts{Sentence: rule.NegativeTotal, Other: s, Count: t, Game: both(rec.Game.Title())})
			}
		}
	}
	if rec.DealsPlayed < 0 {
		return badRecord(rule.Facts{Sentence: rule.DealsPlayedNegative, Count: rec.DealsPlayed})
	}
	return nil
}

// jsonError turns a syntax error into bad-record with the line and
// column.
func jsonError(b []byte, err error) *rule.Violation {
	var syn *strictjson.SyntaxError
	if !errors.As(err, &syn) {
		return badRecord(rule.Facts{Sentence: rule.RecordNoJSON})
	}
	if len(strings.TrimSpace(string(b[:min(len(b), 64)]))) == 0 && syn.Offset >= len(b) {
		return badRecord(rule.Facts{Sentence: rule.RecordEmpty})
	}
	line, col := syn.Line(b)
	return badRecord(rule.Facts{Sentence: rule.RecordSyntax, Detail: rule.Text{EN: syn.Msg, DE: syn.MsgDE}, Count: line, Want: col})
}

// members is a JSON object's members in order.
type members []strictjson.Member

// get returns the value of key, or nil.
func (m members) get(key string) strictjson.Value {
	for _, x := range m {
		if x.Key == key {
			return x.Value
		}
	}
	return nil
}

// object reads a JSON object, refusing a repeated key.
func object(v strictjson.Value, what string) (members, *rule.Violation) {
	if v.Kind() != strictjson.Object {
		return nil, notA(what, rule.Text{EN: "a JSON object", DE: "ein JSON-Objekt"}, v)
	}
	m, err := v.Members()
	if err != nil {
		var dup *strictjson.DuplicateKeyError
		if errors.As(err, &dup) {
			return nil, badRecord(place(what, rule.Facts{Sentence: rule.KeyTwice, Key: strictjson.Quote(dup.Key)}))
		}
		return nil, badRecord(place(what, rule.Facts{Sentence: rule.NotValidObject}))
	}
	return members(m), nil
}

// anArray is what an array is called in a message.
var anArray = rule.Text{EN: "an array", DE: "ein Array"}

// notA is the bad-record of a value of the wrong type at what, which
// should be want.
func notA(what string, want rule.Text, v strictjson.Value) *rule.Violation {
	return badRecord(place(what, rule.Facts{Sentence: rule.MustBeKind, Detail: want, Found: rule.Text{EN: v.Kind().Name(), DE: v.Kind().NameDE()}}))
}

// onlyKeys refuses a member that is not one of keys.
func onlyKeys(m members, what string, keys ...string) *rule.Violation {
	for _, x := range m {
		found := false
		for _, k := range keys {
			if x.Key == k {
				found = true
			}
		}
		if !found {
			return badRecord(place(what, rule.Facts{Sentence: rule.UnknownField, Key: strictjson.Quote(x.Key), Detail: both(strings.Join(keys, ", "))}))
		}
	}
	return nil
}

// required returns the value of a required key: absent or null is
// bad-record.
func required(m members, key, what string) (strictjson.Value, *rule.Violation) {
	v := m.get(key)
	if v == nil {
		return nil, badRecord(place(what, rule.Facts{Sentence: rule.HasNoKey, Key: key}))
	}
	if v.IsNull() {
		return nil, badRecord(place(what, rule.Facts{Sentence: rule.KeyNull, Key: key}))
	}
	return v, nil
}

// str reads a string of at most MaxString bytes.
func str(v strictjson.Value, what string, want rule.Text) (string, *rule.Violation) {
	s, err := v.Str(MaxString)
	if err != nil {
		return "", badRecord(place(what, rule.Facts{Sentence: rule.MustBeValue, Detail: want, Value: v.Short()}))
	}
	return s, nil
}

// whole reads a whole number.
func whole(v strictjson.Value, what string) (int, *rule.Violation) {
	n, ok := v.Int()
	if !ok {
		return 0, badRecord(place(what, rule.Facts{Sentence: rule.MustBeWhole, Value: v.Short()}))
	}
	return n, nil
}

// bounded reads a whole number from -MaxNumber to MaxNumber.
func bounded(v strictjson.Value, what string) (int, *rule.Violation) {
	n, ok := v.Int()
	if ok && n >= -MaxNumber && n <= MaxNumber {
		return n, nil
	}
	if !ok && !v.Integer() {
		return 0, badRecord(place(what, rule.Facts{Sentence: rule.MustBeWhole, Value: v.Short()}))
	}
	return 0, badRecord(place(what, rule.Facts{Sentence: rule.MustBeValue, Value: v.Short(),
		Detail: rule.Text{EN: "a whole number from -1,000,000,000 to 1,000,000,000", DE: "eine ganze Zahl von -1.000.000.000 bis 1.000.000.000"}}))
}

// optionRange refuses, as unknown-option, an option "target" or
// "deals" or a "limits" entry above MaxNumber; variant.ParseOptions has
// checked their lower bounds.
func optionRange(id variant.ID, o variant.Options) *rule.Violation {
	refuse := func(ref string, en, de string) *rule.Violation {
		return rule.Fact(rule.UnknownOption, ref, rule.NoSeat, rule.Facts{Sentence: rule.OptionValue,
			Game: both(id.Title()), Detail: rule.Text{EN: en, DE: de}})
	}
	for _, f := range []struct {
		name, ref string
		n, least  int
	}{{"target", "BM-A4", o.Target, 1}, {"deals", "BM-O5", o.Deals, 0}} {
		if f.n > MaxNumber {
			return refuse(f.ref,
				fmt.Sprintf("the option %q takes a whole number from %d to 1,000,000,000, not %d", f.name, f.least, f.n),
				fmt.Sprintf("die Option %q erlaubt eine ganze Zahl von %d bis 1.000.000.000, nicht %d", f.name, f.least, f.n))
		}
	}
	for seats, l := range o.Limits {
		if l > MaxNumber {
			return refuse("MAD-A11",
				fmt.Sprintf(`option "limits": the limit for %d seats must be a whole number from 1 to 1,000,000,000, not %d`, seats, l),
				fmt.Sprintf(`Option "limits": die Grenze für %d Spieler muss eine ganze Zahl von 1 bis 1.000.000.000 sein, nicht %d`, seats, l))
		}
	}
	return nil
}

// intList reads an array of whole numbers, each from -MaxNumber to
// MaxNumber when inRange; totals and carry have one per seat and out at
// most one per seat, which Parse checks before it makes room for them.
func intList(v strictjson.Value, dst *[]int, what string, seats int, inRange bool) *rule.Violation {
	if v.Kind() != strictjson.Array {
		return notA(what, anArray, v)
	}
	if n := v.Len(); n > seats {
		return badRecord(place(what, rule.Facts{Sentence: rule.ListTooLong, Count: n, Seats: seats}))
	}
	out := make([]int, 0, seats)
	var bad *rule.Violation
	_ = v.Elements(func(i int, e strictjson.Value) error {
		read := whole
		if inRange {
			read = bounded
		}
		n, err := read(e, fmt.Sprintf("%s[%d]", what, i))
		if err != nil {
			bad = err
			return err
		}
		out = append(out, n)
		return nil
	})
	if bad != nil {
		return bad
	}
	*dst = out
	return nil
}

// seatOf reads a seat number of a table of seats.
func seatOf(v strictjson.Value, seats int, what string) (int, *rule.Violation) {
	s, err := whole(v, what)
	if err != nil {
		return 0, err
	}
	if s < 0 || s >= seats {
		return 0, badRecord(place(what, rule.Facts{Sentence: rule.SeatOutOfRange, Count: s, Seats: seats}))
	}
	return s, nil
}

// cardOf reads one card: a string card.Parse accepts, else bad-card (or
// bad-record for a value that is not a string at all).
func cardOf(v strictjson.Value, what string) (card.Card, *rule.Violation) {
	if v.Kind() != strictjson.String {
		return 0, badRecord(place(what, rule.Facts{Sentence: rule.MustBeCard, Value: v.Short()}))
	}
	text, err := v.Text(MaxString)
	var c card.Card
	if err == nil {
		err = c.UnmarshalText(text)
	}
	if err != nil {
		return 0, rule.Fact(rule.BadCard, "", rule.NoSeat, place(what, rule.Facts{Sentence: rule.CardUnreadable, Value: v.Short()}))
	}
	return c, nil
}

// cardList reads an array of cards, keeping order and repeats.
func cardList(v strictjson.Value, what string) ([]card.Card, *rule.Violation) {
	if v.Kind() != strictjson.Array {
		return nil, notA(what, anArray, v)
	}
	out := make([]card.Card, 0, v.Len())
	var bad *rule.Violation
	_ = v.Elements(func(i int, e strictjson.Value) error {
		c, err := cardOf(e, what)
		if err != nil {
			// Name the element only now: most cards read.
			_, bad = cardOf(e, fmt.Sprintf("%s[%d]", what, i))
			return err
		}
		out = append(out, c)
		return nil
	})
	return out, bad
}

func parseDeal(raw strictjson.Value, seats, i int, d *Deal) error {
	where := fmt.Sprintf("deals[%d]", i)
	m, err := object(raw, where)
	if err != nil {
		return at(i, -1, err)
	}
	if err := onlyKeys(m, where, "dealer", "hands", "stock", "actions"); err != nil {
		return at(i, -1, err)
	}
	dealer, err := required(m, "dealer", where)
	if err != nil {
		return at(i, -1, err)
	}
	if d.Dealer, err = seatOf(dealer, seats, where+".dealer"); err != nil {
		return at(i, -1, err)
	}
	hraw, err := required(m, "hands", where)
	if err != nil {
		return at(i, -1, err)
	}
	if hraw.Kind() != strictjson.Array {
		return at(i, -1, notA(where+".hands", anArray, hraw))
	}
	if n := hraw.Len(); n != seats {
		return at(i, -1, rule.Fact(rule.BadDeal, "", rule.NoSeat, rule.Facts{Sentence: rule.HandCount, Count: n, Seats: seats}))
	}
	d.Hands = make([][]card.Card, seats)
	var herr *rule.Violation
	_ = hraw.Elements(func(s int, h strictjson.Value) error {
		d.Hands[s], herr = cardList(h, where+".hands["+strconv.Itoa(s)+"]")
		if herr != nil {
			return herr
		}
		return nil
	})
	if herr != nil {
		return at(i, -1, herr)
	}
	if sraw := m.get("stock"); sraw != nil && !sraw.IsNull() {
		if d.Stock, err = cardList(sraw, where+".stock"); err != nil {
			return at(i, -1, err)
		}
	}
	araw, err := required(m, "actions", where)
	if err != nil {
		return at(i, -1, err)
	}
	if araw.Kind() != strictjson.Array {
		return at(i, -1, notA(where+".actions", anArray, araw))
	}
	if n := araw.Len(); n > MaxActions {
		return at(i, -1, badRecord(place(where, rule.Facts{Sentence: rule.TooManyActions, Count: n, Want: MaxActions})))
	} else {
		d.Actions = make([]variant.Move, 0, n)
	}
	var aerr error
	_ = araw.Elements(func(j int, a strictjson.Value) error {
		mv, err := parseAction(a, seats)
		if err != nil {
			// Name the action only now: most actions read.
			f := err.Facts
			f.At = both(fmt.Sprintf("%s.actions[%d]: ", where, j))
			aerr = at(i, j, rule.Fact(err.ID, err.Ref, err.Seat, f))
			return aerr
		}
		d.Actions = append(d.Actions, mv)
		return nil
	})
	return aerr
}

// parseAction reads one docs/records.md action with variant.ParseMove, the
// reader Move.UnmarshalJSON uses too, and refuses the engine's moves that
// records never hold (decline, drawAt, take).
func parseAction(raw strictjson.Value, seats int) (variant.Move, *rule.Violation) {
	m, err := variant.ParseMove([]byte(raw), seats)
	if err != nil {
		return variant.Move{}, violation(err)
	}
	switch m.Kind {
	case variant.Decline, variant.DrawAt, variant.Take:
		return variant.Move{}, badRecord(rule.Facts{Sentence: rule.EngineMove, Name: m.Kind.String()})
	}
	return m, nil
}

// violation returns err as a *rule.Violation; an error of another kind
// (which the engine should never return for input) is bad-record.
func violation(err error) *rule.Violation {
	var v *rule.Violation
	if errors.As(err, &v) {
		return v
	}
	return badRecord(rule.Facts{Sentence: rule.CannotJudge, Detail: both(strictjson.Quote(err.Error()))})
}
