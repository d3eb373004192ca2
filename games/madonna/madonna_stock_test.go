package madonna_test

// The stock of Schwarze Madonna, as madonna_test.go tests the game: the
// circulation, the first receiver's keep, a short stock (redealt, or its
// penalty cards passed) and must-change-stock.

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// MAD-E17, MAD-R5 to MAD-R10: the stock goes round from left(dealer), the
// dealer last; each seat takes it and puts back exactly two passable
// cards; the first receiver keeps the ♥9 of the original stock; the
// set-aside stock is never scored.
func TestMadonnaStockCirculation(t *testing.T) { t.Run("MAD-E17", testMadonnaStockCirculation) }

func testMadonnaStockCirculation(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeMadonna, 5, madonna.Options{}, 7)
	if err := g.DealCards(madDeal5(t)); err != nil {
		t.Fatal(err)
	}
	if g.Phase() != variant.PhaseStock {
		t.Fatalf("phase %v, want stock", g.Phase())
	}
	tn := g.Turn()
	wantTurn := variant.Turn{Seat: 1, Phase: variant.PhaseStock, Kind: variant.Stock, Count: 2,
		Cards: madSet("7C 8C 9C 10C 8D"), From: -1}
	if diff := cmp.Diff(wantTurn, tn); diff != "" {
		t.Fatalf("MAD-R5 turn (-want +got):\n%s", diff)
	}
	// MAD-R5, TT-6: seat 1 has picked the stock up and sees it, the ♥9 it
	// must keep included; nobody else sees it.
	for s := range 5 {
		v, _ := g.View(s)
		want := card.Set(0)
		if s == 1 {
			want = madSet("9H 7C")
		}
		if v.StockTaken != want || v.StockSize != 2 {
			t.Fatalf("view of seat %d in the stock phase: stock taken %v, size %d", s, v.StockTaken, v.StockSize)
		}
	}
	// The illegal returns of MAD-E17, and the checks before them.
	madRejects(t, g, variant.StockMove(1, madSet("9H 7C")), rule.NotPassable, "MAD-R8")
	madRejects(t, g, variant.StockMove(1, madSet("9H 8D")), rule.NotPassable, "MAD-R8")
	madRejects(t, g, variant.StockMove(1, madSet("QS 8D")), rule.NotPassable, "MAD-R7")
	madRejects(t, g, variant.StockMove(1, madSet("7H 7C")), rule.NotPassable, "MAD-R7")
	madRejects(t, g, variant.StockMove(1, madSet("8D")), rule.StockCount, "MAD-R6")
	madRejects(t, g, variant.StockMove(1, madSet("7C 8D 8C")), rule.StockCount, "MAD-R6")
	madRejects(t, g, variant.StockMove(1, 0), rule.StockCount, "MAD-R6")
	madRejects(t, g, variant.StockMove(1, madSet("7C JC")), rule.CardNotHeld, "")
	madRejects(t, g, variant.StockMove(2, madSet("7C 9H")), rule.NotYourTurn, "")
	madRejects(t, g, variant.PushMove(1), rule.OptionOff, "MAD-R9")
	madRejects(t, g, variant.PlayMove(1, card.SevenClubs), rule.WrongPhase, "")
	madRejects(t, g, variant.PassMove(1, madSet("7C 8C 9C")), rule.WrongPhase, "")
	madRejects(t, g, variant.AnnounceMove(1, variant.NoTrickCall), rule.AnnounceWindow, "MAD-R17")
	if got := g.Announcements(nil); len(got) != 0 {
		t.Fatalf("announcements during the stock circulation: %v", got)
	}
	// LegalMoves lists every pair of passable cards (5 choose 2).
	if got := len(g.LegalMoves(nil)); got != 10 {
		t.Fatalf("%d legal stock moves, want 10", got)
	}
	gametest.Apply(t, g, variant.StockMove(1, madSet("7C 8D")))
	if !g.Hand(1).Has(card.MustParse("9H")) || g.Hand(1).Len() != 6 {
		t.Fatalf("MAD-R8: seat 1 holds %v, want it to keep 9H with 6 cards", g.Hand(1))
	}
	v, _ := g.View(1)
	if v.StockTaken != madSet("9H 7C") || v.StockReturned != madSet("7C 8D") {
		t.Fatalf("view of seat 1: took %v returned %v", v.StockTaken, v.StockReturned)
	}
	// Seats 2, 3, 4 and then the dealer.
	for _, s := range []int{2, 3, 4, 0} {
		tn := g.Turn()
		if tn.Seat != s || tn.Kind != variant.Stock {
			t.Fatalf("turn %+v, want seat %d at the stock (MAD-R6)", tn, s)
		}
		if tn.Cards&madPenalty != 0 || !tn.Cards.ContainsAll(g.Stock()) {
			t.Fatalf("seat %d may put back %v (MAD-R7, MAD-R9)", s, tn.Cards)
		}
		for c := range (g.Hand(s) & madPenalty).All() {
			madRejects(t, g, variant.StockMove(s, g.Stock().Remove(g.Stock().Cards()[0]).Add(c)), rule.NotPassable, "MAD-R7")
		}
		// Put back the lowest passable card of the hand and one stock
		// card; the dealer holds only hearts and puts back the stock.
		back := g.Stock()
		if own, ok := (g.Hand(s) & madPassable).Lowest(); ok {
			keep, _ := back.Lowest()
			back = back.Remove(keep).Add(own)
		} else if s != 0 {
			t.Fatalf("seat %d holds no passable card", s)
		}
		gametest.Apply(t, g, variant.StockMove(s, back))
		if g.Stock()&madPenalty != 0 {
			t.Fatalf("MAD-R10: stock %v after seat %d", g.Stock(), s)
		}
	}
	if g.Phase() != variant.PhasePlay || g.Turn().Seat != 1 {
		t.Fatalf("after the dealer: phase %v, turn %d; want play, seat 1 leads (MAD-R12)", g.Phase(), g.Turn().Seat)
	}
	aside := g.Stock()
	r := rand.New(rand.NewPCG(17, 17))
	gametest.PlayWhile(t, g, r, variant.PhasePlay)
	res, _ := g.Result()
	sum, played := 0, card.Set(0)
	for _, p := range res.Points {
		sum += p
	}
	for _, tr := range res.Tricks {
		for _, c := range tr.Cards {
			played = played.Add(c)
		}
	}
	if played != madPack&^aside || g.Stock() != aside {
		t.Fatalf("MAD-R10: played %v, stock %v set aside %v", played, g.Stock(), aside)
	}
	if res.Outcome == score.Normal && sum != 16 {
		t.Fatalf("MAD-R10, MAD-R25: a normal deal scores %d, want 16", sum)
	}
}

// MAD-R8: the first receiver keeps every heart and the Q♠ of the original
// stock; it may not put back either, and the later seats never see them.
func TestMadonnaFirstReceiverKeeps(t *testing.T) { t.Run("MAD-R8", testMadonnaFirstReceiverKeeps) }

func testMadonnaFirstReceiverKeeps(t *testing.T) {
	for _, n := range []int{3, 5, 6} {
		g := gametest.Trick(t, games.SchwarzeMadonna, n, madonna.Options{}, 7)
		var d variant.Dealt
		d.Stock = madSet("QS AH")
		rest := (madPack &^ d.Stock).Cards()
		each := (32 - 2) / n
		for i, c := range rest {
			s := (i/each + 1) % n
			d.Hands[s] = d.Hands[s].Add(c)
		}
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		if g.Phase() != variant.PhaseStock {
			t.Fatalf("%d seats: phase %v (short stock?)", n, g.Phase())
		}
		if g.Turn().Cards&d.Stock != 0 {
			t.Fatalf("%d seats: the first receiver may put back %v", n, g.Turn().Cards)
		}
		madRejects(t, g, variant.StockMove(1, d.Stock), rule.NotPassable, "MAD-R8")
		own := (d.Hands[1] & madPassable).Cards()
		gametest.Apply(t, g, variant.StockMove(1, card.Of(own[0], own[1])))
		if !g.Hand(1).ContainsAll(d.Stock) {
			t.Fatalf("%d seats: seat 1 holds %v, want QS AH kept", n, g.Hand(1))
		}
		madExchangeUnchanged(t, g)
		if g.Stock() != card.Of(own[0], own[1]) {
			t.Fatalf("set-aside stock %v", g.Stock())
		}
	}
}

// madShortDeal6 is MAD-E18: six seats, dealer 0; seat 1 is dealt ♥7 ♥8 ♥9
// ♥10 Q♠ and the stock is ♥J ♣A, so seat 1 holds one passable card.
func madShortDeal6() variant.Dealt {
	d := variant.Dealt{Dealer: 0, Stock: madSet("JH AC")}
	d.Hands[1] = madSet("7H 8H 9H 10H QS")
	d.Hands[2] = madSet("QH KH 7C 8C 9C")
	d.Hands[3] = madSet("AH 10C JC QC KC")
	d.Hands[4] = madSet("7D 8D 9D 10D JD")
	d.Hands[5] = madSet("QD KD AD 7S 8S")
	d.Hands[0] = madSet("9S 10S JS KS AS")
	return d
}

// MAD-A3 default, MAD-E18, MAD-R11: when the first receiver would hold
// fewer than two passable cards the deal is void: outcome redeal, no
// points, no tricks, and the same dealer deals again. Any action in the
// void deal is deal-over.
func TestMadonnaShortStockRedeal(t *testing.T) { t.Run("MAD-A3", testMadonnaShortStockRedeal) }

func testMadonnaShortStockRedeal(t *testing.T) {
	for _, n := range []int{5, 6} {
		t.Run(fmt.Sprintf("%d seats", n), func(t *testing.T) {
			g := gametest.Trick(t, games.SchwarzeMadonna, n, madonna.Options{}, 7)
			var d variant.Dealt
			if n == 6 {
				d = madShortDeal6()
			} else {
				// Five seats: seat 1 dealt six penalty cards, the stock
				// ♥A and ♣7: one passable card of eight.
				d = variant.Dealt{Dealer: 0, Stock: madSet("AH 7C")}
				d.Hands[1] = madSet("QS 7H 8H 9H 10H JH")
				rest := (madPack &^ (d.Stock | d.Hands[1])).Cards()
				for i, c := range rest {
					d.Hands[[]int{2, 3, 4, 0}[i/6]] = d.Hands[[]int{2, 3, 4, 0}[i/6]].Add(c)
				}
			}
			if err := g.DealCards(d); err != nil {
				t.Fatal(err)
			}
			if g.Phase() != variant.PhaseDealOver {
				t.Fatalf("phase %v, want deal-over (void deal)", g.Phase())
			}
			r, ok := g.Result()
			want := variant.DealResult{Dealer: 0, Number: 0, Points: make([]int, n), Outcome: score.Redeal, Tricks: []variant.TrickRecord{}, Loser: -1, Eliminated: []int{},
				Explanation: make([][]score.Term, n)}
			for s := range want.Explanation {
				want.Explanation[s] = []score.Term{{Kind: score.TermVoid, Ref: "MAD-A3", By: score.NoSeat}}
			}
			if diff := cmp.Diff(want, r); !ok || diff != "" {
				t.Fatalf("void deal result (-want +got):\n%s", diff)
			}
			if g.Dealer() != 0 || g.DealsPlayed() != 1 || g.Over() {
				t.Fatalf("dealer %d, deals %d, over %v; want the same dealer 0 after one void deal", g.Dealer(), g.DealsPlayed(), g.Over())
			}
			if diff := cmp.Diff(make([]int, n), g.Totals()); diff != "" {
				t.Fatalf("totals (-want +got):\n%s", diff)
			}
			madRejects(t, g, variant.StockMove(1, madSet("AC JH")), rule.DealOver, "")
			madRejects(t, g, variant.AnnounceMove(2, variant.NoTrickCall), rule.DealOver, "")
			madRejects(t, g, variant.PlayMove(1, card.MustParse("7H")), rule.DealOver, "")
			if tn := g.Turn(); tn.Seat != -1 {
				t.Fatalf("turn %+v in a void deal", tn)
			}
			if len(g.Announcements(nil)) != 0 || len(g.LegalMoves(nil)) != 0 {
				t.Fatal("moves offered in a void deal")
			}
			// The same dealer redeals; seat 1 may not deal.
			d.Dealer = 1
			madWant(t, g.DealCards(d), rule.WrongDealer, "")
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			if g.Dealer() != 0 {
				t.Fatalf("the redeal is dealt by seat %d, want 0", g.Dealer())
			}
		})
	}
}

// MAD-R11: with three seats the first receiver always holds at least two
// passable cards (12 cards against 9 penalty cards), so no three-seat deal
// is ever void; and later receivers are never short.
func TestMadonnaNoShortStockAtThree(t *testing.T) { t.Run("MAD-R11", testMadonnaNoShortStockAtThree) }

func testMadonnaNoShortStockAtThree(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeMadonna, 3, madonna.Options{}, 7)
	for i := 0; i < 300; i++ {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if g.Phase() != variant.PhaseStock {
			t.Fatalf("deal %d: phase %v", i, g.Phase())
		}
		madExchangeUnchanged(t, g)
		// Abandon the deal by playing it out.
		r := rand.New(rand.NewPCG(uint64(i), 3))
		gametest.PlayWhile(t, g, r, variant.PhasePlay)
		if g.Over() {
			g = gametest.Trick(t, games.SchwarzeMadonna, 3, madonna.Options{}, 7)
		}
	}
	// A deal with all nine penalty cards in seat 1's ten and the stock.
	d := variant.Dealt{Dealer: 0, Stock: madSet("JH AC")}
	d.Hands[1] = madSet("7H 8H 9H 10H QH KH AH QS 7C 8C")
	rest := (madPack &^ (d.Stock | d.Hands[1])).Cards()
	d.Hands[2] = card.Of(rest[:10]...)
	d.Hands[0] = card.Of(rest[10:]...)
	g = gametest.Trick(t, games.SchwarzeMadonna, 3, madonna.Options{}, 7)
	if err := g.DealCards(d); err != nil {
		t.Fatal(err)
	}
	if tn := g.Turn(); g.Phase() != variant.PhaseStock || tn.Cards != madSet("7C 8C AC") {
		t.Fatalf("phase %v, turn %+v; want seat 1 to choose from 7C 8C AC", g.Phase(), tn)
	}
}

// MAD-A3 option PassPenaltyCards, MAD-E18: the short seat puts back all
// its passable cards plus penalty cards of its choice, and whoever
// receives a penalty card must keep it (MAD-R8).
func TestMadonnaShortStockPassPenalty(t *testing.T) {
	t.Run("MAD-A3", testMadonnaShortStockPassPenalty)
}

func testMadonnaShortStockPassPenalty(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeMadonna, 6, madonna.Options{ShortStock: madonna.ShortStockPassPenalty}, 7)
	if err := g.DealCards(madShortDeal6()); err != nil {
		t.Fatal(err)
	}
	if g.Phase() != variant.PhaseStock || g.Turn().Seat != 1 {
		t.Fatalf("phase %v turn %d, want seat 1 at the stock", g.Phase(), g.Turn().Seat)
	}
	if got := g.Turn().Cards; got != madSet("7H 8H 9H 10H JH QS AC") {
		t.Fatalf("seat 1 may choose from %v, want all seven cards", got)
	}
	madRejects(t, g, variant.StockMove(1, madSet("7H 8H")), rule.NotPassable, "MAD-A3")
	madRejects(t, g, variant.StockMove(1, madSet("JH QS")), rule.NotPassable, "MAD-A3")
	madRejects(t, g, variant.StockMove(1, madSet("AC")), rule.StockCount, "")
	// Six legal choices: the A♣ with any of the six penalty cards.
	moves := g.LegalMoves(nil)
	var want []variant.Move
	for c := range madSet("7H 8H 9H 10H JH QS").All() {
		want = append(want, variant.StockMove(1, card.Of(card.MustParse("AC"), c)))
	}
	if diff := cmp.Diff(want, moves, cmp.Comparer(func(a, b variant.Move) bool { return a == b })); diff != "" {
		t.Fatalf("legal moves (-want +got):\n%s", diff)
	}
	gametest.Apply(t, g, variant.StockMove(1, madSet("AC QS")))
	// Seat 2 receives the Q♠ and must keep it.
	if g.Turn().Seat != 2 || g.Turn().Cards.Has(card.QueenSpades) {
		t.Fatalf("turn %+v: seat 2 may not pass the Q♠ on", g.Turn())
	}
	madRejects(t, g, variant.StockMove(2, madSet("AC QS")), rule.NotPassable, "MAD-R7")
	madRejects(t, g, variant.StockMove(2, madSet("7C QS")), rule.NotPassable, "MAD-R7")
	gametest.Apply(t, g, variant.StockMove(2, madSet("AC 7C")))
	if !g.Hand(2).Has(card.QueenSpades) {
		t.Fatal("seat 2 must keep the Q♠")
	}
	madExchangeUnchanged(t, g)
	if g.Stock()&madPenalty != 0 || g.Phase() != variant.PhasePlay {
		t.Fatalf("stock %v, phase %v", g.Stock(), g.Phase())
	}
	for s := range 6 {
		if g.Hand(s).Len() != 5 {
			t.Fatalf("MAD-R11: seat %d holds %d cards", s, g.Hand(s).Len())
		}
	}
}

// MAD-A13 option MustChangeStock: a seat may not put back exactly the two
// cards it took, unless those are its only passable cards (MAD-R11
// waiver, the first receiver included). Without the option it may
// (MAD-R9).
func TestMadonnaMustChangeStock(t *testing.T) { t.Run("MAD-A13", testMadonnaMustChangeStock) }

func testMadonnaMustChangeStock(t *testing.T) {
	must := madonna.Options{MustChangeStock: true}
	t.Run("default allows", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeMadonna, 5, madonna.Options{}, 7)
		d := madDeal5(t)
		d.Stock, d.Hands[1] = madSet("7C 8C"), d.Hands[1].Remove(card.MustParse("8C")).Add(card.MustParse("9H"))
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		gametest.Apply(t, g, variant.StockMove(1, madSet("7C 8C")))
	})
	t.Run("option rejects", func(t *testing.T) {
		g := gametest.Trick(t, games.SchwarzeMadonna, 5, must, 7)
		d := madDeal5(t)
		d.Stock, d.Hands[1] = madSet("7C 8C"), d.Hands[1].Remove(card.MustParse("8C")).Add(card.MustParse("9H"))
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		madRejects(t, g, variant.StockMove(1, madSet("7C 8C")), rule.StockUnchanged, "MAD-A13")
		for _, m := range g.LegalMoves(nil) {
			if m.Cards == g.Stock() {
				t.Fatalf("LegalMoves offers the unchanged stock %v", m)
			}
		}
		gametest.Apply(t, g, variant.StockMove(1, madSet("7C 8D")))
		// Later seats: returning what was taken is refused too.
		madRejects(t, g, variant.StockMove(2, madSet("7C 8D")), rule.StockUnchanged, "MAD-A13")
		gametest.Apply(t, g, variant.StockMove(2, madSet("7C JC")))
	})
	t.Run("waiver for the first receiver", func(t *testing.T) {
		// Seat 1 holds six penalty cards; the stock ♣7 ♣8 are its only
		// passable cards.
		g := gametest.Trick(t, games.SchwarzeMadonna, 5, must, 7)
		d := variant.Dealt{Dealer: 0, Stock: madSet("7C 8C")}
		d.Hands[1] = madSet("QS 7H 8H 9H 10H JH")
		rest := (madPack &^ (d.Stock | d.Hands[1])).Cards()
		for i, c := range rest {
			s := []int{2, 3, 4, 0}[i/6]
			d.Hands[s] = d.Hands[s].Add(c)
		}
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		if g.Phase() != variant.PhaseStock {
			t.Fatalf("phase %v: two passable cards are enough (MAD-R11)", g.Phase())
		}
		if got := g.LegalMoves(nil); len(got) != 1 || got[0] != variant.StockMove(1, d.Stock) {
			t.Fatalf("legal moves %v, want only the unchanged stock", got)
		}
		gametest.Apply(t, g, variant.StockMove(1, d.Stock))
	})
	t.Run("waiver for a later receiver", func(t *testing.T) {
		// Six seats: seat 3 holds five penalty cards; it may put back
		// the two it receives.
		g := gametest.Trick(t, games.SchwarzeMadonna, 6, must, 7)
		d := madShortDeal6()
		d.Stock = madSet("7C 8C")
		d.Hands[1] = madSet("9C 10C JC QC KC")
		d.Hands[2] = madSet("AC 7D 8D 9D 10D")
		d.Hands[3] = madSet("7H 8H 9H 10H QS")
		d.Hands[4] = madSet("JH QH KH AH JD")
		d.Hands[5] = madSet("QD KD AD 7S 8S")
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		gametest.Apply(t, g, variant.StockMove(1, madSet("9C 10C")), variant.StockMove(2, madSet("AC 10C")))
		if got := g.LegalMoves(nil); len(got) != 1 || got[0] != variant.StockMove(3, madSet("AC 10C")) {
			t.Fatalf("legal moves of seat 3: %v", got)
		}
		gametest.Apply(t, g, variant.StockMove(3, madSet("AC 10C")))
		// Seat 4 holds a passable card of its own: no waiver.
		madRejects(t, g, variant.StockMove(4, madSet("AC 10C")), rule.StockUnchanged, "MAD-A13")
	})
}
