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
	// Wait until a person is to draw and the timer times that seat.
	deadline := time.After(20 * time.Second)
	var u *Update
	for u == nil {
		select {
		case <-subs[0].Ready():
			for _, e := range subs[0].Take() {
				x := e.Update
				if x != nil && x.State == Playing && x.View.ToAct >= 0 && x.View.ToAct < 2 && x.Timer != nil && x.Timer.Seat == x.View.ToAct {
					u = x
				}
			}
		case <-deadline:
			t.Fatal("no person's timed turn came")
		}
	}
	s := u.View.ToAct
	before := len(tb.Record().Deals[0].Actions)
	clock.advance(2 * time.Hour)
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
