package sau

import (
	"github.com/blackqueen/rules/internal/enum"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// StockScoring chooses who scores Schwarze Sau's set-aside stock (SAU-A4).
type StockScoring uint8

// The SAU-A4 choices; the default comes first.
const (
	StockDead            StockScoring = iota // never scored (default)
	StockLastTrickWinner                     // to the winner of the last trick
	StockMostPoints                          // to the seat with the most card points
)

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
func (s StockScoring) String() string { return stockScoringNames.Format(uint8(s), "stock-scoring") }

// Names returns the record name of every StockScoring value, in order.
func (StockScoring) Names() []string { return stockScoringNames.Names() }

// stockScoringNames is the names table of StockScoring.
const stockScoringNames enum.Table = "dead last-trick most-points"

// Elimination chooses when a Sau seat is eliminated (SAU-A2).
type Elimination uint8

// The SAU-A2 choices; the default comes first.
const (
	EliminateAtLeast30 Elimination = iota // total ≥ 30 (default)
	EliminateOver30                       // total > 30
)

// eliminationNames is the names table of Elimination: the values of the record
// option "elimination".
const eliminationNames enum.Table = "at-least-30 over-30"

// String returns the name of the value ("at-least-30", "over-30"), or
// "elimination(N)" for an unknown value.
func (x Elimination) String() string { return eliminationNames.Format(uint8(x), "elimination") }

// Names returns the name of every Elimination value, in order.
func (Elimination) Names() []string { return eliminationNames.Names() }

// MatchEnd chooses when a Sau match ends (SAU-A3).
type MatchEnd uint8

// The SAU-A3 choices; the default comes first.
const (
	FewerThanThree   MatchEnd = iota // when fewer than 3 seats remain (default)
	FirstElimination                 // at the first elimination
	TwoPlayer                        // play on two-handed until one remains
)

// matchEndNames is the names table of MatchEnd: the values of the record
// option "match-end".
const matchEndNames enum.Table = "fewer-than-3 first-elimination two-player"

// String returns the name of the value ("fewer-than-3", "first-elimination", "two-player"), or
// "match-end(N)" for an unknown value.
func (x MatchEnd) String() string { return matchEndNames.Format(uint8(x), "match-end") }

// Names returns the name of every MatchEnd value, in order.
func (MatchEnd) Names() []string { return matchEndNames.Names() }

// StockRestriction chooses what may go into the Sau stock (SAU-A4).
type StockRestriction uint8

// The SAU-A4 choices; the default comes first.
const (
	AnyStockCard StockRestriction = iota // any card (default)
	NoPointCards                         // no ♦, J♣ or Q♠
)

// stockRestrictionNames is the names table of StockRestriction: the values of the record
// option "stock-restriction".
const stockRestrictionNames enum.Table = "none no-point-cards"

// String returns the name of the value ("none", "no-point-cards"), or
// "stock-restriction(N)" for an unknown value.
func (x StockRestriction) String() string {
	return stockRestrictionNames.Format(uint8(x), "stock-restriction")
}

// Names returns the name of every StockRestriction value, in order.
func (StockRestriction) Names() []string { return stockRestrictionNames.Names() }

// SixtySplit chooses how Sau's 60-point sentence is read (SAU-A12).
type SixtySplit uint8

// The SAU-A12 choices; the default comes first.
const (
	NoSplit        SixtySplit = iota // write the whole score now (default)
	SplitNextDeal                    // 30 now, the rest in the seat's next deal
	SplitNextMatch                   // 30 now, the seat starts the next match with 30
)

// sixtySplitNames is the names table of SixtySplit: the values of the record
// option "sixty-split".
const sixtySplitNames enum.Table = "none next-deal next-match"

// String returns the name of the value ("none", "next-deal", "next-match"), or
// "sixty-split(N)" for an unknown value.
func (x SixtySplit) String() string { return sixtySplitNames.Format(uint8(x), "sixty-split") }

// Names returns the name of every SixtySplit value, in order.
func (SixtySplit) Names() []string { return sixtySplitNames.Names() }
