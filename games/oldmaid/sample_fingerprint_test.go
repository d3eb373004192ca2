package oldmaid

import (
	"encoding/binary"
	"fmt"
	"hash"
	"hash/fnv"
	"math/rand/v2"
	"testing"
)

// Seeded bots and the arena's recorded results depend on SampleInto
// drawing the same samples from the same game and the same random state,
// so a change that makes it faster must keep them bit for bit. The test
// hashes many samples (every Old Maid table, every seat, three samples
// each from one *rand.Rand, and the random state after them) and compares
// the hash with the one recorded when the sampler's results were last
// meant to change (at 7c25dcf, when it was the engine's).

// omsFingerprint is the recorded hash of every Old Maid table.
const omsFingerprint = 0xca7ef92119f1c473

// fpWrite writes the values to h as little-endian words.
func fpWrite(h hash.Hash64, vs ...uint64) {
	var b [8]byte
	for _, v := range vs {
		binary.LittleEndian.PutUint64(b[:], v)
		h.Write(b[:])
	}
}

// fpOldMaid hashes the samples of every Old Maid table.
func fpOldMaid(t *testing.T) uint64 {
	h := fnv.New64a()
	for _, seats := range []int{2, 3, 4} {
		for _, pr := range []PairRule{RankPairs, SameColourPairs} {
			for _, m := range omsMaids() {
				o := Options{Pairs: pr, Maid: m}
				for seed := uint64(1); seed <= 5; seed++ {
					for _, steps := range []int{0, 3, 10, 25, 60} {
						pos, err := omsPlay(seats, o, seed, steps)
						if err != nil {
							t.Fatal(err)
						}
						for s := range seats {
							r := rand.New(rand.NewPCG(seed, uint64(steps*10+s)))
							var dst Game
							for range 3 {
								if err := pos.g.SampleInto(&dst, s, r); err != nil {
									fmt.Fprintf(h, "%v\n", err)
								}
								for x := range dst.hands {
									fpWrite(h, uint64(dst.hands[x]))
								}
								fpWrite(h, uint64(dst.last.Card), uint64(dst.last.Seat), dst.rng.Uint64(), r.Uint64())
							}
						}
					}
				}
			}
		}
	}
	return h.Sum64()
}

// TestSampleFingerprint checks that SampleInto draws the samples it drew
// when they were recorded, on every table.
func TestSampleFingerprint(t *testing.T) {
	if h := fpOldMaid(t); h != omsFingerprint {
		t.Errorf("the samples changed: fingerprint %#x, recorded %#x", h, uint64(omsFingerprint))
	}
}
