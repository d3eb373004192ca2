package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// CardValues is what the cards are worth at a table, as the game's
// definition gives it, for players and tools that must not rebuild a
// game's tables themselves.
type CardValues struct {
	// Pack is the cards in play after the table size's removals (MAD-R3,
	// BM-R1, SH-R1, SAU-R4, OM-R1).
	Pack card.Set
	// Table is the penalty value of every card (MAD-R2, BM-R7, SH-R8,
	// SAU-R2; zero for Old Maid, which counts rounds lost).
	Table score.Table
	// Dangerous are the cards a seat least wants to end up with: the big
	// penalty cards (Q♠ in every trick game; K♠ and A♠ too in Black
	// Maria; J♣ too in Schwarze Sau) and, in Old Maid, the cards of the
	// maid's kind (the queens, the joker or the jacks).
	Dangerous card.Set
	// Swing is how many points one deal can turn on, for a player that
	// scales what it expects by it: the points of the pack (at least the
	// penalty points in play), or the flat figure that decides a deal of
	// the game (a failed Jungfrau announcement in Schwarze Madonna, 48,
	// MAD-R22; a Sau contract, 30, SAU-O4). 0 for Old Maid.
	Swing int
	// Moon reports whether a seat that takes every heart and the Q♠ turns
	// the deal's points round (Hearts' moon, SH-R9, unless the table plays
	// it off).
	Moon bool
	// SilentDurchmarsch reports whether a seat that takes every trick
	// without announcing it scores a Durchmarsch (MAD-R23; SAU-O3 when the
	// table plays it).
	SilentDurchmarsch bool
	// SilentJungfrau reports whether a seat that takes no trick scores a
	// Jungfrau without announcing it (MAD-R24: the others' points are
	// doubled; an announcement only raises the factor). In Schwarze Sau
	// only an announced Jungfrau scores (SAU-O2).
	SilentJungfrau bool
}

// ValuesOf returns the card values of game g at a table of seats with
// options o. It fails as Validate does.
func ValuesOf(g Definition, seats int, o Options) (CardValues, error) {
	if err := Validate(g, seats, o); err != nil {
		return CardValues{}, err
	}
	return g.cardValues(seats, o)
}

// cardValues returns g's card values at a table of seats with options o:
// read from its Rules, without compiling them (a player asks at every
// decision).
func (g Definition) cardValues(seats int, o Options) (CardValues, error) {
	if g.Rules == nil {
		return g.Values(seats, o)
	}
	r := g.Rules(seats, o)
	return r.values(), nil
}

// Values returns the card values of v's table (ValuesOf of its game,
// seats and options), or the zero CardValues if the view does not name a
// valid table.
//
// It does not run Validate's full option check (a View comes from a game
// whose options New validated, or from JSON whose options ParseOptions
// checked): only the game, the table size and the composition, so that a
// player may ask for it at every decision.
func (v *View) Values() CardValues {
	g, ok := builtin(v.Game)
	if !ok || v.Seats < g.MinSeats || v.Seats > g.MaxSeats {
		return CardValues{}
	}
	cv, err := g.cardValues(v.Seats, v.Options)
	if err != nil {
		return CardValues{}
	}
	return cv
}
