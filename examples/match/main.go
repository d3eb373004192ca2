// Command match plays one match of every game between random players,
// deal after deal until the match ends, and prints how each ended and
// the rule a refused move breaks. Old Maid has no end of its own (OM-R9),
// so it plays a fixed number of rounds. It is the program of the README's
// "Using the library".
package main

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// run plays the matches and writes how they ended to w.
func run(w io.Writer) error {
	r := rand.New(rand.NewPCG(3, 4)) // the players' choices
	for _, id := range games.All() {
		g, err := games.New(id, 4, nil, rand.NewPCG(1, 2)) // the shuffles
		if err != nil {
			return err
		}
		if err := playMatch(g, r, 5); err != nil {
			return err
		}
		fmt.Fprintf(w, "%s: %d deals, totals %v, winners %v\n", id, g.DealsPlayed(), g.Totals(), g.Winners())

		// A move the game refuses names the rule it breaks.
		var v *rule.Violation
		if err := g.Apply(variant.PlayMove(0, card.Joker)); errors.As(err, &v) {
			fmt.Fprintf(w, "  refused: %s %s: %s\n", v.ID, v.Ref, v.Message("en"))
		}
	}
	return nil
}

// playMatch plays g deal after deal to the end of its match, or for
// rounds rounds of a match that never ends by itself (Old Maid's, whose
// Over never turns true).
func playMatch(g variant.Game, r *rand.Rand, rounds int) error {
	endless := games.TraitsOf(games.Named(g.Name()), g.Options()).Endless
	for !g.Over() {
		switch g.Phase() {
		case variant.PhaseDeal, variant.PhaseDealOver:
			if endless && g.DealsPlayed() == rounds {
				return nil
			}
			if err := g.Deal(); err != nil {
				return err
			}
		default:
			m, _ := g.RandomMove(r)
			if err := g.Apply(m); err != nil {
				return err
			}
		}
	}
	return nil
}
