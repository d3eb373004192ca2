package record

import (
	"errors"
	"fmt"
	"slices"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// Recorder plays a game and writes its record at the same time: a server
// or a command-line game deals and applies every move through it, and
// Record returns the record of everything so far, which Judge replays to
// the same scores (the round trip).
//
// Each deal is recorded with the hands exactly as dealt and the stock,
// and each accepted move in the order it was applied, the out-of-turn
// announcements included. A refused move is not recorded. Two kinds of
// move are written as records hold them: an Old Maid DrawAt (a position
// in the shuffled hand, OM-R6) becomes the Draw of the card that came, and
// a Decline of the turn-based announcement round (MAD-A9) is left out, as
// records hold announcements out of turn, and so is a Take of the stock
// (SAU-O6), since the Stock move that follows says what was put back.
type Recorder struct {
	g   variant.Game
	rec Record
}

// dealtHands is what the engine's games offer to read the cards as dealt.
type dealtHands interface {
	DealtHand(s int) card.Set
}

// dealtStock is offered by the games with a stock.
type dealtStock interface {
	DealtStock() card.Set
}

// hands reads a seat's current hand (both engines offer it).
type hands interface {
	Hand(s int) card.Set
}

// carrier is offered by Schwarze Sau's game (SAU-A12).
type carrier interface {
	Carry() (nextDeal, nextMatch []int)
}

// NewRecorder starts recording g, which must be between deals (before its
// first deal, or after a deal has ended). When g is a match in progress,
// the record starts with its totals, out seats, carry and deals played, so
// that it can be judged on its own.
func NewRecorder(g variant.Game) (*Recorder, error) {
	if g == nil {
		return nil, errors.New("record: NewRecorder of a nil game")
	}
	switch g.Phase() {
	case variant.PhaseDeal, variant.PhaseDealOver:
	default:
		return nil, rule.Fact(rule.WrongPhase, "", rule.NoSeat, rule.Facts{Sentence: sentence.RecordBetweenDeals, Phase: g.Phase().String()})
	}
	if _, ok := g.(dealtHands); !ok {
		return nil, fmt.Errorf("record: the game %v does not tell the hands as dealt", g.Name())
	}
	o, err := games.WithSetup(games.Named(g.Name()), g.Options(), variant.Setup{}) // a record holds no Setup
	if err != nil {
		return nil, err
	}
	rec := Record{Game: games.Named(g.Name()), Seats: g.Seats(), Options: o, DealsPlayed: g.DealsPlayed()}
	if t := g.Totals(); !allZero(t) {
		rec.Totals = t
	}
	if out := g.Out(); len(out) > 0 {
		rec.Out = out
	}
	if c, ok := g.(carrier); ok {
		if next, _ := c.Carry(); !allZero(next) {
			rec.Carry = next
		}
	}
	return &Recorder{g: g, rec: rec}, nil
}

// allZero reports whether every x of xs is 0 (true for none).
func allZero(xs []int) bool {
	for _, x := range xs {
		if x != 0 {
			return false
		}
	}
	return true
}

// Game returns the game being recorded. Moves applied to it directly,
// not through the Recorder, are not recorded.
func (r *Recorder) Game() variant.Game { return r.g }

// Deal deals the next deal from the game's own random source
// (variant.Game.Deal) and records the cards as dealt.
func (r *Recorder) Deal() error {
	if err := r.g.Deal(); err != nil {
		return err
	}
	r.recordDeal()
	return nil
}

// DealCards deals the given cards (variant.Game.DealCards) and records
// them.
func (r *Recorder) DealCards(d variant.Dealt) error {
	if err := r.g.DealCards(d); err != nil {
		return err
	}
	r.recordDeal()
	return nil
}

// recordDeal appends the deal just dealt: dealer, hands and stock as
// dealt, no actions yet.
func (r *Recorder) recordDeal() {
	n := r.g.Seats()
	dh := r.g.(dealtHands)
	d := Deal{Dealer: r.g.Dealer(), Hands: make([][]card.Card, n), Actions: []variant.Move{}}
	if r.g.Phase() == variant.PhaseDealOver || r.g.Phase() == variant.PhaseMatchOver {
		// A void deal (MAD-A3) or an Old Maid round that ended at the
		// discard: the dealer may have rotated already.
		if res, ok := r.g.Result(); ok {
			d.Dealer = res.Dealer
		}
	}
	for s := 0; s < n; s++ {
		d.Hands[s] = dh.DealtHand(s).Cards()
	}
	if ds, ok := r.g.(dealtStock); ok {
		if st := ds.DealtStock(); st != 0 {
			d.Stock = st.Cards()
		}
	}
	r.rec.Deals = append(r.rec.Deals, d)
}

// Apply applies m to the game and records it when it is legal.
func (r *Recorder) Apply(m variant.Move) error {
	if len(r.rec.Deals) == 0 {
		return rule.Fact(rule.DealOver, "", m.Seat, rule.Facts{Sentence: sentence.NoDealYet})
	}
	t := r.g.Turn()
	if err := r.g.Apply(m); err != nil {
		return err
	}
	switch m.Kind {
	case variant.Decline, variant.Take:
		return nil
	case variant.DrawAt:
		// The card that came is the one the drawn-from seat no longer
		// holds (OM-R6).
		if h, ok := r.g.(hands); ok && t.From >= 0 {
			if c, ok := (t.Cards &^ h.Hand(t.From)).Lowest(); ok {
				m = variant.DrawMove(m.Seat, c)
			}
		}
	}
	d := &r.rec.Deals[len(r.rec.Deals)-1]
	d.Actions = append(d.Actions, m)
	return nil
}

// Record returns a copy of the record so far.
func (r *Recorder) Record() *Record {
	c := r.rec
	// slices.Clone keeps nil as nil: an absent field stays absent.
	c.Totals, c.Out, c.Carry = slices.Clone(r.rec.Totals), slices.Clone(r.rec.Out), slices.Clone(r.rec.Carry)
	c.Deals = make([]Deal, len(r.rec.Deals))
	for i, d := range r.rec.Deals {
		nd := Deal{Dealer: d.Dealer, Stock: slices.Clone(d.Stock), Actions: append([]variant.Move{}, d.Actions...)}
		nd.Hands = make([][]card.Card, len(d.Hands))
		for s, h := range d.Hands {
			nd.Hands[s] = append([]card.Card{}, h...)
		}
		c.Deals[i] = nd
	}
	return &c
}
