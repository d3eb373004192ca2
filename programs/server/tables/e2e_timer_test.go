package tables

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// TestClusterTurnKeepsItsDeadline (OM-O4): an Old Maid table of people
// whose owner is killed during a timed turn that nobody plays: the node
// that takes it over keeps the turn's deadline, so the timer draws for
// the seat when the turn's time was up on the first owner, not a whole
// turn after the takeover.
func TestClusterTurnKeepsItsDeadline(t *testing.T) {
	services(t)
	procs := startNodes(t, 3, testTTL)
	addrs := addrsOf(procs)
	const turn = 8 * time.Second
	d := newTable(t, procs, addrs, `{"game":"old-maid","seats":3,"deals":1,"seed":3,"turn":"8s"}`, tableNodes{[]int{0, 1, 0}, 2})
	ctx := context.Background()
	defer dropTable(t, procs, d.id)

	// The first timed turn, as the seat to act is told of it.
	var timed *table.Update
	var seat int
	for wait := time.Now().Add(20 * time.Second); timed == nil; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(wait) {
			t.Fatal("no timed turn came")
		}
		for i := range d.seats {
			if u := d.seats[i].update(SeatChannel(d.id, i)); u != nil && u.State == table.Playing && u.Timer != nil &&
				u.Timer.Seat == i && u.View.Turn != nil && !u.Timer.Deadline.IsZero() {
				timed, seat = u, i
			}
		}
	}
	deadline := timed.Timer.Deadline
	if left := time.Until(deadline); left < turn/4 {
		t.Fatalf("the timed turn was seen with only %v left", left)
	}
	// Another seat wishes the timer off (one wish does not stop it): the
	// wish is kept across the takeover too.
	wisher := (seat + 1) % len(d.seats)
	if err := d.seats[wisher].call(ctx, "timer", TimerRequest{Table: d.id, Secret: d.secrets[wisher], On: false}, nil); err != nil {
		t.Fatal(err)
	}
	// Kill the owner (node2, where the table was created, unless a node
	// too busy to renew its lease lost it meanwhile) once the wish is
	// shown, half way into the turn at the earliest; nobody moves.
	for wait := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if u := d.seats[seat].update(SeatChannel(d.id, seat)); u.Seats[wisher].TimerOff {
			if u.Seq != timed.Seq {
				t.Fatalf("before the kill: the table moved on: %+v", u)
			}
			break
		}
		if time.Now().After(wait) {
			t.Fatalf("seat %d's wish for the timer off is not shown", wisher)
		}
	}
	time.Sleep(time.Until(deadline.Add(-turn / 2)))
	var first *proc
	var v1 int64
	for wait := time.Now().Add(20 * time.Second); first == nil; time.Sleep(20 * time.Millisecond) {
		if first, v1 = d.owner(ctx); first == nil && time.Now().After(wait) {
			t.Fatal("nobody owns the table")
		}
	}
	if err := first.Cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	// A seat whose client was connected to the killed node hears nothing
	// more until it reconnects, which the test's client does when it next
	// sends something, as a page does when its socket closes. The owner
	// killed is not always node2 (a node too busy to renew its lease may
	// have lost the table to another, the node of seat 1's client say),
	// so every seat asks once, in the background, who is at the table.
	asked, stopAsking := context.WithCancel(ctx)
	var asking sync.WaitGroup
	defer func() { stopAsking(); asking.Wait() }()
	for _, c := range d.seats {
		asking.Go(func() {
			var p PresenceReply
			_ = c.call(asked, "presence", PresenceRequest{Table: d.id}, &p)
		})
	}
	// A fresh turn, given by the node that takes the table over after the
	// kill, would end a whole turn after the kill at the earliest; the
	// draw must come nearer the original deadline than that.
	bound := killed.Add(turn).Sub(deadline) / 2
	t.Logf("seat %d's turn at seq %d is up at %s; killed %s %v into it", seat, timed.Seq, deadline.Format("15:04:05.000"),
		first.Name, killed.Sub(deadline.Add(-turn)).Round(time.Millisecond))
	var took time.Time
	for wait := deadline.Add(turn); ; time.Sleep(10 * time.Millisecond) {
		if took.IsZero() {
			if p, v := d.owner(ctx); p != nil && p != first && v > v1 {
				took = time.Now()
				t.Logf("%s owns the table (lease version %d) %v after the kill", p.Name, v, took.Sub(killed).Round(time.Millisecond))
			}
		}
		var drawn *received
		for _, r := range d.seats[seat].publications() {
			if u := r.pub.Update; u != nil && u.Seq == timed.Seq+1 {
				drawn = &r
				break
			}
		}
		if drawn != nil {
			u := drawn.pub.Update
			// Nobody plays at this table, so a draw for the seat is the
			// timer's. (The update says so, Timer.Auto, unless the node
			// that drew lost the table at once to a third, on a busy
			// machine, and the draw first arrives as that node's replay:
			// a record does not tell whose a move was.)
			if u.Move == nil || u.Move.Seat != seat || u.Move.Kind != variant.Draw && u.Move.Kind != variant.DrawAt || u.Timer == nil {
				t.Fatalf("the change after the timed turn is not a draw for seat %d: move %+v timer %+v", seat, u.Move, u.Timer)
			}
			if u.Timer.Auto != seat {
				t.Logf("the draw arrived as a replay by %s (lease version %d), which does not say it was the timer's", drawn.pub.Node, drawn.pub.Version)
			}
			if !u.Seats[wisher].TimerOff || !u.Timer.On {
				t.Fatalf("after the takeover seat %d's wish for the timer off is lost (seats %+v, timer %+v)", wisher, u.Seats, u.Timer)
			}
			if drawn.pub.Node == first.Name {
				t.Fatalf("the draw was published by the killed owner")
			}
			// When the new owner published the draw, by its clock (the
			// same machine's as the deadline), so that the delivery's
			// delay on a busy machine does not count.
			late := drawn.pub.At.Sub(deadline)
			t.Logf("the timer drew for seat %d %v after the original deadline (published by %s, received %v after the deadline; a fresh turn would have ended %v after it)",
				seat, late.Round(time.Millisecond), drawn.pub.Node, drawn.at.Sub(deadline).Round(time.Millisecond), took.Add(turn).Sub(deadline).Round(time.Millisecond))
			if late < -100*time.Millisecond || late > bound {
				t.Fatalf("the timer drew %v after the original deadline, want within -0.1 s..%v (half way to the earliest end of a fresh turn)", late, bound.Round(time.Millisecond))
			}
			return
		}
		if time.Now().After(wait) {
			t.Fatalf("no draw for seat %d by %v after the deadline", seat, turn)
		}
	}
}

// TestClusterTimerSwitch (OM-O4): the people switch Old Maid's timer off
// together through the RPC "timer", sent to a node that does not own the
// table: one wish shows on the seat, both stop the timer.
func TestClusterTimerSwitch(t *testing.T) {
	services(t)
	procs := startNodes(t, 2, testTTL)
	addrs := []string{procs[0].Addr, procs[1].Addr}
	d := newTable(t, procs, addrs, `{"game":"old-maid","seats":2,"deals":1,"seed":5,"turn":"30s"}`, tableNodes{[]int{1, 1}, 0})
	defer dropTable(t, procs, d.id)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	until := func(what string, ok func(u *table.Update) bool) {
		t.Helper()
		for ; ctx.Err() == nil; time.Sleep(20 * time.Millisecond) {
			if u := d.seats[0].update(SeatChannel(d.id, 0)); u != nil && ok(u) {
				return
			}
		}
		t.Fatalf("%s: seat 0's last update %+v", what, d.seats[0].update(SeatChannel(d.id, 0)))
	}
	until("the timer runs", func(u *table.Update) bool { return u.State == table.Playing && u.Timer != nil && u.Timer.On })
	for i := range 2 {
		if err := d.seats[i].call(ctx, "timer", TimerRequest{Table: d.id, Secret: d.secrets[i], On: false}, nil); err != nil {
			t.Fatalf("seat %d's timer wish: %v", i, err)
		}
		if i == 0 {
			until("seat 0's wish is shown", func(u *table.Update) bool { return u.Seats[0].TimerOff && u.Timer.On })
		}
	}
	until("both wishes stop the timer", func(u *table.Update) bool { return u.Seats[1].TimerOff && !u.Timer.On })
}
