package deck_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/seat"
)

// A six-seat Schwarze Madonna deal in the 2-2-1 pattern (MAD-R3, MAD-E19),
// from an unshuffled pack so the result is easy to follow: seat 1, left of
// the dealer, gets d0 d1, d12 d13 and d24; the stock is d30 d31.
func ExampleDeal() {
	order := deck.Pack32.Cards().Cards() // d0 … d31 in canonical order
	h, err := deck.Deal(order, 0, 6, seat.All(6), deck.Packets(2), 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	for s := range 6 {
		fmt.Printf("seat %d: %v\n", s, h.Hand[s])
	}
	fmt.Println("stock:", h.Stock)
	// Output:
	// seat 0: 9D 10D KH AH QS
	// seat 1: 7C 8C JD QD 7S
	// seat 2: 9C 10C KD AD 8S
	// seat 3: JC QC 7H 8H 9S
	// seat 4: KC AC 9H 10H 10S
	// seat 5: 7D 8D JH QH JS
	// stock: KS AS
}

// Shuffle takes its randomness from the caller, so a seed reproduces a deal
// (C-10). Here a three-seat Black Maria deal (BM-R1: the 2♣ is removed,
// 17 cards each, one at a time from the dealer's left).
func ExampleShuffle() {
	pack, _ := deck.BlackMariaPack(3, deck.TwoOfClubs, deck.AllTwos)
	r := rand.New(rand.NewPCG(1, 2))
	order := deck.Shuffle(pack, r)
	h, _ := deck.Deal(order.Cards(), 0, 3, seat.All(3), deck.Singles(), 0)
	for s := range 3 {
		fmt.Printf("seat %d: %d cards\n", s, h.Hand[s].Len())
	}
	// Output:
	// seat 0: 17 cards
	// seat 1: 17 cards
	// seat 2: 17 cards
}

// Black Maria removes cards so the pack divides evenly (BM-R1); at six
// seats the table chooses between all four 2s and the Hearts removal
// (BM-A1).
func ExampleBlackMariaRemoved() {
	for n := 3; n <= 6; n++ {
		removed, _ := deck.BlackMariaRemoved(n, deck.TwoOfClubs, deck.AllTwos)
		fmt.Printf("%d seats: {%v}\n", n, removed)
	}
	std, _ := deck.BlackMariaRemoved(6, deck.TwoOfClubs, deck.StandardRemoval)
	fmt.Printf("6 seats, %v: {%v}\n", deck.StandardRemoval, std)
	// Output:
	// 3 seats: {2C}
	// 4 seats: {}
	// 5 seats: {2C 2D}
	// 6 seats: {2C 2D 2H 2S}
	// 6 seats, standard: {2C 3C 2D 2S}
}

// Old Maid deals every card, so hands may differ by one (OM-R2, OM-E1).
func ExampleOldMaidPack() {
	pack := deck.OldMaidPack(deck.QueenOfClubsRemoved)
	h, _ := deck.Deal(pack.Cards(), 3, 4, seat.All(4), deck.Singles(), 0)
	fmt.Println(pack.Len(), h.Hand[0].Len(), h.Hand[1].Len(), h.Hand[2].Len(), h.Hand[3].Len())
	// Output: 51 13 13 13 12
}
