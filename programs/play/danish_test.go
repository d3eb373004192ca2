package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// germanWords finds German in a text meant to be Danish.
var germanWords = regexp.MustCompile(`\b(muss|nicht|kein|keine|oder|Spiel|Platz|Plätze|Schalter|Datei|Ordner|Wert|Vorgabe|Karte|Karten|Stich|zeigt|Hilfe|Aufzeichnung)\b`)

// TestDanishCommandLine: with -lang da the program's answers are Danish
// throughout, as with -lang de they are German: the help (-h), every
// wrong command line (the flag package's own errors included), a file to
// resume that does not exist, is a folder or is no JSON, an option value,
// and a file it cannot save to. The answers that quote package variant
// (an option's values, the games' options in -h) are checked here for the
// program's own words only; variant's tests hold its Danish.
func TestDanishCommandLine(t *testing.T) {
	dir := t.TempDir()
	notJSON := filepath.Join(dir, "comma.json")
	if err := os.WriteFile(notJSON, []byte(`{"format": 1, "game": ,}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range wrongCommandLines(dir, notJSON) {
		full := append([]string{"-lang", "da", "-plain"}, args...)
		_, out, errOut := runArgs(t, "", full...)
		said := errOut
		if args[0] == "-auto" {
			said = out[strings.LastIndex(out, "Point"):] // the end of the match: the save
			if !strings.Contains(said, "kan ikke gemmes i") {
				t.Errorf("%q: no word of the failed save:\n%s", full, said)
			}
		}
		if strings.TrimSpace(said) == "" {
			t.Errorf("%q: said nothing", full)
		}
		switch {
		case args[0] == "-h":
			// The help names the flags as they are typed, and the
			// options with their values as records write them.
			said = regexp.MustCompile(`(?m)^\s+-\S+.*$|\(-opt NAVN=VÆRDI[^)]*\)|(?m)^\s+[a-z-]+: .*$`).ReplaceAllString(said, "")
		case len(args) > 3 && strings.HasPrefix(args[3], "moon"):
			said = said[:strings.Index(said, ":")] // "Hjerter: " and variant's detail
		}
		said = regexp.MustCompile(`[a-z0-9]+(-[a-z0-9]+)+`).ReplaceAllString(said, "")
		if w := englishWords.FindString(said); w != "" {
			t.Errorf("%q: the Danish answer has the English %q in it:\n%s", full, w, said)
		}
		if w := germanWords.FindString(said); w != "" {
			t.Errorf("%q: the Danish answer has the German %q in it:\n%s", full, w, said)
		}
	}
}

// TestDanishRefusals: in a Danish game the refusals of what the user
// types are Danish, the actions and phases included, and name the seats
// as the table does, from 1; Danish card names are read.
func TestDanishRefusals(t *testing.T) {
	_, out, _ := runArgs(t, "jungfrau\nskub\nspar dame\nafslut\nj\n", "-lang", "da", "-plain", "-game", "hearts", "-seats", "4", "-seed", "5")
	refusals := 0
	for _, line := range strings.Split(out, "\n") {
		i := strings.Index(line, "Ikke tilladt:")
		if i < 0 {
			continue
		}
		refusals++
		if w := regexp.MustCompile(`\b(announce|push|play|pass|phase|cannot|seat|Platz|plads 0|QS|Q♠)\b`).FindString(line[i:]); w != "" {
			t.Errorf("the refusal %q has %q in it", line[i:], w)
		}
	}
	if refusals != 3 {
		t.Errorf("%d refusals, want 3:\n%s", refusals, out)
	}
	if !strings.Contains(out, "Ikke tilladt: Du har ikke D♠.") {
		t.Errorf("the Danish card name is not read, or its refusal not told in the table's notation:\n%s", out)
	}
}
