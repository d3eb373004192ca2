package sau_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// ---- SAU-O1 .. SAU-O6 and the examples built on them ----

// TestSauKreuzSieben checks SAU-O1, SAU-A9 and SAU-E13: with 4
// active seats and no stock the holder of the 7♣ leads trick 1 (any card
// by default, the 7♣ itself with must-lead-club-seven), even the dealer;
// with 3 seats, or a dealer sitting out, left(dealer) leads.
func TestSauKreuzSieben(t *testing.T) { t.Run("SAU-O1,SAU-E13", testSauKreuzSieben) }

func testSauKreuzSieben(t *testing.T) {
	for _, tc := range []struct {
		name       string
		o          sau.Options
		holder     int // holds the low cards, 7♣ among them
		dealer     int
		wantLeader int
	}{
		{"off", sau.Options{}, 2, 0, 1},
		{"SAU-E13: seat 2 holds the 7♣", sau.Options{KreuzSieben: true}, 2, 0, 2},
		{"the dealer holds the 7♣", sau.Options{KreuzSieben: true}, 0, 0, 0},
		{"left of the dealer holds it", sau.Options{KreuzSieben: true}, 1, 0, 1},
		{"SAU-A9 must lead it", sau.Options{KreuzSieben: true, MustLeadClubSeven: true}, 3, 1, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = tc.dealer
			g := gametest.Trick(t, games.SchwarzeSau, 4, tc.o, 1)
			sauDeal(t, g, tc.dealer, "", sauLowSeat(tc.holder)...)
			tu := g.Turn()
			if tu.Seat != tc.wantLeader {
				t.Fatalf("SAU-O1: seat %d leads, want %d", tu.Seat, tc.wantLeader)
			}
			want := g.Hand(tu.Seat)
			if tc.o.MustLeadClubSeven {
				want = card.Of(card.SevenClubs)
				sauFails(t, g, variant.PlayMove(tu.Seat, card.EightClubs), rule.OpeningLead, "")
			}
			if tu.Cards != want {
				t.Errorf("SAU-A9: the leader may lead %v, want %v", tu.Cards, want)
			}
			if tc.wantLeader != (tc.dealer+1)%4 {
				sauFails(t, g, variant.PlayMove((tc.dealer+1)%4, g.Hand((tc.dealer + 1) % 4).Cards()[0]), rule.NotYourTurn, "")
			}
			gametest.PlayLowest(t, g)
		})
	}
	// SAU-E13, 3 seats: left(dealer) leads whoever holds the 7♣, and no
	// opening card is required even with must-lead-club-seven.
	g := gametest.Trick(t, games.SchwarzeSau, 3, sau.Options{KreuzSieben: true, MustLeadClubSeven: true, FirstDealer: 2}, 1)
	sauDeal(t, g, 2, sauE2Stock, sauHandsOf(t, 3, sauE2...)...)
	if g.Turn().Seat != 0 || g.LegalPlays() != g.Hand(0) {
		t.Errorf("SAU-O1 with 3 seats: seat %d leads %v, want seat 0 with any card", g.Turn().Seat, g.LegalPlays())
	}
	// Four seats with the stock exchange: the dealer sits out, there is a
	// stock, and left(dealer) leads.
	g = gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{KreuzSieben: true, MustLeadClubSeven: true, StockExchange: true, FirstDealer: 0}, 1)
	sauDeal(t, g, 0, "9C 9D", "", sauJungfrauHands3[0], sauJungfrauHands3[2], sauJungfrauHands3[1])
	sauRun(t, g, "1 stock 9C 9D, 2 stock 9C 9D, 3 stock 9C 9D")
	if g.Turn().Seat != 1 || g.LegalPlays() != g.Hand(1) {
		t.Errorf("SAU-O1 with a dealer sitting out: seat %d leads %v, want seat 1 with any card (seat 3 holds the 7♣)", g.Turn().Seat, g.LegalPlays())
	}
}

// sauE4Game plays SAU-E4 up to its fifth trick with options o (and
// Jungfrau, dealer 3) at 4 seats: seat 1 announces Jungfrau and takes no
// trick in the first four, in which seat 0 wins ♦A (4 card points) and
// the J♣ (2).
func sauE4Game(t testing.TB, o sau.Options) *variant.TrickGame {
	t.Helper()
	o.Jungfrau, o.FirstDealer = true, 3
	g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
	sauDeal(t, g, 3, "",
		"AC AD AH KC 8S KD KH KS",
		"7C 8C 7D 8D 7H 8H 7S AS",
		"9C 9D 9H JC 9S JD JH JS",
		"10C 10D 10H QC 10S QD QH QS")
	sauRun(t, g, "1 jungfrau",
		"0 AC, 1 7C, 2 9C, 3 10C",
		"0 AD, 1 7D, 2 9D, 3 10D",
		"0 AH, 1 7H, 2 9H, 3 10H",
		"0 KC, 1 8C, 2 JC, 3 QC")
	return g
}

// TestSauJungfrau checks SAU-O2 with SAU-E3 (success: 15, 0, 15, 15,
// card points ignored) and SAU-E4 (failure at trick 5: 0, 15, 0, 0, and
// the deal ends there, SAU-A7).
func TestSauJungfrau(t *testing.T) { t.Run("SAU-O2", testSauJungfrau) }

func testSauJungfrau(t *testing.T) {
	t.Run("SAU-E3 success", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{Jungfrau: true, FirstDealer: 3}, 1)
		sauDeal(t, g, 3, "", sauLowSeat(1)...)
		sauRun(t, g, "1 jungfrau")
		if v, _ := g.View(2); !cmp.Equal(v.NoTrick, []int{1}) {
			t.Errorf("the view shows Jungfrau announcers %v, want [1]", v.NoTrick)
		}
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{15, 0, 15, 15}, score.AnnouncedNoTrick)
		if r, _ := g.Result(); len(r.Tricks) != 8 {
			t.Errorf("a successful Jungfrau plays all 8 tricks, got %d", len(r.Tricks))
		}
	})
	t.Run("SAU-E4 failure", func(t *testing.T) {
		g := sauE4Game(t, sau.Options{})
		if g.Phase() != variant.PhasePlay {
			t.Fatalf("phase %v before trick 5", g.Phase())
		}
		sauRun(t, g, "0 8S, 1 AS, 2 9S, 3 10S")
		sauWantPoints(t, g, []int{0, 15, 0, 0}, score.FailedAnnouncement)
		if r, _ := g.Result(); len(r.Tricks) != 5 {
			t.Errorf("SAU-A7: the deal ends at trick 5, but %d tricks were played", len(r.Tricks))
		}
		if g.Phase() != variant.PhaseDealOver || g.Hand(1).Len() != 3 {
			t.Errorf("SAU-A7: phase %v, seat 1 holds %v", g.Phase(), g.Hand(1))
		}
		sauFails(t, g, variant.PlayMove(1, card.EightClubs), rule.DealOver, "")
		sauFails(t, g, variant.PlayMove(1, card.MustParse("8H")), rule.DealOver, "")
		sauFails(t, g, variant.AnnounceMove(2, variant.NoTrickCall), rule.DealOver, "")
		if diff := cmp.Diff([]int{0, 15, 0, 0}, g.Totals()); diff != "" {
			t.Errorf("totals (-want +got):\n%s", diff)
		}
	})
	t.Run("SAU-A6 option adds card points", func(t *testing.T) {
		g := sauE4Game(t, sau.Options{SpecialAddsCardPoints: true})
		sauRun(t, g, "0 8S, 1 AS, 2 9S, 3 10S")
		sauWantPoints(t, g, []int{6, 15, 0, 0}, score.FailedAnnouncement)
	})
}

// TestSauDurchmarsch checks SAU-O3 with SAU-E5 (seat 2 takes all
// 10 tricks: 15, 15, 0), SAU-A5 (it cannot fail) and SAU-A10 (it beats a
// successful announced Jungfrau by default).
func TestSauDurchmarsch(t *testing.T) { t.Run("SAU-O3,SAU-E5", testSauDurchmarsch) }

func testSauDurchmarsch(t *testing.T) {
	e5 := []string{"7C 8C 7D 8D 8H 9H 10H JH 8S 9S", "9C 9D QH KH AH 10S JS QS KS AS", "10C JC QC KC AC 10D JD QD KD AD"}
	for _, tc := range []struct {
		name    string
		o       sau.Options
		steps   []string
		want    []int
		outcome score.Outcome
	}{
		{"SAU-E5", sau.Options{Durchmarsch: true}, nil, []int{15, 15, 0}, score.Sweep},
		{"option off: card points", sau.Options{}, nil, []int{0, 0, 15}, score.Normal},
		{"SAU-A4 most-points: only tricks count", sau.Options{Durchmarsch: true, StockScoring: sau.StockMostPoints}, nil, []int{15, 15, 0}, score.Sweep},
		{"SAU-A6 adds card points", sau.Options{Durchmarsch: true, SpecialAddsCardPoints: true}, nil, []int{15, 15, 15}, score.Sweep},
		{"SAU-A10 default: Durchmarsch beats Jungfrau", sau.Options{Durchmarsch: true, Jungfrau: true}, []string{"0 jungfrau"}, []int{15, 15, 0}, score.Sweep},
		{"SAU-A10 option: Jungfrau beats it", sau.Options{Durchmarsch: true, Jungfrau: true, JungfrauBeatsSilentDurchmarsch: true}, []string{"0 jungfrau"}, []int{0, 15, 15}, score.AnnouncedNoTrick},
		{"SAU-A10 without durchmarsch", sau.Options{Jungfrau: true}, []string{"0 jungfrau"}, []int{0, 15, 15}, score.AnnouncedNoTrick},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = 1
			g := gametest.Trick(t, games.SchwarzeSau, 3, tc.o, 1)
			sauDeal(t, g, 1, "7H 7S", e5...)
			sauRun(t, g, tc.steps...)
			gametest.PlayLowest(t, g)
			sauWantPoints(t, g, tc.want, tc.outcome)
			if r, _ := g.Result(); len(r.Tricks) != 10 {
				t.Errorf("%d tricks, want 10", len(r.Tricks))
			}
		})
	}
	// SAU-A5: a Durchmarsch that nobody announced cannot fail: SAU-E1's
	// deal, in which every seat takes a trick, scores card points.
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{Durchmarsch: true, FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	sauRun(t, g, sauE1...)
	sauWantPoints(t, g, []int{4, 6, 3, 2}, score.Normal)
	// Seat 0 wins the first three tricks and is the only seat with a
	// trick, and yet the deal goes on (nothing was announced).
	g = gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{Durchmarsch: true, FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	sauRun(t, g, sauE1[:3]...)
	if g.Phase() != variant.PhasePlay {
		t.Errorf("SAU-A5: phase %v, want play", g.Phase())
	}
}

// The SAU-E6 hands: seat 0 holds A, K of three suits, A♠ and 7♠.
var sauE6Fail = []string{
	"AC KC AD KD AH KH AS 7S",
	"7C 8C 7D 8D 7H 8H 8S 9S",
	"9C 10C 9D 10D 9H 10H KS QS",
	"JC QC JD QD JH QH 10S JS",
}

// TestSauAngesagterDurchmarsch checks SAU-O4 with SAU-E6:
// success 0, 30, 30, 30; failure (seat 2 wins trick 4) 30, 0, 0, 0 and the
// deal ends; its precedence over Jungfrau and its conflicts.
func TestSauAngesagterDurchmarsch(t *testing.T) { t.Run("SAU-O4,SAU-E6", testSauAngesagterDurchmarsch) }

func testSauAngesagterDurchmarsch(t *testing.T) {
	top := []string{"AC KC AD KD AH KH AS KS", "7C 8C 9C 10C 7D 8D 9D 10D", "7H 8H 9H 10H 7S 8S 9S 10S", "JC QC JD QD JH QH JS QS"}
	o := sau.Options{AngesagterDurchmarsch: true, Jungfrau: true, FirstDealer: 3}
	t.Run("SAU-E6 success", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 3, "", top...)
		sauRun(t, g, "0 durchmarsch")
		if v, _ := g.View(1); v.Sweep != 0 {
			t.Errorf("the view shows Durchmarsch announcer %d, want 0", v.Sweep)
		}
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{0, 30, 30, 30}, score.AnnouncedSweep)
	})
	t.Run("SAU-E6 failure", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 3, "", sauE6Fail...)
		sauRun(t, g, "0 durchmarsch",
			"0 AC, 1 7C, 2 9C, 3 JC",
			"0 AD, 1 7D, 2 9D, 3 JD",
			"0 AH, 1 7H, 2 9H, 3 JH",
			"0 7S, 1 8S, 2 KS, 3 10S")
		sauWantPoints(t, g, []int{30, 0, 0, 0}, score.FailedAnnouncement)
		if r, _ := g.Result(); len(r.Tricks) != 4 || g.Phase() != variant.PhaseDealOver {
			t.Errorf("SAU-A7: %d tricks, phase %v; want the deal over after trick 4", len(r.Tricks), g.Phase())
		}
		sauFails(t, g, variant.PlayMove(2, card.MustParse("10C")), rule.DealOver, "")
	})
	t.Run("withdraws a Jungfrau", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 3, "", top...)
		sauRun(t, g, "1 jungfrau")
		sauFails(t, g, variant.AnnounceMove(1, variant.SweepCall), rule.AnnounceConflict, "")
		sauRun(t, g, "0 durchmarsch")
		if v, _ := g.View(0); len(v.NoTrick) != 0 || v.Sweep != 0 {
			t.Errorf("SAU-O4: Jungfrau %v Durchmarsch %d after the Durchmarsch, want none and 0", v.NoTrick, v.Sweep)
		}
		for s := 0; s < 4; s++ {
			sauFails(t, g, variant.AnnounceMove(s, variant.NoTrickCall), rule.AnnounceConflict, "")
			sauFails(t, g, variant.AnnounceMove(s, variant.SweepCall), rule.AnnounceConflict, "")
		}
		if a := g.Announcements(nil); len(a) != 0 {
			t.Errorf("announcements offered after the Durchmarsch: %v", a)
		}
		gametest.PlayLowest(t, g)
		// Seat 1's Jungfrau is gone without penalty: it scores 30 like
		// the others.
		sauWantPoints(t, g, []int{0, 30, 30, 30}, score.AnnouncedSweep)
	})
	t.Run("refused once lost", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 3, "", sauE6Fail...)
		sauRun(t, g, "0 7S, 1 8S, 2 KS, 3 10S") // seat 2 wins trick 1
		sauFails(t, g, variant.AnnounceMove(0, variant.SweepCall), rule.AnnounceConflict, "")
		sauFails(t, g, variant.AnnounceMove(2, variant.NoTrickCall), rule.AnnounceConflict, "")
		sauRun(t, g, "2 durchmarsch") // the winner of trick 1 may still
		sauRun(t, g, "2 QS")          // trick 2 begins: the window closes
		sauFails(t, g, variant.AnnounceMove(1, variant.NoTrickCall), rule.AnnounceWindow, "SAU-A16")
	})
	t.Run("SAU-A2 edge: 30 from 0", func(t *testing.T) {
		for _, e := range []sau.Elimination{sau.EliminateAtLeast30, sau.EliminateOver30} {
			o := o
			o.Elimination = e
			g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
			sauDeal(t, g, 3, "", top...)
			sauRun(t, g, "0 durchmarsch")
			gametest.PlayLowest(t, g)
			want := []int{1, 2, 3}
			if e == sau.EliminateOver30 {
				want = []int{}
			}
			if diff := cmp.Diff(want, g.Out()); diff != "" {
				t.Errorf("SAU-A2 %v: out after 30 from 0 (-want +got):\n%s", e, diff)
			}
		}
	})
}

// TestSauStockExchange checks SAU-O5 at 3 seats: each seat in turn
// from left(dealer) takes the stock and puts back 2 cards (0, 1 or 2
// exchanged, any card, the Q♠ too); the stock is then dead; left(dealer)
// leads.
func TestSauStockExchange(t *testing.T) { t.Run("SAU-O5", testSauStockExchange) }

func testSauStockExchange(t *testing.T) {
	o := sau.Options{StockExchange: true, Jungfrau: true, FirstDealer: 2}
	g := sauE2Game(t, o)
	h0 := g.Hand(0)
	if g.Phase() != variant.PhaseStock {
		t.Fatalf("SAU-O5: phase %v after the deal, want stock", g.Phase())
	}
	tu := g.Turn()
	if tu.Seat != 0 || tu.Kind != variant.Stock || tu.Count != 2 || tu.CanPush || tu.Cards != h0|g.Stock() {
		t.Errorf("SAU-O5: turn %+v, want seat 0 to put back 2 of hand and stock, without push", tu)
	}
	if n := len(g.LegalMoves(nil)); n != 66 {
		t.Errorf("SAU-O5: %d stock choices, want C(12,2) = 66", n)
	}
	sauFails(t, g, variant.PlayMove(0, card.MustParse("AS")), rule.WrongPhase, "")
	sauFails(t, g, variant.AnnounceMove(1, variant.NoTrickCall), rule.AnnounceWindow, "")
	sauFails(t, g, variant.StockMove(1, gametest.Set(t, "AC KC")), rule.NotYourTurn, "")
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "AS")), rule.StockCount, "SAU-O5")
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "AS KS 7H")), rule.StockCount, "SAU-O5")
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "AS AC")), rule.CardNotHeld, "")
	sauFails(t, g, variant.PushMove(0), rule.OptionOff, "SAU-O6")
	// Seat 0 swaps both: it keeps ♦7 ♣8 and puts back ♠K ♥7.
	sauRun(t, g, "0 stock KS 7H")
	if v, _ := g.View(0); v.StockTaken != gametest.Set(t, sauE2Stock) || v.StockReturned != gametest.Set(t, "KS 7H") {
		t.Errorf("seat 0's view: took %v returned %v", v.StockTaken, v.StockReturned)
	}
	if v, _ := g.View(1); v.StockTaken != 0 || v.Hand&gametest.Set(t, "KS 7H") != 0 {
		t.Error("TT-6: seat 1 sees the stock before it takes it")
	}
	if g.Hand(0) != h0&^gametest.Set(t, "KS 7H")|gametest.Set(t, sauE2Stock) {
		t.Errorf("seat 0 holds %v", g.Hand(0))
	}
	if g.Turn().Seat != 1 || g.Stock() != gametest.Set(t, "KS 7H") {
		t.Fatalf("the stock goes left: seat %d to act, stock %v", g.Turn().Seat, g.Stock())
	}
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "7D 8C")), rule.NotYourTurn, "")
	// Seat 1 swaps one (keeps ♥7, puts back its ♠7 with the ♠K); seat 2
	// swaps one too and puts the Q♠ in (any card may go in, SAU-A4).
	sauRun(t, g, "1 stock KS 7S", "2 stock QS 7S")
	if g.Phase() != variant.PhasePlay || g.Turn().Seat != 0 {
		t.Fatalf("SAU-O5: after the stock phase: phase %v seat %d, want play by seat 0", g.Phase(), g.Turn().Seat)
	}
	if g.Stock() != gametest.Set(t, "QS 7S") {
		t.Errorf("the stock laid aside is %v, want QS 7S", g.Stock())
	}
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "7D 8C")), rule.WrongPhase, "")
	// The dead stock holds the Q♠: nobody scores its 5. The cards held
	// stay 10 each.
	for s := 0; s < 3; s++ {
		if g.Hand(s).Len() != 10 {
			t.Errorf("seat %d holds %d cards after the exchange", s, g.Hand(s).Len())
		}
	}
	gametest.PlayLowest(t, g)
	r, _ := g.Result()
	sum := gametest.PointSum(r.Points)
	if sum != 10 {
		t.Errorf("SAU-A4: the deal scores %d in all, want 15 - 5 (Q♠ in the dead stock)", sum)
	}
}

// TestSauDealerSitsOut checks SAU-E14, SAU-A14 and SAU-A15: with the
// stock exchange at 4 seats the dealer sits out: seats 1, 2, 3 get 10 each
// plus a stock of 2, exchange 1 → 2 → 3, seat 1 leads; the dealer never
// acts, scores 0 and is hit by no Jungfrau or Durchmarsch penalty.
func TestSauDealerSitsOut(t *testing.T) { t.Run("SAU-E14", testSauDealerSitsOut) }

func testSauDealerSitsOut(t *testing.T) {
	o := sau.Options{StockExchange: true, Jungfrau: true, AngesagterDurchmarsch: true, FirstDealer: 0}
	t.Run("a 4-handed deal of 8 is not a deal", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
		before := *g
		if err := g.DealCards(variant.Dealt{Dealer: 0, Hands: [seat.Max]card.Set{
			gametest.Set(t, "7C 8C 9C 10C JC QC KC AC"), gametest.Set(t, "7D 8D 9D 10D JD QD KD AD"),
			gametest.Set(t, "7H 8H 9H 10H JH QH KH AH"), gametest.Set(t, "7S 8S 9S 10S JS QS KS AS")}}); !errors.Is(err, rule.BadDeal) {
			t.Errorf("SAU-O5: 8 each at 4 seats: %v, want bad-deal", err)
		}
		if *g != before {
			t.Error("a bad deal changed the game")
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for s, want := range []int{0, 10, 10, 10} {
			if g.Hand(s).Len() != want {
				t.Errorf("SAU-E14: seat %d holds %d, want %d", s, g.Hand(s).Len(), want)
			}
		}
		if g.Stock().Len() != 2 || g.Active() != seat.Of(1, 2, 3) {
			t.Errorf("SAU-E14: stock %v active %v", g.Stock(), g.Active())
		}
		if v, _ := g.View(0); len(v.Active) != 3 || v.Hand != 0 || v.Turn != nil {
			t.Errorf("SAU-E14: the dealer's view %+v", v)
		}
	})
	t.Run("Jungfrau", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
		// Seat 2 holds the low cards and never leads.
		sauDeal(t, g, 0, "9C 9D", "", sauJungfrauHands3[0], sauJungfrauHands3[1], sauJungfrauHands3[2])
		for i, s := range []int{1, 2, 3} {
			if g.Turn().Seat != s || g.Phase() != variant.PhaseStock {
				t.Fatalf("SAU-E14: exchange %d: seat %d in phase %v, want seat %d", i, g.Turn().Seat, g.Phase(), s)
			}
			sauFails(t, g, variant.StockMove(0, gametest.Set(t, "9C 9D")), rule.NotYourTurn, "")
			sauRun(t, g, fmt.Sprintf("%d stock 9C 9D", s))
		}
		if g.Turn().Seat != 1 {
			t.Errorf("SAU-E14: seat %d leads, want 1", g.Turn().Seat)
		}
		sauFails(t, g, variant.AnnounceMove(0, variant.NoTrickCall), rule.NotYourTurn, "")
		for _, m := range g.Announcements(nil) {
			if m.Seat == 0 {
				t.Errorf("SAU-A15: the sitting-out dealer is offered %v", m)
			}
		}
		sauRun(t, g, "2 jungfrau")
		sauFails(t, g, variant.PlayMove(0, card.SevenClubs), rule.NotYourTurn, "")
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{0, 15, 0, 15}, score.AnnouncedNoTrick)
		if g.Dealer() != 1 {
			t.Errorf("the next dealer is %d, want 1", g.Dealer())
		}
	})
	t.Run("Durchmarsch", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 0, "7H 7S", "",
			"10C JC QC KC AC 10D JD QD KD AD",
			"7C 8C 7D 8D 8H 9H 10H JH 8S 9S",
			"9C 9D QH KH AH 10S JS QS KS AS")
		sauRun(t, g, "1 stock 7H 7S, 2 stock 7H 7S, 3 stock 7H 7S", "1 durchmarsch")
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{0, 0, 30, 30}, score.AnnouncedSweep)
	})
}

// TestSauSchieben checks SAU-O6, SAU-A11, SAU-A13 and SAU-E8:
// a push passes the stock on unseen and unchanged; every push doubles the
// deal (6/5/3 → 12/10/6 → 24/20/12), or doubles once with push-multiplier
// single; the last seat's push counts too.
func TestSauSchieben(t *testing.T) { t.Run("SAU-O6,SAU-E8", testSauSchieben) }

func testSauSchieben(t *testing.T) {
	if _, err := games.New(games.SchwarzeSau, 3, sau.Options{Schieben: true}, nil); !errors.Is(err, rule.BadOptions) {
		t.Errorf("SAU-O6: schieben without stock-exchange: %v, want bad-options", err)
	}
	for _, tc := range []struct {
		name   string
		pm     exchange.PushMultiplier
		pushes []bool // seats 0, 1, 2
		want   []int
	}{
		{"none", exchange.CompoundPushes, []bool{false, false, false}, []int{6, 5, 3}},
		{"SAU-E8 one push", exchange.CompoundPushes, []bool{false, true, false}, []int{12, 10, 6}},
		{"SAU-E8 two pushes", exchange.CompoundPushes, []bool{false, true, true}, []int{24, 20, 12}},
		{"SAU-A13 the last seat's push", exchange.CompoundPushes, []bool{false, false, true}, []int{12, 10, 6}},
		{"three pushes", exchange.CompoundPushes, []bool{true, true, true}, []int{48, 40, 24}},
		{"SAU-A11 single, two pushes", exchange.SingleDouble, []bool{false, true, true}, []int{12, 10, 6}},
		{"SAU-A11 single, three pushes", exchange.SingleDouble, []bool{true, true, true}, []int{12, 10, 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := sauE2Game(t, sau.Options{StockExchange: true, Schieben: true, PushMultiplier: tc.pm})
			hands := [3]card.Set{g.Hand(0), g.Hand(1), g.Hand(2)}
			pushes := 0
			for s, p := range tc.pushes {
				tu := g.Turn()
				if tu.Seat != s || !tu.CanPush {
					t.Fatalf("seat %d to act (push %v), want seat %d with push", tu.Seat, tu.CanPush, s)
				}
				if lm := g.LegalMoves(nil); lm[len(lm)-1] != variant.PushMove(s) {
					t.Errorf("docs/records.md: the push comes last in the legal moves: %v", lm[len(lm)-1])
				}
				if p {
					sauRun(t, g, fmt.Sprintf("%d push", s))
					pushes++
					if v, _ := g.View(s); v.StockTaken != 0 || v.Hand != hands[s] {
						t.Errorf("SAU-O6: seat %d pushed unseen, but its view shows taken %v hand %v", s, v.StockTaken, v.Hand)
					}
				} else {
					sauRun(t, g, fmt.Sprintf("%d stock %s", s, sauE2Stock))
				}
				if g.Stock() != gametest.Set(t, sauE2Stock) {
					t.Fatalf("the stock changed to %v", g.Stock())
				}
				v, _ := g.View((s + 1) % 3)
				if v.Pushes != pushes {
					t.Errorf("the view shows %d pushes, want %d", v.Pushes, pushes)
				}
			}
			sauRun(t, g, sauE2...)
			sauWantPoints(t, g, tc.want, score.Normal)
		})
	}
}

// TestSauSchiebenJungfrau checks SAU-E9 and SAU-A17: one push doubles
// a Jungfrau's 15 in success (30, 0, 30) and in failure (0, 30, 0).
func TestSauSchiebenJungfrau(t *testing.T) { t.Run("SAU-E9", testSauSchiebenJungfrau) }

func testSauSchiebenJungfrau(t *testing.T) {
	o := sau.Options{StockExchange: true, Schieben: true, Jungfrau: true, FirstDealer: 2}
	g := gametest.Trick(t, games.SchwarzeSau, 3, o, 1)
	sauDeal(t, g, 2, "9C 9D", sauJungfrauHands3...)
	sauRun(t, g, "0 stock 9C 9D, 1 push, 2 stock 9C 9D", "1 jungfrau")
	gametest.PlayLowest(t, g)
	sauWantPoints(t, g, []int{30, 0, 30}, score.AnnouncedNoTrick)

	// Failure: seat 1 holds the high cards and announces all the same.
	g = gametest.Trick(t, games.SchwarzeSau, 3, o, 1)
	sauDeal(t, g, 2, "9C 9D", sauJungfrauHands3[0], sauJungfrauHands3[2], sauJungfrauHands3[1])
	sauRun(t, g, "0 stock 9C 9D, 1 push, 2 stock 9C 9D", "1 jungfrau")
	gametest.PlayLowest(t, g)
	sauWantPoints(t, g, []int{0, 30, 0}, score.FailedAnnouncement)
	if r, _ := g.Result(); len(r.Tricks) == 10 || r.Tricks[len(r.Tricks)-1].Winner != 1 {
		t.Errorf("SAU-A7: the deal should end at seat 1's first trick: %d tricks", len(r.Tricks))
	}
}
