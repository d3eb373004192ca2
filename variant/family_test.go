package variant_test

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"
)

// The checks every game of the family passes, through the shared helpers
// of internal/gametest: random matches under the generic checks, golden
// matches of every game at every table size, and perft tables.

// familyTables lists every game at every table size, with default options
// and, for the games with optional parts, a table that plays them all.
func familyTables() []struct {
	name  string
	id    games.ID
	seats int
	o     variant.Options
} {
	type table = struct {
		name  string
		id    games.ID
		seats int
		o     variant.Options
	}
	var out []table
	for _, id := range games.All() {
		lo, hi := games.SeatRange(id)
		for n := lo; n <= hi; n++ {
			out = append(out, table{fmt.Sprintf("%s-%d", id, n), id, n, nil})
		}
	}
	sauAll := sau.Options{KreuzSieben: true, Jungfrau: true, AngesagterDurchmarsch: true, Durchmarsch: true, StockExchange: true, Schieben: true, SixtySplit: sau.SplitNextDeal}
	out = append(out,
		table{"schwarze-sau-3-all", games.SchwarzeSau, 3, sauAll},
		table{"schwarze-sau-4-all", games.SchwarzeSau, 4, sauAll},
		table{"schwarze-madonna-5-options", games.SchwarzeMadonna, 5, madonna.Options{ShortStock: madonna.ShortStockPassPenalty, MustChangeStock: true, Announcements: variant.TurnBased}},
		table{"hearts-4-options", games.Hearts, 4, hearts.Options{QueenBreaksHearts: true, OpenerAnyClub: true}},
	)
	return out
}

// TestFamilyGenericChecks plays random matches of every game at every
// table size through gametest.CheckMatch (TT-1..TT-6, C-1..C-8).
func TestFamilyGenericChecks(t *testing.T) {
	for _, tt := range familyTables() {
		t.Run(tt.name, func(t *testing.T) {
			seed := uint64(len(tt.name)) * 7919
			g := gametest.New(t, tt.id, tt.seats, tt.o, seed)
			if moves := gametest.CheckMatch(t, g, rand.New(rand.NewPCG(seed, 2)), 3); moves == 0 {
				t.Errorf("seed %d: no move was made", seed)
			}
		})
	}
}

// goldenDeals bounds a golden match: long Madonna matches (limit 650 at
// six seats) and Old Maid, which never ends, are pinned for their first
// deals.
const goldenDeals = 12

// TestFamilyGoldenMatches pins, for fixed seeds, the first deals of a
// match of every game at every table size: every hand dealt, every move,
// every score (testdata/golden/family). Black Maria and Hearts have their
// whole matches pinned too (TestBHGoldenMatches). `go test ./variant/
// -run Golden -update` rewrites the files after a change that is meant.
func TestFamilyGoldenMatches(t *testing.T) {
	for _, tt := range familyTables() {
		t.Run(tt.name, func(t *testing.T) {
			seed := uint64(7000 + len(tt.name)*10 + tt.seats)
			got := gametest.PlayGolden(t, gametest.New(t, tt.id, tt.seats, tt.o, seed), seed, goldenDeals)
			if len(got.Deals) == 0 {
				t.Fatal("no deal was played")
			}
			gametest.CompareGolden(t, filepath.Join("testdata", "golden", "family", tt.name+".json"), got, bhUpdating())
		})
	}
}

// perftRow is one game's legal-move counts: from the start of the first
// deal (the pass, the stock or the first lead) and from the start of the
// play (after random exchange moves), to increasing depths.
type perftRow struct {
	Deal []int `json:"deal"`
	Play []int `json:"play"`
}

// TestFamilyPerft pins the number of in-turn move sequences of each depth
// from fixed positions of every game (testdata/perft.json), as chess
// engines pin their move generators: any change of what is legal changes
// a count.
func TestFamilyPerft(t *testing.T) {
	got := map[string]perftRow{}
	for _, tt := range familyTables() {
		seed := uint64(31 * tt.seats)
		g := gametest.New(t, tt.id, tt.seats, tt.o, seed)
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		var row perftRow
		dealDepth := 2
		if g.Phase() == variant.PhasePass {
			dealDepth = 1 // C(hand, 3) choices per seat
		}
		for d := 1; d <= dealDepth; d++ {
			row.Deal = append(row.Deal, gametest.Perft(g, d))
		}
		r := rand.New(rand.NewPCG(seed, 3))
		gametest.PlayUntil(t, g, r, variant.PhasePlay, variant.PhaseDraw)
		for d := 1; d <= 4 && gametest.InDeal(g); d++ {
			row.Play = append(row.Play, gametest.Perft(g, d))
		}
		got[tt.name] = row
	}
	gametest.GoldenJSON(t, filepath.Join("testdata", "perft.json"), got, bhUpdating(), " ")
}
