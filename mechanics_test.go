package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// namelessMechanics are the packages whose non-test code, comments
// included, names no game: the mechanics every game composes, the turn
// timer, the record options' codec and the engine that runs them. A game
// gives them its rule IDs and cards; which game uses which mechanic is the
// README's table, not their documentation.
var namelessMechanics = slices.Concat(mechanics, []string{"turntimer", "option", "variant"})

// namelessLeft are the game mentions the non-test files of the nameless
// packages may still hold, file by file, as gameMentions tells them: a
// ceiling that may only come down. A file may hold fewer (the test logs
// the entries that could shrink) but no other. It is empty: every
// nameless package names no game.
var namelessLeft = map[string][]string{}

// gameInText is the name of a game in a comment or a string. "Hearts"
// counts unless it is a Go name (card.Hearts, [Hearts], HeartsSet): the
// suit is "hearts" in prose.
var gameInText = regexp.MustCompile(`Schwarze Madonna|Madonna|Black Maria|Schwarze Sau|\bSau\b|Old Maid|Schwarzer Peter|(^|[^.\[\w])Hearts\b`)

// gameInName is the name of a game, or a word of one game's own (its
// Jungfrau, Durchmarsch, moon, slam or maid), in a Go name (OldMaid,
// madonnaDeal, sauStock, TermMoon, jungfrauFactor): a mechanic's name
// says what the mechanic does (NoTrick, Sweep, PenaltySweep, OddCard).
// Hearts is left out: card.Hearts is the suit. A record's names (the
// strings "jungfrau", "moon") are no Go names and stay as they are.
var gameInName = regexp.MustCompile(`(?i:madonna|blackmaria|schwarzesau|oldmaid|schwarzerpeter|jungfrau|durchmarsch|moon|slam|maid)|(^|[a-z])Sau([A-Z0-9]|$)|^sau([A-Z0-9]|$)`)

// TestMechanicsMentionNoGame: no non-test file of the mechanics mentions
// a game's rule ID or a game's name, in code or in comments, nor holds a
// Go name with a game's word in it.
func TestMechanicsMentionNoGame(t *testing.T) {
	prefixes := gamePrefixes()
	fset := token.NewFileSet()
	for _, dir := range namelessMechanics {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("package %s: no files (%v): is the list of mechanics out of date?", dir, err)
		}
		for _, path := range files {
			path = filepath.ToSlash(path)
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			extra, unused := beyondCeiling(gameMentions(f, prefixes), namelessLeft[path])
			for _, m := range extra {
				t.Errorf("%s: %s names a game (say the mechanic; the README's table says which game uses it)", fset.Position(m.pos), m.what)
			}
			if len(unused) > 0 {
				t.Logf("%s no longer holds %v: shrink namelessLeft", path, unused)
			}
		}
	}
}

// beyondCeiling returns the mentions of ms that left does not allow, each
// entry of left allowing one mention, and the entries of left no mention
// used.
func beyondCeiling(ms []gameName, left []string) (extra []gameName, unused []string) {
	unused = slices.Clone(left)
	for _, m := range ms {
		if i := slices.Index(unused, m.what); i >= 0 {
			unused = slices.Delete(unused, i, i+1)
			continue
		}
		extra = append(extra, m)
	}
	return extra, unused
}

// gameMentions returns where f mentions a game: a rule ID of one of the
// games of prefixes or a game's name in a comment or a string, or a
// game's name in a Go name. Each is told as "rule ID SH-R7", "name
// Black Maria" or "Go name OldMaid".
func gameMentions(f *ast.File, prefixes map[string]bool) []gameName {
	var out []gameName
	text := func(pos token.Pos, s string) {
		for _, m := range ruleID.FindAllStringSubmatch(s, -1) {
			if prefixes[m[1]] {
				out = append(out, gameName{pos, "rule ID " + m[0]})
			}
		}
		for _, m := range gameInText.FindAllString(s, -1) {
			out = append(out, gameName{pos, "name " + strings.TrimLeft(m, " \t\n(\"'")})
		}
	}
	for _, g := range f.Comments {
		for _, c := range g.List {
			text(c.Pos(), c.Text)
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if n.Kind == token.STRING {
				text(n.Pos(), n.Value)
			}
		case *ast.Ident:
			if gameInName.MatchString(n.Name) {
				out = append(out, gameName{n.Pos(), "Go name " + n.Name})
			}
		}
		return true
	})
	slices.SortStableFunc(out, func(a, b gameName) int { return int(a.pos) - int(b.pos) })
	return out
}

// TestGameMentionsFound: the scan finds a game's rule ID and name planted
// in a doc comment, a line comment, a string and a Go name, and a game's
// own word in a Go name (TermMoon, jungfrauSeats), and not the
// conventions every game shares, the suit hearts (card.Hearts, HeartsSet,
// [Hearts], "the hearts"), a word that holds a game's name (Sausage) or
// a record's names in a string ("moon", "jungfrau", "old-maid").
func TestGameMentionsFound(t *testing.T) {
	const src = `// Package p deals as Black Maria does (BM-R2).
package p

import "github.com/blackqueen/rules/card"

// Hearts' penalty cards: the hearts and the Q♠ ([card.Hearts], [Hearts]).
var penalty = card.HeartsSet | card.Of(card.QueenSpades)

// OldMaid is a round of Old Maid.
const OldMaid = 1

// TermMoon and noTrick keep their record names: moon, jungfrau.
var TermMoon, noTrick = "moon slam maid", "jungfrau durchmarsch old-maid"

func durchmarschAnnouncer(jungfrauSeats, Slam, maidCard int) {}

func sauStock(Sausage int) string {
	_ = card.Hearts // follow suit (TT-2, C-5), as in Schwarze Sau
	return "SH-R7 Madonna" + "Schwarzer Peter" + "OM-4"
}
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range gameMentions(f, gamePrefixes()) {
		got = append(got, m.what)
	}
	want := []string{
		"rule ID BM-R2", "name Black Maria", "name Hearts", "name Old Maid", "Go name OldMaid",
		"Go name TermMoon", "Go name durchmarschAnnouncer", "Go name jungfrauSeats", "Go name Slam", "Go name maidCard",
		"Go name sauStock", "name Schwarze Sau", "rule ID SH-R7", "name Madonna", "name Schwarzer Peter", "rule ID OM-4",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the scan found (-want +got):\n%s", diff)
	}
}

// TestCeilingOfMentions: namelessLeft allows each listed mention once, so
// a second one of the same kind, or another, is an error, and reports
// what the file no longer holds.
func TestCeilingOfMentions(t *testing.T) {
	ms := []gameName{{1, "rule ID SH-R6"}, {2, "Go name JungfrauAnnounced"}, {3, "rule ID SH-R6"}, {4, "name Old Maid"}}
	extra, unused := beyondCeiling(ms, []string{"rule ID SH-R6", "Go name JungfrauAnnounced", "rule ID SAU-O4"})
	if diff := cmp.Diff([]gameName{{3, "rule ID SH-R6"}, {4, "name Old Maid"}}, extra, cmp.AllowUnexported(gameName{})); diff != "" {
		t.Errorf("beyond the ceiling (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"rule ID SAU-O4"}, unused); diff != "" {
		t.Errorf("unused entries (-want +got):\n%s", diff)
	}
}
