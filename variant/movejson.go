package variant

import (
	"errors"
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// MaxNameLen is the longest string a move, an option value or a view's
// names may hold (in bytes of JSON): longer is refused before it is read.
// The longest name of the module is well under it.
const MaxNameLen = 64

// MaxMoveSize is the longest JSON move ParseMove reads, in bytes; a move
// is a few dozen bytes, white space included.
const MaxMoveSize = 4096

// moveKeys lists the action keys a move may have.
const moveKeys = "pass, stock, push, announce, play, draw, decline, drawAt or take"

// UnmarshalJSON decodes a docs/records.md action object with ParseMove at a
// table of the most seats any game has (seat.Max): Apply then refuses a
// seat the table does not have (rule.BadSeat).
func (m *Move) UnmarshalJSON(b []byte) error {
	out, err := ParseMove(b, seat.Max)
	if err != nil {
		return err
	}
	*m = out
	return nil
}

// ParseMove reads one move in its JSON form, the docs/records.md action object
// ({"seat": 2, "play": "QS"}) or one of the engine's own moves that
// records never hold ({"seat": 1, "decline": true}, {"seat": 0,
// "drawAt": 3}, {"seat": 1, "take": true}), at a table of seats. It is
// the one reader of action objects: the record reader uses it too.
//
// It is strict: the input must be one JSON object with "seat", a whole
// number from 0 to seats-1 (not null), and exactly one action key; a key
// given twice, an unknown key, null where a value is needed, or a value
// of the wrong type is refused. A card listed twice in a pass or a stock
// counts once, so the game sees a pass or stock of the wrong size
// (pass-count, stock-count) rather than a malformed move.
//
// Input longer than MaxMoveSize is refused before it is read. Every
// error is a *rule.Violation: rule.BadCard (with the seat) for a card
// that cannot be read, rule.BadRecord otherwise. Its messages name the
// key at fault and quote at most 32 bytes of the input, however long it
// is.
func ParseMove(b []byte, seats int) (Move, error) {
	m, v := parseMove(b, seats)
	if v != nil {
		return Move{}, v
	}
	return m, nil
}

func badMove(en, de string) *rule.Violation { return rule.New(rule.BadRecord, "", rule.NoSeat, en, de) }

func parseMove(b []byte, seats int) (Move, *rule.Violation) {
	if len(b) > MaxMoveSize {
		return Move{}, badMove(fmt.Sprintf("The action is %d bytes long; a move is at most %d.", len(b), MaxMoveSize),
			fmt.Sprintf("Die Aktion ist %d Bytes lang; ein Zug hat höchstens %d.", len(b), MaxMoveSize))
	}
	v, err := strictjson.Parse(b)
	if err != nil {
		en, de := err.Error(), err.Error()
		var syn *strictjson.SyntaxError
		if errors.As(err, &syn) {
			en, de = syn.Msg, syn.MsgDE
		}
		return Move{}, badMove("The action is not JSON: "+en+".", "Die Aktion ist kein JSON: "+de+".")
	}
	if v.Kind() != strictjson.Object {
		return Move{}, badMove(fmt.Sprintf("An action must be a JSON object, not %s.", v.Kind().Name()),
			fmt.Sprintf("Eine Aktion muss ein JSON-Objekt sein, nicht %s.", v.Kind().NameDE()))
	}
	var seatVal, actVal strictjson.Value
	var actKey string
	var bad *rule.Violation
	err = v.Fields(func(key string, val strictjson.Value) error {
		switch {
		case key == "seat":
			seatVal = val
		case !isMoveKey(key):
			bad = badMove(fmt.Sprintf("Unknown key %s in the action: an action has \"seat\" and one of %s.", strictjson.Quote(key), moveKeys),
				fmt.Sprintf("Unbekannter Schlüssel %s in der Aktion: eine Aktion hat \"seat\" und eines von %s.", strictjson.Quote(key), moveKeys))
		case actVal != nil:
			bad = badMove(fmt.Sprintf("The action has both %q and %q: an action has exactly one of %s.", actKey, key, moveKeys),
				fmt.Sprintf("Die Aktion hat %q und %q: eine Aktion hat genau eines von %s.", actKey, key, moveKeys))
		default:
			actKey, actVal = key, val
		}
		if bad != nil {
			return bad
		}
		return nil
	})
	if bad != nil {
		return Move{}, bad
	}
	if err != nil {
		var dup *strictjson.DuplicateKeyError
		if errors.As(err, &dup) {
			return Move{}, badMove(fmt.Sprintf("The action gives %s twice.", strictjson.Quote(dup.Key)),
				fmt.Sprintf("Die Aktion nennt %s zweimal.", strictjson.Quote(dup.Key)))
		}
		return Move{}, badMove("The action is not a valid JSON object.", "Die Aktion ist kein gültiges JSON-Objekt.")
	}
	if seatVal == nil {
		return Move{}, badMove("The action has no \"seat\".", "Die Aktion hat kein \"seat\".")
	}
	s, ok := seatVal.Int()
	if !ok {
		return Move{}, badMove(fmt.Sprintf("\"seat\" must be a seat number, not %s.", seatVal.Short()),
			fmt.Sprintf("\"seat\" muss eine Platznummer sein, nicht %s.", seatVal.Short()))
	}
	if s < 0 || s >= seats {
		return Move{}, badMove(fmt.Sprintf("\"seat\" is %d, which is not a seat of a table of %d (seats 0 to %d).", s, seats, seats-1),
			fmt.Sprintf("\"seat\" ist %d, kein Platz an einem Tisch mit %d (Plätze 0 bis %d).", s, seats, seats-1))
	}
	if actVal == nil {
		return Move{}, badMove(fmt.Sprintf("The action has no action key: one of %s.", moveKeys),
			fmt.Sprintf("Die Aktion hat keinen Aktionsschlüssel: eines von %s.", moveKeys))
	}
	what := `"` + actKey + `"`
	switch actKey {
	case "play", "draw":
		c, err := readCard(actVal, what, s)
		if err != nil {
			return Move{}, err
		}
		if actKey == "play" {
			return PlayMove(s, c), nil
		}
		return DrawMove(s, c), nil
	case "pass", "stock":
		cards, err := readCardSet(actVal, what, s)
		if err != nil {
			return Move{}, err
		}
		if actKey == "pass" {
			return PassMove(s, cards), nil
		}
		return StockMove(s, cards), nil
	case "push", "decline", "take":
		if t, ok := actVal.Bool(); !ok || !t {
			return Move{}, badMove(fmt.Sprintf("%s must be true, not %s.", what, actVal.Short()),
				fmt.Sprintf("%s muss true sein, nicht %s.", what, actVal.Short()))
		}
		return Move{Kind: map[string]Kind{"push": Push, "decline": Decline, "take": Take}[actKey], Seat: s}, nil
	case "drawAt":
		n, ok := actVal.Int()
		if !ok || n < 0 {
			return Move{}, badMove(fmt.Sprintf("%s must be a position, a whole number from 0, not %s.", what, actVal.Short()),
				fmt.Sprintf("%s muss eine Position sein, eine ganze Zahl ab 0, nicht %s.", what, actVal.Short()))
		}
		return DrawAtMove(s, n), nil
	}
	// "announce"
	name, err := actVal.Str(MaxNameLen)
	call, ok := ParseCall(name)
	if err != nil || !ok {
		return Move{}, badMove(fmt.Sprintf("%s must be \"jungfrau\" or \"durchmarsch\", not %s.", what, actVal.Short()),
			fmt.Sprintf("%s muss \"jungfrau\" oder \"durchmarsch\" sein, nicht %s.", what, actVal.Short()))
	}
	return AnnounceMove(s, call), nil
}

func isMoveKey(k string) bool {
	switch k {
	case "pass", "stock", "push", "announce", "play", "draw", "decline", "drawAt", "take":
		return true
	}
	return false
}

// readCard reads one card of seat s's move: a string card.Parse accepts,
// else bad-card (bad-record for a value that is not a string at all).
func readCard(v strictjson.Value, what string, s int) (card.Card, *rule.Violation) {
	if v.Kind() != strictjson.String {
		return 0, badMove(fmt.Sprintf("%s must be a card such as \"QS\", not %s.", what, v.Short()),
			fmt.Sprintf("%s muss eine Karte wie \"QS\" sein, nicht %s.", what, v.Short()))
	}
	text, err := v.Text(MaxNameLen)
	var c card.Card
	reason := "it is too long to be a card"
	if err == nil {
		err = c.UnmarshalText(text)
		reason = "it is not a card"
		var pe *card.ParseError
		if errors.As(err, &pe) && pe.Reason != "" && len(pe.Reason) <= MaxNameLen {
			reason += " (" + pe.Reason + ")"
		}
	}
	if err != nil {
		return 0, rule.New(rule.BadCard, "", s,
			fmt.Sprintf("%s: %s cannot be read: %s; a card is a rank 2-10, T, J, Q, K or A and a suit C, D, H or S, such as \"10H\", or \"Joker\".", what, v.Short(), reason),
			fmt.Sprintf("%s: %s ist keine lesbare Karte; eine Karte ist ein Rang 2-10, T, J, Q, K oder A und eine Farbe C, D, H oder S, etwa \"10H\", oder \"Joker\".", what, v.Short()))
	}
	return c, nil
}

// readCardSet reads an array of cards of seat s's move into a set.
func readCardSet(v strictjson.Value, what string, s int) (card.Set, *rule.Violation) {
	if v.Kind() != strictjson.Array {
		return 0, badMove(fmt.Sprintf("%s must be an array of cards, not %s.", what, v.Short()),
			fmt.Sprintf("%s muss ein Array von Karten sein, nicht %s.", what, v.Short()))
	}
	var out card.Set
	var bad *rule.Violation
	_ = v.Elements(func(i int, e strictjson.Value) error {
		c, err := readCard(e, what, s)
		if err != nil {
			// Name the element only now: most cards read.
			_, bad = readCard(e, fmt.Sprintf("%s[%d]", what, i), s)
			return err
		}
		out = out.Add(c)
		return nil
	})
	return out, bad
}
