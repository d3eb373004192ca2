// Package variant is the engine of the black queen family: it runs
// matches of a game composed from the parts in card, deck, trick, score
// and exchange (deal, exchange by pass or stock, announcements, play,
// score, next dealer, until the match ends) as the [rule book] (German:
// [Regelbuch], Danish: [regelbog]) describes them, and knows no game. A
// game reaches it as a Definition (games.go): its record name and titles,
// its table sizes, its record options with the rule of each, and its
// Rules of public mechanics (rules.go), or a state machine of its own
// (Definition.Start). The module's games are packages of their own under
// games/; the registry, package games, names them by ID and hands their
// definitions to New. Every violation names the rule it breaks, as the
// game's Rules give it.
//
// The rules the engine enforces itself, by their IDs in the rule book:
// the conventions C-1 to C-10 and the core rules TT-1 to TT-6 in every
// game, and the mechanics each game's Rules choose (the pass, the stock
// circulation, the announcements, the trick rules, the end of the match),
// cited under the game's rule IDs. A game with a state machine of its
// own (a drawing game) implements Game itself and reaches New through its
// Definition's Start.
//
// The layout. A game's Rules give the pack and removals of the table
// size, the deal pattern and stock, the pass or stock circulation
// (package exchange), the trick rules, the announcements, the scoring
// (the game's own scorer, written with package score's generic parts) and
// its step after it, the end of the match and each phase's rule IDs.
// compile.go turns a Rules into a plain configuration once, when a match
// is created (New, NewHouse). Options is the interface every game's own
// options implement (options.go); their record codec is package option,
// and each Definition lists the options it has. The engine
// (trickgame.go, trickplay.go, announce.go, trickview.go, sample.go)
// reads the composed fields and never switches on the game; a match and
// its View name the game by its record name (Game.Name, View.Game).
// NewHouse (house.go) runs a game composed outside the module from the
// same public parts. What a table's cards are worth
// (CardValues: pack, penalty table, dangerous cards, the swing of a deal,
// the penalty sweep, the silent sweep and no-trick deal), how a deal's
// facts score (ScorerOf) and what its match is like (Definition.Traits)
// are asked of the game, never rebuilt.
//
// Every game implements Game: whose turn it is and what it may do (Turn,
// with the legal cards as a card.Set), the out-of-turn announcements
// (Announcements), Apply, which is atomic and returns a *rule.Violation
// naming the broken rule, Clone, a per-seat View that never shows another
// seat's hidden cards, and RandomMove. The trick-taking games share one
// state machine (*TrickGame); a drawing game has its own. Both
// are plain values behind a pointer: Clone copies them with one
// allocation, and the concrete types' legal-move sets (LegalPlays,
// LegalDraws), Apply of a play or draw, and CloneInto do not
// allocate in the play phase.
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// Game is a match of one of the five games. Methods that take input
// return errors and never panic on it.
type Game interface {
	// Name returns the record name of the game ("hearts"; "house" for a
	// game of NewHouse).
	Name() string
	// Seats returns the number of seats at the table.
	Seats() int
	// Options returns the table's options.
	Options() Options
	// Phase returns the phase the game is in.
	Phase() Phase
	// Dealer returns the dealer of the running deal. Once a deal has
	// ended (PhaseDeal, PhaseDealOver) it is the dealer of the next deal:
	// the rotation has been made (C-8), and the ended deal's dealer
	// is Result().Dealer. After the match has ended it is the last deal's
	// dealer.
	Dealer() int
	// DealsPlayed returns how many deals of the match have ended,
	// including void deals (docs/records.md dealsPlayed counts them too).
	DealsPlayed() int
	// Turn says who acts now and what it may do. In PhaseDeal,
	// PhaseDealOver and PhaseMatchOver no seat acts (Turn.Seat is -1).
	Turn() Turn
	// LegalMoves appends every legal in-turn move of the seat to act to
	// dst, expanding passes and stock exchanges into every choice of
	// cards. Announcements are listed by Announcements, not here.
	LegalMoves(dst []Move) []Move
	// Announcements appends every announcement any seat may make out of
	// turn now, ordered by seat, the no-trick call before the sweep.
	Announcements(dst []Move) []Move
	// Apply applies m. An illegal move returns a *rule.Violation and
	// leaves the game exactly as it was.
	Apply(m Move) error
	// RandomMove returns a uniformly random legal in-turn move of the
	// seat to act, and false when no seat acts. Out-of-turn
	// announcements are never chosen; in a turn-based announcement round
	// (Announcements.Rounds) announcing and declining are the seat's
	// in-turn moves.
	RandomMove(r *rand.Rand) (Move, bool)
	// Deal starts the next deal from the game's own random source. It
	// fails outside PhaseDeal and PhaseDealOver.
	Deal() error
	// DealCards starts the next deal with the given cards (a game record,
	// a test). The dealer must be the one the rotation gives, and the
	// cards a deal of this game (rule.WrongDealer, rule.BadDeal).
	DealCards(d Dealt) error
	// Clone returns an independent copy that evolves exactly as the
	// original under the same calls.
	Clone() Game
	// View returns what seat s may know now.
	View(s int) (View, error)
	// Result returns the last ended deal's result, and false if no deal
	// has ended yet.
	Result() (DealResult, bool)
	// Totals returns each seat's running total (in a drawing game:
	// rounds lost).
	Totals() []int
	// Resume sets the state of a match in progress before its first deal
	// here (a record's totals, out, carry and dealsPlayed).
	Resume(m MatchState) error
	// Over reports whether the match has ended; Winners lists the winners
	// then (several on a tie); Out lists eliminated seats (Ending.Out).
	Over() bool
	Winners() []int
	Out() []int
}

// Dealt is a deal given card by card: the dealer, each seat's hand as
// dealt (before any pass, exchange or discard) and the undealt stock.
// Seats that do not play the deal (out, sitting out) have empty hands.
type Dealt struct {
	Dealer int
	Hands  [seat.Max]card.Set
	Stock  card.Set
}

// CheckHands checks the hands of d as a deal at a table of n seats that
// gives each seat the size of its hand in want (deck.Deal of the pack in
// order): no hand for a seat past the table, each hand its size, no card
// dealt twice. It returns the cards of the hands, or the facts of the
// first hand that fails (rule.BadDeal's sentences) and false.
func (d *Dealt) CheckHands(n int, want *deck.Hands) (card.Set, rule.Facts, bool) {
	var all card.Set
	for s := 0; s < seat.Max; s++ {
		h := d.Hands[s]
		if s >= n && h != 0 {
			return all, rule.Facts{Sentence: sentence.NoSuchSeat, Other: s}, false
		}
		if h.Len() != want.Hand[s].Len() {
			return all, rule.Facts{Sentence: sentence.HandSize, Other: s, Count: h.Len(), Want: want.Hand[s].Len()}, false
		}
		if all&h != 0 {
			return all, rule.Facts{Sentence: sentence.DealtTwice, Cards: all & h}, false
		}
		all |= h
	}
	return all, rule.Facts{}, true
}

// Turn says which seat acts and what it may do.
type Turn struct {
	// Seat is the seat to act, or -1 when no seat acts. In the
	// simultaneous pass phase it is the first seat, from the dealer's
	// left, that has not passed; every seat that has not passed may pass.
	Seat  int   `json:"seat"`
	Phase Phase `json:"phase"`
	// Kind is what Seat does: Play or Draw (choose 1 of Cards), Pass or
	// Stock (choose Count of Cards), Take (take the stock, or push it
	// where CanPush), Announce (announce or Decline). Take appears only
	// in a seat's View (View.Turn), for a seat that has not yet taken the
	// stock under exchange.Stock.Look: Game.Turn, which sees every card,
	// gives Stock then, since a Stock move alone takes and puts back at
	// once.
	Kind Kind `json:"kind"`
	// Cards are the cards Seat may choose from: the legal plays, the
	// cards it may pass or put into the stock, or the cards it may draw.
	Cards card.Set `json:"cards"`
	// Count is how many cards the move takes (1, 3 for a pass, 2 for the
	// stock).
	Count int `json:"count"`
	// Must holds cards that every choice must include: a seat short of
	// passable cards puts back all of them first (exchange.Short).
	Must card.Set `json:"must,omitempty"`
	// Forbidden, when not empty, is the one choice of Count cards that is
	// refused: under exchange.Stock.MustChange, the two cards just taken.
	Forbidden card.Set `json:"forbidden,omitempty"`
	// CanPush reports that Seat may push the stock on instead.
	CanPush bool `json:"canPush,omitempty"`
	// From is the seat drawn from (a draw) or passed to (a pass); -1
	// otherwise.
	From int `json:"from"`
}

// DealResult is an ended deal's scores and what decided them.
type DealResult struct {
	// Dealer and Number (0-based within the match) identify the deal.
	Dealer int `json:"dealer"`
	Number int `json:"number"`
	// Points are each seat's deal score after every multiplier (in a
	// drawing game: 1 for the loser).
	Points []int `json:"points"`
	// Outcome decided the scores (record names).
	Outcome score.Outcome `json:"outcome"`
	// Tricks lists the tricks played (empty for a drawing game and void
	// deals).
	Tricks []TrickRecord `json:"tricks"`
	// Loser is the seat a drawing game's round leaves with the odd card,
	// or -1.
	Loser int `json:"loser"`
	// Eliminated lists the seats eliminated after this deal (Ending.Out).
	Eliminated []int `json:"eliminated"`
	// Explanation gives, seat by seat, the terms that made its Points,
	// each with its rule ID (score.Term; Term.Text tells it in English or
	// German): they add up to the seat's points. It is absent for a
	// house game with its own scoring.
	Explanation [][]score.Term `json:"explanation,omitempty"`
}

// TrickRecord is a trick as records and views show it: who led, the cards
// in order and who won (-1 while on the table).
type TrickRecord struct {
	Leader int         `json:"leader"`
	Cards  []card.Card `json:"cards"`
	Seats  []int       `json:"seats"`
	Winner int         `json:"winner"`
}

func recordTrick(t *trick.Trick, complete bool) TrickRecord {
	r := TrickRecord{Leader: -1, Winner: -1}
	if l, ok := t.Leader(); ok {
		r.Leader = l
	}
	for _, p := range t.Plays() {
		r.Cards = append(r.Cards, p.Card)
		r.Seats = append(r.Seats, int(p.Seat))
	}
	if complete {
		if w, _, ok := t.Winner(); ok {
			r.Winner = w
		}
	}
	return r
}

// New returns a new match of game d at a table of seats with options o,
// in PhaseDeal: the game's Start, or a match of its Rules. src seeds the
// game's own random source (for deals, random moves and a drawing game's
// shuffled draws); pass nil for an unpredictable seed. The options are
// checked first (Validate).
func New(d Definition, seats int, o Options, src rand.Source) (Game, error) {
	if d.Rules == nil && d.Start != nil {
		return d.Start(d, seats, o, src)
	}
	g, err := NewTrickGame(d, seats, o, src)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// SeedPCG draws a PCG state from src, or from the runtime's
// unpredictable source when src is nil: how a game of New seeds its own
// random source (the deals, and in a drawing game the shuffles before
// draws by position) from the src it is given.
func SeedPCG(src rand.Source) rand.PCG {
	if src == nil {
		return *rand.NewPCG(rand.Uint64(), rand.Uint64())
	}
	return *rand.NewPCG(src.Uint64(), src.Uint64())
}

// SeatError is the violation of a seat s that is not at a table of
// seats (rule.BadSeat, C-1), as every game of New reports it.
func SeatError(s, seats int) error {
	return rule.Fact(rule.BadSeat, "C-1", rule.NoSeat, rule.Facts{Sentence: sentence.NoSeatAtTable, Other: s, Seats: seats})
}

func seatList(s seat.Set) []int {
	out := []int{}
	for x := 0; x < seat.Max; x++ {
		if s.Has(x) {
			out = append(out, x)
		}
	}
	return out
}
