package games

import (
	"fmt"
	"strings"

	"github.com/blackqueen/rules/rule"
)

// OptionHelp describes the record options of game id for people, in lang
// ("de" for German, "da" for Danish, anything else English): one line per
// option with its values and default, and the rule of the rule book that
// defines it. It is the listing behind `play -opt help` and `referee
// -options GAME`.
func OptionHelp(id ID, lang string) string {
	var b strings.Builder
	opts := CatalogueOptions(id)
	header := rule.Text{
		EN: "Options of %s (-opt NAME=VALUE; in the rule book docs/rules.md#%s):\n",
		DE: "Optionen von %s (-opt NAME=WERT; im Regelbuch docs/regeln.md#%s):\n",
		DA: "Indstillinger for %s (-opt NAVN=VÆRDI; i regelbogen docs/regler.md#%s):\n",
	}
	fmt.Fprintf(&b, header.In(lang), titleIn(id, lang), id)
	if len(opts) == 0 {
		b.WriteString(rule.Text{EN: "  none\n", DE: "  keine\n", DA: "  ingen\n"}.In(lang))
	}
	for _, o := range opts {
		fmt.Fprintf(&b, "  %s\n      %s\n", o.OptionText(lang), o.Entry.Heading(lang))
	}
	return b.String()
}

// titleIn names game id for a reader of lang: in Danish as the Danish
// rule book's chapter does ("Sorte Maria (Black Maria)"), else by the
// game's own title.
func titleIn(id ID, lang string) string {
	if c, ok := written(id); ok && lang == "da" {
		return c.Title.In(lang)
	}
	return id.Title()
}
