// Package record reads, writes and judges game records: the JSON documents
// of the record format (format 1: [records], docs/records.md) that say which
// game was played, with which options, who held which cards and every
// action in order. Parse and Decode read a record strictly, Judge replays
// it through the game engine of package variant and returns the Verdict of
// docs/records.md, and a Recorder writes the record of a game being played.
//
// The referee (cmd/referee) is Referee plus a command line: one
// record in, one verdict out, exit code Verdict.Exit. Judge has no rules
// of its own: every action is applied with variant.Game.Apply, every deal
// is checked by variant.Game.DealCards, and the first rule an action
// breaks is the one the engine names, with the ID of its rule in the
// [rule book] (German: [Regelbuch], Danish: [regelbog]) in the violation's Ref, such as TT-2
// or MAD-R7 (REFEREE.md at the project root lists them with the rules of
// the catalogue behind them). The record's own checks of a match in
// progress cite SAU-R8 ("out") and SAU-A12 ("carry"); the dealer of
// each deal is the engine's C-8.
//
// Reading is strict, as the format asks (refuse what is not understood
// rather than guess): an unknown field, a field
// given twice, a value of the wrong JSON type or an action with anything
// but "seat" and one action key is bad-record; a card that cannot be read
// is bad-card; an unknown game or option is unknown-game or
// unknown-option; options that cannot go together, or a table size the
// game is not played at, are bad-options. All of these (exit 2) are found
// before any action is replayed.
//
// # Limits
//
// Every reader of a record (Parse, Decode, Referee, RefereeContext,
// Record.UnmarshalJSON) may be handed untrusted input. It refuses, as
// bad-record, a record longer than MaxSize bytes, with more than MaxDeals
// deals or more than MaxActions actions in a deal, an action longer than
// variant.MaxMoveSize bytes, a string value longer than MaxString bytes,
// nesting deeper than the format's, and totals, carry or dealsPlayed
// beyond ±MaxNumber; an option above MaxNumber, or an option value longer
// than MaxOptionValue bytes, is unknown-option.
//
// It reads a record front to back, once, without copying it (the deals
// and actions a few times over: time linear in the input), and stops at
// the first key that an object of the format does not have or gives
// twice, without reading on. Whatever the shape of the input (objects of
// many keys, long arrays, long strings, many numbers, deep nesting, the
// most deals and actions the limits let through), Parse allocates at
// most 3 times the bytes of the record plus 4 MiB (the fixed cost of a
// call, and of MaxDeals empty deals), Referee at most 6 times plus 4 MiB:
// TestBoundsEveryShape and FuzzReadBounds hold both, and TestParseMemory
// holds 3x and 6x without the fixed part on a legal record (measured:
// 2.5x and 5.4x). The referee program, its verdict included, peaks at 4
// to 7 times its input (63 MB for a legal record of 14.8 MB laid out for
// people, 71 MB for one of 9.9 MB on one line, 20 MB for an object of
// 16.6 MB whose first key is unknown). A message quotes at most a short
// prefix (32 bytes) of any bad input, so a verdict stays under a
// kilobyte whatever was sent.
//
// RefereeContext asks its context before it reads and every
// strictjson.CheckEvery (16 KiB) bytes it reads, JudgeContext before
// each deal and every 64 actions; both compare the deadline with the
// clock as well, so that a deadline is honoured within a few
// milliseconds whatever the input (TestBoundsEveryShape allows 50 ms on
// a loaded machine; a millisecond or two is usual).
//
// [records]: https://github.com/blackqueen/rules/blob/main/docs/records.md
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/variant"
)

// Record is a game record (docs/records.md "The record"). The zero values of
// the optional fields mean what their absence means: Totals, Out and
// Carry nil are all zero and nobody out, DealsPlayed 0.
type Record struct {
	// Game is the game played.
	Game games.ID
	// Seats is the number of seats at the table.
	Seats int
	// Options are the table's options. Judge takes FirstDealer from the
	// first deal and plays announcements out of turn (MAD-A9), whatever
	// these fields hold; the writer leaves both out, as neither is a
	// record option.
	Options variant.Options
	// Totals are each seat's score before the first deal of the record,
	// or nil for all zero.
	Totals []int
	// Out lists the seats eliminated before the record (Schwarze Sau).
	Out []int
	// Carry is what each seat still owes from the deal before the record
	// (Schwarze Sau with sixty-split "next-deal", SAU-A12), or nil.
	Carry []int
	// DealsPlayed is how many deals of the match came before the record;
	// it fixes the Hearts pass direction (SH-R3) and counts toward the
	// option "deals" (BM-O5).
	DealsPlayed int
	// Deals are the deals of the record, in order; only the last may stop
	// before its end.
	Deals []Deal
}

// Deal is one deal of a record: the dealer, each seat's cards exactly as
// dealt (before any pass, stock exchange or discard of pairs; a seat that
// sits the deal out has none), the undealt stock and the actions in the
// order they happened. The cards are kept in the order the record lists
// them, so a record reads back as it was written.
//
// Actions hold only the docs/records.md kinds: variant.Pass, Stock, Push,
// Announce, Play and Draw. The engine's Take (SAU-O6), Decline (MAD-A9)
// and DrawAt (OM-R6) are not record actions: Decode refuses them as
// bad-record, and a Recorder leaves the first two out and writes a DrawAt
// as the Draw of the card that came.
type Deal struct {
	Dealer  int
	Hands   [][]card.Card
	Stock   []card.Card
	Actions []variant.Move
}

// Dealt returns the deal as variant.DealCards takes it. A card listed
// twice counts once; Judge reports such a deal as bad-deal before it gets
// here.
func (d *Deal) Dealt() variant.Dealt {
	out := variant.Dealt{Dealer: d.Dealer}
	for s, h := range d.Hands {
		if s < len(out.Hands) {
			out.Hands[s] = card.Of(h...)
		}
	}
	out.Stock = card.Of(d.Stock...)
	return out
}

// MarshalJSON encodes r as a docs/records.md record on one line: "game",
// "seats", "options" (the options that differ from the defaults, by their
// record names), "totals", "out", "carry" and "dealsPlayed" when they
// are given, and "deals", each with "dealer", "hands", "stock" (when the
// deal left one) and "actions". Encode writes the same JSON laid out for
// people.
func (r *Record) MarshalJSON() ([]byte, error) {
	opts, err := games.MarshalOptions(r.Game, r.Options)
	if err != nil {
		return nil, err
	}
	name, err := r.Game.MarshalText()
	if err != nil {
		return nil, err
	}
	type dealJSON struct {
		Dealer  int            `json:"dealer"`
		Hands   [][]card.Card  `json:"hands"`
		Stock   []card.Card    `json:"stock,omitempty"`
		Actions []variant.Move `json:"actions"`
	}
	type recordJSON struct {
		Game        string          `json:"game"`
		Seats       int             `json:"seats"`
		Options     json.RawMessage `json:"options"`
		Totals      []int           `json:"totals,omitempty"`
		Out         []int           `json:"out,omitempty"`
		Carry       []int           `json:"carry,omitempty"`
		DealsPlayed int             `json:"dealsPlayed,omitempty"`
		Deals       []dealJSON      `json:"deals"`
	}
	j := recordJSON{Game: string(name), Seats: r.Seats, Options: opts, Totals: r.Totals, Out: r.Out,
		Carry: r.Carry, DealsPlayed: r.DealsPlayed, Deals: make([]dealJSON, len(r.Deals))}
	for i, d := range r.Deals {
		hands := make([][]card.Card, len(d.Hands))
		for s, h := range d.Hands {
			hands[s] = h
			if hands[s] == nil {
				hands[s] = []card.Card{}
			}
		}
		actions := d.Actions
		if actions == nil {
			actions = []variant.Move{}
		}
		j.Deals[i] = dealJSON{Dealer: d.Dealer, Hands: hands, Stock: d.Stock, Actions: actions}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a record with Parse.
func (r *Record) UnmarshalJSON(b []byte) error {
	rec, err := Parse(b)
	if err != nil {
		return err
	}
	*r = *rec
	return nil
}

// Encode writes r to w as JSON laid out for people, as docs/records.md shows
// records: one line per hand and per action, and a final newline.
func Encode(w io.Writer, r *Record) error {
	b, err := r.MarshalJSON()
	if err != nil {
		return fmt.Errorf("record: %w", err)
	}
	out, err := Indent(b)
	if err != nil {
		return fmt.Errorf("record: %w", err)
	}
	_, err = w.Write(out)
	return err
}

// Indent lays out a JSON document for people: an array or object whose
// members are all scalars (or arrays of scalars) stays on one line when it
// fits in 100 characters, everything else gets one member per line,
// indented by two spaces. Key order is kept. It ends with a newline. It
// works on the bytes of b, read once with the module's strict reader, so
// it needs little memory beyond its output.
func Indent(b []byte) ([]byte, error) {
	v, err := strictjson.Parse(b)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	buf.Grow(len(b) + len(b)/4)
	if err := write(&buf, v, 0); err != nil {
		return nil, err
	}
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}

// container reports whether v is an array or an object.
func container(v strictjson.Value) bool {
	k := v.Kind()
	return k == strictjson.Array || k == strictjson.Object
}

// children calls f on each member (key and value; key nil in an array)
// of a container.
func children(v strictjson.Value, f func(key, val strictjson.Value) error) error {
	if v.Kind() == strictjson.Array {
		return v.Elements(func(_ int, e strictjson.Value) error { return f(nil, e) })
	}
	// The raw keys are written back as they were, so read them raw.
	return v.RawFields(f)
}

// flat reports whether v holds only scalars and arrays of scalars.
func flat(v strictjson.Value, depth int) bool {
	ok := true
	_ = children(v, func(_, k strictjson.Value) error {
		if !container(k) {
			return nil
		}
		if depth > 0 || k.Kind() == strictjson.Object || !flat(k, depth+1) {
			ok = false
			return errStop
		}
		return nil
	})
	return ok
}

// errStop ends a walk over children early.
var errStop = errors.New("stop")

func compact(buf *bytes.Buffer, v strictjson.Value) {
	if !container(v) {
		buf.Write(v)
		return
	}
	open := v[0]
	buf.WriteByte(open)
	first := true
	_ = children(v, func(key, k strictjson.Value) error {
		if !first {
			buf.WriteString(", ")
		}
		first = false
		if key != nil {
			buf.Write(key)
			buf.WriteString(": ")
		}
		compact(buf, k)
		return nil
	})
	buf.WriteByte(open + 2) // ']' is '[' + 2, '}' is '{' + 2
}

func write(buf *bytes.Buffer, v strictjson.Value, indent int) error {
	if !container(v) || v.Len() == 0 {
		compact(buf, v)
		return nil
	}
	if flat(v, 0) {
		var one bytes.Buffer
		compact(&one, v)
		if indent*2+one.Len() <= 100 {
			buf.Write(one.Bytes())
			return nil
		}
		if v.Kind() == strictjson.Array && allScalars(v) {
			// A long list of cards or numbers: wrap it, several a line.
			wrap(buf, v, indent)
			return nil
		}
	}
	open := v[0]
	buf.WriteByte(open)
	first := true
	err := children(v, func(key, k strictjson.Value) error {
		if !first {
			buf.WriteByte(',')
		}
		first = false
		buf.WriteByte('\n')
		pad(buf, indent+1)
		if key != nil {
			buf.Write(key)
			buf.WriteString(": ")
		}
		return write(buf, k, indent+1)
	})
	if err != nil {
		return err
	}
	buf.WriteByte('\n')
	pad(buf, indent)
	buf.WriteByte(open + 2)
	return nil
}

func allScalars(v strictjson.Value) bool {
	ok := true
	_ = children(v, func(_, k strictjson.Value) error {
		if container(k) {
			ok = false
			return errStop
		}
		return nil
	})
	return ok
}

func wrap(buf *bytes.Buffer, v strictjson.Value, indent int) {
	buf.WriteByte('[')
	width := 0
	i := 0
	_ = children(v, func(_, s strictjson.Value) error {
		if i > 0 {
			buf.WriteByte(',')
			width++
		}
		if i == 0 || width+len(s)+1 > 100-2*(indent+1) {
			buf.WriteByte('\n')
			pad(buf, indent+1)
			width = 0
		} else {
			buf.WriteByte(' ')
			width++
		}
		buf.Write(s)
		width += len(s)
		i++
		return nil
	})
	buf.WriteByte('\n')
	pad(buf, indent)
	buf.WriteByte(']')
}

func pad(buf *bytes.Buffer, indent int) {
	for i := 0; i < indent; i++ {
		buf.WriteString("  ")
	}
}
