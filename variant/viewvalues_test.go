package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// TestViewValuesOfOddOptions checks that games.ViewValues, which skips
// Validate's full option check so that players may call it at every
// decision, never panics on a view whose options no game would accept
// (out-of-range enumerations, as a hand-made view may hold), and that it
// allocates little.
func TestViewValuesOfOddOptions(t *testing.T) {
	odd := variant.Options{
		FirstDealer: 99, Ties: 200, Announcements: 200,
		ThreePlayerRemoval: variant.ThreePlayerRemoval(200), SixPlayerRemoval: variant.SixPlayerRemoval(200),
		SpadeValues: variant.SpadeValues(200), Omnibus: variant.Omnibus(200), Slam: variant.SlamRule(200),
		Moon: variant.MoonMode(200), Target: -1, Deals: -1, SpotHearts: true, KreuzSieben: true,
		Pairs: 200, Maid: variant.Maid(200), DrawFrom: 200, StockExchange: true, Schieben: true,
	}
	for _, id := range games.All() {
		lo, hi := games.SeatRange(id)
		for seats := lo - 1; seats <= hi+1; seats++ {
			v := variant.View{Game: id.String(), Seats: seats, Options: odd}
			_ = games.ViewValues(&v) // must not panic
		}
	}
	g, err := games.New(games.Hearts, 4, variant.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := g.View(0)
	if err != nil {
		t.Fatal(err)
	}
	if allocs := testing.AllocsPerRun(100, func() { _ = games.ViewValues(&v) }); allocs > 8 {
		t.Errorf("games.ViewValues allocates %.0f times; players call it at every decision", allocs)
	}
}
