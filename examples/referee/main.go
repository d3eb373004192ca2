// Command referee judges a game record (docs/records.md, format 1) and settles a rule dispute:
//
//	go run ./examples/referee FILE.json
//	go run ./examples/referee < FILE.json
//	go run ./examples/referee -lang de FILE.json
//
// It prints exactly one JSON verdict on standard output and exits 0 when
// the record is legal from start to end (complete or not), 1 when it holds
// an illegal action (the verdict names it: deal, action, seat, rule) and 2
// when it cannot be judged (not JSON, unknown game or option, a deal that
// is not a deal of the game, ...). -lang en or -lang de keeps only that
// message. A wrong command line prints its usage on standard error and
// exits 2 without a verdict. REFEREE.md at the project root explains the
// verdict and every rule identifier.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the program with its inputs and outputs injected; it returns the
// exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(stderr)
	lang := fs.String("lang", "", "keep only the `en` or de message of an error (default: both)")
	fs.Usage = func() { usage(stderr, fs) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0 // -h asked for the usage: not a wrong command line
		}
		return 2
	}
	if (*lang != "" && *lang != "en" && *lang != "de") || fs.NArg() > 1 {
		fs.Usage()
		return 2
	}
	in := stdin
	if fs.NArg() == 1 {
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			return emit(stdout, stderr, record.Invalid(rule.New(rule.BadRecord, "", rule.NoSeat,
				"The record cannot be read: "+err.Error(), "Die Aufzeichnung kann nicht gelesen werden: "+err.Error())), *lang)
		}
		defer f.Close()
		in = f
	}
	rec, err := record.Decode(in)
	if err != nil {
		return emit(stdout, stderr, record.Invalid(err), *lang)
	}
	return emit(stdout, stderr, record.Judge(rec), *lang)
}

// usage prints what the referee does, its flags and its exit codes.
func usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprint(w, `usage: referee [-lang en|de] [FILE.json]

Judges a game record (docs/records.md, format 1) read from FILE.json, or from
standard input without FILE, and prints one JSON verdict on standard output.

Exit codes:
  0  the record is legal from start to end (complete or not)
  1  the record holds an illegal action; the verdict names its deal,
     action, seat and rule
  2  the record cannot be judged (not JSON, not a record, an unknown game
     or option, a card that cannot be read, a deal that is not a deal of
     the game), or a wrong command line (usage on standard error, no
     verdict)

Flags:
`)
	fs.PrintDefaults()
	fmt.Fprint(w, `
REFEREE.md at the project root explains the verdict and every rule.
`)
}

// emit prints the verdict laid out for people and returns its exit code.
func emit(stdout, stderr io.Writer, v record.Verdict, lang string) int {
	v = v.Language(lang)
	b, err := v.MarshalJSON()
	if err == nil {
		b, err = record.Indent(b)
	}
	if err != nil {
		// Cannot happen for a verdict the package built; say so plainly.
		fmt.Fprintln(stderr, "referee: cannot write the verdict:", err)
		return 2
	}
	if _, err := stdout.Write(b); err != nil {
		fmt.Fprintln(stderr, "referee:", err)
		return 2
	}
	return v.Exit()
}
