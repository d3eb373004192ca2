package exchange

import "github.com/blackqueen/rules/card"

// What an exchange that was seen implies, the inverse of the policies'
// legality, for a seat that infers the hands it cannot see (a sampler).

// Receiver returns the seat that receives the pass of seat from in deal k
// (0-based) of the match at a table of seats, or -1 when deal k holds:
// the cards from passed are in its hand after the pass.
func (p Pass) Receiver(k, seats, from int) int {
	off := p.Offset(k, seats)
	if off == 0 || seats <= 0 {
		return -1
	}
	return (from + off) % seats
}

// Played reports whether a seat holding all after taking up taken put
// back back in a deal that went on to be played: back is Legal, and
// under ShortVoid the seat was not short (a short seat voids the deal
// before it exchanges).
func (p Stock) Played(all, taken, back card.Set) bool {
	if p.Voids(all) {
		return false
	}
	cards, must, refused := p.Choice(all, taken) // (Legal, one call the fewer for a sampler's search)
	return p.admits(back, choice{cards, must, refused})
}

// Voids reports whether a seat about to take the stock holding all (its
// hand and the stock) voids the deal: it is short under ShortVoid. A deal
// that went on to be played had no such seat at the stock.
func (p Stock) Voids(all card.Set) bool { return p.Short == ShortVoid && p.IsShort(all) }

// Returned returns the cards of pack that a stock a seat has put back may
// hold: the cards that may be put back, or any card where a short seat
// makes up its count with others (ShortPutAll). A stock nobody has put
// back (the dealt stock) may hold any card.
func (p Stock) Returned(pack card.Set) card.Set {
	if p.Short == ShortPutAll {
		return pack
	}
	return p.Allowed(pack)
}

// BackShows returns the cards of pack a seat that put back back holds
// none of afterwards: a seat that put back a card that may not go back
// was short and put back every card it may (ShortVoid, ShortPutAll), so
// it holds none of them; otherwise the put-back proves nothing (empty).
func (p Stock) BackShows(pack, back card.Set) card.Set {
	if back&p.Kept == 0 {
		return 0
	}
	return p.Allowed(pack)
}
