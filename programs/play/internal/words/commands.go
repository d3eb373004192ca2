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
// English or German), or CmdNone.
func CommandOf(word string) Command {
	switch word {
	case "help", "hilfe", "?", "h":
		return CmdHelp
	case "hand", "cards", "karten", "blatt", "show", "zeigen":
		return CmdHand
	case "score", "scores", "punkte", "stand":
		return CmdScore
	case "last", "letzter":
		return CmdLast
	case "quit", "exit", "q", "ende", "beenden":
		return CmdQuit
	case "jungfrau":
		return CmdJungfrau
	case "durchmarsch":
		return CmdDurchmarsch
	case "push", "schieben", "schiebe":
		return CmdPush
	case "take", "nehmen", "aufnehmen":
		return CmdTake
	case "no", "nein", "pass", "weiter", "n":
		return CmdNo
	}
	return CmdNone
}
