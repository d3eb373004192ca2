package trick_test

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/trick"
)

// Package-level sinks keep benchmark results live.
var (
	sinkSet  card.Set
	sinkSeat int
	sinkCard card.Card
)

// benchState is a Hearts position: trick 1, 2♣ led, a void follower.
func benchState() (card.Set, trick.Trick, trick.Context) {
	var t trick.Trick
	t.Add(0, card.TwoClubs)
	t.Add(1, card.KingClubs)
	return card.MustParseSet("5H KH QS 9D 4D AS 3S 8H 10D JD QD 2S 7H"), t,
		trick.Context{First: true, OpeningCard: card.TwoClubs}
}

// BenchmarkLegal is Hearts' most restricted case, SH-R7 on trick 1.
func BenchmarkLegal(b *testing.B) {
	hand, t, ctx := benchState()
	b.ReportAllocs()
	for b.Loop() {
		sinkSet = hearts.Legal(hand, &t, ctx)
	}
}

// BenchmarkLegalLead is a lead before hearts are broken (SH-R6).
func BenchmarkLegalLead(b *testing.B) {
	hand, _, _ := benchState()
	var empty trick.Trick
	b.ReportAllocs()
	for b.Loop() {
		sinkSet = hearts.Legal(hand, &empty, trick.Context{})
	}
}

// BenchmarkWinner is a full six-seat trick.
func BenchmarkWinner(b *testing.B) {
	t := played(4, 6, "10H", "JH", "2S", "AH", "9H", "QH")
	b.ReportAllocs()
	for b.Loop() {
		sinkSeat, sinkCard, _ = t.Winner()
	}
}

// Legal and Winner do not allocate (like netip).
func TestAllocs(t *testing.T) {
	hand, tr, ctx := benchState()
	var empty trick.Trick
	if n := testing.AllocsPerRun(100, func() {
		sinkSet = hearts.Legal(hand, &tr, ctx)
		sinkSet |= hearts.Legal(hand, &empty, trick.Context{})
		sinkSet |= plain.Legal(hand, &tr, trick.Context{})
	}); n != 0 {
		t.Errorf("Legal allocates %v times per run, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() {
		if err := hearts.Check(2, hand, &tr, ctx, card.NineDiamonds); err != nil {
			t.Errorf("TT-2: 9D follows suit and is legal, got %v", err)
		}
	}); n != 0 {
		t.Errorf("Check of a legal card allocates %v times per run, want 0", n)
	}
	full := played(4, 6, "10H", "JH", "2S", "AH", "9H", "QH")
	if n := testing.AllocsPerRun(100, func() { sinkSeat, sinkCard, _ = full.Winner() }); n != 0 {
		t.Errorf("Winner allocates %v times per run, want 0", n)
	}
}
