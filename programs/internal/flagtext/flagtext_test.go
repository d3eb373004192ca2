package flagtext

import (
	"errors"
	"flag"
	"io"
	"testing"
)

// parseErr is the flag package's own error for args.
func parseErr(t *testing.T, args ...string) error {
	t.Helper()
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Bool("text", false, "")
	fs.Int("n", 0, "")
	fs.Duration("d", 0, "")
	fs.String("lang", "", "")
	err := fs.Parse(args)
	if err == nil {
		t.Fatalf("%q parsed", args)
	}
	return err
}

// TestEveryLanguage: each error of the flag package is told in German
// and in Danish, and In picks the language, English by default.
func TestEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		de, da string
	}{
		{[]string{"-x"}, "unbekannter Schalter -x", "ukendt tilvalg -x"},
		{[]string{"-lang"}, "der Schalter -lang braucht einen Wert", "tilvalget -lang kræver en værdi"},
		{[]string{"-text=ja"}, `-text nimmt true oder false, nicht "ja"`, `-text tager true eller false, ikke "ja"`},
		{[]string{"-n", "zwei"}, `ungültiger Wert "zwei" für -n: nicht lesbar`, `ugyldig værdi "zwei" for -n: kan ikke læses`},
		{[]string{"-n", "99999999999999999999"}, `ungültiger Wert "99999999999999999999" für -n: außerhalb des Bereichs`,
			`ugyldig værdi "99999999999999999999" for -n: uden for området`},
		{[]string{"-d", "5"}, `ungültiger Wert "5" für -d: nicht lesbar`, `ugyldig værdi "5" for -d: kan ikke læses`},
		{[]string{"---x"}, "falsch geschriebener Schalter ---x", "forkert skrevet tilvalg ---x"},
	} {
		err := parseErr(t, tc.args...)
		if got := German(err); got != tc.de {
			t.Errorf("%q in German: %q, want %q", tc.args, got, tc.de)
		}
		if got := Danish(err); got != tc.da {
			t.Errorf("%q in Danish: %q, want %q", tc.args, got, tc.da)
		}
		for lang, want := range map[string]string{"de": tc.de, "da": tc.da, "en": err.Error(), "": err.Error()} {
			if got := In(err, lang); got != want {
				t.Errorf("%q: In(%q) = %q, want %q", tc.args, lang, got, want)
			}
		}
	}
	other := errors.New("something else")
	if German(other) != "ungültige Befehlszeile" || Danish(other) != "ugyldig kommandolinje" {
		t.Errorf("another error: %q / %q", German(other), Danish(other))
	}
}
