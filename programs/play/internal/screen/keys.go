package screen

import (
	"charm.land/bubbles/v2/key"
	"github.com/blackqueen/rules/programs/play/internal/words"
)

// keyMap is every key of the full-screen table, with its help text in the
// user's language.
type keyMap struct {
	Left, Right, Mark, Enter  key.Binding
	Type, Last, Sheet, Help   key.Binding
	Undo, Hint, Save, Quit    key.Binding
	Faster, Slower, Back, Yes key.Binding
	// Leave and SaveQuit are q and s where nothing is typed: on the
	// pop-ups, the end of a deal, the match sheet and the quit question.
	// On the table q and s begin card names (queen, spades, sieben), so
	// there they open the input line, and q or s with enter quits or saves.
	Leave, SaveQuit key.Binding
}

// newKeyMap returns the keys with their help in the language of t.
func newKeyMap(t words.Tr) keyMap {
	b := func(keys []string, k, en, de string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(k, t.S(en, de)))
	}
	return keyMap{
		Left:     b([]string{"left"}, "←", "move left", "nach links"),
		Right:    b([]string{"right"}, "→", "move right", "nach rechts"),
		Mark:     b([]string{"space"}, t.S("space", "Leertaste"), "mark a card (pass, stock)", "Karte markieren"),
		Enter:    b([]string{"enter"}, "enter", "play, choose, confirm", "spielen, bestätigen"),
		Type:     b([]string{"/", ":"}, "/", "type a card", "Karte eintippen"),
		Last:     b([]string{"tab"}, "tab", "show the last trick", "letzten Stich zeigen"),
		Sheet:    b([]string{"m"}, "m", "match sheet", "Punkteliste"),
		Help:     b([]string{"f1", "i"}, "F1/i", "this help", "diese Hilfe"),
		Undo:     b([]string{"u"}, "u", "undo your last move", "letzten Zug zurücknehmen"),
		Hint:     b([]string{"?"}, "?", "hint", "Tipp"),
		Save:     b([]string{"ctrl+s"}, "s⏎", "save the game", "Spiel speichern"),
		Quit:     b([]string{"ctrl+c"}, "q⏎", "quit (asks first)", "beenden (fragt vorher)"),
		Faster:   b([]string{"+", "="}, "+", "faster", "schneller"),
		Slower:   b([]string{"-"}, "-", "slower", "langsamer"),
		Back:     b([]string{"esc"}, "esc", "back", "zurück"),
		Yes:      b([]string{"y", "j"}, t.S("y", "j"), "yes", "ja"),
		Leave:    key.NewBinding(key.WithKeys("q", "ctrl+c")),
		SaveQuit: key.NewBinding(key.WithKeys("s", "ctrl+s")),
	}
}

// ShortHelp is the key line under the table.
func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Left, k.Mark, k.Enter, k.Undo, k.Hint, k.Help, k.Quit}
}

// shortLine is the key line under the table, with short words so that it
// fits 80 columns.
func (k keyMap) shortLine(t words.Tr) []key.Binding {
	short := func(b key.Binding, keys, en, de string) key.Binding {
		return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(keys, t.S(en, de)))
	}
	return []key.Binding{
		short(k.Left, "←→", "move", "Karte"), short(k.Mark, t.S("space", "Leer"), "mark", "merken"),
		short(k.Enter, "enter", "play", "spielen"), short(k.Undo, "u", "undo", "zurück"),
		short(k.Hint, "?", "hint", "Tipp"), short(k.Help, "F1", "help", "Hilfe"),
		short(k.Quit, "q⏎", "quit", "Ende"),
	}
}

// FullHelp is the help overlay, in columns.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Left, k.Right, k.Mark, k.Enter, k.Type},
		{k.Undo, k.Hint, k.Last, k.Sheet, k.Faster, k.Slower},
		{k.Save, k.Quit, k.Help, k.Back},
	}
}
