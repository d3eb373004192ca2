package score_test

import (
	"fmt"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/blackqueen/rules/card"
)

// The total at stake is what the cards in play are worth: Black Maria at
// six seats without the 2♥ is 42, not 43 (BM-A1).
func ExampleTable_Points() {
	bm := gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades})
	four := gametest.MustPack(games.BlackMaria, 4, blackmaria.Options{ThreePlayerRemoval: blackmaria.TwoOfClubs, SixPlayerRemoval: blackmaria.AllTwos})
	six := gametest.MustPack(games.BlackMaria, 6, blackmaria.Options{ThreePlayerRemoval: blackmaria.TwoOfClubs, SixPlayerRemoval: blackmaria.AllTwos})
	fmt.Println(bm.Points(four), bm.Points(six))
	fmt.Println(bm.Points(card.MustParseSet("QS KS 2H")))
	// Output:
	// 43 42
	// 24
}
