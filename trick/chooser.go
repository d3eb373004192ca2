package trick

import "github.com/blackqueen/rules/card"

// Chooser chooses the cards of a playout: an engine that plays a stretch
// of a deal by a policy (variant's TrickGame.PlayBy) asks it for each
// card a seat chooses among two or more legal ones, and plays a seat's
// only legal card without asking. Choose must return a card of
// Choice.Legal; the engine stops at any other card, playing nothing for
// it. It is called in the engine's hot loop, once a card: it should not
// allocate.
type Chooser interface {
	Choose(c Choice) card.Card
}

// Choice is what a Chooser is told of the card to choose: the seat's own
// cards and what every seat can work out from the cards played (Others,
// the cards still out, is the pack but for the cards played and the
// seat's own, and a stock aside). It is a value of four words, which the
// compiler keeps in registers: passing it costs no memory.
type Choice struct {
	// Hand is the seat's cards, Legal those it may play now: two or more
	// (TT-2 and the game's trick rules).
	Hand  card.Set
	Legal card.Set
	// Others is the cards in the other seats' hands.
	Others card.Set
	// Spot is where the card goes.
	Spot Spot
}

// Spot is where a card is played: by Seat, to the trick on the table,
// after Played cards (0: Seat leads) and before Left more (0: the trick's
// last card). Win is the card that wins the trick so far, the highest of
// the suit led (TT-3), so that its suit is the suit led; 0 before the
// lead.
type Spot struct {
	Seat   uint8
	Played uint8
	Left   uint8
	Win    card.Card
}
