package oldmaid

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/chisquare"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// omsT is the part of testing.TB and rapid.T the sample checks use.
type omsT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// omsPos is an Old Maid position with its moves and deal.
type omsPos struct {
	g      *Game
	seats  int
	o      Options
	dealt  [seat.Max]card.Set
	dealer int
	moves  []variant.Move
}

func omsPlay(seats int, o Options, seed uint64, steps int) (omsPos, error) {
	g, err := New(seats, o, rand.NewPCG(seed, 3))
	if err != nil {
		return omsPos{}, err
	}
	pos := omsPos{g: g, seats: seats, o: o, dealer: g.Dealer()}
	if err := g.Deal(); err != nil {
		return pos, err
	}
	pos.dealt = g.dealt
	r := rand.New(rand.NewPCG(seed, 4))
	for i := 0; i < steps && g.phase == variant.PhaseDraw; i++ {
		m, ok := g.RandomMove(r)
		if !ok {
			break
		}
		if err := g.Apply(m); err != nil {
			return pos, err
		}
		pos.moves = append(pos.moves, m)
	}
	return pos, nil
}

// omsKnown follows the round as seat s saw it, written apart from the
// engine's account: the cards drawn from s that are with the drawer for
// sure (no card has been drawn from the drawer since, except by s, who
// saw which).
func omsKnown(t omsT, pos omsPos, s int) map[card.Card]int {
	t.Helper()
	g, err := New(pos.seats, pos.o, rand.NewPCG(5, 5))
	if err != nil {
		t.Fatalf("%v", err)
	}
	if err := g.DealCards(variant.Dealt{Dealer: pos.dealer, Hands: pos.dealt}); err != nil {
		t.Fatalf("%v", err)
	}
	known := map[card.Card]int{}
	for _, m := range pos.moves {
		if err := g.Apply(m); err != nil {
			t.Fatalf("%v", err)
		}
		d, _ := g.LastDraw()
		for k, at := range known {
			switch {
			case d.Pair.Has(k):
				delete(known, k) // laid down by its holder or the drawer
			case at != d.From:
			case d.Seat == s:
				if d.Card == k {
					delete(known, k)
				}
			case d.Pair != 0:
				if d.Pair.Has(k) {
					delete(known, k)
				}
			default:
				delete(known, k)
			}
		}
		if d.From == s && d.Pair == 0 {
			known[d.Card] = d.Seat
		}
	}
	return known
}

// omsCheck runs the Old Maid checks on one sample.
func omsCheck(t omsT, pos omsPos, s int, seed uint64) {
	t.Helper()
	g := pos.g
	before := *g
	smp, err := g.Sample(s, rand.New(rand.NewPCG(seed, 1)))
	if err != nil {
		t.Fatalf("Old Maid %d seats seat %d: %v", pos.seats, s, err)
	}
	b := before
	b.cfg, b.rng = nil, rand.PCG{}
	a := *g
	a.cfg, a.rng = nil, rand.PCG{}
	if a != b || before.rng != g.rng {
		t.Fatalf("Sample changed the game")
	}
	v1, _ := g.View(s)
	v2, _ := smp.View(s)
	if d := cmp.Diff(v1, v2); d != "" {
		t.Fatalf("Old Maid seat %d's view of the sample differs (-game +sample):\n%s", s, d)
	}
	all := smp.discards
	for x := 0; x < pos.seats; x++ {
		h := smp.hands[x]
		if h.Len() != g.hands[x].Len() {
			t.Fatalf("seat %d holds %d cards, not %d", x, h.Len(), g.hands[x].Len())
		}
		if p := pos.o.Pairs.Discard(h); p != 0 {
			t.Fatalf("OM-R4: seat %d holds the pair %v in the sample", x, p)
		}
		if all&h != 0 {
			t.Fatalf("%v twice", all&h)
		}
		all |= h
	}
	if all != g.cfg.pack || smp.hands[s] != g.hands[s] {
		t.Fatalf("the sample's cards are not the pack, or seat %d's hand changed", s)
	}
	for c, x := range omsKnown(t, pos, s) {
		if !smp.hands[x].Has(c) {
			t.Fatalf("OM-R6: %v was drawn from seat %d by seat %d and is still there, but the sample puts it elsewhere", c, s, x)
		}
	}
	if d, ok := smp.LastDraw(); ok && d.Pair == 0 && smp.phase == variant.PhaseDraw && !smp.hands[d.Seat].Has(d.Card) {
		t.Fatalf("the last card drawn %v is not in the drawer's hand", d.Card)
	}
	// A sample of the sample, for any seat, works too.
	for o := 0; o < pos.seats; o++ {
		if _, err := smp.Sample(o, rand.New(rand.NewPCG(seed, 2))); err != nil {
			t.Fatalf("Sample of the sample for seat %d: %v", o, err)
		}
	}
	// Playout to the end of the round.
	h := *smp
	r := rand.New(rand.NewPCG(seed, 7))
	for i := 0; h.phase == variant.PhaseDraw; i++ {
		m, ok := h.RandomMove(r)
		if !ok || i > 5000 {
			t.Fatalf("playout stuck")
		}
		if err := h.Apply(m); err != nil {
			t.Fatalf("playout: %v", err)
		}
	}
	if loser, ok := h.Loser(); !ok || (loser >= 0 && h.totals[loser] != smp.totals[loser]+1 && smp.phase == variant.PhaseDraw) {
		t.Fatalf("the round's loser %d is not counted", loser)
	}
}

// TestOldMaidSampleProperties: random Old Maid positions at 2, 3 and 4
// seats with every pairing rule and maid (rapid).
func TestOldMaidSampleProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seats := rapid.IntRange(2, 4).Draw(rt, "seats")
		o := Options{
			Pairs:    rapid.SampledFrom([]PairRule{RankPairs, SameColourPairs}).Draw(rt, "pairs"),
			DrawFrom: rapid.SampledFrom([]DrawFrom{DrawLeft, DrawRight}).Draw(rt, "drawFrom"),
		}
		o.Maid = rapid.SampledFrom(omsMaids()).Draw(rt, "maid")
		pos, err := omsPlay(seats, o, rapid.Uint64().Draw(rt, "seed"), rapid.IntRange(0, 120).Draw(rt, "steps"))
		if err != nil {
			rt.Fatalf("%v", err)
		}
		omsCheck(rt, pos, rapid.IntRange(0, seats-1).Draw(rt, "seat"), rapid.Uint64().Draw(rt, "sampleSeed"))
	})
}

// TestOldMaidSampleTwoWorlds builds pairs of real Old Maid rounds that
// seat 0 cannot tell apart (two cards of seats 1 and 2 swapped in the
// deal, neither of them drawn, every view of seat 0 the same after every
// draw) and checks that Sample(0) gives the same results in both.
func TestOldMaidSampleTwoWorlds(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 40; seed++ {
		pos, err := omsPlay(4, Options{}, seed, 25)
		if err != nil {
			t.Fatal(err)
		}
		if pos.g.phase != variant.PhaseDraw {
			continue
		}
		other, ok := omsOtherWorld(t, pos)
		if !ok {
			continue
		}
		checked++
		for k := uint64(0); k < 5; k++ {
			a, err1 := pos.g.Sample(0, rand.New(rand.NewPCG(k, seed)))
			b, err2 := other.Sample(0, rand.New(rand.NewPCG(k, seed)))
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			a.cfg, b.cfg = nil, nil
			if *a != *b {
				t.Fatalf("seed %d: two rounds that look the same to seat 0 give different samples:\n%s", seed,
					cmp.Diff(*a, *b, cmp.Exporter(func(reflect.Type) bool { return true })))
			}
		}
	}
	if checked < 5 {
		t.Fatalf("only %d pairs of worlds were found", checked)
	}
}

// omsOtherWorld deals pos's round with two kept cards of seats 1 and 2
// swapped and replays its draws; it reports false when seat 0 could tell
// the two rounds apart.
func omsOtherWorld(t *testing.T, pos omsPos) (*Game, bool) {
	drawn := card.Set(0)
	for _, m := range pos.moves {
		drawn = drawn.Add(m.Card)
	}
	for a := range pos.g.hands[1].All() {
		for b := range pos.g.hands[2].All() {
			if drawn.Has(a) || drawn.Has(b) {
				continue
			}
			d := pos.dealt
			d[1] = d[1].Remove(a).Add(b)
			d[2] = d[2].Remove(b).Add(a)
			g, err := New(pos.seats, pos.o, rand.NewPCG(77, 77))
			if err != nil {
				t.Fatal(err)
			}
			if err := g.DealCards(variant.Dealt{Dealer: pos.dealer, Hands: d}); err != nil {
				continue
			}
			h, err := New(pos.seats, pos.o, rand.NewPCG(78, 78))
			if err != nil {
				t.Fatal(err)
			}
			if err := h.DealCards(variant.Dealt{Dealer: pos.dealer, Hands: pos.dealt}); err != nil {
				t.Fatal(err)
			}
			same := true
			for _, m := range pos.moves {
				if g.Apply(m) != nil || h.Apply(m) != nil {
					same = false
					break
				}
				v1, _ := g.View(0)
				v2, _ := h.View(0)
				if !cmp.Equal(v1, v2) {
					same = false
					break
				}
			}
			if same && g.hands[1] != pos.g.hands[1] {
				return g, true
			}
		}
	}
	return nil, false
}

func omsMaids() []Maid {
	return []Maid{QueenOfClubsRemoved, JokerMaid, JackOfClubsRemoved}
}

// TestOldMaidSampleUniform: on a small four-seat position the placements
// are uniform over those with the sizes, no pair in a hand (OM-R4) and
// every card where seat 0's account allows it; the bound is explained at
// TestSampleUniform.
func TestOldMaidSampleUniform(t *testing.T) {
	for seed := uint64(1); seed < 500; seed++ {
		pos, err := omsPlay(4, Options{}, seed, 400)
		if err != nil {
			t.Fatal(err)
		}
		// Go back to a point with few hidden cards but still three other
		// seats holding cards.
		for cut := len(pos.moves); cut > 0; cut-- {
			p2 := pos
			p2.moves = pos.moves[:cut]
			g2 := omsReplay(t, p2)
			if g2.Holding().Len() != 4 {
				continue
			}
			valid := omsConfigs(g2, 0)
			if len(valid) < 20 || len(valid) > 300 {
				continue
			}
			m := len(valid)
			n := 60 * m
			counts := make([]int, m)
			r := rand.New(rand.NewPCG(seed, 11))
			var smp Game
			for i := 0; i < n; i++ {
				if err := g2.SampleInto(&smp, 0, r); err != nil {
					t.Fatal(err)
				}
				key := [3]card.Set{smp.hands[1], smp.hands[2], smp.hands[3]}
				k, ok := valid[key]
				if !ok {
					t.Fatalf("sample %d is not a consistent placement: %v", i, key)
				}
				counts[k]++
			}
			chi := chisquare.Statistic(counts, n)
			if bound := chisquare.Bound(m - 1); chi > bound {
				t.Fatalf("chi-square %.1f over %d placements exceeds %.1f: not uniform", chi, m, bound)
			}
			t.Logf("seed %d after %d draws: %d placements, chi-square %.1f", seed, cut, m, chi)
			return
		}
	}
	t.Fatal("no suitable position")
}

func omsReplay(t *testing.T, pos omsPos) *Game {
	g, err := New(pos.seats, pos.o, rand.NewPCG(5, 5))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.DealCards(variant.Dealt{Dealer: pos.dealer, Hands: pos.dealt}); err != nil {
		t.Fatal(err)
	}
	for _, m := range pos.moves {
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// omsConfigs enumerates the placements of the cards seat s cannot see into
// seats 1..3 with their sizes, no pair in any hand and every card in a
// hand that seat s's account allows, and, when s did not see the last
// draw, a drawer that holds a card that may have come from the seat drawn
// from.
func omsConfigs(g *Game, s int) map[[3]card.Set]int {
	hidden := g.cfg.pack &^ g.hands[s] &^ g.discards
	valid := map[[3]card.Set]int{}
	cards := hidden.Cards()
	acc := g.accounts()[s] // seat s's accounts, the same for every placement
	var rec func(i int, h [3]card.Set)
	rec = func(i int, h [3]card.Set) {
		if i == len(cards) {
			for x := 0; x < 3; x++ {
				if h[x].Len() != g.hands[x+1].Len() {
					return
				}
			}
			if d, ok := g.LastDraw(); ok && d.Seat != s && d.From != s && d.Pair == 0 && h[d.Seat-1]&acc[d.From] == 0 {
				return
			}
			valid[h] = len(valid)
			return
		}
		c := cards[i]
		for x := 0; x < 3; x++ {
			if h[x].Len() >= g.hands[x+1].Len() || !acc[x+1].Has(c) || g.cfg.opts.Pairs.Partners(c)&h[x] != 0 {
				continue
			}
			h2 := h
			h2[x] = h2[x].Add(c)
			rec(i+1, h2)
		}
	}
	rec(0, [3]card.Set{})
	return valid
}
