package variant

import (
	"strconv"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/internal/enum"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
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
		announces: true, compose: composeMadonna}
}

// composeMadonna composes Schwarze Madonna at a table of seats.
func composeMadonna(seats int, o Options) (*trickConfig, error) {
	short := exchange.ShortVoid // MAD-A3 default: the deal is void
	if o.ShortStock == ShortStockPassPenalty {
		short = exchange.ShortPutAll
	}
	table := madonnaTable() // MAD-R2
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
		scoreDeal: scoreMadonna,
		explainDeal: func(f *score.Facts) score.Explanation {
			_, x := score.ExplainMadonnaDeal(*f, table, rules)
			return x
		},

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

// madonnaOptions appends the record options of Schwarze Madonna to out, in the record
// format's order.
func madonnaOptions(out []option) []option {
	mad := []ID{SchwarzeMadonna}
	return append(out,
		enumOption("announced-jungfrau", "MAD-A1", mad, func(o *Options) *score.AnnouncedJungfrauScoring { return &o.AnnouncedJungfrau }),
		enumOption("jungfrau-factor", "MAD-A4", mad, func(o *Options) *score.JungfrauFactor { return &o.JungfrauFactor }),
		enumOption("failure-scoring", "MAD-A6", mad, func(o *Options) *score.FailureScoring { return &o.FailureScoring }),
		enumOption("short-stock", "MAD-A3", mad, func(o *Options) *ShortStock { return &o.ShortStock }),
		enumOption("six-player-deal", "MAD-A2", mad, func(o *Options) *SixPlayerDeal { return &o.SixPlayerDeal }),
		enumOption("end", "MAD-A10", mad, func(o *Options) *EndComparison { return &o.End }),
		option{
			name: "limits", games: mad, rule: "MAD-A11",
			set: func(o *Options, v strictjson.Value) error {
				members, err := v.Members()
				if v.Kind() != strictjson.Object || err != nil {
					return badValue(rule.Facts{Sentence: rule.LimitsObject, Value: v.Short()})
				}
				for _, m := range members {
					n, err := strconv.Atoi(m.Key)
					if err != nil || n < 3 || n > 6 {
						return badValue(rule.Facts{Sentence: rule.LimitsTableSize, Value: strictjson.Quote(m.Key)})
					}
					l, ok := m.Value.Int()
					if !ok || l < 1 {
						return badValue(rule.Facts{Sentence: rule.LimitsNumber, Seats: n, Value: m.Value.Short()})
					}
					o.Limits[n] = l
				}
				return nil
			},
			get: func(o *Options) (any, bool) {
				m := map[string]int{}
				for n := 3; n <= 6; n++ {
					if o.Limits[n] != 0 {
						m[strconv.Itoa(n)] = o.Limits[n]
					}
				}
				return m, len(m) > 0
			},
		},
		boolOption("durchmarsch-keeps-card-points", "MAD-A7", mad, func(o *Options) *bool { return &o.DurchmarschKeepsCardPoints }),
		boolOption("must-change-stock", "MAD-A13", mad, func(o *Options) *bool { return &o.MustChangeStock }),
	)
}

// Limits are Madonna's match limits by table size (MAD-R27, MAD-A11); a
// zero entry means the default (3: 110, 4: 150, 5: 500, 6: 650).
type Limits [7]int

// The default limits of MAD-R27.
const (
	limit3, limit4, limit5, limit6 = 110, 150, 500, 650
)

func defaultLimit(seats int) int {
	switch seats {
	case 3:
		return limit3
	case 4:
		return limit4
	case 5:
		return limit5
	case 6:
		return limit6
	}
	return 0
}

// For returns the limit for a table of seats.
func (l Limits) For(seats int) int {
	if seats >= 0 && seats < len(l) && l[seats] != 0 {
		return l[seats]
	}
	return defaultLimit(seats)
}

// ShortStock chooses what happens when Madonna's first stock receiver
// holds fewer than two passable cards (MAD-A3).
type ShortStock uint8

// The MAD-A3 choices; the default comes first.
const (
	ShortStockRedeal      ShortStock = iota // the deal is void; the same dealer redeals (default)
	ShortStockPassPenalty                   // the seat makes up two with penalty cards
)

// shortStockNames is the names table of ShortStock: the values of the record
// option "short-stock".
const shortStockNames enum.Table = "redeal pass-penalty-cards"

// String returns the name of the value ("redeal", "pass-penalty-cards"), or
// "short-stock(N)" for an unknown value.
func (x ShortStock) String() string { return shortStockNames.Format(uint8(x), "short-stock") }

// Names returns the name of every ShortStock value, in order.
func (ShortStock) Names() []string { return shortStockNames.Names() }

// SixPlayerDeal chooses Madonna's packet pattern at six seats (MAD-A2).
type SixPlayerDeal uint8

// The MAD-A2 choices; the default comes first.
const (
	Deal221     SixPlayerDeal = iota // rounds of 2, 2, 1 (default)
	Deal122                          // rounds of 1, 2, 2
	DealSingles                      // one card at a time
)

// sixPlayerDealNames is the names table of SixPlayerDeal: the values of the record
// option "six-player-deal".
const sixPlayerDealNames enum.Table = "2-2-1 1-2-2 singles"

// String returns the name of the value ("2-2-1", "1-2-2", "singles"), or
// "six-player-deal(N)" for an unknown value.
func (x SixPlayerDeal) String() string { return sixPlayerDealNames.Format(uint8(x), "six-player-deal") }

// Names returns the name of every SixPlayerDeal value, in order.
func (SixPlayerDeal) Names() []string { return sixPlayerDealNames.Names() }

// EndComparison chooses how Madonna's totals are compared with the limit
// (MAD-A10).
type EndComparison uint8

// The MAD-A10 choices; the default comes first.
const (
	EndGreater EndComparison = iota // the match ends when a total is > the limit (default)
	EndAtLeast                      // ... when a total is ≥ the limit
)

// endComparisonNames is the names table of EndComparison: the values of the record
// option "end".
const endComparisonNames enum.Table = "greater at-least"

// String returns the name of the value ("greater", "at-least"), or
// "end(N)" for an unknown value.
func (x EndComparison) String() string { return endComparisonNames.Format(uint8(x), "end") }

// Names returns the name of every EndComparison value, in order.
func (EndComparison) Names() []string { return endComparisonNames.Names() }

// madonnaTable is Schwarze Madonna's penalty table (MAD-R2): each heart of
// the 32-card pack 1, the Q♠ 8, 16 in all.
func madonnaTable() score.Table {
	return score.Table{}.SetAll(deck.Pack32.Cards()&card.HeartsSet, 1).Set(card.QueenSpades, 8)
}

// scoreMadonna scores a deal (score.MadonnaDeal: MAD-R22..R26, MAD-A1,
// MAD-A4, MAD-A6, MAD-A7).
func scoreMadonna(cfg *trickConfig, f *score.Facts) score.Result {
	return score.MadonnaDeal(*f, cfg.table, madonnaRules(&cfg.opts))
}

// madonnaRules are the scoring options of a Madonna table.
func madonnaRules(o *Options) score.MadonnaRules {
	return score.MadonnaRules{AnnouncedJungfrau: o.AnnouncedJungfrau, JungfrauFactor: o.JungfrauFactor,
		FailureScoring: o.FailureScoring, DurchmarschKeepsCardPoints: o.DurchmarschKeepsCardPoints}
}
