package table

import (
	"errors"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
)

// Once Config.Fence refuses, the table stops where it stands: a person's
// move is not applied, the built-in players and the journal stop, and the
// subscribers are told nothing more (their subscriptions end).
func TestFenceStopsTheTable(t *testing.T) {
	var closed atomic.Bool
	errFence := errors.New("the lease may have run out")
	// The fence and the journal are both called on the table's goroutine,
	// so refused says whether the fence's last answer was a refusal: a
	// journal write after it is the table going on once fenced. (A write
	// just after the test closes the fence but before the table asks it
	// again is not: the built-in players' passes may still be under way.)
	var refused atomic.Bool
	j := &countJournal{refused: &refused}
	tb, err := New(Config{Game: games.Hearts, Seats: people(1, 3), Source: rand.NewPCG(1, 2), BotSource: rand.NewPCG(3, 4),
		Journal: j, Fence: func() error {
			if closed.Load() {
				refused.Store(true)
				return errFence
			}
			return nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	_, secret, err := tb.Join(-1, "me")
	if err != nil {
		t.Fatal(err)
	}
	sub, err := tb.Subscribe(secret)
	if err != nil {
		t.Fatal(err)
	}
	// Wait for the person's turn (the pass of the first deal).
	var u *Update
	for u == nil || u.View.Turn == nil {
		select {
		case <-sub.Ready():
			if x := lastUpdate(sub); x != nil {
				u = x
			}
		case <-time.After(10 * time.Second):
			t.Fatal("the person's turn did not come")
		}
	}
	m, err := player.Random{}.Choose(u.View, rand.New(rand.NewPCG(5, 6)))
	if err != nil {
		t.Fatal(err)
	}
	closed.Store(true)
	if _, err := tb.Move(secret, m); !errors.Is(err, ErrFinished) {
		t.Fatalf("a move once the fence refuses: %v, want ErrFinished", err)
	}
	select {
	case <-tb.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the fenced table did not stop")
	}
	final := tb.Record()
	for _, a := range final.Deals[0].Actions {
		if a.Seat == u.Seat {
			t.Fatalf("the fenced table applied the person's move: %+v", a)
		}
	}
	if !refused.Load() {
		t.Fatal("the table stopped without asking its fence")
	}
	if n := j.afterRefusal.Load(); n != 0 {
		t.Fatalf("the fenced table wrote its journal %d times after its fence refused", n)
	}
	finalSeq := uint64(1 + len(final.Deals[0].Actions))
	<-sub.Done()
	for _, e := range sub.Take() {
		if e.Update != nil && e.Update.Seq > finalSeq {
			t.Fatalf("a subscriber was told of seq %d, past the fenced table's last change %d", e.Update.Seq, finalSeq)
		}
	}
}

// countJournal counts the writes made after the fence refused.
type countJournal struct {
	refused      *atomic.Bool
	afterRefusal atomic.Int64
}

func (j *countJournal) Write(Snapshot) error {
	if j.refused.Load() {
		j.afterRefusal.Add(1)
	}
	return nil
}
