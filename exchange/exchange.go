// Package exchange holds the policies of the card exchange before the
// play, as small values a game composes: Pass, the simultaneous pass
// (how many cards, in which direction in each deal of the match), and
// Stock, the circulation of an undealt stock from seat to seat (which
// cards may be put back, what a seat short of such cards does, whether
// the stock must change, whether it may be pushed on unseen). The
// policies know no game and cite no rule: a game chooses their values,
// and the game engine runs them, citing the game's rules. Which game uses
// which is told in the [rule book] (German: [Regelbuch], Danish:
// [regelbog]) and the README.
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package exchange

import (
	"fmt"

	"github.com/blackqueen/rules/card"
)

// Direction is where a seat passes, relative to itself. The zero
// Direction is Hold: no pass.
type Direction uint8

// The directions of a pass.
const (
	Hold   Direction = iota // no pass this deal
	Left                    // to the seat on the left
	Right                   // to the seat on the right
	Across                  // to the seat opposite (even tables)
	numDirections
)

// directionNames is the one names table of Direction.
func directionNames() [numDirections]string {
	return [...]string{"hold", "left", "right", "across"}
}

// String returns "hold", "left", "right" or "across", or "direction(N)"
// for an unknown value.
func (d Direction) String() string {
	if d < numDirections {
		return directionNames()[d]
	}
	return fmt.Sprintf("direction(%d)", uint8(d))
}

// Offset returns how many seats to the left the receiver sits at a table
// of seats: 1 for Left, seats-1 for Right, seats/2 for Across, 0 for Hold
// (and for an unknown direction).
func (d Direction) Offset(seats int) int {
	switch d {
	case Left:
		return 1
	case Right:
		return seats - 1
	case Across:
		return seats / 2
	}
	return 0
}

// maxCycle is the longest cycle of directions a Pass holds.
const maxCycle = 8

// Pass is a pass policy: in every deal that is not a hold deal, each seat
// that plays chooses Count cards, and once all have chosen every seat
// receives the cards of the seat whose direction points at it. The
// directions of the deals of a match follow Cycle in turn, counted from
// the match's first deal. A Pass is a plain value; the zero Pass never
// passes.
type Pass struct {
	// Count is the number of cards each seat passes.
	Count int
	cycle [maxCycle]Direction
	n     uint8
}

// Cycle returns the pass policy of count cards whose deals pass in the
// directions given, in turn, starting again after the last: Cycle(3,
// Right) passes three cards to the right in every deal, Cycle(3, Left,
// Right, Across, Hold) three cards to the left, the right, across, and
// not at all in four deals that repeat. Directions past the eighth are
// dropped.
func Cycle(count int, dirs ...Direction) Pass {
	p := Pass{Count: count}
	p.n = uint8(copy(p.cycle[:], dirs))
	return p
}

// Direction returns the direction of deal k (0-based) of the match.
func (p Pass) Direction(k int) Direction {
	if p.n == 0 || k < 0 {
		return Hold
	}
	return p.cycle[k%int(p.n)]
}

// Offset returns how many seats to the left the receiver of deal k sits
// at a table of seats, or 0 when deal k holds.
func (p Pass) Offset(k, seats int) int { return p.Direction(k).Offset(seats) }

// Passes reports whether the policy ever passes.
func (p Pass) Passes() bool {
	for _, d := range p.cycle[:p.n] {
		if d != Hold {
			return true
		}
	}
	return false
}

// Short is what a seat does at the stock when its hand and the stock hold
// fewer than Count cards it may put back. The zero Short is
// ShortNever.
type Short uint8

// The choices of Short.
const (
	// ShortNever: the policy's restrictions never leave a seat short,
	// and no rule is needed.
	ShortNever Short = iota
	// ShortVoid: the deal is void when the seat about to take the stock
	// is short, and the same dealer deals again; a short seat that
	// exchanges all the same puts back as ShortPutAll.
	ShortVoid
	// ShortPutAll: the short seat puts back every card it may and makes
	// up the count with other cards.
	ShortPutAll
	numShort
)

// String returns "never", "void" or "put-all", or "short(N)".
func (s Short) String() string {
	if s < numShort {
		return [...]string{"never", "void", "put-all"}[s]
	}
	return fmt.Sprintf("short(%d)", uint8(s))
}

// Stock is a stock policy: the undealt stock goes round the active seats
// from the dealer's left, each taking it up and putting back Count cards,
// until the last lays it aside. A Stock is a plain value.
type Stock struct {
	// Count is the number of cards a seat puts back.
	Count int
	// Kept are the cards that may never be put back (the penalty cards,
	// say, or the cards that count points); empty when any card may go.
	Kept card.Set
	// Short is what a seat short of cards it may put back does.
	Short Short
	// MustChange refuses putting back exactly the cards taken, unless the
	// seat holds no others it may put back.
	MustChange bool
	// Push lets the seat pass the stock on unseen instead.
	Push bool
	// Look makes taking the stock up a step of its own: the seat sees the
	// stock only once it has taken it, and may push only before. Without
	// it the seat at the stock picks it up at once.
	Look bool
}

// Allowed returns the cards of all that may be put back.
func (p Stock) Allowed(all card.Set) card.Set { return all &^ p.Kept }

// IsShort reports whether a seat holding all (its hand and the stock)
// has fewer than Count cards it may put back.
func (p Stock) IsShort(all card.Set) bool { return p.Allowed(all).Len() < p.Count }

// Choice returns, for a seat that holds all once it has taken up the
// stock taken, the cards it may put back, the cards every choice must
// include and the one choice refused (empty if none): a short seat
// (under ShortVoid or ShortPutAll) may put back any card but must put
// back every allowed one, and under MustChange the cards taken are
// refused unless they are all the seat may put back.
func (p Stock) Choice(all, taken card.Set) (cards, must, refused card.Set) {
	allowed := p.Allowed(all)
	cards = allowed
	if p.Short != ShortNever && allowed.Len() < p.Count {
		cards, must = all, allowed
	}
	if p.MustChange && allowed != taken {
		refused = taken
	}
	return cards, must, refused
}

// Legal reports whether a seat holding all after taking up taken may put
// back back under the policy (Choice).
func (p Stock) Legal(all, taken, back card.Set) bool {
	cards, must, refused := p.Choice(all, taken)
	return p.admits(back, choice{cards, must, refused})
}

// choice is what Choice returns: the cards a seat may put back, those it
// must, and the one put-back refused.
type choice struct{ cards, must, refused card.Set }

// admits reports whether back is a put-back of c.
func (p Stock) admits(back card.Set, c choice) bool {
	return back.Len() == p.Count && c.cards.ContainsAll(back) && back.ContainsAll(c.must) && (c.refused == 0 || back != c.refused)
}
