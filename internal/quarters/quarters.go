// Package quarters draws bounded random numbers four per 64-bit word of
// a PCG, for the engine's fast path (the passes and cards of variant's
// PlayOut): each 16-bit quarter of a word, the lowest first, is one draw,
// and a number below n is Lemire's multiply and shift on 16 bits, x·n >>
// 16 for a quarter x, with its rejection step (x is drawn again while x·n
// mod 2¹⁶ < 2¹⁶ mod n), so every number below n is exactly as likely.
// The draws are for small bounds (a hand's cards): n must be below 2¹⁶,
// and the chance of a redraw is below n in 2¹⁶. Next and Keep are small
// enough to be inlined in a hot loop. card.Picker draws a bot's cards by
// the same convention; this package is the engine's own, for loops that
// take the quarters by hand (Hand, Put) and bound numbers that are not
// cards of a set.
package quarters

import "math/rand/v2"

// Source hands out the quarters of src's words. It is not safe for
// concurrent use, and it does not allocate.
type Source struct {
	src *rand.PCG
	// rest holds the unused quarters of the last word drawn, the next
	// one lowest, under a marker bit: below 2¹⁶ when none is left.
	rest uint64
}

// New returns a Source that draws from src, which must not be nil.
func New(src *rand.PCG) Source { return Source{src: src} }

// Next returns the next quarter: the lowest unused quarter of the word
// drawn last, else the lowest quarter of a new word.
func (h *Source) Next() uint16 {
	if h.rest < 1<<16 {
		return h.refill()
	}
	x := uint16(h.rest)
	h.rest >>= 16
	return x
}

// refill draws the next word and returns its lowest quarter, keeping the
// other three.
func (h *Source) refill() uint16 {
	w := h.src.Uint64()
	h.rest = w>>16 | 1<<48
	return uint16(w)
}

// Hand returns h's generator and its unused quarters, the next lowest,
// under a marker bit (below 2¹⁶ when none is left), for a loop that
// takes them by hand as Next does: it draws a new word of the generator
// when the marker is all that is left, keeps its three upper quarters
// under the marker bit 1<<48 and uses the lowest. Put gives back what the
// loop left.
func (h *Source) Hand() (*rand.PCG, uint64) { return h.src, h.rest }

// Put sets h's unused quarters to rest, as Hand returned them and a loop
// then took some: h goes on with them.
func (h *Source) Put(rest uint64) { h.rest = rest }

// Keep returns m, the product x·n of a quarter x and n (0 < n < 2¹⁶),
// when the rejection step keeps it, and otherwise the product of the
// next quarter it keeps: m >> 16 is then a uniformly random number below
// n. Use it as Keep(n, uint64(Next())*n).
func (h *Source) Keep(n, m uint64) uint64 {
	if uint16(m) < uint16(n) {
		return h.redraw(n, m)
	}
	return m
}

// redraw is Keep's rare end (a chance below n in 2¹⁶): it draws again
// while the low quarter of the product is below 2¹⁶ mod n.
func (h *Source) redraw(n, m uint64) uint64 {
	thresh := uint16(-n) % uint16(n) // (2¹⁶ - n) mod n, which is 2¹⁶ mod n
	for uint16(m) < thresh {
		m = uint64(h.Next()) * n
	}
	return m
}

// Below returns a uniformly random number in [0, n), 0 < n < 2¹⁶:
// Keep's draw, in one call.
func (h *Source) Below(n int) int {
	return int(h.Keep(uint64(n), uint64(h.Next())*uint64(n)) >> 16)
}
