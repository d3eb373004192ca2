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

// badRecord returns a bad-record violation.
func badRecord(en, de string) *rule.Violation {
	return rule.New(rule.BadRecord, "", rule.NoSeat, en, de)
}

// Decode reads one record from r (at most MaxSize bytes) with Parse.
func Decode(r io.Reader) (*Record, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, at(-1, -1, badRecord("The record cannot be read: "+strictjson.Quote(err.Error()),
			"Die Aufzeichnung kann nicht gelesen werden (Meldung des Systems: "+strictjson.Quote(err.Error())+")."))
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
		return nil, at(-1, -1, badRecord(fmt.Sprintf("The record is longer than %d bytes.", MaxSize),
			fmt.Sprintf("Die Aufzeichnung ist länger als %d Bytes.", MaxSize)))
	}
	root, err := strictjson.Parse(b)
	if err != nil {
		return nil, at(-1, -1, jsonError(b, err))
	}
	top, verr := object(root, "The record")
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
	name, verr := str(gameRaw, "\"game\"", "a game name such as \"hearts\"", "ein Spielname wie \"hearts\"")
	if verr != nil {
		return nil, at(-1, -1, verr)
	}
	id, ok := variant.ParseID(name)
	if !ok {
		return nil, at(-1, -1, rule.New(rule.UnknownGame, "", rule.NoSeat,
			fmt.Sprintf("Unknown game %s: the games are schwarze-madonna, black-maria, hearts, schwarze-sau and old-maid.", strictjson.Quote(name)),
			fmt.Sprintf("Unbekanntes Spiel %s: die Spiele sind schwarze-madonna, black-maria, hearts, schwarze-sau und old-maid.", strictjson.Quote(name))))
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
			if err := intList(raw, f.dst, fmt.Sprintf("%q", f.key), rec.Seats); err != nil {
				return nil, at(-1, -1, err)
			}
		}
	}
	if raw := top.get("dealsPlayed"); raw != nil && !raw.IsNull() {
		if rec.DealsPlayed, verr = whole(raw, "\"dealsPlayed\""); verr != nil {
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
		return nil, at(-1, -1, notA("\"deals\"", "an array", "ein Array", dealsRaw))
	}
	n := dealsRaw.Len()
	switch {
	case n == 0:
		return nil, at(-1, -1, badRecord("\"deals\" is empty: a record holds one or more deals.",
			"\"deals\" ist leer: eine Aufzeichnung enthält ein oder mehr Spiele."))
	case n > MaxDeals:
		return nil, at(-1, -1, badRecord(fmt.Sprintf("The record holds %d deals; at most %d are read.", n, MaxDeals),
			fmt.Sprintf("Die Aufzeichnung enthält %d Spiele; höchstens %d werden gelesen.", n, MaxDeals)))
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
	if rec.Out != nil && rec.Game != variant.SchwarzeSau {
		return badRecord("\"out\" belongs to Schwarze Sau, the only game that eliminates seats (SAU-R8).",
			"\"out\" gehört zur Schwarzen Sau, dem einzigen Spiel, in dem Plätze ausscheiden (SAU-R8).")
	}
	if rec.Carry != nil && (rec.Game != variant.SchwarzeSau || rec.Options.SixtySplit != variant.SplitNextDeal) {
		return badRecord(
			"\"carry\" belongs to Schwarze Sau with sixty-split \"next-deal\" (SAU-A12); this table carries nothing.",
			"\"carry\" gehört zur Schwarzen Sau mit sixty-split \"next-deal\" (SAU-A12); an diesem Tisch wird nichts übertragen.")
	}
	switch rec.Game {
	case variant.OldMaid, variant.SchwarzeMadonna, variant.SchwarzeSau:
		for s, t := range rec.Totals {
			if t < 0 {
				return badRecord(fmt.Sprintf("\"totals\"[%d] is %d: scores in %s never go below zero.", s, t, rec.Game.Title()),
					fmt.Sprintf("\"totals\"[%d] ist %d: bei %s ist kein Stand negativ.", s, t, rec.Game.Title()))
			}
		}
	}
	if rec.DealsPlayed < 0 {
		return badRecord(fmt.Sprintf("\"dealsPlayed\" is %d; it counts deals, from 0.", rec.DealsPlayed),
			fmt.Sprintf("\"dealsPlayed\" ist %d; es zählt Spiele, ab 0.", rec.DealsPlayed))
	}
	return nil
}

// jsonError turns a syntax error into bad-record with the line and
// column.
func jsonError(b []byte, err error) *rule.Violation {
	var syn *strictjson.SyntaxError
	if !errors.As(err, &syn) {
		return badRecord("Not JSON.", "Kein JSON.")
	}
	if len(strings.TrimSpace(string(b[:min(len(b), 64)]))) == 0 && syn.Offset >= len(b) {
		return badRecord("The record is empty.", "Die Aufzeichnung ist leer.")
	}
	line, col := syn.Line(b)
	return badRecord(fmt.Sprintf("Not JSON: %s, at line %d, column %d.", syn.Msg, line, col),
		fmt.Sprintf("Kein JSON: %s, Zeile %d, Spalte %d.", syn.MsgDE, line, col))
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
		return nil, notA(what, "a JSON object", "ein JSON-Objekt", v)
	}
	m, err := v.Members()
	if err != nil {
		var dup *strictjson.DuplicateKeyError
		if errors.As(err, &dup) {
			return nil, badRecord(fmt.Sprintf("%s gives %s twice.", capital(what), strictjson.Quote(dup.Key)),
				fmt.Sprintf("%s nennt %s zweimal.", german(what, true), strictjson.Quote(dup.Key)))
		}
		return nil, badRecord(capital(what)+" is not a valid JSON object.", german(what, true)+" ist kein gültiges JSON-Objekt.")
	}
	return members(m), nil
}

// notA is the bad-record of a value of the wrong type.
func notA(what, want, wantDE string, v strictjson.Value) *rule.Violation {
	return badRecord(fmt.Sprintf("%s must be %s, not %s.", capital(what), want, v.Kind().Name()),
		fmt.Sprintf("%s muss %s sein, nicht %s.", german(what, true), wantDE, v.Kind().NameDE()))
}

// german returns what, a place in the record, for a German message: "the
// record" becomes "der Aufzeichnung" (or "Die Aufzeichnung" to begin a
// sentence); a JSON path such as deals[0].hands stays as it is.
func german(what string, begin bool) string {
	if what == "the record" || what == "The record" {
		if begin {
			return "Die Aufzeichnung"
		}
		return "der Aufzeichnung"
	}
	return what
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
			return badRecord(fmt.Sprintf("Unknown field %s in %s: format 1 has %s.", strictjson.Quote(x.Key), what, strings.Join(keys, ", ")),
				fmt.Sprintf("Unbekanntes Feld %s in %s: Format 1 hat %s.", strictjson.Quote(x.Key), german(what, false), strings.Join(keys, ", ")))
		}
	}
	return nil
}

// required returns the value of a required key: absent or null is
// bad-record.
func required(m members, key, what string) (strictjson.Value, *rule.Violation) {
	v := m.get(key)
	if v == nil {
		return nil, badRecord(fmt.Sprintf("%s has no %q.", capital(what), key), fmt.Sprintf("%s hat kein %q.", german(what, true), key))
	}
	if v.IsNull() {
		return nil, badRecord(fmt.Sprintf("%q in %s is required and cannot be null.", key, what),
			fmt.Sprintf("%q in %s ist Pflicht und darf nicht null sein.", key, german(what, false)))
	}
	return v, nil
}

func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// str reads a string of at most MaxString bytes.
func str(v strictjson.Value, what, want, wantDE string) (string, *rule.Violation) {
	s, err := v.Str(MaxString)
	if err != nil {
		return "", badRecord(fmt.Sprintf("%s must be %s, not %s.", what, want, v.Short()),
			fmt.Sprintf("%s muss %s sein, nicht %s.", what, wantDE, v.Short()))
	}
	return s, nil
}

// whole reads a whole number.
func whole(v strictjson.Value, what string) (int, *rule.Violation) {
	n, ok := v.Int()
	if !ok {
		return 0, badRecord(fmt.Sprintf("%s must be a whole number, not %s.", what, v.Short()),
			fmt.Sprintf("%s muss eine ganze Zahl sein, nicht %s.", what, v.Short()))
	}
	return n, nil
}

// intList reads an array of whole numbers; totals and carry have one per
// seat and out at most one per seat, which Parse checks before it makes
// room for them.
func intList(v strictjson.Value, dst *[]int, what string, seats int) *rule.Violation {
	if v.Kind() != strictjson.Array {
		return notA(what, "an array", "ein Array", v)
	}
	if n := v.Len(); n > seats {
		return badRecord(fmt.Sprintf("%s lists %d numbers; a table of %d has %d seats.", what, n, seats, seats),
			fmt.Sprintf("%s nennt %d Zahlen; ein Tisch mit %d hat %d Plätze.", what, n, seats, seats))
	}
	out := make([]int, 0, seats)
	var bad *rule.Violation
	_ = v.Elements(func(i int, e strictjson.Value) error {
		n, err := whole(e, fmt.Sprintf("%s[%d]", what, i))
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
		return 0, badRecord(fmt.Sprintf("%s is %d, which is not a seat of a table of %d (seats 0 to %d).", what, s, seats, seats-1),
			fmt.Sprintf("%s ist %d, kein Platz an einem Tisch mit %d (Plätze 0 bis %d).", what, s, seats, seats-1))
	}
	return s, nil
}

// cardOf reads one card: a string card.Parse accepts, else bad-card (or
// bad-record for a value that is not a string at all).
func cardOf(v strictjson.Value, what string) (card.Card, *rule.Violation) {
	if v.Kind() != strictjson.String {
		return 0, badRecord(fmt.Sprintf("%s must be a card such as \"QS\", not %s.", what, v.Short()),
			fmt.Sprintf("%s muss eine Karte wie \"QS\" sein, nicht %s.", what, v.Short()))
	}
	text, err := v.Text(MaxString)
	var c card.Card
	if err == nil {
		err = c.UnmarshalText(text)
	}
	if err != nil {
		return 0, rule.New(rule.BadCard, "", rule.NoSeat,
			fmt.Sprintf("%s: %s cannot be read: a card is a rank 2-10, T, J, Q, K or A and a suit C, D, H or S, such as \"10H\", or \"Joker\".", what, v.Short()),
			fmt.Sprintf("%s: %s ist keine lesbare Karte; eine Karte ist ein Rang 2-10, T, J, Q, K oder A und eine Farbe C, D, H oder S, etwa \"10H\", oder \"Joker\".", what, v.Short()))
	}
	return c, nil
}

// cardList reads an array of cards, keeping order and repeats.
func cardList(v strictjson.Value, what string) ([]card.Card, *rule.Violation) {
	if v.Kind() != strictjson.Array {
		return nil, notA(what, "an array", "ein Array", v)
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
		return at(i, -1, notA(where+".hands", "an array", "ein Array", hraw))
	}
	if n := hraw.Len(); n != seats {
		return at(i, -1, rule.New(rule.BadDeal, "", rule.NoSeat,
			fmt.Sprintf("The deal lists %d hands; a table of %d has one per seat (an empty one for a seat that sits out).", n, seats),
			fmt.Sprintf("Das Spiel nennt %d Blätter; ein Tisch mit %d hat eines je Platz (ein leeres für einen aussetzenden Platz).", n, seats)))
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
		return at(i, -1, notA(where+".actions", "an array", "ein Array", araw))
	}
	if n := araw.Len(); n > MaxActions {
		return at(i, -1, badRecord(fmt.Sprintf("%s holds %d actions; at most %d are read.", where, n, MaxActions),
			fmt.Sprintf("%s enthält %d Aktionen; höchstens %d werden gelesen.", where, n, MaxActions)))
	} else {
		d.Actions = make([]variant.Move, 0, n)
	}
	var aerr error
	_ = araw.Elements(func(j int, a strictjson.Value) error {
		mv, err := parseAction(a, seats)
		if err != nil {
			// Name the action only now: most actions read.
			where := fmt.Sprintf("%s.actions[%d]: ", where, j)
			aerr = at(i, j, rule.New(err.ID, err.Ref, err.Seat, where+err.Message("en"), where+err.Message("de")))
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
		return variant.Move{}, badRecord(
			fmt.Sprintf("%q is a move of the engine, not a record action; an action is one of pass, stock, push, announce, play or draw.", m.Kind),
			fmt.Sprintf("%q ist ein Zug der Engine, keine Aktion einer Aufzeichnung; eine Aktion ist eines von pass, stock, push, announce, play oder draw.", m.Kind))
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
	return badRecord("The record cannot be judged: "+strictjson.Quote(err.Error())+".",
		"Die Aufzeichnung kann nicht beurteilt werden: "+strictjson.Quote(err.Error())+".")
}
