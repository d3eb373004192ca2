package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/score"
)

// Schwarze Madonna (RULES.md §1): three to six seats (MAD-R1), the
// 32-card pack (MAD-R3), hearts 1 each and the Q♠ 8 (MAD-R2).

func madonnaGame() game {
	return game{name: "schwarze-madonna", title: "Schwarze Madonna", lo: 3, hi: 6, seatsRef: "MAD-R1",
		compose: composeMadonna, values: trickValues(composeMadonna)}
}

// composeMadonna composes Schwarze Madonna at a table of seats.
func composeMadonna(seats int, o Options) (*trickConfig, error) {
	cfg := &trickConfig{id: SchwarzeMadonna, seats: seats, opts: o,
		pack:      deck.Pack32.Cards(), // MAD-R3
		table:     score.Madonna(),     // MAD-R2
		dangerous: card.Of(card.QueenSpades),
	}
	return cfg.finish(), nil
}
