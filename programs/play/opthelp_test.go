package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestOptHelp: -opt help lists a game's options with their values,
// defaults and rules (SH-R9's moon for Hearts), in the -lang asked for,
// without starting a game; -h lists every game's options too.
func TestOptHelp(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"-game", "hearts", "-opt", "help"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("exit %d, stderr %s", code, errOut.String())
	}
	if s := out.String(); !strings.Contains(s, "Options of Hearts") || !strings.Contains(s, "moon: add-to-others (default), subtract, off") || strings.Contains(s, "Black Maria") {
		t.Errorf("-opt help for Hearts:\n%s", s)
	}
	out.Reset()
	if code := run([]string{"-lang", "de", "-opt", "help"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if s := out.String(); !strings.Contains(s, "Optionen von Schwarze Sau") || !strings.Contains(s, "(Vorgabe)") || strings.Contains(s, "(default)") {
		t.Errorf("-opt help in German, every game:\n%s", s)
	}
	errOut.Reset()
	run([]string{"-h"}, strings.NewReader(""), &out, &errOut)
	if s := errOut.String(); !strings.Contains(s, "Options of Old Maid") || !strings.Contains(s, "pairs: rank (default), same-colour") {
		t.Errorf("-h does not list the options:\n%s", s)
	}
}
