package oldmaid

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// The lane-parallel forms of Discard and noteDeal, checked against the
// rules written rank by rank (OM-R4, OM-O1).

// discardByRank is PairRule.Discard written rank by rank: two or four
// cards of a rank go, of three the two lowest (OM-R4); under
// SameColourPairs the black two and the red two (OM-O1).
func discardByRank(r PairRule, h card.Set) card.Set {
	var out card.Set
	black := card.SuitSet(card.Clubs) | card.SuitSet(card.Spades)
	for rank := card.Two; rank <= card.Ace; rank++ {
		x := h & card.RankSet(rank)
		if r == SameColourPairs {
			if b := x & black; b.Len() == 2 {
				out |= b
			}
			if red := x &^ black; red.Len() == 2 {
				out |= red
			}
			continue
		}
		switch x.Len() {
		case 2, 4:
			out |= x
		case 3:
			hi, _ := x.Highest()
			out |= x.Remove(hi)
		}
	}
	return out
}

// TestDiscardByLanes: Discard lays down exactly what the rank-by-rank
// rule lays down, for random hands of the joker pack under both pair
// rules (OM-R4, OM-O1, OM-O2).
func TestDiscardByLanes(t *testing.T) {
	pack := deck.Pack52Joker.Cards()
	rapid.Check(t, func(t *rapid.T) {
		h := card.Set(rapid.Uint64().Draw(t, "bits")) & pack
		for _, r := range []PairRule{RankPairs, SameColourPairs} {
			if got, want := r.Discard(h), discardByRank(r, h); got != want {
				t.Fatalf("OM-R4: %v.Discard(%v) = %v, want %v", r, h, got, want)
			}
		}
	})
}

// TestNoteDealByLanes: the accounts noteDeal starts (OM-R4: a seat that
// laid a pair of a rank kept a third card only if higher than both) are
// those of the rule written rank by rank, and the kept Holding and
// DrawSource are those computed from the hands, over random rounds.
func TestNoteDealByLanes(t *testing.T) {
	for _, o := range []Options{{}, {Pairs: SameColourPairs}, {Maid: JokerMaid}, {DrawFrom: DrawRight}} {
		for seats := 2; seats <= 4; seats++ {
			g, err := New(seats, o, rand.NewPCG(uint64(seats), 5))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(6, uint64(seats)))
			for range 30 {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				var kept [seat.Max]card.Set
				for x := 0; x < seats; x++ {
					kept[x] = g.cfg.pack
					if o.Pairs != RankPairs {
						continue
					}
					for rk := card.Two; rk <= card.Ace; rk++ {
						if hi, ok := (g.laid[x] & card.RankSet(rk)).Highest(); ok {
							for c := range card.RankSet(rk).All() {
								if c <= hi {
									kept[x] = kept[x].Remove(c)
								}
							}
						}
					}
				}
				acc := g.accounts()
				for a := 0; a < seats; a++ {
					for x := 0; x < seats; x++ {
						want := card.Set(0)
						if x != a {
							want = kept[x] &^ g.hands[a] &^ g.discards
						}
						if acc[a][x] != want {
							t.Fatalf("%+v: seat %d's account of seat %d = %v, want %v", o, a, x, acc[a][x], want)
						}
					}
				}
				for g.Phase() == variant.PhaseDraw {
					if g.Holding() != g.holdingNow() {
						t.Fatalf("Holding = %v, hands say %v", g.Holding(), g.holdingNow())
					}
					for s := 0; s < seats; s++ {
						if got, want := g.DrawSource(s), g.sourceOf(s); got != want {
							t.Fatalf("DrawSource(%d) = %d, want %d", s, got, want)
						}
					}
					m, _ := g.RandomMove(r)
					if err := g.Apply(m); err != nil {
						t.Fatal(err)
					}
				}
				if g.Holding() != g.holdingNow() {
					t.Fatalf("after the round: Holding = %v, hands say %v", g.Holding(), g.holdingNow())
				}
			}
		}
	}
}

// noteDrawBySeats is the accounts' update of a draw (in applyMove) at a
// table of n, written seat by seat, as OM-R6 tells what each seat learns
// from the draw d: of d.Card by d.Seat from d.From, which laid down
// d.Pair.
func noteDrawBySeats(may *[maxSeats][maxSeats]card.Set, n int, d variant.DrawRecord) {
	t, u, c, pair := d.Seat, d.From, d.Card, d.Pair
	if pair == 0 {
		for o := 0; o < n; o++ {
			if o != t && o != u {
				may[o][t] |= may[o][u]
			}
		}
		may[u][t] = may[u][t].Add(c)
	}
	for x := 0; x < n; x++ {
		may[t][x] = may[t][x].Remove(c)
	}
}

// TestNoteDrawByMasks: a draw updates the accounts exactly as the
// seat-by-seat rule does, at every draw of random rounds at every table
// size under both pair rules.
func TestNoteDrawByMasks(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for _, pairs := range []PairRule{RankPairs, SameColourPairs} {
			g, err := New(n, Options{Pairs: pairs}, rand.NewPCG(uint64(n), uint64(pairs)))
			if err != nil {
				t.Fatal(err)
			}
			src := rand.NewPCG(9, uint64(n))
			for round := 0; round < 50; round++ {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				for g.phase == variant.PhaseDraw {
					s, from := int(g.turn), int(g.from)
					c, _ := g.hands[from].Random(src)
					want := g.accounts()
					g.DrawUnchecked(c)
					noteDrawBySeats(&want, n, variant.DrawRecord{Seat: s, From: from, Card: c, Pair: g.last.Pair})
					if got := g.accounts(); got != want {
						t.Fatalf("%d seats, %v: after %d drew %v from %d (pair %v): accounts %v, want %v", n, pairs, s, c, from, g.last.Pair, got, want)
					}
				}
			}
		}
	}
}

// TestLayDownByRank: layDown lays down from each of four random hands at
// once what the rank-by-rank rule lays down from it, under both pair
// rules, and leaves the rest in the hand (OM-R4, OM-O1, OM-O2).
func TestLayDownByRank(t *testing.T) {
	pack := deck.Pack52Joker.Cards()
	rapid.Check(t, func(t *rapid.T) {
		var hands [seat.Max]card.Set
		for x := range maxSeats {
			hands[x] = card.Set(rapid.Uint64().Draw(t, "bits")) & pack
		}
		for _, r := range []PairRule{RankPairs, SameColourPairs} {
			got := hands
			var laid [seat.Max]card.Set
			r.layDown(&got, &laid)
			for x := range seat.Max {
				want := discardByRank(r, hands[x])
				if laid[x] != want || got[x] != hands[x]&^want {
					t.Fatalf("OM-R4: %v: hand %d %v lays down %v and keeps %v, want %v and %v", r, x, hands[x], laid[x], got[x], want, hands[x]&^want)
				}
			}
		}
	})
}

// TestAccountsPastTheNotes: the accounts stay those of the seat-by-seat
// rule at every draw of rounds longer than the draws the game keeps as
// notes (settle applies them to the accounts and starts the notes
// afresh), and the copy Sample makes of such a position holds the
// sampling seat's account as it is.
func TestAccountsPastTheNotes(t *testing.T) {
	g, err := New(4, Options{}, rand.NewPCG(21, 22))
	if err != nil {
		t.Fatal(err)
	}
	src := rand.NewPCG(23, 24)
	r := rand.New(rand.NewPCG(25, 26))
	long := 0
	for round := 0; long < 3 && round < 5000; round++ {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		want := g.accounts()
		for g.phase == variant.PhaseDraw {
			s, from := int(g.turn), int(g.from)
			c, _ := g.hands[from].Random(src)
			g.DrawUnchecked(c)
			noteDrawBySeats(&want, 4, variant.DrawRecord{Seat: s, From: from, Card: c, Pair: g.last.Pair})
			if got := g.accounts(); got != want {
				t.Fatalf("round %d, draw %d: after %d drew %v from %d: accounts %v, want %v", round, g.draws, s, c, from, got, want)
			}
			if g.draws == maxNotes+2 && g.phase == variant.PhaseDraw {
				var dst Game
				if err := g.SampleInto(&dst, s, r); err != nil {
					t.Fatal(err)
				}
				if got := dst.accounts()[s]; got != want[s] {
					t.Fatalf("round %d: the sample's account of seat %d = %v, want %v", round, s, got, want[s])
				}
			}
		}
		if g.draws > maxNotes+1 {
			long++
		}
	}
	if long < 3 {
		t.Fatalf("only %d rounds of more than %d draws were played", long, maxNotes+1)
	}
}

// holdingNow computes Holding from the hands, seat by seat: the set
// g.holding keeps, against which the tests check it.
func (g *Game) holdingNow() seat.Set {
	var s seat.Set
	for x := 0; x < g.cfg.seats; x++ {
		if g.hands[x] != 0 {
			s = s.Add(x)
		}
	}
	return s
}
