package card

import (
	"math/bits"
	"testing"

	"pgregory.net/rapid"
)

// TestSelectInByte recomputes the table of the broadword select bit by
// bit: entry k<<8|b is the position of the k-th set bit of b, or 8.
func TestSelectInByte(t *testing.T) {
	for k := 0; k < 8; k++ {
		for b := 0; b < 256; b++ {
			want, seen := 8, 0
			for i := 0; i < 8; i++ {
				if b>>i&1 == 1 {
					if seen == k {
						want = i
						break
					}
					seen++
				}
			}
			if got := int(selectInByte[k<<8|b]); got != want {
				t.Fatalf("selectInByte[%d<<8|%#x] = %d, want %d", k, b, got, want)
			}
		}
	}
}

// TestPropSelectBit: for any 64-bit word, invalid card bits included,
// selectBit finds the bit that clearing the lowest set bit n times
// leaves lowest, and prefixCounts' top byte is the number of bits set.
func TestPropSelectBit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := rapid.Uint64().Draw(t, "x")
		if rapid.Bool().Draw(t, "sparse") {
			x &= rapid.Uint64().Draw(t, "mask")
		}
		prefix := prefixCounts(x)
		if got := int(prefix >> 56); got != bits.OnesCount64(x) {
			t.Fatalf("prefixCounts(%#x) counts %d bits, want %d", x, got, bits.OnesCount64(x))
		}
		y := x
		for n := 0; y != 0; n++ {
			want := bits.TrailingZeros64(y)
			if got := selectBit(x, prefix, n); got != want {
				t.Fatalf("selectBit(%#x, %d) = %d, want %d", x, n, got, want)
			}
			y &= y - 1
		}
	})
}
