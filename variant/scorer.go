package variant

import (
	"fmt"

	"github.com/blackqueen/rules/score"
)

// Scorer scores the facts of a finished deal as one table of a trick
// game does: the game's composition of package score's parts (its
// penalty table, its special outcomes and multipliers; Rules.Score or
// Rules.Explain). It is what the engine calls at the end of a deal, for
// tools that have a deal's facts but no game (a checker, a score sheet,
// a test). The zero Scorer scores every deal 0.
type Scorer struct{ cfg *trickConfig }

// ScorerOf returns the scorer of game g at a table of seats with options
// o. It fails as Validate does, and for a game without Rules (one that
// counts rounds lost), which has no facts of tricks to score.
func ScorerOf(g Definition, seats int, o Options) (Scorer, error) {
	if err := Validate(g, seats, o); err != nil {
		return Scorer{}, err
	}
	if g.Rules == nil {
		return Scorer{}, fmt.Errorf("variant: %s scores rounds lost, not the facts of a trick deal", g.Title)
	}
	cfg, err := g.compose(seats, o)
	if err != nil {
		return Scorer{}, err
	}
	return Scorer{cfg}, nil
}

// Score returns the scores of the deal f describes, as the game writes
// them before any step of the match (a Settle step, which depends on the
// deals before, is not applied). It does not allocate.
func (s Scorer) Score(f *score.Facts) score.Result {
	if s.cfg == nil {
		return score.Result{}
	}
	return s.cfg.scoreDeal(f, nil)
}

// Explain is Score with each seat's terms, which add up to its points.
func (s Scorer) Explain(f *score.Facts) (score.Result, score.Explanation) {
	var x score.Explanation
	if s.cfg == nil {
		return score.Result{}, x
	}
	r := s.cfg.scoreDeal(f, &x)
	return r, x
}
