package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// Schwarze Sau (docs/rules.md), composed from the parts.
//
//   - Table and pack: three or four seats (SAU-R1), the 32-card pack dealt
//     one at a time, two cards left as the stock at three seats (SAU-R4).
//     With the stock exchange at four seats the dealer sits out (SAU-O5).
//   - Stock (SAU-O5, optional): each active seat may take the stock and
//     put back two cards (no point cards under SAU-A4), or push it on
//     unseen with Schieben (SAU-O6), which multiplies the deal (SAU-A11).
//   - Play: the dealer's left leads, or with Kreuz Sieben the holder of the
//     7♣ at four seats without a stock (SAU-O1, SAU-A9); follow suit
//     (SAU-R6).
//   - Announcements (optional): Jungfrau (SAU-O2) and an announced
//     Durchmarsch (SAU-O4), until the first card of trick 2 (SAU-A16);
//     one Jungfrau unless SAU-A8, none after a Durchmarsch (SAU-O4).
//   - Scoring: diamonds 1 each, J♣ 2, Q♠ 5 (SAU-R2), the special outcomes
//     and the stock's points (score.SauDeal: SAU-O3, SAU-A4..A10), and
//     the 60-point split (SAU-A12, sixtySplit below).
//   - Match end: a seat at 30 is out (SAU-R8, SAU-A2); the match ends
//     when fewer than three remain or as SAU-A3 chooses (SAU-R10); the
//     lowest total wins, ties shared.

func sauGame() game {
	return game{name: "schwarze-sau", title: "Schwarze Sau", lo: 3, hi: 4, titleDE: "Schwarze Sau", seatsRef: "SAU-R1",
		announces: true, sharedTies: true, check: checkSau, compose: composeSau, values: trickValues(composeSau)}
}

// checkSau checks the option combinations of Schwarze Sau.
func checkSau(o Options) error {
	if o.Schieben && !o.StockExchange {
		return badOptions("SAU-O6", "schieben needs stock-exchange (SAU-O6).", "schieben setzt stock-exchange voraus (SAU-O6).")
	}
	return nil
}

// composeSau composes Schwarze Sau at a table of seats.
func composeSau(seats int, o Options) (*trickConfig, error) {
	table := score.Sau() // SAU-R2
	var kept card.Set
	if o.StockRestriction == NoPointCards {
		kept = table.Valued() // SAU-A4
	}
	rules := score.SauRules{Durchmarsch: o.Durchmarsch, StockScoring: o.StockScoring, PushMultiplier: o.PushMultiplier,
		SpecialAddsCardPoints: o.SpecialAddsCardPoints, MultipleJungfrau: o.MultipleJungfrau,
		JungfrauBeatsSilentDurchmarsch: o.JungfrauBeatsSilentDurchmarsch}
	minLeft := 3 // SAU-R10
	if o.MatchEnd == TwoPlayer {
		minLeft = 2 // SAU-A3
	}
	cfg := &trickConfig{id: SchwarzeSau, seats: seats, opts: o,
		pack:    deck.Pack32.Cards(), // SAU-R4
		dealRef: "SAU-R4",

		// Without stock-exchange the stock is dead (SAU-R5).
		stockGame: true, stockOn: o.StockExchange, stockOff: optionNeed{"stock-exchange", "SAU-O5"},
		stock:    exchange.Stock{Count: 2, Kept: kept, Push: o.Schieben, Look: true}, // SAU-O5, SAU-A4, SAU-O6
		stockRef: "SAU-O5", backRef: "SAU-O5", keptRef: "SAU-A4", pushRef: "SAU-O6",

		playRef: "SAU-R6",
		ann: announceRules{game: true, on: [3]bool{Jungfrau: o.Jungfrau, Durchmarsch: o.AngesagterDurchmarsch},
			need:      [3]optionNeed{Jungfrau: {"jungfrau", "SAU-O2"}, Durchmarsch: {"angesagter-durchmarsch", "SAU-O4"}},
			windowRef: "SAU-A16", conflictRef: "SAU-O4",
			afterDurchmarsch: true, oneJungfrau: !o.MultipleJungfrau}, // SAU-O4, SAU-A8

		table:     table,
		dangerous: card.Of(card.QueenSpades, card.JackClubs),
		scoreDeal: func(f *score.Facts) score.Result { return score.SauDeal(*f, table, rules) },

		end: matchEnd{ref: "SAU-R10", eliminates: true, out: 30, outAbove: o.Elimination == EliminateOver30, // SAU-R8, SAU-A2
			minLeft: minLeft, firstOut: o.MatchEnd == FirstElimination, carries: o.SixtySplit == SplitNextDeal},
	}
	if o.SixtySplit != NoSplit {
		cfg.postScore = (*TrickGame).sixtySplit // SAU-A12
	}
	if o.StockExchange {
		cfg.sitOut = 4 // SAU-O5
	}
	cfg.stockSizes[2], cfg.stockSizes[3] = 2, 2 // SAU-R4, SAU-A3 two-handed
	if o.KreuzSieben {
		cfg.opening, cfg.openingWithoutStock = card.SevenClubs, true // SAU-O1
		if o.MustLeadClubSeven {
			cfg.rules.Opening = trick.OpenExactCard // SAU-A9
		}
	}
	return cfg.finish(), nil
}

// sixtySplit applies SAU-A12's options to a Sau deal's points. In a deal
// of an announced Durchmarsch, each seat that scores the contract's 30m
// (every other seat when it was won, the announcer when it was lost)
// writes 30 of it now, and the other 30m − 30 goes to its next deal
// played (SplitNextDeal; discarded if it is eliminated first) or to the
// start of the next match (SplitNextMatch): the rule book's "30 now and
// 30m − 30 next deal". Nothing is split when m = 1, and card points added
// by SpecialAddsCardPoints (SAU-A6) are written now: only the contract's
// penalty is split, so the winner of a Durchmarsch never carries
// anything. Under SplitNextDeal a seat's carry from an earlier deal is
// added to this deal's score.
func (g *TrickGame) sixtySplit(r score.Result) score.Result {
	split := g.cfg.opts.SixtySplit
	if split == NoSplit {
		return r
	}
	var owed [seat.Max]int
	if split == SplitNextDeal {
		for s := 0; s < g.cfg.seats; s++ {
			if g.active.Has(s) {
				owed[s], g.carry[s] = g.carry[s], 0
			}
		}
	}
	if d := g.facts.Durchmarsch; d >= 0 && g.active.Has(d) {
		rest := 30*score.SauMultiplier(g.facts.Pushes, g.cfg.opts.PushMultiplier) - 30
		won := g.facts.Tricks[d] == g.facts.Played
		for s := 0; s < g.cfg.seats; s++ {
			if rest <= 0 || !g.active.Has(s) || (s == d) == won {
				continue // not hit by the 30m
			}
			r.Points[s] -= rest
			if split == SplitNextDeal {
				g.carry[s] += rest
			} else {
				g.nextMatch[s] += rest
			}
		}
	}
	for s := 0; s < g.cfg.seats; s++ {
		r.Points[s] += owed[s]
	}
	return r
}
