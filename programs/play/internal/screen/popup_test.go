package screen

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/blackqueen/rules/variant"
)

// TestPopUpsKeepTheTable opens the last trick (tab) and the match sheet
// (m) during a deal: each is drawn in the table's middle, and the table
// around it stays: the title, the user's hand and the key line.
func TestPopUpsKeepTheTable(t *testing.T) {
	d := drive(t, "-game", "hearts", "-seed", "3")
	s := d.playUntil(func(s shot) bool { return s.v.Turn != nil && s.v.Phase == variant.PhasePlay && len(s.v.Tricks) >= 2 })
	hand := strings.Split(s.text, "\n")
	var handRow string
	for i, l := range hand {
		if strings.HasPrefix(l, "Your hand") && i+2 < len(hand) {
			handRow = hand[i+2]
		}
	}
	for _, tc := range []struct{ key, want string }{{"tab", "Last trick"}, {"m", "Match sheet"}} {
		d.press(tc.key)
		p := d.look()
		if p.overlay == overlayNone {
			t.Fatalf("%s opened nothing", tc.key)
		}
		for _, want := range []string{tc.want, "Hearts · Deal 1", "Your hand", handRow, "any key goes back"} {
			if !strings.Contains(p.text, want) {
				t.Errorf("%s: no %q on the screen:\n%s", tc.key, want, p.text)
			}
		}
		d.press("esc")
	}
	d.quit()
}

// TestNarrowHandWraps draws the table 40 columns wide: the hand, too
// long for one line, wraps, and every card is on the screen, none cut
// off with "…"; so do the title, the pass's instruction and the columns
// of the seats.
func TestNarrowHandWraps(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		m := newModel(t, "-game", "hearts", "-seed", "3", "-lang", lang)
		m.Init()
		m.Update(tea.WindowSizeMsg{Width: 40, Height: 24})
		screen := ansi.Strip(m.render())
		for c := range m.view().Hand.All() {
			if !strings.Contains(screen, m.t.Card(c)) {
				t.Errorf("%s: %s is not on the screen:\n%s", lang, m.t.Card(c), screen)
			}
		}
		squash := strings.Join(strings.Fields(screen), " ")
		for _, want := range map[string][]string{
			"en": {"Points", "Match", "Hearts · Deal 1 · dealer you", "pass 3 to Anna", "Pass 3 cards to Anna: mark them with space, then enter."},
			"de": {"Punkte", "Stand", "Hearts · Spiel 1 · Geber du", "3 an Anna weitergeben", "Gib 3 Karten an Anna weiter: mit der Leertaste markieren, dann Enter."},
		}[lang] {
			if !strings.Contains(squash, want) {
				t.Errorf("%s: %q is not whole on the screen:\n%s", lang, want, screen)
			}
		}
		for _, l := range strings.Split(screen, "\n") {
			if ansi.StringWidth(l) > 40 || strings.HasSuffix(strings.TrimSpace(l), "…") {
				t.Errorf("%s: the line %q is cut or too wide", lang, l)
			}
		}
	}
}
