package deck_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/internal/gametest"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// dealCase is one way a game deals at one table size, with the hand
// sizes its rule table gives, listed from left(dealer) round the table.
type dealCase struct {
	name    string
	pack    card.Set
	seats   int
	pattern deck.Pattern
	stock   int
	// sizes are the hand sizes from left(dealer) clockwise, skipping a
	// sitting-out dealer.
	sizes []int
	// dealerSitsOut is SAU-O5 at four seats.
	dealerSitsOut bool
}

func repeat(n, size int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = size
	}
	return out
}

// dealCases lists every deal of every game and table size, with sizes
// copied from the rule tables rather than computed.
func dealCases() []dealCase {
	p32 := deck.Pack32.Cards()
	var cs []dealCase
	// MAD-R1, MAD-R3, MAD-A2.
	mad := map[int]struct{ each, stock int }{3: {10, 2}, 4: {8, 0}, 5: {6, 2}, 6: {5, 2}}
	for n := 3; n <= 6; n++ {
		cs = append(cs, dealCase{fmt.Sprintf("MAD-R3 %d", n), p32, n, deck.Packets(2), mad[n].stock, repeat(n, mad[n].each), false})
	}
	cs = append(cs,
		dealCase{"MAD-A2 1-2-2", p32, 6, deck.Packets(1, 2), 2, repeat(6, 5), false},
		dealCase{"MAD-A2 singles", p32, 6, deck.Singles(), 2, repeat(6, 5), false},
		// SAU-R4, SAU-O5.
		dealCase{"SAU-R4 3", p32, 3, deck.Singles(), 2, repeat(3, 10), false},
		dealCase{"SAU-R4 4", p32, 4, deck.Singles(), 0, repeat(4, 8), false},
		dealCase{"SAU-O5 4 dealer out", p32, 4, deck.Singles(), 2, repeat(3, 10), true},
	)
	// BM-R1 with every removal option, SH-R1.
	bmEach := map[int]int{3: 17, 4: 13, 5: 10, 6: 8}
	for n := 3; n <= 6; n++ {
		for _, three := range []blackmaria.ThreePlayerRemoval{blackmaria.TwoOfClubs, blackmaria.TwoOfDiamonds} {
			for _, six := range []blackmaria.SixPlayerRemoval{blackmaria.AllTwos, blackmaria.StandardRemoval} {
				pack := gametest.MustPack(games.BlackMaria, n, blackmaria.Options{ThreePlayerRemoval: three, SixPlayerRemoval: six})
				cs = append(cs, dealCase{fmt.Sprintf("BM-R1 %d %v %v", n, three, six), pack, n, deck.Singles(), 0, repeat(n, bmEach[n]), false})
			}
		}
		pack := gametest.MustPack(games.Hearts, n, hearts.Options{})
		cs = append(cs, dealCase{fmt.Sprintf("SH-R1 %d", n), pack, n, deck.Singles(), 0, repeat(n, bmEach[n]), false})
	}
	// OM-R2, OM-O2, OM-O3.
	om := map[oldmaid.Maid]map[int][]int{
		oldmaid.QueenOfClubsRemoved: {2: {26, 25}, 3: {17, 17, 17}, 4: {13, 13, 13, 12}},
		oldmaid.JackOfClubsRemoved:  {2: {26, 25}, 3: {17, 17, 17}, 4: {13, 13, 13, 12}},
		oldmaid.JokerMaid:           {2: {27, 26}, 3: {18, 18, 17}, 4: {14, 13, 13, 13}},
	}
	for _, m := range []oldmaid.Maid{oldmaid.QueenOfClubsRemoved, oldmaid.JokerMaid, oldmaid.JackOfClubsRemoved} {
		for n := 2; n <= 4; n++ {
			cs = append(cs, dealCase{fmt.Sprintf("OM-R2 %d %v", n, m), gametest.MustPack(games.OldMaid, 2, oldmaid.Options{Maid: m}), n, deck.Singles(), 0, om[m][n], false})
		}
	}
	return cs
}

// Every deal of every game and table size is a partition of the pack into
// hands of the rule table's sizes and a stock of the last cards (C-10),
// for every dealer and seed.
func TestPropDealPartitionsPack(t *testing.T) { rapid.Check(t, propDealPartitionsPack) }

// FuzzDealPartitionsPack runs the same property under go test -fuzz.
func FuzzDealPartitionsPack(f *testing.F) { f.Fuzz(rapid.MakeFuzz(propDealPartitionsPack)) }

var allDealCases = dealCases()

func propDealPartitionsPack(rt *rapid.T) {
	cases := allDealCases
	tc := rapid.SampledFrom(cases).Draw(rt, "case")
	dealer := rapid.IntRange(0, tc.seats-1).Draw(rt, "dealer")
	seed := rapid.Uint64().Draw(rt, "seed")
	active := seat.All(tc.seats)
	if tc.dealerSitsOut {
		active = active.Remove(dealer)
	}
	order := deck.Shuffle(tc.pack, rand.New(rand.NewPCG(seed, 0)))
	if order.Set() != tc.pack || order.Len() != tc.pack.Len() {
		rt.Fatalf("%s seed %d: Shuffle is not a permutation of the pack", tc.name, seed)
	}
	h, err := deck.Deal(order.Cards(), deck.Dealing{Dealer: dealer, Seats: tc.seats, Active: active, Pattern: tc.pattern, Stock: tc.stock})
	if err != nil {
		rt.Fatalf("%s seed %d dealer %d: %v", tc.name, seed, dealer, err)
	}
	var union card.Set
	total := h.Stock.Len()
	for s, hand := range h.Hand {
		if union&hand != 0 {
			rt.Fatalf("%s seed %d: seat %d shares cards %v", tc.name, seed, s, union&hand)
		}
		union |= hand
		total += hand.Len()
	}
	if union&h.Stock != 0 || union|h.Stock != tc.pack || total != tc.pack.Len() {
		rt.Fatalf("%s seed %d: hands and stock are not a partition of the pack", tc.name, seed)
	}
	if h.Cards() != tc.pack {
		rt.Fatalf("%s seed %d: Hands.Cards() is not the pack", tc.name, seed)
	}
	cards := order.Cards()
	if want := card.Of(cards[len(cards)-tc.stock:]...); h.Stock != want {
		rt.Fatalf("%s seed %d: stock %v, want the last %d cards %v", tc.name, seed, h.Stock, tc.stock, want)
	}
	for s := tc.seats; s < seat.Max; s++ {
		if h.Hand[s] != 0 {
			rt.Fatalf("%s: seat %d beyond the table holds %v", tc.name, s, h.Hand[s])
		}
	}
	i := 0
	for k := 1; k <= tc.seats; k++ {
		s := (dealer + k) % tc.seats
		if !active.Has(s) {
			if h.Hand[s] != 0 {
				rt.Fatalf("%s: sitting-out seat %d holds %v", tc.name, s, h.Hand[s])
			}
			continue
		}
		if got := h.Hand[s].Len(); got != tc.sizes[i] {
			rt.Fatalf("%s dealer %d: seat %d holds %d cards, want %d", tc.name, dealer, s, got, tc.sizes[i])
		}
		i++
	}
	// Packets alter who gets which card, never the sizes: the same order
	// dealt one at a time gives the same hand sizes.
	one, err := deck.Deal(cards, deck.Dealing{Dealer: dealer, Seats: tc.seats, Active: active, Stock: tc.stock})
	if err != nil {
		rt.Fatal(err)
	}
	for s := range seat.Max {
		if one.Hand[s].Len() != h.Hand[s].Len() {
			rt.Fatalf("%s: seat %d size %d with %v but %d with singles", tc.name, s, h.Hand[s].Len(), tc.pattern, one.Hand[s].Len())
		}
	}
}

// Shuffle is a permutation of any set, and the same seed gives the same
// order.
func TestPropShufflePermutation(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := card.Set(rapid.Uint64().Draw(rt, "set")) & (card.Full52 | card.JokerSet)
		seed := rapid.Uint64().Draw(rt, "seed")
		a := deck.Shuffle(s, rand.New(rand.NewPCG(seed, seed)))
		b := deck.Shuffle(s, rand.New(rand.NewPCG(seed, seed)))
		if a != b {
			rt.Fatalf("seed %d: two shuffles of %v differ", seed, s)
		}
		if a.Set() != s || a.Len() != s.Len() {
			rt.Fatalf("seed %d: Shuffle(%v) = %v is not a permutation", seed, s, a.Cards())
		}
	})
}

// Sorted.ShuffleDeal is Shuffle then Deal: for any pack, table, active seats,
// pattern, stock and seed it gives the hands that Deal gives for the
// order of ShufflePCG and of Shuffle from the same generator state, and
// leaves the generator where they leave it. Singles and Packets(1) deal
// every order alike (Deal takes a shorter road for Singles).
func TestPropShuffleDealIsShuffleThenDeal(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		a := drawDealArgs(rt)
		pack, seats, dealer, active, stock, sizes, p := a.pack, a.seats, a.dealer, a.active, a.stock, a.sizes, a.p
		seed1, seed2 := a.seed1, a.seed2

		viaRand := rand.NewPCG(seed1, seed2)
		order := deck.Shuffle(pack, rand.New(viaRand))
		viaPCG := rand.NewPCG(seed1, seed2)
		if o := deck.ShufflePCG(pack, viaPCG); o != order {
			rt.Fatalf("ShufflePCG(%v) = %v, Shuffle gives %v", pack, o.Cards(), order.Cards())
		}
		want, err := deck.Deal(order.Cards(), deck.Dealing{Dealer: dealer, Seats: seats, Active: active, Pattern: p, Stock: stock})
		if err != nil {
			rt.Fatal(err)
		}
		// A Sorted pack deals the same, again and again.
		sorted := deck.Sort(pack)
		for range 2 {
			again := rand.NewPCG(seed1, seed2)
			if h, err := sorted.ShuffleDeal(again, deck.Dealing{Dealer: dealer, Seats: seats, Active: active, Pattern: p, Stock: stock}); err != nil || h != want || *again != *viaRand {
				rt.Fatalf("Sorted.ShuffleDeal = %+v, %v (generator %v); Deal of the shuffled order = %+v (%v)", h, err, *again, want, *viaRand)
			}
		}
		if sorted.Pack() != pack {
			rt.Fatalf("Sort(%v).Pack() = %v", pack, sorted.Pack())
		}
		if *viaPCG != *viaRand {
			rt.Fatalf("the generators end in different states: %v, %v", *viaPCG, *viaRand)
		}
		if len(sizes) == 0 {
			ones, err := deck.Deal(order.Cards(), deck.Dealing{Dealer: dealer, Seats: seats, Active: active, Pattern: deck.Packets(1), Stock: stock})
			if err != nil {
				rt.Fatal(err)
			}
			if ones != want {
				rt.Fatalf("Packets(1) deals %+v, Singles %+v", ones, want)
			}
		}
	})
}

// Sorted.ShuffleDeal refuses what Deal refuses, and a pack with a value
// that is no card, without drawing from its generator; QuickDeal refuses
// the same with the same error.
func TestShuffleDealErrors(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		pack                 card.Set
		dealer, seats, stock int
		active               seat.Set
	}{
		{"one seat", card.Full52, 0, 1, 0, seat.All(1)},
		{"dealer off the table", card.Full52, 4, 4, 0, seat.All(4)},
		{"no active seat", card.Full52, 0, 4, 0, 0},
		{"stock larger than the pack", deck.Pack32.Cards(), 0, 4, 33, seat.All(4)},
		{"negative stock", deck.Pack32.Cards(), 0, 4, -1, seat.All(4)},
		{"no card", card.Full52 | 1, 0, 4, 0, seat.All(4)},
	} {
		src := rand.NewPCG(1, 2)
		sorted := deck.Sort(tc.pack)
		h, err := sorted.ShuffleDeal(src, deck.Dealing{Dealer: tc.dealer, Seats: tc.seats, Active: tc.active, Stock: tc.stock})
		var v *rule.Violation
		if !errors.As(err, &v) || v.ID != rule.BadDeal {
			t.Errorf("%s: error %v, want a BadDeal violation", tc.name, err)
		}
		if h != (deck.Hands{}) || *src != *rand.NewPCG(1, 2) {
			t.Errorf("%s: hands %+v and generator %v, want the zero Hands and an unused generator", tc.name, h, *src)
		}
		hq, errq := deck.QuickDeal(tc.pack, src, deck.Dealing{Dealer: tc.dealer, Seats: tc.seats, Active: tc.active, Stock: tc.stock})
		if errq == nil || err == nil || errq.Error() != err.Error() || hq != (deck.Hands{}) || *src != *rand.NewPCG(1, 2) {
			t.Errorf("%s: QuickDeal gives %+v, %v (generator %v); ShuffleDeal refuses with %v", tc.name, hq, errq, *src, err)
		}
	}
}
