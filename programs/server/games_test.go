package main

import (
	"encoding/json"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/table"
)

// TestEveryGameToTheEnd: at a table of each of the five games, two people
// (clients of the page's protocol) and built-in players in the other seats play a deal
// to its end; each person's updates show only that person's hand, the
// finished game is in the history and its record is valid.
func TestEveryGameToTheEnd(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	for _, tc := range everyGame() {
		t.Run(tc.game, func(t *testing.T) {
			bots := make([]string, tc.seats)
			for i := 2; i < tc.seats; i++ {
				bots[i] = []string{"heuristic", "random", "pimc"}[i%3]
			}
			g := newTable(t, base, spec{Game: tc.game, Seats: tc.seats, Bots: bots, Options: json.RawMessage(tc.options), Deals: 1})
			var other seatGrant
			if code := post(t, base+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: "Bo"}, &other); code != http.StatusOK {
				t.Fatalf("join: %d", code)
			}
			people := []*pageClient{dial(t, base, g.Table, g.Secret, g.Seat), dial(t, base, g.Table, other.Secret, other.Seat)}
			deadline := time.Now().Add(60 * time.Second)
			for finished := 0; finished < 2; {
				if time.Now().After(deadline) {
					t.Fatalf("the deal did not end: %s / %s", mustJSONT(people[0].last), mustJSONT(people[1].last))
				}
				finished = 0
				for i, p := range people {
					m, err := p.next(50*time.Millisecond, func(m tables.Publication) bool { return m.Update != nil })
					if err != nil && p.last == nil {
						continue
					}
					if err == nil {
						u := m.Update
						if u.Seat != i || u.View.Seat != i {
							t.Fatalf("person %d is sent seat %d's update", i, u.Seat)
						}
					}
					u := p.last
					if u.State == table.Finished {
						finished++
						continue
					}
					if u.View.Turn != nil && err == nil && u == m.Update {
						// Stale: another seat moved first; finished: a
						// built-in player ended the deal meanwhile.
						var re *replyError
						if err := p.move(u, legalMove(t, u)); err != nil && !(errors.As(err, &re) &&
							(re.Code == tables.CodeStale || re.refusal() != nil && re.refusal().Code == "finished")) {
							t.Fatalf("person %d, move at seq %d: %v", i, u.Seq, err)
						}
					}
				}
			}
			judgeOneDeal(t, base, g.Table)
		})
	}
}

func mustJSONT(v any) string { b, _ := json.Marshal(v); return string(b) }
