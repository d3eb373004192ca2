package turntimer_test

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// A server runs the timer beside an Old Maid game (OM-O4). Seat 0 draws
// quickly; seat 1 never does, so the timer draws for it: a countdown at
// 10 s left, a random card at 30 s, and after two expiries in a row only
// 10 s per turn. The clock is a fake one the example moves by hand; a
// server passes turntimer.ClockFunc(time.Now) and sleeps until Next.
func Example() {
	clock := &fakeClock{now: time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)}
	timer, err := turntimer.New(2, turntimer.Online(), clock)
	if err != nil {
		panic(err)
	}
	g, err := oldmaid.New(2, oldmaid.Options{}, rand.NewPCG(4, 2))
	if err != nil {
		panic(err)
	}
	if err := g.Deal(); err != nil {
		panic(err)
	}
	timer.NewRound()
	server := rand.New(rand.NewPCG(7, 7)) // the server's source for automatic draws

	for g.Phase() == variant.PhaseDraw {
		s := g.Turn().Seat
		if err := timer.Start(s); err != nil {
			panic(err)
		}
		began := clock.now
		if s == 0 {
			clock.advance(3 * time.Second)
			if err := timer.Moved(0); err != nil {
				panic(err)
			}
			if err := g.Apply(variant.DrawAtMove(0, 0)); err != nil {
				panic(err)
			}
			fmt.Println("seat 0 draws after 3s")
			continue
		}
		for {
			at, _ := timer.Next()
			clock.now = at // a server sleeps until then
			limit := timer.Status().Limit
			ev := timer.Poll()
			fmt.Printf("seat 1, %v turn: %v after %v\n", limit, ev, clock.now.Sub(began))
			if ev == turntimer.Expired {
				m, _ := g.RandomMove(server)
				if err := g.Apply(m); err != nil {
					panic(err)
				}
				fmt.Printf("  a random card is drawn for seat 1; strikes %d, next turn %v\n", timer.Strikes(1), timer.Limit(1))
				break
			}
		}
	}
	r, _ := g.Result()
	fmt.Println("seat", r.Loser, "loses the round")
	// Output:
	// seat 1, 30s turn: warn after 20s
	// seat 1, 30s turn: expired after 30s
	//   a random card is drawn for seat 1; strikes 1, next turn 30s
	// seat 0 draws after 3s
	// seat 1, 30s turn: warn after 20s
	// seat 1, 30s turn: expired after 30s
	//   a random card is drawn for seat 1; strikes 2, next turn 10s
	// seat 0 draws after 3s
	// seat 1, 10s turn: warn after 0s
	// seat 1, 10s turn: expired after 10s
	//   a random card is drawn for seat 1; strikes 3, next turn 10s
	// seat 0 draws after 3s
	// seat 1, 10s turn: warn after 0s
	// seat 1, 10s turn: expired after 10s
	//   a random card is drawn for seat 1; strikes 4, next turn 10s
	// seat 0 draws after 3s
	// seat 1, 10s turn: warn after 0s
	// seat 1, 10s turn: expired after 10s
	//   a random card is drawn for seat 1; strikes 5, next turn 10s
	// seat 1 loses the round
}
