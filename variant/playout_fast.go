package variant

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/quarters"
	"github.com/blackqueen/rules/seat"
)

// PlayOut plays the running deal with uniformly random moves drawn from
// src until it ends, and returns how many cards it played. Between deals
// (before the first, or after a deal that did not end the match) it first
// deals the next deal at random from src, by deck.QuickDeal: every deal
// as likely as Deal's, but not the hands Deal deals from any seed, and
// the game's own source is not drawn from (a deal that must be dealt
// again from a seed is Deal's). In the pass phase it first makes every
// pass still to make, seat by seat from seat 0, each of the pass's number
// of cards of the seat's hand picked one by one (Rules.Pass); then it
// plays random legal cards to the end of the deal (scored as Apply scores
// it), or, at a table with turn-based announcements, to the next
// announcement round. It makes no announcement. In any other phase (the
// stock, an announcement round, the end of the match) it makes no move
// and draws nothing.
//
// It is the fast road of a random playout, beside Apply, the checked road
// of every move: the game it leaves is the one Apply leaves after the
// same moves (DealCards of the hands it deals), each pass card and each
// card played is exactly uniformly random among the cards to choose from,
// and the same state of src gives the same playout. src must not be nil.
// It does not allocate.
func (g *TrickGame) PlayOut(src *rand.PCG) int {
	if (g.phase == PhaseDeal || g.phase == PhaseDealOver) && g.quickDeal(src) != nil {
		return 0
	}
	// The draws: each pass card and each card played is Nth of a number
	// below the number n of cards to choose from, drawn from a 16-bit
	// quarter x of a word of src: x·n >> 16, x drawn again while x·n mod
	// 2¹⁶ < 2¹⁶ mod n (Lemire's method with its rejection step, so every
	// card is exactly as likely); a seat with a single legal card plays
	// it without a draw. The quarters come from the stream, the quarters
	// of one word of src after another, the lowest first, but for the
	// tricks played from their lead at a table of at most four seats
	// without announcements (playOut): each of those has a word of its
	// own, drawn before its lead, whose quarter p (the lowest is quarter
	// 0) is the draw of the card at place p of the trick (the lead at
	// place 0), unused if that seat has a single legal card; a quarter
	// the rejection step refuses is drawn again from the stream.
	h := quarters.New(src)
	if g.phase == PhasePass {
		g.passOut(&h)
	}
	n := 0
	// The trick on the table, and the whole play where the announcements
	// can end the deal early or open a round (the general play keeps to
	// them) or where a trick has more than four cards, from the stream.
	general := g.cfg.ann.any() || g.log.trickLen > 4
	for g.phase == PhasePlay && g.legal != 0 && (g.ncur != 0 || general) {
		g.play(int(g.turn), pick(&h, g.legal))
		n++
	}
	if g.phase != PhasePlay || g.legal == 0 {
		return n
	}
	return n + g.playOut(&h)
}

// passOut makes the passes still to make in the pass phase, seat by seat
// from seat 0, each of random cards of the seat's hand drawn from the
// stream h: its quarters taken by hand, as quarters.Source's Next takes
// them, with the generator inlined, so that a draw calls nothing but the
// rare redraw.
func (g *TrickGame) passOut(h *quarters.Source) {
	count := g.cfg.pass.Count
	src, rest := h.Hand()
	for s := 0; s < g.cfg.seats && g.phase == PhasePass; s++ {
		if !g.active.Has(s) || g.passed.Has(s) {
			continue
		}
		hand := g.hands[s]
		var x card.Set
		k := 0
		for ; k < count && hand != 0; k++ {
			ix := hand.Indexed()
			n := uint64(ix.Len())
			var q uint64
			if rest < 1<<16 {
				r := src.Uint64()
				q, rest = r&0xffff, r>>16|1<<48
			} else {
				q, rest = rest&0xffff, rest>>16
			}
			m := q * n
			if uint16(m) < uint16(n) {
				h.Put(rest)
				m = h.Keep(n, m)
				_, rest = h.Hand()
			}
			bit := card.Set(1) << (ix.Nth(int(m>>16)) & 63)
			x |= bit
			hand &^= bit
		}
		if k != count {
			break // a seat holds too few cards to pass: kept for safety
		}
		g.commitPass(s, x) // an active seat that has not passed passes cards it holds
	}
	h.Put(rest)
}

// pick returns the card PlayOut plays from the legal plays s (not
// empty) with the stream's quarters: the only one without a draw, else
// Nth of a number below s.Len() drawn from h.
func pick(h *quarters.Source, s card.Set) card.Card {
	if s&(s-1) == 0 {
		return card.Card(bits.TrailingZeros64(uint64(s)))
	}
	ix := s.Indexed()
	n := uint64(ix.Len())
	return ix.Nth(int(h.Keep(n, uint64(h.Next())*n) >> 16))
}

// playOut is PlayOut's play from a lead to the end of the deal, at a
// table of at most four seats without announcements: whole tricks in one
// loop, play and endTrick with the deal's state in local variables (the
// hands and the seats round the table with room for eight, so that a
// seat masked with 7 needs no bounds check), each trick's draws from its
// own word tw, drawn before its lead with the generator taken from h (a
// parameter measured about 80 instructions a rollout more, callgrind):
// quarter p of tw for the card at place p. The loop calls nothing but
// the rare redraw and the rules for a seat that cannot follow: the picks
// are written out in it (pick's, but a follower of the suit led picks in
// its suit's 16-bit lane) and the trick's end (fastTrick) is inlined. It
// writes the state back (endPlayOut) before the deal is scored.
func (g *TrickGame) playOut(h *quarters.Source) int {
	var hands [8]card.Set
	var next [8]uint8
	copy(hands[:], g.hands[:])
	copy(next[:], g.log.next[:])
	turn, np, ntricks, broken := int(g.turn)&7, g.log.nplayed, g.ntricks, g.broken
	var bestSeat uint8
	legal, trickLen := g.legal, int(g.log.trickLen)
	src, _ := h.Hand()
	tw := src.Uint64()  // the trick's word: quarter p for the card at place p
	var owner [64]uint8 // owner[c]: the seat that played card c to the trick
	for {
		// The lead: legal is the leader's. It is not empty, so the bit 63
		// changes no answer: it only spares the compiler the zero case
		// (here and below).
		c := card.Card(bits.TrailingZeros64(uint64(legal) | 1<<63))
		if legal&(legal-1) != 0 {
			ix := legal.Indexed()
			k := uint64(ix.Len())
			c = ix.Nth(int(h.Keep(k, tw&0xffff*k) >> 16))
		}
		cur := card.Set(1) << (c & 63)
		hands[turn] &^= cur
		g.log.cards[np&(maxPlayed-1)] = c
		np++
		sh := uint(c & 0x30)
		led := card.SuitSet(card.Clubs) << sh
		owner[c&63] = uint8(turn)
		g.curLeader = uint8(turn)
		// The other seats follow, each with the next quarter of tw.
		for j := 1; j < trickLen; j++ {
			tw >>= 16
			turn = int(next[turn]) & 7
			var c card.Card
			if legal = hands[turn] & led; legal != 0 {
				// The seat follows suit: its cards of the suit led are
				// one 16-bit lane, whose card of index k laneNth finds
				// without the select of a 64-bit set, and without a
				// branch on a single card (a quarter times 1 is 0 after
				// the shift, and Keep never refuses it).
				x := uint64(legal) >> sh
				lo, hi := x&0xff, x>>8&0xff
				nlo := bits.OnesCount8(uint8(lo))
				k := uint64(nlo + bits.OnesCount8(uint8(hi)))
				m := h.Keep(k, tw&0xffff*k) // the quarter of place j
				c = card.Card(int(sh) + laneNth(lo, hi, nlo, int(m>>16)))
			} else {
				legal = g.cfg.rules.Follow(hands[turn], led, ntricks == 0)
				c = card.Card(bits.TrailingZeros64(uint64(legal) | 1<<63))
				if legal&(legal-1) != 0 {
					ix := legal.Indexed()
					k := uint64(ix.Len())
					c = ix.Nth(int(h.Keep(k, tw&0xffff*k) >> 16))
				}
			}
			bit := card.Set(1) << (c & 63)
			hands[turn] &^= bit
			cur |= bit
			g.log.cards[np&(maxPlayed-1)] = c
			np++
			owner[c&63] = uint8(turn)
		}
		bestSeat = g.fastTrick(cur, led, &owner, ntricks)
		turn = int(bestSeat) & 7
		broken = broken || cur&g.cfg.breakers != 0 // a breaker played breaks the held suit
		ntricks++
		if hands[turn] == 0 {
			break
		}
		legal = g.cfg.rules.LaterLead(hands[turn], broken) // the held suit led once broken
		tw = src.Uint64()                                  // the next trick's word
	}
	return g.endPlayOut(&playEnd{turn, np, ntricks, broken, bestSeat}, &hands)
}

// playEnd is playOut's state of the deal that endPlayOut writes back:
// the seat to act (the last trick's winner once the deal is over), the
// cards and tricks played, whether Held is broken, and the seat that won
// the last trick.
type playEnd struct {
	turn     int
	np       uint8
	ntricks  int8
	broken   bool
	bestSeat uint8
}

// fastTrick is endTrick without announcements for the complete trick
// ntricks of cards cur led in the suit led, whose cards' seats owner
// holds: the trick's highest card of the suit led wins it (TT-3; the
// cards of a suit are ranked as their bits are). It counts the trick to
// its winner and returns the winner.
func (g *TrickGame) fastTrick(cur, led card.Set, owner *[64]uint8, ntricks int8) uint8 {
	w := owner[(63-bits.LeadingZeros64(uint64(cur&led)|1))&63] // bit 0 is no card
	g.facts.Tricks[w&7]++
	g.facts.Taken[w&7] |= cur
	g.log.winners[ntricks] = w // a deal has at most maxTricks tricks
	return w
}

// endPlayOut writes playOut's state of the deal, e and hands, back into g
// (keepTricks) and ends the deal; it returns the cards playOut played.
func (g *TrickGame) endPlayOut(e *playEnd, hands *[8]card.Set) int {
	n := int(e.np - g.log.nplayed)
	g.keepTricks(e, hands)
	g.legal = 0
	g.endDeal()
	return n
}

// keepTricks writes the state of the deal after the whole tricks a fast
// loop (playOut, playByTricks) played, e and hands, back into g, as it is
// between two tricks: no trick on the table, seat e.turn to lead. The
// tricks' count and their first and last winners are counted once for
// the tricks of the loop, if it played any.
func (g *TrickGame) keepTricks(e *playEnd, hands *[8]card.Set) {
	if k := int(e.ntricks - g.ntricks); k > 0 {
		if g.facts.Played == 0 {
			g.facts.FirstWinner = int(g.log.winners[g.ntricks])
		}
		g.facts.Played += k
		g.facts.LastWinner = int(e.bestSeat) & 7
		g.bestSeat = e.bestSeat
	}
	g.hands = [seat.Max]card.Set(hands[:seat.Max])
	g.turn = int8(e.turn)
	g.led, g.curCards, g.ncur = 0, 0, 0
	g.log.nplayed = e.np
	g.ntricks, g.broken = e.ntricks, e.broken
}
