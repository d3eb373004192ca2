package housegame_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/examples/housegame"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

func newGame(t *testing.T, seed uint64) *variant.TrickGame {
	t.Helper()
	g, err := housegame.New(rand.NewPCG(seed, 0))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestRandomMatches plays whole random matches through the generic checks
// every game of the module passes (gametest.CheckMatch), and checks SL-R4
// and SL-R5 on the way: three points a deal, eight deals a match.
func TestRandomMatches(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newGame(t, seed)
		if moves := gametest.CheckMatch(t, g, rand.New(rand.NewPCG(seed, 1)), housegame.Deals+1); moves != housegame.Deals*32 {
			t.Errorf("seed %d: %d moves, want %d (SL-R1: 32 cards a deal, SL-R5: 8 deals)", seed, moves, housegame.Deals*32)
		}
		if !g.Over() || g.DealsPlayed() != housegame.Deals {
			t.Errorf("seed %d: over %v after %d deals, want over after %d (SL-R5)", seed, g.Over(), g.DealsPlayed(), housegame.Deals)
		}
		sum := 0
		for _, x := range g.Totals() {
			sum += x
		}
		if sum != 3*housegame.Deals {
			t.Errorf("seed %d: the totals %v add up to %d, want 3 a deal (SL-R4)", seed, g.Totals(), sum)
		}
	}
}

// TestScoredDeal plays a fixed deal and checks its points (SL-R4) and the
// rule the engine names for a card that does not follow suit (SL-R3).
func TestScoredDeal(t *testing.T) {
	g := newGame(t, 1)
	gametest.FromHands(t, g, "",
		"AS KS QS JS AH KH QH JH",
		"10S 9S 8S 7S 10H 9H 8H 7H",
		"AC KC QC JC AD KD QD JD",
		"10C 9C 8C 7C 10D 9D 8D 7D")
	// Seat 1 leads (SL-R3: left of dealer 0).
	err := g.Apply(variant.PlayMove(1, card.MustParse("10S")))
	if err != nil {
		t.Fatal(err)
	}
	err = g.Apply(variant.PlayMove(2, card.MustParse("AC")))
	if err != nil {
		t.Fatalf("seat 2 has no spade and may play any card: %v", err)
	}
	g.Apply(variant.PlayMove(3, card.MustParse("10C")))
	var v *rule.Violation
	if err := g.Apply(variant.PlayMove(0, card.MustParse("AH"))); !errors.As(err, &v) || v.ID != rule.FollowSuit {
		t.Fatalf("seat 0 holds spades and plays a heart: %v, want follow-suit", err)
	}
	gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("AS"))) // seat 0 wins the first trick
	r := rand.New(rand.NewPCG(2, 2))
	gametest.PlayOut(t, g, r)
	res, ok := g.Result()
	if !ok {
		t.Fatal("no result")
	}
	want := [4]int{1, 0, 0, 0} // the first trick
	last := res.Tricks[len(res.Tricks)-1].Winner
	want[last]++
	for _, tr := range res.Tricks {
		for _, c := range tr.Cards {
			if c == card.QueenClubs {
				want[tr.Winner]++
			}
		}
	}
	for s := range 4 {
		if res.Points[s] != want[s] {
			t.Errorf("seat %d: %d points, want %d (SL-R4; tricks %v)", s, res.Points[s], want[s], res.Tricks)
		}
	}
}

// TestBuiltInPlayers lets the module's heuristic player, which reads the
// game's own values (games.ViewValues cannot know a house game, so it sees the
// full pack), play a house match to its end: a house game is played by
// the same players as the five games.
func TestBuiltInPlayers(t *testing.T) {
	g := newGame(t, 3)
	r := rand.New(rand.NewPCG(3, 3))
	var h player.Heuristic
	for !g.Over() {
		if !gametest.InDeal(g) {
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		s := g.Turn().Seat
		v, err := g.View(s)
		if err != nil {
			t.Fatal(err)
		}
		m, err := h.Choose(v, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(m); err != nil {
			t.Fatalf("the heuristic chose %v: %v", m, err)
		}
	}
}

// TestSample checks that Sample works for a house game: the sampled game
// keeps the seat's own hand and gives every other seat as many cards.
func TestSample(t *testing.T) {
	g := newGame(t, 4)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(4, 4))
	gametest.Steps(t, g, r, 5)
	s := g.Turn().Seat
	x, err := g.Sample(s, r)
	if err != nil {
		t.Fatal(err)
	}
	for o := range housegame.Seats {
		if x.Hand(o).Len() != g.Hand(o).Len() || (o == s && x.Hand(o) != g.Hand(o)) {
			t.Errorf("seat %d: sampled hand %v, real %v", o, x.Hand(o), g.Hand(o))
		}
	}
}

// TestBadRules checks that NewHouse refuses a game that cannot be played.
func TestBadRules(t *testing.T) {
	r := housegame.Rules()
	r.End = variant.Ending{}
	if _, err := variant.NewHouse(r, 4, nil); err == nil {
		t.Error("a match without an end was accepted")
	}
	r = housegame.Rules()
	_, err := variant.NewHouse(r, 33, nil)
	var v *rule.Violation
	if !errors.As(err, &v) || v.ID != rule.BadOptions {
		t.Fatalf("33 seats: %v, want bad-options", err)
	}
	// The message is told from its facts in both languages.
	if en, de := v.Message("en"), v.Message("de"); en != r.Title+": a table has 2 to 6 seats, not 33." || de != r.Title+": ein Tisch hat 2 bis 6 Plätze, nicht 33." {
		t.Errorf("33 seats: %q / %q", en, de)
	}
}

func Example() {
	g, _ := housegame.New(rand.NewPCG(1, 2))
	r := rand.New(rand.NewPCG(3, 4))
	for !g.Over() {
		if err := g.Deal(); err != nil {
			panic(err)
		}
		for g.Phase() == variant.PhasePlay {
			m, _ := g.RandomMove(r)
			if err := g.Apply(m); err != nil {
				panic(err)
			}
		}
	}
	fmt.Println(g.Title(), g.DealsPlayed(), "deals, totals", g.Totals())
	// Output: Slobberhannes 8 deals, totals [3 5 7 9]
}
