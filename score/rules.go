package score

import "fmt"

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

// enumString returns names[v], or "kind(v)" when v is past the end.
func enumString(names []string, v uint8, kind string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", kind, v)
}

// String returns the record name.
func (a AnnouncedJungfrauScoring) String() string {
	return enumString([]string{"multiply", "flat-48"}, uint8(a), "announced-jungfrau")
}

// String returns the record name.
func (j JungfrauFactor) String() string {
	return enumString([]string{"compound", "single"}, uint8(j), "jungfrau-factor")
}

// String returns the record name.
func (f FailureScoring) String() string {
	return enumString([]string{"announcer-only", "independent"}, uint8(f), "failure-scoring")
}

// String returns the record name.
func (s StockScoring) String() string {
	return enumString([]string{"dead", "last-trick", "most-points"}, uint8(s), "stock-scoring")
}

// String returns the record name.
func (p PushMultiplier) String() string {
	return enumString([]string{"compound", "single"}, uint8(p), "push-multiplier")
}

// String returns the record name.
func (s SlamRule) String() string { return enumString([]string{"none", "deduct"}, uint8(s), "slam") }

// String returns the record name.
func (s SpadeValues) String() string {
	return enumString([]string{"standard", "swapped"}, uint8(s), "spade-values")
}
