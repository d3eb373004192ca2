package oldmaid_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/variant"
)

// A two-seat round of Old Maid (OM-E6): the deal of the conformance case
// old-maid--partial-two-seats, one draw by card as a record holds it, then
// draws by position, as a player at a table makes them: the hand drawn
// from is shuffled with the game's own seeded source before each draw
// (OM-R6).
func ExampleGame() {
	g, err := oldmaid.New(2, oldmaid.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	d := variant.Dealt{Dealer: 0}
	d.Hands[0] = card.MustParseSet("QH QD 5S 9C 9H 9S 7C 7D 7H 4H 4S 6C 6D 8H 8S 10C 10D JH JS KC KD AC AD AH AS")
	d.Hands[1] = card.MustParseSet("QS 5C 5D 5H 9D 7S 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 6H 6S 8C 8D 10H 10S JC JD KH KS")
	if err := g.DealCards(d); err != nil {
		panic(err)
	}
	v, _ := g.View(1)
	fmt.Println("seat 1 holds", v.Hand, "after laying down", v.Laid[1].Len()/2, "pairs")
	fmt.Printf("seat 1 draws from seat %d: a position from 0 to %d\n", v.Turn.From, v.HandSizes[v.Turn.From]-1)

	if err := g.Apply(variant.DrawMove(1, card.FiveSpades)); err != nil {
		panic(err)
	}
	v, _ = g.View(0)
	fmt.Printf("seat 0 sees seat %d draw from seat %d and lay down %v\n", v.LastDraw.Seat, v.LastDraw.From, v.LastDraw.Pair)

	for g.Phase() == variant.PhaseDraw {
		t := g.Turn()
		if err := g.Apply(variant.DrawAtMove(t.Seat, 0)); err != nil {
			panic(err)
		}
		last, _ := g.LastDraw()
		fmt.Printf("seat %d draws %v at position 0, lays down [%v]\n", last.Seat, last.Card, last.Pair)
	}
	r, _ := g.Result()
	fmt.Println("seat", r.Loser, "keeps", g.Hand(r.Loser), "and loses:", r.Points, r.Outcome)
	// Output:
	// seat 1 holds 9D 5H 7S QS after laying down 11 pairs
	// seat 1 draws from seat 0: a position from 0 to 2
	// seat 0 sees seat 1 draw from seat 0 and lay down 5H 5S
	// seat 0 draws QS at position 0, lays down []
	// seat 1 draws QS at position 0, lays down []
	// seat 0 draws 7S at position 0, lays down [7H 7S]
	// seat 1 draws 9S at position 0, lays down [9D 9S]
	// seat 1 keeps QS and loses: [0 1] old-maid
}
