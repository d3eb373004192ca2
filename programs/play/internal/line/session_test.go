package line

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/play/internal/setup"
	"github.com/blackqueen/rules/variant"
)

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
	me := s.t.Human
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
	c, err := setup.ParseFlags(args, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	tt, tl, code := setup.Start(c, setup.NewLines(strings.NewReader("")), w, io.Discard)
	if tl == nil {
		t.Fatalf("setup: exit %d", code)
	}
	s := newSession(tt, tl, c, nil, w)
	sc := &script{s: s, tries: map[string]int{}}
	s.in = setup.NewLines(sc)
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
		{"hearts", 4, nil, []string{"You must pass exactly 3 cards, not 1.", "I do not understand \"10x\"", "must follow"}},
		{"black-maria", 3, nil, []string{"must pass exactly 3 cards", "You do not hold"}},
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
	for _, w := range []string{"Das verstehe ich nicht: \"garbage!\"", "Nicht erlaubt: Du musst genau 3 Karten weitergeben", "Befehle:", "Nach 1 Spiel beendet."} {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in the output:\n%s", w, out)
		}
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
			c, err := setup.ParseFlags([]string{"-game", "schwarze-madonna", "-seats", "4", "-seat", "1", "-deals", "1", "-seed", "3", "-lang", lang}, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			w := bufio.NewWriter(&out)
			tt, tl, code := setup.Start(c, setup.NewLines(strings.NewReader("")), w, io.Discard)
			if tl == nil {
				t.Fatalf("setup: exit %d", code)
			}
			s := newSession(tt, tl, c, nil, w)
			s.in = setup.NewLines(&script{s: s, tries: map[string]int{}})
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
					if line := "  " + s.t.Notation(term.Text(lang)) + "\n"; !strings.Contains(text, line) || !strings.Contains(line, "("+term.Ref+")") {
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
