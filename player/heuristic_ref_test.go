package player

import (
	"math"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
)

// This file keeps the heuristic's cost of a card as it was written before
// the largest penalty value still out (maxOutValue) was taken once a
// decision instead of once a card weighed, as the reference that the
// costs must equal bit for bit: the heuristic chooses the card of the
// least cost, so one rounded otherwise could turn a card.

// refExpectedGain is expectedGain as it was, taking maxOutValue itself:
// it estimates the penalty points the seats still to play add
// to a trick of suit u that c wins: what they follow with, a penalty card
// of the suit ducked under c, and discards from seats void in the suit.
func (k *knowledge) refExpectedGain(c card.Card, seats seat.Set) float64 {
	u := c.Suit()
	outU := k.out.OfSuit(u)
	maxV, mean := k.maxOutValue()
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

// refLeadCost is leadCost as it was, by refExpectedGain: the expected
// cost of leading c: the chance it wins times
// what the trick will hold, plus the strategy of the black queen games:
// do not lead the suit of a valuable penalty card held unprotected (the
// Q♠ with few low spades), lead low into the suit of one held by others
// when nothing above it is held (to drive the Q♠ out), and prefer short
// suits, to become void.
func (k *knowledge) refLeadCost(c card.Card, others seat.Set) float64 {
	u := c.Suit()
	p := k.pWin(c, others)
	cost := p * (float64(k.value(c)) + k.refExpectedGain(c, others) + trickCost)
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

// TestCardCostsAsBefore asks expectedGain and leadCost, given
// maxOutValue taken once, and the reference functions (each taking it
// itself) for the cost of every card of every seat's hand in random
// positions of every trick game, against the other seats, the seats to
// come in the trick and a random set of seats, and finds the same costs,
// bit for bit.
func TestCardCostsAsBefore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := drawTrickDeal(t, 0, 8, 60)
		var k knowledge
		for s := 0; s < g.Seats(); s++ {
			k.fromGame(g, s)
			maxV, mean := k.maxOutValue()
			some := seat.Set(rapid.Uint8().Draw(t, "seats")) & seat.All(g.Seats())
			for c := range k.hand.All() {
				for _, seats := range []seat.Set{k.others, k.toCome, some} {
					got, want := k.expectedGain(c, seats, maxV, mean), k.refExpectedGain(c, seats)
					if math.Float64bits(got) != math.Float64bits(want) {
						t.Fatalf("seat %d, %v, seats %v: expectedGain %v, before %v", s, c, seats, got, want)
					}
					got, want = k.leadCost(c, seats, maxV, mean), k.refLeadCost(c, seats)
					if math.Float64bits(got) != math.Float64bits(want) {
						t.Fatalf("seat %d, %v, seats %v: leadCost %v, before %v", s, c, seats, got, want)
					}
				}
			}
		}
	})
}
