package variant_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// This file holds the tests of the engine mechanics Black Maria and
// Hearts share: the error precedence of docs/records.md, atomic Apply and
// Clone; the rapid state machine over random matches is in
// engine_machine_test.go. Their helpers are in internal/gametest.

// bhName is a subtest name for a game and table size.
func bhName(id games.ID, n int) string { return fmt.Sprintf("%v/%d", id, n) }

// ---- error precedence (docs/records.md) ----

func TestBHErrorPrecedence(t *testing.T) {
	// docs/records.md: "When one action breaks several rules, the first that
	// applies in this order is reported: option-off, deal-over,
	// announce-window, wrong-phase, not-your-turn, card-not-held, then
	// the game's own rules."
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		t.Run(id.String(), func(t *testing.T) {
			g := gametest.Trick(t, id, 4, nil, 21)
			// Before the first deal: option-off before deal-over.
			gametest.ApplyFails(t, g, variant.DeclineMove(1), rule.OptionOff, 1)
			gametest.ApplyFails(t, g, variant.PlayMove(1, card.TwoClubs), rule.DealOver, 1)
			gametest.ApplyFails(t, g, variant.PassMove(1, card.Of(card.TwoClubs)), rule.DealOver, 1)
			gametest.ApplyFails(t, g, variant.StockMove(1, 0), rule.DealOver, 1)
			gametest.ApplyFails(t, g, variant.PlayMove(4, card.TwoClubs), rule.BadSeat, rule.NoSeat)
			gametest.ApplyFails(t, g, variant.PlayMove(-1, card.TwoClubs), rule.BadSeat, rule.NoSeat)

			gametest.DealNext(t, g)
			// The pass phase (BM-R4, SH-R3 deal 1: left).
			h0 := g.Hand(0)
			c0, _ := h0.Lowest()
			gametest.ApplyFails(t, g, variant.DeclineMove(0), rule.OptionOff, 0)
			for s := 0; s < 4; s++ {
				// A play in the pass is wrong-phase, whoever plays what.
				v := gametest.ApplyFails(t, g, variant.PlayMove(s, c0), rule.WrongPhase, s)
				if want := map[games.ID]string{games.BlackMaria: "BM-R4", games.Hearts: "SH-R3"}[id]; v.Ref != want {
					t.Errorf("play in the pass: Ref %q, want %q", v.Ref, want)
				}
			}
			// Games without announcements, stock or draws: wrong-phase
			// (an action kind the game never has; see docs/records.md).
			gametest.ApplyFails(t, g, variant.AnnounceMove(0, variant.NoTrickCall), rule.WrongPhase, 0)
			gametest.ApplyFails(t, g, variant.StockMove(0, 0), rule.WrongPhase, 0)
			gametest.ApplyFails(t, g, variant.PushMove(0), rule.WrongPhase, 0)
			gametest.ApplyFails(t, g, variant.DrawMove(0, c0), rule.WrongPhase, 0)
			gametest.ApplyFails(t, g, variant.Move{Seat: 0}, rule.WrongPhase, 0)
			// card-not-held before pass-count.
			gametest.ApplyFails(t, g, variant.PassMove(0, g.Hand(1)), rule.CardNotHeld, 0)
			three := card.Set(0)
			for c := range h0.All() {
				if three.Len() < 3 {
					three = three.Add(c)
				}
			}
			gametest.Apply(t, g, variant.PassMove(0, three))
			// A second pass is pass-count, but card-not-held comes first
			// when it names a card the seat does not hold (the record
			// contract's order).
			gametest.ApplyFails(t, g, variant.PassMove(0, three), rule.PassCount, 0)
			gametest.ApplyFails(t, g, variant.PassMove(0, g.Hand(1)), rule.CardNotHeld, 0)
			gametest.PassLowest(t, g)

			// The play.
			tu := g.Turn()
			s, other := tu.Seat, (tu.Seat+1)%4
			hs, ho := g.Hand(s), g.Hand(other)
			co, _ := ho.Lowest()
			// A pass in the play is wrong-phase, before everything else.
			gametest.ApplyFails(t, g, variant.PassMove(other, hs), rule.WrongPhase, other)
			gametest.ApplyFails(t, g, variant.PassMove(s, 0), rule.WrongPhase, s)
			// not-your-turn before card-not-held: seat other plays a card
			// it does not hold, and one it holds.
			cs, _ := hs.Lowest()
			gametest.ApplyFails(t, g, variant.PlayMove(other, cs), rule.NotYourTurn, other)
			gametest.ApplyFails(t, g, variant.PlayMove(other, co), rule.NotYourTurn, other)
			// card-not-held before the game's rules (opening-lead in Hearts).
			v := gametest.ApplyFails(t, g, variant.PlayMove(s, co), rule.CardNotHeld, s)
			if v.Ref != "TT-1" {
				t.Errorf("card-not-held in a lead: Ref %q, want TT-1", v.Ref)
			}
			gametest.ApplyFails(t, g, variant.PlayMove(s, card.Card(0)), rule.CardNotHeld, s)
			gametest.ApplyFails(t, g, variant.PlayMove(s, card.Card(255)), rule.CardNotHeld, s)
			gametest.ApplyFails(t, g, variant.PlayMove(s, card.Joker), rule.CardNotHeld, s)
			gametest.PlayLowest(t, g)
			if g.Phase() != variant.PhaseDealOver {
				t.Fatalf("phase %v after the deal", g.Phase())
			}
			gametest.ApplyFails(t, g, variant.DeclineMove(2), rule.OptionOff, 2)
			gametest.ApplyFails(t, g, variant.PlayMove(2, c0), rule.DealOver, 2)
			gametest.ApplyFails(t, g, variant.PassMove(2, three), rule.DealOver, 2)
			gametest.ApplyFails(t, g, variant.AnnounceMove(2, variant.SweepCall), rule.DealOver, 2)
			gametest.ApplyFails(t, g, variant.StockMove(2, three), rule.DealOver, 2)
			// Deal is refused while a deal runs.
			gametest.DealNext(t, g)
			gametest.Violation(t, g.Deal(), rule.WrongPhase, rule.NoSeat)
			gametest.Violation(t, g.DealCards(variant.Dealt{Dealer: g.Dealer()}), rule.WrongPhase, rule.NoSeat)
		})
	}
}

func TestBHMatchOverApply(t *testing.T) {
	// After the deal that ended the match every action is deal-over (the
	// deal has ended, TT-5); a new deal is match-over (docs/records.md).
	sc := gametest.BlackMariaE1(nil)
	sc.Totals = []int{95, 0, 0}
	g := sc.Run(t, gametest.BookPassOffset)
	if !g.Over() {
		t.Fatal("the match is not over")
	}
	gametest.ApplyFails(t, g, variant.PlayMove(0, card.TwoHearts), rule.DealOver, 0)
	gametest.ApplyFails(t, g, variant.PassMove(0, 0), rule.DealOver, 0)
	gametest.ApplyFails(t, g, variant.DeclineMove(0), rule.OptionOff, 0)
	before := *g
	gametest.Violation(t, g.Deal(), rule.MatchOver, rule.NoSeat)
	if *g != before {
		t.Errorf("a refused Deal changed the game")
	}
}

// ---- Clone ----

func TestBHCloneIndependent(t *testing.T) {
	// Clone and CloneInto copy the whole game, its random source included:
	// the copy evolves exactly as the original, and changing one does not
	// change the other.
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		g := gametest.Trick(t, id, 4, nil, 5)
		c := g.Clone().(*variant.TrickGame)
		var into variant.TrickGame
		g.CloneInto(&into)
		gametest.DealNext(t, g)
		gametest.DealNext(t, c)
		gametest.DealNext(t, &into)
		if *g != *c || *g != into {
			t.Fatalf("%v: clones dealt differently from the original", id)
		}
		snap := *g
		r := rand.New(rand.NewPCG(1, 2))
		gametest.PlayOut(t, c, r)
		if *g != snap {
			t.Errorf("%v: playing a clone changed the original", id)
		}
	}
}
