package turntimer

import "github.com/blackqueen/rules/internal/enum"

// Switch is the table's switch for a person's online turn timer, an
// option of a game with one (variant.Traits.TurnTimer), which
// variant.Traits.Timer reports to the table. The game itself never reads
// it: the timer is a server's policy (Timer), and a record keeps the
// choice only so that the table's rules are complete. Its record name is
// "turn-timer", which the record format's table lacks; the project gave
// it, as the record format asks for an option its list lacks.
type Switch uint8

// The turn timer's choices; the default comes first.
const (
	ByTable Switch = iota // on in online human games, off against the computer (default)
	On                    // the table keeps the timer on
	Off                   // the table has switched it off
)

// switchNames is the names table of Switch: the values of the record
// option "turn-timer".
const switchNames enum.Table = "by-table on off"

// String returns the name of the value ("by-table", "on", "off"), or
// "turn-timer(N)" for an unknown value.
func (x Switch) String() string { return switchNames.Format(uint8(x), "turn-timer") }

// Names returns the name of every Switch value, in order.
func (Switch) Names() []string { return switchNames.Names() }
