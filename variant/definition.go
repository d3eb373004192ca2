package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// trickConfig is a trick-taking game composed from its parts at one table
// size with the table's options: what a match fixes at its start. It is
// compiled once, in New or NewHouse, from the game's Rules (compile);
// the engine (trickgame.go, trickplay.go, announce.go, trickview.go,
// sample.go) reads its plain fields and never asks which game it runs.
// It is never changed after New, so clones share it.
type trickConfig struct {
	def   *Definition // the game: its names and titles
	title string      // the display name
	seats int
	// opts are the table's options, as the game was given them (nil for
	// a house game); the engine only hands them back (Options, View).
	opts Options
	// firstDealer is the first deal's dealer (Rules.FirstDealer, C-7).
	firstDealer int

	// The pack and the deal.
	pack card.Set // the cards in play (after removals)
	// sorted is pack listed once for Deal (finish).
	sorted deck.Sorted
	// dealRef is the rule that gives the pack and the hands (Refs.Deal).
	dealRef string
	// patterns and stockSizes give the packets of the deal and the cards
	// left undealt, by the number of seats that play the deal.
	patterns   [seat.Max + 1]deck.Pattern
	stockSizes [seat.Max + 1]int8
	// sitOut is the number of seats in the match at which the dealer sits
	// the deal out (Circulation.SitOut), or 0.
	sitOut int
	// fullNext is the next-seat table of a deal that every seat plays:
	// seat x+1 left of x, 0 left of the last (C-5); 0 past the table.
	fullNext [seat.Max]uint8

	// The pass (Rules.Pass): zero Count when the game has none.
	pass    exchange.Pass
	passRef string

	// The stock circulation (Rules.Circulation) and its rules
	// (CirculationRefs).
	stockGame bool           // the game knows a stock exchange
	stockOn   bool           // and this table plays it
	stockOff  optionNeed     // the option the table lacks when it does not
	stock     exchange.Stock // the policy
	passable  card.Set       // the cards of the pack that may go back into the stock
	stockRef  string         // the stock phase
	backRef   string         // putting back the count
	keptRef   string         // the cards that may not go back
	// firstRef names the rule for the first receiver putting back a card
	// of the dealt stock it may not, or is empty.
	firstRef string
	pushRef  string // the rule refusing a push at this table

	// The play.
	rules trick.Rules
	// opening is the card the first leader must hold (Rules.Opening), or
	// 0. When openingWithoutStock is set it is in force only in a deal
	// without a stock.
	opening             card.Card
	openingWithoutStock bool
	// breakers are the cards of rules.Breakers, so that a trick breaks
	// the held suit if it holds one.
	breakers card.Set
	playRef  string // the play phase

	// The announcements.
	ann announceRules

	// The scoring: the penalty values, the dangerous cards (CardValues),
	// the deal's scores from its facts, and a game's own step after them
	// (Rules.Settle), or nil. scoreDeal records each seat's terms in x
	// unless x is nil (DealResult's Explanation); explains says whether
	// it does (not a game with a Score and no Explain).
	table     score.Table
	dangerous card.Set
	// swing, penaltySweep and silentSweep are CardValues' Swing,
	// PenaltySweep and SilentSweep; finish sets a zero swing to the
	// pack's points.
	swing                     int
	penaltySweep, silentSweep bool
	scoreDeal                 func(f *score.Facts, x *score.Explanation) score.Result
	explains                  bool
	settle                    func(s Settlement) Settled

	// silentNoTrick is CardValues' SilentNoTrick.
	silentNoTrick bool

	// The end of the match.
	end matchEnd

	// The rules of rarer errors and terms, last, away from the fields
	// every move reads: a seat short of passable cards and a stock that
	// must change (CirculationRefs.Short, MustChange), a second no-trick
	// call (AnnounceRefs.OneNoTrick), the stock's points in an
	// explanation (Rules.StockPoints), the points the settle step moves
	// between deals, a seat put out, a resumed match with seats out that
	// ends at the first and a move by a seat outside the deal.
	shortRef, changeRef, oneNoTrickRef string
	stockPoints, carryRef, outRef      string
	firstOutRef, outsideRef            string
}

// optionNeed names the record option a move needs and its rule, for the
// option-off refusal of a table that has not chosen it.
type optionNeed struct {
	name, ref string
}

// announceRules are a game's announcements, compiled from its
// Rules.Announcements.
type announceRules struct {
	// game: the game has announcements, whether or not this table plays
	// them; on[c]: the table plays call c; need[c]: the option it needs.
	game bool
	on   [3]bool
	need [3]optionNeed
	// windowRef, conflictRef and roundsRef name the window, the conflict
	// and the turn-based rounds rules.
	windowRef, conflictRef, roundsRef string
	// rounds: the announcements are taken in turn-based rounds.
	rounds bool
	// sweepExcludesNoTrick: no no-trick call may follow a sweep
	// announcement, and the sweep withdraws the standing no-trick calls;
	// oneNoTrick: only one no-trick call per deal.
	sweepExcludesNoTrick bool
	oneNoTrick           bool
	// playOut: the deal is played out even once every announcement has
	// failed.
	playOut bool
}

// any reports whether the table plays some announcement.
func (a *announceRules) any() bool { return a.on[NoTrickCall] || a.on[SweepCall] }

// matchEnd is when a match ends and who wins it, compiled from the game's
// Ending.
type matchEnd struct {
	ref string // the rule a deal after the end breaks
	// limit: the match ends once a total is above it (at or above it
	// with atLeast); deals, when above 0, ends it after that many deals
	// instead. ties says whether a tie for the lowest total is shared or
	// played on.
	limit   int
	atLeast bool
	deals   int
	ties    TieBreak
	// Elimination: a seat whose total reaches out (passes it with
	// outAbove) leaves the match; the match ends when fewer than minLeft
	// seats remain, or at the first elimination with firstOut. carries:
	// points owed to a seat's next deal may be carried.
	eliminates bool
	out        int
	outAbove   bool
	minLeft    int
	firstOut   bool
	carries    bool
}

// eliminated reports whether a total eliminates its seat.
func (e *matchEnd) eliminated(total int) bool {
	if e.outAbove {
		return total > e.out
	}
	return total >= e.out
}

// passed reports whether a total ends the match by the limit.
func (e *matchEnd) passed(total int) bool {
	return total > e.limit || (e.atLeast && total >= e.limit)
}

// finish completes a composed configuration: the cards that break the
// held suit (the trick rules' Breakers), read on every completed
// trick, and the cards that may go back into the stock.
func (cfg *trickConfig) finish() *trickConfig {
	cfg.breakers = cfg.rules.Breakers & card.Full52
	for x := 0; x < cfg.seats-1 && x < seat.Max-1; x++ {
		cfg.fullNext[x] = uint8(x + 1)
	}
	cfg.sorted = deck.Sort(cfg.pack)
	cfg.passable = cfg.stock.Allowed(cfg.pack)
	if cfg.swing == 0 {
		cfg.swing = cfg.table.Points(cfg.pack)
	}
	return cfg
}

// values returns the card values of the composed table (CardValues).
func (cfg *trickConfig) values() CardValues {
	return CardValues{Pack: cfg.pack, Table: cfg.table, Dangerous: cfg.dangerous,
		Swing: cfg.swing, PenaltySweep: cfg.penaltySweep, SilentSweep: cfg.silentSweep, SilentNoTrick: cfg.silentNoTrick}
}
