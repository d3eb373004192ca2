package score_test

import (
	"fmt"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// The total at stake is what the cards in play are worth: Black Maria at
// six seats without the 2♥ is 42, not 43 (BM-A1).
func ExampleTable_Points() {
	bm := gametest.MustTable(variant.BlackMaria, variant.Options{SpotHearts: false, Omnibus: score.OmnibusOff, SpadeValues: score.StandardSpades})
	four := gametest.MustPack(variant.BlackMaria, 4, variant.Options{ThreePlayerRemoval: deck.TwoOfClubs, SixPlayerRemoval: deck.AllTwos})
	six := gametest.MustPack(variant.BlackMaria, 6, variant.Options{ThreePlayerRemoval: deck.TwoOfClubs, SixPlayerRemoval: deck.AllTwos})
	fmt.Println(bm.Points(four), bm.Points(six))
	fmt.Println(bm.Points(card.MustParseSet("QS KS 2H")))
	// Output:
	// 43 42
	// 24
}

// BM-E2: seat 2 takes every penalty card. Black Maria has no moon (BM-R8);
// with the slam deduction (BM-O4) the 43 become −43.
func ExampleBlackMariaDeal() {
	f := score.NewFacts(4, seat.All(4))
	f.Taken[2] = card.HeartsSet | card.MustParseSet("QS KS AS 9C")
	f.Taken[0] = card.MustParseSet("2C 3C 4C")
	table := gametest.MustTable(variant.BlackMaria, variant.Options{SpotHearts: false, Omnibus: score.OmnibusOff, SpadeValues: score.StandardSpades})
	pack := gametest.MustPack(variant.BlackMaria, 4, variant.Options{ThreePlayerRemoval: deck.TwoOfClubs, SixPlayerRemoval: deck.AllTwos})

	r := score.BlackMariaDeal(f, table, pack, score.NoSlam, score.OmnibusOff)
	fmt.Println(r.Points[:4], r.Outcome)
	r = score.BlackMariaDeal(f, table, pack, score.SlamDeduct, score.OmnibusOff)
	fmt.Println(r.Points[:4], r.Outcome)
	// Output:
	// [0 0 43 0] normal
	// [0 0 -43 0] slam
}

// SH-E2 and SH-O2: seat 1 shoots the moon and also takes the J♦ of
// Omnibus Hearts, which it scores on top.
func ExampleHeartsDeal() {
	f := score.NewFacts(4, seat.All(4))
	f.Taken[1] = card.HeartsSet | card.MustParseSet("QS JD")
	f.Taken[0] = card.MustParseSet("2C 3C")
	table := gametest.MustTable(variant.Hearts, variant.Options{SpotHearts: false, Omnibus: score.OmnibusJD})

	r := score.HeartsDeal(f, table, score.MoonAddToOthers, score.OmnibusJD, false)
	fmt.Println(r.Points[:4], r.Outcome)
	r = score.HeartsDeal(f, table, score.MoonSubtractFromShooter, score.OmnibusJD, false)
	fmt.Println(r.Points[:4], r.Outcome)
	// Output:
	// [26 -10 26 26] moon
	// [0 -36 0 0] moon
}
