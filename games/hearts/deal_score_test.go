package hearts_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/score"
)

const heartsAll = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"

type heartsCase struct {
	name          string
	facts         score.Facts
	table         score.Table
	moon          hearts.MoonMode
	o             blackmaria.Omnibus
	moonNeedsJack bool
	want          score.Result
}

func runHearts(t *testing.T, tests []heartsCase) {
	t.Helper()
	for _, tc := range tests {
		got := gametest.HeartsPoints(tc.facts, tc.table, tc.moon, tc.o, tc.moonNeedsJack)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", tc.name, diff)
		}
	}
}

// The worked examples SH-E1, SH-E2, SH-E7, the moon modes of SH-R9 and the
// Omnibus rulings of SH-O2.
func TestHeartsDealExamples(t *testing.T) {
	std := gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff})
	spot := gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff})
	omni := gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD})
	e1 := gametest.TakenFacts(4, "QS 2H 5C", "3H 4H 5H 6H 7H", "2C 3C 4C 9D", "8H 9H 10H JH QH KH AH")
	e2 := gametest.TakenFacts(4, "2C 3C", heartsAll+" QS", "KS AS", "4D")
	shooterJD := gametest.TakenFacts(4, "2C", heartsAll+" QS JD", "KS", "")
	shooterNoJD := gametest.TakenFacts(4, "JD", heartsAll+" QS", "KS", "")
	runHearts(t, []heartsCase{
		{"SH-E1", e1, std, hearts.MoonAddToOthers, blackmaria.OmnibusOff, false, score.Result{Points: gametest.SeatPoints(14, 5, 0, 7)}},
		{"SH-E2 default", e2, std, hearts.MoonAddToOthers, blackmaria.OmnibusOff, false,
			score.Result{Points: gametest.SeatPoints(26, 0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-E2 SubtractFromShooter", e2, std, hearts.MoonSubtractFromShooter, blackmaria.OmnibusOff, false,
			score.Result{Points: gametest.SeatPoints(0, -26, 0, 0), Outcome: score.PenaltySweep}},
		{"SH-E2 MoonMode=Off", e2, std, hearts.MoonOff, blackmaria.OmnibusOff, false,
			score.Result{Points: gametest.SeatPoints(0, 26, 0, 0)}},
		{"SH-E7 (spot hearts, SH-O1)", gametest.TakenFacts(4, "QS AH", "2H 3H 4H 5H 6H 7H 8H 9H 10H", "JH QH KH", "2C"), spot,
			hearts.MoonAddToOthers, blackmaria.OmnibusOff, false, score.Result{Points: gametest.SeatPoints(39, 54, 36, 0)}},
		{"SH-E7 spot moon by seat 3", gametest.TakenFacts(4, "2C", "3C", "4C", heartsAll+" QS"), spot,
			hearts.MoonAddToOthers, blackmaria.OmnibusOff, false,
			score.Result{Points: gametest.SeatPoints(129, 129, 129, 0), Outcome: score.PenaltySweep}},
		{"SH-O1 spot moon subtracted", gametest.TakenFacts(4, "2C", "3C", "4C", heartsAll+" QS"), spot,
			hearts.MoonSubtractFromShooter, blackmaria.OmnibusOff, false,
			score.Result{Points: gametest.SeatPoints(0, 0, 0, -129), Outcome: score.PenaltySweep}},
		{"SH-O2 shooter with the J♦ scores −10", shooterJD, omni, hearts.MoonAddToOthers, blackmaria.OmnibusJD, false,
			score.Result{Points: gametest.SeatPoints(26, -10, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-O2 shooter with the J♦ subtracting scores −36", shooterJD, omni, hearts.MoonSubtractFromShooter, blackmaria.OmnibusJD, false,
			score.Result{Points: gametest.SeatPoints(0, -36, 0, 0), Outcome: score.PenaltySweep}},
		{"SH-O2 the J♦ elsewhere still counts", shooterNoJD, omni, hearts.MoonAddToOthers, blackmaria.OmnibusJD, false,
			score.Result{Points: gametest.SeatPoints(16, 0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-O2 the J♦ elsewhere, subtracting", shooterNoJD, omni, hearts.MoonSubtractFromShooter, blackmaria.OmnibusJD, false,
			score.Result{Points: gametest.SeatPoints(-10, -26, 0, 0), Outcome: score.PenaltySweep}},
		{"SH-O2 OmnibusMoonNeedsJack: no J♦, no moon", shooterNoJD, omni, hearts.MoonAddToOthers, blackmaria.OmnibusJD, true,
			score.Result{Points: gametest.SeatPoints(-10, 26, 0, 0)}},
		{"SH-O2 OmnibusMoonNeedsJack: with the J♦ a moon", shooterJD, omni, hearts.MoonAddToOthers, blackmaria.OmnibusJD, true,
			score.Result{Points: gametest.SeatPoints(26, -10, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-O2 OmnibusMoonNeedsJack without Omnibus is the plain moon", e2, std, hearts.MoonAddToOthers, blackmaria.OmnibusOff, true,
			score.Result{Points: gametest.SeatPoints(26, 0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-O2 10♦ option", gametest.TakenFacts(4, "10D", heartsAll+" QS", "", ""), gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusTenD}),
			hearts.MoonAddToOthers, blackmaria.OmnibusTenD, false, score.Result{Points: gametest.SeatPoints(16, 0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-R9 moon at 6 seats", gametest.TakenFacts(6, "", "", "", "", "", heartsAll+" QS"), std, hearts.MoonAddToOthers, blackmaria.OmnibusOff, false,
			score.Result{Points: gametest.SeatPoints(26, 26, 26, 26, 26, 0), Outcome: score.PenaltySweep}},
		{"SH-R9 moon at 3 seats", gametest.TakenFacts(3, heartsAll+" QS", "", ""), std, hearts.MoonAddToOthers, blackmaria.OmnibusOff, false,
			score.Result{Points: gametest.SeatPoints(0, 26, 26), Outcome: score.PenaltySweep}},
		{"SH-R9 all hearts without the Q♠ is no moon", gametest.TakenFacts(4, "QS", heartsAll, "", ""), std, hearts.MoonAddToOthers, blackmaria.OmnibusOff, false,
			score.Result{Points: gametest.SeatPoints(13, 13, 0, 0)}},
	})
}
