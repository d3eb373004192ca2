package turntimer_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/turntimer"
)

// OM-O4: a turn carried over with the time already used keeps its
// deadline: the countdown and the expiry come when they would have come
// on the timer the turn began on.
func TestStartUsedKeepsTheDeadline(t *testing.T) { t.Run("OM-O4", testStartUsedKeepsTheDeadline) }

func testStartUsedKeepsTheDeadline(t *testing.T) {
	c := newClock()
	first := newTimer(t, 3, turntimer.Online(), c)
	mustStart(t, first, 2)
	end, _ := first.Next() // the countdown at 20 s
	end = end.Add(turntimer.DefaultWarn)
	c.advance(12 * time.Second)

	// Another server's timer takes the turn over 12 s into it.
	second := newTimer(t, 3, turntimer.Online(), c)
	if err := second.StartUsed(2, 12*time.Second); err != nil {
		t.Fatal(err)
	}
	want := turntimer.Status{Seat: 2, Limit: 30 * time.Second, Remaining: 18 * time.Second}
	if diff := cmp.Diff(want, second.Status()); diff != "" {
		t.Fatalf("status after StartUsed (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(first.Status(), second.Status()); diff != "" {
		t.Fatalf("the carried-over turn differs from the original (-first +second):\n%s", diff)
	}
	if at, _ := second.Next(); at != end.Add(-turntimer.DefaultWarn) {
		t.Fatalf("Next = %v, want the countdown 10 s before the original end", at)
	}
	c.advance(8 * time.Second)
	if ev := second.Poll(); ev != turntimer.Warn {
		t.Fatalf("Poll at the original countdown = %v, want warn", ev)
	}
	if at, _ := second.Next(); at != end {
		t.Fatalf("Next = %v after the warning, want the original end %v", at, end)
	}
	c.advance(10*time.Second - time.Millisecond)
	if ev := second.Poll(); ev != turntimer.None {
		t.Fatalf("Poll 1 ms before the original end = %v", ev)
	}
	c.advance(time.Millisecond)
	if ev := second.Poll(); ev != turntimer.Expired || second.Strikes(2) != 1 {
		t.Fatalf("Poll at the original end = %v (strikes %d), want expired", ev, second.Strikes(2))
	}
}

// A turn carried over past its limit is up at once: a move is late and
// Poll reports the expiry; a negative time used is a fresh turn; a timer
// that is off times nothing; a bad seat is refused.
func TestStartUsedEdges(t *testing.T) { t.Run("OM-O4", testStartUsedEdges) }

func testStartUsedEdges(t *testing.T) {
	c := newClock()
	tm := newTimer(t, 2, turntimer.Online(), c)
	if err := tm.StartUsed(0, time.Minute); err != nil {
		t.Fatal(err)
	}
	if st := tm.Status(); !st.Expired || st.Remaining != 0 {
		t.Fatalf("a turn carried over past its limit: %+v", st)
	}
	if err := tm.Moved(0); !errors.Is(err, turntimer.ErrLate) {
		t.Fatalf("a move on a carried-over turn past its limit: %v, want ErrLate", err)
	}
	if ev := tm.Poll(); ev != turntimer.Expired {
		t.Fatalf("Poll = %v, want expired", ev)
	}
	if err := tm.StartUsed(1, -time.Hour); err != nil {
		t.Fatal(err)
	}
	if st := tm.Status(); st.Remaining != st.Limit || st.Seat != 1 {
		t.Fatalf("a negative time used: %+v, want a fresh turn", st)
	}
	if err := tm.StartUsed(2, 0); err == nil {
		t.Fatal("StartUsed of seat 2 at a table of 2: no error")
	}
	off := newTimer(t, 2, turntimer.VsComputer(), c)
	if err := off.StartUsed(0, time.Second); err != nil || off.Status().Seat != -1 {
		t.Fatalf("a timer that is off: %v, %+v", err, off.Status())
	}
	locked, err := turntimer.NewLocked(2, turntimer.Online(), c)
	if err != nil {
		t.Fatal(err)
	}
	if err := locked.StartUsed(1, 25*time.Second); err != nil || locked.Status().Remaining != 5*time.Second {
		t.Fatalf("Locked.StartUsed: %v, %+v", err, locked.Status())
	}
}

// OM-O4: Restore carries a seat's strikes and short limit over to another
// timer: the next expiry after one restored strike puts the seat on the
// short limit, as it would have on the first timer.
func TestRestoreStrikes(t *testing.T) { t.Run("OM-O4", testRestoreStrikes) }

func testRestoreStrikes(t *testing.T) {
	c := newClock()
	tm := newTimer(t, 3, turntimer.Online(), c)
	if err := tm.Restore(1, 1, false); err != nil {
		t.Fatal(err)
	}
	if tm.Strikes(1) != 1 || tm.Short(1) {
		t.Fatalf("after Restore(1, 1, false): strikes %d, short %v", tm.Strikes(1), tm.Short(1))
	}
	mustStart(t, tm, 1)
	c.advance(turntimer.DefaultTurn)
	if ev := tm.Poll(); ev != turntimer.Expired || !tm.Short(1) || tm.Limit(1) != turntimer.DefaultShort {
		t.Fatalf("the second expiry: %v, short %v, limit %v", ev, tm.Short(1), tm.Limit(1))
	}
	if err := tm.Restore(2, 0, true); err != nil || !tm.Short(2) || tm.Strikes(2) != 0 {
		t.Fatalf("Restore(2, 0, true): %v, short %v, strikes %d", err, tm.Short(2), tm.Strikes(2))
	}
	if err := tm.Restore(2, -3, false); err != nil || tm.Short(2) || tm.Strikes(2) != 0 {
		t.Fatalf("Restore(2, -3, false): %v, short %v, strikes %d", err, tm.Short(2), tm.Strikes(2))
	}
	if err := tm.Restore(0, 2, false); err != nil || !tm.Short(0) {
		t.Fatalf("Restore(0, 2, false) with 2 strikes the limit: %v, short %v", err, tm.Short(0))
	}
	if err := tm.Restore(3, 0, false); err == nil {
		t.Fatal("Restore of seat 3 at a table of 3: no error")
	}
	locked, err := turntimer.NewLocked(2, turntimer.Online(), c)
	if err != nil {
		t.Fatal(err)
	}
	if err := locked.Restore(1, 0, true); err != nil || !locked.Short(1) {
		t.Fatalf("Locked.Restore: %v, short %v", err, locked.Short(1))
	}
}
