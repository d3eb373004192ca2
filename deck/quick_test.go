package deck_test

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/seat"
)

// dealArgs are the arguments of a random deal: any pack of cards, table,
// active seats, stock and pattern (its packet sizes), and a seed.
type dealArgs struct {
	pack                 card.Set
	seats, dealer, stock int
	active               seat.Set
	sizes                []uint8
	p                    deck.Pattern
	seed1, seed2         uint64
}

// drawDealArgs draws the arguments of a random deal.
func drawDealArgs(rt *rapid.T) dealArgs {
	var a dealArgs
	a.pack = card.Set(rapid.Uint64().Draw(rt, "pack")) & (card.Full52 | card.JokerSet)
	if rapid.Bool().Draw(rt, "whole pack") {
		a.pack = rapid.SampledFrom([]card.Set{deck.Pack32.Cards(), card.Full52, deck.Pack52Joker.Cards()}).Draw(rt, "pack kind")
	}
	a.seats = rapid.IntRange(2, seat.Max).Draw(rt, "seats")
	a.dealer = rapid.IntRange(0, a.seats-1).Draw(rt, "dealer")
	a.active = seat.Set(rapid.IntRange(1, 1<<a.seats-1).Draw(rt, "active"))
	a.stock = rapid.IntRange(0, a.pack.Len()).Draw(rt, "stock")
	for range rapid.IntRange(0, 3).Draw(rt, "rounds") {
		a.sizes = append(a.sizes, uint8(rapid.IntRange(1, 4).Draw(rt, "packet")))
	}
	a.p = deck.Packets(a.sizes...)
	a.seed1, a.seed2 = rapid.Uint64().Draw(rt, "seed1"), rapid.Uint64().Draw(rt, "seed2")
	return a
}

// QuickDeal is its documented shuffle then Deal: for any pack, table,
// active seats, pattern, stock and seed it gives the hands that Deal
// gives for the order its doc states (a Fisher-Yates shuffle of the
// places from the top, card i of the pack going to the place swapped
// into position i, the places drawn by batches as quickPlaces draws
// them), and leaves the generator where that shuffle leaves it.
func TestPropQuickDealIsItsShuffleThenDeal(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		a := drawDealArgs(rt)
		pack, seats, dealer, active, stock, p := a.pack, a.seats, a.dealer, a.active, a.stock, a.p
		seed1, seed2 := a.seed1, a.seed2

		ref := rand.NewPCG(seed1, seed2)
		cards := pack.Cards()
		draws, _ := quickPlaces(ref, len(cards))
		places := make([]int, len(cards))
		for i := range places {
			places[i] = i
		}
		order := make([]card.Card, len(cards))
		for i := len(cards) - 1; i >= 0; i-- {
			j := draws[i]
			places[i], places[j] = places[j], places[i]
			order[places[i]] = cards[i]
		}
		want, err := deck.Deal(order, deck.Dealing{Dealer: dealer, Seats: seats, Active: active, Pattern: p, Stock: stock})
		if err != nil {
			rt.Fatal(err)
		}
		src := rand.NewPCG(seed1, seed2)
		got, err := deck.QuickDeal(pack, src, deck.Dealing{Dealer: dealer, Seats: seats, Active: active, Pattern: p, Stock: stock})
		if err != nil {
			rt.Fatal(err)
		}
		if got != want {
			rt.Fatalf("QuickDeal = %+v, Deal of its shuffle's order %v = %+v", got, order, want)
		}
		if *src != *ref {
			rt.Fatal("QuickDeal drew other words than its shuffle")
		}
	})
}

// TestQuickDealUniform: QuickDeal of four cards to two seats, 60,000
// times from a fixed seed, gives each of the six possible deals about a
// sixth of the time (within 4 %, a bound a uniform shuffle from this seed
// meets; the seed is fixed, so the test is deterministic), for the
// one-card pattern and for packets.
func TestQuickDealUniform(t *testing.T) {
	pack := card.Of(card.TwoClubs, card.ThreeClubs, card.FourClubs, card.FiveClubs)
	for _, p := range []deck.Pattern{deck.Singles(), deck.Packets(2)} {
		src := rand.NewPCG(5, 6)
		count := map[card.Set]int{}
		for i := 0; i < 60000; i++ {
			h, err := deck.QuickDeal(pack, src, deck.Dealing{Dealer: 0, Seats: 2, Active: seat.All(2), Pattern: p})
			if err != nil {
				t.Fatal(err)
			}
			if h.Hand[0].Len() != 2 || h.Hand[0]|h.Hand[1] != pack {
				t.Fatalf("QuickDeal dealt %+v", h)
			}
			count[h.Hand[0]]++
		}
		if len(count) != 6 {
			t.Fatalf("pattern %v: %d different hands of seat 0, want 6: %v", p, len(count), count)
		}
		for hand, c := range count {
			if c < 9600 || c > 10400 {
				t.Fatalf("pattern %v: seat 0 got %v %d times in 60,000 deals: %v", p, hand, c, count)
			}
		}
	}
}

// quickPlaces returns the places QuickDeal's doc draws for n cards: d[i]
// below i+1 (d[0] = 0), batch by batch. Each batch is one draw X below
// the product P of its bounds by Lemire's method on a word of src (the
// high word of w·P, w drawn again while the low word is below 2⁶⁴ mod
// P), split into its digits in the batch's mixed radix by division: the
// last bound's digit is X mod its bound, and so on up.
// It also returns how many words the rejection step redrew.
func quickPlaces(src *rand.PCG, n int) (d []int, redrawn int) {
	d = make([]int, max(n, 1))
	for i := n - 1; i > 0; {
		var bounds []uint64
		prod := uint64(1)
		for e := i; e > 0 && prod < 1<<50; e-- {
			bounds = append(bounds, uint64(e+1))
			prod *= uint64(e + 1)
		}
		x, lo := bits.Mul64(src.Uint64(), prod)
		for lo < -prod%prod {
			x, lo = bits.Mul64(src.Uint64(), prod)
			redrawn++
		}
		for k := len(bounds) - 1; k >= 0; k-- {
			d[i-k] = int(x % bounds[k])
			x /= bounds[k]
		}
		i -= len(bounds)
	}
	return d, redrawn
}

// TestQuickDealRejects: the batches' rejection step (about one full deal
// in 2,000 redraws a word) gives QuickDeal the deal of its documented
// shuffle too: the first deals from fixed seeds whose shuffle redraws.
func TestQuickDealRejects(t *testing.T) {
	const n = 52
	found := 0
	for seed := uint64(0); found < 3 && seed < 1<<17; seed++ {
		ref := rand.NewPCG(seed, 9)
		d, redrawn := quickPlaces(ref, n)
		if redrawn == 0 {
			continue
		}
		found++
		places := make([]int, n)
		for i := range places {
			places[i] = i
		}
		cards := card.Full52.Cards()
		order := make([]card.Card, n)
		for i := n - 1; i >= 0; i-- {
			places[i], places[d[i]] = places[d[i]], places[i]
			order[places[i]] = cards[i]
		}
		want, err := deck.Deal(order, deck.Dealing{Dealer: 0, Seats: 4, Active: seat.All(4)})
		if err != nil {
			t.Fatal(err)
		}
		src := rand.NewPCG(seed, 9)
		got, err := deck.QuickDeal(card.Full52, src, deck.Dealing{Dealer: 0, Seats: 4, Active: seat.All(4)})
		if err != nil {
			t.Fatal(err)
		}
		if got != want || *src != *ref {
			t.Fatalf("seed %d: QuickDeal = %+v, its documented shuffle %+v", seed, got, want)
		}
	}
	if found < 3 {
		t.Fatalf("%d seeds below 2^17 redraw in the shuffle of 52 cards, want 3", found)
	}
}
