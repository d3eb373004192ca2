package variant

import "github.com/blackqueen/rules/card"

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
