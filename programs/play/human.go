package main

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/blackqueen/rules/variant"
)

// human is the user's seat: a player.Player that asks the user.
type human struct{ s *session }

// command is what the user typed, when it is not a card.
type command uint8

const (
	cmdNone command = iota
	cmdHelp
	cmdHand
	cmdScore
	cmdLast
	cmdQuit
	cmdJungfrau
	cmdDurchmarsch
	cmdPush
	cmdTake
	cmdNo
)

// commandOf returns the command the user typed as word (lower case, in
// English or German), or cmdNone.
func commandOf(word string) command {
	switch word {
	case "help", "hilfe", "?", "h":
		return cmdHelp
	case "hand", "cards", "karten", "blatt", "show", "zeigen":
		return cmdHand
	case "score", "scores", "punkte", "stand":
		return cmdScore
	case "last", "letzter":
		return cmdLast
	case "quit", "exit", "q", "ende", "beenden":
		return cmdQuit
	case "jungfrau":
		return cmdJungfrau
	case "durchmarsch":
		return cmdDurchmarsch
	case "push", "schieben", "schiebe":
		return cmdPush
	case "take", "nehmen", "aufnehmen":
		return cmdTake
	case "no", "nein", "pass", "weiter", "n":
		return cmdNo
	}
	return cmdNone
}

// answer answers the commands that only show something and are the same
// at every prompt (help, score, last), and reports whether cmd was one.
func (h *human) answer(cmd command, v variant.View) bool {
	switch cmd {
	case cmdHelp:
		h.help(v)
	case cmdScore:
		h.s.scoreCommand()
	case cmdLast:
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
	s, t := h.s, h.s.t
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
		cmd := commandOf(word)
		if h.answer(cmd, v) {
			continue
		}
		switch cmd {
		case cmdQuit:
			if !s.confirmQuit() {
				continue
			}
			return variant.Move{}, errQuit
		case cmdHand:
			h.showTurn(v)
			continue
		case cmdJungfrau:
			return variant.AnnounceMove(v.Seat, variant.Jungfrau), nil
		case cmdDurchmarsch:
			return variant.AnnounceMove(v.Seat, variant.Durchmarsch), nil
		case cmdPush:
			// After a take the engine refuses the push and says why (SAU-O6).
			return variant.PushMove(v.Seat), nil
		}
		turn := v.Turn
		switch turn.Kind {
		case variant.Draw:
			k := 0
			if turn.From >= 0 && turn.From < len(v.HandSizes) {
				k = v.HandSizes[turn.From]
			}
			if word == "" && k > 0 {
				return variant.DrawAtMove(v.Seat, r.IntN(k)), nil
			}
			n, err := strconv.Atoi(word)
			if err != nil {
				s.say(t.f("I do not understand %q. Type a number from 1 to %d (the position of the card you draw).",
					"Das verstehe ich nicht: %q. Gib eine Zahl von 1 bis %d ein (die Stelle der Karte, die du ziehst).", line, k))
				continue
			}
			if n < 1 || n > k {
				s.say(t.f("Type a number from 1 to %d (the position of the card you draw).", "Gib eine Zahl von 1 bis %d ein (die Stelle der Karte, die du ziehst).", k))
				continue
			}
			return variant.DrawAtMove(v.Seat, n-1), nil
		case variant.Announce:
			if cmd == cmdNo || word == "" {
				return variant.DeclineMove(v.Seat), nil
			}
		case variant.Take:
			if cmd == cmdTake || word == "" {
				return variant.TakeMove(v.Seat), nil
			}
			s.say(t.f("I do not understand %q. Type take to pick up the stock or push to pass it on unseen.",
				"Das verstehe ich nicht: %q. Gib nehmen ein, um den Stock aufzunehmen, oder schieben, um ihn ungesehen weiterzugeben.", line))
			continue
		}
		if word == "" {
			s.say("%s", h.emptyHint(turn.Kind))
			continue
		}
		set, list, bad := parseCards(line)
		if bad != "" {
			s.say(t.f("I do not understand %q. Type a card such as QS, 10h or q♠, or help.", "Das verstehe ich nicht: %q. Gib eine Karte wie QS, 10h oder q♠ ein, oder hilfe.", bad))
			continue
		}
		switch turn.Kind {
		case variant.Play:
			if len(list) != 1 {
				s.say(t.s("Play one card.", "Spiele eine Karte."))
				continue
			}
			return variant.PlayMove(v.Seat, list[0]), nil
		case variant.Pass:
			if len(list) != set.Len() {
				s.say(t.s("You named a card twice.", "Du hast eine Karte doppelt genannt."))
				continue
			}
			return variant.PassMove(v.Seat, set), nil
		case variant.Stock:
			if len(list) != set.Len() {
				s.say(t.s("You named a card twice.", "Du hast eine Karte doppelt genannt."))
				continue
			}
			return variant.StockMove(v.Seat, set), nil
		}
		s.say(t.s("That is not possible now. Type help for the commands.", "Das geht jetzt nicht. Mit hilfe siehst du die Befehle."))
	}
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
		line, ok := s.ask(t.f("Announce now? %s, or Enter for no: ", "Jetzt ansagen? %s, oder Enter für nein: ", h.calls(v)))
		if !ok {
			return variant.NoCall, false
		}
		word := strings.ToLower(strings.TrimSpace(line))
		cmd := commandOf(word)
		if h.answer(cmd, v) {
			continue
		}
		switch cmd {
		case cmdJungfrau:
			return variant.Jungfrau, true
		case cmdDurchmarsch:
			return variant.Durchmarsch, true
		case cmdQuit:
			if !s.confirmQuit() {
				continue
			}
			return variant.NoCall, false
		case cmdHand:
			s.showHand(v.Hand, v.Hand, false)
			continue
		case cmdNo:
			return variant.NoCall, false
		}
		if word == "" {
			return variant.NoCall, false
		}
		s.say(t.s("Type jungfrau, durchmarsch, or press Enter.", "Gib jungfrau oder durchmarsch ein, oder drücke Enter."))
	}
}

// emptyHint answers an empty line at a decision that has no default
// answer: what to type instead.
func (h *human) emptyHint(k variant.Kind) string {
	t := h.s.t
	switch k {
	case variant.Pass:
		return t.s("Type three cards, such as QS KS AS, or help.", "Gib drei Karten ein, etwa DS KS AS, oder hilfe.")
	case variant.Stock:
		return t.s("Type the two cards to put back, such as 7D 8C, or help.", "Gib die zwei Karten zum Zurücklegen ein, etwa 7D 8C, oder hilfe.")
	}
	return t.s("Type the card to play, such as QS or 10h, or help.", "Gib die Karte ein, die du spielst, etwa DS oder 10h, oder hilfe.")
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
		extra = t.f(" (or %s)", " (oder %s)", h.calls(v))
	}
	switch v.Turn.Kind {
	case variant.Play:
		return t.s("Your card", "Deine Karte") + extra + ": "
	case variant.Pass:
		return t.f("Three cards to pass to %s: ", "Drei Karten für %s: ", s.named(v.Turn.From))
	case variant.Take:
		return t.s("take or push (Enter: take): ", "nehmen oder schieben (Enter: nehmen): ")
	case variant.Stock:
		return t.s("Two cards to put back: ", "Zwei Karten zurücklegen: ")
	case variant.Draw:
		k := 0
		if v.Turn.From >= 0 && v.Turn.From < len(v.HandSizes) {
			k = v.HandSizes[v.Turn.From]
		}
		return t.f("Card to draw (1-%d, Enter for any): ", "Welche Karte ziehen (1-%d, Enter für irgendeine): ", k)
	case variant.Announce:
		return t.f("Announce %s, or Enter for no: ", "%s ansagen, oder Enter für nein: ", h.calls(v))
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
		if ref := variant.WordsOf(v.Game).UnbrokenRule; ref != "" && !v.HeartsBroken && len(v.Current.Cards) == 0 && len(v.Tricks) > 0 {
			s.say("  %s", t.f("(hearts are not broken yet: no heart may be led, %s)", "(Herz ist noch nicht gefallen: Herz darf nicht ausgespielt werden, %s)", ref))
		}
		s.showHand(v.Hand, turn.Cards, true)
		if len(v.Announce) > 0 {
			s.say("  %s", t.f("You may still announce: %s.", "Du kannst noch ansagen: %s.", h.calls(v)))
		}
	case variant.Pass:
		s.showHand(v.Hand, v.Hand, false)
		s.say(t.f("Choose three cards to pass to %s, e.g. %s.", "Wähle drei Karten für %s, z. B. %s.",
			s.named(turn.From), t.s("QS KS AS", "DS KS AS")))
	case variant.Take:
		s.showHand(v.Hand, v.Hand, false)
		s.say(t.f("The stock (2 cards, face down) comes to you: take it up (take) or push it on unseen (push), which doubles every score of the deal (%s).",
			"Der Stock (2 Karten, verdeckt) kommt zu dir: aufnehmen (nehmen) oder ungesehen weiterschieben (schieben), was alle Punkte des Spiels verdoppelt (%s).", variant.WordsOf(v.Game).PushRule))
	case variant.Stock:
		stock := v.StockTaken // the view shows the stock to the seat taking it (MAD-R5, SAU-O5)
		s.say(t.f("You take up the stock: %s.", "Du nimmst den Stock auf: %s.", t.cards(stock)))
		s.showHand(v.Hand|stock, turn.Cards, true)
		switch w := variant.WordsOf(v.Game); {
		case w.KeptRule != "":
			s.say(t.f("Put two cards back into the stock; %s (%s). They may be the two you took.",
				"Lege zwei Karten in den Stock zurück; %s (%s). Es dürfen die zwei aufgenommenen sein.", t.text(w.Kept), w.KeptRule))
		default:
			s.say(t.s("Put two cards back into the stock (the two you took, to change nothing).",
				"Lege zwei Karten in den Stock zurück (die zwei aufgenommenen, um nichts zu tauschen)."))
		}
	case variant.Draw:
		s.showHand(v.Hand, v.Hand, false)
		k := 0
		if turn.From >= 0 && turn.From < len(v.HandSizes) {
			k = v.HandSizes[turn.From]
		}
		s.say(t.f("%s holds %s, face down: %s", "%s hält %s verdeckt: %s", s.named(turn.From), t.count(k), backs(k)))
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
	s.say(t.s("Commands:", "Befehle:"))
	s.say("  %s", t.s("a card such as QS, 10h, q♠, T♥ (German ranks B and D work too) – play it",
		"eine Karte wie QS, 10h, q♠, D♠, B♣ – ausspielen"))
	for _, line := range variant.WordsOf(v.Game).Moves {
		s.say("  %s", t.text(line))
	}
	s.say("  %s", t.s("hand – show your hand and the table again", "karten – dein Blatt und den Tisch noch einmal zeigen"))
	s.say("  %s", t.s("last – show the last trick", "letzter – den letzten Stich zeigen"))
	s.say("  %s", t.s("score – show the score sheet", "punkte – die Punkteliste zeigen"))
	s.say("  %s", t.s("quit – end the game", "ende – das Spiel beenden"))
}
