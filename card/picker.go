package card

import "math/rand/v2"

// Picker draws uniformly random cards of sets from one generator, for a
// bot's or a playout's loop that picks card after card: a pick takes 16
// bits of the generator's output, not a whole Uint64 as [Set.Random]
// does, so four picks share one step of the generator.
//
// Pick(s) is Nth(i) of the set, where i is Lemire's multiply and shift
// of the next 16-bit chunk x of the stream, with the rejection step that
// makes every card exactly as likely: i = x·n >> 16 for the set's count
// n, drawn again from the next chunk while x·n mod 2¹⁶ < 2¹⁶ mod n (a
// chance of 2¹⁶ mod n in 2¹⁶: one pick in 4,096 for a 52-card set, never
// for a set of 1, 2, 4, ... 64 cards).
// The chunks of each Uint64 drawn from the generator are taken from its
// low 16 bits up, and the next Uint64 is drawn when all four are used.
// So the same generator state gives the same cards; they are not the
// cards Random would draw.
//
// A Picker is a small value; it does not allocate. The zero Picker has no
// generator, and its first Pick panics, as a call on a nil *rand.PCG
// does: make one with [NewPicker]. A copy holds the same unused
// chunks as the original, so the two would pick alike until those run
// out: keep one Picker per stream and pass a pointer to it. Other draws
// from the same generator between picks keep the picks uniform (the
// chunks a Picker holds came from earlier Uint64s).
type Picker struct {
	src  *rand.PCG
	bits uint64 // the unused chunks of the last Uint64, the next lowest
	left uint64 // how many unused chunks bits holds, 0 to 3
}

// NewPicker returns a Picker drawing from src, which must not be nil;
// its first Pick draws a Uint64 of src.
func NewPicker(src *rand.PCG) Picker { return Picker{src: src} }

// Pick returns a uniformly random card of s, and false (drawing nothing)
// if s is empty; see [Picker] for how it draws. It does not allocate.
func (p *Picker) Pick(s Set) (Card, bool) {
	// The count is the top byte of the prefix counts the select needs
	// anyway. Pick calls nothing (the compiler inlines the generator's
	// Uint64: go build -gcflags=-m shows it), so that it need not check
	// the stack (a function that may call does, on every call); the
	// generator's step sits on a road of its own with the rare redraw,
	// so that its constants are not loaded on the common road.
	prefix := prefixCounts(uint64(s))
	n := prefix >> 56
	if n == 0 {
		return 0, false
	}
	if p.left != 0 {
		if m := p.take(n); kept(m, n) {
			return Card(selectBit(uint64(s), prefix, int(m>>16))), true
		}
	}
	for {
		var m uint64
		if p.left == 0 {
			// A new Uint64: its first chunk is used at once, the three
			// others kept.
			x := p.src.Uint64()
			m = x & 0xffff * n
			p.bits, p.left = x>>16, 3
		} else {
			m = p.take(n)
		}
		if kept(m, n) {
			return Card(selectBit(uint64(s), prefix, int(m>>16))), true
		}
	}
}

// take returns the product of the next chunk and n, a position below n
// in its bits from 16 up, and marks the chunk used; p holds a chunk.
func (p *Picker) take(n uint64) uint64 {
	m := p.bits & 0xffff * n
	p.bits >>= 16
	p.left--
	return m
}

// kept reports whether Lemire's draw keeps the product m of a chunk and
// n: unless its low 16 bits are below 2¹⁶ mod n. Then each position below
// n is kept for exactly ⌊2¹⁶/n⌋ of the 2¹⁶ chunks. 2¹⁶ mod n is below n,
// so most products are kept without the division.
func kept(m, n uint64) bool { return m&0xffff >= n || m&0xffff >= (1<<16)%n }
