package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// diamondsAtTheStock deals a four-seat Schwarze Sau with the stock
// exchange and Schieben (the dealer, seat 0, sits out: SAU-O5, SAU-O6) in
// which seat 1, first at the stock, holds four diamonds with the A♦ and
// the J♣ (SAU-R2: 6 points).
func diamondsAtTheStock(t *testing.T) *variant.TrickGame {
	t.Helper()
	g, err := games.NewTrickGame(games.SchwarzeSau, 4, sau.Options{StockExchange: true, Schieben: true}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	var h [seat.Max]card.Set
	for i, s := range []string{
		"8C JC KC 7D 10D JD AD JH 8S 9S",
		"8D QD KD 7H QH KH JS QS KS AS",
		"7C 9C 10C QC AC 9D 8H 9H 10H 7S",
	} {
		h[i+1] = mustSet(t, s)
	}
	if err := g.DealCards(variant.Dealt{Dealer: 0, Hands: h, Stock: mustSet(t, "AH 10S")}); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestFastTakesTheStockWithTheDiamonds checks the fast player's push
// decision (SAU-O6) with a hand of 6 points (SAU-R2: 7♦ 10♦ J♦ A♦ and the
// J♣): a push doubles what it takes (SAU-A11) and gives up putting the
// A♦ and J♣ into the dead stock (SAU-O5, SAU-A4). After the push the
// lane's playouts give the hand 5.5 points, the heuristic's 7.7, and
// 10,000 lane playouts judge the push 1.3 points a deal better than the
// take, 10,000 heuristic playouts 1.5 worse; the fast player searches a
// take or push with the heuristic's (LaneMoonPlayouts). On this board
// (an arena's, seed 4, stock and push) the fast player searching it with
// the lane's pushed at this seat three times and scored 20, 28 and 20;
// the baseline took, put back the J♣ and the A♦ and scored 10.
func TestFastTakesTheStockWithTheDiamonds(t *testing.T) {
	g := diamondsAtTheStock(t)
	v, err := g.View(1)
	if err != nil {
		t.Fatal(err)
	}
	if v.Turn == nil || v.Turn.Kind != variant.Take || !v.Turn.CanPush {
		t.Fatalf("seat 1's turn %+v, want a take that may push", v.Turn)
	}
	for seed, m := range fastMoves(t, g, 1) {
		if m != variant.TakeMove(1) {
			t.Errorf("seed %d: %v, want the take", seed, m)
		}
	}
}
