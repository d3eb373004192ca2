package screen

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/blackqueen/rules/programs/play/internal/setup"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/variant"
)

// TestModelPace checks the pace: with a pace, a built-in player's card
// is a timer, one card per tick; a completed trick stays on the table
// until a key takes it off, and + and - change the pace.
func TestModelPace(t *testing.T) {
	m := newModel(t, "-game", "black-maria", "-seed", "2", "-pace", "400ms")
	m.pace, m.holdFor = 400*time.Millisecond, holdTime(400*time.Millisecond)
	m.Init()
	// Pass by keys; then the built-in players' cards come one tick at a time.
	for i := 0; i < 3; i++ {
		m.cursor = i
		m.mark()
	}
	cmd := m.choose()
	moves := func() int { return m.tl.Now().Moves }
	sawHold := false
	for step := 0; step < 200 && !sawHold; step++ {
		v := m.view()
		switch {
		case m.hold != nil:
			sawHold = true
		case v.Turn != nil:
			m.cursorToLegal(v)
			cmd = m.choose()
		default:
			before := moves()
			if cmd == nil {
				t.Fatalf("the built-in players wait for nothing at step %d", step)
			}
			m.Update(botStep{gen: m.gen})
			if m.hold == nil && moves() != before+1 {
				t.Fatalf("one tick applied %d moves, want 1", moves()-before)
			}
			cmd = m.next()
			if m.hold != nil {
				cmd = nil
			}
		}
	}
	if !sawHold {
		t.Fatal("no trick was completed")
	}
	if !strings.Contains(ansi.Strip(m.render()), "any key goes on") {
		t.Errorf("the completed trick does not say how to go on:\n%s", ansi.Strip(m.render()))
	}
	// A stale tick (an older generation) changes nothing.
	n := moves()
	m.Update(botStep{gen: m.gen - 1})
	if moves() != n || m.hold == nil {
		t.Error("a stale tick moved the game")
	}
	m.Update(keyMsg("x"))
	if m.hold != nil {
		t.Error("a key did not take the trick off the table")
	}
	m.typing = false
	m.Update(keyMsg("+"))
	if m.pace != 150*time.Millisecond {
		t.Errorf("+ made the pace %v, want 150ms", m.pace)
	}
	m.Update(keyMsg("-"))
	m.Update(keyMsg("-"))
	if m.pace != 650*time.Millisecond {
		t.Errorf("- twice made the pace %v, want 650ms", m.pace)
	}
}

// TestModelResize checks that every screen fits the window after it
// is resized, larger and back to 80×24.
func TestModelResize(t *testing.T) {
	m := newModel(t, "-game", "schwarze-madonna", "-seats", "6", "-seed", "1")
	m.Init()
	for _, size := range [][2]int{{120, 40}, {80, 24}, {100, 30}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		for _, o := range []overlay{overlayNone, overlayHelp, overlayQuit, overlaySheet, overlayLast} {
			m.overlay = o
			lines := strings.Split(m.render(), "\n")
			if len(lines) > size[1] {
				t.Errorf("%v, overlay %d: %d lines", size, o, len(lines))
			}
			for _, l := range lines {
				if lipgloss.Width(l) > size[0] {
					t.Errorf("%v, overlay %d: a line of %d columns", size, o, lipgloss.Width(l))
				}
				// A box is whole: no line of it is cut at the window's edge.
				// (The last trick and the sheet are drawn in the table.)
				if l := strings.TrimSpace(ansi.Strip(l)); (o == overlayHelp || o == overlayQuit) && strings.HasPrefix(l, "│") && !strings.HasSuffix(l, "│") {
					t.Errorf("%v, overlay %d: a box line is cut: %q", size, o, l)
				}
				if l := ansi.Strip(l); strings.Contains(l, "…") && o == overlayHelp {
					t.Errorf("%v: the help is cut short: %q", size, l)
				}
			}
		}
		m.overlay = overlayNone
	}
}

// TestModelNoColor checks NO_COLOR: the screen has no colour at all, and
// legal and illegal cards still look different (solid and dotted
// borders).
func TestModelNoColor(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	c, _ := setup.ParseFlags([]string{"-game", "hearts", "-seed", "3", "-pace", "0"}, nil)
	_, tl, _ := setup.Start(c, nil, nil, nil)
	m := newTableModel(words.Tr{Human: 0}, tl, c)
	if m.color {
		t.Fatal("NO_COLOR is set, yet the table uses colour")
	}
	m.Init()
	m.Update(keyMsg("space"))
	m.Update(keyMsg("right"))
	m.Update(keyMsg("space"))
	m.Update(keyMsg("right"))
	m.Update(keyMsg("space"))
	m.Update(keyMsg("enter"))
	s := m.render()
	if strings.Contains(s, "\x1b[38") || strings.Contains(s, "\x1b[48") {
		t.Errorf("a colour escape under NO_COLOR: %q", s)
	}
	if !strings.Contains(s, "╭───╮") || !strings.Contains(s, "┌┄┄┄┐") {
		t.Errorf("legal and illegal cards are not told apart without colour:\n%s", ansi.Strip(s))
	}
	// With colour, red suits are red.
	m.color = true
	if !strings.Contains(m.render(), "\x1b[") {
		t.Error("no colour with colour on")
	}
}

// TestModelGerman checks that -lang de gives the table, the help, the
// quit question and a refusal in German.
func TestModelGerman(t *testing.T) {
	m := newModel(t, "-game", "hearts", "-seed", "3", "-lang", "de")
	m.Init()
	for _, want := range []string{"Platz", "Karten an Anna weiter", "Dein Blatt"} {
		if s := ansi.Strip(m.render()); !strings.Contains(s, want) {
			t.Errorf("no %q in:\n%s", want, s)
		}
	}
	m.Update(keyMsg("f1"))
	if s := ansi.Strip(m.render()); !strings.Contains(s, "Tasten") || !strings.Contains(s, "Pik Dame") {
		t.Errorf("the help is not German:\n%s", s)
	}
	m.Update(keyMsg("x"))
	m.Update(keyMsg("q"))
	m.Update(keyMsg("enter"))
	if s := ansi.Strip(m.render()); !strings.Contains(s, "Das Spiel beenden?") {
		t.Errorf("the quit question is not German:\n%s", s)
	}
	m.Update(keyMsg("n"))
	m.Update(keyMsg("enter")) // nothing marked: the pass is refused with a German word
	if !strings.Contains(m.message, "Markiere zuerst 3 Karten") {
		t.Errorf("message %q", m.message)
	}
	// A pass of a card not held, typed, is refused with the rule in German.
	m.typed("Pik Dame Herz 10 Kreuz 2")
	if v := m.view(); v.Phase == variant.PhasePass && !strings.HasPrefix(m.message, "Nicht erlaubt") {
		t.Errorf("message %q", m.message)
	}
}

// TestModelMenu chooses a game and a table size from the menu; enter
// opens the table with them.
func TestModelMenu(t *testing.T) {
	c, _ := setup.ParseFlags([]string{"-pace", "0", "-seed", "1"}, nil)
	var mod tea.Model = newMenuModel(words.Tr{}, c)
	for _, k := range []string{"down", "down", "right", "right", "right"} {
		mod, _ = mod.Update(keyMsg(k))
	}
	if s := ansi.Strip(mod.View().Content); !strings.Contains(s, "▶ 3. Hearts") || !strings.Contains(s, "6 players") {
		t.Fatalf("the menu does not show Hearts for 6:\n%s", s)
	}
	mod, _ = mod.Update(keyMsg("enter"))
	tm, ok := mod.(*tableModel)
	if !ok {
		t.Fatalf("enter did not open the table: %T", mod)
	}
	if g := tm.game(); g.Name() != "hearts" || g.Seats() != 6 || g.Phase() == variant.PhaseDeal {
		t.Errorf("the table is %v for %d in phase %v", g.Name(), g.Seats(), g.Phase())
	}
}

// TestModelLastTrickStays checks that the deal's last trick stays on the
// table like every other before the end-of-deal screen comes.
func TestModelLastTrickStays(t *testing.T) {
	m := newModel(t, "-game", "hearts", "-seed", "4")
	m.pace, m.holdFor = 300*time.Millisecond, holdTime(300*time.Millisecond)
	m.Init()
	for step := 0; step < 400; step++ {
		v := m.view()
		switch {
		case m.hold != nil:
			over := m.game().Phase() == variant.PhaseDealOver
			if over && m.screen != screenTable {
				t.Fatal("the end-of-deal screen came before the last trick was shown")
			}
			m.Update(holdDone{gen: m.gen})
			if over {
				if m.screen != screenDealOver {
					t.Fatalf("after the last trick: screen %d, want the end of the deal", m.screen)
				}
				return
			}
		case v.Turn != nil && v.Turn.Kind == variant.Pass:
			for i := 0; i < 3; i++ {
				m.cursor = i
				m.mark()
			}
			m.choose()
		case v.Turn != nil:
			m.cursorToLegal(v)
			m.choose()
		default:
			m.Update(botStep{gen: m.gen})
		}
	}
	t.Fatal("the deal did not end")
}

// TestModelAnyKeys presses random keys at every game's table, as a cat on
// the keyboard would: the table never panics, every screen fits 80×24,
// and the game only ever moves by legal moves (the timeline replays).
func TestModelAnyKeys(t *testing.T) {
	keys := []string{"left", "right", "right", "right", "h", "l", "space", "space", "space",
		"enter", "enter", "enter", "enter", "enter", "enter", "enter", "enter", "u", "tab", "m", "f1", "esc",
		"+", "-", "/", "Q", "S", "1", "x", "backspace", "q", "n", "s", "ctrl+c", "y", "i"}
	for _, args := range [][]string{
		{"-game", "hearts", "-seats", "3"},
		{"-game", "black-maria"},
		{"-game", "schwarze-madonna", "-seats", "5"},
		{"-game", "schwarze-sau", "-opt", "stock-exchange=true", "-opt", "schieben=true", "-opt", "jungfrau=true"},
		{"-game", "old-maid", "-seats", "2"},
	} {
		t.Run(args[1], func(t *testing.T) {
			runs := 8
			if raceDetector {
				runs = 2
			}
			for run := range runs {
				r := rand.New(rand.NewPCG(uint64(run), 9))
				m := newModel(t, append(args, "-seed", fmt.Sprint(run))...)
				m.savePath = filepath.Join(t.TempDir(), "cat.json")
				m.Init()
				var pressed []string
				for range 250 {
					k := keys[r.IntN(len(keys))]
					pressed = append(pressed, k)
					_, cmd := m.Update(keyMsg(k))
					if cmd != nil && m.quit {
						m.quit, m.overlay = false, overlayNone // play on after a quit
					}
					lines := strings.Split(m.render(), "\n")
					if len(lines) > 24 {
						t.Fatalf("run %d, after %q: %d lines", run, pressed, len(lines))
					}
					for _, l := range lines {
						if lipgloss.Width(l) > 80 {
							t.Fatalf("run %d, after %q: a line of %d columns: %q", run, pressed, lipgloss.Width(l), ansi.Strip(l))
						}
					}
				}
				now := m.tl.Now()
				if err := m.tl.Rewind(now); err != nil {
					t.Fatalf("run %d: the game played does not replay: %v", run, err)
				}
				t.Logf("run %d: deal %d, move %d", run, now.Deal+1, now.Moves)
			}
		})
	}
}

// TestModelDealExplained plays a deal to its end by keys, in English
// and in German, and checks that the end-of-deal screen tells every
// seat's terms of the engine's score explanation in that language, each
// with its rule ID.
func TestModelDealExplained(t *testing.T) {
	squash := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			d := drive(t, "-game", "schwarze-madonna", "-seats", "4", "-seed", "7", "-lang", lang)
			s := d.playToDealEnd()
			if s.screen != screenDealOver {
				t.Fatalf("no end-of-deal screen:\n%s", s.text)
			}
			res := s.v.Last
			if res == nil || len(res.Explanation) != s.v.Seats {
				t.Fatalf("the view has no explanation of the deal: %+v", res)
			}
			screen := squash(s.text)
			for x, terms := range res.Explanation {
				if len(terms) == 0 {
					t.Errorf("seat %d has no terms", x)
				}
				for i, term := range terms {
					text := d.m.t.Explanation(*res, x, d.m.nameOfDat)[i] // other seats by the table's names
					if term.Ref == "" || !strings.Contains(text, "("+term.Ref+")") {
						t.Errorf("seat %d: the term %q does not name its rule %q", x, text, term.Ref)
					}
					if !strings.Contains(screen, squash(text)) {
						t.Errorf("seat %d: the term %q is not on the screen:\n%s", x, text, s.text)
					}
				}
			}
			want := map[string]string{"en": "card points (MAD-R2)", "de": "Kartenpunkte (MAD-R2)"}[lang]
			if !strings.Contains(screen, want) {
				t.Errorf("no %q on the screen:\n%s", want, s.text)
			}
			// In the next deal the sheet (m) tells the points taken so
			// far and what made the last deal's points.
			d.press("enter", "enter")
			if s = d.look(); s.screen != screenTable {
				t.Fatalf("no second deal:\n%s", s.text)
			}
			d.press("m")
			s = d.look()
			heads := map[string][]string{"en": {"This deal", "Deal 1, explained:"}, "de": {"Dieses Spiel", "Spiel 1, erklärt:"}}[lang]
			for _, w := range append(heads, squash(res.Explanation[0][0].Text(lang))) {
				if !strings.Contains(squash(s.text), w) {
					t.Errorf("the sheet during a deal has no %q:\n%s", w, s.text)
				}
			}
			d.quit()
		})
	}
}

// TestModelSatOutGerman: a four-seat Schwarze Sau deal the user deals
// with the stock exchange sits the user out, and the deal's table tells it on the user's row, in
// German in the second person ("Du hast ..."), not "Du hat".
func TestModelSatOutGerman(t *testing.T) {
	for _, c := range []struct{ lang, want string }{{"en", "sat this deal out"}, {"de", "hast dieses Spiel ausgesetzt"}} {
		d := drive(t, "-game", "schwarze-sau", "-seats", "4", "-opt", "stock-exchange=true", "-seed", "2", "-lang", c.lang)
		s := d.playToDealEnd()
		if s.screen != screenDealOver || s.v.Last == nil || s.v.Last.Dealer != 0 {
			t.Fatalf("%s: no end of a deal dealt by the user:\n%s", c.lang, s.text)
		}
		row := ""
		for _, line := range strings.Split(s.text, "\n") {
			if f := strings.Fields(line); len(f) > 0 && f[0] == d.m.names[0] && strings.Contains(line, "ausgesetzt") || strings.Contains(line, "sat this") {
				row = line
			}
		}
		if !strings.Contains(row, c.want) {
			t.Errorf("%s: the user's row reads %q, want %q in it:\n%s", c.lang, row, c.want, s.text)
		}
		d.quit()
	}
}
