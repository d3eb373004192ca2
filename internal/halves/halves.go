// Package halves draws bounded random numbers two per 64-bit word of a
// PCG, for the engine's fast paths (deck.QuickDeal's shuffle, the cards
// of variant's PlayOut): each 32-bit half of a word, the low half first,
// is one draw, and a number below n is Lemire's multiply and shift on 32
// bits, x·n >> 32 for a half x, with its rejection step (x is drawn again
// while x·n mod 2³² < 2³² mod n), so every number below n is exactly as
// likely. Next and Keep are small enough to be inlined in a hot loop.
package halves

import "math/rand/v2"

// Source hands out the halves of src's words. It is not safe for
// concurrent use, and it does not allocate.
type Source struct {
	src  *rand.PCG
	word uint64 // the last word drawn; its high half is unused when high
	high bool
}

// New returns a Source that draws from src, which must not be nil.
func New(src *rand.PCG) Source { return Source{src: src} }

// Resume returns a Source at a point of src's stream where one was
// (Point): word is the last word drawn, and its high half is unused when
// high. A loop that keeps the point in its own variables, with src's
// words drawn in line, resumes a Source for Keep's rare redraw.
func Resume(src *rand.PCG, word uint64, high bool) Source {
	return Source{src: src, word: word, high: high}
}

// Point returns where h is in its stream (Resume's arguments).
func (h *Source) Point() (word uint64, high bool) { return h.word, h.high }

// Next returns the next half: the high half of the word drawn last if it
// is unused, else the low half of a new word.
func (h *Source) Next() uint32 {
	if h.high {
		h.high = false
		return uint32(h.word >> 32)
	}
	return h.refill()
}

// refill draws the next word and returns its low half.
func (h *Source) refill() uint32 {
	h.word = h.src.Uint64()
	h.high = true
	return uint32(h.word)
}

// Keep returns m, the product x·n of a half x and n (0 < n < 2³²), when
// the rejection step keeps it, and otherwise the product of the next
// half it keeps: m >> 32 is then a uniformly random number below n. Use
// it as Keep(n, uint64(Next())*n).
func (h *Source) Keep(n, m uint64) uint64 {
	if uint32(m) < uint32(n) {
		return h.redraw(n, m)
	}
	return m
}

// redraw is Keep's rare end (a chance below n in 2³²): it draws again
// while the low half of the product is below 2³² mod n.
func (h *Source) redraw(n, m uint64) uint64 {
	thresh := uint32(-n) % uint32(n) // (2³² - n) mod n, which is 2³² mod n
	for uint32(m) < thresh {
		m = uint64(h.Next()) * n
	}
	return m
}

// Below returns a uniformly random number in [0, n), 0 < n < 2³²: Keep's
// draw, in one call.
func (h *Source) Below(n int) int {
	return int(h.Keep(uint64(n), uint64(h.Next())*uint64(n)) >> 32)
}
