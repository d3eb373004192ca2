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
	// PenaltySweep reports whether a seat that takes every heart and the Q♠ turns
	// the deal's points round (Hearts' moon, SH-R9, unless the table plays
	// it off).
	PenaltySweep bool
	// SilentSweep reports whether a seat that takes every trick
	// without announcing it scores a Durchmarsch (MAD-R23; SAU-O3 when the
	// table plays it).
	SilentSweep bool
	// SilentNoTrick reports whether a seat that takes no trick scores a
	// Jungfrau without announcing it (MAD-R24: the others' points are
	// doubled; an announcement only raises the factor). In Schwarze Sau
	// only an announced Jungfrau scores (SAU-O2).
	SilentNoTrick bool
}

// ValuesOf returns the card values of game g at a table of seats with
// options o. It fails as Validate does.
func ValuesOf(g Definition, seats int, o Options) (CardValues, error) {
	if err := Validate(g, seats, o); err != nil {
		return CardValues{}, err
	}
	return g.CardValues(seats, o)
}

// CardValues returns g's card values at a table of seats with options o
// that Validate has accepted, without checking them again (a player asks
// at every decision): read from its Rules, without compiling them, or
// from its Values. A game with neither has the zero CardValues.
func (g Definition) CardValues(seats int, o Options) (CardValues, error) {
	switch {
	case g.Rules != nil:
		r := g.Rules(seats, o)
		return r.values(), nil
	case g.Values != nil:
		return g.Values(seats, o)
	}
	return CardValues{}, nil
}
