package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/score"
)

// Schwarze Madonna (docs/rules.md), composed from the parts.
//
//   - Table and pack: three to six seats (MAD-R1), the 32-card pack
//     (MAD-R3), dealt in packets of two (2-2-1 to five-card hands; at six
//     seats the MAD-A2 choice), two cards left as the stock except at
//     four seats.
//   - Stock: from the dealer's left each seat picks the stock up and puts
//     back two cards (MAD-R5, MAD-R6), never a heart or the Q♠ (MAD-R7,
//     MAD-R8); it is never pushed (MAD-R9). A seat short of such cards
//     voids the deal or puts back penalty cards (MAD-A3, MAD-R11); the
//     stock may have to change (MAD-A13).
//   - Play: follow suit, the highest card of the suit led wins (MAD-R12,
//     TT-1..TT-4); no lead restrictions.
//   - Announcements: Jungfrau and Durchmarsch, out of turn until the first
//     card of trick 2 (MAD-R14..R21, MAD-A9), played out or ended early as
//     MAD-A6 says.
//   - Scoring: hearts 1 each, Q♠ 8 (MAD-R2), with Jungfrau and Durchmarsch
//     multipliers (score.MadonnaDeal: MAD-R22..R26, MAD-A1, MAD-A4, MAD-A6,
//     MAD-A7).
//   - Match end: a total above the table size's limit (MAD-R27, MAD-A10,
//     MAD-A11); the lowest total wins (MAD-R28, BM-A5).

func madonnaGame() game {
	return game{name: "schwarze-madonna", title: "Schwarze Madonna", lo: 3, hi: 6, titleDE: "Schwarze Madonna", seatsRef: "MAD-R1",
		announces: true, compose: composeMadonna, values: trickValues(composeMadonna)}
}

// composeMadonna composes Schwarze Madonna at a table of seats.
func composeMadonna(seats int, o Options) (*trickConfig, error) {
	short := exchange.ShortVoid // MAD-A3 default: the deal is void
	if o.ShortStock == ShortStockPassPenalty {
		short = exchange.ShortPutAll
	}
	table := score.Madonna() // MAD-R2
	rules := score.MadonnaRules{AnnouncedJungfrau: o.AnnouncedJungfrau, JungfrauFactor: o.JungfrauFactor,
		FailureScoring: o.FailureScoring, DurchmarschKeepsCardPoints: o.DurchmarschKeepsCardPoints}
	cfg := &trickConfig{id: SchwarzeMadonna, seats: seats, opts: o,
		pack:    deck.Pack32.Cards(), // MAD-R3
		dealRef: "MAD-R3",

		stockGame: true, stockOn: true,
		stock: exchange.Stock{Count: 2, Kept: card.HeartsSet.Add(card.QueenSpades), // MAD-R6, MAD-R7
			Short: short, MustChange: o.MustChangeStock}, // MAD-A3, MAD-A13
		stockRef: "MAD-R5", backRef: "MAD-R6", keptRef: "MAD-R7", firstRef: "MAD-R8", pushRef: "MAD-R9",

		playRef: "MAD-R12",
		ann: announceRules{game: true, on: [3]bool{Jungfrau: true, Durchmarsch: true},
			windowRef: "MAD-R17", conflictRef: "MAD-R18",
			playOut: o.FailureScoring != score.AnnouncerOnly}, // MAD-A6

		table:     table,
		dangerous: card.Of(card.QueenSpades),
		scoreDeal: func(f *score.Facts) score.Result { return score.MadonnaDeal(*f, table, rules) },

		end: matchEnd{ref: "MAD-R27", limit: o.Limits.For(seats), atLeast: o.End == EndAtLeast, ties: o.Ties},
	}
	for n := 3; n <= 6; n++ {
		cfg.patterns[n] = deck.Packets(2) // MAD-R3
		if n != 4 {
			cfg.stockSizes[n] = 2
		}
	}
	switch o.SixPlayerDeal { // MAD-A2
	case Deal122:
		cfg.patterns[6] = deck.Packets(1, 2)
	case DealSingles:
		cfg.patterns[6] = deck.Singles()
	}
	return cfg.finish(), nil
}
