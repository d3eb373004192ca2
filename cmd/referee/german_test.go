package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// englishWords finds English in a text meant to be German: the words of
// the referee's English messages and of the system's and Go's own error
// texts.
var englishWords = regexp.MustCompile(`\b(must|unexpected|should|follow|twice|takes|has no|an array|an object|a string|a number|the record|is not|cannot|whole number|value|no such|directory|invalid|character|flag|provided|defined|is a|looking for|beginning|usage)\b`)

// TestGermanThroughout: with -lang de every answer of the referee is
// German, in words and in JSON: a file that does not exist or is a
// folder, a record that is no JSON, a bad option value, a wrong command
// line, a rule or game it does not know.
func TestGermanThroughout(t *testing.T) {
	for _, a := range wrongAnswers(t, "de", `{"moon": "up"}`) {
		if w := englishWords.FindString(a.said); w != "" {
			t.Errorf("%q: the German answer has the English %q in it:\n%s", a.args, w, a.said)
		}
	}
}

// answer is what the referee said, on both outputs, to a command line.
type answer struct {
	args []string
	said string
}

// wrongAnswers runs the referee in lang on what it must refuse, as text
// and as JSON: a file that does not exist or is a folder, a record that
// is no JSON, one of Hearts with the options given, a wrong command line,
// a rule or game it does not know. Each must end with an error and say
// something; wrongAnswers returns what was said.
func wrongAnswers(t *testing.T, lang, options string) []answer {
	t.Helper()
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	notJSON := write("comma.json", `{"format": 1, "game": ,}`)
	badOption := write("option.json", `{"format": 1, "game": "hearts", "seats": 4, "options": `+options+`, "deals": []}`)
	var answers []answer
	for _, args := range [][]string{
		{filepath.Join(dir, "missing.json")},
		{dir},
		{notJSON},
		{badOption},
		{"-x", notJSON},
		{"-lang"},
		{"-explain", "XYZ-9"},
		{"-options", "chess"},
	} {
		for _, mode := range []string{"-text", "-json"} {
			full := append([]string{"-lang", lang, mode}, args...)
			if args[0] == "-lang" {
				full = []string{"-lang", lang, "-lang"}
			}
			var out, errOut bytes.Buffer
			code := run(full, strings.NewReader(""), &out, &errOut)
			said := out.String() + errOut.String()
			if code == 0 || strings.TrimSpace(said) == "" {
				t.Errorf("%q: exit %d, said %q; want an error", full, code, said)
				continue
			}
			answers = append(answers, answer{full, said})
		}
	}
	return answers
}
