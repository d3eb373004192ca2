package oldmaid

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// config is what an Old Maid match fixes at its start. It is never
// changed after New, so clones share it.
type config struct {
	seats int
	opts  Options
	pack  card.Set // OM-R1, OM-O2, OM-O3
	// sorted is pack listed once for Deal.
	sorted deck.Sorted
	// partners[c] is opts.Pairs.Partners(c), looked up by every draw.
	partners [64]card.Set
	// after[h][s] is where the turn goes when seat s has drawn and the
	// seats h (two or more) still hold cards: the next seat of h to the
	// left of s, and the seat it draws from (OM-R7, OM-R8, OM-A1), as
	// Next and drawSource give them. Every draw looks it up.
	after [1 << maxSeats][maxSeats]nextDraw
	// outRef and carryRef are the rules Resume cites for a seat resumed
	// out and a resumed carry, mechanics Old Maid does not have: the
	// definition's Fallback gives them (start), or none.
	outRef, carryRef string
}

// nextDraw is an entry of config.after: the seat to draw and the
// seat it draws from.
type nextDraw struct{ turn, from int8 }

// Game is a match of Old Maid / Schwarzer Peter (docs/rules.md, seed
// 004). It is a plain value behind a pointer, without slices or maps (the
// only pointer is the configuration, which never changes and is shared by
// clones): Clone copies it, and Turn, LegalDraws, Apply and CloneInto do
// not allocate in the draw phase.
//
// A round runs as follows. The pack (packOf: the Q♣ removed,
// OM-R1; the joker added, OM-O2; or the J♣ removed, OM-O3) is dealt one
// card at a time from left(dealer), so hands may differ by one (OM-R2).
// Every seat's pairs are laid down face up at once (OM-R4, PairRule
// chooses which cards go). Then, from left(dealer) on (OM-R5), the seat to
// act draws one card from the nearest seat with cards in the DrawFrom
// direction (OM-R6, OM-R7, OM-A1); a pair it makes is laid down at once;
// the turn passes to the next seat to the left that still holds cards
// (OM-R7, OM-R8: safe seats, with no cards, never act and are never drawn
// from). The round ends as soon as at most one seat holds cards, possibly
// right after the first discard (OM-R9, OM-A3); that seat holds the maid
// and loses the round: it scores 1, the others 0, and Totals counts the
// rounds each seat lost. An Old Maid match never ends by itself (Over is
// always false). The dealer rotates left after every round (OM-R3).
//
// The hand drawn from is shuffled with the game's own random source before
// every DrawAt move, so the drawing seat picks a position, not a card
// (OM-R6, OM-A4). A Draw move names the card instead (game records,
// tests); a seat's View never tells where a card of another hand lies.
type Game struct {
	cfg *config
	rng rand.PCG

	// The match.
	phase     variant.Phase
	dealer    int8 // the dealer of the running round, or of the next one
	deals     int  // rounds ended
	totals    [seat.Max]int
	result    roundResult
	hasResult bool

	// The round.
	dealt    [seat.Max]card.Set // the hands as dealt
	hands    [seat.Max]card.Set
	laid     [seat.Max]card.Set // the pairs each seat laid down (OM-R4)
	discards card.Set           // every pair laid down, face up
	turn     int8               // the seat to draw, in PhaseDraw
	from     int8               // the seat turn draws from, in PhaseDraw (else -1)
	holding  seat.Set           // the seats whose hands are not empty
	draws    int                // draws made this round
	last     variant.DrawRecord // the last draw, when draws > 0
	// Each seat's account of the cards it cannot see (accounts): as the
	// round started (opening: from below and held, which noteDeal
	// writes), or, once settled, may as settleWith last left it; and
	// the draws since then, notes[:pending], still to be applied to it.
	// A draw notes itself in one store; the accounts are worked out only
	// when read (Sample) or when the notes run out of room.
	below   [maxSeats]uint64   // what layDown found each seat does not hold, by suit (layDown)
	held    [maxSeats]card.Set // the hands after the first discards
	settled bool
	may     [maxSeats][maxSeats]card.Set
	notes   [maxNotes]drawNote
	pending int
}

// maxSeats is the largest Old Maid table (OM-R1).
const maxSeats = 4

// roundResult is DealResult without slices, so it copies with the game.
type roundResult struct {
	dealer int8
	number int
	loser  int8
}

// New returns a new Old Maid match at a table of seats (2 to 4,
// OM-R1) with options o, in PhaseDeal with o.FirstDealer to deal (C-7).
// src seeds the game's own random source, used for Deal and for the
// shuffle before every DrawAt (OM-R6); nil gives an unpredictable seed.
// The options are checked by Validate first. A match of New cites no
// rule when Resume refuses a seat out or a carry, mechanics Old Maid does
// not have; games.New's match, started from the registry's definition,
// cites the module's (start).
func New(seats int, o Options, src rand.Source) (*Game, error) {
	if err := variant.Validate(Definition(), seats, o); err != nil {
		return nil, err
	}
	cfg := &config{seats: seats, opts: o, pack: packOf(o.Maid)}
	cfg.sorted = deck.Sort(cfg.pack)
	for c := range cfg.partners {
		cfg.partners[c] = o.Pairs.Partners(card.Card(c))
	}
	for h := range seat.All(seats) + 1 {
		for s := range seats {
			turn, _ := seat.Set(h).Next(s, seats)
			cfg.after[h][s] = nextDraw{int8(turn), int8(drawSource(seat.Set(h), turn, seats, o.DrawFrom))}
		}
	}
	return &Game{cfg: cfg, rng: variant.SeedPCG(src), phase: variant.PhaseDeal, dealer: int8(o.FirstDealer), turn: -1, from: -1}, nil
}

// Name returns "old-maid".
func (g *Game) Name() string { return recordName }

// Seats returns the number of seats.
func (g *Game) Seats() int { return g.cfg.seats }

// Options returns the table's options.
func (g *Game) Options() variant.Options { return g.cfg.opts }

// Phase returns PhaseDeal before the first round, PhaseDraw during a
// round and PhaseDealOver after it. An Old Maid match is never in
// PhaseMatchOver.
func (g *Game) Phase() variant.Phase { return g.phase }

// Dealer returns the dealer of the running round, or of the next one in
// PhaseDeal and PhaseDealOver (the dealer has rotated, OM-R3).
func (g *Game) Dealer() int { return int(g.dealer) }

// DealsPlayed returns how many rounds have ended (with any rounds
// resumed from a record).
func (g *Game) DealsPlayed() int { return g.deals }

// Pack returns the cards in play (OM-R1, OM-O2, OM-O3).
func (g *Game) Pack() card.Set { return g.cfg.pack }

// Hand returns seat s's current hand (for tests, referees and trusted
// servers; a player sees only its View). It is empty for a seat that is
// not at the table.
func (g *Game) Hand(s int) card.Set {
	if s < 0 || s >= g.cfg.seats {
		return 0
	}
	return g.hands[s]
}

// DealtHand returns seat s's hand as dealt this round, before any
// discard.
func (g *Game) DealtHand(s int) card.Set {
	if s < 0 || s >= g.cfg.seats {
		return 0
	}
	return g.dealt[s]
}

// Discards returns every pair laid down face up this round (OM-R4).
func (g *Game) Discards() card.Set { return g.discards }

// Laid returns the pairs seat s laid down this round (OM-R4, OM-R6).
func (g *Game) Laid(s int) card.Set {
	if s < 0 || s >= g.cfg.seats {
		return 0
	}
	return g.laid[s]
}

// Holding returns the seats that still hold cards: the active seats of
// C-5. A seat outside it is safe (OM-R8).
func (g *Game) Holding() seat.Set { return g.holding }

// DrawSource returns the seat s would draw from now: the nearest seat
// with cards to its left (DrawLeft) or right (DrawRight), skipping safe
// seats and never s itself (OM-R7, OM-R8, OM-A1); -1 outside a round or
// when s is safe or alone with cards.
func (g *Game) DrawSource(s int) int {
	if g.phase != variant.PhaseDraw || s < 0 || s >= g.cfg.seats {
		return -1
	}
	if s == int(g.turn) {
		return int(g.from)
	}
	return g.sourceOf(s)
}

// sourceOf is DrawSource in PhaseDraw, computed from the seats holding
// cards (g.from keeps it for the seat to act).
func (g *Game) sourceOf(s int) int {
	return drawSource(g.holding, s, g.cfg.seats, g.cfg.opts.DrawFrom)
}

// drawSource returns the seat that seat s draws from in the direction d
// when the seats h hold cards at a table of n (OM-R7, OM-R8, OM-A1): the
// nearest other seat of h, or -1 when s is not in h or alone in it.
func drawSource(h seat.Set, s, n int, d DrawFrom) int {
	if !h.Has(s) {
		return -1
	}
	var from int
	var ok bool
	if d == DrawRight {
		from, ok = h.Prev(s, n)
	} else {
		from, ok = h.Next(s, n)
	}
	if !ok {
		return -1
	}
	return from
}

// LastDraw returns the last draw of the round with the card drawn, and
// false before the first draw of a round. A player's View shows the card
// only to the seat that drew it.
func (g *Game) LastDraw() (variant.DrawRecord, bool) {
	return g.last, g.draws > 0
}

// Draws returns the number of draws made in this round.
func (g *Game) Draws() int { return g.draws }

// Loser returns the seat that lost the last ended round (OM-R9), and
// false before any round has ended.
func (g *Game) Loser() (int, bool) {
	if !g.hasResult {
		return -1, false
	}
	return int(g.result.loser), true
}

// Clone returns an independent copy that evolves exactly as g: the random
// source is copied with the rest.
func (g *Game) Clone() variant.Game { c := *g; return &c }

// CloneWithSource is Clone with the game's own random source (the next
// deals, the shuffles before draws by position) reseeded from src, or
// from an unpredictable seed when src is nil: the copy to hand to someone
// else. variant.CloneWithSource, the one road of that job, calls it.
func (g *Game) CloneWithSource(src rand.Source) variant.Game {
	c := *g
	c.rng = variant.SeedPCG(src)
	return &c
}

// CloneInto copies g into dst without allocating, for playouts.
func (g *Game) CloneInto(dst *Game) { *dst = *g }

// Totals returns the rounds each seat has lost (OM-R9).
func (g *Game) Totals() []int { return append([]int(nil), g.totals[:g.cfg.seats]...) }

// Over reports false: an Old Maid match never ends by itself (OM-R9,
// OM-R10).
func (g *Game) Over() bool { return false }

// Winners returns no seat: the match never ends (OM-R9).
func (g *Game) Winners() []int { return []int{} }

// Out returns no seat: nobody is eliminated in Old Maid.
func (g *Game) Out() []int { return []int{} }

// Result returns the last ended round: 1 point for the loser and 0 for
// the rest, Outcome score.OddCard, no tricks, and the Loser (OM-R9,
// docs/records.md).
func (g *Game) Result() (variant.DealResult, bool) {
	if !g.hasResult {
		return variant.DealResult{Loser: -1}, false
	}
	r := variant.DealResult{
		Dealer:  int(g.result.dealer),
		Number:  g.result.number,
		Points:  make([]int, g.cfg.seats),
		Outcome: score.OddCard,
		Tricks:  []variant.TrickRecord{},
		Loser:   int(g.result.loser),
	}
	r.Explanation = make([][]score.Term, g.cfg.seats)
	for s := range r.Explanation {
		r.Explanation[s] = []score.Term{}
	}
	if l := int(g.result.loser); l >= 0 {
		r.Points[l] = 1
		r.Explanation[l] = []score.Term{{Kind: score.TermOddCard, Ref: "OM-R9", Points: 1, By: l}}
	}
	return r, true
}

// Resume sets the state of a match in progress before its first round
// here: Totals are the rounds each seat has lost so far (whole numbers,
// not negative) and DealsPlayed the rounds already played. Nobody is out
// in Old Maid and nothing is carried, so Out must be empty and Carry all
// zero. It works only in PhaseDeal before any round (rule.BadRecord
// otherwise).
func (g *Game) Resume(m variant.MatchState) error {
	n := g.cfg.seats
	bad := func(ref string, f rule.Facts) error { return rule.Fact(rule.BadRecord, ref, rule.NoSeat, f) }
	if g.phase != variant.PhaseDeal || g.deals != 0 || g.hasResult {
		return bad("", rule.Facts{Sentence: sentence.ResumeStartedRound})
	}
	if (m.Totals != nil && len(m.Totals) != n) || (m.Carry != nil && len(m.Carry) != n) || m.DealsPlayed < 0 {
		return bad("", rule.Facts{Sentence: sentence.ResumeEntriesRound, Seats: n})
	}
	if len(m.Out) != 0 {
		return bad(g.cfg.outRef, rule.Facts{Sentence: sentence.NoElimination})
	}
	for s := range m.Carry {
		if m.Carry[s] != 0 {
			return bad(g.cfg.carryRef, rule.Facts{Sentence: sentence.OldMaidNoCarry})
		}
	}
	for s, t := range m.Totals {
		if t < 0 {
			return bad("OM-R9", rule.Facts{Sentence: sentence.OldMaidNegativeTotal, Other: s})
		}
	}
	var totals [seat.Max]int
	copy(totals[:], m.Totals)
	g.totals = totals
	g.deals = m.DealsPlayed
	return nil
}
