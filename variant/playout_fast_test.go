package variant

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/internal/quarters"
)

// refCard is PlayOut's draw of a card of s from the stream as its doc
// states it: Nth of x·n >> 16 for the next quarter x of h and n =
// s.Len(), x drawn again while x·n mod 2¹⁶ < 2¹⁶ mod n (refTrickCard's
// draw of place 0 with that quarter as its word), or with play the only
// card of s, without a draw. It adds to *redraws the quarters the
// rejection step refused.
func refCard(h *quarters.Source, s card.Set, play bool, redraws *int) card.Card {
	if play && s.Len() == 1 {
		c, _ := s.Lowest()
		return c
	}
	return refTrickCard(uint64(h.Next()), 0, h, s, redraws)
}

// refTrickCard is PlayOut's draw of a card of s at place p of a trick
// with its own word, as its doc states it: the only card of s without a
// draw, else Nth of quarter p of word times s.Len() >> 16, a refused
// quarter drawn again from the stream h. It adds to *redraws the
// quarters the rejection step refused.
func refTrickCard(word uint64, p int, h *quarters.Source, s card.Set, redraws *int) card.Card {
	if s.Len() == 1 {
		c, _ := s.Lowest()
		return c
	}
	n := uint64(s.Len())
	m := word >> (16 * p) & 0xffff * n
	for uint16(m) < uint16(-n)%uint16(n) {
		*redraws++
		m = uint64(h.Next()) * n
	}
	c, _ := s.Nth(int(m >> 16))
	return c
}

// TestPlayOutIsApply: on random matches of every trick game (stocks,
// passes, announcements and their rounds included), PlayOut from any
// point of the pass or the play leaves the game exactly as Apply leaves
// it after the same moves, field by field and in its Result, each pass
// and card being the one its documented draw gives at that moment; it
// returns how many cards it played and draws the same words as that
// draw. In any other phase it changes nothing.
func TestPlayOutIsApply(t *testing.T) {
	for _, c := range stepCases() {
		t.Run(c.name, func(t *testing.T) {
			g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(11, uint64(c.seats)))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(12, 13))
			outs := 0
			for deal := 0; deal < 8 && !g.Over(); deal++ {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				for move := 0; g.phase != PhaseDealOver && g.phase != PhaseMatchOver; move++ {
					where := fmt.Sprintf("deal %d move %d", deal, move)
					if (g.phase == PhasePlay || g.phase == PhasePass) && r.IntN(6) == 0 {
						checkPlayOut(t, where, g, r.Uint64())
						outs++
						continue
					}
					if g.phase != PhasePlay && g.phase != PhasePass {
						before := *g
						if n := g.PlayOut(rand.NewPCG(1, 2)); n != 0 || !reflect.DeepEqual(before, *g) {
							t.Fatalf("%s: PlayOut in phase %v played %d cards or changed the game", where, g.phase, n)
						}
					}
					m, err := randomMoveOrCall(g, r)
					if err != nil {
						t.Fatalf("%s: %v", where, err)
					}
					if err := g.Apply(m); err != nil {
						t.Fatalf("%s %+v: %v", where, m, err)
					}
				}
			}
			if outs == 0 {
				t.Fatal("no PlayOut was tried")
			}
		})
	}
}

// checkPlayOut runs PlayOut on a copy of g with a generator seeded by
// seed, makes the moves its documented draw gives on g through Apply, and
// fails unless the two games are equal afterwards. It returns how many
// quarters the rejection step refused in the draws of the cards.
func checkPlayOut(t *testing.T, where string, g *TrickGame, seed uint64) (redraws int) {
	t.Helper()
	out := *g
	src := rand.NewPCG(seed, 14)
	n := out.PlayOut(src)
	refSrc := rand.NewPCG(seed, 14)
	ref := quarters.New(refSrc)
	for s := 0; s < g.cfg.seats && g.phase == PhasePass; s++ {
		if !g.active.Has(s) || g.passed.Has(s) {
			continue
		}
		hand := g.Hand(s)
		var x card.Set
		for k := 0; k < g.cfg.pass.Count; k++ {
			c := refCard(&ref, hand, false, new(int))
			x, hand = x.Add(c), hand.Remove(c)
		}
		if err := g.Apply(PassMove(s, x)); err != nil {
			t.Fatalf("%s: the pass of seat %d by PlayOut's draw, %v: Apply refuses it: %v", where, s, x, err)
		}
	}
	// The tricks PlayOut plays from their lead at a table of at most four
	// seats without announcements each draw a word of their own.
	words := !g.cfg.ann.any() && g.log.trickLen <= 4
	own := false // the trick on the table has a word of its own
	var word uint64
	for k := 0; k < n; k++ {
		if g.phase != PhasePlay {
			t.Fatalf("%s: PlayOut played %d cards, the deal left the play after %d", where, n, k)
		}
		if g.ncur == 0 {
			own = words
			if own {
				word = refSrc.Uint64()
			}
		}
		var want card.Card
		if own {
			want = refTrickCard(word, int(g.ncur), &ref, g.LegalPlays(), &redraws)
		} else {
			want = refCard(&ref, g.LegalPlays(), true, &redraws)
		}
		if played := out.log.cards[int(g.log.nplayed)&(maxPlayed-1)]; played != want {
			t.Fatalf("%s: card %d of PlayOut is %v, its draw from %v gives %v", where, k, played, g.LegalPlays(), want)
		}
		s, _ := g.ToMove()
		if err := g.Apply(PlayMove(s, want)); err != nil {
			t.Fatalf("%s: card %d of PlayOut, %v by seat %d: Apply refuses it: %v", where, k, want, s, err)
		}
	}
	if g.phase == PhasePlay || g.phase == PhasePass {
		t.Fatalf("%s: PlayOut stopped after %d cards in phase %v", where, n, g.phase)
	}
	if *src != *refSrc {
		t.Fatalf("%s: PlayOut drew other words than its documented draw", where)
	}
	if !reflect.DeepEqual(out, *g) {
		t.Fatalf("%s: after %d cards PlayOut's game differs from Apply's:\n%s", where, n, cmp.Diff(fmt.Sprintf("%+v", *g), fmt.Sprintf("%+v", out)))
	}
	ra, _ := g.Result()
	ro, _ := out.Result()
	if d := cmp.Diff(ra, ro); d != "" {
		t.Fatalf("%s: results differ (-Apply +PlayOut):\n%s", where, d)
	}
	return redraws
}

// TestPlayOutUniform: from a Hearts position three tricks before the end
// of the deal (at a lead, so that every trick takes a word of its own),
// PlayOut's playouts follow each sequence of cards about as often as
// uniformly random legal moves would: a chi-square test of 40,000
// playouts against the chances computed by walking every sequence (the
// product of 1/count of the legal plays at each step). The seeds are
// fixed, so the test is deterministic; its bound is about the statistic's
// mean plus six standard deviations.
func TestPlayOutUniform(t *testing.T) {
	g := heartsDealt(t, 21)
	r := rand.New(rand.NewPCG(25, 26))
	for g.phase == PhasePass || g.log.nplayed < 40 {
		m, err := randomMoveOrEnd(g, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]float64{}
	var walk func(g *TrickGame, key string, p float64)
	walk = func(g *TrickGame, key string, p float64) {
		if g.phase != PhasePlay {
			want[key] += p
			return
		}
		legal := g.LegalPlays()
		for _, c := range legal.Cards() {
			next := *g
			s, _ := next.ToMove()
			if err := next.Apply(PlayMove(s, c)); err != nil {
				t.Fatal(err)
			}
			walk(&next, key+c.String()+" ", p/float64(legal.Len()))
		}
	}
	walk(g, "", 1)
	const runs = 40000
	got := map[string]int{}
	src := rand.NewPCG(27, 28)
	for i := 0; i < runs; i++ {
		out := *g
		n := out.PlayOut(src)
		key := ""
		for k := 0; k < n; k++ {
			key += out.log.cards[int(g.log.nplayed)+k].String() + " "
		}
		if _, ok := want[key]; !ok {
			t.Fatalf("PlayOut played %q, not a sequence of legal plays", key)
		}
		got[key]++
	}
	chi := 0.0
	for key, p := range want {
		e := p * runs
		d := float64(got[key]) - e
		chi += d * d / e
	}
	df := float64(len(want) - 1)
	t.Logf("chi-square of %d playouts over %d sequences: %.1f", runs, len(want), chi)
	if bound := df + 6*math.Sqrt(2*df); len(want) < 4 || chi > bound {
		t.Fatalf("chi-square of %d playouts over %d sequences: %.1f, bound %.1f", runs, len(want), chi, bound)
	}
}

// TestPlayOutAllocs: PlayOut of whole Hearts deals, passes and plays,
// does not allocate.
func TestPlayOutAllocs(t *testing.T) {
	g, err := NewTrickGame(Hearts.def(), 4, Hearts.options(`{"target": 1099511627776}`, Setup{}), rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	src := rand.NewPCG(3, 4)
	allocs := testing.AllocsPerRun(50, func() {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if g.PlayOut(src) != 52 {
			t.Fatal("PlayOut did not play the deal's 52 cards")
		}
	})
	if allocs != 0 {
		t.Fatalf("a deal with PlayOut allocates %v times", allocs)
	}
}

// TestPlayOutDealsQuickDeal: on random matches of every trick game,
// PlayOut between deals deals the hands deck.QuickDeal deals from its
// generator, without drawing from the game's source, and leaves the game
// and the generator as DealCards of those hands then PlayOut leave them;
// after the end of the match it deals nothing and draws nothing.
func TestPlayOutDealsQuickDeal(t *testing.T) {
	for _, c := range stepCases() {
		t.Run(c.name, func(t *testing.T) {
			g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(15, uint64(c.seats)))
			if err != nil {
				t.Fatal(err)
			}
			src := rand.NewPCG(16, 17)
			for deal := 0; deal < 8 && !g.Over(); deal++ {
				quick, dealt := *g, *g
				rng := *src
				active := g.dealActive(int(g.dealer))
				want, err := deck.QuickDeal(g.cfg.pack, &rng, deck.Dealing{Dealer: int(g.dealer), Seats: g.cfg.seats, Active: active, Pattern: g.pattern(active.Len()), Stock: g.stockSize(active.Len())})
				if err != nil {
					t.Fatal(err)
				}
				if err := dealt.DealCards(Dealt{Dealer: g.Dealer(), Hands: want.Hand, Stock: want.Stock}); err != nil {
					t.Fatalf("deal %d: DealCards of deck.QuickDeal's hands: %v", deal, err)
				}
				n, wantN := quick.PlayOut(src), dealt.PlayOut(&rng)
				if quick.dealt != want.Hand || quick.dealtStock != want.Stock || quick.rng != g.rng {
					t.Fatalf("deal %d: PlayOut dealt %v and %v, deck.QuickDeal %+v", deal, quick.dealt, quick.dealtStock, want)
				}
				if n != wantN || *src != rng || !reflect.DeepEqual(quick, dealt) {
					t.Fatalf("deal %d: PlayOut's game (%d cards) differs from DealCards' then PlayOut's (%d cards):\n%s", deal, n, wantN, cmp.Diff(fmt.Sprintf("%+v", dealt), fmt.Sprintf("%+v", quick)))
				}
				*g = quick
				for g.phase != PhaseDealOver && g.phase != PhaseMatchOver {
					m, err := randomMoveOrEnd(g, rand.New(src))
					if err != nil {
						t.Fatal(err)
					}
					if err := g.Apply(m); err != nil {
						t.Fatal(err)
					}
					if g.phase != PhaseDealOver {
						g.PlayOut(src)
					}
				}
			}
			for k := 0; k < 1000 && !g.Over(); k++ {
				g.PlayOut(src)
				for g.phase >= PhasePass && g.phase <= PhasePlay { // the deal has moves left
					m, err := randomMoveOrEnd(g, rand.New(src))
					if err != nil {
						t.Fatal(err)
					}
					if err := g.Apply(m); err != nil {
						t.Fatal(err)
					}
				}
			}
			if !g.Over() {
				t.Fatal("no end of the match in 1,000 deals")
			}
			before, srcBefore := *g, *src
			if n := g.PlayOut(src); n != 0 || !reflect.DeepEqual(before, *g) || *src != srcBefore {
				t.Fatalf("PlayOut after the end of the match played %d cards or changed the game or drew", n)
			}
		})
	}
}

// TestPlayOutRedraw: PlayOut's rejection step (a quarter refused about
// once in 20,000 draws of a card) leaves the game its documented draw
// gives: playouts of a Hearts deal after the pass, from the first seeds
// whose draws of the cards refuse a quarter.
func TestPlayOutRedraw(t *testing.T) {
	g := heartsDealt(t, 5)
	src := rand.NewPCG(7, 8)
	for s := 0; s < 4; s++ {
		h, _ := g.Hand(s).Random(src)
		x := card.Of(h)
		for x.Len() < 3 {
			c, _ := g.Hand(s).Remove(h).Random(src)
			x = x.Add(c)
		}
		if err := g.Apply(PassMove(s, x)); err != nil {
			t.Fatal(err)
		}
	}
	found := 0
	for seed := uint64(0); found < 3 && seed < 20000; seed++ {
		pos := *g
		if checkPlayOut(t, fmt.Sprintf("seed %d", seed), &pos, seed) > 0 {
			found++
		}
	}
	if found < 3 {
		t.Fatalf("%d seeds below 20,000 refuse a quarter in the draws of the cards, want 3", found)
	}
}

// heartsDealt returns a four-seat Hearts match, its generator seeded with
// seed, in the pass of its first deal.
func heartsDealt(t *testing.T, seed uint64) *TrickGame {
	t.Helper()
	g, err := NewTrickGame(Hearts.def(), 4, Hearts.options(`{"target": 1099511627776}`, Setup{}), rand.NewPCG(seed, seed+1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	return g
}
