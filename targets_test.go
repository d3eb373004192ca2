package rules_test

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
	"testing"
)

// The size targets every Go file of the tree (both modules) holds.
const (
	maxParams        = 5    // parameters of any function, test or not
	maxFuncLines     = 80   // lines of a non-test function, from func to its closing brace
	maxTestFileLines = 1000 // lines of a test file
)

// longAllowed are the non-test functions that may run over maxFuncLines,
// keyed by slash path and function name, each with its reason. Only data
// tables belong here: a function whose body is one literal, read as a
// table, not as steps. TestTargets fails on an entry that is no longer
// long, so the list cannot outlive its reasons.
var longAllowed = map[string]string{
	"games/blackmaria/chapter.go chapterEntries": "data table: Black Maria's chapter of the rule catalogue",
	"rule/catalogue_common.go commonEntries":     "data table: the common chapter of the rule catalogue",
	"games/hearts/chapter.go chapterEntries":     "data table: Hearts' chapter of the rule catalogue",
	"games/madonna/chapter.go chapterEntries":    "data table: Schwarze Madonna's chapter of the rule catalogue",
	"games/oldmaid/chapter.go chapterEntries":    "data table: Old Maid's chapter of the rule catalogue",
	"games/sau/chapter.go chapterEntries":        "data table: Schwarze Sau's chapter of the rule catalogue",
	"internal/sentence/text.go table":            "data table: the sentence of each rule fact in English, German and Danish",
	"internal/sentence/toseat.go toSeatTable":    "data table: the sentences told to the seat at fault in the second person, in each language",
}

// inProgress are misses of the targets that are being mended on other
// branches, keyed as longAllowed is (a file by its path, a function's
// parameters by "path name(params)"), each with its reason. Each entry is
// temporary: take it off when its branch lands.
var inProgress = map[string]string{}

// targetViolation is one way a file misses a target.
type targetViolation struct {
	key  string // "path name" for a function, the path for a file
	text string
}

// TestTargets: no function of the tree takes more than maxParams
// parameters, no non-test function outside longAllowed runs over
// maxFuncLines lines and no test file over maxTestFileLines, so that each
// function reads as one job and each test file as one topic.
func TestTargets(t *testing.T) {
	var found []targetViolation
	err := walkGoFiles(func(path string) error {
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		vs, err := targetViolations(path, src)
		found = append(found, vs...)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, v := range found {
		_, long := longAllowed[v.key]
		_, pending := inProgress[v.key]
		if long || pending {
			seen[v.key] = true
			continue
		}
		t.Error(v.text)
	}
	var stale []string
	for _, m := range []map[string]string{longAllowed, inProgress} {
		for k := range m {
			if !seen[k] {
				stale = append(stale, k)
			}
		}
	}
	sort.Strings(stale)
	for _, k := range stale {
		t.Errorf("%s holds the targets now: take it off its list", k)
	}
}

// targetViolations returns where the Go file src, at path, misses a
// target, each keyed for the lists of exceptions: a long test file by its
// path, a long function by "path name", a function's parameters by
// "path name(params)".
func targetViolations(path string, src []byte) ([]targetViolation, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	test := strings.HasSuffix(path, "_test.go")
	var vs []targetViolation
	if n := bytes.Count(src, []byte("\n")); test && n > maxTestFileLines {
		vs = append(vs, targetViolation{path, fmt.Sprintf("%s: %d lines, a test file holds at most %d: split it by topic", path, n, maxTestFileLines)})
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		at := fset.Position(fn.Pos())
		if n := fn.Type.Params.NumFields(); n > maxParams {
			vs = append(vs, targetViolation{path + " " + fn.Name.Name + "(params)", fmt.Sprintf("%s: %s takes %d parameters, at most %d: group those that travel together", at, fn.Name.Name, n, maxParams)})
		}
		if n := fset.Position(fn.End()).Line - at.Line + 1; !test && n > maxFuncLines {
			key := path + " " + fn.Name.Name
			vs = append(vs, targetViolation{key, fmt.Sprintf("%s: %s runs %d lines, at most %d: split it into parts that each do one job", at, fn.Name.Name, n, maxFuncLines)})
		}
	}
	return vs, nil
}

// TestTargetsFound: the scan finds a function with too many parameters
// (in a test file too), a long non-test function and a long test file,
// and lets a long test function and a short function be.
func TestTargetsFound(t *testing.T) {
	body := strings.Repeat("\t_ = 0\n", maxFuncLines)
	src := "package p\n\nfunc six(a, b, c int, d string, e, f bool) {}\n\nfunc five(a, b, c, d, e int) {}\n\nfunc long() {\n" + body + "}\n"
	vs, err := targetViolations("p/p.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 2 || vs[0].key != "p/p.go six(params)" || vs[1].key != "p/p.go long" {
		t.Errorf("in p/p.go the scan found %v, want six's parameters and long's lines", vs)
	}
	testSrc := src + strings.Repeat("\n", maxTestFileLines)
	vs, err = targetViolations("p/p_test.go", []byte(testSrc))
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 2 || vs[0].key != "p/p_test.go" || !strings.Contains(vs[1].text, "six takes 6") {
		t.Errorf("in p/p_test.go the scan found %v, want the file's lines and six's parameters", vs)
	}
}
