package rule_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/blackqueen/rules/rule"
)

// TestCommonChapter checks the chapter this package holds: a unique ID of
// the form C-n or TT-n for each entry, a convention or a core rule of
// every game (no games named), the three languages for title and rule,
// and a source. The games' chapters, and the references between
// chapters, are package games' to check (it assembles the book).
func TestCommonChapter(t *testing.T) {
	c := rule.Common()
	if c.Name != "" || c.Prefix != "C" || len(c.Entries) < 16 {
		t.Fatalf("Common() = %q, %q with %d entries; want the chapter of every game, C-1 … C-10 and TT-1 … TT-6", c.Name, c.Prefix, len(c.Entries))
	}
	form := regexp.MustCompile(`^(C|TT)-[1-9][0-9]*$`)
	seen := map[string]bool{}
	for _, e := range c.Entries {
		if !form.MatchString(e.Ref) || seen[e.Ref] {
			t.Errorf("%q is not a new ID of the common chapter", e.Ref)
		}
		seen[e.Ref] = true
		want := rule.Convention
		if strings.HasPrefix(e.Ref, "TT-") {
			want = rule.Core
		}
		if e.Kind != want || len(e.Games) != 0 || e.Worked != nil || len(e.Options) != 0 {
			t.Errorf("%s: kind %v, games %v, worked %v, options %v; want a %s of every game", e.Ref, e.Kind, e.Games, e.Worked != nil, e.Options, want.Name("en"))
		}
		for _, text := range []rule.Text{e.Title, e.Rule} {
			if text.EN == "" || text.DE == "" || text.DA == "" || text.EN == text.DE || text.DA == text.EN {
				t.Errorf("%s lacks a language: %+v", e.Ref, text)
			}
		}
		if e.Source.Text == rule.NoOrigin && e.Source.Settled.EN == "" {
			t.Errorf("%s names no source", e.Ref)
		}
	}
}

// TestCatalogueFramesInEveryLanguage: the common chapter, the kinds, the
// topics, the labels and the names of the original texts, which frame
// every entry in the book and the referee's explanations, have their own
// text in English, German and Danish.
func TestCatalogueFramesInEveryLanguage(t *testing.T) {
	langs := []string{"en", "de", "da"}
	check := func(what string, in func(lang string) string) {
		t.Helper()
		seen := map[string]string{}
		for _, lang := range langs {
			s := in(lang)
			if s == "" {
				t.Errorf("%s has no %s text", what, lang)
			}
			seen[lang] = s
		}
		if seen["da"] == seen["en"] && seen["da"] == seen["de"] && seen["en"] != seen["de"] {
			t.Errorf("%s: the Danish is the English: %q", what, seen["da"])
		}
	}
	for _, g := range []rule.Chapter{rule.Common()} {
		check("the title of chapter "+g.Prefix, g.Title.In)
		check("the intro of chapter "+g.Prefix, g.Intro.In)
		if g.Intro.DA == "" || g.Intro.DA == g.Intro.EN || g.Intro.DA == g.Intro.DE {
			t.Errorf("chapter %s: the Danish intro is missing or copied: %q", g.Prefix, g.Intro.DA)
		}
	}
	for k := rule.Convention; k <= rule.Example; k++ {
		check("kind "+k.Name("en"), k.Name)
	}
	for _, tp := range rule.Topics() {
		check("topic "+tp.Name("en"), tp.Name)
	}
	for l := rule.LabelReading; l <= rule.LabelBook; l++ {
		check("label "+l.In("en"), l.In)
	}
	for o := rule.OriginMadonna; o <= rule.OriginOldMaid; o++ {
		check("origin "+o.Name("en"), o.Name)
	}
}

// TestTextIn: In gives each language its own text and falls back to the
// English for a language the text lacks or does not know.
func TestTextIn(t *testing.T) {
	full := rule.Text{EN: "trick", DE: "Stich", DA: "stik"}
	half := rule.Text{EN: "trick", DE: "Stich"}
	for _, c := range []struct {
		text       rule.Text
		lang, want string
	}{
		{full, "en", "trick"}, {full, "de", "Stich"}, {full, "da", "stik"}, {full, "fr", "trick"}, {full, "", "trick"},
		{half, "da", "trick"}, {half, "de", "Stich"},
	} {
		if got := c.text.In(c.lang); got != c.want {
			t.Errorf("%+v.In(%q) = %q, want %q", c.text, c.lang, got, c.want)
		}
	}
}

// TestEntryTold: an entry tells its heading, its source (the original
// text named and quoted, then what settled the gap), its place in each
// language's rule book, and each option: by name alone as a chapter
// writes it, with its values and default once the games give them, or
// by its form.
func TestEntryTold(t *testing.T) {
	e := rule.Entry{Ref: "MAD-A13", Title: rule.Text{EN: "Not pushed", DE: "Nicht geschoben", DA: "Ikke skubbet"},
		Source: rule.Source{Text: rule.OriginMadonna, Quote: "nicht geschoben", Settled: rule.Text{EN: "the project's reading", DE: "Lesart des Projekts", DA: "projektets fortolkning"}}}
	for _, c := range []struct{ got, want string }{
		{e.Heading("de"), "MAD-A13 Nicht geschoben"},
		{e.Anchor(), "mad-a13"},
		{e.Link("en"), "https://github.com/blackqueen/rules/blob/main/docs/rules.md#mad-a13"},
		{e.Link("de"), "https://github.com/blackqueen/rules/blob/main/docs/regeln.md#mad-a13"},
		{e.Link("da"), "https://github.com/blackqueen/rules/blob/main/docs/regler.md#mad-a13"},
		{e.SourceText("en"), "The German rule text of Schwarze Madonna: „nicht geschoben“ — the project's reading"},
		{rule.Entry{}.SourceText("en"), ""},
		{rule.OptionSpec{Name: "must-change-stock"}.OptionText("en"), "must-change-stock"},
		{rule.OptionSpec{Name: "must-change-stock", Values: []string{"false", "true"}, Default: "false"}.OptionText("de"), "must-change-stock: false (Vorgabe), true"},
		{rule.OptionSpec{Name: "target", Form: rule.Text{EN: "a whole number", DE: "eine ganze Zahl", DA: "et helt tal"}, Default: "100"}.OptionText("da"), "target: et helt tal; standard 100"},
		{rule.OptionSpec{Name: "ties", Values: []string{"share", "split"}, Default: "none"}.OptionText("en"), "ties: share, split; default none"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
