package variant

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// Rules is a trick-taking game at one table size, composed from the
// public mechanics: the pack and the deal, an optional pass, an optional
// stock circulation, the trick rules and the opening card, optional
// announcements, the penalty table and the deal's scoring with an
// optional step after it, and the end of the match; each phase names the
// rule its errors cite. The four trick games of this module are each a
// Rules built from their Options in their own file and compiled by the
// same function as a game composed outside the module with NewHouse, so
// every mechanic they use is one a house game can use too.
//
// Rules is data: the engine reads it once, when a match is created, into
// a configuration of its own, and never again; the functions it holds
// (Score, Explain, Settle) are called once a deal, never per move.
type Rules struct {
	// Title is the game's display name.
	Title string
	// Pack is the cards in play; Deal the packets of the deal (the zero
	// Pattern deals one at a time); Stock how many cards stay undealt.
	Pack  card.Set
	Deal  deck.Pattern
	Stock int
	// Fewer gives the deal by the number of seats that play it when that
	// is fewer than the table (a dealer sitting out, Circulation.SitOut;
	// seats put out of the match, Ending.Out): Fewer[n] for n seats. A
	// zero entry deals as Deal and Stock.
	Fewer [seat.Max + 1]Hands
	// Pass is the pass before the play (the zero Pass: none).
	Pass exchange.Pass
	// Circulation is the stock going round the table before the play (the
	// zero Circulation: none; the cards left undealt lie aside unseen).
	Circulation Circulation
	// Play is what may be played to a trick; Opening, when not 0, is the
	// card whose holder leads the first trick (and, under Play.Opening,
	// must lead it or its suit), in every deal or, with
	// OpeningWithoutStock, only in a deal that leaves no stock.
	Play                trick.Rules
	Opening             card.Card
	OpeningWithoutStock bool
	// Announcements are the calls a seat may make during the play (the
	// zero Announcements: none).
	Announcements Announcements
	// Table values the cards; Dangerous are the cards a seat least wants
	// (CardValues). Swing, PenaltySweep, SilentSweep and SilentNoTrick are
	// what CardValues tells players of the scoring; a zero Swing is the
	// points of the pack.
	Table         score.Table
	Dangerous     card.Set
	Swing         int
	PenaltySweep  bool
	SilentSweep   bool
	SilentNoTrick bool
	// Score scores a deal from its facts. Explain does the same and
	// records each seat's terms in x unless x is nil; it is used instead
	// of Score when set, and only then (or with neither, when a deal
	// scores the cards each seat took by Table, score.CardPoints) does a
	// deal's result carry an explanation.
	Score   func(f *score.Facts) score.Result
	Explain func(f *score.Facts, x *score.Explanation) score.Result
	// Settle, when not nil, is a step after a deal's scores that moves
	// points between deals (Settlement); the engine applies what it
	// returns.
	Settle func(s Settlement) Settled
	// StockPoints, when not empty, is the rule by which a seat scores the
	// points of the undealt stock: a deal's explanation gives them as one
	// term of that rule, without the stock's cards, which stay hidden.
	StockPoints string
	// End ends the match.
	End Ending
	// FirstDealer deals the first deal (C-7).
	FirstDealer int
	// Refs are the rule IDs that errors cite; NewHouse gives empty ones
	// the family's common rules (TT-1 to TT-6, C-1 to C-8).
	Refs Refs
}

// Hands is the deal of a Rules when fewer seats than the table play it:
// the packets and how many cards stay undealt.
type Hands struct {
	Pattern deck.Pattern
	Stock   int
}

// Circulation is a stock that goes round the table before the play: from
// the dealer's left each seat that plays the deal picks it up (with Look,
// it may first take it and see it; with Exchange.Push, pass it on unseen)
// and puts back Exchange.Count cards, never one of Exchange.Kept; see
// exchange.Stock for a seat short of passable cards and for the stock that
// must change. The zero Circulation (Exchange.Count 0) is none.
type Circulation struct {
	Exchange exchange.Stock
	// Off: the game knows the circulation, but this table does not play
	// it; its moves are refused as off under Need (the option that turns
	// it on and its rule), not as moves of no phase.
	Off  bool
	Need Need
	// SitOut, when not 0, is the table size at which the dealer sits each
	// deal out while the circulation is played.
	SitOut int
	// Refs are the rules of the circulation.
	Refs CirculationRefs
}

// CirculationRefs are the rule IDs of a stock circulation.
type CirculationRefs struct {
	Phase string // the circulation's phase and turn
	Back  string // putting back the count
	Kept  string // the cards that may not go back
	// First, when not empty, is the rule refusing the first receiver a
	// card of the dealt stock that may not go back; Kept otherwise.
	First string
	Push  string // a push refused at this table, or after a take
	// Short is the rule of a seat short of cards it may put back
	// (exchange.Short), MustChange of a stock put back unchanged
	// (exchange.Stock.MustChange); the void deal's explanation cites
	// Short.
	Short, MustChange string
}

// fill gives every empty rule ID of x but First the one of d (an empty
// First cites Kept).
func (x *CirculationRefs) fill(d *CirculationRefs) {
	fillRefs([]*string{&x.Phase, &x.Back, &x.Kept, &x.Push, &x.Short, &x.MustChange},
		[]string{d.Phase, d.Back, d.Kept, d.Push, d.Short, d.MustChange})
}

// Need names the record option a move needs and the rule that refuses the
// move while the table has not chosen it.
type Need struct {
	Option, Rule string
}

// Announcements are the calls a seat may make out of turn during the play,
// from the end of the exchange until the first card of the second trick
// (or in turn-based rounds, Rounds): NoTrickCall, to take no trick, and
// SweepCall, to take every trick. A seat announces each call at most
// once, never to take no trick once it has won a trick nor every trick
// once another seat has; the deal ends when every announcement has failed
// unless PlayOut. The deal's scoring (Rules.Score or Explain) reads who
// announced what from score.Facts and applies the multipliers.
type Announcements struct {
	// Known: the game has announcements, even where this table plays
	// none; a call it does not play is refused as off under its Need,
	// or, when the Need is empty (no option turns it on), as a move of
	// no phase.
	Known bool
	// NoTrick and Sweep say whether the table plays each call.
	NoTrick, Sweep         bool
	NoTrickNeed, SweepNeed Need
	// Rounds: the announcements are taken in turn-based rounds before
	// trick 1 and after it (Options.Announcements TurnBased).
	Rounds bool
	// SweepExcludesNoTrick: no seat may announce to take no trick after
	// a sweep announcement, and a sweep announcement withdraws the
	// standing no-trick calls. OneNoTrick: only one no-trick call a deal
	// (refused under Refs.OneNoTrick).
	SweepExcludesNoTrick bool
	OneNoTrick           bool
	// PlayOut: the deal is played out even once every announcement has
	// failed.
	PlayOut bool
	Refs    AnnounceRefs
}

// AnnounceRefs are the rule IDs of the announcements.
type AnnounceRefs struct {
	Window     string // the window
	Conflict   string // an announcement that conflicts with the deal so far
	OneNoTrick string // a second no-trick call under OneNoTrick
	// Rounds is the rule of the turn-based rounds: a decline outside
	// them, or at a table that plays none (also at a game without
	// announcements), and a move other than an announcement or a
	// decline while they are taken.
	Rounds string
}

// fill gives every empty rule ID of x the one of d.
func (x *AnnounceRefs) fill(d *AnnounceRefs) {
	fillRefs([]*string{&x.Window, &x.Conflict, &x.OneNoTrick, &x.Rounds},
		[]string{d.Window, d.Conflict, d.OneNoTrick, d.Rounds})
}

// Ending is when a match ends: once a total is above Limit (at or above it
// with AtLeast), or, when Deals is above 0, after that many deals. With
// Out above 0, a seat whose total reaches Out (passes it with OutAbove)
// leaves the match, and the match ends when fewer than MinLeft seats
// remain, or at the first seat out with FirstOut. Carries says that
// points a Settle step owes to a seat's next deal may be carried (a
// record keeps them); what an eliminated seat was owed is discarded. The
// lowest total wins; Ties chooses whether a shared lowest total is shared
// or played on.
type Ending struct {
	Limit    int
	AtLeast  bool
	Deals    int
	Ties     TieBreak
	Out      int
	OutAbove bool
	MinLeft  int
	FirstOut bool
	Carries  bool
}

// Refs are the rule IDs a game's errors cite, phase by phase (the stock
// circulation's and the announcements' are theirs).
type Refs struct {
	Deal  string // the pack and the hands
	Pass  string // the pass
	Play  string // the play
	Match string // the end of the match
	// Out is the rule of a seat put out of the match (Ending.Out), also
	// refusing a resumed match with seats out where none goes out.
	Out string
	// Carry is the rule of the points a Settle step moves between deals,
	// also refusing a resumed carry where none is kept (Ending.Carries).
	Carry string
	// FirstOut refuses a resumed match with seats out that ends at the
	// first seat out (Ending.FirstOut).
	FirstOut string
	// Outside is the rule of a move by a seat that does not play the
	// deal (Circulation.SitOut, Ending.Out).
	Outside string
}

// fill gives every empty rule ID of x the one of d.
func (x *Refs) fill(d *Refs) {
	fillRefs([]*string{&x.Deal, &x.Pass, &x.Play, &x.Match, &x.Out, &x.Carry, &x.FirstOut, &x.Outside},
		[]string{d.Deal, d.Pass, d.Play, d.Match, d.Out, d.Carry, d.FirstOut, d.Outside})
}

// fillRefs sets each empty *ids[i] to defs[i].
func fillRefs(ids []*string, defs []string) {
	for i, id := range ids {
		if *id == "" {
			*id = defs[i]
		}
	}
}

// fill gives every empty rule ID of r, its circulation's and its
// announcements' the one of d.
func (r *Rules) fill(d *Rules) {
	r.Refs.fill(&d.Refs)
	r.Circulation.Refs.fill(&d.Circulation.Refs)
	r.Announcements.Refs.fill(&d.Announcements.Refs)
}

// Settlement is what a Rules.Settle step is given at the end of a deal:
// the deal's scores as Score or Explain wrote them, its facts (who played
// it, who announced what, who took which tricks), and what each seat was
// owed from its deals before (the Owed of the last Settled; 0 for the
// seats that have been put out).
type Settlement struct {
	Result score.Result
	Facts  *score.Facts
	Owed   [seat.Max]int
}

// Settled is what a Rules.Settle step returns: the deal's scores as
// written now; what each seat is owed by its next deal (kept for the next
// Settlement, replacing the last); what each starts the next match with,
// added to what earlier deals gave; and, for the deal's explanation, what
// each seat wrote now of what it was owed (Carried) and what it owes
// later instead of now (Deferred).
type Settled struct {
	Result            score.Result
	Owed              [seat.Max]int
	NextMatch         [seat.Max]int
	Carried, Deferred [seat.Max]int
}
