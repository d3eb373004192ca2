package variant

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/chisquare"
	"github.com/blackqueen/rules/seat"
)

// TestSampleTwoWorlds builds two real Black Maria games that differ only
// in cards seat 0 cannot see (two opponents' unplayed hearts swapped in
// the deal) and checks that Sample(0) gives the same results in both: the
// sampler reads only what seat 0 may know.
func TestSampleTwoWorlds(t *testing.T) {
	c := smpCase{"bm", BlackMaria, 4, nil}
	pos, err := smpPlay(c, 11, 0, 4+12, 0) // the pass and three tricks
	if err != nil {
		t.Fatal(err)
	}
	g := pos.g
	_, played := smpPlayedCards(g)
	// Find a card of seat 2 and one of seat 3, of one suit, that were not
	// passed and are unplayed.
	free := func(x int) card.Set {
		return g.dealt[x] &^ g.passes[x] &^ played & g.hands[x]
	}
	var a, b card.Card
	found := false
	for u := card.Clubs; u <= card.Spades && !found; u++ {
		if fa, fb := free(2).OfSuit(u), free(3).OfSuit(u); fa != 0 && fb != 0 {
			a, _ = fa.Lowest()
			b, _ = fb.Lowest()
			found = true
		}
	}
	if !found {
		t.Fatal("no two cards to swap")
	}
	other := *g
	other.dealt[2] = g.dealt[2].Remove(a).Add(b)
	other.dealt[3] = g.dealt[3].Remove(b).Add(a)
	real, err := smpReplay(pos, &other, 0)
	if err != nil {
		t.Fatal(err)
	}
	if real.hands[2] == g.hands[2] {
		t.Fatal("the two games do not differ")
	}
	v1, _ := g.View(0)
	v2, _ := real.View(0)
	if d := cmp.Diff(v1, v2); d != "" {
		t.Fatalf("the two games look different to seat 0:\n%s", d)
	}
	for k := uint64(0); k < 50; k++ {
		s1, err1 := g.Sample(0, rand.New(rand.NewPCG(k, 9)))
		s2, err2 := real.Sample(0, rand.New(rand.NewPCG(k, 9)))
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if d := smpDiff(s1, s2); d != "" {
			t.Fatalf("seed %d: the samples differ (-first +second):\n%s", k, d)
		}
	}
}

// smpConfigs enumerates every placement of the cards seat s cannot see
// into the other hands with their sizes (no stock, no pass), and keeps
// those with which the deal's moves replay legally: the placements
// consistent with everything s has seen, found by the engine alone.
func smpConfigs(t *testing.T, pos smpPos, s int) (valid map[[seat.Max]card.Set]int, raw int) {
	t.Helper()
	g := pos.g
	by, played := smpPlayedCards(g)
	hidden := g.cfg.pack &^ g.hands[s] &^ played
	var others []int
	for x := 0; x < g.cfg.seats; x++ {
		if x != s {
			others = append(others, x)
		}
	}
	valid = map[[seat.Max]card.Set]int{}
	var rec func(i int, left card.Set, hands [seat.Max]card.Set)
	rec = func(i int, left card.Set, hands [seat.Max]card.Set) {
		if i == len(others) {
			raw++
			st := *g
			st.hands = hands
			for x := 0; x < g.cfg.seats; x++ {
				st.dealt[x] = hands[x] | by[x]
			}
			if _, err := smpReplay(pos, &st, s); err == nil {
				valid[hands] = len(valid)
			}
			return
		}
		x := others[i]
		want := g.hands[x].Len()
		cards := left.Cards()
		var sub func(k int, chosen card.Set, n int)
		sub = func(k int, chosen card.Set, n int) {
			if n == want {
				h := hands
				h[x] = chosen
				rec(i+1, left&^chosen, h)
				return
			}
			for j := k; j <= len(cards)-(want-n); j++ {
				sub(j+1, chosen.Add(cards[j]), n+1)
			}
		}
		sub(0, 0, 0)
	}
	var start [seat.Max]card.Set
	start[s] = g.hands[s]
	rec(0, hidden, start)
	return valid, raw
}

// TestSampleUniform: on small positions (four seats, no stock or pass, a
// few cards left, voids shown) Sample's placements are uniform over the
// placements with which the deal's moves replay legally. With M such
// placements and N = 60·M samples, each count is binomial with mean 60,
// and Σ(O−E)²/E follows a chi-square law with M−1 degrees of freedom; the
// test fails above the 1e-6 upper point of that law, so a uniform
// sampler fails it about once in a million seeds (the seeds are fixed), a
// sampler that ignored a constraint fails at once (it places a card where
// it cannot be), and one that weighted placements unevenly by even 15%
// fails it at the sizes used.
func TestSampleUniform(t *testing.T) {
	for _, tc := range []struct {
		c     smpCase
		plays int // leaves three cards in each hand
	}{
		{smpCase{"madonna", SchwarzeMadonna, 4, nil}, 20},
		{smpCase{"sau", SchwarzeSau, 4, nil}, 20},
		{smpCase{"hearts-hold", Hearts, 4, nil}, 40},
	} {
		c := tc.c
		t.Run(c.name, func(t *testing.T) {
			var pos smpPos
			var valid map[[seat.Max]card.Set]int
			tries := 0
			for seed := uint64(1); ; seed++ {
				p, err := smpPlay(c, seed, 3, tc.plays, 0)
				if err != nil {
					t.Fatal(err)
				}
				if p.g.ncur != 0 {
					continue
				}
				v, raw := smpConfigs(t, p, 0)
				if len(v) >= 30 && len(v) <= 400 && len(v) < raw/2 {
					pos, valid = p, v
					t.Logf("seed %d: %d of %d placements are consistent", seed, len(v), raw)
					break
				}
				if tries++; tries > 100 {
					t.Fatal("no suitable position")
				}
			}
			m := len(valid)
			n := 60 * m
			counts := make([]int, m)
			r := rand.New(rand.NewPCG(2024, 6))
			var smp TrickGame
			for i := 0; i < n; i++ {
				if err := pos.g.SampleInto(&smp, 0, r); err != nil {
					t.Fatal(err)
				}
				var key [seat.Max]card.Set
				for x := 0; x < c.seats; x++ {
					key[x] = smp.hands[x]
				}
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
		})
	}
}
