package rules_test

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// houseGames are the house games defined outside the module's packages,
// each in one file, from the public parts alone: Slobberhannes (a plain
// trick game) and Capot (an announcement, a mechanic only the German
// games had).
var houseGames = []string{"examples/housegame/slobberhannes.go", "examples/capot/capot.go"}

// TestHouseGamesUsePublicPartsOnly: each house game is one non-test file
// of its package that imports no internal package of the module, so that
// a program outside the module could define it as it stands: proof that
// every mechanic it uses is public. (Its tests may use the module's test
// helpers.)
func TestHouseGamesUsePublicPartsOnly(t *testing.T) {
	for _, path := range houseGames {
		files, err := filepath.Glob(filepath.Join(filepath.Dir(path), "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		var own []string
		for _, f := range files {
			if !strings.HasSuffix(f, "_test.go") {
				own = append(own, filepath.ToSlash(f))
			}
		}
		if len(own) != 1 || own[0] != path {
			t.Errorf("%s: the house game's package holds the non-test files %v, want the one file %s", filepath.Dir(path), own, path)
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if internalImport(p) {
				t.Errorf("%s imports %s: a house game uses the public parts only", path, p)
			}
		}
	}
}

// internalImport reports whether the import path p is an internal
// package of the module.
func internalImport(p string) bool {
	return strings.HasPrefix(p, "github.com/blackqueen/rules/") && (strings.Contains(p, "/internal/") || strings.HasSuffix(p, "/internal"))
}

// TestInternalImportFound: the check knows an internal package of the
// module from a public one and from another module's.
func TestInternalImportFound(t *testing.T) {
	for p, want := range map[string]bool{
		"github.com/blackqueen/rules/internal/gametest": true,
		"github.com/blackqueen/rules/variant":           false,
		"github.com/blackqueen/rules/card":              false,
		"golang.org/x/exp/internal/foo":                 false,
	} {
		if got := internalImport(p); got != want {
			t.Errorf("internalImport(%q) = %v, want %v", p, got, want)
		}
	}
}
