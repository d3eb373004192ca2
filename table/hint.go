package table

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/variant"
)

// Hint returns what p would do in the place of the seat of secret, and
// the seat's View it is a hint for: the seat's in-turn move, or, when the
// seat has no turn but may announce out of turn (MAD-R17, SAU-O2), the
// announcement p would make, or a decline. p decides on a copy of the
// game, away from the table's goroutine, so a slow player holds up no
// move; like a built-in player it reads only the seat's View and Sample
// (TT-6). The hint changes nothing at the table. ErrSecret when no seat
// has secret, ErrWaiting while the game is not under way, ErrNoTurn when
// the seat has nothing to decide.
func (t *Table) Hint(secret string, p player.GamePlayer, r *rand.Rand) (variant.Move, variant.View, error) {
	var g variant.Game
	s := -1
	err := t.call(func(a *actor) error {
		seat, err := a.seatOf(secret)
		if err != nil {
			return err
		}
		if a.state != Playing {
			return ErrWaiting
		}
		g, s = a.g.Clone(), seat
		return nil
	})
	if err != nil {
		return variant.Move{}, variant.View{}, err
	}
	v, err := g.View(s)
	if err != nil {
		return variant.Move{}, variant.View{}, err
	}
	switch {
	case v.Turn != nil:
		m, err := p.ChooseIn(g, s, r)
		m.Seat = s
		return m, v, err
	case len(v.Announce) > 0:
		if c, ok := p.AnnounceIn(g, s, r); ok {
			return variant.AnnounceMove(s, c), v, nil
		}
		return variant.DeclineMove(s), v, nil
	}
	return variant.Move{}, v, ErrNoTurn
}
