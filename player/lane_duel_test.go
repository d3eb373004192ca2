package player

import (
	"flag"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// How the lane plays as a player against the Heuristic is measured by
// TestLaneAgainstHeuristic, which runs only when asked:
//
//	go test ./player -run TestLaneAgainstHeuristic -lane-duel 2000 -lane-duel-game black-maria -lane-duel-seats 3 -v
var (
	laneDuel      = flag.Int("lane-duel", 0, "deals of TestLaneAgainstHeuristic (0: skip it)")
	laneDuelGame  = flag.String("lane-duel-game", "black-maria", "game of TestLaneAgainstHeuristic")
	laneDuelSeats = flag.Int("lane-duel-seats", 3, "seats of TestLaneAgainstHeuristic")
)

// TestLaneAgainstHeuristic plays each of -lane-duel deals once with the
// Heuristic at every seat and once more for every seat with the lane
// playing that seat's cards (its passes, stock exchanges and
// announcements stay the Heuristic's), and reports the lane's points per
// deal minus the Heuristic's on the same deal and seat, with its standard
// error. It says how the lane plays a seat, not how well it judges as a
// playout policy, but a lane that plays a kind of table far worse than
// the Heuristic (0.94 points a deal in Black Maria at three seats before
// longHand, 0.11 at four) leads the fast player astray there. Thousands of
// deals take seconds.
func TestLaneAgainstHeuristic(t *testing.T) {
	if *laneDuel <= 0 {
		t.Skip("the measurement runs with -lane-duel N")
	}
	id, ok := games.ParseID(*laneDuelGame)
	if !ok || id == games.OldMaid {
		t.Fatalf("-lane-duel-game %q: not a trick game", *laneDuelGame)
	}
	n := *laneDuelSeats
	var sum, sum2 float64
	count := 0
	for deal := 0; deal < *laneDuel; deal++ {
		base := make([]int, n)
		for laneSeat := -1; laneSeat < n; laneSeat++ {
			points := duelDeal(t, id, n, uint64(deal), laneSeat)
			if laneSeat < 0 {
				copy(base, points)
				continue
			}
			d := float64(points[laneSeat] - base[laneSeat])
			sum += d
			sum2 += d * d
			count++
		}
	}
	mean := sum / float64(count)
	t.Logf("%s at %d seats, %d deals: the lane's points per deal minus the Heuristic's %+.3f (standard error %.3f)",
		id, n, *laneDuel, mean, math.Sqrt((sum2/float64(count)-mean*mean)/float64(count)))
}

// duelDeal plays deal number deal of game id at n seats, the lane
// playing laneSeat's cards (none for -1) and the Heuristic every other
// move, and returns each seat's points.
func duelDeal(t *testing.T, id games.ID, n int, deal uint64, laneSeat int) []int {
	t.Helper()
	gg, err := games.New(id, n, nil, rand.NewPCG(deal, 9))
	if err != nil {
		t.Fatal(err)
	}
	if err := gg.Deal(); err != nil {
		t.Fatal(err)
	}
	g := gg.(*variant.TrickGame)
	var l lane
	l.setup(g)
	r := rand.New(rand.NewPCG(deal, 3))
	for dealRunning(g.Phase()) {
		s, _ := g.ToMove()
		var m variant.Move
		if s == laneSeat && g.Phase() == variant.PhasePlay {
			m = variant.PlayMove(s, laneChoice(&l, g))
		} else {
			v, err := g.View(s)
			if err != nil {
				t.Fatal(err)
			}
			if m, err = (Heuristic{}).Choose(v, r); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	points := make([]int, n)
	for s := range points {
		points[s] = g.DealPoints(s)
	}
	return points
}

// laneChoice returns the lane's card for the seat to play in g, chosen
// as in a playout (Choose) from what the seat may know: its hand, the
// trick, the cards still in the other hands.
func laneChoice(l *lane, g *variant.TrickGame) card.Card {
	s, _ := g.ToMove()
	legal := g.LegalPlays()
	if legal&(legal-1) == 0 {
		return lowest(legal)
	}
	var live card.Set
	for x := 0; x < g.Seats(); x++ {
		live |= g.Hand(x)
	}
	cur := g.Trick(g.Progress().Tricks)
	_, win, _ := cur.Winner()
	played := cur.Len()
	return l.Choose(trick.Choice{
		Hand:   g.Hand(s),
		Legal:  legal,
		Others: live &^ g.Hand(s),
		Spot:   trick.Spot{Seat: uint8(s), Played: uint8(played), Left: uint8(g.Active().Len() - 1 - played), Win: win},
	})
}
