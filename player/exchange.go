package player

import (
	"github.com/blackqueen/rules/card"
)

// choosePass returns the count cards of from to pass (BM-R4, SH-R3): the
// Q♠ when it is unprotected (fewer than three lower spades), A♠ and K♠
// unless well guarded, then, if the remaining places allow, every card of
// a short side suit (to be void in it), and otherwise the most dangerous
// cards: high hearts and high cards without low companions. A bonus card
// (Omnibus) is never passed.
func (k *knowledge) choosePass(from card.Set, count int) card.Set {
	if from.Len() <= count {
		return from
	}
	// The cards by falling pass score (a stable insertion sort on arrays,
	// so that choosing a pass does not allocate).
	var cards [64]card.Card
	var scores [64]float64
	n := 0
	for c := range from.All() {
		sc := k.passScore(from, c)
		i := n
		for ; i > 0 && scores[i-1] < sc; i-- {
			cards[i], scores[i] = cards[i-1], scores[i-1]
		}
		cards[i], scores[i] = c, sc
		n++
	}
	var pass card.Set
	for i := 0; i < n; i++ {
		if pass.Len() < count && scores[i] >= 50 {
			pass = pass.Add(cards[i])
		}
	}
	// Void a short side suit if it fits into the places left.
	left := count - pass.Len()
	best, bestLen := card.NoSuit, 99
	for u := card.Clubs; u < card.NoSuit; u++ {
		if u == card.Hearts || u == card.Spades {
			continue
		}
		rest := from.OfSuit(u) &^ pass
		n := rest.Len()
		if n == 0 || n > left || rest&k.table.Valued() != 0 {
			continue
		}
		if n < bestLen || (n == bestLen && highestRank(rest) > highestRank(from.OfSuit(best))) {
			best, bestLen = u, n
		}
	}
	if best != card.NoSuit && highestRank(from.OfSuit(best)) >= card.Nine {
		pass |= from.OfSuit(best)
	}
	for _, c := range cards[:n] {
		if pass.Len() < count && !pass.Has(c) {
			pass = pass.Add(c)
		}
	}
	return pass
}

// highestRank returns the rank of the highest card of s, 0 if empty.
func highestRank(s card.Set) card.Rank {
	if c, ok := s.Highest(); ok {
		return c.Rank()
	}
	return 0
}

// passScore rates how much a card should leave the hand; 50 and above
// means it must go.
func (k *knowledge) passScore(hand card.Set, c card.Card) float64 {
	v := float64(k.value(c))
	if v < 0 {
		return -50 // a bonus card (Omnibus) stays
	}
	r := float64(c.Rank())
	if c.Suit() == card.Spades && v >= 2 || c == card.QueenSpades || k.catches(c, 0) > 0 {
		low := (hand & below(card.QueenSpades)).Len()
		switch {
		case c == card.QueenSpades && low < 3:
			return 100 + v // unprotected: pass it
		case c == card.QueenSpades:
			return -5 // protected: keep it, to drop it later
		case low < 3 && !hand.Has(card.QueenSpades) || low < 2:
			return 60 + v + r // A♠ or K♠ would catch the Q♠, or is a penalty itself
		}
		return 5 + v
	}
	if v > 0 {
		// Hearts: the high ones are dangerous.
		if c.Rank() >= card.Jack {
			return 20 + r + v
		}
		return r/2 + v
	}
	// Side cards: high ones without low companions win tricks.
	lowCompanions := (hand & below(c)).OfSuit(c.Suit()).Len()
	if c.Rank() >= card.Queen {
		return 15 + r - 3*float64(min(lowCompanions, 3))
	}
	return r - 2*float64(min(lowCompanions, 3))
}

// chooseStock returns the two cards to put back into the stock (MAD-R6,
// SAU-O5): of the legal exchanges, the one that removes the most danger,
// penalty cards first where the rules allow them (SAU-A4, MAD-A3), then
// catchers of the Q♠ and high cards of short suits.
func (k *knowledge) chooseStock() card.Set {
	t := &k.turn
	var best card.Set
	bestD := -1e9
	for a := range t.Cards.All() {
		later := t.Cards &^ (card.Set(1)<<(uint(a)+1) - 1) // the cards after a
		for b := range later.All() {
			s := card.Of(a, b)
			if !stockOK(t, s) {
				continue
			}
			if d := k.stockDanger(a) + k.stockDanger(b); d > bestD {
				best, bestD = s, d
			}
		}
	}
	return best
}

// stockDanger rates how much card c should go into the stock: its
// penalty value, its rank, what it would catch of the dangerous cards the
// seat does not hold (the Q♠, in Sau the J♣ too), and whether its suit is
// short.
func (k *knowledge) stockDanger(c card.Card) float64 {
	all := k.hand | k.turn.Cards
	d := 3*float64(k.value(c)) + float64(c.Rank())/2
	d += float64(k.catches(c, all))
	if n := all.OfSuit(c.Suit()).Len(); n <= 2 && c.Rank() >= card.Ten {
		d += 3
	}
	return d
}

// wantPush decides on Schieben (SAU-O6) from the hand alone, without
// looking at the stock: push when the hand is safe, because every score
// of the deal doubles: no Q♠ or J♣, few and low diamonds, and no ace or
// king in a short suit.
func (k *knowledge) wantPush() bool {
	h := k.hand
	danger := 0
	for c := range h.All() {
		danger += 2 * k.value(c)
		if c.Rank() >= card.King && h.OfSuit(c.Suit()).Len() <= 2 {
			danger += 2
		}
		if c.Suit() == card.Diamonds && c.Rank() > card.Ten {
			danger++
		}
	}
	return danger <= 4 || k.safeJungfrau()
}

// catches returns the penalty points of the game's dangerous cards that
// card c would catch, those below it in its suit that held does not
// hold: the K♠ and A♠ catch the Q♠ (8 in Madonna, 13 in Hearts, 5 in
// Sau), in Sau the Q♣, K♣ and A♣ catch the J♣ (2).
func (k *knowledge) catches(c card.Card, held card.Set) int {
	n := 0
	for d := range (k.dangerous &^ held).OfSuit(c.Suit()).All() {
		if d < c {
			n += k.value(d)
		}
	}
	return n
}
