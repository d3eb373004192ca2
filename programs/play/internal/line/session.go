// Package line is the terminal table played line by line: when standard
// input or output is not a terminal, or with -plain or -auto. Play prints
// the table as text and reads the user's moves and commands one line at a
// time (package words reads them); with -auto the built-in players take
// every seat and the match is printed trick by trick.
package line

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/play/internal/setup"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// errQuit is returned by the user's seat when the user quits or the
// input ends.
var errQuit = errors.New("the user quits")

// autoRounds is how many Old Maid rounds -auto plays without -deals: an
// Old Maid match never ends by itself (OM-R9, OM-R10).
const autoRounds = 3

// maxAutoDeals bounds a match played by the built-in players alone, so
// that -auto always ends.
const maxAutoDeals = 10000

// moment is a point of the announcement window at which the user is
// offered to announce: before the first lead (tricks 0) and after the
// first trick (tricks 1) of a deal (MAD-R17, SAU-A16).
type moment struct{ deal, tricks int }

// session is a game at the table: the game, the players, the user's seat
// and what has been shown.
type session struct {
	t       words.Tr
	g       variant.Game
	cfg     setup.Config
	in      *setup.Lines
	out     *bufio.Writer
	players []player.Player
	r       *rand.Rand
	tl      *record.Timeline // every deal and move, for -save
	saveErr bool             // saving failed once: not tried again
	history []variant.DealResult

	dealsStarted int
	maxDeals     int
	moves        int // moves applied so far
	shownAt      int // s.moves when the user's turn was last shown, or -1
	handAt       int // s.moves when the user's hand was last shown on its own, or -1
	offered      map[moment]bool
	quit         bool
}

// newSession seats the players: the user at t.Human (none with -auto),
// the Heuristic everywhere else.
func newSession(t words.Tr, tl *record.Timeline, c setup.Config, in *setup.Lines, out *bufio.Writer) *session {
	g := tl.Game()
	s := &session{
		t: t, g: g, tl: tl, cfg: c, in: in, out: out,
		r:        rand.New(rand.NewPCG(c.Seed, 0x5eed)),
		maxDeals: c.Deals, shownAt: -1, handAt: -1,
		offered: map[moment]bool{},
		// A resumed game has played its record's deals already.
		dealsStarted: tl.Deals(),
		history:      tl.Results(),
	}
	s.players = make([]player.Player, g.Seats())
	for i := range s.players {
		if i == t.Human {
			s.players[i] = &human{s: s}
		} else {
			s.players[i] = player.Heuristic{}
		}
	}
	if c.Auto && c.Deals == 0 && words.TraitsOf(g).Endless {
		s.maxDeals = autoRounds
	}
	return s
}

// say prints a line.
func (s *session) say(format string, args ...any) {
	fmt.Fprintf(s.out, format+"\n", args...)
}

// Play plays the match tl line by line, the user at t.Human (none when
// t.Human is -1: the built-in players take every seat and the match is
// printed trick by trick), reading the user's lines from in. It returns
// the exit code: 0 when the match ended, was quit or the input ended.
func Play(t words.Tr, tl *record.Timeline, c setup.Config, in *setup.Lines, out *bufio.Writer) int {
	return newSession(t, tl, c, in, out).run()
}

// run plays the match and returns the exit code.
func (s *session) run() int {
	t := s.t
	s.say("%s · %s", t.TitleOf(s.g), t.F("%d seats", "%d Plätze", s.g.Seats()))
	s.say(t.F("Seed %d (play this game again with -seed %d)", "Startwert %d (dieses Spiel noch einmal mit -seed %d)", s.cfg.Seed, s.cfg.Seed))
	if opts := words.OptionsText(s.g); opts != "" {
		s.say(t.F("Table rules: %s", "Tischregeln: %s", opts))
	}
	if t.Human >= 0 {
		s.say(t.F("You play seat %d. Type help for the commands.", "Du spielst Platz %d. Mit hilfe siehst du die Befehle.", t.Human+1))
	} else {
		s.say(t.S("The built-in players take every seat.", "Die eingebauten Spieler besetzen alle Plätze."))
	}
	for {
		if s.quit {
			return s.finish(t.S("Goodbye.", "Auf Wiedersehen."))
		}
		switch s.g.Phase() {
		case variant.PhaseMatchOver:
			return s.finish("")
		case variant.PhaseDeal, variant.PhaseDealOver:
			if (s.maxDeals > 0 && s.dealsStarted >= s.maxDeals) || (s.t.Human < 0 && s.dealsStarted >= maxAutoDeals) {
				return s.finish(t.F("Stopped after %s.", "Nach %s beendet.", t.Deals(s.dealsStarted, words.TraitsOf(s.g).Draws)) + s.standing())
			}
			if words.TraitsOf(s.g).Endless && s.t.Human >= 0 && s.dealsStarted > 0 && s.maxDeals == 0 && !s.another() {
				return s.finish(t.S("Goodbye.", "Auf Wiedersehen."))
			}
			if err := s.deal(); err != nil {
				s.say(t.F("Internal error: cannot deal: %s", "Interner Fehler: es kann nicht gegeben werden: %s", words.Message(t, err)))
				s.out.Flush()
				return 1
			}
			continue
		}
		m, err := player.Next(s.g, s.players, s.r)
		if s.quit || errors.Is(err, errQuit) {
			s.quit = true
			continue
		}
		if err != nil {
			s.say(t.F("Internal error: %s", "Interner Fehler: %s", words.Message(t, err)))
			s.out.Flush()
			return 1
		}
		obs := s.observer(m.Seat)
		before, _ := s.g.View(obs)
		if err := s.apply(m); err != nil {
			if m.Seat == t.Human {
				s.say("%s %s", t.S("Not allowed:", "Nicht erlaubt:"), t.Refusal(err, func(x int) string { return t.Name(x, true) }))
				continue
			}
			s.say(t.F("Internal error: %v was refused: %s", "Interner Fehler: %v wurde abgelehnt: %s", m, words.Message(t, err)))
			s.out.Flush()
			return 1
		}
		s.moves++
		after, _ := s.g.View(obs)
		s.narrate(m, before, after)
		if p := s.g.Phase(); p == variant.PhaseDealOver || p == variant.PhaseMatchOver {
			s.dealOver()
		}
	}
}

// observer returns the seat whose View narrates a move of seat mover: the
// user's, or with -auto the mover's own.
func (s *session) observer(mover int) int {
	if s.t.Human >= 0 {
		return s.t.Human
	}
	if mover >= 0 && mover < s.g.Seats() {
		return mover
	}
	return 0
}

// deal starts the next deal.
func (s *session) deal() error {
	if err := s.tl.Deal(nil); err != nil {
		return err
	}
	s.dealsStarted++
	s.dealStarted()
	if p := s.g.Phase(); p == variant.PhaseDealOver || p == variant.PhaseMatchOver {
		s.dealOver() // a void deal (MAD-A3), or an Old Maid round over at the discard
	}
	return nil
}

// apply applies a move.
func (s *session) apply(m variant.Move) error {
	return s.tl.Apply(m)
}

// finish ends the session: a last word, the record saved.
func (s *session) finish(word string) int {
	if word != "" {
		s.say("%s", word)
	}
	s.save()
	s.out.Flush()
	return 0
}

// standing names, for a match stopped before its end, the seats with the
// fewest points so far (rounds lost in Old Maid), among those still in
// the match: in every game of the family the lowest total wins (MAD-R28,
// BM-R9, SH-R10, SAU-R10). It returns "" before the first deal ends.
func (s *session) standing() string {
	t := s.t
	if len(s.history) == 0 {
		return ""
	}
	out := map[int]bool{}
	for _, x := range s.g.Out() {
		out[x] = true
	}
	var best []int
	low := 0
	for x, total := range s.g.Totals() {
		switch {
		case out[x]:
		case len(best) == 0 || total < low:
			best, low = []int{x}, total
		case total == low:
			best = append(best, x)
		}
	}
	if len(best) == 0 {
		return ""
	}
	names := make([]string, len(best))
	for i, x := range best {
		names[i] = t.Name(x, true)
	}
	if words.TraitsOf(s.g).Draws {
		return " " + t.F("Fewest rounds lost so far: %s (%d).", "Am wenigsten verloren bisher: %s (%d).", strings.Join(names, ", "), low)
	}
	return " " + t.F("Fewest points so far: %s (%d).", "Die wenigsten Punkte bisher: %s (%d).", strings.Join(names, ", "), low)
}

// save writes the game record with -save.
func (s *session) save() {
	if s.saveErr || s.cfg.Save == "" {
		return
	}
	if err := setup.WriteRecord(s.tl, s.cfg.Save); err != nil {
		s.say("%s", words.Message(s.t, err)) // says the file and why, in the chosen language
		s.saveErr = true
	}
}

// confirmQuit asks before quitting, so that a stray q never loses a game:
// s saves first (to -save FILE, else a file named after the game and the
// seed), y quits, anything else plays on. The end of the input quits.
func (s *session) confirmQuit() bool {
	t := s.t
	path := s.cfg.Save
	if path == "" {
		path = fmt.Sprintf("blackqueen-%s-%d.json", s.g.Name(), s.cfg.Seed)
	}
	line, ok := s.ask(t.F("Quit the game? s: save to %s and quit, y: quit without saving, Enter: play on: ",
		"Das Spiel beenden? s: in %s speichern und beenden, j: ohne Speichern beenden, Enter: weiterspielen: ", path))
	if !ok {
		return true
	}
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "s", "save", "speichern":
		if err := setup.WriteRecord(s.tl, path); err != nil {
			s.say("%s", words.Message(t, err))
			return false
		}
		s.say(t.F("Saved to %s (continue with -resume %s).", "Gespeichert in %s (weiter mit -resume %s).", path, path))
	case "y", "yes", "j", "ja":
	default:
		return false
	}
	s.quit = true
	return true
}

// another asks whether to play another Old Maid round.
func (s *session) another() bool {
	t := s.t
	for {
		line, ok := s.ask(t.S("Play another round? [Y/n] ", "Noch eine Runde? [J/n] "))
		if !ok {
			return false
		}
		switch strings.ToLower(strings.TrimSpace(line)) {
		case "", "y", "yes", "j", "ja":
			return true
		case "n", "no", "nein", "quit", "exit", "q", "ende", "beenden":
			return false
		}
		s.say(t.S("Please answer y or n.", "Bitte mit j oder n antworten."))
	}
}

// ask prints a prompt and reads a line; false at the end of the input.
func (s *session) ask(prompt string) (string, bool) {
	fmt.Fprint(s.out, prompt)
	s.out.Flush()
	line, ok := s.in.Next()
	if !ok {
		fmt.Fprintln(s.out)
		s.say(s.t.S("Input ended.", "Eingabe beendet."))
		s.quit = true
		return "", false
	}
	return line, true
}

// where returns where seat x sits as seen from the user: left, right or
// across, or "" (C-2, C-3).
func (s *session) where(x int) string {
	h, n, t := s.t.Human, s.g.Seats(), s.t
	switch {
	case h < 0 || x == h:
		return ""
	case x == (h+1)%n:
		return t.S("on your left", "links von dir")
	case x == (h-1+n)%n:
		return t.S("on your right", "rechts von dir")
	case n%2 == 0 && x == (h+n/2)%n:
		return t.S("across", "gegenüber")
	}
	return ""
}

// named returns a seat's name with where it sits ("Seat 1 (on your
// left)").
func (s *session) named(x int) string {
	if w := s.where(x); w != "" {
		return s.t.Name(x, true) + " (" + w + ")"
	}
	return s.t.Name(x, true)
}

// points returns the penalty points of cards in this game (0 where the
// game has none).
func (s *session) points(c card.Set) int {
	if tg, ok := s.g.(interface{ Values() variant.CardValues }); ok {
		tab := tg.Values().Table
		return tab.Points(c)
	}
	return 0
}

// dealStarted shows the start of a deal: the dealer, the passing or the
// stock, the user's hand (every hand with -auto), the Old Maid pairs.
func (s *session) dealStarted() {
	t := s.t
	s.say("")
	title := t.F("Deal %d", "Spiel %d", s.dealsStarted)
	if words.TraitsOf(s.g).Draws {
		title = t.F("Round %d", "Runde %d", s.dealsStarted)
	}
	s.say("══ %s · %s ══", title, t.F("dealer: %s", "Geber: %s", t.Name(s.g.Dealer(), false)))
	obs := s.observer(0)
	v, err := s.g.View(obs)
	if err != nil {
		return
	}
	if out := s.g.Out(); len(out) > 0 {
		var names []string
		for _, x := range out {
			names = append(names, t.Name(x, true))
		}
		s.say(t.F("Out of the match: %s", "Ausgeschieden: %s", strings.Join(names, ", ")))
	}
	gw := games.WordsOf(games.Named(s.g.Name()))
	if len(v.Active) > 0 && len(v.Active) < s.g.Seats() && gw.SitOutRule != "" {
		for x := 0; x < s.g.Seats(); x++ {
			if !slices.Contains(v.Active, x) && !slices.Contains(s.g.Out(), x) {
				s.say(t.F("%s deals and sits this deal out (%s).", "%s gibt und setzt dieses Spiel aus (%s).", t.Name(x, true), gw.SitOutRule))
			}
		}
	}
	switch {
	case v.PassTo >= 0:
		s.say(t.F("Every seat passes 3 cards: %s to %s.", "Jeder gibt 3 Karten weiter: %s an %s.",
			t.Name(obs, false), s.named(v.PassTo)))
	case gw.HoldRule != "":
		s.say(t.S("No passing this deal (hold).", "In diesem Spiel wird nicht geschoben."))
	}
	if v.StockSize > 0 {
		s.say(t.F("%d cards lie face down in the stock.", "%d Karten liegen verdeckt im Stock.", v.StockSize))
	}
	if words.TraitsOf(s.g).Draws {
		for x := 0; x < s.g.Seats(); x++ {
			xv, err := s.g.View(x)
			if err != nil || x >= len(xv.Laid) {
				continue
			}
			s.say("  %s", t.Act(x, words.Verb{
				EN: "lays down %s and keeps %s.", DE: "legt %s ab und behält %s.",
				YouEN: "lay down %s and keep %s.", YouDE: "legst %s ab und behältst %s.",
			}, t.Pairs(xv.Laid[x]), t.Count(xv.HandSizes[x])))
		}
	}
	if t.Human >= 0 {
		// The user's hand, unless the user acts at once and sees it then.
		if (slices.Contains(v.Active, t.Human) || words.TraitsOf(s.g).Draws) && v.Turn == nil {
			s.showHand(v.Hand, v.Hand, false)
			s.handAt = s.moves
		}
		return
	}
	for x := 0; x < s.g.Seats(); x++ {
		xv, err := s.g.View(x)
		if err == nil && !xv.Hand.IsEmpty() {
			s.say("  %-8s %s", t.Name(x, true)+":", t.Cards(xv.Hand))
		}
	}
}

// showHand prints the user's hand sorted by suit (clubs, diamonds,
// hearts, spades). With mark, the cards not in legal are put in
// parentheses.
func (s *session) showHand(hand, legal card.Set, mark bool) {
	t := s.t
	s.say(t.S("Your hand:", "Dein Blatt:"))
	if hand.IsEmpty() {
		s.say("  %s", t.S("(no cards)", "(keine Karten)"))
		return
	}
	width := 0
	for u := card.Clubs; u < card.NoSuit; u++ {
		width = max(width, len([]rune(t.Suit(u))))
	}
	anyMarked := false
	for u := card.Clubs; u < card.NoSuit; u++ {
		cards := hand.OfSuit(u)
		if cards.IsEmpty() {
			continue
		}
		var shown []string
		for c := range cards.All() {
			if mark && !legal.Has(c) {
				shown = append(shown, "("+t.Card(c)+")")
				anyMarked = true
			} else {
				shown = append(shown, t.Card(c))
			}
		}
		name := t.Suit(u)
		s.say("  %s %s%s  %s", u.Symbol(), name, strings.Repeat(" ", width-len([]rune(name))), strings.Join(shown, " "))
	}
	if hand.Has(card.Joker) {
		s.say("  Joker")
	}
	if anyMarked {
		s.say("  %s", t.S("(cards in parentheses cannot be played now)", "(Karten in Klammern sind jetzt nicht erlaubt)"))
	}
}

// showTrick prints the trick on the table with who played what.
func (s *session) showTrick(v variant.View) {
	t := s.t
	n := len(v.Tricks) + 1
	if len(v.Current.Cards) == 0 {
		s.say(t.F("Trick %d: %s", "Stich %d: %s", n, t.S("your lead.", "du spielst aus.")))
		return
	}
	var plays []string
	for i, c := range v.Current.Cards {
		plays = append(plays, t.Name(v.Current.Seats[i], true)+" "+t.Card(c))
	}
	s.say(t.F("Trick %d, on the table: %s", "Stich %d, auf dem Tisch: %s", n, strings.Join(plays, ", ")))
}

// showLastTrick prints the last completed trick (SAU-R11: the one trick
// every player may look at).
func (s *session) showLastTrick(v variant.View) {
	t := s.t
	if v.LastTrick == nil {
		s.say(t.S("No trick has been completed yet.", "Es ist noch kein Stich vollständig."))
		return
	}
	s.say(t.F("Last trick: %s", "Letzter Stich: %s", s.trickText(*v.LastTrick)))
}

// trickText returns a completed trick as "Seat 1 9♣, Seat 2 K♣, … → Seat 2".
func (s *session) trickText(tr variant.TrickRecord) string {
	t := s.t
	var plays []string
	for i, c := range tr.Cards {
		plays = append(plays, t.Name(tr.Seats[i], true)+" "+t.Card(c))
	}
	return strings.Join(plays, ", ") + " → " + t.Name(tr.Winner, true)
}

// narrate tells what move m did, from the observer's views before and
// after it.
func (s *session) narrate(m variant.Move, before, after variant.View) {
	t := s.t
	who := m.Seat
	switch m.Kind {
	case variant.Play:
		s.narratePlay(m, before, after)
	case variant.Pass:
		s.narratePass(m, before, after)
	case variant.Stock:
		s.narrateStock(m)
	case variant.Push:
		factor := games.TraitsOf(games.Named(s.g.Name()), s.g.Options()).PushFactor(after.Pushes) // SAU-O6, SAU-A11
		s.say(t.Act(who, words.Verb{
			EN: "pushes the stock on unseen (“Schiebe!”): the scores of this deal count ×%d now.", DE: "schiebt den Stock ungesehen weiter („Schiebe!“): die Punkte dieses Spiels zählen jetzt ×%d.",
			YouEN: "push the stock on unseen (“Schiebe!”): the scores of this deal count ×%d now.", YouDE: "schiebst den Stock ungesehen weiter („Schiebe!“): die Punkte dieses Spiels zählen jetzt ×%d.",
		}, factor))
	case variant.Announce:
		what := t.S("will take no trick", "macht keinen Stich")
		if m.Call == variant.SweepCall {
			what = t.S("will take every trick", "macht alle Stiche")
		}
		if who == t.Human {
			what = t.S("will take no trick", "machst keinen Stich")
			if m.Call == variant.SweepCall {
				what = t.S("will take every trick", "machst alle Stiche")
			}
		}
		s.say("★ %s", t.Act(who, words.Verb{
			EN: "announces %s: %s!", DE: "sagt %s an: %s!",
			YouEN: "announce %s: you %s!", YouDE: "sagst %s an: du %s!",
		}, t.Call(m.Call), what))
	case variant.Decline:
		// Nothing to tell.
	case variant.Draw, variant.DrawAt:
		s.narrateDraw(m, before, after)
	}
	if before.Phase != variant.PhasePlay && after.Phase == variant.PhasePlay && len(after.Tricks) == 0 && len(after.Current.Cards) == 0 {
		s.say(t.Act(after.ToAct, words.Verb{
			EN: "leads.", DE: "spielt aus.",
			YouEN: "lead.", YouDE: "spielst aus.",
		}))
	}
}

// narratePlay tells a card played, the trick it opens and the trick it
// completes.
func (s *session) narratePlay(m variant.Move, before, after variant.View) {
	t, who := s.t, m.Seat
	if len(before.Current.Cards) == 0 {
		s.say(t.F("Trick %d:", "Stich %d:", len(before.Tricks)+1))
	}
	s.say("  %-8s %s", t.Name(who, true)+":", t.Card(m.Card))
	if len(after.Tricks) > len(before.Tricks) {
		last := after.Tricks[len(after.Tricks)-1]
		var cards card.Set
		for _, c := range last.Cards {
			cards = cards.Add(c)
		}
		pts := s.points(cards)
		s.say("  → %s", t.Act(last.Winner, words.Verb{
			EN: "wins the trick (%s).", DE: "bekommt den Stich (%s).",
			YouEN: "win the trick (%s).", YouDE: "bekommst den Stich (%s).",
		}, t.Points(pts)))
	}
}

// narratePass tells a pass, to the user as what it gives and receives,
// and when the passing is over.
func (s *session) narratePass(m variant.Move, before, after variant.View) {
	t, who := s.t, m.Seat
	switch {
	case who == t.Human:
		s.say(t.F("You pass %s to %s.", "Du gibst %s an %s weiter.", t.Cards(m.Cards), s.named(after.PassTo)))
	case t.Human < 0:
		xv, _ := s.g.View(who)
		s.say(t.Act(who, words.Verb{
			EN: "passes %s to %s.", DE: "gibt %s an %s weiter.",
			YouEN: "pass %s to %s.", YouDE: "gibst %s an %s weiter.",
		}, t.Cards(m.Cards), t.Name(xv.PassTo, false)))
	}
	if before.Phase == variant.PhasePass && after.Phase != variant.PhasePass {
		if t.Human >= 0 {
			s.say(t.F("You receive %s from %s.", "Du bekommst %s von %s.", t.Cards(after.Received), s.named(after.ReceivedFrom)))
		} else {
			s.say(t.S("Every seat has passed.", "Alle haben weitergegeben."))
		}
	}
}

// narrateStock tells a turn of the stock: what the user put back, what a
// seat took and put back when no one is seated, or that it did.
func (s *session) narrateStock(m variant.Move) {
	t, who := s.t, m.Seat
	xv, _ := s.g.View(who)
	switch {
	case who == t.Human:
		s.say(t.F("You put back %s.", "Du legst %s zurück.", t.Cards(m.Cards)))
	case t.Human < 0:
		s.say(t.Act(who, words.Verb{
			EN: "takes %s from the stock and puts back %s.", DE: "nimmt %s aus dem Stock und legt %s zurück.",
			YouEN: "take %s from the stock and put back %s.", YouDE: "nimmst %s aus dem Stock und legst %s zurück.",
		}, t.Cards(xv.StockTaken), t.Cards(xv.StockReturned)))
	default:
		s.say(t.Act(who, words.Verb{
			EN: "takes the stock and puts two cards back.", DE: "nimmt den Stock auf und legt zwei Karten zurück.",
		}))
	}
}

// narrateDraw tells an Old Maid draw: who drew from whom, the card when
// the observer may see it, the pair laid down, the seats that are safe.
func (s *session) narrateDraw(m variant.Move, before, after variant.View) {
	t := s.t
	d := after.LastDraw
	if d == nil {
		return
	}
	switch {
	case d.Card != 0:
		s.say(t.Act(d.Seat, words.Verb{
			EN: "draws %s from %s.", DE: "zieht %s von %s.",
			YouEN: "draw %s from %s.", YouDE: "ziehst %s von %s.",
		}, t.Card(d.Card), t.NameDat(d.From)))
	case d.From == t.Human:
		lost := before.Hand &^ after.Hand
		s.say(t.Act(d.Seat, words.Verb{
			EN: "draws your %s.", DE: "zieht deine Karte %s.",
		}, t.Cards(lost)))
	default:
		s.say(t.Act(d.Seat, words.Verb{
			EN: "draws a card from %s.", DE: "zieht eine Karte von %s.",
			YouEN: "draw a card from %s.", YouDE: "ziehst eine Karte von %s.",
		}, t.NameDat(d.From)))
	}
	if !d.Pair.IsEmpty() {
		s.say("  %s", t.Act(d.Seat, words.Verb{
			EN: "lays down the pair %s.", DE: "legt das Paar %s ab.",
			YouEN: "lay down the pair %s.", YouDE: "legst das Paar %s ab.",
		}, t.Cards(d.Pair)))
	}
	for x := range after.HandSizes {
		if x < len(before.HandSizes) && before.HandSizes[x] > 0 && after.HandSizes[x] == 0 {
			s.say("  %s", t.Act(x, words.Verb{
				EN: "has no cards left and is safe.", DE: "hat keine Karten mehr und ist raus.",
				YouEN: "have no cards left and are safe.", YouDE: "hast keine Karten mehr und bist raus.",
			}))
		}
	}
}

// dealOver shows the end of a deal: what decided it, each seat's points,
// the score sheet, eliminations, and at the end of the match the winners.
func (s *session) dealOver() {
	t := s.t
	res, ok := s.g.Result()
	if !ok {
		return
	}
	s.history = append(s.history, res)
	s.say("")
	switch res.Outcome {
	case score.Redeal:
		s.say(t.S("The deal is void: the first seat to take the stock cannot put back two cards it may pass (MAD-A3). The same dealer deals again.",
			"Das Spiel ist ungültig: wer den Stock zuerst aufnimmt, kann keine zwei erlaubten Karten zurücklegen (MAD-A3). Derselbe Geber gibt neu."))
	case score.OddCard:
		maid := s.maidCard()
		if res.Loser >= 0 {
			if maid != 0 {
				s.say(t.Act(res.Loser, words.Verb{
					EN: "is left with the Old Maid (%s) and loses this round.", DE: "bleibt auf dem Schwarzen Peter (%s) sitzen und verliert diese Runde.",
					YouEN: "are left with the Old Maid (%s) and lose this round.", YouDE: "bleibst auf dem Schwarzen Peter (%s) sitzen und verlierst diese Runde.",
				}, t.Card(maid)))
			} else {
				s.say(t.Act(res.Loser, words.Verb{
					EN: "is left with the Old Maid and loses this round.", DE: "bleibt auf dem Schwarzen Peter sitzen und verliert diese Runde.",
					YouEN: "are left with the Old Maid and lose this round.", YouDE: "bleibst auf dem Schwarzen Peter sitzen und verlierst diese Runde.",
				}))
			}
		}
	default:
		s.say(t.F("Deal %d is over: %s.", "Spiel %d ist vorbei: %s.", s.dealsStarted, s.outcomeText(res.Outcome)))
	}
	s.explain(res)
	s.showScores()
	for _, x := range res.Eliminated {
		s.say(t.Act(x, words.Verb{
			EN: "has reached the limit and is out of the match (SAU-R8).", DE: "hat die Grenze erreicht und scheidet aus (SAU-R8).",
			YouEN: "have reached the limit and are out of the match (SAU-R8).", YouDE: "hast die Grenze erreicht und scheidest aus (SAU-R8).",
		}))
	}
	if s.g.Over() {
		var names []string
		for _, w := range s.g.Winners() {
			names = append(names, t.Name(w, true))
		}
		s.say("")
		if len(names) == 1 {
			s.say("🏆 %s", t.F("The match is over. The winner: %s.", "Die Partie ist vorbei. Es gewinnt: %s.", names[0]))
		} else {
			s.say("🏆 %s", t.F("The match is over. The winners: %s.", "Die Partie ist vorbei. Es gewinnen: %s.", strings.Join(names, ", ")))
		}
	}
	s.save()
	s.out.Flush()
}

// maidCard returns the card left over in an Old Maid round: the pack
// less every pair laid down.
func (s *session) maidCard() card.Card {
	v, err := s.g.View(s.observer(0))
	if err != nil {
		return 0
	}
	var laid card.Set
	for _, l := range v.Laid {
		laid |= l
	}
	laid |= v.Discards
	left := packOf(s.g) &^ laid
	if c, ok := left.Lowest(); ok && left.Len() == 1 {
		return c
	}
	return 0
}

// packOf returns the cards in play, where the game tells them.
func packOf(g variant.Game) card.Set {
	if p, ok := g.(interface{ Pack() card.Set }); ok {
		return p.Pack()
	}
	return 0
}

// outcomeText names what decided a deal's scores.
func (s *session) outcomeText(o score.Outcome) string {
	t := s.t
	switch o {
	case score.Normal:
		return t.S("card points", "Kartenpunkte")
	case score.NoTrick:
		return t.S("a Jungfrau (a seat took no trick)", "eine Jungfrau (ein Platz hat keinen Stich gemacht)")
	case score.Sweep:
		return t.S("a Durchmarsch (one seat took every trick)", "ein Durchmarsch (ein Platz hat alle Stiche gemacht)")
	case score.AnnouncedNoTrick:
		return t.S("an announced Jungfrau succeeded", "eine angesagte Jungfrau ist gelungen")
	case score.AnnouncedSweep:
		return t.S("an announced Durchmarsch succeeded", "ein angesagter Durchmarsch ist gelungen")
	case score.FailedAnnouncement:
		return t.S("an announcement failed", "eine Ansage ist gescheitert")
	case score.PenaltySweep:
		return t.S("one seat shot the moon (took every heart and the Q♠)", "ein Platz hat alle Herzen und die Pik Dame genommen")
	case score.PenaltySweepDeducted:
		return t.S("one seat took every penalty card (slam)", "ein Platz hat alle Strafkarten genommen")
	}
	return o.String()
}

// scoreLabel is the width of the score sheet's first column, its
// longest label ("Dieses Spiel") and a space.
const scoreLabel = 13

// showScores prints the score sheet: every deal's points and the totals.
func (s *session) showScores() {
	t := s.t
	n := s.g.Seats()
	width := 7
	for x := 0; x < n; x++ {
		width = max(width, len([]rune(t.Name(x, true)))+1)
	}
	label := scoreLabel
	var b strings.Builder
	b.WriteString(pad(t.S("Scores", "Punkte"), label))
	for x := 0; x < n; x++ {
		b.WriteString(padLeft(t.Name(x, true), width))
	}
	s.say("%s", b.String())
	for i, r := range s.history {
		b.Reset()
		name := t.F("Deal %d", "Spiel %d", i+1)
		if words.TraitsOf(s.g).Draws {
			name = t.F("Round %d", "Runde %d", i+1)
		}
		b.WriteString(pad(name, label))
		for x := 0; x < n; x++ {
			p := "0"
			if x < len(r.Points) {
				p = fmt.Sprint(r.Points[x])
			}
			if r.Outcome == score.Redeal {
				p = "–"
			}
			b.WriteString(padLeft(p, width))
		}
		s.say("%s", b.String())
	}
	b.Reset()
	total := t.S("Total", "Stand")
	if words.TraitsOf(s.g).Draws {
		total = t.S("Rounds lost", "Verloren")
	}
	b.WriteString(pad(total, label))
	for _, x := range s.g.Totals() {
		b.WriteString(padLeft(fmt.Sprint(x), width))
	}
	s.say("%s", b.String())
}

// explain prints what made each seat's points in a deal: the engine's
// terms, each with its rule ID.
func (s *session) explain(res variant.DealResult) {
	for x := 0; x < s.g.Seats(); x++ {
		terms := s.t.Explanation(res, x, s.t.NameDat)
		if len(terms) == 0 {
			continue
		}
		s.say("%s:", s.t.Name(x, true))
		for _, term := range terms {
			s.say("  %s", term)
		}
	}
}

// scoreCommand answers "score": the score sheet, during a deal the
// points each seat has taken in it so far, and what made the last deal's
// points.
func (s *session) scoreCommand() {
	t := s.t
	s.showScores()
	if v, err := s.g.View(s.observer(0)); err == nil && !words.TraitsOf(s.g).Draws &&
		v.Phase != variant.PhaseDeal && v.Phase != variant.PhaseDealOver && v.Phase != variant.PhaseMatchOver {
		n := s.g.Seats()
		width := 7
		for x := 0; x < n; x++ {
			width = max(width, len([]rune(t.Name(x, true)))+1)
		}
		var b strings.Builder
		b.WriteString(pad(t.S("This deal", "Dieses Spiel"), scoreLabel))
		won := words.Taken(v.Tricks, n)
		for x := 0; x < n; x++ {
			b.WriteString(padLeft(fmt.Sprint(s.points(won[x])), width))
		}
		s.say("%s", b.String())
	}
	if len(s.history) > 0 {
		last := s.history[len(s.history)-1]
		if len(last.Explanation) > 0 {
			head := t.F("Deal %d, explained:", "Spiel %d, erklärt:", len(s.history))
			if words.TraitsOf(s.g).Draws {
				head = t.F("Round %d, explained:", "Runde %d, erklärt:", len(s.history))
			}
			s.say("%s", head)
			s.explain(last)
		}
	}
}

// pad and padLeft pad a text with spaces to a width, counting runes.
func pad(s string, w int) string {
	if n := len([]rune(s)); n < w {
		return s + strings.Repeat(" ", w-n)
	}
	return s + " "
}

func padLeft(s string, w int) string {
	if n := len([]rune(s)); n < w {
		return strings.Repeat(" ", w-n) + s
	}
	return " " + s
}
