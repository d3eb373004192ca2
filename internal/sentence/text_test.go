package sentence

import (
	"regexp"
	"slices"
	"testing"
)

// verb finds the numbered blanks of a sentence ("%[4]s", "%#[14]x").
var verb = regexp.MustCompile(`%#?\[[0-9]+\][a-z]`)

// blanks returns the blanks of s, each once, sorted.
func blanks(s string) []string {
	out := verb.FindAllString(s, -1)
	slices.Sort(out)
	return slices.Compact(out)
}

// TestSentencesPlaceholdersAgree: every sentence of the catalogue has the
// three languages, and the Danish fills the same blanks as the German or
// the English (the German and the Danish leave out a finding that is
// only in English, such as a system message), so that no language drops
// a fact of the case or tells one the others do not.
func TestSentencesPlaceholdersAgree(t *testing.T) {
	for s := NotHeld; s < numSentences; s++ {
		en, de, da := Text(s)
		if en == "" || de == "" || da == "" {
			t.Errorf("sentence %d lacks a language: %q / %q / %q", s, en, de, da)
			continue
		}
		if !slices.Equal(blanks(da), blanks(de)) && !slices.Equal(blanks(da), blanks(en)) {
			t.Errorf("sentence %d: the Danish fills %v, the German %v, the English %v", s, blanks(da), blanks(de), blanks(en))
		}
	}
	for _, s := range []Sentence{None, numSentences} {
		if en, de, da := Text(s); en+de+da != "" {
			t.Errorf("sentence %d, none or past the last, has a text: %q / %q / %q", s, en, de, da)
		}
	}
}
