package oldmaid

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
)

// The pairs (OM-R4, OM-O1): what makes one, what a hand lays down.

// Partners returns the cards that make a pair with c under the pairing
// rule r: the other three cards of c's rank (RankPairs, OM-R4), or the
// card of the same rank and colour (SameColourPairs, OM-O1: ♣ with ♠, ♦
// with ♥). The joker has no partner (OM-O2).
func (r PairRule) Partners(c card.Card) card.Set {
	if !c.Valid() || c == card.Joker {
		return 0
	}
	if r == SameColourPairs {
		// Clubs 0 ↔ Spades 3, Diamonds 1 ↔ Hearts 2.
		return card.Set(0).Add(card.New(c.Rank(), card.NumSuits-1-c.Suit()))
	}
	return card.RankSet(c.Rank()).Remove(c)
}

// Discard returns the cards OM-R4 lays down from a freshly dealt hand h
// under the pairing rule r:
// every pair, the choice fixed so that records replay exactly. Under
// RankPairs two or four cards of a rank all go, and of three the two
// lowest in the canonical suit order (clubs, diamonds, hearts, spades)
// go and the highest is kept (OM-R4, OM-E2). Under SameColourPairs the
// two black cards of a rank go when both are there, and so do the two red
// ones (OM-O1). What is left holds no pair under r.
func (r PairRule) Discard(h card.Set) card.Set {
	hands := [seat.Max]card.Set{h}
	var laid [seat.Max]card.Set
	r.layDown(&hands, &laid)
	return laid[0]
}

// layDown lays down the pairs of the first maxSeats hands into
// laid, as Discard chooses them, and takes them out of the hands. Under
// rank pairs it returns what each seat is then known not to hold (noteDeal
// keeps it): of every rank it laid cards of, the cards up to the highest
// laid one in suit order (OM-R4: of three, the two lowest go, so a third
// card kept is higher than both), as four words, one per suit, in which
// lane x is seat x's (transpose gives the seats' sets). Under
// SameColourPairs that is nothing.
func (r PairRule) layDown(hands, laid *[seat.Max]card.Set) (below [maxSeats]uint64) {
	// The four suits are four 16-bit lanes of a set, one bit per rank
	// (the joker is rank bit 15 of the spades lane, which no other lane
	// has): the pairs of every rank are found lane against lane, and
	// the four hands at once, each in a lane of its own of one word per
	// suit.
	h := (*[maxSeats]card.Set)(hands[:])
	cl, di, he, sp := transpose(uint64(h[0]), uint64(h[1]), uint64(h[2]), uint64(h[3]))
	if r == SameColourPairs {
		// The two black cards of a rank go, and so do the two red ones.
		cl, di, he, sp = cl&^sp, di&^he, he&^di, sp&^cl
	} else {
		// The number of cards of each rank, as the bits c1 c2 (c4
		// needs no bit of its own: a rank of four has c1 = c2 = 0 and
		// is all laid).
		x1, x2 := cl^di, he^sp
		c1 := x1 ^ x2
		c2 := cl&di ^ he&sp ^ x1&x2
		one := c1 &^ c2  // ranks of one card: kept
		three := c1 & c2 // ranks of three: the highest is kept
		kc, kd, kh, ks := cl&one, di&one, he&one|he&^sp&three, sp&one|sp&three
		// The ranks laid in each suit or in a suit above it, from the
		// spades down.
		bs := sp &^ ks
		bh := he&^kh | bs
		bd := di&^kd | bh
		bc := cl&^kc | bd
		below = [maxSeats]uint64{bc, bd, bh, bs}
		cl, di, he, sp = kc, kd, kh, ks
	}
	k0, k1, k2, k3 := transpose(cl, di, he, sp) // what each hand keeps
	l := (*[maxSeats]card.Set)(laid[:])
	l[0], l[1], l[2], l[3] = h[0]&^card.Set(k0), h[1]&^card.Set(k1), h[2]&^card.Set(k2), h[3]&^card.Set(k3)
	h[0], h[1], h[2], h[3] = card.Set(k0), card.Set(k1), card.Set(k2), card.Set(k3)
	return below
}

// transpose returns the four words whose 16-bit lane j holds lane i of
// a, b, c, d for word i and j = 0, 1, 2, 3 (a in the lowest lanes): the
// lanes of four sets taken as a 4×4 matrix, transposed. It is its own
// inverse.
func transpose(a, b, c, d uint64) (w, x, y, z uint64) {
	const (
		m16 = 0x0000FFFF0000FFFF
		m32 = 0x00000000FFFFFFFF
	)
	// Lanes 0 and 2 of a and b, then 1 and 3; of c and d likewise.
	ab0, ab1 := a&m16|b<<16&^m16, a>>16&m16|b&^m16
	cd0, cd1 := c&m16|d<<16&^m16, c>>16&m16|d&^m16
	return ab0&m32 | cd0<<32, ab1&m32 | cd1<<32, ab0>>32 | cd0&^m32, ab1>>32 | cd1&^m32
}
