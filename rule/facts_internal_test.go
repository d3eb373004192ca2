package rule

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
		tx := sentences(s)
		if tx.EN == "" || tx.DE == "" || tx.DA == "" {
			t.Errorf("sentence %d lacks a language: %+v", s, tx)
			continue
		}
		da := blanks(tx.DA)
		if !slices.Equal(da, blanks(tx.DE)) && !slices.Equal(da, blanks(tx.EN)) {
			t.Errorf("sentence %d: the Danish fills %v, the German %v, the English %v", s, da, blanks(tx.DE), blanks(tx.EN))
		}
	}
	if sentences(numSentences) != (Text{}) {
		t.Error("a sentence past the last has a text")
	}
}
