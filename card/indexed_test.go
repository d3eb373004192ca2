package card

import (
	"testing"

	"pgregory.net/rapid"
)

// TestPropIndexed: for any set (invalid card bits included), Indexed
// counts it as Len does and its Nth is the set's Nth at every position;
// a position outside the set gives some card without a panic.
func TestPropIndexed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := Set(rapid.Uint64().Draw(t, "set"))
		if rapid.Bool().Draw(t, "sparse") {
			s &= Set(rapid.Uint64().Draw(t, "mask"))
		}
		x := s.Indexed()
		if x.Len() != s.Len() {
			t.Fatalf("Indexed(%#x).Len() = %d, Len() = %d", uint64(s), x.Len(), s.Len())
		}
		for n := 0; n < s.Len(); n++ {
			if want, _ := s.Nth(n); x.Nth(n) != want {
				t.Fatalf("Indexed(%#x).Nth(%d) = %v, Nth gives %v", uint64(s), n, x.Nth(n), want)
			}
		}
		_ = x.Nth(rapid.IntRange(-100, 100).Draw(t, "outside"))
	})
}
