package exchange

import "github.com/blackqueen/rules/internal/enum"

// PushMultiplier is how pushes of the stock multiply a deal's score,
// where a game lets a seat push the stock on unseen (Stock.Push): a
// game's scorer applies it, and a player reads it from the game's traits
// to know what a deal can still be worth.
type PushMultiplier uint8

// The choices; the default comes first.
const (
	CompoundPushes PushMultiplier = iota // ×2 for each push: 2^pushes (default)
	SingleDouble                         // ×2 once, for any number of pushes
)

// maxCompoundPushes is where Factor saturates: 2^30.
const maxCompoundPushes = 30

// Factor returns the multiplier of a deal with the given number of pushes
// of its stock: 2^pushes with CompoundPushes (the default), 2 for any
// push with SingleDouble, and 1 with no push. A seat pushes at most once
// a deal, so real deals stay far below the cap: more than 30 pushes count
// as 30.
func (p PushMultiplier) Factor(pushes int) int {
	switch {
	case pushes <= 0:
		return 1
	case p == SingleDouble:
		return 2
	}
	return 1 << min(pushes, maxCompoundPushes)
}

// String returns the record name ("compound", "single").
func (p PushMultiplier) String() string {
	return pushMultiplierNames.Format(uint8(p), "push-multiplier")
}

// Names returns the record name of every PushMultiplier value, in order.
func (PushMultiplier) Names() []string { return pushMultiplierNames.Names() }

// pushMultiplierNames is the names table of PushMultiplier.
const pushMultiplierNames enum.Table = "compound single"
