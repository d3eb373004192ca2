package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRun: the command line of docs/records.md: a file or standard input, one
// JSON verdict on standard output, exit 0/1/2, -lang; a wrong command line
// prints its usage and exits 2; -h prints it and exits 0.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	legal, err := os.ReadFile(filepath.Join("..", "..", "record", "testdata", "schwarze-madonna--records-example.json"))
	if err != nil {
		t.Fatal(err)
	}
	illegal, err := os.ReadFile(filepath.Join("..", "..", "record", "testdata", "schwarze-madonna--follow-suit.json"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "r.json")
	if err := os.WriteFile(file, illegal, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		args    []string
		stdin   string
		exit    int
		verdict bool   // stdout holds one JSON verdict
		has     string // stdout contains
		hasNot  string
	}{
		{"a legal record on stdin", nil, string(legal), 0, true, `"valid": true`, ""},
		{"an illegal record in a file", []string{file}, "", 1, true, `"rule": "follow-suit"`, ""},
		{"-lang de", []string{"-lang", "de", file}, "", 1, true, `"de": "Platz 2 muss Karo bedienen`, `"en"`},
		{"-lang en", []string{"-lang=en", file}, "", 1, true, `"en": "Seat 2 must follow`, `"de"`},
		{"not JSON", nil, "{", 2, true, `"rule": "bad-record"`, ""},
		{"no such file", []string{filepath.Join(dir, "missing.json")}, "", 2, true, `"rule": "bad-record"`, ""},
		{"an unknown language", []string{"-lang", "fr", file}, "", 2, false, "", ""},
		{"an unknown flag", []string{"-x", file}, "", 2, false, "", ""},
		{"two files", []string{file, file}, "", 2, false, "", ""},
		{"-h", []string{"-h"}, "", 0, false, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			exit := run(tt.args, strings.NewReader(tt.stdin), &out, &errOut)
			if exit != tt.exit {
				t.Errorf("exit %d, want %d; stderr %s", exit, tt.exit, errOut.String())
			}
			if !tt.verdict {
				if out.Len() != 0 || !strings.Contains(errOut.String(), "usage") {
					t.Errorf("stdout %q, stderr %q: want the usage on stderr only", out.String(), errOut.String())
				}
				return
			}
			s := out.String()
			var v map[string]any
			dec := json.NewDecoder(strings.NewReader(s))
			if err := dec.Decode(&v); err != nil || dec.More() {
				t.Fatalf("stdout is not one JSON verdict: %v\n%s", err, s)
			}
			if !strings.Contains(s, tt.has) {
				t.Errorf("stdout lacks %s:\n%s", tt.has, s)
			}
			if tt.hasNot != "" && strings.Contains(s, tt.hasNot) {
				t.Errorf("stdout has %s:\n%s", tt.hasNot, s)
			}
			if errOut.Len() != 0 {
				t.Errorf("stderr: %s", errOut.String())
			}
		})
	}
}

// TestStdinNotATerminal: only a terminal on standard input means that no
// record was given. /dev/null is a character device but no terminal:
// "referee < /dev/null" judges an empty record (bad-record, exit 2)
// instead of printing the usage, and /dev/zero a record that is too
// long; a pseudo-terminal still gets the usage.
func TestStdinNotATerminal(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	var out, errOut bytes.Buffer
	if exit := run(nil, null, &out, &errOut); exit != 2 || errOut.Len() != 0 || !strings.Contains(out.String(), `"en": "The record is empty."`) {
		t.Errorf("referee < %s: exit %d, stdout %q, stderr %.80q", os.DevNull, exit, out.String(), errOut.String())
	}
	// /dev/null is not a character device everywhere (in some
	// containers it is a file): /dev/zero is one, and no terminal.
	if zero, err := os.Open("/dev/zero"); err == nil {
		defer zero.Close()
		out.Reset()
		errOut.Reset()
		if exit := run(nil, zero, &out, &errOut); exit != 2 || errOut.Len() != 0 || !strings.Contains(out.String(), `"en": "The record is longer than`) {
			t.Errorf("referee < /dev/zero: exit %d, stdout %q, stderr %.80q", exit, out.String(), errOut.String())
		}
	}
	pty, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal to try: %v", err)
	}
	defer pty.Close()
	out.Reset()
	errOut.Reset()
	if exit := run(nil, pty, &out, &errOut); exit != 2 || out.Len() != 0 || !strings.Contains(errOut.String(), "usage") {
		t.Errorf("referee on a terminal: exit %d, stdout %q, stderr %.80q", exit, out.String(), errOut.String())
	}
}

// TestLongArgumentsQuotedShort: -explain and -options quote at most a
// short prefix of an argument they do not know, however long, as every
// message of the module does.
func TestLongArgumentsQuotedShort(t *testing.T) {
	long := strings.Repeat("X", 100<<10)
	for _, args := range [][]string{{"-explain", long}, {"-options", long}, {"-lang", "de", "-explain", long}, {"-lang", "de", "-options", long}} {
		var out, errOut bytes.Buffer
		exit := run(args, strings.NewReader(""), &out, &errOut)
		if exit != 2 || out.Len() != 0 || !strings.Contains(errOut.String(), "XXXX") {
			t.Errorf("%s: exit %d, stdout %d bytes, stderr %.80q", args[len(args)-2], exit, out.Len(), errOut.String())
		}
		if errOut.Len() > 400 {
			t.Errorf("%s: an error of %d bytes for an argument of %d", args[len(args)-2], errOut.Len(), len(long))
		}
	}
}
