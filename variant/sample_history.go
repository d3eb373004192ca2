package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/placement"
	"github.com/blackqueen/rules/seat"
)

// Rebuilding the history: given the hands and the stock drawn, a history
// of passes, stock exchanges and dealt hands that leads to them and that
// the rules allow.

// sampleHands is what a sample draws: the hands and the stock, and the
// history behind them (the passes, the stock exchanges, the dealt hands
// and stock).
type sampleHands struct {
	passHands
	stock      card.Set
	taken      [seat.Max]card.Set
	returned   [seat.Max]card.Set
	dealtStock card.Set
}

// passHands are the hands of a sample and the history of a deal without
// a stock behind them: each hand after the pass, the passes and the
// dealt hands.
type passHands struct {
	hands  [seat.Max]card.Set
	q      [seat.Max]card.Set // hand after the pass or exchange
	passes [seat.Max]card.Set
	dealt  [seat.Max]card.Set
}

// accept takes a placement: it fills in the hands and the stock and looks
// for a history that leads to them; false rejects the placement.
func (ts *trickSampler) accept() bool {
	g, s := ts.g, ts.s
	out := &ts.p.Out
	n := min(g.cfg.seats, seat.Max) // (no bounds checks by x)
	ts.hands = [seat.Max]card.Set{}
	ts.hands[s] = g.hands[s]
	ts.stock = 0
	if ts.knownStock {
		ts.stock = ts.stockSeen
	}
	var split card.Set
	for l := 0; l < ts.nloc; l++ {
		cs := out[l] | ts.pre[l]
		switch x := int(ts.locSeat[l]); {
		case x >= 0:
			ts.hands[x] = cs
		case x == -1:
			ts.stock = cs
		default:
			split |= cs
		}
	}
	for x := 0; x < n; x++ {
		ts.q[x] = ts.hands[x] | ts.played[x]
	}
	ts.passes = [seat.Max]card.Set{}
	ts.taken = [seat.Max]card.Set{}
	ts.returned = [seat.Max]card.Set{}
	switch {
	case ts.voided:
		// Split the first receiver's hand and the stock at random: every
		// split is a deal that the stock policy voids.
		first, _ := g.active.Next(g.dealDealer(), n)
		if first == s {
			ts.stock = split
		} else {
			ts.stock = placement.Subset(split, g.stock.Len(), ts.r)
			ts.hands[first] = split &^ ts.stock
			ts.q[first] = ts.hands[first]
		}
		ts.dealt = ts.q
		ts.dealtStock = ts.stock
	case g.passOffset != 0:
		ts.samplePasses(g, s, ts.r)
		ts.dealtStock = ts.stock
	case ts.exchange:
		return ts.sampleExchange()
	default:
		ts.dealt = ts.q
		ts.dealtStock = ts.stock
	}
	return true
}

// samplePasses draws the passes s did not see and the dealt hands:
// during the pass a seat that has passed passes the pass policy's Count
// cards of its hand; afterwards the cards x passed are Count cards of the
// receiver's hand after the pass (its current hand and the cards it
// played), and x's dealt hand is its hand after the pass less what it
// received plus what it passed.
func (ts *passHands) samplePasses(g *TrickGame, s int, r *rand.Rand) {
	n := min(g.cfg.seats, seat.Max) // (a table has at most seat.Max seats: no bounds checks by x)
	if g.phase == PhasePass {
		ts.dealt = ts.hands
		for x := 0; x < n; x++ {
			switch {
			case x == s:
				ts.passes[x] = g.passes[s]
			case g.passed.Has(x):
				ts.passes[x] = placement.Subset(ts.hands[x], g.cfg.pass.Count, r)
			}
		}
		return
	}
	// Seat x passes to x+off round the table (passTo without its
	// division).
	off := int(g.passOffset)
	for x := 0; x < n; x++ {
		to := x + off
		if to >= n {
			to -= n
		}
		switch {
		case x == s || to == s:
			ts.passes[x] = g.passes[x] // what s passed and received
		default:
			ts.passes[x] = placement.Subset(ts.q[to], g.cfg.pass.Count, r)
		}
	}
	for x := 0; x < n; x++ {
		to := x + off
		if to >= n {
			to -= n
		}
		ts.dealt[to] = ts.q[to]&^ts.passes[x] | ts.passes[to]
	}
}

// sampleExchange draws the stock exchanges s did not see and the dealt
// hands, going back from the stock now through the seats that took it
// (as the stock policy allows them, exchange.Stock.Played).
func (ts *trickSampler) sampleExchange() bool {
	g := ts.g
	if g.phase == PhaseStock && g.cfg.stock.Voids(ts.q[g.stockSeat]|ts.stock) {
		return false // the seat to take the stock now would have voided the deal
	}
	ts.dealt = ts.q
	if ts.nex == 0 {
		ts.dealtStock = ts.stock
		return true
	}
	budget := chainBudget
	return ts.chain(ts.nex-1, ts.stock, &budget)
}

// chain chooses what the i-th seat to take the stock found in it (T), given
// what it put back (R), and recurses to the seat before; the exchange
// must be legal and carry the cards s put back to where they are now.
func (ts *trickSampler) chain(i int, R card.Set, budget *int) bool {
	g, s := ts.g, ts.s
	x := int(ts.ex[i])
	H := ts.q[x] | R // x's hand after taking the stock
	must, ok := ts.passedThrough(i)
	if !ok {
		return false
	}
	// The pairs x may have found: from a hand of at most maxStockHand
	// cards, on the stack.
	var room [maxStockHand * (maxStockHand - 1) / 2]card.Set
	cand := room[:0]
	switch {
	case x == s:
		if R != g.stockReturned[s] {
			return false
		}
		cand = append(cand, g.stockTaken[s])
	case i > 0 && int(ts.ex[i-1]) == s:
		cand = append(cand, g.stockReturned[s])
	default:
		// A pair some seat before x put back holds only cards that may be
		// put back (the dealt stock, i == 0, may hold any): the others
		// fail the seat before, all its candidates with them.
		from := H
		if i > 0 {
			from = g.cfg.stock.Returned(H)
		}
		var buf [maxStockHand]card.Card
		cs := from.AppendCards(buf[:0])
		for a := 0; a < len(cs); a++ {
			for b := a + 1; b < len(cs); b++ {
				t := card.Of(cs[a], cs[b])
				if t.ContainsAll(must) {
					cand = append(cand, t) // beyond room only for a hand no game deals
				}
			}
		}
	}
	// The candidates in a uniformly random order, drawn one at a time (a
	// Fisher-Yates shuffle stopped at the pair taken): the first or the
	// first few are most often taken, and the rest are then never drawn.
	for k := range cand {
		if *budget--; *budget < 0 {
			return false
		}
		j := k + ts.r.IntN(len(cand)-k)
		cand[k], cand[j] = cand[j], cand[k]
		T := cand[k]
		if !T.ContainsAll(must) || T&^H != 0 || (x != s && !g.legalReturn(H, T, R)) {
			continue
		}
		ts.taken[x], ts.returned[x] = T, R
		ts.dealt[x] = H &^ T
		if i == 0 {
			ts.dealtStock = T
			return true
		}
		if ts.chain(i-1, T, budget) {
			return true
		}
	}
	return false
}

// passedThrough returns the cards s put back that passed through the
// i-th seat to take the stock: those with that seat or a later one, or
// in the stock, when s took it before that seat (none otherwise); false
// when a card s put back is neither in the stock nor with a seat that
// took it after s, where it must be.
func (ts *trickSampler) passedThrough(i int) (card.Set, bool) {
	if ts.sIdx < 0 || i <= ts.sIdx {
		return 0, true
	}
	var must card.Set
	for c := range ts.g.stockReturned[ts.s].All() {
		at := ts.nex
		if !ts.stock.Has(c) {
			at = -1
			for j := ts.sIdx + 1; j < ts.nex; j++ {
				if ts.q[ts.ex[j]].Has(c) {
					at = j
				}
			}
			if at < 0 {
				return 0, false
			}
		}
		if at >= i {
			must = must.Add(c)
		}
	}
	return must, true
}

// maxStockHand is the most cards a seat holds once it has taken the
// stock: the largest hand of the built-in games, 15 cards, and a stock
// of 2.
const maxStockHand = 17

// dealDealer returns the dealer of the current (or last) deal: after a
// deal ends the dealer has already moved on (C-8).
func (g *TrickGame) dealDealer() int {
	if (g.phase == PhaseDealOver || g.phase == PhaseMatchOver) && g.hasResult {
		return int(g.result.dealer)
	}
	return int(g.dealer)
}

// legalReturn reports whether a seat whose hand was H after taking the
// stock T may have put back R in a deal that went on (as applyStock
// decides: the stock policy's Played).
func (g *TrickGame) legalReturn(H, T, R card.Set) bool { return g.cfg.stock.Played(H, T, R) }

// write puts the sample for seat s into dst, a copy of the game sampled
// (writeHands, then the stock). A deal without a stock has no exchanges:
// the game's are empty (only the exchange sets them) and so are the
// sample's, and they are not written.
func (ts *sampleHands) write(dst *TrickGame, s int) {
	if dst.dealtStock|ts.dealtStock != 0 {
		for x := range min(dst.cfg.seats, seat.Max) { // (no bounds checks by x)
			if x != s {
				dst.stockTaken[x], dst.stockReturned[x] = ts.taken[x], ts.returned[x]
			}
		}
	}
	dst.stock = ts.stock
	dst.dealtStock = ts.dealtStock
	dst.facts.Stock = ts.stock
	if dst.phase == PhaseStock {
		dst.facts.Stock = ts.dealtStock
	}
	ts.writeHands(dst, s)
}

// writeHands puts the hands and the passes of the sample for seat s, and
// the dealt hands, into dst, a copy of the game sampled, and the legal
// plays of its hand to act.
func (ts *passHands) writeHands(dst *TrickGame, s int) {
	for x := range min(dst.cfg.seats, seat.Max) { // (no bounds checks by x)
		if x != s {
			dst.hands[x], dst.dealt[x], dst.passes[x] = ts.hands[x], ts.dealt[x], ts.passes[x]
		}
	}
	if dst.legal != 0 {
		dst.legal = dst.legalNow() // the hand to act may be a new one
	}
}
