// Package flagtext tells the errors of the standard flag package in
// German and Danish, for the programs (cmd/referee and those under
// programs/) whose command line may be answered in German (-lang de) or
// Danish (-lang da): the flag package writes its own errors in English
// only.
package flagtext

import (
	"fmt"
	"regexp"
	"strings"
)

var (
	undefined = regexp.MustCompile(`^flag provided but not defined: (.*)$`)
	needsArg  = regexp.MustCompile(`^flag needs an argument: (.*)$`)
	badBool   = regexp.MustCompile(`^invalid boolean value (".*") for (-\S+): .*$`)
	badValue  = regexp.MustCompile(`^invalid value (".*") for flag (-\S+): (.*)$`)
	badSyntax = regexp.MustCompile(`^bad flag syntax: (.*)$`)
)

// reasons are the flag package's own reasons for a value it cannot
// read, in German and in Danish.
var reasons = map[string][2]string{
	"parse error":              {"nicht lesbar", "kan ikke læses"},
	"value out of range":       {"außerhalb des Bereichs", "uden for området"},
	"invalid syntax":           {"nicht lesbar", "kan ikke læses"},
	"missing unit in duration": {"die Einheit fehlt (etwa 500ms oder 2s)", "enheden mangler (f.eks. 500ms eller 2s)"},
}

// phrases are the sentences of one language: an unknown flag, a flag
// without its value, a bool flag's value, a value it cannot read, a
// flag misspelt and any other wrong command line; lang indexes reasons.
type phrases struct {
	unknown, needs, takesBool, badValue, misspelt, other string
	lang                                                 int
}

var german = phrases{"unbekannter Schalter %s", "der Schalter %s braucht einen Wert", "%[2]s nimmt true oder false, nicht %[1]s",
	"ungültiger Wert %s für %s: %s", "falsch geschriebener Schalter %s", "ungültige Befehlszeile", 0}

var danish = phrases{"ukendt tilvalg %s", "tilvalget %s kræver en værdi", "%[2]s tager true eller false, ikke %[1]s",
	"ugyldig værdi %s for %s: %s", "forkert skrevet tilvalg %s", "ugyldig kommandolinje", 1}

// German returns the flag package's error err in German ("unbekannter
// Schalter -x"). A value's reason that the program itself gave (a func
// flag's error, written in German when the program speaks German) is kept
// as it is; an error it does not know is told as a wrong command line.
func German(err error) string { return german.tell(err) }

// Danish returns the flag package's error err in Danish ("ukendt
// tilvalg -x"), as German does in German.
func Danish(err error) string { return danish.tell(err) }

// In returns err in lang: German for "de", Danish for "da", else the
// flag package's own English.
func In(err error, lang string) string {
	switch lang {
	case "de":
		return German(err)
	case "da":
		return Danish(err)
	}
	return err.Error()
}

func (p phrases) tell(err error) string {
	s := err.Error()
	if m := undefined.FindStringSubmatch(s); m != nil {
		return fmt.Sprintf(p.unknown, m[1])
	}
	if m := needsArg.FindStringSubmatch(s); m != nil {
		return fmt.Sprintf(p.needs, m[1])
	}
	if m := badBool.FindStringSubmatch(s); m != nil {
		return fmt.Sprintf(p.takesBool, m[1], m[2])
	}
	if m := badValue.FindStringSubmatch(s); m != nil {
		why := m[3]
		for en, told := range reasons {
			if strings.HasSuffix(why, en) {
				why = told[p.lang]
			}
		}
		return fmt.Sprintf(p.badValue, m[1], m[2], why)
	}
	if m := badSyntax.FindStringSubmatch(s); m != nil {
		return fmt.Sprintf(p.misspelt, m[1])
	}
	return p.other
}
