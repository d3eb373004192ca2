package blackmaria_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

const (
	heartsAll = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"
	heartsNo2 = "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"
)

// bmhPack returns the cards in play of a Black Maria table of seats with
// the default removals (BM-R1, BM-A1, BM-A2).
func bmhPack(t *testing.T, seats int) card.Set {
	t.Helper()
	p := gametest.MustPack(games.BlackMaria, seats, blackmaria.Options{ThreePlayerRemoval: blackmaria.TwoOfClubs, SixPlayerRemoval: blackmaria.AllTwos})
	return p
}

type bmCase struct {
	name   string
	facts  score.Facts
	table  score.Table
	inPlay card.Set
	slam   blackmaria.SlamRule
	o      blackmaria.Omnibus
	want   score.Result
}

func runBM(t *testing.T, tests []bmCase) {
	t.Helper()
	for _, tc := range tests {
		got := gametest.BlackMariaPoints(tc.facts, tc.table, tc.inPlay, tc.slam, tc.o)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", tc.name, diff)
		}
	}
}

// The worked examples BM-E1 to BM-E6 and the slam rulings BM-O4, BM-A6.
func TestBlackMariaDealExamples(t *testing.T) {
	std := gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades})
	e2 := gametest.TakenFacts(4, "2C 3C 4C", "5D 6D", heartsAll+" QS KS AS 9C", "JD 7C")
	slamJD := gametest.TakenFacts(4, "", "", heartsAll+" QS KS AS JD", "")
	slamNoJD := gametest.TakenFacts(4, "JD", "", heartsAll+" QS KS AS", "")
	runBM(t, []bmCase{
		{"BM-E1 (3 seats)", gametest.TakenFacts(3, "QS 2H 3H 4H 5H 9C 10C", "KS AS 6H 7H 8H 9H 10H JH", "QH KH AH 3C"),
			std, bmhPack(t, 3), blackmaria.NoSlam, blackmaria.OmnibusOff, score.Result{Points: gametest.SeatPoints(17, 23, 3)}},
		{"BM-E2 (4 seats, no slam rule, BM-R8)", e2, std, bmhPack(t, 4), blackmaria.NoSlam, blackmaria.OmnibusOff,
			score.Result{Points: gametest.SeatPoints(0, 0, 43, 0)}},
		{"BM-E2 with Slam=Deduct (BM-O4)", e2, std, bmhPack(t, 4), blackmaria.SlamDeduct, blackmaria.OmnibusOff,
			score.Result{Points: gametest.SeatPoints(0, 0, -43, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-E3 (6 seats, no 2♥, BM-A1)", gametest.TakenFacts(6, heartsNo2, "QS", "KS", "AS", "3C", ""),
			std, bmhPack(t, 6), blackmaria.NoSlam, blackmaria.OmnibusOff, score.Result{Points: gametest.SeatPoints(12, 13, 10, 7, 0, 0)}},
		{"BM-E3 slam at 6 seats is −42 (BM-A1, BM-O4)", gametest.TakenFacts(6, heartsNo2+" QS KS AS", "", "", "", "", ""),
			std, bmhPack(t, 6), blackmaria.SlamDeduct, blackmaria.OmnibusOff, score.Result{Points: gametest.SeatPoints(-42), Outcome: score.PenaltySweepDeducted}},
		{"BM-E4 (spot hearts, BM-O1)", gametest.TakenFacts(3, "AH KH 2H QS", "3H 4H 5H 6H 7H 8H 9H 10H AS", "JH QH KS"),
			gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades}), bmhPack(t, 3), blackmaria.NoSlam, blackmaria.OmnibusOff,
			score.Result{Points: gametest.SeatPoints(54, 59, 33)}},
		{"BM-E5 (Omnibus J♦, BM-O2)", gametest.TakenFacts(4, "JD 2H 3H", "QS KS", "AS 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "2C 3C"),
			gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD, SpadeValues: blackmaria.StandardSpades}), bmhPack(t, 4), blackmaria.NoSlam, blackmaria.OmnibusJD,
			score.Result{Points: gametest.SeatPoints(-8, 23, 18, 0)}},
		{"BM-E6 (swapped A/K, BM-O3)", gametest.TakenFacts(3, "AS", "KS QS", heartsAll),
			gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.SwappedSpades}), bmhPack(t, 3), blackmaria.NoSlam, blackmaria.OmnibusOff,
			score.Result{Points: gametest.SeatPoints(10, 20, 13)}},
		{"BM-A6 slam with the J♦ is −43 − 10", slamJD,
			gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD, SpadeValues: blackmaria.StandardSpades}), bmhPack(t, 4), blackmaria.SlamDeduct, blackmaria.OmnibusJD,
			score.Result{Points: gametest.SeatPoints(0, 0, -53, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-A6 slam without the J♦: its captor still scores −10", slamNoJD,
			gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD, SpadeValues: blackmaria.StandardSpades}), bmhPack(t, 4), blackmaria.SlamDeduct, blackmaria.OmnibusJD,
			score.Result{Points: gametest.SeatPoints(-10, 0, -43, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-A6 with the 10♦ option", gametest.TakenFacts(4, "", "10D", heartsAll+" QS KS AS", ""),
			gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusTenD, SpadeValues: blackmaria.StandardSpades}), bmhPack(t, 4), blackmaria.SlamDeduct, blackmaria.OmnibusTenD,
			score.Result{Points: gametest.SeatPoints(0, -10, -43, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-O4 with spot hearts is −146", gametest.TakenFacts(4, "", heartsAll+" QS KS AS", "", ""),
			gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades}), bmhPack(t, 4), blackmaria.SlamDeduct, blackmaria.OmnibusOff,
			score.Result{Points: gametest.SeatPoints(0, -146, 0, 0), Outcome: score.PenaltySweepDeducted}},
		{"BM-A6 Omnibus without slam rule: 43 and −10", slamNoJD,
			gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD, SpadeValues: blackmaria.StandardSpades}), bmhPack(t, 4), blackmaria.NoSlam, blackmaria.OmnibusJD,
			score.Result{Points: gametest.SeatPoints(-10, 0, 43, 0)}},
		{"BM-O4 needs every penalty card: one heart short is card points", gametest.TakenFacts(4, "2H", heartsNo2+" QS KS AS", "", ""),
			std, bmhPack(t, 4), blackmaria.SlamDeduct, blackmaria.OmnibusOff, score.Result{Points: gametest.SeatPoints(1, 42, 0, 0)}},
		{"BM-O4 needs the spades too", gametest.TakenFacts(4, "AS", heartsAll+" QS KS", "", ""),
			std, bmhPack(t, 4), blackmaria.SlamDeduct, blackmaria.OmnibusOff, score.Result{Points: gametest.SeatPoints(7, 36, 0, 0)}},
	})
}

// Only active seats score; seats past the table size never do, and
// malformed facts do not panic.
func TestBlackMariaDealInactiveAndMalformed(t *testing.T) {
	std := gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades})
	f := gametest.TakenFacts(4, "QS", "KS", "AS", heartsAll)
	f.Active = f.Active.Remove(1)
	got := gametest.BlackMariaPoints(f, std, bmhPack(t, 4), blackmaria.SlamDeduct, blackmaria.OmnibusOff)
	if diff := cmp.Diff(score.Result{Points: gametest.SeatPoints(13, 0, 7, 13)}, got); diff != "" {
		t.Errorf("inactive seat mismatch (-want +got):\n%s", diff)
	}
	for _, n := range []int{-1, 0, 7, 100} {
		f := gametest.TakenFacts(4, heartsAll+" QS KS AS")
		f.Seats = n
		f.Active = seat.Set(0xFF)
		_ = gametest.BlackMariaPoints(f, gametest.MustTable(games.BlackMaria, blackmaria.Options{Omnibus: blackmaria.OmnibusJD}), card.Full52, blackmaria.SlamDeduct, blackmaria.OmnibusJD)
		_ = gametest.HeartsPoints(f, gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD}), hearts.MoonAddToOthers, blackmaria.OmnibusJD, true)
	}
	// An empty deal scores nothing, slam or not (and no cards in play
	// means no slam: TestBlackMariaNoCardsNoSlam).
	got = gametest.BlackMariaPoints(gametest.TakenFacts(3, "", "", ""), std, bmhPack(t, 3), blackmaria.SlamDeduct, blackmaria.OmnibusOff)
	if got != (score.Result{}) {
		t.Errorf("an empty deal scored %v", got)
	}
}
