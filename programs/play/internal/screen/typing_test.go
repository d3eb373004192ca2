package screen

import (
	"os"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
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

// TestTypedCardsMarkAtTheStock types single cards at the Schwarze
// Madonna stock (five seats, German): a card that may not go back is
// refused with its own rule (MAD-R7: no hearts, not MAD-R6's count) and
// not marked; a card that may is marked, typed again unmarked, and enter
// puts back the marked cards.
func TestTypedCardsMarkAtTheStock(t *testing.T) {
	d := drive(t, "-game", "schwarze-madonna", "-seats", "5", "-seed", "21", "-lang", "de")
	s := d.playUntil(func(s shot) bool { return s.v.Turn != nil && s.v.Turn.Kind == variant.Stock })
	turn := *s.v.Turn
	if turn.Count != 2 {
		t.Fatalf("the stock takes %d cards, want 2", turn.Count)
	}
	hearts := (s.v.Hand | s.v.StockTaken).OfSuit(card.Hearts) &^ turn.Cards
	heart, ok := hearts.Lowest()
	if !ok {
		t.Fatalf("no heart to try in %v", s.v.Hand|s.v.StockTaken)
	}
	typeLine := func(text string) shot {
		d.press(strings.Split(strings.ReplaceAll(text, " ", "\x00space\x00"), "\x00")...)
		d.press("enter")
		return d.look()
	}
	s = typeLine(cardWords(heart))
	if !strings.Contains(s.message, "MAD-R7") || strings.Contains(s.message, "MAD-R6") || s.marked != 0 {
		t.Fatalf("%s typed: message %q, marked %v; want MAD-R7 and nothing marked", cardWords(heart), s.message, s.marked)
	}
	ok1, _ := turn.Cards.Lowest()
	s = typeLine(ok1.String())
	if s.marked != card.Set(0).Add(ok1) || !strings.Contains(s.message, "1 von 2 markiert") {
		t.Fatalf("%v typed: marked %v, message %q", ok1, s.marked, s.message)
	}
	s = typeLine(ok1.String())
	if s.marked != 0 {
		t.Fatalf("%v typed again: still marked %v", ok1, s.marked)
	}
	want := turn.Must
	for c := range turn.Cards.All() {
		if want.Len() < turn.Count && (turn.Forbidden == 0 || want.Add(c) != turn.Forbidden) {
			want = want.Add(c)
		}
	}
	for c := range (want &^ s.marked).All() {
		s = typeLine(c.String())
	}
	if s.marked != want || s.v.Turn == nil || s.v.Turn.Kind != variant.Stock {
		t.Fatalf("marked %v, want %v still at the stock; message %q", s.marked, want, s.message)
	}
	d.press("enter")
	if s = d.look(); s.v.StockTaken != 0 && s.v.Turn != nil && s.v.Turn.Kind == variant.Stock {
		t.Fatalf("enter did not put the marked cards back: %q", s.message)
	}
	d.quit()
}

// cardWords is a card in German words, as a person types it: "Herz Dame".
func cardWords(c card.Card) string {
	return c.Suit().Name("de") + " " + map[card.Rank]string{card.Jack: "Bube", card.Queen: "Dame", card.King: "König", card.Ace: "Ass"}[c.Rank()] + map[bool]string{true: c.Rank().String()}[c.Rank() <= card.Ten]
}
