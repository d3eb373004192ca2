package table

import (
	"time"

	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// timerWanted reports whether the table's policy runs the timer.
func (a *actor) timerWanted() bool {
	persons := 0
	for _, s := range a.seats {
		if s.cfg.Bot == nil {
			persons++
		}
	}
	return a.cfg.timerConfig(persons).On
}

// switchTimer sets the timer on or off as the policy and the people's
// wishes say: off when every person's seat wants it off.
func (a *actor) switchTimer() {
	if a.timer == nil {
		return
	}
	on := a.timerWanted()
	if on {
		allOff, persons := true, 0
		for _, s := range a.seats {
			if s.cfg.Bot == nil {
				persons++
				if !s.timerOff {
					allOff = false
				}
			}
		}
		on = persons == 0 || !allOff
	}
	if on != a.timer.On() {
		a.timer.SetOn(on)
	}
}

// timerStatus is the timer as the table shows it.
func (a *actor) timerStatus() *TimerStatus {
	st := a.timer.Status()
	ts := &TimerStatus{On: a.timer.On(), Seat: st.Seat, Remaining: st.Remaining, Limit: st.Limit, Countdown: st.Countdown, Auto: -1}
	if a.autoSeat >= 0 && a.seq == a.autoAt {
		ts.Auto = a.autoSeat // the table stands at the timer's draw
	}
	if st.Seat >= 0 {
		ts.Deadline = a.cfg.Clock.Now().Add(st.Remaining)
	}
	return ts
}

// timeTurn starts timing the seat to act when it is a person's Old Maid
// turn and the timer is on, and stops timing a turn that is over; it
// reports whether the timed turn changed.
func (a *actor) timeTurn() bool {
	if a.timer == nil {
		return false
	}
	a.switchTimer()
	timed := a.timer.Status().Seat
	want := -1
	if t := a.g.Turn(); a.state == Playing && a.timer.On() && t.Seat >= 0 && a.seats[t.Seat].cfg.Bot == nil {
		want = t.Seat
	}
	if want == timed && (want < 0 || a.seq == a.timedAt) {
		return false
	}
	if timed >= 0 && want != timed {
		_ = a.timer.Moved(timed) // stops the timing; the run of expiries
	}
	if want >= 0 {
		if r := a.resumeTurn; r != nil && r.Seat == want && r.Seq == a.seq {
			// The turn of the table as it was journalled, carried over
			// with its deadline (OM-O4).
			used := a.timer.Limit(want) - r.Deadline.Sub(a.cfg.Clock.Now())
			_ = a.timer.StartUsed(want, used)
		} else {
			_ = a.timer.Start(want)
		}
		a.timedAt = a.seq
	}
	a.resumeTurn = nil
	return true
}

// schedule times the seat to act when it is a person's Old Maid turn, and
// sets the wake-up for the next timer event or the end of the deal pause.
func (a *actor) schedule() {
	var next time.Time
	if a.timer != nil {
		a.switchTimer()
		if a.timeTurn() {
			a.broadcast()
		}
		if at, ok := a.timer.Next(); ok {
			next = at
		}
	}
	if a.state == BetweenDeals && a.cfg.DealPause > 0 {
		at := a.dealEnded.Add(a.cfg.DealPause)
		if next.IsZero() || at.Before(next) {
			next = at
		}
	}
	a.wake.Stop()
	if !next.IsZero() {
		d := next.Sub(a.cfg.Clock.Now())
		if d < 0 {
			d = 0
		}
		a.wake.Reset(d)
	}
}

// onWake handles a timer event: the countdown shown, or the time up and a
// random card drawn for the seat (OM-O4).
func (a *actor) onWake() {
	if a.timer == nil || a.state != Playing {
		return
	}
	switch a.timer.Poll() {
	case turntimer.Warn:
		a.each(func(sub *Subscription, s int) { sub.push(Event{Update: a.update(s)}) })
	case turntimer.Expired:
		t := a.g.Turn()
		if t.Seat < 0 || t.Kind != variant.Draw {
			return
		}
		m := variant.DrawAtMove(t.Seat, a.auto.IntN(t.Cards.Len()))
		if err := a.rec.Apply(m); err != nil {
			return
		}
		a.autoSeat, a.autoAt = t.Seat, a.seq+1
		a.applied(m)
		a.autoAt = a.seq
	}
}

// late reports that seat s's turn is timed and its time is up at the
// clock's now: a move it sends now comes after the deadline (OM-O4), even
// when the wake-up that draws for it has not yet run.
func (a *actor) late(s int) bool {
	if a.timer == nil {
		return false
	}
	st := a.timer.Status()
	return st.Seat == s && st.Expired
}
