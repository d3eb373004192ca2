package variant

import (
	"errors"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/rule"
)

// TestTrickSamplerIsSampleInto checks TrickSampler against SampleInto on
// random positions of every table (rapid), for seats in and out of the
// table: the same samples, the same errors and the same random state
// after each of several samples, and the position it samples is the one
// it was reset to, though the game moves on after Reset.
func TestTrickSamplerIsSampleInto(t *testing.T) {
	cases := smpCases()
	rapid.Check(t, func(rt *rapid.T) {
		pos := smpDrawPos(rt, cases)
		s := rapid.IntRange(-1, pos.c.seats).Draw(rt, "seat")
		before := *pos.g
		var sp TrickSampler
		sp.Reset(pos.g, s)
		if d := smpDiff(&before, pos.g); d != "" || before.rng != pos.g.rng {
			rt.Fatalf("Reset changed the game (-before +after):\n%s", d)
		}
		// The game moves on: the sampler samples the position of Reset.
		if m, ok := pos.g.RandomMove(rand.New(rand.NewPCG(1, 1))); ok {
			if err := pos.g.Apply(m); err != nil {
				rt.Fatalf("%+v: %v", m, err)
			}
		}
		seed := rapid.Uint64().Draw(rt, "sampleSeed")
		r1, r2 := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
		var got, want TrickGame
		for k := range rapid.IntRange(1, 5).Draw(rt, "samples") {
			err1 := sp.SampleInto(&got, r1)
			err2 := before.SampleInto(&want, s, r2)
			if (err1 == nil) != (err2 == nil) || err1 != nil && err1.Error() != err2.Error() {
				rt.Fatalf("sample %d: TrickSampler's error %v, SampleInto's %v", k, err1, err2)
			}
			if d := smpDiff(&want, &got); d != "" || want.rng != got.rng {
				rt.Fatalf("sample %d: TrickSampler's sample differs from SampleInto's (-SampleInto +TrickSampler):\n%s", k, d)
			}
			if r1.Uint64() != r2.Uint64() {
				rt.Fatalf("sample %d: the random state differs after the sample", k)
			}
		}
	})
}

// TestTrickSamplerZero: the zero TrickSampler has no table, which
// SampleInto reports as a bad seat and leaves dst unchanged.
func TestTrickSamplerZero(t *testing.T) {
	var sp TrickSampler
	var dst TrickGame
	if err := sp.SampleInto(&dst, rand.New(rand.NewPCG(1, 2))); !errors.Is(err, rule.BadSeat) {
		t.Errorf("zero TrickSampler: SampleInto = %v, want bad-seat", err)
	}
	if dst != (TrickGame{}) {
		t.Errorf("zero TrickSampler: SampleInto wrote to dst")
	}
}

// TestTrickSamplerAllocs: neither Reset nor SampleInto allocates at the
// benchmark positions.
func TestTrickSamplerAllocs(t *testing.T) {
	for _, p := range smpBenchPositions(t) {
		r := rand.New(rand.NewPCG(1, 2))
		var sp TrickSampler
		var dst TrickGame
		if n := testing.AllocsPerRun(50, func() {
			sp.Reset(p.pos.g, 0)
			if err := sp.SampleInto(&dst, r); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("%s: TrickSampler allocates %v times per run, want 0", p.name, n)
		}
	}
}

// BenchmarkTrickSampler measures samples per second of a TrickSampler
// reset once at each of BenchmarkSample's positions.
func BenchmarkTrickSampler(b *testing.B) {
	for _, p := range smpBenchPositions(b) {
		b.Run(p.name, func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			var sp TrickSampler
			sp.Reset(p.pos.g, 0)
			var dst TrickGame
			b.ReportAllocs()
			for b.Loop() {
				if err := sp.SampleInto(&dst, r); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "samples/s")
			smpBenchSink += dst.hands[1].Len()
		})
	}
}
