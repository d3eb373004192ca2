package placement_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/placement"
)

// TestTakeNIsTakes checks TakeN against n calls of Take (rapid): the same
// room left in every place, the same answer (false when the place had
// less room than n), and the same placements drawn afterwards.
func TestTakeNIsTakes(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		np := rapid.IntRange(1, placement.MaxPlaces).Draw(rt, "places")
		var a, b placement.Placer
		for range np {
			c := rapid.IntRange(0, 6).Draw(rt, "room") // at most 48 cards in all
			a.AddPlace(c)
			b.AddPlace(c)
		}
		j := rapid.IntRange(0, np-1).Draw(rt, "place")
		n := rapid.IntRange(0, 10).Draw(rt, "n")
		ok := true
		for range n {
			ok = a.Take(j) && ok
		}
		if got := b.TakeN(j, n); got != ok {
			rt.Fatalf("TakeN(%d, %d) = %v, %d Takes %v", j, n, got, n, ok)
		}
		total := 0
		for l := range np {
			if a.Room(l) != b.Room(l) {
				rt.Fatalf("place %d: room %d after TakeN, %d after the Takes", l, b.Room(l), a.Room(l))
			}
			total += max(0, a.Room(l))
		}
		// Fill the room left with cards allowed everywhere and draw.
		for i := range total {
			c := card.Card(2 + i + i/13*3)
			a.AddCard(c, a.All())
			b.AddCard(c, b.All())
		}
		seed := rapid.Uint64().Draw(rt, "seed")
		r1, r2 := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
		accept := func() bool { return true }
		if a.Solve(r1, accept) != b.Solve(r2, accept) || a.Out != b.Out {
			rt.Fatalf("the placements differ: %v after TakeN, %v after the Takes", b.Out, a.Out)
		}
	})
}

// A card known to be in a hand is put there by its user: TakeN removes
// the room for such cards, and the Placer places the others.
func ExamplePlacer_TakeN() {
	var p placement.Placer
	left := p.AddPlace(3)  // a hand of three cards
	right := p.AddPlace(2) // a hand of two
	known := card.MustParseSet("AS QS")
	p.TakeN(left, known.Len()) // the ♠A and ♠Q are known to be on the left
	p.AddCards(card.MustParseSet("2C 3C 4C"), p.All())
	if !p.Solve(rand.New(rand.NewPCG(1, 2)), func() bool { return true }) {
		panic("no placement")
	}
	fmt.Println(p.Room(left), p.Room(right), (p.Out[left] | known).Len(), p.Out[right].Len())
	// Output:
	// 1 2 3 2
}
