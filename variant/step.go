package variant

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
)

// Step plays c for the seat to act and reports whether it did. It is
// Apply(PlayMove(seat to act, c)) for playouts: a legal c (one in
// LegalPlays) leaves the game exactly as Apply leaves it, and any other c
// changes nothing and reports false, as does a call outside the play
// phase (a pass, the stock, a turn-based announcement round, the end of
// a deal). It builds no Move and no error: the check is one AND against
// the legal set the game keeps, so a playout can use it on every move
// without the risk of PlayUnchecked. It does not allocate.
func (g *TrickGame) Step(c card.Card) bool {
	if g.phase != PhasePlay || !g.legal.Has(c) {
		return false
	}
	g.play(int(g.turn), c)
	return true
}

// PlayRandom plays a uniformly random card of LegalPlays for the seat to
// act, drawn from src, and returns it; outside the play phase it plays
// nothing, draws nothing and reports false. It is the road of a random
// playout: Step of a card drawn from a concrete generator (no interface
// call), scaled to the legal set by a multiply and a shift (Lemire's
// method, with its rejection step, so every legal card is exactly as
// likely). The same src state gives the same card. src must not be nil.
// It does not allocate.
func (g *TrickGame) PlayRandom(src *rand.PCG) (card.Card, bool) {
	if g.phase != PhasePlay {
		return 0, false
	}
	n := uint64(g.legal.Len())
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		hi = rejectDraw(src, n, hi, lo)
	}
	c, _ := g.legal.Nth(int(hi))
	g.play(int(g.turn), c)
	return c, true
}

// rejectDraw is the rare end of a multiply-and-shift draw below n (a
// chance below n in 2⁶⁴): it draws again while the low word of the
// product is below 2⁶⁴ mod n, which makes the draw exactly uniform.
func rejectDraw(src *rand.PCG, n, hi, lo uint64) uint64 {
	thresh := -n % n
	for lo < thresh {
		hi, lo = bits.Mul64(src.Uint64(), n)
	}
	return hi
}
