// Package deck builds the packs of the black queen games, removes the cards
// each game removes for its table size, shuffles with an injected
// math/rand/v2 source and deals in each game's pattern (../shared/RULES.md
// §0.3, §0.5, MAD-R3, BM-R1, SH-R1, SAU-R4, OM-R1, OM-R2).
package deck

import (
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// Pack is one of the packs the games are played with.
type Pack uint8

// The packs.
const (
	// Pack32 is the 32-card pack, 7 to ace in four suits (Madonna, Sau).
	Pack32 Pack = iota
	// Pack52 is the 52-card French pack (Black Maria, Hearts, Old Maid).
	Pack52
	// Pack52Joker is the 52-card pack plus one joker (Old Maid, OM-O2).
	Pack52Joker
)

var packNames = [...]string{"32-card pack", "52-card pack", "52-card pack with joker"}

// String names the pack.
func (p Pack) String() string {
	if int(p) < len(packNames) {
		return packNames[p]
	}
	return fmt.Sprintf("pack(%d)", uint8(p))
}

// Cards returns the cards of the pack (§0.3).
func (p Pack) Cards() card.Set {
	switch p {
	case Pack32:
		return card.RangeSet(card.Seven, card.Ace)
	case Pack52:
		return card.Full52
	case Pack52Joker:
		return card.Full52 | card.JokerSet
	}
	return 0
}

// ThreePlayerRemoval chooses the card Black Maria removes at three seats
// (BM-A2).
type ThreePlayerRemoval uint8

// The BM-A2 choices; the default comes first.
const (
	TwoOfClubs    ThreePlayerRemoval = iota // BM-R1: the 2♣ (default)
	TwoOfDiamonds                           // BM-A2 option: the 2♦
)

// SixPlayerRemoval chooses the cards Black Maria removes at six seats
// (BM-A1).
type SixPlayerRemoval uint8

// The BM-A1 choices; the default comes first.
const (
	AllTwos         SixPlayerRemoval = iota // BM-R1: all four 2s, 42 points (default)
	StandardRemoval                         // BM-A1 option: 2♣ 2♦ 2♠ 3♣ as in Hearts, 43 points
)

// Maid chooses which card Old Maid removes or adds (OM-R1, OM-O2, OM-O3).
type Maid uint8

// The Old Maid packs; the default comes first.
const (
	QueenOfClubsRemoved Maid = iota // OM-R1: 52 cards minus the Q♣ (default)
	JokerMaid                       // OM-O2: 52 cards plus the joker
	JackOfClubsRemoved              // OM-O3: 52 cards minus the J♣
)

func badSeats(game string, seats, lo, hi int) error {
	return rule.New(rule.BadOptions, "", rule.NoSeat,
		fmt.Sprintf("%s is played by %d to %d seats, not %d", game, lo, hi, seats),
		fmt.Sprintf("%s wird zu %d bis %d gespielt, nicht zu %d", game, lo, hi, seats))
}

const (
	c2C = card.TwoClubs
	c2D = card.TwoDiamonds
	c2H = card.TwoHearts
	c2S = card.TwoSpades
	c3C = card.ThreeClubs
)

// BlackMariaRemoved returns the cards Black Maria removes at a table of
// seats (BM-R1, with the BM-A1 and BM-A2 choices).
func BlackMariaRemoved(seats int, three ThreePlayerRemoval, six SixPlayerRemoval) (card.Set, error) {
	switch seats {
	case 3:
		if three == TwoOfDiamonds {
			return card.Of(c2D), nil
		}
		return card.Of(c2C), nil
	case 4:
		return 0, nil
	case 5:
		return card.Of(c2C, c2D), nil
	case 6:
		if six == StandardRemoval {
			return card.Of(c2C, c2D, c2S, c3C), nil
		}
		return card.Of(c2C, c2D, c2H, c2S), nil
	}
	return 0, badSeats("Black Maria", seats, 3, 6)
}

// HeartsRemoved returns the cards standard Hearts removes at a table of
// seats (SH-R1). No heart is ever removed.
func HeartsRemoved(seats int) (card.Set, error) {
	switch seats {
	case 3:
		return card.Of(c2D), nil
	case 4:
		return 0, nil
	case 5:
		return card.Of(c2C, c2D), nil
	case 6:
		return card.Of(c2C, c2D, c2S, c3C), nil
	}
	return 0, badSeats("Hearts", seats, 3, 6)
}

// OldMaidPack returns the cards of an Old Maid pack (OM-R1, OM-O2, OM-O3).
func OldMaidPack(m Maid) card.Set {
	switch m {
	case JokerMaid:
		return Pack52Joker.Cards()
	case JackOfClubsRemoved:
		return card.Full52.Remove(card.JackClubs)
	}
	return card.Full52.Remove(card.QueenClubs)
}

// Order is a sequence of at most 64 cards held in a fixed array, so that a
// shuffle does not allocate.
type Order struct {
	n     uint8
	cards [64]card.Card
}

// OrderOf returns an Order holding cards in the given sequence; cards past
// the 64th are dropped.
func OrderOf(cards ...card.Card) Order {
	var o Order
	for _, c := range cards {
		if o.n == 64 {
			break
		}
		o.cards[o.n] = c
		o.n++
	}
	return o
}

// Len returns the number of cards.
func (o *Order) Len() int { return int(o.n) }

// Cards returns the cards in order. The slice aliases o.
func (o *Order) Cards() []card.Card { return o.cards[:o.n] }

// Set returns the cards as a set.
func (o *Order) Set() card.Set {
	var s card.Set
	for _, c := range o.cards[:o.n] {
		s = s.Add(c)
	}
	return s
}

// Shuffle returns the cards of s in a uniformly random order drawn from r
// (Fisher–Yates). The same source state gives the same order.
func Shuffle(s card.Set, r *rand.Rand) Order {
	var o Order
	for c, ok := s.Next(); ok; c, ok = s.Next() {
		o.cards[o.n] = c
		o.n++
	}
	for i := int(o.n) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		o.cards[i], o.cards[j] = o.cards[j], o.cards[i]
	}
	return o
}

// Pattern gives the size of the packet each seat receives in each round
// of the deal: round i deals Rounds[i] cards to each seat, and rounds past
// the last non-zero entry repeat it. The zero Pattern deals one card at a
// time. A packet never takes a hand past its size, so {2} deals 2-2-1 for
// five-card hands (MAD-A2).
type Pattern struct {
	Rounds [8]uint8
}

// Packets returns the pattern that deals packets of the given sizes in
// its first rounds, repeating the last size.
func Packets(sizes ...uint8) Pattern {
	var p Pattern
	copy(p.Rounds[:], sizes)
	return p
}

// Singles returns the pattern that deals one card at a time (BM-R2,
// SH-R2, SAU-R4, OM-R2); it is the zero Pattern.
func Singles() Pattern { return Pattern{} }

func (p Pattern) round(i int) int {
	last := 1
	for k, r := range p.Rounds {
		if r == 0 {
			break
		}
		last = int(r)
		if k == i {
			return last
		}
	}
	return last
}

// Hands is the outcome of a deal: each seat's hand and the undealt stock.
type Hands struct {
	Hand  [seat.Max]card.Set
	Stock card.Set
}

// Deal deals order to the seats of active at a table of seats, as §0.5
// fixes it: rounds start at the first active seat left of dealer and move
// left, each seat receiving its packet of the pattern, until all but
// stock cards are dealt; the stock is the last stock cards of order.
// Hands are as equal as the cards allow: when the cards do not divide
// evenly (OM-R2) the seats dealt first get one more. A seat outside
// active gets nothing (SAU-O5).
func Deal(order []card.Card, dealer, seats int, active seat.Set, p Pattern, stock int) (Hands, error) {
	var h Hands
	if seats < 2 || seats > seat.Max || dealer < 0 || dealer >= seats {
		return h, fmt.Errorf("deck: cannot deal at %d seats with dealer %d", seats, dealer)
	}
	active &= seat.All(seats)
	na := active.Len()
	dealt := len(order) - stock
	if na == 0 || stock < 0 || dealt < 0 {
		return h, fmt.Errorf("deck: cannot deal %d cards with a stock of %d to %d seats", len(order), stock, na)
	}
	capacity := (dealt + na - 1) / na
	var size [seat.Max]int
	next := 0
	for round := 0; next < dealt; round++ {
		packet := p.round(round)
		for k := 1; k <= seats && next < dealt; k++ {
			s := (dealer + k) % seats
			if !active.Has(s) {
				continue
			}
			give := min(packet, capacity-size[s], dealt-next)
			for ; give > 0; give-- {
				h.Hand[s] = h.Hand[s].Add(order[next])
				size[s]++
				next++
			}
		}
	}
	for _, c := range order[dealt:] {
		h.Stock = h.Stock.Add(c)
	}
	return h, nil
}
