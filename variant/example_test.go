package variant_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// A fixed deal of four-seat Hearts played to the end through the public
// API: the sorted pack dealt one card at a time from the dealer's left
// (SH-R2), each seat passing its three highest cards to the left (SH-R3,
// the first deal), then every seat playing its lowest legal card; the
// holder of the 2♣ leads it (SH-R4).
func Example_heartsFixedDeal() {
	g, err := games.New(games.Hearts, 4, nil, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	d := variant.Dealt{Dealer: 0}
	for i, c := range card.Full52.Cards() {
		s := (d.Dealer + 1 + i) % 4
		d.Hands[s] = d.Hands[s].Add(c)
	}
	if err := g.DealCards(d); err != nil {
		panic(err)
	}
	for s := 0; s < 4; s++ {
		var high card.Set
		h := d.Hands[s]
		for k := 0; k < 3; k++ {
			c, _ := h.Highest()
			high, h = high.Add(c), h.Remove(c)
		}
		if err := g.Apply(variant.PassMove(s, high)); err != nil {
			panic(err)
		}
	}
	fmt.Println("seat", g.Turn().Seat, "leads", g.Turn().Cards)
	for g.Phase() == variant.PhasePlay {
		t := g.Turn()
		c, _ := t.Cards.Lowest()
		if err := g.Apply(variant.PlayMove(t.Seat, c)); err != nil {
			panic(err)
		}
	}
	r, _ := g.Result()
	fmt.Println("outcome:", r.Outcome)
	fmt.Println("points:", r.Points)
	fmt.Println("totals:", g.Totals(), "next dealer:", g.Dealer())
	// Output:
	// seat 1 leads 2C
	// outcome: normal
	// points: [8 13 2 3]
	// totals: [8 13 2 3] next dealer: 1
}
