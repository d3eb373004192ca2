package variant_test

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/variant"
)

// BenchmarkHeartsSampler is the hearts-sample row of BenchmarkSpeed drawn
// by a TrickSampler reset once to the position (spdVoided): samples of
// seat 0 in the sixth trick of a Hearts deal with a void shown. (Its
// name does not contain "Speed", so that -bench 'Speed/hearts-sample$'
// still runs the row alone.)
func BenchmarkHeartsSampler(b *testing.B) {
	pos := spdVoided(b)
	var sp variant.TrickSampler
	sp.Reset(pos, 0)
	var dst variant.TrickGame
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	start := spdCPU()
	for b.Loop() {
		if err := sp.SampleInto(&dst, r); err != nil {
			b.Fatal(err)
		}
		spdSink += dst.Hand(1).Len()
	}
	spdRate(b, start, b.N, "samples")
}
