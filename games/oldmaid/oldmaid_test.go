package oldmaid_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

var (
	allPairs = []oldmaid.PairRule{oldmaid.RankPairs, oldmaid.SameColourPairs}
	allMaids = []oldmaid.Maid{oldmaid.QueenOfClubsRemoved, oldmaid.JokerMaid, oldmaid.JackOfClubsRemoved}
	allDraws = []oldmaid.DrawFrom{oldmaid.DrawLeft, oldmaid.DrawRight}
)

func cs(s string) card.Set { return card.MustParseSet(s) }

// OM-R1: 2 to 4 seats; New builds an Old Maid game through the Game
// interface.
func TestOldMaidSeats(t *testing.T) { t.Run("OM-R1", testOldMaidSeats) }

func testOldMaidSeats(t *testing.T) {
	for n := 0; n <= 7; n++ {
		g, err := games.New(games.OldMaid, n, oldmaid.Options{}, rand.NewPCG(1, 2))
		if n >= 2 && n <= 4 {
			if err != nil {
				t.Fatalf("OM-R1: New(old-maid, %d): %v", n, err)
			}
			if _, ok := g.(*oldmaid.Game); !ok || g.Name() != "old-maid" || g.Seats() != n || g.Phase() != variant.PhaseDeal {
				t.Fatalf("OM-R1: New(old-maid, %d) = %T id %v seats %d phase %v", n, g, g.Name(), g.Seats(), g.Phase())
			}
			continue
		}
		if err == nil {
			t.Fatalf("OM-R1: New(old-maid, %d) accepted a table of %d", n, n)
		}
		omWantRule(t, err, rule.BadOptions, fmt.Sprintf("New(old-maid, %d)", n))
	}
	// Options of other games are refused (Validate).
	_, err := games.New(games.OldMaid, 3, hearts.Options{SpotHearts: true}, nil)
	omWantRule(t, err, rule.BadOptions, "Old Maid with Hearts' spot-hearts")
}

// OM-R1, OM-O2, OM-O3: the packs.
func TestOldMaidPacks(t *testing.T) { t.Run("OM-R1,OM-O2,OM-O3", testOldMaidPacks) }

func testOldMaidPacks(t *testing.T) {
	for _, tc := range []struct {
		maid    oldmaid.Maid
		n       int
		missing card.Card
		joker   bool
	}{
		{oldmaid.QueenOfClubsRemoved, 51, card.QueenClubs, false},
		{oldmaid.JokerMaid, 53, 0, true},
		{oldmaid.JackOfClubsRemoved, 51, card.JackClubs, false},
	} {
		g := gametest.OldMaid(t, 3, oldmaid.Options{Maid: tc.maid}, 1)
		p := g.Pack()
		if p.Len() != tc.n || p.Has(card.Joker) != tc.joker || (tc.missing != 0 && p.Has(tc.missing)) {
			t.Errorf("maid %v: pack of %d cards %v", tc.maid, p.Len(), p)
		}
		if want := card.Full52 &^ card.Of(tc.missing); p&card.Full52 != want {
			t.Errorf("maid %v: the French cards are %v, want %v", tc.maid, p&card.Full52, want)
		}
	}
}

// OM-R2, OM-E1: the deal, one card at a time from left(dealer); unequal
// hands allowed.
func TestOldMaidDealSizes(t *testing.T) { t.Run("OM-E1", testOldMaidDealSizes) }

func testOldMaidDealSizes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		seats  int
		dealer int
		maid   oldmaid.Maid
		want   []int
	}{
		{"OM-E1 dealer 3, 4 players", 4, 3, oldmaid.QueenOfClubsRemoved, []int{13, 13, 13, 12}},
		{"OM-E1 dealer 1, 2 players", 2, 1, oldmaid.QueenOfClubsRemoved, []int{26, 25}},
		{"OM-E1 dealer 1, 3 players", 3, 1, oldmaid.QueenOfClubsRemoved, []int{17, 17, 17}},
		{"OM-E1 joker, 4 players, dealer 3", 4, 3, oldmaid.JokerMaid, []int{14, 13, 13, 13}},
		{"OM-O2 joker, 2 players, dealer 0", 2, 0, oldmaid.JokerMaid, []int{26, 27}},
		{"OM-O2 joker, 3 players, dealer 2", 3, 2, oldmaid.JokerMaid, []int{18, 18, 17}},
		{"OM-R2 table, 4 players, dealer 0", 4, 0, oldmaid.JackOfClubsRemoved, []int{12, 13, 13, 13}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := oldmaid.Options{Maid: tc.maid, FirstDealer: tc.dealer}
			g := gametest.OldMaid(t, tc.seats, o, 7)
			if err := g.Deal(); err != nil {
				t.Fatalf("Deal: %v", err)
			}
			got := make([]int, tc.seats)
			var all card.Set
			for s := range got {
				h := g.DealtHand(s)
				got[s] = h.Len()
				if all&h != 0 {
					t.Fatalf("OM-R2: %v dealt twice", all&h)
				}
				all |= h
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("OM-R2 hand sizes (-want +got):\n%s", diff)
			}
			if all != g.Pack() {
				t.Errorf("OM-R2: every card is dealt: got %v, pack %v", all, g.Pack())
			}
			// DealCards accepts exactly these sizes and refuses others.
			d := variant.Dealt{Dealer: tc.dealer}
			for s := 0; s < tc.seats; s++ {
				d.Hands[s] = g.DealtHand(s)
			}
			h := gametest.OldMaid(t, tc.seats, o, 7)
			if err := h.DealCards(d); err != nil {
				t.Fatalf("DealCards of Deal's own deal: %v", err)
			}
			if tc.want[0] != tc.want[len(tc.want)-1] {
				// Move one card from a long hand to a short one.
				long, short := 0, 0
				for s := range tc.want {
					if tc.want[s] > tc.want[long] {
						long = s
					}
					if tc.want[s] < tc.want[short] {
						short = s
					}
				}
				c, _ := d.Hands[long].Lowest()
				d.Hands[long] = d.Hands[long].Remove(c)
				d.Hands[short] = d.Hands[short].Add(c)
				err := gametest.OldMaid(t, tc.seats, o, 7).DealCards(d)
				omWantRule(t, err, rule.BadDeal, "OM-R2: the extra card at the wrong seat")
			}
		})
	}
}

// DealCards refuses what is not a deal of the table's pack (bad-deal) and
// a dealer that does not follow the rotation (wrong-dealer).
func TestOldMaidDealCardsChecks(t *testing.T) {
	o := oldmaid.Options{}
	good := omDealFor(t, 3, 0, o, cs("QS"), cs("QH"), cs("QD"))
	for _, tc := range []struct {
		name string
		edit func(d *variant.Dealt)
		want rule.ID
	}{
		{"wrong dealer", func(d *variant.Dealt) { d.Dealer = 1 }, rule.WrongDealer},
		{"Q♣ in the pack (OM-R1)", func(d *variant.Dealt) {
			c, _ := d.Hands[0].Lowest()
			d.Hands[0] = d.Hands[0].Remove(c).Add(card.QueenClubs)
		}, rule.BadDeal},
		{"joker without the option (OM-O2)", func(d *variant.Dealt) {
			c, _ := d.Hands[1].Lowest()
			d.Hands[1] = d.Hands[1].Remove(c).Add(card.Joker)
		}, rule.BadDeal},
		{"a card dealt twice", func(d *variant.Dealt) {
			c, _ := d.Hands[0].Lowest()
			x, _ := d.Hands[1].Lowest()
			d.Hands[1] = d.Hands[1].Remove(x).Add(c)
		}, rule.BadDeal},
		{"a stock", func(d *variant.Dealt) {
			c, _ := d.Hands[2].Lowest()
			d.Hands[2] = d.Hands[2].Remove(c)
			d.Stock = card.Of(c)
		}, rule.BadDeal},
		{"a hand for a seat not at the table", func(d *variant.Dealt) { d.Hands[4] = cs("2C") }, rule.BadDeal},
	} {
		g := gametest.OldMaid(t, 3, o, 1)
		d := good
		tc.edit(&d)
		before := *g
		omWantRule(t, g.DealCards(d), tc.want, tc.name)
		if *g != before {
			t.Errorf("%s: a refused deal changed the game", tc.name)
		}
	}
	g := gametest.OldMaid(t, 3, o, 1)
	if err := g.DealCards(good); err != nil {
		t.Fatalf("DealCards: %v", err)
	}
	before := *g
	omWantRule(t, g.DealCards(good), rule.WrongPhase, "DealCards during a round")
	omWantRule(t, g.Deal(), rule.WrongPhase, "Deal during a round")
	if *g != before {
		t.Errorf("a refused deal during the round changed the game")
	}
}

// OM-R4, OM-E2: which cards are laid down.
func TestOldMaidDiscard(t *testing.T) { t.Run("OM-R4,OM-E2", testOldMaidDiscard) }

func testOldMaidDiscard(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rule    oldmaid.PairRule
		hand    string
		discard string
	}{
		{"OM-E2", oldmaid.RankPairs, "7H 7C 7S KD KS QH 2C", "7C 7H KD KS"},
		{"OM-E2 same colour", oldmaid.SameColourPairs, "7H 7C 7S KD KS QH 2C", "7C 7S"},
		{"OM-R4 three keep the highest suit", oldmaid.RankPairs, "9C 9D 9H", "9C 9D"},
		{"OM-R4 three keep spades", oldmaid.RankPairs, "9D 9H 9S", "9D 9H"},
		{"OM-R4 four of a kind are two pairs", oldmaid.RankPairs, "AC AD AH AS 2C", "AC AD AH AS"},
		{"OM-O1 four of a kind same colour", oldmaid.SameColourPairs, "AC AD AH AS 2C", "AC AD AH AS"},
		{"OM-O1 red and black do not pair", oldmaid.SameColourPairs, "5C 5D 6H 6S", ""},
		{"OM-O2 the joker never pairs", oldmaid.RankPairs, "Joker 3C 3S", "3C 3S"},
		{"no pair", oldmaid.RankPairs, "2C 3C 4D", ""},
	} {
		h := cs(tc.hand)
		got := tc.rule.Discard(h)
		if want := cs(tc.discard); got != want {
			t.Errorf("%s: %v.Discard(%v) = %v, want %v", tc.name, tc.rule, h, got, want)
		}
		if omHoldsPair(h&^got, tc.rule) {
			t.Errorf("%s: %v is left with a pair", tc.name, h&^got)
		}
	}
	// OM-E2 remaining: {one 7, ♥Q, ♣2}.
	if got := cs("7H 7C 7S KD KS QH 2C") &^ oldmaid.RankPairs.Discard(cs("7H 7C 7S KD KS QH 2C")); got != cs("7S QH 2C") {
		t.Errorf("OM-E2: kept %v, want 7S QH 2C", got)
	}
	for _, tc := range []struct {
		rule oldmaid.PairRule
		c    card.Card
		want string
	}{
		{oldmaid.RankPairs, card.SevenHearts, "7C 7D 7S"},
		{oldmaid.SameColourPairs, card.SevenHearts, "7D"},
		{oldmaid.SameColourPairs, card.SevenClubs, "7S"},
		{oldmaid.SameColourPairs, card.QueenSpades, "QC"},
		{oldmaid.RankPairs, card.Joker, ""},
		{oldmaid.SameColourPairs, card.Joker, ""},
		{oldmaid.RankPairs, 0, ""},
	} {
		if got := tc.rule.Partners(tc.c); got != cs(tc.want) {
			t.Errorf("OM-R4/OM-O1: %v.Partners(%v) = %v, want %v", tc.rule, tc.c, got, tc.want)
		}
	}
}

// OM-R4 in the engine: pairs are laid down right after the deal, face up
// (public), per seat, and no hand keeps a pair.
func TestOldMaidInitialDiscard(t *testing.T) { t.Run("OM-R4", testOldMaidInitialDiscard) }

func testOldMaidInitialDiscard(t *testing.T) {
	for _, p := range allPairs {
		for seed := uint64(0); seed < 20; seed++ {
			g := gametest.OldMaid(t, 4, oldmaid.Options{Pairs: p}, seed)
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			var laid card.Set
			for s := 0; s < 4; s++ {
				if omHoldsPair(g.Hand(s), p) {
					t.Fatalf("OM-R4 %v seed %d: seat %d keeps a pair in %v", p, seed, s, g.Hand(s))
				}
				if g.Laid(s)|g.Hand(s) != g.DealtHand(s) || g.Laid(s)&g.Hand(s) != 0 {
					t.Fatalf("OM-R4: seat %d laid %v and kept %v of %v", s, g.Laid(s), g.Hand(s), g.DealtHand(s))
				}
				laid |= g.Laid(s)
			}
			if laid != g.Discards() {
				t.Fatalf("OM-R4: discards %v, laid %v", g.Discards(), laid)
			}
			for s := 0; s < 4; s++ {
				v, _ := g.View(s)
				if v.Discards != laid || len(v.Laid) != 4 || v.Laid[(s+1)%4] != g.Laid((s+1)%4) {
					t.Fatalf("OM-R4: the discards are public: seat %d sees %v %v", s, v.Discards, v.Laid)
				}
			}
		}
	}
}

// OM-R5, OM-R6, OM-R7, OM-E6: two players, dealer 0: seat 1 starts and
// draws from seat 0, turns alternate, a drawn card that pairs is laid
// down. The deal is the conformance case old-maid--partial-two-seats.
func TestOldMaidTwoPlayers(t *testing.T) { t.Run("OM-E6", testOldMaidTwoPlayers) }

func testOldMaidTwoPlayers(t *testing.T) {
	g := gametest.OldMaid(t, 2, oldmaid.Options{}, 1)
	d := variant.Dealt{Dealer: 0}
	d.Hands[0] = cs("QH QD 5S 9C 9H 9S 7C 7D 7H 4H 4S 6C 6D 8H 8S 10C 10D JH JS KC KD AC AD AH AS")
	d.Hands[1] = cs("QS 5C 5D 5H 9D 7S 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 6H 6S 8C 8D 10H 10S JC JD KH KS")
	if err := g.DealCards(d); err != nil {
		t.Fatal(err)
	}
	if g.Hand(1) != cs("QS 5H 9D 7S") || g.Hand(0) != cs("5S 9S 7H") {
		t.Fatalf("OM-R4: kept %v and %v", g.Hand(0), g.Hand(1))
	}
	want := variant.Turn{Seat: 1, Phase: variant.PhaseDraw, Kind: variant.Draw, Count: 1, From: 0, Cards: cs("5S 9S 7H")}
	if diff := cmp.Diff(want, g.Turn()); diff != "" {
		t.Fatalf("OM-E6: first turn (-want +got):\n%s", diff)
	}
	if err := g.Apply(variant.DrawMove(1, card.FiveSpades)); err != nil {
		t.Fatal(err)
	}
	if g.Hand(1) != cs("QS 9D 7S") || !g.Discards().ContainsAll(cs("5S 5H")) || g.Laid(1)&cs("5S 5H") != cs("5S 5H") {
		t.Fatalf("OM-R6: 5S pairs with 5H: hand %v, discards %v", g.Hand(1), g.Discards())
	}
	if ld, _ := g.LastDraw(); ld != (variant.DrawRecord{Seat: 1, From: 0, Position: -1, Card: card.FiveSpades, Pair: cs("5S 5H")}) {
		t.Fatalf("last draw %+v", ld)
	}
	if tu := g.Turn(); tu.Seat != 0 || tu.From != 1 {
		t.Fatalf("OM-R7/OM-E6: turn %+v, want seat 0 drawing from seat 1", tu)
	}
	if err := g.Apply(variant.DrawMove(0, card.QueenSpades)); err != nil {
		t.Fatal(err)
	}
	if g.Hand(0) != cs("7H 9S QS") {
		t.Fatalf("OM-R6: an unpaired card stays in hand: %v", g.Hand(0))
	}
	got := g.LegalMoves(nil)
	wantMoves := []variant.Move{variant.DrawMove(1, card.SevenHearts), variant.DrawMove(1, card.NineSpades), variant.DrawMove(1, card.QueenSpades)}
	if diff := cmp.Diff(wantMoves, got); diff != "" {
		t.Fatalf("RECORDS next.legal (-want +got):\n%s", diff)
	}
}

// OM-R5, OM-R8, OM-A2: a seat that is safe after the initial discard does
// not draw first and is not drawn from (OM-A2: the garbled skip sentence
// is read as "the safe seat is skipped"); OM-A1: under DrawFrom=Right the
// seat draws from the nearest seat with cards to its right.
func TestOldMaidSafeAfterDiscard(t *testing.T) { t.Run("OM-R5,OM-R8", testOldMaidSafeAfterDiscard) }

func testOldMaidSafeAfterDiscard(t *testing.T) {
	o := oldmaid.Options{Maid: oldmaid.JokerMaid}
	// Joker, 4 seats, dealer 0: seat 1 gets 14 cards, all pairs.
	kept := []card.Set{cs("5C"), 0, cs("Joker"), cs("5D")}
	for _, tc := range []struct {
		draw       oldmaid.DrawFrom
		first, src int
	}{
		{oldmaid.DrawLeft, 2, 3},
		{oldmaid.DrawRight, 2, 0}, // right(2) = 1 is safe: skip to 0
	} {
		o.DrawFrom = tc.draw
		g := gametest.OldMaid(t, 4, o, 1)
		omDealKept(t, g, 0, kept...)
		if g.Hand(1) != 0 {
			t.Fatalf("seat 1 kept %v", g.Hand(1))
		}
		tu := g.Turn()
		if tu.Seat != tc.first || tu.From != tc.src {
			t.Errorf("OM-R5/OM-R8 %v: turn %+v, want seat %d drawing from %d", tc.draw, tu, tc.first, tc.src)
		}
		before := *g
		omWantRule(t, g.Apply(variant.DrawAtMove(1, 0)), rule.NotYourTurn, "OM-R8: a safe seat draws")
		if *g != before {
			t.Errorf("OM-R8: a refused move changed the game")
		}
		if v, _ := g.View(1); v.DrawFrom != -1 || v.HandSizes[1] != 0 || contains(v.Active, 1) {
			t.Errorf("OM-R8: the safe seat's view: drawFrom %d, sizes %v, active %v", v.DrawFrom, v.HandSizes, v.Active)
		}
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// OM-E4: seat 1 holds 1 card and seat 0 draws it: seat 1 is safe and the
// next turn goes to seat 2; OM-R8: a safe seat is skipped when drawing.
func TestOldMaidSafeByBeingDrawnFrom(t *testing.T) { t.Run("OM-E4", testOldMaidSafeByBeingDrawnFrom) }

func testOldMaidSafeByBeingDrawnFrom(t *testing.T) {
	g := gametest.OldMaid(t, 3, oldmaid.Options{FirstDealer: 2}, 1)
	omDealKept(t, g, 2, cs("7H 9C 5C"), cs("7C"), cs("9D QS 5D"))
	if tu := g.Turn(); tu.Seat != 0 || tu.From != 1 || tu.Cards != cs("7C") {
		t.Fatalf("OM-R5: turn %+v", tu)
	}
	if err := g.Apply(variant.DrawAtMove(0, 0)); err != nil {
		t.Fatal(err)
	}
	if g.Hand(1) != 0 || g.Hand(0) != cs("9C 5C") {
		t.Fatalf("OM-E4: hands %v %v", g.Hand(0), g.Hand(1))
	}
	if d, _ := g.LastDraw(); d.Position != 0 || d.Card != card.SevenClubs || d.Pair != cs("7C 7H") {
		t.Fatalf("OM-E4: last draw %+v", d)
	}
	tu := g.Turn()
	if tu.Seat != 2 || tu.From != 0 {
		t.Fatalf("OM-E4/OM-R7: turn %+v, want seat 2 drawing from seat 0", tu)
	}
	// Seat 2 draws 5C: pair. Seat 0 holds 9C and is to draw from seat 2
	// (seat 1 is safe, OM-R8), which holds 9D QS.
	if err := g.Apply(variant.DrawMove(2, card.FiveClubs)); err != nil {
		t.Fatal(err)
	}
	if tu := g.Turn(); tu.Seat != 0 || tu.From != 2 {
		t.Fatalf("OM-R8: turn %+v, want seat 0 drawing from seat 2, skipping safe seat 1", tu)
	}
	omCheckViews(t, g)
}

// OM-R9, OM-E5: seat 2 holds only Q♠ and every other hand is empty: seat
// 2 loses, the others win; 1 point to the loser, totals count rounds
// lost, the match never ends; OM-R3: the dealer rotates left.
func TestOldMaidEnd(t *testing.T) { t.Run("OM-E5", testOldMaidEnd) }

func testOldMaidEnd(t *testing.T) {
	o := oldmaid.Options{FirstDealer: 3}
	g := gametest.OldMaid(t, 4, o, 1)
	omDealKept(t, g, 3, cs("5C"), cs("5D"), cs("QS"), 0)
	if _, ok := g.Result(); ok {
		t.Fatal("a result before the round ended")
	}
	if err := g.Apply(variant.DrawMove(0, card.FiveDiamonds)); err != nil {
		t.Fatal(err)
	}
	if g.Phase() != variant.PhaseDealOver {
		t.Fatalf("OM-R9: phase %v after the last pair", g.Phase())
	}
	r, ok := g.Result()
	want := variant.DealResult{Dealer: 3, Number: 0, Points: []int{0, 0, 1, 0}, Outcome: score.OddCard, Tricks: []variant.TrickRecord{}, Loser: 2,
		Explanation: [][]score.Term{{}, {}, {{Kind: score.TermOddCard, Ref: "OM-R9", Points: 1, By: 2}}, {}}}
	if diff := cmp.Diff(want, r); !ok || diff != "" {
		t.Fatalf("OM-E5 result (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{0, 0, 1, 0}, g.Totals()); diff != "" {
		t.Fatalf("OM-R9 totals (-want +got):\n%s", diff)
	}
	if l, ok := g.Loser(); !ok || l != 2 || g.Hand(2) != cs("QS") {
		t.Fatalf("OM-E5: loser %d holding %v", l, g.Hand(2))
	}
	if g.Over() || len(g.Winners()) != 0 || len(g.Out()) != 0 {
		t.Fatalf("OM-R9: the match never ends: over %v winners %v", g.Over(), g.Winners())
	}
	if g.Dealer() != 0 || g.DealsPlayed() != 1 {
		t.Fatalf("OM-R3: next dealer %d, deals %d", g.Dealer(), g.DealsPlayed())
	}
	if tu := g.Turn(); tu.Seat != -1 || tu.From != -1 {
		t.Fatalf("no seat acts after the round: %+v", tu)
	}
	if m, ok := g.RandomMove(rand.New(rand.NewPCG(1, 1))); ok {
		t.Fatalf("RandomMove after the round: %v", m)
	}
	before := *g
	omWantRule(t, g.Apply(variant.DrawMove(2, card.QueenSpades)), rule.DealOver, "a draw after the round")
	omWantRule(t, g.Apply(variant.PlayMove(2, card.QueenSpades)), rule.DealOver, "a play after the round")
	if *g != before {
		t.Fatal("a refused move changed the game")
	}
	v, _ := g.View(0)
	if v.Last == nil || v.Last.Loser != 2 || v.Phase != variant.PhaseDealOver || v.ToAct != -1 {
		t.Fatalf("the view after the round: %+v", v)
	}
	omCheckViews(t, g)
	// OM-R3, OM-R10: the next round is dealt by seat 0, then 1, ...
	for k := 1; k <= 5; k++ {
		omWantRule(t, g.DealCards(variant.Dealt{Dealer: ((k+3)%4 + 1) % 4}), rule.WrongDealer, "OM-R3: the dealer does not rotate left")
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for draws := 0; g.Phase() == variant.PhaseDraw; draws++ {
			omBound(t, draws)
			if err := g.Apply(variant.DrawAtMove(g.Turn().Seat, 0)); err != nil {
				t.Fatal(err)
			}
		}
		if r, _ := g.Result(); r.Dealer != (k+3)%4 || r.Number != k || g.Dealer() != (k+4)%4 {
			t.Fatalf("OM-R3: round %d dealt by %d (want %d), next dealer %d", k, r.Dealer, (k+3)%4, g.Dealer())
		}
	}
	sum := 0
	for _, x := range g.Totals() {
		sum += x
	}
	if sum != 6 || g.DealsPlayed() != 6 {
		t.Fatalf("OM-R9/OM-R10: totals %v after %d rounds", g.Totals(), g.DealsPlayed())
	}
}

// OM-R10: every round is shuffled and dealt anew from the game's own
// source; a clone deals the same rounds as the original.
func TestOldMaidNewRound(t *testing.T) { t.Run("OM-R10", testOldMaidNewRound) }

func testOldMaidNewRound(t *testing.T) {
	g := gametest.OldMaid(t, 3, oldmaid.Options{}, 21)
	var c *oldmaid.Game
	seen := map[[3]card.Set]bool{}
	for k := 0; k < 5; k++ {
		if k == 2 {
			c = g.Clone().(*oldmaid.Game)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if c != nil {
			if err := c.Deal(); err != nil {
				t.Fatal(err)
			}
		}
		deal := [3]card.Set{g.DealtHand(0), g.DealtHand(1), g.DealtHand(2)}
		if seen[deal] {
			t.Fatalf("OM-R10: round %d repeats an earlier deal", k)
		}
		seen[deal] = true
		for draws := 0; g.Phase() == variant.PhaseDraw; draws++ {
			omBound(t, draws)
			tu := g.Turn()
			if err := g.Apply(variant.DrawAtMove(tu.Seat, draws%tu.Cards.Len())); err != nil {
				t.Fatal(err)
			}
			if c != nil {
				if err := c.Apply(variant.DrawAtMove(tu.Seat, draws%tu.Cards.Len())); err != nil {
					t.Fatal(err)
				}
			}
		}
		if c != nil && *c != *g {
			t.Fatalf("OM-A4: round %d: the clone evolved differently", k)
		}
	}
}

// OM-A3: when only one seat holds cards right after the initial discard,
// the round ends at once and that seat loses.
func TestOldMaidEndAfterDiscard(t *testing.T) { t.Run("OM-A3", testOldMaidEndAfterDiscard) }

func testOldMaidEndAfterDiscard(t *testing.T) {
	o := oldmaid.Options{}
	g := gametest.OldMaid(t, 2, o, 1)
	// Dealer 0: seat 1 (26 cards) pairs everything, seat 0 keeps Q♠.
	omDealKept(t, g, 0, cs("QS"), 0)
	r, ok := g.Result()
	if !ok || g.Phase() != variant.PhaseDealOver || r.Loser != 0 || g.Totals()[0] != 1 {
		t.Fatalf("OM-A3: phase %v, result %+v", g.Phase(), r)
	}
	if g.Dealer() != 1 {
		t.Fatalf("OM-R3: next dealer %d", g.Dealer())
	}
	omCheckViews(t, g)
}

// OM-O1: under same-colour pairs ♦K and ♠K do not pair, and a drawn card
// pairs only with the card of its colour.
func TestOldMaidSameColour(t *testing.T) { t.Run("OM-O1", testOldMaidSameColour) }

func testOldMaidSameColour(t *testing.T) {
	o := oldmaid.Options{Pairs: oldmaid.SameColourPairs}
	g := gametest.OldMaid(t, 2, o, 1)
	// Dealer 0: seat 1 draws first, from seat 0.
	omDealKept(t, g, 0, cs("KC KH 4D"), cs("KD KS QS 4H"))
	if g.Hand(1) != cs("KD KS QS 4H") || g.Hand(0) != cs("KC KH 4D") {
		t.Fatalf("OM-O1/OM-E2: ♦K and ♠K are not a pair: seats keep %v and %v", g.Hand(0), g.Hand(1))
	}
	steps := []struct {
		m          variant.Move
		hand, pair card.Set
	}{
		{variant.DrawMove(1, card.FourDiamonds), cs("KD KS QS"), cs("4D 4H")}, // red with red
		{variant.DrawMove(0, card.QueenSpades), cs("KC KH QS"), 0},            // the Q♣ is removed
		{variant.DrawMove(1, card.KingHearts), cs("KS"), cs("KD KH")},         // ♥K pairs ♦K, not ♠K
	}
	for _, st := range steps {
		if err := g.Apply(st.m); err != nil {
			t.Fatal(err)
		}
		if d, _ := g.LastDraw(); g.Hand(st.m.Seat) != st.hand || d.Pair != st.pair {
			t.Fatalf("OM-O1 %v: hand %v, pair %v; want %v, %v", st.m, g.Hand(st.m.Seat), d.Pair, st.hand, st.pair)
		}
	}
}

// OM-O3: with the J♣ removed, the round's loser holds a jack (the J♠
// under same-colour pairs); OM-O2: with the joker, the joker; OM-O1 with
// the Q♣ removed: always the Q♠; OM-R1: otherwise a queen.
func TestOldMaidMaidCard(t *testing.T) { t.Run("OM-O1,OM-O2,OM-O3", testOldMaidMaidCard) }

func testOldMaidMaidCard(t *testing.T) {
	for _, p := range allPairs {
		for _, m := range allMaids {
			for seed := uint64(0); seed < 40; seed++ {
				n := 2 + int(seed%3)
				g := gametest.OldMaid(t, n, omOpts(p, m, oldmaid.DrawFrom(seed/3%2)), seed)
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				r := rand.New(rand.NewPCG(seed, 3))
				gametest.PlayWhile(t, g, r, variant.PhaseDraw)
				l, _ := g.Loser()
				maid, _ := g.Hand(l).Lowest()
				ok := false
				switch {
				case m == oldmaid.JokerMaid:
					ok = maid == card.Joker
				case p == oldmaid.SameColourPairs && m == oldmaid.QueenOfClubsRemoved:
					ok = maid == card.QueenSpades
				case p == oldmaid.SameColourPairs:
					ok = maid == card.JackSpades
				case m == oldmaid.QueenOfClubsRemoved:
					ok = maid.Rank() == card.Queen
				default:
					ok = maid.Rank() == card.Jack
				}
				if !ok || g.Hand(l).Len() != 1 {
					t.Fatalf("%v %v seed %d: the loser %d holds %v", p, m, seed, l, g.Hand(l))
				}
			}
		}
	}
}

// OM-A1, OM-R7: under DrawFrom=Right a seat draws from its right, and the
// turn still passes to the left.
func TestOldMaidDrawFromRight(t *testing.T) { t.Run("OM-A1", testOldMaidDrawFromRight) }

func testOldMaidDrawFromRight(t *testing.T) {
	o := oldmaid.Options{DrawFrom: oldmaid.DrawRight}
	g := gametest.OldMaid(t, 3, o, 1)
	omDealKept(t, g, 0, cs("5C 6C 7C"), cs("5D 6D 8C"), cs("7D 8D QS"))
	if tu := g.Turn(); tu.Seat != 1 || tu.From != 0 {
		t.Fatalf("OM-A1: turn %+v, want seat 1 drawing from seat 0", tu)
	}
	if err := g.Apply(variant.DrawMove(1, card.FiveClubs)); err != nil {
		t.Fatal(err)
	}
	if tu := g.Turn(); tu.Seat != 2 || tu.From != 1 {
		t.Fatalf("OM-A1/OM-R7: turn %+v, want seat 2 drawing from seat 1", tu)
	}
	if err := g.Apply(variant.DrawMove(2, card.SixDiamonds)); err != nil {
		t.Fatal(err)
	}
	if tu := g.Turn(); tu.Seat != 0 || tu.From != 2 {
		t.Fatalf("OM-A1/OM-R7: turn %+v, want seat 0 drawing from seat 2", tu)
	}
	omCheckViews(t, g)
}

// Apply refuses illegal moves with the docs/records.md rule, in its order, and
// leaves the game as it was; DrawAt positions out of range are errors,
// never panics (OM-R6, OM-A4).
func TestOldMaidIllegalMoves(t *testing.T) {
	o := oldmaid.Options{FirstDealer: 2}
	g := gametest.OldMaid(t, 3, o, 1)
	omWantRule(t, g.Apply(variant.DrawAtMove(0, 0)), rule.DealOver, "a draw before the first round")
	omDealKept(t, g, 2, cs("7H 9C 5C"), cs("7C"), cs("9D QS 5D"))
	// Seat 0 draws from seat 1 (7C); seat 2 holds cards but waits.
	for _, tc := range []struct {
		name string
		m    variant.Move
		want rule.ID
	}{
		{"seat -1", variant.DrawAtMove(-1, 0), rule.BadSeat},
		{"seat 3", variant.DrawAtMove(3, 0), rule.BadSeat},
		{"a play (wrong-phase)", variant.PlayMove(0, card.SevenClubs), rule.WrongPhase},
		{"a pass (wrong-phase)", variant.PassMove(0, cs("7H 9C 5C")), rule.WrongPhase},
		{"a stock (wrong-phase)", variant.StockMove(0, cs("7H 9C")), rule.WrongPhase},
		{"a push (wrong-phase)", variant.PushMove(0), rule.WrongPhase},
		{"an announcement (wrong-phase)", variant.AnnounceMove(0, variant.NoTrickCall), rule.WrongPhase},
		{"a decline (wrong-phase)", variant.DeclineMove(0), rule.WrongPhase},
		{"kind 0 (wrong-phase)", variant.Move{Seat: 0}, rule.WrongPhase},
		{"kind 200 (wrong-phase)", variant.Move{Kind: 200, Seat: 0}, rule.WrongPhase},
		{"OM-R7 seat 2 out of turn", variant.DrawMove(2, card.SevenClubs), rule.NotYourTurn},
		{"OM-R7 seat 1 drawing from itself", variant.DrawMove(1, card.SevenClubs), rule.NotYourTurn},
		{"OM-R6 a card of another seat", variant.DrawMove(0, card.NineDiamonds), rule.CardNotHeld},
		{"OM-R6 its own card", variant.DrawMove(0, card.SevenHearts), rule.CardNotHeld},
		{"OM-R6 a discarded card", variant.DrawMove(0, card.SevenDiamonds), rule.CardNotHeld},
		{"OM-R6 the removed Q♣", variant.DrawMove(0, card.QueenClubs), rule.CardNotHeld},
		{"OM-R6 the zero card", variant.DrawMove(0, 0), rule.CardNotHeld},
		{"OM-R6 an invalid card", variant.DrawMove(0, 0xEE), rule.CardNotHeld},
		{"OM-A4 position -1", variant.DrawAtMove(0, -1), rule.CardNotHeld},
		{"OM-A4 position 1 of 1", variant.DrawAtMove(0, 1), rule.CardNotHeld},
		{"OM-A4 position max", variant.DrawAtMove(0, math.MaxInt), rule.CardNotHeld},
		{"OM-A4 position min", variant.DrawAtMove(0, math.MinInt), rule.CardNotHeld},
	} {
		before := *g
		omWantRule(t, g.Apply(tc.m), tc.want, tc.name)
		if *g != before {
			t.Fatalf("%s: a refused move changed the game", tc.name)
		}
	}
	if err := g.Apply(variant.DrawMove(0, card.SevenClubs)); err != nil {
		t.Fatal(err)
	}
	before := *g
	omWantRule(t, g.Apply(variant.DrawMove(1, card.NineClubs)), rule.NotYourTurn, "OM-R8 a safe seat")
	if *g != before {
		t.Fatal("a refused move changed the game")
	}
}

// OM-R6, OM-A4: DrawAt shuffles the hand drawn from with the game's own
// random source before the draw, so the same seed gives the same card,
// and the position picks a uniformly random card (chi-square test).
func TestOldMaidDrawAtUniform(t *testing.T) { t.Run("OM-R6,OM-A4", testOldMaidDrawAtUniform) }

func testOldMaidDrawAtUniform(t *testing.T) {
	o := oldmaid.Options{}
	// Dealer 0, 2 seats: seat 1 draws first from seat 0, which keeps the
	// 13 spades.
	from := card.SpadesSet
	d := omDealFor(t, 2, 0, o, from, cs("2H 3H 4H 5H 6H 7H 8H 9H 10H JH KH AH"))
	const k, perCell = 13, 1000
	const trials = k * perCell
	for _, pos := range []int{0, 6, k - 1} {
		counts := map[card.Card]int{}
		for i := 0; i < trials; i++ {
			g, err := oldmaid.New(2, o, rand.NewPCG(0xfeed, uint64(i)))
			if err != nil {
				t.Fatal(err)
			}
			if err := g.DealCards(d); err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(variant.DrawAtMove(1, pos)); err != nil {
				t.Fatal(err)
			}
			last, _ := g.LastDraw()
			if !from.Has(last.Card) || last.Position != pos || last.Seat != 1 || last.From != 0 {
				t.Fatalf("DrawAt(%d): drew %+v", pos, last)
			}
			counts[last.Card]++
		}
		// Pearson's statistic X² = Σ (O-E)²/E over the 13 cards with E =
		// 1000 follows χ² with 12 degrees of freedom when the draw is
		// uniform. Its 1-10⁻⁶ quantile is about 51.8 (Wilson–Hilferty:
		// 12·(1 - 2/108 + 4.753·√(2/108))³), so a uniform draw fails this
		// bound with probability below one in a million for any seed,
		// while a draw that ignores the shuffle (always the same card for
		// a position) gives X² = 12000²/1000 + 12·1000 = 156000.
		x2 := 0.0
		for c := range from.All() {
			diff := float64(counts[c] - perCell)
			x2 += diff * diff / perCell
		}
		if x2 > 51.8 || len(counts) != k {
			t.Errorf("OM-R6: DrawAt(%d) is not uniform: X² = %.1f, counts %v", pos, x2, counts)
		}
	}
	// The same seed gives the same card; the position is recorded.
	draw := func(seed uint64) card.Card {
		g, _ := oldmaid.New(2, o, rand.NewPCG(seed, 9))
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(variant.DrawAtMove(1, 4)); err != nil {
			t.Fatal(err)
		}
		l, _ := g.LastDraw()
		return l.Card
	}
	if first, again := draw(5), draw(5); first != again {
		t.Error("OM-A4: the same seed drew different cards")
	}
}

// RandomMove draws a uniformly random card of the hand drawn from (the
// automatic draw of OM-O4), through a named Draw.
func TestOldMaidRandomMoveUniform(t *testing.T) {
	o := oldmaid.Options{}
	g := gametest.OldMaid(t, 2, o, 1)
	from := card.SpadesSet
	omDealKept(t, g, 0, from, cs("2H 3H 4H 5H 6H 7H 8H 9H 10H JH KH AH"))
	r := rand.New(rand.NewPCG(11, 12))
	counts := map[card.Card]int{}
	for i := 0; i < 13000; i++ {
		m, ok := g.RandomMove(r)
		if !ok || m.Kind != variant.Draw || m.Seat != 1 || !from.Has(m.Card) {
			t.Fatalf("RandomMove = %v, %v", m, ok)
		}
		counts[m.Card]++
	}
	// As in TestOldMaidDrawAtUniform: χ² with 12 degrees of
	// freedom, bound at the 1-10⁻⁶ quantile.
	x2 := 0.0
	for c := range from.All() {
		diff := float64(counts[c] - 1000)
		x2 += diff * diff / 1000
	}
	if x2 > 51.8 {
		t.Errorf("RandomMove is not uniform: X² = %.1f", x2)
	}
}

// ToMove names the seat Turn names, and no seat outside a round, at every
// step of random rounds at every table size (OM-R5, OM-R7, OM-R8).
func TestOldMaidToMove(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := gametest.OldMaid(t, n, oldmaid.Options{}, uint64(n))
		r := rand.New(rand.NewPCG(uint64(n), 5))
		for round := 0; round < 20; round++ {
			if s, ok := g.ToMove(); ok || s != -1 {
				t.Fatalf("%d seats, before round %d: ToMove = %d, %v", n, round, s, ok)
			}
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			for {
				s, ok := g.ToMove()
				if want := g.Turn().Seat; s != want || ok != (want >= 0) {
					t.Fatalf("%d seats: ToMove = %d, %v; Turn().Seat = %d", n, s, ok, want)
				}
				if !ok {
					break
				}
				gametest.RandomStep(t, g, r)
			}
		}
	}
}

// Resume sets the rounds lost and the rounds played (docs/records.md totals,
// dealsPlayed) and refuses what Old Maid does not have.
func TestOldMaidResume(t *testing.T) {
	g := gametest.OldMaid(t, 3, oldmaid.Options{}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{2, 0, 5}, Carry: []int{0, 0, 0}, DealsPlayed: 7}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{2, 0, 5}, g.Totals()); diff != "" || g.DealsPlayed() != 7 {
		t.Fatalf("Resume: totals (-want +got):\n%s deals %d", diff, g.DealsPlayed())
	}
	for _, tc := range []struct {
		name string
		m    variant.MatchState
	}{
		{"short totals", variant.MatchState{Totals: []int{1}}},
		{"negative total", variant.MatchState{Totals: []int{0, -1, 0}}},
		{"out", variant.MatchState{Out: []int{1}}},
		{"carry", variant.MatchState{Carry: []int{0, 3, 0}}},
		{"negative deals", variant.MatchState{DealsPlayed: -1}},
	} {
		omWantRule(t, gametest.OldMaid(t, 3, oldmaid.Options{}, 1).Resume(tc.m), rule.BadRecord, tc.name)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	omWantRule(t, g.Resume(variant.MatchState{}), rule.BadRecord, "Resume after a deal")
}

// Resume's refusals of a seat out and of a carry cite the rules the
// registry's definition gives for mechanics Old Maid does not have
// (Definition.Fallback, passed to Start); a match of New, whose
// definition has none, cites none.
func TestOldMaidResumeFallbackRules(t *testing.T) {
	out := variant.MatchState{Out: []int{1}}
	carry := variant.MatchState{Carry: []int{0, 3, 0}}
	for _, tc := range []struct {
		name    string
		g       *oldmaid.Game
		m       variant.MatchState
		wantRef string
	}{
		{"registry out", gametest.OldMaid(t, 3, oldmaid.Options{}, 1), out, "SAU-R8"},
		{"registry carry", gametest.OldMaid(t, 3, oldmaid.Options{}, 1), carry, "SAU-A12"},
		{"New out", omNew(t, 3), out, ""},
		{"New carry", omNew(t, 3), carry, ""},
	} {
		err := tc.g.Resume(tc.m)
		omWantRule(t, err, rule.BadRecord, tc.name)
		if v := (*rule.Violation)(nil); errors.As(err, &v) && v.Ref != tc.wantRef {
			t.Errorf("%s: Resume cites %q, want %q", tc.name, v.Ref, tc.wantRef)
		}
	}
}

// omNew is oldmaid.New with the default options, or fails the test.
func omNew(t *testing.T, seats int) *oldmaid.Game {
	t.Helper()
	g, err := oldmaid.New(seats, oldmaid.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The views: no view ever holds a card of another hand, through whole
// rounds at every table size and option.
func TestOldMaidViewsHideOtherHands(t *testing.T) { t.Run("TT-6", testOldMaidViewsHideOtherHands) }

func testOldMaidViewsHideOtherHands(t *testing.T) {
	for seed := uint64(0); seed < 12; seed++ {
		n := 2 + int(seed%3)
		o := omOpts(allPairs[seed%2], allMaids[seed%3], allDraws[seed/2%2])
		g := gametest.OldMaid(t, n, o, seed)
		omCheckViews(t, g)
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for draws := 0; g.Phase() == variant.PhaseDraw; draws++ {
			omBound(t, draws)
			omCheckViews(t, g)
			tu := g.Turn()
			if err := g.Apply(variant.DrawAtMove(tu.Seat, int(seed)%tu.Cards.Len())); err != nil {
				t.Fatal(err)
			}
			d, _ := g.LastDraw()
			for s := 0; s < n; s++ {
				v, _ := g.View(s)
				if v.LastDraw == nil || v.LastDraw.Seat != d.Seat || v.LastDraw.From != d.From || v.LastDraw.Pair != d.Pair ||
					(s == d.Seat) != (v.LastDraw.Card == d.Card) {
					t.Fatalf("seat %d sees the last draw as %+v; it was %+v", s, v.LastDraw, d)
				}
			}
		}
		omCheckViews(t, g)
	}
	_, err := gametest.OldMaid(t, 2, oldmaid.Options{}, 1).View(2)
	omWantRule(t, err, rule.BadSeat, "View(2) at 2 seats")
}

// A View serialises to JSON for servers, with the Old Maid fields.
func TestOldMaidViewJSON(t *testing.T) {
	o := oldmaid.Options{}
	g := gametest.OldMaid(t, 2, o, 1)
	omDealKept(t, g, 0, cs("5S 9S 7H"), cs("QS 5H 9D 7S"))
	if err := g.Apply(variant.DrawMove(1, card.FiveSpades)); err != nil {
		t.Fatal(err)
	}
	v, _ := g.View(1)
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Hand      []string `json:"hand"`
		HandSizes []int    `json:"handSizes"`
		ToAct     int      `json:"toAct"`
		DrawFrom  int      `json:"drawFrom"`
		LastDraw  struct {
			Seat, From, Position int
			Card                 string
			Pair                 []string
		} `json:"lastDraw"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"9D", "7S", "QS"}, got.Hand); diff != "" || got.ToAct != 0 || got.DrawFrom != 0 || got.LastDraw.Card != "5S" ||
		len(got.LastDraw.Pair) != 2 || got.LastDraw.Position != -1 {
		t.Errorf("view JSON %s (hand -want +got):\n%s", b, diff)
	}
	v0, _ := g.View(0)
	b0, _ := json.Marshal(v0)
	var got0 map[string]any
	if err := json.Unmarshal(b0, &got0); err != nil {
		t.Fatal(err)
	}
	if ld := got0["lastDraw"].(map[string]any); ld["card"] != nil {
		t.Errorf("seat 0's view JSON names the drawn card: %s", b0)
	}
	if cards, _ := got0["turn"].(map[string]any)["cards"].([]any); cards == nil || len(cards) != 0 {
		t.Errorf("seat 0's turn must show no cards of seat 1's hand: %s", b0)
	}
}
