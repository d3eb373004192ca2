package rulebook_test

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// ruleID is a rule ID of the catalogue as a text cites it.
var ruleID = regexp.MustCompile(`\b(C|TT|MAD|BM|SH|SAU|OM)-[ROAE]?[0-9]+\b`)

// TestPackageDocsLinkTheBook: the package documentation of every package
// that enforces rules, which is what pkg.go.dev shows, links to the rule
// book in its three languages, so that a Go user finds the rule of an
// error there. Those that enforce rules of their own name rule IDs; the
// mechanics that a game gives its rule IDs (citeGiven: the exchange, the
// scoring parts, the turn timer) name none, since a game's rule ID there
// would tie the mechanic to that game (mechanics_test.go at the root).
func TestPackageDocsLinkTheBook(t *testing.T) {
	citeGiven := map[string]bool{"score": true, "exchange": true, "turntimer": true}
	for _, pkg := range []string{"card", "deck", "trick", "score", "variant", "record", "seat", "exchange", "turntimer", "rule"} {
		files, err := filepath.Glob(filepath.Join(root, pkg, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		var doc string
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ParseComments|parser.PackageClauseOnly)
			if err != nil {
				t.Fatal(err)
			}
			if f.Doc != nil {
				doc += f.Doc.Text()
			}
		}
		for _, book := range []string{"rules.md", "regeln.md", "regler.md"} {
			if !strings.Contains(doc, "https://github.com/blackqueen/rules/blob/main/docs/"+book) {
				t.Errorf("package %s: its documentation does not link to the rule book docs/%s", pkg, book)
			}
		}
		if !citeGiven[pkg] && !ruleID.MatchString(doc) {
			t.Errorf("package %s: its documentation names no rule ID", pkg)
		}
	}
}
