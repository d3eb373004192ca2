// Command play plays the black queen card games in a terminal against the
// built-in players (package player): Schwarze Madonna, Black Maria,
// Hearts, Schwarze Sau and Old Maid (Schwarzer Peter).
//
//	go run ./programs/play                          # choose a game from a menu
//	go run ./programs/play -game hearts -seats 4
//	go run ./programs/play -game schwarze-madonna -seats 5 -lang de
//	go run ./programs/play -game schwarze-sau -opt jungfrau=true -opt stock-exchange=true
//	go run ./programs/play -resume game.json        # go on with a saved game
//	go run ./programs/play -auto -game black-maria -deals 2   # watch the built-in players
//	go run ./programs/play -game slobberhannes      # a house game defined outside package variant
//
// In a terminal the game is a full-screen card table (Bubble Tea): the
// seats, the trick in the middle, the user's hand chosen with ←/→ (or h/l),
// space to mark cards for a pass or the stock, enter to play or confirm;
// u undoes the user's last move, ? asks for a hint, s saves, q asks before
// it quits, F1 shows every key. When standard input or output is not a
// terminal, or with -plain or -auto, the game is played line by line.
//
// Flags:
//
//	-game NAME     schwarze-madonna, black-maria, hearts, schwarze-sau or old-maid,
//	               or slobberhannes, the house game of examples/housegame
//	               (without it the program asks, with a menu)
//	-seats N       the table size (default 4)
//	-seat S        the seat the user takes (default 0)
//	-lang en|de    the language of every text, rule messages included
//	-seed N        the random seed (default: unpredictable; it is printed, so
//	               a game can be played again)
//	-opt NAME=VAL  a table option by its game-record name, such as
//	               -opt spot-hearts=true or -opt omnibus=JD; may be repeated
//	-auto          the built-in players take every seat and the match is printed
//	               trick by trick
//	-deals N       stop after N deals
//	-save FILE     write the game record to FILE
//	-resume FILE   continue the saved game of FILE where it stopped
//	-plain         the line-by-line game even in a terminal
//	-pace D        how long a built-in player's card takes on the table (500ms)
//
// The user types cards as QS, q♠, 10h, Pik Dame or Herz 10 (German ranks B
// and D and suits P, H, KA, KR are understood), several cards for a pass
// separated by spaces, "push" to push the Schwarze Sau stock, "jungfrau"
// or "durchmarsch" while announcements are open, and a number to draw in
// Old Maid. "help" lists the commands and "quit" asks before it ends the
// game; so does the end of the input. An illegal move is refused with the
// rule it breaks, in the chosen language, and the game goes on.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/term"

	"github.com/blackqueen/rules/examples/housegame"
	"github.com/blackqueen/rules/programs/internal/flagtext"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// config is the command line.
type config struct {
	game    string
	seats   int
	seat    int
	lang    string
	seed    uint64
	seedSet bool
	opts    []string
	auto    bool
	deals   int
	save    string
	resume  string
	plain   bool
	pace    time.Duration
	// optHelp: -opt help asks for the options of the game (or of every
	// game) instead of a game.
	optHelp bool
}

// parseFlags reads the command line. With -lang de anywhere on it, its
// errors and the usage (-h) are in German: the flag package's own English
// errors are told by flagtext.
func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	t := tr{de: langOf(args) == "de"}
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.StringVar(&c.game, "game", "", t.s("the `name` of the game: schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid, or the house game slobberhannes (default: ask with a menu)",
		"der `Name` des Spiels: schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid oder das Hausspiel slobberhannes (Vorgabe: Auswahl im Menü)"))
	fs.IntVar(&c.seats, "seats", 4, t.s("the number of seats at the table", "die Zahl der Plätze am Tisch"))
	fs.IntVar(&c.seat, "seat", 0, t.s("the seat you take, from 0 (the record's numbering: seat 0 is the one the text calls Seat 1)",
		"dein Platz, ab 0 gezählt (wie in der Aufzeichnung: Platz 0 heißt im Text Platz 1)"))
	fs.StringVar(&c.lang, "lang", "en", t.s("the language of every text, rule messages included: `en` or de", "die Sprache aller Texte, auch der Regelmeldungen: en oder `de`"))
	fs.Func("seed", t.s("the random seed, a whole number `N` (default: unpredictable, and printed, so a game can be played again)",
		"der Startwert des Zufalls, eine ganze Zahl `N` (Vorgabe: unvorhersehbar und ausgegeben, damit ein Spiel wiederholt werden kann)"), func(s string) error {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return errors.New(t.s("the seed is a whole number from 0 to 18446744073709551615", "der Startwert ist eine ganze Zahl von 0 bis 18446744073709551615"))
		}
		c.seed, c.seedSet = v, true
		return nil
	})
	fs.Func("opt", t.s("a table option `name=value` by its game-record name (docs/records.md), such as spot-hearts=true or omnibus=JD; may be repeated; -opt help lists the options",
		"eine Tischregel `Name=Wert` mit ihrem Namen in der Aufzeichnung (docs/records.md), etwa spot-hearts=true oder omnibus=JD; mehrfach möglich; -opt help listet die Optionen"), func(s string) error {
		if s == "help" {
			c.optHelp = true
			return nil
		}
		if _, _, ok := strings.Cut(s, "="); !ok {
			return fmt.Errorf(t.s("%q is not name=value", "%q ist nicht Name=Wert"), s)
		}
		c.opts = append(c.opts, s)
		return nil
	})
	fs.BoolVar(&c.auto, "auto", false, t.s("let the built-in players take every seat and print the match", "die eingebauten Spieler besetzen alle Plätze, die Partie wird ausgegeben"))
	fs.IntVar(&c.deals, "deals", 0, t.s("stop after `N` deals (0: play the match to its end)", "nach `N` Spielen aufhören (0: die Partie bis zu ihrem Ende spielen)"))
	fs.StringVar(&c.save, "save", "", t.s("write the game record to this `file` (after every deal, and when you quit)", "die Aufzeichnung in diese `Datei` schreiben (nach jedem Spiel und beim Beenden)"))
	fs.StringVar(&c.resume, "resume", "", t.s("continue the game saved in this `file` where it stopped, with the same players (take the same -seat)",
		"das in dieser `Datei` gespeicherte Spiel dort fortsetzen, wo es aufhörte, mit denselben Spielern (denselben -seat nehmen)"))
	fs.BoolVar(&c.plain, "plain", false, t.s("the line-by-line game instead of the full-screen table (also when input or output is not a terminal)",
		"das Spiel Zeile für Zeile statt des Tisches auf dem ganzen Bildschirm (auch wenn Ein- oder Ausgabe kein Terminal ist)"))
	fs.DurationVar(&c.pace, "pace", defaultPace, t.s("how long each card of the built-in players takes to appear on the full-screen table (0: at once; + and - change it while playing)",
		"wie lange jede Karte der eingebauten Spieler braucht, bis sie auf dem Tisch erscheint (0: sofort; + und - ändern es im Spiel)"))
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stderr, fs, t)
			return c, err
		}
		if t.de {
			return c, errors.New(flagtext.German(err) + " (play -lang de -h zeigt die Hilfe)")
		}
		return c, fmt.Errorf("%v (play -h shows the help)", err)
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf(t.s("unexpected argument %q", "unerwartetes Argument %q"), fs.Arg(0))
	}
	if c.lang != "en" && c.lang != "de" {
		return c, fmt.Errorf(t.s("-lang must be en or de, not %q", "-lang muss en oder de sein, nicht %q"), c.lang)
	}
	if c.deals < 0 {
		return c, errors.New(t.s("-deals cannot be negative", "-deals darf nicht negativ sein"))
	}
	if c.pace < 0 || c.pace > maxPace {
		return c, fmt.Errorf(t.s("-pace must be from 0 to %v", "-pace muss von 0 bis %v sein"), maxPace)
	}
	return c, nil
}

// langOf finds "-lang de" on a command line before it is parsed, so that
// even the errors of a wrong one are in German.
func langOf(args []string) string {
	for i, a := range args {
		switch {
		case (a == "-lang" || a == "--lang") && i+1 < len(args):
			return args[i+1]
		case strings.HasPrefix(a, "-lang=") || strings.HasPrefix(a, "--lang="):
			_, v, _ := strings.Cut(a, "=")
			return v
		}
	}
	return ""
}

// usage prints how to start the program, its flags and what the user
// types, in t's language.
func usage(w io.Writer, fs *flag.FlagSet, t tr) {
	fmt.Fprint(w, t.s(`usage: play [flags]

Plays a black queen card game in the terminal against the built-in players:
Schwarze Madonna, Black Maria, Hearts, Schwarze Sau or Old Maid.

Examples:
  play                                        choose a game from a menu
  play -game hearts -seats 4
  play -game schwarze-madonna -seats 5 -lang de
  play -game schwarze-sau -opt jungfrau=true -opt stock-exchange=true
  play -auto -game black-maria -deals 2       watch the built-in players

Flags:
`, `Aufruf: play [Schalter]

Spielt ein Kartenspiel der Schwarzen Dame im Terminal gegen die eingebauten
Spieler: Schwarze Madonna, Black Maria, Hearts, Schwarze Sau oder Schwarzer Peter.

Beispiele:
  play                                        ein Spiel im Menü wählen
  play -game hearts -seats 4
  play -game schwarze-madonna -seats 5 -lang de
  play -game schwarze-sau -opt jungfrau=true -opt stock-exchange=true
  play -auto -game black-maria -deals 2       den eingebauten Spielern zusehen

Schalter:
`))
	printFlags(w, fs, t)
	fmt.Fprint(w, "\n")
	for _, id := range variant.Games() {
		fmt.Fprint(w, variant.OptionHelp(id, t.lang()))
	}
	fmt.Fprint(w, t.s(`
During the game, type a card as QS, q♠ or 10h (several for a pass, with
spaces), "take" or "push" for the Schwarze Sau stock, "jungfrau" or "durchmarsch"
while announcements are open, a number to draw in Old Maid, "help" for
every command and "quit" to stop.
`, `
Im Spiel tippst du eine Karte als QS, q♠ oder 10h (mehrere zum Weitergeben,
mit Leerzeichen), "take" oder "push" für den Stock der Schwarzen Sau,
"jungfrau" oder "durchmarsch", solange Ansagen offen sind, eine Zahl zum
Ziehen beim Schwarzen Peter, "help" für alle Befehle und "quit" zum Aufhören.
`))
}

// printFlags lists the flags as the flag package's PrintDefaults does,
// with the defaults told in t's language.
func printFlags(w io.Writer, fs *flag.FlagSet, t tr) {
	fs.VisitAll(func(f *flag.Flag) {
		name, text := flag.UnquoteUsage(f)
		if de, ok := map[string]string{"int": "Zahl", "duration": "Dauer", "string": "Text"}[name]; ok && t.de {
			name = de // the flag package's names of types
		}
		line := "  -" + f.Name
		if name != "" {
			line += " " + name
		}
		line += "\n    \t" + strings.ReplaceAll(text, "\n", "\n    \t")
		if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
			line += t.f(" (default %s)", " (Vorgabe %s)", f.DefValue)
		}
		fmt.Fprintln(w, line)
	})
}

// buildOptions reads the -opt flags as the "options" object of a game
// record: a value that is JSON (true, 100, {"3":90}) is taken as it is,
// anything else as a string ("JD", "add-to-others").
func buildOptions(id variant.ID, opts []string) (variant.Options, error) {
	m := map[string]json.RawMessage{}
	for _, o := range opts {
		name, value, _ := strings.Cut(o, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		raw := json.RawMessage(value)
		if !json.Valid(raw) {
			b, err := json.Marshal(value)
			if err != nil {
				return variant.Options{}, err
			}
			raw = b
		}
		m[name] = raw
	}
	b, err := json.Marshal(m)
	if err != nil {
		return variant.Options{}, err
	}
	return variant.ParseOptions(id, b)
}

// message returns an error for the user: a rule violation or a record
// file that cannot be written in the chosen language, anything else as
// it is.
func message(t tr, err error) string {
	var v *rule.Violation
	if errors.As(err, &v) {
		return v.MessageNamed(t.lang(), rule.SeatsFrom1) // seats as the table names them
	}
	var fe *record.FileError
	if errors.As(err, &fe) {
		return fe.Message(t.lang())
	}
	return err.Error()
}

// run is the program with its inputs and outputs injected; it returns the
// exit code: 0 when the game ended, was quit or the input ended, 2 for a
// wrong command line, 1 for an internal error.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, err := parseFlags(args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "play:", err)
			return 2
		}
		return 0
	}
	if c.optHelp {
		games := variant.Games()
		if id, ok := variant.ParseID(c.game); ok {
			games = []variant.ID{id}
		}
		for _, id := range games {
			fmt.Fprint(stdout, variant.OptionHelp(id, c.lang))
		}
		return 0
	}
	in := newLines(stdin)
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	full := !c.plain && !c.auto && isTerminal(stdin) && isTerminal(stdout)
	if !c.seedSet {
		c.seed = rand.Uint64()
	}
	if full && c.game == "" && c.resume == "" {
		// The full-screen table asks for the game with a menu of its own.
		t := tr{de: c.lang == "de", human: max(0, c.seat)}
		return runScreen(t, newMenuModel(t, c), stdin, stdout, stderr)
	}
	t, tl, code := setup(c, in, out, stderr)
	if tl == nil {
		return code
	}
	if full {
		out.Flush()
		return runScreen(t, newTableModel(t, tl, c), stdin, stdout, stderr)
	}
	return newSession(t, tl, c, in, out).run()
}

// isTerminal reports whether f is a terminal.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && term.IsTerminal(file.Fd())
}

// runScreen runs the full-screen table (or its menu first) until the
// user quits, and then says goodbye below it.
func runScreen(t tr, m tea.Model, stdin io.Reader, stdout, stderr io.Writer) int {
	final, err := tea.NewProgram(m, tea.WithInput(stdin), tea.WithOutput(stdout)).Run()
	if err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 1
	}
	if fm, ok := final.(*tableModel); ok && fm.message != "" {
		fmt.Fprintln(stdout, fm.message)
	}
	fmt.Fprintln(stdout, t.s("Goodbye.", "Auf Wiedersehen."))
	return 0
}

// gameStream is the second word of the game's random source: the game is
// seeded with (seed, gameStream), so -seed reproduces every deal.
const gameStream = 0x9e3779b97f4a7c15

// setup chooses the game (asking with a menu when -game is absent) and
// reads the options, or reads the saved game of -resume. It returns a nil
// timeline and the exit code when there is nothing to play.
func setup(c config, in *lines, out *bufio.Writer, stderr io.Writer) (tr, *record.Timeline, int) {
	t := tr{de: c.lang == "de", human: -1}
	if !c.auto {
		t.human = c.seat
	}
	if c.resume != "" {
		tl, err := resumeFile(c.resume, c.seed)
		if err != nil {
			fmt.Fprintln(stderr, "play:", t.f("cannot resume %s: %s", "%s kann nicht fortgesetzt werden: %s", c.resume, message(t, err)))
			return t, nil, 2
		}
		if n := tl.Game().Seats(); !c.auto && (c.seat < 0 || c.seat >= n) {
			fmt.Fprintln(stderr, "play:", t.f("-seat must be a seat from 0 to %d.", "-seat muss ein Platz von 0 bis %d sein.", n-1))
			return t, nil, 2
		}
		return t, tl, 0
	}
	if strings.EqualFold(strings.TrimSpace(c.game), houseName) {
		tl, err := newHouse(t, c)
		if err != nil {
			fmt.Fprintln(stderr, "play:", message(t, err))
			return t, nil, 2
		}
		return t, tl, 0
	}
	var id variant.ID
	if c.game == "" {
		var ok bool
		id, ok = chooseGame(t, in, out)
		if !ok {
			fmt.Fprintln(out, t.s("Goodbye.", "Auf Wiedersehen."))
			return t, nil, 0
		}
	} else {
		var ok bool
		if id, ok = variant.ParseID(strings.ToLower(strings.TrimSpace(c.game))); !ok {
			fmt.Fprintln(stderr, t.f("play: unknown game %q (schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid, slobberhannes)",
				"play: unbekanntes Spiel %q (schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid, slobberhannes)", c.game))
			return t, nil, 2
		}
	}
	opts, err := buildOptions(id, c.opts)
	if err != nil {
		fmt.Fprintln(stderr, "play:", message(t, err))
		return t, nil, 2
	}
	if lo, hi := variant.SeatRange(id); c.seats < lo || c.seats > hi {
		fmt.Fprintln(stderr, "play:", t.f("%s is played by %d to %d seats, not %d.", "%s wird zu %d bis %d gespielt, nicht zu %d.",
			t.gameTitle(id), lo, hi, c.seats))
		return t, nil, 2
	}
	if !c.auto && (c.seat < 0 || c.seat >= c.seats) {
		fmt.Fprintln(stderr, "play:", t.f("-seat must be a seat from 0 to %d.", "-seat muss ein Platz von 0 bis %d sein.", c.seats-1))
		return t, nil, 2
	}
	g, err := variant.New(id, c.seats, opts, rand.NewPCG(c.seed, gameStream))
	if err != nil {
		fmt.Fprintln(stderr, "play:", message(t, err))
		return t, nil, 2
	}
	tl, err := record.NewTimeline(g)
	if err != nil {
		fmt.Fprintln(stderr, "play:", message(t, err))
		return t, nil, 2
	}
	return t, tl, 0
}

// houseName is the -game name of the house game the table offers beside
// the five: Slobberhannes, a game defined outside package variant from
// its public parts (examples/housegame), played on the same engine.
const houseName = "slobberhannes"

// newHouse starts a match of the house game at its four seats.
func newHouse(t tr, c config) (*record.Timeline, error) {
	switch {
	case len(c.opts) > 0:
		return nil, errors.New(t.s("Slobberhannes has no options.", "Slobberhannes hat keine Optionen."))
	case c.seats != housegame.Seats:
		return nil, errors.New(t.f("Slobberhannes is played by %d, not %d.", "Slobberhannes wird zu %d gespielt, nicht zu %d.", housegame.Seats, c.seats))
	case !c.auto && (c.seat < 0 || c.seat >= housegame.Seats):
		return nil, errors.New(t.f("-seat must be a seat from 0 to %d.", "-seat muss ein Platz von 0 bis %d sein.", housegame.Seats-1))
	}
	g, err := housegame.New(rand.NewPCG(c.seed, gameStream))
	if err != nil {
		return nil, err
	}
	return record.NewTimeline(g)
}

// resumeFile reads a saved game record and replays it; the deals after it
// come from the seed.
func resumeFile(path string, seed uint64) (*record.Timeline, error) {
	r, err := record.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return record.ResumeTimeline(r, rand.NewPCG(seed, gameStream))
}

// chooseGame asks for the game with a numbered menu. It returns false at
// the end of the input.
func chooseGame(t tr, in *lines, out *bufio.Writer) (variant.ID, bool) {
	games := variant.Games()
	fmt.Fprintln(out, t.s("Which game would you like to play?", "Welches Spiel möchtest du spielen?"))
	for i, id := range games {
		lo, hi := variant.SeatRange(id)
		fmt.Fprintf(out, "  %d. %s (%s)\n", i+1, t.gameTitle(id), t.f("%d to %d players", "%d bis %d Spieler", lo, hi))
	}
	for {
		fmt.Fprint(out, t.f("Number (1-%d): ", "Nummer (1-%d): ", len(games)))
		out.Flush()
		line, ok := in.next()
		if !ok {
			fmt.Fprintln(out)
			return 0, false
		}
		line = strings.ToLower(strings.TrimSpace(line))
		if n, err := strconv.Atoi(line); err == nil && n >= 1 && n <= len(games) {
			return games[n-1], true
		}
		if id, ok := variant.ParseID(line); ok {
			return id, true
		}
		switch line {
		case "quit", "exit", "q", "ende", "beenden":
			return 0, false
		}
		fmt.Fprintln(out, t.f("Please type a number from 1 to %d.", "Bitte gib eine Zahl von 1 bis %d ein.", len(games)))
	}
}

// lines reads the input line by line; the end of the input (or a read
// error) ends it.
type lines struct {
	r    *bufio.Reader
	done bool
}

func newLines(r io.Reader) *lines { return &lines{r: bufio.NewReader(r)} }

// next returns the next line without its line ending, and false at the
// end of the input.
func (l *lines) next() (string, bool) {
	if l.done {
		return "", false
	}
	s, err := l.r.ReadString('\n')
	if err != nil {
		l.done = true
		if s == "" {
			return "", false
		}
	}
	return strings.TrimRight(s, "\r\n"), true
}
