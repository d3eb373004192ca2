package variant_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/rule"
)

// TestOptionHelp: the listing of a game's options names every record
// option of the game with its default and the rule that defines it, in
// the language asked for, and no option of another game.
func TestOptionHelp(t *testing.T) {
	for _, id := range games.All() {
		en, de, da := games.OptionHelp(id, "en"), games.OptionHelp(id, "de"), games.OptionHelp(id, "da")
		for _, info := range games.OptionNames() {
			mine := slices.Contains(info.Games, id)
			if got := strings.Contains(en, "\n  "+info.Name+": "); got != mine {
				t.Errorf("%v: OptionHelp lists %s: %v, want %v\n%s", id, info.Name, got, mine, en)
			}
		}
		if !strings.Contains(en, "(default)") && !strings.Contains(en, "; default ") {
			t.Errorf("%v: no default in\n%s", id, en)
		}
		if strings.Contains(de, "default") || !strings.Contains(de, "Vorgabe") {
			t.Errorf("%v: the German listing is not German:\n%s", id, de)
		}
		if !strings.HasPrefix(da, "Indstillinger for ") || !strings.Contains(da, "docs/regler.md#"+id.String()) || strings.Contains(da, "(default)") {
			t.Errorf("%v: the Danish listing is not Danish:\n%s", id, da)
		}
	}
	if got := games.OptionHelp(games.Hearts, "en"); !strings.Contains(got, "moon: add-to-others (default), subtract, off\n      SH-R9 Shooting the moon") {
		t.Errorf("Hearts' moon option (SH-R9) is not listed with its rule:\n%s", got)
	}
}

// TestUnknownOptionNamesTheValidOnes: an option the game does not have is
// unknown-option, and the message names the game's options (SH-R9's moon
// among Hearts').
func TestUnknownOptionNamesTheValidOnes(t *testing.T) {
	_, err := games.ParseOptions(games.Hearts, []byte(`{"jungfrau": true}`))
	var v *rule.Violation
	if !errors.As(err, &v) || !errors.Is(err, rule.UnknownOption) {
		t.Fatalf("jungfrau on Hearts: %v, want unknown-option", err)
	}
	for _, want := range []string{`Hearts has no option "jungfrau"`, "its options are ties, ", "moon", "queen-breaks-hearts"} {
		if !strings.Contains(v.Message("en"), want) {
			t.Errorf("the message lacks %q: %s", want, v.Message("en"))
		}
	}
	if de := v.Message("de"); !strings.Contains(de, "seine Optionen sind") || !strings.Contains(de, " und ") {
		t.Errorf("the German message does not list the options: %s", de)
	}
	if da := v.Message("da"); !strings.Contains(da, `Hjerter har ingen indstilling "jungfrau"; dens indstillinger er ties, `) || !strings.Contains(da, " og ") {
		t.Errorf("the Danish message does not list the options: %s", da)
	}
}
