package placement

import (
	"math/bits"
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
