package variant_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// TestSeatsNumbered: seats are 0 … n-1; any other seat number in a move
// or a view is refused with bad-seat, and the game is unchanged.
func TestSeatsNumbered(t *testing.T) { t.Run("C-1", testSeatsNumbered) }

func testSeatsNumbered(t *testing.T) {
	for _, id := range games.All() {
		lo, _ := games.SeatRange(id)
		g, err := games.New(id, lo, nil, rand.NewPCG(1, 2))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		before := g.Clone()
		for _, s := range []int{-1, lo, seat.Max, 1 << 20} {
			if err := g.Apply(variant.PlayMove(s, card.AceSpades)); !errors.Is(err, rule.BadSeat) {
				t.Errorf("%v: a move by seat %d: %v; want bad-seat", id, s, err)
			}
			if _, err := g.View(s); !errors.Is(err, rule.BadSeat) {
				t.Errorf("%v: the view of seat %d: %v; want bad-seat", id, s, err)
			}
		}
		same := false
		switch x := g.(type) {
		case *variant.TrickGame:
			same = *x == *before.(*variant.TrickGame)
		case *oldmaid.Game:
			same = *x == *before.(*oldmaid.Game)
		}
		if !same {
			t.Errorf("%v: refused moves changed the game", id)
		}
	}
}

// TestEldestHandLeads: the eldest hand, left(dealer), opens the play in
// the games without an opening card (C-6: MAD-R12, BM-R5, SAU-R6), for
// every dealer, once the exchange is over.
func TestEldestHandLeads(t *testing.T) { t.Run("C-6", testEldestHandLeads) }

func testEldestHandLeads(t *testing.T) {
	for _, tc := range []struct {
		id    games.ID
		seats int
	}{{games.SchwarzeMadonna, 4}, {games.BlackMaria, 5}, {games.SchwarzeSau, 4}} {
		for dealer := 0; dealer < tc.seats; dealer++ {
			g, err := games.NewTrickGame(tc.id, tc.seats, dealtBy(t, tc.id, nil, dealer), rand.NewPCG(uint64(dealer), 9))
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(3, 3))
			gametest.PlayUntil(t, g, r, variant.PhasePlay)
			if got, want := g.Turn().Seat, seat.Left(dealer, tc.seats); got != want {
				t.Errorf("%v dealer %d: seat %d leads; want left(dealer) = %d (C-6)", tc.id, dealer, got, want)
			}
		}
	}
}

// TestSeatOutsideTheDealNamesItsRule: a move by the dealer who sits
// out a four-seat Sau deal with the stock exchange is not-your-turn, and
// the violation names the rules that keep it out (SAU-O5, SAU-R9).
func TestSeatOutsideTheDealNamesItsRule(t *testing.T) {
	t.Run("SAU-O5", testSeatOutsideTheDealNamesItsRule)
}

func testSeatOutsideTheDealNamesItsRule(t *testing.T) {
	g, err := games.NewTrickGame(games.SchwarzeSau, 4, sau.Options{StockExchange: true}, rand.NewPCG(4, 4))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	dealer := g.Dealer()
	before := *g
	err = g.Apply(variant.StockMove(dealer, 0))
	var v *rule.Violation
	if !errors.As(err, &v) || v.ID != rule.NotYourTurn || v.Ref != "SAU-O5, SAU-R9" {
		t.Errorf("a move by the sitting-out dealer: %v; want not-your-turn citing SAU-O5, SAU-R9", err)
	}
	if *g != before {
		t.Error("the refused move changed the game")
	}
}
