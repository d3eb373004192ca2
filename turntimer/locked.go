package turntimer

import (
	"sync"
	"time"
)

// Locked is a Timer whose every method is safe for concurrent use: each
// takes a mutex around the Timer's method of the same name. Use Do for a
// sequence of calls that must not be interleaved with another
// goroutine's (a Poll and the Start of the next turn, say).
type Locked struct {
	mu sync.Mutex
	t  *Timer
}

// NewLocked is New returning a Locked timer.
func NewLocked(seats int, cfg Config, clock Clock) (*Locked, error) {
	t, err := New(seats, cfg, clock)
	if err != nil {
		return nil, err
	}
	return &Locked{t: t}, nil
}

// Do calls f with the timer while holding the lock; f must not keep the
// *Timer or call l's methods.
func (l *Locked) Do(f func(*Timer)) {
	l.mu.Lock()
	defer l.mu.Unlock()
	f(l.t)
}

// Config is Timer.Config under the lock.
func (l *Locked) Config() Config { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Config() }

// On is Timer.On under the lock.
func (l *Locked) On() bool { l.mu.Lock(); defer l.mu.Unlock(); return l.t.On() }

// SetOn is Timer.SetOn under the lock.
func (l *Locked) SetOn(on bool) { l.mu.Lock(); defer l.mu.Unlock(); l.t.SetOn(on) }

// Limit is Timer.Limit under the lock.
func (l *Locked) Limit(s int) time.Duration { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Limit(s) }

// Start is Timer.Start under the lock.
func (l *Locked) Start(s int) error { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Start(s) }

// StartUsed is Timer.StartUsed under the lock.
func (l *Locked) StartUsed(s int, used time.Duration) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.t.StartUsed(s, used)
}

// Restore is Timer.Restore under the lock.
func (l *Locked) Restore(s, strikes int, short bool) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.t.Restore(s, strikes, short)
}

// Moved is Timer.Moved under the lock.
func (l *Locked) Moved(s int) error { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Moved(s) }

// NewRound is Timer.NewRound under the lock.
func (l *Locked) NewRound() { l.mu.Lock(); defer l.mu.Unlock(); l.t.NewRound() }

// Status is Timer.Status under the lock.
func (l *Locked) Status() Status { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Status() }

// Poll is Timer.Poll under the lock.
func (l *Locked) Poll() Event { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Poll() }

// Next is Timer.Next under the lock.
func (l *Locked) Next() (time.Time, bool) { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Next() }

// Strikes is Timer.Strikes under the lock.
func (l *Locked) Strikes(s int) int { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Strikes(s) }

// Short is Timer.Short under the lock.
func (l *Locked) Short(s int) bool { l.mu.Lock(); defer l.mu.Unlock(); return l.t.Short(s) }
