// Package screen is the full-screen card table of the terminal (Bubble
// Tea): the menu that chooses a game, then the table with the seats, the
// trick in the middle and the user's hand played by keys, its pop-ups
// (help, the last trick, the match sheet, "quit?") and the end of each
// deal with every seat's points explained. RunMenu and RunTable run it.
package screen

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/internal/botname"
	"github.com/blackqueen/rules/programs/play/internal/setup"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// screen is what the full-screen table shows.
type screen uint8

const (
	screenTable    screen = iota // the deal being played
	screenDealOver               // a deal has ended: every seat's points and why, the stock
	screenSheet                  // the match sheet, between deals and at the end
)

// overlay is a box shown over the table.
type overlay uint8

const (
	overlayNone overlay = iota
	overlayHelp
	overlayLast  // the last trick
	overlayQuit  // "quit? save first?"
	overlaySheet // the match sheet during a deal
)

// botStep and holdDone are the timers of the table: a built-in player's
// next card, and the end of the pause after a completed trick. gen tells
// a timer that the table has changed since it was set (an undo), so it is
// ignored.
type (
	botStep  struct{ gen int }
	holdDone struct{ gen int }
)

// Pace steps: + and - change the pace by paceStep, from 0 to
// setup.MaxPace.
const (
	minPace  = 0
	paceStep = 250 * time.Millisecond
)

// moment is a point of the announcement window at which the user is
// offered to announce: before the first lead (tricks 0) and after the
// first trick (tricks 1) of a deal (MAD-R17, SAU-A16).
type moment struct{ deal, tricks int }

// tableModel is the full-screen card table: a match between the user and
// the built-in players, played by keys.
type tableModel struct {
	t     words.Tr
	names []string
	keys  keyMap
	help  help.Model
	input textinput.Model
	cfg   setup.Config

	tl       *record.Timeline
	players  []player.Player          // nil at the user's seat
	r        *rand.Rand               // the built-in players' randomness
	hintR    *rand.Rand               // the hint's randomness
	hinter   func() player.GamePlayer // makes the hint's player (newHinter)
	savePath string

	width, height int
	color         bool
	pace          time.Duration // how long a built-in player's card takes; 0: at once
	holdFor       time.Duration // how long a completed trick stays; 0: not at all

	screen  screen
	overlay overlay
	typing  bool
	cursor  int
	marked  card.Set
	message string               // the message line: a refusal, a hint, what just happened
	event   string               // what the others just did
	hold    *variant.TrickRecord // a completed trick that stays on the table for a moment
	holdNum int                  // its number in the deal
	gen     int
	offered map[moment]bool
	offer   bool // the user is asked whether to announce out of turn
	// hinting is the number of the hint being computed (0: none), hintGen
	// the last number given, spin the spinner's frame, queued the keys
	// pressed while the hint is computed, handled after it.
	hinting, hintGen, spin int
	queued                 []tea.KeyPressMsg
	stopped                bool // the -deals limit is reached
	quit                   bool
}

// newTableModel seats the user at cfg.Seat and the Heuristic everywhere
// else, on the timeline tl.
func newTableModel(t words.Tr, tl *record.Timeline, cfg setup.Config) *tableModel {
	g := tl.Game()
	m := &tableModel{
		t: t, cfg: cfg, tl: tl,
		names:   seatNames(t, g.Seats()),
		keys:    newKeyMap(t),
		help:    help.New(),
		input:   textinput.New(),
		r:       rand.New(rand.NewPCG(cfg.Seed, 0x5eed)),
		hintR:   rand.New(rand.NewPCG(cfg.Seed, 0x41a7)),
		hinter:  newHinter,
		width:   80,
		height:  24,
		color:   os.Getenv("NO_COLOR") == "",
		pace:    cfg.Pace,
		holdFor: holdTime(cfg.Pace),
		offered: map[moment]bool{},
	}
	m.savePath = cfg.Save
	if m.savePath == "" {
		m.savePath = cfg.Resume
	}
	if m.savePath == "" {
		m.savePath = fmt.Sprintf("blackqueen-%s-%d.json", games.Named(g.Name()), cfg.Seed)
	}
	m.input.Prompt = t.S("Card: ", "Karte: ")
	m.input.Placeholder = t.S("QS, 10h, q♠ or queen of spades", "DS, 10h, Pik Dame oder Herz 10")
	m.input.CharLimit = 60
	m.players = make([]player.Player, g.Seats())
	for i := range m.players {
		if i != t.Human {
			m.players[i] = player.Heuristic{}
		}
	}
	return m
}

// holdTime is how long a completed trick stays on the table at a pace.
func holdTime(pace time.Duration) time.Duration {
	if pace == 0 {
		return 0
	}
	return max(1500*time.Millisecond, 3*pace)
}

// seatNames names every seat: "You" for the user, a name for each
// built-in player.
func seatNames(t words.Tr, n int) []string {
	out := make([]string, n)
	k := 0
	for s := 0; s < n; s++ {
		if s == t.Human {
			out[s] = t.S("You", "Du")
			continue
		}
		out[s] = botname.Of(k)
		k++
	}
	return out
}

// game is the game being played.
func (m *tableModel) game() variant.Game { return m.tl.Game() }

// view is the user's view of the game now.
func (m *tableModel) view() variant.View {
	v, _ := m.game().View(m.t.Human)
	return v
}

// Init starts the match: the first deal, unless a resumed record stands
// in the middle of one.
func (m *tableModel) Init() tea.Cmd {
	if m.tl.Now().Deal < 0 {
		if err := m.deal(); err != nil {
			m.message = err.Error()
			return nil
		}
	} else if p := m.game().Phase(); p == variant.PhaseDeal || p == variant.PhaseDealOver || p == variant.PhaseMatchOver {
		m.screen = screenSheet
		return nil
	}
	return m.next()
}

// deal starts the next deal.
func (m *tableModel) deal() error {
	if err := m.tl.Deal(nil); err != nil {
		return fmt.Errorf("%s %s", m.t.S("Cannot deal:", "Es kann nicht gegeben werden:"), words.Message(m.t, err))
	}
	m.screen, m.marked, m.cursor, m.hold, m.event = screenTable, 0, 0, nil, ""
	m.message = m.dealIntro()
	if p := m.game().Phase(); p == variant.PhaseDealOver || p == variant.PhaseMatchOver {
		m.screen = screenDealOver
	}
	return nil
}

// Update handles a key, a timer or a new window size.
func (m *tableModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.SetWidth(msg.Width)
		return m, nil
	case botStep:
		if msg.gen != m.gen || m.hold != nil || m.screen != screenTable {
			return m, nil
		}
		return m, m.botMove()
	case holdDone:
		if msg.gen != m.gen || m.hold == nil {
			return m, nil
		}
		return m, m.release()
	case tea.InterruptMsg:
		m.overlay = overlayQuit
		return m, nil
	case hintMsg:
		return m, m.hintDone(msg)
	case hintTick:
		return m, m.spinHint(msg)
	case tea.KeyPressMsg:
		if m.hinting != 0 && msg.String() != "ctrl+c" {
			// No key is lost while a hint is computed: it waits for it.
			m.queued = append(m.queued, msg)
			return m, nil
		}
		return m, m.key(msg)
	}
	return m, nil
}

// key handles a key press.
func (m *tableModel) key(k tea.KeyPressMsg) tea.Cmd {
	if k.String() == "ctrl+c" && m.overlay == overlayQuit {
		// A second Ctrl-C leaves at once, but saves first: no key loses
		// a game.
		m.save()
		m.quit = true
		return tea.Quit
	}
	switch m.overlay {
	case overlayQuit:
		return m.quitKey(k)
	case overlayHelp, overlayLast, overlaySheet:
		if key.Matches(k, m.keys.Leave) {
			m.overlay = overlayQuit
		} else {
			m.overlay = overlayNone
		}
		return nil
	}
	if m.typing {
		return m.typeKey(k)
	}
	if cmd, ok := m.commandKey(k); ok {
		return cmd
	}
	switch m.screen {
	case screenDealOver:
		if key.Matches(k, m.keys.Enter, m.keys.Mark, m.keys.Back) {
			m.screen = screenSheet
		}
		return nil
	case screenSheet:
		if key.Matches(k, m.keys.Enter, m.keys.Mark) {
			return m.nextDeal()
		}
		return nil
	}
	if m.hold != nil {
		// Any other key takes the completed trick off the table; a
		// letter or digit also begins the input line, so that a card
		// typed at once keeps its first key.
		cmd := m.release()
		if t := typedText(k); t != "" && m.screen == screenTable && m.overlay == overlayNone {
			m.startTyping(t)
		}
		return cmd
	}
	return m.turnKey(k)
}

// commandKey handles the keys that do the same on every screen (quit,
// help, save, pace, undo, the score sheet) and reports whether k was one.
func (m *tableModel) commandKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	// On the table q and s open the input line (they begin card names);
	// elsewhere nothing is typed and they quit and save at once.
	nothingTyped := m.screen != screenTable
	switch {
	case key.Matches(k, m.keys.Quit), nothingTyped && key.Matches(k, m.keys.Leave):
		m.overlay = overlayQuit
		return nil, true
	case key.Matches(k, m.keys.Help):
		m.overlay = overlayHelp
		return nil, true
	case key.Matches(k, m.keys.Save), nothingTyped && key.Matches(k, m.keys.SaveQuit):
		m.save()
		return nil, true
	case key.Matches(k, m.keys.Faster), key.Matches(k, m.keys.Slower):
		m.changePace(key.Matches(k, m.keys.Faster))
		return nil, true
	case key.Matches(k, m.keys.Undo):
		return m.undo(), true
	case key.Matches(k, m.keys.Sheet):
		if m.screen == screenTable {
			m.overlay = overlaySheet
		}
		return nil, true
	}
	return nil, false
}

// turnKey handles a key on the table while nothing is held: the last
// trick, a hint, moving along the hand, marking, choosing and typing.
func (m *tableModel) turnKey(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, m.keys.Last):
		m.overlay = overlayLast
	case key.Matches(k, m.keys.Hint):
		return m.startHint()
	case key.Matches(k, m.keys.Left):
		m.move(-1)
	case key.Matches(k, m.keys.Right):
		m.move(+1)
	case key.Matches(k, m.keys.Mark):
		m.mark()
	case key.Matches(k, m.keys.Enter):
		return m.choose()
	case key.Matches(k, m.keys.Type):
		m.startTyping("")
	case key.Matches(k, m.keys.Back):
		m.marked = 0
		m.message = ""
	default:
		// Every other key that types something starts the input line:
		// capitals ("Herz 10", "QS"), digits, and the letters that begin
		// a card name or a typed word, q, s, h and l among them. The
		// letters that are keys here (u, m, i) begin none.
		if t := typedText(k); t != "" {
			m.startTyping(t)
		}
	}
	return nil
}

// typedText is the text a key types, or "" for a key that types nothing
// (an arrow, a key with Ctrl or Alt).
func typedText(k tea.KeyPressMsg) string {
	if k.Key().Mod&^tea.ModShift != 0 {
		return ""
	}
	return k.Key().Text
}

// quitKey answers the quit question: s saves and quits, y quits without
// saving, anything else goes back to the game.
func (m *tableModel) quitKey(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, m.keys.SaveQuit):
		if m.save() {
			m.quit = true
			return tea.Quit
		}
		m.overlay = overlayNone
	case key.Matches(k, m.keys.Yes):
		m.quit = true
		return tea.Quit
	default:
		m.overlay = overlayNone
	}
	return nil
}

// startTyping opens the input line with the text typed so far.
func (m *tableModel) startTyping(s string) {
	m.typing = true
	m.input.Reset()
	m.input.SetValue(s)
	m.input.CursorEnd()
	m.input.Focus()
}

// typeKey edits the input line; enter reads it, esc closes it.
func (m *tableModel) typeKey(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, m.keys.Back):
		m.typing = false
		return nil
	case key.Matches(k, m.keys.Enter):
		m.typing = false
		return m.typed(m.input.Value())
	}
	m.input, _ = m.input.Update(k)
	return nil
}

// typed carries out a typed line: a command or cards.
func (m *tableModel) typed(line string) tea.Cmd {
	t := m.t
	word := strings.ToLower(strings.TrimSpace(line))
	if word == "" {
		return nil
	}
	v := m.view()
	if word == "s" || word == "save" || word == "speichern" {
		m.save()
		return nil
	}
	switch words.CommandOf(word) {
	case words.CmdHelp:
		m.overlay = overlayHelp
		return nil
	case words.CmdQuit:
		m.overlay = overlayQuit
		return nil
	case words.CmdScore:
		m.overlay = overlaySheet
		return nil
	case words.CmdLast:
		m.overlay = overlayLast
		return nil
	case words.CmdHand:
		return nil
	case words.CmdJungfrau:
		return m.userMove(variant.AnnounceMove(t.Human, variant.NoTrickCall))
	case words.CmdDurchmarsch:
		return m.userMove(variant.AnnounceMove(t.Human, variant.SweepCall))
	case words.CmdPush:
		return m.userMove(variant.PushMove(t.Human))
	case words.CmdTake:
		if v.Turn != nil && v.Turn.Kind == variant.Take {
			return m.userMove(variant.TakeMove(t.Human))
		}
	case words.CmdNo:
		if m.offer {
			m.offer = false
			return m.next()
		}
		if v.Turn != nil && v.Turn.Kind == variant.Announce {
			return m.userMove(variant.DeclineMove(t.Human))
		}
	}
	if v.Turn == nil {
		m.message = t.S("It is not your turn.", "Du bist nicht dran.")
		return nil
	}
	if v.Turn.Kind == variant.Draw {
		var n int
		if _, err := fmt.Sscan(word, &n); err != nil || n < 1 || n > m.drawCount(v) {
			m.message = t.F("Type a number from 1 to %d, or choose a card with ←/→ and enter.", "Gib eine Zahl von 1 bis %d ein, oder wähle eine Karte mit ←/→ und Enter.", m.drawCount(v))
			return nil
		}
		return m.userMove(variant.DrawAtMove(t.Human, n-1))
	}
	set, list, bad := words.ParseCards(line)
	if bad != "" {
		m.message = t.F("I do not understand %q. Type a card such as QS, 10h, q♠ or Pik Dame.", "Das verstehe ich nicht: %q. Gib eine Karte wie DS, 10h, q♠ oder Pik Dame ein.", bad)
		return nil
	}
	switch v.Turn.Kind {
	case variant.Play:
		if len(list) != 1 {
			m.message = t.S("Play one card.", "Spiele eine Karte.")
			return nil
		}
		return m.userMove(variant.PlayMove(t.Human, list[0]))
	case variant.Pass, variant.Stock:
		if m.marked.IsEmpty() && len(list) == v.Turn.Count {
			// The whole pass or exchange typed at once ("2C 3C 4C").
			return m.userMove(exchangeMove(v, set))
		}
		m.markTyped(v, list)
		return nil
	}
	m.message = t.S("Choose with ←/→ and enter.", "Wähle mit ←/→ und Enter.")
	return nil
}

// exchangeMove is the user's pass or stock move of the cards of set.
func exchangeMove(v variant.View, set card.Set) variant.Move {
	if v.Turn.Kind == variant.Pass {
		return variant.PassMove(v.Seat, set)
	}
	return variant.StockMove(v.Seat, set)
}

// markTyped marks or unmarks each typed card for the pass or the stock,
// as space does on the row; enter then confirms the marked cards. A card
// that may not be chosen is refused with the rule that forbids it and
// not marked.
func (m *tableModel) markTyped(v variant.View, list []card.Card) {
	t := m.t
	for _, c := range list {
		switch {
		case m.marked.Has(c):
			m.marked = m.marked.Remove(c)
		case !v.Turn.Cards.Has(c):
			m.message = m.whyNot(v, c)
			return
		case m.marked.Len() >= v.Turn.Count:
			m.message = t.F("You have marked %d cards already; unmark one first.", "Du hast schon %d Karten markiert; nimm zuerst eine zurück.", v.Turn.Count)
			return
		default:
			m.marked = m.marked.Add(c)
		}
	}
	m.message = t.F("%d of %d marked.", "%d von %d markiert.", m.marked.Len(), v.Turn.Count)
	if m.marked.Len() == v.Turn.Count {
		m.message += " " + t.S("Enter confirms them.", "Enter bestätigt sie.")
	}
}

// whyNot is the refusal of card c for the pass or the stock: the rule
// that forbids it, found by trying on a copy of the game a choice of the
// full count with c in it (the count's own rule would hide it).
func (m *tableModel) whyNot(v variant.View, c card.Card) string {
	try := v.Turn.Must.Add(c)
	for o := range v.Turn.Cards.All() {
		if try.Len() >= v.Turn.Count {
			break
		}
		try = try.Add(o)
	}
	if err := m.game().Clone().Apply(exchangeMove(v, try)); err != nil {
		return m.refusal(err)
	}
	return m.t.F("You may not choose %s now.", "%s darfst du jetzt nicht wählen.", m.t.Card(c))
}

// choice is one thing the user may pick with the cursor: a card of the
// hand, a face-down card to draw, or a button (take, push, an
// announcement, "no").
type choice struct {
	card   card.Card
	pos    int // the position of a face-down card to draw, or -1
	button *variant.Move
	label  string
	noCall bool // the "no announcement" button of an out-of-turn offer
}

// choices lists what the cursor moves over now, left to right.
func (m *tableModel) choices(v variant.View) []choice {
	var cs []choice
	hand := m.handShown(v)
	cards := func() {
		for _, c := range sortedHand(hand) {
			cs = append(cs, choice{card: c, pos: -1})
		}
	}
	button := func(mv variant.Move, label string) {
		cs = append(cs, choice{button: &mv, label: label, pos: -1})
	}
	calls := func() {
		for _, a := range v.Announce {
			button(a, m.t.F("Announce %s", "%s ansagen", m.t.Call(a.Call)))
		}
	}
	if m.offer {
		calls()
		cs = append(cs, choice{noCall: true, pos: -1, label: m.t.S("No, go on", "Nein, weiter")})
		return cs
	}
	if v.Turn == nil {
		cards()
		return cs
	}
	switch v.Turn.Kind {
	case variant.Play, variant.Pass, variant.Stock:
		cards()
		calls()
	case variant.Take:
		button(variant.TakeMove(v.Seat), m.t.S("Take the stock", "Stock aufnehmen"))
		if v.Turn.CanPush {
			button(variant.PushMove(v.Seat), m.t.S("Push it on (Schiebe!)", "Weiterschieben (Schiebe!)"))
		}
		calls()
	case variant.Draw:
		for i := 0; i < m.drawCount(v); i++ {
			cs = append(cs, choice{pos: i})
		}
	case variant.Announce:
		calls()
		button(variant.DeclineMove(v.Seat), m.t.S("No announcement", "Keine Ansage"))
	}
	return cs
}

// handShown is the hand the user sees: with the stock just taken up during
// the user's stock turn (MAD-R5, SAU-O5).
func (m *tableModel) handShown(v variant.View) card.Set {
	if v.Turn != nil && v.Turn.Kind == variant.Stock {
		return v.Hand | v.StockTaken
	}
	return v.Hand
}

// drawCount is how many face-down cards the user may draw from.
func (m *tableModel) drawCount(v variant.View) int {
	if v.Turn == nil || v.Turn.From < 0 || v.Turn.From >= len(v.HandSizes) {
		return 0
	}
	return v.HandSizes[v.Turn.From]
}

// move moves the cursor by d, staying on the row.
func (m *tableModel) move(d int) {
	cs := m.choices(m.view())
	if len(cs) == 0 {
		return
	}
	m.cursor = ((m.cursor+d)%len(cs) + len(cs)) % len(cs)
}

// clampCursor keeps the cursor on the row after it changed.
func (m *tableModel) clampCursor(v variant.View) {
	n := len(m.choices(v))
	if m.cursor >= n {
		m.cursor = max(0, n-1)
	}
}

// cursorToLegal keeps the cursor on the row and, at the user's turn to
// play, moves it off a card that may not be played to the first that may.
func (m *tableModel) cursorToLegal(v variant.View) {
	m.clampCursor(v)
	if v.Turn != nil && v.Turn.Kind == variant.Announce && !m.offer {
		m.cursor = len(m.choices(v)) - 1 // "no announcement"
		return
	}
	if v.Turn == nil || v.Turn.Kind != variant.Play || m.offer {
		return
	}
	cs := m.choices(v)
	if m.cursor < len(cs) && cs[m.cursor].button == nil && v.Turn.Cards.Has(cs[m.cursor].card) {
		return
	}
	for i, c := range cs {
		if c.button == nil && v.Turn.Cards.Has(c.card) {
			m.cursor = i
			return
		}
	}
}

// mark marks or unmarks the card under the cursor for a pass or a stock
// exchange.
func (m *tableModel) mark() {
	v := m.view()
	if v.Turn == nil || (v.Turn.Kind != variant.Pass && v.Turn.Kind != variant.Stock) {
		m.message = m.t.S("Space marks cards when you pass or put back cards; play a card with enter.",
			"Mit der Leertaste markierst du Karten zum Weitergeben oder Zurücklegen; spiele eine Karte mit Enter.")
		return
	}
	cs := m.choices(v)
	if m.cursor >= len(cs) || cs[m.cursor].button != nil {
		return
	}
	c := cs[m.cursor].card
	if m.marked.Has(c) {
		m.marked = m.marked.Remove(c)
	} else if m.marked.Len() < v.Turn.Count {
		m.marked = m.marked.Add(c)
	} else {
		m.message = m.t.F("You have marked %d cards already; unmark one first (space).", "Du hast schon %d Karten markiert; nimm zuerst eine zurück (Leertaste).", v.Turn.Count)
		return
	}
	m.message = m.t.F("%d of %d marked.", "%d von %d markiert.", m.marked.Len(), v.Turn.Count)
}

// choose carries out what is under the cursor (enter).
func (m *tableModel) choose() tea.Cmd {
	v := m.view()
	cs := m.choices(v)
	if m.offer {
		if m.cursor < len(cs) && !cs[m.cursor].noCall && cs[m.cursor].button != nil {
			m.offer = false
			return m.userMove(*cs[m.cursor].button)
		}
		m.offer = false
		return m.next()
	}
	if v.Turn == nil {
		m.message = m.t.F("Wait for %s.", "Warte auf %s.", m.nameOf(v.ToAct))
		return nil
	}
	if m.cursor >= len(cs) {
		return nil
	}
	c := cs[m.cursor]
	if c.button != nil {
		return m.userMove(*c.button)
	}
	switch v.Turn.Kind {
	case variant.Play:
		return m.userMove(variant.PlayMove(v.Seat, c.card))
	case variant.Draw:
		return m.userMove(variant.DrawAtMove(v.Seat, c.pos))
	case variant.Pass, variant.Stock:
		if m.marked.Len() != v.Turn.Count {
			m.message = m.t.F("Mark %d cards with space first (%d marked), then press enter.", "Markiere zuerst %d Karten mit der Leertaste (%d markiert), dann Enter.", v.Turn.Count, m.marked.Len())
			return nil
		}
		if v.Turn.Kind == variant.Pass {
			return m.userMove(variant.PassMove(v.Seat, m.marked))
		}
		return m.userMove(variant.StockMove(v.Seat, m.marked))
	}
	return nil
}

// userMove applies the user's move, or shows why the rules refuse it.
func (m *tableModel) userMove(mv variant.Move) tea.Cmd {
	before := m.view()
	if err := m.tl.Apply(mv); err != nil {
		m.message = m.refusal(err)
		return nil
	}
	m.marked = 0
	m.message = ""
	m.narrate(mv, before, m.view())
	return m.afterMove(before, mv)
}

// refusal is the message line for a refused move: the rule's ID and
// title, and what the referee says, in the user's language.
func (m *tableModel) refusal(err error) string {
	t := m.t
	var v *rule.Violation
	if errors.As(err, &v) {
		return fmt.Sprintf("%s %s: %s", t.S("Not allowed –", "Nicht erlaubt –"), ruleName(t, v), t.Refusal(err, m.nameOf))
	}
	return t.S("Not allowed: ", "Nicht erlaubt: ") + words.Message(t, err)
}

// afterMove looks at what the move did: a trick completed stays on the
// table for a moment, an ended deal shows its scores; otherwise the game
// goes on.
func (m *tableModel) afterMove(before variant.View, mv variant.Move) tea.Cmd {
	g := m.game()
	over := g.Phase() == variant.PhaseDealOver || g.Phase() == variant.PhaseMatchOver
	var done *variant.TrickRecord
	if after := m.view(); len(after.Tricks) > len(before.Tricks) {
		done = &after.Tricks[len(after.Tricks)-1]
		m.holdNum = len(after.Tricks)
	} else if res, ok := g.Result(); over && ok && mv.Kind == variant.Play && len(res.Tricks) > 0 {
		// The last trick of the deal: it stays too before the scores.
		done = &res.Tricks[len(res.Tricks)-1]
		m.holdNum = len(res.Tricks)
	}
	if done != nil && m.holdFor > 0 {
		m.hold = done
		m.gen++
		gen := m.gen
		return tea.Tick(m.holdFor, func(time.Time) tea.Msg { return holdDone{gen} })
	}
	if over {
		m.dealOver()
		return nil
	}
	return m.next()
}

// release takes a completed trick off the table: the scores when it was
// the deal's last, else the game goes on.
func (m *tableModel) release() tea.Cmd {
	m.hold = nil
	m.gen++
	if p := m.game().Phase(); p == variant.PhaseDealOver || p == variant.PhaseMatchOver {
		m.dealOver()
		return nil
	}
	return m.next()
}

// dealOver shows the end of the deal, and saves with -save.
func (m *tableModel) dealOver() {
	m.hold = nil
	m.screen = screenDealOver
	m.autosave()
}

// next lets the built-in players move until the user has something to
// decide: at once without a pace, else one card per tick.
func (m *tableModel) next() tea.Cmd {
	m.cursorToLegal(m.view())
	if !m.botsToMove() {
		return nil
	}
	if m.pace == 0 || m.game().Phase() == variant.PhasePass {
		// The others' passes show nothing to wait for.
		return m.botMove()
	}
	m.gen++
	gen := m.gen
	return tea.Tick(m.pace, func(time.Time) tea.Msg { return botStep{gen} })
}

// botsToMove reports whether a built-in player moves next, and asks the
// user about an out-of-turn announcement at the moments the window offers
// one (MAD-R17, SAU-A16).
func (m *tableModel) botsToMove() bool {
	g := m.game()
	if m.screen != screenTable || m.offer {
		return false
	}
	if p := g.Phase(); p == variant.PhaseDeal || p == variant.PhaseDealOver || p == variant.PhaseMatchOver {
		return false
	}
	v := m.view()
	if v.Turn != nil {
		return false
	}
	if len(v.Announce) > 0 && len(v.Current.Cards) == 0 && len(v.Tricks) <= 1 && v.Phase == variant.PhasePlay {
		k := moment{deal: m.tl.Now().Deal, tricks: len(v.Tricks)}
		if !m.offered[k] {
			m.offered[k] = true
			m.offer = true
			m.cursor = len(m.choices(v)) - 1 // "no": an announcement is never made by a stray enter
			m.message = m.t.S("You may announce now, before the next card is played.", "Du kannst jetzt ansagen, bevor die nächste Karte fällt.")
			return false
		}
	}
	return true
}

// botMove applies the next move of a built-in player and goes on.
func (m *tableModel) botMove() tea.Cmd {
	g := m.game()
	mv, err := m.nextBotMove(g)
	if err != nil {
		m.message = m.t.S("Internal error: ", "Interner Fehler: ") + words.Message(m.t, err)
		return nil
	}
	before := m.view()
	if err := m.tl.Apply(mv); err != nil {
		m.message = m.t.F("Internal error: %v was refused: %s", "Interner Fehler: %v wurde abgelehnt: %s", mv, words.Message(m.t, err))
		return nil
	}
	m.narrate(mv, before, m.view())
	return m.afterMove(before, mv)
}

// nextBotMove is player.Next for the built-in seats only: an out-of-turn
// announcement one of them wants, else the move of the seat to act.
func (m *tableModel) nextBotMove(g variant.Game) (variant.Move, error) {
	for s, p := range m.players {
		a, ok := p.(player.Announcer)
		if !ok {
			continue
		}
		v, err := g.View(s)
		if err != nil || len(v.Announce) == 0 {
			continue
		}
		if c, ok := a.Announce(v, m.r); ok {
			for _, am := range v.Announce {
				if am.Call == c {
					return am, nil
				}
			}
		}
	}
	t := g.Turn()
	if t.Seat < 0 || t.Seat == m.t.Human {
		return variant.Move{}, player.ErrNoTurn
	}
	v, err := g.View(t.Seat)
	if err != nil {
		return variant.Move{}, err
	}
	return m.players[t.Seat].Choose(v, m.r)
}

// nextDeal leaves the match sheet: the next deal, or the end of the match.
func (m *tableModel) nextDeal() tea.Cmd {
	g := m.game()
	if g.Over() || m.stopped {
		m.overlay = overlayQuit
		return nil
	}
	if m.cfg.Deals > 0 && m.tl.Now().Deal+1 >= m.cfg.Deals {
		m.stopped = true
		m.overlay = overlayQuit
		return nil
	}
	if err := m.deal(); err != nil {
		m.message = err.Error()
		return nil
	}
	return m.next()
}

// undo takes back the user's last move and every move of the built-in
// players since (a game against the built-in players only). The game is
// rewound: the record keeps no move that was taken back.
func (m *tableModel) undo() tea.Cmd {
	t := m.t
	for d := m.tl.Deals() - 1; d >= 0; d-- {
		moves := m.tl.Moves(d)
		for i := len(moves) - 1; i >= 0; i-- {
			if moves[i].Seat != t.Human {
				continue
			}
			if err := m.tl.Rewind(record.Point{Deal: d, Moves: i}); err != nil {
				m.message = t.S("Cannot undo: ", "Rücknahme nicht möglich: ") + err.Error()
				return nil
			}
			m.gen++
			m.hold, m.overlay, m.offer, m.typing, m.marked = nil, overlayNone, false, false, 0
			m.screen = screenTable
			m.stopped = false
			m.offered = map[moment]bool{}
			m.event = ""
			m.message = t.F("Taken back: your %s and what followed.", "Zurückgenommen: dein Zug %s und alles danach.", m.moveText(moves[i]))
			m.clampCursor(m.view())
			return m.next()
		}
	}
	m.message = t.S("There is no move of yours to take back.", "Es gibt keinen Zug von dir, den du zurücknehmen kannst.")
	return nil
}

// changePace makes the built-in players faster or slower.
func (m *tableModel) changePace(faster bool) {
	if faster {
		m.pace = max(minPace, m.pace-paceStep)
	} else {
		m.pace = min(setup.MaxPace, m.pace+paceStep)
	}
	m.holdFor = holdTime(m.pace)
	m.message = m.t.F("Pace: %v per card.", "Tempo: %v pro Karte.", m.pace)
}

// save writes the record of the game so far; it reports whether it
// could.
func (m *tableModel) save() bool {
	t := m.t
	if err := setup.WriteRecord(m.tl, m.savePath); err != nil {
		m.message = words.Message(t, err) // the file and why, in the chosen language
		return false
	}
	m.message = t.F("Saved to %s (continue with -resume %s).", "Gespeichert in %s (weiter mit -resume %s).", m.savePath, m.savePath)
	return true
}

// autosave saves at the end of each deal when -save names a file.
func (m *tableModel) autosave() {
	if m.cfg.Save != "" {
		m.save()
	}
}
