package variant_test

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/variant"
)

// The speed benchmarks: the figures the README states. Run them on one
// core with
//
//	go test -run '^$' -bench Speed -cpu 1 ./variant/
//
// Each reports its rate per second of CPU time used by the process
// (deals/cpu-s and friends), which a busy machine disturbs far less
// than the wall clock behind ns/op, and none allocates.

// spdSink keeps the benchmarks' results live, so that the compiler
// cannot drop the work.
var spdSink int

// spdRate reports n units of work per CPU-second since start (a CPU time
// from spdCPU) as the metric unit+"/cpu-s". Where the process CPU time
// cannot be read it falls back to the wall clock of the benchmark.
func spdRate(b *testing.B, start time.Duration, n int, unit string) {
	d := spdCPU() - start
	if start < 0 || d <= 0 {
		d = b.Elapsed()
	}
	b.ReportMetric(float64(n)/d.Seconds(), unit+"/cpu-s")
}

// spdPick returns a uniformly random card of the non-empty set s, drawn
// by p, a card.Picker on the row's generator, as a bot's own loop would
// draw it: exactly uniform, from 16 bits of the generator's output per
// card (four cards per step of the generator), without an interface
// call, so that the figures are the engine's.
func spdPick(s card.Set, p *card.Picker) card.Card {
	c, _ := p.Pick(s)
	return c
}

// spdEndless returns options of id under which a match never ends by its
// score: Black Maria's and Hearts' target (BM-A4) and Madonna's limits
// (MAD-A11) out of reach; the defaults of the other games, whose matches
// end by their seats going out.
func spdEndless(id games.ID) variant.Options {
	const never = 1 << 40
	switch id {
	case games.BlackMaria:
		return blackmaria.Options{Target: never}
	case games.Hearts:
		return hearts.Options{Target: never}
	case games.SchwarzeMadonna:
		return madonna.Options{Limits: madonna.Limits{3: never, 4: never, 5: never, 6: never}}
	}
	return nil
}

// spdNew returns a four-seat match of id that never ends by its score.
func spdNew(b testing.TB, id games.ID) variant.Game {
	g, err := games.New(id, 4, spdEndless(id), rand.NewPCG(1, 2))
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// spdReset copies base into g, two games of the same type, without
// allocating.
func spdReset(base, g variant.Game) {
	switch b := base.(type) {
	case *variant.TrickGame:
		b.CloneInto(g.(*variant.TrickGame))
	case *oldmaid.Game:
		b.CloneInto(g.(*oldmaid.Game))
	}
}

// spdPass makes every Hearts pass of the deal (none in a hold deal) with
// three random cards of each hand, seat by seat, through Apply, and
// returns the first error.
func spdPass(g *variant.TrickGame, p *card.Picker) error {
	for s := 0; s < g.Seats() && g.Phase() == variant.PhasePass; s++ {
		h := g.Hand(s)
		rest := h.Remove(spdPick(h, p))
		rest = rest.Remove(spdPick(rest, p))
		rest = rest.Remove(spdPick(rest, p))
		if err := g.Apply(variant.PassMove(s, h.Minus(rest))); err != nil {
			return err
		}
	}
	return nil
}

// spdPassRandom is spdPass with the cards drawn by card.Set.Random from
// src: the draws that made the positions of the rollout and sample rows
// (spdPostPass, spdVoided), kept so that those rows measure the same
// positions.
func spdPassRandom(b testing.TB, g *variant.TrickGame, src *rand.PCG) {
	for s := 0; s < g.Seats() && g.Phase() == variant.PhasePass; s++ {
		x, h := card.Empty, g.Hand(s)
		for range 3 {
			c, _ := h.Random(src)
			x, h = x.Add(c), h.Remove(c)
		}
		if err := g.Apply(variant.PassMove(s, x)); err != nil {
			b.Fatal(err)
		}
	}
}

// spdPlayChecked plays the deal to its end with random legal cards
// through Apply, and returns the first error.
//
// What the checked rows measure of the engine's shape: Apply only
// spreads the move into its fields, so that it is inlined and the call
// passes them in registers: a Move has too many fields for the compiler
// to keep in registers, and applyMove, taking them one by one, need not
// store them first. The card comes before the seat so that it arrives in
// the register a shift by it takes. applyMove is the play itself, first
// and small, one AND against the kept legal set, so that a legal play
// through Apply costs one call.
func spdPlayChecked(g *variant.TrickGame, p *card.Picker) error {
	for g.Phase() == variant.PhasePlay {
		s, _ := g.ToMove()
		c := spdPick(g.LegalPlays(), p)
		if err := g.Apply(variant.PlayMove(s, c)); err != nil {
			return err
		}
	}
	return nil
}

// spdDealChecked plays g's running deal to its end through the checked
// API, every move a random legal one: the passes by spdPass, the plays by
// spdPlayChecked (a random card of LegalPlays), and the rarer decisions
// (the stock, turn-based announcement rounds; none at the four-seat
// tables of BenchmarkSpeed with their default options) by RandomMove
// from r, which draws from the same generator. It returns the first
// error.
func spdDealChecked(g *variant.TrickGame, p *card.Picker, r *rand.Rand) error {
	for {
		var err error
		switch g.Phase() {
		case variant.PhasePlay:
			err = spdPlayChecked(g, p)
		case variant.PhasePass:
			err = spdPass(g, p)
		case variant.PhaseDeal, variant.PhaseDealOver, variant.PhaseMatchOver:
			return nil
		default:
			m, ok := g.RandomMove(r)
			if !ok {
				return fmt.Errorf("no move in phase %v", g.Phase())
			}
			err = g.Apply(m)
		}
		if err != nil {
			return err
		}
	}
}

// spdRoundChecked plays g's running Old Maid round to its end through
// Apply, every draw a random card of the hand drawn from (LegalDraws),
// and returns the first error.
func spdRoundChecked(g *oldmaid.Game, p *card.Picker) error {
	for {
		s, ok := g.ToMove()
		if !ok {
			return nil
		}
		if err := g.Apply(variant.DrawMove(s, spdPick(g.LegalDraws(), p))); err != nil {
			return err
		}
	}
}

// spdChecked is the benchmark of complete random deals (rounds of Old
// Maid) of game id at four seats through the checked API: Deal, then
// random legal moves through Apply (spdDealChecked, spdRoundChecked); a
// match that ends starts afresh from a copy of the new game.
func spdChecked(b *testing.B, id games.ID) {
	base := spdNew(b, id)
	g := base.Clone()
	src := rand.NewPCG(3, 4)
	p := card.NewPicker(src)
	r := rand.New(src)
	b.ReportAllocs()
	start := spdCPU()
	for b.Loop() {
		if g.Over() {
			spdReset(base, g)
		}
		if err := g.Deal(); err != nil {
			b.Fatal(err)
		}
		var err error
		switch g := g.(type) {
		case *variant.TrickGame:
			err = spdDealChecked(g, &p, r)
		case *oldmaid.Game:
			err = spdRoundChecked(g, &p)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	spdRate(b, start, b.N, "deals")
	spdSink += g.DealsPlayed()
}

// spdPlayFast plays the deal to its end on the fast path for playouts,
// PlayOut: between deals its own deal, then its random passes, if any,
// and its random legal cards.
func spdPlayFast(g *variant.TrickGame, src *rand.PCG) {
	spdSink += g.PlayOut(src)
}

// spdPostPass returns a four-seat Hearts game at the first play of its
// first deal, after random passes.
func spdPostPass(b testing.TB) *variant.TrickGame {
	g := spdNew(b, games.Hearts).(*variant.TrickGame)
	if err := g.Deal(); err != nil {
		b.Fatal(err)
	}
	spdPassRandom(b, g, rand.NewPCG(7, 8))
	return g
}

// spdVoided returns a four-seat Hearts game in the middle of its sixth
// trick in which a seat other than seat 0 has shown a void (not followed
// the led suit) in a suit of which cards are still hidden from seat 0, so
// that the void constrains seat 0's sample; played with random legal
// cards.
func spdVoided(b testing.TB) *variant.TrickGame {
	for seed := uint64(1); seed < 1000; seed++ {
		g := spdNew(b, games.Hearts).(*variant.TrickGame)
		if err := g.Deal(); err != nil {
			b.Fatal(err)
		}
		src := rand.NewPCG(seed, 11)
		spdPassRandom(b, g, src)
		var voids [4]card.Set // voids[s]: the suits seat s has shown it lacks
		var led card.Suit
		for k := 0; k < 5*4+2; k++ {
			c, _ := g.LegalPlays().Random(src)
			s, _ := g.ToMove()
			switch {
			case k%4 == 0:
				led = c.Suit()
			case c.Suit() != led:
				voids[s] |= card.SuitSet(led)
			}
			if err := g.Apply(variant.PlayMove(s, c)); err != nil {
				b.Fatal(err)
			}
		}
		var hidden card.Set // the cards seat 0 cannot see
		for s := 1; s < 4; s++ {
			hidden |= g.Hand(s)
		}
		for s := 1; s < 4; s++ {
			if !(voids[s] & hidden).IsEmpty() {
				return g
			}
		}
	}
	b.Fatal("no random Hearts game showed, in its first five tricks, a void that constrains seat 0's sample")
	return nil
}

// BenchmarkSpeed measures what a bot needs most, on four-seat tables:
//
//   - hearts-checked: complete random Hearts deals from the shuffle to the
//     score through the checked API (spdChecked: Deal, Apply of three
//     random cards of the hand per pass, Apply of a random card of
//     LegalPlays per play);
//   - hearts-fast: the same deals on the fast path for playouts
//     (PlayOut between deals: its own deal, the random passes and the
//     plays in one call);
//   - hearts-rollout: rollouts from the first play after the pass, each a
//     CloneInto and a random playout on the fast path (PlayOut) to the
//     score;
//   - hearts-sample: SampleInto for seat 0 in the sixth trick of a deal in
//     which another seat has shown a void that constrains the sample;
//   - hearts-sampler: the same samples drawn by a TrickSampler reset once
//     to that position (a bot drawing many samples of the position it
//     decides in);
//   - <game>-checked for the other games: the same for their complete
//     random deals (rounds of Old Maid: Apply of a random card of the hand
//     drawn from per draw), so that the five rows measure the same thing.
//
// Every random choice of the checked rows is an exactly uniform card of
// the legal set (the hand for a pass card: three picks without putting
// back) picked by a card.Picker on the row's *rand.PCG (spdPick), as a
// bot's own loop would pick it; every move goes through Apply, after
// ToMove and LegalPlays (LegalDraws). (An earlier version of this
// benchmark drew each card by card.Set.Random, a whole Uint64 a card;
// its figures count that draw.) The positions of the rollout and sample
// rows are still made with card.Set.Random (spdPassRandom), so that those
// rows measure the same positions as before. (BenchmarkBHEveryGameDeals
// measures the same deals with the moves picked by RandomMove, whose
// *rand.Rand draws cost about a third of such a loop.)
func BenchmarkSpeed(b *testing.B) {
	b.Run("hearts-checked", func(b *testing.B) { spdChecked(b, games.Hearts) })
	b.Run("hearts-fast", func(b *testing.B) {
		g := spdNew(b, games.Hearts).(*variant.TrickGame)
		src := rand.NewPCG(3, 4)
		b.ReportAllocs()
		start := spdCPU()
		for b.Loop() {
			spdPlayFast(g, src)
		}
		spdRate(b, start, b.N, "deals")
		spdSink += g.DealsPlayed()
	})
	b.Run("hearts-rollout", func(b *testing.B) {
		base := spdPostPass(b)
		var g variant.TrickGame
		src := rand.NewPCG(3, 4)
		b.ReportAllocs()
		start := spdCPU()
		for b.Loop() {
			base.CloneInto(&g)
			spdPlayFast(&g, src)
			spdSink += g.Hand(0).Len()
		}
		spdRate(b, start, b.N, "rollouts")
		spdSink += g.DealsPlayed()
	})
	b.Run("hearts-sample", func(b *testing.B) {
		pos := spdVoided(b)
		var dst variant.TrickGame
		r := rand.New(rand.NewPCG(1, 2))
		b.ReportAllocs()
		start := spdCPU()
		for b.Loop() {
			if err := pos.SampleInto(&dst, 0, r); err != nil {
				b.Fatal(err)
			}
			spdSink += dst.Hand(1).Len()
		}
		spdRate(b, start, b.N, "samples")
	})
	b.Run("hearts-sampler", func(b *testing.B) {
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
	})
	for _, id := range []games.ID{games.SchwarzeMadonna, games.BlackMaria, games.SchwarzeSau, games.OldMaid} {
		b.Run(id.String()+"-checked", func(b *testing.B) { spdChecked(b, id) })
	}
}
