package deck

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/halves"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// QuickDeal deals pack at random as ShuffleDeal does, with the same
// arguments, errors and hand sizes, but shuffled with two draws per
// 64-bit word of src. It shuffles the places of the order instead of the
// cards: Fisher-Yates from the top over the places 0 to n-1, the i-th
// card of pack (canonical order, from n-1 down to 0) going to the place
// swapped into position i, drawn below i+1 as x·(i+1) >> 32 for the next
// 32-bit half x of src's words (the low half first; no draw for i = 0),
// x drawn again while x·(i+1) mod 2³² < 2³² mod (i+1). Each card then
// goes where Deal sends its place. So every order, and every deal, is
// exactly as likely as with ShuffleDeal, but the same src gives other
// hands than ShuffleDeal: it is for playouts and benchmarks, and a deal
// that must be dealt again from its seed uses ShuffleDeal. On error src
// is not drawn from. It does not allocate.
func QuickDeal(pack card.Set, src *rand.PCG, dealer, seats int, active seat.Set, p Pattern, stock int) (Hands, error) {
	var h Hands
	if err := checkPack(pack, dealer, seats, active, stock); err != nil {
		return h, err
	}
	n := pack.Len()
	// to[i] is where the place in position i goes, through dest: a
	// seat, or 7 for the stock (seat.Max rounded up, so that a mask with
	// 7 needs no bounds check).
	var to [64]uint8
	var dest [8]uint8
	if p == Singles() {
		// One card at a time round the active seats (Deal's plan): place
		// i goes to the (i mod na)-th seat of the ring.
		ring, na := ringOf(dealer, seats, active)
		copy(dest[:], ring[:])
		copy(to[:], placeRing[(na-1)&7*64:])
	} else {
		pl := makePlan(n, dealer, seats, active, p, stock)
		for i := 0; i < n; i++ {
			to[i] = uint8(pl.to[i]) & 7
		}
		dest = [8]uint8{0, 1, 2, 3, 4, 5, 6, 7}
	}
	for i := n - stock; i < n; i++ {
		to[i&63] = 7
	}
	dest[7] = 7
	var hands [8]card.Set
	// The halves of src's words, drawn in line (halves.Source, whose
	// point word and high are kept here).
	var word uint64
	high := false
	x := uint64(pack)
	for i := n - 1; i >= 0; i-- {
		c := 63 - bits.LeadingZeros64(x) // the i-th card of pack
		x &^= 1 << c
		j := 0
		if i > 0 {
			half := uint32(word >> 32)
			if !high {
				word = src.Uint64()
				half = uint32(word)
			}
			high = !high
			k := uint64(i + 1)
			m := uint64(half) * k
			if uint32(m) < uint32(k) {
				hs := halves.Resume(src, word, high)
				m = hs.Keep(k, m)
				word, high = hs.Point()
			}
			j = int(m >> 32)
		}
		// i < 64 and j ≤ i: the masks only spare the bounds checks.
		dst := dest[to[j&63]&7]
		to[j&63] = to[i&63]
		hands[dst&7] |= card.Set(1) << c
	}
	copy(h.Hand[:], hands[:])
	h.Stock = hands[7]
	return h, nil
}

// checkPack returns ShuffleDeal's error for a deal of pack with bad
// arguments or a bit of pack that is no card, or nil.
func checkPack(pack card.Set, dealer, seats int, active seat.Set, stock int) error {
	if err := checkDeal(pack.Len(), dealer, seats, active, stock); err != nil {
		return err
	}
	if !pack.Valid() {
		return badDeal(rule.Facts{Sentence: rule.DealNoCards, Cards: pack &^ card.Full52 &^ card.JokerSet})
	}
	return nil
}

// placeRing[(na-1)*64+i] is i mod na, for na from 1 to 8 and i below 64:
// the ring position of place i in a deal one card at a time round na
// seats. It is a string so that the table is a constant.
const placeRing = "" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01" +
	"\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00\x01\x02\x00" +
	"\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03\x00\x01\x02\x03" +
	"\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03\x04\x00\x01\x02\x03" +
	"\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03\x04\x05\x00\x01\x02\x03" +
	"\x00\x01\x02\x03\x04\x05\x06\x00\x01\x02\x03\x04\x05\x06\x00\x01\x02\x03\x04\x05\x06\x00\x01\x02\x03\x04\x05\x06\x00\x01\x02\x03\x04\x05\x06\x00\x01\x02\x03\x04\x05\x06\x00\x01\x02\x03\x04\x05\x06\x00\x01\x02\x03\x04\x05\x06\x00\x01\x02\x03\x04\x05\x06\x00" +
	"\x00\x01\x02\x03\x04\x05\x06\x07\x00\x01\x02\x03\x04\x05\x06\x07\x00\x01\x02\x03\x04\x05\x06\x07\x00\x01\x02\x03\x04\x05\x06\x07\x00\x01\x02\x03\x04\x05\x06\x07\x00\x01\x02\x03\x04\x05\x06\x07\x00\x01\x02\x03\x04\x05\x06\x07\x00\x01\x02\x03\x04\x05\x06\x07"
