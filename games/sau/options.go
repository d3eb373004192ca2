package sau

import (
	"encoding/json"

	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/option"
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
	KreuzSieben                    bool                    // SAU-O1
	MustLeadClubSeven              bool                    // SAU-A9
	Jungfrau                       bool                    // SAU-O2
	Durchmarsch                    bool                    // SAU-O3
	AngesagterDurchmarsch          bool                    // SAU-O4
	StockExchange                  bool                    // SAU-O5
	Schieben                       bool                    // SAU-O6
	Elimination                    Elimination             // SAU-A2
	MatchEnd                       MatchEnd                // SAU-A3
	StockScoring                   StockScoring            // SAU-A4
	StockRestriction               StockRestriction        // SAU-A4
	PushMultiplier                 exchange.PushMultiplier // SAU-A11
	SixtySplit                     SixtySplit              // SAU-A12
	SpecialAddsCardPoints          bool                    // SAU-A6
	MultipleJungfrau               bool                    // SAU-A8
	JungfrauBeatsSilentDurchmarsch bool                    // SAU-A10
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
// (option.Set.Parse).
func ParseOptions(raw json.RawMessage) (Options, error) { return optionSet().Parse(raw) }

// optionSet is the record options of Schwarze Sau, in the order of
// docs/records.md's table.
func optionSet() option.Set[Options] {
	return option.Set[Options]{Game: rule.Text{EN: "Schwarze Sau", DE: "Schwarze Sau", DA: "Schwarze Sau"}, Fields: []option.Field[Options]{
		option.Bool("kreuz-sieben", "SAU-O1", func(o *Options) *bool { return &o.KreuzSieben }),
		option.Bool("must-lead-club-seven", "SAU-A9", func(o *Options) *bool { return &o.MustLeadClubSeven }),
		option.Bool("jungfrau", "SAU-O2", func(o *Options) *bool { return &o.Jungfrau }),
		option.Bool("durchmarsch", "SAU-O3", func(o *Options) *bool { return &o.Durchmarsch }),
		option.Bool("angesagter-durchmarsch", "SAU-O4", func(o *Options) *bool { return &o.AngesagterDurchmarsch }),
		option.Bool("stock-exchange", "SAU-O5", func(o *Options) *bool { return &o.StockExchange }),
		option.Bool("schieben", "SAU-O6", func(o *Options) *bool { return &o.Schieben }),
		option.Enum("elimination", "SAU-A2", func(o *Options) *Elimination { return &o.Elimination }),
		option.Enum("match-end", "SAU-A3", func(o *Options) *MatchEnd { return &o.MatchEnd }),
		option.Enum("stock-scoring", "SAU-A4", func(o *Options) *StockScoring { return &o.StockScoring }),
		option.Enum("stock-restriction", "SAU-A4", func(o *Options) *StockRestriction { return &o.StockRestriction }),
		option.Enum("push-multiplier", "SAU-A11", func(o *Options) *exchange.PushMultiplier { return &o.PushMultiplier }),
		option.Enum("sixty-split", "SAU-A12", func(o *Options) *SixtySplit { return &o.SixtySplit }),
		option.Bool("special-adds-card-points", "SAU-A6", func(o *Options) *bool { return &o.SpecialAddsCardPoints }),
		option.Bool("multiple-jungfrau", "SAU-A8", func(o *Options) *bool { return &o.MultipleJungfrau }),
		option.Bool("jungfrau-beats-silent-durchmarsch", "SAU-A10", func(o *Options) *bool { return &o.JungfrauBeatsSilentDurchmarsch }),
	}}
}

// own returns the Sau options in o, and the defaults for nil (or for
// another game's, which Validate refuses first).
func own(o variant.Options) Options {
	x, _ := o.(Options)
	return x
}

// optionList returns the record options (Definition.Options), building
// the option set only when asked: a Definition is made often, and
// cheaply (games.ViewValues at every decision of a player).
func optionList() []option.Spec { return optionSet().List() }
