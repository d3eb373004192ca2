package hearts

import (
	"github.com/blackqueen/rules/internal/enum"
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
