package exchange_test

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"pgregory.net/rapid"
)

// TestDirectionOffset pins where each direction points (BM-R4, SH-R3).
func TestDirectionOffset(t *testing.T) {
	tests := []struct {
		d     exchange.Direction
		seats int
		want  int
	}{
		{exchange.Left, 4, 1}, {exchange.Right, 4, 3}, {exchange.Across, 4, 2}, {exchange.Hold, 4, 0},
		{exchange.Right, 3, 2}, {exchange.Across, 6, 3}, {exchange.Direction(9), 4, 0},
	}
	for _, tt := range tests {
		if got := tt.d.Offset(tt.seats); got != tt.want {
			t.Errorf("%v.Offset(%d) = %d, want %d", tt.d, tt.seats, got, tt.want)
		}
	}
	if got := exchange.Direction(9).String(); got != "direction(9)" {
		t.Errorf("String of an unknown direction = %q", got)
	}
}

// TestCycle checks the cycles of Hearts (SH-R3: left, right, across, hold
// at four seats; left, right, hold at three) and Black Maria (BM-R4:
// right every deal).
func TestCycle(t *testing.T) {
	hearts4 := exchange.Cycle(3, exchange.Left, exchange.Right, exchange.Across, exchange.Hold)
	hearts3 := exchange.Cycle(3, exchange.Left, exchange.Right, exchange.Hold)
	bm := exchange.Cycle(3, exchange.Right)
	want4 := []int{1, 3, 2, 0, 1, 3, 2, 0}
	want3 := []int{1, 2, 0, 1, 2, 0}
	for k, w := range want4 {
		if got := hearts4.Offset(k, 4); got != w {
			t.Errorf("four-seat Hearts deal %d: offset %d, want %d (SH-R3)", k, got, w)
		}
		if got := bm.Offset(k, 4); got != 3 {
			t.Errorf("Black Maria deal %d: offset %d, want 3 (BM-R4)", k, got)
		}
	}
	for k, w := range want3 {
		if got := hearts3.Offset(k, 3); got != w {
			t.Errorf("three-seat Hearts deal %d: offset %d, want %d (SH-R3)", k, got, w)
		}
	}
	if (exchange.Pass{}).Passes() || exchange.Cycle(3, exchange.Hold).Passes() || !bm.Passes() {
		t.Error("Passes: the zero Pass and an all-hold cycle never pass, Black Maria's does")
	}
	if d := (exchange.Pass{}).Direction(5); d != exchange.Hold {
		t.Errorf("the zero Pass's direction = %v, want hold", d)
	}
}

var madonnaKept = card.SuitSet(card.Hearts).Add(card.QueenSpades)

// TestStockChoice pins the stock rules the policy carries: MAD-R7 (no
// heart and not the Q♠), MAD-A3 (a short seat puts back all it may and
// makes up the rest) and MAD-A13 (the stock must change).
func TestStockChoice(t *testing.T) {
	ms := card.MustParseSet
	mad := exchange.Stock{Count: 2, Kept: madonnaKept, Short: exchange.ShortVoid}
	tests := []struct {
		name                string
		p                   exchange.Stock
		all, taken          card.Set
		cards, must, refuse card.Set
	}{
		{"MAD-R7", mad, ms("7H 8H QS 9C 10C KD"), ms("7H 9C"), ms("9C 10C KD"), 0, 0},
		{"MAD-A3 short", exchange.Stock{Count: 2, Kept: madonnaKept, Short: exchange.ShortPutAll}, ms("7H 8H QS 9C"), ms("7H 8H"), ms("7H 8H QS 9C"), ms("9C"), 0},
		{"short never", exchange.Stock{Count: 2, Kept: madonnaKept}, ms("7H 8H QS 9C"), ms("7H 8H"), ms("9C"), 0, 0},
		{"MAD-A13", exchange.Stock{Count: 2, Kept: madonnaKept, MustChange: true}, ms("7H 9C 10C KD"), ms("9C 10C"), ms("9C 10C KD"), 0, ms("9C 10C")},
		{"MAD-A13 nothing else", exchange.Stock{Count: 2, Kept: madonnaKept, MustChange: true}, ms("7H 8H 9C 10C"), ms("9C 10C"), ms("9C 10C"), 0, 0},
		{"any card", exchange.Stock{Count: 2}, ms("QS JC 7D"), ms("QS 7D"), ms("QS JC 7D"), 0, 0},
	}
	for _, tt := range tests {
		cards, must, refuse := tt.p.Choice(tt.all, tt.taken)
		if cards != tt.cards || must != tt.must || refuse != tt.refuse {
			t.Errorf("%s: Choice = %v, %v, %v; want %v, %v, %v", tt.name, cards, must, refuse, tt.cards, tt.must, tt.refuse)
		}
	}
	if !mad.IsShort(ms("7H 8H QS 9C")) || mad.IsShort(ms("7H 9C 10C")) {
		t.Error("IsShort: fewer than two cards that may go is short (MAD-R11, MAD-A3)")
	}
}

// TestStockLegalMatchesChoice checks Legal against the choice it is
// defined by, on random hands and policies: a put-back is legal exactly
// when it is Count cards of Cards, holds Must and is not the refused one.
func TestStockLegalMatchesChoice(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pick := func(label string, n int) card.Set { return pickCards(t, label, n) }
		all := pick("all", rapid.IntRange(2, 12).Draw(t, "n"))
		var taken card.Set
		for c := range all.All() {
			if taken.Len() < 2 {
				taken = taken.Add(c)
			}
		}
		p := exchange.Stock{Count: 2, Kept: pick("kept", rapid.IntRange(0, 16).Draw(t, "k")),
			Short: exchange.Short(rapid.IntRange(0, 2).Draw(t, "short")), MustChange: rapid.Bool().Draw(t, "must-change")}
		c, must, refused := p.Choice(all, taken)
		if !all.ContainsAll(c) || !c.ContainsAll(must) {
			t.Fatalf("Choice = %v must %v: not within the hand %v", c, must, all)
		}
		for a := range all.All() {
			for b := range all.All() {
				if a >= b {
					continue
				}
				back := card.Of(a, b)
				want := c.ContainsAll(back) && back.ContainsAll(must) && back != refused
				if got := p.Legal(all, taken, back); got != want {
					t.Fatalf("Legal(%v) = %v, want %v (cards %v, must %v, refused %v)", back, got, want, c, must, refused)
				}
			}
		}
	})
}
