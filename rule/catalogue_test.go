package rule_test

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/rule"
)

// refPattern is the form of every rule ID of the catalogue.
var refPattern = regexp.MustCompile(`^(C-[0-9]+|TT-[0-9]+|(MAD|BM|SH|SAU|OM)-[RAOE][0-9]+)$`)

// TestCatalogueEntries checks every entry of the catalogue: a unique ID of
// the right form, the three languages for title and rule, a source, a kind
// that fits the ID, the games that fit its prefix, and a Lookup that finds
// it.
func TestCatalogueEntries(t *testing.T) {
	all := rule.Catalogue()
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
		got, ok := rule.Lookup(strings.ToLower(e.Ref))
		if !ok || got.Ref != e.Ref {
			t.Errorf("Lookup(%q) = %v, %v", strings.ToLower(e.Ref), got.Ref, ok)
		}
	}
	if _, ok := rule.Lookup("MAD-R" + "99"); ok {
		t.Error("Lookup finds an entry for a rule that does not exist")
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
	for _, e := range rule.Catalogue() {
		for _, text := range []rule.Text{e.Rule, e.Ruling, e.Choice, e.Source.Settled} {
			for _, s := range []string{text.EN, text.DE, text.DA} {
				for _, ref := range mention.FindAllString(s, -1) {
					if _, ok := rule.Lookup(ref); !ok {
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

// TestCatalogueFramesInEveryLanguage: the chapters, the kinds, the topics,
// the labels and the names of the original texts, which frame every
// entry in the book and the referee's explanations, have their own text
// in English, German and Danish.
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
	for _, g := range rule.Games() {
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
	for l := rule.LabelReading; l <= rule.LabelGames; l++ {
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

// TestCatalogueOptions keeps the catalogue's options and the engine's in
// step: every record option of every game is described by an entry of
// that game, each value the catalogue lists is accepted by
// games.ParseOptions and written back the same by MarshalOptions, the
// default is what a record without the option means, and the catalogue
// names no option the game lacks.
func TestCatalogueOptions(t *testing.T) {
	for _, id := range games.All() {
		game := id.String()
		described := map[string]rule.GameOption{}
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

// TestExplain: an entry explained for people carries its ID and title,
// the rule in the language asked for, its option with its values and
// default (which the games give: games.CatalogueEntry), its source with
// the original quotation, and its place in the rule book. The entry as
// package rule holds it names the option only.
func TestExplain(t *testing.T) {
	bare, ok := rule.Lookup("MAD-A13")
	if !ok {
		t.Fatal("MAD-A13 is not in the catalogue")
	}
	if len(bare.Options) != 1 || bare.Options[0].Values != nil || !strings.Contains(bare.Explain("en"), "Option must-change-stock\n") {
		t.Errorf("rule.Lookup(MAD-A13) options = %+v, want the name alone:\n%s", bare.Options, bare.Explain("en"))
	}
	e, ok := games.CatalogueEntry("MAD-A13")
	if !ok {
		t.Fatal("games.CatalogueEntry: MAD-A13 is not in the catalogue")
	}
	en := e.Explain("en")
	de := e.Explain("de")
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
	da := e.Explain("da")
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
