package player

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// mergeEquivalent keeps one card play of each set of equivalent ones
// among opts, the root options of seat v.Seat's card play, and returns
// them: two cards are equivalent when they are of the same suit and the
// same value and no card that another seat may still hold nor a card
// of the trick on the table lies between them (5♠ and 6♠, or 5♠ and 8♠
// once 6♠ and 7♠ are played in earlier tricks). Whichever
// of them is played, every trick goes the same way, so a search that
// weighs one of them learns what it would of the other, and the budget
// of the others goes to the options that differ. The first of each set
// in opts is kept (the heuristic's choice comes first, then the lowest),
// the order of opts otherwise unchanged; moves that are not card plays
// are kept as they are. It reads v only, so it keeps the choice a
// function of the View.
func mergeEquivalent(v *variant.View, opts []variant.Move) []variant.Move {
	var k knowledge
	k.fromView(v)
	// The cards that part two of the seat's: those still out and those
	// of the trick on the table (with a 6♠ on it, 5♠ ducks and 7♠ wins).
	parting := k.out
	for _, c := range k.cur[:k.ncur] {
		parting = parting.Add(c)
	}
	kept := opts[:0]
	for _, m := range opts {
		if m.Kind != variant.Play || !k.equivalentToAny(m.Card, kept, parting) {
			kept = append(kept, m)
		}
	}
	return kept
}

// equivalentToAny reports whether c is equivalent to the card of one of
// the card plays in opts: of its suit and value, no card of parting
// between them (mergeEquivalent).
func (k *knowledge) equivalentToAny(c card.Card, opts []variant.Move, parting card.Set) bool {
	for _, m := range opts {
		if m.Kind != variant.Play || m.Card.Suit() != c.Suit() || k.table.Value(m.Card) != k.table.Value(c) {
			continue
		}
		lo, hi := min(m.Card, c), max(m.Card, c)
		between := card.Set(1)<<(hi&63) - card.Set(1)<<(lo&63+1) // the ranks strictly between
		if between&parting == 0 {
			return true
		}
	}
	return false
}
