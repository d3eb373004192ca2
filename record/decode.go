package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// MaxSize is the largest record Decode reads (64 MiB); a longer input is
// bad-record. The longest real match is a few hundred kilobytes.
const MaxSize = 64 << 20

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

// Error implements error: the place, the rule identifier, the RULES.md
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

// badRecord returns a bad-record violation with the same text in both
// languages' frames.
func badRecord(en, de string) *rule.Violation {
	return rule.New(rule.BadRecord, "", rule.NoSeat, en, de)
}

// Decode reads one record from r (at most MaxSize bytes) with Parse.
func Decode(r io.Reader) (*Record, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, at(-1, -1, badRecord("The record cannot be read: "+err.Error(), "Die Aufzeichnung kann nicht gelesen werden: "+err.Error()))
	}
	if len(b) > MaxSize {
		return nil, at(-1, -1, badRecord(fmt.Sprintf("The record is longer than %d bytes.", MaxSize),
			fmt.Sprintf("Die Aufzeichnung ist länger als %d Bytes.", MaxSize)))
	}
	return Parse(b)
}

// Parse reads a record strictly (see the package documentation). Every
// error is an *Error: bad-record for JSON that is not a record of format 1
// (not JSON, an unknown or repeated field, a value of the wrong type, a
// seat or dealer that is not a seat of the table, no deals), bad-card for
// a card that cannot be read, unknown-game, unknown-option, and
// bad-options for options that cannot go together or a table size the
// game is not played at (variant.Validate). Whether the deals are deals
// of the game and the actions legal is for Judge.
func Parse(b []byte) (*Record, error) {
	root, err := topValue(b)
	if err != nil {
		return nil, at(-1, -1, err)
	}
	top, err := object(root, "The record")
	if err != nil {
		return nil, at(-1, -1, err)
	}
	if err := onlyKeys(top, "the record", "game", "seats", "options", "totals", "out", "carry", "dealsPlayed", "deals"); err != nil {
		return nil, at(-1, -1, err)
	}
	rec := &Record{}

	// The game, the table and the options: the whole record is at fault.
	gameRaw, ok := top.get("game")
	if !ok {
		return nil, at(-1, -1, missing("game", "the record"))
	}
	var name string
	if err := scalar(gameRaw, &name, "\"game\"", "a string such as \"hearts\""); err != nil {
		return nil, at(-1, -1, err)
	}
	id, ok := variant.ParseID(name)
	if !ok {
		return nil, at(-1, -1, rule.New(rule.UnknownGame, "", rule.NoSeat,
			fmt.Sprintf("Unknown game %q: the games are schwarze-madonna, black-maria, hearts, schwarze-sau and old-maid.", name),
			fmt.Sprintf("Unbekanntes Spiel %q: die Spiele sind schwarze-madonna, black-maria, hearts, schwarze-sau und old-maid.", name)))
	}
	rec.Game = id
	seatsRaw, ok := top.get("seats")
	if !ok {
		return nil, at(-1, -1, missing("seats", "the record"))
	}
	if err := scalar(seatsRaw, &rec.Seats, "\"seats\"", "a whole number"); err != nil {
		return nil, at(-1, -1, err)
	}
	if optRaw, ok := top.get("options"); ok && !isNull(optRaw) {
		// Read once as an object to refuse a repeated option name.
		if _, err := object(optRaw, "\"options\""); err != nil {
			return nil, at(-1, -1, err)
		}
		o, err := variant.ParseOptions(id, optRaw)
		if err != nil {
			return nil, at(-1, -1, violation(err))
		}
		rec.Options = o
	}
	for _, f := range []struct {
		key string
		dst *[]int
	}{{"totals", &rec.Totals}, {"out", &rec.Out}, {"carry", &rec.Carry}} {
		if raw, ok := top.get(f.key); ok && !isNull(raw) {
			if err := intList(raw, f.dst, fmt.Sprintf("%q", f.key)); err != nil {
				return nil, at(-1, -1, err)
			}
		}
	}
	if !allZero(rec.Carry) && (id != variant.SchwarzeSau || rec.Options.SixtySplit != variant.SplitNextDeal) {
		return nil, at(-1, -1, badRecord(
			"\"carry\" belongs to Schwarze Sau with sixty-split \"next-deal\" (SAU-A12); this table carries nothing.",
			"\"carry\" gehört zur Schwarzen Sau mit sixty-split \"next-deal\" (SAU-A12); an diesem Tisch wird nichts übertragen."))
	}
	if raw, ok := top.get("dealsPlayed"); ok && !isNull(raw) {
		if err := scalar(raw, &rec.DealsPlayed, "\"dealsPlayed\"", "a whole number"); err != nil {
			return nil, at(-1, -1, err)
		}
	}
	dealsRaw, ok := top.get("deals")
	if !ok {
		return nil, at(-1, -1, missing("deals", "the record"))
	}
	deals, err := array(dealsRaw, "\"deals\"")
	if err != nil {
		return nil, at(-1, -1, err)
	}
	if len(deals) == 0 {
		return nil, at(-1, -1, badRecord("\"deals\" is empty: a record holds one or more deals.",
			"\"deals\" ist leer: eine Aufzeichnung enthält ein oder mehr Spiele."))
	}
	firstDealer, err := dealerOf(deals[0], rec.Seats)
	if err != nil {
		return nil, at(0, -1, err)
	}
	o := rec.Options
	o.FirstDealer = firstDealer
	if err := variant.Validate(id, rec.Seats, o); err != nil {
		return nil, at(-1, -1, violation(err))
	}

	// The deals.
	rec.Deals = make([]Deal, len(deals))
	for i, raw := range deals {
		if err := parseDeal(raw, rec.Seats, i, &rec.Deals[i]); err != nil {
			return nil, err
		}
	}
	return rec, nil
}

// topValue checks that b is exactly one JSON value and returns it.
func topValue(b []byte) (json.RawMessage, *rule.Violation) {
	dec := json.NewDecoder(bytes.NewReader(b))
	var v json.RawMessage
	if err := dec.Decode(&v); err != nil {
		if err == io.EOF {
			return nil, badRecord("The record is empty.", "Die Aufzeichnung ist leer.")
		}
		return nil, jsonError(b, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		off := dec.InputOffset()
		line, col := position(b, off)
		return nil, badRecord(fmt.Sprintf("Not JSON: more text after the record, at line %d, column %d.", line, col),
			fmt.Sprintf("Kein JSON: weiterer Text nach der Aufzeichnung, Zeile %d, Spalte %d.", line, col))
	}
	return v, nil
}

// jsonError turns an encoding/json error into bad-record with the line
// and column.
func jsonError(b []byte, err error) *rule.Violation {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		line, col := position(b, syn.Offset)
		return badRecord(fmt.Sprintf("Not JSON: %v, at line %d, column %d.", syn, line, col),
			fmt.Sprintf("Kein JSON: %v, Zeile %d, Spalte %d.", syn, line, col))
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return badRecord("Not JSON: the text ends in the middle of the record.", "Kein JSON: der Text endet mitten in der Aufzeichnung.")
	}
	return badRecord("Not JSON: "+err.Error(), "Kein JSON: "+err.Error())
}

// position returns the 1-based line and column of byte offset off.
func position(b []byte, off int64) (line, col int) {
	if off > int64(len(b)) {
		off = int64(len(b))
	}
	line, col = 1, 1
	for _, c := range b[:off] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// members is a JSON object's members in order.
type members []struct {
	key string
	val json.RawMessage
}

func (m members) get(key string) (json.RawMessage, bool) {
	for _, x := range m {
		if x.key == key {
			return x.val, true
		}
	}
	return nil, false
}

// object reads a JSON object, refusing a repeated key.
func object(raw json.RawMessage, what string) (members, *rule.Violation) {
	notObject := badRecord(fmt.Sprintf("%s must be a JSON object, not %s.", what, kind(raw)),
		fmt.Sprintf("%s muss ein JSON-Objekt sein, nicht %s.", what, kind(raw)))
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if d, ok := tok.(json.Delim); err != nil || !ok || d != '{' {
		return nil, notObject
	}
	var out members
	for dec.More() {
		k, err := dec.Token()
		key, ok := k.(string)
		if err != nil || !ok {
			return nil, notObject
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, notObject
		}
		if _, dup := out.get(key); dup {
			return nil, badRecord(fmt.Sprintf("%s gives %q twice.", what, key), fmt.Sprintf("%s nennt %q zweimal.", what, key))
		}
		out = append(out, struct {
			key string
			val json.RawMessage
		}{key, v})
	}
	return out, nil
}

// onlyKeys refuses a member that is not one of keys.
func onlyKeys(m members, what string, keys ...string) *rule.Violation {
	for _, x := range m {
		found := false
		for _, k := range keys {
			if x.key == k {
				found = true
			}
		}
		if !found {
			return badRecord(fmt.Sprintf("Unknown field %q in %s: format 1 has %s.", x.key, what, strings.Join(keys, ", ")),
				fmt.Sprintf("Unbekanntes Feld %q in %s: Format 1 hat %s.", x.key, what, strings.Join(keys, ", ")))
		}
	}
	return nil
}

func missing(key, what string) *rule.Violation {
	return badRecord(fmt.Sprintf("%s has no %q.", capital(what), key), fmt.Sprintf("%s hat kein %q.", capital(what), key))
}

func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// kind names the JSON type of raw for messages.
func kind(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "nothing"
	}
	switch raw[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "true or false"
	case 'n':
		return "null"
	}
	return "a number"
}

func isNull(raw json.RawMessage) bool { return bytes.Equal(bytes.TrimSpace(raw), []byte("null")) }

// array reads a JSON array (not null).
func array(raw json.RawMessage, what string) ([]json.RawMessage, *rule.Violation) {
	var out []json.RawMessage
	if t := bytes.TrimSpace(raw); len(t) == 0 || t[0] != '[' || json.Unmarshal(t, &out) != nil {
		return nil, badRecord(fmt.Sprintf("%s must be an array, not %s.", what, kind(raw)),
			fmt.Sprintf("%s muss ein Array sein, nicht %s.", what, kind(raw)))
	}
	return out, nil
}

// scalar reads a string or a whole number into dst (not null).
func scalar[T string | int](raw json.RawMessage, dst *T, what, want string) *rule.Violation {
	if isNull(raw) || json.Unmarshal(raw, dst) != nil {
		return badRecord(fmt.Sprintf("%s must be %s, not %s.", what, want, short(raw)),
			fmt.Sprintf("%s muss %s sein, nicht %s.", what, want, short(raw)))
	}
	return nil
}

// short quotes a raw JSON value for a message, cut to 40 bytes.
func short(raw json.RawMessage) string {
	s := string(bytes.TrimSpace(raw))
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return s
}

func intList(raw json.RawMessage, dst *[]int, what string) *rule.Violation {
	items, err := array(raw, what)
	if err != nil {
		return err
	}
	out := make([]int, len(items))
	for i, it := range items {
		if err := scalar(it, &out[i], fmt.Sprintf("%s[%d]", what, i), "a whole number"); err != nil {
			return err
		}
	}
	*dst = out
	return nil
}

// seatOf reads a seat number of a table of seats.
func seatOf(raw json.RawMessage, seats int, what string) (int, *rule.Violation) {
	var s int
	if err := scalar(raw, &s, what, "a seat number"); err != nil {
		return 0, err
	}
	if s < 0 || s >= seats {
		return 0, badRecord(fmt.Sprintf("%s is %d, which is not a seat of a table of %d (seats 0 to %d).", what, s, seats, seats-1),
			fmt.Sprintf("%s ist %d, kein Platz an einem Tisch mit %d (Plätze 0 bis %d).", what, s, seats, seats-1))
	}
	return s, nil
}

// dealerOf reads the dealer of a raw deal.
func dealerOf(raw json.RawMessage, seats int) (int, *rule.Violation) {
	m, err := object(raw, "A deal")
	if err != nil {
		return 0, err
	}
	d, ok := m.get("dealer")
	if !ok {
		return 0, missing("dealer", "the deal")
	}
	return seatOf(d, seats, "\"dealer\"")
}

// cardOf reads one card: a string Parse accepts, else bad-card (or
// bad-record for a value that is not a string at all).
func cardOf(raw json.RawMessage, what string, seat int) (card.Card, *rule.Violation) {
	var s string
	if t := bytes.TrimSpace(raw); len(t) == 0 || t[0] != '"' || json.Unmarshal(t, &s) != nil {
		return 0, badRecord(fmt.Sprintf("%s must be a card such as \"QS\", not %s.", what, short(raw)),
			fmt.Sprintf("%s muss eine Karte wie \"QS\" sein, nicht %s.", what, short(raw)))
	}
	c, err := card.Parse(s)
	if err != nil {
		reason := "it is not a card"
		var pe *card.ParseError
		if errors.As(err, &pe) && pe.Reason != "" {
			reason += " (" + pe.Reason + ")"
		}
		return 0, rule.New(rule.BadCard, "", seat,
			fmt.Sprintf("%s: %q cannot be read: %s; a card is a rank 2-10, T, J, Q, K or A and a suit C, D, H or S, such as \"10H\", or \"Joker\".", what, s, reason),
			fmt.Sprintf("%s: %q ist keine lesbare Karte; eine Karte ist ein Rang 2-10, T, J, Q, K oder A und eine Farbe C, D, H oder S, etwa \"10H\", oder \"Joker\".", what, s))
	}
	return c, nil
}

// cardList reads an array of cards, keeping order and repeats.
func cardList(raw json.RawMessage, what string, seat int) ([]card.Card, *rule.Violation) {
	items, err := array(raw, what)
	if err != nil {
		return nil, err
	}
	out := make([]card.Card, len(items))
	for i, it := range items {
		c, err := cardOf(it, fmt.Sprintf("%s[%d]", what, i), seat)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

func parseDeal(raw json.RawMessage, seats, i int, d *Deal) error {
	where := fmt.Sprintf("deals[%d]", i)
	m, err := object(raw, where)
	if err != nil {
		return at(i, -1, err)
	}
	if err := onlyKeys(m, where, "dealer", "hands", "stock", "actions"); err != nil {
		return at(i, -1, err)
	}
	if d.Dealer, err = dealerOf(raw, seats); err != nil {
		return at(i, -1, err)
	}
	hraw, ok := m.get("hands")
	if !ok {
		return at(i, -1, missing("hands", where))
	}
	hands, err := array(hraw, where+".hands")
	if err != nil {
		return at(i, -1, err)
	}
	d.Hands = make([][]card.Card, len(hands))
	for s, h := range hands {
		if d.Hands[s], err = cardList(h, fmt.Sprintf("%s.hands[%d]", where, s), rule.NoSeat); err != nil {
			return at(i, -1, err)
		}
	}
	if sraw, ok := m.get("stock"); ok && !isNull(sraw) {
		if d.Stock, err = cardList(sraw, where+".stock", rule.NoSeat); err != nil {
			return at(i, -1, err)
		}
	}
	araw, ok := m.get("actions")
	if !ok {
		return at(i, -1, missing("actions", where))
	}
	actions, err := array(araw, where+".actions")
	if err != nil {
		return at(i, -1, err)
	}
	d.Actions = make([]variant.Move, len(actions))
	for j, a := range actions {
		if d.Actions[j], err = parseAction(a, seats, fmt.Sprintf("%s.actions[%d]", where, j)); err != nil {
			return at(i, j, err)
		}
	}
	return nil
}

// actionKeys are the action keys of RECORDS.md.
const actionKeys = "pass, stock, push, announce, play or draw"

// parseAction reads one RECORDS.md action. Cards listed twice in a pass
// or a stock count once, so the engine sees a pass or exchange of the
// wrong size (pass-count, stock-count), as variant.Move does.
func parseAction(raw json.RawMessage, seats int, where string) (variant.Move, *rule.Violation) {
	m, err := object(raw, where)
	if err != nil {
		return variant.Move{}, err
	}
	sraw, ok := m.get("seat")
	if !ok {
		return variant.Move{}, missing("seat", where)
	}
	s, err := seatOf(sraw, seats, where+".seat")
	if err != nil {
		return variant.Move{}, err
	}
	if len(m) != 2 {
		return variant.Move{}, badRecord(fmt.Sprintf("%s must have \"seat\" and exactly one of %s.", where, actionKeys),
			fmt.Sprintf("%s muss \"seat\" und genau eines von %s haben.", where, actionKeys))
	}
	for _, x := range m {
		what := where + "." + x.key
		switch x.key {
		case "seat":
		case "play", "draw":
			c, err := cardOf(x.val, what, s)
			if err != nil {
				return variant.Move{}, err
			}
			if x.key == "play" {
				return variant.PlayMove(s, c), nil
			}
			return variant.DrawMove(s, c), nil
		case "pass", "stock":
			cards, err := cardList(x.val, what, s)
			if err != nil {
				return variant.Move{}, err
			}
			if x.key == "pass" {
				return variant.PassMove(s, card.Of(cards...)), nil
			}
			return variant.StockMove(s, card.Of(cards...)), nil
		case "push":
			var t bool
			if isNull(x.val) || json.Unmarshal(x.val, &t) != nil || !t {
				return variant.Move{}, badRecord(fmt.Sprintf("%s must be true, not %s.", what, short(x.val)),
					fmt.Sprintf("%s muss true sein, nicht %s.", what, short(x.val)))
			}
			return variant.PushMove(s), nil
		case "announce":
			var name string
			if err := scalar(x.val, &name, what, "\"jungfrau\" or \"durchmarsch\""); err != nil {
				return variant.Move{}, err
			}
			c, ok := variant.ParseCall(name)
			if !ok {
				return variant.Move{}, badRecord(fmt.Sprintf("%s must be \"jungfrau\" or \"durchmarsch\", not %q.", what, name),
					fmt.Sprintf("%s muss \"jungfrau\" oder \"durchmarsch\" sein, nicht %q.", what, name))
			}
			return variant.AnnounceMove(s, c), nil
		default:
			return variant.Move{}, badRecord(fmt.Sprintf("%s: unknown action %q; an action is one of %s.", where, x.key, actionKeys),
				fmt.Sprintf("%s: unbekannte Aktion %q; eine Aktion ist eines von %s.", where, x.key, actionKeys))
		}
	}
	return variant.Move{}, badRecord(where+" has no action.", where+" hat keine Aktion.")
}

// violation returns err as a *rule.Violation; an error of another kind
// (which the engine should never return for input) is bad-record.
func violation(err error) *rule.Violation {
	var v *rule.Violation
	if errors.As(err, &v) {
		return v
	}
	return badRecord(err.Error(), err.Error())
}
