package player

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// sheddingOdds is the chance the inference gives that a seat played a
// card onto another seat's trick while it held a dearer penalty card it
// could have played there without taking the trick, per such play: a seat
// that can shed the Q♠ onto another's trick almost always does, but not
// always (a seat that shoots the moon keeps it).
const sheddingOdds = 0.1

// maxInferenceDraws bounds the samples a world draws to find one the
// inference accepts: the last one drawn is kept whatever it holds, so
// that a world the inference finds unlikely everywhere (a card the seat
// passed is known to lie where it went) costs a bounded search.
const maxInferenceDraws = 8

// maxShed bounds the plays counted against one card in one hand: the
// odds of more are below a float's use.
const maxShed = 15

// maxOdds is the most plays a world's odds count: sheddingOdds to
// that power is as good as none.
const maxOdds = 32

// inference is what a seat reads of the hidden hands beyond the voids
// that Sample keeps (Config.Infer): a seat that plays onto another seat's
// trick sheds its dearest penalty card that does not take the trick (any
// card when void in the suit led, else one of that suit below the winning
// card), so a seat that played a card of lower value while such a dearer
// card was still out probably does not hold it. It weighs a sampled world
// by sheddingOdds to the power of the plays its hands contradict and keeps
// it at that chance (rejection sampling: a world is kept with the chance
// that the plays seen would have been made from it), so that the search's
// worlds lean to where the plays point, while Sample itself stays
// uniform.
//
// It reads the seat's View only: the tricks it shows, the seat's own hand
// and the game's card values. The first trick is not read: Hearts
// forbids penalty cards there (SH-R7).
type inference struct {
	// suspect holds, for each seat, the cards it probably does not hold;
	// shed counts the plays that say so, per seat and card.
	suspect [seat.Max]card.Set
	shed    [seat.Max][64]uint8
	// any is whether some seat has a suspect card.
	any bool
}

// read sets in from v, the searching seat's View, with cv the table's
// card values. The cards of the seat's own hand and those it passed
// (which Sample places where they went) are not suspect anywhere.
func (in *inference) read(v *variant.View, cv *variant.CardValues) {
	in.off()
	var gone card.Set // the cards played so far, in order
	note := func(i int, t *variant.TrickRecord) {
		var win card.Card // the card winning the trick so far
		for j, c := range t.Cards {
			p := t.Seats[j]
			switch {
			case j == 0:
				win = c
			case i > 0 && p != v.Seat && p >= 0 && p < seat.Max:
				could := cv.Pack.Minus(gone).Minus(v.Hand).Minus(v.Passed)
				if c.Suit() == win.Suit() {
					could = could.Intersect(below(win))
				}
				in.played(p, c, could, cv)
			}
			if c.Suit() == win.Suit() && c > win {
				win = c
			}
			gone = gone.Add(c)
		}
	}
	for i := range v.Tricks {
		note(i, &v.Tricks[i])
	}
	note(len(v.Tricks), &v.Current)
}

// played counts seat p's play of c onto another seat's trick, with could
// the cards it might have played instead without taking the trick (while
// it could hold them): each of them of a higher penalty value becomes
// more suspect.
func (in *inference) played(p int, c card.Card, could card.Set, cv *variant.CardValues) {
	vc := cv.Table.Value(c)
	for d := range could.All() {
		if d == c || cv.Table.Value(d) <= vc {
			continue
		}
		in.suspect[p] = in.suspect[p].Add(d)
		if in.shed[p][d&63] < maxShed {
			in.shed[p][d&63]++
		}
		in.any = true
	}
}

// off clears in: every world is kept.
func (in *inference) off() {
	if !in.any {
		return
	}
	in.suspect, in.shed, in.any = [seat.Max]card.Set{}, [seat.Max][64]uint8{}, false
}

// keep reports whether the search keeps the sampled world g: always when
// its hands hold no suspect card; else at sheddingOdds to the power of the
// plays they contradict, drawn from r. It draws from r only then, so
// that a search with nothing inferred draws as one without inference.
func (in *inference) keep(g *variant.TrickGame, r *rand.Rand) bool {
	if !in.any {
		return true
	}
	n := 0
	for p := range min(g.Seats(), seat.Max) {
		for h := uint64(g.Hand(p).Intersect(in.suspect[p])); h != 0; h &= h - 1 {
			n += int(in.shed[p][bits.TrailingZeros64(h)])
		}
	}
	if n == 0 {
		return true
	}
	odds := 1.0
	for range min(n, maxOdds) {
		odds *= sheddingOdds
	}
	return r.Float64() < odds
}
