package deck

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/halves"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// QuickDeal deals pack at random as ShuffleDeal does, with the same
// arguments, errors and hand sizes, but shuffled with two draws per
// 64-bit word of src: a Fisher-Yates shuffle from the top, the place of
// the card swapped into place i drawn as x·(i+1) >> 32 for the next
// 32-bit half x of src's words (the low half first), x drawn again while
// x·(i+1) mod 2³² < 2³² mod (i+1), so every order, and every deal, is
// exactly as likely as with ShuffleDeal. The same src gives other hands
// than ShuffleDeal: it is for playouts and benchmarks, and a deal that
// must be dealt again from its seed uses ShuffleDeal. With the one-card
// pattern each card goes to its hand as the shuffle fixes its place. On
// error src is not drawn from. It does not allocate.
func QuickDeal(pack card.Set, src *rand.PCG, dealer, seats int, active seat.Set, p Pattern, stock int) (Hands, error) {
	var h Hands
	if err := checkPack(pack, dealer, seats, active, stock); err != nil {
		return h, err
	}
	o := orderOf(pack)
	n := int(o.n)
	dealt := n - stock
	hs := halves.New(src)
	if p != Singles() {
		for i := n - 1; i > 0; i-- {
			j := int(hs.Keep(uint64(i+1), uint64(hs.Next())*uint64(i+1)) >> 32)
			// i < 64 and j ≤ i: the masks only spare the bounds checks.
			o.cards[i&63], o.cards[j&63] = o.cards[j&63], o.cards[i&63]
		}
		for _, c := range o.cards[dealt:n] {
			h.Stock |= card.Set(1) << (c & 63)
		}
		dealPackets(&h, o.cards[:dealt], dealer, seats, active, p)
		return h, nil
	}
	// One card at a time: place i of the order goes to the stock when
	// i ≥ dealt, else to ring[i mod na]; the shuffle fixes place i when
	// it swaps a card into it, from the top down.
	r, na := ringOf(dealer, seats, active)
	var ring [8]uint8     // r with room for a ring index masked with 7
	var hands [8]card.Set // seat.Max rounded up, for the mask
	copy(ring[:], r[:])
	k := 0 // ring index of place i, for i < dealt
	if dealt > 0 {
		k = (dealt - 1) % na
	}
	for i := n - 1; i >= 0; i-- {
		c := o.cards[i&63]
		if i > 0 {
			j := int(hs.Keep(uint64(i+1), uint64(hs.Next())*uint64(i+1)) >> 32)
			c, o.cards[j&63] = o.cards[j&63], c
		}
		bit := card.Set(1) << (c & 63)
		if i >= dealt {
			h.Stock |= bit
			continue
		}
		hands[ring[k&7]&7] |= bit
		if k--; k < 0 {
			k = na - 1
		}
	}
	copy(h.Hand[:], hands[:])
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
