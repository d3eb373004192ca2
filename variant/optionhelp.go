package variant

import (
	"fmt"
	"strings"
)

// OptionHelp describes the record options of game id for people, in lang
// ("de" for German, anything else English): one line per option with its
// values and default, and the rule of the rule book that defines it. It
// is the listing behind `play -opt help` and `referee -options GAME`.
func OptionHelp(id ID, lang string) string {
	var b strings.Builder
	opts := CatalogueOptions(id)
	if lang == "de" {
		fmt.Fprintf(&b, "Optionen von %s (-opt NAME=WERT; im Regelbuch docs/regeln.md#%s):\n", id.Title(), id)
	} else {
		fmt.Fprintf(&b, "Options of %s (-opt NAME=VALUE; in the rule book docs/rules.md#%s):\n", id.Title(), id)
	}
	if len(opts) == 0 {
		if lang == "de" {
			b.WriteString("  keine\n")
		} else {
			b.WriteString("  none\n")
		}
	}
	for _, o := range opts {
		fmt.Fprintf(&b, "  %s\n      %s\n", o.OptionText(lang), o.Entry.Heading(lang))
	}
	return b.String()
}

// optionList names the record options of game id for an error that must
// name the valid ones: "a, b and c" with and the word for "and".
func optionList(id ID, and string) string {
	var names []string
	for _, op := range options() {
		if op.belongs(id) {
			names = append(names, op.name)
		}
	}
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + and + " " + names[len(names)-1]
}
