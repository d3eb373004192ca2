package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// englishWords finds English in a text meant to be German: the words of
// the program's English messages and of the flag package's, the
// system's and Go's own error texts.
var englishWords = regexp.MustCompile(`\b(must|cannot|unexpected|invalid|flag|provided|defined|needs|argument|parse|error|value|no such|directory|file|is a|is not|the seed|negative|usage|default|shows|help for|record|saved)\b`)

// TestGermanCommandLine: with -lang de the program's answers are German
// throughout: the help (-h), every wrong command line (the flag package's
// own errors included), a file to resume that does not exist, is a folder
// or is no JSON, an option value, and a file it cannot save to.
func TestGermanCommandLine(t *testing.T) {
	dir := t.TempDir()
	notJSON := filepath.Join(dir, "comma.json")
	if err := os.WriteFile(notJSON, []byte(`{"format": 1, "game": ,}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range wrongCommandLines(dir, notJSON) {
		full := append([]string{"-lang", "de", "-plain"}, args...)
		_, out, errOut := runArgs(t, "", full...)
		said := errOut
		if args[0] == "-auto" {
			said = out[strings.LastIndex(out, "Stand"):] // the end of the match: the save
			if !strings.Contains(said, "kann nicht in") {
				t.Errorf("%q: no word of the failed save:\n%s", full, said)
			}
		}
		if strings.TrimSpace(said) == "" {
			t.Errorf("%q: said nothing", full)
		}
		if args[0] == "-h" {
			// The help names the flags and option values as they are typed.
			said = regexp.MustCompile(`(?m)^\s+-\S+.*$|\(-opt NAME=WERT[^)]*\)`).ReplaceAllString(said, "")
		}
		// Record names of options and games (must-change-stock) are the
		// record's words, the same in every language.
		said = regexp.MustCompile(`[a-z0-9]+(-[a-z0-9]+)+`).ReplaceAllString(said, "")
		if w := englishWords.FindString(said); w != "" {
			t.Errorf("%q: the German answer has the English %q in it:\n%s", full, w, said)
		}
	}
}

// TestGermanRefusals: in a German game the refusals of what the user
// types are German, the actions and phases included, and name the seats
// as the table does, from 1.
func TestGermanRefusals(t *testing.T) {
	_, out, _ := runArgs(t, "jungfrau\npush\nQS\nquit\nj\n", "-lang", "de", "-plain", "-game", "hearts", "-seats", "4", "-seed", "5")
	refusals := 0
	for _, line := range strings.Split(out, "\n") {
		i := strings.Index(line, "Nicht erlaubt:")
		if i < 0 {
			continue
		}
		refusals++
		if w := regexp.MustCompile(`\b(announce|push|play|pass|phase|cannot|seat|Platz 0)\b`).FindString(line[i:]); w != "" {
			t.Errorf("the refusal %q has %q in it", line[i:], w)
		}
	}
	if refusals != 3 {
		t.Errorf("%d refusals, want 3:\n%s", refusals, out)
	}
}

// wrongCommandLines are the command lines the program must answer with
// an error (or, -h, the help) in the language asked for: dir is a folder
// and notJSON a file in it that is no record.
func wrongCommandLines(dir, notJSON string) [][]string {
	return [][]string{
		{"-h"},
		{"-bogus"},
		{"-seats"},
		{"-seed", "x"},
		{"-pace", "abc"},
		{"-auto=maybe"},
		{"-deals", "-1"},
		{"-game", "hearts", "-opt", "moon"},
		{"-game", "hearts", "-opt", "moon=up"},
		{"-game", "hearts", "-opt", "jungfrau=true"},
		{"-game", "hearts", "extra"},
		{"-resume", filepath.Join(dir, "missing.json")},
		{"-resume", dir},
		{"-resume", notJSON},
		{"-auto", "-game", "hearts", "-deals", "1", "-seed", "2", "-save", filepath.Join(dir, "no", "such", "folder.json")},
	}
}
