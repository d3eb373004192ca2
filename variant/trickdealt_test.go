package variant

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
)

// playDealOutRandomly plays random legal moves until the deal ends.
func playDealOutRandomly(t *testing.T, g Game, r *rand.Rand) {
	t.Helper()
	for i := 0; i < 1000; i++ {
		m, ok := g.RandomMove(r)
		if !ok {
			return
		}
		if err := g.Apply(m); err != nil {
			t.Fatalf("legal move %v refused: %v", m, err)
		}
	}
	t.Fatal("the deal did not end")
}

// TestApplyAfterMatchOver: an action after the deal that ended the match
// is deal-over (TT-5; docs/records.md keeps match-over for a deal recorded
// after the end), and option-off still comes first (the record format's order).
func TestApplyAfterMatchOver(t *testing.T) {
	const seed = 7
	r := rand.New(rand.NewPCG(seed, seed))
	o := SchwarzeMadonna.options(`{"limits": {"4": 1}}`, Setup{}) // MAD-A11: the first deal ends the match (16 points are always in play, MAD-R2)
	g, err := New(SchwarzeMadonna.def(), 4, o, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	playDealOutRandomly(t, g, r)
	if !g.Over() {
		t.Fatalf("seed %d: the match should be over after one deal with limit 1; totals %v", seed, g.Totals())
	}
	if err := g.Apply(PlayMove(0, card.AceClubs)); !errors.Is(err, rule.DealOver) {
		t.Errorf("a play after the match ended: got %v, want deal-over", err)
	}
	if err := g.Apply(PushMove(1)); !errors.Is(err, rule.OptionOff) {
		t.Errorf("a push at a Madonna table after the match ended: got %v, want option-off (MAD-R9)", err)
	}
	// A kind of move Madonna never has is wrong-phase during a deal, but
	// deal-over after it: docs/records.md checks deal-over before wrong-phase.
	if err := g.Apply(PassMove(2, card.Of(card.SevenClubs, card.EightClubs, card.NineClubs))); !errors.Is(err, rule.DealOver) {
		t.Errorf("a pass at a Madonna table after the match ended: got %v, want deal-over", err)
	}
	if err := g.Deal(); !errors.Is(err, rule.MatchOver) {
		t.Errorf("a deal after the match ended: got %v, want match-over", err)
	}
}

// TestKindAfterDealEnd: in Black Maria, which has no announcements, an
// announcement is wrong-phase during the play and deal-over after the deal
// has ended (docs/records.md checks deal-over before wrong-phase; TT-5).
func TestKindAfterDealEnd(t *testing.T) {
	g, err := New(BlackMaria.def(), 3, nil, rand.NewPCG(11, 12))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(AnnounceMove(1, NoTrickCall)); !errors.Is(err, rule.WrongPhase) {
		t.Errorf("a Black Maria announcement in the pass: got %v, want wrong-phase", err)
	}
	playDealOutRandomly(t, g, rand.New(rand.NewPCG(13, 14)))
	if err := g.Apply(AnnounceMove(1, NoTrickCall)); !errors.Is(err, rule.DealOver) {
		t.Errorf("a Black Maria announcement after the deal: got %v, want deal-over", err)
	}
}

// TestDealtHand: DealtHand and DealtStock give the cards as dealt, before
// the pass (BM-R4) or the stock exchange (MAD-R5, MAD-R6), as records
// hold them.
func TestDealtHand(t *testing.T) {
	for _, id := range []ID{SchwarzeMadonna, BlackMaria} {
		g, err := NewTrickGame(id.def(), 3, nil, rand.NewPCG(3, 4))
		if err != nil {
			t.Fatal(err)
		}
		if g.DealtHand(0) != 0 || g.DealtStock() != 0 {
			t.Errorf("%v: dealt cards before the first deal", id)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		var hands [3]card.Set
		for s := range hands {
			hands[s] = g.Hand(s)
		}
		stock := g.Stock()
		r := rand.New(rand.NewPCG(5, 6))
		for k := 0; k < 4; k++ { // the passes or the exchanges, and a play
			m, _ := g.RandomMove(r)
			if err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		for s := range hands {
			if got := g.DealtHand(s); got != hands[s] {
				t.Errorf("%v: DealtHand(%d) = %v, want %v", id, s, got, hands[s])
			}
		}
		if got := g.DealtStock(); got != stock {
			t.Errorf("%v: DealtStock() = %v, want %v", id, got, stock)
		}
		if g.DealtHand(-1) != 0 || g.DealtHand(3) != 0 {
			t.Errorf("%v: DealtHand of a seat not at the table is not empty", id)
		}
	}
}
