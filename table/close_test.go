package table

import (
	"sync"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
)

// slowJournal takes a while over each write, as a journal that commits to
// disk does, and keeps the last state written.
type slowJournal struct {
	mu   sync.Mutex
	last State
}

func (j *slowJournal) Write(s Snapshot) error {
	time.Sleep(2 * time.Millisecond)
	j.mu.Lock()
	j.last = s.State
	j.mu.Unlock()
	return nil
}

// TestCloseAbandonsABusyTable: Close ends a table that is busy with its
// built-in players' moves as abandoned, and journals it so, every time
// (the change used to race the stop and lose about half the time).
func TestCloseAbandonsABusyTable(t *testing.T) {
	for i := range 20 {
		j := &slowJournal{}
		seats := []SeatConfig{{Bot: player.Random{}}, {Bot: player.Random{}}, {Bot: player.Random{}}, {Bot: player.Random{}}}
		tb, err := New(Config{Game: games.Hearts, Seats: seats, Deals: 1, Journal: j})
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(10 * time.Millisecond) // the players are moving
		tb.Close()
		if got := tb.Summary().State; got != Abandoned {
			t.Fatalf("run %d: closed while busy, the table is %s", i, got)
		}
		j.mu.Lock()
		last := j.last
		j.mu.Unlock()
		if last != Abandoned {
			t.Fatalf("run %d: the journal's last state is %s", i, last)
		}
	}
}
