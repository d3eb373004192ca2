package variant_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// TestMadonnaResumePastLimit: a Madonna match resumed with a total
// past the table's limit has ended; the next deal is match-over, and the
// winner is the seat with the fewest points (MAD-R28).
func TestMadonnaResumePastLimit(t *testing.T) { t.Run("MAD-R27", testMadonnaResumePastLimit) }

func testMadonnaResumePastLimit(t *testing.T) {
	g, err := games.New(games.SchwarzeMadonna, 4, nil, rand.NewPCG(1, 1))
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
		o    madonna.Options
		over bool
	}{{madonna.Options{}, false}, {madonna.Options{End: madonna.EndAtLeast}, true}} {
		g, err := games.New(games.SchwarzeMadonna, 4, tc.o, rand.NewPCG(1, 1))
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

// TestResumeViolationsNameTheirRule: a match state that breaks a rule is
// bad-record with that rule's rule ID as Ref (SAU-R8, SAU-R10,
// SAU-A12, SAU-A3, OM-R9).
func TestResumeViolationsNameTheirRule(t *testing.T) {
	for _, tc := range []struct {
		name  string
		id    games.ID
		seats int
		o     variant.Options
		m     variant.MatchState
		ref   string
	}{
		{"out below the threshold", games.SchwarzeSau, 4, nil, variant.MatchState{Totals: []int{0, 10, 0, 0}, Out: []int{1}}, "SAU-R8"},
		{"a total at the threshold not out", games.SchwarzeSau, 4, nil, variant.MatchState{Totals: []int{0, 30, 0, 0}}, "SAU-R8"},
		{"out outside Sau", games.Hearts, 4, nil, variant.MatchState{Out: []int{1}}, "SAU-R8"},
		{"too few left", games.SchwarzeSau, 3, nil, variant.MatchState{Totals: []int{0, 30, 0}, Out: []int{1}}, "SAU-R10"},
		{"carry without next-deal", games.SchwarzeSau, 4, nil, variant.MatchState{Carry: []int{0, 30, 0, 0}}, "SAU-A12"},
		{"out under first-elimination", games.SchwarzeSau, 4, sau.Options{MatchEnd: sau.FirstElimination}, variant.MatchState{Totals: []int{0, 30, 0, 0}, Out: []int{1}}, "SAU-A3"},
		{"Old Maid carry", games.OldMaid, 3, nil, variant.MatchState{Carry: []int{0, 1, 0}}, "SAU-A12"},
		{"Old Maid negative total", games.OldMaid, 3, nil, variant.MatchState{Totals: []int{0, -1, 0}}, "OM-R9"},
	} {
		g, err := games.New(tc.id, tc.seats, tc.o, rand.NewPCG(1, 1))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		err = g.Resume(tc.m)
		var v *rule.Violation
		if !errors.As(err, &v) || v.ID != rule.BadRecord || v.Ref != tc.ref {
			t.Errorf("%s: %v; want bad-record (%s)", tc.name, err, tc.ref)
		}
	}
}
