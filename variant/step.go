package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
)

// Step plays c for the seat to act and reports whether it did. It is
// Apply(PlayMove(seat to act, c)) for playouts: a legal c (one in
// LegalPlays) leaves the game exactly as Apply leaves it, and any other c
// changes nothing and reports false, as does a call outside the play
// phase (a pass, the stock, a turn-based announcement round, the end of
// a deal). It builds no Move and no error: the check is one AND against
// the legal set the game keeps, so a playout can use it on every move.
// It does not allocate.
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
// playout: Step of LegalPlays().Random(src), the card drawn from a
// concrete generator (no interface call) by a multiply and a shift
// (Lemire's method, with its rejection step, so every legal card is
// exactly as likely). The same src state gives the same card. src must
// not be nil. It does not allocate.
func (g *TrickGame) PlayRandom(src *rand.PCG) (card.Card, bool) {
	if g.phase != PhasePlay {
		return 0, false
	}
	c, ok := g.legal.Random(src)
	if !ok {
		return 0, false // the play phase always has a legal card; kept for safety
	}
	g.play(int(g.turn), c)
	return c, true
}
