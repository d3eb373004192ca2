package madonna_test

// The announcements of Schwarze Madonna, as madonna_test.go tests the
// game: the window, the conflicts, the early end and the turn-based
// rounds.

import (
	"fmt"
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

// madDealtE20 deals E3's cards (4 seats, dealer 3) for the window tests.
func madDealtE20(t testing.TB, o madonna.Options) *variant.TrickGame {
	t.Helper()
	o.FirstDealer = 3
	g := gametest.Trick(t, games.SchwarzeMadonna, 4, o, 7)
	if err := g.DealCards(madE3.deal(t)); err != nil {
		t.Fatal(err)
	}
	return g
}

// madAnnouncements returns the announcements offered now as strings "J1".
func madAnnouncements(g variant.Game) []string {
	out := []string{}
	for _, m := range g.Announcements(nil) {
		out = append(out, fmt.Sprintf("%c%d", strings.ToUpper(m.Call.String())[0], m.Seat))
	}
	return out
}

// MAD-R17, MAD-E20, MAD-A9: announcements are open from the end of the
// stock circulation (at four seats: from the deal) until the first card
// of trick 2, between any two cards of trick 1 and after trick 1 is
// complete; during the stock circulation and after the trick-2 lead they
// are announce-window.
func TestMadonnaAnnounceWindow(t *testing.T) { t.Run("MAD-R17", testMadonnaAnnounceWindow) }

func testMadonnaAnnounceWindow(t *testing.T) {
	t.Run("four seats: from the deal", func(t *testing.T) {
		g := madDealtE20(t, madonna.Options{})
		// MAD-R12: left(dealer) leads any card, hearts and the Q♠
		// included.
		if g.Turn().Seat != 0 || g.LegalPlays() != g.Hand(0) || g.Hand(0)&madPenalty == 0 {
			t.Fatalf("opening lead: seat %d may play %v of %v", g.Turn().Seat, g.LegalPlays(), g.Hand(0))
		}
		all := []string{"J0", "D0", "J1", "D1", "J2", "D2", "J3", "D3"}
		if diff := cmp.Diff(all, madAnnouncements(g)); diff != "" {
			t.Fatalf("announcements before the opening lead (-want +got):\n%s", diff)
		}
		// Between the cards of trick 1 (seat 0 leads A♠ and wins it).
		gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("AS")))
		if diff := cmp.Diff(all, madAnnouncements(g)); diff != "" {
			t.Fatalf("announcements after the lead (-want +got):\n%s", diff)
		}
		gametest.Apply(t, g, variant.AnnounceMove(3, variant.NoTrickCall))
		gametest.Apply(t, g, variant.PlayMove(1, card.MustParse("7S")), variant.PlayMove(2, card.MustParse("8S")))
		gametest.Apply(t, g, variant.AnnounceMove(1, variant.NoTrickCall))
		gametest.Apply(t, g, variant.PlayMove(3, card.MustParse("QS")))
		// MAD-E20: trick 1 is complete and won by seat 0, who has not led
		// to trick 2: seat 2 may still announce Jungfrau, seat 0 only
		// Durchmarsch; nobody else Durchmarsch (MAD-R18).
		if diff := cmp.Diff([]string{"D0", "J2"}, madAnnouncements(g)); diff != "" {
			t.Fatalf("announcements after trick 1 (-want +got):\n%s", diff)
		}
		gametest.Apply(t, g, variant.AnnounceMove(2, variant.NoTrickCall))
		gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("7C")))
		if got := madAnnouncements(g); len(got) != 0 {
			t.Fatalf("announcements after the trick-2 lead: %v", got)
		}
		madRejects(t, g, variant.AnnounceMove(0, variant.SweepCall), rule.AnnounceWindow, "MAD-R17")
		madRejects(t, g, variant.AnnounceMove(1, variant.NoTrickCall), rule.AnnounceWindow, "MAD-R17")
		v, _ := g.View(2)
		if diff := cmp.Diff([]int{1, 2, 3}, v.NoTrick); diff != "" || v.Sweep != -1 {
			t.Fatalf("view: jungfrau %v durchmarsch %d", v.NoTrick, v.Sweep)
		}
	})
	t.Run("stock circulation is outside the window", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeMadonna, 5, madonna.Options{}, 7)
		if err := g.DealCards(madDeal5(t)); err != nil {
			t.Fatal(err)
		}
		for g.Phase() == variant.PhaseStock {
			for s := range 5 {
				madRejects(t, g, variant.AnnounceMove(s, variant.SweepCall), rule.AnnounceWindow, "MAD-R17")
			}
			gametest.Apply(t, g, g.LegalMoves(nil)[0])
		}
		if got := len(g.Announcements(nil)); got != 10 {
			t.Fatalf("%d announcements after the circulation, want 10", got)
		}
		gametest.Apply(t, g, variant.AnnounceMove(0, variant.NoTrickCall))
	})
}

// MAD-R18: several Jungfrau, one Durchmarsch, one announcement per seat,
// Jungfrau and Durchmarsch by different seats together; an announcement
// that is already lost is announce-conflict.
func TestMadonnaAnnounceConflicts(t *testing.T) { t.Run("MAD-R18", testMadonnaAnnounceConflicts) }

func testMadonnaAnnounceConflicts(t *testing.T) {
	g := madDealtE20(t, madonna.Options{})
	gametest.Apply(t, g, variant.AnnounceMove(1, variant.NoTrickCall), variant.AnnounceMove(2, variant.NoTrickCall))
	madRejects(t, g, variant.AnnounceMove(1, variant.NoTrickCall), rule.AnnounceConflict, "MAD-R18")
	madRejects(t, g, variant.AnnounceMove(1, variant.SweepCall), rule.AnnounceConflict, "MAD-R18")
	gametest.Apply(t, g, variant.AnnounceMove(3, variant.SweepCall))
	madRejects(t, g, variant.AnnounceMove(0, variant.SweepCall), rule.AnnounceConflict, "MAD-R18")
	madRejects(t, g, variant.AnnounceMove(3, variant.NoTrickCall), rule.AnnounceConflict, "MAD-R18")
	madRejects(t, g, variant.AnnounceMove(3, variant.SweepCall), rule.AnnounceConflict, "MAD-R18")
	madRejects(t, g, variant.AnnounceMove(6, variant.NoTrickCall), rule.BadSeat, "")
	madRejects(t, g, variant.AnnounceMove(-1, variant.NoTrickCall), rule.BadSeat, "")
	madRejects(t, g, variant.AnnounceMove(0, variant.NoCall), rule.WrongPhase, "")
	if diff := cmp.Diff([]string{"J0"}, madAnnouncements(g)); diff != "" {
		t.Fatalf("announcements left (-want +got):\n%s", diff)
	}
	v, _ := g.View(0)
	if diff := cmp.Diff([]variant.Move{variant.AnnounceMove(0, variant.NoTrickCall)}, v.Announce); diff != "" {
		t.Fatalf("View(0).Announce (-want +got):\n%s", diff)
	}

	// Already lost after trick 1 (won by seat 0): Jungfrau by seat 0 and
	// Durchmarsch by any other seat.
	g = madDealtE20(t, madonna.Options{})
	gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("AS")), variant.PlayMove(1, card.MustParse("7S")),
		variant.PlayMove(2, card.MustParse("8S")), variant.PlayMove(3, card.MustParse("QS")))
	madRejects(t, g, variant.AnnounceMove(0, variant.NoTrickCall), rule.AnnounceConflict, "MAD-R18")
	for s := 1; s < 4; s++ {
		madRejects(t, g, variant.AnnounceMove(s, variant.SweepCall), rule.AnnounceConflict, "MAD-R18")
	}
	gametest.Apply(t, g, variant.AnnounceMove(0, variant.SweepCall), variant.AnnounceMove(1, variant.NoTrickCall))
}

// MAD-R19, MAD-R21: the deal ends at the trick after which every
// announcement made has failed, and not before; not at all under
// FailureScoring=Independent (MAD-A6).
func TestMadonnaEarlyEnd(t *testing.T) { t.Run("MAD-R21", testMadonnaEarlyEnd) }

func testMadonnaEarlyEnd(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sc    madScript
		o     madonna.Options
		ended int // tricks after which the deal ends
	}{
		{"MAD-E7 Jungfrau fails at trick 4", madE7.with("J1"), madonna.Options{}, 4},
		{"MAD-E10 Durchmarsch fails at trick 3", madE10.with("D0"), madonna.Options{}, 3},
		{"MAD-E4 no announcement: played out", madE4, madonna.Options{}, 8},
		{"no announcement: played out", madE3, madonna.Options{}, 8},
		{"Independent: played out", madE7.with("J1"), madonna.Options{FailureScoring: madonna.Independent}, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = tc.sc.dealer
			g := gametest.Trick(t, games.SchwarzeMadonna, tc.sc.seats, tc.o, 7)
			applied := tc.sc.run(t, g)
			res, _ := g.Result()
			if len(res.Tricks) != tc.ended {
				t.Fatalf("the deal ended after %d tricks, want %d", len(res.Tricks), tc.ended)
			}
			if rest := len(tc.sc.steps) - applied; (rest > 0) != (tc.ended < tc.sc.deal(t).Hands[0].Len()) {
				t.Fatalf("%d script steps left unplayed", rest)
			}
		})
	}
	// An announcement made after trick 1 that fails in trick 2: E4, seat
	// 1 wins trick 2; it announces Jungfrau after trick 1 (won by seat 0).
	g := gametest.Trick(t, games.SchwarzeMadonna, 4, madonna.Options{FirstDealer: 3}, 7)
	if err := g.DealCards(madE4.deal(t)); err != nil {
		t.Fatal(err)
	}
	for _, c := range strings.Fields(madE4.steps[0]) {
		gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, card.MustParse(c)))
	}
	gametest.Apply(t, g, variant.AnnounceMove(1, variant.NoTrickCall))
	for i, c := range strings.Fields(madE4.steps[1]) {
		if g.Phase() != variant.PhasePlay {
			t.Fatalf("the deal ended before card %d of trick 2", i)
		}
		gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, card.MustParse(c)))
	}
	if res, _ := g.Result(); g.Phase() != variant.PhaseDealOver || len(res.Tricks) != 2 || res.Points[1] != 48 {
		t.Fatalf("phase %v, result %+v; want the end after trick 2 with 48 for seat 1", g.Phase(), res)
	}
}

// MAD-A9 TurnBased: before the opening lead and again after trick 1, each
// seat that may still announce, from the leader to the left, announces or
// declines; out-of-turn announcements stay possible; Decline is option-off
// without the rounds.
func TestMadonnaTurnBased(t *testing.T) { t.Run("MAD-A9", testMadonnaTurnBased) }

func testMadonnaTurnBased(t *testing.T) {
	g := madDealtE20(t, madonna.Options{Announcements: variant.TurnBased})
	if g.Phase() != variant.PhaseAnnounce {
		t.Fatalf("phase %v, want announce", g.Phase())
	}
	want := variant.Turn{Seat: 0, Phase: variant.PhaseAnnounce, Kind: variant.Announce, From: -1}
	if diff := cmp.Diff(want, g.Turn()); diff != "" {
		t.Fatalf("turn (-want +got):\n%s", diff)
	}
	wantMoves := []variant.Move{variant.AnnounceMove(0, variant.NoTrickCall), variant.AnnounceMove(0, variant.SweepCall), variant.DeclineMove(0)}
	if diff := cmp.Diff(wantMoves, g.LegalMoves(nil)); diff != "" {
		t.Fatalf("legal moves (-want +got):\n%s", diff)
	}
	madRejects(t, g, variant.PlayMove(0, card.MustParse("AS")), rule.WrongPhase, "")
	madRejects(t, g, variant.DeclineMove(1), rule.NotYourTurn, "")
	gametest.Apply(t, g, variant.DeclineMove(0))
	// Seat 2 announces Durchmarsch out of turn while seat 1 is asked.
	gametest.Apply(t, g, variant.AnnounceMove(2, variant.SweepCall))
	if g.Turn().Seat != 1 {
		t.Fatalf("seat %d is asked, want 1", g.Turn().Seat)
	}
	gametest.Apply(t, g, variant.AnnounceMove(1, variant.NoTrickCall))
	// Seat 2 has announced: seat 3 is next, then the play.
	if g.Turn().Seat != 3 {
		t.Fatalf("seat %d is asked, want 3", g.Turn().Seat)
	}
	gametest.Apply(t, g, variant.DeclineMove(3))
	if g.Phase() != variant.PhasePlay || g.Turn().Seat != 0 {
		t.Fatalf("phase %v turn %d, want play with seat 0 to lead", g.Phase(), g.Turn().Seat)
	}
	madRejects(t, g, variant.DeclineMove(0), rule.WrongPhase, "")
	// Trick 1 (seat 0 wins): the Durchmarsch of seat 2 fails, but seat 1's
	// Jungfrau stands. The second round starts at the winner, seat 0,
	// which may announce only Durchmarsch - taken by seat 2; so seat 3 is
	// asked first.
	for _, c := range strings.Fields(madE3.steps[0]) {
		gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, card.MustParse(c)))
	}
	if g.Phase() != variant.PhaseAnnounce || g.Turn().Seat != 3 {
		t.Fatalf("phase %v turn %d, want announce with seat 3 asked", g.Phase(), g.Turn().Seat)
	}
	if diff := cmp.Diff([]variant.Move{variant.AnnounceMove(3, variant.NoTrickCall), variant.DeclineMove(3)}, g.LegalMoves(nil)); diff != "" {
		t.Fatalf("legal moves (-want +got):\n%s", diff)
	}
	gametest.Apply(t, g, variant.DeclineMove(3))
	if g.Phase() != variant.PhasePlay || g.Turn().Seat != 0 {
		t.Fatalf("phase %v turn %d after the second round", g.Phase(), g.Turn().Seat)
	}
	// No third round.
	gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("7C")))
	madRejects(t, g, variant.DeclineMove(1), rule.AnnounceWindow, "MAD-A9")

	g = madDealtE20(t, madonna.Options{})
	madRejects(t, g, variant.DeclineMove(0), rule.OptionOff, "MAD-A9")
}
