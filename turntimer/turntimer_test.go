package turntimer_test

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/turntimer"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time            { return c.now }
func (c *fakeClock) advance(d time.Duration)   { c.now = c.now.Add(d) }
func newClock() *fakeClock                     { return &fakeClock{now: time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)} }
func (c *fakeClock) since(t time.Time) float64 { return c.now.Sub(t).Seconds() }

func newTimer(t *testing.T, seats int, cfg turntimer.Config, c turntimer.Clock) *turntimer.Timer {
	t.Helper()
	tm, err := turntimer.New(seats, cfg, c)
	if err != nil {
		t.Fatalf("New(%d, %+v): %v", seats, cfg, err)
	}
	return tm
}

func mustStart(t *testing.T, tm *turntimer.Timer, s int) {
	t.Helper()
	if err := tm.Start(s); err != nil {
		t.Fatalf("Start(%d): %v", s, err)
	}
}

// OM-O4: the defaults, and which the seed gives.
func TestDefaults(t *testing.T) { t.Run("OM-O4", testDefaults) }

func testDefaults(t *testing.T) {
	want := turntimer.Config{On: true, Turn: 30 * time.Second, Warn: 10 * time.Second, Short: 10 * time.Second, Strikes: 2}
	if diff := cmp.Diff(want, turntimer.Online()); diff != "" {
		t.Errorf("Online (-want +got):\n%s", diff)
	}
	want.On = false
	if diff := cmp.Diff(want, turntimer.VsComputer()); diff != "" {
		t.Errorf("VsComputer: no timer against the computer (-want +got):\n%s", diff)
	}
	for _, c := range []turntimer.Config{{}, turntimer.Online(), turntimer.VsComputer()} {
		if err := c.Validate(); err != nil {
			t.Errorf("Validate(%+v): %v", c, err)
		}
	}
}

func TestValidate(t *testing.T) { t.Run("OM-O4", testValidate) }

func testValidate(t *testing.T) {
	for _, c := range []turntimer.Config{
		{On: true},
		{On: true, Turn: time.Second, Short: time.Second, Warn: -1, Strikes: 1},
		{On: true, Turn: time.Second, Short: 0, Strikes: 1},
		{On: true, Turn: time.Second, Short: time.Second, Strikes: 0},
		{Turn: -time.Second, Short: time.Second, Strikes: 1},
	} {
		err := c.Validate()
		if !errors.Is(err, rule.BadOptions) {
			t.Errorf("Validate(%+v) = %v, want bad-options", c, err)
		}
		if _, err := turntimer.New(3, c, newClock()); !errors.Is(err, rule.BadOptions) {
			t.Errorf("New with %+v = %v, want bad-options", c, err)
		}
	}
	for _, n := range []int{-1, 0, 1, 7} {
		if _, err := turntimer.New(n, turntimer.Online(), newClock()); !errors.Is(err, rule.BadOptions) {
			t.Errorf("New(%d seats) = %v, want bad-options", n, err)
		}
	}
	if _, err := turntimer.New(3, turntimer.Online(), nil); !errors.Is(err, rule.BadOptions) {
		t.Errorf("New without a clock = %v, want bad-options", err)
	}
	tm := newTimer(t, 3, turntimer.Online(), newClock())
	for _, s := range []int{-1, 3} {
		if err := tm.Start(s); !errors.Is(err, rule.BadSeat) {
			t.Errorf("Start(%d) = %v, want bad-seat", s, err)
		}
		if err := tm.Moved(s); !errors.Is(err, rule.BadSeat) {
			t.Errorf("Moved(%d) = %v, want bad-seat", s, err)
		}
		if tm.Strikes(s) != 0 || tm.Short(s) {
			t.Errorf("seat %d has strikes", s)
		}
	}
}

// OM-O4: a normal turn of 30 s: the countdown at 10 s left, once; at the
// end, Expired once, and the turn stops.
func TestNormalTurn(t *testing.T) { t.Run("OM-O4", testNormalTurn) }

func testNormalTurn(t *testing.T) {
	c := newClock()
	tm := newTimer(t, 3, turntimer.Online(), c)
	if st := tm.Status(); st.Seat != -1 || tm.Poll() != turntimer.None {
		t.Fatalf("a timer before Start: %+v", st)
	}
	if _, ok := tm.Next(); ok {
		t.Fatal("Next before Start")
	}
	t0 := c.now
	mustStart(t, tm, 1)
	want := turntimer.Status{Seat: 1, Limit: 30 * time.Second, Remaining: 30 * time.Second}
	if diff := cmp.Diff(want, tm.Status()); diff != "" {
		t.Fatalf("status at the start (-want +got):\n%s", diff)
	}
	if at, _ := tm.Next(); at != t0.Add(20*time.Second) {
		t.Fatalf("Next = %v after the start, want the countdown at 20 s", c.since(at))
	}
	c.advance(19*time.Second + 999*time.Millisecond)
	if ev := tm.Poll(); ev != turntimer.None {
		t.Fatalf("Poll at 19.999 s = %v", ev)
	}
	c.advance(time.Millisecond)
	if ev := tm.Poll(); ev != turntimer.Warn {
		t.Fatalf("Poll at 20 s = %v, want warn", ev)
	}
	if st := tm.Status(); !st.Countdown || st.Remaining != 10*time.Second || st.Expired {
		t.Fatalf("status in the countdown: %+v", st)
	}
	c.advance(5 * time.Second)
	if ev := tm.Poll(); ev != turntimer.None {
		t.Fatalf("the warning came twice: %v", ev)
	}
	if at, _ := tm.Next(); at != t0.Add(30*time.Second) {
		t.Fatalf("Next = %v after the warning, want the end at 30 s", c.since(at))
	}
	c.advance(5 * time.Second)
	if st := tm.Status(); !st.Expired || st.Remaining != 0 {
		t.Fatalf("status at 30 s: %+v", st)
	}
	if ev := tm.Poll(); ev != turntimer.Expired {
		t.Fatalf("Poll at 30 s = %v, want expired", ev)
	}
	if tm.Strikes(1) != 1 || tm.Short(1) || tm.Status().Seat != -1 || tm.Poll() != turntimer.None {
		t.Fatalf("after the expiry: strikes %d, short %v, status %+v", tm.Strikes(1), tm.Short(1), tm.Status())
	}
}

// A late poll that finds the time up reports Expired without a warning.
func TestLatePoll(t *testing.T) {
	c := newClock()
	tm := newTimer(t, 2, turntimer.Online(), c)
	mustStart(t, tm, 0)
	c.advance(time.Hour)
	if ev := tm.Poll(); ev != turntimer.Expired {
		t.Fatalf("Poll an hour late = %v", ev)
	}
	if tm.Poll() != turntimer.None {
		t.Fatal("Expired came twice")
	}
	// A clock that goes back never gives more than the limit.
	mustStart(t, tm, 1)
	c.advance(-time.Minute)
	if st := tm.Status(); st.Remaining != st.Limit {
		t.Fatalf("status with the clock set back: %+v", st)
	}
}

// OM-O4: after Strikes consecutive expiries a seat gets only Short per
// turn for the rest of the round; moving in time breaks the run; the
// strikes are per seat; NewRound lifts the limit.
func TestStrikes(t *testing.T) { t.Run("OM-O4", testStrikes) }

func testStrikes(t *testing.T) {
	c := newClock()
	tm := newTimer(t, 3, turntimer.Online(), c)
	expire := func(s int) {
		t.Helper()
		mustStart(t, tm, s)
		at, _ := tm.Next()
		c.now = at
		ev := tm.Poll()
		at, _ = tm.Next()
		c.now = at
		if ev2 := tm.Poll(); ev != turntimer.Warn || ev2 != turntimer.Expired {
			t.Fatalf("seat %d's turn: %v then %v", s, ev, ev2)
		}
	}
	move := func(s int) {
		t.Helper()
		mustStart(t, tm, s)
		c.advance(2 * time.Second)
		if err := tm.Moved(s); err != nil {
			t.Fatal(err)
		}
		if tm.Status().Seat != -1 {
			t.Fatal("the turn is still timed after Moved")
		}
	}
	expire(0)
	move(1)
	move(0) // breaks seat 0's run
	expire(0)
	if tm.Short(0) || tm.Strikes(0) != 1 {
		t.Fatalf("moving in time must break the run: strikes %d, short %v", tm.Strikes(0), tm.Short(0))
	}
	expire(1) // another seat's expiry does not count for seat 0
	expire(0)
	if !tm.Short(0) || tm.Limit(0) != 10*time.Second || tm.Short(1) || tm.Limit(1) != 30*time.Second {
		t.Fatalf("OM-O4: after 2 expiries in a row seat 0 is short (%v, %v); seat 1 not (%v)", tm.Short(0), tm.Limit(0), tm.Short(1))
	}
	// The short turn: the countdown is shown from the start, 10 s in all.
	t0 := c.now
	mustStart(t, tm, 0)
	if st := tm.Status(); st.Limit != 10*time.Second || !st.Short || !st.Countdown {
		t.Fatalf("a short turn: %+v", st)
	}
	if at, _ := tm.Next(); at != t0 {
		t.Fatalf("a short turn warns at once, Next = %v", c.since(at))
	}
	if ev := tm.Poll(); ev != turntimer.Warn {
		t.Fatalf("Poll at the start of a short turn = %v", ev)
	}
	if at, _ := tm.Next(); at != t0.Add(10*time.Second) {
		t.Fatalf("a short turn ends after 10 s, Next = %v", c.since(at))
	}
	// Moving in time does not lift the limit within the round.
	if err := tm.Moved(0); err != nil {
		t.Fatal(err)
	}
	if !tm.Short(0) || tm.Strikes(0) != 0 {
		t.Fatalf("after moving: short %v strikes %d", tm.Short(0), tm.Strikes(0))
	}
	tm.NewRound()
	if tm.Short(0) || tm.Strikes(1) != 0 || tm.Limit(0) != 30*time.Second {
		t.Fatalf("NewRound must lift the limit: short %v strikes %d", tm.Short(0), tm.Strikes(1))
	}
}

// OM-O4: Strikes 1 makes the first expiry count; a Short longer than Turn
// is cut to Turn.
func TestStrikesOneAndLongShort(t *testing.T) {
	c := newClock()
	cfg := turntimer.Config{On: true, Turn: 5 * time.Second, Warn: 10 * time.Second, Short: 20 * time.Second, Strikes: 1}
	tm := newTimer(t, 2, cfg, c)
	mustStart(t, tm, 1)
	c.advance(5 * time.Second)
	if ev := tm.Poll(); ev != turntimer.Expired || !tm.Short(1) || tm.Limit(1) != 5*time.Second {
		t.Fatalf("Poll = %v, short %v, limit %v", ev, tm.Short(1), tm.Limit(1))
	}
}

// OM-O4: the timer is off against the computer; the table may switch it
// off and on.
func TestSwitch(t *testing.T) { t.Run("OM-O4", testSwitch) }

func testSwitch(t *testing.T) {
	c := newClock()
	tm := newTimer(t, 2, turntimer.VsComputer(), c)
	mustStart(t, tm, 0)
	c.advance(time.Hour)
	if _, ok := tm.Next(); ok || tm.Poll() != turntimer.None || tm.Status().Seat != -1 || tm.On() {
		t.Fatal("a timer that is off timed a turn")
	}
	tm.SetOn(true)
	mustStart(t, tm, 0)
	c.advance(20 * time.Second)
	if ev := tm.Poll(); ev != turntimer.Warn {
		t.Fatalf("switched on: Poll = %v", ev)
	}
	tm.SetOn(false)
	c.advance(time.Hour)
	if tm.Poll() != turntimer.None || tm.Strikes(0) != 0 {
		t.Fatal("switching off must stop the timed turn")
	}
	// A timer made from the zero Config gets the defaults when switched on.
	z := newTimer(t, 2, turntimer.Config{}, c)
	z.SetOn(true)
	if diff := cmp.Diff(turntimer.Online(), z.Config()); diff != "" {
		t.Fatalf("zero Config switched on (-want +got):\n%s", diff)
	}
}

func TestEventString(t *testing.T) {
	got := []string{turntimer.None.String(), turntimer.Warn.String(), turntimer.Expired.String(), turntimer.Event(9).String()}
	if diff := cmp.Diff([]string{"none", "warn", "expired", "event(9)"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// Property: whatever the policy, the polls and the moves, Warn comes at
// most once per turn and never before Warn is left, Expired exactly once
// per timed turn that reaches its limit while it is timed and never
// before, a move after the deadline is ErrLate whether or not Poll was
// called in between, and a seat is short exactly when it has had Strikes
// expiries in a row this round. Poll is called only now and then, so the
// expiry must be a fact of the clock.
func TestTimerProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := turntimer.Config{
			On:      true,
			Turn:    time.Duration(rapid.IntRange(1, 60).Draw(t, "turn")) * time.Second,
			Warn:    time.Duration(rapid.IntRange(0, 60).Draw(t, "warn")) * time.Second,
			Short:   time.Duration(rapid.IntRange(1, 60).Draw(t, "short")) * time.Second,
			Strikes: rapid.IntRange(1, 3).Draw(t, "strikes"),
		}
		n := rapid.IntRange(2, 4).Draw(t, "seats")
		c := newClock()
		tm, err := turntimer.New(n, cfg, c)
		if err != nil {
			t.Fatal(err)
		}
		run := make([]int, n) // the model's consecutive expiries
		short := make([]bool, n)
		cur, warned, expired := -1, false, false
		var start time.Time
		var limit time.Duration
		settle := func() { // the model's expiry: a fact of the clock
			if cur >= 0 && !expired && c.now.Sub(start) >= limit {
				expired = true
				run[cur]++
				if run[cur] >= cfg.Strikes {
					short[cur] = true
				}
			}
		}
		for step := 0; step < 60; step++ {
			switch rapid.IntRange(0, 3).Draw(t, "op") {
			case 0:
				s := rapid.IntRange(0, n-1).Draw(t, "start")
				if err := tm.Start(s); err != nil {
					t.Fatal(err)
				}
				settle()
				cur, warned, expired, start, limit = s, false, false, c.now, cfg.Turn
				if short[s] {
					limit = min(cfg.Short, cfg.Turn)
				}
			case 1:
				c.advance(time.Duration(rapid.IntRange(0, 40000).Draw(t, "ms")) * time.Millisecond)
			case 2:
				if cur >= 0 {
					err := tm.Moved(cur)
					settle()
					if expired {
						if !errors.Is(err, turntimer.ErrLate) {
							t.Fatalf("step %d: a move after the deadline: %v, want ErrLate", step, err)
						}
					} else {
						if err != nil {
							t.Fatal(err)
						}
						run[cur] = 0
						cur = -1
					}
				}
			case 3:
				tm.NewRound()
				for s := range run {
					run[s], short[s] = 0, false
				}
				cur = -1
			}
			if rapid.Bool().Draw(t, "poll") {
				ev := tm.Poll()
				settle()
				want := turntimer.None
				if cur >= 0 {
					switch left := limit - c.now.Sub(start); {
					case expired:
						want, cur = turntimer.Expired, -1
					case left <= cfg.Warn && !warned:
						want, warned = turntimer.Warn, true
					}
				}
				if ev != want {
					t.Fatalf("step %d: Poll = %v, want %v", step, ev, want)
				}
			}
			settle()
			for s := 0; s < n; s++ {
				if tm.Short(s) != short[s] || tm.Strikes(s) != run[s] {
					t.Fatalf("seat %d: short %v strikes %d, want %v %d", s, tm.Short(s), tm.Strikes(s), short[s], run[s])
				}
			}
		}
	})
}

// A nil function or pointer is no clock: New refuses it rather than let
// Start crash, with a message that names the clock (at a table of a valid
// size, where a message about the table would mislead), not the table.
func TestNilClock(t *testing.T) {
	var nilClock *fakeClock
	for _, c := range []turntimer.Clock{nil, turntimer.ClockFunc(nil), nilClock} {
		for name, err := range map[string]error{
			"New":       func() error { _, err := turntimer.New(2, turntimer.Online(), c); return err }(),
			"NewLocked": func() error { _, err := turntimer.NewLocked(2, turntimer.Online(), c); return err }(),
		} {
			var v *rule.Violation
			if !errors.As(err, &v) || v.ID != rule.BadOptions {
				t.Errorf("%s with clock %#v = %v, want bad-options", name, c, err)
				continue
			}
			en, de := v.Message("en"), v.Message("de")
			if !strings.Contains(en, "clock is nil") || strings.Contains(en, "seats") || !strings.Contains(de, "Uhr ist nil") || strings.Contains(de, "Plätze") {
				t.Errorf("%s with clock %#v: %q / %q, want a message about the clock", name, c, en, de)
			}
		}
	}
	if _, err := turntimer.New(2, turntimer.Online(), turntimer.ClockFunc(time.Now)); err != nil {
		t.Errorf("New with time.Now: %v", err)
	}
}

// An expiry is a fact of the clock (OM-O4): a move after the deadline but
// before Poll does not wipe it. The move is ErrLate, the strike stands,
// Poll reports the expiry, and two such turns put the seat on the short
// limit.
func TestLateMove(t *testing.T) { t.Run("OM-O4", testLateMove) }

func testLateMove(t *testing.T) {
	c := newClock()
	tm := newTimer(t, 2, turntimer.Online(), c)
	for k := 1; k <= 2; k++ {
		mustStart(t, tm, 0)
		c.advance(tm.Limit(0) + time.Millisecond)
		if err := tm.Moved(0); !errors.Is(err, turntimer.ErrLate) {
			t.Fatalf("expiry %d: a move after the deadline: %v, want ErrLate", k, err)
		}
		if got := tm.Strikes(0); got != k {
			t.Fatalf("expiry %d: strikes %d after a late move", k, got)
		}
		if ev := tm.Poll(); ev != turntimer.Expired {
			t.Fatalf("expiry %d: Poll after a late move = %v, want expired", k, ev)
		}
		if ev := tm.Poll(); ev != turntimer.None {
			t.Fatalf("expiry %d: the expiry is reported twice (%v)", k, ev)
		}
	}
	if !tm.Short(0) || tm.Limit(0) != turntimer.DefaultShort {
		t.Errorf("after two late moves: short %v, limit %v", tm.Short(0), tm.Limit(0))
	}
	// A turn replaced by Start after its time was up keeps its strike.
	mustStart(t, tm, 1)
	c.advance(time.Minute)
	mustStart(t, tm, 0)
	if tm.Strikes(1) != 1 {
		t.Errorf("a replaced expired turn: strikes %d, want 1", tm.Strikes(1))
	}
	// In time, the move is accepted and ends the run.
	c.advance(time.Second)
	if err := tm.Moved(0); err != nil || tm.Strikes(0) != 0 {
		t.Errorf("a move in time: %v, strikes %d", err, tm.Strikes(0))
	}
}

// atomicClock is a fake clock safe for concurrent use.
type atomicClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *atomicClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *atomicClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// A Locked timer is safe for concurrent use (run with -race), and Do
// keeps a sequence of calls together.
func TestLockedConcurrent(t *testing.T) {
	c := &atomicClock{now: time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)}
	l, err := turntimer.NewLocked(4, turntimer.Online(), c)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4*200)
	for s := 0; s < 4; s++ {
		wg.Add(1)
		go func(s int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				l.Do(func(tm *turntimer.Timer) {
					if err := tm.Start(s); err != nil {
						errs <- err.Error()
					}
					if st := tm.Status(); st.Seat != s {
						errs <- fmt.Sprintf("seat %d started, status shows seat %d", s, st.Seat)
					}
				})
				c.advance(time.Millisecond)
				_ = l.Poll()
				_, _ = l.Next()
				_ = l.Status()
				_ = l.Strikes(s)
				_ = l.Short(s)
				_ = l.Limit(s)
				if err := l.Moved(s); err != nil && !errors.Is(err, turntimer.ErrLate) {
					errs <- err.Error()
				}
			}
		}(s)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	l.SetOn(false)
	if l.On() || l.Config().On || l.Status().Seat != -1 {
		t.Errorf("switched off: on %v, status %+v", l.On(), l.Status())
	}
	l.NewRound()
}
