package words

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/rule"
)

// englishTexts returns every English text the program under root gives
// Tr to translate: the first argument of S and F, the EN and YouEN of a
// Verb (a sentence's verb for another seat and for the user), the
// English of the key helpers b and short (their second to last
// argument), and the English of a table of pairs such as ruleTitles
// ({"Follow suit", "Farbe bedienen"}); strings joined with + count as
// one.
func englishTexts(t *testing.T, root string) map[string]string {
	t.Helper()
	texts := map[string]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		add := func(e ast.Expr) {
			if s, ok := literal(e); ok {
				texts[s] = fset.Position(e.Pos()).String()
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				var args []int
				switch fun := n.Fun.(type) {
				case *ast.SelectorExpr:
					args = map[string][]int{"S": {0}, "F": {0}}[fun.Sel.Name]
				case *ast.Ident:
					if fun.Name == "b" || fun.Name == "short" {
						args = []int{len(n.Args) - 2}
					}
				}
				for _, i := range args {
					if i >= 0 && i < len(n.Args) {
						add(n.Args[i])
					}
				}
			case *ast.CompositeLit:
				if isVerb(n.Type) { // a Verb of Act: its two English persons
					for _, e := range n.Elts {
						if kv, ok := e.(*ast.KeyValueExpr); ok {
							if k, ok := kv.Key.(*ast.Ident); ok && (k.Name == "EN" || k.Name == "YouEN") {
								add(kv.Value)
							}
						}
					}
				}
				if len(n.Elts) == 2 && n.Type == nil { // a pair in a table, not a list of keys
					_, en := literal(n.Elts[0])
					_, de := literal(n.Elts[1])
					if en && de {
						add(n.Elts[0])
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
	return texts
}

// isVerb returns whether the type of a composite literal is Verb, in
// this package or imported.
func isVerb(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == "Verb"
	case *ast.SelectorExpr:
		return e.Sel.Name == "Verb"
	}
	return false
}

// literal is the string e spells: a string literal, or literals joined
// with +.
func literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, ok1 := literal(e.X)
		y, ok2 := literal(e.Y)
		return x + y, ok1 && ok2
	}
	return "", false
}

// verbs are the formatting verbs of a text, in order.
var verbs = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)

// TestDanishComplete: every English text of the program has its Danish,
// with the same formatting verbs in the same order, and the catalogue
// holds no text the program no longer has.
func TestDanishComplete(t *testing.T) {
	texts := englishTexts(t, filepath.Join("..", ".."))
	if len(texts) < 300 {
		t.Fatalf("found %d English texts; the program has more than 300", len(texts))
	}
	for en, at := range texts {
		da, ok := danish[en]
		if !ok {
			t.Errorf("%s: no Danish for %q", at, en)
			continue
		}
		if a, b := verbs.FindAllString(en, -1), verbs.FindAllString(da, -1); strings.Join(a, " ") != strings.Join(b, " ") {
			t.Errorf("%q: the Danish %q has the verbs %v, the English %v", en, da, b, a)
		}
	}
	for _, id := range append(games.All(), games.House) {
		w := games.WordsOf(id)
		for _, x := range append([]rule.Text{w.Title, w.Blurb, w.Kept}, w.Moves...) {
			if x.EN == "" {
				continue
			}
			texts[x.EN] = id.String()
			if da := (Tr{DA: true}).Text(x); da == x.EN && x.EN != "Schwarze Madonna" && x.EN != "Schwarze Sau" {
				t.Errorf("%s: no Danish for %q", id, x.EN)
			}
		}
	}
	for en := range danish {
		if _, ok := texts[en]; !ok {
			t.Errorf("the Danish of %q: the program has no such text", en)
		}
	}
}

// TestDanishWords: in Danish the table names seats, counts, cards and
// suits in Danish, and retells the cards of the Danish rule messages
// ("spar dame") in the table's notation.
func TestDanishWords(t *testing.T) {
	da := Tr{DA: true, Human: 0}
	for got, want := range map[string]string{
		da.Name(1, true): "Plads 2", da.Name(0, true): "Du", da.Points(3): "3 point", da.Count(1): "1 kort",
		da.Times(2): "to gange", da.Lang(): "da", da.Suit(0): "klør",
		da.Cards(card.Of(card.QueenDiamonds, card.AceSpades)):                      "D♦ E♠",
		da.Notation("Plads 1 skal bekende klør og har klør 4, klør 5, klør dame."): "Plads 1 skal bekende klør og har 4♣, 5♣, D♣.",
		da.Notation("Q♥ J♥ A♠: 3 card points"):                                     "D♥ Kn♥ E♠: 3 card points",
		da.Notation("hjerter er brudt, spar es"):                                   "hjerter er brudt, E♠",
	} {
		if got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
}
