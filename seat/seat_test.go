package seat_test

import (
	"flag"
	"os"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/seat"
)

// rapidSeed is the fixed seed of every rapid property in this package;
// rapid prints the failing seed ("-rapid.seed=N") and a fail file to
// replay. Pass -rapid.seed or RAPID_SEED to explore other seeds.
const rapidSeed = 20260102

func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("rapid.seed"); f != nil && f.Value.String() == "0" {
		if err := f.Value.Set(strconv.FormatUint(rapidSeed, 10)); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// TestLeftRight pins left(s) = (s+1) mod n and right(s) = (s-1+n) mod n
// for every table size the games use.
func TestLeftRight(t *testing.T) { t.Run("C-2", testLeftRight) }

func testLeftRight(t *testing.T) {
	tests := []struct {
		n           int
		left, right []int
	}{
		{2, []int{1, 0}, []int{1, 0}},
		{3, []int{1, 2, 0}, []int{2, 0, 1}},
		{4, []int{1, 2, 3, 0}, []int{3, 0, 1, 2}},
		{5, []int{1, 2, 3, 4, 0}, []int{4, 0, 1, 2, 3}},
		{6, []int{1, 2, 3, 4, 5, 0}, []int{5, 0, 1, 2, 3, 4}},
	}
	for _, tt := range tests {
		var left, right []int
		for s := range tt.n {
			left = append(left, seat.Left(s, tt.n))
			right = append(right, seat.Right(s, tt.n))
		}
		if diff := cmp.Diff(tt.left, left); diff != "" {
			t.Errorf("Left at %d seats mismatch (-want +got):\n%s", tt.n, diff)
		}
		if diff := cmp.Diff(tt.right, right); diff != "" {
			t.Errorf("Right at %d seats mismatch (-want +got):\n%s", tt.n, diff)
		}
		for s := range tt.n {
			if seat.Right(seat.Left(s, tt.n), tt.n) != s || seat.Left(seat.Right(s, tt.n), tt.n) != s {
				t.Errorf("Left and Right are not inverse at seat %d of %d", s, tt.n)
			}
			// C-4: n steps to the left go once around the table.
			x := s
			for range tt.n {
				x = seat.Left(x, tt.n)
			}
			if x != s {
				t.Errorf("%d steps left from seat %d reach %d", tt.n, s, x)
			}
		}
	}
	if seat.Left(0, 1) != 0 || seat.Right(0, 1) != 0 {
		t.Error("at a table of one, Left and Right of seat 0 are not 0")
	}
}

// TestAcross pins across(s) = (s + n/2) mod n for even n (4 players:
// s+2; 6 players: s+3, "gegenüber (drei Plätze weiter)") and its absence
// for odd n.
func TestAcross(t *testing.T) { t.Run("C-3", testAcross) }

func testAcross(t *testing.T) {
	tests := []struct {
		n    int
		want []int // nil: no seat is across
	}{
		{2, []int{1, 0}},
		{3, nil},
		{4, []int{2, 3, 0, 1}},
		{5, nil},
		{6, []int{3, 4, 5, 0, 1, 2}},
	}
	for _, tt := range tests {
		var got []int
		for s := range tt.n {
			a, ok := seat.Across(s, tt.n)
			if ok != (tt.want != nil) {
				t.Errorf("Across(%d, %d): ok = %v; want %v", s, tt.n, ok, tt.want != nil)
			}
			if !ok {
				if a != 0 {
					t.Errorf("Across(%d, %d) = %d, false; want 0, false", s, tt.n, a)
				}
				continue
			}
			got = append(got, a)
			if back, _ := seat.Across(a, tt.n); back != s {
				t.Errorf("Across(Across(%d, %d)) = %d; want %d", s, tt.n, back, s)
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Across at %d seats mismatch (-want +got):\n%s", tt.n, diff)
		}
	}
}

func TestSetBasics(t *testing.T) {
	for n := 0; n <= 8; n++ {
		all := seat.All(n)
		if all.Len() != n {
			t.Errorf("All(%d).Len() = %d", n, all.Len())
		}
		for x := -1; x <= 9; x++ {
			if want := x >= 0 && x < n; all.Has(x) != want {
				t.Errorf("All(%d).Has(%d) = %v; want %v", n, x, all.Has(x), want)
			}
		}
	}
	s := seat.Of(3, 0, 5, 3)
	if diff := cmp.Diff([]int{0, 3, 5}, s.Seats()); diff != "" {
		t.Errorf("Of(3, 0, 5, 3).Seats mismatch (-want +got):\n%s", diff)
	}
	if s.Len() != 3 || s.String() != "{0 3 5}" {
		t.Errorf("Of(3, 0, 5, 3) = %v (Len %d); want {0 3 5}", s, s.Len())
	}
	if first, ok := s.First(); first != 0 || !ok {
		t.Errorf("First = %d, %v; want 0, true", first, ok)
	}
	if first, ok := s.Remove(0).First(); first != 3 || !ok {
		t.Errorf("First after Remove(0) = %d, %v; want 3, true", first, ok)
	}
	var empty seat.Set
	if first, ok := empty.First(); first != 0 || ok {
		t.Errorf("empty First = %d, %v; want 0, false", first, ok)
	}
	if empty.String() != "{}" || empty.Len() != 0 || len(empty.Seats()) != 0 {
		t.Errorf("empty set = %v", empty)
	}
	if got := s.Add(1).Remove(3); got != seat.Of(0, 1, 5) {
		t.Errorf("Add(1).Remove(3) = %v; want {0 1 5}", got)
	}
	// Seats outside 0 … 7 are never members.
	for _, x := range []int{-1, 8, 100, -100} {
		if s.Add(x) != s || s.Remove(x) != s || s.Has(x) || seat.Of(x) != empty {
			t.Errorf("seat %d changed the set or was a member", x)
		}
	}
	if got := seat.Of(0, 1, 2, 3, 4, 5, 6, 7); got != seat.All(8) || got.String() != "{0 1 2 3 4 5 6 7}" {
		t.Errorf("all eight seats = %v", got)
	}
	if seat.Max != 6 {
		t.Errorf("Max = %d; want 6 (Schwarze Madonna with 6 players, MAD-R1)", seat.Max)
	}
}

// TestNext checks nextActive: the next active seat to the left,
// skipping safe, eliminated or sitting-out seats.
func TestNext(t *testing.T) { t.Run("C-5", testNext) }

func testNext(t *testing.T) {
	tests := []struct {
		name       string
		active     seat.Set
		n          int
		next, prev []int // per seat from 0 to n-1; -1 for none
	}{
		{"all active", seat.All(4), 4, []int{1, 2, 3, 0}, []int{3, 0, 1, 2}},
		{"old maid, seats 1 and 4 safe", seat.Of(0, 2, 3), 5, []int{2, 2, 3, 0, 0}, []int{3, 0, 0, 2, 3}},
		{"sau, seat 0 out", seat.Of(1, 2, 3), 4, []int{1, 2, 3, 1}, []int{3, 3, 1, 2}},
		{"two left", seat.Of(1, 4), 6, []int{1, 4, 4, 4, 1, 1}, []int{4, 4, 1, 1, 1, 4}},
		{"one left", seat.Of(2), 3, []int{2, 2, -1}, []int{2, 2, -1}},
		{"none", 0, 3, []int{-1, -1, -1}, []int{-1, -1, -1}},
		{"seats beyond the table are ignored", seat.Of(1, 5, 7), 4, []int{1, -1, 1, 1}, []int{1, -1, 1, 1}},
	}
	for _, tt := range tests {
		var next, prev []int
		for from := range tt.n {
			x, ok := tt.active.Next(from, tt.n)
			if !ok {
				if x != 0 {
					t.Errorf("%s: Next(%d) = %d, false; want 0, false", tt.name, from, x)
				}
				x = -1
			}
			next = append(next, x)
			y, ok := tt.active.Prev(from, tt.n)
			if !ok {
				y = -1
			}
			prev = append(prev, y)
		}
		if diff := cmp.Diff(tt.next, next); diff != "" {
			t.Errorf("%s: Next mismatch (-want +got):\n%s", tt.name, diff)
		}
		if diff := cmp.Diff(tt.prev, prev); diff != "" {
			t.Errorf("%s: Prev mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

// nextActive is C-5 written as the specification says: the smallest k ≥ 1
// with (s+k) mod n active, where k < n (Next never returns s itself).
func nextActive(active seat.Set, s, n int) (int, bool) {
	for k := 1; k < n; k++ {
		x := (s + k) % n
		if x < 8 && uint8(active)&(1<<x) != 0 {
			return x, true
		}
	}
	return 0, false
}

// prevActive is nextActive to the right.
func prevActive(active seat.Set, s, n int) (int, bool) {
	for k := 1; k < n; k++ {
		x := ((s-k)%n + n) % n
		if x < 8 && uint8(active)&(1<<x) != 0 {
			return x, true
		}
	}
	return 0, false
}

// TestPropNext: Next and Prev equal the naive loops of C-5 for every
// table of 1 to 8 seats, any set of active seats and any starting seat.
func TestPropNext(t *testing.T) { t.Run("C-5", testPropNext) }

func testPropNext(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 8).Draw(t, "n")
		active := seat.Set(rapid.Uint8().Draw(t, "active"))
		from := rapid.IntRange(0, n-1).Draw(t, "from")
		x, ok := active.Next(from, n)
		wx, wok := nextActive(active, from, n)
		if x != wx || ok != wok {
			t.Fatalf("%v.Next(%d, %d) = %d, %v; want %d, %v", active, from, n, x, ok, wx, wok)
		}
		y, ok := active.Prev(from, n)
		wy, wok := prevActive(active, from, n)
		if y != wy || ok != wok {
			t.Fatalf("%v.Prev(%d, %d) = %d, %v; want %d, %v", active, from, n, y, ok, wy, wok)
		}
		// From an active seat, Prev undoes Next.
		if x, ok := active.Next(from, n); ok && active.Has(from) {
			if back, _ := active.Prev(x, n); back != from {
				t.Fatalf("%v: Prev(Next(%d)) = %d at %d seats", active, from, back, n)
			}
		}
	})
}

// TestPropNextCycle: stepping with Next from an active seat visits
// every active seat of the table once before returning (the dealer's
// rotation, C-8, reaches every active seat).
func TestPropNextCycle(t *testing.T) { t.Run("C-8", testPropNextCycle) }

func testPropNextCycle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 8).Draw(t, "n")
		active := seat.Set(rapid.Uint8().Draw(t, "active")) & seat.All(n)
		start, ok := active.First()
		if !ok {
			return // no active seat: nothing to walk
		}
		seen := seat.Set(0).Add(start)
		x := start
		for {
			next, ok := active.Next(x, n)
			if !ok {
				if active.Len() != 1 {
					t.Fatalf("%v at %d seats: Next(%d) failed", active, n, x)
				}
				break
			}
			if next == start {
				break
			}
			if seen.Has(next) || !active.Has(next) {
				t.Fatalf("%v at %d seats: Next(%d) = %d, seen %v", active, n, x, next, seen)
			}
			seen = seen.Add(next)
			x = next
		}
		if seen != active {
			t.Fatalf("the cycle from %d visits %v; want %v", start, seen, active)
		}
	})
}

// TestPropLeftRight checks the algebra of C-2 and C-3 on random seats.
func TestPropLeftRight(t *testing.T) { t.Run("C-2", testPropLeftRight) }

func testPropLeftRight(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 8).Draw(t, "n")
		s := rapid.IntRange(0, n-1).Draw(t, "s")
		l := seat.Left(s, n)
		if l < 0 || l >= n || seat.Right(l, n) != s {
			t.Fatalf("Left(%d, %d) = %d, Right of it = %d", s, n, l, seat.Right(l, n))
		}
		if next, _ := seat.All(n).Next(s, n); n > 1 && next != l {
			t.Fatalf("with every seat active, Next(%d, %d) = %d; want Left = %d", s, n, next, l)
		}
		if prev, _ := seat.All(n).Prev(s, n); n > 1 && prev != seat.Right(s, n) {
			t.Fatalf("with every seat active, Prev(%d, %d) = %d; want Right", s, n, prev)
		}
		if a, ok := seat.Across(s, n); ok {
			if a != (s+n/2)%n || n%2 != 0 {
				t.Fatalf("Across(%d, %d) = %d", s, n, a)
			}
		} else if n%2 == 0 {
			t.Fatalf("Across(%d, %d) failed at an even table", s, n)
		}
	})
}

// TestAll: a table of n seats is the seats 0 … n-1, listed in
// clockwise order, and no other seat (C-1).
func TestAll(t *testing.T) { t.Run("C-1", testAll) }

func testAll(t *testing.T) {
	for n := 1; n <= 6; n++ {
		var want []int
		for s := range n {
			want = append(want, s)
		}
		all := seat.All(n)
		if diff := cmp.Diff(want, all.Seats()); diff != "" {
			t.Errorf("All(%d) mismatch (-want +got):\n%s", n, diff)
		}
		if all.Has(-1) || all.Has(n) || all.Len() != n {
			t.Errorf("All(%d) = %v holds a seat outside 0 … %d", n, all, n-1)
		}
	}
}
