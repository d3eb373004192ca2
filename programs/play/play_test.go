package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
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
	for _, id := range variant.Games() {
		lo, hi := variant.SeatRange(id)
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
				if id == variant.OldMaid {
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
	for _, id := range variant.Games() {
		t.Run(id.String(), func(t *testing.T) {
			code, out, errOut := runArgs(t, "", "-auto", "-game", id.String(), "-seed", "7")
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			want := "The match is over."
			if id == variant.OldMaid {
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

// script is an io.Reader that types for the user's seat, one line per
// read, looking at the game the program plays. At the first prompts of
// each kind it types garbage and illegal moves before a legal one (the
// Heuristic's choice), so the refusals can be checked and the game goes
// on.
type script struct {
	s     *session
	tries map[string]int // bad inputs typed per prompt kind
	lines int
}

// bad returns the next bad input for a prompt kind, from a list, or false
// when the list is used up.
func (sc *script) bad(kind string, inputs ...string) (string, bool) {
	i := sc.tries[kind]
	if i >= len(inputs) {
		return "", false
	}
	sc.tries[kind]++
	return inputs[i], true
}

func (sc *script) Read(p []byte) (int, error) {
	sc.lines++
	if sc.lines > 5000 {
		return 0, io.EOF // a game that does not go on
	}
	line := sc.next()
	return copy(p, line+"\n"), nil
}

// next returns the line to type now.
func (sc *script) next() string {
	s := sc.s
	g := s.g
	me := s.t.human
	v, err := g.View(me)
	if err != nil {
		return "quit"
	}
	if v.Turn == nil {
		// The announcement question (or "another round?").
		if l, ok := sc.bad("announce", "nonsense"); ok {
			return l
		}
		return ""
	}
	if l, ok := sc.bad("any", "garbage!", "help", "hand", "score", "last"); ok {
		return l
	}
	h := player.Heuristic{}
	switch v.Turn.Kind {
	case variant.Play:
		illegal := v.Hand &^ v.Turn.Cards
		if c, ok := illegal.Lowest(); ok {
			if l, ok := sc.bad("play-illegal", c.String()); ok {
				return l
			}
		}
		if l, ok := sc.bad("play", "QS QS", "Joker"); ok {
			return l
		}
	case variant.Pass:
		c, _ := v.Hand.Lowest()
		if l, ok := sc.bad("pass", c.String(), "10x"); ok {
			return l
		}
	case variant.Take:
		if l, ok := sc.bad("push", "maybe"); ok {
			return l
		}
		return "take"
	case variant.Stock:
		stock := v.StockTaken
		if bad := (v.Hand | stock) &^ v.Turn.Cards; !bad.IsEmpty() {
			c, _ := bad.Lowest()
			d, _ := v.Turn.Cards.Lowest()
			if l, ok := sc.bad("stock-illegal", c.String()+" "+d.String()); ok {
				return l
			}
		}
		if l, ok := sc.bad("stock", "push"); ok {
			return l
		}
	case variant.Draw:
		if l, ok := sc.bad("draw", "0", "x"); ok {
			return l
		}
	}
	m, err := h.Choose(v, rand.New(rand.NewPCG(1, uint64(sc.lines))))
	if err != nil {
		return "quit"
	}
	switch m.Kind {
	case variant.Play:
		return m.Card.String()
	case variant.Pass, variant.Stock:
		return m.Cards.String()
	case variant.Push:
		return "push"
	case variant.DrawAt:
		return strconv.Itoa(m.Position + 1)
	case variant.Announce:
		return m.Call.String()
	}
	return ""
}

// playScripted runs the program's main logic for the user's seat with a
// script typing, and returns the exit code and the output.
func playScripted(t *testing.T, args ...string) (int, string) {
	t.Helper()
	c, err := parseFlags(args, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	tt, tl, code := setup(c, newLines(strings.NewReader("")), w, io.Discard)
	if tl == nil {
		t.Fatalf("setup: exit %d", code)
	}
	s := newSession(tt, tl, c, nil, w)
	sc := &script{s: s, tries: map[string]int{}}
	s.in = newLines(sc)
	code = s.run()
	w.Flush()
	return code, out.String()
}

// TestScriptedUser plays a deal of every game for a user who types
// garbage, commands and illegal moves before each legal one, and checks
// that every refusal is explained (the rule's message) and the game goes
// on to the end of the deal.
func TestScriptedUser(t *testing.T) {
	for _, tc := range []struct {
		game  string
		seats int
		opts  []string
		want  []string
	}{
		{"hearts", 4, nil, []string{"Seat 2 must pass exactly 3 cards, not 1.", "I do not understand \"10x\"", "must follow"}},
		{"black-maria", 3, nil, []string{"must pass exactly 3 cards", "does not hold"}},
		{"schwarze-madonna", 3, nil, []string{"may not put", "The stock may not be pushed"}},
		{"schwarze-madonna", 4, []string{"-seat", "2", "-opt", "failure-scoring=independent"}, []string{"Not allowed:", "Announce now?", "Type jungfrau, durchmarsch, or press Enter."}},
		{"schwarze-sau", 3, []string{"-opt", "stock-exchange=true", "-opt", "schieben=true", "-opt", "jungfrau=true"},
			[]string{"Type take to pick up the stock or push", "may no longer push it: a push passes it on unseen"}},
		{"schwarze-sau", 4, nil, []string{"Not allowed:"}},
		{"old-maid", 3, nil, []string{"Type a number from 1 to"}},
	} {
		t.Run(fmt.Sprintf("%s/%d", tc.game, tc.seats), func(t *testing.T) {
			args := append([]string{"-game", tc.game, "-seats", strconv.Itoa(tc.seats), "-seat", "1", "-deals", "1", "-seed", "3"}, tc.opts...)
			code, out := playScripted(t, args...)
			if code != 0 {
				t.Fatalf("exit %d:\n%s", code, tail(out))
			}
			stopped := "Stopped after 1 deal."
			if tc.game == "old-maid" {
				stopped = "Stopped after 1 round."
			}
			want := append([]string{"I do not understand \"garbage!\"", "Commands:", "Scores", stopped}, tc.want...)
			for _, w := range want {
				if !strings.Contains(out, w) {
					t.Errorf("no %q in the output:\n%s", w, out)
				}
			}
			if strings.Contains(out, "Internal error") {
				t.Errorf("internal error:\n%s", tail(out))
			}
		})
	}
}

// TestScriptedUserGerman checks the refusals in German (-lang de): the
// rule violation's German message.
func TestScriptedUserGerman(t *testing.T) {
	code, out := playScripted(t, "-game", "hearts", "-seats", "4", "-seat", "0", "-deals", "1", "-seed", "9", "-lang", "de")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, w := range []string{"Das verstehe ich nicht: \"garbage!\"", "Nicht erlaubt: Platz 1 muss genau 3 Karten weitergeben", "Befehle:", "Nach 1 Spiel beendet."} {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in the output:\n%s", w, out)
		}
	}
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

// TestParseCard checks the ways a user may type a card.
func TestParseCard(t *testing.T) {
	for in, want := range map[string]card.Card{
		"QS": card.QueenSpades, "q♠": card.QueenSpades, "10h": card.TenHearts, "T♥": card.TenHearts,
		"DS": card.QueenSpades, "d♠": card.QueenSpades, "BC": card.JackClubs, "b♣": card.JackClubs,
		"DD": card.QueenDiamonds, "KD": card.KingDiamonds, "joker": card.Joker,
	} {
		got, err := parseCard(in)
		if err != nil || got != want {
			t.Errorf("parseCard(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "D", "B", "XS", "1", "QX", "♠Q", "DDD"} {
		if c, err := parseCard(in); err == nil {
			t.Errorf("parseCard(%q) = %v, want an error", in, c)
		}
	}
	set, list, bad := parseCards("qs, 10h  KD")
	if bad != "" || set != card.MustParseSet("QS 10H KD") || len(list) != 3 {
		t.Errorf("parseCards: %v %v %q", set, list, bad)
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
		if _, ok := variant.ParseID(game); !ok {
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

// TestPlainDealExplained plays a deal in the plain mode for a scripted
// user, in English and German, and checks that "score" during the deal
// tells the points taken so far in it, and that the end of the deal
// prints every seat's terms of the engine's score explanation in that
// language, each with its rule ID.
func TestPlainDealExplained(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			c, err := parseFlags([]string{"-game", "schwarze-madonna", "-seats", "4", "-seat", "1", "-deals", "1", "-seed", "3", "-lang", lang}, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			w := bufio.NewWriter(&out)
			tt, tl, code := setup(c, newLines(strings.NewReader("")), w, io.Discard)
			if tl == nil {
				t.Fatalf("setup: exit %d", code)
			}
			s := newSession(tt, tl, c, nil, w)
			s.in = newLines(&script{s: s, tries: map[string]int{}})
			if code := s.run(); code != 0 {
				t.Fatalf("exit %d", code)
			}
			w.Flush()
			text := out.String()
			res, ok := s.g.Result()
			if !ok || len(res.Explanation) != 4 {
				t.Fatalf("no explained result: %+v", res)
			}
			for x, terms := range res.Explanation {
				for _, term := range terms {
					if line := "  " + term.Text(lang) + "\n"; !strings.Contains(text, line) || !strings.Contains(line, "("+term.Ref+")") {
						t.Errorf("seat %d: no line %q with its rule in the output:\n%s", x, line, tail(text))
					}
				}
			}
			thisDeal := map[string]string{"en": "This deal ", "de": "Dieses Spiel "}[lang]
			if !strings.Contains(text, thisDeal) {
				t.Errorf("score during the deal does not show %q:\n%s", thisDeal, text)
			}
			// Its points stand under the totals' columns.
			total := map[string]string{"en": "Total ", "de": "Stand "}[lang]
			var last string
			for _, line := range strings.Split(text, "\n") {
				if i := strings.Index(line, total); i >= 0 {
					last = line[i:]
				}
				if i := strings.Index(line, thisDeal); i >= 0 && len([]rune(line[i:])) != len([]rune(last)) {
					t.Errorf("the row %q is not aligned with %q", line[i:], last)
				}
			}
		})
	}
}
