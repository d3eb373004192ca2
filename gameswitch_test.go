package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
)

// gameIDs are the constants of games.ID that name one of the five
// games. (games.House names every game composed outside the module,
// not one game, so asking whether a game is a house game is no switch
// on a game.)
var gameIDs = map[string]bool{"SchwarzeMadonna": true, "BlackMaria": true, "Hearts": true, "SchwarzeSau": true, "OldMaid": true}

// gameFiles may tell the games apart by ID: the registry that maps an ID
// to a game, and the test models of the rule book in internal/gametest,
// which read the book's text for each game without asking the engine (so
// that a test compares the engine with something it did not compute).
var gameFiles = map[string]bool{
	"games/registry.go": true, "games/id.go": true,
	"internal/gametest/bmhearts_play.go": true,
}

// TestNoGameSwitch: outside the registry, no code
// compares a game ID with one of the five games or switches on it; it
// asks the game's definition instead (variant.CardValues, variant.Traits,
// the composed rules). A game added later then needs no edit elsewhere.
func TestNoGameSwitch(t *testing.T) {
	fset := token.NewFileSet()
	err := walkGoFiles(func(path string) error {
		if strings.HasSuffix(path, "_test.go") || gameFiles[path] {
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
// games.Hearts (under the name f imports package games by), or in
// package games itself a bare Hearts that f does not declare.
func gameIDTest(f *ast.File) func(ast.Expr) bool {
	const path = "github.com/blackqueen/rules/games"
	pkg := ""
	for _, im := range f.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); p == path {
			pkg = "games"
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
	inGames := f.Name.Name == "games"
	return func(e ast.Expr) bool {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			p, ok := x.X.(*ast.Ident)
			return ok && pkg != "" && p.Name == pkg && gameIDs[x.Sel.Name]
		case *ast.Ident:
			return inGames && gameIDs[x.Name] && !local[x.Name]
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
	v "github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

func f(g variant.Game, c card.Card) int {
	if v.Named(g.Name()) == v.OldMaid || v.SchwarzeSau != v.Named(g.Name()) { // 2
		return 1
	}
	switch v.Named(g.Name()) {
	case v.Hearts, v.BlackMaria: // 2
		return 2
	}
	_ = map[v.ID]string{v.SchwarzeMadonna: "MAD-R25"} // 1
	if c.Suit() == card.Hearts { // a suit, not a game
		return 3
	}
	switch g.(type) {
	case *variant.TrickGame: // the engine's type, not a game
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
	inGames := strings.Replace(src, "package p", "package games", 1)
	inGames = strings.NewReplacer("v.OldMaid ", "OldMaid ", "v.Hearts,", "Hearts,").Replace(inGames)
	if f, err = parser.ParseFile(token.NewFileSet(), "q.go", inGames, parser.SkipObjectResolution); err != nil {
		t.Fatal(err)
	}
	if n := len(gameSwitches(f)); n != 5 {
		t.Errorf("in package games the scan found %d switches on the game, want 5", n)
	}
}

// mechanics are the packages every game composes: they name no game, so
// that a game is data they are given (the rule IDs its errors cite, the
// cards its rules concern), never a case they know.
var mechanics = []string{"card", "seat", "deck", "trick", "score", "exchange", "placement"}

// TestMechanicsNameNoGame: the non-test code of the mechanics holds no
// game's rule ID in a string and, outside package card itself, names no
// card, suit or suit's set of the card package: a rule that concerns the
// Q♠ or the hearts gets them from the game.
func TestMechanicsNameNoGame(t *testing.T) {
	prefixes := gamePrefixes()
	fset := token.NewFileSet()
	for _, dir := range mechanics {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Errorf("package %s has no files: is the list of mechanics out of date?", dir)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range gameNames(f, prefixes) {
				t.Errorf("%s: %s names a game (let the game supply it)", fset.Position(n.pos), n.what)
			}
		}
	}
}

// gamePrefixes returns the rule-ID prefixes of the games of the rule book
// ("MAD", "SH"), not the conventions every game shares ("C", "TT").
func gamePrefixes() map[string]bool {
	out := map[string]bool{}
	for _, g := range games.Chapters() {
		if g.Name != "" {
			out[g.Prefix] = true
		}
	}
	return out
}

// ruleID finds what looks like a rule ID in a string: "SH-R7", "SAU-A9".
var ruleID = regexp.MustCompile(`\b([A-Z]+)-[A-Z]*[0-9]+\b`)

// namedCard is the name of a card, a suit or a suit's set in package card.
var namedCard = regexp.MustCompile(`^((Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace)(Clubs|Diamonds|Hearts|Spades)|(Clubs|Diamonds|Hearts|Spades)(Set)?)$`)

// gameName is a place where code names a game.
type gameName struct {
	pos  token.Pos
	what string
}

// gameNames returns where f names a game: a string holding a rule ID of
// one of the games of prefixes, or (outside package card) a card, suit or
// suit's set of package card.
func gameNames(f *ast.File, prefixes map[string]bool) []gameName {
	cardPkg := ""
	for _, im := range f.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); p == "github.com/blackqueen/rules/card" {
			cardPkg = "card"
			if im.Name != nil {
				cardPkg = im.Name.Name
			}
		}
	}
	var out []gameName
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				break
			}
			for _, m := range ruleID.FindAllStringSubmatch(n.Value, -1) {
				if prefixes[m[1]] {
					out = append(out, gameName{n.Pos(), "rule ID " + m[0]})
				}
			}
		case *ast.SelectorExpr:
			if p, ok := n.X.(*ast.Ident); ok && cardPkg != "" && p.Name == cardPkg && namedCard.MatchString(n.Sel.Name) {
				out = append(out, gameName{n.Pos(), "card." + n.Sel.Name})
			}
		}
		return true
	})
	return out
}

// TestGameNamesFound: the scan finds what trick/rules.go once held (a
// game told apart by its opening card, Hearts' penalty cards and rule
// IDs), and not the conventions every game shares, a rule ID in a
// comment, or a rank.
func TestGameNamesFound(t *testing.T) {
	const src = `package trick

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
)

// penalty is what SH-R7 forbids on the first trick.
const penalty = card.HeartsSet | card.Set(1)<<card.QueenSpades // 2

func (r Rules) check(s int, c card.Card, ctx Context) error {
	ref := "SH-R4" // 1
	if ctx.OpeningCard == card.SevenClubs { // 1
		ref = "SAU-A9" // 1
	}
	if c.Suit() == card.Hearts { // 1
		return rule.Fact(rule.HeartsNotBroken, "SH-R6, SH-A1", s, rule.Facts{}) // 2
	}
	_ = card.RangeSet(card.Seven, card.Ace) // ranks
	return rule.Fact(rule.FollowSuit, "TT-2", s, rule.Facts{Sentence: sentence.MustFollow}) // C-5
}
`
	f, err := parser.ParseFile(token.NewFileSet(), "rules.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	if got := gameNames(f, gamePrefixes()); len(got) != 8 {
		t.Errorf("the scan found %d names of a game, want 8: %v", len(got), got)
	}
}

// engineLeft are the game rule IDs the engine's files may still hold,
// file by file, in order: none. It may only stay empty: a game's rule
// goes into its Rules (variant.Rules) or its options.
var engineLeft = map[string][]string{}

// TestEngineNamesNoGame: the non-test code of package variant (the
// engine, the composition of variant.Rules, the views and the samplers)
// holds no game's rule ID in
// a string but those engineLeft lists: every other rule an error or a term
// cites comes from the game's Rules, as the mechanics' do.
func TestEngineNamesNoGame(t *testing.T) {
	prefixes := gamePrefixes()
	files, err := filepath.Glob(filepath.Join("variant", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in variant: %v", err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		path = filepath.ToSlash(path)
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, n := range gameNames(f, prefixes) {
			if id, ok := strings.CutPrefix(n.what, "rule ID "); ok {
				got = append(got, id)
			}
		}
		if want := engineLeft[path]; !slices.Equal(got, want) {
			t.Errorf("%s holds the game rule IDs %v, want %v (let the game's Rules supply them; shrink engineLeft when one goes)", path, got, want)
		}
	}
	for path := range engineLeft {
		if _, err := os.Stat(path); err != nil {
			t.Errorf("engineLeft lists %s: %v", path, err)
		}
	}
}

// ruleHomes are where a game's rule IDs live in non-test code: each game's
// package, by the prefix of its rule IDs.
var ruleHomes = map[string]string{
	"MAD": "games/madonna/", "BM": "games/blackmaria/", "SH": "games/hearts/", "SAU": "games/sau/", "OM": "games/oldmaid/",
}

// everyGameHomes may hold any game's rule IDs: the registry (package
// games itself, not its game packages), package rule (the common chapter of the rule book, which
// points to the games that depart from it), the sentences of the
// violations (internal/sentence) and the book's generator.
var everyGameHomes = []string{"rule/", "internal/sentence/", "internal/rulebook/"}

// ruleIDsLeft are the game rule IDs that non-test files outside their
// game's package still hold, file by file, in order. It may only shrink:
// a rule ID goes into its game's definition (its Rules, options, words,
// outcome rules), which the others ask.
var ruleIDsLeft = map[string][]string{
	"cmd/referee/explain.go":                 {"MAD-R7", "SH-A1", "MAD-R7", "SH-A1", "MAD-R7", "SH-A1"},
	"programs/play/internal/line/session.go": {"MAD-A3", "MAD-A3", "SAU-R8", "SAU-R8", "SAU-R8", "SAU-R8"},
	"programs/play/internal/screen/text.go":  {"MAD-A3", "MAD-A3", "SAU-R8", "SAU-R8"},
	"programs/play/internal/words/danish.go": {"MAD-A3", "MAD-A3", "SAU-R8", "SAU-R8", "SAU-R8", "SAU-R8", "SAU-R8", "SAU-R8"},
	"cmd/referee/main.go":                    {"MAD-R7", "MAD-R7", "MAD-R7"},
	"games/hearts/chapter.go":                {"BM-O5", "BM-O5", "BM-O5"}, // Hearts' target score (SH-O4) points to Black Maria's number of deals, in each language
}

// TestGameRuleIDsAtHome: no non-test file holds a game's rule ID in a
// string outside that game's package, the registry, the rule book and
// its generator, but those ruleIDsLeft lists.
func TestGameRuleIDsAtHome(t *testing.T) {
	prefixes := gamePrefixes()
	fset := token.NewFileSet()
	got := map[string][]string{}
	err := walkGoFiles(func(path string) error {
		if strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if ids := strayRuleIDs(path, f, prefixes); len(ids) > 0 {
			got[path] = ids
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for path, ids := range got {
		if want, ok := ruleIDsLeft[path]; !ok || !slices.Equal(ids, want) {
			t.Errorf("%s holds the rule IDs %v of another package's game, want %v (let the game's definition supply them; shrink ruleIDsLeft when one goes)", path, ids, want)
		}
	}
	for path := range ruleIDsLeft {
		if _, ok := got[path]; !ok {
			t.Errorf("ruleIDsLeft lists %s, which holds no stray rule ID now: shrink the list", path)
		}
	}
}

// strayRuleIDs returns the game rule IDs the strings of f, the file at
// path, hold outside their game's package and the places that speak for
// every game.
func strayRuleIDs(path string, f *ast.File, prefixes map[string]bool) []string {
	if strings.HasPrefix(path, "games/") && strings.Count(path, "/") == 1 {
		return nil // the registry
	}
	for _, home := range everyGameHomes {
		if strings.HasPrefix(path, home) {
			return nil
		}
	}
	var out []string
	for _, n := range gameNames(f, prefixes) {
		id, ok := strings.CutPrefix(n.what, "rule ID ")
		if !ok {
			continue
		}
		prefix, _, _ := strings.Cut(id, "-")
		if !strings.HasPrefix(path, ruleHomes[prefix]) || ruleHomes[prefix] == "" {
			out = append(out, id)
		}
	}
	return out
}

// TestStrayRuleIDsFound: the scan finds a rule ID of another game in a
// game's package and any game's outside them, and none in the game's own
// package, the registry, the rule book or the sentences.
func TestStrayRuleIDsFound(t *testing.T) {
	const src = `package p

const a, b = "SH-R6", "SAU-O1, MAD-A3" // TT-2 in a comment
var c = "C-5 and TT-2 are every game's"
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	prefixes := gamePrefixes()
	for path, want := range map[string][]string{
		"games/hearts/hearts.go":    {"SAU-O1", "MAD-A3"},
		"games/sau/sau.go":          {"SH-R6", "MAD-A3"},
		"record/record.go":          {"SH-R6", "SAU-O1", "MAD-A3"},
		"variant/trickplay.go":      {"SH-R6", "SAU-O1", "MAD-A3"},
		"games/registry.go":         nil,
		"rule/catalogue.go":         nil,
		"internal/sentence/text.go": nil,
	} {
		if got := strayRuleIDs(path, f, prefixes); !slices.Equal(got, want) {
			t.Errorf("%s: the scan found %v, want %v", path, got, want)
		}
	}
}
