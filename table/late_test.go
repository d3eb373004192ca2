package table

import (
	"errors"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// manualClock is a clock the test moves by hand.
type manualClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *manualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *manualClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// OM-O4: a person's draw that arrives after its timed turn has run out is
// refused as late, even before the table's own wake-up has noticed the
// time is up; the timer draws for the seat instead, once.
func TestOldMaidLateMoveIsRefused(t *testing.T) {
	t.Run("OM-O4 before the wake-up", func(t *testing.T) { testLateMove(t, false) })
	t.Run("OM-O4 after the wake-up drew", func(t *testing.T) { testLateMove(t, true) })
}

// testLateMove plays a late draw of a person at an Old Maid table:
// right after the clock passes the deadline, or, with afterWake, once
// the table's wake-up has drawn for the seat (and a built-in player may
// have moved on), so that the late move finds another seat to act.
func testLateMove(t *testing.T, afterWake bool) {
	clock := &manualClock{now: time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)}
	tb, err := New(Config{
		Game: games.OldMaid, Seats: people(2, 1), Source: rand.NewPCG(3, 4), BotSource: rand.NewPCG(5, 6),
		Timer: turntimer.Config{Turn: time.Hour, Warn: time.Minute, Short: 30 * time.Minute, Strikes: 2},
		Clock: turntimer.ClockFunc(clock.Now),
	})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	secrets := make([]string, 2)
	subs := make([]*Subscription, 2)
	for range 2 {
		s, secret, err := tb.Join(-1, "person")
		if err != nil {
			t.Fatal(err)
		}
		secrets[s] = secret
		if subs[s], err = tb.Subscribe(secret); err != nil {
			t.Fatal(err)
		}
	}
	// Wait until a person is to draw, the timer times that seat, and the
	// table has gone quiet: persons do not move and the clock stands
	// still, so the last update is the table's state (an earlier one in
	// the same batch may already be stale).
	deadline := time.After(20 * time.Second)
	var u *Update
	for {
		select {
		case <-subs[0].Ready():
			for _, e := range subs[0].Take() {
				if e.Update != nil {
					u = e.Update
				}
			}
			continue
		case <-time.After(300 * time.Millisecond):
		case <-deadline:
			t.Fatal("no person's timed turn came")
		}
		if u != nil && u.State == Playing && u.View.ToAct >= 0 && u.View.ToAct < 2 && u.Timer != nil && u.Timer.Seat == u.View.ToAct {
			break
		}
	}
	s := u.View.ToAct
	before := len(tb.Record().Deals[0].Actions)
	clock.advance(2 * time.Hour)
	for afterWake && len(tb.Record().Deals[0].Actions) == before {
		select {
		case <-deadline:
			t.Fatal("the wake-up did not draw for the late seat")
		case <-time.After(10 * time.Millisecond):
		}
	}
	_, err = tb.Move(secrets[s], variant.DrawAtMove(s, 0))
	if !errors.Is(err, ErrLate) {
		t.Fatalf("a draw after the deadline: err %v, want ErrLate", err)
	}
	rec := tb.Record()
	actions := rec.Deals[0].Actions
	// The timer's draw for seat s comes next; a built-in player may have
	// drawn after it, but seat s may not have drawn twice.
	if len(actions) <= before || actions[before].Seat != s {
		t.Fatalf("after the late move the record's actions %+v do not go on with seat %d's draw by the timer", actions[before:], s)
	}
	if len(actions) > before+1 && actions[before+1].Seat == s {
		t.Errorf("seat %d drew twice: the late move was applied after the timer's draw", s)
	}
	if v := record.Judge(rec); !v.Valid {
		t.Fatalf("the record is not valid: %+v", v.Error)
	}
}
