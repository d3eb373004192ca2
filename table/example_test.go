package table_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
)

// A server opens a table with one person's seat and three built-in
// players, hands the person a secret, sends the person's moves with it and
// shows each update; at the end the record goes to the referee.
func Example() {
	seats := []table.SeatConfig{{}, {Bot: player.Heuristic{}}, {Bot: player.Heuristic{}}, {Bot: player.Heuristic{}}}
	t, err := table.New(table.Config{
		Game: games.BlackMaria, Options: blackmaria.Options{Deals: 1}, Seats: seats,
		Source: rand.NewPCG(1, 2), BotSource: rand.NewPCG(3, 4),
	})
	if err != nil {
		panic(err)
	}
	seat, secret, err := t.Join(-1, "Ada")
	if err != nil {
		panic(err)
	}
	sub, err := t.Subscribe(secret)
	if err != nil {
		panic(err)
	}
	me := player.Heuristic{} // stands in for the person's clicks
	r := rand.New(rand.NewPCG(5, 6))
	for done := false; !done; {
		<-sub.Ready()
		for _, e := range sub.Take() {
			u := e.Update
			if u == nil {
				continue
			}
			if u.State == table.Finished {
				done = true
				break
			}
			if u.View.Turn != nil {
				m, _ := me.Choose(u.View, r)
				if _, err := t.Move(secret, m); err != nil {
					fmt.Println("refused:", err)
				}
			}
		}
	}
	v := record.Judge(t.Record())
	fmt.Println("seat", seat, "played; the referee finds the record valid:", v.Valid)
	fmt.Println("totals:", v.Totals)
	// Output:
	// seat 0 played; the referee finds the record valid: true
	// totals: [21 14 8 0]
}
