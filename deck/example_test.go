package deck_test

import (
	"fmt"
	"github.com/blackqueen/rules/card"
	"math/rand/v2"

	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/seat"
)

// A six-seat Schwarze Madonna deal in the 2-2-1 pattern (MAD-R3, MAD-E19),
// from an unshuffled pack so the result is easy to follow: seat 1, left of
// the dealer, gets d0 d1, d12 d13 and d24; the stock is d30 d31.
func ExampleDeal() {
	order := deck.Pack32.Cards().Cards() // d0 … d31 in canonical order
	h, err := deck.Deal(order, deck.Dealing{Dealer: 0, Seats: 6, Active: seat.All(6), Pattern: deck.Packets(2), Stock: 2})
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
	pack := card.Full52.Remove(card.TwoClubs) // BM-R1 at three seats
	r := rand.New(rand.NewPCG(1, 2))
	order := deck.Shuffle(pack, r)
	h, _ := deck.Deal(order.Cards(), deck.Dealing{Dealer: 0, Seats: 3, Active: seat.All(3)})
	for s := range 3 {
		fmt.Printf("seat %d: %d cards\n", s, h.Hand[s].Len())
	}
	// Output:
	// seat 0: 17 cards
	// seat 1: 17 cards
	// seat 2: 17 cards
}

// A game lists the cards it removes at each table size so that the pack
// divides evenly; here Black Maria's list (BM-R1), as its game file
// composes it.
func ExampleRemovals() {
	bm := deck.Removals{
		3: card.Of(card.TwoClubs),
		5: card.Of(card.TwoClubs, card.TwoDiamonds),
		6: card.Of(card.TwoClubs, card.TwoDiamonds, card.TwoHearts, card.TwoSpades),
	}
	for n := 3; n <= 6; n++ {
		pack := bm.Pack(card.Full52, n)
		fmt.Printf("%d seats: {%v} removed, %d cards each\n", n, card.Full52&^pack, pack.Len()/n)
	}
	// Output:
	// 3 seats: {2C} removed, 17 cards each
	// 4 seats: {} removed, 13 cards each
	// 5 seats: {2C 2D} removed, 10 cards each
	// 6 seats: {2C 2D 2H 2S} removed, 8 cards each
}

// Old Maid deals every card, so hands may differ by one (OM-R2, OM-E1).
func ExampleDeal_oldMaid() {
	pack := card.Full52.Remove(card.QueenClubs) // OM-R1
	h, _ := deck.Deal(pack.Cards(), deck.Dealing{Dealer: 3, Seats: 4, Active: seat.All(4)})
	fmt.Println(pack.Len(), h.Hand[0].Len(), h.Hand[1].Len(), h.Hand[2].Len(), h.Hand[3].Len())
	// Output: 51 13 13 13 12
}
