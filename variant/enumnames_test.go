package variant_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/turntimer"
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
func checkEnum[T namedEnum, O variant.Options](t *testing.T, option string, id games.ID, field func(O) T) {
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
		own, ok := o.(O)
		if !ok {
			t.Errorf("%s=%s read as %T, not the game's own options", option, n, o)
			continue
		}
		if got := field(own); got != T(i) {
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
	mad, bm, h, sa, om := games.SchwarzeMadonna, games.BlackMaria, games.Hearts, games.SchwarzeSau, games.OldMaid
	checkEnum(t, "ties", bm, func(o blackmaria.Options) variant.TieBreak { return o.Ties })
	checkEnum(t, "announced-jungfrau", mad, func(o madonna.Options) madonna.AnnouncedJungfrauScoring { return o.AnnouncedJungfrau })
	checkEnum(t, "jungfrau-factor", mad, func(o madonna.Options) madonna.JungfrauFactor { return o.JungfrauFactor })
	checkEnum(t, "failure-scoring", mad, func(o madonna.Options) madonna.FailureScoring { return o.FailureScoring })
	checkEnum(t, "short-stock", mad, func(o madonna.Options) madonna.ShortStock { return o.ShortStock })
	checkEnum(t, "six-player-deal", mad, func(o madonna.Options) madonna.SixPlayerDeal { return o.SixPlayerDeal })
	checkEnum(t, "end", mad, func(o madonna.Options) madonna.EndComparison { return o.End })
	checkEnum(t, "three-player-removal", bm, func(o blackmaria.Options) blackmaria.ThreePlayerRemoval { return o.ThreePlayerRemoval })
	checkEnum(t, "six-player-removal", bm, func(o blackmaria.Options) blackmaria.SixPlayerRemoval { return o.SixPlayerRemoval })
	checkEnum(t, "spade-values", bm, func(o blackmaria.Options) blackmaria.SpadeValues { return o.SpadeValues })
	checkEnum(t, "omnibus", h, func(o hearts.Options) blackmaria.Omnibus { return o.Omnibus })
	checkEnum(t, "slam", bm, func(o blackmaria.Options) blackmaria.SlamRule { return o.Slam })
	checkEnum(t, "moon", h, func(o hearts.Options) hearts.MoonMode { return o.Moon })
	checkEnum(t, "elimination", sa, func(o sau.Options) sau.Elimination { return o.Elimination })
	checkEnum(t, "match-end", sa, func(o sau.Options) sau.MatchEnd { return o.MatchEnd })
	checkEnum(t, "stock-scoring", sa, func(o sau.Options) sau.StockScoring { return o.StockScoring })
	checkEnum(t, "stock-restriction", sa, func(o sau.Options) sau.StockRestriction { return o.StockRestriction })
	checkEnum(t, "push-multiplier", sa, func(o sau.Options) exchange.PushMultiplier { return o.PushMultiplier })
	checkEnum(t, "sixty-split", sa, func(o sau.Options) sau.SixtySplit { return o.SixtySplit })
	checkEnum(t, "pairs", om, func(o oldmaid.Options) oldmaid.PairRule { return o.Pairs })
	checkEnum(t, "maid", om, func(o oldmaid.Options) oldmaid.Maid { return o.Maid })
	checkEnum(t, "draw-from", om, func(o oldmaid.Options) oldmaid.DrawFrom { return o.DrawFrom })
	checkEnum(t, "turn-timer", om, func(o oldmaid.Options) turntimer.Switch { return o.Timer })
	if got := variant.TurnBased.String(); got != "turn-based" {
		t.Errorf("TurnBased prints %q", got)
	}
}
