package table

import (
	"errors"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/variant"
)

// Once Config.Fence refuses, the table stops where it stands: a person's
// move is not applied, the built-in players and the journal stop, and the
// subscribers are told nothing more (their subscriptions end).
func TestFenceStopsTheTable(t *testing.T) {
	var closed atomic.Bool
	errFence := errors.New("the lease may have run out")
	j := &countJournal{}
	tb, err := New(Config{Game: variant.Hearts, Seats: people(1, 3), Source: rand.NewPCG(1, 2), BotSource: rand.NewPCG(3, 4),
		Journal: j, Fence: func() error {
			if closed.Load() {
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
	writes := j.n.Load()
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
	if j.n.Load() != writes {
		t.Fatalf("the fenced table wrote its journal %d more times", j.n.Load()-writes)
	}
	finalSeq := uint64(1 + len(final.Deals[0].Actions))
	<-sub.Done()
	for _, e := range sub.Take() {
		if e.Update != nil && e.Update.Seq > finalSeq {
			t.Fatalf("a subscriber was told of seq %d, past the fenced table's last change %d", e.Update.Seq, finalSeq)
		}
	}
}

// countJournal counts its writes.
type countJournal struct{ n atomic.Int64 }

func (j *countJournal) Write(Snapshot) error { j.n.Add(1); return nil }
