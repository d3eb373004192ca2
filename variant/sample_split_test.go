package variant

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// splitEqual checks SampleInto's two roads on g for seat s: where
// sampleSplit takes the position it draws exactly what sampleGeneral
// draws (the same game written, in a fresh copy and over a copy of g
// itself, and the same random state after); where it does not, it has
// drawn nothing and written nothing. It reports whether sampleSplit took
// the position.
func splitEqual(t smpT, g *TrickGame, s int, seed uint64, what string) bool {
	t.Helper()
	ra, rb := rand.New(rand.NewPCG(seed, 5)), rand.New(rand.NewPCG(seed, 5))
	var a, b TrickGame
	if !g.sampleSplit(&a, s, ra) {
		if a != (TrickGame{}) || ra.Uint64() != rb.Uint64() {
			t.Fatalf("%s, seat %d: sampleSplit refused the position but wrote or drew", what, s)
		}
		return false
	}
	if err := g.sampleGeneral(&b, s, rb); err != nil {
		t.Fatalf("%s, seat %d: sampleSplit drew a sample, the general road: %v", what, s, err)
	}
	if !reflect.DeepEqual(a, b) || ra.Uint64() != rb.Uint64() {
		t.Fatalf("%s, seat %d: the roads differ (-general +split):\n%s", what, s, smpDiff(&b, &a))
	}
	// In place: the copy sampled over itself.
	self, other := *g, *g
	ra, rb = rand.New(rand.NewPCG(seed, 6)), rand.New(rand.NewPCG(seed, 6))
	if !self.sampleSplit(&self, s, ra) {
		t.Fatalf("%s, seat %d: sampleSplit refused a copy of a position it took", what, s)
	}
	if err := other.sampleGeneral(&other, s, rb); err != nil {
		t.Fatalf("%s, seat %d: in place, the general road: %v", what, s, err)
	}
	if !reflect.DeepEqual(self, other) || ra.Uint64() != rb.Uint64() {
		t.Fatalf("%s, seat %d: in place the roads differ (-general +split):\n%s", what, s, smpDiff(&other, &self))
	}
	return true
}

// TestSampleSplitIsGeneral: SampleInto's road for the commonest
// positions (sampleSplit) draws what the general road draws, at random
// positions of every table for every seat (rapid), at the positions of
// the fingerprint tests, and at the Hearts positions of the lead and
// first-trick inferences; and it takes most positions of a four-seat
// Hearts or Black Maria deal in its play, so that the comparison is not
// empty.
func TestSampleSplitIsGeneral(t *testing.T) {
	for name, g := range smpInferenceGames(t) {
		for s := range 4 {
			splitEqual(t, g, s, uint64(s), name)
		}
	}
	cases := smpCases()
	rapid.Check(t, func(rt *rapid.T) {
		pos := smpDrawPos(rt, cases)
		seed := rapid.Uint64().Draw(rt, "sampleSeed")
		for s := 0; s < pos.c.seats; s++ {
			splitEqual(rt, pos.g, s, seed, pos.c.name)
		}
	})
	taken := map[string][2]int{}
	for _, c := range cases {
		fpPositions(t, c, func(pos smpPos, seed uint64, steps int) {
			for s := 0; s < c.seats; s++ {
				n := taken[c.name]
				if splitEqual(t, pos.g, s, seed*100+uint64(steps), c.name) {
					n[0]++
				}
				if pos.g.phase == PhasePlay {
					n[1]++
				}
				taken[c.name] = n
			}
		})
	}
	for _, name := range []string{"hearts/4/default", "black-maria/4/default"} {
		if n := taken[name]; n[0]*2 < n[1] {
			t.Errorf("%s: sampleSplit took %d of %d samples in the play", name, n[0], n[1])
		}
	}
}
