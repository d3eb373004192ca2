package screen

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/help"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/variant"
)

// palette is the table's styles; without colour (NO_COLOR) only bold
// and faint remain, and the card borders tell legal from not.
type palette struct {
	red, black, dim, cursor, title, head, good, bad, note lipgloss.Style
}

func (m *tableModel) palette() palette {
	p := palette{
		red: lipgloss.NewStyle().Bold(true), black: lipgloss.NewStyle().Bold(true),
		dim: lipgloss.NewStyle().Faint(true), cursor: lipgloss.NewStyle().Bold(true),
		title: lipgloss.NewStyle().Bold(true), head: lipgloss.NewStyle().Underline(true),
		good: lipgloss.NewStyle().Bold(true), bad: lipgloss.NewStyle().Bold(true),
		note: lipgloss.NewStyle().Italic(true),
	}
	// The key help follows the colour choice too.
	m.help.Styles = help.DefaultDarkStyles()
	if !m.color {
		plain := lipgloss.NewStyle()
		m.help.Styles = help.Styles{Ellipsis: plain, ShortKey: plain.Bold(true), ShortDesc: plain, ShortSeparator: plain,
			FullKey: plain.Bold(true), FullDesc: plain, FullSeparator: plain}
	}
	if m.color {
		p.red = p.red.Foreground(lipgloss.Color("#ff5f5f"))
		p.black = p.black.Foreground(lipgloss.Color("#e8e8e8"))
		p.dim = p.dim.Foreground(lipgloss.Color("#707070"))
		p.cursor = p.cursor.Foreground(lipgloss.Color("#ffd75f"))
		p.title = p.title.Foreground(lipgloss.Color("#87d7ff"))
		p.good = p.good.Foreground(lipgloss.Color("#87d787"))
		p.bad = p.bad.Foreground(lipgloss.Color("#ff8787"))
		p.note = p.note.Foreground(lipgloss.Color("#d7afff"))
	}
	return p
}

// boxKind is how a card is drawn.
type boxKind uint8

const (
	boxLegal  boxKind = iota // a card that may be chosen now: solid border
	boxDimmed                // a card that may not be played now: dotted border, faint
	boxBack                  // a face-down card
	boxEmpty                 // a place in the trick still to be filled
)

// cardBox draws a card five columns wide and three rows high.
func (m *tableModel) cardBox(p palette, c card.Card, kind boxKind, dimmed, atCursor bool) [3]string {
	face := fmt.Sprintf("%3s", m.t.Card(c))
	style := p.black
	if c.IsRed() {
		style = p.red
	}
	if dimmed {
		style = p.dim
	}
	var top, side, bottom string
	switch kind {
	case boxDimmed, boxEmpty:
		top, side, bottom = "┌┄┄┄┐", "┆", "└┄┄┄┘"
	default:
		top, side, bottom = "╭───╮", "│", "╰───╯"
	}
	switch kind {
	case boxBack:
		face, style = "░░░", p.dim
	case boxEmpty:
		face = "   "
	}
	border := lipgloss.NewStyle()
	switch {
	case atCursor:
		border = p.cursor
	case dimmed || kind == boxEmpty || kind == boxBack:
		border = p.dim
	}
	return [3]string{border.Render(top), border.Render(side) + style.Render(face) + border.Render(side), border.Render(bottom)}
}

// openBox is a card box without its right edge: the card lies under the
// next one, as in a fanned hand.
func (m *tableModel) openBox(p palette, c card.Card, kind boxKind, dimmed, atCursor bool) [3]string {
	b := m.cardBox(p, c, kind, dimmed, atCursor)
	for r := range b {
		w := lipgloss.Width(b[r])
		b[r] = ansi.Truncate(b[r], w-1, "")
	}
	return b
}

// View draws the screen.
func (m *tableModel) View() tea.View {
	v := tea.NewView(m.render())
	v.AltScreen = true
	v.WindowTitle = m.t.TitleOf(m.game())
	return v
}

// render draws the screen as text: the table, the end of a deal, or the
// match sheet, with an overlay when one is open.
func (m *tableModel) render() string {
	p := m.palette()
	var lines []string
	switch m.overlay {
	case overlayHelp:
		return m.fit(m.box(p, m.helpText(p)))
	case overlayQuit:
		return m.fit(m.box(p, m.quitText(p)))
	}
	switch m.screen {
	case screenDealOver:
		lines = m.dealOverLines(p)
	case screenSheet:
		lines = strings.Split(m.sheetText(p, true, m.height), "\n")
	default:
		lines = m.tableLines(p)
	}
	return m.fit(strings.Join(lines, "\n"))
}

// fit cuts the screen to the window: no line wider, no more lines.
func (m *tableModel) fit(s string) string {
	lines := strings.Split(s, "\n")
	if len(lines) > m.height && m.height > 0 {
		// Drop blank lines first, then the bottom.
		var kept []string
		extra := len(lines) - m.height
		for _, l := range lines {
			if extra > 0 && strings.TrimSpace(l) == "" {
				extra--
				continue
			}
			kept = append(kept, l)
		}
		lines = kept
		if len(lines) > m.height {
			lines = lines[:m.height]
		}
	}
	for i, l := range lines {
		if lipgloss.Width(l) > m.width && m.width > 0 {
			lines[i] = truncate(l, m.width)
		}
	}
	return strings.Join(lines, "\n")
}

// truncate cuts a styled line to w columns.
func truncate(s string, w int) string {
	return lipgloss.NewStyle().MaxWidth(w).Render(s)
}

// box puts text in a rounded box in the middle of the screen.
func (m *tableModel) box(p palette, text string) string {
	b := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(0, 1).MaxWidth(m.width)
	if m.color {
		b = b.BorderForeground(lipgloss.Color("#87d7ff"))
	}
	return lipgloss.Place(m.width, m.height, lipgloss.Center, lipgloss.Center, b.Render(text))
}

// label is a heading of the table in its style, wrapped to the window
// (at most two lines, four in a narrow window).
func (m *tableModel) label(p palette, text string) string {
	lines := wrap(text, m.width)
	most := 2
	if m.width < 60 {
		most = 4 // a narrow window: the same words need more lines
	}
	if len(lines) > most {
		lines = lines[:most]
	}
	for i, l := range lines {
		lines[i] = p.title.Render(strings.TrimRight(l, " "))
	}
	return strings.Join(lines, "\n")
}

// wrap breaks text into lines of at most w columns.
func wrap(text string, w int) []string {
	if w < 20 {
		w = 20
	}
	return strings.Split(lipgloss.NewStyle().Width(w).Render(text), "\n")
}

// wrapIndent wraps text to width w less indent and indents every line
// by that many spaces.
func wrapIndent(text string, indent, w int) string {
	lines := wrap(text, w-indent)
	for i, l := range lines {
		lines[i] = strings.Repeat(" ", indent) + strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// tableLines draws the deal being played. The last trick (tab) is drawn
// in the place of the trick being played, and the match sheet (m) in the
// place of the seats and the trick: the title, the hand and the lines
// under it stay, so the table stays readable behind them.
func (m *tableModel) tableLines(p palette) []string {
	v := m.view()
	lines := strings.Split(m.titleLine(p, v), "\n")
	if m.overlay == overlaySheet {
		// The sheet with the last deal's explanation, above the hand;
		// the hand as text when its cards would push the sheet short,
		// and left out when even that does.
		back := p.note.Render(m.t.S("any key goes back · q quit", "eine beliebige Taste geht zurück · q beenden"))
		bottom := append(m.handLines(p, v, false), back)
		full := strings.Count(m.sheetText(p, false, 1000), "\n") + 1
		if len(lines)+full+len(bottom) > m.height {
			bottom = append(m.handLines(p, v, true), back)
		}
		if len(lines)+full+len(bottom) > m.height {
			bottom = []string{back} // a small window: the sheet alone
		}
		sheet := strings.Split(m.sheetText(p, false, m.height-len(lines)-len(bottom)), "\n")
		if len(lines)+len(sheet)+1+len(bottom) <= m.height {
			sheet = append(sheet, "") // a blank line before the hand
		}
		return append(append(lines, sheet...), bottom...)
	}
	lines = append(lines, m.seatLines(p, v)...)
	lines = append(lines, "")
	if m.overlay == overlayLast {
		lines = append(lines, m.lastTrickLines(p, v)...)
	} else {
		lines = append(lines, m.middleLines(p, v)...)
	}
	lines = append(lines, m.handLines(p, v, false)...)
	if b := m.buttonLine(p, v); b != "" {
		lines = append(lines, b)
	}
	if m.event != "" {
		lines = append(lines, wrap(m.event, m.width)...)
	}
	if m.message != "" {
		ml := wrap(m.message, m.width)
		if len(ml) > 3 {
			ml = ml[:3]
		}
		for _, l := range ml {
			lines = append(lines, p.note.Render(l))
		}
	}
	switch {
	case m.overlay == overlayLast:
		lines = append(lines, p.note.Render(m.t.S("any key goes back · q quit", "eine beliebige Taste geht zurück · q beenden")))
	case m.typing:
		lines = append(lines, m.input.View())
		if h := m.typedKeyHint(); h != "" {
			lines = append(lines, p.note.Render(h))
		}
	default:
		lines = append(lines, m.keyLine()...)
	}
	return lines
}

// keyLine is the line of keys under the table, wrapped to the window
// rather than cut.
func (m *tableModel) keyLine() []string {
	var parts []string
	for _, k := range m.keys.shortLine(m.t) {
		h := k.Help()
		parts = append(parts, m.help.Styles.ShortKey.Render(h.Key)+" "+m.help.Styles.ShortDesc.Render(h.Desc))
	}
	return joinWrapped(parts, m.help.Styles.ShortSeparator.Render(" • "), m.width)
}

// joinWrapped joins parts with sep into lines of at most w columns,
// breaking only between parts.
func joinWrapped(parts []string, sep string, w int) []string {
	var lines []string
	line := ""
	for _, part := range parts {
		switch {
		case line == "":
			line = part
		case w > 0 && lipgloss.Width(line+sep+part) > w:
			lines = append(lines, line)
			line = part
		default:
			line += sep + part
		}
	}
	return append(lines, line)
}

// typedKeyHint tells, while the input line holds only the letter of a
// command (q, s, h), what enter does with it.
func (m *tableModel) typedKeyHint() string {
	t := m.t
	switch m.input.Value() {
	case "q":
		return t.S("enter: quit (asks first) · or go on typing a card", "Enter: beenden (fragt vorher) · oder weiter eine Karte tippen")
	case "s":
		return t.S("enter: save the game · or go on typing a card", "Enter: Spiel speichern · oder weiter eine Karte tippen")
	case "h":
		return t.S("enter: help · or go on typing a card", "Enter: Hilfe · oder weiter eine Karte tippen")
	}
	return ""
}

// titleLine is the first line: the game, the deal and its dealer, and
// what this deal is about.
func (m *tableModel) titleLine(p palette, v variant.View) string {
	t := m.t
	g := m.game()
	deal := t.F("Deal %d", "Spiel %d", v.DealsPlayed+1)
	if words.TraitsOf(g).Draws {
		deal = t.F("Round %d", "Runde %d", v.DealsPlayed+1)
	}
	parts := []string{p.title.Render(t.TitleOf(g)), deal, t.F("dealer %s", "Geber %s", m.nameOf(v.Dealer))}
	if v.PassTo >= 0 && v.Phase == variant.PhasePass {
		parts = append(parts, t.F("pass 3 to %s", "3 an %s weitergeben", m.nameOf(v.PassTo)))
	} else if v.PassTo < 0 && games.WordsOf(games.Named(g.Name())).HoldRule != "" {
		parts = append(parts, t.S("no pass this deal", "diesmal kein Schieben"))
	}
	if games.WordsOf(games.Named(g.Name())).UnbrokenRule != "" && v.HeartsBroken {
		parts = append(parts, t.S("hearts broken", "Herz gefallen"))
	}
	if v.Pushes > 0 {
		parts = append(parts, t.F("pushed %s: scores ×%d", "%s geschoben: Punkte ×%d", t.Times(v.Pushes), m.pushFactor(v.Pushes)))
	}
	return strings.Join(joinWrapped(parts, " · ", m.width), "\n")
}

// where returns where seat x sits as seen from the user.
func (m *tableModel) where(x int) string {
	h, n, t := m.t.Human, m.game().Seats(), m.t
	switch {
	case x == h:
		return ""
	case x == (h+1)%n:
		return t.S("left", "links")
	case x == (h-1+n)%n:
		return t.S("right", "rechts")
	case n%2 == 0 && x == (h+n/2)%n:
		return t.S("across", "gegenüber")
	}
	return ""
}

// nameOf is a seat's name ("Bruno", "you").
func (m *tableModel) nameOf(x int) string {
	if x < 0 || x >= len(m.names) {
		return "–"
	}
	if x == m.t.Human {
		return m.t.S("you", "du")
	}
	return m.names[x]
}

// nameOfDat is nameOf after "of" (German "von", which takes the
// dative: "von dir").
func (m *tableModel) nameOfDat(x int) string {
	if x == m.t.Human && x >= 0 {
		return m.t.S("yours", "dir") // "the Jungfrau of yours"
	}
	return m.nameOf(x)
}

// pointsOf returns the penalty points of cards in this game.
func (m *tableModel) pointsOf(c card.Set) int {
	if tg, ok := m.game().(interface{ Values() variant.CardValues }); ok {
		tab := tg.Values().Table
		return tab.Points(c)
	}
	return 0
}

// seatLines is the list of seats: who acts, cards left, tricks and points
// this deal, match totals, and what is special about each seat.
func (m *tableModel) seatLines(p palette, v variant.View) []string {
	t := m.t
	g := m.game()
	om := words.TraitsOf(g).Draws
	// Narrow windows get a shorter name column (names without where
	// they sit) and figures in 6 columns, so that every column shows.
	nameW, numW := 18, 7
	narrow := m.width > 0 && m.width < 2+nameW+1+6+3*(1+numW)
	if narrow {
		nameW, numW = 10, 6
	}
	row := func(name, cards, tricks, pts, total string) string {
		return fmt.Sprintf("%-*s %6s %*s %*s %*s", nameW, truncRunes(name, nameW), truncRunes(cards, 6),
			numW, truncRunes(tricks, numW), numW, truncRunes(pts, numW), numW, truncRunes(total, numW))
	}
	hdr := "  " + row(t.S("Seat", "Platz"), t.S("Cards", "Karten"), t.S("Tricks", "Stiche"), t.S("Points", "Punkte"), t.S("Match", "Stand"))
	if om {
		hdr = "  " + row(t.S("Seat", "Platz"), t.S("Cards", "Karten"), t.S("Pairs", "Paare"), "", t.S("Lost", "Verloren"))
	}
	lines := []string{p.head.Render(hdr)}
	won := words.Taken(v.Tricks, v.Seats)
	for x := 0; x < v.Seats; x++ {
		name := m.names[x]
		if w := m.where(x); w != "" && !narrow {
			name += " (" + w + ")"
		}
		mark := "  "
		if x == v.ToAct && v.Phase != variant.PhasePass {
			mark = p.cursor.Render("▶ ")
		}
		cards, tricks, pts, total := "", "", "", ""
		if x < len(v.HandSizes) {
			cards = fmt.Sprint(v.HandSizes[x])
		}
		if x < len(v.Totals) {
			total = fmt.Sprint(v.Totals[x])
		}
		if om {
			if x < len(v.Laid) {
				tricks = fmt.Sprint(v.Laid[x].Len() / 2)
			}
		} else {
			if x < len(v.TricksWon) {
				tricks = fmt.Sprint(v.TricksWon[x])
			}
			pts = fmt.Sprint(m.pointsOf(won[x]))
		}
		line := row(name, cards, tricks, pts, total)
		if x == t.Human {
			line = p.title.Render(line)
		}
		lines = append(lines, mark+line+"  "+p.note.Render(m.seatNote(v, x)))
	}
	return lines
}

// truncRunes cuts s to n runes.
func truncRunes(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// seatNote says what is special about a seat now.
func (m *tableModel) seatNote(v variant.View, x int) string {
	t := m.t
	var notes []string
	if x == v.Dealer {
		notes = append(notes, t.S("dealer", "Geber"))
	}
	if slices.Contains(v.Out, x) {
		notes = append(notes, t.S("out", "ausgeschieden"))
	} else if len(v.Active) > 0 && !slices.Contains(v.Active, x) {
		notes = append(notes, t.S("sits out", "setzt aus"))
	}
	if v.Phase == variant.PhasePass && slices.Contains(v.HavePassed, x) {
		notes = append(notes, t.S("passed", "hat geschoben"))
	}
	if slices.Contains(v.NoTrick, x) {
		notes = append(notes, "Jungfrau!")
	}
	if v.Sweep == x {
		notes = append(notes, "Durchmarsch!")
	}
	if slices.Contains(v.Pushed, x) {
		notes = append(notes, t.S("pushed", "geschoben"))
	}
	if games.TraitsOf(games.Named(v.Game), v.Options).Draws && x < len(v.HandSizes) && v.HandSizes[x] == 0 && v.Phase == variant.PhaseDraw {
		notes = append(notes, t.S("safe", "raus"))
	}
	return strings.Join(notes, ", ")
}

// middleLines is the middle of the table: the trick in play order, the
// stock, the cards to draw from.
func (m *tableModel) middleLines(p palette, v variant.View) []string {
	t := m.t
	if m.hold != nil {
		tr := *m.hold
		won := card.Set(0)
		for _, c := range tr.Cards {
			won = won.Add(c)
		}
		label := t.F("Trick %d · %s takes it (%s) · any key goes on", "Stich %d · %s bekommt ihn (%s) · weiter mit einer Taste",
			m.holdNum, m.nameOf(tr.Winner), t.Points(m.pointsOf(won)))
		return append([]string{p.good.Render(label)}, m.trickRow(p, tr, v)...)
	}
	switch v.Phase {
	case variant.PhasePlay:
		label := t.F("Trick %d", "Stich %d", len(v.Tricks)+1)
		if len(v.Current.Cards) > 0 {
			label += " · " + t.F("led by %s", "ausgespielt von %s", m.nameOf(v.Current.Leader))
		} else if v.ToAct == t.Human {
			label += " · " + t.S("your lead", "du spielst aus")
		} else {
			label += " · " + t.F("%s leads", "%s spielt aus", m.nameOf(v.ToAct))
		}
		if ref := games.WordsOf(games.Named(v.Game)).UnbrokenRule; ref != "" && !v.HeartsBroken && len(v.Current.Cards) == 0 && len(v.Tricks) > 0 && v.ToAct == t.Human {
			label += t.F(" (no heart: not broken yet, %s)", " (kein Herz: noch nicht gefallen, %s)", ref)
		}
		if v.StockSize > 0 {
			label += " · " + t.F("stock: %s face down", "Stock: %s verdeckt", t.Count(v.StockSize))
		}
		return append([]string{m.label(p, label)}, m.trickRow(p, v.Current, v)...)
	case variant.PhasePass:
		label := t.F("You passed %s to %s. Waiting for the others…", "Du hast %s an %s weitergegeben. Warte auf die anderen…", t.Cards(v.Passed), m.nameOf(v.PassTo))
		if v.Turn != nil {
			label = t.F("Pass %d cards to %s: mark them with space, then enter.", "Gib %d Karten an %s weiter: mit der Leertaste markieren, dann Enter.", v.Turn.Count, m.nameOf(v.PassTo))
		}
		lines := strings.Split(m.label(p, label), "\n")
		return append(lines, make([]string, 5-len(lines))...)
	case variant.PhaseStock, variant.PhaseAnnounce:
		return m.stockLines(p, v)
	case variant.PhaseDraw:
		var laid int
		for _, l := range v.Laid {
			laid += l.Len() / 2
		}
		label := t.F("%d pairs laid down", "%d Paare abgelegt", laid)
		if v.Turn != nil {
			label = t.F("Draw a card from %s: choose one with ←/→ and press enter.", "Ziehe eine Karte von %s: wähle mit ←/→ und drücke Enter.", m.nameOf(v.Turn.From))
			return append([]string{m.label(p, label)}, m.backsRow(p, m.drawCount(v))...)
		}
		if v.ToAct >= 0 {
			label += " · " + t.F("%s draws", "%s zieht", capital(m.nameOf(v.ToAct)))
		}
		return []string{m.label(p, label), "", "", "", ""}
	}
	return []string{"", "", "", "", ""}
}

// stockLines is the middle of the table while the stock goes round or an
// announcement is asked for: what the user may do, or who is at the
// stock, above the stock's backs.
func (m *tableModel) stockLines(p palette, v variant.View) []string {
	t := m.t
	label := t.F("The stock: %s face down", "Der Stock: %s verdeckt", t.Count(v.StockSize))
	if v.Turn != nil {
		switch v.Turn.Kind {
		case variant.Take:
			label = t.F("The stock comes to you: take it up, or push it on unseen (every score of the deal doubles, %s).",
				"Der Stock kommt zu dir: aufnehmen, oder ungesehen weiterschieben (alle Punkte des Spiels verdoppeln sich, %s).", games.WordsOf(games.Named(v.Game)).PushRule)
		case variant.Stock:
			label = t.F("You took up %s (marked new). Mark %d cards to put back, then enter.", "Du hast %s aufgenommen (neu markiert). Markiere %d Karten zum Zurücklegen, dann Enter.", t.Cards(v.StockTaken), v.Turn.Count)
			if w := games.WordsOf(games.Named(v.Game)); w.KeptRule != "" {
				label += " " + capital(t.Text(w.Kept)) + " (" + w.KeptRule + ")."
			}
		case variant.Announce:
			label = t.S("Announce now, or not?", "Jetzt ansagen oder nicht?")
		}
	} else if v.ToAct >= 0 {
		label += " · " + t.F("%s is at the stock", "%s ist am Stock", m.nameOf(v.ToAct))
	}
	row := make([]string, 3)
	backs := v.StockSize
	if v.Turn != nil && v.Turn.Kind == variant.Stock {
		backs = 0 // the stock is in the user's hand now
	}
	for i := 0; i < backs && i < 6; i++ {
		b := m.cardBox(p, 0, boxBack, false, false)
		for r := range row {
			row[r] += b[r] + " "
		}
	}
	return append([]string{m.label(p, label)}, append(row, "")...)
}

// trickRow draws a trick in play order: each seat that plays it, from
// the leader, with its card or an empty place, and the names below.
func (m *tableModel) trickRow(p palette, tr variant.TrickRecord, v variant.View) []string {
	order := m.playOrder(tr, v)
	row := make([]string, 4)
	for i, x := range order {
		var b [3]string
		if i < len(tr.Cards) {
			b = m.cardBox(p, tr.Cards[i], boxLegal, false, false)
		} else {
			b = m.cardBox(p, 0, boxEmpty, false, false)
		}
		name := truncRunes(m.names[x], 7)
		if i == 0 {
			name = "▸" + truncRunes(m.names[x], 6)
		}
		for r := 0; r < 3; r++ {
			row[r] += b[r] + "    "
		}
		nm := fmt.Sprintf("%-9s", name)
		if tr.Winner == x {
			nm = p.good.Render(nm)
		}
		row[3] += nm
	}
	return row
}

// playOrder lists the seats that play trick tr, from its leader.
func (m *tableModel) playOrder(tr variant.TrickRecord, v variant.View) []int {
	active := v.Active
	if len(active) == 0 {
		for x := 0; x < v.Seats; x++ {
			if !slices.Contains(v.Out, x) {
				active = append(active, x)
			}
		}
	}
	leader := tr.Leader
	if len(tr.Seats) > 0 {
		leader = tr.Seats[0]
	} else if v.ToAct >= 0 {
		leader = v.ToAct
	}
	var order []int
	for i := 0; i < v.Seats; i++ {
		x := (leader + i) % v.Seats
		if slices.Contains(active, x) {
			order = append(order, x)
		}
	}
	return order
}

// backsRow draws k face-down cards to draw from, the one under the cursor
// raised and marked.
func (m *tableModel) backsRow(p palette, k int) []string {
	row := make([]string, 4)
	for i := 0; i < k; i++ {
		at := i == m.cursor
		b := m.cardBox(p, 0, boxBack, false, at)
		for r := 0; r < 3; r++ {
			row[r] += b[r]
		}
		if at {
			row[3] += p.cursor.Render(fmt.Sprintf(" ▲%-2d ", i+1))
		} else {
			row[3] += fmt.Sprintf("  %-2d ", i+1)
		}
	}
	return row
}

// sortedHand is a hand in the order it is shown: by suit, black and red
// alternating (clubs, diamonds, spades, hearts), low to high.
func sortedHand(h card.Set) []card.Card {
	var out []card.Card
	for _, u := range []card.Suit{card.Clubs, card.Diamonds, card.Spades, card.Hearts} {
		out = append(out, h.OfSuit(u).Cards()...)
	}
	if h.Has(card.Joker) {
		out = append(out, card.Joker)
	}
	return out
}

// handLines draws the user's hand: legal cards solid and bright, the
// others dotted and faint, the cards received double, the marked ones
// raised and the cursor marked below.
func (m *tableModel) handLines(p palette, v variant.View, compact bool) []string {
	hand := m.handShown(v)
	cards := sortedHand(hand)
	cs := m.choices(v)
	selectable := (v.Turn == nil && v.Phase == variant.PhasePlay) ||
		(v.Turn != nil && (v.Turn.Kind == variant.Play || v.Turn.Kind == variant.Pass || v.Turn.Kind == variant.Stock))
	if m.offer {
		selectable = false
	}
	legal := hand
	if v.Turn != nil && (v.Turn.Kind == variant.Play || v.Turn.Kind == variant.Pass || v.Turn.Kind == variant.Stock) {
		legal = v.Turn.Cards
	} else if v.Turn == nil && v.Phase == variant.PhasePlay {
		legal = 0 // not the user's turn: nothing may be played now
	}
	received := v.Received
	if v.Turn != nil && v.Turn.Kind == variant.Stock {
		received = v.StockTaken
	}
	label := m.t.F("Your hand (%s)", "Dein Blatt (%s)", m.t.Count(hand.Len()))
	if !received.IsEmpty() && v.Phase != variant.PhaseStock && v.ReceivedFrom >= 0 {
		label += " · " + m.t.F("new: received from %s", "neu: von %s bekommen", m.nameOf(v.ReceivedFrom))
	}
	if len(cards) == 0 {
		return []string{label, m.t.S("  (no cards)", "  (keine Karten)")}
	}
	// Whole boxes when they fit, else fanned (each card under the next,
	// one column less), else one line of text.
	suits := 0
	for i, c := range cards {
		if i == 0 || c.Suit() != cards[i-1].Suit() {
			suits++
		}
	}
	fanned := len(cards)*5+suits-1 > m.width
	if compact || fanned && len(cards)*4+2*suits-1 > m.width {
		return append([]string{label}, joinWrapped(m.compactHand(p, cards, legal, received, selectable), " ", m.width)...)
	}
	rows := make([]string, 5)
	for i, c := range cards {
		if i > 0 && c.Suit() != cards[i-1].Suit() {
			for r := range rows {
				rows[r] += " "
			}
		}
		kind := boxLegal
		dimmed := !legal.Has(c)
		if dimmed {
			kind = boxDimmed
		}
		at := selectable && i == m.cursor && i < len(cs)
		b := m.cardBox(p, c, kind, dimmed, at)
		if fanned && i+1 < len(cards) && cards[i+1].Suit() == c.Suit() {
			b = m.openBox(p, c, kind, dimmed, at)
		}
		w := lipgloss.Width(b[0])
		off := 1
		if m.marked.Has(c) {
			off = 0
		}
		for r := 0; r < 4; r++ {
			switch {
			case r >= off && r < off+3:
				rows[r] += b[r-off]
			default:
				rows[r] += strings.Repeat(" ", w)
			}
		}
		switch {
		case at:
			rows[4] += p.cursor.Render(centre("▲", w))
		case received.Has(c):
			rows[4] += p.note.Render(centre(m.t.S("new", "neu"), w))
		default:
			rows[4] += strings.Repeat(" ", w)
		}
	}
	return append([]string{label}, rows...)
}

// centre puts s in the middle of w columns.
func centre(s string, w int) string {
	n := lipgloss.Width(s)
	if n >= w {
		return s
	}
	left := (w - n) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", w-n-left)
}

// compactHand draws a hand too long for boxes as text, a card a part (to
// be wrapped): [ ] around the cursor, ^ before a marked card, * after a
// received one, faint for the cards that may not be played.
func (m *tableModel) compactHand(p palette, cards []card.Card, legal, received card.Set, selectable bool) []string {
	var parts []string
	for i, c := range cards {
		s := m.t.Card(c)
		st := p.black
		if c.IsRed() {
			st = p.red
		}
		if !legal.Has(c) {
			st = p.dim
			s = "(" + s + ")"
		}
		if received.Has(c) {
			s += "*"
		}
		if m.marked.Has(c) {
			s = "^" + s
		}
		if selectable && i == m.cursor {
			s = "[" + s + "]"
			st = p.cursor
		}
		parts = append(parts, st.Render(s))
	}
	return parts
}

// buttonLine draws the buttons on the row (take, push, announcements).
func (m *tableModel) buttonLine(p palette, v variant.View) string {
	cs := m.choices(v)
	var parts []string
	for i, c := range cs {
		if c.button == nil && !c.noCall {
			continue
		}
		if i == m.cursor {
			parts = append(parts, p.cursor.Render("▶ "+c.label+" ◀"))
		} else {
			parts = append(parts, "[ "+c.label+" ]")
		}
	}
	return strings.Join(parts, "  ")
}
