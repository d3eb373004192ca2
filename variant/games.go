package variant

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/turntimer"
)

// Definition is what a game gives the registry: its names, its table
// sizes, how its options are checked and how its matches are built, and
// what it says about itself to the tools that treat every game alike. A
// trick game gives Rules (the engine compiles them, as it does a house
// game's); a game with a state machine of its own gives Start and Values
// instead. The engine reads a Definition and never asks which game it is.
type Definition struct {
	// Name is the record name ("slobberhannes"), Title the display name
	// ("Slobberhannes") and TitleDE the German one, where it differs.
	Name, Title, TitleDE string
	// MinSeats and MaxSeats are the smallest and largest table;
	// SeatsRule is the rule that says so.
	MinSeats, MaxSeats int
	SeatsRule          string
	// Announces: the game has announcements (and so may take them in
	// turn-based rounds, Setup.Announcements).
	Announces bool
	// Parse reads a record's "options" object into the game's Options
	// (ParseOptions); nil: the game has no record options.
	Parse func(raw json.RawMessage) (Options, error)
	// Check refuses values and combinations of the game's options that
	// cannot be played, after Validate's common checks; nil when there
	// are none. It is given the game's own options, or nil.
	Check func(o Options) error
	// Rules builds a trick game's Rules at a table of seats with options
	// that Validate has accepted; nil for a game with a state machine of
	// its own, which Start creates. New passes Start the definition as
	// the registry completed it, so that the match cites the rules of
	// the mechanics the game lacks from its Fallback (a seat resumed out,
	// a resumed carry).
	Rules func(seats int, o Options) Rules
	Start func(d Definition, seats int, o Options, src rand.Source) (Game, error)
	// Values gives the cards' worth at a table (CardValues) of a game
	// without Rules; a trick game's come from its Rules.
	Values func(seats int, o Options) (CardValues, error)
	// Traits says what the game's match and table are like; nil: the
	// zero Traits.
	Traits func(o Options) Traits
	// OutcomeRule names the rule that scores each outcome of the game's
	// deals; nil: none.
	OutcomeRule func(o score.Outcome) string
	// Words are the game's own words for a table (WordsOf), but for the
	// title's English and German, which come from Title and TitleDE.
	Words Words
	// Options returns the game's record options, in the order of
	// docs/records.md's table, each with the rule that defines it and its
	// values; nil: none.
	Options func() []option.Spec
	// Fallback gives the rule IDs the game's Rules leave empty, for a move
	// or a resumed state of a mechanic the game does not have (a decline
	// under announcement rounds, seats resumed out, a resumed carry);
	// Validate cites its announcement-rounds rule. Nil: none.
	Fallback *Rules
}

// Words are a game's own words for a table that talks to people (a
// terminal, a page) and the rules its hints cite, so that the table asks
// the game instead of its ID. The zero Words (a house game's) say nothing.
type Words struct {
	// Title is the game's display name in each language (a game may have
	// another name in German).
	Title rule.Text
	// Blurb is one line on what the game is about, for a menu.
	Blurb rule.Text
	// Moves say, a line each, how a person types the game's moves beyond
	// playing a card: a pass, the stock's cards put back, the
	// announcements, taking or pushing the stock, a draw.
	Moves []rule.Text
	// Kept says in a few words which cards may not go back into the
	// stock, and KeptRule the rule that says so; both are empty
	// where the game's hints say no more than the stock's count.
	Kept     rule.Text
	KeptRule string
	// UnbrokenRule is the rule that forbids leading the held suit before
	// it is broken (trick.Rules.Held), or "".
	UnbrokenRule string
	// HoldRule is the rule by which some deals pass no cards (a hold
	// deal of the pass cycle), or "".
	HoldRule string
	// SitOutRule is the rule by which the dealer sits a deal out
	// (Circulation.SitOut), or "".
	SitOutRule string
	// PushRule is the rule by which a seat may push the stock on unseen,
	// doubling the deal's scores (exchange.Stock.Push), or "".
	PushRule string
}

// messageTitle is the title of d as its messages name it: the record
// title in English and German, the Danish display name in Danish.
func (d *Definition) messageTitle() rule.Text {
	return rule.Text{EN: d.Title, DE: d.Title, DA: d.Words.Title.DA}
}

// Traits is what a game's definition says about its match and its table
// beyond the worth of the cards (CardValues), for the tools that treat
// every game alike: a record's checks, a table server, a player. It is
// the game's answer, so that no such tool asks which game it is.
type Traits struct {
	// Eliminates reports whether seats drop out of the match (Ending.Out);
	// a record lists them in "out".
	Eliminates bool
	// Carries reports whether part of a deal's score is carried to the
	// next deal (a Settle step, Ending.Carries); a record keeps it
	// in "carry".
	Carries bool
	// NeverNegative reports whether a total can never fall below 0: every
	// score the game writes adds to a total. A penalty sweep's deduction
	// (score.PenaltySweepDeducted) or reversal can take one below 0.
	NeverNegative bool
	// Endless reports whether the match never ends by itself:
	// whoever runs it decides how many rounds it lasts.
	Endless bool
	// TurnTimer reports whether the game has a timer for a person's turn
	// (package turntimer), and Timer when the table's options run it.
	TurnTimer bool
	Timer     turntimer.Switch
	// Draws reports whether the seats draw from each other's hands and
	// lay down pairs instead of playing tricks.
	Draws bool
	// Pushes reports whether a seat may push the stock on unseen
	// (exchange.Stock.Push), and Multiplier how the pushes multiply the
	// deal's score.
	Pushes     bool
	Multiplier exchange.PushMultiplier
}

// PushFactor returns what a deal with the given number of pushes is
// multiplied by: Multiplier's factor where the stock may be pushed, else
// 1.
func (t Traits) PushFactor(pushes int) int {
	if !t.Pushes {
		return 1
	}
	return t.Multiplier.Factor(pushes)
}

// compose compiles the Rules of g at a table of seats with the table's
// options o: the road of every game with Rules into the engine's
// configuration, through the compile function NewHouse uses.
func (g Definition) compose(seats int, o Options) (*trickConfig, error) {
	if o == nil && g.Parse != nil {
		o, _ = g.Parse(nil) // the game's defaults, as its own Options
	}
	r := g.Rules(seats, o)
	if g.Fallback != nil {
		r.fill(g.Fallback)
	}
	cfg, err := compile(r, seats)
	if err != nil {
		return nil, err
	}
	cfg.def, cfg.opts = &g, o
	return cfg, nil
}
