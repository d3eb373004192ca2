package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// gameIDs are the constants of variant.ID that name one of the five
// games. (variant.House names every game composed outside the module,
// not one game, so asking whether a game is a house game is no switch
// on a game.)
var gameIDs = map[string]bool{"SchwarzeMadonna": true, "BlackMaria": true, "Hearts": true, "SchwarzeSau": true, "OldMaid": true}

// gameFiles may tell the games apart by ID: the five game files and the
// registry that maps a name to a game.
var gameFiles = map[string]bool{
	"variant/madonna.go": true, "variant/blackmaria.go": true, "variant/hearts.go": true,
	"variant/sau.go": true, "variant/oldmaid.go": true, "variant/games.go": true,
}

// TestNoGameSwitch: outside the five game files and the registry, no code
// compares a game ID with one of the five games or switches on it; it
// asks the game's definition instead (variant.CardValues, variant.Traits,
// the composed rules). A game added later then needs no edit elsewhere.
func TestNoGameSwitch(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if (strings.HasPrefix(d.Name(), ".") && path != ".") || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		path = filepath.ToSlash(path)
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || gameFiles[path] {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, at := range gameSwitches(f) {
			t.Errorf("%s: a switch on the game ID (ask the game's definition instead)", fset.Position(at))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// gameSwitches returns where f compares a value with a game ID (== or
// !=), lists one in a case of an expression switch, or keys a map
// literal by one.
func gameSwitches(f *ast.File) []token.Pos {
	isID := gameIDTest(f)
	var at []token.Pos
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && (isID(n.X) || isID(n.Y)) {
				at = append(at, n.Pos())
			}
		case *ast.SwitchStmt:
			for _, c := range n.Body.List {
				for _, e := range c.(*ast.CaseClause).List {
					if isID(e) {
						at = append(at, e.Pos())
					}
				}
			}
		case *ast.CompositeLit:
			if _, ok := n.Type.(*ast.MapType); ok {
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok && isID(kv.Key) {
						at = append(at, kv.Key.Pos())
					}
				}
			}
		}
		return true
	})
	return at
}

// gameIDTest returns whether an expression of f is a game ID constant:
// variant.Hearts (under the name f imports package variant by), or in
// package variant itself a bare Hearts that f does not declare.
func gameIDTest(f *ast.File) func(ast.Expr) bool {
	const path = "github.com/blackqueen/rules/variant"
	pkg := ""
	for _, im := range f.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); p == path {
			pkg = "variant"
			if im.Name != nil {
				pkg = im.Name.Name
			}
		}
	}
	local := map[string]bool{} // names f declares itself (a parameter Hearts, say)
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Field:
			for _, id := range n.Names {
				local[id.Name] = true
			}
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, e := range n.Lhs {
					if id, ok := e.(*ast.Ident); ok {
						local[id.Name] = true
					}
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				local[id.Name] = true
			}
		}
		return true
	})
	inVariant := f.Name.Name == "variant"
	return func(e ast.Expr) bool {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			p, ok := x.X.(*ast.Ident)
			return ok && pkg != "" && p.Name == pkg && gameIDs[x.Sel.Name]
		case *ast.Ident:
			return inVariant && gameIDs[x.Name] && !local[x.Name]
		}
		return false
	}
}

// TestGameSwitchesFound: the scan finds each form of a switch on the
// game, and not a comparison of a suit or a type switch on the engine.
func TestGameSwitchesFound(t *testing.T) {
	const src = `package p

import (
	"github.com/blackqueen/rules/card"
	v "github.com/blackqueen/rules/variant"
)

func f(g v.Game, c card.Card) int {
	if g.ID() == v.OldMaid || v.SchwarzeSau != g.ID() { // 2
		return 1
	}
	switch g.ID() {
	case v.Hearts, v.BlackMaria: // 2
		return 2
	}
	_ = map[v.ID]string{v.SchwarzeMadonna: "MAD-R25"} // 1
	if c.Suit() == card.Hearts { // a suit, not a game
		return 3
	}
	switch g.(type) {
	case *v.OldMaidGame: // the engine's type, not a game
		return 4
	}
	return 0
}
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(gameSwitches(f)); n != 5 {
		t.Errorf("the scan found %d switches on the game, want 5", n)
	}
	inVariant := strings.Replace(src, "package p", "package variant", 1)
	inVariant = strings.NewReplacer("v.OldMaid ", "OldMaid ", "v.Hearts,", "Hearts,").Replace(inVariant)
	if f, err = parser.ParseFile(token.NewFileSet(), "q.go", inVariant, parser.SkipObjectResolution); err != nil {
		t.Fatal(err)
	}
	if n := len(gameSwitches(f)); n != 5 {
		t.Errorf("in package variant the scan found %d switches on the game, want 5", n)
	}
}
