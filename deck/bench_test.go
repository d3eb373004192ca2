package deck_test

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/seat"
)

// Package-level sinks keep benchmark results live.
var (
	sinkHands deck.Hands
	sinkOrder deck.Order
)

// BenchmarkShuffleDeal shuffles and deals a four-seat Black Maria deal.
func BenchmarkShuffleDeal(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		o := deck.Shuffle(card.Full52, r)
		h, err := deck.Deal(o.Cards(), deck.Dealing{Dealer: 0, Seats: 4, Active: seat.All(4)})
		if err != nil {
			b.Fatal(err)
		}
		sinkHands = h
	}
}

// BenchmarkShuffle52 shuffles the 52-card pack.
func BenchmarkShuffle52(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		sinkOrder = deck.Shuffle(card.Full52, r)
	}
}

// BenchmarkShufflePCG52 is BenchmarkShuffle52 through ShufflePCG: the
// same order, drawn straight from the generator, without the interface
// call of rand.Rand per card that Shuffle makes.
func BenchmarkShufflePCG52(b *testing.B) {
	src := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		sinkOrder = deck.ShufflePCG(card.Full52, src)
	}
}

// BenchmarkDealMadonnaSix deals MAD-E19's 2-2-1 pattern.
func BenchmarkDealMadonnaSix(b *testing.B) {
	o := deck.Shuffle(deck.Pack32.Cards(), rand.New(rand.NewPCG(1, 2)))
	b.ReportAllocs()
	for b.Loop() {
		sinkHands, _ = deck.Deal(o.Cards(), deck.Dealing{Dealer: 0, Seats: 6, Active: seat.All(6), Pattern: deck.Packets(2), Stock: 2})
	}
}

// Shuffle and a successful Deal do not allocate (like netip).
func TestAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	if n := testing.AllocsPerRun(100, func() { sinkOrder = deck.Shuffle(card.Full52, r) }); n != 0 {
		t.Errorf("Shuffle allocates %v times per run, want 0", n)
	}
	o := deck.Shuffle(deck.Pack32.Cards(), r)
	n := testing.AllocsPerRun(100, func() {
		h, err := deck.Deal(o.Cards(), deck.Dealing{Dealer: 2, Seats: 6, Active: seat.All(6), Pattern: deck.Packets(2), Stock: 2})
		if err != nil {
			t.Fatal(err)
		}
		sinkHands = h
	})
	if n != 0 {
		t.Errorf("Deal allocates %v times per run, want 0", n)
	}
}

// BenchmarkSortedShuffleDeal is the engine's deal of a four-seat Hearts
// pack: a Sorted pack dealt one card at a time. The pack is listed once,
// by Sort, not at every deal: listing it took about a fifth of a deal
// (BenchmarkSortThenShuffleDeal). ShuffleDeal moves the cards in the
// listing as ShufflePCG's Fisher–Yates moves them, and sends the card it
// fixes at each step straight to its hand.
func BenchmarkSortedShuffleDeal(b *testing.B) {
	src := rand.NewPCG(1, 2)
	s := deck.Sort(card.Full52)
	b.ReportAllocs()
	for b.Loop() {
		h, err := s.ShuffleDeal(src, deck.Dealing{Dealer: 0, Seats: 4, Active: seat.All(4)})
		if err != nil {
			b.Fatal(err)
		}
		sinkHands = h
	}
}

// BenchmarkSortThenShuffleDeal is BenchmarkSortedShuffleDeal listing the
// pack again at every deal, as a game that did not keep its Sorted would.
func BenchmarkSortThenShuffleDeal(b *testing.B) {
	src := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		s := deck.Sort(card.Full52)
		h, err := s.ShuffleDeal(src, deck.Dealing{Dealer: 0, Seats: 4, Active: seat.All(4)})
		if err != nil {
			b.Fatal(err)
		}
		sinkHands = h
	}
}
