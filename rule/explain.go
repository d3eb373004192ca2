package rule

import (
	"slices"
	"strings"
)

// Name returns the kind's name in lang ("rule", "Regel").
func (k Kind) Name(lang string) string {
	names := [...]Text{
		Convention: tx("convention", "Konvention", "konvention"),
		Core:       tx("core rule", "Grundregel", "grundregel"),
		Basic:      tx("rule", "Regel", "regel"),
		Optional:   tx("optional rule", "Zusatzregel", "valgfri regel"),
		Reading:    tx("reading", "Lesart", "fortolkning"),
		Example:    tx("worked example", "Beispiel", "eksempel"),
	}
	if int(k) >= len(names) {
		return ""
	}
	return names[k].In(lang)
}

// Name returns the topic's section title in lang ("The deal").
func (t Topic) Name(lang string) string {
	names := [...]Text{
		Table:   tx("What you need", "Was man braucht", "Det skal I bruge"),
		Dealing: tx("The deal", "Das Geben", "Kortgivningen"),
		Exchange: tx("Before the play: passing, the stock, the pairs", "Vor dem Spiel: Weitergeben, Stock, Paare",
			"Før spillet: afgivning, talonen, parrene"),
		Play:       tx("The play", "Der Spielverlauf", "Spillet"),
		Announcing: tx("Announcements", "Ansagen", "Meldinger"),
		Scoring:    tx("Scoring", "Die Wertung", "Pointtælling"),
		Match:      tx("End of the match", "Ende der Partie", "Partiets slutning"),
	}
	if int(t) >= len(names) {
		return ""
	}
	return names[t].In(lang)
}

// Topics returns every topic in the order of a chapter.
func Topics() []Topic {
	out := make([]Topic, 0, numTopics)
	for t := Table; t < numTopics; t++ {
		out = append(out, t)
	}
	return out
}

// Label is a label of the rule book and the referee in English and German.
type Label uint8

// The labels.
const (
	LabelReading Label = iota // the project's reading
	LabelSource               // source
	LabelOption               // option
	LabelDefault              // default
	LabelBook                 // rule book
)

// In returns the label in lang.
func (l Label) In(lang string) string {
	names := [...]Text{
		LabelReading: tx("The project's reading", "Lesart des Projekts", "Projektets fortolkning"),
		LabelSource:  tx("Source", "Quelle", "Kilde"),
		LabelOption:  tx("Option", "Option", "Indstilling"),
		LabelDefault: tx("default", "Vorgabe", "standard"),
		LabelBook:    tx("Rule book", "Regelbuch", "Regelbog"),
	}
	if int(l) >= len(names) {
		return ""
	}
	return names[l].In(lang)
}

// SourceText returns the entry's source as one line in lang: the original
// text named and quoted, and what settled a gap.
func (e Entry) SourceText(lang string) string {
	var parts []string
	if e.Source.Text != NoOrigin {
		s := e.Source.Text.Name(lang)
		if e.Source.Quote != "" {
			s += ": „" + e.Source.Quote + "“"
		}
		parts = append(parts, s)
	}
	if st := e.Source.Settled.In(lang); st != "" {
		parts = append(parts, st)
	}
	s := strings.Join(parts, " — ")
	if s != "" {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}

// OptionText returns one line describing an option in lang:
// "must-change-stock: false (default), true".
func (o OptionSpec) OptionText(lang string) string {
	var b strings.Builder
	b.WriteString(o.Name)
	b.WriteString(": ")
	if o.Values == nil && o.Form.EN == "" {
		return o.Name // an option of a list the games give (OptionSpec)
	}
	if o.Values == nil {
		b.WriteString(o.Form.In(lang) + "; " + LabelDefault.In(lang) + " " + o.Default)
		return b.String()
	}
	for i, v := range o.Values {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(v)
		if v == o.Default {
			b.WriteString(" (" + LabelDefault.In(lang) + ")")
		}
	}
	if !slices.Contains(o.Values, o.Default) {
		b.WriteString("; " + LabelDefault.In(lang) + " " + o.Default)
	}
	return b.String()
}
