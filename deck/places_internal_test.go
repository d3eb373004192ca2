package deck

import "testing"

// TestPlacesOfByRounds checks placesOf's first n places against the
// round-by-round deal (dealRounds) and the stock, for every pack size to
// 64, ring size to 6, stock and pattern of one to three packet sizes up
// to 4 (and two with a leading zero).
func TestPlacesOfByRounds(t *testing.T) {
	var patterns []Pattern
	patterns = append(patterns, Singles(), Packets(0, 2), Packets(0, 0, 3))
	for a := uint8(1); a <= 4; a++ {
		patterns = append(patterns, Packets(a))
		for b := uint8(1); b <= 4; b++ {
			patterns = append(patterns, Packets(a, b))
			for c := uint8(1); c <= 4; c++ {
				patterns = append(patterns, Packets(a, b, c))
			}
		}
	}
	for n := 0; n <= 64; n++ {
		for na := 1; na <= 6; na++ {
			for stock := 0; stock <= n; stock++ {
				for _, p := range patterns {
					got := placesOf(n, na, p, stock)
					var want [64]uint8
					dealRounds(&want, n-stock, na, p)
					for i := n - stock; i < n; i++ {
						want[i] = 7
					}
					if string(got[:n]) != string(want[:n]) { // the places past n are never read
						t.Fatalf("placesOf(%d, %d, %v, %d) = %v, want %v", n, na, p, stock, got[:n], want[:n])
					}
				}
			}
		}
	}
}
