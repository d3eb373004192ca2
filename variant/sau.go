package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/trick"
)

// Schwarze Sau (RULES.md §4): three or four seats (SAU-R1), the 32-card
// pack (SAU-R4), diamonds 1 each, J♣ 2, Q♠ 5 (SAU-R2); with Kreuz Sieben
// the 7♣ leads (SAU-O1, SAU-A9).

func sauGame() game {
	return game{name: "schwarze-sau", title: "Schwarze Sau", lo: 3, hi: 4, seatsRef: "SAU-R1",
		compose: composeSau, values: trickValues(composeSau)}
}

// composeSau composes Schwarze Sau at a table of seats.
func composeSau(seats int, o Options) (*trickConfig, error) {
	cfg := &trickConfig{id: SchwarzeSau, seats: seats, opts: o,
		pack:      deck.Pack32.Cards(), // SAU-R4
		table:     score.Sau(),         // SAU-R2
		dangerous: card.Of(card.QueenSpades, card.JackClubs),
	}
	if o.KreuzSieben {
		cfg.opening = card.SevenClubs // SAU-O1
		if o.MustLeadClubSeven {
			cfg.rules.Opening = trick.OpenExactCard // SAU-A9
		}
	}
	return cfg.finish(), nil
}
