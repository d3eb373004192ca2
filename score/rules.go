package score

import "github.com/blackqueen/rules/internal/enum"

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

// MadonnaRules are the scoring options of Schwarze Madonna (MAD-A1 to MAD-A13).
type MadonnaRules struct {
	AnnouncedJungfrau          AnnouncedJungfrauScoring
	JungfrauFactor             JungfrauFactor
	FailureScoring             FailureScoring
	DurchmarschKeepsCardPoints bool // MAD-A7
}

// StockScoring chooses who scores Schwarze Sau's set-aside stock (SAU-A4).
type StockScoring uint8

// The SAU-A4 choices; the default comes first.
const (
	StockDead            StockScoring = iota // never scored (default)
	StockLastTrickWinner                     // to the winner of the last trick
	StockMostPoints                          // to the seat with the most card points
)

// PushMultiplier chooses how Schieben multiplies Sau deal scores (SAU-A11).
type PushMultiplier uint8

// The SAU-A11 choices; the default comes first.
const (
	CompoundPushes PushMultiplier = iota // m = 2^pushes (default)
	SingleDouble                         // m = 2 if there was any push
)

// SauRules are the scoring options of Schwarze Sau (SAU-O1 to SAU-O6, SAU-A1 to SAU-A17).
type SauRules struct {
	Durchmarsch                    bool // SAU-O3: the unannounced Durchmarsch scores
	StockScoring                   StockScoring
	PushMultiplier                 PushMultiplier
	SpecialAddsCardPoints          bool // SAU-A6 option
	MultipleJungfrau               bool // SAU-A8 option
	JungfrauBeatsSilentDurchmarsch bool // SAU-A10 option
}

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

// String returns the record name.
func (s StockScoring) String() string { return stockScoringNames.Format(uint8(s), "stock-scoring") }

// Names returns the record name of every StockScoring value, in order.
func (StockScoring) Names() []string { return stockScoringNames.Names() }

// stockScoringNames is the names table of StockScoring.
const stockScoringNames enum.Table = "dead last-trick most-points"

// String returns the record name.
func (p PushMultiplier) String() string {
	return pushMultiplierNames.Format(uint8(p), "push-multiplier")
}

// Names returns the record name of every PushMultiplier value, in order.
func (PushMultiplier) Names() []string { return pushMultiplierNames.Names() }

// pushMultiplierNames is the names table of PushMultiplier.
const pushMultiplierNames enum.Table = "compound single"

// String returns the record name.
func (s SlamRule) String() string { return slamRuleNames.Format(uint8(s), "slam") }

// Names returns the record name of every SlamRule value, in order.
func (SlamRule) Names() []string { return slamRuleNames.Names() }

// slamRuleNames is the names table of SlamRule.
const slamRuleNames enum.Table = "none deduct"

// String returns the record name.
func (s SpadeValues) String() string { return spadeValuesNames.Format(uint8(s), "spade-values") }

// Names returns the record name of every SpadeValues value, in order.
func (SpadeValues) Names() []string { return spadeValuesNames.Names() }

// spadeValuesNames is the names table of SpadeValues.
const spadeValuesNames enum.Table = "standard swapped"
