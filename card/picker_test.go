package card

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// chunkModel draws a Picker's 16-bit chunks as its doc states them, from
// its own copy of the generator: the four chunks of each Uint64 from its
// low 16 bits up.
type chunkModel struct {
	src    *rand.PCG
	chunks []uint64
}

func (m *chunkModel) next() uint64 {
	if len(m.chunks) == 0 {
		x := m.src.Uint64()
		m.chunks = []uint64{x & 0xffff, x >> 16 & 0xffff, x >> 32 & 0xffff, x >> 48}
	}
	c := m.chunks[0]
	m.chunks = m.chunks[1:]
	return c
}

// pick is Pick as its doc states it: Nth(x·n >> 16) of the first chunk x
// with x·n mod 2¹⁶ ≥ 2¹⁶ mod n.
func (m *chunkModel) pick(s Set) (Card, bool) {
	n := uint64(s.Len())
	if n == 0 {
		return 0, false
	}
	for {
		x := m.next()
		if x*n%(1<<16) >= (1<<16)%n {
			return s.Nth(int(x * n >> 16))
		}
	}
}

// TestPropPicker: for any generator state and any run of sets (invalid
// card bits included, empty sets among them), a Picker's cards are the
// documented draw's, each in its set (false, drawing nothing, for the
// empty set), and the Picker and the generator end where the draw leaves
// them: the same chunks unused, the generator in the same state.
func TestPropPicker(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed1, seed2 := rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2")
		src := rand.NewPCG(seed1, seed2)
		p := NewPicker(src)
		model := chunkModel{src: rand.NewPCG(seed1, seed2)}
		sets := rapid.SliceOfN(rapid.Uint64(), 1, 24).Draw(t, "sets")
		for i, x := range sets {
			s := Set(x)
			switch rapid.IntRange(0, 3).Draw(t, "kind") {
			case 0:
				s = 0
			case 1:
				s &= Set(rapid.Uint64().Draw(t, "mask"))
			case 2:
				s &= SuitSet(Suit(rapid.IntRange(0, 3).Draw(t, "suit")))
			}
			c, ok := p.Pick(s)
			wc, wok := model.pick(s)
			if c != wc || ok != wok {
				t.Fatalf("pick %d of %#x: Pick = %v, %v; the documented draw gives %v, %v", i, uint64(s), c, ok, wc, wok)
			}
			if ok != (s != 0) || ok && (c >= 64 || uint64(s)>>c&1 == 0) {
				t.Fatalf("pick %d of %#x: Pick = %v, %v, not a card of the set", i, uint64(s), c, ok)
			}
		}
		if *src != *model.src || p.left != uint64(len(model.chunks)) {
			t.Fatalf("after the picks: generators equal %v, %d chunks unused, want %d", *src == *model.src, p.left, len(model.chunks))
		}
		for k := range model.chunks {
			if got := p.bits >> (16 * k) & 0xffff; got != model.chunks[k] {
				t.Fatalf("unused chunk %d = %#x, want %#x", k, got, model.chunks[k])
			}
		}
	})
}

// TestPickerKeptExact: for every count n a set can have (1 to 64), the
// chunks Lemire's draw keeps give each position below n exactly
// ⌊2¹⁶/n⌋ times: the draw is exactly uniform. Every chunk is tried.
func TestPickerKeptExact(t *testing.T) {
	for n := uint64(1); n <= 64; n++ {
		var count [64]int
		for x := uint64(0); x < 1<<16; x++ {
			if m := x * n; kept(m, n) {
				count[m>>16]++
			}
		}
		for i := range n {
			if count[i] != (1<<16)/int(n) {
				t.Fatalf("n = %d: position %d kept for %d chunks, want %d", n, i, count[i], (1<<16)/n)
			}
		}
	}
}

// TestPickerRejects: a refused chunk is drawn again, from the next chunk
// and across a Uint64 of the generator, and the card is then the
// documented draw's. A refused chunk has a chance of 2¹⁶ mod n in 2¹⁶
// (one pick in 4,096 for a 52-card set), so the test makes them: a
// generator whose next state has a high word of 0 draws the word 0 (see
// TestRandomRejects), four chunks of 0, whose product with any n has low
// bits 0: refused for n = 3 and n = 5 (2¹⁶ mod n = 1), so the Picker
// refuses all four and takes a chunk of the next Uint64; kept for n = 4
// (2¹⁶ mod 4 = 0), the first card.
func TestPickerRejects(t *testing.T) {
	for _, tt := range zeroWordCases {
		src := pcgBefore(0, 0x9e3779b97f4a7c15)
		p := NewPicker(src)
		model := chunkModel{src: pcgBefore(0, 0x9e3779b97f4a7c15)}
		c, ok := p.Pick(tt.s)
		wc, _ := model.pick(tt.s)
		want, _ := tt.s.Lowest() // the position of the chunk 0
		if tt.redrawn {
			first := pcgBefore(0, 0x9e3779b97f4a7c15)
			if x := first.Uint64(); x != 0 {
				t.Fatalf("pcgBefore: the generator draws %#x first, want 0", x)
			}
			n := uint64(tt.s.Len())
			x := first.Uint64() & 0xffff // the first chunk of the next word
			if x*n%(1<<16) < (1<<16)%n {
				t.Fatalf("the next word's first chunk %#x is refused too: pick another state", x)
			}
			lowest := want
			if want, _ = tt.s.Nth(int(x * n >> 16)); want == lowest {
				t.Fatalf("the redrawn card of %v is its first card too, the card of the chunk 0: pick another state", tt.s)
			}
		}
		if !ok || c != want || c != wc || *src != *model.src || p.left != 3 {
			t.Errorf("Pick(%v) after a word of 0 = %v, %v; want %v (the model: %v), drawn again: %v; generators equal %v, %d chunks left, want 3",
				tt.s, c, ok, want, wc, tt.redrawn, *src == *model.src, p.left)
		}
	}
}

// TestPickerUniform: a Picker's cards follow the exact distribution of
// uniform draws: a chi-square test of the first three cards drawn without
// putting back from a 13-card hand (1,716 ordered triples, each 1/1,716;
// three picks a Uint64 share, so the test sees whether a word's chunks
// are independent), and of single picks from sets of 3, 52 and 53 cards
// (2¹⁶ mod n = 1, 16 and 28 of each 65,536 chunks refused). The seeds are fixed,
// so the test is deterministic; its bound is about the statistic's mean
// plus six standard deviations.
func TestPickerUniform(t *testing.T) {
	chiSquare := func(name string, got []int, runs int) {
		t.Helper()
		chi := 0.0
		e := float64(runs) / float64(len(got))
		for _, g := range got {
			d := float64(g) - e
			chi += d * d / e
		}
		df := float64(len(got) - 1)
		t.Logf("%s: chi-square of %d runs over %d outcomes: %.1f", name, runs, len(got), chi)
		if bound := df + 6*math.Sqrt(2*df); chi > bound {
			t.Errorf("%s: chi-square of %d runs over %d outcomes: %.1f, bound %.1f", name, runs, len(got), chi, bound)
		}
	}
	p := NewPicker(rand.NewPCG(41, 42))
	hand := MustParseSet("2C 5C 9C JC 3D 8D KD 4H 10H QH AH 6S AS")
	const triples = 13 * 12 * 11 * 60
	got := make([]int, 13*12*11)
	for range triples {
		h, key := hand, 0
		for k := range 3 {
			c, ok := p.Pick(h)
			i, in := h.Index(c)
			if !ok || !in {
				t.Fatalf("Pick(%v) = %v, %v: not a card of the set", h, c, ok)
			}
			key = key*(13-k) + i
			h = h.Remove(c)
		}
		got[key]++
	}
	chiSquare("three cards of 13", got, triples)
	for _, s := range []Set{MustParseSet("7C QH AS"), Full52, Full52 | JokerSet} {
		runs := 2000 * s.Len()
		got := make([]int, s.Len())
		for range runs {
			c, _ := p.Pick(s)
			i, in := s.Index(c)
			if !in {
				t.Fatalf("Pick(%v) = %v: not a card of the set", s, c)
			}
			got[i]++
		}
		chiSquare(fmt.Sprintf("one card of %d", s.Len()), got, runs)
	}
}
