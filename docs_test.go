package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// goBlock finds the Go code blocks of a Markdown document.
var goBlock = regexp.MustCompile("(?s)```go\n(.*?)```")

// TestDocsCodeIsTested: every Go code block of the README and the docs is
// either a complete program of examples/ (built and tested with the
// module) or the body of a tested Example function, character for
// character, so that what people copy compiles and does what it says.
func TestDocsCodeIsTested(t *testing.T) {
	known := map[string]string{} // code -> where it comes from
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && path != "." {
				return filepath.SkipDir
			}
			return nil
		}
		switch {
		case strings.HasPrefix(path, "examples"+string(filepath.Separator)) && d.Name() == "main.go":
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			known[string(b)] = path
		case strings.HasSuffix(path, "_test.go"):
			for body, name := range exampleBodies(t, path) {
				known[body] = name
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	docs, _ := filepath.Glob("docs/*.md")
	docs = append(docs, "README.md", "REFEREE.md")
	blocks := 0
	for _, doc := range docs {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range goBlock.FindAllStringSubmatch(string(b), -1) {
			blocks++
			if _, ok := known[m[1]]; !ok {
				t.Errorf("%s: a Go code block is neither a program of examples/ nor a tested Example:\n%s", doc, m[1])
			}
		}
	}
	if blocks == 0 {
		t.Error("no Go code block found in the README and the docs")
	}
}

// exampleBodies returns the bodies of the Example functions of a test
// file, one tab of indentation removed, each with the function's name.
func exampleBodies(t *testing.T, path string) map[string]string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || !strings.HasPrefix(fn.Name.Name, "Example") || fn.Body == nil {
			continue
		}
		body := string(src[fset.Position(fn.Body.Lbrace).Offset+1 : fset.Position(fn.Body.Rbrace).Offset])
		var lines []string
		for _, l := range strings.Split(strings.Trim(body, "\n"), "\n") {
			lines = append(lines, strings.TrimPrefix(l, "\t"))
		}
		out[strings.Join(lines, "\n")+"\n"] = path + ": " + fn.Name.Name
	}
	return out
}
