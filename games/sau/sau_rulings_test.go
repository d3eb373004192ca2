package sau_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// ---- the rulings SAU-A1 .. SAU-A17 not covered above ----

// TestSauTwoPlayerContinuation checks SAU-A3 (c): with match-end
// two-player, a 3-seat table that loses a seat plays on two-handed, 15
// cards each plus a dead stock of 2, until one seat remains.
func TestSauTwoPlayerContinuation(t *testing.T) { t.Run("SAU-A3", testSauTwoPlayerContinuation) }

func testSauTwoPlayerContinuation(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeSau, 3, sau.Options{MatchEnd: sau.TwoPlayer, FirstDealer: 1, KreuzSieben: true}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{0, 30, 0}, Out: []int{1}}); err != nil {
		t.Fatal(err)
	}
	if g.Dealer() != 2 {
		t.Errorf("the first dealer 1 is out: dealer %d, want 2", g.Dealer())
	}
	for deal := 0; !g.Over(); deal++ {
		if deal > 30 {
			t.Fatal("the two-handed match does not end")
		}
		d := g.Dealer()
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if g.Active() != seat.Of(0, 2) || g.Hand(0).Len() != 15 || g.Hand(2).Len() != 15 || g.Hand(1) != 0 || g.Stock().Len() != 2 {
			t.Fatalf("SAU-A3: two-handed deal: active %v hands %d/%d/%d stock %d", g.Active(), g.Hand(0).Len(), g.Hand(1).Len(), g.Hand(2).Len(), g.Stock().Len())
		}
		if want, _ := seat.Of(0, 2).Next(d, 3); g.Turn().Seat != want {
			t.Errorf("two-handed: seat %d leads, want %d", g.Turn().Seat, want)
		}
		gametest.PlayLowest(t, g)
		if r, _ := g.Result(); r.Points[1] != 0 {
			t.Errorf("the out seat scored %d", r.Points[1])
		}
	}
	if len(g.Winners()) != 1 || len(g.Out()) != 2 {
		t.Errorf("SAU-A3 (c): winners %v out %v, want the one seat left", g.Winners(), g.Out())
	}
	// The default ends the match instead, so a record cannot resume with
	// only two seats left; first-elimination cannot resume with anyone out.
	for _, me := range []sau.MatchEnd{sau.FewerThanThree, sau.FirstElimination} {
		g := gametest.Trick(t, games.SchwarzeSau, 3, sau.Options{MatchEnd: me}, 1)
		if err := g.Resume(variant.MatchState{Totals: []int{0, 30, 0}, Out: []int{1}}); !errors.Is(err, rule.BadRecord) {
			t.Errorf("SAU-A3 %v: resuming with one of three out: %v, want bad-record", me, err)
		}
	}
	g = gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{MatchEnd: sau.FirstElimination}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{0, 30, 0, 0}, Out: []int{1}}); !errors.Is(err, rule.BadRecord) {
		t.Errorf("SAU-A3 (b): resuming after an elimination: %v, want bad-record (the match has ended)", err)
	}
}

// TestSauStockScoring checks SAU-A4 with SAU-E2: the dead stock
// ♦7 ♣8 scores for nobody (6, 5, 3), for the last trick's winner (6, 5,
// 4) or for the seat with the most card points (7, 5, 3).
func TestSauStockScoring(t *testing.T) { t.Run("SAU-A4,SAU-E2", testSauStockScoring) }

func testSauStockScoring(t *testing.T) {
	for _, tc := range []struct {
		ss   sau.StockScoring
		want []int
	}{
		{sau.StockDead, []int{6, 5, 3}},
		{sau.StockLastTrickWinner, []int{6, 5, 4}},
		{sau.StockMostPoints, []int{7, 5, 3}},
	} {
		g := sauE2Game(t, sau.Options{StockScoring: tc.ss})
		sauRun(t, g, sauE2...)
		sauWantPoints(t, g, tc.want, score.Normal)
	}
}

// TestSauStockRestriction checks SAU-A4's stock-restriction
// no-point-cards: no ♦, J♣ or Q♠ may go into the stock, so the first
// receiver keeps the ♦7 it found (not-passable).
func TestSauStockRestriction(t *testing.T) { t.Run("SAU-A4", testSauStockRestriction) }

func testSauStockRestriction(t *testing.T) {
	g := sauE2Game(t, sau.Options{StockExchange: true, StockRestriction: sau.NoPointCards})
	tu := g.Turn()
	tab := g.Values().Table
	if want := (g.Hand(0) | g.Stock()) &^ tab.Valued(); tu.Cards != want {
		t.Errorf("SAU-A4: seat 0 may put back %v, want %v", tu.Cards, want)
	}
	v := sauFails(t, g, variant.StockMove(0, gametest.Set(t, "7D 8C")), rule.NotPassable, "SAU-A4")
	if v.Seat != 0 {
		t.Errorf("not-passable names seat %d", v.Seat)
	}
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "9D 8C")), rule.NotPassable, "SAU-A4")
	sauRun(t, g, "0 stock 8C 7H")
	sauRun(t, g, "1 stock 8C 7H")
	sauFails(t, g, variant.StockMove(2, gametest.Set(t, "QS 7H")), rule.NotPassable, "SAU-A4")
	sauFails(t, g, variant.StockMove(2, gametest.Set(t, "JC QS")), rule.NotPassable, "SAU-A4")
	sauRun(t, g, "2 stock 8C 7H")
	if !g.Hand(0).Has(card.MustParse("7D")) {
		t.Error("SAU-A4: the first receiver keeps the ♦7")
	}
	gametest.PlayLowest(t, g)
	r, _ := g.Result()
	sum := gametest.PointSum(r.Points)
	if sum != 15 {
		t.Errorf("SAU-A4: with no point card in the stock the deal scores %d, want 15", sum)
	}
}

// TestSauMultipleJungfrau checks SAU-A8: by default a second
// Jungfrau is announce-conflict; with multiple-jungfrau each succeeds or
// fails by itself, and the deal ends only when all have failed.
func TestSauMultipleJungfrau(t *testing.T) { t.Run("SAU-A8", testSauMultipleJungfrau) }

func testSauMultipleJungfrau(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{Jungfrau: true, FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauLowSeat(1)...)
	sauRun(t, g, "1 jungfrau")
	sauFails(t, g, variant.AnnounceMove(1, variant.NoTrickCall), rule.AnnounceConflict, "")
	sauFails(t, g, variant.AnnounceMove(2, variant.NoTrickCall), rule.AnnounceConflict, "SAU-A8")
	sauFails(t, g, variant.AnnounceMove(2, variant.SweepCall), rule.OptionOff, "SAU-O4")

	// Two successes: seats 0 and 1 can never win; every other seat scores
	// 15 for each.
	o := sau.Options{Jungfrau: true, MultipleJungfrau: true, FirstDealer: 1}
	two := []string{"9C 10C 9D 10D 9H 10H 9S 10S", "7C 8C 7D 8D 7H 8H 7S 8S", "JC QC JD QD JH QH JS QS", "KC AC KD AD KH AH KS AS"}
	g = gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
	sauDeal(t, g, 1, "", two...)
	sauRun(t, g, "0 jungfrau, 1 jungfrau")
	gametest.PlayLowest(t, g)
	sauWantPoints(t, g, []int{0, 0, 30, 30}, score.AnnouncedNoTrick)

	// One fails, one succeeds: the deal goes on after the failure.
	g = gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
	sauDeal(t, g, 1, "", two...)
	sauRun(t, g, "1 jungfrau, 3 jungfrau")
	gametest.PlayLowest(t, g)
	if r, _ := g.Result(); len(r.Tricks) != 8 {
		t.Errorf("SAU-A8: a standing Jungfrau keeps the deal going: %d tricks", len(r.Tricks))
	}
	sauWantPoints(t, g, []int{15, 0, 15, 30}, score.FailedAnnouncement)

	// Both fail (SAU-E1's deal: seat 0 wins trick 1, seat 1 trick 3):
	// the deal ends at the second failure (SAU-A7).
	g = gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{Jungfrau: true, MultipleJungfrau: true, FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	sauRun(t, g, "0 jungfrau, 1 jungfrau")
	sauRun(t, g, sauE1[:2]...)
	if g.Phase() != variant.PhasePlay {
		t.Fatal("SAU-A8: seat 1 still stands; the deal goes on")
	}
	sauRun(t, g, sauE1[2])
	sauWantPoints(t, g, []int{15, 15, 0, 0}, score.FailedAnnouncement)
	if r, _ := g.Result(); len(r.Tricks) != 3 || g.Phase() != variant.PhaseDealOver {
		t.Errorf("SAU-A7: %d tricks, phase %v; want the end after trick 3", len(r.Tricks), g.Phase())
	}
}

// sauCardPoints returns each seat's card points from a deal's tricks
// (SAU-R2), computed here from the cards, not by the engine.
func sauCardPoints(r variant.DealResult, seats int) []int {
	pts := make([]int, seats)
	for _, tr := range r.Tricks {
		for _, c := range tr.Cards {
			switch {
			case c.Suit() == card.Diamonds:
				pts[tr.Winner]++
			case c == card.JackClubs:
				pts[tr.Winner] += 2
			case c == card.QueenSpades:
				pts[tr.Winner] += 5
			}
		}
	}
	return pts
}

// The SAU-E5 hands (dealer 1, stock ♥7 ♠7): seat 2 holds the five top
// clubs and diamonds and takes every trick.
var sauE5 = []string{"7C 8C 7D 8D 8H 9H 10H JH 8S 9S", "9C 9D QH KH AH 10S JS QS KS AS", "10C JC QC KC AC 10D JD QD KD AD"}

// sauE5Stock deals the SAU-E5 hands at g (dealer 1) and plays the stock
// phase, seats 2, 0 and 1 in turn: a seat of pushes pushes the stock
// unseen, the others take it and give back the ♥7 ♠7.
func sauE5Stock(t testing.TB, g *variant.TrickGame, pushes ...int) {
	t.Helper()
	sauDeal(t, g, 1, "7H 7S", sauE5...)
	for _, s := range []int{2, 0, 1} {
		if slices.Contains(pushes, s) {
			sauRun(t, g, fmt.Sprintf("%d push", s))
		} else {
			sauRun(t, g, fmt.Sprintf("%d stock 7H 7S", s))
		}
	}
}

// TestSauSixtySplit checks SAU-A12: an announced Durchmarsch after
// one push gives the losers 60 (default), or 30 now and 30 in their next
// deal played (next-deal; discarded when they are out, kept while they sit
// out), or 30 now and 30 to start the next match with (next-match).
func TestSauSixtySplit(t *testing.T) { t.Run("SAU-A12", testSauSixtySplit) }

func testSauSixtySplit(t *testing.T) {
	base := sau.Options{StockExchange: true, Schieben: true, AngesagterDurchmarsch: true, Elimination: sau.EliminateOver30, FirstDealer: 1}
	durch := func(t *testing.T, o sau.Options, ms variant.MatchState) *variant.TrickGame {
		t.Helper()
		g := gametest.Trick(t, games.SchwarzeSau, 3, o, 1)
		if err := g.Resume(ms); err != nil {
			t.Fatal(err)
		}
		sauE5Stock(t, g, 0)
		sauRun(t, g, "2 durchmarsch")
		gametest.PlayLowest(t, g)
		return g
	}
	e2 := func(t *testing.T, g *variant.TrickGame) {
		t.Helper()
		sauDeal(t, g, 2, sauE2Stock, sauHandsOf(t, 3, sauE2...)...)
		sauRun(t, g, "0 stock 7D 8C, 1 stock 7D 8C, 2 stock 7D 8C")
		sauRun(t, g, sauE2...)
	}
	carry := func(t *testing.T, g *variant.TrickGame, deal, match []int) {
		t.Helper()
		d, m := g.Carry()
		if diff := cmp.Diff(deal, d); diff != "" {
			t.Errorf("SAU-A12: carry to the next deal (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(match, m); diff != "" {
			t.Errorf("SAU-A12: carry to the next match (-want +got):\n%s", diff)
		}
	}
	t.Run("default 60", func(t *testing.T) {
		g := durch(t, base, variant.MatchState{})
		sauWantPoints(t, g, []int{60, 60, 0}, score.AnnouncedSweep)
		carry(t, g, []int{0, 0, 0}, []int{0, 0, 0})
	})
	t.Run("next-deal", func(t *testing.T) {
		o := base
		o.SixtySplit = sau.SplitNextDeal
		g := durch(t, o, variant.MatchState{})
		sauWantPoints(t, g, []int{30, 30, 0}, score.AnnouncedSweep)
		carry(t, g, []int{30, 30, 0}, []int{0, 0, 0})
		e2(t, g)
		sauWantPoints(t, g, []int{36, 35, 3}, score.Normal)
		carry(t, g, []int{0, 0, 0}, []int{0, 0, 0})
		if diff := cmp.Diff([]int{66, 65, 3}, g.Totals()); diff != "" {
			t.Errorf("totals (-want +got):\n%s", diff)
		}
	})
	t.Run("next-deal from a record's carry", func(t *testing.T) {
		o := base
		o.SixtySplit = sau.SplitNextDeal
		o.FirstDealer = 2
		g := gametest.Trick(t, games.SchwarzeSau, 3, o, 1)
		if err := g.Resume(variant.MatchState{Carry: []int{0, 7, 0}}); err != nil {
			t.Fatal(err)
		}
		carry(t, g, []int{0, 7, 0}, []int{0, 0, 0})
		e2(t, g)
		sauWantPoints(t, g, []int{6, 12, 3}, score.Normal)
		carry(t, g, []int{0, 0, 0}, []int{0, 0, 0})
	})
	t.Run("next-deal discarded when out", func(t *testing.T) {
		o := base
		o.SixtySplit = sau.SplitNextDeal
		o.MatchEnd = sau.TwoPlayer
		g := durch(t, o, variant.MatchState{Totals: []int{5, 0, 0}})
		if diff := cmp.Diff([]int{0}, g.Out()); diff != "" {
			t.Fatalf("out (-want +got):\n%s", diff)
		}
		carry(t, g, []int{0, 30, 0}, []int{0, 0, 0})
	})
	t.Run("next-match", func(t *testing.T) {
		o := base
		o.SixtySplit = sau.SplitNextMatch
		g := durch(t, o, variant.MatchState{})
		sauWantPoints(t, g, []int{30, 30, 0}, score.AnnouncedSweep)
		carry(t, g, []int{0, 0, 0}, []int{30, 30, 0})
		e2(t, g)
		sauWantPoints(t, g, []int{6, 5, 3}, score.Normal)
		carry(t, g, []int{0, 0, 0}, []int{30, 30, 0})
	})
	t.Run("no push: 30 is not split", func(t *testing.T) {
		o := base
		o.SixtySplit = sau.SplitNextDeal
		g := gametest.Trick(t, games.SchwarzeSau, 3, o, 1)
		sauE5Stock(t, g)
		sauRun(t, g, "2 durchmarsch")
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{30, 30, 0}, score.AnnouncedSweep)
		carry(t, g, []int{0, 0, 0}, []int{0, 0, 0})
	})
	t.Run("next-deal kept while sitting out", func(t *testing.T) {
		o := base
		o.SixtySplit = sau.SplitNextDeal
		o.FirstDealer = 0
		g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
		// Seat 1 holds the low cards and announces Durchmarsch after a
		// push: it fails at trick 1 and owes 60 = 30 + 30.
		sauDeal(t, g, 0, "7H 7S", "", sauE5[0], sauE5[2], sauE5[1])
		sauRun(t, g, "1 push, 2 stock 7H 7S, 3 stock 7H 7S", "1 durchmarsch")
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{0, 30, 0, 0}, score.FailedAnnouncement)
		carry(t, g, []int{0, 30, 0, 0}, []int{0, 0, 0, 0})
		// Seat 1 deals next and sits out: it keeps what it owes.
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if g.Active().Has(1) {
			t.Fatal("the dealer 1 plays")
		}
		sauRun(t, g, "2 stock "+g.Stock().String())
		for g.Phase() == variant.PhaseStock {
			sauRun(t, g, fmt.Sprintf("%d stock %s", g.Turn().Seat, g.Stock()))
		}
		gametest.PlayLowest(t, g)
		if r, _ := g.Result(); r.Points[1] != 0 {
			t.Errorf("the sitting-out seat 1 scored %d", r.Points[1])
		}
		carry(t, g, []int{0, 30, 0, 0}, []int{0, 0, 0, 0})
		// Seat 1 plays the deal after and pays.
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for g.Phase() == variant.PhaseStock {
			sauRun(t, g, fmt.Sprintf("%d stock %s", g.Turn().Seat, g.Stock()))
		}
		gametest.PlayLowest(t, g)
		r, _ := g.Result()
		if want := sauCardPoints(r, 4)[1] + 30; r.Points[1] != want {
			t.Errorf("SAU-A12: seat 1 scores %d in its next deal played, want its card points + 30 = %d", r.Points[1], want)
		}
		carry(t, g, []int{0, 0, 0, 0}, []int{0, 0, 0, 0})
	})
}

// TestSauAnnounceWindow checks SAU-O2 and SAU-A16: the window opens
// at the end of the stock phase and closes when the first card of trick 2
// is played; it is still open after the last card of trick 1.
func TestSauAnnounceWindow(t *testing.T) { t.Run("SAU-A16", testSauAnnounceWindow) }

func testSauAnnounceWindow(t *testing.T) {
	g := sauE2Game(t, sau.Options{Jungfrau: true, AngesagterDurchmarsch: true, StockExchange: true})
	want := func(what string, seats ...int) {
		t.Helper()
		var got []int
		for _, m := range g.Announcements(nil) {
			if m.Call == variant.NoTrickCall {
				got = append(got, m.Seat)
			}
		}
		if diff := cmp.Diff(seats, got); diff != "" {
			t.Errorf("SAU-A16 %s: Jungfrau offered to (-want +got):\n%s", what, diff)
		}
	}
	want("during the stock phase")
	sauFails(t, g, variant.AnnounceMove(0, variant.NoTrickCall), rule.AnnounceWindow, "SAU-A16")
	sauRun(t, g, "0 stock 7D 8C, 1 stock 7D 8C")
	sauFails(t, g, variant.AnnounceMove(2, variant.SweepCall), rule.AnnounceWindow, "SAU-A16")
	sauRun(t, g, "2 stock 7D 8C")
	want("before the first card", 0, 1, 2)
	if got := g.Announcements(nil); len(got) != 6 || got[0] != variant.AnnounceMove(0, variant.NoTrickCall) || got[1] != variant.AnnounceMove(0, variant.SweepCall) {
		t.Errorf("the record format's order: by seat, Jungfrau before Durchmarsch: %v", got)
	}
	if v, _ := g.View(1); len(v.Announce) != 2 || v.Announce[0].Seat != 1 {
		t.Errorf("seat 1's view offers %v", v.Announce)
	}
	sauRun(t, g, "0 AS")
	want("after the first card", 0, 1, 2)
	sauRun(t, g, "1 7S, 2 QS")
	want("after the last card of trick 1 (seat 0 won it)", 1, 2)
	sauFails(t, g, variant.AnnounceMove(1, variant.SweepCall), rule.AnnounceConflict, "")
	sauRun(t, g, "0 KS")
	want("after the first card of trick 2")
	if len(g.Announcements(nil)) != 0 {
		t.Errorf("announcements offered after the window: %v", g.Announcements(nil))
	}
	sauFails(t, g, variant.AnnounceMove(1, variant.NoTrickCall), rule.AnnounceWindow, "SAU-A16")
}

// TestSauOptionOff checks the record format's option-off: an announcement the
// options do not allow, a push without schieben and a stock move without
// stock-exchange are option-off whenever they are made (before any deal,
// during it, after it), ahead of every other check.
func TestSauOptionOff(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    sau.Options
		m    variant.Move
		ref  string
	}{
		{"jungfrau", sau.Options{AngesagterDurchmarsch: true, StockExchange: true}, variant.AnnounceMove(1, variant.NoTrickCall), "SAU-O2"},
		{"durchmarsch", sau.Options{Jungfrau: true, Durchmarsch: true, StockExchange: true}, variant.AnnounceMove(1, variant.SweepCall), "SAU-O4"},
		{"push", sau.Options{StockExchange: true}, variant.PushMove(1), "SAU-O6"},
		{"stock", sau.Options{}, variant.StockMove(1, card.Of(card.SevenClubs, card.EightClubs)), "SAU-O5"},
		{"decline", sau.Options{Jungfrau: true, StockExchange: true}, variant.DeclineMove(1), "MAD-A9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Trick(t, games.SchwarzeSau, 3, tc.o, 1)
			sauFails(t, g, tc.m, rule.OptionOff, tc.ref) // before any deal
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			sauFails(t, g, tc.m, rule.OptionOff, tc.ref)
			for g.Phase() == variant.PhaseStock {
				sauRun(t, g, fmt.Sprintf("%d stock %s", g.Turn().Seat, g.Stock()))
			}
			sauFails(t, g, tc.m, rule.OptionOff, tc.ref)
			gametest.PlayLowest(t, g)
			sauFails(t, g, tc.m, rule.OptionOff, tc.ref)
		})
	}
	// A pass is not a move of this game: wrong-phase during a deal.
	g := gametest.Trick(t, games.SchwarzeSau, 3, sau.Options{}, 1)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	sauFails(t, g, variant.PassMove(1, g.Hand(1)&gametest.Set(t, "7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD")), rule.WrongPhase, "")
	sauFails(t, g, variant.DrawMove(1, card.SevenClubs), rule.WrongPhase, "")
	if err := g.Apply(variant.PlayMove(7, card.SevenClubs)); !errors.Is(err, rule.BadSeat) {
		t.Errorf("a seat that does not exist: %v, want bad-seat", err)
	}
}

// TestSauOptionsJSON checks the record name of every Sau option and
// bad-options for a combination that cannot go together.
func TestSauOptionsJSON(t *testing.T) {
	raw := `{"kreuz-sieben":true,"must-lead-club-seven":true,"jungfrau":true,"durchmarsch":true,` +
		`"angesagter-durchmarsch":true,"stock-exchange":true,"schieben":true,"elimination":"over-30",` +
		`"match-end":"two-player","stock-scoring":"most-points","stock-restriction":"no-point-cards",` +
		`"push-multiplier":"single","sixty-split":"next-match","special-adds-card-points":true,` +
		`"multiple-jungfrau":true,"jungfrau-beats-silent-durchmarsch":true}`
	o, err := games.ParseOptions(games.SchwarzeSau, []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	want := sau.Options{KreuzSieben: true, MustLeadClubSeven: true, Jungfrau: true, Durchmarsch: true,
		AngesagterDurchmarsch: true, StockExchange: true, Schieben: true, Elimination: sau.EliminateOver30,
		MatchEnd: sau.TwoPlayer, StockScoring: sau.StockMostPoints, StockRestriction: sau.NoPointCards,
		PushMultiplier: exchange.SingleDouble, SixtySplit: sau.SplitNextMatch, SpecialAddsCardPoints: true,
		MultipleJungfrau: true, JungfrauBeatsSilentDurchmarsch: true}
	if diff := cmp.Diff(want, o); diff != "" {
		t.Errorf("ParseOptions (-want +got):\n%s", diff)
	}
	back, err := games.MarshalOptions(games.SchwarzeSau, o)
	if err != nil {
		t.Fatal(err)
	}
	o2, err := games.ParseOptions(games.SchwarzeSau, back)
	if err != nil || o2 != o {
		t.Errorf("MarshalOptions round trip: %s -> %+v, %v", back, o2, err)
	}
	if err := games.Validate(games.SchwarzeSau, 4, o); err != nil {
		t.Errorf("every option on: %v", err)
	}
	// contract--unknown-option-sau: schwarze-sau has no option trumps.
	if _, err := games.ParseOptions(games.SchwarzeSau, []byte(`{"jungfrau": true, "trumps": "diamonds"}`)); !errors.Is(err, rule.UnknownOption) {
		t.Errorf("trumps: %v, want unknown-option", err)
	}
	for _, bad := range []variant.Options{
		sau.Options{Schieben: true},               // SAU-O6 needs SAU-O5
		madonna.Options{Ties: variant.TiesPlayOn}, // Sau ties are always shared: another game's options
		madonna.Options{ShortStock: 1},            // a Madonna option
		sau.Options{FirstDealer: 4},               // not a seat
		sau.Options{Elimination: 7},               // out of range
		sau.Options{Announcements: variant.TurnBased + 1},
	} {
		if err := games.Validate(games.SchwarzeSau, 4, bad); !errors.Is(err, rule.BadOptions) {
			t.Errorf("Validate(%+v): %v, want bad-options", bad, err)
		}
	}
}

// TestSauConformance replays the conformance kit's Sau records
// (schwarze-sau--normal-three-seats, schwarze-sau--announced-jungfrau-
// three-seats) through the engine and checks the expected verdicts.
func TestSauConformance(t *testing.T) {
	for _, tc := range []struct {
		name    string
		o       sau.Options
		hands   []string
		stock   string
		actions string
		want    []int
		outcome score.Outcome
	}{
		{"normal-three-seats", sau.Options{},
			[]string{"JS 7H 7S 7C AH 9S KC KH 8H KD", "AS AC KS QC QH JD 10S 10D 8S 9C", "JC 7D JH 10H 9D 8D 10C 8C QD QS"}, "AD 9H",
			"2 7D,0 KD,1 10D,0 7C,1 9C,2 8C,1 8S,2 QS,0 7S,2 8D,0 7H,1 JD,1 10S,2 9D,0 9S,1 QC,2 10C,0 KC,0 8H,1 QH,2 10H,1 KS,2 JC,0 JS,1 AC,2 JH,0 KH,1 AS,2 QD,0 AH",
			[]int{3, 6, 5}, score.Normal},
		{"announced-jungfrau-three-seats", sau.Options{Jungfrau: true},
			[]string{"KC KD QH KS 10D AD AH QD 9S QC", "7C 8C 9C 7D 8D 9D 7S 8S 7H 8H", "JS JC KH AC JD AS QS 10C 10H 9H"}, "10S JH",
			"2 9H,1 jungfrau,0 QH,1 7H,0 9S,1 7S,2 JS,2 10C,0 QC,1 7C,0 10D,1 7D,2 JD,2 10H,0 AH,1 8H,0 QD,1 8D,2 JC,0 KC,1 8C,2 AC,2 QS,0 KS,1 8S,0 KD,1 9D,2 KH,0 AD,1 9C,2 AS",
			[]int{15, 0, 15}, score.AnnouncedNoTrick},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = 1
			g := gametest.Trick(t, games.SchwarzeSau, 3, tc.o, 1)
			sauDeal(t, g, 1, tc.stock, tc.hands...)
			sauRun(t, g, tc.actions)
			sauWantPoints(t, g, tc.want, tc.outcome)
			if diff := cmp.Diff(tc.want, g.Totals()); diff != "" {
				t.Errorf("totals (-want +got):\n%s", diff)
			}
			if g.Over() || len(g.Out()) != 0 || len(g.Winners()) != 0 {
				t.Errorf("over %v out %v winners %v", g.Over(), g.Out(), g.Winners())
			}
		})
	}
}

// TestSauTurnBasedAnnouncements checks MAD-A9's turn-based rounds in Sau:
// before the opening lead and after trick 1, each active seat that may
// announce, from the leader to the left, announces or declines; the
// sitting-out dealer is never asked (SAU-A15).
func TestSauTurnBasedAnnouncements(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{Jungfrau: true, StockExchange: true, Announcements: variant.TurnBased, FirstDealer: 0}, 1)
	sauDeal(t, g, 0, "9C 9D", "", sauJungfrauHands3[0], sauJungfrauHands3[1], sauJungfrauHands3[2])
	sauRun(t, g, "1 stock 9C 9D, 2 stock 9C 9D, 3 stock 9C 9D")
	var asked []int
	for g.Phase() == variant.PhaseAnnounce {
		s := g.Turn().Seat
		asked = append(asked, s)
		if lm := g.LegalMoves(nil); len(lm) != 2 || lm[0] != variant.AnnounceMove(s, variant.NoTrickCall) || lm[1] != variant.DeclineMove(s) {
			t.Errorf("seat %d may %v", s, lm)
		}
		sauFails(t, g, variant.PlayMove(1, g.Hand(1).Cards()[0]), rule.WrongPhase, "")
		if s == 2 {
			sauRun(t, g, "2 jungfrau")
		} else {
			sauRun(t, g, fmt.Sprintf("%d decline", s))
		}
	}
	// Seat 3 is not asked: after seat 2's Jungfrau it may announce
	// nothing (SAU-A8), and no round follows trick 1 for the same reason.
	if diff := cmp.Diff([]int{1, 2}, asked); diff != "" {
		t.Errorf("MAD-A9: asked (-want +got):\n%s", diff)
	}
	gametest.PlayLowest(t, g)
	sauWantPoints(t, g, []int{0, 15, 0, 15}, score.AnnouncedNoTrick)
}

// TestSauResume checks Resume, which sets a record's totals, out and
// carry before the first deal (docs/records.md): out must list exactly the
// seats at the threshold (SAU-R8, SAU-A2), enough seats must be left
// (SAU-R10, SAU-A3), and a carry belongs to sixty-split next-deal and to
// seats not out (SAU-A12); anything else is bad-record and changes
// nothing.
func TestSauResume(t *testing.T) {
	for _, tc := range []struct {
		name  string
		o     sau.Options
		ms    variant.MatchState
		valid bool
	}{
		{"totals only", sau.Options{}, variant.MatchState{Totals: []int{29, 0, 12, 5}}, true},
		{"out at 30", sau.Options{}, variant.MatchState{Totals: []int{30, 0, 12, 5}, Out: []int{0}}, true},
		{"30 not listed as out", sau.Options{}, variant.MatchState{Totals: []int{30, 0, 12, 5}}, false},
		{"listed as out below 30", sau.Options{}, variant.MatchState{Totals: []int{29, 0, 12, 5}, Out: []int{0}}, false},
		{"over-30: 30 stays", sau.Options{Elimination: sau.EliminateOver30}, variant.MatchState{Totals: []int{30, 0, 12, 5}}, true},
		{"over-30: 30 is not out", sau.Options{Elimination: sau.EliminateOver30}, variant.MatchState{Totals: []int{30, 0, 12, 5}, Out: []int{0}}, false},
		{"two out of four", sau.Options{}, variant.MatchState{Totals: []int{30, 31, 12, 5}, Out: []int{0, 1}}, false},
		{"two out of four, two-player", sau.Options{MatchEnd: sau.TwoPlayer}, variant.MatchState{Totals: []int{30, 31, 12, 5}, Out: []int{0, 1}}, true},
		{"out listed twice", sau.Options{}, variant.MatchState{Totals: []int{30, 0, 12, 5}, Out: []int{0, 0}}, false},
		{"out not a seat", sau.Options{}, variant.MatchState{Out: []int{4}}, false},
		{"totals of 3 at 4 seats", sau.Options{}, variant.MatchState{Totals: []int{1, 2, 3}}, false},
		{"carry with next-deal", sau.Options{SixtySplit: sau.SplitNextDeal}, variant.MatchState{Carry: []int{0, 30, 0, 0}}, true},
		{"carry without next-deal", sau.Options{}, variant.MatchState{Carry: []int{0, 30, 0, 0}}, false},
		{"carry with next-match", sau.Options{SixtySplit: sau.SplitNextMatch}, variant.MatchState{Carry: []int{0, 30, 0, 0}}, false},
		{"negative carry", sau.Options{SixtySplit: sau.SplitNextDeal}, variant.MatchState{Carry: []int{0, -1, 0, 0}}, false},
		{"carry of an out seat", sau.Options{SixtySplit: sau.SplitNextDeal, Elimination: sau.EliminateOver30}, variant.MatchState{Totals: []int{31, 0, 0, 0}, Out: []int{0}, Carry: []int{30, 0, 0, 0}}, false},
		{"carry of zeros", sau.Options{}, variant.MatchState{Carry: []int{0, 0, 0, 0}}, true},
		{"negative deals played", sau.Options{}, variant.MatchState{DealsPlayed: -1}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Trick(t, games.SchwarzeSau, 4, tc.o, 1)
			before := *g
			err := g.Resume(tc.ms)
			if tc.valid {
				if err != nil {
					t.Fatalf("Resume(%+v): %v", tc.ms, err)
				}
				if diff := cmp.Diff(append([]int{}, tc.ms.Out...), g.Out()); diff != "" {
					t.Errorf("out (-want +got):\n%s", diff)
				}
				return
			}
			if !errors.Is(err, rule.BadRecord) {
				t.Fatalf("Resume(%+v): %v, want bad-record", tc.ms, err)
			}
			if *g != before {
				t.Error("a refused Resume changed the game")
			}
		})
	}
	// Resume works only before the first deal.
	g := gametest.Trick(t, games.SchwarzeSau, 3, sau.Options{}, 1)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if err := g.Resume(variant.MatchState{}); !errors.Is(err, rule.BadRecord) {
		t.Errorf("Resume during a deal: %v, want bad-record", err)
	}
}

// TestSauDealScore walks every line of SAU-R12 on the SAU-E5 deal
// (seat 2 can take every trick), with m = 2 or 4 from one or two pushes:
// a failed Jungfrau, a Jungfrau beaten by a Durchmarsch, a successful
// Jungfrau, the announced Durchmarsch won and lost, the unannounced
// Durchmarsch, and card points times m.
func TestSauDealScore(t *testing.T) { t.Run("SAU-R12", testSauDealScore) }

func testSauDealScore(t *testing.T) {
	for _, tc := range []struct {
		name    string
		o       sau.Options
		pushes  []int // the seats that push in the stock phase
		steps   []string
		want    []int
		outcome score.Outcome
	}{
		{"Jungfrau fails: 15m to j", sau.Options{Jungfrau: true}, []int{0}, []string{"2 jungfrau"}, []int{0, 0, 30}, score.FailedAnnouncement},
		{"Jungfrau, a Durchmarsch takes precedence", sau.Options{Jungfrau: true, Durchmarsch: true}, []int{0}, []string{"1 jungfrau"}, []int{30, 30, 0}, score.Sweep},
		{"Jungfrau succeeds: 15m to the others", sau.Options{Jungfrau: true}, []int{0}, []string{"1 jungfrau"}, []int{30, 0, 30}, score.AnnouncedNoTrick},
		{"announced Durchmarsch won: 30m to the others", sau.Options{AngesagterDurchmarsch: true}, []int{0}, []string{"2 durchmarsch"}, []int{60, 60, 0}, score.AnnouncedSweep},
		{"announced Durchmarsch, m = 4", sau.Options{AngesagterDurchmarsch: true}, []int{0, 1}, []string{"2 durchmarsch"}, []int{120, 120, 0}, score.AnnouncedSweep},
		{"announced Durchmarsch lost: 30m to d", sau.Options{AngesagterDurchmarsch: true}, []int{0}, []string{"0 durchmarsch"}, []int{60, 0, 0}, score.FailedAnnouncement},
		{"announced Durchmarsch without the option durchmarsch", sau.Options{AngesagterDurchmarsch: true, Durchmarsch: false}, nil, []string{"2 durchmarsch"}, []int{30, 30, 0}, score.AnnouncedSweep},
		{"unannounced Durchmarsch: 15m", sau.Options{Durchmarsch: true}, []int{0}, nil, []int{30, 30, 0}, score.Sweep},
		{"card points times m", sau.Options{}, []int{0, 1}, nil, []int{0, 0, 60}, score.Normal},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.StockExchange, tc.o.Schieben, tc.o.FirstDealer = true, true, 1
			g := gametest.Trick(t, games.SchwarzeSau, 3, tc.o, 1)
			sauE5Stock(t, g, tc.pushes...)
			sauRun(t, g, tc.steps...)
			gametest.PlayLowest(t, g)
			sauWantPoints(t, g, tc.want, tc.outcome)
		})
	}
}

// Example_schwarzeSau plays a 3-seat Schwarze Sau deal with the stock
// exchange and Schieben (SAU-O5, SAU-O6): seat 1 pushes the stock unseen,
// which doubles the deal, and announces Jungfrau (SAU-O2) on a hand of
// sevens and eights. It takes no trick, so the two others score 15 × 2.
func Example_schwarzeSau() {
	o := sau.Options{StockExchange: true, Schieben: true, Jungfrau: true, FirstDealer: 2}
	g, err := games.New(games.SchwarzeSau, 3, o, rand.NewPCG(1, 2))
	if err != nil {
		fmt.Println(err)
		return
	}
	d := variant.Dealt{Dealer: 2, Stock: card.MustParseSet("9C 9D")}
	d.Hands[0] = card.MustParseSet("10C JC QC 10D JD QD 10H JH 10S JS")
	d.Hands[1] = card.MustParseSet("7C 8C 7D 8D 7H 8H 7S 8S 9H 9S")
	d.Hands[2] = card.MustParseSet("KC AC KD AD QH KH AH QS KS AS")
	if err := g.DealCards(d); err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range []variant.Move{
		variant.StockMove(0, card.MustParseSet("9C 9D")), // takes the stock, gives it back
		variant.PushMove(1), // "Schiebe": unseen, m = 2
		variant.StockMove(2, card.MustParseSet("9C QS")), // keeps the 9♦, buries the Q♠
		variant.AnnounceMove(1, variant.NoTrickCall),
	} {
		if err := g.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	// Seat 1 may not announce twice.
	fmt.Println(g.Apply(variant.AnnounceMove(1, variant.NoTrickCall)))
	r := rand.New(rand.NewPCG(3, 4))
	for {
		m, ok := g.RandomMove(r)
		if !ok {
			break
		}
		if err := g.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	res, _ := g.Result()
	fmt.Println(res.Points, res.Outcome, g.Totals())
	// Output:
	// announce-conflict (SAU-O4): Seat 1 has already announced.
	// [30 0 30] announced-jungfrau [30 0 30]
}

// TestSauSixtySplitAddsCardPoints checks SAU-A12's generalisation
// "30 now and 30m − 30 next deal" with special-adds-card-points (SAU-A6):
// only the contract's 30m is split; card points are written now, and the
// Durchmarsch winner, who owes no 30m, carries nothing.
func TestSauSixtySplitAddsCardPoints(t *testing.T) { t.Run("SAU-A12", testSauSixtySplitAddsCardPoints) }

func testSauSixtySplitAddsCardPoints(t *testing.T) {
	o := sau.Options{StockExchange: true, Schieben: true, AngesagterDurchmarsch: true, SpecialAddsCardPoints: true,
		SixtySplit: sau.SplitNextDeal, Elimination: sau.EliminateOver30, MatchEnd: sau.TwoPlayer, FirstDealer: 1}
	for _, tc := range []struct {
		name   string
		pushes []int
		want   []int
		carry  []int
	}{
		// Seat 2 takes all 15 card points: 15m; the others 30m + 0.
		{"m = 1: nothing to split", nil, []int{30, 30, 15}, []int{0, 0, 0}},
		{"m = 2", []int{0}, []int{30, 30, 30}, []int{30, 30, 0}},
		{"m = 4", []int{0, 1}, []int{30, 30, 60}, []int{90, 90, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Trick(t, games.SchwarzeSau, 3, o, 1)
			sauE5Stock(t, g, tc.pushes...)
			sauRun(t, g, "2 durchmarsch")
			gametest.PlayLowest(t, g)
			sauWantPoints(t, g, tc.want, score.AnnouncedSweep)
			next, _ := g.Carry()
			if diff := cmp.Diff(tc.carry, next); diff != "" {
				t.Errorf("SAU-A12 carry (-want +got):\n%s", diff)
			}
		})
	}
}
