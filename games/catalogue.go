package games

import (
	"slices"
	"strings"

	"github.com/blackqueen/rules/rule"
)

// The rule book is assembled here, above the games, from its chapters:
// package rule gives the form of an entry and the chapter every game
// shares (rule.Common), each game's package its own chapter
// (madonna.Chapter, ...; Old Maid's is this package's until its state
// machine has a package), and the games' option tables the values each
// option takes. Nothing is copied down into rule.

// Chapters returns the chapters of the rule book in order, the
// conventions every game shares first, then the five games, each entry
// finished: a worked example's Rule rendered from its facts, each option
// with its values and default as the games' option tables give them. The
// slice is new on every call; the caller may keep it.
func Chapters() []rule.Chapter {
	values := optionValues()
	out := []rule.Chapter{finished(rule.Common(), values)}
	for _, id := range All() {
		c, _ := written(id)
		out = append(out, finished(c, values))
	}
	return out
}

// ChapterOf returns the chapter of game id, finished as Chapters finishes
// it, and false for an ID that is not one of the five games.
func ChapterOf(id ID) (rule.Chapter, bool) {
	c, ok := written(id)
	if !ok {
		return rule.Chapter{}, false
	}
	return finished(c, optionValues()), true
}

// Catalogue returns every entry of the rule book, chapter by chapter
// (Chapters). The slice is new on every call; the caller may keep it.
func Catalogue() []rule.Entry {
	var out []rule.Entry
	for _, c := range Chapters() {
		out = append(out, c.Entries...)
	}
	return out
}

// CatalogueEntry returns the entry with the given ID ("MAD-R7", in any
// case), finished as Chapters finishes it, and false when there is none.
// It builds only the chapter of the ID's prefix.
func CatalogueEntry(ref string) (rule.Entry, bool) {
	ref = strings.ToUpper(strings.TrimSpace(ref))
	c, ok := chapterOfRef(ref)
	if !ok {
		return rule.Entry{}, false
	}
	for _, e := range c.Entries {
		if e.Ref != ref {
			continue
		}
		var values map[string][]string
		if len(e.Options) > 0 {
			values = optionValues() // the games' definitions, built only when needed
		}
		return finish(e, values), true
	}
	return rule.Entry{}, false
}

// CatalogueOption is a record option of a game with the entry of the
// rule book that defines it.
type CatalogueOption struct {
	rule.OptionSpec
	Entry rule.Entry
}

// CatalogueOptions returns the record options of game id, each with its
// values and default and the entry that defines it, in the order of the
// game's chapter; none for an ID that is not one of the five games.
func CatalogueOptions(id ID) []CatalogueOption {
	c, _ := ChapterOf(id)
	var out []CatalogueOption
	for _, e := range c.Entries {
		for _, o := range e.Options {
			out = append(out, CatalogueOption{OptionSpec: o, Entry: e})
		}
	}
	return out
}

// chapterOfRef returns the chapter, as written, that a rule ID's prefix
// names ("MAD" of "MAD-R7"; the common chapter for "C-1" and "TT-2"),
// and false for a prefix of no chapter.
func chapterOfRef(ref string) (rule.Chapter, bool) {
	prefix, _, _ := strings.Cut(ref, "-")
	switch prefix {
	case "C", "TT":
		return rule.Common(), true
	case "MAD":
		return written(SchwarzeMadonna)
	case "BM":
		return written(BlackMaria)
	case "SH":
		return written(Hearts)
	case "SAU":
		return written(SchwarzeSau)
	case "OM":
		return written(OldMaid)
	}
	return rule.Chapter{}, false
}

// finished returns chapter c with every entry finished (finish).
func finished(c rule.Chapter, values map[string][]string) rule.Chapter {
	for i := range c.Entries {
		c.Entries[i] = finish(c.Entries[i], values)
	}
	return c
}

// finish returns entry e as the book tells it: a worked example's Rule
// rendered from its facts, and each option that values lists with its
// values and default.
func finish(e rule.Entry, values map[string][]string) rule.Entry {
	if e.Worked != nil {
		e.Rule = e.Worked.Text()
	}
	for i := range e.Options {
		e.Options[i] = described(e.Options[i], values)
	}
	return e
}

// optionValues returns the values of every record option that has a list
// of them, by name, the default first.
func optionValues() map[string][]string {
	out := map[string][]string{}
	for _, o := range OptionNames() {
		if o.Values != nil {
			out[o.Name] = o.Values
		}
	}
	return out
}

// described returns o with its values and default from values, if they
// list o; an option given by a number or an object (o.Form) is left as
// it is.
func described(o rule.OptionSpec, values map[string][]string) rule.OptionSpec {
	if v, ok := values[o.Name]; ok && o.Form.EN == "" {
		o.Values = slices.Clone(v)
		o.Default = v[0]
	}
	return o
}
