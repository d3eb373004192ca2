package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
)

// runArgs runs the program with args and input, and returns its exit
// code, standard output and standard error.
func runArgs(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(input), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestAutoEveryGame plays every game at every table size with the
// built-in players for two deals (the CI smoke test, -auto -deals) and
// checks that it ends cleanly, trick by trick.
func TestAutoEveryGame(t *testing.T) {
	for _, id := range games.All() {
		lo, hi := games.SeatRange(id)
		for n := lo; n <= hi; n++ {
			t.Run(fmt.Sprintf("%v/%d", id, n), func(t *testing.T) {
				code, out, errOut := runArgs(t, "", "-auto", "-game", id.String(), "-seats", strconv.Itoa(n), "-deals", "2", "-seed", "1")
				if code != 0 {
					t.Fatalf("exit %d, stderr %q, output:\n%s", code, errOut, out)
				}
				if !strings.Contains(out, "Stopped after 2 deals.") && !strings.Contains(out, "Stopped after 2 rounds.") && !strings.Contains(out, "The match is over") {
					t.Errorf("the output does not end the game:\n%s", tail(out))
				}
				want := "Trick 1:"
				if id == games.OldMaid {
					want = "draws"
				}
				if !strings.Contains(out, want) {
					t.Errorf("the output has no %q:\n%s", want, tail(out))
				}
			})
		}
	}
}

// TestAutoWholeMatch plays whole matches with the built-in players (an
// Old Maid match never ends by itself, OM-R9: -auto stops after three
// rounds) and checks that each one ends and names its winners.
func TestAutoWholeMatch(t *testing.T) {
	for _, id := range games.All() {
		t.Run(id.String(), func(t *testing.T) {
			code, out, errOut := runArgs(t, "", "-auto", "-game", id.String(), "-seed", "7")
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			want := "The match is over."
			if id == games.OldMaid {
				want = "Stopped after 3 rounds."
			}
			if !strings.Contains(out, want) {
				t.Errorf("no %q at the end:\n%s", want, tail(out))
			}
		})
	}
}

// TestAutoGerman checks that -lang de gives every text in German.
func TestAutoGerman(t *testing.T) {
	code, out, _ := runArgs(t, "", "-auto", "-game", "schwarze-sau", "-seats", "3", "-deals", "1", "-seed", "4", "-lang", "de")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"Startwert 4", "Stich 1:", "Geber:", "Stand", "Nach 1 Spiel beendet."} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, tail(out))
		}
	}
	for _, english := range []string{"Trick", "Seat ", "Total"} {
		if strings.Contains(out, english) {
			t.Errorf("English %q in the German output", english)
		}
	}
}

// tail returns the last lines of a long output, for error messages.
func tail(s string) string {
	lines := strings.Split(s, "\n")
	if len(lines) > 30 {
		lines = lines[len(lines)-30:]
	}
	return strings.Join(lines, "\n")
}

// TestInputEnds checks that the end of the input ends the game cleanly
// (exit 0 with a message), whatever was typed before.
func TestInputEnds(t *testing.T) {
	for _, input := range []string{"", "help\n", "xyz\nQS\n\n\n", "quit\n", "2\n"} {
		for _, game := range []string{"hearts", "schwarze-madonna", "old-maid", "schwarze-sau"} {
			code, out, errOut := runArgs(t, input, "-game", game, "-seed", "5", "-seats", "3")
			if code != 0 {
				t.Errorf("%s with input %q: exit %d, stderr %q", game, input, code, errOut)
			}
			if !strings.Contains(out, "Input ended.") && !strings.Contains(out, "Goodbye.") {
				t.Errorf("%s with input %q: no goodbye:\n%s", game, input, tail(out))
			}
		}
	}
}

// TestMenu checks the numbered menu shown without -game.
func TestMenu(t *testing.T) {
	code, out, _ := runArgs(t, "9\nnonsense\n3\nquit\n", "-seed", "1")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, w := range []string{"1. Schwarze Madonna", "5. Old Maid", "Please type a number from 1 to 5.", "Hearts · 4 seats", "Goodbye."} {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in:\n%s", w, out)
		}
	}
	code, out, _ = runArgs(t, "black-maria\n", "-seed", "1", "-lang", "de")
	if code != 0 || !strings.Contains(out, "Welches Spiel") || !strings.Contains(out, "Black Maria · 4 Plätze") {
		t.Errorf("menu by name in German: exit %d:\n%s", code, out)
	}
	code, out, _ = runArgs(t, "", "-seed", "1")
	if code != 0 || !strings.Contains(out, "Goodbye.") {
		t.Errorf("menu at the end of the input: exit %d:\n%s", code, out)
	}
}

// TestCommandLine checks that a wrong command line is refused with exit
// 2 and a message, and that the options are read through the game record
// names (docs/records.md).
func TestCommandLine(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "poker"},
		{"-game", "hearts", "-seats", "9"},
		{"-game", "old-maid", "-seats", "5"},
		{"-game", "hearts", "-seat", "4"},
		{"-game", "hearts", "-lang", "fr"},
		{"-game", "hearts", "-opt", "no-such-option=1"},
		{"-game", "hearts", "-opt", "moon=sideways"},
		{"-game", "hearts", "-opt", "nonsense"},
		{"-game", "schwarze-sau", "-opt", "schieben=true"},
		{"-game", "hearts", "-seed", "-1"},
		{"-game", "hearts", "-deals", "-1"},
		{"-game", "hearts", "extra"},
	} {
		code, _, errOut := runArgs(t, "", args...)
		if code != 2 || errOut == "" {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and a message", args, code, errOut)
		}
	}
	code, out, errOut := runArgs(t, "", "-auto", "-game", "hearts", "-deals", "1", "-seed", "2",
		"-opt", "spot-hearts=true", "-opt", "omnibus=JD", "-opt", "target=50")
	if code != 0 || !strings.Contains(out, "Table rules: omnibus=JD, spot-hearts=true, target=50") {
		t.Errorf("options: exit %d, stderr %q:\n%s", code, errOut, tail(out))
	}
	for _, h := range []string{"-h", "-help"} {
		code, out, errOut := runArgs(t, "", h)
		if code != 0 || out != "" || !strings.Contains(errOut, "usage: play") || !strings.Contains(errOut, "-game name") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 0 and the usage on stderr", h, code, out, errOut)
		}
	}
}

// TestSave checks -save: the record written judges valid and replays to
// the totals shown (docs/records.md).
func TestSave(t *testing.T) {
	for _, game := range []string{"schwarze-madonna", "black-maria", "hearts", "schwarze-sau", "old-maid"} {
		file := filepath.Join(t.TempDir(), game+".json")
		code, out, errOut := runArgs(t, "", "-auto", "-game", game, "-seats", "3", "-deals", "2", "-seed", "6", "-save", file)
		if code != 0 {
			t.Fatalf("%s: exit %d, %s", game, code, errOut)
		}
		f, err := os.Open(file)
		if err != nil {
			t.Fatalf("%s: %v\n%s", game, err, tail(out))
		}
		rec, err := record.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: the record does not read: %v", game, err)
		}
		v := record.Judge(rec)
		if v.Exit() != 0 {
			t.Errorf("%s: the saved record is judged exit %d", game, v.Exit())
		}
		if len(rec.Deals) != 2 {
			t.Errorf("%s: %d deals recorded, want 2", game, len(rec.Deals))
		}
	}
}

// FuzzUserInput types arbitrary input for the user's seat: the program
// must never panic, and must end cleanly with exit 0 at the end of the
// input.
func FuzzUserInput(f *testing.F) {
	f.Add("hearts", "garbage\nqs\n2c\n\x00\xff\n")
	f.Add("schwarze-madonna", "jungfrau\ndurchmarsch\n7c 8c\n")
	f.Add("schwarze-sau", "take\npush\n")
	f.Add("old-maid", "1\n0\n99999999999999999999\n-1\n")
	f.Add("black-maria", "qs ks as\nquit\n")
	f.Fuzz(func(t *testing.T, game, input string) {
		if _, ok := games.ParseID(game); !ok {
			game = "hearts"
		}
		var out, errOut bytes.Buffer
		args := append([]string{"-game", game, "-seats", "3", "-deals", "1", "-seed", "1"}, optsFor(game)...)
		code := run(args, strings.NewReader(input), &out, &errOut)
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut.String())
		}
	})
}

// optsFor returns options that widen what a user may type in game.
func optsFor(game string) []string {
	switch game {
	case "schwarze-sau":
		return []string{"-opt", "stock-exchange=true", "-opt", "schieben=true", "-opt", "jungfrau=true", "-opt", "angesagter-durchmarsch=true"}
	case "hearts", "black-maria":
		return []string{"-opt", "spot-hearts=true"}
	case "schwarze-madonna":
		return []string{"-opt", "must-change-stock=true"}
	}
	return []string{"-opt", "draw-from=right"}
}

// TestPlainQuitAsks checks that q never loses a game in the line mode
// either: it asks; Enter plays on; s saves, and -resume continues the
// saved game with the same table.
func TestPlainQuitAsks(t *testing.T) {
	code, out, _ := runArgs(t, "q\n\nq\ny\n", "-plain", "-game", "hearts", "-seed", "3")
	if code != 0 || strings.Count(out, "Quit the game?") != 2 {
		t.Fatalf("exit %d; the quit question %d times, want 2:\n%s", code, strings.Count(out, "Quit the game?"), tail(out))
	}
	path := filepath.Join(t.TempDir(), "saved.json")
	code, out, _ = runArgs(t, "q\ns\n", "-plain", "-game", "hearts", "-seed", "3", "-save", path)
	if code != 0 || !strings.Contains(out, "Saved to "+path) {
		t.Fatalf("exit %d, no save:\n%s", code, tail(out))
	}
	hand := out[strings.LastIndex(out, "Your hand:"):]
	hand = hand[:strings.Index(hand, "Choose three")]
	code, out, _ = runArgs(t, "", "-plain", "-resume", path)
	if code != 0 || !strings.Contains(out, "Three cards to pass to Seat 2") || !strings.Contains(out, hand) {
		t.Errorf("exit %d; the resumed game is not the saved one (hand %q):\n%s", code, hand, tail(out))
	}
}
