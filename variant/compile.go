package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// compile checks the Rules r of a game at a table of seats and compiles
// it into the engine's plain-field configuration: the one road of every
// trick game, the module's four (composed from their Options in their
// files) and a house game's (NewHouse). The caller sets the game's ID and
// options. Rules that cannot be played (no such table size, a pack that
// is not a set of cards, fewer cards than seats, a negative stock or
// limit, a pass of more cards than a hand holds, a match without an end)
// are a *rule.Violation with rule.BadOptions.
func compile(r Rules, seats int) (*trickConfig, error) {
	if err := checkRules(&r, seats); err != nil {
		return nil, err
	}
	c := &r.Circulation
	a := &r.Announcements
	cfg := &trickConfig{seats: seats, title: r.Title,
		pack: r.Pack, dealRef: r.Refs.Deal,
		pass: r.Pass, passRef: r.Refs.Pass,

		stockGame: c.Exchange.Count > 0, stock: c.Exchange, stockOff: optionNeed{c.Need.Option, c.Need.Rule},
		stockRef: c.Refs.Phase, backRef: c.Refs.Back, keptRef: c.Refs.Kept, firstRef: c.Refs.First, pushRef: c.Refs.Push,

		rules: r.Play, opening: r.Opening, openingWithoutStock: r.OpeningWithoutStock, playRef: r.Refs.Play,
		ann: announceRules{game: a.Known, on: [3]bool{NoTrickCall: a.NoTrick, SweepCall: a.Sweep},
			need:      [3]optionNeed{NoTrickCall: {a.NoTrickNeed.Option, a.NoTrickNeed.Rule}, SweepCall: {a.SweepNeed.Option, a.SweepNeed.Rule}},
			windowRef: a.Refs.Window, conflictRef: a.Refs.Conflict, roundsRef: a.Refs.Rounds, rounds: a.Rounds,
			sweepExcludesNoTrick: a.SweepExcludesNoTrick, oneNoTrick: a.OneNoTrick, playOut: a.PlayOut},

		table: r.Table, dangerous: r.Dangerous,
		swing: r.Swing, penaltySweep: r.PenaltySweep, silentSweep: r.SilentSweep, silentNoTrick: r.SilentNoTrick,
		settle: r.Settle,
		end:    compileEnd(&r.End, r.Refs.Match),

		shortRef: c.Refs.Short, changeRef: c.Refs.MustChange, oneNoTrickRef: a.Refs.OneNoTrick,
		stockPoints: r.StockPoints, carryRef: r.Refs.Carry, outRef: r.Refs.Out,
		firstOutRef: r.Refs.FirstOut, outsideRef: r.Refs.Outside,
	}
	cfg.stockOn = cfg.stockGame && !c.Off
	if cfg.stockOn {
		cfg.sitOut = c.SitOut
	}
	cfg.scoreDeal, cfg.explains = compileScore(&r)
	for n := range cfg.patterns {
		cfg.patterns[n], cfg.stockSizes[n] = r.Deal, int8(r.Stock)
		if h := r.Fewer[n]; h != (Hands{}) && n < seats {
			cfg.patterns[n], cfg.stockSizes[n] = h.Pattern, int8(h.Stock)
		}
	}
	cfg.firstDealer = r.FirstDealer
	return cfg.finish(), nil
}

// values returns the card values r gives (CardValues); a zero Swing is
// the points of the pack, as compile makes it.
func (r *Rules) values() CardValues {
	swing := r.Swing
	if swing == 0 {
		swing = r.Table.Points(r.Pack)
	}
	return CardValues{Pack: r.Pack, Table: r.Table, Dangerous: r.Dangerous,
		Swing: swing, PenaltySweep: r.PenaltySweep, SilentSweep: r.SilentSweep, SilentNoTrick: r.SilentNoTrick}
}

// compileEnd returns the end of the match of e, whose rule is ref.
func compileEnd(e *Ending, ref string) matchEnd {
	return matchEnd{ref: ref, limit: e.Limit, atLeast: e.AtLeast, deals: e.Deals, ties: e.Ties,
		eliminates: e.Out > 0, out: e.Out, outAbove: e.OutAbove, minLeft: e.MinLeft, firstOut: e.FirstOut, carries: e.Carries}
}

// compileScore returns the scoring of r and whether it explains its
// scores: r.Explain, r.Score, or the cards each seat took by r.Table,
// explained under the deal's rule.
func compileScore(r *Rules) (func(f *score.Facts, x *score.Explanation) score.Result, bool) {
	switch {
	case r.Explain != nil:
		return r.Explain, true
	case r.Score != nil:
		own := r.Score
		return func(f *score.Facts, _ *score.Explanation) score.Result { return own(f) }, false
	}
	t, ref := r.Table, r.Refs.Deal
	return func(f *score.Facts, x *score.Explanation) score.Result {
		if x == nil {
			return t.CardPoints(f)
		}
		res, terms := score.ExplainCardPoints(*f, t, ref)
		*x = terms
		return res
	}, true
}

// checkRules refuses Rules that cannot be played at a table of seats.
func checkRules(r *Rules, seats int) error {
	bad := func(f rule.Facts) error {
		f.Game = rule.Text{EN: r.Title, DE: r.Title}
		return rule.Fact(rule.BadOptions, r.Refs.Deal, rule.NoSeat, f)
	}
	e := &r.End
	switch {
	case seats < 2 || seats > seat.Max:
		return bad(rule.Facts{Sentence: sentence.HouseSeats, Low: 2, High: seat.Max, Seats: seats})
	case !r.Pack.Valid() || r.Pack.Has(card.Joker):
		return bad(rule.Facts{Sentence: sentence.HousePack})
	case r.Stock < 0 || r.Pack.Len()-r.Stock < seats:
		return bad(rule.Facts{Sentence: sentence.HouseStock, Count: r.Pack.Len(), Want: r.Stock, Seats: seats})
	case r.Pass.Count < 0 || r.Pass.Count > (r.Pack.Len()-r.Stock)/seats:
		return bad(rule.Facts{Sentence: sentence.HousePass, Count: r.Pass.Count})
	case e.Limit < 0 || e.Deals < 0 || e.Out < 0 || e.MinLeft < 0 || e.Ties > TiesPlayOn:
		return bad(rule.Facts{Sentence: sentence.HouseEnd})
	case e.Limit == 0 && e.Deals == 0 && e.Out == 0:
		return bad(rule.Facts{Sentence: sentence.HouseNoEnd})
	case r.FirstDealer < 0 || r.FirstDealer >= seats:
		return bad(rule.Facts{Sentence: sentence.HouseDealer, Other: r.FirstDealer})
	}
	for n, h := range r.Fewer {
		if n < seats && h != (Hands{}) && (h.Stock < 0 || r.Pack.Len()-h.Stock < n) {
			return bad(rule.Facts{Sentence: sentence.HouseStock, Count: r.Pack.Len(), Want: h.Stock, Seats: n})
		}
	}
	return nil
}

// newTrickGame returns a new match of the compiled game cfg in PhaseDeal;
// src seeds its random source (nil: unpredictable).
func newTrickGame(cfg *trickConfig, src rand.Source) *TrickGame {
	return &TrickGame{cfg: cfg, rng: SeedPCG(src), phase: PhaseDeal, dealer: int8(cfg.firstDealer), sweep: -1}
}
