package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// ToMove returns the seat to act, and false when no seat acts. In the pass
// phase it is the first seat from the dealer's left that has not passed.
func (g *TrickGame) ToMove() (int, bool) {
	// The play first and small, so that a playout's call is inlined.
	if g.phase == PhasePlay {
		return int(g.turn), true
	}
	return g.toMoveOutsidePlay()
}

// toMoveOutsidePlay is ToMove in every phase but the play.
func (g *TrickGame) toMoveOutsidePlay() (int, bool) {
	switch g.phase {
	case PhaseStock:
		return int(g.stockSeat), true
	case PhaseAnnounce:
		return int(g.annSeat), true
	case PhasePass:
		s := int(g.dealer)
		for k := 0; k < g.cfg.seats; k++ {
			s, _ = g.active.Next(s, g.cfg.seats)
			if !g.passed.Has(s) {
				return s, true
			}
		}
	}
	return -1, false
}

// Turn says who acts now and what it may do.
func (g *TrickGame) Turn() Turn {
	s, ok := g.ToMove()
	t := Turn{Seat: s, Phase: g.phase, From: -1}
	if !ok {
		return t
	}
	switch g.phase {
	case PhasePlay:
		t.Kind, t.Count, t.Cards = Play, 1, g.LegalPlays()
	case PhasePass:
		t.Kind, t.Count, t.Cards, t.From = Pass, g.cfg.pass.Count, g.hands[s], g.passTo(s)
	case PhaseStock:
		t.Kind, t.Count = Stock, g.cfg.stock.Count
		t.Cards, t.Must, t.Forbidden = g.stockChoice(g.hands[s]|g.stock, g.stock)
		t.CanPush = g.canPush()
	case PhaseAnnounce:
		t.Kind = Announce
	}
	return t
}

// LegalMoves appends every legal in-turn move of the seat to act.
func (g *TrickGame) LegalMoves(dst []Move) []Move {
	t := g.Turn()
	if t.Seat < 0 {
		return dst
	}
	switch t.Kind {
	case Play:
		for s := t.Cards; s != 0; {
			c, _ := s.Next()
			dst = append(dst, PlayMove(t.Seat, c))
		}
	case Pass:
		dst = appendChoices(dst, t.Cards, t.Count, func(c card.Set) (Move, bool) { return PassMove(t.Seat, c), true })
	case Stock:
		dst = appendChoices(dst, t.Cards, t.Count, func(c card.Set) (Move, bool) {
			return StockMove(t.Seat, c), stockChoiceOK(&t, c)
		})
		if t.CanPush {
			dst = append(dst, PushMove(t.Seat))
		}
	case Announce:
		for _, c := range [2]Call{NoTrickCall, SweepCall} {
			if r, _ := g.announceCheck(t.Seat, c); r == annOK && g.callAllowedByOptions(c) {
				dst = append(dst, AnnounceMove(t.Seat, c))
			}
		}
		dst = append(dst, DeclineMove(t.Seat))
	}
	return dst
}

// stockChoiceOK reports whether putting back c obeys the stock turn t:
// Count of its Cards, every card of Must, and not the Forbidden pair
// (exchange.Stock).
func stockChoiceOK(t *Turn, c card.Set) bool {
	return c.Len() == t.Count && t.Cards.ContainsAll(c) && c.ContainsAll(t.Must) && (t.Forbidden == 0 || c != t.Forbidden)
}

// randomStock returns a uniformly random legal stock move of the turn t,
// a put-back of two cards or, where allowed, a push, without allocating.
func randomStock(t *Turn, r *rand.Rand) (Move, bool) {
	count := 0
	for a := t.Cards; a != 0; {
		x, _ := a.Next()
		for b := a; b != 0; {
			y, _ := b.Next()
			if stockChoiceOK(t, card.Set(0).Add(x).Add(y)) {
				count++
			}
		}
	}
	total := count
	if t.CanPush {
		total++
	}
	if total == 0 {
		return Move{}, false
	}
	k := r.IntN(total)
	if k == count {
		return PushMove(t.Seat), true
	}
	for a := t.Cards; a != 0; {
		x, _ := a.Next()
		for b := a; b != 0; {
			y, _ := b.Next()
			if c := card.Set(0).Add(x).Add(y); stockChoiceOK(t, c) {
				if k == 0 {
					return StockMove(t.Seat, c), true
				}
				k--
			}
		}
	}
	return Move{}, false
}

// appendChoices appends the move keep returns for every k-subset of
// from, in canonical order, when keep accepts the subset.
func appendChoices(dst []Move, from card.Set, k int, keep func(card.Set) (Move, bool)) []Move {
	cards := from.Cards()
	var rec func(start int, chosen card.Set, left int)
	rec = func(start int, chosen card.Set, left int) {
		if left == 0 {
			if m, ok := keep(chosen); ok {
				dst = append(dst, m)
			}
			return
		}
		for i := start; i <= len(cards)-left; i++ {
			rec(i+1, chosen.Add(cards[i]), left-1)
		}
	}
	rec(0, 0, k)
	return dst
}

// RandomMove returns a uniformly random legal in-turn move.
func (g *TrickGame) RandomMove(r *rand.Rand) (Move, bool) {
	if g.phase == PhasePlay {
		// The case below for a play, without building the Turn: the same
		// draw from r and the same card.
		c, _ := g.legal.Nth(r.IntN(g.legal.Len()))
		return PlayMove(int(g.turn), c), true
	}
	t := g.Turn()
	if t.Seat < 0 {
		return Move{}, false
	}
	switch t.Kind {
	case Play:
		c, _ := t.Cards.Nth(r.IntN(t.Cards.Len()))
		return PlayMove(t.Seat, c), true
	case Pass:
		return PassMove(t.Seat, randomSubset(t.Cards, 3, r)), true
	case Stock:
		return randomStock(&t, r)
	}
	moves := g.LegalMoves(nil)
	if len(moves) == 0 {
		return Move{}, false
	}
	return moves[r.IntN(len(moves))], true
}

// randomSubset returns k cards of s chosen uniformly.
func randomSubset(s card.Set, k int, r *rand.Rand) card.Set {
	var out card.Set
	for ; k > 0 && s != 0; k-- {
		c, _ := s.Nth(r.IntN(s.Len()))
		out = out.Add(c)
		s = s.Remove(c)
	}
	return out
}

// View returns what seat s may know now.
func (g *TrickGame) View(s int) (View, error) {
	n := g.cfg.seats
	if s < 0 || s >= n {
		return View{}, SeatError(s, n)
	}
	v := View{
		Game: g.cfg.def.Name, Options: g.cfg.opts, Seats: n, Seat: s, Phase: g.phase, Dealer: int(g.dealer), DealsPlayed: g.deals,
		Active: seatList(g.active), Out: seatList(g.out),
		Hand: g.hands[s], HandSizes: make([]int, n),
		ToAct: -1, PassTo: -1, ReceivedFrom: -1, Sweep: int(g.sweep), DrawFrom: -1,
		StockSize: g.stock.Len(), StockTaken: g.stockTaken[s], StockReturned: g.stockReturned[s],
		Pushed: seatList(g.pushed), Pushes: g.facts.Pushes, NoTrick: seatList(g.noTrick),
		Tricks: []TrickRecord{}, TricksWon: make([]int, n), HeartsBroken: g.broken,
		Totals: g.Totals(), Over: g.phase == PhaseMatchOver, Winners: seatList(g.winners),
	}
	if g.phase == PhaseStock && s == int(g.stockSeat) && !g.mustTake() {
		// The seat at the stock has picked it up and decides what to put
		// back knowing it, penalty cards included. Other seats never see
		// it (TT-6). Under exchange.Stock.Look a seat sees it only once it
		// has taken it.
		v.StockTaken = g.stock
	}
	if g.phase == PhaseDeal {
		v.Hand, v.StockSize = 0, 0
		v.Active = []int{}
	}
	for x := 0; x < n; x++ {
		if g.phase != PhaseDeal {
			v.HandSizes[x] = g.hands[x].Len()
		}
		v.TricksWon[x] = g.facts.Tricks[x]
	}
	if g.phase == PhasePass && g.passed.Has(s) {
		// Passed cards leave the hand as soon as they are committed.
		v.Hand &^= g.passes[s]
	}
	if g.passOffset != 0 {
		g.viewPass(&v, s)
	}
	if to, ok := g.ToMove(); ok {
		v.ToAct = to
		if to == s || (g.phase == PhasePass && !g.passed.Has(s) && g.active.Has(s)) {
			t := g.Turn()
			if g.phase == PhasePass {
				t.Seat, t.Cards, t.From = s, g.hands[s], g.passTo(s)
			}
			if g.mustTake() {
				// Under Look: take the stock to look at it, or push it
				// on unseen where the table plays the push.
				t.Kind, t.Cards, t.Count, t.Must, t.Forbidden = Take, 0, 0, 0, 0
			}
			v.Turn = &t
		}
	}
	for _, m := range g.Announcements(nil) {
		if m.Seat == s {
			v.Announce = append(v.Announce, m)
		}
	}
	g.viewTricks(&v)
	cur := g.currentTrick()
	v.Current = recordTrick(&cur, false)
	if r, ok := g.Result(); ok {
		v.Last = &r
	}
	return v, nil
}

// viewPass fills in v what seat s may know of the pass: to and from whom,
// what it passed and received, who has passed, and the hands as they are
// while the passed cards are on their way.
func (g *TrickGame) viewPass(v *View, s int) {
	n := g.cfg.seats
	v.PassTo = g.passTo(s)
	v.ReceivedFrom = (s - int(g.passOffset) + n) % n
	v.Passed = g.passes[s]
	if g.phase != PhasePass {
		v.Received = g.passes[v.ReceivedFrom]
	}
	v.HavePassed = seatList(g.passed)
	if g.phase == PhasePass {
		for x := 0; x < n; x++ {
			if g.passed.Has(x) {
				v.HandSizes[x] -= g.passes[x].Len()
			}
		}
	}
}

// viewTricks fills in v the tricks of the deal so far, the last one
// apart (none before the deal, nor of a void deal).
func (g *TrickGame) viewTricks(v *View) {
	if g.phase != PhaseDeal && !(g.hasResult && g.result.outcome == score.Redeal && g.phase == PhaseDealOver) {
		for i := 0; i < int(g.ntricks); i++ {
			t := g.trickAt(i)
			v.Tricks = append(v.Tricks, recordTrick(&t, true))
		}
		if g.ntricks > 0 {
			t := g.trickAt(int(g.ntricks) - 1)
			last := recordTrick(&t, true)
			v.LastTrick = &last
		}
	}
}

// canPush reports whether the seat at the stock may still push it: under
// exchange.Stock.Push, before it has taken the stock.
func (g *TrickGame) canPush() bool {
	return g.mustTake() && g.cfg.stock.Push
}

// mustTake reports whether the seat at the stock has yet to take it
// (exchange.Stock.Look): its view then offers Take (and Push under
// exchange.Stock.Push) and hides the stock (TT-6).
func (g *TrickGame) mustTake() bool {
	return g.phase == PhaseStock && g.cfg.stock.Look && !g.stockLooked
}
