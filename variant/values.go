package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// CardValues is what the cards are worth at a table, as the game's
// definition gives it, for players and tools that must not rebuild a
// game's tables themselves.
type CardValues struct {
	// Pack is the cards in play after the table size's removals (the
	// game's Rules.Pack).
	Pack card.Set
	// Table is the penalty value of every card (Rules.Table; zero for a
	// game that counts rounds lost).
	Table score.Table
	// Dangerous are the cards a seat least wants to end up with: the big
	// penalty cards of a trick game (Rules.Dangerous) or, in a drawing
	// game, the cards of the odd card's kind.
	Dangerous card.Set
	// Swing is how many points one deal can turn on, for a player that
	// scales what it expects by it: the points of the pack (at least the
	// penalty points in play), or the flat figure that decides a deal of
	// the game (Rules.Swing, such as a failed announcement's penalty). 0
	// for a game that counts rounds lost.
	Swing int
	// PenaltySweep reports whether a seat that takes every penalty card
	// turns the deal's points round (score.PenaltySweep, unless the table
	// plays it off).
	PenaltySweep bool
	// SilentSweep reports whether a seat that takes every trick without
	// announcing it scores a sweep (score.Sweep).
	SilentSweep bool
	// SilentNoTrick reports whether a seat that takes no trick scores
	// without announcing it (score.NoTrick; an announcement only raises
	// the factor). Where it is false only an announced no-trick deal
	// scores (score.AnnouncedNoTrick).
	SilentNoTrick bool
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
