package table

import (
	"testing"

	"github.com/blackqueen/rules/games"
)

// TestEveryUpdateKeepsEachChange: a spectator that does not read keeps
// only the newest update, one made with EveryUpdate keeps each, in order.
func TestEveryUpdateKeepsEachChange(t *testing.T) {
	tb, err := New(Config{Game: games.Hearts, Seats: make([]SeatConfig, 4)})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	plain, err := tb.Watch()
	if err != nil {
		t.Fatal(err)
	}
	every, err := tb.Watch(EveryUpdate())
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if _, _, err := tb.Join(i, "p"); err != nil {
			t.Fatal(err)
		}
	}
	// Join waits for the table's goroutine: every update is pushed by now.
	taken := func(s *Subscription) (taken []int) {
		for _, e := range s.Take() {
			if e.Update != nil {
				n := 0
				for _, st := range e.Update.Seats {
					if st.Taken {
						n++
					}
				}
				taken = append(taken, n)
			}
		}
		return taken
	}
	if got := taken(plain); len(got) != 1 || got[0] != 3 {
		t.Errorf("plain subscription: seats taken per update %v, want [3]", got)
	}
	if got := taken(every); len(got) != 4 || got[0] != 0 || got[1] != 1 || got[2] != 2 || got[3] != 3 {
		t.Errorf("EveryUpdate subscription: seats taken per update %v, want [0 1 2 3]", got)
	}
}
