// Package trick holds a trick as a value and the rules of what may be
// played to it: follow suit (TT-2), the trick winner (TT-3), and the
// restrictions a game may add, composed as small named rules that each
// game picks: an opening lead (a given card, or any card of its suit), a
// held suit that may not be led until a card breaks it, and penalty
// cards kept off the first trick; and Chooser, the policy an engine asks
// for the cards of a playout. The core rules are TT-1 to TT-4 of the
// [rule book] (German: [Regelbuch], Danish: [regelbog]); a game gives
// the rule IDs its restrictions cite (Rules.Refs).
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package trick

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
)

// Play is one card played to a trick by a seat.
type Play struct {
	// Seat is the seat that played.
	Seat uint8 `json:"seat"`
	// Card is the card it played.
	Card card.Card `json:"card"`
}

// Trick is the cards played to one trick, in order. The zero Trick is an
// empty trick. It is a plain value of a few bytes: copying it copies the
// trick.
type Trick struct {
	n     uint8
	win   uint8     // the index of the play that wins so far (TT-3)
	best  card.Card // the card it played
	plays [seat.Max]Play
}

// Len returns how many cards have been played to t.
func (t *Trick) Len() int { return int(t.n) }

// IsEmpty reports whether no card has been played to t.
func (t *Trick) IsEmpty() bool { return t.n == 0 }

// Leader returns the seat that led t, and false if t is empty.
func (t *Trick) Leader() (int, bool) {
	if t.n == 0 {
		return 0, false
	}
	return int(t.plays[0].Seat), true
}

// Led returns the suit led, or card.NoSuit if t is empty.
func (t *Trick) Led() card.Suit {
	if t.n == 0 {
		return card.NoSuit
	}
	return t.plays[0].Card.Suit()
}

// Plays returns the plays in order. The slice aliases t and is for
// reading: Add is the way to play to t.
func (t *Trick) Plays() []Play { return t.plays[:t.n] }

// Play returns the i-th play (0 is the lead). It panics if i is not in
// 0 … t.Len()-1, like an index out of range.
func (t *Trick) Play(i int) Play { return t.plays[:t.n][i] }

// Cards returns the cards of t as a set.
func (t *Trick) Cards() card.Set {
	var s card.Set
	for _, p := range t.plays[:t.n] {
		s = s.Add(p.Card)
	}
	return s
}

// Add appends seat s playing c. It does not check legality (see Rules);
// it reports false, changing nothing, if the trick already holds
// seat.Max cards or s is not a seat number (0 to seat.Max-1).
func (t *Trick) Add(s int, c card.Card) bool {
	n := t.n
	if n >= seat.Max || uint(s) >= seat.Max {
		return false
	}
	t.plays[n] = Play{Seat: uint8(s), Card: c}
	t.n = n + 1
	// The winner so far holds the highest card of the led suit, so c
	// takes the trick over exactly when it is a higher card of that suit
	// (TT-3): Winner needs no loop.
	if n == 0 || c > t.best && c.Suit() == t.best.Suit() {
		t.win, t.best = n, c
	}
	return true
}

// Winner returns the seat that played the highest card of the led suit
// (TT-3) and that card, and false if t is empty. Cards of other suits never
// win, so a lone lead wins its own trick. Add keeps the winner as cards
// fall, so Winner only reads it. It does not allocate.
func (t *Trick) Winner() (int, card.Card, bool) {
	if t.n == 0 {
		return 0, 0, false
	}
	best := t.plays[t.win%seat.Max]
	return int(best.Seat), best.Card, true
}
