package variant

import (
	"encoding/json"

	"github.com/blackqueen/rules/rule"
)

// OldMaidOptions are the options of an Old Maid table. The zero
// OldMaidOptions is the game as the rule book plays it by default, seat 0
// dealing first.
type OldMaidOptions struct {
	// FirstDealer is the first round's dealer, counted from 0 (C-7).
	FirstDealer int
	Pairs       PairRule  // OM-O1
	Maid        Maid      // OM-O2, OM-O3
	DrawFrom    DrawFrom  // OM-A1
	Timer       TurnTimer // OM-O4
}

// Game returns the record name of Old Maid.
func (OldMaidOptions) Game() string { return oldMaidName }

// Setup returns the first dealer; Old Maid has no announcements.
func (o OldMaidOptions) Setup() Setup { return Setup{FirstDealer: o.FirstDealer} }

// MarshalJSON returns the record's "options" object: every option whose
// value differs from its default.
func (o OldMaidOptions) MarshalJSON() ([]byte, error) { return oldMaidOptionSet().Marshal(o) }

// ParseOldMaidOptions reads the "options" object of an Old Maid record
// (OptionSet.Parse).
func ParseOldMaidOptions(raw json.RawMessage) (OldMaidOptions, error) {
	return oldMaidOptionSet().Parse(raw)
}

// oldMaidOptionSet is the record options of Old Maid, in the order of
// docs/records.md's table.
func oldMaidOptionSet() OptionSet[OldMaidOptions] {
	return OptionSet[OldMaidOptions]{Game: rule.Text{EN: "Old Maid", DE: "Old Maid", DA: "Sorte Per"}, Fields: []OptionField[OldMaidOptions]{
		EnumOption("pairs", "OM-O1", func(o *OldMaidOptions) *PairRule { return &o.Pairs }),
		EnumOption("maid", "OM-O2", func(o *OldMaidOptions) *Maid { return &o.Maid }),
		EnumOption("draw-from", "OM-A1", func(o *OldMaidOptions) *DrawFrom { return &o.DrawFrom }),
		EnumOption("turn-timer", "OM-O4", func(o *OldMaidOptions) *TurnTimer { return &o.Timer }),
	}}
}

// ownOldMaid returns the Old Maid options in o, and the defaults for nil
// (or for another game's, which Validate refuses first).
func ownOldMaid(o Options) OldMaidOptions {
	x, _ := o.(OldMaidOptions)
	return x
}

// parseOldMaid reads a record's options (Definition.Parse).
func parseOldMaid(raw json.RawMessage) (Options, error) {
	o, err := ParseOldMaidOptions(raw)
	if err != nil {
		return nil, err
	}
	return o, nil
}

// checkOldMaid refuses values no option has (Definition.Check).
func checkOldMaid(o Options) error { return oldMaidOptionSet().Check(ownOldMaid(o)) }

// oldMaidOptionList returns the record options of Old Maid
// (Definition.Options), building the option set only when asked.
func oldMaidOptionList() []Option { return oldMaidOptionSet().List() }
