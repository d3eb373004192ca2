package screen

import (
	"fmt"
	"io"

	tea "charm.land/bubbletea/v2"

	"github.com/blackqueen/rules/programs/play/internal/setup"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/record"
)

// RunMenu runs the full-screen table from its menu: the user chooses the
// game and the table size, then plays at the table of c's other flags,
// until the user quits.
func RunMenu(c setup.Config, stdin io.Reader, stdout, stderr io.Writer) int {
	t := words.For(c.Lang, max(0, c.Seat))
	return run(t, newMenuModel(t, c), stdin, stdout, stderr)
}

// RunTable runs the full-screen table of the match tl, the user at
// t.Human, until the user quits.
func RunTable(t words.Tr, tl *record.Timeline, c setup.Config, stdin io.Reader, stdout, stderr io.Writer) int {
	return run(t, newTableModel(t, tl, c), stdin, stdout, stderr)
}

// runScreen runs the full-screen table (or its menu first) until the
// user quits, and then says goodbye below it.
func run(t words.Tr, m tea.Model, stdin io.Reader, stdout, stderr io.Writer) int {
	final, err := tea.NewProgram(m, tea.WithInput(stdin), tea.WithOutput(stdout)).Run()
	if err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 1
	}
	if fm, ok := final.(*tableModel); ok && fm.message != "" {
		fmt.Fprintln(stdout, fm.message)
	}
	fmt.Fprintln(stdout, t.S("Goodbye.", "Auf Wiedersehen."))
	return 0
}
