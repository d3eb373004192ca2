package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/trick"
)

// Hearts (RULES.md §3): three to six seats, the 52-card pack less the
// removals of the table size (SH-R1), hearts 1 each and the Q♠ 13
// (SH-R8, SH-O1, SH-O2); the lowest club in play leads the first trick
// (SH-R4), no penalty card in the first trick (SH-R7) and no heart led
// before hearts are broken (SH-R6).

func heartsGame() game {
	return game{name: "hearts", title: "Hearts", lo: 3, hi: 6, seatsRef: "SH-R1",
		compose: composeHearts, values: trickValues(composeHearts)}
}

// composeHearts composes Hearts at a table of seats.
func composeHearts(seats int, o Options) (*trickConfig, error) {
	removed, err := deck.HeartsRemoved(seats)
	if err != nil {
		return nil, err
	}
	cfg := &trickConfig{id: Hearts, seats: seats, opts: o,
		pack:      card.Full52 &^ removed,                // SH-R1
		table:     score.Hearts(o.SpotHearts, o.Omnibus), // SH-R8, SH-O1, SH-O2
		dangerous: card.Of(card.QueenSpades),
		rules:     trick.Rules{Opening: trick.OpenExactCard, Lead: trick.LeadHeartsBroken, FirstTrick: trick.FirstTrickNoPenalty},
	}
	cfg.opening, _ = cfg.pack.LowestOf(card.Clubs) // SH-R4
	if o.OpenerAnyClub {
		cfg.rules.Opening = trick.OpenSuitOfCard // SH-A2
	}
	if o.FirstTrickHeartBeforeQueen {
		cfg.rules.FirstTrick = trick.FirstTrickNoPenaltyHeartBeforeQueen // SH-A3
	}
	if o.QueenBreaksHearts {
		cfg.rules.Breaking = trick.HeartOrQueenBreaks // SH-A1
	}
	return cfg.finish(), nil
}
