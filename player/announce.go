package player

import (
	"github.com/blackqueen/rules/card"
)

// jungfrauSlack is how many outstanding lower cards of a suit beyond the
// seat's own lower cards a card may have and still count as one the seat
// can duck (see safeJungfrau): none at three or four seats, one from five
// seats on, where every other seat holds fewer cards and more of them play
// after the seat in each trick.
func (k *knowledge) jungfrauSlack() int {
	if k.active.Len() >= 5 {
		return 1
	}
	return 0
}

// safeJungfrau reports whether the hand can lose every trick (MAD-R14,
// SAU-O2): in each suit, the i-th lowest card held (counting from 0) has
// at most i+k.jungfrauSlack() cards below it that other seats may hold, so
// whenever the suit is led the seat has a card low enough to duck; and
// when the seat is to lead, its lowest lead can be beaten.
func (k *knowledge) safeJungfrau() bool {
	if k.hand.IsEmpty() {
		return false
	}
	for u := card.Clubs; u < card.NoSuit; u++ {
		i := 0
		for c := range k.hand.OfSuit(u).All() {
			if (k.out & below(c)).Len() > i+k.jungfrauSlack() {
				return false
			}
			if (k.out & above(c)).IsEmpty() {
				return false // nobody can beat it
			}
			i++
		}
	}
	if k.toAct == k.me && k.ncur == 0 {
		// On lead: some card must be sure to be beaten.
		ok := false
		for c := range k.hand.All() {
			if (k.out & below(c)).IsEmpty() && !(k.out & above(c)).IsEmpty() {
				ok = true
			}
		}
		return ok
	}
	return true
}

// sureDurchmarsch reports whether the hand cannot lose a trick (MAD-R15,
// SAU-O4): in every suit the seat either holds only cards above every
// outstanding card, or at least as many such top cards as there are
// outstanding cards (leading them exhausts the others); and when another
// seat is to lead, the seat holds a top card of every suit still out.
// It is judged only between tricks.
func (k *knowledge) sureDurchmarsch() bool {
	if k.ncur != 0 || k.hand.IsEmpty() {
		return false
	}
	onLead := k.toAct == k.me
	for u := card.Clubs; u < card.NoSuit; u++ {
		outU := k.out.OfSuit(u)
		mine := k.hand.OfSuit(u)
		if outU.IsEmpty() {
			continue
		}
		if mine.IsEmpty() {
			if !onLead {
				return false
			}
			continue
		}
		top, _ := outU.Highest()
		masters := (mine & above(top)).Len()
		if masters == 0 {
			return false
		}
		if masters < mine.Len() && masters < outU.Len() {
			return false
		}
	}
	return true
}
