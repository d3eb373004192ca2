package variant

import (
	"math/bits"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/trick"
)

// PlayBy plays the running deal's cards as p chooses them, until the
// deal ends, the play phase ends (a turn-based announcement round,
// Announcements.Rounds) or p chooses a card that is not legal, which is
// not played; it returns how many cards it played. A seat with a single
// legal card plays it without asking p. It makes no announcement. In any
// other phase than the play it makes no move.
//
// It is the road of a playout by a policy, beside Apply, the checked
// road of every move: the game it leaves is the one Apply leaves after
// the same plays, every rule of the play kept (TT-2, the game's trick
// rules, an announcement that ends the deal early). At a table of at
// most four seats without announcements it plays whole tricks in one
// loop, the deal's state in local variables (as PlayOut does), from a
// trick's lead (the first trick's discards by the game's trick rules, as
// Apply allows them); elsewhere, and to finish the trick on the table,
// it plays card by card by the play Apply makes after its checks. It
// does not allocate unless p does.
func (g *TrickGame) PlayBy(p trick.Chooser) int {
	var out card.Set // the cards in the hands
	for _, h := range g.hands {
		out |= h
	}
	general := g.cfg.ann.any() || g.log.trickLen > 4
	n := 0
	for g.phase == PhasePlay && g.legal != 0 && (g.ncur != 0 || general) {
		s, legal := int(g.turn), g.legal
		c := lowestCard(legal)
		if legal&(legal-1) != 0 {
			c = p.Choose(trick.Choice{Hand: g.hands[s], Legal: legal, Others: out &^ g.hands[s],
				Spot: spot(s, g.ncur, g.log.trickLen, g.curCards&g.led)})
			if c >= 64 || legal>>(c&63)&1 == 0 {
				return n
			}
		}
		g.play(s, c)
		out &^= card.Set(1) << (c & 63)
		n++
	}
	if g.phase != PhasePlay || g.legal == 0 {
		return n
	}
	return n + g.playByTricks(p, out)
}

// playByTricks is PlayBy's play from a trick's lead to the end of the
// deal, at a table of at most four seats without
// announcements: whole tricks in one loop, as playOut plays them (its
// state in local variables, the trick's end by fastTrick), each card of
// two or more legal ones chosen by p. out is the cards in the hands.
// Where p chooses a card that is not legal it stops (stopPlayBy).
//
// The last trick's winner, which the state written back keeps, is the
// seat to lead: it is not kept apart; whether Held is broken is kept in
// g (it changes once a deal), an OR of the trick's breakers rather than
// a branch on its cards. A single legal card is tested on legal before a
// card is looked for, so that the test need not wait for legal to come
// back from memory.
func (g *TrickGame) playByTricks(p trick.Chooser, out card.Set) int {
	var hands [8]card.Set
	var next [8]uint8
	copy(hands[:], g.hands[:])
	copy(next[:], g.log.next[:])
	turn, np, ntricks := int(g.turn)&7, g.log.nplayed, g.ntricks
	legal, trickLen := g.legal, int(g.log.trickLen)
	var owner [64]uint8 // owner[c]: the seat that played card c to the trick
	for {
		// The lead: legal is the leader's, not empty.
		var c card.Card
		if legal&(legal-1) == 0 {
			c = lowestCard(legal)
		} else {
			hand := hands[turn]
			c = p.Choose(trick.Choice{Hand: hand, Legal: legal, Others: out &^ hand,
				Spot: trick.Spot{Seat: uint8(turn), Left: uint8(trickLen - 1)}})
			if c >= 64 || legal>>(c&63)&1 == 0 {
				return g.stopPlayBy(&playEnd{turn, np, ntricks, g.broken, uint8(turn)}, &hands, legal, 0)
			}
		}
		lead := legal
		cur := card.Set(1) << (c & 63)
		hands[turn] &^= cur
		out &^= cur
		g.log.cards[np&(maxPlayed-1)] = c
		np++
		led := card.SuitSet(card.Clubs) << (c & 0x30)
		owner[c&63] = uint8(turn)
		g.curLeader = uint8(turn)
		// The other seats follow.
		for j := 1; j < trickLen; j++ {
			turn = int(next[turn]) & 7
			// A seat holding the suit led follows it, a void seat may
			// play any card (TT-2) but in the first trick, where the
			// game's rules may keep some cards back (Rules.Follow): a
			// mask rather than a branch on a void, being void is as
			// random as the cards; the first trick is one in a deal.
			hand := hands[turn]
			legal = hand & led
			if ntricks == 0 && legal == 0 {
				// The first trick's discards: the game's trick rules.
				legal = g.cfg.rules.Follow(hand, led, true)
			}
			legal |= hand & card.Set(int64(legal-1)>>63) // all ones when void: legal holds no card 63
			var c card.Card
			if legal&(legal-1) == 0 {
				c = lowestCard(legal)
			} else {
				c = p.Choose(trick.Choice{Hand: hand, Legal: legal, Others: out &^ hand,
					Spot: spot(turn, uint8(j), uint8(trickLen), cur&led)})
				if c >= 64 || legal>>(c&63)&1 == 0 {
					return g.stopPlayBy(&playEnd{turn, np, ntricks, g.broken, g.curLeader}, &hands, lead, j)
				}
			}
			bit := card.Set(1) << (c & 63)
			hands[turn] &^= bit
			cur |= bit
			out &^= bit
			g.log.cards[np&(maxPlayed-1)] = c
			np++
			owner[c&63] = uint8(turn)
		}
		turn = int(g.fastTrick(cur, led, &owner, ntricks)) & 7
		brk := cur&g.cfg.breakers != 0 // a breaker played breaks the held suit
		g.broken = g.broken || brk
		ntricks++
		if hands[turn] == 0 {
			break
		}
		legal = g.cfg.rules.LaterLead(hands[turn], g.broken) // the held suit led once broken
	}
	return g.endPlayOut(&playEnd{turn, np, ntricks, g.broken, uint8(turn)}, &hands)
}

// stopPlayBy ends playByTricks where p chose a card that is not legal,
// the j-th card of a trick (0: its lead) whose leader could play lead:
// it writes the state of the deal at that trick's lead back into g (e and
// hands, with the trick's first j cards, the last j of the log, back in
// their hands) and plays those cards again by play, so that g is the game
// Apply leaves after the same plays. It returns the cards playByTricks
// played.
func (g *TrickGame) stopPlayBy(e *playEnd, hands *[8]card.Set, lead card.Set, j int) int {
	n := int(e.np - g.log.nplayed)
	var cards [8]card.Card // the trick's first j cards, from its leader on
	if j > 0 {
		s := int(g.curLeader) & 7
		e.turn = s
		e.np -= uint8(j)
		for i := range cards[:j] {
			c := g.log.cards[(int(e.np)+i)&(maxPlayed-1)]
			cards[i] = c
			hands[s] |= card.Set(1) << (c & 63)
			s = int(g.log.next[s%len(g.log.next)]) & 7
		}
	}
	g.keepTricks(e, hands)
	g.legal = lead
	for _, c := range cards[:j] {
		g.play(int(g.turn), c)
	}
	return n
}

// spot returns the Spot of seat s playing to a trick of n cards after
// the k cards played to it, whose cards of the suit led are won.
func spot(s int, k, n uint8, won card.Set) trick.Spot {
	return trick.Spot{Seat: uint8(s), Played: k, Left: n - k - 1, Win: card.Card(63 - bits.LeadingZeros64(uint64(won)|1))}
}

// lowestCard returns the lowest card of s (not empty). Bit 63 is no
// card: it changes no answer, and spares the compiler the empty set.
func lowestCard(s card.Set) card.Card { return card.Card(bits.TrailingZeros64(uint64(s) | 1<<63)) }
