package games_test

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/rule"
)

// refPattern is the form of every rule ID of the catalogue.
var refPattern = regexp.MustCompile(`^(C-[0-9]+|TT-[0-9]+|(MAD|BM|SH|SAU|OM)-[RAOE][0-9]+)$`)

// TestCatalogueEntries checks every entry of the catalogue: a unique ID of
// the right form, the three languages for title and rule, a source, a kind
// that fits the ID, the games that fit its prefix, the chapter of its
// prefix, and a CatalogueEntry that finds it.
func TestCatalogueEntries(t *testing.T) {
	all := games.Catalogue()
	for _, c := range games.Chapters() {
		for _, e := range c.Entries {
			if p, _, _ := strings.Cut(e.Ref, "-"); p != c.Prefix && (c.Prefix != "C" || p != "TT") {
				t.Errorf("%s is in the chapter %s", e.Ref, c.Prefix)
			}
		}
	}
	if len(all) < 195 {
		t.Errorf("the catalogue has %d entries, want at least the 195 rule IDs", len(all))
	}
	prefixGame := map[string]string{"MAD": "schwarze-madonna", "BM": "black-maria", "SH": "hearts", "SAU": "schwarze-sau", "OM": "old-maid"}
	kindLetter := map[rule.Kind]string{rule.Basic: "R", rule.Optional: "O", rule.Reading: "A", rule.Example: "E"}
	seen := map[string]bool{}
	for _, e := range all {
		if !refPattern.MatchString(e.Ref) {
			t.Errorf("%q is not a rule ID", e.Ref)
		}
		if seen[e.Ref] {
			t.Errorf("%s is in the catalogue twice", e.Ref)
		}
		seen[e.Ref] = true
		for name, text := range map[string]rule.Text{"title": e.Title, "rule": e.Rule} {
			if text.EN == "" || text.DE == "" || text.DA == "" || name == "rule" && (text.EN == text.DE || text.DA == text.EN || text.DA == text.DE) {
				t.Errorf("%s: the %s lacks a language: %+v", e.Ref, name, text)
			}
		}
		for name, text := range map[string]rule.Text{"ruling": e.Ruling, "choice": e.Choice, "settled": e.Source.Settled} {
			if (text.EN == "") != (text.DE == "") || (text.EN == "") != (text.DA == "") {
				t.Errorf("%s: the %s lacks a language: %+v", e.Ref, name, text)
			}
		}
		for _, o := range e.Options {
			if (o.Form.EN == "") != (o.Form.DE == "") || (o.Form.EN == "") != (o.Form.DA == "") {
				t.Errorf("%s: the form of option %s lacks a language: %+v", e.Ref, o.Name, o.Form)
			}
		}
		if w := e.Worked; w != nil {
			for _, n := range workedNotes(w) {
				if (n.EN == "") != (n.DE == "") || (n.EN == "") != (n.DA == "") {
					t.Errorf("%s: a note of the worked example lacks a language: %+v", e.Ref, n)
				}
			}
		}
		if e.Source.Text == rule.NoOrigin && e.Source.Settled.EN == "" {
			t.Errorf("%s names no source", e.Ref)
		}
		if e.Source.Quote != "" && e.Source.Text == rule.NoOrigin {
			t.Errorf("%s quotes without naming the text", e.Ref)
		}
		prefix, rest, _ := strings.Cut(e.Ref, "-")
		switch prefix {
		case "C":
			if e.Kind != rule.Convention || len(e.Games) != 0 {
				t.Errorf("%s: kind %v, games %v; want a convention of every game", e.Ref, e.Kind, e.Games)
			}
		case "TT":
			if e.Kind != rule.Core || len(e.Games) != 0 {
				t.Errorf("%s: kind %v, games %v; want a core rule of every game", e.Ref, e.Kind, e.Games)
			}
		default:
			if !slices.Equal(e.Games, []string{prefixGame[prefix]}) {
				t.Errorf("%s belongs to %v, want %s", e.Ref, e.Games, prefixGame[prefix])
			}
			if kindLetter[e.Kind] != rest[:1] {
				t.Errorf("%s has kind %v", e.Ref, e.Kind)
			}
		}
		if e.Kind == rule.Example && !e.Pure {
			t.Errorf("%s is a worked example but not marked pure", e.Ref)
		}
		got, ok := games.CatalogueEntry(strings.ToLower(e.Ref))
		if !ok || got.Ref != e.Ref {
			t.Errorf("CatalogueEntry(%q) = %v, %v", strings.ToLower(e.Ref), got.Ref, ok)
		}
	}
	for _, ref := range []string{"MAD-R" + "99", "XY-R1", "", "-"} {
		if _, ok := games.CatalogueEntry(ref); ok {
			t.Errorf("CatalogueEntry(%q) finds an entry for a rule that does not exist", ref)
		}
	}
}

// workedNotes returns the texts a worked example gives in words.
func workedNotes(w *rule.Worked) []rule.Text {
	var out []rule.Text
	for _, d := range w.Deals {
		out = append(out, d.Note, d.If)
	}
	for _, tb := range w.Tables {
		out = append(out, tb.Note)
	}
	for _, m := range w.Moves {
		out = append(out, m.Note)
	}
	return out
}

// TestCatalogueCrossReferences: every rule ID a text of the catalogue
// mentions is itself in the catalogue, and each language of a text
// mentions the same rule IDs, so that no translation drops or adds a
// reference.
func TestCatalogueCrossReferences(t *testing.T) {
	mention := regexp.MustCompile(`\b(C-[0-9]+|TT-[0-9]+|(MAD|BM|SH|SAU|OM)-[RAOE][0-9]+)\b`)
	refs := func(s string) []string {
		out := mention.FindAllString(s, -1)
		slices.Sort(out)
		return slices.Compact(out)
	}
	for _, e := range games.Catalogue() {
		for _, text := range []rule.Text{e.Rule, e.Ruling, e.Choice, e.Source.Settled} {
			for _, s := range []string{text.EN, text.DE, text.DA} {
				for _, ref := range mention.FindAllString(s, -1) {
					if _, ok := games.CatalogueEntry(ref); !ok {
						t.Errorf("%s mentions %s, which is not in the catalogue", e.Ref, ref)
					}
				}
			}
			if en := refs(text.EN); !slices.Equal(en, refs(text.DE)) || !slices.Equal(en, refs(text.DA)) {
				t.Errorf("%s: the languages mention different rules: %v, %v, %v", e.Ref, en, refs(text.DE), refs(text.DA))
			}
		}
	}
}

// TestChaptersInEveryLanguage: the title and the introduction of each
// chapter, which frame its entries in the book and the referee's
// explanations, have their own text in English, German and Danish (the
// kinds, topics, labels and original texts are package rule's to test).
func TestChaptersInEveryLanguage(t *testing.T) {
	chapters := games.Chapters()
	if len(chapters) != 1+len(games.All()) {
		t.Fatalf("%d chapters, want the common one and one a game", len(chapters))
	}
	for _, g := range chapters {
		for _, text := range []rule.Text{g.Title, g.Intro} {
			if text.EN == "" || text.DE == "" || text.DA == "" {
				t.Errorf("chapter %s lacks a language: %+v", g.Prefix, text)
			}
		}
		if g.Intro.DA == g.Intro.EN || g.Intro.DA == g.Intro.DE {
			t.Errorf("chapter %s: the Danish intro is copied: %q", g.Prefix, g.Intro.DA)
		}
	}
	for i, id := range games.All() {
		if c, ok := games.ChapterOf(id); !ok || c.Name != id.String() || chapters[i+1].Name != c.Name {
			t.Errorf("ChapterOf(%v) = %q, %v; Chapters has %q", id, c.Name, ok, chapters[i+1].Name)
		}
	}
	if _, ok := games.ChapterOf(games.House); ok {
		t.Error("a house game has a chapter of the rule book")
	}
}

// TestCatalogueOptions keeps the catalogue's options and the engine's in
// step: every record option of every game is described by an entry of
// that game, each value the catalogue lists is accepted by
// games.ParseOptions and written back the same by MarshalOptions, the
// default is what a record without the option means, and the catalogue
// names no option the game lacks.
func TestCatalogueOptions(t *testing.T) {
	for _, id := range games.All() {
		game := id.String()
		described := map[string]games.CatalogueOption{}
		for _, o := range games.CatalogueOptions(id) {
			if _, twice := described[o.Name]; twice {
				t.Errorf("%s: option %s is described twice", game, o.Name)
			}
			described[o.Name] = o
		}
		for _, info := range games.OptionNames() {
			if !slices.Contains(info.Games, id) {
				continue
			}
			o, ok := described[info.Name]
			if !ok {
				t.Errorf("%s: option %s is not in the catalogue", game, info.Name)
				continue
			}
			delete(described, info.Name)
			for _, v := range o.Values {
				raw, _ := json.Marshal(map[string]json.RawMessage{o.Name: jsonValue(v)})
				opts, err := games.ParseOptions(id, raw)
				if err != nil {
					t.Errorf("%s: value %s of %s is refused: %v", game, v, o.Name, err)
					continue
				}
				back, err := games.MarshalOptions(id, opts)
				if err != nil {
					t.Fatal(err)
				}
				var m map[string]json.RawMessage
				if err := json.Unmarshal(back, &m); err != nil {
					t.Fatal(err)
				}
				got, present := m[o.Name]
				if v == o.Default && present {
					t.Errorf("%s: the default %s of %s is written back as %s", game, v, o.Name, got)
				}
				if v != o.Default && string(got) != string(jsonValue(v)) {
					t.Errorf("%s: %s=%s is written back as %s", game, o.Name, v, got)
				}
			}
			if o.Values == nil && o.Form.EN == "" {
				t.Errorf("%s: option %s has neither values nor a form", game, o.Name)
			}
			raw, _ := json.Marshal(map[string]string{o.Name: "no-such-value"})
			if _, err := games.ParseOptions(id, raw); err == nil {
				t.Errorf("%s: %s accepts no-such-value", game, o.Name)
			}
		}
		for name := range described {
			t.Errorf("%s: the catalogue describes option %s, which the game does not have", game, name)
		}
	}
}

// jsonValue is the JSON form of an option value as the catalogue writes
// it: true, false and numbers bare, names quoted.
func jsonValue(v string) json.RawMessage {
	if v == "true" || v == "false" || (v != "" && strings.Trim(v, "0123456789{}\":,") == "") {
		return json.RawMessage(v)
	}
	b, _ := json.Marshal(v)
	return b
}

// TestExplainEntry: an entry explained for people carries its ID and
// title, its game's chapter, the rule in the language asked for, its
// option with its values and default (which the games give), its source
// with the original quotation, and its place in the rule book. The entry
// as its chapter writes it names the option only.
func TestExplainEntry(t *testing.T) {
	written := 0
	for _, bare := range madonna.Chapter().Entries {
		if bare.Ref != "MAD-A13" {
			continue
		}
		written++
		if len(bare.Options) != 1 || bare.Options[0].Values != nil || !strings.Contains(games.ExplainEntry(bare, "en"), "Option must-change-stock\n") {
			t.Errorf("madonna.Chapter's MAD-A13 options = %+v, want the name alone:\n%s", bare.Options, games.ExplainEntry(bare, "en"))
		}
	}
	if written != 1 {
		t.Errorf("madonna.Chapter has MAD-A13 %d times, want once", written)
	}
	e, ok := games.CatalogueEntry("MAD-A13")
	if !ok {
		t.Fatal("games.CatalogueEntry: MAD-A13 is not in the catalogue")
	}
	en := games.ExplainEntry(e, "en")
	de := games.ExplainEntry(e, "de")
	for _, want := range []string{"MAD-A13 What “not pushed” means", "Schwarze Madonna, reading", "must-change-stock: false (default), true", "„Der Stock darf auch NICHT geschoben werden.“", "docs/rules.md#mad-a13"} {
		if !strings.Contains(en, want) {
			t.Errorf("Explain(en) lacks %q:\n%s", want, en)
		}
	}
	for _, want := range []string{"MAD-A13 Was „nicht geschoben“ heißt", "Schwarze Madonna, Lesart", "must-change-stock: false (Vorgabe), true", "docs/regeln.md#mad-a13"} {
		if !strings.Contains(de, want) {
			t.Errorf("Explain(de) lacks %q:\n%s", want, de)
		}
	}
	if strings.Contains(de, "reading") || strings.Contains(en, "Lesart") {
		t.Errorf("a language leaks into the other:\n%s\n%s", en, de)
	}
	da := games.ExplainEntry(e, "da")
	for _, want := range []string{"MAD-A13 Hvad „ikke skubbet“ betyder", "Schwarze Madonna, fortolkning", "must-change-stock: false (standard), true",
		"„Der Stock darf auch NICHT geschoben werden.“", "docs/regler.md#mad-a13", "Kilde: Den tyske regeltekst til Schwarze Madonna"} {
		if !strings.Contains(da, want) {
			t.Errorf("Explain(da) lacks %q:\n%s", want, da)
		}
	}
	if strings.Contains(da, "reading") || strings.Contains(da, "Lesart") {
		t.Errorf("another language leaks into the Danish:\n%s", da)
	}
}

// TestExplainEntryOfEveryGame: an entry of every game is told as one of
// the common chapter's.
func TestExplainEntryOfEveryGame(t *testing.T) {
	e, ok := games.CatalogueEntry("TT-2")
	if !ok {
		t.Fatal("TT-2 is not in the catalogue")
	}
	for lang, want := range map[string]string{"en": "Every game: seats, directions and tricks, core rule", "de": "Alle Spiele: Plätze, Richtungen und Stiche, Grundregel"} {
		if got := games.ExplainEntry(e, lang); !strings.Contains(got, "\n  "+want+"\n") {
			t.Errorf("ExplainEntry(TT-2, %s) lacks %q:\n%s", lang, want, got)
		}
	}
}
