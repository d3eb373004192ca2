package line

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/play/internal/words"
	"github.com/blackqueen/rules/variant"
)

// human is the user's seat: a player.Player that asks the user.
type human struct{ s *session }

// answer answers the commands that only show something and are the same
// at every prompt (help, score, last), and reports whether cmd was one.
func (h *human) answer(cmd words.Command, v variant.View) bool {
	switch cmd {
	case words.CmdHelp:
		h.help(v)
	case words.CmdScore:
		h.s.scoreCommand()
	case words.CmdLast:
		h.s.showLastTrick(v)
	default:
		return false
	}
	return true
}

// Choose asks the user for the seat's move. Commands (help, hand, score,
// last) are answered and the question is asked again; quit or the end of
// the input returns errQuit.
func (h *human) Choose(v variant.View, r *rand.Rand) (variant.Move, error) {
	s := h.s
	for {
		if s.shownAt != s.moves {
			h.showTurn(v)
			s.shownAt = s.moves
		}
		line, ok := s.ask(h.prompt(v))
		if !ok {
			return variant.Move{}, errQuit
		}
		word := strings.ToLower(strings.TrimSpace(line))
		cmd := words.CommandOf(word)
		if h.answer(cmd, v) {
			continue
		}
		switch cmd {
		case words.CmdQuit:
			if !s.confirmQuit() {
				continue
			}
			return variant.Move{}, errQuit
		case words.CmdHand:
			h.showTurn(v)
			continue
		case words.CmdJungfrau:
			return variant.AnnounceMove(v.Seat, variant.NoTrickCall), nil
		case words.CmdDurchmarsch:
			return variant.AnnounceMove(v.Seat, variant.SweepCall), nil
		case words.CmdPush:
			// After a take the engine refuses the push and says why (SAU-O6).
			return variant.PushMove(v.Seat), nil
		}
		if m, ok := h.turnMove(v, r, word, line); ok {
			return m, nil
		}
	}
}

// turnMove reads the user's answer line (word, trimmed and in lower case)
// as a move of the seat's turn: a decline, a take, a draw or cards. It
// reports false, having said why, when the answer is no such move.
func (h *human) turnMove(v variant.View, r *rand.Rand, word, line string) (variant.Move, bool) {
	s, t := h.s, h.s.t
	switch v.Turn.Kind {
	case variant.Draw:
		return h.drawMove(v, r, word, line)
	case variant.Announce:
		if words.CommandOf(word) == words.CmdNo || word == "" {
			return variant.DeclineMove(v.Seat), true
		}
	case variant.Take:
		if words.CommandOf(word) == words.CmdTake || word == "" {
			return variant.TakeMove(v.Seat), true
		}
		s.say(t.F("I do not understand %q. Type take to pick up the stock or push to pass it on unseen.",
			"Das verstehe ich nicht: %q. Gib nehmen ein, um den Stock aufzunehmen, oder schieben, um ihn ungesehen weiterzugeben.", line))
		return variant.Move{}, false
	}
	if word == "" {
		s.say("%s", h.emptyHint(v.Turn.Kind))
		return variant.Move{}, false
	}
	return h.cardMove(v, line)
}

// drawMove reads the position of the card the user draws, counted
// from 1; an empty answer draws one at random.
func (h *human) drawMove(v variant.View, r *rand.Rand, word, line string) (variant.Move, bool) {
	s, t, turn := h.s, h.s.t, v.Turn
	k := 0
	if turn.From >= 0 && turn.From < len(v.HandSizes) {
		k = v.HandSizes[turn.From]
	}
	if word == "" && k > 0 {
		return variant.DrawAtMove(v.Seat, r.IntN(k)), true
	}
	n, err := strconv.Atoi(word)
	if err != nil {
		s.say(t.F("I do not understand %q. Type a number from 1 to %d (the position of the card you draw).",
			"Das verstehe ich nicht: %q. Gib eine Zahl von 1 bis %d ein (die Stelle der Karte, die du ziehst).", line, k))
		return variant.Move{}, false
	}
	if n < 1 || n > k {
		s.say(t.F("Type a number from 1 to %d (the position of the card you draw).", "Gib eine Zahl von 1 bis %d ein (die Stelle der Karte, die du ziehst).", k))
		return variant.Move{}, false
	}
	return variant.DrawAtMove(v.Seat, n-1), true
}

// cardMove reads the cards of the user's answer line as a play, a pass or
// the cards put back into the stock.
func (h *human) cardMove(v variant.View, line string) (variant.Move, bool) {
	s, t := h.s, h.s.t
	set, list, bad := words.ParseCards(line)
	if bad != "" {
		s.say(t.F("I do not understand %q. Type a card such as QS, 10h or q♠, or help.", "Das verstehe ich nicht: %q. Gib eine Karte wie QS, 10h oder q♠ ein, oder hilfe.", bad))
		return variant.Move{}, false
	}
	switch v.Turn.Kind {
	case variant.Play:
		if len(list) != 1 {
			s.say(t.S("Play one card.", "Spiele eine Karte."))
			return variant.Move{}, false
		}
		return variant.PlayMove(v.Seat, list[0]), true
	case variant.Pass, variant.Stock:
		if len(list) != set.Len() {
			s.say(t.S("You named a card twice.", "Du hast eine Karte doppelt genannt."))
			return variant.Move{}, false
		}
		if v.Turn.Kind == variant.Pass {
			return variant.PassMove(v.Seat, set), true
		}
		return variant.StockMove(v.Seat, set), true
	}
	s.say(t.S("That is not possible now. Type help for the commands.", "Das geht jetzt nicht. Mit hilfe siehst du die Befehle."))
	return variant.Move{}, false
}

// Announce offers the user to announce at the two moments of the window
// when it is not the user's turn: before the first lead and after the
// first trick (MAD-R17, SAU-A16). At the user's own turn the question is
// part of the prompt.
func (h *human) Announce(v variant.View, _ *rand.Rand) (variant.Call, bool) {
	s, t := h.s, h.s.t
	if s.quit || v.Turn != nil || len(v.Current.Cards) != 0 || len(v.Tricks) > 1 {
		return variant.NoCall, false
	}
	key := moment{deal: s.dealsStarted, tricks: len(v.Tricks)}
	if s.offered[key] {
		return variant.NoCall, false
	}
	s.offered[key] = true
	if s.handAt != s.moves { // not shown already since the last move
		s.showHand(v.Hand, v.Hand, false)
		s.handAt = s.moves
	}
	for {
		line, ok := s.ask(t.F("Announce now? %s, or Enter for no: ", "Jetzt ansagen? %s, oder Enter für nein: ", h.calls(v)))
		if !ok {
			return variant.NoCall, false
		}
		word := strings.ToLower(strings.TrimSpace(line))
		cmd := words.CommandOf(word)
		if h.answer(cmd, v) {
			continue
		}
		switch cmd {
		case words.CmdJungfrau:
			return variant.NoTrickCall, true
		case words.CmdDurchmarsch:
			return variant.SweepCall, true
		case words.CmdQuit:
			if !s.confirmQuit() {
				continue
			}
			return variant.NoCall, false
		case words.CmdHand:
			s.showHand(v.Hand, v.Hand, false)
			continue
		case words.CmdNo:
			return variant.NoCall, false
		}
		if word == "" {
			return variant.NoCall, false
		}
		s.say(t.S("Type jungfrau, durchmarsch, or press Enter.", "Gib jungfrau oder durchmarsch ein, oder drücke Enter."))
	}
}

// emptyHint answers an empty line at a decision that has no default
// answer: what to type instead.
func (h *human) emptyHint(k variant.Kind) string {
	t := h.s.t
	switch k {
	case variant.Pass:
		return t.S("Type three cards, such as QS KS AS, or help.", "Gib drei Karten ein, etwa DS KS AS, oder hilfe.")
	case variant.Stock:
		return t.S("Type the two cards to put back, such as 7D 8C, or help.", "Gib die zwei Karten zum Zurücklegen ein, etwa 7D 8C, oder hilfe.")
	}
	return t.S("Type the card to play, such as QS or 10h, or help.", "Gib die Karte ein, die du spielst, etwa DS oder 10h, oder hilfe.")
}

// calls lists the announcements the seat may make ("jungfrau /
// durchmarsch").
func (h *human) calls(v variant.View) string {
	var words []string
	for _, m := range v.Announce {
		words = append(words, m.Call.String())
	}
	return strings.Join(words, " / ")
}

// prompt returns the question for the user's turn.
func (h *human) prompt(v variant.View) string {
	s, t := h.s, h.s.t
	extra := ""
	if len(v.Announce) > 0 {
		extra = t.F(" (or %s)", " (oder %s)", h.calls(v))
	}
	switch v.Turn.Kind {
	case variant.Play:
		return t.S("Your card", "Deine Karte") + extra + ": "
	case variant.Pass:
		return t.F("Three cards to pass to %s: ", "Drei Karten für %s: ", s.named(v.Turn.From))
	case variant.Take:
		return t.S("take or push (Enter: take): ", "nehmen oder schieben (Enter: nehmen): ")
	case variant.Stock:
		return t.S("Two cards to put back: ", "Zwei Karten zurücklegen: ")
	case variant.Draw:
		k := 0
		if v.Turn.From >= 0 && v.Turn.From < len(v.HandSizes) {
			k = v.HandSizes[v.Turn.From]
		}
		return t.F("Card to draw (1-%d, Enter for any): ", "Welche Karte ziehen (1-%d, Enter für irgendeine): ", k)
	case variant.Announce:
		return t.F("Announce %s, or Enter for no: ", "%s ansagen, oder Enter für nein: ", h.calls(v))
	}
	return "> "
}

// showTurn shows what the user needs to decide: the trick on the table,
// the hand with the legal cards marked, the stock taken, the hand to draw
// from.
func (h *human) showTurn(v variant.View) {
	s, t := h.s, h.s.t
	turn := v.Turn
	s.say("")
	switch turn.Kind {
	case variant.Play:
		s.showTrick(v)
		if ref := games.WordsOf(games.Named(v.Game)).UnbrokenRule; ref != "" && !v.HeartsBroken && len(v.Current.Cards) == 0 && len(v.Tricks) > 0 {
			s.say("  %s", t.F("(hearts are not broken yet: no heart may be led, %s)", "(Herz ist noch nicht gefallen: Herz darf nicht ausgespielt werden, %s)", ref))
		}
		s.showHand(v.Hand, turn.Cards, true)
		if len(v.Announce) > 0 {
			s.say("  %s", t.F("You may still announce: %s.", "Du kannst noch ansagen: %s.", h.calls(v)))
		}
	case variant.Pass:
		s.showHand(v.Hand, v.Hand, false)
		s.say(t.F("Choose three cards to pass to %s, e.g. %s.", "Wähle drei Karten für %s, z. B. %s.",
			s.named(turn.From), t.S("QS KS AS", "DS KS AS")))
	case variant.Take:
		s.showHand(v.Hand, v.Hand, false)
		s.say(t.F("The stock (2 cards, face down) comes to you: take it up (take) or push it on unseen (push), which doubles every score of the deal (%s).",
			"Der Stock (2 Karten, verdeckt) kommt zu dir: aufnehmen (nehmen) oder ungesehen weiterschieben (schieben), was alle Punkte des Spiels verdoppelt (%s).", games.WordsOf(games.Named(v.Game)).PushRule))
	case variant.Stock:
		stock := v.StockTaken // the view shows the stock to the seat taking it (MAD-R5, SAU-O5)
		s.say(t.F("You take up the stock: %s.", "Du nimmst den Stock auf: %s.", t.Cards(stock)))
		s.showHand(v.Hand|stock, turn.Cards, true)
		switch w := games.WordsOf(games.Named(v.Game)); {
		case w.KeptRule != "":
			s.say(t.F("Put two cards back into the stock; %s (%s). They may be the two you took.",
				"Lege zwei Karten in den Stock zurück; %s (%s). Es dürfen die zwei aufgenommenen sein.", t.Text(w.Kept), w.KeptRule))
		default:
			s.say(t.S("Put two cards back into the stock (the two you took, to change nothing).",
				"Lege zwei Karten in den Stock zurück (die zwei aufgenommenen, um nichts zu tauschen)."))
		}
	case variant.Draw:
		s.showHand(v.Hand, v.Hand, false)
		k := 0
		if turn.From >= 0 && turn.From < len(v.HandSizes) {
			k = v.HandSizes[turn.From]
		}
		s.say(t.F("%s holds %s, face down: %s", "%s hält %s verdeckt: %s", s.named(turn.From), t.Count(k), backs(k)))
	case variant.Announce:
		s.showHand(v.Hand, v.Hand, false)
	}
}

// backs draws k card backs numbered from 1.
func backs(k int) string {
	var b strings.Builder
	for i := 1; i <= k; i++ {
		if i > 1 {
			b.WriteByte(' ')
		}
		b.WriteString("[" + strconv.Itoa(i) + "]")
	}
	return b.String()
}

// help lists the commands and how to type a move now.
func (h *human) help(v variant.View) {
	s, t := h.s, h.s.t
	s.say(t.S("Commands:", "Befehle:"))
	s.say("  %s", t.S("a card such as QS, 10h, q♠, T♥ (German ranks B and D work too) – play it",
		"eine Karte wie QS, 10h, q♠, D♠, B♣ – ausspielen"))
	for _, line := range games.WordsOf(games.Named(v.Game)).Moves {
		s.say("  %s", t.Text(line))
	}
	s.say("  %s", t.S("hand – show your hand and the table again", "karten – dein Blatt und den Tisch noch einmal zeigen"))
	s.say("  %s", t.S("last – show the last trick", "letzter – den letzten Stich zeigen"))
	s.say("  %s", t.S("score – show the score sheet", "punkte – die Punkteliste zeigen"))
	s.say("  %s", t.S("quit – end the game", "ende – das Spiel beenden"))
}
