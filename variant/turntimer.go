package variant

import "github.com/blackqueen/rules/internal/enum"

// TurnTimer is the table's switch for a person's online turn timer, an
// option of a game with one (Traits.TurnTimer), which Traits.Timer
// reports to the table. The game itself never reads it: the timer is a
// server's policy (package turntimer), and a record keeps the choice only
// so that the table's rules are complete. Its record name is
// "turn-timer", which the record format's table lacks; the project gave
// it, as the record format asks for an option its list lacks.
type TurnTimer uint8

// The turn timer's choices; the default comes first.
const (
	TimerByTable TurnTimer = iota // on in online human games, off against the computer (default)
	TimerOn                       // the table keeps the timer on
	TimerOff                      // the table has switched it off
)

// turnTimerNames is the names table of TurnTimer: the values of the record
// option "turn-timer".
const turnTimerNames enum.Table = "by-table on off"

// String returns the name of the value ("by-table", "on", "off"), or
// "turn-timer(N)" for an unknown value.
func (x TurnTimer) String() string { return turnTimerNames.Format(uint8(x), "turn-timer") }

// Names returns the name of every TurnTimer value, in order.
func (TurnTimer) Names() []string { return turnTimerNames.Names() }
