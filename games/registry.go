package games

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// Definition returns the definition of game id, and false for an ID that
// is not one of the five games: the game's own, with the rules its moves
// cite for a mechanic it does not have (Fallback).
func Definition(id ID) (variant.Definition, bool) {
	d, ok := own(id)
	if !ok {
		return d, false
	}
	d.Fallback = moduleRefs()
	return d, true
}

// moduleRefs are the rules the module's four trick games cite for a move
// or a resumed match state of a mechanic a game does not have: a decline
// under the announcement rounds (MAD-A9), seats resumed out under Sau's
// elimination (SAU-R8), a resumed carry under its sixty split (SAU-A12).
// Validate cites the rounds' rule for announcement rounds the options
// choose where a game has none.
func moduleRefs() *variant.Rules {
	return &variant.Rules{Refs: variant.Refs{Out: "SAU-R8", Carry: "SAU-A12"},
		Announcements: variant.Announcements{Refs: variant.AnnounceRefs{Rounds: "MAD-A9"}}}
}

// own returns the definition of game id as its package gives it, and
// false for an ID that is not one of the five games. It is a switch, not
// a table, so that the package holds no mutable state.
func own(id ID) (variant.Definition, bool) {
	switch id {
	case SchwarzeMadonna:
		return madonna.Definition(), true
	case BlackMaria:
		return blackmaria.Definition(), true
	case Hearts:
		return hearts.Definition(), true
	case SchwarzeSau:
		return sau.Definition(), true
	case OldMaid:
		return oldmaid.Definition(), true
	}
	return variant.Definition{}, false
}

// written returns the chapter of game id as its package writes it, and
// false for an ID that is not one of the five games. Like own, it is a
// switch, so that the package holds no mutable state.
func written(id ID) (rule.Chapter, bool) {
	switch id {
	case SchwarzeMadonna:
		return madonna.Chapter(), true
	case BlackMaria:
		return blackmaria.Chapter(), true
	case Hearts:
		return hearts.Chapter(), true
	case SchwarzeSau:
		return sau.Chapter(), true
	case OldMaid:
		return oldmaid.Chapter(), true
	}
	return rule.Chapter{}, false
}

// unknownGame is the violation of an ID that is not one of the five
// games.
func unknownGame(id ID) error {
	return rule.Fact(rule.UnknownGame, "", rule.NoSeat, rule.Facts{Sentence: sentence.NoGame, Count: int(uint8(id))})
}

// New returns a new match of game id at a table of seats with options o,
// in PhaseDeal (variant.New). src seeds the game's own random source;
// pass nil for an unpredictable seed. The options are checked first
// (Validate).
func New(id ID, seats int, o variant.Options, src rand.Source) (variant.Game, error) {
	d, o, err := resolve(id, o)
	if err != nil {
		return nil, err
	}
	return variant.New(d, seats, o, src)
}

// resolve returns the definition of game id (Definition) and o as the
// game's own Options (Own); an ID that is not one of the five games is a
// *rule.Violation with rule.UnknownGame.
func resolve(id ID, o variant.Options) (variant.Definition, variant.Options, error) {
	d, ok := Definition(id)
	if !ok {
		return d, nil, unknownGame(id)
	}
	o, err := Own(id, o)
	return d, o, err
}

// NewTrickGame returns a new match of a trick-taking game (every game
// but Old Maid) in PhaseDeal; see New.
func NewTrickGame(id ID, seats int, o variant.Options, src rand.Source) (*variant.TrickGame, error) {
	d, o, err := resolve(id, o)
	if err != nil {
		return nil, err
	}
	return variant.NewTrickGame(d, seats, o, src)
}

// Validate checks that o is a valid choice of options for game id at a
// table of seats (variant.Validate); an ID that is not one of the five
// games is a *rule.Violation with rule.UnknownGame.
func Validate(id ID, seats int, o variant.Options) error {
	d, o, err := resolve(id, o)
	if err != nil {
		return err
	}
	return variant.Validate(d, seats, o)
}

// ParseOptions reads the "options" object of a game record
// (docs/records.md) for game id into the game's Options (its
// Definition's Parse). An unknown name, a name of another game, or a
// value of the wrong kind is a *rule.Violation with rule.UnknownOption;
// combinations are checked by Validate. A game without record options,
// and an ID that is not one of the five games, reads an absent, null or
// empty object and refuses any option.
func ParseOptions(id ID, raw json.RawMessage) (variant.Options, error) {
	d := definitionOrNone(id)
	if d.Parse != nil {
		return d.Parse(raw)
	}
	title := rule.Text{EN: d.Title, DE: d.Title, DA: d.Words.Title.DA}
	_, err := option.Set[struct{}]{Game: title}.Parse(raw)
	return nil, err
}

// MarshalOptions returns the "options" object of a record for game id:
// every option of that game whose value differs from the default; {}
// for nil options. Options of another game are refused.
func MarshalOptions(id ID, o variant.Options) (json.RawMessage, error) {
	if _, ok := own(id); ok {
		typed, err := Own(id, o)
		if err != nil {
			return nil, err
		}
		o = typed
	}
	if o == nil {
		return json.RawMessage("{}"), nil
	}
	if d := definitionOrNone(id); o.Game() != d.Name {
		return nil, fmt.Errorf("games: options of %s for a record of %s", strictjson.Quote(o.Game()), strictjson.Quote(d.Name))
	}
	return o.MarshalJSON()
}

// definitionOrNone returns the definition of id, or for any other ID one
// that names it and has no options.
func definitionOrNone(id ID) variant.Definition {
	if d, ok := own(id); ok {
		return d
	}
	return variant.Definition{Name: id.String(), Title: id.Title()}
}

// ValuesOf returns the card values of game id at a table of seats with
// options o. It fails as Validate does.
func ValuesOf(id ID, seats int, o variant.Options) (variant.CardValues, error) {
	d, o, err := resolve(id, o)
	if err != nil {
		return variant.CardValues{}, err
	}
	if err := variant.Validate(d, seats, o); err != nil {
		return variant.CardValues{}, err
	}
	return d.CardValues(seats, o)
}

// ScorerOf returns the scorer of game id at a table of seats with options
// o (variant.ScorerOf). It fails as Validate does, and for Old Maid.
func ScorerOf(id ID, seats int, o variant.Options) (variant.Scorer, error) {
	d, o, err := resolve(id, o)
	if err != nil {
		return variant.Scorer{}, err
	}
	return variant.ScorerOf(d, seats, o)
}

// SeatRange returns the smallest and largest table of a game (MAD-R1,
// BM-R1, SH-R1, SAU-R1, OM-R1), and 3 to 6 for an ID that is not one of
// the five.
func SeatRange(id ID) (lo, hi int) {
	if d, ok := own(id); ok {
		return d.MinSeats, d.MaxSeats
	}
	return 3, 6
}

// WordsOf returns the words of game id, and the zero Words for an ID
// that is not one of the five games.
func WordsOf(id ID) variant.Words {
	d, ok := own(id)
	if !ok {
		return variant.Words{}
	}
	w := d.Words
	w.Title = rule.Text{EN: d.Title, DE: d.TitleDE, DA: w.Title.DA} // the Danish is the words' own
	return w
}

// TraitsOf returns the traits of game id with options o, and the zero
// Traits for an ID that is not one of the five games (a house game's
// traits are all false).
func TraitsOf(id ID, o variant.Options) variant.Traits {
	if d, ok := own(id); ok && d.Traits != nil {
		typed, _ := Own(id, o) // options that do not read are the defaults
		return d.Traits(typed)
	}
	return variant.Traits{}
}

// OutcomeRule returns the ID of the rule that scores a deal of game id
// with outcome o (MAD-R25 for a normal Madonna deal, SH-R9 for a moon),
// and "" for an outcome the game does not have.
func OutcomeRule(id ID, o score.Outcome) string {
	if d, ok := own(id); ok && d.OutcomeRule != nil {
		return d.OutcomeRule(o)
	}
	return ""
}

// OptionInfo describes one record option for documentation and tools:
// its name, rule, values and least value (option.Spec, as the first game
// that lists it gives them; the rule catalogue's option values are
// generated from them) and the games that have it.
type OptionInfo struct {
	option.Spec
	Games []ID // the games that have it
}

// OptionNames lists every record option of docs/records.md, in the order
// of its table: each game's options in the games' order, an option the
// games share where its first game lists it.
func OptionNames() []OptionInfo {
	var out []OptionInfo
	at := map[string]int{}
	for _, id := range All() {
		d, _ := own(id)
		for _, op := range d.Options() {
			if i, ok := at[op.Name]; ok {
				out[i].Games = append(out[i].Games, id)
				continue
			}
			at[op.Name] = len(out)
			out = append(out, OptionInfo{Spec: op, Games: []ID{id}})
		}
	}
	return out
}

// ViewValues returns the card values of v's table (ValuesOf of its game,
// seats and options), or the zero CardValues if the view does not name a
// table of one of the five games.
//
// It does not run Validate's full option check (a View comes from a game
// whose options New validated, or from JSON whose options ParseOptions
// checked): only the game, the table size and the composition, so that a
// player may ask for it at every decision.
func ViewValues(v *variant.View) variant.CardValues {
	d, ok := own(Named(v.Game))
	if !ok || v.Seats < d.MinSeats || v.Seats > d.MaxSeats {
		return variant.CardValues{}
	}
	o, err := Own(Named(v.Game), v.Options)
	if err != nil {
		return variant.CardValues{}
	}
	cv, err := d.CardValues(v.Seats, o)
	if err != nil {
		return variant.CardValues{}
	}
	return cv
}
