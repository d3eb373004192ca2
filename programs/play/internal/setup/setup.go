// Package setup reads the terminal table's command line and starts its
// match: the flags (their errors and usage in English or German), the
// game chosen by -game or from a numbered menu, its -opt options, a saved
// game to resume, and the seed that makes every deal again.
package setup

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/blackqueen/rules/examples/housegame"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/internal/flagtext"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

// Config is the command line.
type Config struct {
	Game    string
	Seats   int
	Seat    int
	Lang    string
	Seed    uint64
	SeedSet bool
	Opts    []string
	Auto    bool
	Deals   int
	Save    string
	Resume  string
	Plain   bool
	Pace    time.Duration
	// OptHelp: -opt help asks for the options of the game (or of every
	// game) instead of a game.
	OptHelp bool
}

// ParseFlags reads the command line. With -lang de anywhere on it, its
// errors and the usage (-h) are in German: the flag package's own English
// errors are told by flagtext.
func ParseFlags(args []string, stderr io.Writer) (Config, error) {
	var c Config
	t := words.For(langOf(args), 0)
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.StringVar(&c.Game, "game", "", t.S("the `name` of the game: schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid, or the house game slobberhannes (default: ask with a menu)",
		"der `Name` des Spiels: schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid oder das Hausspiel slobberhannes (Vorgabe: Auswahl im Menü)"))
	fs.IntVar(&c.Seats, "seats", 4, t.S("the number of seats at the table", "die Zahl der Plätze am Tisch"))
	fs.IntVar(&c.Seat, "seat", 0, t.S("the seat you take, from 0 (the record's numbering: seat 0 is the one the text calls Seat 1)",
		"dein Platz, ab 0 gezählt (wie in der Aufzeichnung: Platz 0 heißt im Text Platz 1)"))
	fs.StringVar(&c.Lang, "lang", "en", t.S("the language of every text, rule messages included: `en`, de or da (Danish)", "die Sprache aller Texte, auch der Regelmeldungen: en, `de` oder da (Dänisch)"))
	fs.Func("seed", t.S("the random seed, a whole number `N` (default: unpredictable, and printed, so a game can be played again)",
		"der Startwert des Zufalls, eine ganze Zahl `N` (Vorgabe: unvorhersehbar und ausgegeben, damit ein Spiel wiederholt werden kann)"), func(s string) error {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return errors.New(t.S("the seed is a whole number from 0 to 18446744073709551615", "der Startwert ist eine ganze Zahl von 0 bis 18446744073709551615"))
		}
		c.Seed, c.SeedSet = v, true
		return nil
	})
	fs.Func("opt", t.S("a table option `name=value` by its game-record name (docs/records.md), such as spot-hearts=true or omnibus=JD; may be repeated; -opt help lists the options",
		"eine Tischregel `Name=Wert` mit ihrem Namen in der Aufzeichnung (docs/records.md), etwa spot-hearts=true oder omnibus=JD; mehrfach möglich; -opt help listet die Optionen"), func(s string) error {
		if s == "help" {
			c.OptHelp = true
			return nil
		}
		if _, _, ok := strings.Cut(s, "="); !ok {
			return fmt.Errorf(t.S("%q is not name=value", "%q ist nicht Name=Wert"), s)
		}
		c.Opts = append(c.Opts, s)
		return nil
	})
	fs.BoolVar(&c.Auto, "auto", false, t.S("let the built-in players take every seat and print the match", "die eingebauten Spieler besetzen alle Plätze, die Partie wird ausgegeben"))
	fs.IntVar(&c.Deals, "deals", 0, t.S("stop after `N` deals (0: play the match to its end)", "nach `N` Spielen aufhören (0: die Partie bis zu ihrem Ende spielen)"))
	fs.StringVar(&c.Save, "save", "", t.S("write the game record to this `file` (after every deal, and when you quit)", "die Aufzeichnung in diese `Datei` schreiben (nach jedem Spiel und beim Beenden)"))
	fs.StringVar(&c.Resume, "resume", "", t.S("continue the game saved in this `file` where it stopped, with the same players (take the same -seat)",
		"das in dieser `Datei` gespeicherte Spiel dort fortsetzen, wo es aufhörte, mit denselben Spielern (denselben -seat nehmen)"))
	fs.BoolVar(&c.Plain, "plain", false, t.S("the line-by-line game instead of the full-screen table (also when input or output is not a terminal)",
		"das Spiel Zeile für Zeile statt des Tisches auf dem ganzen Bildschirm (auch wenn Ein- oder Ausgabe kein Terminal ist)"))
	fs.DurationVar(&c.Pace, "pace", DefaultPace, t.S("how long each card of the built-in players takes to appear on the full-screen table (0: at once; + and - change it while playing)",
		"wie lange jede Karte der eingebauten Spieler braucht, bis sie auf dem Tisch erscheint (0: sofort; + und - ändern es im Spiel)"))
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stderr, fs, t)
			return c, err
		}
		if t.DE {
			return c, errors.New(flagtext.German(err) + " (play -lang de -h zeigt die Hilfe)")
		}
		if t.DA {
			return c, errors.New(flagtext.Danish(err) + " (play -lang da -h viser hjælpen)")
		}
		return c, fmt.Errorf("%v (play -h shows the help)", err)
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf(t.S("unexpected argument %q", "unerwartetes Argument %q"), fs.Arg(0))
	}
	if c.Lang != "en" && c.Lang != "de" && c.Lang != "da" {
		return c, fmt.Errorf(t.S("-lang must be en, de or da, not %q", "-lang muss en, de oder da sein, nicht %q"), c.Lang)
	}
	if c.Deals < 0 {
		return c, errors.New(t.S("-deals cannot be negative", "-deals darf nicht negativ sein"))
	}
	if c.Pace < 0 || c.Pace > MaxPace {
		return c, fmt.Errorf(t.S("-pace must be from 0 to %v", "-pace muss von 0 bis %v sein"), MaxPace)
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
func usage(w io.Writer, fs *flag.FlagSet, t words.Tr) {
	fmt.Fprint(w, t.S(`usage: play [flags]

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
	for _, id := range games.All() {
		fmt.Fprint(w, games.OptionHelp(id, t.Lang()))
	}
	fmt.Fprint(w, t.S(`
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
func printFlags(w io.Writer, fs *flag.FlagSet, t words.Tr) {
	fs.VisitAll(func(f *flag.Flag) {
		name, text := flag.UnquoteUsage(f)
		if de, ok := map[string]string{"int": "Zahl", "duration": "Dauer", "string": "Text"}[name]; ok && t.DE {
			name = de // the flag package's names of types
		}
		if da, ok := map[string]string{"int": "tal", "duration": "varighed", "string": "tekst"}[name]; ok && t.DA {
			name = da
		}
		line := "  -" + f.Name
		if name != "" {
			line += " " + name
		}
		line += "\n    \t" + strings.ReplaceAll(text, "\n", "\n    \t")
		if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
			line += t.F(" (default %s)", " (Vorgabe %s)", f.DefValue)
		}
		fmt.Fprintln(w, line)
	})
}

// BuildOptions reads the -opt flags as the "options" object of a game
// record: a value that is JSON (true, 100, {"3":90}) is taken as it is,
// anything else as a string ("JD", "add-to-others").
func BuildOptions(id games.ID, opts []string) (variant.Options, error) {
	m := map[string]json.RawMessage{}
	for _, o := range opts {
		name, value, _ := strings.Cut(o, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		raw := json.RawMessage(value)
		if !json.Valid(raw) {
			b, err := json.Marshal(value)
			if err != nil {
				return nil, err
			}
			raw = b
		}
		m[name] = raw
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	return games.ParseOptions(id, b)
}

// Pace bounds: the time a built-in player's card takes to appear on the
// full-screen table (-pace).
const (
	DefaultPace = 500 * time.Millisecond
	MaxPace     = 3 * time.Second
)

// GameStream is the second word of the game's random source: the game is
// seeded with (seed, GameStream), so -seed reproduces every deal.
const GameStream = 0x9e3779b97f4a7c15

// Start chooses the game (asking with a menu when -game is absent) and
// reads the options, or reads the saved game of -resume. It returns a nil
// timeline and the exit code when there is nothing to play.
func Start(c Config, in *Lines, out *bufio.Writer, stderr io.Writer) (words.Tr, *record.Timeline, int) {
	t := words.For(c.Lang, -1)
	if !c.Auto {
		t.Human = c.Seat
	}
	if c.Resume != "" {
		tl, err := ResumeFile(c.Resume, c.Seed)
		if err != nil {
			fmt.Fprintln(stderr, "play:", t.F("cannot resume %s: %s", "%s kann nicht fortgesetzt werden: %s", c.Resume, words.Message(t, err)))
			return t, nil, 2
		}
		if n := tl.Game().Seats(); !c.Auto && (c.Seat < 0 || c.Seat >= n) {
			fmt.Fprintln(stderr, "play:", t.F("-seat must be a seat from 0 to %d.", "-seat muss ein Platz von 0 bis %d sein.", n-1))
			return t, nil, 2
		}
		return t, tl, 0
	}
	if strings.EqualFold(strings.TrimSpace(c.Game), houseName) {
		tl, err := newHouse(t, c)
		if err != nil {
			fmt.Fprintln(stderr, "play:", words.Message(t, err))
			return t, nil, 2
		}
		return t, tl, 0
	}
	var id games.ID
	if c.Game == "" {
		var ok bool
		id, ok = chooseGame(t, in, out)
		if !ok {
			fmt.Fprintln(out, t.S("Goodbye.", "Auf Wiedersehen."))
			return t, nil, 0
		}
	} else {
		var ok bool
		if id, ok = games.ParseID(strings.ToLower(strings.TrimSpace(c.Game))); !ok {
			fmt.Fprintln(stderr, t.F("play: unknown game %q (schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid, slobberhannes)",
				"play: unbekanntes Spiel %q (schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid, slobberhannes)", c.Game))
			return t, nil, 2
		}
	}
	opts, err := BuildOptions(id, c.Opts)
	if err != nil {
		fmt.Fprintln(stderr, "play:", words.Message(t, err))
		return t, nil, 2
	}
	if lo, hi := games.SeatRange(id); c.Seats < lo || c.Seats > hi {
		fmt.Fprintln(stderr, "play:", t.F("%s is played by %d to %d seats, not %d.", "%s wird zu %d bis %d gespielt, nicht zu %d.",
			t.GameTitle(id), lo, hi, c.Seats))
		return t, nil, 2
	}
	if !c.Auto && (c.Seat < 0 || c.Seat >= c.Seats) {
		fmt.Fprintln(stderr, "play:", t.F("-seat must be a seat from 0 to %d.", "-seat muss ein Platz von 0 bis %d sein.", c.Seats-1))
		return t, nil, 2
	}
	g, err := games.New(id, c.Seats, opts, rand.NewPCG(c.Seed, GameStream))
	if err != nil {
		fmt.Fprintln(stderr, "play:", words.Message(t, err))
		return t, nil, 2
	}
	tl, err := record.NewTimeline(g)
	if err != nil {
		fmt.Fprintln(stderr, "play:", words.Message(t, err))
		return t, nil, 2
	}
	return t, tl, 0
}

// houseName is the -game name of the house game the table offers beside
// the five: Slobberhannes, a game defined outside package variant from
// its public parts (examples/housegame), played on the same engine.
const houseName = "slobberhannes"

// newHouse starts a match of the house game at its four seats.
func newHouse(t words.Tr, c Config) (*record.Timeline, error) {
	switch {
	case len(c.Opts) > 0:
		return nil, errors.New(t.S("Slobberhannes has no options.", "Slobberhannes hat keine Optionen."))
	case c.Seats != housegame.Seats:
		return nil, errors.New(t.F("Slobberhannes is played by %d, not %d.", "Slobberhannes wird zu %d gespielt, nicht zu %d.", housegame.Seats, c.Seats))
	case !c.Auto && (c.Seat < 0 || c.Seat >= housegame.Seats):
		return nil, errors.New(t.F("-seat must be a seat from 0 to %d.", "-seat muss ein Platz von 0 bis %d sein.", housegame.Seats-1))
	}
	g, err := housegame.New(rand.NewPCG(c.Seed, GameStream))
	if err != nil {
		return nil, err
	}
	return record.NewTimeline(g)
}

// ResumeFile reads a saved game record and replays it; the deals after it
// come from the seed.
func ResumeFile(path string, seed uint64) (*record.Timeline, error) {
	r, err := record.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return record.ResumeTimeline(r, rand.NewPCG(seed, GameStream))
}

// chooseGame asks for the game with a numbered menu. It returns false at
// the end of the input.
func chooseGame(t words.Tr, in *Lines, out *bufio.Writer) (games.ID, bool) {
	gameIDs := games.All()
	fmt.Fprintln(out, t.S("Which game would you like to play?", "Welches Spiel möchtest du spielen?"))
	for i, id := range gameIDs {
		lo, hi := games.SeatRange(id)
		fmt.Fprintf(out, "  %d. %s (%s)\n", i+1, t.GameTitle(id), t.F("%d to %d players", "%d bis %d Spieler", lo, hi))
	}
	for {
		fmt.Fprint(out, t.F("Number (1-%d): ", "Nummer (1-%d): ", len(gameIDs)))
		out.Flush()
		line, ok := in.Next()
		if !ok {
			fmt.Fprintln(out)
			return 0, false
		}
		line = strings.ToLower(strings.TrimSpace(line))
		if n, err := strconv.Atoi(line); err == nil && n >= 1 && n <= len(gameIDs) {
			return gameIDs[n-1], true
		}
		if id, ok := games.ParseID(line); ok {
			return id, true
		}
		switch line {
		case "quit", "exit", "q", "ende", "beenden":
			return 0, false
		}
		fmt.Fprintln(out, t.F("Please type a number from 1 to %d.", "Bitte gib eine Zahl von 1 bis %d ein.", len(gameIDs)))
	}
}

// WriteRecord writes the timeline's record to path.
func WriteRecord(tl *record.Timeline, path string) error {
	r, err := tl.Record()
	if err != nil {
		return err
	}
	return record.WriteFile(path, r)
}
