package main

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// shot is what a test sees of the table at one moment: the screen as
// text (no colours) and the state it was drawn from, copied inside the
// program so that the test reads no field the program is writing.
type shot struct {
	text    string
	v       variant.View
	choices []choice
	cursor  int
	screen  screen
	overlay overlay
	offer   bool
	message string
	record  string
	over    bool
}

// snapMsg asks the program for a shot; the test filter answers it and
// drops it, so the model never sees it.
type snapMsg struct{ reply chan shot }

// driver plays the full-screen table through Bubble Tea's test program
// (teatest), with the keys a person presses, and collects the screens
// for the golden file.
type driver struct {
	t      *testing.T
	tm     *teatest.TestModel
	m      *tableModel
	golden strings.Builder
	width  int
	height int
}

// newModel builds the table for a command line, as run does.
func newModel(t *testing.T, args ...string) *tableModel {
	t.Helper()
	c, err := parseFlags(append([]string{"-pace", "0"}, args...), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	c.seedSet = true
	tt, tl, code := setup(c, newLines(strings.NewReader("")), nil, io.Discard)
	if tl == nil {
		t.Fatalf("setup: exit %d", code)
	}
	m := newTableModel(tt, tl, c)
	m.color = false
	return m
}

// drive starts the table of a command line at 80×24 in a test program.
func drive(t *testing.T, args ...string) *driver {
	t.Helper()
	d := &driver{t: t, m: newModel(t, args...), width: 80, height: 24}
	filter := func(mod tea.Model, msg tea.Msg) tea.Msg {
		s, ok := msg.(snapMsg)
		if !ok {
			return msg
		}
		m := mod.(*tableModel)
		v := m.view()
		sh := shot{
			text: ansi.Strip(m.render()), v: v, choices: m.choices(v), cursor: m.cursor,
			screen: m.screen, overlay: m.overlay, offer: m.offer, message: m.message, over: m.game().Over(),
		}
		if r, err := m.tl.record(); err == nil {
			if b, err := r.MarshalJSON(); err == nil {
				sh.record = string(b)
			}
		}
		s.reply <- sh
		return nil
	}
	d.tm = teatest.NewTestModel(t, d.m, teatest.WithInitialTermSize(d.width, d.height), teatest.WithProgramOptions(tea.WithFilter(filter)))
	return d
}

// keyMsg is the key press of a key name as Bubble Tea spells it.
func keyMsg(k string) tea.KeyPressMsg {
	switch k {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "f1":
		return tea.KeyPressMsg{Code: tea.KeyF1}
	case "ctrl+c":
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	}
	r := []rune(k)
	return tea.KeyPressMsg{Code: r[0], Text: k}
}

// press presses keys.
func (d *driver) press(keys ...string) {
	for _, k := range keys {
		d.tm.Send(keyMsg(k))
	}
}

// typeText types text into the table, one key per character.
func (d *driver) typeText(s string) {
	for _, r := range s {
		if r == ' ' {
			d.press("space")
			continue
		}
		d.press(string(r))
	}
}

// look returns the table now, after every key sent so far, and checks
// that the screen fits the window.
func (d *driver) look() shot {
	d.t.Helper()
	reply := make(chan shot, 1)
	d.tm.Send(snapMsg{reply})
	select {
	case s := <-reply:
		lines := strings.Split(s.text, "\n")
		if len(lines) > d.height {
			d.t.Fatalf("the screen has %d lines, the window %d:\n%s", len(lines), d.height, s.text)
		}
		for _, l := range lines {
			if w := lipgloss.Width(l); w > d.width {
				d.t.Fatalf("a line is %d columns wide, the window %d: %q", w, d.width, l)
			}
		}
		return s
	case <-time.After(10 * time.Second):
		d.t.Fatal("the table did not answer")
	}
	return shot{}
}

// keep adds the screen now to the golden file under a heading.
func (d *driver) keep(title string) shot {
	d.t.Helper()
	s := d.look()
	fmt.Fprintf(&d.golden, "──── %s ────\n%s\n", title, trimRight(s.text))
	return s
}

// trimRight drops trailing spaces of each line and trailing blank lines.
func trimRight(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

// check compares the screens kept with the golden file
// (testdata/<test>.golden; go test -update writes it).
func (d *driver) check() {
	d.t.Helper()
	golden.RequireEqual(d.t, d.golden.String())
}

// quit leaves the table without saving and waits for the program to end.
func (d *driver) quit() {
	d.t.Helper()
	d.press("q", "y")
	d.tm.WaitFinished(d.t, teatest.WithFinalTimeout(10*time.Second))
}

// moveTo moves the cursor to choice i of s.
func (d *driver) moveTo(s shot, i int) {
	for j := s.cursor; j < i; j++ {
		d.press("right")
	}
	for j := s.cursor; j > i; j-- {
		d.press("left")
	}
}

// cardIndex is the place of card c on the row of s, or -1.
func cardIndex(s shot, c card.Card) int {
	for i, ch := range s.choices {
		if ch.button == nil && !ch.noCall && ch.pos < 0 && ch.card == c {
			return i
		}
	}
	return -1
}

// buttonIndex is the place of the first button of kind k (and call c for
// an announcement), or -1.
func buttonIndex(s shot, k variant.Kind, c variant.Call) int {
	for i, ch := range s.choices {
		if ch.button != nil && ch.button.Kind == k && (k != variant.Announce || ch.button.Call == c) {
			return i
		}
	}
	return -1
}

// decide makes the user's decision of s by keys, as a person would: the
// lowest legal card, the first cards of the hand for a pass or an
// exchange (the ones that must go back first), the first face-down card,
// no announcement. It reports false when the user has nothing to decide.
func (d *driver) decide(s shot) bool {
	d.t.Helper()
	if s.offer {
		d.moveTo(s, len(s.choices)-1)
		d.press("enter")
		return true
	}
	if s.v.Turn == nil {
		return false
	}
	turn := s.v.Turn
	switch turn.Kind {
	case variant.Play:
		d.moveTo(s, cardIndex(s, sortedHand(turn.Cards)[0])) // the first legal card on the row
		d.press("enter")
	case variant.Pass, variant.Stock:
		want := turn.Must
		for _, c := range sortedHand(turn.Cards) {
			if want.Len() >= turn.Count {
				break
			}
			if (want|card.Set(0).Add(c)) != turn.Forbidden || turn.Forbidden == 0 {
				want = want.Add(c)
			}
		}
		at := s.cursor
		for _, c := range sortedHand(want) {
			i := cardIndex(s, c)
			d.moveTo(shot{cursor: at}, i)
			d.press("space")
			at = i
		}
		d.press("enter")
	case variant.Take:
		d.moveTo(s, buttonIndex(s, variant.Take, 0))
		d.press("enter")
	case variant.Draw:
		d.press("enter")
	case variant.Announce:
		d.moveTo(s, buttonIndex(s, variant.Decline, 0))
		d.press("enter")
	}
	return true
}

// playToDealEnd makes every decision by keys until the deal is over.
func (d *driver) playToDealEnd() shot {
	d.t.Helper()
	for i := 0; i < 500; i++ {
		s := d.look()
		if s.screen != screenTable {
			return s
		}
		if !d.decide(s) {
			d.t.Fatalf("the table waits for nothing:\n%s", s.text)
		}
	}
	d.t.Fatal("the deal did not end in 500 decisions")
	return shot{}
}

// TestTableHeartsDealByKeys plays a whole Hearts deal with a pass by
// keys: marking three cards with space, passing them with enter, playing
// every card with ←/→ and enter, then the end-of-deal screen and the
// match sheet.
func TestTableHeartsDealByKeys(t *testing.T) {
	d := drive(t, "-game", "hearts", "-seed", "3")
	s := d.keep("the pass")
	if s.v.Turn == nil || s.v.Turn.Kind != variant.Pass {
		t.Fatalf("the deal does not start with the pass:\n%s", s.text)
	}
	d.press("space", "right", "space", "right", "space")
	s = d.keep("three cards marked, raised")
	if !strings.Contains(s.message, "3 of 3 marked") {
		t.Errorf("message %q, want 3 of 3 marked", s.message)
	}
	d.press("enter")
	s = d.keep("passed: trick 1, the received cards marked new")
	if s.v.Phase != variant.PhasePlay || !strings.Contains(s.text, "new") {
		t.Fatalf("after the pass:\n%s", s.text)
	}
	// An illegal card is refused with its rule.
	for i, ch := range s.choices {
		if s.v.Turn != nil && !s.v.Turn.Cards.Has(ch.card) {
			d.moveTo(s, i)
			d.press("enter")
			s = d.keep("an illegal card refused with its rule")
			if !strings.Contains(s.message, "TT-2 Follow suit") && !strings.Contains(s.message, "SH-R4") {
				t.Errorf("the refusal does not cite the rule: %q", s.message)
			}
			break
		}
	}
	s = d.playToDealEnd()
	d.keep("the end of the deal")
	if s.screen != screenDealOver || !strings.Contains(s.text, "penalty cards taken") {
		t.Fatalf("no end-of-deal screen:\n%s", s.text)
	}
	sum := 0
	for _, x := range s.v.Totals {
		sum += x
	}
	if sum != 26 && sum != 78 {
		t.Errorf("the deal scored %d in all, want 26 (or 78 for a moon)", sum)
	}
	d.press("enter")
	s = d.keep("the match sheet")
	if s.screen != screenSheet || !strings.Contains(s.text, "Total") {
		t.Fatalf("no match sheet:\n%s", s.text)
	}
	d.press("enter")
	s = d.keep("the next deal")
	if s.v.DealsPlayed != 1 {
		t.Errorf("deals played %d, want 1", s.v.DealsPlayed)
	}
	d.quit()
	d.check()
}
