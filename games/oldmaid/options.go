package oldmaid

import (
	"encoding/json"

	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// Options are the options of an Old Maid table. The zero Options is the
// game as the rule book plays it by default, seat 0 dealing first.
type Options struct {
	// FirstDealer is the first round's dealer, counted from 0 (C-7).
	FirstDealer int
	Pairs       PairRule         // OM-O1
	Maid        Maid             // OM-O2, OM-O3
	DrawFrom    DrawFrom         // OM-A1
	Timer       turntimer.Switch // OM-O4
}

// Game returns the record name of Old Maid.
func (Options) Game() string { return recordName }

// Setup returns the first dealer; Old Maid has no announcements.
func (o Options) Setup() variant.Setup { return variant.Setup{FirstDealer: o.FirstDealer} }

// MarshalJSON returns the record's "options" object: every option whose
// value differs from its default.
func (o Options) MarshalJSON() ([]byte, error) { return optionSet().Marshal(o) }

// ParseOptions reads the "options" object of an Old Maid record
// (option.Set.Parse).
func ParseOptions(raw json.RawMessage) (Options, error) {
	return optionSet().Parse(raw)
}

// optionSet is the record options of Old Maid, in the order of
// docs/records.md's table.
func optionSet() option.Set[Options] {
	return option.Set[Options]{Game: rule.Text{EN: "Old Maid", DE: "Old Maid", DA: "Sorte Per"}, Fields: []option.Field[Options]{
		option.Enum("pairs", "OM-O1", func(o *Options) *PairRule { return &o.Pairs }),
		option.Enum("maid", "OM-O2", func(o *Options) *Maid { return &o.Maid }),
		option.Enum("draw-from", "OM-A1", func(o *Options) *DrawFrom { return &o.DrawFrom }),
		option.Enum("turn-timer", "OM-O4", func(o *Options) *turntimer.Switch { return &o.Timer }),
	}}
}

// own returns the Old Maid options in o, and the defaults for nil
// (or for another game's, which Validate refuses first).
func own(o variant.Options) Options {
	x, _ := o.(Options)
	return x
}

// check refuses values no option has (Definition.Check).
func check(o variant.Options) error { return optionSet().Check(own(o)) }

// optionList returns the record options of Old Maid
// (Definition.Options), building the option set only when asked.
func optionList() []option.Spec { return optionSet().List() }
