// Package deck builds packs, takes out the cards of a game's removal list
// (Removals) for its table size, shuffles with an injected math/rand/v2
// source and deals in packets with a stock, as the conventions of the
// [rule book] (German: [Regelbuch], Danish: [regelbog]) give them: C-9
// (the packs) and C-10 (the deal). A game composes its deal from these
// parts (a pack, a removal list per table size, a packet pattern, the
// seats dealt to, a stock) and names its own rules; deck names no game.
//
// Nothing here holds hidden state: the same *rand.Rand state gives the
// same [Shuffle], and [Deal] is a pure function of its arguments, so a
// seed reproduces a deal exactly. Shuffle and a successful Deal do not
// allocate.
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package deck

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// Pack is one of the packs the games are played with (C-9). The zero
// Pack is Pack32.
type Pack uint8

// The packs.
const (
	// Pack32 is the 32-card pack, 7 to ace in four suits.
	Pack32 Pack = iota
	// Pack52 is the 52-card French pack, 2 to ace in four suits.
	Pack52
	// Pack52Joker is the 52-card pack plus one joker.
	Pack52Joker
)

// String names the pack ("32-card pack"), or "pack(N)" for an unknown
// value.
func (p Pack) String() string {
	switch p {
	case Pack32:
		return "32-card pack"
	case Pack52:
		return "52-card pack"
	case Pack52Joker:
		return "52-card pack with joker"
	}
	return fmt.Sprintf("pack(%d)", uint8(p))
}

// Cards returns the cards of the pack (C-9), and the empty set for an
// unknown value.
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

// Removals are the cards a game takes out of its pack at each table
// size, indexed by the number of seats (to make the pack divide evenly
// among the seats, say): the game gives the list. The zero Removals
// takes out nothing.
type Removals [seat.Max + 1]card.Set

// Pack returns the cards of pack left at a table of seats: pack less the
// removals for that size, or pack itself for a size out of range.
func (r Removals) Pack(pack card.Set, seats int) card.Set {
	if seats < 0 || seats >= len(r) {
		return pack
	}
	return pack &^ r[seats]
}

// Order is a sequence of at most 64 cards held in a fixed array, so that a
// shuffle does not allocate. The zero Order is empty. An Order is a plain
// value: copying it copies the cards.
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

// Len returns the number of cards in o.
func (o *Order) Len() int { return int(o.n) }

// Cards returns the cards of o in order. The slice aliases o: it is
// valid, and changes o, only as long as o is.
func (o *Order) Cards() []card.Card { return o.cards[:o.n] }

// Set returns the cards of o as a set.
func (o *Order) Set() card.Set {
	var s card.Set
	for _, c := range o.cards[:o.n] {
		s = s.Add(c)
	}
	return s
}

// Shuffle returns the cards of s in a uniformly random order drawn from r
// (Fisher–Yates, one r.IntN call per card after the first). The same
// source state gives the same order, on every platform, so a seed
// reproduces a deal. It does not allocate.
func Shuffle(s card.Set, r *rand.Rand) Order {
	o := orderOf(s)
	for i := int(o.n) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		o.cards[i], o.cards[j] = o.cards[j], o.cards[i]
	}
	return o
}

// ShufflePCG is Shuffle drawing straight from a PCG generator: for the
// same state of src it returns the same order as Shuffle(s, rand.New(src))
// and leaves src in the same state. It does not allocate.
func ShufflePCG(s card.Set, src *rand.PCG) Order {
	o := orderOf(s)
	for i := int(o.n) - 1; i > 0; i-- {
		// j is rand.New(src).IntN(i+1), computed here as math/rand/v2
		// does (a mask for a power of two, otherwise Lemire's multiply
		// and shift with its rejection step, in reject), so the order
		// is Shuffle's on every platform.
		u := uint64(i + 1)
		x := src.Uint64()
		var j int
		if u&(u-1) == 0 {
			j = int(x & (u - 1))
		} else if hi, lo := bits.Mul64(x, u); lo >= u {
			j = int(hi)
		} else {
			j = int(reject(src, u, hi, lo))
		}
		// i < 64 and j ≤ i: the masks only spare the bounds checks.
		o.cards[i&63], o.cards[j&63] = o.cards[j&63], o.cards[i&63]
	}
	return o
}

// orderOf returns the cards of s in canonical order.
func orderOf(s card.Set) Order {
	var o Order
	n := 0
	for x := uint64(s); x != 0; x &= x - 1 {
		o.cards[n&63] = card.Card(bits.TrailingZeros64(x))
		n++
	}
	o.n = uint8(n)
	return o
}

// sortInto writes the cards of s (each below 64) into dst in canonical
// order, as orderOf lists them, and returns
// how many there are. It writes a run of consecutive cards at a time,
// eight to a store: the bytes of a store past the run's end are
// overwritten by the next run or lie past the last card (dst has room
// for the spare bytes of a store at the 64th place).
func sortInto(dst *[72]uint8, s card.Set) int {
	const (
		ones  = 0x0101010101010101
		iota8 = 0x0706050403020100 // the bytes 0, 1, …, 7
	)
	n := 0
	for x := uint64(s); x != 0; {
		a := bits.TrailingZeros64(x)
		l := bits.TrailingZeros64(^(x >> a)) // the run of cards a, a+1, …
		// n+k < n+l ≤ 64, and each byte is below 64+8: no carries.
		for k := 0; k < l; k += 8 {
			binary.LittleEndian.PutUint64(dst[(n+k)&63:], iota8+uint64(a+k)*ones)
		}
		n += l
		x &^= (1<<l - 1) << a
	}
	return n
}

// reject is the rare end of ShufflePCG's draw of a number below u (a
// chance below u in 2⁶⁴): it draws again while the low word of the
// product is below 2⁶⁴ mod u, as math/rand/v2 does.
func reject(src *rand.PCG, u, hi, lo uint64) uint64 {
	thresh := -u % u
	for lo < thresh {
		hi, lo = bits.Mul64(src.Uint64(), u)
	}
	return hi
}

// Pattern gives the size of the packet each seat receives in each round
// of the deal: round i deals Rounds[i] cards to each seat, and rounds past
// the last non-zero entry repeat it. The zero Pattern deals one card at a
// time. A packet never takes a hand past its size, so {2} deals 2-2-1 for
// five-card hands.
type Pattern struct {
	// Rounds holds the packet size of each round; the first zero ends
	// the list.
	Rounds [8]uint8
}

// Packets returns the pattern that deals packets of the given sizes in
// its first rounds, repeating the last size: Packets(2) deals pairs
// (2-2-1 to five-card hands), Packets(1, 2) a single card and then pairs
// (1-2-2). Only the first eight sizes count, and a zero size ends the
// list.
func Packets(sizes ...uint8) Pattern {
	var p Pattern
	copy(p.Rounds[:], sizes)
	return p
}

// Singles returns the pattern that deals one card at a time; it is the
// zero Pattern.
func Singles() Pattern { return Pattern{} }

// round returns the packet size of round i (0-based).
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
// Seats at or past the table size, and seats that sat the deal out, hold
// the empty set.
type Hands struct {
	// Hand is each seat's hand, indexed by seat.
	Hand [seat.Max]card.Set
	// Stock is the undealt cards, the last of the order (C-10).
	Stock card.Set
}

// Cards returns every card of the deal: the union of the hands and the
// stock.
func (h *Hands) Cards() card.Set {
	s := h.Stock
	for _, x := range h.Hand {
		s |= x
	}
	return s
}

// badDeal returns Deal's bad-deal violation of C-10 with the facts of the
// case; its message is rendered from the rule catalogue's sentences.
func badDeal(f rule.Facts) error {
	return rule.Fact(rule.BadDeal, "C-10", rule.NoSeat, f)
}

// Dealing is how a deal goes round the table (C-10): the dealer, the
// table size, the seats dealt to, the packet of each round and the cards
// left over as the stock. It is a plain value. The zero Dealing is no
// deal: a table has two seats at least.
type Dealing struct {
	// Dealer is the seat that deals; the deal starts at the first seat of
	// Active on its left.
	Dealer int
	// Seats is the table size, 2 to seat.Max.
	Seats int
	// Active are the seats dealt to; any other seat gets nothing, even
	// when it is the dealer (a seat that sits out the deal).
	Active seat.Set
	// Pattern is the packet each seat receives in each round; the zero
	// Pattern deals one card at a time.
	Pattern Pattern
	// Stock is how many cards, the last of the order, are not dealt.
	Stock int
}

// Deal deals order to the seats of d.Active at a table of d.Seats, as
// C-10 fixes it: rounds start at the first active seat left of d.Dealer
// and move left, each seat receiving its packet of d.Pattern, until all
// but d.Stock cards are dealt; the stock is the last d.Stock cards of
// order.
//
// Hands are as equal as the cards allow: when the cards do not divide
// evenly the active seats dealt to first, starting at left(dealer), get
// one card more than the others, whatever the pattern. A packet never
// takes a hand past its size, so Packets(2) deals 2-2-1 to five-card
// hands. A seat outside d.Active gets nothing, even when it is the
// dealer (a seat that sits out the deal).
//
// Deal returns a *rule.Violation with rule.BadDeal, and the zero Hands,
// when d.Seats is not 2 to seat.Max, d.Dealer is not a seat, no seat is
// active, d.Stock is negative or larger than order, or order holds an
// invalid or repeated card. A successful Deal does not allocate.
func Deal(order []card.Card, d Dealing) (Hands, error) {
	var h Hands
	if err := checkDeal(len(order), &d); err != nil {
		return h, err
	}
	var seen card.Set
	for _, c := range order {
		if !c.Valid() || seen.Has(c) {
			return h, badDeal(rule.Facts{Sentence: sentence.DealCard, Card: c})
		}
		seen = seen.Add(c)
	}
	pl := makePlan(len(order), &d)
	for i, c := range order {
		if to := pl.to[i]; to == toStock {
			h.Stock = h.Stock.Add(c)
		} else {
			h.Hand[to] = h.Hand[to].Add(c)
		}
	}
	return h, nil
}

// Sorted is a pack to deal at random, listed in canonical order once
// (Sort): the road of a random deal that a seed deals again
// (ShuffleDeal). A game keeps the Sorted of its pack and deals every deal
// from it. The zero Sorted is the empty pack. A Sorted is a plain value.
type Sorted struct {
	pack  card.Set
	n     uint8     // the number of cards of pack
	cards [72]uint8 // the cards below 64 of pack, as sortInto lists them
}

// Sort returns pack listed for ShuffleDeal.
func Sort(pack card.Set) Sorted {
	s := Sorted{pack: pack, n: uint8(pack.Len())}
	sortInto(&s.cards, pack)
	return s
}

// Pack returns the cards of s.
func (s *Sorted) Pack() card.Set { return s.pack }

// ShuffleDeal shuffles the pack of s with src and deals it: the same
// Hands as Deal(ShufflePCG(s.Pack(), src).Cards(), d), and src left in the
// same state, so that the same state of src deals the same hands again.
// Its errors are Deal's, and a pack holding a bit that is no card is one
// too; on error src is not drawn from. It does not allocate.
func (s *Sorted) ShuffleDeal(src *rand.PCG, d Dealing) (Hands, error) {
	var h Hands
	n := int(s.n)
	dealer, seats, active, p, stock := d.Dealer, d.Seats, d.Active, d.Pattern, d.Stock
	// checkPack's conditions, checked inline; it tells what is wrong.
	if uint(seats-2) > seat.Max-2 || uint(dealer) >= uint(seats) || active&seat.All(seats) == 0 || uint(stock) > uint(n) || !s.pack.Valid() {
		if err := checkPack(s.pack, &d); err != nil {
			return h, err
		}
	}
	o := s.cards // the cards, moved about by the shuffle
	// ring is the active seats from left(dealer) (ringOf): at a full
	// table of four simply the seats left of the dealer round it.
	var ring [seat.Max]uint8
	na := 4
	full4 := seats == 4 && active&seat.All(4) == seat.All(4)
	if full4 {
		d := uint8(dealer)
		ring[0], ring[1], ring[2], ring[3] = (d+1)&3, (d+2)&3, (d+3)&3, d&3
	} else {
		ring, na = ringOf(dealer, seats, active)
	}
	// to[i] is where place i goes: its ring position, 7 for the stock
	// (placesOf); four seats dealt one card at a time have a road of
	// their own (fourPlaces).
	var to [64]uint8
	stop := 0
	if na == 4 && p == Singles() {
		stop = fourPlaces(&to, n, stock)
	} else {
		to = placesOf(n, na, p, stock)
	}
	// ShufflePCG's Fisher–Yates from the top fixes position i at step i:
	// its card goes straight to the hand of place i (by ring position;
	// 7 is the stock), and only the card moved down is stored.
	var hands [8]card.Set
	for i := n - 1; i > stop; i-- {
		// j is rand.New(src).IntN(i+1), as ShufflePCG draws it.
		u := uint64(i + 1)
		x := src.Uint64()
		hi, lo := bits.Mul64(x, u)
		if u&(u-1) == 0 {
			hi = x & (u - 1)
		} else if lo < u {
			hi = reject(src, u, hi, lo)
		}
		// i < 64 and to[i] < 8: the mask only spares the bounds check.
		hands[to[i&63]&7] |= take(o[:], i, int(hi))
	}
	if stop > 0 {
		dealFour(&hands, &o, src, stop)
	} else if n > 0 {
		hands[to[0]&7] |= card.Set(1) << (o[0] & 63)
	}
	if full4 {
		// The hands to their seats through an array of eight places,
		// six of which are the seats': no bounds checks.
		var bySeat [8]card.Set
		for k, s := range ring[:4] {
			bySeat[s&7] = hands[k]
		}
		h.Hand = [seat.Max]card.Set(bySeat[:seat.Max])
	} else {
		for k, s := range ring[:na] {
			h.Hand[s] = hands[k&7]
		}
	}
	h.Stock = hands[7]
	return h, nil
}

// fourPlaces writes Sorted.ShuffleDeal's table of places for four seats
// dealt one card at a time, n cards with a stock of stock: the places from
// the highest ≡ 3 mod 4 below the stock down are dealFour's (when there
// is one: the stop it returns is ≥ 3, else 0); the shuffle's loop takes
// the places above stop, and place i of those goes to ring position i mod
// 4 (placesOf) unless it is in the stock (7).
func fourPlaces(to *[64]uint8, n, stock int) (stop int) {
	dealt := n - stock
	if stop = (dealt - 4) | 3; stop < 3 {
		stop = 0
	}
	for i := stop; i < n; i++ {
		to[i&63] = uint8(i & 3)
		if i >= dealt {
			to[i&63] = 7
		}
	}
	return stop
}

// dealFour is Sorted.ShuffleDeal's shuffle and deal of the places i ≡ 3
// mod 4 down to 0 of o one at a time round four seats, into the hands of
// the ring positions 0 to 3. Place i goes to ring position i mod 4
// (placesOf), so it takes four places a round, each to the hand it
// names: no table of places is looked up, and three of the four bounds
// of a round (3, 2 and 1 mod 4) need no test for a power of two. Its
// draws are ShufflePCG's, bound by bound.
func dealFour(hands *[8]card.Set, o *[72]uint8, src *rand.PCG, i int) {
	for ; i >= 7; i -= 4 {
		u := uint64(i + 1)
		x := src.Uint64()
		var hi, lo uint64
		if u&(u-1) == 0 {
			hi = x & (u - 1)
		} else if hi, lo = bits.Mul64(x, u); lo < u {
			hi = reject(src, u, hi, lo)
		}
		hands[3] |= take(o[:], i, int(hi))
		// The bounds i, i-1 and i-2 are 3, 2 and 1 mod 4 and above 4:
		// no power of two.
		u = uint64(i)
		hi, lo = bits.Mul64(src.Uint64(), u)
		if lo < u {
			hi = reject(src, u, hi, lo)
		}
		hands[2] |= take(o[:], i-1, int(hi))
		u = uint64(i - 1)
		hi, lo = bits.Mul64(src.Uint64(), u)
		if lo < u {
			hi = reject(src, u, hi, lo)
		}
		hands[1] |= take(o[:], i-2, int(hi))
		u = uint64(i - 2)
		hi, lo = bits.Mul64(src.Uint64(), u)
		if lo < u {
			hi = reject(src, u, hi, lo)
		}
		hands[0] |= take(o[:], i-3, int(hi))
	}
	// i is 3: the bounds 4, 3 and 2, and place 0 left.
	hands[3] |= take(o[:], 3, int(src.Uint64()&3))
	hi, lo := bits.Mul64(src.Uint64(), 3)
	if lo < 3 {
		hi = reject(src, 3, hi, lo)
	}
	hands[2] |= take(o[:], 2, int(hi))
	hands[1] |= take(o[:], 1, int(src.Uint64()&1))
	hands[0] |= card.Set(1) << (o[0] & 63)
}

// take is the step of Fisher–Yates that fixes position i of o: it
// returns the card in position j ≤ i, as a set, and moves the card in
// position i to j. Every card of o is below 64, and so are i and j: the
// masks only spare the bounds checks and the shift's handling.
func take(o []uint8, i, j int) card.Set {
	o = o[:64]
	c := o[j&63]
	o[j&63] = o[i&63]
	return card.Set(1) << (c & 63)
}

// placesOf returns where a deal of n ≤ 64 cards to na active seats by
// pattern p with stock cards left over sends each place of the order:
// the position in the ring of the active seats from left(dealer) (see
// ringOf), or 7 for the stock. Round by round, each seat of the ring
// takes its packet, never past its hand size (the first (n-stock)%na
// seats get one card more); the stock is the last stock places.
func placesOf(n, na int, p Pattern, stock int) [64]uint8 {
	var to [64]uint8
	dealt := n - stock
	if p == Singles() {
		// One card at a time round the ring: the seats dealt to first
		// get the odd cards, as the rounds below give them.
		copy(to[:], placeRing[(na-1)&7*64:])
	} else if q := int(p.Rounds[0]); q > 0 && p.Rounds[1] == 0 && dealt%na == 0 && dealt/na%q == 0 {
		// One packet size q that each hand's size is a multiple of (pairs
		// to eight-card hands at four seats): every round gives every seat a
		// whole packet, so place i goes to ring position i/q mod na, as
		// the rounds below would send it. When a full turn of the ring,
		// q*na places, divides 8 (so q and na are powers of two), eight
		// places at a time repeat, byte j of a word being j/q mod na:
		// the bytes 0 to 7 shifted down by log2(q), masked to na-1. The
		// words are written whole (the places past dealt are the stock's,
		// set below, or never read).
		if pr := q * na; pr <= 8 && pr&(pr-1) == 0 {
			w := uint64(0x0706050403020100) >> (uint(bits.TrailingZeros(uint(q))) & 7) & (0x0101010101010101 * uint64(na-1))
			for i := 0; i < dealt; i += 8 {
				binary.LittleEndian.PutUint64(to[i&56:], w)
			}
		} else {
			for i, k := 0, 0; i < dealt; k++ {
				if k == na {
					k = 0
				}
				for end := i + q; i < end; i++ {
					to[i&63] = uint8(k)
				}
			}
		}
	} else {
		dealRounds(&to, dealt, na, p)
	}
	for i := dealt; i < n; i++ {
		to[i&63] = 7
	}
	return to
}

// dealRounds sets the first dealt places of to to the ring positions a
// deal by pattern p round na seats sends them to, round by round: each
// seat of the ring takes its packet, never past its hand size.
func dealRounds(to *[64]uint8, dealt, na int, p Pattern) {
	size := handSizes(dealt, na)
	next := 0
	for round := 0; next < dealt; round++ {
		packet := p.round(round)
		for k := 0; k < na && next < dealt; k++ {
			give := min(packet, size[k])
			size[k] -= give
			for ; give > 0; give-- {
				to[next&63] = uint8(k)
				next++
			}
		}
	}
}

// handSizes returns the hand size of each of na seats dealt dealt cards,
// in the order the deal goes round them: the first dealt%na get one card
// more.
func handSizes(dealt, na int) [seat.Max]int {
	var size [seat.Max]int
	base, extra := dealt/na, dealt%na
	for k := 0; k < na && k < seat.Max; k++ {
		size[k] = base
		if k < extra {
			size[k]++
		}
	}
	return size
}

// ringOf returns the active seats in the order a deal goes round them,
// from left(dealer), and how many there are.
func ringOf(dealer, seats int, active seat.Set) (ring [seat.Max]uint8, n int) {
	// The active seats of the table above the dealer, in ascending
	// order, then those up to it (dealer < seats ≤ seat.Max: no shift
	// reaches 64).
	a := uint64(active) & (1<<(uint(seats)&63) - 1)
	left := a >> (uint(dealer+1) & 63) << (uint(dealer+1) & 63)
	for _, x := range [2]uint64{left, a &^ left} {
		for ; x != 0; x &= x - 1 {
			ring[n] = uint8(bits.TrailingZeros64(x))
			n++
		}
	}
	return ring, n
}

// toStock marks a place of the order that goes to the stock.
const toStock = -1

// plan is where a deal sends each place of the order: the seat, or
// toStock.
type plan struct {
	to [64]int8
}

// checkDeal returns Deal's error for a deal of n cards by d with bad
// fields, checked in the order Deal states them, or nil.
func checkDeal(n int, d *Dealing) error {
	if d.Seats < 2 || d.Seats > seat.Max || d.Dealer < 0 || d.Dealer >= d.Seats {
		return badDeal(rule.Facts{Sentence: sentence.DealTable, Seats: d.Seats, Other: d.Dealer})
	}
	na := (d.Active & seat.All(d.Seats)).Len()
	if na == 0 || d.Stock < 0 || n-d.Stock < 0 {
		return badDeal(rule.Facts{Sentence: sentence.DealStock, Count: n, Want: d.Stock, Seats: na})
	}
	return nil
}

// makePlan returns the plan of a deal of n ≤ 64 cards by d, which
// checkDeal accepts (see Deal): placesOf's ring positions, as seats.
func makePlan(n int, d *Dealing) plan {
	var pl plan
	ring, na := ringOf(d.Dealer, d.Seats, d.Active)
	to := placesOf(n, na, d.Pattern, d.Stock)
	for i := 0; i < n; i++ {
		if k := to[i&63]; k == 7 {
			pl.to[i&63] = toStock
		} else {
			pl.to[i&63] = int8(ring[k%seat.Max])
		}
	}
	return pl
}
