package variant_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// TestMadonnaResumePastLimit_MAD_R27: a Madonna match resumed with a total
// past the table's limit has ended; the next deal is match-over, and the
// winner is the seat with the fewest points (MAD-R28).
func TestMadonnaResumePastLimit_MAD_R27(t *testing.T) {
	g, err := variant.New(variant.SchwarzeMadonna, 4, variant.Options{}, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Resume(variant.MatchState{Totals: []int{151, 20, 40, 90}}); err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("the match resumed past the limit 150 is not over")
	}
	if err := g.Deal(); !errors.Is(err, rule.MatchOver) {
		t.Errorf("a deal after the end: %v; want match-over", err)
	}
	if got := g.Winners(); len(got) != 1 || got[0] != 1 {
		t.Errorf("winners %v; want [1]", got)
	}

	// At the limit exactly the match goes on ("mehr als"), unless
	// EndComparison is AtLeast (MAD-A10).
	for _, tc := range []struct {
		o    variant.Options
		over bool
	}{{variant.Options{}, false}, {variant.Options{End: variant.EndAtLeast}, true}} {
		g, err := variant.New(variant.SchwarzeMadonna, 4, tc.o, rand.NewPCG(1, 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Resume(variant.MatchState{Totals: []int{150, 20, 40, 90}}); err != nil {
			t.Fatal(err)
		}
		if g.Over() != tc.over {
			t.Errorf("End=%v, a total of 150: over %v; want %v", tc.o.End, g.Over(), tc.over)
		}
	}
}
