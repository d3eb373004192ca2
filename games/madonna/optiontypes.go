package madonna

import (
	"github.com/blackqueen/rules/internal/enum"
)

// AnnouncedJungfrauScoring chooses how a successful announced Jungfrau scores in
// Schwarze Madonna (MAD-A1).
type AnnouncedJungfrauScoring uint8

// The MAD-A1 choices; the default comes first.
const (
	MultiplyCardPoints AnnouncedJungfrauScoring = iota // card points ×3 per announced Jungfrau (default)
	Flat48                                             // a flat 48 per announced Jungfrau
)

// JungfrauFactor chooses whether Madonna's Jungfrau multipliers compound
// (MAD-A4).
type JungfrauFactor uint8

// The MAD-A4 choices; the default comes first.
const (
	CompoundFactor JungfrauFactor = iota // the product over every Jungfrau (default)
	SingleFactor                         // ×3 if any announced one succeeded, else ×2
)

// FailureScoring chooses how failed Madonna announcements score (MAD-A6).
type FailureScoring uint8

// The MAD-A6 choices; the default comes first.
const (
	AnnouncerOnly FailureScoring = iota // only failed announcers score, 48 or 64 (default)
	Independent                         // failed announcers score 48/64, the rest as usual
)

// String returns the record name.
func (a AnnouncedJungfrauScoring) String() string {
	return announcedJungfrauScoringNames.Format(uint8(a), "announced-jungfrau")
}

// Names returns the record name of every AnnouncedJungfrauScoring value, in order.
func (AnnouncedJungfrauScoring) Names() []string { return announcedJungfrauScoringNames.Names() }

// announcedJungfrauScoringNames is the names table of AnnouncedJungfrauScoring.
const announcedJungfrauScoringNames enum.Table = "multiply flat-48"

// String returns the record name.
func (j JungfrauFactor) String() string {
	return jungfrauFactorNames.Format(uint8(j), "jungfrau-factor")
}

// Names returns the record name of every JungfrauFactor value, in order.
func (JungfrauFactor) Names() []string { return jungfrauFactorNames.Names() }

// jungfrauFactorNames is the names table of JungfrauFactor.
const jungfrauFactorNames enum.Table = "compound single"

// String returns the record name.
func (f FailureScoring) String() string {
	return failureScoringNames.Format(uint8(f), "failure-scoring")
}

// Names returns the record name of every FailureScoring value, in order.
func (FailureScoring) Names() []string { return failureScoringNames.Names() }

// failureScoringNames is the names table of FailureScoring.
const failureScoringNames enum.Table = "announcer-only independent"

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
