package variant

import (
	"math/rand/v2"
	"testing"
)

// smpBenchPositions are mid-deal positions of every game (seat 0 to
// sample for), at the largest tables, where Sample has the most to do.
func smpBenchPositions(tb testing.TB) []struct {
	name string
	pos  smpPos
} {
	tb.Helper()
	var out []struct {
		name string
		pos  smpPos
	}
	for _, b := range []struct {
		name  string
		c     smpCase
		steps int
	}{
		{"madonna-3-stock", smpCase{"m3", SchwarzeMadonna, 3, nil}, 2},
		{"madonna-3-trick4", smpCase{"m3", SchwarzeMadonna, 3, nil}, 3 + 3*3},
		{"madonna-6-trick2", smpCase{"m6", SchwarzeMadonna, 6, nil}, 6 + 6},
		{"black-maria-4-trick3", smpCase{"bm4", BlackMaria, 4, nil}, 4 + 4*2},
		{"black-maria-6-trick3", smpCase{"bm6", BlackMaria, 6, nil}, 6 + 6*2},
		{"hearts-4-trick6", smpCase{"h4", Hearts, 4, nil}, 4 + 4*5},
		{"sau-3-exchange", smpCase{"s3", SchwarzeSau, 3, SchwarzeSau.options(`{"stock-exchange": true, "schieben": true}`, Setup{})}, 3 + 3*2},
		{"sau-4-trick5", smpCase{"s4", SchwarzeSau, 4, nil}, 4 * 4},
	} {
		pos, err := smpPlay(b.c, 42, 0, b.steps, 0)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, struct {
			name string
			pos  smpPos
		}{b.name, pos})
	}
	return out
}

// BenchmarkSample measures samples per second of SampleInto at mid-deal
// positions (the determinization step of a Monte Carlo bot). The
// commonest position, a deal in its play without a stock whose hidden
// cards are in at most three hands with at most one class of them
// shared by two (hearts-4-trick6), takes sampleSplit's road, a
// placement.Split without a trickSampler; the others take the general
// road, whose placement.Placer keeps its counting tables of up to 16384
// entries on the stack, which covers every position but some six-seat
// positions early in a deal with many voids shown (TestSampleIntoAllocs).
func BenchmarkSample(b *testing.B) {
	for _, p := range smpBenchPositions(b) {
		b.Run(p.name, func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			var dst TrickGame
			b.ReportAllocs()
			for b.Loop() {
				if err := p.pos.g.SampleInto(&dst, 0, r); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "samples/s")
			smpBenchSink += dst.hands[1].Len()
		})
	}
}

// smpBenchSink keeps the benchmarks' results live.
var smpBenchSink int

// TestSampleIntoAllocs: SampleInto does not allocate at the benchmark
// positions (its counting table is on the stack).
func TestSampleIntoAllocs(t *testing.T) {
	for _, p := range smpBenchPositions(t) {
		r := rand.New(rand.NewPCG(1, 2))
		var dst TrickGame
		if n := testing.AllocsPerRun(50, func() {
			if err := p.pos.g.SampleInto(&dst, 0, r); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("%s: SampleInto allocates %v times per run, want 0", p.name, n)
		}
	}
}
