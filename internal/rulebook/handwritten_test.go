package rulebook_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoHandWrittenMessages: no file of the module but tests builds a
// rule violation with its own English and German text (rule.New, or a
// rule.Violation literal that sets EN or DE). A check reports the facts
// of the case (rule.Fact), and the sentences that tell them live in one
// place, internal/sentence, rendered when someone asks (Violation.Message).
func TestNoHandWrittenMessages(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		inRule := filepath.ToSlash(filepath.Dir(rel)) == "rule"
		// isRule reports whether e names name of package rule: rule.name
		// outside the package, name inside it.
		isRule := func(e ast.Expr, name string) bool {
			switch x := e.(type) {
			case *ast.SelectorExpr:
				id, ok := x.X.(*ast.Ident)
				return ok && id.Name == "rule" && x.Sel.Name == name
			case *ast.Ident:
				return inRule && x.Name == name
			}
			return false
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FuncDecl:
				// rule.New itself, kept for code outside the module.
				return !(inRule && x.Recv == nil && x.Name.Name == "New")
			case *ast.CallExpr:
				if isRule(x.Fun, "New") {
					t.Errorf("%s: %s builds a violation with hand-written text (rule.New): report rule.Facts with a sentence of internal/sentence (rule.Fact)",
						rel, fset.Position(x.Pos()))
				}
			case *ast.CompositeLit:
				if x.Type == nil || !isRule(x.Type, "Violation") {
					return true
				}
				for _, el := range x.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if k, ok := kv.Key.(*ast.Ident); ok && (k.Name == "EN" || k.Name == "DE") {
							t.Errorf("%s: %s sets a violation's %s by hand: report rule.Facts instead (rule.Fact)", rel, fset.Position(kv.Pos()), k.Name)
						}
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
