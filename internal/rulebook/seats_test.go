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
		"da": "plads 1 her er protokollens plads 0",
	} {
		book := string(rulebook.Markdown(lang))
		intro, _, _ := strings.Cut(book, "\n## ")
		if !strings.Contains(intro, want) {
			t.Errorf("the %s book's introduction does not say %q:\n%s", lang, want, intro)
		}
	}
}

// TestBooksLinkEachOther: the introduction of each book links to the
// book in every other language, and to no book that does not exist.
func TestBooksLinkEachOther(t *testing.T) {
	if len(rulebook.Files()) != 3 {
		t.Fatalf("the books are %v; want English, German and Danish", rulebook.Files())
	}
	for lang := range rulebook.Files() {
		book := string(rulebook.Markdown(lang))
		intro, _, _ := strings.Cut(book, "\n## ")
		for other, name := range rulebook.Files() {
			link := "](" + name + ")"
			if has := strings.Contains(intro, link); has != (other != lang) {
				t.Errorf("the %s book's introduction links to %s: %v, want %v", lang, name, has, other != lang)
			}
		}
	}
}
