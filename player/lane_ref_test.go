package player

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/trick"
	"pgregory.net/rapid"
)

// This file keeps the lane's functions as they were written before they
// were made faster (its rules one function each, called from Choose), as
// the reference that the lane's must equal card for card: a faster lane
// must play every playout as the lane played it.

// refChoose is Choose as it was: a call of each rule, lead, follow or
// discard.
func (l *lane) refChoose(c trick.Choice) card.Card {
	if c.Spot.Played == 0 {
		return l.refLead(c.Legal, c.Others)
	}
	win := c.Spot.Win
	if led := card.Set(0xffff) << (win & 0x30); c.Legal&led != 0 {
		t := laneTrick{led: led, win: win}
		return l.refFollow(c.Legal, &t, c.Spot.Left == 0)
	}
	return l.refDiscard(c.Legal, c.Others)
}

// refFollow is follow as it was.
func (l *lane) refFollow(legal card.Set, t *laneTrick, last bool) card.Card {
	if duck := legal & (card.Set(1)<<(t.win&63) - 1); duck != 0 {
		return highest(duck)
	}
	safe := legal &^ l.penalty
	if safe == 0 {
		safe = legal
	}
	if last || l.own != 0 && l.value[t.win&63] == 0 {
		return highest(safe)
	}
	return lowest(safe)
}

// refDiscard is discard as it was.
func (l *lane) refDiscard(legal, others card.Set) card.Card {
	danger := l.penalty
	if others.Has(l.big) {
		danger |= l.over
	}
	if x := legal & danger; x != 0 {
		return l.refFirst(x)
	}
	return refHighRank(legal)
}

// refHighRank is highRank as it was: a loop over the suits.
func refHighRank(s card.Set) card.Card {
	best := uint64(0)
	for u := uint64(0); u < 4; u++ {
		n := uint64(bits.Len64(uint64(s) >> (16 * u) & 0xffff))
		best = max(best, n<<2|(3-u))
	}
	u := 3 - best&3
	return card.Card(16*u + best>>2 - 1)
}

// refFirst is first as it was: a walk down the shedding order, card by
// card.
func (l *lane) refFirst(s card.Set) card.Card {
	for _, c := range l.shed[:l.nshed] {
		if s&(card.Set(1)<<(c&63)) != 0 {
			return c
		}
	}
	return lowest(s)
}

// refLead is lead as it was: a loop over the suits.
func (l *lane) refLead(legal, others card.Set) card.Card {
	hunt := uint(64)
	if l.bigValue > 0 && others&(card.Set(1)<<(l.big&63)) != 0 && legal&l.over == 0 {
		hunt = uint(l.big) & 0x30
	}
	best := ^uint64(0)
	for sh := uint(0); sh < 64; sh += 16 {
		x := uint64(legal) >> sh & 0xffff
		o := uint64(others) >> sh & 0xffff
		r := uint(bits.TrailingZeros64(x | 1<<16))
		c := uint64(sh+r) & 63
		under := uint64(bits.OnesCount64(o & (1<<r - 1)))
		if sh == hunt {
			under = 0
		}
		key := (under*4+uint64(l.value[c])+l.own*uint64(bits.OnesCount64(x)))<<10 | uint64(r)<<6 | c
		key += (o>>r - 1) >> 63 << 24
		key += (o - 1) >> 63 << 30
		key += (x - 1) >> 63 << 40
		best = min(best, key)
	}
	return card.Card(best & 63)
}

// TestLaneChoosesAsBefore asks the lane of every trick game at every
// table size and the reference functions for the same choices, drawn at
// random (hands and cards out of every density, leads, follows and
// discards at every place in a trick), and finds the same card every
// time, so that the lane plays every playout card for card as before:
// Choose (refChoose, its rules' functions as they were), and its
// discard's first card of the shedding order (refFirst) and highest card
// by rank (refHighRank) of any set.
func TestLaneChoosesAsBefore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := drawTrickDeal(t, 0, 8, 0)
		var l lane
		l.setup(g)
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 7))
		for range 2000 {
			c, ok := randomChoice(r, g.Pack())
			if !ok {
				continue
			}
			if got, want := l.Choose(c), l.refChoose(c); got != want {
				t.Fatalf("%+v: Choose %v, before %v", c, got, want)
			}
			if got, want := highRank(c.Legal), refHighRank(c.Legal); got != want {
				t.Fatalf("%v: highRank %v, before %v", c.Legal, got, want)
			}
			if got, want := l.first(c.Legal), l.refFirst(c.Legal); got != want {
				t.Fatalf("%v: first %v, before %v", c.Legal, got, want)
			}
		}
	})
}

// randomChoice draws a Choice of the cards of pack, false when its legal
// cards are fewer than two: a seat's hand of any density, its legal
// cards (the whole hand or its cards of one suit), the cards of the
// other hands and a spot in a trick of up to four cards.
func randomChoice(r *rand.Rand, pack card.Set) (trick.Choice, bool) {
	set := func() card.Set {
		x := card.Set(r.Uint64())
		for range r.IntN(3) {
			x &= card.Set(r.Uint64()) // sparser
		}
		return x & pack
	}
	hand := set()
	legal := hand
	if r.IntN(2) == 0 {
		legal &= card.Set(0xffff) << (16 * r.UintN(4))
	}
	c := trick.Choice{Hand: hand, Legal: legal, Others: set() &^ hand}
	if played := r.IntN(4); played > 0 {
		c.Spot = trick.Spot{Played: uint8(played), Left: uint8(r.IntN(4)), Win: card.Card(r.IntN(64))}
	}
	return c, legal&(legal-1) != 0
}
