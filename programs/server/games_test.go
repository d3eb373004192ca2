package main

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/internal/gameform"
	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/table"
	"github.com/google/go-cmp/cmp"
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

// TestGamesServeTheOptionTable: /api/games gives each game's option
// table, from which the page makes its controls: every option of the
// game's catalogue (games.CatalogueOptions), in its order, each with a
// default among its values (or a form for a number or an object) and a
// title in each language; and the game's own title in each language.
func TestGamesServeTheOptionTable(t *testing.T) {
	base, stop := startServer(t, testOptions(t))
	defer stop()
	r, err := http.Get(base + "/api/games")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var got struct{ Games []gameInfo }
	if err := json.NewDecoder(r.Body).Decode(&got); err != nil {
		t.Fatal(err)
	}
	if len(got.Games) != len(games.All()) {
		t.Fatalf("%d games served, want %d", len(got.Games), len(games.All()))
	}
	for _, g := range got.Games {
		if want := gameform.TextOf(games.WordsOf(g.ID).Title); g.Titles != want || g.Titles.DA == "" || g.Titles.DE == "" {
			t.Errorf("%s: titles %+v, want %+v, in each language", g.ID, g.Titles, want)
		}
		var names []string
		for _, o := range games.CatalogueOptions(g.ID) {
			names = append(names, o.Name)
		}
		var served []string
		for _, o := range g.Table {
			served = append(served, o.Name)
			if o.Values != nil && !slices.Contains(o.Values, o.Default) || o.Values == nil && o.Form.EN == "" {
				t.Errorf("%s: option %s has the default %q among %q (form %q)", g.ID, o.Name, o.Default, o.Values, o.Form.EN)
			}
			if o.Title.EN == "" || o.Title.DE == "" || o.Title.DA == "" {
				t.Errorf("%s: option %s has the titles %+v, want a title in each language", g.ID, o.Name, o.Title)
			}
		}
		if diff := cmp.Diff(names, served); diff != "" {
			t.Errorf("%s: the served option table differs from the catalogue's (-want +got):\n%s", g.ID, diff)
		}
	}
}
