package words

// Command is what the user typed, when it is not a card.
type Command uint8

const (
	CmdNone Command = iota
	CmdHelp
	CmdHand
	CmdScore
	CmdLast
	CmdQuit
	CmdJungfrau
	CmdDurchmarsch
	CmdPush
	CmdTake
	CmdNo
)

// CommandOf returns the command the user typed as word (lower case, in
// English, German or Danish), or CmdNone.
func CommandOf(word string) Command {
	switch word {
	case "help", "hilfe", "hjælp", "?", "h":
		return CmdHelp
	case "hand", "cards", "karten", "blatt", "show", "zeigen", "hånd", "kort", "vis":
		return CmdHand
	case "score", "scores", "punkte", "stand", "stilling", "point":
		return CmdScore
	case "last", "letzter", "sidste":
		return CmdLast
	case "quit", "exit", "q", "ende", "beenden", "afslut", "slut":
		return CmdQuit
	case "jungfrau":
		return CmdJungfrau
	case "durchmarsch":
		return CmdDurchmarsch
	case "push", "schieben", "schiebe", "skub":
		return CmdPush
	case "take", "nehmen", "aufnehmen", "tag":
		return CmdTake
	case "no", "nein", "pass", "weiter", "n", "nej":
		return CmdNo
	}
	return CmdNone
}
