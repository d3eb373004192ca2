package placement_test

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/placement"
)

// TestSplitIsPlacer checks Split.Solve against a Placer loaded with the
// same problem (rapid): random places, a tail and a class with a random
// mask (mostly two places, sometimes any mask, sometimes rooms that do not
// add up), the same answer, the same placement and the same random state
// after it; and, when there is a placement, that it is one: every place
// full, the class only where its mask allows.
func TestSplitIsPlacer(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		var sp placement.Split
		sp.Places = rapid.IntRange(0, placement.MaxPlaces).Draw(rt, "places")
		nc := rapid.IntRange(0, 40).Draw(rt, "cards")
		perm := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "perm"), 1)).Perm(52)
		all := uint8(1)<<sp.Places - 1
		switch rapid.IntRange(0, 4).Draw(rt, "mask kind") {
		case 0:
			sp.Mask = rapid.Uint8().Draw(rt, "mask")
		default:
			if sp.Places >= 2 {
				j := rapid.IntRange(0, sp.Places-1).Draw(rt, "j")
				i := rapid.IntRange(0, sp.Places-2).Draw(rt, "i")
				if i >= j {
					i++
				}
				sp.Mask = 1<<j | 1<<i
			}
		}
		for k := range nc {
			c := card.Card(perm[k] + perm[k]/13*3 + 2)
			if rapid.IntRange(0, 2).Draw(rt, "in class") == 0 {
				sp.Class = sp.Class.Add(c)
			} else {
				sp.Tail = sp.Tail.Add(c)
			}
		}
		// Rooms: the cards spread over the places, the class's mostly
		// within its mask; now and then one room off by one.
		if sp.Places > 0 {
			for range sp.Class.Len() {
				j := rapid.IntRange(0, sp.Places-1).Draw(rt, "class card's place")
				if m := sp.Mask & all; m != 0 && rapid.IntRange(0, 5).Draw(rt, "outside") != 0 {
					j = bits.TrailingZeros8(m)
					if rapid.Bool().Draw(rt, "second") && m&(m-1) != 0 {
						j = bits.TrailingZeros8(m & (m - 1))
					}
				}
				sp.Room[j]++
			}
			for range sp.Tail.Len() {
				sp.Room[rapid.IntRange(0, sp.Places-1).Draw(rt, "tail card's place")]++
			}
			if rapid.IntRange(0, 9).Draw(rt, "off") == 0 {
				sp.Room[rapid.IntRange(0, sp.Places-1).Draw(rt, "off place")] += rapid.SampledFrom([]int{-1, 1}).Draw(rt, "by")
			}
		}
		seed := rapid.Uint64().Draw(rt, "seed")

		var p placement.Placer
		for _, c := range sp.Room[:sp.Places] {
			p.AddPlace(c)
		}
		p.AddCards(sp.Class, sp.Mask)
		p.AddCards(sp.Tail, p.All())
		r1, r2 := rand.New(rand.NewPCG(seed, 3)), rand.New(rand.NewPCG(seed, 3))
		want := p.Solve(r1, func() bool { return true })
		m := sp.Mask
		if m == all {
			m = 0 // the class is tail
		}
		if sp.Class != 0 && m != 0 && (bits.OnesCount8(m) != 2 || m&^all != 0) {
			// Not a problem of Split's kind: it refuses it.
			want = false
			r1 = rand.New(rand.NewPCG(seed, 3))
		}
		var out [placement.MaxPlaces]card.Set
		got := sp.Solve(r2, &out)
		if got != want || got && out != p.Out || r1.Uint64() != r2.Uint64() {
			rt.Fatalf("%+v: Split %v %v, Placer %v %v", sp, got, out, want, p.Out)
		}
		if !got {
			return
		}
		var seen card.Set
		for j := range sp.Places {
			if out[j].Len() != sp.Room[j] || out[j]&seen != 0 {
				rt.Fatalf("%+v: place %d holds %v", sp, j, out[j])
			}
			if out[j]&sp.Class != 0 && sp.Mask&(1<<j) == 0 {
				rt.Fatalf("%+v: class cards %v in place %d", sp, out[j]&sp.Class, j)
			}
			seen |= out[j]
		}
		if seen != sp.Tail|sp.Class {
			rt.Fatalf("%+v: placed %v", sp, seen)
		}
	})
}

// A seat's sample of the three other hands when the second of them has
// shown a void in clubs: its hidden clubs go to the first or the third
// hand only, the other cards anywhere.
func ExampleSplit() {
	sp := placement.Split{
		Places: 3,
		Room:   [placement.MaxPlaces]int{3, 2, 3},
		Class:  card.MustParseSet("2C 7C KC"),
		Mask:   1<<0 | 1<<2,
		Tail:   card.MustParseSet("AS 9D 4H 5H JD"),
	}
	var out [placement.MaxPlaces]card.Set
	if !sp.Solve(rand.New(rand.NewPCG(1, 2)), &out) {
		panic("no placement")
	}
	fmt.Println(out[0].Len(), out[1].Len(), out[2].Len(), out[1]&sp.Class == 0)
	// Output:
	// 3 2 3 true
}
