package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// explain prints the rule ref of the catalogue in lang, or in English and
// German when lang is empty. An unknown ID is exit 2; the message quotes
// at most a short prefix of it (strictjson.Quote), as every message of
// the module does.
func explain(stdout, stderr io.Writer, ref, lang string) int {
	e, ok := games.CatalogueEntry(ref)
	if !ok {
		fmt.Fprintf(stderr, say(lang, "referee: the rule book has no rule %s; IDs look like MAD-R7, SH-A1 or TT-2 (docs/rules.md).\n",
			"referee: Das Regelbuch hat keine Regel %s; Kennungen sehen aus wie MAD-R7, SH-A1 oder TT-2 (docs/regeln.md).\n",
			"referee: Regelbogen har ingen regel %s; id'er ser ud som MAD-R7, SH-A1 eller TT-2 (docs/regler.md).\n"), strictjson.Quote(ref))
		return 2
	}
	langs := []string{"en", "de"}
	if lang != "" {
		langs = []string{lang}
	}
	for i, l := range langs {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprint(stdout, games.ExplainEntry(e, l))
	}
	return 0
}

// listOptions prints the options of game (a record name) in lang: each
// with its values, its default and the rule that defines it. An unknown
// game is exit 2 and names the games, quoting a short prefix of game.
func listOptions(stdout, stderr io.Writer, game, lang string) int {
	id, ok := games.ParseID(game)
	if !ok {
		var names []string
		for _, g := range games.All() {
			names = append(names, g.String())
		}
		fmt.Fprintf(stderr, say(lang, "referee: there is no game %s; the games are %s.\n", "referee: Es gibt kein Spiel %s; die Spiele sind %s.\n",
			"referee: Der er intet spil %s; spillene er %s.\n"), strictjson.Quote(game), strings.Join(names, ", "))
		return 2
	}
	fmt.Fprint(stdout, games.OptionHelp(id, lang))
	return 0
}

// gameTitle names game id for a reader of lang: in Danish as the Danish
// rule book's chapter does ("Sorte Maria (Black Maria)"), else by the
// game's own title.
func gameTitle(id games.ID, lang string) string {
	if c, ok := games.ChapterOf(id); ok && lang == "da" {
		return c.Title.In(lang)
	}
	return id.Title()
}

// say is the text in lang: en, de for German, da for Danish.
func say(lang, en, de, da string) string { return rule.Text{EN: en, DE: de, DA: da}.In(lang) }
