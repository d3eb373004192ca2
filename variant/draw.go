package variant

import "github.com/blackqueen/rules/card"

// DrawRecord is one draw of a drawing game: who drew from whom, the
// position picked (DrawAt) and the card that came, and the pair it made
// and that was laid down face up. A View shows the card only to the seat
// that drew it (it is then in that seat's hand or among the discards);
// every seat sees who drew, from whom, the position and the pair.
type DrawRecord struct {
	// Seat drew from From.
	Seat int `json:"seat"`
	From int `json:"from"`
	// Position is the position picked in the shuffled hand (a DrawAt
	// move), or -1 when the move named the card (a Draw move).
	Position int `json:"position"`
	// Card is the card drawn; zero (and left out of JSON) in the View of
	// any seat but Seat.
	Card card.Card `json:"card,omitzero"`
	// Pair is the pair the drawn card made and Seat laid down face up
	// (a pair rule of the game's), or empty.
	Pair card.Set `json:"pair"`
}
