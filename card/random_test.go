package card

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// TestPropRandom: for any set (invalid card bits included) and generator
// state, Random gives Nth of Lemire's draw with its rejection step, as
// its doc states, and leaves the generator where that draw leaves it; the
// empty set draws nothing. (A refused draw has a chance below 2⁻⁵⁸;
// TestRandomRejects forces one.)
func TestPropRandom(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := Set(rapid.Uint64().Draw(t, "set"))
		if rapid.Bool().Draw(t, "sparse") {
			s &= Set(rapid.Uint64().Draw(t, "mask"))
		}
		seed1, seed2 := rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2")
		got, want := rand.NewPCG(seed1, seed2), rand.NewPCG(seed1, seed2)
		c, ok := s.Random(got)
		if s == 0 {
			if ok || *got != *want {
				t.Fatalf("Random of the empty set = %v, %v and drew", c, ok)
			}
			return
		}
		n := uint64(s.Len())
		hi, lo := bits.Mul64(want.Uint64(), n)
		for lo < -n%n {
			hi, lo = bits.Mul64(want.Uint64(), n)
		}
		w, _ := s.Nth(int(hi))
		if !ok || c != w || *got != *want {
			t.Fatalf("Random(%#x) = %v, %v; Lemire's draw gives %v (generators equal: %v)", uint64(s), c, ok, w, *got == *want)
		}
	})
}

// TestRandomRejects: redraw draws again exactly while the low word is
// below 2⁶⁴ mod n, the step that makes the draw exact.
func TestRandomRejects(t *testing.T) {
	const n = 3 // 2⁶⁴ mod 3 = 1: only lo = 0 is refused
	src := rand.NewPCG(1, 2)
	next := *src
	x := next.Uint64()
	hi, _ := bits.Mul64(x, n)
	if got := redraw(src, n, 7, 0); got != hi || *src != next {
		t.Fatalf("redraw after lo = 0 gave %d, want the next draw's %d", got, hi)
	}
	if got := redraw(src, n, 2, 1); got != 2 {
		t.Fatalf("redraw kept lo = 1 (not refused) as %d, want 2", got)
	}
}
