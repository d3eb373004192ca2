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
// seats, the trick in the middle, the user's hand chosen with ←/→, space
// to mark cards for a pass or the stock, enter to play or confirm; a card
// may be typed (every letter goes into the input line); u undoes the
// user's last move, ? asks for a hint, s or q and enter save or ask
// before quitting, F1 shows every key. When standard input or output is not a
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
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/charmbracelet/x/term"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/play/internal/line"
	"github.com/blackqueen/rules/programs/play/internal/screen"
	"github.com/blackqueen/rules/programs/play/internal/setup"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the program with its inputs and outputs injected; it returns the
// exit code: 0 when the game ended, was quit or the input ended, 2 for a
// wrong command line, 1 for an internal error. It reads the command line
// and starts the match (internal/setup), then hands it to the full-screen
// table (internal/screen) or to the line mode (internal/line); the words
// both share are internal/words.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, err := setup.ParseFlags(args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "play:", err)
			return 2
		}
		return 0
	}
	if c.OptHelp {
		gameIDs := games.All()
		if id, ok := games.ParseID(c.Game); ok {
			gameIDs = []games.ID{id}
		}
		for _, id := range gameIDs {
			fmt.Fprint(stdout, games.OptionHelp(id, c.Lang))
		}
		return 0
	}
	in := setup.NewLines(stdin)
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	full := !c.Plain && !c.Auto && isTerminal(stdin) && isTerminal(stdout)
	if !c.SeedSet {
		c.Seed = rand.Uint64()
	}
	if full && c.Game == "" && c.Resume == "" {
		// The full-screen table asks for the game with a menu of its own.
		return screen.RunMenu(c, screen.Terminal{In: stdin, Out: stdout, Err: stderr})
	}
	t, tl, code := setup.Start(c, in, out, stderr)
	if tl == nil {
		return code
	}
	if full {
		out.Flush()
		return screen.RunTable(t, tl, c, screen.Terminal{In: stdin, Out: stdout, Err: stderr})
	}
	return line.Play(t, tl, c, in, out)
}

// isTerminal reports whether f is a terminal.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && term.IsTerminal(file.Fd())
}
