// Package flagtext tells the errors of the standard flag package in
// German, for the programs (cmd/referee and those under programs/) whose command line may be
// answered in German (-lang de): the flag package writes its own errors in
// English only.
package flagtext

import (
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

// reasons are the flag package's own reasons for a value it cannot read.
var reasons = map[string]string{
	"parse error":              "nicht lesbar",
	"value out of range":       "außerhalb des Bereichs",
	"invalid syntax":           "nicht lesbar",
	"missing unit in duration": "die Einheit fehlt (etwa 500ms oder 2s)",
}

// German returns the flag package's error err in German ("unbekannter
// Schalter -x"). A value's reason that the program itself gave (a func
// flag's error, written in German when the program speaks German) is kept
// as it is; an error it does not know is told as a wrong command line.
func German(err error) string {
	s := err.Error()
	if m := undefined.FindStringSubmatch(s); m != nil {
		return "unbekannter Schalter " + m[1]
	}
	if m := needsArg.FindStringSubmatch(s); m != nil {
		return "der Schalter " + m[1] + " braucht einen Wert"
	}
	if m := badBool.FindStringSubmatch(s); m != nil {
		return m[2] + " nimmt true oder false, nicht " + m[1]
	}
	if m := badValue.FindStringSubmatch(s); m != nil {
		why := m[3]
		for en, de := range reasons {
			if strings.HasSuffix(why, en) {
				why = de
			}
		}
		return "ungültiger Wert " + m[1] + " für " + m[2] + ": " + why
	}
	if m := badSyntax.FindStringSubmatch(s); m != nil {
		return "falsch geschriebener Schalter " + m[1]
	}
	return "ungültige Befehlszeile"
}
