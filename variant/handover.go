package variant

import (
	"fmt"
	"math/rand/v2"
)

// CloneWithSource returns a copy of g that carries the position but not
// its future: everything Clone copies, but the game's own random source
// (which deals the next deals and, in a drawing game, shuffles the hand a
// seat draws from) is reseeded from src, or from an unpredictable seed
// when src is nil. Clone's copy evolves exactly as g does, so whoever
// holds it can predict g's later shuffles; hand a position to someone
// else (an analysis service, a spectator after the deal, a new server
// taking over a table) with CloneWithSource. It still shows every hand:
// untrusted code gets a View or a Sample, never a Game. It is the one
// road of this job: Clone is the copy that keeps the future (a record's
// timeline, a hint tried on a copy), CloneInto the allocation-free one
// for playouts.
//
// g must be a match of New: a trick game of this package, or a game with
// a state machine of its own (Definition.Start) that takes part by a
// method CloneWithSource(src rand.Source) Game doing the same for its
// state (a drawing game's). Any other Game is an error.
func CloneWithSource(g Game, src rand.Source) (Game, error) {
	switch g := g.(type) {
	case *TrickGame:
		c := *g
		c.rng = SeedPCG(src)
		return &c, nil
	case interface{ CloneWithSource(src rand.Source) Game }:
		return g.CloneWithSource(src), nil
	}
	return nil, fmt.Errorf("variant: CloneWithSource of a %T, which is not a game of New", g)
}
