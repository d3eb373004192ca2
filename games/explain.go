package games

import (
	"slices"
	"strings"

	"github.com/blackqueen/rules/rule"
)

// ExplainEntry returns entry e (from CatalogueEntry) as plain text for
// people, in lang: its heading, its games and kind, the rule, the
// project's reading, its options, its source and its place in the rule
// book. It is the text of `referee -explain ID`.
func ExplainEntry(e rule.Entry, lang string) string {
	var b strings.Builder
	b.WriteString(e.Heading(lang))
	b.WriteString("\n  ")
	b.WriteString(gamesOf(e, lang) + ", " + e.Kind.Name(lang))
	b.WriteString("\n  ")
	b.WriteString(e.Rule.In(lang))
	if r := e.Ruling.In(lang); r != "" {
		b.WriteString("\n  " + rule.LabelReading.In(lang) + ": " + r)
	}
	for _, o := range e.Options {
		b.WriteString("\n  " + rule.LabelOption.In(lang) + " " + o.OptionText(lang))
	}
	if c := e.Choice.In(lang); c != "" {
		b.WriteString("\n  " + c)
	}
	if s := e.SourceText(lang); s != "" {
		b.WriteString("\n  " + rule.LabelSource.In(lang) + ": " + s)
	}
	b.WriteString("\n  " + rule.LabelBook.In(lang) + ": " + e.Link(lang) + "\n")
	return b.String()
}

// gamesOf names the games of entry e in lang by the titles of their
// chapters, in the order of the book; an entry of every game by the
// title of the common chapter.
func gamesOf(e rule.Entry, lang string) string {
	if len(e.Games) == 0 {
		return rule.Common().Title.In(lang)
	}
	var names []string
	for _, id := range All() {
		if slices.Contains(e.Games, id.String()) {
			c, _ := written(id)
			names = append(names, c.Title.In(lang))
		}
	}
	return strings.Join(names, ", ")
}
