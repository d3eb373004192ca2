package placement_test

import (
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/placement"
)

// recordedFingerprint is the hash of TestSolveFingerprint's placements and
// subsets as they were drawn at 7c25dcf. Seeded samplers (variant's
// SampleInto) and so the arena's recorded results depend on Solve and
// Subset drawing the same cards from the same random state: a change that
// makes them faster must keep them bit for bit.
const recordedFingerprint = 0x2d104cdf49cd8e5c

// TestSolveFingerprint draws 20,000 random problems (up to six places and
// forty cards, classes, groups and a tail; an accept that refuses a third
// of the placements) and a subset after each, and checks the hash of what
// was drawn and of the random state after it against the recorded one.
func TestSolveFingerprint(t *testing.T) {
	h := fnv.New64a()
	put := func(vs ...uint64) {
		var b [8]byte
		for _, v := range vs {
			binary.LittleEndian.PutUint64(b[:], v)
			h.Write(b[:])
		}
	}
	g := rand.New(rand.NewPCG(9, 9))
	var p placement.Placer
	var cs []card.Card
	var ms []uint8
	for it := range 20000 {
		np := 1 + g.IntN(6)
		nc := g.IntN(40)
		var sizes [6]int
		for range nc {
			sizes[g.IntN(np)]++
		}
		p.Reset()
		for _, s := range sizes[:np] {
			p.AddPlace(s)
		}
		all := uint8(1)<<np - 1
		perm := g.Perm(52)
		cardOf := func(i int) card.Card { return card.Card(perm[i] + perm[i]/13*3 + 2) }
		for i := 0; i < nc; {
			if g.IntN(8) == 0 && nc-i >= 2 {
				k := min(2+g.IntN(min(3, nc-i-1)), nc-i)
				cs, ms = cs[:0], ms[:0]
				for range k {
					cs = append(cs, cardOf(i))
					ms = append(ms, uint8(g.IntN(int(all)+1)))
					i++
				}
				p.AddGroup(cs, ms)
				continue
			}
			m := all
			if g.IntN(3) == 0 {
				m = uint8(g.IntN(int(all) + 1))
			}
			p.AddCard(cardOf(i), m)
			i++
		}
		r := rand.New(rand.NewPCG(uint64(it), 1))
		ok := p.Solve(r, func() bool { return r.IntN(3) != 0 })
		if ok {
			put(1)
		} else {
			put(0)
		}
		for _, o := range p.Out {
			put(uint64(o))
		}
		put(r.Uint64())
		var x card.Set
		for j := range 30 {
			x = x.Add(cardOf(j))
		}
		put(uint64(placement.Subset(x, g.IntN(32), r)), r.Uint64())
	}
	if got := h.Sum64(); got != recordedFingerprint {
		t.Errorf("the placements changed: fingerprint %#x, recorded %#x", got, uint64(recordedFingerprint))
	}
}
