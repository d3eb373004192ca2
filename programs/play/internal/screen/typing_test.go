package screen

import (
	"os"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// typeText presses the keys of s one by one, as a person types it.
func typeText(m *tableModel, s string) {
	for _, r := range s {
		k := string(r)
		if r == ' ' {
			k = "space"
		}
		m.Update(keyMsg(k))
	}
}

// TestTypingNeverRunsACommand types card names that begin with the
// letter of a key (q quit, s save, h and l move, u undo): every key goes
// into the input line, whole, and none runs a command on its way.
func TestTypingNeverRunsACommand(t *testing.T) {
	for _, name := range []string{
		"queen of clubs", "queen of spades", "q♠", "qs", "QS", "six of hearts", "sieben herz",
		"herz dame", "h10", "Herz 10", "spades queen", "last", "10h", "jack of hearts", "ka 7",
	} {
		t.Run(name, func(t *testing.T) {
			path := t.TempDir() + "/g.json"
			m := newModel(t, "-game", "hearts", "-seed", "3", "-save", path)
			m.Init()
			before := m.cursor
			for i, r := range []rune(name) {
				typeText(m, string(r))
				typed := string([]rune(name)[:i+1])
				if m.overlay != overlayNone || !m.typing || m.input.Value() != typed || m.cursor != before {
					t.Fatalf("after %q: overlay %d, typing %v, input %q, cursor %d→%d", typed, m.overlay, m.typing, m.input.Value(), before, m.cursor)
				}
			}
			if _, err := os.Stat(path); err == nil {
				t.Errorf("typing %q saved the game", name)
			}
		})
	}
}

// TestTypedCommandLetters checks the commands whose keys now begin a
// card name: q, s and h typed alone and confirmed with enter quit (asking
// first), save and open the help, and the input line says so while it
// holds the letter.
func TestTypedCommandLetters(t *testing.T) {
	path := t.TempDir() + "/g.json"
	m := newModel(t, "-game", "hearts", "-seed", "3", "-save", path)
	m.Init()
	for _, tc := range []struct {
		key, hint string
		done      func() bool
	}{
		{"q", "enter: quit", func() bool { return m.overlay == overlayQuit }},
		{"s", "enter: save", func() bool { _, err := os.Stat(path); return err == nil && strings.Contains(m.message, "Saved to") }},
		{"h", "enter: help", func() bool { return m.overlay == overlayHelp }},
	} {
		m.overlay = overlayNone
		typeText(m, tc.key)
		if s := ansi.Strip(m.render()); !strings.Contains(s, tc.hint) {
			t.Errorf("%s typed: no %q on the screen:\n%s", tc.key, tc.hint, s)
		}
		m.Update(keyMsg("enter"))
		if !tc.done() {
			t.Errorf("%s and enter did not do it: overlay %d, message %q", tc.key, m.overlay, m.message)
		}
	}
}
