package oldmaid

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/rule"
)

// BenchmarkOldMaidSample measures samples per second of Old Maid's
// SampleInto early in a four-seat round.
func BenchmarkOldMaidSample(b *testing.B) {
	pos, err := omsPlay(4, Options{}, 42, 12)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	var dst Game
	b.ReportAllocs()
	for b.Loop() {
		if err := pos.g.SampleInto(&dst, 0, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "samples/s")
	omsBenchSink += dst.hands[1].Len()
}

// omsBenchSink keeps the benchmark's result live.
var omsBenchSink int

// TestSampleIntoAllocs: SampleInto does not allocate at the benchmark's
// position.
func TestSampleIntoAllocs(t *testing.T) {
	pos, err := omsPlay(4, Options{}, 42, 12)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	var dst Game
	if n := testing.AllocsPerRun(50, func() {
		if err := pos.g.SampleInto(&dst, 0, r); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("SampleInto allocates %v times per run, want 0", n)
	}
}

// TestSampleBadSeat: a seat outside the table is rule.BadSeat.
func TestSampleBadSeat(t *testing.T) {
	g, err := New(3, Options{}, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, s := range []int{-1, 3} {
		if _, err := g.Sample(s, r); !errors.Is(err, rule.BadSeat) {
			t.Errorf("Sample(%d) = %v, want bad-seat", s, err)
		}
	}
}
