package exchange_test

import (
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
)

// TestPassReceiver: the cards a seat passes are in the hand of the seat
// its direction points at, and a hold deal has no receiver.
func TestPassReceiver(t *testing.T) {
	hearts4 := exchange.Cycle(3, exchange.Left, exchange.Right, exchange.Across, exchange.Hold)
	for _, tt := range []struct {
		name           string
		p              exchange.Pass
		k, seats, from int
		want           int
	}{
		{"SH-R3 left", hearts4, 0, 4, 3, 0},
		{"SH-R3 right", hearts4, 1, 4, 0, 3},
		{"SH-R3 across", hearts4, 2, 4, 1, 3},
		{"SH-R3 hold", hearts4, 3, 4, 1, -1},
		{"BM-R4", exchange.Cycle(3, exchange.Right), 7, 5, 2, 1},
		{"no pass", exchange.Pass{}, 0, 4, 1, -1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.p.Receiver(tt.k, tt.seats, tt.from); got != tt.want {
				t.Errorf("Receiver(%d, %d, %d) = %d, want %d", tt.k, tt.seats, tt.from, got, tt.want)
			}
		})
	}
}

// TestPropStockShows: what a seen stock exchange implies holds for every
// exchange of a played deal, on random policies and hands: a put-back
// stock holds only cards Returned allows, a seat whose put-back BackShows
// something holds none of it afterwards, and Played is Legal less the
// short seats of a voided deal.
func TestPropStockShows(t *testing.T) {
	t.Run("MAD-R7", func(t *testing.T) { checkStockShows(t, exchange.ShortNever) })
	t.Run("MAD-A3", func(t *testing.T) { checkStockShows(t, exchange.ShortPutAll) })
	t.Run("MAD-A3-void", func(t *testing.T) { checkStockShows(t, exchange.ShortVoid) })
}

// stockPack is the pack of the stock tests: a 32-card pack.
var stockPack = card.RangeSet(card.Seven, card.Ace)

// pickCards draws n distinct cards of stockPack.
func pickCards(t *rapid.T, label string, n int) card.Set {
	cards := stockPack.Cards()
	var s card.Set
	for _, i := range rapid.SliceOfNDistinct(rapid.IntRange(0, len(cards)-1), n, n, rapid.ID[int]).Draw(t, label) {
		s = s.Add(cards[i])
	}
	return s
}

func checkStockShows(t *testing.T, short exchange.Short) {
	rapid.Check(t, func(t *rapid.T) {
		pick := func(label string, n int) card.Set { return pickCards(t, label, n) }
		all := pick("all", rapid.IntRange(2, 12).Draw(t, "n"))
		taken := pick("taken", 2) & all
		p := exchange.Stock{Count: 2, Kept: pick("kept", rapid.IntRange(0, 30).Draw(t, "k")), Short: short,
			MustChange: rapid.Bool().Draw(t, "must-change")}
		seen := false
		for a := range all.All() {
			for b := range all.All() {
				if a >= b {
					continue
				}
				back := card.Of(a, b)
				played := p.Played(all, taken, back)
				if want := p.Legal(all, taken, back) && !(short == exchange.ShortVoid && p.IsShort(all)); played != want {
					t.Fatalf("Played(%v, %v, %v) = %v, want %v", all, taken, back, played, want)
				}
				if !played {
					continue
				}
				if back&^p.Returned(stockPack) != 0 {
					t.Fatalf("%v put back, but Returned = %v", back, p.Returned(stockPack))
				}
				if lacks := p.BackShows(stockPack, back); all&^back&lacks != 0 {
					t.Fatalf("%v put back from %v: BackShows = %v, yet the seat keeps %v", back, all, lacks, all&^back&lacks)
				} else if lacks != 0 {
					seen = true
				}
			}
		}
		if short == exchange.ShortPutAll && p.IsShort(all) && p.Kept&all != 0 && all.Len() > 2 && !seen {
			t.Fatalf("a short seat %v put back a kept card, and BackShows showed nothing", all)
		}
	})
}

// TestStockVoids: under ShortVoid a seat short of cards it may put back
// voids the deal (MAD-A3); under the other choices, and with cards to
// put back, nothing is void.
func TestStockVoids(t *testing.T) {
	ms := card.MustParseSet
	short, enough := ms("7H 8H QS 9C"), ms("7H 9C 10C")
	for _, tt := range []struct {
		name string
		p    exchange.Stock
		all  card.Set
		want bool
	}{
		{"MAD-A3", exchange.Stock{Count: 2, Kept: madonnaKept, Short: exchange.ShortVoid}, short, true},
		{"MAD-A3 not short", exchange.Stock{Count: 2, Kept: madonnaKept, Short: exchange.ShortVoid}, enough, false},
		{"MAD-A3 put all", exchange.Stock{Count: 2, Kept: madonnaKept, Short: exchange.ShortPutAll}, short, false},
		{"never short", exchange.Stock{Count: 2, Kept: madonnaKept}, short, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.p.Voids(tt.all); got != tt.want {
				t.Errorf("Voids(%v) = %v, want %v", tt.all, got, tt.want)
			}
		})
	}
}

// A seen put-back: a short seat that put back a kept card holds none of
// the cards it may put back (MAD-A3), and a put-back stock holds only
// cards that may go back unless short seats make up their count.
func ExampleStock_BackShows() {
	p := exchange.Stock{Count: 2, Kept: card.HeartsSet.Add(card.QueenSpades), Short: exchange.ShortPutAll}
	pack := card.RangeSet(card.Seven, card.Ace)
	fmt.Println(p.BackShows(pack, card.MustParseSet("9C 7H")) == p.Allowed(pack))
	fmt.Println(p.BackShows(pack, card.MustParseSet("9C 10C")))
	fmt.Println(p.Returned(pack) == pack)
	// Output:
	// true
	//
	// true
}
