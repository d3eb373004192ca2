package table

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/variant"
)

// TestHint asks the fast player for hints at a person's seat through a
// Hearts deal: a hint is refused for a secret no seat holds (ErrSecret),
// it is for the seat's own View, it changes nothing at the table, and
// every hint is a legal move the table accepts (TT-2, SH-R3).
func TestHint(t *testing.T) {
	seats := []SeatConfig{{}, {Bot: player.Heuristic{}}, {Bot: player.Heuristic{}}, {Bot: player.Heuristic{}}}
	tb, err := New(Config{Game: games.Hearts, Options: hearts.Options{Deals: 1}, Seats: seats,
		Source: rand.NewPCG(1, 2), BotSource: rand.NewPCG(3, 4)})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	seat, secret, err := tb.Join(-1, "Ada")
	if err != nil {
		t.Fatal(err)
	}
	sub, err := tb.Subscribe(secret)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 6))
	if _, _, err := tb.Hint("not a secret", player.NewFast(), r); !errors.Is(err, ErrSecret) {
		t.Fatalf("a hint for no seat: %v, want ErrSecret", err)
	}
	hints := 0
	for done := false; !done; {
		<-sub.Ready()
		var u *Update
		for _, e := range sub.Take() {
			if e.Update != nil {
				u = e.Update // only the newest counts
			}
		}
		if u == nil || u.State == Finished {
			done = u != nil
			continue
		}
		if u.View.Turn == nil {
			continue
		}
		before := recordJSON(t, tb)
		m, v, err := tb.Hint(secret, player.NewFast(), r)
		if err != nil {
			t.Fatalf("hint at seq %d: %v", u.Seq, err)
		}
		if v.Seat != seat || v.Hand != u.View.Hand || m.Seat != seat {
			t.Fatalf("the hint %v is for seat %d's view %v, not seat %d's %v", m, v.Seat, v.Hand, seat, u.View.Hand)
		}
		// At the seat's turn to play no other seat moves: the record must
		// be as it was.
		if after := recordJSON(t, tb); u.View.Phase == variant.PhasePlay && after != before {
			t.Fatalf("the hint changed the record:\n%s\n%s", before, after)
		}
		if _, err := tb.Move(secret, m); err != nil {
			t.Fatalf("the hinted %v is refused: %v", m, err)
		}
		hints++
	}
	if hints < 13 {
		t.Errorf("%d hints in a deal of Hearts, want at least 13 (a pass and 13 cards)", hints)
	}
}

// recordJSON is tb's record so far in JSON.
func recordJSON(t *testing.T, tb *Table) string {
	t.Helper()
	b, err := json.Marshal(tb.Record())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
