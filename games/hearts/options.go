package hearts

import (
	"encoding/json"

	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// Options are the options of a Hearts table. The zero Options is the game
// as the rule book plays it by default, seat 0 dealing first.
type Options struct {
	// FirstDealer is the first deal's dealer, counted from 0 (C-7).
	FirstDealer int
	// Ties says what a tie for the lowest total at the end does (the
	// ties of Black Maria, BM-A5).
	Ties variant.TieBreak
	// SpotHearts and Omnibus are Black Maria's scoring options
	// (BM-O1, BM-O2), which Hearts plays as SH-O1 and SH-O2.
	SpotHearts bool
	Omnibus    blackmaria.Omnibus
	// Target is the score that ends the match (SH-R10); 0 means 100.
	Target int
	// Deals, when above 0, ends the match after that many deals instead
	// of at Target (Black Maria's BM-O5).
	Deals                      int
	Moon                       MoonMode // SH-R9
	QueenBreaksHearts          bool     // SH-A1
	OpenerAnyClub              bool     // SH-A2
	OmnibusMoonNeedsJack       bool     // SH-O2
	FirstTrickHeartBeforeQueen bool     // SH-A3
}

// Game returns the record name of Hearts.
func (Options) Game() string { return "hearts" }

// Setup returns the first dealer; Hearts has no announcements.
func (o Options) Setup() variant.Setup { return variant.Setup{FirstDealer: o.FirstDealer} }

// MarshalJSON returns the record's "options" object: every option whose
// value differs from its default.
func (o Options) MarshalJSON() ([]byte, error) { return optionSet().Marshal(o) }

// ParseOptions reads the "options" object of a Hearts record
// (option.Set.Parse).
func ParseOptions(raw json.RawMessage) (Options, error) { return optionSet().Parse(raw) }

// optionSet is the record options of Hearts, in the order of
// docs/records.md's table: Black Maria's ties and scoring options, then
// its own.
func optionSet() option.Set[Options] {
	return option.Set[Options]{Game: rule.Text{EN: "Hearts", DE: "Hearts", DA: "Hjerter"}, Fields: []option.Field[Options]{
		option.Enum("ties", bm("ties"), func(o *Options) *variant.TieBreak { return &o.Ties }),
		option.Bool("spot-hearts", bm("spot-hearts"), func(o *Options) *bool { return &o.SpotHearts }),
		option.Enum("omnibus", bm("omnibus"), func(o *Options) *blackmaria.Omnibus { return &o.Omnibus }),
		option.Number("target", bm("target"), 1, func(o *Options) *int { return &o.Target }),
		option.Number("deals", bm("deals"), 0, func(o *Options) *int { return &o.Deals }),
		option.Enum("moon", "SH-R9", func(o *Options) *MoonMode { return &o.Moon }),
		option.Bool("queen-breaks-hearts", "SH-A1", func(o *Options) *bool { return &o.QueenBreaksHearts }),
		option.Bool("opener-any-club", "SH-A2", func(o *Options) *bool { return &o.OpenerAnyClub }),
		option.Bool("omnibus-moon-needs-jack", "SH-O2", func(o *Options) *bool { return &o.OmnibusMoonNeedsJack }),
		option.Bool("first-trick-heart-before-queen", "SH-A3", func(o *Options) *bool { return &o.FirstTrickHeartBeforeQueen }),
	}}
}

// own returns the Hearts options in o, and the defaults for nil (or for
// another game's, which Validate refuses first).
func own(o variant.Options) Options {
	x, _ := o.(Options)
	return x
}

// check refuses values no option has and a negative target or number of
// deals (Definition.Check).
func check(vo variant.Options) error {
	o := own(vo)
	if o.Target < 0 || o.Deals < 0 {
		return rule.Fact(rule.BadOptions, bm("target")+", "+bm("deals"), rule.NoSeat, rule.Facts{Sentence: sentence.NegativeMatchEnd})
	}
	return optionSet().Check(o)
}

// bm returns the rule of Black Maria's option name, which Hearts plays.
func bm(name string) string {
	op, _ := blackmaria.Option(name)
	return op.Rule
}

// optionList returns the record options (Definition.Options), building
// the option set only when asked: a Definition is made often, and
// cheaply (games.ViewValues at every decision of a player).
func optionList() []option.Spec { return optionSet().List() }
