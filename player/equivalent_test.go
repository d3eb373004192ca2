package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// TestEquivalentCardsPlayAlike holds mergeEquivalent to its claim in
// every trick game, at every number of seats, with drawn options: from a
// position where it drops card b as equivalent to card a, the deal
// played on with a goes as the deal played on with b, every later move
// the same but a and b swapped: they win and lose alike (TT-3). Each of
// those moves is legal in the second deal, and every seat ends the deal
// with the same points and tricks. The moves are the Random player's, so that every line of play
// may come up.
func TestEquivalentCardsPlayAlike(t *testing.T) {
	judged := 0
	rapid.Check(t, func(t *rapid.T) {
		g, r := drawTrickDeal(t, 0, seat.Max, 0)
		playToJudge(t, g, r, func(v *variant.View) bool {
			a, b, ok := droppedTwin(t, g, v)
			if ok {
				judged++
				playAlike(t, g, variant.PlayMove(v.Seat, a), variant.PlayMove(v.Seat, b), r)
			}
			return ok
		})
	})
	if judged == 0 {
		t.Fatal("no position had two equivalent cards: the property was never checked")
	}
	t.Logf("%d positions with equivalent cards judged", judged)
}

// playToJudge plays g's deal by the Random player, drawing how many
// card plays of more than one legal card it passes by, and from then on
// calls judge at each such play until judge returns true.
func playToJudge(t *rapid.T, g *variant.TrickGame, r *rand.Rand, judge func(v *variant.View) bool) {
	skip := rapid.IntRange(0, 40).Draw(t, "skip")
	for dealRunning(g.Phase()) {
		s, _ := g.ToMove()
		v, err := g.View(s)
		if err != nil {
			t.Fatal(err)
		}
		if v.Turn != nil && v.Turn.Kind == variant.Play && v.Turn.Cards.Len() > 1 {
			if skip--; skip < 0 && judge(&v) {
				return
			}
		}
		m, err := Random{}.Choose(v, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// droppedTwin returns a card b that mergeEquivalent drops from the legal
// plays of seat s in g and a card a it keeps that is alike by the deal
// itself: of b's suit and value, no card between them in another seat's
// hand or on the table. It fails t if a dropped card has no such card
// kept, and returns false if none is dropped.
func droppedTwin(t *rapid.T, g *variant.TrickGame, v *variant.View) (a, b card.Card, ok bool) {
	var k knowledge
	k.fromView(v)
	var opts []variant.Move
	for c := range v.Turn.Cards.All() {
		opts = append(opts, variant.PlayMove(v.Seat, c))
	}
	all := append([]variant.Move(nil), opts...)
	var kept card.Set
	for _, m := range mergeEquivalent(opts, &k) {
		kept = kept.Add(m.Card)
	}
	var between card.Set // cards that may still meet a and b in a trick
	for x := 0; x < g.Seats(); x++ {
		if x != v.Seat {
			between |= g.Hand(x)
		}
	}
	cur := g.Trick(g.Progress().Tricks)
	for c := range cur.Cards().All() {
		between = between.Add(c)
	}
	values := g.Values()
	for _, m := range all {
		b := m.Card
		if kept.Has(b) {
			continue
		}
		for a := range kept.All() {
			lo, hi := min(a, b), max(a, b)
			if a.Suit() == b.Suit() && values.Table.Value(a) == values.Table.Value(b) && between&above(lo)&below(hi) == 0 {
				return a, b, true
			}
		}
		t.Fatalf("%v dropped from %v without a card alike kept (%v)", b, v.Turn.Cards, kept)
	}
	return 0, 0, false
}

// playAlike plays ma in one copy of g and mb in another, then the rest
// of the deal by the Random player in the first, the same moves with a
// and b swapped in the second, and fails t if the second refuses a move
// or the deals end otherwise.
func playAlike(t *rapid.T, g *variant.TrickGame, ma, mb variant.Move, r *rand.Rand) {
	ga, gb := g.Clone().(*variant.TrickGame), g.Clone().(*variant.TrickGame)
	a, b := ma.Card, mb.Card
	if err := ga.Apply(ma); err != nil {
		t.Fatal(err)
	}
	if err := gb.Apply(mb); err != nil {
		t.Fatalf("%v refused where %v was legal: %v", mb, ma, err)
	}
	for dealRunning(ga.Phase()) {
		s, _ := ga.ToMove()
		v, err := ga.View(s)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Random{}.Choose(v, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := ga.Apply(m); err != nil {
			t.Fatal(err)
		}
		if m.Kind == variant.Play && (m.Card == a || m.Card == b) {
			m.Card = a + b - m.Card
		}
		if err := gb.Apply(m); err != nil {
			t.Fatalf("after %v for %v: %v refused: %v", mb, ma, m, err)
		}
	}
	if ga.Phase() != gb.Phase() {
		t.Fatalf("after %v for %v the deal ends in %v, not %v", mb, ma, gb.Phase(), ga.Phase())
	}
	for i := 0; i < ga.Progress().Tricks; i++ {
		ta, tb := ga.Trick(i), gb.Trick(i)
		wa, _, _ := ta.Winner()
		wb, _, _ := tb.Winner()
		if wa != wb {
			t.Fatalf("trick %d goes to seat %d after %v, to %d after %v", i, wb, mb, wa, ma)
		}
	}
	for s := 0; s < ga.Seats(); s++ {
		if pa, pb := ga.DealPoints(s), gb.DealPoints(s); pa != pb {
			t.Fatalf("seat %d scores %d after %v, %d after %v", s, pb, mb, pa, ma)
		}
	}
}

// TestMergeEquivalentOptions checks which players merge: FastConfig and
// StrongConfig search no two equivalent cards, every legal card alike to
// one they search; BaselineConfig, the yardstick, searches every legal
// card as it always has.
func TestMergeEquivalentOptions(t *testing.T) {
	if !FastConfig().MergeEquivalent || !StrongConfig().MergeEquivalent || BaselineConfig().MergeEquivalent {
		t.Fatal("FastConfig and StrongConfig merge equivalent cards, BaselineConfig does not")
	}
	rapid.Check(t, func(t *rapid.T) {
		g, r := drawTrickDeal(t, 0, seat.Max, 0)
		playToJudge(t, g, r, func(v *variant.View) bool {
			checkSearched(t, g, v)
			return true
		})
	})
}

// checkSearched has the fast, the strong and the baseline player decide
// v's card play in g with a small budget and checks the options each
// searched: that it is wired, for equivalent itself is held to the deal
// by TestEquivalentCardsPlayAlike.
func checkSearched(t *rapid.T, g *variant.TrickGame, v *variant.View) {
	var k knowledge
	k.fromView(v)
	live := k.out | k.onTable()
	fast, strong, base := FastConfig(), StrongConfig(), BaselineConfig()
	fast.Playouts, strong.Playouts, base.Playouts = 40, 40, 40
	for _, p := range []*PIMC{NewPIMC(fast), NewPIMC(strong), NewPIMC(base)} {
		if _, err := p.ChooseIn(g, v.Seat, rand.New(rand.NewPCG(1, 2))); err != nil {
			t.Fatal(err)
		}
		var searched card.Set
		for _, m := range p.s.opts {
			for c := range searched.All() {
				if p.s.cfg.MergeEquivalent && equivalent(c, m.Card, live, &k) {
					t.Fatalf("%v searched beside its equivalent %v", m.Card, c)
				}
			}
			searched = searched.Add(m.Card)
		}
		for c := range v.Turn.Cards.All() {
			if !p.s.cfg.MergeEquivalent && !searched.Has(c) {
				t.Fatalf("the baseline did not search %v of %v", c, v.Turn.Cards)
			}
			alike := false
			for x := range searched.All() {
				alike = alike || equivalent(x, c, live, &k)
			}
			if !alike {
				t.Fatalf("%v of %v has no equivalent among the searched %v", c, v.Turn.Cards, searched)
			}
		}
	}
}
