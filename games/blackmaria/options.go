package blackmaria

import (
	"encoding/json"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/enum"
	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// Options are the options of a Black Maria table. The zero Options is the
// game as the rule book plays it by default, seat 0 dealing first.
type Options struct {
	// FirstDealer is the first deal's dealer, counted from 0 (C-7).
	FirstDealer int
	// Ties says what a tie for the lowest total at the end does (BM-A5).
	Ties               variant.TieBreak
	ThreePlayerRemoval ThreePlayerRemoval // BM-A2
	SixPlayerRemoval   SixPlayerRemoval   // BM-A1
	SpadeValues        SpadeValues        // BM-O3
	SpotHearts         bool               // BM-O1
	Omnibus            Omnibus            // BM-O2
	Slam               SlamRule           // BM-O4
	// Target is the score that ends the match (BM-A4); 0 means 100.
	Target int
	// Deals, when above 0, ends the match after that many deals instead
	// of at Target (BM-O5).
	Deals int
}

// Game returns the record name of Black Maria.
func (Options) Game() string { return "black-maria" }

// Setup returns the first dealer; Black Maria has no announcements.
func (o Options) Setup() variant.Setup { return variant.Setup{FirstDealer: o.FirstDealer} }

// MarshalJSON returns the record's "options" object: every option whose
// value differs from its default.
func (o Options) MarshalJSON() ([]byte, error) { return optionSet().Marshal(o) }

// ParseOptions reads the "options" object of a Black Maria record
// (option.Set.Parse).
func ParseOptions(raw json.RawMessage) (Options, error) { return optionSet().Parse(raw) }

// optionSet is the record options of Black Maria, in the order of
// docs/records.md's table.
func optionSet() option.Set[Options] {
	return option.Set[Options]{Game: rule.Text{EN: "Black Maria", DE: "Black Maria", DA: "Sorte Maria"}, Fields: []option.Field[Options]{
		option.Enum("ties", ref("ties"), func(o *Options) *variant.TieBreak { return &o.Ties }),
		option.Enum("three-player-removal", ref("three-player-removal"), func(o *Options) *ThreePlayerRemoval { return &o.ThreePlayerRemoval }),
		option.Enum("six-player-removal", ref("six-player-removal"), func(o *Options) *SixPlayerRemoval { return &o.SixPlayerRemoval }),
		option.Enum("spade-values", ref("spade-values"), func(o *Options) *SpadeValues { return &o.SpadeValues }),
		option.Bool("spot-hearts", ref("spot-hearts"), func(o *Options) *bool { return &o.SpotHearts }),
		option.Enum("omnibus", ref("omnibus"), func(o *Options) *Omnibus { return &o.Omnibus }),
		option.Enum("slam", ref("slam"), func(o *Options) *SlamRule { return &o.Slam }),
		option.Number("target", ref("target"), 1, func(o *Options) *int { return &o.Target }),
		option.Number("deals", ref("deals"), 0, func(o *Options) *int { return &o.Deals }),
	}}
}

// own returns the Black Maria options in o, and the defaults for nil (or
// for another game's, which Validate refuses first).
func own(o variant.Options) Options {
	x, _ := o.(Options)
	return x
}

// ThreePlayerRemoval chooses the card removed at three seats (BM-A2).
type ThreePlayerRemoval uint8

// The BM-A2 choices; the default comes first.
const (
	TwoOfClubs    ThreePlayerRemoval = iota // the 2♣ (default)
	TwoOfDiamonds                           // the 2♦
)

// String returns the record name ("2C", "2D").
func (r ThreePlayerRemoval) String() string {
	return threePlayerRemovalNames.Format(uint8(r), "three-player-removal")
}

// Names returns the record name of every value, in order.
func (ThreePlayerRemoval) Names() []string { return threePlayerRemovalNames.Names() }

const threePlayerRemovalNames enum.Table = "2C 2D"

// SixPlayerRemoval chooses the cards removed at six seats (BM-A1).
type SixPlayerRemoval uint8

// The BM-A1 choices; the default comes first.
const (
	AllTwos         SixPlayerRemoval = iota // the four 2s (default)
	StandardRemoval                         // 2♣ 2♦ 2♠ 3♣, as Hearts removes
)

// String returns the record name ("all-twos", "standard").
func (r SixPlayerRemoval) String() string {
	return sixPlayerRemovalNames.Format(uint8(r), "six-player-removal")
}

// Names returns the record name of every value, in order.
func (SixPlayerRemoval) Names() []string { return sixPlayerRemovalNames.Names() }

const sixPlayerRemovalNames enum.Table = "all-twos standard"

// SpadeValues chooses the values of the A♠ and K♠ (BM-O3).
type SpadeValues uint8

// The BM-O3 choices; the default comes first.
const (
	StandardSpades SpadeValues = iota // A♠ 7, K♠ 10 (BM-R7, default)
	SwappedSpades                     // A♠ 10, K♠ 7
)

// String returns the record name ("standard", "swapped").
func (s SpadeValues) String() string { return spadeValuesNames.Format(uint8(s), "spade-values") }

// Names returns the record name of every value, in order.
func (SpadeValues) Names() []string { return spadeValuesNames.Names() }

const spadeValuesNames enum.Table = "standard swapped"

// SlamRule chooses the slam rule (BM-O4).
type SlamRule uint8

// The BM-O4 choices; the default comes first.
const (
	// NoSlam: whoever takes every penalty card scores them all (BM-R8,
	// the default).
	NoSlam SlamRule = iota
	// SlamDeduct: the taker of every penalty card scores −(their total)
	// instead, and the others 0.
	SlamDeduct
)

// String returns the record name ("none", "deduct").
func (s SlamRule) String() string { return slamRuleNames.Format(uint8(s), "slam") }

// Names returns the record name of every value, in order.
func (SlamRule) Names() []string { return slamRuleNames.Names() }

const slamRuleNames enum.Table = "none deduct"

// Omnibus chooses the bonus card worth −10 to its captor (BM-O2; Hearts'
// SH-O2).
type Omnibus uint8

// The Omnibus choices; the default comes first.
const (
	OmnibusOff  Omnibus = iota // no bonus card (default)
	OmnibusJD                  // the J♦
	OmnibusTenD                // the 10♦ (BM-O2)
)

// String returns the record name ("off", "JD", "10D").
func (o Omnibus) String() string { return omnibusNames.Format(uint8(o), "omnibus") }

// Names returns the record name of every value, in order.
func (Omnibus) Names() []string { return omnibusNames.Names() }

const omnibusNames enum.Table = "off JD 10D"

// Card returns the bonus card, or the zero (invalid) Card when Omnibus is
// off or unknown.
func (o Omnibus) Card() card.Card {
	switch o {
	case OmnibusJD:
		return card.JackDiamonds
	case OmnibusTenD:
		return card.TenDiamonds
	}
	return 0
}

// optionList returns the record options (Definition.Options), building
// the option set only when asked: a Definition is made often, and
// cheaply (games.ViewValues at every decision of a player).
func optionList() []option.Spec { return optionSet().List() }

// ref returns the rule of Black Maria's option name (Option).
func ref(name string) string {
	op, _ := Option(name)
	return op.Rule
}
