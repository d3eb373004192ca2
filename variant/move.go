package variant

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/blackqueen/rules/internal/enum"

	"github.com/blackqueen/rules/card"
)

// Phase is the part of a deal the game is in.
type Phase uint8

// The phases.
const (
	// PhaseDeal: no deal is running; the next one must be dealt (Deal or
	// DealCards). A new game starts here.
	PhaseDeal Phase = iota
	// PhasePass: the seats pass cards simultaneously (Rules.Pass).
	PhasePass
	// PhaseStock: the seat to act takes the stock and puts two cards back,
	// or pushes it on (Rules.Circulation).
	PhaseStock
	// PhaseAnnounce: the turn-based announcement round, only
	// when Options.Announcements is TurnBased.
	PhaseAnnounce
	// PhasePlay: cards are played to tricks.
	PhasePlay
	// PhaseDraw: a drawing game's seat draws from its neighbour.
	PhaseDraw
	// PhaseDealOver: the deal has ended and is scored; Deal starts the
	// next one.
	PhaseDealOver
	// PhaseMatchOver: the match has ended.
	PhaseMatchOver
)

// String returns the phase's name as the record format's next.phase uses it
// ("pass", "stock", "play", "draw") and "deal", "announce", "deal-over",
// "match-over" for the others.
func (p Phase) String() string { return phaseNames.Format(uint8(p), "phase") }

// phaseNames is the names table of Phase.
const phaseNames enum.Table = "deal pass stock announce play draw deal-over match-over"

// MarshalText implements encoding.TextMarshaler; a phase beyond the list
// is an error, so that no JSON is written that UnmarshalText refuses.
func (p Phase) MarshalText() ([]byte, error) {
	if p > PhaseMatchOver {
		return nil, fmt.Errorf("variant: invalid phase %d", uint8(p))
	}
	return []byte(p.String()), nil
}

// Kind is the kind of a move.
type Kind uint8

// The kinds of move, named after the docs/records.md actions.
const (
	// Play a card to the current trick: Move.Card.
	Play Kind = iota + 1
	// Pass three cards (Rules.Pass): Move.Cards.
	Pass
	// Stock: take the stock and put Move.Cards (two cards) back.
	Stock
	// Push the stock on unseen (exchange.Stock.Push).
	Push
	// Announce Move.Call out of turn (Rules.Announcements).
	Announce
	// Decline to announce in the turn-based announcement round
	// (Announcements.Rounds).
	Decline
	// Draw Move.Card from the seat drawn from.
	Draw
	// DrawAt draws the card at Move.Position of the drawn-from hand after
	// it is shuffled: the drawing seat picks a position, not a
	// card. The game records it as a Draw of the card that came.
	DrawAt
	// Take takes the stock into the hand to look at it before putting two
	// cards back (exchange.Stock.Look). Under exchange.Stock.Push a seat
	// decides to push before it sees the stock, so a seat that has taken
	// it may no longer push. Records never hold it: the Stock move that
	// follows says what was put back, and a Stock move alone takes and
	// puts back at once.
	Take
)

// String returns the docs/records.md action key ("play", "pass", ...).
func (k Kind) String() string {
	if k == 0 {
		return "kind(0)"
	}
	if n, ok := kindNames.Name(uint8(k - 1)); ok {
		return n
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// kindNames is the names table of Kind, from Play (Kind 1) on.
const kindNames enum.Table = "play pass stock push announce decline draw draw-at take"

// Call is what a seat announces.
type Call uint8

// The announcements.
const (
	NoCall      Call = iota
	NoTrickCall      // to take no trick
	SweepCall        // to take every trick
)

// String returns the record name ("jungfrau", "durchmarsch").
func (c Call) String() string {
	if c != NoCall {
		if n, ok := callNames.Name(uint8(c - 1)); ok {
			return n
		}
	}
	return "call(" + strconv.Itoa(int(c)) + ")"
}

// callNames is the names table of Call, from NoTrickCall (Call 1) on.
const callNames enum.Table = "jungfrau durchmarsch"

// parseCall returns the Call with the record name (ParseMove reads a
// move's "announce" with it).
func parseCall(s string) (Call, bool) {
	if v, ok := callNames.Lookup(s); ok {
		return Call(v + 1), true
	}
	return NoCall, false
}

// Move is one action of a seat. It is a small value; which fields matter
// depends on Kind. Its JSON form is the docs/records.md action object, such as
// {"seat": 2, "play": "QS"}.
type Move struct {
	Kind     Kind
	Seat     int
	Card     card.Card // Play, Draw
	Cards    card.Set  // Pass, Stock
	Call     Call      // Announce
	Position int       // DrawAt
}

// PlayMove returns the move of seat playing c.
func PlayMove(seat int, c card.Card) Move { return Move{Kind: Play, Seat: seat, Card: c} }

// PassMove returns the move of seat passing cards.
func PassMove(seat int, cards card.Set) Move { return Move{Kind: Pass, Seat: seat, Cards: cards} }

// StockMove returns the move of seat taking the stock and putting cards back.
func StockMove(seat int, cards card.Set) Move { return Move{Kind: Stock, Seat: seat, Cards: cards} }

// PushMove returns the move of seat pushing the stock on unseen.
func PushMove(seat int) Move { return Move{Kind: Push, Seat: seat} }

// AnnounceMove returns the move of seat announcing c.
func AnnounceMove(seat int, c Call) Move { return Move{Kind: Announce, Seat: seat, Call: c} }

// DeclineMove returns the move of seat declining to announce
// (Announcements.Rounds).
func DeclineMove(seat int) Move { return Move{Kind: Decline, Seat: seat} }

// DrawMove returns the move of seat drawing c.
func DrawMove(seat int, c card.Card) Move { return Move{Kind: Draw, Seat: seat, Card: c} }

// TakeMove returns the move of seat taking the stock to look at it.
func TakeMove(seat int) Move { return Move{Kind: Take, Seat: seat} }

// DrawAtMove returns the move of seat drawing the card at position pos.
func DrawAtMove(seat, pos int) Move { return Move{Kind: DrawAt, Seat: seat, Position: pos} }

// String returns the move in the docs/records.md JSON form.
func (m Move) String() string {
	b, err := m.MarshalJSON()
	if err != nil {
		return fmt.Sprintf("{%v seat %d}", m.Kind, m.Seat)
	}
	return string(b)
}

type moveJSON struct {
	Seat     int        `json:"seat"`
	Play     *card.Card `json:"play,omitempty"`
	Pass     *card.Set  `json:"pass,omitempty"`
	Stock    *card.Set  `json:"stock,omitempty"`
	Push     *bool      `json:"push,omitempty"`
	Announce string     `json:"announce,omitempty"`
	Decline  *bool      `json:"decline,omitempty"`
	Draw     *card.Card `json:"draw,omitempty"`
	DrawAt   *int       `json:"drawAt,omitempty"`
	Take     *bool      `json:"take,omitempty"`
}

// MarshalJSON encodes m as a docs/records.md action object. Decline and DrawAt,
// which records never hold, encode as {"seat": s, "decline": true} and
// {"seat": s, "drawAt": n}.
func (m Move) MarshalJSON() ([]byte, error) {
	j := moveJSON{Seat: m.Seat}
	t := true
	switch m.Kind {
	case Play:
		j.Play = &m.Card
	case Pass:
		j.Pass = &m.Cards
	case Stock:
		j.Stock = &m.Cards
	case Push:
		j.Push = &t
	case Announce:
		if m.Call != NoTrickCall && m.Call != SweepCall {
			return nil, fmt.Errorf("variant: announcement %v is not a call", m.Call)
		}
		j.Announce = m.Call.String()
	case Decline:
		j.Decline = &t
	case Draw:
		j.Draw = &m.Card
	case DrawAt:
		j.DrawAt = &m.Position
	case Take:
		j.Take = &t
	default:
		return nil, fmt.Errorf("variant: move of unknown kind %d", m.Kind)
	}
	return json.Marshal(j)
}
