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
	// dealRef is the rule that gives the pack and the hands (MAD-R3,
	// BM-R1, SH-R1, SAU-R4).
	dealRef string
	// patterns and stockSizes give the packets of the deal and the cards
	// left undealt, by the number of seats that play the deal.
	patterns   [seat.Max + 1]deck.Pattern
	stockSizes [seat.Max + 1]int8
	// sitOut is the number of seats in the match at which the dealer sits
	// the deal out (SAU-O5), or 0.
	sitOut int
	// fullNext is the next-seat table of a deal that every seat plays:
	// seat x+1 left of x, 0 left of the last (C-5); 0 past the table.
	fullNext [seat.Max]uint8

	// The pass (BM-R4, SH-R3): zero Count when the game has none.
	pass    exchange.Pass
	passRef string

	// The stock (MAD-R5..R11, SAU-O5, SAU-O6).
	stockGame bool           // the game knows a stock exchange
	stockOn   bool           // and this table plays it
	stockOff  optionNeed     // the option the table lacks when it does not
	stock     exchange.Stock // the policy
	passable  card.Set       // the cards of the pack that may go back into the stock
	stockRef  string         // the stock phase (MAD-R5, SAU-O5)
	backRef   string         // putting back the count (MAD-R6, SAU-O5)
	keptRef   string         // the cards that may not go back (MAD-R7, SAU-A4)
	// firstRef names the rule for the first receiver putting back a card
	// of the dealt stock it may not (MAD-R8), or is empty.
	firstRef string
	pushRef  string // the rule refusing a push at this table (MAD-R9, SAU-O6)

	// The play.
	rules trick.Rules
	// opening is the card the first leader must hold (Hearts: the lowest
	// club in play, SH-R4; Sau: the 7♣, SAU-O1), or 0. When
	// openingWithoutStock is set it is in force only in a deal without a
	// stock (SAU-O1: four seats).
	opening             card.Card
	openingWithoutStock bool
	// breakers are the cards of rules.Breakers (SH-R6, SH-A1), so that a
	// trick breaks hearts if it holds one.
	breakers card.Set
	playRef  string // the play phase (MAD-R12, BM-R6, SH-R5, SAU-R6)

	// The announcements.
	ann announceRules

	// The scoring: the penalty values, the dangerous cards (CardValues),
	// the deal's scores from its facts, and a game's own step after them
	// (Rules.Settle), or nil. scoreDeal records each seat's terms in x
	// unless x is nil (DealResult's Explanation); explains says whether
	// it does (not a game with a Score and no Explain).
	table     score.Table
	dangerous card.Set
	// swing, moon and silentDurch are CardValues' Swing, Moon and
	// SilentDurchmarsch; finish sets a zero swing to the pack's points.
	swing                     int
	penaltySweep, silentSweep bool
	scoreDeal                 func(f *score.Facts, x *score.Explanation) score.Result
	explains                  bool
	settle                    func(s Settlement) Settled

	// silentNoTrick is CardValues' SilentJungfrau.
	silentNoTrick bool

	// The end of the match.
	end matchEnd

	// The rules of rarer errors and terms, last, away from the fields
	// every move reads: a seat short of passable cards and a stock that
	// must change (MAD-A3, MAD-A13), a second Jungfrau (SAU-A8), the
	// stock's points in an explanation (Rules.StockPoints, SAU-A4), the
	// points the settle step moves between deals (SAU-A12), a seat put
	// out (SAU-R8), a resumed match with seats out that ends at the first
	// (SAU-A3) and a move by a seat outside the deal (SAU-O5, SAU-R9).
	shortRef, changeRef, oneNoTrickRef string
	stockPoints, carryRef, outRef      string
	firstOutRef, outsideRef            string
}

// optionNeed names the record option a move needs and its rule, for the
// option-off refusal of a table that has not chosen it.
type optionNeed struct {
	name, ref string
}

// announceRules are a game's announcements (MAD-R14..R21, MAD-A6,
// MAD-A9, SAU-O2, SAU-O4, SAU-A7, SAU-A8, SAU-A16).
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
	// sweepExcludesNoTrick: a Jungfrau cannot follow a Durchmarsch
	// announcement, and the Durchmarsch withdraws a standing Jungfrau
	// (SAU-O4); oneJungfrau: only one Jungfrau per deal (SAU-A8).
	sweepExcludesNoTrick bool
	oneNoTrick           bool
	// playOut: the deal is played out even once every announcement has
	// failed (MAD-A6 independent).
	playOut bool
}

// any reports whether the table plays some announcement.
func (a *announceRules) any() bool { return a.on[NoTrickCall] || a.on[SweepCall] }

// matchEnd is when a match ends and who wins it (MAD-R27, MAD-R28, MAD-A10,
// BM-R9, BM-A5, BM-O5, SH-R10, SAU-R8..R10, SAU-A2, SAU-A3).
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
	// Elimination (Sau): a seat whose total reaches out (passes it with
	// outAbove) leaves the match; the match ends when fewer than minLeft
	// seats remain, or at the first elimination with firstOut. carries:
	// points owed to a seat's next deal may be carried (SAU-A12).
	eliminates bool
	out        int
	outAbove   bool
	minLeft    int
	firstOut   bool
	carries    bool
}

// eliminated reports whether a total eliminates its seat (SAU-R8, SAU-A2).
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

// finish completes a composed configuration: the cards that break hearts
// (the trick rules' Breakers, SH-R6, SH-A1), read on every completed
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
