package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/variant"
)

// TestViewValuesOfOddOptions checks that games.ViewValues, which skips
// Validate's full option check so that players may call it at every
// decision, never panics on a view whose options no game would accept
// (out-of-range enumerations, as a hand-made view may hold), and that it
// allocates little.
func TestViewValuesOfOddOptions(t *testing.T) {
	// Each game's odd options, given to every game (another game's
	// options included).
	odds := []variant.Options{
		blackmaria.Options{
			FirstDealer: 99, Ties: 200, ThreePlayerRemoval: blackmaria.ThreePlayerRemoval(200),
			SixPlayerRemoval: blackmaria.SixPlayerRemoval(200), SpadeValues: blackmaria.SpadeValues(200),
			Omnibus: blackmaria.Omnibus(200), Slam: blackmaria.SlamRule(200), Target: -1, Deals: -1, SpotHearts: true,
		},
		hearts.Options{
			FirstDealer: 99, Ties: 200, Omnibus: blackmaria.Omnibus(200), Moon: hearts.MoonMode(200),
			Target: -1, Deals: -1, SpotHearts: true,
		},
		madonna.Options{
			FirstDealer: 99, Ties: 200, Announcements: 200, AnnouncedJungfrau: madonna.AnnouncedJungfrauScoring(200),
			ShortStock: madonna.ShortStock(200), SixPlayerDeal: madonna.SixPlayerDeal(200), Limits: madonna.Limits{3: -1},
		},
		sau.Options{
			FirstDealer: 99, Announcements: 200, KreuzSieben: true, StockExchange: true, Schieben: true,
			StockScoring: sau.StockScoring(200), MatchEnd: sau.MatchEnd(200), PushMultiplier: exchange.PushMultiplier(200),
		},
		oldmaid.Options{FirstDealer: 99, Pairs: 200, Maid: oldmaid.Maid(200), DrawFrom: 200, Timer: 200},
	}
	for _, id := range games.All() {
		lo, hi := games.SeatRange(id)
		for seats := lo - 1; seats <= hi+1; seats++ {
			for _, odd := range odds {
				v := variant.View{Game: id.String(), Seats: seats, Options: odd}
				_ = games.ViewValues(&v) // must not panic
			}
		}
	}
	g, err := games.New(games.Hearts, 4, nil, nil)
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
