package oldmaid_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/internal/gametest"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// omMachine plays Old Maid rounds through the public API beside a model
// of the hands kept by the test itself (OM-R4, OM-R6), tries illegal
// moves along the way and checks the invariants after every step.
type omMachine struct {
	g      *oldmaid.Game
	n      int
	o      oldmaid.Options
	pack   card.Set
	hands  [seat.Max]card.Set // the model's hands
	disc   card.Set           // the model's discards
	rounds int                // rounds ended
	lost   []int              // the model's rounds lost per seat
}

func newOMMachine(t *rapid.T, o oldmaid.Options) *omMachine {
	n := rapid.IntRange(2, 4).Draw(t, "seats")
	o.FirstDealer = rapid.IntRange(0, n-1).Draw(t, "firstDealer")
	seed := rapid.Uint64().Draw(t, "seed")
	g, err := oldmaid.New(n, o, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatalf("New(%d, %+v): %v", n, o, err)
	}
	m := &omMachine{g: g, n: n, o: o, pack: gametest.MustPack(games.OldMaid, 2, oldmaid.Options{Maid: o.Maid}), lost: make([]int, n)}
	m.deal(t)
	return m
}

// deal starts a round and seeds the model from the dealt hands with the
// model's own discard (OM-R4: of three of a rank the highest is kept).
func (m *omMachine) deal(t *rapid.T) {
	dealer := m.g.Dealer()
	if err := m.g.Deal(); err != nil {
		t.Fatalf("Deal: %v", err)
	}
	m.disc = 0
	for s := 0; s < m.n; s++ {
		h := m.g.DealtHand(s)
		for _, cl := range omPairClasses(m.o.Pairs) {
			x := h & cl
			for x.Len() >= 2 {
				a, _ := x.Next()
				b, _ := x.Next()
				h &^= card.Of(a, b)
				m.disc |= card.Of(a, b)
			}
		}
		m.hands[s] = h
	}
	if got := m.g.DealtHand(0); got == 0 {
		t.Fatalf("OM-R2: seat 0 was dealt nothing")
	}
	if m.g.Phase() == variant.PhaseDealOver {
		m.roundEnded(t, dealer) // OM-A3
	}
}

func (m *omMachine) holding() seat.Set {
	var h seat.Set
	for s := 0; s < m.n; s++ {
		if m.hands[s] != 0 {
			h = h.Add(s)
		}
	}
	return h
}

// expectedSource walks from s in the drawing direction to the first seat
// with cards (OM-R7, OM-R8, OM-A1).
func (m *omMachine) expectedSource(s int) int {
	step := 1
	if m.o.DrawFrom == oldmaid.DrawRight {
		step = m.n - 1
	}
	for x := (s + step) % m.n; x != s; x = (x + step) % m.n {
		if m.hands[x] != 0 {
			return x
		}
	}
	return -1
}

// applyDraw applies a legal move and updates the model with the card
// that came (known from LastDraw for a DrawAt).
func (m *omMachine) applyDraw(t *rapid.T, mv variant.Move) {
	tu := m.g.Turn()
	dealer := m.g.Dealer()
	if err := m.g.Apply(mv); err != nil {
		t.Fatalf("Apply(%v): %v", mv, err)
	}
	last, ok := m.g.LastDraw()
	if !ok || last.Seat != tu.Seat || last.From != tu.From {
		t.Fatalf("LastDraw = %+v after %v from %d", last, mv, tu.From)
	}
	c := last.Card
	if mv.Kind == variant.Draw && c != mv.Card {
		t.Fatalf("drew %v, named %v", c, mv.Card)
	}
	if !m.hands[tu.From].Has(c) {
		t.Fatalf("OM-R6: drew %v, which seat %d did not hold (%v)", c, tu.From, m.hands[tu.From])
	}
	m.hands[tu.From] = m.hands[tu.From].Remove(c)
	h := m.hands[tu.Seat].Add(c)
	var pair card.Set
	for _, cl := range omPairClasses(m.o.Pairs) {
		if x := h & cl; x.Has(c) && x.Len() == 2 {
			pair = x
		}
	}
	m.hands[tu.Seat] = h &^ pair
	m.disc |= pair
	if last.Pair != pair {
		t.Fatalf("OM-R6: drawing %v to %v laid down %v, want %v", c, h, last.Pair, pair)
	}
	if m.holding().Len() <= 1 {
		m.roundEnded(t, dealer)
		return
	}
	// OM-R7, OM-R8: the next seat to the left with cards.
	want := -1
	for k := 1; k < m.n; k++ {
		if x := (tu.Seat + k) % m.n; m.hands[x] != 0 {
			want = x
			break
		}
	}
	if got := m.g.Turn().Seat; got != want {
		t.Fatalf("OM-R7: after seat %d drew, seat %d is to act, want %d", tu.Seat, got, want)
	}
}

// roundEnded checks OM-R9 and OM-R3 when the model's round is over.
func (m *omMachine) roundEnded(t *rapid.T, dealer int) {
	if m.g.Phase() != variant.PhaseDealOver {
		t.Fatalf("OM-R9: at most one seat holds cards (%v) but the phase is %v", m.holding(), m.g.Phase())
	}
	h := m.holding()
	loser, _ := h.First()
	if h.Len() != 1 || m.hands[loser].Len() != 1 {
		t.Fatalf("OM-R9: the round ended with seats %v holding cards", h)
	}
	maid, _ := m.hands[loser].Lowest()
	// The maid is the one card that cannot pair: the odd card of the one
	// pair class with an odd number of cards in the pack (OM-R1, OM-O1,
	// OM-O2, OM-O3), or the joker, which is in no class.
	for _, cl := range omPairClasses(m.o.Pairs) {
		if cl.Has(maid) != ((cl&m.pack).Len()%2 == 1) {
			t.Fatalf("OM-R9: the loser holds %v, a card of a class that pairs fully (%v)", maid, cl&m.pack)
		}
	}
	if maid == card.Joker && m.o.Maid != oldmaid.JokerMaid {
		t.Fatalf("the joker without the joker pack")
	}
	if m.o.Pairs == oldmaid.SameColourPairs && m.o.Maid == oldmaid.QueenOfClubsRemoved && maid != card.QueenSpades {
		t.Fatalf("OM-O1: with same-colour pairs the maid is Q♠, not %v", maid)
	}
	r, ok := m.g.Result()
	if !ok || r.Loser != loser || r.Dealer != dealer || r.Number != m.rounds || len(r.Tricks) != 0 || r.Outcome.String() != "old-maid" {
		t.Fatalf("OM-R9: result %+v, want loser %d dealt by %d", r, loser, dealer)
	}
	for s, p := range r.Points {
		if (p == 1) != (s == loser) || (p != 0 && p != 1) {
			t.Fatalf("OM-R9: points %v, loser %d", r.Points, loser)
		}
	}
	m.lost[loser]++
	m.rounds++
	// The JSON form of the views, after the first round of each run (it
	// is slow under the race detector; TestOldMaidViewsHideOtherHands
	// checks it after every draw of whole rounds).
	omCheckViewsJSON(t, m.g, m.rounds == 1)
	if m.g.Dealer() != (dealer+1)%m.n {
		t.Fatalf("OM-R3: dealer %d after a round dealt by %d", m.g.Dealer(), dealer)
	}
}

// illegal tries a move that must be refused with rule want, and checks
// the game is unchanged.
func (m *omMachine) illegal(t *rapid.T, mv variant.Move, want rule.ID) {
	before := *m.g
	err := m.g.Apply(mv)
	if !errors.Is(err, want) {
		t.Fatalf("Apply(%v) in phase %v = %v, want %v", mv, m.g.Phase(), err, want)
	}
	var v *rule.Violation
	if !errors.As(err, &v) || !v.Told() {
		t.Fatalf("Apply(%v): %v is not a *rule.Violation with messages", mv, err)
	}
	if *m.g != before {
		t.Fatalf("Apply(%v) failed with %v but changed the game", mv, err)
	}
}

func (m *omMachine) Draw(t *rapid.T) {
	moves := m.g.LegalMoves(nil)
	if len(moves) == 0 {
		t.Skip("no round running")
	}
	m.applyDraw(t, rapid.SampledFrom(moves).Draw(t, "draw"))
}

func (m *omMachine) DrawAt(t *rapid.T) {
	tu := m.g.Turn()
	if tu.Seat < 0 {
		t.Skip("no round running")
	}
	pos := rapid.IntRange(0, tu.Cards.Len()-1).Draw(t, "position")
	m.applyDraw(t, variant.DrawAtMove(tu.Seat, pos))
}

func (m *omMachine) NextRound(t *rapid.T) {
	if m.g.Phase() == variant.PhaseDraw {
		m.illegal(t, variant.Move{}, rule.WrongPhase) // any kind 0 move
		before := *m.g
		if err := m.g.Deal(); !errors.Is(err, rule.WrongPhase) || *m.g != before {
			t.Fatalf("Deal during a round: %v", err)
		}
		t.Skip("round running")
	}
	m.deal(t)
}

func (m *omMachine) Illegal(t *rapid.T) {
	tu := m.g.Turn()
	if tu.Seat < 0 {
		s := rapid.IntRange(0, m.n-1).Draw(t, "seat")
		m.illegal(t, variant.DrawAtMove(s, 0), rule.DealOver)
		m.illegal(t, variant.DrawMove(s, card.QueenSpades), rule.DealOver)
		return
	}
	switch rapid.IntRange(0, 6).Draw(t, "kind") {
	case 0: // another seat: one with cards, or a safe one (OM-R8)
		s := rapid.IntRange(0, m.n-1).Filter(func(s int) bool { return s != tu.Seat }).Draw(t, "other")
		m.illegal(t, variant.DrawAtMove(s, 0), rule.NotYourTurn)
	case 1: // a card the seat drawn from does not hold
		c := rapid.SampledFrom((card.Full52 | card.JokerSet).Cards()).Filter(func(c card.Card) bool { return !tu.Cards.Has(c) }).Draw(t, "card")
		m.illegal(t, variant.DrawMove(tu.Seat, c), rule.CardNotHeld)
	case 2: // a position outside the hand drawn from
		pos := rapid.OneOf(rapid.IntRange(-1000, -1), rapid.IntRange(tu.Cards.Len(), 1000)).Draw(t, "badPosition")
		m.illegal(t, variant.DrawAtMove(tu.Seat, pos), rule.CardNotHeld)
	case 3: // another kind of move
		k := rapid.SampledFrom([]variant.Kind{0, variant.Play, variant.Pass, variant.Stock, variant.Push, variant.Announce, variant.Decline, 99}).Draw(t, "kind")
		m.illegal(t, variant.Move{Kind: k, Seat: tu.Seat, Card: card.QueenSpades, Call: variant.NoTrickCall}, rule.WrongPhase)
	case 4: // no such seat
		s := rapid.OneOf(rapid.IntRange(-5, -1), rapid.IntRange(m.n, 9)).Draw(t, "badSeat")
		m.illegal(t, variant.DrawAtMove(s, 0), rule.BadSeat)
	case 5: // a seat drawing from itself
		c, _ := m.hands[tu.Seat].Lowest()
		m.illegal(t, variant.DrawMove(tu.Seat, c), rule.CardNotHeld)
	case 6: // a deal during the round
		before := *m.g
		if err := m.g.DealCards(variant.Dealt{Dealer: m.g.Dealer()}); !errors.Is(err, rule.WrongPhase) || *m.g != before {
			t.Fatalf("DealCards during a round: %v", err)
		}
	}
}

// Clone: a clone evolves exactly as the original under the same moves,
// DrawAt's shuffles included, and the original is untouched by the
// clone's moves.
func (m *omMachine) Clone(t *rapid.T) {
	c := m.g.Clone().(*oldmaid.Game)
	var into oldmaid.Game
	m.g.CloneInto(&into)
	if *c != *m.g || into != *m.g {
		t.Fatalf("a clone differs from the original")
	}
	before := *m.g
	k := rapid.IntRange(1, 30).Draw(t, "cloneMoves")
	var moves []variant.Move
	for i := 0; i < k && c.Phase() == variant.PhaseDraw; i++ {
		tu := c.Turn()
		mv := variant.DrawAtMove(tu.Seat, i%tu.Cards.Len())
		if err := c.Apply(mv); err != nil {
			t.Fatalf("clone: %v", err)
		}
		moves = append(moves, mv)
	}
	if *m.g != before {
		t.Fatalf("moves on a clone changed the original")
	}
	for _, mv := range moves {
		if err := into.Apply(mv); err != nil {
			t.Fatalf("second clone: %v", err)
		}
	}
	if into != *c {
		t.Fatalf("two clones under the same DrawAt moves diverged")
	}
}

// Check holds the invariants after every step.
func (m *omMachine) Check(t *rapid.T) {
	m.checkState(t)
	omCheckViewsJSON(t, m.g, false) // the JSON form: in roundEnded
}

// checkState checks the game against the model and the rules' invariants.
func (m *omMachine) checkState(t *rapid.T) {
	g := m.g
	if g.Over() || len(g.Winners()) != 0 || len(g.Out()) != 0 {
		t.Fatalf("OM-R9: the match never ends")
	}
	for s := 0; s < m.n; s++ {
		if g.Hand(s) != m.hands[s] {
			t.Fatalf("seat %d holds %v, the model %v", s, g.Hand(s), m.hands[s])
		}
		if omHoldsPair(g.Hand(s), m.o.Pairs) {
			t.Fatalf("OM-R4: seat %d holds a pair under %v: %v", s, m.o.Pairs, g.Hand(s))
		}
	}
	// Cards are conserved: hands and discards are disjoint and make the
	// pack; the discards are whole pairs.
	all, count := g.Discards(), g.Discards().Len()
	for s := 0; s < m.n; s++ {
		all |= g.Hand(s)
		count += g.Hand(s).Len()
	}
	if all != m.pack || count != m.pack.Len() || g.Discards() != m.disc {
		t.Fatalf("cards not conserved: hands and discards %v (%d cards), pack %v; discards %v, model %v", all, count, m.pack, g.Discards(), m.disc)
	}
	for _, cl := range omPairClasses(m.o.Pairs) {
		if (g.Discards()&cl).Len()%2 != 0 {
			t.Fatalf("OM-R4: discards %v hold an odd number of %v", g.Discards(), cl)
		}
	}
	var laid card.Set
	for s := 0; s < m.n; s++ {
		laid |= g.Laid(s)
	}
	if laid != g.Discards() {
		t.Fatalf("laid per seat %v, discards %v", laid, g.Discards())
	}
	// Safe seats never act and are never drawn from (OM-R7, OM-R8).
	if tu := g.Turn(); g.Phase() == variant.PhaseDraw {
		if m.hands[tu.Seat] == 0 || tu.From == tu.Seat || m.hands[tu.From] == 0 || tu.Cards != m.hands[tu.From] ||
			tu.From != m.expectedSource(tu.Seat) || tu.Kind != variant.Draw || m.holding().Len() < 2 {
			t.Fatalf("OM-R7/OM-R8: turn %+v with hands %v", tu, m.hands[:m.n])
		}
	} else if tu.Seat != -1 {
		t.Fatalf("seat %d acts in phase %v", tu.Seat, g.Phase())
	}
	for s := 0; s < m.n; s++ {
		if m.lost[s] != g.Totals()[s] {
			t.Fatalf("OM-R9: totals %v, model %v", g.Totals(), m.lost)
		}
	}
	if g.DealsPlayed() != m.rounds {
		t.Fatalf("%d rounds played, model %d", g.DealsPlayed(), m.rounds)
	}
}

// Finish plays on to the end of the round (or for many draws), checking
// the invariants after each draw, so that rounds end often.
func (m *omMachine) Finish(t *rapid.T) {
	k := rapid.IntRange(1, 200).Draw(t, "finish")
	for i := 0; i < k && m.g.Phase() == variant.PhaseDraw; i++ {
		tu := m.g.Turn()
		m.applyDraw(t, variant.DrawAtMove(tu.Seat, rapid.IntRange(0, tu.Cards.Len()-1).Draw(t, "position")))
		m.checkState(t) // the views are checked after the action (Check)
	}
}

// TestOldMaidStateMachine plays random rounds at 2 to 4 seats under every
// combination of pairs, maid and draw-from through the public API: legal
// draws by card and by position, illegal moves of every kind (each must
// leave the game unchanged), new rounds and clones, with the invariants
// (Check) after every step.
func TestOldMaidStateMachine(t *testing.T) {
	for _, p := range allPairs {
		for _, mc := range allMaids {
			for _, d := range allDraws {
				t.Run(fmt.Sprintf("%v/%v/%v", p, mc, d), func(t *testing.T) {
					rapid.Check(t, func(t *rapid.T) {
						m := newOMMachine(t, omOpts(p, mc, d))
						t.Repeat(rapid.StateMachineActions(m))
					})
				})
			}
		}
	}
}
