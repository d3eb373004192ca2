// Package score holds the generic parts of a trick-avoidance game's
// scoring, which each game composes into its scorer (variant.Scorer):
// penalty tables (Table, built with Set, SetAll and SetFace; its bonus
// cards, Bonus, such as an Omnibus card), the facts of a finished deal
// (Facts: the tricks and cards each seat took, the announcements;
// FailedAnnouncers for announcements that failed and the early end they
// bring, Sweeper for a seat that took every trick, TookAll for one that
// took every penalty card),
// plain card points (CardPoints), the outcomes a record names (Outcome)
// and the terms that explain a score (Term; Explanation and its builders
// Add, Scale, Cards, Spare, which record nothing on a nil Explanation, so
// that a scorer written once both scores without allocating and
// explains).
// It names no game and cites no rule of one: each game writes its own
// scorer from these parts (factors for no trick, contracts, the penalty
// sweep scored to the others or deducted), cites its own rule IDs
// (Term.Ref) and declares the option types its scoring reads; the
// README's table says where.
// Points are minus points: lower is better. The rules are those of the
// [rule book] (German: [Regelbuch], Danish: [regelbog]).
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package score

import (
	"math/bits"

	"github.com/blackqueen/rules/card"
)

// Table gives each card its penalty value, in minus points. The zero
// Table values every card at 0. A Table is a plain value (144 bytes) that
// compares with ==; its methods take a pointer only to avoid the copy.
// The total at stake in a deal is Points of the cards in play, so a
// removed card simply does not count.
type Table struct {
	values [64]int16
	mask   card.Set // the cards with a non-zero value
	// ones are the cards valued exactly 1 (the hearts of most tables):
	// Points counts them with one popcount and adds the others one by one.
	ones card.Set
	// bonus are the cards valued below 0 (Bonus), kept so that a scorer
	// asks for them without a walk over the table.
	bonus card.Set
}

// Set returns t with card c valued v; an invalid card leaves t unchanged.
// Values are stored in 16 bits: v must lie in -32768 … 32767.
func (t Table) Set(c card.Card, v int) Table {
	if !c.Valid() {
		return t
	}
	t.values[c] = int16(v)
	if v != 0 {
		t.mask = t.mask.Add(c)
	} else {
		t.mask = t.mask.Remove(c)
	}
	if int16(v) == 1 {
		t.ones = t.ones.Add(c)
	} else {
		t.ones = t.ones.Remove(c)
	}
	if int16(v) < 0 {
		t.bonus = t.bonus.Add(c)
	} else {
		t.bonus = t.bonus.Remove(c)
	}
	return t
}

// Value returns the penalty value of c (0 for an invalid card).
func (t *Table) Value(c card.Card) int {
	if !c.Valid() {
		return 0
	}
	return int(t.values[c])
}

// Valued returns the cards with a non-zero value, bonus cards (valued
// below 0) included.
func (t *Table) Valued() card.Set { return t.mask }

// Points returns the sum of the values of the cards in s. It does not
// allocate.
func (t *Table) Points(s card.Set) int {
	sum := (s & t.ones).Len()
	for s &= t.mask &^ t.ones; s != 0; s &= s - 1 {
		// The lowest card of s, below 64 (the mask spares the bounds
		// check): a loop the compiler inlines, unlike one of s.Next().
		sum += int(t.values[bits.TrailingZeros64(uint64(s))&63])
	}
	return sum
}

// SetAll returns t with every card of s valued v.
func (t Table) SetAll(s card.Set, v int) Table {
	for c := range s.All() {
		t = t.Set(c, v)
	}
	return t
}

// SetFace returns t with every card of s valued by its rank: 2 to 10 at
// face value, the jack 11, the queen 12, the king 13, the ace 14 (hearts
// that score their pips, say).
func (t Table) SetFace(s card.Set) Table {
	for c := range s.All() {
		t = t.Set(c, int(c.Rank()))
	}
	return t
}
