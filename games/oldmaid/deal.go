package oldmaid

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// The deal (OM-R2, OM-R4, OM-R5) and the end of a round (OM-R3, OM-R9).

func (g *Game) canDeal() error {
	if g.phase == variant.PhaseDeal || g.phase == variant.PhaseDealOver {
		return nil
	}
	return rule.Fact(rule.WrongPhase, "OM-R9", rule.NoSeat, rule.Facts{Sentence: sentence.RoundRunning})
}

// Deal shuffles the pack with the game's own random source and deals the
// next round one card at a time from left(dealer) (OM-R2). It fails
// during a round.
func (g *Game) Deal() error {
	if err := g.canDeal(); err != nil {
		return err
	}
	n := g.cfg.seats
	h, err := g.cfg.sorted.ShuffleDeal(&g.rng, deck.Dealing{Dealer: int(g.dealer), Seats: n, Active: seat.All(n)})
	if err != nil {
		return err
	}
	g.start(h.Hand)
	return nil
}

// DealCards starts the next round with the given hands (a game record, a
// test). The dealer must be the one the rotation gives (rule.WrongDealer,
// C-8, OM-R3), and the hands the whole pack of the table's options with
// the sizes of a deal one card at a time from left(dealer) and no stock
// (rule.BadDeal, OM-R1, OM-R2, OM-O2, OM-O3).
func (g *Game) DealCards(d variant.Dealt) error {
	if err := g.canDeal(); err != nil {
		return err
	}
	n := g.cfg.seats
	if d.Dealer != int(g.dealer) {
		return rule.Fact(rule.WrongDealer, "OM-R3", rule.NoSeat, rule.Facts{Sentence: sentence.WrongDealerRound, Other: int(g.dealer), Want: d.Dealer})
	}
	bad := func(f rule.Facts) error {
		f.Game = titles() // Old Maid, Schwarzer Peter, Sorte Per
		return rule.Fact(rule.BadDeal, "OM-R2", rule.NoSeat, f)
	}
	order := deck.OrderOf(g.cfg.pack.Cards()...)
	want, err := deck.Deal(order.Cards(), deck.Dealing{Dealer: d.Dealer, Seats: n, Active: seat.All(n)})
	if err != nil {
		return err
	}
	if d.Stock != 0 {
		return bad(rule.Facts{Sentence: sentence.NoStockLeft, Cards: d.Stock})
	}
	all, f, ok := d.CheckHands(n, &want)
	if !ok {
		return bad(f)
	}
	if all != g.cfg.pack {
		return bad(rule.Facts{Sentence: sentence.NotThePack, Count: n, Cards: g.cfg.pack &^ all, Allowed: all &^ g.cfg.pack})
	}
	g.start(d.Hands)
	return nil
}

// start begins a round with the dealt hands: every seat lays down its
// pairs (OM-R4), left(dealer) or the next seat with cards draws first
// (OM-R5, OM-R8), and the round ends at once when at most one seat holds
// cards (OM-A3).
func (g *Game) start(hands [seat.Max]card.Set) {
	g.dealt = hands
	g.laid = [seat.Max]card.Set{}
	below := g.cfg.opts.Pairs.layDown(&hands, &g.laid)
	g.hands = hands
	// Seats beyond the table hold nothing and lay nothing down.
	g.discards = g.laid[0] | g.laid[1] | g.laid[2] | g.laid[3]
	// Bit x of holding is 1 when hand x is not empty (then the top bit
	// of h|-h is 1): no branch on the hands.
	held := func(h card.Set) seat.Set { return seat.Set(uint64(h|-h) >> 63) }
	holding := held(hands[0]) | held(hands[1])<<1 | held(hands[2])<<2 | held(hands[3])<<3
	g.holding = holding
	g.noteDeal(&below)
	g.draws = 0
	g.last = variant.DrawRecord{}
	g.phase = variant.PhaseDraw
	if holding&(holding-1) == 0 { // at most one seat holds cards
		g.endRound(holding)
		return
	}
	// left(dealer) or the next seat with cards draws first, from the
	// seat it draws from: the draw after one by the dealer (Next and
	// drawSource, as cfg.after gives them). The masks only spare the
	// bounds checks.
	first := g.cfg.after[holding&(1<<maxSeats-1)][g.dealer&(maxSeats-1)]
	g.turn, g.from = first.turn, first.from
}

// endRound ends the round: the seat still holding cards holds the maid
// and loses (OM-R9); the dealer rotates left (OM-R3).
func (g *Game) endRound(holding seat.Set) {
	loser := -1
	if s, ok := holding.First(); ok && holding.Len() == 1 {
		loser = s
		g.totals[s]++
	}
	g.result = roundResult{dealer: g.dealer, number: g.deals, loser: int8(loser)}
	g.hasResult = true
	g.deals++
	g.turn, g.from = -1, -1
	g.phase = variant.PhaseDealOver
	g.dealer = int8(seat.Left(int(g.dealer), g.cfg.seats))
}
