package variant_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

type namedEnum interface {
	~uint8
	fmt.Stringer
	Names() []string
}

// checkEnum checks that an option enum's String, its Names and the record
// option table agree: each value's String is its name, a value past the
// end prints as "kind(N)", and ParseOptions reads each name into a
// game's options that MarshalOptions writes back with the same name.
func checkEnum[T namedEnum](t *testing.T, option string, id games.ID, field func(*variant.Options) T) {
	t.Helper()
	names := T(0).Names()
	if len(names) < 2 {
		t.Errorf("%s: %d names, want at least two", option, len(names))
	}
	for i, n := range names {
		if got := T(i).String(); got != n {
			t.Errorf("%s: value %d prints %q, its name is %q", option, i, got, n)
		}
		o, err := games.ParseOptions(id, json.RawMessage(fmt.Sprintf(`{%q: %q}`, option, n)))
		if err != nil {
			t.Errorf("%s=%s: %v", option, n, err)
			continue
		}
		if got := field(&o); got != T(i) {
			t.Errorf("%s=%s read as %v", option, n, got)
		}
		b, err := games.MarshalOptions(id, o)
		if err != nil {
			t.Fatal(err)
		}
		want := "{}"
		if i != 0 {
			want = fmt.Sprintf(`{%q:%q}`, option, n)
		}
		if string(b) != want {
			t.Errorf("%s=%s written as %s, want %s", option, n, b, want)
		}
	}
	if got := T(len(names)).String(); !strings.HasSuffix(got, fmt.Sprintf("(%d)", len(names))) {
		t.Errorf("%s: an unknown value prints %q", option, got)
	}
}

// TestOptionEnumNames checks every enumerated record option against its
// enum's one names table.
func TestOptionEnumNames(t *testing.T) {
	mad, bm, h, sau, om := games.SchwarzeMadonna, games.BlackMaria, games.Hearts, games.SchwarzeSau, games.OldMaid
	checkEnum(t, "ties", bm, func(o *variant.Options) variant.TieBreak { return o.Ties })
	checkEnum(t, "announced-jungfrau", mad, func(o *variant.Options) variant.AnnouncedJungfrauScoring { return o.AnnouncedJungfrau })
	checkEnum(t, "jungfrau-factor", mad, func(o *variant.Options) variant.JungfrauFactor { return o.JungfrauFactor })
	checkEnum(t, "failure-scoring", mad, func(o *variant.Options) variant.FailureScoring { return o.FailureScoring })
	checkEnum(t, "short-stock", mad, func(o *variant.Options) variant.ShortStock { return o.ShortStock })
	checkEnum(t, "six-player-deal", mad, func(o *variant.Options) variant.SixPlayerDeal { return o.SixPlayerDeal })
	checkEnum(t, "end", mad, func(o *variant.Options) variant.EndComparison { return o.End })
	checkEnum(t, "three-player-removal", bm, func(o *variant.Options) variant.ThreePlayerRemoval { return o.ThreePlayerRemoval })
	checkEnum(t, "six-player-removal", bm, func(o *variant.Options) variant.SixPlayerRemoval { return o.SixPlayerRemoval })
	checkEnum(t, "spade-values", bm, func(o *variant.Options) variant.SpadeValues { return o.SpadeValues })
	checkEnum(t, "omnibus", h, func(o *variant.Options) variant.Omnibus { return o.Omnibus })
	checkEnum(t, "slam", bm, func(o *variant.Options) variant.SlamRule { return o.Slam })
	checkEnum(t, "moon", h, func(o *variant.Options) variant.MoonMode { return o.Moon })
	checkEnum(t, "elimination", sau, func(o *variant.Options) variant.Elimination { return o.Elimination })
	checkEnum(t, "match-end", sau, func(o *variant.Options) variant.MatchEnd { return o.MatchEnd })
	checkEnum(t, "stock-scoring", sau, func(o *variant.Options) variant.StockScoring { return o.StockScoring })
	checkEnum(t, "stock-restriction", sau, func(o *variant.Options) variant.StockRestriction { return o.StockRestriction })
	checkEnum(t, "push-multiplier", sau, func(o *variant.Options) variant.PushMultiplier { return o.PushMultiplier })
	checkEnum(t, "sixty-split", sau, func(o *variant.Options) variant.SixtySplit { return o.SixtySplit })
	checkEnum(t, "pairs", om, func(o *variant.Options) variant.PairRule { return o.Pairs })
	checkEnum(t, "maid", om, func(o *variant.Options) variant.Maid { return o.Maid })
	checkEnum(t, "draw-from", om, func(o *variant.Options) variant.DrawFrom { return o.DrawFrom })
	checkEnum(t, "turn-timer", om, func(o *variant.Options) variant.TurnTimer { return o.Timer })
	if got := variant.TurnBased.String(); got != "turn-based" {
		t.Errorf("TurnBased prints %q", got)
	}
}
