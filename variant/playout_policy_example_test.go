package variant_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// highCard is a playout policy: it leads its lowest legal card and
// plays its highest otherwise.
type highCard struct{}

func (highCard) Choose(c trick.Choice) card.Card {
	x, _ := c.Legal.Highest()
	if c.Spot.Played == 0 {
		x, _ = c.Legal.Lowest()
	}
	return x
}

// PlayBy plays the cards of a Hearts deal, dealt from a seed and passed
// (each seat its three highest cards), as a policy chooses them, from the
// first lead (the 2♣, SH-R4) to the score.
func ExampleTrickGame_PlayBy() {
	g, err := games.NewTrickGame(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	if err := g.Deal(); err != nil {
		panic(err)
	}
	for s := 0; s < 4; s++ {
		var high card.Set
		h := g.Hand(s)
		for k := 0; k < 3; k++ {
			c, _ := h.Highest()
			high, h = high.Add(c), h.Remove(c)
		}
		if err := g.Apply(variant.PassMove(s, high)); err != nil {
			panic(err)
		}
	}
	n := g.PlayBy(highCard{})
	r, _ := g.Result()
	fmt.Println("cards played:", n, "phase:", g.Phase())
	fmt.Println("points:", r.Points)
	// Output:
	// cards played: 52 phase: deal-over
	// points: [0 0 10 16]
}
