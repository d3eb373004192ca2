package player

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
)

// trickCost is what winning a trick costs beyond its penalty points: the
// lead of the next trick, which is where penalty cards are taken.
const trickCost = 1.5

// unloadBonus is what playing a card of rank r to a trick gains, per rank:
// a high card played now cannot win a dearer trick later.
const unloadBonus = 0.02

// choosePlay returns the card to play: a lead, a card of the led suit,
// or a discard when void (TT-1, TT-2). The legal cards are v.Turn.Cards.
func (k *knowledge) choosePlay() card.Card {
	legal := k.turn.Cards
	if c, ok := legal.Lowest(); ok && legal.Len() == 1 {
		return c
	}
	if k.shooting() {
		return k.shootPlay(legal)
	}
	if sh := k.moonShooter(); sh >= 0 {
		if c, ok := k.stopMoon(legal, sh); ok {
			return c
		}
	}
	if d := k.durchThreat(); d >= 0 && d != k.me && k.durch < 0 {
		if c, ok := k.stopDurchmarsch(legal, d); ok {
			return c
		}
	}
	switch {
	case k.ncur == 0:
		return k.chooseLead(legal)
	case legal.HasSuit(k.led):
		return k.chooseFollow(legal.OfSuit(k.led))
	}
	return k.chooseDiscard(legal)
}

// myJungfrau and myDurchmarsch report whether this seat's own
// announcement is still standing.
func (k *knowledge) myJungfrau() bool    { return k.jungfrau.Has(k.me) }
func (k *knowledge) myDurchmarsch() bool { return k.durch == k.me }

// pWin estimates the chance that c, led or played above the winning
// card, wins the trick against the seats still to play: 1 when nobody can
// follow with a higher card; otherwise the share of the outstanding cards
// of the suit below c, which are what the others duck with.
func (k *knowledge) pWin(c card.Card, seats seat.Set) float64 {
	u := c.Suit()
	hi := (k.out & above(c)).Len()
	lo := (k.out & below(c)).Len()
	canFollow := 0
	for s := 0; s < k.seats; s++ {
		if seats.Has(s) && !k.isVoid(s, u) {
			canFollow++
		}
	}
	if seats == 0 || hi == 0 || canFollow == 0 {
		return 1
	}
	return float64(lo) / float64(lo+hi)
}

// expectedGain estimates the penalty points the seats still to play add
// to a trick of suit u that c wins: what they follow with, a penalty card
// of the suit ducked under c, and discards from seats void in the suit.
// maxV and mean are k.maxOutValue's, which the caller takes once for all
// the cards it weighs.
func (k *knowledge) expectedGain(c card.Card, seats seat.Set, maxV int, mean float64) float64 {
	u := c.Suit()
	outU := k.out.OfSuit(u)
	follow, void := 0, 0
	for s := 0; s < k.seats; s++ {
		switch {
		case !seats.Has(s):
		case k.isVoid(s, u):
			void++
		default:
			follow++
		}
	}
	var gain float64
	if n := outU.Len(); n > 0 && follow > 0 {
		gain += float64(follow) * float64(k.table.Points(outU)) / float64(n)
		gain += 0.5 * float64(k.catchValue(c))
	}
	switch {
	case void > 0:
		gain += float64(maxV) + float64(void-1)*mean
	case outU.Len() < follow:
		gain += 0.5 * float64(maxV)
	}
	return gain
}

// chooseLead returns the card to lead.
func (k *knowledge) chooseLead(legal card.Set) card.Card {
	others := k.others
	switch {
	case k.myDurchmarsch():
		return k.durchmarschLead(legal)
	case k.myJungfrau():
		return k.minBy(legal, func(c card.Card) float64 {
			return k.pWin(c, others) + 0.01*float64(c.Rank())
		})
	case k.durch >= 0:
		// Break the Durchmarsch (MAD-R20): lead a suit its announcer is
		// void in, so another seat wins; else the strongest card.
		var voidSuits card.Set
		for u := card.Clubs; u < card.NoSuit; u++ {
			if k.isVoid(k.durch, u) {
				voidSuits |= legal.OfSuit(u)
			}
		}
		if !voidSuits.IsEmpty() {
			maxV, mean := k.maxOutValue()
			return k.minBy(voidSuits, func(c card.Card) float64 { return k.leadCost(c, others, maxV, mean) })
		}
		return k.minBy(legal, func(c card.Card) float64 {
			return float64((k.out & above(c)).Len()) - 0.01*float64(c.Rank())
		})
	case k.jungfrau != 0:
		// Break the Jungfrau (MAD-R20): lead low into a suit the
		// announcer still holds, so it may have to win.
		var into card.Set
		for u := card.Clubs; u < card.NoSuit; u++ {
			allHold := true
			for j := 0; j < k.seats; j++ {
				if k.jungfrau.Has(j) && k.isVoid(j, u) {
					allHold = false
				}
			}
			if allHold {
				into |= legal.OfSuit(u)
			}
		}
		if into.IsEmpty() {
			into = legal
		}
		return k.minBy(into, func(c card.Card) float64 {
			return float64((k.out & below(c)).Len()) + 0.01*float64(c.Rank())
		})
	}
	maxV, mean := k.maxOutValue()
	return k.minBy(legal, func(c card.Card) float64 { return k.leadCost(c, others, maxV, mean) })
}

// leadCost is the expected cost of leading c: the chance it wins times
// what the trick will hold, plus the strategy of the black queen games:
// do not lead the suit of a valuable penalty card held unprotected (the
// Q♠ with few low spades), lead low into the suit of one held by others
// when nothing above it is held (to drive the Q♠ out), and prefer short
// suits, to become void. maxV and mean are k.maxOutValue's
// (expectedGain).
func (k *knowledge) leadCost(c card.Card, others seat.Set, maxV int, mean float64) float64 {
	u := c.Suit()
	p := k.pWin(c, others)
	cost := p * (float64(k.value(c)) + k.expectedGain(c, others, maxV, mean) + trickCost)
	for q := range (k.table.Valued() & card.SuitSet(u)).All() {
		v := k.value(q)
		if v < 2 || q == c {
			continue
		}
		if k.hand.Has(q) && c < q && !(k.out & above(q)).IsEmpty() {
			low := (k.hand & below(q)).Len()
			cost += float64(v) * 0.1 * float64(max(1, 4-low))
		}
		if k.out.Has(q) && c < q && (k.hand & above(q)).IsEmpty() {
			cost -= 0.15 * float64(v)
		}
	}
	if p < 0.35 {
		cost -= 0.1 * float64(4-k.hand.OfSuit(u).Len())
	}
	return cost + 0.01*float64(c.Rank())
}

// durchmarschLead leads for an announced Durchmarsch: a card no other seat
// can beat, from the suit with the most cards still out, else the highest.
func (k *knowledge) durchmarschLead(legal card.Set) card.Card {
	return k.minBy(legal, func(c card.Card) float64 {
		if (k.out & above(c)).IsEmpty() {
			return -float64(k.out.OfSuit(c.Suit()).Len()) - 0.01*float64(c.Rank())
		}
		return 100 - float64(c.Rank())
	})
}

// chooseFollow returns the card of the led suit to play (legal holds
// only cards of the led suit).
func (k *knowledge) chooseFollow(legal card.Set) card.Card {
	ducks := legal & below(k.win)
	highestDuck := func() (card.Card, bool) { return ducks.Highest() }
	lowest := func() card.Card { c, _ := legal.Lowest(); return c }
	switch {
	case k.myJungfrau():
		if c, ok := highestDuck(); ok {
			return c
		}
		return lowest()
	case k.myDurchmarsch():
		over := legal & above(k.win)
		if over.IsEmpty() {
			return lowest()
		}
		if k.toCome == 0 {
			c, _ := over.Lowest()
			return c
		}
		c, _ := legal.Highest()
		return c
	case k.durch >= 0 && (k.winner == k.durch || k.toCome.Has(k.durch)):
		// Take the trick off the Durchmarsch announcer if we can.
		if over := legal & above(k.win); !over.IsEmpty() {
			c, _ := legal.Highest()
			return c
		}
		return lowest()
	case k.jungfrau.Has(k.winner):
		// Leave the Jungfrau announcer winning.
		if c, ok := highestDuck(); ok {
			return c
		}
		return lowest()
	}
	if k.toCome&k.jungfrau != 0 {
		return lowest() // leave room for the announcer to overtake
	}
	pts := float64(k.table.Points(k.curCards()))
	maxV, mean := k.maxOutValue()
	return k.minBy(legal, func(c card.Card) float64 {
		if c < k.win {
			// Ducking: unload the highest card, penalty cards first.
			return -0.05*float64(c.Rank()) - 0.3*float64(k.value(c))
		}
		p := 1.0
		if k.toCome != 0 {
			p = k.pWin(c, k.toCome)
		}
		return p*(float64(k.value(c))+pts+k.expectedGain(c, k.toCome, maxV, mean)+trickCost) - unloadBonus*float64(c.Rank())
	})
}

// chooseDiscard returns the card to discard when void in the led suit:
// the most dangerous one. A discard never wins the trick (TT-3), so the
// Q♠ is always safe to drop here. Against a Durchmarsch (announced, or
// silent and under way) it keeps its likely winners instead.
func (k *knowledge) chooseDiscard(legal card.Set) card.Card {
	if d := k.durchThreat(); d >= 0 && d != k.me {
		// Keep the cards that may still take a trick off d (MAD-R20):
		// discard the one least likely to win a trick later; among
		// those, the dearest penalty card (it still counts if d fails).
		return k.minBy(legal, func(c card.Card) float64 {
			return k.winningness(c) - 0.01*float64(k.value(c))
		})
	}
	if k.myJungfrau() {
		return k.maxBy(legal, func(c card.Card) float64 {
			return 4*k.winningness(c) + 0.1*float64(k.value(c))
		})
	}
	return k.maxBy(legal, func(c card.Card) float64 {
		d := 3*float64(k.value(c)) + 1.5*float64(k.catchValue(c)) + k.winningness(c)
		if k.hand.OfSuit(c.Suit()).Len() == 1 {
			d += 0.5
		}
		return d + 0.01*float64(c.Rank())
	})
}

// winningness rates from 0 to 4 how likely c is to win a trick later: the
// share of the outstanding cards of its suit that rank below it.
func (k *knowledge) winningness(c card.Card) float64 {
	hi := (k.out & above(c)).Len()
	lo := (k.out & below(c)).Len()
	if hi+lo == 0 {
		return 2
	}
	return 4 * float64(lo) / float64(lo+hi)
}

// minBy returns the card of s with the smallest f; ties go to the lower
// card. s must not be empty.
func (k *knowledge) minBy(s card.Set, f func(card.Card) float64) card.Card {
	var best card.Card
	var bestV float64
	for c := range s.All() {
		if v := f(c); best == 0 || v < bestV {
			best, bestV = c, v
		}
	}
	return best
}

// maxBy returns the card of s with the largest f; ties go to the lower
// card.
func (k *knowledge) maxBy(s card.Set, f func(card.Card) float64) card.Card {
	return k.minBy(s, func(c card.Card) float64 { return -f(c) })
}

// curCards returns the cards of the trick on the table.
func (k *knowledge) curCards() card.Set {
	var s card.Set
	for i := 0; i < k.ncur; i++ {
		s = s.Add(k.cur[i])
	}
	return s
}
