// Command testall runs every test of both modules of the repository (the
// library at the root and the programs under programs/) and ends with a
// line that names the tests skipped for want of a browser, tmux, Redis or
// PostgreSQL, and how to install them. go test alone prints "ok" for a
// package whose browser or database tests skipped, so a newcomer could not
// tell.
//
// Usage, from the root of the repository:
//
//	go run ./internal/testall                  # go test ./... ./programs/...
//	go run ./internal/testall -race -count=1   # flags go to go test
//	go run ./internal/testall ./record/        # or packages of your choice
//
// It prints what go test prints without -v (an "ok" line a package, the
// output of a failing test), then one line a missing component, then
// "tests: N passed, N failed, N skipped". Its exit code is go test's.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run runs go test -json with args (flags and packages; the packages of
// both modules when none is named) and writes the report to stdout. It
// returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	cmd := exec.Command("go", append([]string{"test", "-json"}, withPackages(args)...)...)
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintln(stderr, "testall:", err)
		return 1
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(stderr, "testall:", err)
		return 1
	}
	r := newReport(stdout)
	if err := r.read(out); err != nil {
		fmt.Fprintln(stderr, "testall:", err)
	}
	err = cmd.Wait()
	r.summary()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &exit):
		return exit.ExitCode()
	default:
		fmt.Fprintln(stderr, "testall:", err)
		return 1
	}
}

// withPackages returns args with both modules' packages added when args
// names no package (every argument a flag). A flag's value given as a
// separate argument is not taken for a package: such flags must be written
// -flag=value.
func withPackages(args []string) []string {
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			return args
		}
	}
	return append(append([]string{}, args...), "./...", "./programs/...")
}

// event is one line of go test -json (cmd/test2json).
type event struct {
	Action     string
	Package    string
	ImportPath string
	Test       string
	Output     string
}

// testKey names a test of a package.
type testKey struct{ pkg, test string }

// report turns go test -json's events into go test's plain output and
// counts what passed, failed and skipped.
type report struct {
	w                    io.Writer
	lines                map[testKey][]string // output so far, by test ("" the package's own)
	failures             map[string][]string  // package -> its failed tests, in order
	passed, failed, skip int
	missing              map[string][]string // component -> skipped tests
}

func newReport(w io.Writer) *report {
	return &report{w: w, lines: map[testKey][]string{}, failures: map[string][]string{}, missing: map[string][]string{}}
}

// read reads events until r ends. A line that is not an event is printed
// as it is.
func (r *report) read(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil || e.Action == "" {
			fmt.Fprintln(r.w, sc.Text())
			continue
		}
		r.handle(e)
	}
	return sc.Err()
}

func (r *report) handle(e event) {
	k := testKey{e.Package, e.Test}
	switch e.Action {
	case "build-output":
		fmt.Fprint(r.w, e.Output)
	case "output":
		r.lines[k] = append(r.lines[k], e.Output)
	case "pass", "fail", "skip":
		if e.Test == "" {
			r.packageDone(e)
			return
		}
		r.testDone(e, k)
	}
}

// testDone counts a test and keeps a failing test's output for its
// package's report.
func (r *report) testDone(e event, k testKey) {
	switch e.Action {
	case "pass":
		r.passed++
		delete(r.lines, k)
	case "skip":
		r.skip++
		for _, c := range components(strings.Join(r.lines[k], "")) {
			r.missing[c] = append(r.missing[c], e.Package+" "+e.Test)
		}
		delete(r.lines, k)
	case "fail":
		r.failed++
		r.failures[e.Package] = append(r.failures[e.Package], e.Test)
	}
}

// packageDone prints a package's result as go test does without -v: its
// summary line, and when it failed the output of its failing tests first.
func (r *report) packageDone(e event) {
	own := testKey{e.Package, ""}
	tests := r.failures[e.Package]
	delete(r.failures, e.Package)
	if e.Action == "fail" {
		// Tests still running when the package failed (a timeout, a
		// panic in another goroutine) hold the panic's output.
		var running []string
		for k := range r.lines {
			if k.pkg == e.Package && k.test != "" && !slices.Contains(tests, k.test) {
				running = append(running, k.test)
			}
		}
		slices.Sort(running)
		tests = append(tests, running...)
	}
	for _, test := range tests {
		k := testKey{e.Package, test}
		for _, l := range r.lines[k] {
			if !strings.HasPrefix(l, "=== ") {
				fmt.Fprint(r.w, l)
			}
		}
	}
	for k := range r.lines {
		if k.pkg == e.Package && k.test != "" {
			delete(r.lines, k)
		}
	}
	for _, l := range r.lines[own] {
		if e.Action == "fail" || strings.HasPrefix(l, "ok ") || strings.HasPrefix(l, "?") {
			if l != "PASS\n" {
				fmt.Fprint(r.w, l)
			}
		}
	}
	delete(r.lines, own)
}

// needs is what a test may skip for want of, with how to get it. A skipped
// test counts as missing a component when its skip message names it.
var needs = []struct{ name, words, install string }{
	{"chromium", "chromium", "apt-get install chromium"},
	{"tmux", "tmux", "apt-get install tmux"},
	{"Redis", "redis", "apt-get install redis-server, start it, set BQ_TEST_REDIS=HOST:PORT"},
	{"PostgreSQL", "postgres", "apt-get install postgresql, start it, set BQ_TEST_POSTGRES=postgres://..."},
}

// components returns the components a skip message names.
func components(msg string) []string {
	low := strings.ToLower(msg)
	var names []string
	for _, n := range needs {
		if strings.Contains(low, n.words) {
			names = append(names, n.name)
		}
	}
	return names
}

// summary prints a line for each missing component and the counts.
func (r *report) summary() {
	for _, n := range needs {
		tests := r.missing[n.name]
		if len(tests) == 0 {
			continue
		}
		fmt.Fprintf(r.w, "SKIPPED %d test(s) for want of %s (%s), e.g. %s\n", len(tests), n.name, n.install, tests[0])
	}
	if len(r.missing) > 0 {
		fmt.Fprintln(r.w, "(CI installs all of these; see the README's \"Tests\" section)")
	}
	fmt.Fprintf(r.w, "tests: %d passed, %d failed, %d skipped\n", r.passed, r.failed, r.skip)
}
