package screen

import (
	"fmt"
	"io"

	tea "charm.land/bubbletea/v2"

	"github.com/blackqueen/rules/programs/play/internal/setup"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/record"
)

// Terminal is where the full-screen table runs: the keys come from In,
// the screen goes to Out and errors to Err.
type Terminal struct {
	In       io.Reader
	Out, Err io.Writer
}

// RunMenu runs the full-screen table from its menu: the user chooses the
// game and the table size, then plays at the table of c's other flags,
// until the user quits.
func RunMenu(c setup.Config, term Terminal) int {
	t := words.For(c.Lang, max(0, c.Seat))
	return run(t, newMenuModel(t, c), term)
}

// RunTable runs the full-screen table of the match tl, the user at
// t.Human, until the user quits.
func RunTable(t words.Tr, tl *record.Timeline, c setup.Config, term Terminal) int {
	return run(t, newTableModel(t, tl, c), term)
}

// run runs the full-screen table (or its menu first) until the user
// quits, and then says goodbye below it.
func run(t words.Tr, m tea.Model, term Terminal) int {
	final, err := tea.NewProgram(m, tea.WithInput(term.In), tea.WithOutput(term.Out)).Run()
	if err != nil {
		fmt.Fprintln(term.Err, "play:", err)
		return 1
	}
	if fm, ok := final.(*tableModel); ok && fm.message != "" {
		fmt.Fprintln(term.Out, fm.message)
	}
	fmt.Fprintln(term.Out, t.S("Goodbye.", "Auf Wiedersehen."))
	return 0
}
