// Package gameform is what a page's form for a new table offers: each
// game with its table sizes, its options and its option table, from which
// the page makes a control for each option. The server's /api/games and
// the offline page give the same list.
package gameform

import (
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/rule"
)

// Game is what the form offers for a game.
type Game struct {
	ID    games.ID `json:"id"`
	Title string   `json:"title"`
	// Titles is the game's display name in each of the page's languages
	// (games.WordsOf: Schwarzer Peter, Sorte Per).
	Titles  Text     `json:"titles"`
	Min     int      `json:"min"`
	Max     int      `json:"max"`
	Options []string `json:"options"`
	// Table is the game's option table (games.CatalogueOptions), from
	// which the page makes a control for each option.
	Table []Option `json:"table"`
}

// Option is one option of a game as the form offers it: its record name,
// its values (nil for a number or an object, which Form describes), its
// default, and the title of the rule that defines it, in each of the
// page's languages.
type Option struct {
	Name    string   `json:"name"`
	Values  []string `json:"values"`
	Default string   `json:"default"`
	Form    Text     `json:"form"`
	Title   Text     `json:"title"`
	Rule    string   `json:"rule"`
}

// Text is a text in each language the rule catalogue has.
type Text struct {
	EN string `json:"en"`
	DE string `json:"de"`
	DA string `json:"da"`
}

// TextOf is t in each language.
func TextOf(t rule.Text) Text { return Text{EN: t.In("en"), DE: t.In("de"), DA: t.In("da")} }

// OptionTable returns the option table of game id.
func OptionTable(id games.ID) []Option {
	out := []Option{}
	for _, o := range games.CatalogueOptions(id) {
		out = append(out, Option{Name: o.Name, Values: o.Values, Default: o.Default,
			Form: TextOf(o.Form), Title: TextOf(o.Entry.Title), Rule: o.Entry.Ref})
	}
	return out
}

// Games returns every game as the form offers it, in variant.Games's
// order.
func Games() []Game {
	var out []Game
	for _, id := range games.All() {
		lo, hi := games.SeatRange(id)
		g := Game{ID: id, Title: id.Title(), Titles: TextOf(games.WordsOf(id).Title), Min: lo, Max: hi, Options: []string{}, Table: OptionTable(id)}
		for _, o := range games.OptionNames() {
			for _, og := range o.Games {
				if og == id {
					g.Options = append(g.Options, o.Name)
				}
			}
		}
		out = append(out, g)
	}
	return out
}
