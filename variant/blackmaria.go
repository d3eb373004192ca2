package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/score"
)

// Black Maria (RULES.md §2): three to six seats, the 52-card pack less
// the removals of the table size (BM-R1, BM-A1, BM-A2), hearts 1 each,
// Q♠ 13, K♠ 10, A♠ 7 (BM-R7, BM-O1 to BM-O3).

func blackMariaGame() game {
	return game{name: "black-maria", title: "Black Maria", lo: 3, hi: 6, seatsRef: "BM-R1",
		compose: composeBlackMaria, values: trickValues(composeBlackMaria)}
}

// composeBlackMaria composes Black Maria at a table of seats.
func composeBlackMaria(seats int, o Options) (*trickConfig, error) {
	removed, err := deck.BlackMariaRemoved(seats, o.ThreePlayerRemoval, o.SixPlayerRemoval)
	if err != nil {
		return nil, err
	}
	cfg := &trickConfig{id: BlackMaria, seats: seats, opts: o,
		pack:      card.Full52 &^ removed,                                   // BM-R1, BM-A1, BM-A2
		table:     score.BlackMaria(o.SpotHearts, o.Omnibus, o.SpadeValues), // BM-R7, BM-O1..O3
		dangerous: card.Of(card.QueenSpades, card.KingSpades, card.AceSpades),
	}
	return cfg.finish(), nil
}
