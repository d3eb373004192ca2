package deck

import "testing"

// TestPlaceRing recomputes the constant table of ring positions.
func TestPlaceRing(t *testing.T) {
	if len(placeRing) != 8*64 {
		t.Fatalf("placeRing has %d entries, want %d", len(placeRing), 8*64)
	}
	for na := 1; na <= 8; na++ {
		for i := 0; i < 64; i++ {
			if got := int(placeRing[(na-1)*64+i]); got != i%na {
				t.Fatalf("placeRing for %d seats, place %d = %d, want %d", na, i, got, i%na)
			}
		}
	}
}
