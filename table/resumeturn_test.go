package table

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// OM-O4: a table replayed from its journal with the timed turn of its
// last snapshot (Config.ResumeTurn) keeps that turn's deadline: the seat
// has what was left of its time, not a fresh turn; a deadline that passed
// meanwhile draws for the seat at once. Without ResumeTurn the turn starts
// afresh.
func TestResumeTurnKeepsTheDeadline(t *testing.T) {
	clock := &manualClock{now: time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)}
	j := &memJournal{}
	cfg := Config{
		Game: games.OldMaid, Seats: people(2, 0), Source: rand.NewPCG(3, 4), BotSource: rand.NewPCG(5, 6),
		Timer: turntimer.Config{Turn: time.Hour, Warn: time.Minute, Short: 30 * time.Minute, Strikes: 2},
		Clock: turntimer.ClockFunc(clock.Now), Journal: j,
	}
	tb, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var secrets [2]string
	for range 2 {
		s, secret, err := tb.Join(-1, "person")
		if err != nil {
			t.Fatal(err)
		}
		secrets[s] = secret
	}
	settle(t, tb)
	tb.Shutdown()
	saved := j.last
	if saved.State != Playing || saved.Turn == nil {
		t.Fatalf("the journal's last snapshot: state %v, timed turn %+v; want a timed turn", saved.State, saved.Turn)
	}
	if want := clock.Now().Add(time.Hour); !saved.Turn.Deadline.Equal(want) || saved.Turn.Seq != saved.Seq {
		t.Fatalf("the journalled turn %+v, want the deadline %v at seq %d", saved.Turn, want, saved.Seq)
	}
	timedSeat := saved.Turn.Seat

	resumed := func(turn *TimedTurn) (*Table, *Update) {
		t.Helper()
		c := cfg
		c.Seats, c.Resume, c.ResumeTurn, c.Journal = saved.Seats, saved.Record, turn, nil
		again, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { again.Shutdown() })
		settle(t, again)
		sub, err := again.Subscribe(secrets[0])
		if err != nil {
			t.Fatal(err)
		}
		<-sub.Ready()
		return again, lastUpdate(sub)
	}

	// 40 minutes later another server replays the table.
	clock.advance(40 * time.Minute)
	_, u := resumed(saved.Turn)
	if u.Timer == nil || u.Timer.Seat != timedSeat || u.Timer.Remaining != 20*time.Minute || !u.Timer.Deadline.Equal(saved.Turn.Deadline) {
		t.Fatalf("the replayed turn: %+v, want seat %d with 20m left, deadline %v", u.Timer, timedSeat, saved.Turn.Deadline)
	}
	if u.Seq != saved.Seq {
		t.Fatalf("the replayed table is at seq %d, want %d", u.Seq, saved.Seq)
	}
	// Without the journalled turn: a fresh turn.
	_, u = resumed(nil)
	if u.Timer == nil || u.Timer.Seat != timedSeat || u.Timer.Remaining != time.Hour {
		t.Fatalf("the replayed turn without ResumeTurn: %+v, want a fresh hour", u.Timer)
	}
	// A turn journalled for another Seq is not carried over.
	otherSeq := *saved.Turn
	otherSeq.Seq++
	if _, u = resumed(&otherSeq); u.Timer.Remaining != time.Hour {
		t.Fatalf("a journalled turn of another seq was carried over: %+v", u.Timer)
	}

	// The seats' timer state comes back too: the timed seat's strikes
	// put it on the short limit (30 minutes here), the other's wish to
	// have the timer off shows, and the replayed table journals both.
	other := 1 - timedSeat
	withTimer := append([]SeatConfig(nil), saved.Seats...)
	withTimer[timedSeat].Timer = SeatTimer{Strikes: 2, Short: true}
	withTimer[other].Timer = SeatTimer{Off: true}
	c := cfg
	j2 := &memJournal{}
	c.Seats, c.Resume, c.Journal = withTimer, saved.Record, j2
	kept, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	defer kept.Shutdown()
	sub, err := kept.Subscribe(secrets[other])
	if err != nil {
		t.Fatal(err)
	}
	<-sub.Ready()
	u = lastUpdate(sub)
	if u.Timer == nil || u.Timer.Seat != timedSeat || u.Timer.Limit != 30*time.Minute || !u.Seats[other].TimerOff || u.Seats[timedSeat].TimerOff {
		t.Fatalf("the replayed seats' timer state: timer %+v, seats %+v", u.Timer, u.Seats)
	}
	if err := kept.SetTimer(secrets[other], true); err != nil { // a change, journalled
		t.Fatal(err)
	}
	settle(t, kept)
	if got := j2.last.Seats; got[timedSeat].Timer != (SeatTimer{Strikes: 2, Short: true}) || got[other].Timer != (SeatTimer{}) {
		t.Fatalf("the replayed table journals the seats' timer state %+v, %+v", got[timedSeat].Timer, got[other].Timer)
	}

	// Past the deadline: the timer draws for the seat as soon as the
	// table is replayed.
	clock.advance(21 * time.Minute)
	again, _ := resumed(saved.Turn)
	deadline := time.Now().Add(10 * time.Second)
	for {
		rec := again.Record()
		if acts := rec.Deals[len(rec.Deals)-1].Actions; len(acts) > len(saved.Record.Deals[len(saved.Record.Deals)-1].Actions) {
			if a := acts[len(saved.Record.Deals[len(saved.Record.Deals)-1].Actions)]; a.Seat != timedSeat || a.Kind != variant.Draw {
				t.Fatalf("the first action after the replay is %+v, want seat %d's draw by the timer", a, timedSeat)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the timer did not draw for a seat whose journalled deadline had passed")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
