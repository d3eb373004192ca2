package sau

import (
	"encoding/json"

	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// Options are the options of a Schwarze Sau table. The zero Options is
// the game as the rule book plays it by default, seat 0 dealing first and
// announcements taken out of turn.
type Options struct {
	// FirstDealer is the first deal's dealer, counted from 0: the seat
	// left of the scorekeeper (SAU-R3, C-7).
	FirstDealer int
	// Announcements says how the announcements are taken (MAD-A9); not a
	// record option.
	Announcements                  variant.AnnounceMode
	KreuzSieben                    bool                   // SAU-O1
	MustLeadClubSeven              bool                   // SAU-A9
	Jungfrau                       bool                   // SAU-O2
	Durchmarsch                    bool                   // SAU-O3
	AngesagterDurchmarsch          bool                   // SAU-O4
	StockExchange                  bool                   // SAU-O5
	Schieben                       bool                   // SAU-O6
	Elimination                    Elimination            // SAU-A2
	MatchEnd                       MatchEnd               // SAU-A3
	StockScoring                   StockScoring           // SAU-A4
	StockRestriction               StockRestriction       // SAU-A4
	PushMultiplier                 variant.PushMultiplier // SAU-A11
	SixtySplit                     SixtySplit             // SAU-A12
	SpecialAddsCardPoints          bool                   // SAU-A6
	MultipleJungfrau               bool                   // SAU-A8
	JungfrauBeatsSilentDurchmarsch bool                   // SAU-A10
}

// Game returns the record name of Schwarze Sau.
func (Options) Game() string { return "schwarze-sau" }

// Setup returns the first dealer and how announcements are taken.
func (o Options) Setup() variant.Setup {
	return variant.Setup{FirstDealer: o.FirstDealer, Announcements: o.Announcements}
}

// MarshalJSON returns the record's "options" object: every option whose
// value differs from its default.
func (o Options) MarshalJSON() ([]byte, error) { return optionSet().Marshal(o) }

// ParseOptions reads the "options" object of a Schwarze Sau record
// (variant.OptionSet.Parse).
func ParseOptions(raw json.RawMessage) (Options, error) { return optionSet().Parse(raw) }

// optionSet is the record options of Schwarze Sau, in the order of
// docs/records.md's table.
func optionSet() variant.OptionSet[Options] {
	return variant.OptionSet[Options]{Game: rule.Text{EN: "Schwarze Sau", DE: "Schwarze Sau", DA: "Schwarze Sau"}, Fields: []variant.OptionField[Options]{
		variant.BoolOption("kreuz-sieben", "SAU-O1", func(o *Options) *bool { return &o.KreuzSieben }),
		variant.BoolOption("must-lead-club-seven", "SAU-A9", func(o *Options) *bool { return &o.MustLeadClubSeven }),
		variant.BoolOption("jungfrau", "SAU-O2", func(o *Options) *bool { return &o.Jungfrau }),
		variant.BoolOption("durchmarsch", "SAU-O3", func(o *Options) *bool { return &o.Durchmarsch }),
		variant.BoolOption("angesagter-durchmarsch", "SAU-O4", func(o *Options) *bool { return &o.AngesagterDurchmarsch }),
		variant.BoolOption("stock-exchange", "SAU-O5", func(o *Options) *bool { return &o.StockExchange }),
		variant.BoolOption("schieben", "SAU-O6", func(o *Options) *bool { return &o.Schieben }),
		variant.EnumOption("elimination", "SAU-A2", func(o *Options) *Elimination { return &o.Elimination }),
		variant.EnumOption("match-end", "SAU-A3", func(o *Options) *MatchEnd { return &o.MatchEnd }),
		variant.EnumOption("stock-scoring", "SAU-A4", func(o *Options) *StockScoring { return &o.StockScoring }),
		variant.EnumOption("stock-restriction", "SAU-A4", func(o *Options) *StockRestriction { return &o.StockRestriction }),
		variant.EnumOption("push-multiplier", "SAU-A11", func(o *Options) *variant.PushMultiplier { return &o.PushMultiplier }),
		variant.EnumOption("sixty-split", "SAU-A12", func(o *Options) *SixtySplit { return &o.SixtySplit }),
		variant.BoolOption("special-adds-card-points", "SAU-A6", func(o *Options) *bool { return &o.SpecialAddsCardPoints }),
		variant.BoolOption("multiple-jungfrau", "SAU-A8", func(o *Options) *bool { return &o.MultipleJungfrau }),
		variant.BoolOption("jungfrau-beats-silent-durchmarsch", "SAU-A10", func(o *Options) *bool { return &o.JungfrauBeatsSilentDurchmarsch }),
	}}
}

// own returns the Sau options in o, and the defaults for nil (or for
// another game's, which Validate refuses first).
func own(o variant.Options) Options {
	x, _ := o.(Options)
	return x
}

// parse reads a record's options (Definition.Parse).
func parse(raw json.RawMessage) (variant.Options, error) {
	o, err := ParseOptions(raw)
	if err != nil {
		return nil, err
	}
	return o, nil
}

// optionList returns the record options (Definition.Options), building
// the option set only when asked: a Definition is made often, and
// cheaply (games.ViewValues at every decision of a player).
func optionList() []variant.Option { return optionSet().List() }
