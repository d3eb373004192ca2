package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
)

// TestTraitsOf pins what each game says of its match and table: only
// Schwarze Sau eliminates seats (SAU-R8) and, with sixty-split next-deal,
// carries a score (SAU-A12); Madonna's, Sau's and Old Maid's totals never
// fall below 0 (MAD-R2, SAU-R2, OM-R9); only Old Maid's match never ends
// by itself (OM-R9), has a turn timer (OM-O4) and draws instead of
// playing tricks (OM-R6). A house game has none.
func TestTraitsOf(t *testing.T) {
	split := sau.Options{SixtySplit: sau.SplitNextDeal}
	for _, c := range []struct {
		id   games.ID
		o    variant.Options
		want variant.Traits
	}{
		{games.SchwarzeMadonna, nil, variant.Traits{NeverNegative: true}},
		{games.SchwarzeMadonna, split, variant.Traits{NeverNegative: true}},
		{games.BlackMaria, nil, variant.Traits{}},
		{games.Hearts, split, variant.Traits{}},
		{games.SchwarzeSau, nil, variant.Traits{Eliminates: true, NeverNegative: true}},
		{games.SchwarzeSau, split, variant.Traits{Eliminates: true, Carries: true, NeverNegative: true}},
		{games.OldMaid, nil, variant.Traits{NeverNegative: true, Endless: true, TurnTimer: true, Draws: true}},
		{games.House, nil, variant.Traits{}},
	} {
		if d := cmp.Diff(c.want, games.TraitsOf(c.id, c.o)); d != "" {
			t.Errorf("TraitsOf(%v, %+v) (-want +got):\n%s", c.id, c.o, d)
		}
	}
}

// TestSilentJungfrau: a seat with no trick scores a Jungfrau unannounced
// in Schwarze Madonna (MAD-R24) and not in Schwarze Sau (SAU-O2), as the
// two games' scorers do.
func TestSilentJungfrau(t *testing.T) {
	for _, c := range []struct {
		id   games.ID
		o    variant.Options
		want bool
	}{
		{games.SchwarzeMadonna, nil, true},
		{games.SchwarzeSau, sau.Options{Jungfrau: true}, false},
		{games.Hearts, nil, false},
	} {
		if got := gametest.Trick(t, c.id, 4, c.o, 1).Values().SilentNoTrick; got != c.want {
			t.Errorf("%v: SilentJungfrau %v, want %v", c.id, got, c.want)
		}
		// Seat 0 takes no trick and announced nothing; the rest share
		// the pack.
		pack := gametest.Trick(t, c.id, 4, c.o, 1).Values().Pack
		f := score.NewFacts(4, seat.All(4))
		f.Taken[1], f.Taken[2], f.Taken[3] = pack&card.ClubsSet, pack&(card.HeartsSet|card.DiamondsSet), pack&card.SpadesSet
		f.Tricks = [seat.Max]int{0, 3, 3, 2}
		f.Played = 8
		sc, err := games.ScorerOf(c.id, 4, c.o)
		if err != nil {
			t.Fatal(err)
		}
		if got := sc.Score(&f).Outcome == score.NoTrick; got != c.want {
			t.Errorf("%v: a silent Jungfrau scored as one: %v, want %v", c.id, got, c.want)
		}
	}
}

// TestOutcomeRule pins the rule that scores each outcome of each game,
// every one of them in the rule catalogue, and "" for an outcome the game
// does not have.
func TestOutcomeRule(t *testing.T) {
	want := map[games.ID]map[score.Outcome]string{
		games.SchwarzeMadonna: {score.Normal: "MAD-R25", score.NoTrick: "MAD-R24", score.AnnouncedNoTrick: "MAD-R24",
			score.Sweep: "MAD-R23", score.AnnouncedSweep: "MAD-R23", score.FailedAnnouncement: "MAD-R22", score.Redeal: "MAD-A3"},
		games.BlackMaria: {score.Normal: "BM-R7", score.PenaltySweepDeducted: "BM-O4"},
		games.Hearts:     {score.Normal: "SH-R8", score.PenaltySweep: "SH-R9"},
		games.SchwarzeSau: {score.Normal: "SAU-R7", score.NoTrick: "SAU-O2", score.AnnouncedNoTrick: "SAU-O2",
			score.Sweep: "SAU-O3", score.AnnouncedSweep: "SAU-O4", score.FailedAnnouncement: "SAU-R12"},
		games.OldMaid: {score.OddCard: "OM-R9"},
		games.House:   {},
	}
	for id, refs := range want {
		for _, o := range score.Outcome(0).Names() {
			var oc score.Outcome
			if err := oc.UnmarshalText([]byte(o)); err != nil {
				t.Fatal(err)
			}
			got := games.OutcomeRule(id, oc)
			if got != refs[oc] {
				t.Errorf("OutcomeRule(%v, %v) = %q, want %q", id, oc, got, refs[oc])
			}
			if _, ok := games.CatalogueEntry(got); got != "" && !ok {
				t.Errorf("OutcomeRule(%v, %v) = %s, not in the rule catalogue", id, oc, got)
			}
		}
	}
}
