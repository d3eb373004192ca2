package variant_test

import (
	"fmt"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// bmhFacts fills Facts by hand: taken[s] is what seat s captured, in the
// card notation. Only Taken and Active matter to the Black Maria scorer and
// the Hearts scorer; Tricks is filled with one trick per captured group for
// realism.
func bmhFacts(seats int, taken ...string) score.Facts {
	f := score.NewFacts(seats, seat.All(seats))
	for s, x := range taken {
		f.Taken[s] = card.MustParseSet(x)
		if f.Taken[s] != 0 {
			f.Tricks[s] = 1
			f.Played++
		}
	}
	return f
}

// bmhPoints is the want side: the points of seats 0, 1, … .
func bmhPoints(p ...int) [seat.Max]int {
	var out [seat.Max]int
	copy(out[:], p)
	return out
}

// bmhTable returns the Black Maria table (its size and options) that has
// penalty table tab and the cards inPlay, with the slam rule and the
// Omnibus choice given: the table the hand-built facts of these tests are
// scored as. It prefers the facts' own size and panics when no table of
// the game fits (a mistake in the test).
func bmhTable(f score.Facts, tab score.Table, inPlay card.Set, slam variant.SlamRule, o variant.Omnibus) (int, variant.Options) {
	sizes := []int{f.Seats, 3, 4, 5, 6}
	for _, n := range sizes {
		for _, spot := range []bool{false, true} {
			for _, spades := range []variant.SpadeValues{variant.StandardSpades, variant.SwappedSpades} {
				for _, three := range []variant.ThreePlayerRemoval{variant.TwoOfClubs, variant.TwoOfDiamonds} {
					for _, six := range []variant.SixPlayerRemoval{variant.AllTwos, variant.StandardRemoval} {
						opts := variant.Options{SpotHearts: spot, SpadeValues: spades, Omnibus: o, Slam: slam,
							ThreePlayerRemoval: three, SixPlayerRemoval: six}
						v, err := games.ValuesOf(games.BlackMaria, n, opts)
						if err == nil && v.Table == tab && v.Pack == inPlay {
							return n, opts
						}
					}
				}
			}
		}
	}
	panic(fmt.Sprintf("no Black Maria table has the table %v and the cards %v", tab, inPlay))
}

// blackMariaScore scores f as the Black Maria table of bmhTable does, and
// explains it.
func blackMariaScore(f score.Facts, tab score.Table, inPlay card.Set, slam variant.SlamRule, o variant.Omnibus) (score.Result, score.Explanation) {
	n, opts := bmhTable(f, tab, inPlay, slam, o)
	sc, err := games.ScorerOf(games.BlackMaria, n, opts)
	if err != nil {
		panic(err)
	}
	return sc.Explain(&f)
}

// blackMariaPoints scores f as the Black Maria table of bmhTable does.
func blackMariaPoints(f score.Facts, tab score.Table, inPlay card.Set, slam variant.SlamRule, o variant.Omnibus) score.Result {
	n, opts := bmhTable(f, tab, inPlay, slam, o)
	sc, err := games.ScorerOf(games.BlackMaria, n, opts)
	if err != nil {
		panic(err)
	}
	return sc.Score(&f)
}

// heartsScorer returns the scorer of the Hearts table with penalty table
// tab (the spot-hearts choice that gives it), the moon mode and the
// Omnibus choices given, at the facts' size (or the nearest one).
func heartsScorer(f score.Facts, tab score.Table, moon variant.MoonMode, o variant.Omnibus, moonNeedsJack bool) variant.Scorer {
	for _, spot := range []bool{false, true} {
		opts := variant.Options{SpotHearts: spot, Omnibus: o, Moon: moon, OmnibusMoonNeedsJack: moonNeedsJack}
		n := min(max(f.Seats, 3), 6)
		if v, err := games.ValuesOf(games.Hearts, n, opts); err != nil || v.Table != tab {
			continue
		}
		sc, err := games.ScorerOf(games.Hearts, n, opts)
		if err != nil {
			panic(err)
		}
		return sc
	}
	panic(fmt.Sprintf("no Hearts table has the table %v with Omnibus %v", tab, o))
}

// heartsScore scores f as the Hearts table of heartsScorer does, and
// explains it.
func heartsScore(f score.Facts, tab score.Table, moon variant.MoonMode, o variant.Omnibus, moonNeedsJack bool) (score.Result, score.Explanation) {
	sc := heartsScorer(f, tab, moon, o, moonNeedsJack)
	return sc.Explain(&f)
}

// heartsPoints scores f as the Hearts table of heartsScorer does.
func heartsPoints(f score.Facts, tab score.Table, moon variant.MoonMode, o variant.Omnibus, moonNeedsJack bool) score.Result {
	sc := heartsScorer(f, tab, moon, o, moonNeedsJack)
	return sc.Score(&f)
}

func bmhPack(t *testing.T, seats int) card.Set {
	t.Helper()
	p := gametest.MustPack(games.BlackMaria, seats, variant.Options{ThreePlayerRemoval: variant.TwoOfClubs, SixPlayerRemoval: variant.AllTwos})
	return p
}

const (
	heartsAll = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"
	heartsNo2 = "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"
)

type bmCase struct {
	name   string
	facts  score.Facts
	table  score.Table
	inPlay card.Set
	slam   variant.SlamRule
	o      variant.Omnibus
	want   score.Result
}

func runBM(t *testing.T, tests []bmCase) {
	t.Helper()
	for _, tc := range tests {
		got := blackMariaPoints(tc.facts, tc.table, tc.inPlay, tc.slam, tc.o)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", tc.name, diff)
		}
	}
}

// The worked examples BM-E1 to BM-E6 and the slam rulings BM-O4, BM-A6.
func TestBlackMariaDealExamples(t *testing.T) {
	std := gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusOff, SpadeValues: variant.StandardSpades})
	e2 := bmhFacts(4, "2C 3C 4C", "5D 6D", heartsAll+" QS KS AS 9C", "JD 7C")
	slamJD := bmhFacts(4, "", "", heartsAll+" QS KS AS JD", "")
	slamNoJD := bmhFacts(4, "JD", "", heartsAll+" QS KS AS", "")
	runBM(t, []bmCase{
		{"BM-E1 (3 seats)", bmhFacts(3, "QS 2H 3H 4H 5H 9C 10C", "KS AS 6H 7H 8H 9H 10H JH", "QH KH AH 3C"),
			std, bmhPack(t, 3), variant.NoSlam, variant.OmnibusOff, score.Result{Points: bmhPoints(17, 23, 3)}},
		{"BM-E2 (4 seats, no slam rule, BM-R8)", e2, std, bmhPack(t, 4), variant.NoSlam, variant.OmnibusOff,
			score.Result{Points: bmhPoints(0, 0, 43, 0)}},
		{"BM-E2 with Slam=Deduct (BM-O4)", e2, std, bmhPack(t, 4), variant.SlamDeduct, variant.OmnibusOff,
			score.Result{Points: bmhPoints(0, 0, -43, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-E3 (6 seats, no 2♥, BM-A1)", bmhFacts(6, heartsNo2, "QS", "KS", "AS", "3C", ""),
			std, bmhPack(t, 6), variant.NoSlam, variant.OmnibusOff, score.Result{Points: bmhPoints(12, 13, 10, 7, 0, 0)}},
		{"BM-E3 slam at 6 seats is −42 (BM-A1, BM-O4)", bmhFacts(6, heartsNo2+" QS KS AS", "", "", "", "", ""),
			std, bmhPack(t, 6), variant.SlamDeduct, variant.OmnibusOff, score.Result{Points: bmhPoints(-42), Outcome: score.PenaltySweepDeducted}},
		{"BM-E4 (spot hearts, BM-O1)", bmhFacts(3, "AH KH 2H QS", "3H 4H 5H 6H 7H 8H 9H 10H AS", "JH QH KS"),
			gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: true, Omnibus: variant.OmnibusOff, SpadeValues: variant.StandardSpades}), bmhPack(t, 3), variant.NoSlam, variant.OmnibusOff,
			score.Result{Points: bmhPoints(54, 59, 33)}},
		{"BM-E5 (Omnibus J♦, BM-O2)", bmhFacts(4, "JD 2H 3H", "QS KS", "AS 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "2C 3C"),
			gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusJD, SpadeValues: variant.StandardSpades}), bmhPack(t, 4), variant.NoSlam, variant.OmnibusJD,
			score.Result{Points: bmhPoints(-8, 23, 18, 0)}},
		{"BM-E6 (swapped A/K, BM-O3)", bmhFacts(3, "AS", "KS QS", heartsAll),
			gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusOff, SpadeValues: variant.SwappedSpades}), bmhPack(t, 3), variant.NoSlam, variant.OmnibusOff,
			score.Result{Points: bmhPoints(10, 20, 13)}},
		{"BM-A6 slam with the J♦ is −43 − 10", slamJD,
			gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusJD, SpadeValues: variant.StandardSpades}), bmhPack(t, 4), variant.SlamDeduct, variant.OmnibusJD,
			score.Result{Points: bmhPoints(0, 0, -53, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-A6 slam without the J♦: its captor still scores −10", slamNoJD,
			gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusJD, SpadeValues: variant.StandardSpades}), bmhPack(t, 4), variant.SlamDeduct, variant.OmnibusJD,
			score.Result{Points: bmhPoints(-10, 0, -43, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-A6 with the 10♦ option", bmhFacts(4, "", "10D", heartsAll+" QS KS AS", ""),
			gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusTenD, SpadeValues: variant.StandardSpades}), bmhPack(t, 4), variant.SlamDeduct, variant.OmnibusTenD,
			score.Result{Points: bmhPoints(0, -10, -43, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-O4 with spot hearts is −146", bmhFacts(4, "", heartsAll+" QS KS AS", "", ""),
			gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: true, Omnibus: variant.OmnibusOff, SpadeValues: variant.StandardSpades}), bmhPack(t, 4), variant.SlamDeduct, variant.OmnibusOff,
			score.Result{Points: bmhPoints(0, -146, 0, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-A6 Omnibus without slam rule: 43 and −10", slamNoJD,
			gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusJD, SpadeValues: variant.StandardSpades}), bmhPack(t, 4), variant.NoSlam, variant.OmnibusJD,
			score.Result{Points: bmhPoints(-10, 0, 43, 0)}},
		{"BM-O4 needs every penalty card: one heart short is card points", bmhFacts(4, "2H", heartsNo2+" QS KS AS", "", ""),
			std, bmhPack(t, 4), variant.SlamDeduct, variant.OmnibusOff, score.Result{Points: bmhPoints(1, 42, 0, 0)}},
		{"BM-O4 needs the spades too", bmhFacts(4, "AS", heartsAll+" QS KS", "", ""),
			std, bmhPack(t, 4), variant.SlamDeduct, variant.OmnibusOff, score.Result{Points: bmhPoints(7, 36, 0, 0)}},
	})
}

// Only active seats score; seats past the table size never do, and
// malformed facts do not panic.
func TestBlackMariaDealInactiveAndMalformed(t *testing.T) {
	std := gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusOff, SpadeValues: variant.StandardSpades})
	f := bmhFacts(4, "QS", "KS", "AS", heartsAll)
	f.Active = f.Active.Remove(1)
	got := blackMariaPoints(f, std, bmhPack(t, 4), variant.SlamDeduct, variant.OmnibusOff)
	if diff := cmp.Diff(score.Result{Points: bmhPoints(13, 0, 7, 13)}, got); diff != "" {
		t.Errorf("inactive seat mismatch (-want +got):\n%s", diff)
	}
	for _, n := range []int{-1, 0, 7, 100} {
		f := bmhFacts(4, heartsAll+" QS KS AS")
		f.Seats = n
		f.Active = seat.Set(0xFF)
		_ = blackMariaPoints(f, gametest.MustTable(games.BlackMaria, variant.Options{Omnibus: variant.OmnibusJD}), card.Full52, variant.SlamDeduct, variant.OmnibusJD)
		_ = heartsPoints(f, gametest.MustTable(games.Hearts, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusJD}), variant.MoonAddToOthers, variant.OmnibusJD, true)
	}
	// An empty deal scores nothing, slam or not (and no cards in play
	// means no slam: TestBlackMariaNoCardsNoSlam).
	got = blackMariaPoints(bmhFacts(3, "", "", ""), std, bmhPack(t, 3), variant.SlamDeduct, variant.OmnibusOff)
	if got != (score.Result{}) {
		t.Errorf("an empty deal scored %v", got)
	}
}

type heartsCase struct {
	name          string
	facts         score.Facts
	table         score.Table
	moon          variant.MoonMode
	o             variant.Omnibus
	moonNeedsJack bool
	want          score.Result
}

func runHearts(t *testing.T, tests []heartsCase) {
	t.Helper()
	for _, tc := range tests {
		got := heartsPoints(tc.facts, tc.table, tc.moon, tc.o, tc.moonNeedsJack)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", tc.name, diff)
		}
	}
}

// The worked examples SH-E1, SH-E2, SH-E7, the moon modes of SH-R9 and the
// Omnibus rulings of SH-O2.
func TestHeartsDealExamples(t *testing.T) {
	std := gametest.MustTable(games.Hearts, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusOff})
	spot := gametest.MustTable(games.Hearts, variant.Options{SpotHearts: true, Omnibus: variant.OmnibusOff})
	omni := gametest.MustTable(games.Hearts, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusJD})
	e1 := bmhFacts(4, "QS 2H 5C", "3H 4H 5H 6H 7H", "2C 3C 4C 9D", "8H 9H 10H JH QH KH AH")
	e2 := bmhFacts(4, "2C 3C", heartsAll+" QS", "KS AS", "4D")
	shooterJD := bmhFacts(4, "2C", heartsAll+" QS JD", "KS", "")
	shooterNoJD := bmhFacts(4, "JD", heartsAll+" QS", "KS", "")
	runHearts(t, []heartsCase{
		{"SH-E1", e1, std, variant.MoonAddToOthers, variant.OmnibusOff, false, score.Result{Points: bmhPoints(14, 5, 0, 7)}},
		{"SH-E2 default", e2, std, variant.MoonAddToOthers, variant.OmnibusOff, false,
			score.Result{Points: bmhPoints(26, 0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-E2 SubtractFromShooter", e2, std, variant.MoonSubtractFromShooter, variant.OmnibusOff, false,
			score.Result{Points: bmhPoints(0, -26, 0, 0), Outcome: score.PenaltySweep}},
		{"SH-E2 MoonMode=Off", e2, std, variant.MoonOff, variant.OmnibusOff, false,
			score.Result{Points: bmhPoints(0, 26, 0, 0)}},
		{"SH-E7 (spot hearts, SH-O1)", bmhFacts(4, "QS AH", "2H 3H 4H 5H 6H 7H 8H 9H 10H", "JH QH KH", "2C"), spot,
			variant.MoonAddToOthers, variant.OmnibusOff, false, score.Result{Points: bmhPoints(39, 54, 36, 0)}},
		{"SH-E7 spot moon by seat 3", bmhFacts(4, "2C", "3C", "4C", heartsAll+" QS"), spot,
			variant.MoonAddToOthers, variant.OmnibusOff, false,
			score.Result{Points: bmhPoints(129, 129, 129, 0), Outcome: score.PenaltySweep}},
		{"SH-O1 spot moon subtracted", bmhFacts(4, "2C", "3C", "4C", heartsAll+" QS"), spot,
			variant.MoonSubtractFromShooter, variant.OmnibusOff, false,
			score.Result{Points: bmhPoints(0, 0, 0, -129), Outcome: score.PenaltySweep}},
		{"SH-O2 shooter with the J♦ scores −10", shooterJD, omni, variant.MoonAddToOthers, variant.OmnibusJD, false,
			score.Result{Points: bmhPoints(26, -10, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-O2 shooter with the J♦ subtracting scores −36", shooterJD, omni, variant.MoonSubtractFromShooter, variant.OmnibusJD, false,
			score.Result{Points: bmhPoints(0, -36, 0, 0), Outcome: score.PenaltySweep}},
		{"SH-O2 the J♦ elsewhere still counts", shooterNoJD, omni, variant.MoonAddToOthers, variant.OmnibusJD, false,
			score.Result{Points: bmhPoints(16, 0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-O2 the J♦ elsewhere, subtracting", shooterNoJD, omni, variant.MoonSubtractFromShooter, variant.OmnibusJD, false,
			score.Result{Points: bmhPoints(-10, -26, 0, 0), Outcome: score.PenaltySweep}},
		{"SH-O2 OmnibusMoonNeedsJack: no J♦, no moon", shooterNoJD, omni, variant.MoonAddToOthers, variant.OmnibusJD, true,
			score.Result{Points: bmhPoints(-10, 26, 0, 0)}},
		{"SH-O2 OmnibusMoonNeedsJack: with the J♦ a moon", shooterJD, omni, variant.MoonAddToOthers, variant.OmnibusJD, true,
			score.Result{Points: bmhPoints(26, -10, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-O2 OmnibusMoonNeedsJack without Omnibus is the plain moon", e2, std, variant.MoonAddToOthers, variant.OmnibusOff, true,
			score.Result{Points: bmhPoints(26, 0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-O2 10♦ option", bmhFacts(4, "10D", heartsAll+" QS", "", ""), gametest.MustTable(games.Hearts, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusTenD}),
			variant.MoonAddToOthers, variant.OmnibusTenD, false, score.Result{Points: bmhPoints(16, 0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-R9 moon at 6 seats", bmhFacts(6, "", "", "", "", "", heartsAll+" QS"), std, variant.MoonAddToOthers, variant.OmnibusOff, false,
			score.Result{Points: bmhPoints(26, 26, 26, 26, 26, 0), Outcome: score.PenaltySweep}},
		{"SH-R9 moon at 3 seats", bmhFacts(3, heartsAll+" QS", "", ""), std, variant.MoonAddToOthers, variant.OmnibusOff, false,
			score.Result{Points: bmhPoints(0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-R9 all hearts without the Q♠ is no moon", bmhFacts(4, "QS", heartsAll, "", ""), std, variant.MoonAddToOthers, variant.OmnibusOff, false,
			score.Result{Points: bmhPoints(13, 13, 0, 0)}},
	})
}
