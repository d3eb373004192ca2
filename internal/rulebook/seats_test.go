package rulebook_test

import (
	"strings"
	"testing"

	"github.com/blackqueen/rules/internal/rulebook"
)

// TestBookSaysHowSeatsCount checks that each book states once, in its
// introduction, that it counts seats from 1 and how that maps to the
// record's seats, as the referee's text says it.
func TestBookSaysHowSeatsCount(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "seat 1 here is the record's seat 0",
		"de": "Platz 1 hier ist Platz 0 der Aufzeichnung",
	} {
		book := string(rulebook.Markdown(lang))
		intro, _, _ := strings.Cut(book, "\n## ")
		if !strings.Contains(intro, want) {
			t.Errorf("the %s book's introduction does not say %q:\n%s", lang, want, intro)
		}
	}
}
