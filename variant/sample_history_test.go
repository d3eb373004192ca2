package variant

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/seat"
)

// TestChainFindsTheTrueHistory: at every seat of random positions of the
// tables with a stock exchange (MAD-R5 to MAD-R9, Sau's SAU-O5), past
// the exchange, the search for an exchange history finds one behind the
// true hands and stock: it leaves out no pair that a seat may have found
// in the stock (chain draws only pairs of cards that may be put back
// for the stock a seat before put back, and any pair for the dealt one).
func TestChainFindsTheTrueHistory(t *testing.T) {
	var cases []smpCase
	for _, c := range smpCases() {
		if g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(1, 1)); err == nil && g.Deal() == nil && g.stock != 0 {
			cases = append(cases, c)
		}
	}
	if len(cases) < 8 {
		t.Fatalf("%d tables with a stock, want at least 8", len(cases))
	}
	exchanges := 0
	rapid.Check(t, func(t *rapid.T) {
		c := rapid.SampledFrom(cases).Draw(t, "table")
		steps := rapid.IntRange(0, 60).Draw(t, "steps")
		pos, err := smpPlay(c, rapid.Uint64().Draw(t, "seed"), 0, steps, 4)
		if err != nil {
			t.Fatal(err)
		}
		g := pos.g
		if g.phase != PhaseAnnounce && g.phase != PhasePlay {
			t.Skip("not past the exchange")
		}
		for s := range g.cfg.seats {
			var ts trickSampler
			ts.g, ts.s = g, s
			ts.readPlay(g)
			ts.readStock()
			if !ts.exchange || ts.voided {
				continue
			}
			ts.r = rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "chain seed"), 3))
			for x := range min(g.cfg.seats, seat.Max) {
				ts.q[x] = g.hands[x] | ts.played[x] // x's hand after the exchange
			}
			ts.stock = g.stock
			if !ts.sampleExchange() {
				t.Fatalf("%s, seat %d: no exchange history behind the true hands %v and stock %v", c.name, s, g.hands, g.stock)
			}
			exchanges++
		}
	})
	t.Logf("%d exchanges, %d tables", exchanges, len(cases))
	if exchanges == 0 {
		t.Fatal("no exchange searched")
	}
}
