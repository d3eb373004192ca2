package record_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/record"
)

// A Timeline takes moves back: after a pass in Hearts, rewinding to the
// point before it gives back the same game (here: the same view of seat
// 0), and the record no longer holds the pass.
func ExampleTimeline() {
	g, err := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		panic(err)
	}
	tl, err := record.NewTimeline(g)
	if err != nil {
		panic(err)
	}
	if err := tl.Deal(nil); err != nil {
		panic(err)
	}
	viewJSON := func() string {
		v, _ := tl.Game().View(0)
		b, _ := json.Marshal(v)
		return string(b)
	}
	before, at := viewJSON(), tl.Now()
	m, _ := tl.Game().RandomMove(rand.New(rand.NewPCG(3, 4)))
	if err := tl.Apply(m); err != nil {
		panic(err)
	}
	fmt.Println("after the move:", tl.Now(), "the same view:", viewJSON() == before)
	if err := tl.Rewind(at); err != nil {
		panic(err)
	}
	r, _ := tl.Record()
	fmt.Println("after the rewind:", tl.Now(), "the same view:", viewJSON() == before, "actions recorded:", len(r.Deals[0].Actions))
	// Output:
	// after the move: {0 1} the same view: false
	// after the rewind: {0 0} the same view: true actions recorded: 0
}
