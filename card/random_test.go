package card

import (
	"math/big"
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

// TestRandomRejects: Random draws again exactly while the low word of
// the product is below 2⁶⁴ mod n, the step that makes the draw exact. A
// refused draw has a chance below 2⁻⁵⁸, so the test makes one: from a
// generator whose next state has a high word of 0, the next word drawn is
// 0 (PCG's output mixes the high word and multiplies it by the odd low
// word), so the low word of its product with any n is 0, refused for
// n = 3 and n = 5 (2⁶⁴ mod n = 1) and kept for n = 4 (2⁶⁴ mod 4 = 0).
func TestRandomRejects(t *testing.T) {
	for _, tt := range zeroWordCases {
		src := pcgBefore(0, 0x9e3779b97f4a7c15)
		want := *src
		if x := want.Uint64(); x != 0 {
			t.Fatalf("pcgBefore: the generator draws %#x first, want 0", x)
		}
		n := uint64(tt.s.Len())
		hi := uint64(0) // the first draw's position: 0·n >> 64
		if tt.redrawn {
			hi, _ = bits.Mul64(want.Uint64(), n)
		}
		w, _ := tt.s.Nth(int(hi))
		if c, ok := tt.s.Random(src); !ok || c != w || *src != want {
			t.Errorf("Random(%v) after a draw of 0 = %v, %v (generators equal: %v); want %v, drawn again: %v",
				tt.s, c, ok, *src == want, w, tt.redrawn)
		}
	}
}

// zeroWordCases are sets whose draw from the word 0 (the generator of
// pcgBefore(0, 0x9e3779b97f4a7c15) draws it first) is refused, for 3 and
// 5 cards, or kept, for 4 cards: TestRandomRejects and TestPickerRejects.
var zeroWordCases = []struct {
	s       Set
	redrawn bool
}{
	{MustParseSet("2C 7D AS"), true},
	{MustParseSet("2C 3C 7D 10H AS"), true},
	{MustParseSet("2C 7D 10H AS"), false},
}

// pcgBefore returns a generator whose next step (its state times the PCG
// multiplier plus the increment, mod 2¹²⁸) makes its state hi, lo: the
// step undone by multiplying by the multiplier's inverse.
func pcgBefore(hi, lo uint64) *rand.PCG {
	word := func(h, l uint64) *big.Int {
		return new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(h), 64), new(big.Int).SetUint64(l))
	}
	mod := new(big.Int).Lsh(big.NewInt(1), 128)
	mul := word(2549297995355413924, 4865540595714422341)
	inc := word(6364136223846793005, 1442695040888963407)
	x := new(big.Int).Sub(word(hi, lo), inc)
	x.Mul(x, new(big.Int).ModInverse(mul, mod)).Mod(x, mod)
	mask := new(big.Int).SetUint64(^uint64(0))
	return rand.NewPCG(new(big.Int).Rsh(x, 64).Uint64(), new(big.Int).And(x, mask).Uint64())
}
