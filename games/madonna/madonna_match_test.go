package madonna_test

// A Schwarze Madonna match as madonna_test.go tests the game: its end,
// the record names of the options, the conformance kit's cases and an
// example of an announced Jungfrau.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// madLimit returns Limits with only the table size n replaced by v.
func madLimit(n, v int) madonna.Limits {
	var l madonna.Limits
	l[n] = v
	return l
}

// MAD-R26 to MAD-R28, MAD-A10, MAD-A11, MAD-A12: the match ends after the
// deal in which a total goes past the table's limit (strictly by default,
// or reaches it with End=AtLeast; the limits can be replaced), and the
// fewest points win; a tie is shared, or played on with Ties=PlayOn.
func TestMadonnaMatchEnd(t *testing.T) { t.Run("MAD-R27", testMadonnaMatchEnd) }

func testMadonnaMatchEnd(t *testing.T) {
	type deal struct {
		sc     madScript
		calls  []string
		points []int
	}
	deals := map[int]deal{
		3: {madE6, []string{"J1"}, []int{33, 0, 15}},
		4: {madE3, nil, []int{8, 3, 0, 5}},
		5: {madE1, []string{"J1", "J2"}, []int{0, 0, 0, 90, 54}},
		6: {madSix, nil, []int{0, 0, 16, 12, 4, 0}},
	}
	limits := map[int]int{3: 110, 4: 150, 5: 500, 6: 650}
	for n := 3; n <= 6; n++ {
		d := deals[n]
		hi := 0 // the seat with the largest deal score
		for s, p := range d.points {
			if p > d.points[hi] {
				hi = s
			}
		}
		for _, tc := range []struct {
			name   string
			o      madonna.Options
			limit  int
			before int // hi's total before the deal, relative to the limit
			over   bool
		}{
			{"reaches the limit: not over (MAD-R27)", madonna.Options{}, limits[n], 0, false},
			{"passes the limit: over", madonna.Options{}, limits[n], 1, true},
			{"End=AtLeast reaches: over (MAD-A10)", madonna.Options{End: madonna.EndAtLeast}, limits[n], 0, true},
			{"End=AtLeast below: not over", madonna.Options{End: madonna.EndAtLeast}, limits[n], -1, false},
			{"Limits replaced (MAD-A11)", madonna.Options{Limits: madLimit(n, 100)}, 100, 1, true},
			{"Limits replaced, not passed", madonna.Options{Limits: madLimit(n, 100)}, 100, 0, false},
			{"Limits of other sizes keep this one", madonna.Options{Limits: madLimit((n-2)%4+3, 40)}, limits[n], 1, true},
		} {
			t.Run(fmt.Sprintf("%d seats/%s", n, tc.name), func(t *testing.T) {
				if got := tc.o.Limits.For(n); got != tc.limit {
					t.Fatalf("Limits.For(%d) = %d, want %d", n, got, tc.limit)
				}
				tc.o.FirstDealer = d.sc.dealer
				g := gametest.Trick(t, games.SchwarzeMadonna, n, tc.o, 7)
				totals := make([]int, n)
				for s := range totals {
					totals[s] = 5 + s
				}
				totals[hi] = tc.limit + tc.before - d.points[hi]
				if err := g.Resume(variant.MatchState{Totals: totals}); err != nil {
					t.Fatal(err)
				}
				d.sc.with(d.calls...).run(t, g)
				want := make([]int, n)
				for s := range want {
					want[s] = totals[s] + d.points[s]
				}
				if diff := cmp.Diff(want, g.Totals()); diff != "" {
					t.Fatalf("totals (-want +got):\n%s", diff) // MAD-R26
				}
				if g.Over() != tc.over {
					t.Fatalf("over %v, want %v", g.Over(), tc.over)
				}
				if !tc.over {
					if g.Phase() != variant.PhaseDealOver || len(g.Winners()) != 0 || g.Dealer() != (d.sc.dealer+1)%n {
						t.Fatalf("phase %v winners %v dealer %d", g.Phase(), g.Winners(), g.Dealer())
					}
					return
				}
				// MAD-R28: the fewest points win.
				best := []int{}
				for s := range want {
					switch {
					case len(best) == 0 || want[s] < want[best[0]]:
						best = []int{s}
					case want[s] == want[best[0]]:
						best = append(best, s)
					}
				}
				if diff := cmp.Diff(best, g.Winners()); diff != "" {
					t.Fatalf("winners (-want +got):\n%s", diff)
				}
				if g.Phase() != variant.PhaseMatchOver {
					t.Fatalf("phase %v", g.Phase())
				}
				madWant(t, g.Deal(), rule.MatchOver, "")
				madWant(t, g.DealCards(d.sc.deal(t)), rule.MatchOver, "")
				madRejects(t, g, variant.PlayMove(0, card.SevenClubs), rule.DealOver, "")
			})
		}
	}

	// Resume: Madonna eliminates nobody, and a match resumes only before
	// its first deal here.
	g := gametest.Trick(t, games.SchwarzeMadonna, 4, madonna.Options{}, 7)
	madWant(t, g.Resume(variant.MatchState{Out: []int{1}}), rule.BadRecord, "")
	madWant(t, g.Resume(variant.MatchState{Totals: []int{1, 2, 3}}), rule.BadRecord, "")

	// MAD-R28, MAD-A12, TieBreak: E3 scores 8 3 0 5; from 150 10 11 6 the
	// totals are 158 13 11 11: seats 2 and 3 tie for the fewest.
	for _, ties := range []variant.TieBreak{variant.TiesShared, variant.TiesPlayOn} {
		g := gametest.Trick(t, games.SchwarzeMadonna, 4, madonna.Options{FirstDealer: 3, Ties: ties}, 7)
		if err := g.Resume(variant.MatchState{Totals: []int{150, 10, 11, 6}}); err != nil {
			t.Fatal(err)
		}
		madE3.run(t, g)
		if ties == variant.TiesShared {
			if !g.Over() || !cmp.Equal([]int{2, 3}, g.Winners()) {
				t.Fatalf("shared: over %v winners %v, want seats 2 and 3", g.Over(), g.Winners())
			}
			continue
		}
		if g.Over() || g.Phase() != variant.PhaseDealOver || g.Dealer() != 0 {
			t.Fatalf("play-on: over %v phase %v dealer %d", g.Over(), g.Phase(), g.Dealer())
		}
		// The next deal (dealer 0; seat 1 takes all) breaks the tie:
		// 174 13 27 27.
		madSweep(0).run(t, g)
		if !g.Over() || !cmp.Equal([]int{1}, g.Winners()) || !cmp.Equal([]int{174, 13, 27, 27}, g.Totals()) {
			t.Fatalf("play-on: over %v winners %v totals %v", g.Over(), g.Winners(), g.Totals())
		}
	}
}

// The Madonna options by their record names: each reads into its field and
// writes back.
func TestMadonnaOptionsRecordNames(t *testing.T) {
	for _, tc := range []struct {
		json string
		want madonna.Options
	}{
		{`{"ties":"play-on"}`, madonna.Options{Ties: variant.TiesPlayOn}},
		{`{"announced-jungfrau":"flat-48"}`, madonna.Options{AnnouncedJungfrau: madonna.Flat48}},
		{`{"jungfrau-factor":"single"}`, madonna.Options{JungfrauFactor: madonna.SingleFactor}},
		{`{"failure-scoring":"independent"}`, madonna.Options{FailureScoring: madonna.Independent}},
		{`{"short-stock":"pass-penalty-cards"}`, madonna.Options{ShortStock: madonna.ShortStockPassPenalty}},
		{`{"six-player-deal":"1-2-2"}`, madonna.Options{SixPlayerDeal: madonna.Deal122}},
		{`{"six-player-deal":"singles"}`, madonna.Options{SixPlayerDeal: madonna.DealSingles}},
		{`{"end":"at-least"}`, madonna.Options{End: madonna.EndAtLeast}},
		{`{"limits":{"3":90,"6":700}}`, madonna.Options{Limits: madonna.Limits{3: 90, 6: 700}}},
		{`{"durchmarsch-keeps-card-points":true}`, madonna.Options{DurchmarschKeepsCardPoints: true}},
		{`{"must-change-stock":true}`, madonna.Options{MustChangeStock: true}},
	} {
		got, err := games.ParseOptions(games.SchwarzeMadonna, json.RawMessage(tc.json))
		if err != nil {
			t.Fatalf("ParseOptions(%s): %v", tc.json, err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Fatalf("ParseOptions(%s) (-want +got):\n%s", tc.json, diff)
		}
		if err := games.Validate(games.SchwarzeMadonna, 3, got); err != nil {
			t.Fatalf("Validate(%s): %v", tc.json, err)
		}
		back, err := games.MarshalOptions(games.SchwarzeMadonna, got)
		if err != nil {
			t.Fatal(err)
		}
		again, err := games.ParseOptions(games.SchwarzeMadonna, back)
		if err != nil || again != got {
			t.Fatalf("round trip of %s through %s gave %+v, %v", tc.json, back, again, err)
		}
	}
	for _, bad := range []string{`{"schieben":true}`, `{"end":"greater-or-equal"}`, `{"limits":{"7":100}}`, `{"limits":{"4":0}}`} {
		_, err := games.ParseOptions(games.SchwarzeMadonna, json.RawMessage(bad))
		madWant(t, err, rule.UnknownOption, "")
	}
	for _, n := range []int{2, 7} {
		_, err := games.New(games.SchwarzeMadonna, n, madonna.Options{}, nil)
		madWant(t, err, rule.BadOptions, "") // MAD-R1
	}
}

// Example_madonnaAnnouncedJungfrau plays MAD-E6: seat 1 announces Jungfrau
// and takes no trick; the others' card points are tripled.
func Example_madonnaAnnouncedJungfrau() {
	g, _ := games.New(games.SchwarzeMadonna, 3, madonna.Options{FirstDealer: 1}, rand.NewPCG(1, 1))
	d := variant.Dealt{Dealer: 1, Stock: card.MustParseSet("JS KS")}
	d.Hands[0] = card.MustParseSet("8C 9C JC QC KC 7D 8D 9D 10D AS")
	d.Hands[1] = card.MustParseSet("7C 7H 8H 9H 10H JH QH KH AH QS")
	d.Hands[2] = card.MustParseSet("10C AC JD QD KD AD 7S 8S 9S 10S")
	if err := g.DealCards(d); err != nil {
		fmt.Println(err)
		return
	}
	for g.Phase() == variant.PhaseStock { // each seat puts back the stock it took
		tg := g.(*variant.TrickGame)
		_ = g.Apply(variant.StockMove(g.Turn().Seat, tg.Stock()))
	}
	_ = g.Apply(variant.AnnounceMove(1, variant.NoTrickCall))
	for _, c := range strings.Fields("AC 8C 7C AD 7D AH KD 8D KH QD 9D QH JD 10D JH 10C 9C 10H 8S AS QS KC 9H 7S QC 8H 9S JC 7H 10S") {
		if err := g.Apply(variant.PlayMove(g.Turn().Seat, card.MustParse(c))); err != nil {
			fmt.Println(err)
			return
		}
	}
	r, _ := g.Result()
	fmt.Println(r.Points, r.Outcome)
	// Output: [33 0 15] announced-jungfrau
}
