package card

import (
	"bytes"
	"encoding/json"
	"iter"
	"math/bits"
	"math/rand/v2"
)

// Set is a set of cards as a bitset: bit c is set when Card c is a member.
// The zero Set is empty. Sets are plain values: == compares them, and
// every method works on a copy without allocating.
type Set uint64

// Well-known sets.
const (
	// Empty is the empty set.
	Empty Set = 0
	// suitBits holds ranks 2..14 of one suit in the low 16 bits.
	suitBits Set = 0x7FFC
	// ClubsSet holds the 13 clubs, 2C to AC.
	ClubsSet Set = suitBits << (16 * Clubs)
	// DiamondsSet holds the 13 diamonds, 2D to AD.
	DiamondsSet Set = suitBits << (16 * Diamonds)
	// HeartsSet holds the 13 hearts, 2H to AH.
	HeartsSet Set = suitBits << (16 * Hearts)
	// SpadesSet holds the 13 spades, 2S to AS.
	SpadesSet Set = suitBits << (16 * Spades)
	// Full52 is the 52-card French pack.
	Full52 Set = ClubsSet | DiamondsSet | HeartsSet | SpadesSet
	// JokerSet holds only the Joker.
	JokerSet Set = 1 << Joker
)

// Of returns the set holding exactly the given cards; invalid cards are
// ignored.
func Of(cards ...Card) Set {
	var s Set
	for _, c := range cards {
		s = s.Add(c)
	}
	return s
}

// SuitSet returns the set of all 13 cards of suit s (empty for NoSuit).
func SuitSet(s Suit) Set {
	// A shift of 64 or more gives 0 in Go: NoSuit and every invalid suit
	// have no cards, with no branch.
	return suitBits << (16 * uint(s))
}

// RankSet returns the set of the four cards of rank r (the Joker alone for
// JokerRank).
func RankSet(r Rank) Set {
	if r == JokerRank {
		return JokerSet
	}
	if r < Two || r > Ace {
		return 0
	}
	b := Set(1) << r
	return b | b<<16 | b<<32 | b<<48
}

// RangeSet returns the cards of every suit whose rank lies in [lo, hi]
// (RangeSet(Seven, Ace) is the 32-card pack). The Joker is never included.
func RangeSet(lo, hi Rank) Set {
	var s Set
	for r := lo; r <= hi && r <= Ace; r++ {
		s |= RankSet(r)
	}
	return s
}

// validBits holds the bit of every valid card.
const validBits = Full52 | JokerSet

// bit returns the set holding only c, or the empty set for an invalid c.
// It has no branch because Has and Add sit on every hot path: a shift of
// 64 or more gives 0 in Go.
func bit(c Card) Set { return 1 << c & validBits }

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return s&bit(c) != 0 }

// Add returns s with c added. Invalid cards are ignored.
func (s Set) Add(c Card) Set { return s | bit(c) }

// Remove returns s without c.
func (s Set) Remove(c Card) Set { return s &^ bit(c) }

// Union returns the cards in s or t.
func (s Set) Union(t Set) Set { return s | t }

// Intersect returns the cards in both s and t.
func (s Set) Intersect(t Set) Set { return s & t }

// Minus returns the cards in s that are not in t.
func (s Set) Minus(t Set) Set { return s &^ t }

// ContainsAll reports whether every card of t is in s.
func (s Set) ContainsAll(t Set) bool { return t&^s == 0 }

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// IsEmpty reports whether s has no cards.
func (s Set) IsEmpty() bool { return s == 0 }

// OfSuit returns the cards of s in suit u.
func (s Set) OfSuit(u Suit) Set { return s & SuitSet(u) }

// HasSuit reports whether s holds a card of suit u.
func (s Set) HasSuit(u Suit) bool { return s&SuitSet(u) != 0 }

// Lowest returns the lowest card of s in canonical order, and false if s
// is empty.
func (s Set) Lowest() (Card, bool) {
	if s == 0 {
		return 0, false
	}
	return Card(bits.TrailingZeros64(uint64(s))), true
}

// Highest returns the highest card of s in canonical order, and false if s
// is empty.
func (s Set) Highest() (Card, bool) {
	if s == 0 {
		return 0, false
	}
	return Card(63 - bits.LeadingZeros64(uint64(s))), true
}

// Nth returns the n-th card of s (0-based, canonical order), and false if
// n is out of range. It takes the same few instructions whatever n and s
// are, with no branch on them (a broadword select), so picking a random
// card of a hand costs no mispredicted branch.
func (s Set) Nth(n int) (Card, bool) {
	prefix := prefixCounts(uint64(s))
	if n < 0 || n >= int(prefix>>56) {
		return 0, false
	}
	return Card(selectBit(uint64(s), prefix, n)), true
}

// Random returns a uniformly random card of s drawn from src, and false
// (drawing nothing) if s is empty. It is Nth of a position drawn as
// Lemire's multiply and shift draws it, with the rejection step, so every
// card is exactly as likely: Nth(hi) for hi, lo = bits.Mul64(src.Uint64(),
// Len()), drawn again while lo < 2⁶⁴ mod Len(). The same src state gives
// the same card. It draws from the concrete generator (no interface call),
// for playouts. It does not allocate.
func (s Set) Random(src *rand.PCG) (Card, bool) {
	// The count is the top byte of the prefix counts Nth needs anyway,
	// not a popcount: without a POPCNT instruction (GOAMD64=v1) a
	// popcount is a call to math/bits on that path, and a function that
	// may call checks the stack on every call, where Random, calling
	// nothing, need not. The rare redraw (a chance below n in 2⁶⁴) is a
	// loop here, not a call.
	prefix := prefixCounts(uint64(s))
	n := prefix >> 56
	if n == 0 {
		return 0, false
	}
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		thresh := -n % n // 2⁶⁴ mod n, below n
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), n)
		}
	}
	return Card(selectBit(uint64(s), prefix, int(hi))), true
}

// Index returns the position of c in s (0-based, canonical order), and
// false if c is not in s. It is the inverse of Nth.
func (s Set) Index(c Card) (int, bool) {
	if !s.Has(c) {
		return 0, false
	}
	return bits.OnesCount64(uint64(s) & (uint64(1)<<c - 1)), true
}

// All returns an iterator over the cards of s in canonical order. It does
// not allocate.
func (s Set) All() iter.Seq[Card] {
	return func(yield func(Card) bool) {
		for s != 0 {
			c := Card(bits.TrailingZeros64(uint64(s)))
			if !yield(c) {
				return
			}
			s &= s - 1
		}
	}
}

// Next removes and returns the lowest card of *s, and false when *s is
// empty. It is the allocation-free loop for hot paths:
//
//	for c, ok := s.Next(); ok; c, ok = s.Next() { ... }
func (s *Set) Next() (Card, bool) {
	if *s == 0 {
		return 0, false
	}
	c := Card(bits.TrailingZeros64(uint64(*s)))
	*s &= *s - 1
	return c, true
}

// AppendCards appends the cards of s to dst in canonical order.
func (s Set) AppendCards(dst []Card) []Card {
	for s != 0 {
		dst = append(dst, Card(bits.TrailingZeros64(uint64(s))))
		s &= s - 1
	}
	return dst
}

// Cards returns the cards of s in canonical order as a new slice.
func (s Set) Cards() []Card { return s.AppendCards(make([]Card, 0, s.Len())) }

// Valid reports whether every bit of s is a valid card.
func (s Set) Valid() bool { return s&^(Full52|JokerSet) == 0 }

// appendTo appends the cards of s in canonical notation, separated by
// single spaces, to b.
func (s Set) appendTo(b []byte) []byte {
	first := true
	for s != 0 {
		c := Card(bits.TrailingZeros64(uint64(s)))
		if !first {
			b = append(b, ' ')
		}
		first = false
		b = c.appendTo(b)
		s &= s - 1
	}
	return b
}

// String returns the cards of s separated by spaces ("7C QS 10H" in
// canonical order: "7C 10H QS").
func (s Set) String() string { return string(s.appendTo(nil)) }

// AppendText implements encoding.TextAppender: it appends the cards
// separated by spaces, as appendTo does. A set holding a bit that is not a
// valid card is an error wrapping ErrInvalid.
func (s Set) AppendText(b []byte) ([]byte, error) {
	if !s.Valid() {
		return b, &ParseError{Input: "set", Reason: "holds invalid card values", Err: ErrInvalid}
	}
	return s.appendTo(b), nil
}

// MarshalText implements encoding.TextMarshaler: the cards separated by
// spaces. A set holding a bit that is not a valid card is an error
// wrapping ErrInvalid.
func (s Set) MarshalText() ([]byte, error) { return s.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with ParseSet.
func (s *Set) UnmarshalText(text []byte) error {
	p, err := ParseSet(string(text))
	if err != nil {
		return err
	}
	*s = p
	return nil
}

// MarshalJSON encodes s as a JSON array of cards in canonical order
// (["7C","10H","QS"]), the form game records use.
func (s Set) MarshalJSON() ([]byte, error) {
	if !s.Valid() {
		return nil, &ParseError{Input: "set", Reason: "holds invalid card values", Err: ErrInvalid}
	}
	b := make([]byte, 0, 2+s.Len()*6)
	b = append(b, '[')
	first := true
	for c := range s.All() {
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, '"')
		b = c.appendTo(b)
		b = append(b, '"')
	}
	return append(b, ']'), nil
}

// UnmarshalJSON decodes a JSON array of cards, or a string in the form of
// ParseSet. A card that cannot be read, a null element and a repeated card
// are each a *ParseError wrapping ErrSyntax; a value of another JSON type
// (a number, an object) is the error of encoding/json. The JSON literal
// null leaves s unchanged, as encoding/json does for other types.
func (s *Set) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	var list []Card
	if err := json.Unmarshal(data, &list); err != nil {
		var text string
		if json.Unmarshal(data, &text) == nil {
			return s.UnmarshalText([]byte(text))
		}
		return err
	}
	var out Set
	for _, c := range list {
		if !c.Valid() {
			// Only a JSON null leaves an element at the zero Card:
			// every string is either a valid card or an error.
			return &ParseError{Input: "null", Reason: "null is not a card", Err: ErrSyntax}
		}
		if out.Has(c) {
			return &ParseError{Input: c.String(), Reason: "card repeated", Err: ErrSyntax}
		}
		out = out.Add(c)
	}
	*s = out
	return nil
}

// ParseSet reads cards separated by spaces and/or commas ("QS, 10h 7♣").
// The empty string is the empty set. A repeated card is an error.
func ParseSet(text string) (Set, error) {
	var out Set
	start := -1
	flush := func(end int) error {
		if start < 0 {
			return nil
		}
		c, err := Parse(text[start:end])
		if err != nil {
			return err
		}
		if out.Has(c) {
			return &ParseError{Input: text[start:end], Reason: "card repeated", Err: ErrSyntax}
		}
		out = out.Add(c)
		start = -1
		return nil
	}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ' ', ',', '\t', '\n', '\r':
			if err := flush(i); err != nil {
				return 0, err
			}
		default:
			if start < 0 {
				start = i
			}
		}
	}
	if err := flush(len(text)); err != nil {
		return 0, err
	}
	return out, nil
}

// MustParseSet is ParseSet for tests and examples: it panics on error.
func MustParseSet(text string) Set {
	s, err := ParseSet(text)
	if err != nil {
		panic(err)
	}
	return s
}
