package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// House is the ID of every game composed outside this module with
// NewHouse. It is not one of the five games (Valid is false, Games does
// not list it), its String is "house", and its records are not docs/records.md
// records: a referee of the five games cannot replay them.
const House ID = 255

// Rules is a trick-taking game of one's own, composed from the public
// parts as the five games of this module are composed in their own files:
// the pack, the deal, an optional pass, the trick rules, the penalty
// table and the deal's scoring, and the end of the match. A Rules is for
// one table size; NewHouse checks it and runs it on the same engine as
// the five games (Turn, LegalMoves, Apply, Clone, View, Sample).
//
// A house game has no stock exchange and no announcements; the cards
// left undealt (Stock) lie aside unseen and count for nobody.
type Rules struct {
	// Title is the game's display name.
	Title string
	// Pack is the cards in play; Deal the packets of the deal (the zero
	// Pattern deals one at a time); Stock how many cards stay undealt.
	Pack  card.Set
	Deal  deck.Pattern
	Stock int
	// Pass is the pass before the play (the zero Pass: none).
	Pass exchange.Pass
	// Play is what may be played to a trick; Opening, when not 0, is the
	// card whose holder leads the first trick (and, under Play.Opening,
	// must lead it or its suit).
	Play    trick.Rules
	Opening card.Card
	// Table values the cards; Dangerous are the cards a seat least wants
	// (CardValues). Score scores a deal from its facts; nil scores the
	// cards each seat took by Table (score.CardPoints).
	Table     score.Table
	Dangerous card.Set
	Score     func(f *score.Facts) score.Result
	// End ends the match.
	End Ending
	// FirstDealer deals the first deal (C-7).
	FirstDealer int
	// Refs are the house rule IDs that errors cite; empty ones cite the
	// family's common rules (TT-1 to TT-6, C-1 to C-8).
	Refs Refs
}

// Ending is when a house match ends: once a total is above Limit (at
// or above it with AtLeast), or, when Deals is above 0, after that many
// deals. The lowest total wins; Ties chooses whether a shared lowest
// total is shared or played on (as BM-A5).
type Ending struct {
	Limit   int
	AtLeast bool
	Deals   int
	Ties    TieBreak
}

// Refs are the rule IDs a house game's errors cite.
type Refs struct {
	Deal  string // the pack and the hands
	Pass  string // the pass
	Play  string // the play
	Match string // the end of the match
}

// NewHouse returns a new match of the house game r at a table of seats, in
// PhaseDeal; src seeds the game's random source (nil: unpredictable). A
// Rules that cannot be played (no such table size, a pack that is not a
// set of cards, fewer cards than seats, a negative stock or limit, a pass
// of more cards than a hand holds) is a *rule.Violation with
// rule.BadOptions.
func NewHouse(r Rules, seats int, src rand.Source) (*TrickGame, error) {
	bad := func(f rule.Facts) error {
		f.Game = rule.Text{EN: r.Title, DE: r.Title}
		return rule.Fact(rule.BadOptions, r.Refs.Deal, rule.NoSeat, f)
	}
	switch {
	case seats < 2 || seats > seat.Max:
		return nil, bad(rule.Facts{Sentence: rule.HouseSeats, Low: 2, High: seat.Max, Seats: seats})
	case !r.Pack.Valid() || r.Pack.Has(card.Joker):
		return nil, bad(rule.Facts{Sentence: rule.HousePack})
	case r.Stock < 0 || r.Pack.Len()-r.Stock < seats:
		return nil, bad(rule.Facts{Sentence: rule.HouseStock, Count: r.Pack.Len(), Want: r.Stock, Seats: seats})
	case r.Pass.Count < 0 || r.Pass.Count > (r.Pack.Len()-r.Stock)/seats:
		return nil, bad(rule.Facts{Sentence: rule.HousePass, Count: r.Pass.Count})
	case r.End.Limit < 0 || r.End.Deals < 0 || r.End.Ties > TiesPlayOn:
		return nil, bad(rule.Facts{Sentence: rule.HouseEnd})
	case r.End.Limit == 0 && r.End.Deals == 0:
		return nil, bad(rule.Facts{Sentence: rule.HouseNoEnd})
	case r.FirstDealer < 0 || r.FirstDealer >= seats:
		return nil, bad(rule.Facts{Sentence: rule.HouseDealer, Other: r.FirstDealer})
	}
	cfg := &trickConfig{id: House, seats: seats, title: r.Title,
		pack: r.Pack, dealRef: ref(r.Refs.Deal, "C-5"),
		pass: r.Pass, passRef: ref(r.Refs.Pass, "TT-1"),
		rules: r.Play, opening: r.Opening, playRef: ref(r.Refs.Play, "TT-2"),
		table: r.Table, dangerous: r.Dangerous, houseScore: r.Score, scoreDeal: scoreHouse,
		end: matchEnd{ref: ref(r.Refs.Match, "C-8"), limit: r.End.Limit, atLeast: r.End.AtLeast, deals: r.End.Deals, ties: r.End.Ties},
	}
	cfg.opts.FirstDealer = r.FirstDealer
	cfg.explains = r.Score == nil
	for n := range cfg.stockSizes {
		cfg.patterns[n] = r.Deal
		cfg.stockSizes[n] = int8(r.Stock)
	}
	return &TrickGame{cfg: cfg.finish(), rng: seedFrom(src), phase: PhaseDeal, dealer: int8(r.FirstDealer), durch: -1}, nil
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

// scoreHouse scores a house deal by the game's own Score, or by card
// points when it has none (and then explains them under the deal's rule).
func scoreHouse(cfg *trickConfig, f *score.Facts, x *score.Explanation) score.Result {
	switch {
	case cfg.houseScore != nil:
		return cfg.houseScore(f)
	case x != nil:
		r, terms := score.ExplainCardPoints(*f, cfg.table, cfg.dealRef)
		*x = terms
		return r
	}
	return cfg.table.CardPoints(f)
}
