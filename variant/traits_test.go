package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/card"
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
// by itself (OM-R9) and has a turn timer (OM-O4). A house game has none.
func TestTraitsOf(t *testing.T) {
	split := variant.Options{SixtySplit: variant.SplitNextDeal}
	for _, c := range []struct {
		id   variant.ID
		o    variant.Options
		want variant.Traits
	}{
		{variant.SchwarzeMadonna, variant.Options{}, variant.Traits{NeverNegative: true}},
		{variant.SchwarzeMadonna, split, variant.Traits{NeverNegative: true}},
		{variant.BlackMaria, variant.Options{}, variant.Traits{}},
		{variant.Hearts, split, variant.Traits{}},
		{variant.SchwarzeSau, variant.Options{}, variant.Traits{Eliminates: true, NeverNegative: true}},
		{variant.SchwarzeSau, split, variant.Traits{Eliminates: true, Carries: true, NeverNegative: true}},
		{variant.OldMaid, variant.Options{}, variant.Traits{NeverNegative: true, Endless: true, TurnTimer: true}},
		{variant.House, variant.Options{}, variant.Traits{}},
	} {
		if d := cmp.Diff(c.want, variant.TraitsOf(c.id, c.o)); d != "" {
			t.Errorf("TraitsOf(%v, sixty-split %v) (-want +got):\n%s", c.id, c.o.SixtySplit, d)
		}
	}
}

// TestSilentJungfrau: a seat with no trick scores a Jungfrau unannounced
// in Schwarze Madonna (MAD-R24) and not in Schwarze Sau (SAU-O2), as the
// two games' scorers do.
func TestSilentJungfrau(t *testing.T) {
	for _, c := range []struct {
		id   variant.ID
		o    variant.Options
		want bool
	}{
		{variant.SchwarzeMadonna, variant.Options{}, true},
		{variant.SchwarzeSau, variant.Options{Jungfrau: true}, false},
		{variant.Hearts, variant.Options{}, false},
	} {
		if got := gametest.Trick(t, c.id, 4, c.o, 1).Values().SilentJungfrau; got != c.want {
			t.Errorf("%v: SilentJungfrau %v, want %v", c.id, got, c.want)
		}
		// Seat 0 takes no trick and announced nothing; the rest share
		// the pack.
		pack := gametest.Trick(t, c.id, 4, c.o, 1).Values().Pack
		f := score.NewFacts(4, seat.All(4))
		f.Taken[1], f.Taken[2], f.Taken[3] = pack&card.ClubsSet, pack&(card.HeartsSet|card.DiamondsSet), pack&card.SpadesSet
		f.Tricks = [seat.Max]int{0, 3, 3, 2}
		f.Played = 8
		sc, err := variant.ScorerOf(c.id, 4, c.o)
		if err != nil {
			t.Fatal(err)
		}
		if got := sc.Score(&f).Outcome == score.Jungfrau; got != c.want {
			t.Errorf("%v: a silent Jungfrau scored as one: %v, want %v", c.id, got, c.want)
		}
	}
}
