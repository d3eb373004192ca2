package oldmaid

import "github.com/blackqueen/rules/internal/enum"

// PairRule chooses what makes a pair in Old Maid (OM-R4, OM-O1).
type PairRule uint8

// The OM-O1 choices; the default comes first.
const (
	RankPairs       PairRule = iota // same rank (default)
	SameColourPairs                 // same rank and same colour
)

// pairRuleNames is the names table of PairRule: the values of the record
// option "pairs".
const pairRuleNames enum.Table = "rank same-colour"

// String returns the name of the value ("rank", "same-colour"), or
// "pairs(N)" for an unknown value.
func (x PairRule) String() string { return pairRuleNames.Format(uint8(x), "pairs") }

// Names returns the name of every PairRule value, in order.
func (PairRule) Names() []string { return pairRuleNames.Names() }

// DrawFrom chooses the seat an Old Maid player draws from (OM-A1).
type DrawFrom uint8

// The OM-A1 choices; the default comes first.
const (
	DrawLeft  DrawFrom = iota // from the seat to the left, as the seed says (default)
	DrawRight                 // from the seat to the right (pagat, Parlett)
)

// drawFromNames is the names table of DrawFrom: the values of the record
// option "draw-from".
const drawFromNames enum.Table = "left right"

// String returns the name of the value ("left", "right"), or
// "draw-from(N)" for an unknown value.
func (x DrawFrom) String() string { return drawFromNames.Format(uint8(x), "draw-from") }

// Names returns the name of every DrawFrom value, in order.
func (DrawFrom) Names() []string { return drawFromNames.Names() }

// Maid chooses which card Old Maid removes or adds (OM-R1, OM-O2, OM-O3).
type Maid uint8

// The Old Maid packs; the default comes first.
const (
	// QueenOfClubsRemoved is the 52-card pack minus the Q♣, 51 cards
	// (OM-R1, the default).
	QueenOfClubsRemoved Maid = iota
	// JokerMaid is the 52-card pack plus the joker, 53 cards (OM-O2).
	JokerMaid
	// JackOfClubsRemoved is the 52-card pack minus the J♣, 51 cards
	// (OM-O3).
	JackOfClubsRemoved
)

// String returns the docs/records.md option value ("QC-removed", "joker",
// "JC-removed"), or "maid(N)" for an unknown value.
func (m Maid) String() string { return maidNames.Format(uint8(m), "maid") }

// Names returns the record name of every Maid value, in order.
func (Maid) Names() []string { return maidNames.Names() }

// maidNames is the names table of Maid.
const maidNames enum.Table = "QC-removed joker JC-removed"
