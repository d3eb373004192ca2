package rulebook_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/rulebook"
	"github.com/blackqueen/rules/rule"
)

// root is the module's root, seen from this package.
const root = "../.."

// TestBookIsCurrent fails when docs/rules.md, docs/regeln.md or
// docs/regler.md is not what the catalogue renders: run `go generate
// ./internal/rulebook`.
func TestBookIsCurrent(t *testing.T) {
	for lang, name := range rulebook.Files() {
		got, err := os.ReadFile(filepath.Join(root, "docs", name))
		if err != nil {
			t.Fatal(err)
		}
		if want := rulebook.Markdown(lang); !bytes.Equal(got, want) {
			t.Errorf("docs/%s is stale: run go generate ./internal/rulebook", name)
		}
	}
	got, err := os.ReadFile(filepath.Join(root, rulebook.RulingsFile))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, rulebook.Rulings()) {
		t.Errorf("%s is stale: run go generate ./internal/rulebook", rulebook.RulingsFile)
	}
}

// TestBookHasEveryRule: each book has an anchor for every entry of the
// catalogue, in the chapter of its game, and every link to an anchor
// leads to one that exists.
func TestBookHasEveryRule(t *testing.T) {
	anchor := regexp.MustCompile(`<a id="([^"]+)"></a>`)
	link := regexp.MustCompile(`\]\(#([^)]+)\)`)
	for lang := range rulebook.Files() {
		book := string(rulebook.Markdown(lang))
		plain := link.ReplaceAllString(book, "]")
		plain = regexp.MustCompile(`\[([^\]]+)\]`).ReplaceAllString(plain, "$1")
		ids := map[string]bool{}
		for _, m := range anchor.FindAllStringSubmatch(book, -1) {
			if ids[m[1]] {
				t.Errorf("%s: anchor %s twice", lang, m[1])
			}
			ids[m[1]] = true
		}
		for _, e := range games.Catalogue() {
			if !ids[e.Anchor()] {
				t.Errorf("%s: no anchor for %s", lang, e.Ref)
			}
			if !strings.Contains(plain, e.Title.In(lang)) || !strings.Contains(plain, e.Rule.In(lang)) {
				t.Errorf("%s: the book lacks the text of %s", lang, e.Ref)
			}
		}
		for _, m := range link.FindAllStringSubmatch(book, -1) {
			if !ids[m[1]] {
				t.Errorf("%s: link to #%s, which has no anchor", lang, m[1])
			}
		}
	}
}

// mention finds rule IDs in source text.
var mention = regexp.MustCompile(`\b(C-[0-9]+|TT-[0-9]+|(MAD|BM|SH|SAU|OM)-[RAOE][0-9]+)\b`)

// citations returns, for every rule ID, the project files outside the
// catalogue and the book that cite it, split into code and tests.
func citations(t *testing.T) (code, tests map[string][]string, texts map[string][]string) {
	t.Helper()
	code, tests, texts = map[string][]string{}, map[string][]string{}, map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		// The catalogue and the book are what is checked, not evidence.
		if strings.HasPrefix(rel, "rule/catalogue") || strings.HasPrefix(rel, "internal/rulebook") ||
			rel == "docs/rules.md" || rel == "docs/regeln.md" || rel == "docs/regler.md" || rel == rulebook.RulingsFile {
			return nil
		}
		var into map[string][]string
		switch {
		case strings.HasSuffix(rel, "_test.go"):
			into = tests
		case strings.HasSuffix(rel, ".go"):
			into = code
		case strings.HasSuffix(rel, ".md"):
			into = texts
		default:
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, ref := range mention.FindAllString(string(b), -1) {
			if !slices.Contains(into[ref], rel) {
				into[ref] = append(into[ref], rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return code, tests, texts
}

// TestCoverageBothWays: every entry of the catalogue is enforced by code
// (cited outside the catalogue by a non-test Go file) or marked pure, and
// cited by at least one test; every rule ID that code, a test or a
// document of the project cites exists in the catalogue.
func TestCoverageBothWays(t *testing.T) {
	code, tests, texts := citations(t)
	known := map[string]bool{}
	for _, e := range games.Catalogue() {
		known[e.Ref] = true
		if !e.Pure && len(code[e.Ref]) == 0 {
			t.Errorf("%s is neither cited by the code that enforces it nor marked pure", e.Ref)
		}
		if len(tests[e.Ref]) == 0 {
			t.Errorf("%s is cited by no test", e.Ref)
		}
	}
	for _, cited := range []map[string][]string{code, tests, texts} {
		for ref, files := range cited {
			if !known[ref] {
				t.Errorf("%s is cited by %v but is not in the catalogue", ref, files)
			}
		}
	}
}

// results finds the rows of scores a worked example states: two or more
// whole numbers (possibly negative) separated by commas.
var results = regexp.MustCompile(`−?[0-9]+(, −?[0-9]+)+`)

// TestWorkedExamplesReplayed: every worked example of the book is played
// through the engine by a test of package variant or record that cites its
// ID. A worked example of the scoring tells its deals as facts
// (rule.Worked): the book's text is rendered from them, variant's
// TestBookWorkedExamples scores each deal through the game's own scoring
// against the points the book prints, and its notes state no row of
// points of their own. Every other example's rows of scores appear in an
// engine test citing it, so that the book cannot drift from what the
// engine is checked to do.
func TestWorkedExamplesReplayed(t *testing.T) {
	_, tests, _ := citations(t)
	for _, e := range games.Catalogue() {
		if e.Kind != rule.Example {
			continue
		}
		if e.Worked == nil && proseExamples[e.Ref] == "" {
			t.Errorf("%s is a worked example told in prose only: give its facts (rule.Worked) so that the engine replays it", e.Ref)
		}
		if e.Worked != nil && proseExamples[e.Ref] != "" {
			t.Errorf("%s is told as facts now: take it off proseExamples", e.Ref)
		}
		if w := e.Worked; w != nil {
			notes := []rule.Text{}
			for _, d := range w.Deals {
				notes = append(notes, d.Note, d.If)
			}
			for _, tb := range w.Tables {
				notes = append(notes, tb.Note)
			}
			for _, n := range notes {
				for _, note := range []string{n.EN, n.DE, n.DA} {
					if row := results.FindString(note); row != "" {
						t.Errorf("%s: a note states the row %q, which the facts do not give", e.Ref, row)
					}
				}
			}
			continue
		}
		var engine []string
		for _, f := range tests[e.Ref] {
			if strings.HasPrefix(f, "variant/") || strings.HasPrefix(f, "record/") {
				engine = append(engine, f)
			}
		}
		if len(engine) == 0 {
			t.Errorf("%s is replayed by no engine test (variant or record)", e.Ref)
			continue
		}
		var src strings.Builder
		for _, f := range engine {
			b, err := os.ReadFile(filepath.Join(root, f))
			if err != nil {
				t.Fatal(err)
			}
			src.Write(b)
		}
		have := normalise(src.String())
		for _, row := range results.FindAllString(e.Rule.EN, -1) {
			if !strings.Contains(have, normalise(row)) {
				t.Errorf("%s states %q, which no engine test citing it checks (%v)", e.Ref, row, engine)
			}
		}
	}
}

// proseExamples are the worked examples told in prose, each with the
// reason it cannot be told as facts the engine replays; none today. An
// example listed here must still be replayed by an engine test that
// cites it (checked below).
var proseExamples = map[string]string{}

// normalise writes numbers the way Go source does: ASCII minus, ", "
// between them.
func normalise(s string) string {
	s = strings.ReplaceAll(s, "−", "-")
	return regexp.MustCompile(`,\s*`).ReplaceAllString(s, ", ")
}

// outside are the names of documents outside the module, which the
// project's text must not point to. The pattern spells them with
// character classes ([ ], [/]) so that this line is not itself such a
// pointer for a plain text search.
var outside = regexp.MustCompile(`RULES\.md|RECORDS\.md|STYLE\.md|shared[ ]specification|seed's section|\.\.[/]shared|shared[/]conformance|§[0-9]`)

// TestNoOutsideReferences: no comment, message or document of the project
// refers to a document outside the module; the rule book, docs/records.md
// and the rule IDs stand in for them.
func TestNoOutsideReferences(t *testing.T) {
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, ".md") || rel == "internal/rulebook/rulebook_test.go" {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			if m := outside.FindString(line); m != "" {
				t.Errorf("%s:%d refers to %q outside the project: %s", rel, i+1, m, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
