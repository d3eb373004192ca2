package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/enum"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// The option types of the games' scoring: each belongs to the game whose
// rule it chooses (the rule ID in its doc), and Options holds them.

// SlamRule chooses Black Maria's slam rule (BM-O4). The zero SlamRule is
// NoSlam.
type SlamRule uint8

// The BM-O4 choices; the default comes first.
const (
	// NoSlam has no moon or slam: whoever takes every penalty card scores
	// them all (BM-R8, the default).
	NoSlam SlamRule = iota
	// SlamDeduct makes the taker of every penalty card score −(their
	// total) instead, and the others 0 (BM-O4).
	SlamDeduct
)

// MoonMode chooses what shooting the moon scores in Hearts (SH-R9). The
// zero MoonMode is MoonAddToOthers.
type MoonMode uint8

// The SH-R9 choices; the default comes first.
const (
	// MoonAddToOthers makes the shooter score 0 and every other seat the
	// moon total, 26 or 129 (SH-R9 default).
	MoonAddToOthers MoonMode = iota
	// MoonSubtractFromShooter makes the shooter score −(moon total) and
	// the others 0 (SH-R9 option).
	MoonSubtractFromShooter
	// MoonOff scores a moon by card points (SH-R9 option).
	MoonOff
)

// String returns the record name ("add-to-others", "subtract",
// "off"), or "moon(N)" for an unknown value.
func (m MoonMode) String() string { return moonModeNames.Format(uint8(m), "moon") }

// Names returns the record name of every MoonMode value, in order.
func (MoonMode) Names() []string { return moonModeNames.Names() }

// moonModeNames is the names table of MoonMode.
const moonModeNames enum.Table = "add-to-others subtract off"

// Omnibus chooses the bonus card of Omnibus Hearts (BM-O2, SH-O2). The
// zero Omnibus is OmnibusOff.
type Omnibus uint8

// The Omnibus choices; the default comes first.
const (
	// OmnibusOff has no bonus card (the default).
	OmnibusOff Omnibus = iota
	// OmnibusJD values the J♦ at −10 to its captor (BM-O2, SH-O2).
	OmnibusJD
	// OmnibusTenD values the 10♦ at −10 to its captor (BM-O2 option).
	OmnibusTenD
)

// String returns the record name ("off", "JD", "10D"), or
// "omnibus(N)" for an unknown value.
func (o Omnibus) String() string { return omnibusNames.Format(uint8(o), "omnibus") }

// Names returns the record name of every Omnibus value, in order.
func (Omnibus) Names() []string { return omnibusNames.Names() }

// omnibusNames is the names table of Omnibus.
const omnibusNames enum.Table = "off JD 10D"

// Card returns the bonus card, or the zero (invalid) Card when Omnibus is
// off or unknown.
func (o Omnibus) Card() card.Card {
	switch o {
	case OmnibusJD:
		return card.JackDiamonds
	case OmnibusTenD:
		return card.TenDiamonds
	}
	return 0
}

// SpadeValues chooses the values of the A♠ and K♠ in Black Maria (BM-O3).
// The zero SpadeValues is StandardSpades.
type SpadeValues uint8

// The BM-O3 choices; the default comes first.
const (
	// StandardSpades values the A♠ 7 and the K♠ 10 (BM-R7, the default).
	StandardSpades SpadeValues = iota
	// SwappedSpades values the A♠ 10 and the K♠ 7 (BM-O3).
	SwappedSpades
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

// maxCompoundPushes is where Factor saturates: 2^30.
const maxCompoundPushes = 30

// Factor returns the multiplier of a deal with the given number of pushes
// of its stock (SAU-O6, SAU-A11): 2^pushes with CompoundPushes (the
// default), 2 for any push with SingleDouble, and 1 with no push. At most
// one push per active player is possible (SAU-A13), so real deals stay far
// below the cap: more than 30 pushes count as 30.
func (p PushMultiplier) Factor(pushes int) int {
	switch {
	case pushes <= 0:
		return 1
	case p == SingleDouble:
		return 2
	}
	return 1 << min(pushes, maxCompoundPushes)
}

// CardPoints returns each active seat's card points (valued by t), with
// the points of the set-aside stock f.Stock given out as s says (SAU-A4):
// to nobody, to the winner of the last trick, or to the seat with the
// most card points, each tied seat scoring the stock's full points. It
// does not apply any multiplier.
func (s StockScoring) CardPoints(f *score.Facts, t *score.Table) [seat.Max]int {
	// The card points of Table.CardPoints, without building its Result.
	var pts [seat.Max]int
	n := f.SeatCount()
	for x := range n {
		if f.Active.Has(x) {
			pts[x] = t.Points(f.Taken[x])
		}
	}
	switch s {
	case StockLastTrickWinner:
		if w := f.LastWinner; w >= 0 && w < n && f.Active.Has(w) {
			pts[w] += t.Points(f.Stock)
		}
	case StockMostPoints:
		stock := t.Points(f.Stock)
		most, found := 0, false
		for x := range n {
			if f.Active.Has(x) && (!found || pts[x] > most) {
				most, found = pts[x], true
			}
		}
		for x := range n {
			if f.Active.Has(x) && pts[x] == most {
				pts[x] += stock // every tied seat gets the whole stock
			}
		}
	}
	return pts
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
