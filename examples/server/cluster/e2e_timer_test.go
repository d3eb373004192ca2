package cluster

import (
	"context"
	"testing"
	"time"

	"github.com/blackqueen/rules/table"
)

// TestClusterTurnKeepsItsDeadline (OM-O4): an Old Maid table of people
// whose owner is killed during a timed turn that nobody plays: the node
// that takes it over keeps the turn's deadline, so the timer draws for
// the seat when the turn's time was up on the first owner, not a whole
// turn after the takeover.
func TestClusterTurnKeepsItsDeadline(t *testing.T) {
	services(t)
	procs := startNodes(t, 3, testTTL)
	var addrs []string
	for _, p := range procs {
		addrs = append(addrs, p.addr)
	}
	const turn = 8 * time.Second
	d := newTable(t, procs, addrs, `{"game":"old-maid","seats":3,"deals":1,"seed":3,"turn":"8s"}`, []int{0, 1, 0}, 2)
	ctx := context.Background()
	first, v1 := d.owner(ctx)
	if first != procs[2] {
		t.Fatalf("the table's owner is %v, want node2 where it was created", first)
	}
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
	if left := time.Until(deadline); left < turn/2 {
		t.Fatalf("the timed turn was seen with only %v left", left)
	}
	// Kill the owner a quarter into the turn; nobody moves.
	time.Sleep(time.Until(deadline.Add(-turn * 3 / 4)))
	if err := first.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	t.Logf("seat %d's turn at seq %d is up at %s; killed %s %v into it", seat, timed.Seq, deadline.Format("15:04:05.000"),
		first.name, killed.Sub(deadline.Add(-turn)).Round(time.Millisecond))
	var took time.Time
	for wait := deadline.Add(turn); ; time.Sleep(10 * time.Millisecond) {
		if took.IsZero() {
			if p, v := d.owner(ctx); p != nil && p != first && v > v1 {
				took = time.Now()
				t.Logf("%s owns the table (lease version %d) %v after the kill", p.name, v, took.Sub(killed).Round(time.Millisecond))
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
			if u.Move == nil || u.Move.Seat != seat || u.Timer == nil || u.Timer.Auto != seat {
				t.Fatalf("the change after the timed turn is not the timer's draw for seat %d: move %+v timer %+v", seat, u.Move, u.Timer)
			}
			if drawn.pub.Node == first.name {
				t.Fatalf("the draw was published by the killed owner")
			}
			late := drawn.at.Sub(deadline)
			t.Logf("the timer drew for seat %d %v after the original deadline (published by %s; a fresh turn would have ended %v after it)",
				seat, late.Round(time.Millisecond), drawn.pub.Node, took.Add(turn).Sub(deadline).Round(time.Millisecond))
			if late < -100*time.Millisecond || late > 1500*time.Millisecond {
				t.Fatalf("the timer drew %v after the original deadline, want within -0.1 s..1.5 s", late)
			}
			return
		}
		if time.Now().After(wait) {
			t.Fatalf("no draw for seat %d by %v after the deadline", seat, turn)
		}
	}
}
