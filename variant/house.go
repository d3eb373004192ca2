package variant

import "math/rand/v2"

// NewHouse returns a new match of the house game r at a table of seats, in
// PhaseDeal; src seeds the game's random source (nil: unpredictable). A
// Rules that cannot be played (no such table size, a pack that is not a
// set of cards, fewer cards than seats, a negative stock or limit, a pass
// of more cards than a hand holds) is a *rule.Violation with
// rule.BadOptions. The rule IDs r leaves empty (but CirculationRefs.First)
// cite the family's common rules, phase by phase (houseRefs).
func NewHouse(r Rules, seats int, src rand.Source) (*TrickGame, error) {
	if err := checkRules(&r, seats); err != nil {
		return nil, err
	}
	r.fill(houseRefs())
	cfg, err := compile(r, seats)
	if err != nil {
		return nil, err
	}
	cfg.def, cfg.opts = houseDefinition(), houseOptions{first: r.FirstDealer}
	return newTrickGame(cfg, src), nil
}

// houseDefinition names every game composed with NewHouse: the record
// name "house" and the title "House game". Its records are not
// docs/records.md records: a referee of the module's games cannot replay
// them.
func houseDefinition() *Definition {
	return &Definition{Name: "house", Title: "House game"}
}

// houseOptions are a house game's options: none but the first dealer of
// its Rules.
type houseOptions struct{ first int }

func (houseOptions) Game() string                 { return "house" }
func (o houseOptions) Setup() Setup               { return Setup{FirstDealer: o.first} }
func (houseOptions) MarshalJSON() ([]byte, error) { return []byte("{}"), nil }

// houseRefs are the rules a house game's errors cite where its Rules
// name none: the family's common rules of each phase. The pack and the
// hands, a seat put out or sitting out cite C-5 (the active seats); the
// pass TT-1 and the play TT-2; the stock circulation C-4 (it goes to
// the left); the announcements TT-5 (a deal may end early); the end of
// the match and the points carried between deals C-8.
func houseRefs() *Rules {
	return &Rules{
		Refs: Refs{Deal: "C-5", Pass: "TT-1", Play: "TT-2", Match: "C-8",
			Out: "C-5", Carry: "C-8", FirstOut: "C-8", Outside: "C-5"},
		Circulation: Circulation{Refs: CirculationRefs{Phase: "C-4", Back: "C-4", Kept: "C-4", Push: "C-4",
			Short: "C-4", MustChange: "C-4"}},
		Announcements: Announcements{Refs: AnnounceRefs{Window: "TT-5", Conflict: "TT-5", OneNoTrick: "TT-5", Rounds: "TT-5"}},
	}
}

// Title returns the game's display name.
func (g *TrickGame) Title() string { return g.cfg.title }

// Values returns the card values of the game (CardValues), for players:
// the same as Definition.CardValues for the five games, and a house
// game's own.
func (g *TrickGame) Values() CardValues {
	return g.cfg.values()
}
