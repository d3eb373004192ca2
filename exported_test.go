package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"slices"
	"sort"
	"strings"
	"testing"
)

// maxExported is the most names a package of the tree exports: its
// exported functions, types, constants and variables, and the exported
// methods of its types (a struct's fields are not counted). A reader of
// `go doc` meets each one.
const maxExported = 150

// exportedOver are the packages still over maxExported, each with the
// count it may not exceed while it is brought down. The list may only
// shrink: TestExportedNames fails on a package above its ceiling and on a
// ceiling above the package's count, which must then be lowered.
var exportedOver = map[string]int{}

// TestExportedNames: no package exports more than maxExported names, but
// those of exportedOver, none of which grows. Packages under a directory
// named internal are not counted (inAPI): Go lets only the tree above
// such a directory import them, so their names are no API that code
// outside the module meets or could come to rely on (internal/sentence
// holds the module's sentences by name, which only its own checks use).
func TestExportedNames(t *testing.T) {
	counts := map[string]int{}
	err := walkGoFiles(func(p string) error {
		if strings.HasSuffix(p, "_test.go") || !inAPI(path.Dir(p)) {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		n, err := exportedIn(p, src)
		counts[path.Dir(p)] += n
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	dirs := make([]string, 0, len(counts))
	for d := range counts {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		n, ceiling := counts[d], maxExported
		if c, ok := exportedOver[d]; ok {
			ceiling = c
			if n < c {
				t.Errorf("%s exports %d names, under its ceiling of %d: lower it in exportedOver (to %d, or take it off at %d or less)", d, n, c, n, maxExported)
			}
		}
		if n > ceiling {
			t.Errorf("%s exports %d names, at most %d: move what is one game's to its package, or unexport what no importer needs", d, n, ceiling)
		}
	}
}

// inAPI reports whether the package in directory dir (a slash path from
// the root) can be imported from outside its module: whether no element
// of its path is internal.
func inAPI(dir string) bool {
	return !slices.Contains(strings.Split(dir, "/"), "internal")
}

// exportedIn counts the exported names the Go file src declares: its
// exported top-level functions, types, constants and variables, and the
// exported methods of exported types.
func exportedIn(p string, src []byte) (int, error) {
	f, err := parser.ParseFile(token.NewFileSet(), p, src, parser.SkipObjectResolution)
	if err != nil {
		return 0, err
	}
	if f.Name.Name == "main" {
		return 0, nil
	}
	n := 0
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			if d.Recv == nil || ast.IsExported(receiverType(d.Recv.List[0].Type)) {
				n++
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.IsExported() {
						n++
					}
				case *ast.ValueSpec:
					for _, name := range s.Names {
						if name.IsExported() {
							n++
						}
					}
				}
			}
		}
	}
	return n, nil
}

// receiverType is the name of a method's receiver type (T of *T, T[P]).
func receiverType(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// TestExportedNamesFound: the count takes exported functions, types,
// constants, variables and methods of exported types, and leaves
// unexported names, methods of unexported types and struct fields.
func TestExportedNamesFound(t *testing.T) {
	src := `package p
func F() {}
func f() {}
type T struct{ Field int }
type u struct{}
func (T) M() {}
func (*T) N() {}
func (T) m() {}
func (u) M() {}
const A, b = 1, 2
var V int
type G[P any] struct{}
func (G[P]) M() {}
`
	n, err := exportedIn("p/p.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// F, T, M, N, A, V, G, G.M
	if n != 8 {
		t.Errorf("the count found %d exported names, want 8", n)
	}
}

// TestInAPI: a package under a directory named internal, at any depth and
// in either module, is not counted; a package whose name merely contains
// "internal" is.
func TestInAPI(t *testing.T) {
	for dir, want := range map[string]bool{
		"rule":                         true,
		"internal/sentence":            false,
		"internal":                     false,
		"programs/play/internal/words": false,
		"programs/internal/gameform":   false,
		"programs/server/tables":       true,
		"games/internals":              true,
		"internalsentence":             true,
	} {
		if got := inAPI(dir); got != want {
			t.Errorf("inAPI(%q) = %v, want %v", dir, got, want)
		}
	}
}
