package player

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// TestWidePasses checks the candidate passes of Config.WidePass against
// the hand, in Hearts (SH-R3) and Black Maria (BM-R4) at every table
// size: the heuristic's pass first, each candidate a legal pass of the
// seat (Apply takes it) and none twice, every pass of the narrow set
// among them, every choice of three of the eight most dangerous cards,
// and for each suit the hand holds one to three cards of, a pass of all
// of them.
func TestWidePasses(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		id := rapid.SampledFrom([]games.ID{games.Hearts, games.BlackMaria}).Draw(t, "game")
		lo, hi := games.SeatRange(id)
		g, err := games.NewTrickGame(id, rapid.IntRange(lo, hi).Draw(t, "seats"), nil, rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		s := rapid.IntRange(0, g.Seats()-1).Draw(t, "seat")
		v, err := g.View(s)
		if err != nil {
			t.Fatal(err)
		}
		if v.Turn == nil || v.Turn.Kind != variant.Pass {
			t.Skip("no pass in this deal (a hold deal, SH-R3)")
		}
		h, err := Heuristic{}.Choose(v, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		narrow := rootOptions(&v, h, nil, false)
		wide := rootOptions(&v, h, nil, true)
		if wide[0] != h {
			t.Fatalf("first option %v, want the heuristic's %v", wide[0], h)
		}
		for i, m := range wide {
			if slices.Contains(wide[:i], m) {
				t.Fatalf("%v twice among the options", m)
			}
			c := g.Clone()
			if err := c.Apply(m); err != nil {
				t.Fatalf("option %v refused: %v", m, err)
			}
		}
		for _, m := range narrow {
			if !slices.Contains(wide, m) {
				t.Fatalf("narrow candidate %v missing from the wide ones", m)
			}
		}
		hand := v.Turn.Cards
		for _, p := range widePassesByHand(hand, v.Turn.Count, &v) {
			if !slices.Contains(wide, variant.PassMove(s, p)) {
				t.Fatalf("hand %v: pass %v missing from the wide candidates %v", hand, p, wide)
			}
		}
		for u := card.Clubs; u <= card.Spades; u++ {
			suit := hand.OfSuit(u)
			if suit.IsEmpty() || suit.Len() > v.Turn.Count {
				continue
			}
			if !slices.ContainsFunc(wide, func(m variant.Move) bool { return m.Cards.Intersect(suit) == suit }) {
				t.Fatalf("hand %v: no pass of all its %v %v", hand, suit.Len(), u)
			}
		}
		if len(wide) > 1+56+4 {
			t.Fatalf("%d options, want at most the heuristic's, 56 and 4", len(wide))
		}
	})
}

// widePassesByHand lists, apart from candidatePasses, every choice of n of
// the eight cards of hand that passScore rates most dangerous, the lower
// card first on equal scores.
func widePassesByHand(hand card.Set, n int, v *variant.View) []card.Set {
	var k knowledge
	k.fromView(v)
	cards := hand.Cards()
	slices.SortStableFunc(cards, func(a, b card.Card) int {
		sa, sb := k.passScore(hand, a), k.passScore(hand, b)
		switch {
		case sa > sb:
			return -1
		case sa < sb:
			return 1
		}
		return 0
	})
	top := cards[:min(8, len(cards))]
	var out []card.Set
	for mask := 0; mask < 1<<len(top); mask++ {
		var p card.Set
		for i, c := range top {
			if mask&(1<<i) != 0 {
				p = p.Add(c)
			}
		}
		if p.Len() == n {
			out = append(out, p)
		}
	}
	return out
}

// TestWidePassWired checks which players widen their passes: the strong
// player searches the wide candidates (WidePass), the fast player and
// the baseline the narrow ones, on a Hearts pass (SH-R3).
func TestWidePassWired(t *testing.T) {
	g := dealtTrickGame(t, games.Hearts, 4, rand.NewPCG(5, 1))
	v, err := g.View(0)
	if err != nil || v.Turn == nil || v.Turn.Kind != variant.Pass {
		t.Fatalf("seat 0 of the first Hearts deal should pass: %v %v", v.Turn, err)
	}
	h, err := Heuristic{}.Choose(v, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		cfg  Config
		wide bool
	}{{"strong", StrongConfig(), true}, {"fast", FastConfig(), false}, {"baseline", BaselineConfig(), false}} {
		if tc.cfg.WidePass != tc.wide {
			t.Errorf("%s: WidePass %v, want %v", tc.name, tc.cfg.WidePass, tc.wide)
		}
		tc.cfg.Playouts, tc.cfg.MoonPlayouts, tc.cfg.PassPlayouts = 40, 40, 40
		p := NewPIMC(tc.cfg)
		if _, err := p.ChooseIn(g, 0, rand.New(rand.NewPCG(1, 2))); err != nil {
			t.Fatal(err)
		}
		want := rootOptions(&v, h, nil, tc.wide)
		if !slices.Equal(p.s.opts, want) {
			t.Errorf("%s searched %d passes, want the %d of rootOptions(wide %v)", tc.name, len(p.s.opts), len(want), tc.wide)
		}
	}
}
