package variant

import (
	"errors"
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
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

// badMove is the bad-record of a move that is not one, told by facts.
func badMove(f rule.Facts) *rule.Violation { return rule.Fact(rule.BadRecord, "", rule.NoSeat, f) }

// both is a text that is the same in every language, such as a key.
func both(s string) rule.Text { return rule.Text{EN: s, DE: s, DA: s} }

// parseMove reads the action b of a record at a table of seats seats:
// one JSON object of the seat and one action key (the record's
// contract), at most MaxMoveSize bytes. Each way it is no move is a
// bad-record whose facts say which.
func parseMove(b []byte, seats int) (Move, *rule.Violation) {
	if len(b) > MaxMoveSize {
		return Move{}, badMove(rule.Facts{Sentence: sentence.MoveTooLong, Count: len(b), Want: MaxMoveSize})
	}
	v, err := strictjson.Parse(b)
	if err != nil {
		why := both(err.Error())
		var syn *strictjson.SyntaxError
		if errors.As(err, &syn) {
			why = rule.Text{EN: syn.Msg, DE: syn.MsgDE, DA: syn.MsgDA}
		}
		return Move{}, badMove(rule.Facts{Sentence: sentence.ActionNotJSON, Detail: why})
	}
	if v.Kind() != strictjson.Object {
		return Move{}, badMove(rule.Facts{Sentence: sentence.ActionNotObject, Detail: rule.Text{EN: v.Kind().Name(), DE: v.Kind().NameDE(), DA: v.Kind().NameDA()}})
	}
	seatVal, actKey, actVal, bad := moveFields(v)
	if bad != nil {
		return Move{}, bad
	}
	s, bad := moveSeat(seatVal, seats)
	if bad != nil {
		return Move{}, bad
	}
	if actVal == nil {
		return Move{}, badMove(rule.Facts{Sentence: sentence.ActionNoKey})
	}
	return actionMove(actKey, actVal, s)
}

// moveFields returns the seat's value of the action object v, and its
// action key and value (nil when missing): an unknown key, a second
// action key or a key given twice is a bad-record.
func moveFields(v strictjson.Value) (seatVal strictjson.Value, actKey string, actVal strictjson.Value, bad *rule.Violation) {
	err := v.Fields(func(key string, val strictjson.Value) error {
		switch {
		case key == "seat":
			seatVal = val
		case !isMoveKey(key):
			bad = badMove(rule.Facts{Sentence: sentence.ActionUnknownKey, Key: strictjson.Quote(key)})
		case actVal != nil:
			bad = badMove(rule.Facts{Sentence: sentence.ActionTwoKeys, Name: actKey, Key: key})
		default:
			actKey, actVal = key, val
		}
		if bad != nil {
			return bad
		}
		return nil
	})
	if bad != nil {
		return nil, "", nil, bad
	}
	if err != nil {
		var dup *strictjson.DuplicateKeyError
		if errors.As(err, &dup) {
			return nil, "", nil, badMove(rule.Facts{Sentence: sentence.ActionKeyTwice, Key: strictjson.Quote(dup.Key)})
		}
		return nil, "", nil, badMove(rule.Facts{Sentence: sentence.ActionBadObject})
	}
	return seatVal, actKey, actVal, nil
}

// moveSeat reads the action's seat, seatVal (nil when missing): a whole
// number from 0 to seats-1.
func moveSeat(seatVal strictjson.Value, seats int) (int, *rule.Violation) {
	if seatVal == nil {
		return 0, badMove(rule.Facts{Sentence: sentence.ActionNoSeat})
	}
	s, ok := seatVal.Int()
	if !ok {
		return 0, badMove(rule.Facts{Sentence: sentence.ActionSeatNotNumber, Value: seatVal.Short()})
	}
	if s < 0 || s >= seats {
		return 0, badMove(rule.Facts{Sentence: sentence.SeatOutOfRange, Where: both(`"seat"`), Count: s, Seats: seats})
	}
	return s, nil
}

// actionMove reads the value actVal of seat s's action key actKey as the
// move it names.
func actionMove(actKey string, actVal strictjson.Value, s int) (Move, *rule.Violation) {
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
			return Move{}, badMove(rule.Facts{Sentence: sentence.MustBeTrue, Where: both(what), Value: actVal.Short()})
		}
		return Move{Kind: map[string]Kind{"push": Push, "decline": Decline, "take": Take}[actKey], Seat: s}, nil
	case "drawAt":
		n, ok := actVal.Int()
		if !ok || n < 0 {
			return Move{}, badMove(rule.Facts{Sentence: sentence.MustBePosition, Where: both(what), Value: actVal.Short()})
		}
		return DrawAtMove(s, n), nil
	}
	// "announce"
	name, err := actVal.Str(MaxNameLen)
	call, ok := parseCall(name)
	if err != nil || !ok {
		return Move{}, badMove(rule.Facts{Sentence: sentence.MustBeCall, Where: both(what), Value: actVal.Short()})
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
		return 0, badMove(rule.Facts{Sentence: sentence.MustBeCard, Where: both(what), Value: v.Short()})
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
		return 0, rule.Fact(rule.BadCard, "", s, rule.Facts{Sentence: sentence.CardUnreadableWhy, Where: both(what), Value: v.Short(), Detail: rule.Text{EN: reason}})
	}
	return c, nil
}

// readCardSet reads an array of cards of seat s's move into a set.
func readCardSet(v strictjson.Value, what string, s int) (card.Set, *rule.Violation) {
	if v.Kind() != strictjson.Array {
		return 0, badMove(rule.Facts{Sentence: sentence.MustBeCards, Where: both(what), Value: v.Short()})
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
