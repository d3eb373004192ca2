// Command referee judges a game record (docs/records.md, format 1) and
// settles a rule dispute:
//
//	go run ./cmd/referee FILE.json          # the verdict
//	go run ./cmd/referee < FILE.json
//	go run ./cmd/referee -lang de FILE.json # German only
//	go run ./cmd/referee -text FILE.json    # for people
//	go run ./cmd/referee -explain MAD-R7    # a rule, in English and German
//	go run ./cmd/referee -options hearts    # a game's options
//
// On a terminal it prints the verdict as a person would say it (-text):
// the game, each deal's points with what made them, and an illegal action
// in words, with seats, deals, tricks, cards and actions counted from 1
// (seat 1 is the record's seat 0), the rule it
// breaks and that rule's text from the rule book. Otherwise, and with
// -json, it prints exactly one JSON verdict, the one docs/records.md fixes.
// It exits 0 when the record is legal from start to end (complete or
// not), 1 when it holds an illegal action and 2 when it cannot be judged
// (not JSON, unknown game or option, a deal that is not a deal of the
// game, ...). -lang en or -lang de keeps only that language. A wrong
// command line, or no file with a terminal on standard input, prints the
// usage on standard error and exits 2. REFEREE.md explains the verdict
// and every rule identifier; docs/rules.md is the rule book.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/blackqueen/rules/internal/flagtext"
	"github.com/blackqueen/rules/record"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// terminal reports whether f is a terminal: not merely a character
// device, since /dev/null is one too, and "referee < /dev/null" is an
// empty record, not a missing one.
func terminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && isTerminal(file.Fd())
}

// run is the program with its inputs and outputs injected; it returns the
// exit code. Whether standard input and output are terminals is asked of
// them (only an *os.File can be one).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runOn(args, console{in: stdin, out: stdout, err: stderr, inTerm: terminal(stdin), outTerm: terminal(stdout)})
}

// console is what the program reads and writes, and whether standard
// input and output are terminals.
type console struct {
	in              io.Reader
	out, err        io.Writer
	inTerm, outTerm bool
}

// options are the command line's choices.
type options struct {
	lang     string
	text     bool
	json     bool
	explain  string
	gameOpts string
}

func runOn(args []string, c console) int {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o options
	fs.StringVar(&o.lang, "lang", "", "")
	fs.BoolVar(&o.text, "text", false, "")
	fs.BoolVar(&o.json, "json", false, "")
	fs.StringVar(&o.explain, "explain", "", "")
	fs.StringVar(&o.gameOpts, "options", "", "")
	if err := fs.Parse(args); err != nil {
		lang := langOf(args)
		if errors.Is(err, flag.ErrHelp) {
			usage(c.err, lang)
			return 0 // -h asked for the usage: not a wrong command line
		}
		fmt.Fprintln(c.err, flagError(err, lang))
		usage(c.err, lang)
		return 2
	}
	if !slices.Contains([]string{"", "en", "de", "da"}, o.lang) || fs.NArg() > 1 || (o.text && o.json) {
		usage(c.err, o.lang)
		return 2
	}
	switch {
	case o.explain != "":
		return explain(c.out, c.err, o.explain, o.lang)
	case o.gameOpts != "":
		return listOptions(c.out, c.err, o.gameOpts, o.lang)
	}
	if fs.NArg() == 0 && c.inTerm {
		usage(c.err, o.lang)
		return 2
	}
	text := o.text || (c.outTerm && !o.json)
	var rec *record.Record
	var err error
	if fs.NArg() == 1 {
		rec, err = record.ReadFile(fs.Arg(0))
	} else {
		rec, err = record.Decode(c.in)
	}
	if err != nil {
		v := record.Invalid(err)
		if text {
			return writeText(c.out, c.err, v, nil, o.lang)
		}
		return emit(c.out, c.err, v, o.lang)
	}
	v := record.Judge(rec)
	if text {
		return writeText(c.out, c.err, v, rec, o.lang)
	}
	return emit(c.out, c.err, v, o.lang)
}

// langOf finds -lang de (or da) among arguments the flag set could not
// parse, so that even a wrong command line is answered in German (or
// Danish).
func langOf(args []string) string {
	for i, a := range args {
		if (a == "-lang" || a == "--lang") && i+1 < len(args) {
			return args[i+1]
		}
		for _, l := range []string{"de", "da"} {
			if a == "-lang="+l || a == "--lang="+l {
				return l
			}
		}
	}
	return ""
}

// flagError says what is wrong with the command line, in lang.
func flagError(err error, lang string) string {
	return "referee: " + flagtext.In(err, lang)
}

// usage prints what the referee does, its flags and its exit codes, in
// lang (English unless "de" or "da").
func usage(w io.Writer, lang string) {
	switch lang {
	case "da":
		fmt.Fprint(w, usageDA)
	case "de":
		fmt.Fprint(w, usageDE)
	default:
		fmt.Fprint(w, usageEN)
	}
}

// usageEN, usageDE and usageDA are the usage text in English, German and
// Danish.
const (
	usageEN = `usage: referee [-lang en|de|da] [-text | -json] [FILE.json]
       referee [-lang en|de|da] -explain RULE
       referee [-lang en|de|da] -options GAME

Judges a game record (docs/records.md, format 1) read from FILE.json, or
from standard input without FILE. On a terminal it writes the verdict in
words (-text), otherwise exactly one JSON verdict (-json).

  -lang en|de|da keep only this language (default: English and German in
                 JSON, English in text; da is Danish)
  -text          the verdict in words, seats, deals, tricks and actions counted from 1
  -json          the JSON verdict, on a terminal too
  -explain RULE  explain a rule of the rule book, such as MAD-R7
  -options GAME  a game's options with their values, defaults and rules
                 (schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid)

Exit codes:
  0  the record is legal from start to end (complete or not)
  1  the record holds an illegal action; the verdict names its deal,
     action, seat and rule
  2  the record cannot be judged (not JSON, not a record, an unknown game
     or option, a card that cannot be read, a deal that is not a deal of
     the game), or a wrong command line (this usage, no verdict)

REFEREE.md explains the verdict and every rule; docs/rules.md is the rule book.
`
	usageDE = `Aufruf: referee [-lang en|de|da] [-text | -json] [DATEI.json]
        referee [-lang en|de|da] -explain REGEL
        referee [-lang en|de|da] -options SPIEL

Beurteilt eine Spielaufzeichnung (docs/records.md, Format 1) aus DATEI.json
oder von der Standardeingabe. Auf einem Terminal schreibt er das Urteil in
Worten (-text), sonst genau ein JSON-Urteil (-json).

  -lang en|de|da  nur diese Sprache (Vorgabe: Englisch und Deutsch im JSON,
                  Englisch im Text; da ist Dänisch)
  -text           das Urteil in Worten, Plätze, Spiele, Stiche und Aktionen ab 1 gezählt
  -json           das JSON-Urteil, auch auf einem Terminal
  -explain REGEL  eine Regel des Regelbuchs erklären, etwa MAD-R7
  -options SPIEL  die Optionen eines Spiels mit Werten, Vorgaben und Regeln
                  (schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid)

Rückgabewerte:
  0  die Aufzeichnung ist von Anfang bis Ende regelgerecht (vollständig oder nicht)
  1  die Aufzeichnung enthält eine regelwidrige Aktion; das Urteil nennt Spiel,
     Aktion, Platz und Regel
  2  die Aufzeichnung kann nicht beurteilt werden (kein JSON, keine Aufzeichnung,
     unbekanntes Spiel oder unbekannte Option, unlesbare Karte, kein Geben dieses
     Spiels) oder die Befehlszeile ist falsch (diese Hilfe, kein Urteil)

REFEREE.md erklärt das Urteil und jede Regelkennung; docs/regeln.md ist das Regelbuch.
`
	usageDA = `Brug: referee [-lang en|de|da] [-text | -json] [FIL.json]
      referee [-lang en|de|da] -explain REGEL
      referee [-lang en|de|da] -options SPIL

Bedømmer en spilprotokol (docs/records.md, format 1) fra FIL.json eller
fra standardinput. På en terminal skriver den dommen med ord (-text),
ellers præcis én JSON-dom (-json).

  -lang en|de|da  kun dette sprog (standard: engelsk og tysk i JSON, engelsk i tekst)
  -text           dommen med ord; pladser, giv, stik og handlinger tælles fra 1
  -json           JSON-dommen, også på en terminal
  -explain REGEL  forklar en regel i regelbogen, f.eks. MAD-R7
  -options SPIL   et spils indstillinger med værdier, standarder og regler
                  (schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid)

Slutkoder:
  0  protokollen følger reglerne fra start til slut (færdig eller ej)
  1  protokollen har en ulovlig handling; dommen nævner giv, handling,
     plads og regel
  2  protokollen kan ikke bedømmes (ikke JSON, ingen protokol, et ukendt
     spil eller en ukendt indstilling, et kort, der ikke kan læses, et
     giv, der ikke hører til spillet), eller kommandolinjen er forkert
     (denne hjælp, ingen dom)

REFEREE.md forklarer dommen og hver regel-id; docs/regler.md er regelbogen.
`
)

// emit prints the verdict as JSON laid out for people and returns its
// exit code.
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
