package deck

import (
	"testing"

	"github.com/blackqueen/rules/seat"
)

// ringOf lists the active seats as C-10 goes round them: seat by seat
// from left(dealer), for every table, dealer and set of active seats
// (seats of the set beyond the table are not at it).
func TestRingOf(t *testing.T) {
	for seats := 2; seats <= seat.Max; seats++ {
		for dealer := range seats {
			for active := range seat.Set(1 << seats) {
				var want [seat.Max]uint8
				nw := 0
				for k := 1; k <= seats; k++ {
					if s := (dealer + k) % seats; active.Has(s) {
						want[nw] = uint8(s)
						nw++
					}
				}
				for _, set := range []seat.Set{active, active | ^seat.All(seats)} {
					if ring, n := ringOf(dealer, seats, set); ring != want || n != nw {
						t.Fatalf("ringOf(%d, %d, %v) = %v, %d; want %v, %d", dealer, seats, set, ring, n, want, nw)
					}
				}
			}
		}
	}
}
