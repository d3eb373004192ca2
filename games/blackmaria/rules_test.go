package blackmaria_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// The tests of Black Maria (docs/rules.md): every BM-R rule, BM-O option,
// BM-A ruling and BM-E worked example, through the public API.

func TestBlackMariaE1Basic(t *testing.T) {
	// BM-E1: 17, 23, 3 (sum 43).
	r := gametest.BlackMariaE1(nil).Run(t, gametest.BookPassOffset)
	pts, out := gametest.LastPoints(t, r)
	if diff := cmp.Diff([]int{17, 23, 3}, pts); diff != "" {
		t.Errorf("BM-E1 points (-want +got):\n%s", diff)
	}
	if out != "normal" {
		t.Errorf("BM-E1 outcome %q, want normal", out)
	}
	if diff := cmp.Diff([]int{17, 23, 3}, r.Totals()); diff != "" {
		t.Errorf("BM-E1 totals (-want +got):\n%s", diff)
	}
}

// bmE2 is BM-E2 played: 4 players, dealer 1, seat 2 holds every heart and
// leads them all; the others discard Q♠, K♠ and A♠ on them. omnibus, if
// not 0, is discarded to the trick won by seat omnibusTo.
func bmE2(o variant.Options) gametest.Script {
	return gametest.Script{Game: games.BlackMaria, Seats: 4, Options: o, Dealer: 1, Leader: 2, Tricks: []string{
		"AH QS ? ?", "KH ? KS ?", "QH ? ? AS", "JH ? ? ?", "10H ? ? ?", "9H ? ? ?", "8H ? ? ?",
		"7H ? ? ?", "6H ? ? ?", "5H ? ? ?", "4H ? ? ?", "3H ? ? ?", "2H ? ? ?",
	}}
}

func TestBlackMariaE2AllPenaltyCards(t *testing.T) {
	// BM-E2 and BM-R8: no moon, seat 2 scores all 43; BM-O4 Slam=Deduct:
	// −43 instead, outcome "slam".
	for _, tc := range []struct {
		slam blackmaria.SlamRule
		want []int
		out  string
	}{
		{blackmaria.NoSlam, []int{0, 0, 43, 0}, "normal"},
		{blackmaria.SlamDeduct, []int{0, 0, -43, 0}, "slam"},
	} {
		r := bmE2(blackmaria.Options{Slam: tc.slam}).Run(t, gametest.BookPassOffset)
		pts, out := gametest.LastPoints(t, r)
		if diff := cmp.Diff(tc.want, pts); diff != "" || out != tc.out {
			t.Errorf("BM-E2 slam=%v: outcome %q (want %q), points (-want +got):\n%s", tc.slam, out, tc.out, diff)
		}
	}
}

func TestBlackMariaO4SlamVariants(t *testing.T) {
	// BM-O4 with BM-O1: the slam deducts the deal total, 146 with spot
	// hearts. BM-A6: with Omnibus the J♦ is no penalty card; it goes −10 to
	// its captor on top of the slam.
	spot := bmE2(blackmaria.Options{Slam: blackmaria.SlamDeduct, SpotHearts: true}).Run(t, gametest.BookPassOffset)
	if pts, out := gametest.LastPoints(t, spot); !cmp.Equal(pts, []int{0, 0, -146, 0}) || out != "slam" {
		t.Errorf("BM-O4 spot slam: %v %q, want [0 0 -146 0] slam", pts, out)
	}
	// The J♦ discarded to seat 2 (the slammer): −43 − 10 = −53.
	sc := bmE2(blackmaria.Options{Slam: blackmaria.SlamDeduct, Omnibus: blackmaria.OmnibusJD})
	sc.Tricks[5] = "9H JD ? ?"
	r := sc.Run(t, gametest.BookPassOffset)
	if pts, out := gametest.LastPoints(t, r); !cmp.Equal(pts, []int{0, 0, -53, 0}) || out != "slam" {
		t.Errorf("BM-A6 slam with the J♦: %v %q, want [0 0 -53 0] slam", pts, out)
	}
	// The J♦ taken by seat 0, who wins trick 1 with it before seat 2's run;
	// seat 2 still takes every penalty card: seat 0 −10, seat 2 −43.
	sc = gametest.Script{Game: games.BlackMaria, Seats: 4, Options: blackmaria.Options{Slam: blackmaria.SlamDeduct, Omnibus: blackmaria.OmnibusJD}, Dealer: 3, Leader: 0, Tricks: []string{
		"JD 2D ? 3D",  // seat 0 wins its own J♦
		"2C 2H 3C 3H", // seat 2 takes the lead, the ♥2 and the ♥3
		"AH QS ? ?", "KH ? KS ?", "QH ? ? AS", "JH ? ? ?", "10H ? ? ?", "9H ? ? ?", "8H ? ? ?",
		"7H ? ? ?", "6H ? ? ?", "5H ? ? ?", "4H ? ? ?",
	}}
	r = sc.Run(t, gametest.BookPassOffset)
	if pts, out := gametest.LastPoints(t, r); !cmp.Equal(pts, []int{-10, 0, -43, 0}) || out != "slam" {
		t.Errorf("BM-A6 slam, J♦ elsewhere: %v %q, want [-10 0 -43 0] slam", pts, out)
	}
}

func TestBlackMariaE3SixPlayers(t *testing.T) {
	// BM-E3 and BM-A1: six players, the 2♥ is not in the deck; 42 in all.
	sc := gametest.Script{Game: games.BlackMaria, Seats: 6, Dealer: 5, Leader: 0, Tricks: []string{
		"AH 3H 4H 5H 6H 7H",  // seat 0
		"KH 8H 9H 10H JH QH", // seat 0
		"3S 4S 5S AS ? ?",    // seat 3 wins A♠
		"6S ? ? ? 7S KS",     // seat 2 wins K♠
		"8S ? ? ? ? QS",      // seat 1 wins Q♠
	}}
	r := sc.Run(t, gametest.BookPassOffset)
	pts, _ := gametest.LastPoints(t, r)
	if diff := cmp.Diff([]int{12, 13, 10, 7, 0, 0}, pts); diff != "" {
		t.Errorf("BM-E3 points (-want +got):\n%s", diff)
	}
	if r.Pack().Has(card.TwoHearts) {
		t.Errorf("BM-A1: the 2♥ is in the six-player pack")
	}
}

// bmE4 is BM-E4 played: spot hearts, 3 players.
func bmE4() gametest.Script {
	return gametest.Script{Game: games.BlackMaria, Seats: 3, Options: blackmaria.Options{SpotHearts: true}, Dealer: 2, Leader: 0, Tricks: []string{
		"AH 2H KH",  // seat 0: ♥A ♥K ♥2
		"8H 10H 9H", // seat 1
		"7H 6H 5H",  // seat 1
		"JH QH ?",   // seat 2: ♥J ♥Q
		"2S 3S AS",  // seat 1: A♠
		"4H ? ?",    // seat 1
		"3H ? ?",    // seat 1
		"4S KS 5S",  // seat 2: K♠
		"6S QS ?",   // seat 0: Q♠
	}}
}

func TestBlackMariaE4SpotHearts(t *testing.T) {
	// BM-E4, BM-O1, BM-A3 (the ace counts 14): 54, 59, 33 (sum 146).
	r := bmE4().Run(t, gametest.BookPassOffset)
	pts, _ := gametest.LastPoints(t, r)
	if diff := cmp.Diff([]int{54, 59, 33}, pts); diff != "" {
		t.Errorf("BM-E4 points (-want +got):\n%s", diff)
	}
}

// bmE5 is BM-E5 played with the Omnibus card c (J♦ or 10♦): 4 players.
func bmE5(o blackmaria.Omnibus, c string) gametest.Script {
	return gametest.Script{Game: games.BlackMaria, Seats: 4, Options: blackmaria.Options{Omnibus: o}, Dealer: 3, Leader: 0, Tricks: []string{
		c + " 2D 3D 4D", // seat 0 wins the Omnibus card
		"2S 5S AS 3S",   // seat 2 wins A♠
		"4S ? ? KS",     // seat 1 wins K♠
		"QS ? ? ?",      // seat 1 wins Q♠
		"4H AH 5H 6H",   // seat 2
		"KH 7H 8H 9H",   // seat 2
		"QH 10H JH ?",   // seat 2
		"5C ? 6C ?",     // seat 0 takes the lead
		"2H ? ? ?",      // seat 0
		"3H ? ? ?",      // seat 0
	}}
}

func TestBlackMariaE5Omnibus(t *testing.T) {
	// BM-E5 and BM-O2: the J♦ is −10 to its captor: −8, 23, 18, 0 (sum
	// 33). The option 10♦ moves the −10 to the 10♦, and the J♦ counts 0.
	for _, tc := range []struct {
		o blackmaria.Omnibus
		c string
	}{{blackmaria.OmnibusJD, "JD"}, {blackmaria.OmnibusTenD, "10D"}} {
		r := bmE5(tc.o, tc.c).Run(t, gametest.BookPassOffset)
		pts, _ := gametest.LastPoints(t, r)
		if diff := cmp.Diff([]int{-8, 23, 18, 0}, pts); diff != "" {
			t.Errorf("BM-E5 omnibus %v points (-want +got):\n%s", tc.o, diff)
		}
	}
	// Without Omnibus the same play scores the J♦ 0: 2, 23, 18, 0.
	r := bmE5(blackmaria.OmnibusOff, "JD").Run(t, gametest.BookPassOffset)
	if pts, _ := gametest.LastPoints(t, r); !cmp.Equal(pts, []int{2, 23, 18, 0}) {
		t.Errorf("BM-E5 play without Omnibus: %v, want [2 23 18 0]", pts)
	}
}

func TestBlackMariaE6SwappedSpades(t *testing.T) {
	// BM-E6 and BM-O3: A♠ 10, K♠ 7: 10, 20, 13. With the standard values
	// the same play scores 7, 23, 13.
	sc := gametest.Script{Game: games.BlackMaria, Seats: 3, Dealer: 2, Leader: 0, Tricks: []string{
		"AS 2S 3S", // seat 0 wins A♠
		"4S KS 5S", // seat 1 wins K♠
		"QS ? ?",   // seat 1 wins Q♠
		"3C 5C 4C", // seat 2 takes the lead
		"AH ? ?", "KH ? ?", "QH ? ?", "JH ? ?", "10H ? ?", "9H ? ?", "8H ? ?",
		"7H ? ?", "6H ? ?", "5H ? ?", "4H ? ?", "3H ? ?", "2H ? ?",
	}}
	std := sc.Run(t, gametest.BookPassOffset)
	sc.Options = blackmaria.Options{SpadeValues: blackmaria.SwappedSpades}
	sw := sc.Run(t, gametest.BookPassOffset)
	if pts, _ := gametest.LastPoints(t, sw); !cmp.Equal(pts, []int{10, 20, 13}) {
		t.Errorf("BM-E6 swapped: %v, want [10 20 13]", pts)
	}
	if pts, _ := gametest.LastPoints(t, std); !cmp.Equal(pts, []int{7, 23, 13}) {
		t.Errorf("BM-E6 play, standard spades (BM-R7): %v, want [7 23 13]", pts)
	}
}

func TestBlackMariaE7PassMap(t *testing.T) {
	// BM-E7 and BM-R4: every deal, every table size, s → s−1.
	want := map[int][]int{
		3: {2, 0, 1},
		4: {3, 0, 1, 2},
		5: {4, 0, 1, 2, 3},
		6: {5, 0, 1, 2, 3, 4},
	}
	for n := 3; n <= 6; n++ {
		g := gametest.Trick(t, games.BlackMaria, n, blackmaria.Options{Deals: 100}, uint64(n))
		for deal := 0; deal < n+2; deal++ {
			gametest.DealNext(t, g)
			if g.Phase() != variant.PhasePass {
				t.Fatalf("BM-R4: %d seats, deal %d starts in phase %v, want pass", n, deal, g.Phase())
			}
			var to []int
			var sent [6]card.Set
			before := [6]card.Set{}
			for s := 0; s < n; s++ {
				before[s] = g.Hand(s)
				v, err := g.View(s)
				if err != nil {
					t.Fatal(err)
				}
				to = append(to, v.PassTo)
				if v.Turn == nil || v.Turn.Kind != variant.Pass || v.Turn.Count != 3 || v.Turn.From != v.PassTo {
					t.Errorf("BM-R4: seat %d's turn in the pass is %+v, want a pass of 3 to %d", s, v.Turn, v.PassTo)
				}
			}
			if diff := cmp.Diff(want[n], to); diff != "" {
				t.Fatalf("BM-E7 %d seats deal %d: pass targets (-want +got):\n%s", n, deal, diff)
			}
			// Pass the three highest cards, in a varying order of seats.
			for k := 0; k < n; k++ {
				s := (n - 1 - k + deal) % n
				hi := card.Set(0)
				h := before[s]
				for i := 0; i < 3; i++ {
					c, _ := h.Highest()
					hi = hi.Add(c)
					h = h.Remove(c)
				}
				sent[s] = hi
				gametest.Apply(t, g, variant.PassMove(s, hi))
			}
			for s := 0; s < n; s++ {
				got := g.Hand(s)
				wantHand := before[s]&^sent[s] | sent[(s+1)%n]
				if got != wantHand {
					t.Errorf("BM-E7 %d seats: seat %d holds %v after the pass, want %v", n, s, got, wantHand)
				}
			}
			gametest.PlayLowest(t, g)
		}
	}
}

func TestBlackMariaE8LeadAndDealerRotation(t *testing.T) {
	// BM-E8, BM-R3, BM-R5: deal 1 with dealer 0: seat 1 leads any card;
	// deal 2: dealer 1, seat 2 leads.
	g := gametest.Trick(t, games.BlackMaria, 4, nil, 8)
	for deal, want := range []struct{ dealer, leader int }{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 1}} {
		if g.Dealer() != want.dealer {
			t.Fatalf("BM-R3: deal %d has dealer %d, want %d", deal+1, g.Dealer(), want.dealer)
		}
		if deal > 0 {
			// Only the rotation's dealer may deal (C-8).
			bad := variant.Dealt{Dealer: (want.dealer + 1) % 4}
			before := *g
			gametest.Violation(t, g.DealCards(bad), rule.WrongDealer, rule.NoSeat)
			if *g != before {
				t.Errorf("a refused DealCards changed the game")
			}
		}
		gametest.DealNext(t, g)
		gametest.PassLowest(t, g)
		tu := g.Turn()
		if tu.Seat != want.leader || tu.Kind != variant.Play {
			t.Fatalf("BM-R5: deal %d: %+v is to act, want seat %d to lead", deal+1, tu, want.leader)
		}
		if tu.Cards != g.Hand(want.leader) {
			t.Errorf("BM-R5: the first leader may lead %v, want any card of %v", tu.Cards, g.Hand(want.leader))
		}
		gametest.PlayLowest(t, g)
		r, _ := g.Result()
		if r.Dealer != want.dealer || r.Number != deal {
			t.Errorf("deal %d: result dealer %d number %d", deal+1, r.Dealer, r.Number)
		}
	}
}

func TestBlackMariaE10Legality(t *testing.T) {
	// BM-E10, BM-R5, BM-R6: trick 1, the leader holding ♥5 ♠9 ♦2 may lead
	// any of them; a follower void in the led suit holding Q♠ ♥A ♣4 may
	// play any of them, even to trick 1.
	sc := gametest.Script{Game: games.BlackMaria, Seats: 4, Dealer: 0, Leader: 1, Partial: true,
		Hold: [6]string{1: "5H 9S 2D", 2: "QS AH 4C"}, Lack: [6]string{2: "D"}}
	r := sc.Run(t, gametest.BookPassOffset)
	g := r
	lead := g.LegalPlays()
	if want := gametest.Set(t, "5H 9S 2D"); !lead.ContainsAll(want) || lead != g.Hand(1) {
		t.Fatalf("BM-E10: the leader may lead %v, want its whole hand %v", lead, g.Hand(1))
	}
	for _, c := range []string{"5H", "9S", "2D"} {
		c2 := g.Clone()
		gametest.Apply(t, c2, variant.PlayMove(1, gametest.Card(t, c)))
	}
	gametest.Apply(t, g, variant.PlayMove(1, gametest.Card(t, "2D")))
	follow := g.LegalPlays()
	if follow != g.Hand(2) || !follow.ContainsAll(gametest.Set(t, "QS AH 4C")) {
		t.Fatalf("BM-E10: the void follower may play %v, want its whole hand %v", follow, g.Hand(2))
	}
	for _, c := range []string{"QS", "AH", "4C"} {
		c2 := g.Clone()
		gametest.Apply(t, c2, variant.PlayMove(2, gametest.Card(t, c)))
	}
}

func TestBlackMariaR1Packs(t *testing.T) {
	// BM-R1, BM-A1, BM-A2: the cards removed and the hand sizes.
	for _, tc := range []struct {
		n       int
		o       variant.Options
		removed string
		each    int
	}{
		{3, nil, "2C", 17},
		{3, blackmaria.Options{ThreePlayerRemoval: blackmaria.TwoOfDiamonds}, "2D", 17},
		{4, nil, "", 13},
		{5, nil, "2C 2D", 10},
		{6, nil, "2C 2D 2H 2S", 8},
		{6, blackmaria.Options{SixPlayerRemoval: blackmaria.StandardRemoval}, "2C 2D 2S 3C", 8},
	} {
		g := gametest.Trick(t, games.BlackMaria, tc.n, tc.o, 1)
		if want := card.Full52 &^ gametest.Set(t, tc.removed); g.Pack() != want {
			t.Errorf("BM-R1 %d seats %+v: pack misses %v, want %q", tc.n, tc.o, card.Full52&^g.Pack(), tc.removed)
		}
		gametest.DealNext(t, g)
		var all card.Set
		for s := 0; s < tc.n; s++ {
			if g.Hand(s).Len() != tc.each {
				t.Errorf("BM-R1 %d seats: seat %d holds %d cards, want %d", tc.n, s, g.Hand(s).Len(), tc.each)
			}
			all |= g.Hand(s)
		}
		if all != g.Pack() || g.Stock() != 0 {
			t.Errorf("BM-R1 %d seats: the deal %v and stock %v are not the pack", tc.n, all, g.Stock())
		}
		// A deal holding a removed card is no deal of the game.
		if tc.removed != "" {
			var d variant.Dealt
			d.Dealer = g.Dealer()
			g2 := gametest.Trick(t, games.BlackMaria, tc.n, tc.o, 1)
			for s := 0; s < tc.n; s++ {
				d.Hands[s] = g.Hand(s)
			}
			rm, _ := gametest.Set(t, tc.removed).Lowest()
			c, _ := d.Hands[0].Lowest()
			d.Hands[0] = d.Hands[0].Remove(c).Add(rm)
			gametest.Violation(t, g2.DealCards(d), rule.BadDeal, rule.NoSeat)
		}
	}
}

func TestBlackMariaR1BadDeals(t *testing.T) {
	// BM-R1: DealCards rejects uneven hands, repeated cards and stocks.
	g := gametest.Trick(t, games.BlackMaria, 4, nil, 2)
	var d variant.Dealt
	pack := card.Full52.Cards()
	for i, c := range pack {
		d.Hands[i%4] = d.Hands[i%4].Add(c)
	}
	uneven := d
	c, _ := uneven.Hands[0].Lowest()
	uneven.Hands[0] = uneven.Hands[0].Remove(c)
	uneven.Hands[1] = uneven.Hands[1].Add(c)
	gametest.Violation(t, g.DealCards(uneven), rule.BadDeal, rule.NoSeat)
	stock := d
	stock.Hands[0] = stock.Hands[0].Remove(c)
	stock.Stock = card.Of(c)
	gametest.Violation(t, g.DealCards(stock), rule.BadDeal, rule.NoSeat)
	five := d
	five.Hands[4] = card.Of(card.Joker)
	gametest.Violation(t, g.DealCards(five), rule.BadDeal, rule.NoSeat)
	if err := g.DealCards(d); err != nil {
		t.Fatalf("a good deal: %v", err)
	}
}

func TestBlackMariaR2DealOrder(t *testing.T) {
	// BM-R2 and C-10: the game's own deal gives card i of its shuffle to
	// seat left(dealer)+i, one card at a time, clockwise. The game's
	// source is a PCG seeded with two numbers drawn from the source given
	// to New.
	for n := 3; n <= 6; n++ {
		for dealer := 0; dealer < n; dealer++ {
			g, err := games.New(games.BlackMaria, n, blackmaria.Options{FirstDealer: dealer}, rand.NewPCG(uint64(n), uint64(dealer)))
			if err != nil {
				t.Fatal(err)
			}
			src := rand.NewPCG(uint64(n), uint64(dealer))
			r := rand.New(rand.NewPCG(src.Uint64(), src.Uint64()))
			tg := g.(*variant.TrickGame)
			order := deck.Shuffle(tg.Pack(), r)
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			for i, c := range order.Cards() {
				s := (dealer + 1 + i) % n
				if !tg.Hand(s).Has(c) {
					t.Fatalf("BM-R2 %d seats dealer %d: card %d (%v) is not with seat %d", n, dealer, i, c, s)
				}
			}
		}
	}
}

func TestBlackMariaR3DealerRotation(t *testing.T) {
	// BM-R3: the dealer moves one seat to the left after each deal; the
	// first dealer is an input (C-7).
	for n := 3; n <= 6; n++ {
		for first := 0; first < n; first++ {
			g := gametest.Trick(t, games.BlackMaria, n, blackmaria.Options{FirstDealer: first, Deals: 2 * n}, uint64(first))
			for k := 0; k < 2*n; k++ {
				if want := (first + k) % n; g.Dealer() != want {
					t.Fatalf("BM-R3 %d seats first %d: deal %d has dealer %d, want %d", n, first, k, g.Dealer(), want)
				}
				gametest.DealNext(t, g)
				gametest.PassLowest(t, g)
				if want := (first + k + 1) % n; g.Turn().Seat != want {
					t.Fatalf("BM-R5: seat %d leads, want %d", g.Turn().Seat, want)
				}
				gametest.PlayLowest(t, g)
			}
			if !g.Over() {
				t.Errorf("BM-O5: %d deals played, the match is not over", 2*n)
			}
		}
	}
}

func TestBlackMariaR4Pass(t *testing.T) {
	// BM-R4: exactly 3 cards of the seat's choice (any cards: hearts and
	// the Q♠ too), simultaneous, never twice.
	g := gametest.Trick(t, games.BlackMaria, 4, nil, 4)
	gametest.DealNext(t, g)
	h1 := g.Hand(1)
	two := card.Set(0)
	for c := range h1.All() {
		if two.Len() < 2 {
			two = two.Add(c)
		}
	}
	gametest.ApplyFails(t, g, variant.PassMove(1, two), rule.PassCount, 1)
	four := two
	for c := range (h1 &^ two).All() {
		if four.Len() < 4 {
			four = four.Add(c)
		}
	}
	gametest.ApplyFails(t, g, variant.PassMove(1, four), rule.PassCount, 1)
	gametest.ApplyFails(t, g, variant.PassMove(1, 0), rule.PassCount, 1)
	// Card-not-held comes before pass-count (the record format's order).
	notMine := g.Hand(2)
	c, _ := notMine.Lowest()
	gametest.ApplyFails(t, g, variant.PassMove(1, two.Add(c)), rule.CardNotHeld, 1)
	gametest.ApplyFails(t, g, variant.PassMove(1, card.Of(c)), rule.CardNotHeld, 1)
	// The penalty cards may be passed: pass the three most valuable.
	var best card.Set
	for _, pc := range []card.Card{card.QueenSpades, card.KingSpades, card.AceSpades, card.AceHearts, card.KingHearts, card.QueenHearts} {
		if h1.Has(pc) && best.Len() < 3 {
			best = best.Add(pc)
		}
	}
	for c := range h1.All() {
		if best.Len() < 3 {
			best = best.Add(c)
		}
	}
	gametest.Apply(t, g, variant.PassMove(1, best))
	// A second pass is pass-count, even of cards the seat still holds.
	v, _ := g.View(1)
	gametest.ApplyFails(t, g, variant.PassMove(1, v.Hand&^best), rule.PassCount, 1)
	gametest.ApplyFails(t, g, variant.PassMove(1, best), rule.PassCount, 1)
	if v.Hand != h1&^best || v.Passed != best || v.Received != 0 {
		t.Errorf("BM-R4: after its pass seat 1 sees hand %v passed %v received %v", v.Hand, v.Passed, v.Received)
	}
	gametest.PassLowest(t, g)
	if got := g.Hand(0); !got.ContainsAll(best) {
		t.Errorf("BM-R4: seat 0 (right of seat 1) holds %v, which lacks the passed %v", got, best)
	}
}

func TestBlackMariaR6FollowSuitAndLeads(t *testing.T) {
	// BM-R6: follow suit if possible (follow-suit otherwise); hearts may be
	// led at any time, before any heart has fallen, even in trick 2 with
	// other suits in hand.
	sc := gametest.Script{Game: games.BlackMaria, Seats: 4, Dealer: 0, Leader: 1, Partial: true,
		Tricks: []string{"AC 2C 3C 4C"}, Hold: [6]string{1: "2H 5S", 2: "7C 9C"}}
	r := sc.Run(t, gametest.BookPassOffset)
	g := r
	if tu := g.Turn(); tu.Seat != 1 || tu.Cards != g.Hand(1) {
		t.Fatalf("BM-R6: seat %d to lead %v, want seat 1 with its whole hand", tu.Seat, tu.Cards)
	}
	gametest.Apply(t, g, variant.PlayMove(1, card.TwoHearts))
	// Seat 2 holds hearts? Play one of its non-hearts if it holds a heart.
	h2 := g.Hand(2)
	if h2.HasSuit(card.Hearts) {
		wrong, _ := (h2 &^ card.HeartsSet).Lowest()
		v := gametest.ApplyFails(t, g, variant.PlayMove(2, wrong), rule.FollowSuit, 2)
		if v.Ref != "TT-2" {
			t.Errorf("follow-suit Ref %q, want TT-2", v.Ref)
		}
		if g.LegalPlays() != h2&card.HeartsSet {
			t.Errorf("BM-R6: seat 2 may play %v, want its hearts %v", g.LegalPlays(), h2&card.HeartsSet)
		}
	}
}

func TestBlackMariaR8NoMoonOption(t *testing.T) {
	// BM-R8: the table's moon setting has no effect; Black Maria has no
	// moon option (docs/records.md lists "moon" for hearts only).
	// Hearts' options, moon and all, are not Black Maria's: Validate
	// refuses another game's Options (bad-options, which cites no rule).
	_, err := games.New(games.BlackMaria, 4, hearts.Options{Moon: hearts.MoonSubtractFromShooter}, rand.NewPCG(1, 2))
	if v := (*rule.Violation)(nil); !errors.As(err, &v) || v.ID != rule.BadOptions || v.Seat != rule.NoSeat || !v.Told() {
		t.Errorf("BM-R8: Black Maria with Hearts' moon: %v, want bad-options", err)
	}
	if _, err := games.ParseOptions(games.BlackMaria, []byte(`{"moon":"subtract"}`)); err == nil {
		t.Errorf("BM-R8: ParseOptions accepted a moon option for black-maria")
	}
}

func TestBlackMariaR9TargetReached(t *testing.T) {
	// BM-R9: the match ends after the deal in which a total reaches
	// ("erreicht") or exceeds the target; the lowest total wins. BM-A4:
	// the default target is 100 and the table may choose another.
	for _, tc := range []struct {
		target int
		before []int
		over   bool
		wins   []int
	}{
		{0, []int{83, 0, 0}, true, []int{2}},     // 83+17 = 100 reaches 100
		{0, []int{82, 0, 0}, false, nil},         // 99
		{0, []int{95, 0, 0}, true, []int{2}},     // 112 exceeds
		{0, []int{0, 77, 0}, true, []int{2}},     // 77+23 = 100, seat 1
		{50, []int{33, 0, 0}, true, []int{2}},    // 50 reaches the chosen 50
		{50, []int{32, 0, 0}, false, nil},        // 49
		{0, []int{90, 0, 20}, true, []int{1, 2}}, // 107, 23, 23: shared
	} {
		sc := gametest.BlackMariaE1(blackmaria.Options{Target: tc.target})
		sc.Totals = tc.before
		r := sc.Run(t, gametest.BookPassOffset)
		if r.Over() != tc.over {
			t.Errorf("BM-R9 target %d totals %v: over %v, want %v", tc.target, r.Totals(), r.Over(), tc.over)
			continue
		}
		if tc.over {
			if diff := cmp.Diff(tc.wins, r.Winners()); diff != "" {
				t.Errorf("BM-R9 winners (-want +got):\n%s", diff)
			}
			if r.Phase() != variant.PhaseMatchOver {
				t.Errorf("phase %v, want match-over", r.Phase())
			}
			gametest.Violation(t, r.Deal(), rule.MatchOver, rule.NoSeat)
			gametest.Violation(t, r.DealCards(variant.Dealt{Dealer: r.Dealer()}), rule.MatchOver, rule.NoSeat)
		} else if len(r.Winners()) != 0 || r.Phase() != variant.PhaseDealOver {
			t.Errorf("match not over, but winners %v phase %v", r.Winners(), r.Phase())
		}
	}
}

func TestBlackMariaO5FixedDeals(t *testing.T) {
	// BM-O5: Length = FixedDeals(k·n): the match ends after exactly k·n
	// deals, whatever the totals (the target does not count); with a
	// resumed record, dealsPlayed counts toward it.
	for n := 3; n <= 6; n++ {
		g := gametest.Trick(t, games.BlackMaria, n, blackmaria.Options{Deals: 2 * n, Target: 1}, uint64(n))
		dealt := make([]int, n)
		for k := 0; k < 2*n; k++ {
			if g.Over() {
				t.Fatalf("BM-O5 %d seats: over after %d deals, want %d", n, k, 2*n)
			}
			dealt[g.Dealer()]++
			gametest.DealNext(t, g)
			gametest.PassLowest(t, g)
			gametest.PlayLowest(t, g)
		}
		if !g.Over() || g.DealsPlayed() != 2*n {
			t.Fatalf("BM-O5 %d seats: over %v after %d deals", n, g.Over(), g.DealsPlayed())
		}
		for s, d := range dealt {
			if d != 2 {
				t.Errorf("BM-O5: seat %d dealt %d times, want 2", s, d)
			}
		}
		// The lowest total wins.
		tot := g.Totals()
		for _, w := range g.Winners() {
			for _, x := range tot {
				if x < tot[w] {
					t.Errorf("BM-O5: winner %d has %d, another seat %d", w, tot[w], x)
				}
			}
		}
	}
	sc := gametest.BlackMariaE1(blackmaria.Options{Deals: 3})
	sc.Totals = []int{0, 0, 0}
	sc.DealsPlayed = 2
	if r := sc.Run(t, gametest.BookPassOffset); !r.Over() || !cmp.Equal(r.Winners(), []int{2}) {
		t.Errorf("BM-O5: after deal 3 of 3 (2 resumed): over %v winners %v", r.Over(), r.Winners())
	}
	sc.DealsPlayed = 1
	if r := sc.Run(t, gametest.BookPassOffset); r.Over() {
		t.Errorf("BM-O5: after deal 2 of 3 the match is over")
	}
}

func TestBlackMariaA1A2Totals(t *testing.T) {
	// BM-A1, BM-R7, BM-O1: the deal total is computed from the cards
	// present: 43 (42 with all four 2s removed at six), 146 with spot
	// hearts (144 at six); the Standard six-player removal keeps the 2♥
	// and 43. BM-A2 removes a 2 without value either way.
	for _, tc := range []struct {
		n     int
		o     variant.Options
		total int
	}{
		{3, nil, 43},
		{3, blackmaria.Options{ThreePlayerRemoval: blackmaria.TwoOfDiamonds}, 43},
		{4, nil, 43},
		{5, nil, 43},
		{6, nil, 42},
		{6, blackmaria.Options{SixPlayerRemoval: blackmaria.StandardRemoval}, 43},
		{4, blackmaria.Options{SpotHearts: true}, 146},
		{6, blackmaria.Options{SpotHearts: true}, 144},
		{6, blackmaria.Options{SpotHearts: true, SixPlayerRemoval: blackmaria.StandardRemoval}, 146},
		{4, blackmaria.Options{Omnibus: blackmaria.OmnibusJD}, 33},
		{6, blackmaria.Options{Omnibus: blackmaria.OmnibusTenD}, 32},
		{5, blackmaria.Options{SpadeValues: blackmaria.SwappedSpades}, 43},
	} {
		g := gametest.Trick(t, games.BlackMaria, tc.n, tc.o, 3)
		tab := g.Values().Table
		if got := tab.Points(g.Pack()); got != tc.total {
			t.Errorf("BM-A1 %d seats %+v: the pack is worth %d, want %d", tc.n, tc.o, got, tc.total)
		}
		gametest.DealNext(t, g)
		gametest.PassLowest(t, g)
		gametest.PlayLowest(t, g)
		r, _ := g.Result()
		sum := gametest.PointSum(r.Points)
		if sum != tc.total {
			t.Errorf("BM-A1 %d seats %+v: a deal's points add up to %d, want %d", tc.n, tc.o, sum, tc.total)
		}
	}
}

func TestBlackMariaA5Ties(t *testing.T) {
	// BM-A5: seats sharing the lowest total share the win; with
	// TieBreak = PlayOn the match goes on until one seat is lowest alone.
	sc := gametest.BlackMariaE1(nil)
	sc.Totals = []int{90, 0, 20} // after BM-E1: 107, 23, 23
	r := sc.Run(t, gametest.BookPassOffset)
	if !r.Over() || !cmp.Equal(r.Winners(), []int{1, 2}) {
		t.Fatalf("BM-A5 shared: over %v winners %v, want [1 2]", r.Over(), r.Winners())
	}
	sc.Options = blackmaria.Options{Ties: variant.TiesPlayOn}
	r = sc.Run(t, gametest.BookPassOffset)
	g := r
	if g.Over() || g.Phase() != variant.PhaseDealOver {
		t.Fatalf("BM-A5 play-on: over %v phase %v after a tied end", g.Over(), g.Phase())
	}
	for k := 0; !g.Over(); k++ {
		if k > 50 {
			t.Fatalf("BM-A5 play-on: no end after 50 more deals")
		}
		gametest.DealNext(t, g)
		gametest.PassLowest(t, g)
		gametest.PlayLowest(t, g)
		low := g.Totals()
		min, count := low[0], 0
		for _, x := range low {
			if x < min {
				min = x
			}
		}
		for _, x := range low {
			if x == min {
				count++
			}
		}
		if g.Over() != (count == 1) {
			t.Fatalf("BM-A5 play-on: totals %v, over %v", low, g.Over())
		}
	}
	if len(g.Winners()) != 1 {
		t.Errorf("BM-A5 play-on: winners %v, want one", g.Winners())
	}
}

func TestBlackMariaResumedMatchOver(t *testing.T) {
	// BM-R9, BM-O5, BM-A5: a match resumed from a record whose totals
	// already reach the target, or whose fixed deals are all played, has
	// ended: the lowest total wins and a further deal is match-over
	// (docs/records.md) — unless a tie is played on.
	for _, tc := range []struct {
		o     blackmaria.Options // Hearts' the same (SH-R10)
		state variant.MatchState
		over  bool
		wins  []int
	}{
		{blackmaria.Options{}, variant.MatchState{Totals: []int{100, 20, 30, 20}}, true, []int{1, 3}},
		{blackmaria.Options{}, variant.MatchState{Totals: []int{99, 20, 30, 20}}, false, nil},
		{blackmaria.Options{Target: 50}, variant.MatchState{Totals: []int{50, 20, 30, 10}}, true, []int{3}},
		{blackmaria.Options{Deals: 4}, variant.MatchState{Totals: []int{150, 20, 30, 10}, DealsPlayed: 3}, false, nil},
		{blackmaria.Options{Deals: 4}, variant.MatchState{Totals: []int{0, 20, 30, 10}, DealsPlayed: 4}, true, []int{0}},
		{blackmaria.Options{Ties: variant.TiesPlayOn}, variant.MatchState{Totals: []int{100, 20, 30, 20}}, false, nil},
	} {
		for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
			var o variant.Options = tc.o
			if id == games.Hearts {
				o = hearts.Options{Ties: tc.o.Ties, Target: tc.o.Target, Deals: tc.o.Deals}
			}
			g := gametest.Trick(t, id, 4, o, 1)
			if err := g.Resume(tc.state); err != nil {
				t.Fatal(err)
			}
			if g.Over() != tc.over || !gametest.SameSeats(g.Winners(), tc.wins) {
				t.Errorf("%v %+v resumed at %+v: over %v winners %v, want %v %v", id, tc.o, tc.state, g.Over(), g.Winners(), tc.over, tc.wins)
			}
			if tc.over {
				gametest.Violation(t, g.Deal(), rule.MatchOver, rule.NoSeat)
			} else {
				gametest.DealNext(t, g)
			}
		}
	}
}
