package screen

import (
	"math/rand/v2"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/variant"
)

// hintMsg carries a finished hint back to the table: the move the hint
// player chose for the position of generation gen (ok false: no move),
// and whether it was an announcement question.
type hintMsg struct {
	gen  int
	mv   variant.Move
	ok   bool
	call bool
}

// hintTick turns the spinner while a hint is computed.
type hintTick struct{ gen int }

// spinner are the frames shown while a hint is computed.
var spinner = []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"}

// spinEvery is how often the spinner turns.
const spinEvery = 80 * time.Millisecond

// newHinter returns the hint's player: the fast player (player.NewFast),
// about a millisecond of processor time a decision, so that a hint is
// there at once.
func newHinter() player.GamePlayer { return player.NewFast() }

// startHint asks the hint player, on a copy of the game and away from the
// table's loop, what it would do in the user's place; the message line
// shows that it is thinking meanwhile. Keys pressed before it answers
// are kept and handled after the hint (hintDone).
func (m *tableModel) startHint() tea.Cmd {
	t := m.t
	v := m.view()
	if !m.offer && v.Turn == nil {
		m.message = t.S("Hint: it is not your turn; wait for the others.", "Tipp: du bist nicht dran; warte auf die anderen.")
		return nil
	}
	m.hintGen++
	m.hinting, m.spin = m.hintGen, 0
	m.message = m.thinkingText()
	g, seat, offer, gen := m.game().Clone(), t.Human, m.offer, m.hintGen
	hp := m.hinter()
	r := rand.New(rand.NewPCG(m.hintR.Uint64(), m.hintR.Uint64()))
	compute := func() tea.Msg {
		if offer {
			c, ok := hp.AnnounceIn(g, seat, r)
			mv := variant.DeclineMove(seat)
			if ok {
				mv = variant.AnnounceMove(seat, c)
			}
			return hintMsg{gen: gen, mv: mv, ok: true, call: true}
		}
		mv, err := hp.ChooseIn(g, seat, r)
		return hintMsg{gen: gen, mv: mv, ok: err == nil}
	}
	return tea.Batch(compute, m.tick(gen))
}

// tick turns the spinner of hint gen after spinEvery.
func (m *tableModel) tick(gen int) tea.Cmd {
	return tea.Tick(spinEvery, func(time.Time) tea.Msg { return hintTick{gen} })
}

// thinkingText is the message line while a hint is computed.
func (m *tableModel) thinkingText() string {
	return spinner[m.spin%len(spinner)] + " " + m.t.S("Hint: thinking…", "Tipp: wird überlegt…")
}

// spinHint turns the spinner while hint gen is being computed.
func (m *tableModel) spinHint(h hintTick) tea.Cmd {
	if h.gen != m.hinting || m.hinting == 0 {
		return nil
	}
	m.spin++
	m.message = m.thinkingText()
	return m.tick(h.gen)
}

// hintDone shows a finished hint with its reason (player.Explain), puts
// the cursor on its card and marks the cards of a pass or exchange, so
// that enter takes it; then it handles the keys pressed meanwhile, in
// their order.
func (m *tableModel) hintDone(h hintMsg) tea.Cmd {
	if h.gen != m.hinting || m.hinting == 0 {
		return nil
	}
	m.hinting = 0
	m.showHint(h)
	queued := m.queued
	m.queued = nil
	var cmds []tea.Cmd
	for i, k := range queued {
		if m.hinting != 0 {
			// A queued ? started another hint: the rest waits for it.
			m.queued = append(m.queued, queued[i:]...)
			break
		}
		cmds = append(cmds, m.key(k))
	}
	return tea.Batch(cmds...)
}

// showHint writes hint h on the message line.
func (m *tableModel) showHint(h hintMsg) {
	t := m.t
	if !h.ok {
		m.message = t.S("No hint now.", "Jetzt kein Tipp.")
		return
	}
	v := m.view()
	m.message = t.S("Hint: ", "Tipp: ") + player.Explain(v, h.mv).Text(t.Lang())
	if h.call {
		return
	}
	cs := m.choices(v)
	mv := h.mv
	for i, c := range cs {
		switch {
		case mv.Kind == variant.Play && c.button == nil && c.card == mv.Card,
			mv.Kind == variant.DrawAt && c.button == nil && c.pos == mv.Position,
			c.button != nil && c.button.Kind == mv.Kind && c.button.Call == mv.Call:
			m.cursor = i
		}
	}
	if mv.Kind == variant.Pass || mv.Kind == variant.Stock {
		m.marked = mv.Cards
	}
}
