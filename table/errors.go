package table

import "github.com/blackqueen/rules/rule"

// Error is a request the table refuses for a reason of its own (the game
// engine's refusals are *rule.Violation): a stable code and messages for
// people in English, German and Danish.
type Error struct {
	Code       string
	EN, DE, DA string
}

// Error implements error.
func (e *Error) Error() string { return "table: " + e.Code + ": " + e.EN }

// Message returns the message in lang ("de" for German, "da" for Danish,
// else English); a message missing in lang is given in English.
func (e *Error) Message(lang string) string {
	return rule.Text{EN: e.EN, DE: e.DE, DA: e.DA}.In(lang)
}

// The table's own refusals; compare with errors.Is.
var (
	// ErrSecret: no seat of this table has the secret given.
	ErrSecret = &Error{"unknown-seat", "You do not hold a seat at this table.", "Du hast keinen Platz an diesem Tisch.", "Du har ingen plads ved dette bord."}
	// ErrNoFreeSeat: every person's seat is taken.
	ErrNoFreeSeat = &Error{"no-free-seat", "Every seat at this table is taken.", "Alle Plätze an diesem Tisch sind besetzt.", "Alle pladser ved dette bord er optaget."}
	// ErrSeatTaken: the seat asked for is taken or is a built-in player's.
	ErrSeatTaken = &Error{"seat-taken", "That seat is not free.", "Dieser Platz ist nicht frei.", "Den plads er ikke ledig."}
	// ErrWaiting: the game has not started (seats are still free) or is
	// between deals.
	ErrWaiting = &Error{"waiting", "The game is not under way: no move can be made now.", "Das Spiel läuft gerade nicht: jetzt ist kein Zug möglich.",
		"Spillet er ikke i gang: der kan ikke foretages et træk nu."}
	// ErrFinished: the table has finished or was closed.
	ErrFinished = &Error{"finished", "This table has finished.", "Dieser Tisch ist beendet.", "Dette bord er afsluttet."}
	// ErrChat: a chat line is empty or longer than MaxChat.
	ErrChat = &Error{"bad-chat", "A chat line must have 1 to 300 characters.", "Eine Chatzeile muss 1 bis 300 Zeichen haben.", "En chatlinje skal have 1 til 300 tegn."}
	// ErrName: a name longer than MaxName.
	ErrName = &Error{"bad-name", "A name may have at most 24 characters.", "Ein Name darf höchstens 24 Zeichen haben.", "Et navn må højst have 24 tegn."}
	// ErrLate: the seat's timed turn (OM-O4) was over before its move
	// came, so the timer drew for it and the move is refused.
	ErrLate = &Error{"late", "Your time was up: the timer drew a card for you.", "Deine Zeit war abgelaufen: der Timer hat für dich gezogen.",
		"Din tid var gået: uret trak et kort for dig."}
	// ErrNoTimer: the table has no turn timer to switch.
	ErrNoTimer = &Error{"no-timer", "This table has no turn timer.", "Dieser Tisch hat keinen Zug-Timer.", "Dette bord har intet tur-ur."}
	// ErrNoTurn: a hint was asked for a seat that has nothing to decide
	// now (Hint).
	ErrNoTurn = &Error{"no-turn", "It is not your turn: there is no hint to give.", "Du bist nicht dran: es gibt keinen Tipp.", "Det er ikke din tur: der er intet råd at give."}
)
