package variant

import "github.com/blackqueen/rules/internal/enum"

// ThreePlayerRemoval chooses the card Black Maria removes at three seats
// (BM-A2).
type ThreePlayerRemoval uint8

// The BM-A2 choices; the default comes first.
const (
	// TwoOfClubs removes the 2♣ (BM-R1, the default).
	TwoOfClubs ThreePlayerRemoval = iota
	// TwoOfDiamonds removes the 2♦ (BM-A2 option).
	TwoOfDiamonds
)

// String returns the docs/records.md option value ("2C", "2D"), or
// "three-player-removal(N)" for an unknown value.
func (r ThreePlayerRemoval) String() string {
	return threePlayerRemovalNames.Format(uint8(r), "three-player-removal")
}

// Names returns the record name of every ThreePlayerRemoval value, in order.
func (ThreePlayerRemoval) Names() []string { return threePlayerRemovalNames.Names() }

// threePlayerRemovalNames is the names table of ThreePlayerRemoval.
const threePlayerRemovalNames enum.Table = "2C 2D"

// SixPlayerRemoval chooses the cards Black Maria removes at six seats
// (BM-A1).
type SixPlayerRemoval uint8

// The BM-A1 choices; the default comes first.
const (
	// AllTwos removes all four 2s, leaving 42 points (BM-R1, BM-A1
	// default).
	AllTwos SixPlayerRemoval = iota
	// StandardRemoval removes 2♣ 2♦ 2♠ 3♣ as Hearts does, keeping 43
	// points (BM-A1 option).
	StandardRemoval
)

// String returns the docs/records.md option value ("all-twos", "standard"), or
// "six-player-removal(N)" for an unknown value.
func (r SixPlayerRemoval) String() string {
	return sixPlayerRemovalNames.Format(uint8(r), "six-player-removal")
}

// Names returns the record name of every SixPlayerRemoval value, in order.
func (SixPlayerRemoval) Names() []string { return sixPlayerRemovalNames.Names() }

// sixPlayerRemovalNames is the names table of SixPlayerRemoval.
const sixPlayerRemovalNames enum.Table = "all-twos standard"
