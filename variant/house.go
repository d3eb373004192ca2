package variant

import "math/rand/v2"

// House is the ID of every game composed outside this module with
// NewHouse. It is not one of the five games (Valid is false, Games does
// not list it), its String is "house", and its records are not docs/records.md
// records: a referee of the five games cannot replay them.
const House ID = 255

// NewHouse returns a new match of the house game r at a table of seats, in
// PhaseDeal; src seeds the game's random source (nil: unpredictable). A
// Rules that cannot be played (no such table size, a pack that is not a
// set of cards, fewer cards than seats, a negative stock or limit, a pass
// of more cards than a hand holds) is a *rule.Violation with
// rule.BadOptions.
func NewHouse(r Rules, seats int, src rand.Source) (*TrickGame, error) {
	if err := checkRules(&r, seats); err != nil {
		return nil, err
	}
	// The phases every game has cite the family's common rules when the
	// game names none.
	x := &r.Refs
	x.Deal, x.Pass, x.Play, x.Match = ref(x.Deal, "C-5"), ref(x.Pass, "TT-1"), ref(x.Play, "TT-2"), ref(x.Match, "C-8")
	cfg, err := compile(r, seats)
	if err != nil {
		return nil, err
	}
	cfg.id = House
	cfg.opts.FirstDealer = r.FirstDealer
	return newTrickGame(cfg, src), nil
}

// ref returns id, or def when id is empty.
func ref(id, def string) string {
	if id == "" {
		return def
	}
	return id
}

// Title returns the game's display name.
func (g *TrickGame) Title() string { return g.cfg.title }

// Values returns the card values of the game (CardValues), for players:
// the same as ValuesOf for the five games, and a house game's own.
func (g *TrickGame) Values() CardValues {
	return g.cfg.values()
}
