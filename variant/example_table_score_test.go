package variant_test

import (
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// BM-E2: seat 2 takes every penalty card. Black Maria has no moon (BM-R8);
// with the slam deduction (BM-O4) the 43 become −43.
func ExampleScorer_slam() {
	f := score.NewFacts(4, seat.All(4))
	f.Taken[2] = card.HeartsSet | card.MustParseSet("QS KS AS 9C")
	f.Taken[0] = card.MustParseSet("2C 3C 4C")

	r := scorer(games.BlackMaria, 4, nil).Score(&f)
	fmt.Println(r.Points[:4], r.Outcome)
	r = scorer(games.BlackMaria, 4, blackmaria.Options{Slam: blackmaria.SlamDeduct}).Score(&f)
	fmt.Println(r.Points[:4], r.Outcome)
	// Output:
	// [0 0 43 0] normal
	// [0 0 -43 0] slam
}

// SH-E2 and SH-O2: seat 1 shoots the moon and also takes the J♦ of
// Omnibus Hearts, which it scores on top.
func ExampleScorer_moon() {
	f := score.NewFacts(4, seat.All(4))
	f.Taken[1] = card.HeartsSet | card.MustParseSet("QS JD")
	f.Taken[0] = card.MustParseSet("2C 3C")

	r := scorer(games.Hearts, 4, hearts.Options{Omnibus: blackmaria.OmnibusJD}).Score(&f)
	fmt.Println(r.Points[:4], r.Outcome)
	r = scorer(games.Hearts, 4, hearts.Options{Omnibus: blackmaria.OmnibusJD, Moon: hearts.MoonSubtractFromShooter}).Score(&f)
	fmt.Println(r.Points[:4], r.Outcome)
	// Output:
	// [26 -10 26 26] moon
	// [0 -36 0 0] moon
}
