package games_test

import (
	"fmt"

	"github.com/blackqueen/rules/games"
)

// A rule of the book, found by its ID in any case, told for people: its
// heading, its game and kind, the rule, its option with the values the
// game's option table gives, its source and its place in the book.
func ExampleExplainEntry() {
	e, ok := games.CatalogueEntry("mad-a13")
	if !ok {
		return
	}
	fmt.Print(games.ExplainEntry(e, "en"))
	// Output:
	// MAD-A13 What “not pushed” means
	//   Schwarze Madonna, reading
	//   “The stock may not be pushed” means nobody hands it on without taking it up, as pushing means in Schieberamsch. Putting back the two cards just taken, after seeing them, is allowed.
	//   Option must-change-stock: false (default), true
	//   Under must-change-stock every player must change the stock: putting back exactly the two cards just taken is refused.
	//   Source: The German rule text of Schwarze Madonna: „Der Stock darf auch NICHT geschoben werden.“ — Schieberamsch (de.wikipedia, pagat.com): schieben is passing the Skat on untaken
	//   Rule book: https://github.com/blackqueen/rules/blob/main/docs/rules.md#mad-a13
}
