package screen

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// ruleTitles are the short titles of the rules a move can break, in
// English and German.
var ruleTitles = map[rule.ID][2]string{
	rule.NotYourTurn:       {"Not your turn", "Nicht an der Reihe"},
	rule.WrongPhase:        {"Not now", "Jetzt nicht"},
	rule.DealOver:          {"The deal is over", "Das Spiel ist vorbei"},
	rule.CardNotHeld:       {"Card not held", "Karte nicht im Blatt"},
	rule.FollowSuit:        {"Follow suit", "Farbe bedienen"},
	rule.PassCount:         {"Pass three cards", "Drei Karten weitergeben"},
	rule.StockCount:        {"Put back two cards", "Zwei Karten zurücklegen"},
	rule.StockUnchanged:    {"Change the stock", "Den Stock verändern"},
	rule.NotPassable:       {"Card not allowed in the stock", "Karte darf nicht in den Stock"},
	rule.AnnounceWindow:    {"Too late to announce", "Zu spät für eine Ansage"},
	rule.AnnounceConflict:  {"Announcement not possible", "Ansage nicht möglich"},
	rule.OptionOff:         {"Not played at this table", "An diesem Tisch nicht gespielt"},
	rule.HeartsNotBroken:   {"Hearts not broken", "Herz noch nicht gefallen"},
	rule.FirstTrickPenalty: {"No points on the first trick", "Keine Punkte im ersten Stich"},
	rule.OpeningLead:       {"Opening lead", "Erstes Ausspiel"},
	rule.BadSeat:           {"No such seat", "Diesen Platz gibt es nicht"},
}

// ruleName is a violation's rule as the message line cites it: the rule
// ID and its title from the rule catalogue ("SH-R6 Hearts not broken"),
// or, for a violation without one, the kind of fault.
func ruleName(t words.Tr, v *rule.Violation) string {
	for _, ref := range strings.FieldsFunc(v.Ref, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		if e, ok := games.CatalogueEntry(ref); ok {
			return e.Heading(t.Lang())
		}
	}
	title := v.ID.String()
	if tt, ok := ruleTitles[v.ID]; ok {
		title = t.S(tt[0], tt[1])
	}
	if v.Ref != "" {
		return v.Ref + " " + title
	}
	return title
}

// dealIntro is the message at the start of a deal.
func (m *tableModel) dealIntro() string {
	t := m.t
	v := m.view()
	var parts []string
	if v.PassTo >= 0 {
		parts = append(parts, t.F("Everyone passes 3 cards; yours go to %s.", "Jeder gibt 3 Karten weiter; deine gehen an %s.", m.nameOf(v.PassTo)))
	}
	if v.StockSize > 0 {
		parts = append(parts, t.F("%s lie face down in the stock.", "%s liegen verdeckt im Stock.", t.Count(v.StockSize)))
	}
	if ref := games.WordsOf(games.Named(v.Game)).SitOutRule; ref != "" && len(v.Active) > 0 && !slices.Contains(v.Active, t.Human) && !slices.Contains(v.Out, t.Human) {
		parts = append(parts, t.F("You deal and sit this deal out (%s).", "Du gibst und setzt dieses Spiel aus (%s).", ref))
	}
	if games.TraitsOf(games.Named(v.Game), v.Options).Draws && t.Human < len(v.Laid) {
		parts = append(parts, t.F("You lay down %s.", "Du legst %s ab.", t.Pairs(v.Laid[t.Human])))
	}
	return strings.Join(parts, " ")
}

// moveText names a move briefly ("Q♠", "the pass of 2♣ 3♣ 4♣").
func (m *tableModel) moveText(mv variant.Move) string {
	t := m.t
	switch mv.Kind {
	case variant.Play, variant.Draw:
		return t.Card(mv.Card)
	case variant.Pass:
		return t.F("pass of %s", "Weitergabe von %s", t.Cards(mv.Cards))
	case variant.Stock:
		return t.F("stock exchange (%s back)", "Stocktausch (%s zurück)", t.Cards(mv.Cards))
	case variant.Push:
		return t.S("push", "Schieben")
	case variant.Take:
		return t.S("take of the stock", "Aufnehmen des Stocks")
	case variant.Announce:
		return t.Call(mv.Call)
	case variant.Decline:
		return t.S("no announcement", "keine Ansage")
	case variant.DrawAt:
		return t.F("draw of card %d", "Ziehen der Karte %d", mv.Position+1)
	}
	return mv.String()
}

// narrate tells on the event line what a move did that the table does not
// show by itself.
func (m *tableModel) narrate(mv variant.Move, before, after variant.View) {
	t := m.t
	who := m.nameOf(mv.Seat)
	if mv.Seat == t.Human {
		who = t.S("You", "Du")
	}
	switch mv.Kind {
	case variant.Pass:
		if before.Phase == variant.PhasePass && after.Phase != variant.PhasePass {
			m.event = t.F("Every seat has passed: you receive %s from %s.", "Alle haben weitergegeben: du bekommst %s von %s.", t.Cards(after.Received), m.nameOf(after.ReceivedFrom))
		}
	case variant.Push:
		m.event = t.F("%s: “Schiebe!” The stock moves on unseen; the scores of this deal count ×%d now.", "%s: „Schiebe!“ Der Stock geht ungesehen weiter; die Punkte dieses Spiels zählen jetzt ×%d.", who, m.pushFactor(after.Pushes))
	case variant.Stock:
		if mv.Seat != t.Human {
			m.event = t.F("%s took up the stock and put two cards back.", "%s hat den Stock aufgenommen und zwei Karten zurückgelegt.", who)
		} else {
			m.event = t.F("You put back %s.", "Du legst %s zurück.", t.Cards(mv.Cards))
		}
	case variant.Announce:
		what := t.S("not a single trick", "keinen einzigen Stich")
		if mv.Call == variant.SweepCall {
			what = t.S("every trick", "alle Stiche")
		}
		if mv.Seat == t.Human {
			m.event = "★ " + t.F("You announced %s (%s)!", "Du hast %s angesagt (%s)!", t.Call(mv.Call), what)
		} else {
			m.event = "★ " + t.F("%s announced %s (%s)!", "%s hat %s angesagt (%s)!", who, t.Call(mv.Call), what)
		}
	case variant.Play:
		if len(after.Tricks) > len(before.Tricks) {
			last := after.Tricks[len(after.Tricks)-1]
			var won card.Set
			for _, c := range last.Cards {
				won = won.Add(c)
			}
			m.event = t.F("%s took trick %d (%s).", "%s hat Stich %d bekommen (%s).", capital(m.nameOf(last.Winner)), len(after.Tricks), t.Points(m.pointsOf(won)))
		}
	case variant.DrawAt, variant.Draw:
		d := after.LastDraw
		if d == nil {
			return
		}
		switch {
		case d.Card != 0:
			m.event = t.F("You drew %s from %s.", "Du hast %s von %s gezogen.", t.Card(d.Card), m.nameOf(d.From))
		case d.From == t.Human:
			m.event = t.F("%s drew your %s.", "%s hat deine Karte %s gezogen.", who, t.Cards(before.Hand&^after.Hand))
		default:
			m.event = t.F("%s drew a card from %s.", "%s hat eine Karte von %s gezogen.", who, m.nameOf(d.From))
		}
		if !d.Pair.IsEmpty() {
			m.event += " " + t.F("Pair laid down: %s.", "Paar abgelegt: %s.", t.Cards(d.Pair))
		}
	}
}

// capital writes a name with a capital letter ("you" at the start of a
// sentence).
func capital(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// helpText is the help overlay: the keys, typing cards, and what this
// game asks of the user.
func (m *tableModel) helpText(p palette) string {
	t := m.t
	inner := m.width - 6 // the box's border and padding
	var b strings.Builder
	para := func(text string) {
		for _, l := range wrap(text, inner) {
			b.WriteString(strings.TrimRight(l, " ") + "\n")
		}
	}
	b.WriteString(p.title.Render(t.S("Keys", "Tasten")) + "\n")
	b.WriteString(m.keyColumns(inner) + "\n")
	b.WriteString(p.title.Render(t.S("Typing cards", "Karten eintippen")) + "\n")
	para(t.S(
		"Rank then suit: QS, 10h, q♠, T♥, AD, JC, or in words: queen of spades. "+
			"German: DS or DP (Dame Pik), BKR (Bube Kreuz), KKA (König Karo), H10, Pik Dame, Herz 10. "+
			"A pass or the stock: 2C 3C 4C at once, or card by card: a typed card is marked (typed again, unmarked), enter confirms. Words: jungfrau, durchmarsch, take, push, no. "+
			"Just type: the first letter or digit of a card opens the input line. q, s or h alone and enter: quit, save, this help.",
		"Wert, dann Farbe: DS, 10h, d♠, AD, BC, oder in Worten: Pik Dame, Herz 10. "+
			"Kurz: DP (Dame Pik), BKR (Bube Kreuz), KKA (König Karo), H10; englisch QS, JC. "+
			"Weitergeben oder Stock: 2C 3C 4C auf einmal, oder Karte für Karte: eine getippte Karte wird markiert (nochmal getippt: nicht mehr), Enter bestätigt. Wörter: jungfrau, durchmarsch, nehmen, schieben, nein. "+
			"Einfach lostippen: der erste Buchstabe oder die Ziffer einer Karte öffnet die Eingabe. q, s oder h allein und Enter: beenden, speichern, diese Hilfe."))
	b.WriteString("\n" + p.title.Render(t.S("On the table", "Auf dem Tisch")) + "\n")
	para(t.S(
		"╭───╮ you may play it · ┌┄┄┄┐ not now · new: received in the pass or from the stock · "+
			"▶ the seat to act · ▸ who led the trick · a raised card is marked · ▲ the cursor",
		"╭───╮ darf gespielt werden · ┌┄┄┄┐ jetzt nicht · neu: bekommen (Weitergabe oder Stock) · "+
			"▶ wer dran ist · ▸ wer ausgespielt hat · hochgestellt: markiert · ▲ der Cursor"))
	if opts := words.OptionsText(m.game()); opts != "" {
		para(t.F("This table: %s", "Dieser Tisch: %s", opts))
	}
	b.WriteString(p.note.Render(t.S("Any key closes this help.", "Eine beliebige Taste schließt die Hilfe.")))
	return b.String()
}

// keyColumns lists every key with what it does, in two columns when the
// width allows.
func (m *tableModel) keyColumns(width int) string {
	var cells []string
	for _, group := range m.keys.FullHelp() {
		for _, k := range group {
			h := k.Help()
			cells = append(cells, fmt.Sprintf("%-10s %s", h.Key, h.Desc))
		}
	}
	cols := 1
	if width >= 70 {
		cols = 2
	}
	colW := width / cols
	rows := (len(cells) + cols - 1) / cols
	var b strings.Builder
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			i := c*rows + r
			if i >= len(cells) {
				continue
			}
			cell := truncRunes(cells[i], colW-1)
			if c < cols-1 {
				cell += strings.Repeat(" ", colW-len([]rune(cell)))
			}
			b.WriteString(cell)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// quitText is the quit question.
func (m *tableModel) quitText(p palette) string {
	t := m.t
	head := t.S("Quit the game?", "Das Spiel beenden?")
	if m.game().Over() {
		head = t.S("The match is over. Quit?", "Die Partie ist vorbei. Beenden?")
	} else if m.stopped {
		head = t.F("%s played. Quit?", "%s gespielt. Beenden?", t.Deals(m.tl.Now().Deal+1, words.TraitsOf(m.game()).Draws))
	}
	return p.title.Render(head) + "\n\n" +
		strings.Join(wrap(t.F("  s   save and quit (so does Ctrl-C), to %s", "  s   speichern und beenden (auch Strg-C), in %s", m.savePath), m.width-6), "\n") + "\n" +
		t.S("  y   quit without saving", "  j   beenden ohne zu speichern") + "\n" +
		t.S("  any other key: go on playing", "  jede andere Taste: weiterspielen") + "\n\n" +
		p.note.Render(strings.Join(wrap(t.F("A saved game goes on with: go run ./programs/play -resume %s", "Ein gespeichertes Spiel geht weiter mit: go run ./programs/play -resume %s", m.savePath), m.width-6), "\n"))
}

// lastTrickLines is the last completed trick, drawn where the trick
// being played lies: who took it and for how much, then its cards.
func (m *tableModel) lastTrickLines(p palette, v variant.View) []string {
	t := m.t
	if v.LastTrick == nil {
		return []string{p.title.Render(t.S("No trick has been completed yet.", "Es ist noch kein Stich vollständig.")), "", "", "", ""}
	}
	tr := *v.LastTrick
	var won card.Set
	for _, c := range tr.Cards {
		won = won.Add(c)
	}
	head := m.label(p, t.F("Last trick: %s took it (%s)", "Letzter Stich: %s hat ihn bekommen (%s)", m.nameOf(tr.Winner), t.Points(m.pointsOf(won))))
	return append([]string{head}, m.trickRow(p, tr, v)...)
}

// sheetText is the match sheet: every deal's points and the totals, in
// at most rows lines (the earlier deals, then the last deal's
// explanation, are left out when they do not fit). Between deals it is
// the whole screen; during a deal it stands in the place of the seats
// and the trick.
func (m *tableModel) sheetText(p palette, between bool, rows int) string {
	sh := m.newSheet(p, between)
	if between {
		return sh.build(nil, max(3, rows-12))
	}
	// During a deal: every deal and the explanation when they fit, else
	// fewer deals (at least three), else no explanation.
	explained := sh.explained()
	fits := func(s string) bool { return strings.Count(s, "\n")+1 <= rows }
	for maxRows := len(sh.results); len(explained) > 0 && maxRows >= min(3, len(sh.results)); maxRows-- {
		if s := sh.build(explained, maxRows); fits(s) {
			return s
		}
	}
	for maxRows := len(sh.results); maxRows > 1; maxRows-- {
		if s := sh.build(nil, maxRows); fits(s) {
			return s
		}
	}
	return sh.build(nil, 1)
}

// sheet is the match sheet laid out for the screen: a label column and a
// column of cellW a seat.
type sheet struct {
	m       *tableModel
	p       palette
	g       variant.Game
	n       int  // seats
	om      bool // rounds of a drawing game (Old Maid), not deals
	between bool // the sheet is the whole screen between deals
	running bool // a deal is being played: its points so far get a row

	labelW, cellW int
	narrow        bool // labels cut to fit a narrow screen
	head          string
	results       []variant.DealResult
	first         int // the deals played before results
}

// newSheet lays out the match sheet for the screen's width.
func (m *tableModel) newSheet(p palette, between bool) *sheet {
	t, g := m.t, m.game()
	sh := &sheet{m: m, p: p, g: g, n: g.Seats(), om: words.TraitsOf(g).Draws, between: between, labelW: 12, cellW: 8}
	if sh.narrow = m.width > 0 && sh.labelW+sh.cellW*sh.n > m.width; sh.narrow {
		// Shorter labels and columns, rather than cut off at the edge.
		sh.labelW = 10
		sh.cellW = max(5, (m.width-sh.labelW)/sh.n)
	}
	names := make([]string, sh.n)
	for x := range names {
		names[x] = truncRunes(m.names[x], sh.cellW-1)
	}
	sh.head = p.title.Render(t.S("Match sheet", "Punkteliste")+" · "+t.TitleOf(g)) + "\n\n" + p.head.Render(sh.row("", names)) + "\n"
	sh.results = m.tl.Results()
	sh.first = g.DealsPlayed() - len(sh.results)
	v := m.view()
	sh.running = !between && !sh.om && v.Phase != variant.PhaseDeal && v.Phase != variant.PhaseDealOver && v.Phase != variant.PhaseMatchOver
	return sh
}

// row is one line of the sheet: its label and one cell a seat.
func (sh *sheet) row(label string, cells []string) string {
	if sh.narrow {
		label = truncRunes(label, sh.labelW-1)
	}
	s := fmt.Sprintf("%-*s", sh.labelW, label)
	for _, c := range cells {
		s += fmt.Sprintf("%*s", sh.cellW, c)
	}
	return s
}

// explained is what the last deal's points were made of, seat by seat,
// for the sheet during a deal (none between deals).
func (sh *sheet) explained() []string {
	m, t := sh.m, sh.m.t
	var lines []string
	if sh.between || len(sh.results) == 0 {
		return nil
	}
	last := sh.results[len(sh.results)-1]
	for x := 0; x < sh.n; x++ {
		terms := t.Explanation(last, x, m.nameOfDat)
		if len(terms) == 0 {
			continue
		}
		lines = append(lines, sh.p.head.Render(capital(m.nameOf(x))+":"))
		for _, term := range terms {
			lines = append(lines, strings.Split(wrapIndent(term, 2, m.width), "\n")...)
		}
	}
	return lines
}

// build is the sheet with at most maxRows deals (the last ones) and the
// lines explained below the totals.
func (sh *sheet) build(explained []string, maxRows int) string {
	m, t, p := sh.m, sh.m.t, sh.p
	var b strings.Builder
	b.WriteString(sh.head)
	b.WriteString(sh.dealRows(maxRows))
	totals := sh.g.Totals()
	cells := make([]string, sh.n)
	for x := range cells {
		if x < len(totals) {
			cells[x] = fmt.Sprint(totals[x])
		}
	}
	total := t.S("Total", "Stand")
	if sh.om {
		total = t.S("Lost", "Verloren")
	}
	b.WriteString(p.title.Render(sh.row(total, cells)) + "\n\n")
	if len(explained) > 0 {
		title := t.F("Deal %d, explained:", "Spiel %d, erklärt:", sh.first+len(sh.results))
		if sh.om {
			title = t.F("Round %d, explained:", "Runde %d, erklärt:", sh.first+len(sh.results))
		}
		b.WriteString(p.title.Render(title) + "\n")
		b.WriteString(strings.Join(explained, "\n") + "\n\n")
	}
	if sh.g.Over() {
		var ws []string
		for _, w := range sh.g.Winners() {
			ws = append(ws, m.nameOf(w))
		}
		b.WriteString(p.good.Render(t.F("The match is over. Winner: %s.", "Die Partie ist vorbei. Es gewinnt: %s.", strings.Join(ws, ", "))) + "\n")
		b.WriteString(p.note.Render(t.S("enter or q: quit", "Enter oder q: beenden")))
	} else if sh.between {
		b.WriteString(p.note.Render(sh.nextKeys()))
	}
	return strings.TrimRight(b.String(), "\n")
}

// dealRows are the rows of the last maxRows deals (a note counts the
// earlier ones) and, during a deal, the points taken so far in it.
func (sh *sheet) dealRows(maxRows int) string {
	m, t := sh.m, sh.m.t
	var b strings.Builder
	start := max(0, len(sh.results)-maxRows)
	if start > 0 {
		b.WriteString(t.F("(%d earlier deals)", "(%d frühere Spiele)", start) + "\n")
	}
	for i := start; i < len(sh.results); i++ {
		r := sh.results[i]
		cells := make([]string, sh.n)
		for x := range cells {
			cells[x] = "0"
			if x < len(r.Points) {
				cells[x] = fmt.Sprint(r.Points[x])
			}
			if r.Outcome == score.Redeal {
				cells[x] = "–"
			}
		}
		label := t.F("Deal %d", "Spiel %d", sh.first+i+1)
		if sh.om {
			label = t.F("Round %d", "Runde %d", sh.first+i+1)
		}
		b.WriteString(sh.row(label, cells) + "\n")
	}
	if sh.running {
		won := words.Taken(m.view().Tricks, sh.n)
		cells := make([]string, sh.n)
		for x := range cells {
			cells[x] = fmt.Sprint(m.pointsOf(won[x]))
		}
		b.WriteString(sh.row(t.S("This deal", "Dieses Spiel"), cells) + "\n")
	}
	return b.String()
}

// nextKeys is the sheet's note between deals: the keys that go on.
func (sh *sheet) nextKeys() string {
	m, t := sh.m, sh.m.t
	if m.cfg.Deals > 0 && m.tl.Now().Deal+1 >= m.cfg.Deals {
		return t.F("%s played (-deals). enter: quit", "%s gespielt (-deals). Enter: beenden", t.Deals(m.tl.Now().Deal+1, sh.om))
	}
	next := t.S("enter: the next deal", "Enter: das nächste Spiel")
	if sh.om {
		next = t.S("enter: the next round", "Enter: die nächste Runde")
	}
	return next + t.S(" · q: quit (asks first) · u: undo", " · q: beenden (fragt vorher) · u: zurücknehmen")
}

// dealOverLines is the end of a deal: what decided it, each seat's
// points with the cards it took, and the stock revealed.
func (m *tableModel) dealOverLines(p palette) []string {
	t := m.t
	g := m.game()
	res, ok := g.Result()
	if !ok {
		return []string{t.S("The deal is over.", "Das Spiel ist vorbei.")}
	}
	om := words.TraitsOf(g).Draws
	title := t.F("Deal %d is over: %s", "Spiel %d ist vorbei: %s", res.Number+1, m.outcome(res.Outcome))
	if om {
		title = t.F("Round %d is over", "Runde %d ist vorbei", res.Number+1)
	}
	lines := []string{p.title.Render(title), ""}
	switch {
	case res.Outcome == score.Redeal:
		lines = append(lines, wrap(t.S("The deal is void: the first seat to take the stock cannot put back two cards it may pass (MAD-A3). The same dealer deals again.",
			"Das Spiel ist ungültig: wer den Stock zuerst aufnimmt, kann keine zwei erlaubten Karten zurücklegen (MAD-A3). Derselbe Geber gibt neu."), m.width)...)
	case om:
		lines = append(lines, m.roundOverLines(p, res)...)
	default:
		lines = append(lines, m.pointsLines(p, res)...)
	}
	if st, ok := g.(interface {
		Stock() card.Set
		DealtStock() card.Set
	}); ok && !st.DealtStock().IsEmpty() {
		lines = append(lines, "", t.F("The stock, revealed: %s (dealt: %s)", "Der Stock, aufgedeckt: %s (gegeben: %s)", m.styledCards(p, st.Stock()), m.styledCards(p, st.DealtStock())))
	}
	for _, x := range res.Eliminated {
		lines = append(lines, p.bad.Render(t.F("%s reached the limit and is out of the match (SAU-R8).", "%s hat die Grenze erreicht und scheidet aus (SAU-R8).", capital(m.nameOf(x)))))
	}
	lines = append(lines, "", p.note.Render(t.S("enter: the match sheet · u: undo your last move", "Enter: die Punkteliste · u: letzten Zug zurücknehmen")))
	return lines
}

// roundOverLines tells who lost a round of a drawing game (Old Maid) and
// why, and the card left over.
func (m *tableModel) roundOverLines(p palette, res variant.DealResult) []string {
	t, g := m.t, m.game()
	var lines []string
	if res.Loser >= 0 {
		lines = append(lines, t.F("%s is left with the Old Maid and loses the round.", "%s bleibt auf dem Schwarzen Peter sitzen und verliert die Runde.", capital(m.nameOf(res.Loser))))
		for _, term := range t.Explanation(res, res.Loser, m.nameOfDat) {
			lines = append(lines, p.note.Render(wrapIndent(term, 2, m.width)))
		}
	}
	if pk, ok := g.(interface{ Pack() card.Set }); ok {
		v := m.view()
		var laid card.Set
		for _, l := range v.Laid {
			laid |= l
		}
		if left := pk.Pack() &^ (laid | v.Discards); left.Len() == 1 {
			lines = append(lines, t.F("The Old Maid: %s.", "Der Schwarze Peter: %s.", m.styledCards(p, left)))
		}
	}
	return lines
}

// pointsLines is the table of a trick game's deal: each seat's points and
// tricks with the cards it took or how its points were made, then what
// decided the deal and the pushes.
func (m *tableModel) pointsLines(p palette, res variant.DealResult) []string {
	t, g := m.t, m.game()
	won := words.Taken(res.Tricks, g.Seats())
	tricks := make([]int, g.Seats())
	for _, tr := range res.Tricks {
		if tr.Winner >= 0 && tr.Winner < len(tricks) {
			tricks[tr.Winner]++
		}
	}
	// The engine's explanation names the cards each seat took, with the
	// rule that counts them; only a game without one lists them here.
	column := t.S("penalty cards taken", "genommene Strafkarten")
	if len(res.Explanation) > 0 {
		column = t.S("how the points were made", "wie die Punkte zustande kamen")
	}
	lines := []string{p.head.Render(fmt.Sprintf("%-10s %7s %7s  %s", t.S("Seat", "Platz"), t.S("Points", "Punkte"), t.S("Tricks", "Stiche"), column))}
	for x := 0; x < g.Seats(); x++ {
		lines = append(lines, m.seatPointsLines(p, res, x, won[x], tricks[x])...)
	}
	lines = append(lines, "")
	lines = append(lines, wrap(m.outcomeExplained(res), m.width)...)
	if v := m.view(); v.Pushes > 0 {
		lines = append(lines, wrap(t.F("The stock was pushed %s: the scores of this deal count ×%d (%s).", "Der Stock wurde %s geschoben: die Punkte dieses Spiels zählen ×%d (%s).", t.Times(v.Pushes), m.pushFactor(v.Pushes), games.WordsOf(games.Named(v.Game)).PushRule), m.width)...)
	}
	return lines
}

// seatPointsLines is seat x's row of pointsLines, the seat having won the
// cards won in tricks tricks, and the further terms of its explanation
// below it.
func (m *tableModel) seatPointsLines(p palette, res variant.DealResult, x int, won card.Set, tricks int) []string {
	t, g := m.t, m.game()
	pts := 0
	if x < len(res.Points) {
		pts = res.Points[x]
	}
	pen := m.penaltyCards(won)
	desc := m.styledCards(p, pen)
	if pen.IsEmpty() {
		desc = "–"
	}
	var terms []string // the seat's terms, one line each, wrapped under the column
	prefix := fmt.Sprintf("%-10s %7d %7d  ", truncRunes(m.names[x], 10), pts, tricks)
	if len(res.Explanation) > 0 {
		desc = ""
		indent := lipgloss.Width(prefix)
		for _, term := range t.Explanation(res, x, m.nameOfDat) {
			terms = append(terms, strings.Split(wrapIndent(term, indent, m.width), "\n")...)
		}
		for i, l := range terms {
			terms[i] = p.note.Render(l)
			if i == 0 {
				// The first term stands on the seat's row.
				desc = p.note.Render(strings.TrimLeft(l, " "))
			}
		}
		if len(terms) > 0 {
			terms = terms[1:]
		}
	}
	if dh, ok := g.(interface{ DealtHand(int) card.Set }); ok && dh.DealtHand(x).IsEmpty() {
		desc, terms = t.S("sat this deal out", "hat dieses Spiel ausgesetzt"), nil
		if x == t.Human {
			desc = t.S("sat this deal out", "hast dieses Spiel ausgesetzt") // "Du hast ..."
		}
	}
	return append([]string{strings.TrimRight(prefix+desc, " ")}, terms...)
}

// penaltyCards are the cards of s that score in this game.
func (m *tableModel) penaltyCards(s card.Set) card.Set {
	var out card.Set
	for c := range s.All() {
		if m.pointsOf(card.Set(0).Add(c)) != 0 {
			out = out.Add(c)
		}
	}
	return out
}

// styledCards writes cards in their suit colours.
func (m *tableModel) styledCards(p palette, s card.Set) string {
	var parts []string
	for _, c := range sortedHand(s) {
		st := p.black
		if c.IsRed() {
			st = p.red
		}
		parts = append(parts, st.Render(m.t.Card(c)))
	}
	if len(parts) == 0 {
		return "–"
	}
	return strings.Join(parts, " ")
}

// outcome names what decided a deal's scores.
func (m *tableModel) outcome(o score.Outcome) string {
	t := m.t
	switch o {
	case score.Normal:
		return t.S("card points", "Kartenpunkte")
	case score.NoTrick:
		return t.S("a Jungfrau", "eine Jungfrau")
	case score.Sweep:
		return t.S("a Durchmarsch", "ein Durchmarsch")
	case score.AnnouncedNoTrick:
		return t.S("an announced Jungfrau", "eine angesagte Jungfrau")
	case score.AnnouncedSweep:
		return t.S("an announced Durchmarsch", "ein angesagter Durchmarsch")
	case score.FailedAnnouncement:
		return t.S("a failed announcement", "eine gescheiterte Ansage")
	case score.PenaltySweep:
		return t.S("shooting the moon", "alle Herzen und die Pik Dame")
	case score.PenaltySweepDeducted:
		return t.S("a slam", "alle Strafkarten")
	case score.Redeal:
		return t.S("void", "ungültig")
	}
	return o.String()
}

// outcomeExplained says in a sentence how the points came about.
func (m *tableModel) outcomeExplained(res variant.DealResult) string {
	t := m.t
	switch res.Outcome {
	case score.Normal:
		return t.S("Each seat scores the penalty cards it took in its tricks.", "Jeder Platz zählt die Strafkarten, die er in seinen Stichen genommen hat.")
	case score.NoTrick:
		return t.S("A seat took no trick at all (a Jungfrau): the scores follow the Jungfrau rule of this table.", "Ein Platz hat keinen einzigen Stich gemacht (Jungfrau): die Punkte folgen der Jungfrau-Regel dieses Tisches.")
	case score.Sweep:
		return t.S("One seat took every trick (a Durchmarsch): the scores follow the Durchmarsch rule of this table.", "Ein Platz hat alle Stiche gemacht (Durchmarsch): die Punkte folgen der Durchmarsch-Regel dieses Tisches.")
	case score.AnnouncedNoTrick, score.AnnouncedSweep:
		return t.S("The announcement succeeded: the announcer is rewarded and the others pay.", "Die Ansage ist gelungen: wer angesagt hat, wird belohnt, die anderen zahlen.")
	case score.FailedAnnouncement:
		return t.S("The announcement failed: the announcer pays the penalty for it.", "Die Ansage ist gescheitert: wer angesagt hat, zahlt die Strafe dafür.")
	case score.PenaltySweep:
		return t.S("One seat took every heart and the Q♠: it scores nothing and every other seat 26.", "Ein Platz hat alle Herzen und die Pik Dame genommen: er bekommt nichts, jeder andere 26.")
	case score.PenaltySweepDeducted:
		return t.S("One seat took every penalty card (a slam): the scores follow the slam rule of this table.", "Ein Platz hat alle Strafkarten genommen: die Punkte folgen der Regel dieses Tisches dafür.")
	}
	return ""
}

// pushFactor is what the stock's pushes multiply the deal's scores by
// (SAU-O6, SAU-A11: doubled per push, or once for any).
func (m *tableModel) pushFactor(pushes int) int {
	g := m.game()
	return games.TraitsOf(games.Named(g.Name()), g.Options()).PushFactor(pushes)
}
