package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/variant"
)

// TestMergeEquivalentKeepsOnePlayOfEach plays Black Maria deals at three
// seats by the heuristic and checks, at every card play, that the
// merged options are the legal cards less those equivalent to an
// earlier kept one: of the same suit and value with only the seat's own
// cards and cards of earlier tricks between them, none of the trick on
// the table.
func TestMergeEquivalentKeepsOnePlayOfEach(t *testing.T) {
	seats := 3
	players := make([]Player, seats)
	for s := range players {
		players[s] = Heuristic{}
	}
	r := rand.New(rand.NewPCG(3, 4))
	merged := 0
	for deal := 0; deal < 4; deal++ {
		g, err := variant.New(variant.BlackMaria, seats, variant.Options{}, rand.NewPCG(uint64(deal), 5))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for g.(*variant.TrickGame).InDeal() {
			if s := g.Turn().Seat; s >= 0 {
				v, err := g.View(s)
				if err != nil {
					t.Fatal(err)
				}
				if v.Turn.Kind == variant.Play {
					merged += checkMerge(t, &v)
				}
			}
			m, err := Next(g, players, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if merged == 0 {
		t.Error("no card play was merged in four deals")
	}
}

// checkMerge checks mergeEquivalent at v's card play and returns how
// many options it dropped.
func checkMerge(t *testing.T, v *variant.View) int {
	t.Helper()
	gone := v.Hand // the cards that part none of the seat's
	for _, tr := range v.Tricks {
		for _, c := range tr.Cards {
			gone = gone.Add(c)
		}
	}
	for _, c := range v.Current.Cards {
		gone = gone.Remove(c)
	}
	cv := v.Values()
	var opts []variant.Move
	for c := range v.Turn.Cards.All() {
		opts = append(opts, variant.PlayMove(v.Seat, c))
	}
	got := mergeEquivalent(v, append([]variant.Move(nil), opts...))
	var want []variant.Move
	for _, m := range opts {
		same := false
		for _, k := range want {
			a, b := min(k.Card, m.Card), max(k.Card, m.Card)
			if a.Suit() != b.Suit() || cv.Table.Value(a) != cv.Table.Value(b) {
				continue
			}
			same = true
			for c := a + 1; c < b; c++ {
				if c.Suit() == a.Suit() && cv.Pack.Has(c) && !gone.Has(c) {
					same = false
				}
			}
			if same {
				break
			}
		}
		if !same {
			want = append(want, m)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("hand %v, legal %v: merged to %v, want %v", v.Hand, v.Turn.Cards, got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("hand %v, legal %v: merged to %v, want %v", v.Hand, v.Turn.Cards, got, want)
		}
	}
	return len(opts) - len(got)
}
