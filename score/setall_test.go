package score_test

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// SetAll values every card of a set alike; SetFace values each by its rank
// (2 to 10 face value, J 11, Q 12, K 13, A 14: the spot hearts of BM-O1,
// SH-O1, BM-A3). The game files compose their tables from them.
func TestSetAllAndSetFace(t *testing.T) {
	hearts := card.SuitSet(card.Hearts)
	if got := (score.Table{}).SetAll(hearts, 1); got.Points(hearts) != 13 || got.Valued() != hearts {
		t.Errorf("SetAll(hearts, 1): %d points on %v, want 13 on the hearts", got.Points(hearts), got.Valued())
	}
	face := score.Table{}.SetFace(hearts)
	if got := face.Points(hearts); got != 104 {
		t.Errorf("SetFace(hearts) totals %d, want 2+…+14 = 104", got)
	}
	for c, want := range map[card.Card]int{card.TwoHearts: 2, card.New(card.Ten, card.Hearts): 10, card.New(card.Jack, card.Hearts): 11, card.AceHearts: 14} {
		if got := face.Value(c); got != want {
			t.Errorf("SetFace: %v worth %d, want %d", c, got, want)
		}
	}
	if got := (score.Table{}).SetAll(hearts, 1).SetAll(hearts, 0); got.Valued() != 0 {
		t.Errorf("SetAll(…, 0) leaves %v valued", got.Valued())
	}
}
