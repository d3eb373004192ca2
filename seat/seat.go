// Package seat numbers the seats at a table and moves between them, as
// the conventions C-1 to C-6 and C-8 of the [rule book] (German:
// [Regelbuch], Danish: [regelbog]) define them: seats 0 … n-1 clockwise,
// "left" and "next" mean s+1, "right" means s-1, and inactive seats (safe,
// eliminated or sitting out) are skipped by "next active".
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package seat

import (
	"math/bits"
	"strconv"
	"strings"
)

// Max is the largest table any game here is played at.
const Max = 6

// Left returns the seat to the left of s at a table of n (C-2: s+1), the
// next seat clockwise, where dealing and play move (C-4). n must be
// positive and s in 0 … n-1.
func Left(s, n int) int { return (s + 1) % n }

// Right returns the seat to the right of s at a table of n (C-2: s-1).
// n must be positive and s in 0 … n-1.
func Right(s, n int) int { return (s - 1 + n) % n }

// Across returns the seat opposite s (C-3: s + n/2), and false when n is
// odd, where no seat is opposite. n must be positive and s in 0 … n-1.
func Across(s, n int) (int, bool) {
	if n%2 != 0 {
		return 0, false
	}
	return (s + n/2) % n, true
}

// Set is a set of seats as a bitmask (bit s for seat s), for seats 0 to 7.
// The zero Set is empty. Seats outside 0 … 7 are never members: Add
// ignores them and Has reports false.
type Set uint8

// All returns the set of seats 0 … n-1, for n in 0 … 8.
func All(n int) Set { return Set(1<<n - 1) }

// Of returns the set of the given seats; seats outside 0 … 7 are ignored.
func Of(seats ...int) Set {
	var s Set
	for _, x := range seats {
		s = s.Add(x)
	}
	return s
}

// Has reports whether seat x is in s.
func (s Set) Has(x int) bool { return x >= 0 && x < 8 && s&(1<<x) != 0 }

// Add returns s with seat x.
func (s Set) Add(x int) Set {
	if x < 0 || x >= 8 {
		return s
	}
	return s | 1<<x
}

// Remove returns s without seat x.
func (s Set) Remove(x int) Set {
	if x < 0 || x >= 8 {
		return s
	}
	return s &^ (1 << x)
}

// Len returns the number of seats in s.
func (s Set) Len() int { return bits.OnesCount8(uint8(s)) }

// First returns the lowest seat in s, and false if s is empty.
func (s Set) First() (int, bool) {
	if s == 0 {
		return 0, false
	}
	return bits.TrailingZeros8(uint8(s)), true
}

// Next returns nextActive(from) at a table of n (C-5): the first seat of s
// to the left of from, and false if s holds no other seat of the table.
// Unlike C-5's k = n case, from itself is never returned, so a caller
// learns that from is the last active seat. Seats of s at or above n are
// ignored. from must be in 0 … n-1 but need not be in s.
func (s Set) Next(from, n int) (int, bool) {
	for k := 1; k < n; k++ {
		x := (from + k) % n
		if s.Has(x) {
			return x, true
		}
	}
	return 0, false
}

// Prev is Next in the other direction: the first seat of s to the right
// of from (not from itself), and false if s holds no other seat of the
// table.
func (s Set) Prev(from, n int) (int, bool) {
	for k := 1; k < n; k++ {
		x := (from - k + n) % n
		if s.Has(x) {
			return x, true
		}
	}
	return 0, false
}

// Seats returns the seats of s in ascending order.
func (s Set) Seats() []int {
	out := make([]int, 0, s.Len())
	for x := 0; x < 8; x++ {
		if s.Has(x) {
			out = append(out, x)
		}
	}
	return out
}

// String returns the seats as "{0 2 3}".
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, x := range s.Seats() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(x))
	}
	b.WriteByte('}')
	return b.String()
}
