package placement

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
)

// Split is a placement problem of the commonest kind in a sample of
// hidden cards, solved without a Placer's tables: places of fixed sizes
// (Room[j] cards into place j, for the first Places places), the cards
// Tail allowed in every place, and the cards Class allowed only in the
// two places of the mask Mask (the other hands of a sample in which one
// of them has shown a void in a suit). It is a plain value of a few
// words; its zero value has no place and no card.
//
// Solve draws exactly the placement that a Placer loaded with the same
// problem (AddPlace(Room[j]) for each place, AddCards(Class, Mask),
// AddCards(Tail, All())) draws in Solve with an accept that takes every
// placement, and takes the same draws from r: a user may solve a
// problem of this kind either way and get the same cards from the same
// random state.
type Split struct {
	Places int
	Room   [MaxPlaces]int
	Tail   card.Set
	Class  card.Set
	Mask   uint8
}

// Solve draws into out a placement of sp uniformly among every
// placement that fills each place exactly, the cards of Class only in the
// places of Mask. It reports false, and leaves out unchanged, when there
// is none, or when sp is not a problem of its kind: more than MaxPlaces
// places, a negative room, Tail and Class sharing a card, or Class not
// empty and Mask not two of the places (two places that are all of them
// make Class cards allowed everywhere, as a Placer takes them).
func (sp *Split) Solve(r *rand.Rand, out *[MaxPlaces]card.Set) bool {
	nloc := sp.Places
	if nloc < 0 || nloc > MaxPlaces || sp.Tail&sp.Class != 0 {
		return false
	}
	room := 0
	for _, c := range sp.Room[:nloc] {
		if c < 0 {
			return false
		}
		room += c
	}
	tail, class, m := sp.Tail, sp.Class, sp.Mask
	all := uint8(1)<<nloc - 1
	if m == all {
		tail, class = tail|class, 0
	}
	if room != tail.Len()+class.Len() {
		return false
	}
	var pw pairWays
	if class != 0 {
		if bits.OnesCount8(m) != 2 || m&^all != 0 {
			return false
		}
		pw.set(m, class.Len(), tail.Len(), nloc, &sp.Room)
		if pw.total <= 0 {
			return false
		}
	}
	*out = [MaxPlaces]card.Set{}
	var left [MaxPlaces]int
	if class != 0 {
		kj := pw.pick(r)
		left[pw.j], left[pw.i] = kj, int(pw.n)-kj
		deal(class, nil, left[:nloc], r, out)
	}
	for l := 0; l < nloc; l++ {
		left[l] = sp.Room[l] - left[l]
	}
	deal(tail, nil, left[:nloc], r, out)
	return true
}
