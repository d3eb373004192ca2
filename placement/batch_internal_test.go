package placement

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
)

// TestDrawBatchRefuses checks the rare end of drawBatch: a word whose
// remainder is below 2⁶⁴ mod P is refused and its swaps are undone, and
// every other word is taken with the swaps of its mixed-radix digits.
func TestDrawBatchRefuses(t *testing.T) {
	refused := 0
	for _, tc := range []struct{ n, i, e int }{{13, 0, 3}, {16, 0, 11}, {40, 2, 9}, {64, 0, 6}, {7, 3, 7}} {
		prod := uint64(1)
		for s := tc.i; s < tc.e; s++ {
			prod *= uint64(tc.n - s)
		}
		// x = ⌈I·2⁶⁴/P⌉ leaves the remainder x·P - I·2⁶⁴ below P, and
		// often below 2⁶⁴ mod P: such words are refused.
		for I := uint64(1); I < min(200, prod); I++ {
			q, _ := bits.Div64(I, prod-1, prod)
			x := q
			var buf, was [64]card.Card
			for k := range buf {
				buf[k] = card.Card(k)
			}
			was = buf
			_, lo := bits.Mul64(x, prod)
			ok := drawBatch(&buf, tc.n, tc.i, tc.e, x)
			if want := lo >= rejectBelow(tc.n-tc.i, tc.e-tc.i); ok != want {
				t.Fatalf("n %d steps %d..%d word %#x: drawBatch = %v, want %v", tc.n, tc.i, tc.e, x, ok, want)
			}
			if !ok {
				refused++
				if buf != was {
					t.Fatalf("n %d steps %d..%d word %#x: refused, but the cards moved: %v", tc.n, tc.i, tc.e, x, buf[:tc.n])
				}
				continue
			}
			// Taken: the swaps are those of the digits of I.
			d := I
			var want [64]card.Card = was
			var digits [64]uint64
			for s := tc.e - 1; s >= tc.i; s-- {
				digits[s] = d % uint64(tc.n-s)
				d /= uint64(tc.n - s)
			}
			for s := tc.i; s < tc.e; s++ {
				j := s + int(digits[s])
				want[s], want[j] = want[j], want[s]
			}
			if buf != want {
				t.Fatalf("n %d steps %d..%d word %#x: cards %v, want %v", tc.n, tc.i, tc.e, x, buf[:tc.n], want[:tc.n])
			}
		}
	}
	if refused == 0 {
		t.Fatal("no word was refused: the test proves nothing")
	}
}

// testSet returns a random set of bits (cards or not) from src, the AND
// of 1+smaller random words: the more, the smaller the set.
func testSet(src *rand.Rand, smaller int) card.Set {
	cs := card.Set(src.Uint64())
	for range smaller {
		cs &= card.Set(src.Uint64())
	}
	return cs
}

// TestShuffleFewIsShuffleList checks that shuffleFew, which does not list
// the cards, takes the same draws and the same cards as the steps of the
// shuffle of the listed cards, for every size of set and k <= 3.
func TestShuffleFewIsShuffleList(t *testing.T) {
	src := rand.New(rand.NewPCG(3, 5))
	for it := range 20000 {
		cs := testSet(src, it%4)
		n := cs.Len()
		if n == 0 {
			continue
		}
		k := 1 + src.IntN(min(3, n))
		seed := src.Uint64()
		r1, r2 := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
		var b1, b2 [64]card.Card
		b1[0], b1[1], b1[2] = shuffleFew(cs.Indexed(), k, r1)
		shuffleList(cs, k, r2, &b2)
		same := r1.Uint64() == r2.Uint64()
		for i := range k {
			same = same && b1[i] == b2[i]
		}
		if !same {
			t.Fatalf("set %v, k %d: shuffleFew took %v, the listed shuffle %v", cs, k, b1[:k], b2[:k])
		}
	}
}

// TestPickThreeIsShuffleFew checks that pickThree takes the draws and
// the cards of shuffleFew for three cards, for every size of set.
func TestPickThreeIsShuffleFew(t *testing.T) {
	src := rand.New(rand.NewPCG(4, 6))
	for it := range 20000 {
		cs := testSet(src, it%5)
		if cs.Len() < 3 {
			continue
		}
		seed := src.Uint64()
		r1, r2 := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
		got := pickThree(cs.Indexed(), r1)
		c0, c1, c2 := shuffleFew(cs.Indexed(), 3, r2)
		want := card.Set(1)<<(c0&63) | card.Set(1)<<(c1&63) | card.Set(1)<<(c2&63)
		if got != want || r1.Uint64() != r2.Uint64() {
			t.Fatalf("set %v: pickThree took %v, shuffleFew %v", cs, got, want)
		}
	}
}
