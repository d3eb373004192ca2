package session

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/table"
)

// TestHint asks for hints through a Hearts deal, as the offline page
// does: each is a move the table takes for the person (the pass, SH-R3,
// and the plays, TT-2), with the reason player.Explain gives from the
// person's View in English, German and Danish; with nothing to decide,
// the hint is refused (table.ErrNoTurn).
func TestHint(t *testing.T) {
	d := newDriver(t, Spec{Game: "hearts", Seats: 4, Seed: seed(6), Deals: 1})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	hints := 0
	for {
		ok, fresh := d.read(ctx)
		if !ok {
			t.Fatalf("the deal did not end: %+v", d.last)
		}
		u := d.last
		if !fresh || u.State != table.Playing {
			if u.State == table.Finished || u.State == table.BetweenDeals {
				break
			}
			continue
		}
		b, err := d.s.Hint()
		if u.View.Turn == nil {
			// The built-in players move on while the hint is asked: the
			// table may have ended the deal (finished, or between deals)
			// or come to the seat's turn (a hint, no error) meanwhile.
			if err != nil && !errors.Is(err, table.ErrNoTurn) && !errors.Is(err, table.ErrFinished) && !errors.Is(err, table.ErrWaiting) {
				t.Fatalf("a hint without a turn: %v", err)
			}
			continue
		}
		var h HintReply
		if err != nil || json.Unmarshal(b, &h) != nil {
			t.Fatalf("hint at seq %d: %v %s", u.Seq, err, b)
		}
		if want := player.Explain(u.View, h.Move).Texts(); fmt.Sprint(want) != fmt.Sprint(h.Reason) {
			t.Fatalf("the reason %v is not the View's %v", h.Reason, want)
		}
		mv, _ := json.Marshal(h.Move)
		if err := d.s.Do([]byte(fmt.Sprintf(`{"t":"move","move":%s}`, mv))); err != nil {
			t.Fatalf("the hinted %s is refused: %v", mv, err)
		}
		hints++
	}
	if hints < 14 {
		t.Errorf("%d hints in a deal of Hearts, want the pass and 13 plays", hints)
	}
}
