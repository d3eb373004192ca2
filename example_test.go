package rules_test

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/variant"
)

// Example plays the match of the package documentation: Hearts between
// four random players, to its end (SH-R10), every move through Apply.
func Example() {
	g, err := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		fmt.Println(err)
		return
	}
	r := rand.New(rand.NewPCG(3, 4))
	for !g.Over() {
		if p := g.Phase(); p == variant.PhaseDeal || p == variant.PhaseDealOver {
			if err := g.Deal(); err != nil {
				fmt.Println(err)
				return
			}
			continue
		}
		m, _ := g.RandomMove(r)
		if err := g.Apply(m); err != nil {
			fmt.Println(err) // a *rule.Violation
			return
		}
	}
	t, w := g.Totals(), g.Winners()
	fmt.Println("someone reached 100:", slices.Max(t) >= 100)
	fmt.Println("the winners have the lowest total:", len(w) > 0 && t[w[0]] == slices.Min(t))
	// Output:
	// someone reached 100: true
	// the winners have the lowest total: true
}
