package screen

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/play/internal/setup"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/record"
)

// menuModel is the first screen of the full-screen table when no -game
// is given: choose the game and the table size, then the table opens.
type menuModel struct {
	t             words.Tr
	cfg           setup.Config
	games         []games.ID
	seats         []int
	cursor        int
	width, height int
	color         bool
	message       string
	up, down      key.Binding
	left, right   key.Binding
	enter, quit   key.Binding
}

// newMenuModel lists every game, each at the table size of -seats when
// the game is played at it, else the nearest one.
func newMenuModel(t words.Tr, cfg setup.Config) *menuModel {
	m := &menuModel{
		t: t, cfg: cfg, games: games.All(), width: 80, height: 24,
		color: os.Getenv("NO_COLOR") == "",
		up:    key.NewBinding(key.WithKeys("up", "k")),
		down:  key.NewBinding(key.WithKeys("down", "j")),
		left:  key.NewBinding(key.WithKeys("left", "h", "-")),
		right: key.NewBinding(key.WithKeys("right", "l", "+")),
		enter: key.NewBinding(key.WithKeys("enter", "space")),
		quit:  key.NewBinding(key.WithKeys("q", "esc", "ctrl+c")),
	}
	for _, id := range m.games {
		lo, hi := games.SeatRange(id)
		m.seats = append(m.seats, min(hi, max(lo, cfg.Seats)))
	}
	return m
}

// Init has nothing to start.
func (m *menuModel) Init() tea.Cmd { return nil }

// Update moves through the menu; enter opens the table of the game chosen.
func (m *menuModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case tea.InterruptMsg:
		return m, tea.Quit
	case tea.KeyPressMsg:
		id := m.games[m.cursor]
		lo, hi := games.SeatRange(id)
		switch {
		case key.Matches(msg, m.quit):
			return m, tea.Quit
		case key.Matches(msg, m.up):
			m.cursor = (m.cursor + len(m.games) - 1) % len(m.games)
		case key.Matches(msg, m.down):
			m.cursor = (m.cursor + 1) % len(m.games)
		case key.Matches(msg, m.left):
			m.seats[m.cursor] = max(lo, m.seats[m.cursor]-1)
		case key.Matches(msg, m.right):
			m.seats[m.cursor] = min(hi, m.seats[m.cursor]+1)
		case key.Matches(msg, m.enter):
			return m.start()
		default:
			if n := msg.Key().Code - '0'; n >= 1 && int(n) <= len(m.games) {
				m.cursor = int(n) - 1
			}
		}
	}
	return m, nil
}

// start makes the game chosen and hands the screen to its table.
func (m *menuModel) start() (tea.Model, tea.Cmd) {
	t := m.t
	id := m.games[m.cursor]
	opts, err := setup.BuildOptions(id, m.cfg.Opts)
	if err != nil {
		m.message = words.Message(t, err)
		return m, nil
	}
	c := m.cfg
	c.Seats, c.Game = m.seats[m.cursor], id.String()
	if c.Seat >= c.Seats {
		c.Seat = 0
	}
	t.Human = c.Seat
	g, err := games.New(id, c.Seats, opts, rand.NewPCG(c.Seed, setup.GameStream))
	if err != nil {
		m.message = words.Message(t, err)
		return m, nil
	}
	tl, err := record.NewTimeline(g)
	if err != nil {
		m.message = words.Message(t, err)
		return m, nil
	}
	table := newTableModel(t, tl, c)
	table.width, table.height = m.width, m.height
	table.help.SetWidth(m.width)
	return table, table.Init()
}

// blurb is a line on what a game is about.
func (m *menuModel) blurb(id games.ID) string {
	return m.t.Text(games.WordsOf(id).Blurb)
}

// View draws the menu.
func (m *menuModel) View() tea.View {
	t := m.t
	bold := lipgloss.NewStyle().Bold(true)
	sel := bold
	faint := lipgloss.NewStyle().Faint(true)
	if m.color {
		bold = bold.Foreground(lipgloss.Color("#87d7ff"))
		sel = sel.Foreground(lipgloss.Color("#ffd75f"))
	}
	var b strings.Builder
	b.WriteString(bold.Render(t.S("The black queen card games", "Die Kartenspiele der schwarzen Dame")) + "\n\n")
	b.WriteString(t.S("Which game would you like to play?", "Welches Spiel möchtest du spielen?") + "\n\n")
	for i, id := range m.games {
		line := fmt.Sprintf("%d. %-18s ‹ %s ›", i+1, t.GameTitle(id), t.F("%d players", "%d Spieler", m.seats[i]))
		if i == m.cursor {
			b.WriteString(sel.Render("▶ "+line) + "\n")
			b.WriteString("     " + faint.Render(m.blurb(id)) + "\n")
		} else {
			b.WriteString("  " + line + "\n")
		}
	}
	b.WriteString("\n" + faint.Render(t.S("↑/↓ game · ←/→ number of players · enter play · q quit",
		"↑/↓ Spiel · ←/→ Anzahl der Spieler · Enter spielen · q beenden")) + "\n")
	if m.message != "" {
		b.WriteString("\n" + m.message + "\n")
	}
	v := tea.NewView(lipgloss.Place(m.width, m.height, lipgloss.Center, lipgloss.Center, b.String()))
	v.AltScreen = true
	return v
}
