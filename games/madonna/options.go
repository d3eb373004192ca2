package madonna

import (
	"encoding/json"

	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// Options are the options of a Schwarze Madonna table. The zero Options
// is the game as the rule book plays it by default, seat 0 dealing first
// and announcements taken out of turn.
type Options struct {
	// FirstDealer is the first deal's dealer, counted from 0 (C-7).
	FirstDealer int
	// Announcements says how the announcements are taken (MAD-A9); not a
	// record option.
	Announcements variant.AnnounceMode
	// Ties says what a tie for the lowest total at the end does (the
	// ties of Black Maria, BM-A5).
	Ties                       variant.TieBreak
	AnnouncedJungfrau          AnnouncedJungfrauScoring // MAD-A1
	JungfrauFactor             JungfrauFactor           // MAD-A4
	FailureScoring             FailureScoring           // MAD-A6
	ShortStock                 ShortStock               // MAD-A3
	SixPlayerDeal              SixPlayerDeal            // MAD-A2
	End                        EndComparison            // MAD-A10
	Limits                     Limits                   // MAD-A11
	DurchmarschKeepsCardPoints bool                     // MAD-A7
	MustChangeStock            bool                     // MAD-A13
}

// Game returns the record name of Schwarze Madonna.
func (Options) Game() string { return "schwarze-madonna" }

// Setup returns the first dealer and how announcements are taken.
func (o Options) Setup() variant.Setup {
	return variant.Setup{FirstDealer: o.FirstDealer, Announcements: o.Announcements}
}

// MarshalJSON returns the record's "options" object: every option whose
// value differs from its default.
func (o Options) MarshalJSON() ([]byte, error) { return optionSet().Marshal(o) }

// ParseOptions reads the "options" object of a Schwarze Madonna record
// (option.Set.Parse).
func ParseOptions(raw json.RawMessage) (Options, error) { return optionSet().Parse(raw) }

// optionSet is the record options of Schwarze Madonna, in the order of
// docs/records.md's table: Black Maria's ties, then its own.
func optionSet() option.Set[Options] {
	ties, _ := blackmaria.Option("ties")
	return option.Set[Options]{Game: rule.Text{EN: "Schwarze Madonna", DE: "Schwarze Madonna", DA: "Schwarze Madonna"}, Fields: []option.Field[Options]{
		option.Enum(ties.Name, ties.Rule, func(o *Options) *variant.TieBreak { return &o.Ties }),
		option.Enum("announced-jungfrau", "MAD-A1", func(o *Options) *AnnouncedJungfrauScoring { return &o.AnnouncedJungfrau }),
		option.Enum("jungfrau-factor", "MAD-A4", func(o *Options) *JungfrauFactor { return &o.JungfrauFactor }),
		option.Enum("failure-scoring", "MAD-A6", func(o *Options) *FailureScoring { return &o.FailureScoring }),
		option.Enum("short-stock", "MAD-A3", func(o *Options) *ShortStock { return &o.ShortStock }),
		option.Enum("six-player-deal", "MAD-A2", func(o *Options) *SixPlayerDeal { return &o.SixPlayerDeal }),
		option.Enum("end", "MAD-A10", func(o *Options) *EndComparison { return &o.End }),
		option.SizeTable("limits", "MAD-A11", func(o *Options) *[7]int { return (*[7]int)(&o.Limits) }),
		option.Bool("durchmarsch-keeps-card-points", "MAD-A7", func(o *Options) *bool { return &o.DurchmarschKeepsCardPoints }),
		option.Bool("must-change-stock", "MAD-A13", func(o *Options) *bool { return &o.MustChangeStock }),
	}}
}

// own returns the Madonna options in o, and the defaults for nil (or for
// another game's, which Validate refuses first).
func own(o variant.Options) Options {
	x, _ := o.(Options)
	return x
}

// check refuses values no option has (Definition.Check), and limits that
// are negative or for a table size the game does not have (MAD-A11).
func check(vo variant.Options) error {
	o := own(vo)
	for n, l := range o.Limits {
		if l < 0 || (l != 0 && (n < 3 || n > 6)) {
			return rule.Fact(rule.BadOptions, "MAD-A11", rule.NoSeat, rule.Facts{Sentence: sentence.MadonnaLimits})
		}
	}
	return optionSet().Check(o)
}

// optionList returns the record options (Definition.Options), building
// the option set only when asked: a Definition is made often, and
// cheaply (games.ViewValues at every decision of a player).
func optionList() []option.Spec { return optionSet().List() }
