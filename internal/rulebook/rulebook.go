// Package rulebook renders the project's rule book, docs/rules.md in
// English, docs/regeln.md in German and docs/regler.md in Danish, and the
// list of the project's readings, RULINGS.md, from the chapters of the
// rule catalogue as package games assembles them (games.Chapters: the
// common chapter of package rule and each game's own, with the values of
// each option from the games' option tables). They are checked in; a test fails when one
// is stale, and `go generate ./internal/rulebook` writes them again.
package rulebook

//go:generate go run ./gen -root ../..

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/rule"
)

// Files maps each language of the book to its file under docs/. The map
// is new on every call (the package holds no mutable state).
func Files() map[string]string {
	return map[string]string{"en": "rules.md", "de": "regeln.md", "da": "regler.md"}
}

// words are the fixed texts of the book.
type words struct {
	title, generated, intro, contents, examples, options, optHead, none string
}

func wordsIn(lang string) words {
	switch lang {
	case "da":
		return words{
			title:     "Reglerne for spillene med den sorte dame",
			generated: "<!-- Dannet ud fra regelkataloget (pakken rule) med `go generate ./internal/rulebook`; ret ikke i hånden. -->",
			intro: "Denne bog rummer hver regel, biblioteket håndhæver, med projektets egne ord. " +
				"Hver regel har en kode som `MAD-R7`, som fejlmeddelelser, dommeren (`go run ./cmd/referee -explain MAD-R7`) og testene henviser til; " +
				"den er også reglens anker i dette dokument (`regler.md#mad-r7`). " +
				"`…-R…` er et spils regler, som dets oprindelige tekst giver dem, `…-O…` de valgfri regler, den nævner, " +
				"`…-A…` projektets fortolkninger, hvor teksten tier, modsiger sig selv eller er tvetydig, og `…-E…` gennemregnede eksempler; " +
				"hver fortolkning nævner indstillingen for den anden fortolkning. Hver kilde er nævnt, og de oprindelige tekster citeres kort på deres eget sprog. " +
				"Indstillingerne står med deres navne i spilprotokollens format ([records.md](records.md)). " +
				"Pladserne tælles i denne bog, ligesom giv, stik og kortene i et spil, som de gives, fra 1, som dommeren og alle meddelelser til mennesker tæller dem: plads 2 sidder til venstre for plads 1, og så fremdeles rundt om bordet ([C-1](#c-1), [C-2](#c-2)); " +
				"en spilprotokol og biblioteket tæller fra 0: plads 1 her er protokollens plads 0. English: [rules.md](rules.md). Deutsch: [regeln.md](regeln.md).",
			contents: "Indhold",
			examples: "Eksempler",
			options:  "Indstillinger",
			optHead:  "| indstilling | værdier | standard | regel |\n| --- | --- | --- | --- |",
			none:     "Dette spil har ingen indstillinger.",
		}
	case "de":
		return words{
			title:     "Die Regeln der Schwarze-Dame-Spiele",
			generated: "<!-- Erzeugt aus dem Regelkatalog (Paket rule) mit `go generate ./internal/rulebook`; nicht von Hand ändern. -->",
			intro: "Dieses Buch enthält jede Regel, die die Bibliothek durchsetzt, in den eigenen Worten des Projekts. " +
				"Jede Regel hat eine Kennung wie `MAD-R7`, die Fehlermeldungen, der Schiedsrichter (`go run ./cmd/referee -explain MAD-R7`) und die Tests nennen; " +
				"sie ist auch der Anker dieses Dokuments (`regeln.md#mad-r7`). " +
				"`…-R…` sind die Regeln eines Spiels, wie sein Originaltext sie gibt, `…-O…` die Zusatzregeln, die er nennt, " +
				"`…-A…` die Lesarten des Projekts, wo der Text schweigt, sich widerspricht oder mehrdeutig ist, und `…-E…` durchgerechnete Beispiele; " +
				"jede Lesart nennt die Option für die andere Lesart. Jede Quelle ist genannt, Originaltexte werden kurz in ihrer Sprache zitiert. " +
				"Die Optionen stehen mit ihren Namen im Format der Spielaufzeichnung ([records.md](records.md)). " +
				"Die Plätze zählt dieses Buch wie Spiele, Stiche und die Karten eines Spiels beim Geben von 1 an, wie der Schiedsrichter und jede Meldung für Menschen: links von Platz 1 sitzt Platz 2 und so fort reihum ([C-1](#c-1), [C-2](#c-2)); " +
				"eine Spielaufzeichnung und die Bibliothek zählen von 0 an: Platz 1 hier ist Platz 0 der Aufzeichnung. English: [rules.md](rules.md). Dansk: [regler.md](regler.md).",
			contents: "Inhalt",
			examples: "Beispiele",
			options:  "Optionen",
			optHead:  "| Option | Werte | Vorgabe | Regel |\n| --- | --- | --- | --- |",
			none:     "Dieses Spiel hat keine Optionen.",
		}
	}
	return words{
		title:     "The rules of the black queen games",
		generated: "<!-- Generated from the rule catalogue (package rule) by `go generate ./internal/rulebook`; do not edit by hand. -->",
		intro: "This book holds every rule the library enforces, in the project's own words. " +
			"Each rule has an ID such as `MAD-R7`, which error messages, the referee (`go run ./cmd/referee -explain MAD-R7`) and the tests cite; " +
			"it is also its anchor in this document (`rules.md#mad-r7`). " +
			"`…-R…` are a game's rules as its original text gives them, `…-O…` the optional rules it names, " +
			"`…-A…` the project's readings where the text is silent, contradicts itself or is ambiguous, and `…-E…` worked examples; " +
			"each reading names the option for the other reading. Every source is named, and original texts are quoted briefly in their own language. " +
			"Options carry their names in the game record format ([records.md](records.md)). " +
			"Seats, like deals, tricks and the cards of a pack as they are dealt, are counted from 1, as the referee and every message for people count them: seat 2 sits to the left of seat 1, and so on round the table ([C-1](#c-1), [C-2](#c-2)); " +
			"a game record and the library count from 0: seat 1 here is the record's seat 0. Deutsch: [regeln.md](regeln.md). Dansk: [regler.md](regler.md).",
		contents: "Contents",
		examples: "Worked examples",
		options:  "Options",
		optHead:  "| option | values | default | rule |\n| --- | --- | --- | --- |",
		none:     "This game has no options.",
	}
}

// Markdown returns the rule book in lang ("en", "de" or "da").
func Markdown(lang string) []byte {
	w := wordsIn(lang)
	var b bytes.Buffer
	fmt.Fprintf(&b, "# %s\n\n%s\n\n%s\n\n## %s\n\n", w.title, w.generated, w.intro, w.contents)
	chapters := games.Chapters()
	for _, g := range chapters {
		fmt.Fprintf(&b, "- [%s](#%s)\n", g.Title.In(lang), chapterAnchor(g))
	}
	b.WriteString("\n")
	p := page{lang: lang, w: w, known: known(chapters)}
	for _, g := range chapters {
		p.chapter(&b, g)
	}
	return b.Bytes()
}

// page is what every chapter of a book is written with: its language,
// its fixed texts and the rule IDs of the catalogue, which its texts link.
type page struct {
	lang  string
	w     words
	known map[string]bool
}

// known returns the rule IDs of every entry of chapters.
func known(chapters []rule.Chapter) map[string]bool {
	out := map[string]bool{}
	for _, c := range chapters {
		for _, e := range c.Entries {
			out[e.Ref] = true
		}
	}
	return out
}

func chapterAnchor(g rule.Chapter) string {
	if g.Name == "" {
		return "every-game"
	}
	return g.Name
}

func (p page) chapter(b *bytes.Buffer, g rule.Chapter) {
	lang, w := p.lang, p.w
	fmt.Fprintf(b, "## <a id=\"%s\"></a>%s\n\n%s\n\n", chapterAnchor(g), g.Title.In(lang), g.Intro.In(lang))
	for _, t := range rule.Topics() {
		var rules, examples []rule.Entry
		for _, e := range g.Entries {
			switch {
			case e.Topic != t:
			case e.Kind == rule.Example:
				examples = append(examples, e)
			default:
				rules = append(rules, e)
			}
		}
		if len(rules)+len(examples) == 0 {
			continue
		}
		fmt.Fprintf(b, "### %s\n\n", t.Name(lang))
		for _, e := range rules {
			p.entry(b, e)
		}
		if len(examples) > 0 {
			fmt.Fprintf(b, "#### %s\n\n", w.examples)
			for _, e := range examples {
				p.entry(b, e)
			}
		}
	}
	if g.Name == "" {
		return
	}
	fmt.Fprintf(b, "### %s\n\n", w.options)
	id, _ := games.ParseID(g.Name)
	opts := games.CatalogueOptions(id)
	if len(opts) == 0 {
		fmt.Fprintf(b, "%s\n\n", w.none)
		return
	}
	fmt.Fprintf(b, "%s\n", w.optHead)
	for _, o := range opts {
		vals := o.Form.In(lang)
		if o.Values != nil {
			vals = "`" + strings.Join(o.Values, "`, `") + "`"
		}
		fmt.Fprintf(b, "| `%s` | %s | `%s` | [%s](#%s) |\n", o.Name, vals, o.Default, o.Entry.Ref, o.Entry.Anchor())
	}
	b.WriteString("\n")
}

func (p page) entry(b *bytes.Buffer, e rule.Entry) {
	lang, linkRefs := p.lang, p.linkRefs
	fmt.Fprintf(b, "#### <a id=\"%s\"></a>%s · %s\n\n", e.Anchor(), e.Ref, e.Title.In(lang))
	if e.Kind == rule.Optional || e.Kind == rule.Reading {
		fmt.Fprintf(b, "*%s.* ", capitalize(e.Kind.Name(lang)))
	}
	fmt.Fprintf(b, "%s\n\n", linkRefs(e.Rule.In(lang)))
	if r := e.Ruling.In(lang); r != "" {
		fmt.Fprintf(b, "*%s:* %s\n\n", rule.LabelReading.In(lang), linkRefs(r))
	}
	for _, o := range e.Options {
		fmt.Fprintf(b, "*%s* `%s`\n\n", rule.LabelOption.In(lang), o.OptionText(lang))
	}
	if c := e.Choice.In(lang); c != "" {
		fmt.Fprintf(b, "%s\n\n", linkRefs(c))
	}
	if s := e.SourceText(lang); s != "" {
		fmt.Fprintf(b, "*%s:* %s\n\n", rule.LabelSource.In(lang), linkRefs(s))
	}
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// linkRefs turns every rule ID of the catalogue in s into a link to its
// anchor.
func (p page) linkRefs(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		i := indexRef(s)
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		s = s[i:]
		n := refLen(s)
		ref := s[:n]
		if p.known[ref] {
			fmt.Fprintf(&b, "[%s](#%s)", ref, strings.ToLower(ref))
		} else {
			b.WriteString(ref)
		}
		s = s[n:]
	}
	return b.String()
}

// prefixes returns the prefixes of rule IDs, longest first. It is a
// function, so that the package holds no mutable state.
func prefixes() []string { return []string{"MAD-", "SAU-", "BM-", "SH-", "OM-", "TT-", "C-"} }

// indexRef returns the index of the first rule ID in s, or -1.
func indexRef(s string) int {
	best := -1
	for _, p := range prefixes() {
		for from := 0; from < len(s); {
			i := strings.Index(s[from:], p)
			if i < 0 {
				break
			}
			i += from
			if (i == 0 || !isWord(s[i-1])) && refLen(s[i:]) > 0 {
				if best < 0 || i < best {
					best = i
				}
				break
			}
			from = i + 1
		}
	}
	return best
}

// refLen returns the length of the rule ID at the start of s, or 0.
func refLen(s string) int {
	dash := strings.IndexByte(s, '-')
	if dash < 0 {
		return 0
	}
	i := dash + 1
	if i < len(s) && strings.ContainsRune("RAOE", rune(s[i])) && s[:dash] != "C" && s[:dash] != "TT" {
		i++
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == i || (j < len(s) && isWord(s[j])) {
		return 0
	}
	return j
}

func isWord(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// RulingsFile is the list of the project's readings, at the module root.
const RulingsFile = "RULINGS.md"

// Rulings returns RULINGS.md: every reading the project took where a rule
// left it a choice, game by game, each linked to its rule in the book.
func Rulings() []byte {
	var b bytes.Buffer
	b.WriteString("# The project's rulings\n\n" +
		"<!-- Generated from the rule catalogue (package rule) by `go generate ./internal/rulebook`; do not edit by hand. -->\n\n" +
		"The original rule texts leave gaps, contradict themselves in places and can be read more than one way. " +
		"The rule book gives every such reading an ID (the `…-A…` rules) with a default and an option. " +
		"Where even that left the library a choice, it took the reading listed here; each one is also in the book, " +
		"under its rule, in English ([docs/rules.md](docs/rules.md)), German ([docs/regeln.md](docs/regeln.md)) and Danish ([docs/regler.md](docs/regler.md)). " +
		"How the referee reads game records is in [REFEREE.md](REFEREE.md) (\"The project's readings\").\n\n")
	for _, g := range games.Chapters() {
		var lines []string
		for _, e := range g.Entries {
			if e.Ruling.EN == "" {
				continue
			}
			lines = append(lines, fmt.Sprintf("- **[%s](docs/rules.md#%s) %s.** %s\n", e.Ref, e.Anchor(), e.Title.EN, e.Ruling.EN))
		}
		if len(lines) == 0 {
			continue
		}
		fmt.Fprintf(&b, "## %s\n\n", g.Title.EN)
		for _, l := range lines {
			b.WriteString(l)
		}
		b.WriteString("\n")
	}
	return b.Bytes()
}
