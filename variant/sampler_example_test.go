package variant_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// A bot deciding in a Hearts position draws many samples of the cards it
// cannot see: a TrickSampler reads the position once and then draws
// exactly the samples SampleInto would draw from the same random state.
func ExampleTrickSampler() {
	g, err := games.NewTrickGame(games.Hearts, 4, nil, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	if err := g.Deal(); err != nil {
		panic(err)
	}
	moves := rand.New(rand.NewPCG(3, 4))
	for range 4 + 4*3 { // the four passes, then three tricks
		m, _ := g.RandomMove(moves)
		if err := g.Apply(m); err != nil {
			panic(err)
		}
	}
	var sp variant.TrickSampler
	sp.Reset(g, 0)
	r1, r2 := rand.New(rand.NewPCG(5, 6)), rand.New(rand.NewPCG(5, 6))
	var a, b variant.TrickGame
	for range 3 {
		if err := sp.SampleInto(&a, r1); err != nil {
			panic(err)
		}
		if err := g.SampleInto(&b, 0, r2); err != nil {
			panic(err)
		}
		fmt.Println(a.Hand(0) == g.Hand(0), a.Hand(1).Len(), a.Hand(1) == b.Hand(1) && a.Hand(2) == b.Hand(2) && a.Hand(3) == b.Hand(3))
	}
	// Output:
	// true 10 true
	// true 10 true
	// true 10 true
}
