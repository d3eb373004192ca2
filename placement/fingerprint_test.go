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
	for it := range 20000 {
		perm := randomProblem(g, &p)
		cardOf := func(i int) card.Card { return card.Card(perm[i] + perm[i]/13*3 + 2) }
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

// randomProblem loads into p a random problem of TestSolveFingerprint's
// kind (up to six places and forty cards: classes, groups, a tail) drawn
// from g, and returns the permutation its cards were taken from.
func randomProblem(g *rand.Rand, p *placement.Placer) []int {
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
	var cs []card.Card
	var ms []uint8
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
	return perm
}

// TestSolveAgain checks that a Placer solved again, as a sampler solves
// one problem many times, draws what a Placer solving the problem for the
// first time draws from the same random state, and that a change to the
// problem after a Solve (a place, a card taken, a card added) is seen by
// the next Solve.
func TestSolveAgain(t *testing.T) {
	g := rand.New(rand.NewPCG(3, 4))
	var p placement.Placer
	for it := range 5000 {
		randomProblem(g, &p)
		fresh := p // the problem, never solved
		r1, r2 := rand.New(rand.NewPCG(uint64(it), 2)), rand.New(rand.NewPCG(uint64(it), 2))
		for k := range 3 {
			q := fresh
			ok1 := p.Solve(r1, func() bool { return r1.IntN(4) != 0 })
			ok2 := q.Solve(r2, func() bool { return r2.IntN(4) != 0 })
			if ok1 != ok2 || ok1 && p.Out != q.Out || r1.Uint64() != r2.Uint64() {
				t.Fatalf("problem %d, Solve %d: solved again %v %v, first time %v %v", it, k, ok1, p.Out, ok2, q.Out)
			}
		}
		// A change after a Solve: both Placers take it.
		q := fresh
		switch j := g.IntN(p.Places()); g.IntN(4) {
		case 0:
			p.Take(j)
			q.Take(j)
		case 3:
			// Still solvable: the card taken room for is put there.
			p.Take(j)
			p.AddCard(card.Joker, 1<<j)
			q.Take(j)
			q.AddCard(card.Joker, 1<<j)
		case 1:
			p.AddPlace(1)
			q.AddPlace(1)
		default:
			m := uint8(1+g.IntN(int(p.All()))) & p.All()
			p.AddCard(card.Joker, m)
			q.AddCard(card.Joker, m)
		}
		ok1, ok2 := p.Solve(r1, func() bool { return true }), q.Solve(r2, func() bool { return true })
		if ok1 != ok2 || ok1 && p.Out != q.Out || r1.Uint64() != r2.Uint64() {
			t.Fatalf("problem %d changed after a Solve: solved again %v %v, first time %v %v", it, ok1, p.Out, ok2, q.Out)
		}
	}
}
