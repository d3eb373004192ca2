package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
)

// PlayOut plays the running deal's play with uniformly random legal
// cards drawn from src until the play phase ends, and returns how many
// cards it played: to the end of the deal (scored as Apply scores it),
// or, at a table with turn-based announcements, to the next announcement
// round. It makes no announcement. Outside the play phase it plays and
// draws nothing. It is the road of a random playout: the game it leaves
// is the one Apply leaves after the same cards, but the whole play runs
// in one loop, and each card is drawn with a card.Picker (two draws per
// word of src, so not the cards PlayRandom would draw from the same src).
// src must not be nil. It does not allocate.
func (g *TrickGame) PlayOut(src *rand.PCG) int {
	if g.phase != PhasePlay {
		return 0
	}
	if g.cfg.ann.any() {
		// The announcements can end the deal early or open a round: the
		// general play keeps to them.
		h := halves{src: src}
		n := 0
		for g.phase == PhasePlay && g.legal != 0 {
			g.play(int(g.turn), h.pick(g.legal))
			n++
		}
		return n
	}
	return g.playOut(src)
}

// halves hands out the words of a PCG as 32-bit halves, the low half of
// each word first, and draws PlayOut's cards from them.
type halves struct {
	src  *rand.PCG
	word uint64 // the last word drawn; its high half is unused when high
	high bool
}

// next returns the next half.
func (h *halves) next() uint32 {
	if h.high {
		h.high = false
		return uint32(h.word >> 32)
	}
	h.word = h.src.Uint64()
	h.high = true
	return uint32(h.word)
}

// pick returns a uniformly random card of the non-empty set s: Nth of
// Lemire's multiply and shift on 32 bits, x·n >> 32 for the next half x
// and n = s.Len(), with its rejection step (x is drawn again while
// x·n mod 2³² < 2³² mod n), so every card is exactly as likely.
func (h *halves) pick(s card.Set) card.Card {
	ix := s.Indexed()
	n := uint64(ix.Len())
	m := uint64(h.next()) * n
	if uint32(m) < uint32(n) {
		m = h.redraw(n, m)
	}
	return ix.Nth(int(m >> 32))
}

// redraw is the rare end of pick's draw (a chance below n in 2³²): it
// draws again while the low half of the product is below 2³² mod n.
func (h *halves) redraw(n, m uint64) uint64 {
	thresh := uint32(-n) % uint32(n) // (2³² - n) mod n, which is 2³² mod n
	for uint32(m) < thresh {
		m = uint64(h.next()) * n
	}
	return m
}

// playOut is PlayOut at a table without announcements. It finishes the
// trick on the table, if any, with play; then it plays whole tricks in
// one loop, play and endTrick with the deal's state in local variables
// and halves.pick inlined by hand (so that the loop calls nothing but
// the rare redraw and the rules for a void seat), and writes the state
// back before the deal is scored.
func (g *TrickGame) playOut(src *rand.PCG) int {
	h := halves{src: src}
	n := 0
	for g.ncur != 0 && g.phase == PhasePlay && g.legal != 0 {
		g.play(int(g.turn), h.pick(g.legal))
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
	word, high := h.word, h.high
	var led, cur card.Set
	var best card.Card
	var bestSeat uint8
	for {
		// The lead: legal is the leader's.
		var x uint32
		if high {
			x = uint32(word >> 32)
		} else {
			word = src.Uint64()
			x = uint32(word)
		}
		high = !high
		ix := legal.Indexed()
		k := uint64(ix.Len())
		m := uint64(x) * k
		if uint32(m) < uint32(k) {
			h.word, h.high = word, high
			m = h.redraw(k, m)
			word, high = h.word, h.high
		}
		c := ix.Nth(int(m >> 32))
		cur = card.Set(1) << (c & 63)
		hands[turn] &^= cur
		g.log.cards[np&(maxPlayed-1)] = c
		np++
		led = card.SuitSet(card.Clubs) << (c & 0x30)
		best, bestSeat = c, uint8(turn)
		g.curLeader = uint8(turn)
		// The other seats follow.
		for j := 1; j < trickLen; j++ {
			turn = int(next[turn]) & 7
			hand := hands[turn]
			legal = hand & led
			if legal == 0 {
				legal = g.cfg.rules.Follow(hand, led, ntricks == 0)
			}
			if high {
				x = uint32(word >> 32)
			} else {
				word = src.Uint64()
				x = uint32(word)
			}
			high = !high
			ix := legal.Indexed()
			k := uint64(ix.Len())
			m := uint64(x) * k
			if uint32(m) < uint32(k) {
				h.word, h.high = word, high
				m = h.redraw(k, m)
				word, high = h.word, h.high
			}
			c := ix.Nth(int(m >> 32))
			bit := card.Set(1) << (c & 63)
			hands[turn] &^= bit
			cur |= bit
			g.log.cards[np&(maxPlayed-1)] = c
			np++
			// The branch-free takeover of play (TT-3): the suit of a
			// card of a trick game's pack (no Joker) is c>>4, so c
			// follows best's suit when (c^best)&0x30 is 0.
			takes := (int(best) - int(c)) >> 63 & (int((c^best)&0x30) - 1) >> 63
			best ^= card.Card((int(best) ^ int(c)) & takes)
			bestSeat ^= uint8((int(bestSeat) ^ turn) & takes)
		}
		// endTrick without announcements.
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
	n += int(np - g.log.nplayed)
	copy(g.hands[:], hands[:])
	g.turn = int8(turn)
	g.legal = 0
	g.led, g.curCards, g.ncur = 0, 0, 0
	g.best, g.bestSeat = best, bestSeat
	g.log.nplayed = np
	g.ntricks, g.broken = ntricks, broken
	g.endDeal()
	return n
}
