package record

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/sentence"
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

// both is a text that is the same in every language, such as a key or a
// path in the record.
func both(s string) rule.Text { return rule.Text{EN: s, DE: s, DA: s} }

// place returns f with what, a place in the record ("the record" or a
// path such as deals[0].hands), as its Where and Within: "the record"
// is "Die Aufzeichnung" and "der Aufzeichnung" in German, "protokollen"
// in Danish.
func place(what string, f rule.Facts) rule.Facts {
	f.Where, f.Within = both(what), both(what)
	if what == "the record" {
		f.Where.DE, f.Within.DE = "Die Aufzeichnung", "der Aufzeichnung"
		f.Where.DA, f.Within.DA = "protokollen", "protokollen"
	}
	return f
}

// Decode reads one record from r (at most MaxSize bytes) with Parse.
// When r is a regular file (an *os.File, or any reader with a Stat
// method), it reads it into a buffer of the file's size, so that a
// record read from a file takes no more memory than its length.
func Decode(r io.Reader) (*Record, error) {
	b, err := readAll(io.LimitReader(r, MaxSize+1), sizeOf(r))
	if err != nil {
		return nil, at(-1, -1, badRecord(rule.Facts{Sentence: sentence.RecordUnreadable, Detail: both(strictjson.Quote(err.Error()))}))
	}
	return Parse(b)
}

// sizeOf returns the size of r when r is a regular file no longer than
// MaxSize+1 bytes, else 0.
func sizeOf(r io.Reader) int {
	f, ok := r.(interface{ Stat() (fs.FileInfo, error) })
	if !ok {
		return 0
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() > MaxSize+1 {
		return 0
	}
	return int(st.Size())
}

// readAll is io.ReadAll into a buffer made for size bytes, and one more
// to see the end.
func readAll(r io.Reader, size int) ([]byte, error) {
	if size == 0 {
		return io.ReadAll(r)
	}
	b := make([]byte, 0, size+1)
	for {
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // the file has grown
		}
	}
}

// Parse reads a record strictly (see the package documentation) within
// the limits MaxSize, MaxDeals, MaxActions, MaxString, MaxNumber and
// MaxOptionValue. It reads b front to back without copying it, and ends
// at the first key an object does not have or gives twice without
// reading on; it allocates at most 3 times the bytes of b plus 4 MiB,
// whatever their shape (the package documentation gives the bounds and
// the tests that hold them). Every error is an
// *Error: bad-record for JSON that is not a record of format 1 (not
// JSON, an unknown or repeated field, a value of the wrong type or null
// where a value is required, a seat or dealer that is not a seat of the
// table, no deals, a limit exceeded), bad-card for a card that cannot be
// read, unknown-game, unknown-option, bad-options for a table size the
// game is not played at or options that cannot go together
// (games.Validate), and bad-deal for a deal whose number of hands is
// not the table's. Its messages quote at most a short prefix of any bad
// input. Whether the deals are deals of the game and the actions legal
// is for Judge.
func Parse(b []byte) (*Record, error) {
	return parse(context.Background(), b)
}

// recordKeys are the fields of a record, in the order Parse reads them.
var recordKeys = []string{"game", "seats", "options", "totals", "out", "carry", "dealsPlayed", "deals"}

// The indexes of recordKeys.
const (
	keyGame = iota
	keySeats
	keyOptions
	keyTotals
	keyOut
	keyCarry
	keyDealsPlayed
	keyDeals
)

// parse is Parse that stops with ctx's error when ctx is done: the
// reader asks ctx every strictjson.CheckEvery bytes.
func parse(ctx context.Context, b []byte) (*Record, error) {
	if len(b) > MaxSize {
		return nil, at(-1, -1, badRecord(rule.Facts{Sentence: sentence.RecordTooLong, Want: MaxSize}))
	}
	r := newReader(ctx)
	if err := r.check(); err != nil {
		return nil, err
	}
	rec, err := r.record(b)
	if r.err != nil {
		return nil, r.err
	}
	return rec, err
}

// record reads the record b: its fields first, each checked as JSON on
// the way (the deals too) but read only after the last, so that the game,
// the table and the options are known before any deal is looked at.
func (r *reader) record(b []byte) (*Record, error) {
	r.b = b
	d := r.decoder(b)
	var top fields
	if verr := r.object(d, "the record", recordKeys, &top); verr != nil {
		return nil, at(-1, -1, verr)
	}
	if err := d.End(); err != nil {
		return nil, at(-1, -1, jsonError(b, err))
	}
	// The game, the table, the options and the match so far: the whole
	// record is at fault.
	rec, verr := r.table(&top)
	if verr == nil {
		verr = r.matchSoFar(&top, rec)
	}
	if verr != nil {
		return nil, at(-1, -1, verr)
	}
	dealsRaw, verr := top.required(keyDeals, recordKeys, "the record")
	if verr != nil {
		return nil, at(-1, -1, verr)
	}
	if dealsRaw.Kind() != strictjson.Array {
		return nil, at(-1, -1, notA("\"deals\"", anArray, dealsRaw))
	}
	switch n := top.n[keyDeals]; {
	case n == 0:
		return nil, at(-1, -1, badRecord(rule.Facts{Sentence: sentence.DealsEmpty}))
	case n > MaxDeals:
		return nil, at(-1, -1, badRecord(rule.Facts{Sentence: sentence.TooManyDeals, Count: n, Want: MaxDeals}))
	}
	rec.Deals = make([]Deal, top.n[keyDeals])
	if err := r.deals(dealsRaw, rec.Seats, rec.Deals); err != nil {
		return nil, err
	}
	return rec, nil
}

// table reads the game, the table size and the options of the record's
// fields top, and checks that the game is played at that size with those
// options (bad-options before any deal is looked at).
func (r *reader) table(top *fields) (*Record, *rule.Violation) {
	rec := &Record{}
	gameRaw, verr := top.required(keyGame, recordKeys, "the record")
	if verr != nil {
		return nil, verr
	}
	name, verr := str(gameRaw, "\"game\"", rule.Text{EN: "a game name such as \"hearts\"", DE: "ein Spielname wie \"hearts\"", DA: "et spilnavn som \"hearts\""})
	if verr != nil {
		return nil, verr
	}
	id, ok := games.ParseID(name)
	if !ok {
		return nil, rule.Fact(rule.UnknownGame, "", rule.NoSeat, rule.Facts{Sentence: sentence.UnknownGameName, Name: strictjson.Quote(name)})
	}
	rec.Game = id
	seatsRaw, verr := top.required(keySeats, recordKeys, "the record")
	if verr != nil {
		return nil, verr
	}
	if rec.Seats, verr = whole(seatsRaw, "\"seats\""); verr != nil {
		return nil, verr
	}
	if optRaw := top.optional(keyOptions); optRaw != nil {
		o, verr := r.options(id, optRaw)
		if verr != nil {
			return nil, verr
		}
		rec.Options = o
	} else if o, err := games.Own(id, nil); err == nil {
		rec.Options = o // absent or null reads as {}: the game's defaults
	}
	if err := games.Validate(id, rec.Seats, rec.Options); err != nil {
		return nil, violation(err)
	}
	return rec, nil
}

// matchSoFar reads into rec the fields of top that resume a match (the
// totals, the seats out, the carry and the deals played) and checks them
// against the game.
func (r *reader) matchSoFar(top *fields, rec *Record) *rule.Violation {
	for _, f := range []struct {
		key int
		dst *[]int
	}{{keyTotals, &rec.Totals}, {keyOut, &rec.Out}, {keyCarry, &rec.Carry}} {
		if err := r.intList(top, f.key, f.dst, rec.Seats); err != nil {
			return err
		}
	}
	if raw := top.optional(keyDealsPlayed); raw != nil {
		var verr *rule.Violation
		if rec.DealsPlayed, verr = bounded(raw, "\"dealsPlayed\""); verr != nil {
			return verr
		}
	}
	return matchFields(rec)
}

// matchFields checks the fields of a record that belong to one game
// only, or whose range depends on the game.
func matchFields(rec *Record) *rule.Violation {
	traits := games.TraitsOf(rec.Game, rec.Options)
	if rec.Out != nil && !traits.Eliminates {
		return badRecord(rule.Facts{Sentence: sentence.OutOnlySau})
	}
	if rec.Carry != nil && !traits.Carries {
		return badRecord(rule.Facts{Sentence: sentence.CarryOnlySplit})
	}
	if traits.NeverNegative {
		for s, t := range rec.Totals {
			if t < 0 {
				return badRecord(rule.Facts{Sentence: sentence.NegativeTotal, Other: s, Count: t, Game: both(rec.Game.Title())})
			}
		}
	}
	if rec.DealsPlayed < 0 {
		return badRecord(rule.Facts{Sentence: sentence.DealsPlayedNegative, Count: rec.DealsPlayed})
	}
	return nil
}

// jsonError turns a syntax error into bad-record with the line and
// column.
func jsonError(b []byte, err error) *rule.Violation {
	var syn *strictjson.SyntaxError
	if !errors.As(err, &syn) {
		return badRecord(rule.Facts{Sentence: sentence.RecordNoJSON})
	}
	if len(strings.TrimSpace(string(b[:min(len(b), 64)]))) == 0 && syn.Offset >= len(b) {
		return badRecord(rule.Facts{Sentence: sentence.RecordEmpty})
	}
	line, col := syn.Line(b)
	return badRecord(rule.Facts{Sentence: sentence.RecordSyntax, Detail: rule.Text{EN: syn.Msg, DE: syn.MsgDE, DA: syn.MsgDA}, Count: line, Want: col})
}

// anArray is what an array is called in a message.
var anArray = rule.Text{EN: "an array", DE: "ein Array", DA: "et array"}

// notA is the bad-record of a value of the wrong type at what, which
// should be want.
func notA(what string, want rule.Text, v strictjson.Value) *rule.Violation {
	return badRecord(place(what, rule.Facts{Sentence: sentence.MustBeKind, Detail: want, Found: kindName(v.Kind())}))
}

// kindName names the kind of a JSON value in every language.
func kindName(k strictjson.Kind) rule.Text {
	return rule.Text{EN: k.Name(), DE: k.NameDE(), DA: k.NameDA()}
}

// str reads a string of at most MaxString bytes.
func str(v strictjson.Value, what string, want rule.Text) (string, *rule.Violation) {
	s, err := v.Str(MaxString)
	if err != nil {
		return "", badRecord(place(what, rule.Facts{Sentence: sentence.MustBeValue, Detail: want, Value: v.Short()}))
	}
	return s, nil
}

// whole reads a whole number.
func whole(v strictjson.Value, what string) (int, *rule.Violation) {
	n, ok := v.Int()
	if !ok {
		return 0, badRecord(place(what, rule.Facts{Sentence: sentence.MustBeWhole, Value: v.Short()}))
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
		return 0, badRecord(place(what, rule.Facts{Sentence: sentence.MustBeWhole, Value: v.Short()}))
	}
	return 0, badRecord(place(what, rule.Facts{Sentence: sentence.MustBeValue, Value: v.Short(),
		Detail: rule.Text{EN: "a whole number from -1,000,000,000 to 1,000,000,000", DE: "eine ganze Zahl von -1.000.000.000 bis 1.000.000.000",
			DA: "et helt tal fra -1.000.000.000 til 1.000.000.000"}}))
}

// seatOf reads a seat number of a table of seats; what names it in a
// message, and is called only for one.
func seatOf(v strictjson.Value, seats int, what func() string) (int, *rule.Violation) {
	s, ok := v.Int()
	if !ok {
		_, err := whole(v, what())
		return 0, err
	}
	if s < 0 || s >= seats {
		return 0, badRecord(place(what(), rule.Facts{Sentence: sentence.SeatOutOfRange, Count: s, Seats: seats}))
	}
	return s, nil
}

// violation returns err as a *rule.Violation; an error of another kind
// (which the engine should never return for input) is bad-record.
func violation(err error) *rule.Violation {
	var v *rule.Violation
	if errors.As(err, &v) {
		return v
	}
	return badRecord(rule.Facts{Sentence: sentence.CannotJudge, Detail: both(strictjson.Quote(err.Error()))})
}
