package variant

import (
	"math/bits"
	"testing"
)

// TestBitPlaces recomputes the table bitPlaces: from byte 8b on, the
// places of the bits set in b from the lowest, then 0s.
func TestBitPlaces(t *testing.T) {
	if len(bitPlaces) != 256*8 {
		t.Fatalf("bitPlaces has %d bytes, want %d", len(bitPlaces), 256*8)
	}
	for b := 0; b < 256; b++ {
		k := 0
		for p := 0; p < 8; p++ {
			if b>>p&1 != 0 {
				if got := bitPlaces[8*b+k]; int(got) != p {
					t.Fatalf("bitPlaces[8*%#x+%d] = %d, want %d", b, k, got, p)
				}
				k++
			}
		}
		for ; k < 8; k++ {
			if got := bitPlaces[8*b+k]; got != 0 {
				t.Fatalf("bitPlaces[8*%#x+%d] = %d past the bits, want 0", b, k, got)
			}
		}
	}
}

// TestLaneNth: for every set of at most 16 bits and every index below
// its number of bits, laneNth finds the place of the bit of that index,
// as clearing the lowest bit that many times does.
func TestLaneNth(t *testing.T) {
	for x := uint64(0); x < 1<<16; x++ {
		lo, hi := x&0xff, x>>8
		nlo := bits.OnesCount8(uint8(lo))
		y := x
		for k := 0; y != 0; k++ {
			want := bits.TrailingZeros64(y)
			if got := laneNth(lo, hi, nlo, k); got != want {
				t.Fatalf("laneNth(%#x, %#x, %d, %d) = %d, want %d (bits %#x)", lo, hi, nlo, k, got, want, x)
			}
			y &= y - 1
		}
	}
}
