package variant_test

import (
	"fmt"

	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/variant"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// scorer returns the scorer of a table, as a tool that has a deal's facts
// but no game uses it.
func scorer(id games.ID, seats int, o variant.Options) variant.Scorer {
	sc, err := games.ScorerOf(id, seats, o)
	if err != nil {
		panic(err)
	}
	return sc
}

// MAD-E1, the seed's own example: five players, seats 1 and 2 announced
// Jungfrau and took no trick, so every card point counts ×3×3.
func ExampleScorer() {
	f := score.NewFacts(5, seat.All(5))
	f.Played = 6
	f.Tricks = [seat.Max]int{2, 0, 0, 2, 2}
	// Only the penalty cards matter; the zero-point cards are left out.
	f.Taken[3] = card.MustParseSet("QS 7H 8H")           // 10 points
	f.Taken[4] = card.MustParseSet("9H 10H JH QH KH AH") // 6 points
	f.AnnouncedNoTrick = seat.Of(1, 2)

	r := scorer(games.SchwarzeMadonna, f.Seats, nil).Score(&f)
	fmt.Println(r.Points[:5], r.Outcome)
	// MAD-A4 option: a single ×3 however many Jungfrau.
	r = scorer(games.SchwarzeMadonna, f.Seats, madonna.Options{JungfrauFactor: madonna.SingleFactor}).Score(&f)
	fmt.Println(r.Points[:5], r.Outcome)
	// Output:
	// [0 0 0 90 54] announced-jungfrau
	// [0 0 0 30 18] announced-jungfrau
}

// MAD-E9 and MAD-E10: seat 0 announced Durchmarsch. Taking every trick
// gives 64 to each other seat; losing a trick costs seat 0 alone 64.
func ExampleScorer_durchmarsch() {
	f := score.NewFacts(4, seat.All(4))
	f.AnnouncedSweep = 0
	f.Played, f.Tricks[0] = 8, 8
	f.Taken[0] = card.MustParseSet("QS 7H 8H 9H 10H JH QH KH AH")
	r := scorer(games.SchwarzeMadonna, f.Seats, nil).Score(&f)
	fmt.Println(r.Points[:4], r.Outcome)

	f = score.NewFacts(4, seat.All(4))
	f.AnnouncedSweep = 0
	f.Played, f.Tricks[0], f.Tricks[2] = 3, 2, 1
	r = scorer(games.SchwarzeMadonna, f.Seats, nil).Score(&f)
	fmt.Println(r.Points[:4], r.Outcome)
	// Output:
	// [0 64 64 64] announced-durchmarsch
	// [64 0 0 0] failed-announcement
}

// SAU-E8: three players with card points 6, 5 and 3, after Schieben.
func ExampleScorer_schieben() {
	f := score.NewFacts(3, seat.All(3))
	f.Played = 10
	f.Tricks = [seat.Max]int{4, 3, 3}
	f.Taken[0] = card.MustParseSet("QS 8D")        // 6 points
	f.Taken[1] = card.MustParseSet("JC 9D 10D JD") // 5 points
	f.Taken[2] = card.MustParseSet("QD KD AD")     // 3 points
	f.Stock = card.MustParseSet("7D 8C")           // dead by default
	for _, pushes := range []int{0, 1, 2} {
		f.Pushes = pushes
		r := scorer(games.SchwarzeSau, f.Seats, nil).Score(&f)
		fmt.Println(pushes, "pushes:", r.Points[:3], r.Outcome)
	}
	r := scorer(games.SchwarzeSau, f.Seats, sau.Options{PushMultiplier: exchange.SingleDouble}).Score(&f)
	fmt.Println("2 pushes, single double:", r.Points[:3])
	// Output:
	// 0 pushes: [6 5 3] normal
	// 1 pushes: [12 10 6] normal
	// 2 pushes: [24 20 12] normal
	// 2 pushes, single double: [12 10 6]
}

// SAU-E9: seat 1 announced Jungfrau after one push; it succeeds, or it
// fails when seat 1 wins a trick.
func ExampleScorer_jungfrau() {
	f := score.NewFacts(3, seat.All(3))
	f.AnnouncedNoTrick, f.Pushes = seat.Of(1), 1
	f.Played, f.Tricks[0], f.Tricks[2] = 10, 6, 4
	r := scorer(games.SchwarzeSau, f.Seats, nil).Score(&f)
	fmt.Println(r.Points[:3], r.Outcome)

	f.Played, f.Tricks[0], f.Tricks[1], f.Tricks[2] = 2, 1, 1, 0
	r = scorer(games.SchwarzeSau, f.Seats, nil).Score(&f)
	fmt.Println(r.Points[:3], r.Outcome)
	// Output:
	// [30 0 30] announced-jungfrau
	// [0 30 0] failed-announcement
}

// SAU-A11: the multiplier compounds per push by default; SingleDouble
// doubles once however many pushes.
func ExamplePushMultiplier_Factor() {
	for pushes := range 4 {
		fmt.Println(pushes, exchange.CompoundPushes.Factor(pushes), exchange.SingleDouble.Factor(pushes))
	}
	// Output:
	// 0 1 1
	// 1 2 2
	// 2 4 2
	// 3 8 2
}
