package oldmaid

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// Turn says who draws now: in PhaseDraw, Turn{Seat: the seat to act,
// Phase: PhaseDraw, Kind: Draw, Count: 1, From: the seat drawn from,
// Cards: the hand drawn from} (OM-R6, OM-R7). Cards is for referees,
// bots and trusted servers; a seat's View hides it. Outside a round no
// seat acts (Seat and From are -1). It does not allocate.
func (g *Game) Turn() variant.Turn {
	if g.phase != variant.PhaseDraw {
		return variant.Turn{Seat: -1, Phase: g.phase, From: -1}
	}
	from := g.DrawSource(int(g.turn))
	return variant.Turn{Seat: int(g.turn), Phase: variant.PhaseDraw, Kind: variant.Draw, Count: 1, From: from, Cards: g.hands[from]}
}

// ToMove returns the seat to draw, and false outside a round (no seat
// acts). It is Turn's Seat without the rest of the Turn, for playouts. It
// does not allocate.
func (g *Game) ToMove() (int, bool) {
	if g.phase != variant.PhaseDraw {
		return -1, false
	}
	return int(g.turn), true
}

// LegalDraws returns the cards the seat to act may draw (the hand it draws
// from), or the empty set outside a round. It does not allocate.
func (g *Game) LegalDraws() card.Set {
	if g.phase != variant.PhaseDraw {
		return 0
	}
	// DrawSource(turn), kept by start and applyMove: in PhaseDraw a seat
	// of the table, and the mask only spares the bounds check.
	return g.hands[int(g.from)&(maxSeats-1)]
}

// LegalMoves appends one Draw per card of the hand drawn from, in the
// canonical card order (docs/records.md next.legal), and nothing outside a
// round. With enough capacity in dst it does not allocate. DrawAt moves
// are not listed: every position 0 … n-1 of the n cards drawn from is
// legal.
func (g *Game) LegalMoves(dst []variant.Move) []variant.Move {
	if g.phase != variant.PhaseDraw {
		return dst
	}
	s := int(g.turn)
	for h := g.LegalDraws(); h != 0; {
		c, _ := h.Next()
		dst = append(dst, variant.DrawMove(s, c))
	}
	return dst
}

// Announcements returns dst: Old Maid has no announcements.
func (g *Game) Announcements(dst []variant.Move) []variant.Move { return dst }

// RandomMove returns a Draw of a card chosen uniformly from the hand drawn
// from, using r (OM-R6; the automatic draw of OM-O4), and false outside a
// round.
func (g *Game) RandomMove(r *rand.Rand) (variant.Move, bool) {
	h := g.LegalDraws()
	if h == 0 {
		return variant.Move{}, false
	}
	c, _ := h.Nth(r.IntN(h.Len()))
	return variant.DrawMove(int(g.turn), c), true
}

// Apply applies a Draw (the card named, as records hold it) or a DrawAt
// (the position in the hand drawn from after the game shuffles it, OM-R6,
// OM-A4). Illegal moves return a *rule.Violation and leave the game, its
// random source included, exactly as it was. The checks run in the
// the record format's order: deal-over (no round running, rule.DealOver),
// wrong-phase (any other kind of move), not-your-turn (also a safe seat,
// OM-R8), then card-not-held (a card the seat drawn from does not hold,
// or a position outside its hand). A seat number outside the table is
// rule.BadSeat. A legal move does not allocate.
func (g *Game) Apply(m variant.Move) error {
	// Small enough to inline: a caller passes only the fields that Old
	// Maid reads, and builds no Move.
	return g.applyMove(m.Kind, m.Seat, m.Card, m.Position)
}

// applyMove is Apply of the move of the given kind, seat, card and
// position. The common move, a legal Draw, passes four checks and is
// drawn here, with no call on its road (the round's end aside); every
// other move goes to applyOther, which checks it and has a legal one
// drawn here as the Draw of its card.
func (g *Game) applyMove(kind variant.Kind, seat int, c card.Card, pos int) error {
	// In PhaseDraw both the seat to act and the seat it draws from are
	// below maxSeats, and a card of a hand is below 64: the masks
	// only spare the bounds checks and the shift's handling. (A hand
	// holds only cards, below 64: a c of 64 or more is in no hand, and
	// below 64 the card's bit is one bit test.)
	u := int(g.from) & (maxSeats - 1)
	s := int(g.turn)
	hold := g.hands[u]
	if kind != variant.Draw || g.phase != variant.PhaseDraw || seat != s || c >= 64 || hold>>c&1 == 0 {
		// Nothing of this call is used after it: the common draw keeps
		// nothing on the stack for it.
		return g.applyOther(kind, seat, c, pos)
	}
	// The draw (OM-R6): the seat to act, s, takes c from the seat it
	// draws from, u, lays down the pair it makes, records the draw, and
	// passes the turn to the next seat to the left with cards (OM-R7,
	// OM-R8) or ends the round (OM-R9).
	s &= maxSeats - 1
	bit := card.Set(1) << (c & 63)
	hu := hold &^ bit
	g.hands[u] = hu
	h := g.hands[s] | bit
	// After the initial discard no hand holds a pair (OM-R4: every
	// discard lays down every pair; a drawn card that pairs is laid down
	// with its partner at once), so s's hand holds at most one partner
	// of the drawn card: q is that card, or empty. Whether it pairs is as
	// random as the draw, so the pair is made with a mask (paired: all
	// ones when q is a card, else 0) rather than a branch the processor
	// would often guess wrong.
	cfg := g.cfg // loaded once: the stores below might be to it, for all the compiler knows
	q := h & cfg.partners[c&63]
	paired := card.Set(int64(q|-q) >> 63)
	pair := (q | bit) & paired
	h ^= pair // pair is in h: one XOR, where &^ is a NOT and an AND
	g.hands[s] = h
	g.laid[s] |= pair
	g.discards |= pair
	// Field by field: a composite literal is built on the stack and
	// copied in wide loads that wait for its narrow stores.
	g.last.Seat, g.last.From, g.last.Position, g.last.Card, g.last.Pair = s, u, -1, c, pair
	g.draws++
	// The draw as noted for each seat's account (accounts, note);
	// paired is all ones or zero. It is noted last, where nothing is
	// left to keep across the rare call that settles full notes.
	d := drawNote(s+u*4+int(c)<<8) | drawNote(paired&drawPaired) // s, u < 4: s+u*4 is s|u<<2, one LEA
	holding := g.holding
	// A seat runs out of cards a few times a round: only then do the
	// seats holding cards change, and only then can the round end.
	if hu == 0 || h == 0 {
		if hu == 0 {
			holding = holding.Remove(u)
		}
		if h == 0 {
			holding = holding.Remove(s)
		}
		g.holding = holding
		if holding&(holding-1) == 0 { // at most one seat holds cards
			g.endRound(holding)
			g.noteDraw(d)
			return nil
		}
	}
	// The next seat with cards to the left and the seat it draws from:
	// holding is below 1<<maxSeats, and the mask only spares the
	// bounds check.
	next := cfg.after[holding&(1<<maxSeats-1)][s]
	g.turn, g.from = next.turn, next.from
	if n := g.pending; uint(n) < maxNotes {
		g.notes[n] = d // noteDraw, written out: it is too big to inline
		g.pending = n + 1
		return nil
	}
	g.settleWith(d)
	return nil
}

// noteDraw notes the draw d for the accounts, in one store while the
// notes have room (most rounds end before they run out). applyMove's
// common road writes it out.
func (g *Game) noteDraw(d drawNote) {
	if n := g.pending; uint(n) < maxNotes {
		g.notes[n] = d
		g.pending = n + 1
		return
	}
	g.settleWith(d)
}

// applyOther is Apply of any move but a legal Draw that applyMove's
// first test passes: checkOther's checks in their order, and for a legal
// move (a DrawAt, whose card checkOther finds) the Draw of its card with
// the position picked recorded.
func (g *Game) applyOther(kind variant.Kind, seat int, c card.Card, pos int) error {
	c, pos, err := g.checkOther(variant.Move{Kind: kind, Seat: seat, Card: c, Position: pos})
	if err != nil {
		return err
	}
	_ = g.applyMove(variant.Draw, seat, c, -1) // a legal Draw now: the card is in the hand drawn from
	g.last.Position = pos
	return nil
}

// checkOther checks any move but a legal Draw that applyMove's first
// test passes: it returns the card to draw and the position picked (-1
// for a Draw), or the violation. Only a legal DrawAt changes the game: it
// shuffles the hand drawn from with the game's own random source to find
// the card at the position (OM-R6).
func (g *Game) checkOther(m variant.Move) (card.Card, int, error) {
	n := g.cfg.seats
	if m.Seat < 0 || m.Seat >= n {
		return 0, 0, variant.SeatError(m.Seat, n)
	}
	if g.phase != variant.PhaseDraw {
		return 0, 0, rule.Fact(rule.DealOver, "OM-R9", m.Seat, rule.Facts{Sentence: sentence.RoundIsOver})
	}
	if m.Kind != variant.Draw && m.Kind != variant.DrawAt {
		return 0, 0, rule.Fact(rule.WrongPhase, "OM-R6", m.Seat, rule.Facts{Sentence: sentence.OneDrawATurn, Kind: m.Kind.String()})
	}
	s := int(g.turn)
	if m.Seat != s {
		if g.hands[m.Seat] == 0 {
			return 0, 0, rule.Fact(rule.NotYourTurn, "OM-R8", m.Seat, rule.Facts{Sentence: sentence.SafeSeat, Other: s})
		}
		return 0, 0, rule.Fact(rule.NotYourTurn, "OM-R7", m.Seat, rule.Facts{Sentence: sentence.NotTheDraw, Other: s})
	}
	from := int(g.from) // DrawSource(s), kept by start and applyMove
	h := g.hands[from]
	if m.Kind == variant.DrawAt {
		if m.Position < 0 || m.Position >= h.Len() {
			return 0, 0, rule.Fact(rule.CardNotHeld, "OM-R6", m.Seat, rule.Facts{Sentence: sentence.DrawPosition, Other: from, Count: h.Len(), Want: m.Position})
		}
		// OM-R6: the hand drawn from is shuffled before every draw, so
		// the position picks a uniformly random card.
		order := deck.ShufflePCG(h, &g.rng)
		return order.Cards()[m.Position], m.Position, nil
	}
	if !h.Has(m.Card) {
		return 0, 0, rule.Fact(rule.CardNotHeld, "OM-R6", m.Seat, rule.Facts{Sentence: sentence.DrawnNotHeld, Other: from, Card: m.Card})
	}
	return m.Card, -1, nil
}

// DrawUnchecked draws card c for the seat to act. It is the fast path
// for playouts whose cards come from LegalDraws: it is Apply of a Draw
// with nothing to report. Any other use can corrupt the game.
func (g *Game) DrawUnchecked(c card.Card) {
	_ = g.applyMove(variant.Draw, int(g.turn), c, -1)
}

// View returns what seat s may know now (TT-6, OM-R6): its own hand,
// every seat's number of cards (0 for a safe seat), the seats still
// holding cards (Active), the pairs laid down face up (Discards, and
// Laid per seat), the seat it draws from (DrawFrom), whose turn it is,
// the last draw (LastDraw, with the card only for the seat that drew
// it), the rounds lost (Totals) and the last round's result. When s is to
// draw, Turn has Kind Draw, From the seat drawn from and no Cards: the
// seat picks a position 0 … HandSizes[From]-1 (DrawAtMove). A View never
// holds a card of another seat's hand.
func (g *Game) View(s int) (variant.View, error) {
	n := g.cfg.seats
	if s < 0 || s >= n {
		return variant.View{}, variant.SeatError(s, n)
	}
	v := variant.View{
		Game: recordName, Options: g.cfg.opts, Seats: n, Seat: s, Phase: g.phase, Dealer: int(g.dealer), DealsPlayed: g.deals,
		Active: []int{}, Out: []int{},
		Hand: g.hands[s], HandSizes: make([]int, n),
		ToAct: -1, PassTo: -1, ReceivedFrom: -1, Sweep: -1,
		Tricks: []variant.TrickRecord{}, Current: variant.TrickRecord{Leader: -1, Winner: -1}, TricksWon: make([]int, n),
		Discards: g.discards, DrawFrom: g.DrawSource(s),
		Laid:   make([]card.Set, n),
		Totals: g.Totals(), Winners: []int{},
	}
	if g.phase != variant.PhaseDeal {
		v.Active = g.Holding().Seats()
		copy(v.Laid, g.laid[:n])
		for x := 0; x < n; x++ {
			v.HandSizes[x] = g.hands[x].Len()
		}
	}
	if g.phase == variant.PhaseDraw {
		t := g.Turn()
		v.ToAct = t.Seat
		if t.Seat == s {
			t.Cards = 0 // the drawing seat sees the backs only (OM-R6)
			v.Turn = &t
		}
	}
	if d, ok := g.LastDraw(); ok {
		if d.Seat != s {
			d.Card = 0
		}
		v.LastDraw = &d
	}
	if r, ok := g.Result(); ok {
		v.Last = &r
	}
	return v, nil
}
