package variant

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/internal/quarters"
)

// QuickDeal starts the next deal from the game's own random source, as
// Deal does, but dealt by deck.QuickDeal: a uniformly random deal like
// Deal's, shuffled with several places per word of the source, so not the
// hands Deal would deal from the same state. It is for playouts and
// benchmarks that deal many games; a server, and anything that must deal
// the same hands again from a seed, uses Deal. Its errors are Deal's. It
// does not allocate.
func (g *TrickGame) QuickDeal() error { return g.dealBy(deck.QuickDeal) }

// PlayOut plays the running deal with uniformly random moves drawn from
// src until it ends, and returns how many cards it played. In the pass
// phase it first makes every pass still to make, seat by seat from seat
// 0, each of the pass's number of cards of the seat's hand picked one by
// one (BM-R4, SH-R3); then it plays random legal cards to the end of the
// deal (scored as Apply scores it), or, at a table with turn-based
// announcements, to the next announcement round. It makes no
// announcement. In any other phase (the stock, an announcement round, the
// end of a deal) it makes no move and draws nothing.
//
// It is the road of a random playout: the game it leaves is the one
// Apply leaves after the same moves, but the whole play runs in one loop,
// and each card is Nth of a number below the number of cards to choose
// from, drawn from a 16-bit quarter of a word of src (the lowest quarter
// first): x·n >> 16 for the quarter x and n cards, x drawn again while
// x·n mod 2¹⁶ < 2¹⁶ mod n (Lemire's method with its rejection step, so
// every card is exactly as likely); a seat with a single legal card
// plays it without a draw. That is four draws per word, so not the cards
// PlayRandom would draw from the same src. src must not be nil. It does
// not allocate.
func (g *TrickGame) PlayOut(src *rand.PCG) int {
	h := quarters.New(src)
	if g.phase == PhasePass {
		g.passOut(&h)
	}
	if g.phase != PhasePlay {
		return 0
	}
	if g.cfg.ann.any() {
		// The announcements can end the deal early or open a round: the
		// general play keeps to them.
		n := 0
		for g.phase == PhasePlay && g.legal != 0 {
			g.play(int(g.turn), pick(&h, g.legal))
			n++
		}
		return n
	}
	return g.playOut(&h)
}

// passOut makes the passes still to make in the pass phase, seat by seat
// from seat 0, each of random cards of the seat's hand.
func (g *TrickGame) passOut(h *quarters.Source) {
	count := g.cfg.pass.Count
	for s := 0; s < g.cfg.seats && g.phase == PhasePass; s++ {
		if !g.active.Has(s) || g.passed.Has(s) {
			continue
		}
		hand := g.hands[s]
		var x card.Set
		for k := 0; k < count && hand != 0; k++ {
			ix := hand.Indexed()
			n := uint64(ix.Len())
			bit := card.Set(1) << (ix.Nth(int(h.Keep(n, uint64(h.Next())*n)>>16)) & 63)
			x |= bit
			hand &^= bit
		}
		if x.Len() != count {
			return // a seat holds too few cards to pass: kept for safety
		}
		g.commitPass(s, x) // an active seat that has not passed passes cards it holds
	}
}

// pick returns the card PlayOut plays from the legal plays s (not
// empty): the only one without a draw, else Nth of a number below
// s.Len() drawn from h (playOut inlines it by hand).
func pick(h *quarters.Source, s card.Set) card.Card {
	if s&(s-1) == 0 {
		return card.Card(bits.TrailingZeros64(uint64(s)))
	}
	ix := s.Indexed()
	n := uint64(ix.Len())
	return ix.Nth(int(h.Keep(n, uint64(h.Next())*n) >> 16))
}

// playOut is PlayOut at a table without announcements. It finishes the
// trick on the table, if any, with play; then it plays whole tricks in
// one loop, play and endTrick with the deal's state in local variables
// and pick inlined by hand: a follower's draw takes the quarters of h by
// hand (Hand, Put) with the generator inlined, so that the loop calls
// nothing but the rare redraw, the lead's draw (quarters handed back to h
// for it) and the rules for a void seat. It writes the state back before
// the deal is scored.
func (g *TrickGame) playOut(h *quarters.Source) int {
	n := 0
	for g.ncur != 0 && g.phase == PhasePlay && g.legal != 0 {
		g.play(int(g.turn), pick(h, g.legal))
		n++
	}
	if g.phase != PhasePlay || g.legal == 0 {
		return n
	}
	// hands and next have room for eight seats, so that a seat masked
	// with 7 needs no bounds check.
	var hands [8]card.Set
	var next [8]uint8
	copy(hands[:], g.hands[:])
	copy(next[:], g.log.next[:])
	turn := int(g.turn) & 7
	legal := g.legal
	trickLen := int(g.log.trickLen)
	np := g.log.nplayed
	ntricks, broken := g.ntricks, g.broken
	var led, cur card.Set
	var best card.Card
	var bestSeat uint8
	src, rest := h.Hand()
	var owner [64]uint8 // owner[c]: the seat that played card c to the trick
	for {
		// The lead: legal is the leader's.
		c := card.Card(bits.TrailingZeros64(uint64(legal)))
		if legal&(legal-1) != 0 {
			h.Put(rest)
			ix := legal.Indexed()
			k := uint64(ix.Len())
			c = ix.Nth(int(h.Keep(k, uint64(h.Next())*k) >> 16))
			_, rest = h.Hand()
		}
		cur = card.Set(1) << (c & 63)
		hands[turn] &^= cur
		g.log.cards[np&(maxPlayed-1)] = c
		np++
		led = card.SuitSet(card.Clubs) << (c & 0x30)
		owner[c&63] = uint8(turn)
		g.curLeader = uint8(turn)
		// The other seats follow.
		for j := 1; j < trickLen; j++ {
			turn = int(next[turn]) & 7
			hand := hands[turn]
			legal = hand & led
			if legal == 0 {
				legal = g.cfg.rules.Follow(hand, led, ntricks == 0)
			}
			c := card.Card(bits.TrailingZeros64(uint64(legal)))
			if legal&(legal-1) != 0 {
				ix := legal.Indexed()
				k := uint64(ix.Len())
				// pick's draw below k from the next quarter, by hand:
				// quarters.Source's Next with the generator inlined, so
				// that the loop does not call refill.
				var q uint64
				if rest < 1<<16 {
					r := src.Uint64()
					q, rest = r&0xffff, r>>16|1<<48
				} else {
					q, rest = rest&0xffff, rest>>16
				}
				m := q * k
				if uint16(m) < uint16(k) {
					h.Put(rest)
					m = h.Keep(k, m)
					_, rest = h.Hand()
				}
				c = ix.Nth(int(m >> 16))
			}
			bit := card.Set(1) << (c & 63)
			hands[turn] &^= bit
			cur |= bit
			g.log.cards[np&(maxPlayed-1)] = c
			np++
			owner[c&63] = uint8(turn)
		}
		// endTrick without announcements. The trick's highest card of
		// the suit led wins it (TT-3): the cards of a suit are ranked as
		// their bits are.
		best = card.Card(63 - bits.LeadingZeros64(uint64(cur&led)))
		bestSeat = owner[best&63]
		w := int(bestSeat) & 7
		g.facts.Tricks[w]++
		g.facts.Taken[w] |= cur
		if g.facts.Played == 0 {
			g.facts.FirstWinner = w
		}
		g.facts.Played++
		g.facts.LastWinner = w
		if cur&g.cfg.breakers != 0 {
			broken = true // SH-R6, SH-A1
		}
		g.log.winners[ntricks] = uint8(w) // a deal has at most maxTricks tricks
		ntricks++
		turn = w
		if hands[w] == 0 {
			break
		}
		legal = g.cfg.rules.LaterLead(hands[w], broken) // SH-R6
	}
	h.Put(rest)
	n += int(np - g.log.nplayed)
	copy(g.hands[:], hands[:])
	g.turn = int8(turn)
	g.legal = 0
	g.led, g.curCards, g.ncur = 0, 0, 0
	g.bestSeat = bestSeat
	g.log.nplayed = np
	g.ntricks, g.broken = ntricks, broken
	g.endDeal()
	return n
}
