package player

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// Random chooses uniformly among the legal choices of its View: a card to
// play, three cards to pass, a legal stock exchange or a push (each legal
// exchange and the push equally likely), taking the Sau stock or pushing
// it unseen (each half the time), an announcement or a decline in a
// turn-based announcement round, and a position to draw from in Old Maid.
//
// The zero Random is ready to use: the rules a stock exchange depends on
// (MAD-A3's PassPenaltyCards, MAD-A13's MustChangeStock) reach it through
// the View's Turn.Must and Turn.Forbidden.
type Random struct {
	// AnnounceChance is the chance, each time the seat is asked during the
	// announcement window, that it makes one of the announcements it may
	// make, chosen uniformly. Zero means it never announces out of turn.
	AnnounceChance float64
}

// Choose returns a uniformly random legal move of v's seat.
func (p Random) Choose(v variant.View, r *rand.Rand) (variant.Move, error) {
	t := v.Turn
	if t == nil {
		return variant.Move{}, ErrNoTurn
	}
	s := v.Seat
	switch t.Kind {
	case variant.Play:
		if t.Cards.IsEmpty() {
			return variant.Move{}, ErrNoTurn
		}
		c, _ := t.Cards.Nth(r.IntN(t.Cards.Len()))
		return variant.PlayMove(s, c), nil
	case variant.Draw:
		return randomDraw(v, r)
	case variant.Pass:
		return variant.PassMove(s, randomSubset(t.Cards, t.Count, r)), nil
	case variant.Stock:
		choices := stockChoices(t)
		k := len(choices)
		if t.CanPush {
			k++
		}
		if k == 0 {
			return variant.Move{}, ErrNoTurn
		}
		i := r.IntN(k)
		if i == len(choices) {
			return variant.PushMove(s), nil
		}
		return variant.StockMove(s, choices[i]), nil
	case variant.Take:
		if t.CanPush && r.IntN(2) == 0 {
			return variant.PushMove(s), nil // SAU-O6
		}
		return variant.TakeMove(s), nil
	case variant.Announce:
		i := r.IntN(len(v.Announce) + 1)
		if i == len(v.Announce) {
			return variant.DeclineMove(s), nil
		}
		return variant.AnnounceMove(s, v.Announce[i].Call), nil
	}
	return variant.Move{}, ErrNoTurn
}

// Announce makes a uniformly chosen announcement of v.Announce with
// probability AnnounceChance.
func (p Random) Announce(v variant.View, r *rand.Rand) (variant.Call, bool) {
	if len(v.Announce) == 0 || p.AnnounceChance <= 0 || r.Float64() >= p.AnnounceChance {
		return variant.NoCall, false
	}
	return v.Announce[r.IntN(len(v.Announce))].Call, true
}

// randomDraw draws from a uniformly random position of the drawn-from
// hand (OM-R6); the game shuffles that hand, so no choice is better than
// another.
func randomDraw(v variant.View, r *rand.Rand) (variant.Move, error) {
	t := v.Turn
	if t.From >= 0 && t.From < len(v.HandSizes) && v.HandSizes[t.From] > 0 {
		return variant.DrawAtMove(v.Seat, r.IntN(v.HandSizes[t.From])), nil
	}
	if !t.Cards.IsEmpty() {
		c, _ := t.Cards.Nth(r.IntN(t.Cards.Len()))
		return variant.DrawMove(v.Seat, c), nil
	}
	return variant.Move{}, ErrNoTurn
}

// randomSubset returns k cards of s chosen uniformly (all of s if it has
// fewer).
func randomSubset(s card.Set, k int, r *rand.Rand) card.Set {
	var out card.Set
	for ; k > 0 && !s.IsEmpty(); k-- {
		c, _ := s.Nth(r.IntN(s.Len()))
		out = out.Add(c)
		s = s.Remove(c)
	}
	return out
}

// stockOK reports whether putting back cards is a legal stock exchange on
// turn t: Count cards of Turn.Cards, every card of Turn.Must included
// (MAD-A3 PassPenaltyCards: a seat short of passable cards puts back all of
// them), and not Turn.Forbidden (MAD-A13 MustChangeStock: not exactly the
// two cards taken).
func stockOK(t *variant.Turn, cards card.Set) bool {
	if cards.Len() != t.Count || !t.Cards.ContainsAll(cards) {
		return false
	}
	if !cards.ContainsAll(t.Must) {
		return false // MAD-A3: all passable cards before any penalty card
	}
	return t.Forbidden == 0 || cards != t.Forbidden // MAD-A13
}

// stockChoices returns every legal stock exchange of turn t, in canonical
// order.
func stockChoices(t *variant.Turn) []card.Set {
	cards := t.Cards.Cards()
	var out []card.Set
	for i := range cards {
		for j := i + 1; j < len(cards); j++ {
			s := card.Of(cards[i], cards[j])
			if stockOK(t, s) {
				out = append(out, s)
			}
		}
	}
	return out
}
