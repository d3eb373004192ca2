package score_test

import (
	"fmt"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"

	"github.com/blackqueen/rules/card"
)

// The total at stake is what the cards in play are worth: Black Maria at
// six seats without the 2♥ is 42, not 43 (BM-A1).
func ExampleTable_Points() {
	bm := gametest.MustTable(games.BlackMaria, variant.Options{SpotHearts: false, Omnibus: variant.OmnibusOff, SpadeValues: variant.StandardSpades})
	four := gametest.MustPack(games.BlackMaria, 4, variant.Options{ThreePlayerRemoval: variant.TwoOfClubs, SixPlayerRemoval: variant.AllTwos})
	six := gametest.MustPack(games.BlackMaria, 6, variant.Options{ThreePlayerRemoval: variant.TwoOfClubs, SixPlayerRemoval: variant.AllTwos})
	fmt.Println(bm.Points(four), bm.Points(six))
	fmt.Println(bm.Points(card.MustParseSet("QS KS 2H")))
	// Output:
	// 43 42
	// 24
}
