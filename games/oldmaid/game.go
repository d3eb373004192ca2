package oldmaid

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
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
	// partners[c] is Partners(opts.Pairs, c), looked up by every draw.
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

// maxNotes is how many draws Game keeps as notes before it
// applies them to its accounts; most rounds end before that. A power of
// two.
const maxNotes = 64

// drawNote is a draw as the accounts need it: the seat that drew (bits
// 0-1), the seat drawn from (bits 2-3), whether the drawn card made a
// pair (bit 4: drawPaired) and the card (bits 8-13).
type drawNote uint16

// drawPaired is the bit of a drawNote whose drawn card made a pair.
const drawPaired = 1 << 4

// accounts returns each seat's account as it is now: a[o][x] holds the
// cards seat o cannot see that may be with seat x, as o can tell from
// what it has seen (OM-R4, OM-R6). Sample reads it. The rows and columns
// of seats beyond the table, and each seat's account of itself, are
// empty.
func (g *Game) accounts() [maxSeats][maxSeats]card.Set {
	a := g.may
	if !g.settled {
		a = g.opening()
	}
	g.applyNotes(&a)
	return a
}

// settleWith applies the pending notes to the accounts, keeps them in
// may, and notes d as the first of the next ones.
func (g *Game) settleWith(d drawNote) {
	if !g.settled {
		g.may, g.settled = g.opening(), true
	}
	g.applyNotes(&g.may)
	g.notes[0], g.pending = d, 1
}

// sampledAccounts starts the accounts of a sampled copy (SampleInto):
// seat s's account is own, the other seats' are empty for SampleInto to
// write, and nothing of the real round (the first hands, the notes of
// the draws) is left in the copy.
func (g *Game) sampledAccounts(s int, own [maxSeats]card.Set) {
	g.below, g.held = [maxSeats]uint64{}, [maxSeats]card.Set{}
	g.may = [maxSeats][maxSeats]card.Set{}
	g.may[s&(maxSeats-1)] = own
	g.notes, g.pending, g.settled = [maxNotes]drawNote{}, 0, true
}

// opening returns the accounts as the round started, after the deal and
// the first discards (OM-R4): seat o cannot see the other hands, and a
// card it cannot see may be with any other seat x of the table that may
// hold it: a card may be with any other seat, except that under rank
// pairs a seat that laid down a pair of a rank kept a third card of it
// only if it is higher than both (OM-R4: of three, the two lowest go;
// below). The rows and columns of seats beyond the table are empty.
func (g *Game) opening() [maxSeats][maxSeats]card.Set {
	var kept [maxSeats]card.Set
	b0, b1, b2, b3 := transpose(g.below[0], g.below[1], g.below[2], g.below[3])
	not := [maxSeats]card.Set{card.Set(b0), card.Set(b1), card.Set(b2), card.Set(b3)}
	for x := 0; x < g.cfg.seats; x++ {
		kept[x&(maxSeats-1)] = g.cfg.pack &^ not[x&(maxSeats-1)]
	}
	var a [maxSeats][maxSeats]card.Set
	h := &g.held
	// The whole pack is dealt: what no hand holds was laid down.
	discards := g.cfg.pack &^ (h[0] | h[1] | h[2] | h[3])
	for o := 0; o < g.cfg.seats; o++ {
		seen := h[o&(maxSeats-1)] | discards
		row := &a[o&(maxSeats-1)]
		for x := range row {
			row[x] = kept[x] &^ seen
		}
		row[o&(maxSeats-1)] = 0
	}
	return a
}

// applyNotes applies the pending notes to the accounts a, in order.
func (g *Game) applyNotes(a *[maxSeats][maxSeats]card.Set) {
	for _, d := range g.notes[:min(g.pending, maxNotes)] {
		d.note(a)
	}
}

// note applies the draw d to the accounts a (what each seat learns from
// it, OM-R6): the seat that drew, s, knows the card; the seat drawn
// from, u, knows it went to s; any other seat knows only that, if no
// pair was laid, a card that may have been with u may now be with s (if
// a pair was laid, the card drawn is in it and no other card moved).
// Discarded cards stay in the sets: Sample leaves them out, and the last
// draw's pair is read against them. No seat keeps an account of itself,
// so the OR of every row changes nothing at o = u and only a[s][s] at
// o = s, which is emptied again; rows of seats beyond the table are
// empty and stay so.
func (d drawNote) note(a *[maxSeats][maxSeats]card.Set) {
	s, u := int(d)&(maxSeats-1), int(d>>2)&(maxSeats-1)
	bit := card.Set(1) << (d >> 8 & 63)
	if d&drawPaired == 0 {
		a[0][s] |= a[0][u]
		a[1][s] |= a[1][u]
		a[2][s] |= a[2][u]
		a[3][s] |= a[3][u]
		a[u][s] |= bit
	}
	row := &a[s]
	row[0] &^= bit
	row[1] &^= bit
	row[2] &^= bit
	row[3] &^= bit
	row[s] = 0
}

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
// The options are checked by Validate first.
func New(seats int, o Options, src rand.Source) (*Game, error) {
	if err := variant.Validate(Definition(), seats, o); err != nil {
		return nil, err
	}
	cfg := &config{seats: seats, opts: o, pack: packOf(o.Maid)}
	cfg.sorted = deck.Sort(cfg.pack)
	for c := range cfg.partners {
		cfg.partners[c] = Partners(o.Pairs, card.Card(c))
	}
	for h := range seat.All(seats) + 1 {
		for s := range seats {
			turn, _ := seat.Set(h).Next(s, seats)
			cfg.after[h][s] = nextDraw{int8(turn), int8(drawSource(seat.Set(h), turn, seats, o.DrawFrom))}
		}
	}
	return &Game{cfg: cfg, rng: variant.SeedPCG(src), phase: variant.PhaseDeal, dealer: int8(o.FirstDealer), turn: -1, from: -1}, nil
}

// ---- pairs (OM-R4, OM-O1) ----

// Partners returns the cards that make a pair with c under the pairing
// rule r: the other three cards of c's rank (RankPairs, OM-R4), or the
// card of the same rank and colour (SameColourPairs, OM-O1: ♣ with ♠, ♦
// with ♥). The joker has no partner (OM-O2).
func Partners(r PairRule, c card.Card) card.Set {
	if !c.Valid() || c == card.Joker {
		return 0
	}
	if r == SameColourPairs {
		// Clubs 0 ↔ Spades 3, Diamonds 1 ↔ Hearts 2.
		return card.Set(0).Add(card.New(c.Rank(), card.NumSuits-1-c.Suit()))
	}
	return card.RankSet(c.Rank()).Remove(c)
}

// Discard returns the cards OM-R4 lays down from a freshly dealt hand h
// under the pairing rule r:
// every pair, the choice fixed so that records replay exactly. Under
// RankPairs two or four cards of a rank all go, and of three the two
// lowest in the canonical suit order (clubs, diamonds, hearts, spades)
// go and the highest is kept (OM-R4, OM-E2). Under SameColourPairs the
// two black cards of a rank go when both are there, and so do the two red
// ones (OM-O1). What is left holds no pair under r.
func Discard(r PairRule, h card.Set) card.Set {
	hands := [seat.Max]card.Set{h}
	var laid [seat.Max]card.Set
	layDown(r, &hands, &laid)
	return laid[0]
}

// layDown lays down the pairs of the first maxSeats hands into
// laid, as Discard chooses them, and takes them out of the hands. Under
// rank pairs it returns what each seat is then known not to hold (noteDeal
// keeps it): of every rank it laid cards of, the cards up to the highest
// laid one in suit order (OM-R4: of three, the two lowest go, so a third
// card kept is higher than both), as four words, one per suit, in which
// lane x is seat x's (transpose gives the seats' sets). Under
// SameColourPairs that is nothing.
func layDown(r PairRule, hands, laid *[seat.Max]card.Set) (below [maxSeats]uint64) {
	// The four suits are four 16-bit lanes of a set, one bit per rank
	// (the joker is rank bit 15 of the spades lane, which no other lane
	// has): the pairs of every rank are found lane against lane, and
	// the four hands at once, each in a lane of its own of one word per
	// suit.
	h := (*[maxSeats]card.Set)(hands[:])
	cl, di, he, sp := transpose(uint64(h[0]), uint64(h[1]), uint64(h[2]), uint64(h[3]))
	if r == SameColourPairs {
		// The two black cards of a rank go, and so do the two red ones.
		cl, di, he, sp = cl&^sp, di&^he, he&^di, sp&^cl
	} else {
		// The number of cards of each rank, as the bits c1 c2 (c4
		// needs no bit of its own: a rank of four has c1 = c2 = 0 and
		// is all laid).
		x1, x2 := cl^di, he^sp
		c1 := x1 ^ x2
		c2 := cl&di ^ he&sp ^ x1&x2
		one := c1 &^ c2  // ranks of one card: kept
		three := c1 & c2 // ranks of three: the highest is kept
		kc, kd, kh, ks := cl&one, di&one, he&one|he&^sp&three, sp&one|sp&three
		// The ranks laid in each suit or in a suit above it, from the
		// spades down.
		bs := sp &^ ks
		bh := he&^kh | bs
		bd := di&^kd | bh
		bc := cl&^kc | bd
		below = [maxSeats]uint64{bc, bd, bh, bs}
		cl, di, he, sp = kc, kd, kh, ks
	}
	k0, k1, k2, k3 := transpose(cl, di, he, sp) // what each hand keeps
	l := (*[maxSeats]card.Set)(laid[:])
	l[0], l[1], l[2], l[3] = h[0]&^card.Set(k0), h[1]&^card.Set(k1), h[2]&^card.Set(k2), h[3]&^card.Set(k3)
	h[0], h[1], h[2], h[3] = card.Set(k0), card.Set(k1), card.Set(k2), card.Set(k3)
	return below
}

// transpose returns the four words whose 16-bit lane j holds lane i of
// a, b, c, d for word i and j = 0, 1, 2, 3 (a in the lowest lanes): the
// lanes of four sets taken as a 4×4 matrix, transposed. It is its own
// inverse.
func transpose(a, b, c, d uint64) (w, x, y, z uint64) {
	const (
		m16 = 0x0000FFFF0000FFFF
		m32 = 0x00000000FFFFFFFF
	)
	// Lanes 0 and 2 of a and b, then 1 and 3; of c and d likewise.
	ab0, ab1 := a&m16|b<<16&^m16, a>>16&m16|b&^m16
	cd0, cd1 := c&m16|d<<16&^m16, c>>16&m16|d&^m16
	return ab0&m32 | cd0<<32, ab1&m32 | cd1<<32, ab0>>32 | cd0&^m32, ab1>>32 | cd1&^m32
}

// ---- the match ----

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
		return bad("", rule.Facts{Sentence: rule.ResumeStartedRound})
	}
	if (m.Totals != nil && len(m.Totals) != n) || (m.Carry != nil && len(m.Carry) != n) || m.DealsPlayed < 0 {
		return bad("", rule.Facts{Sentence: rule.ResumeEntriesRound, Seats: n})
	}
	if len(m.Out) != 0 {
		return bad(g.cfg.outRef, rule.Facts{Sentence: rule.OnlySauEliminates})
	}
	for s := range m.Carry {
		if m.Carry[s] != 0 {
			return bad(g.cfg.carryRef, rule.Facts{Sentence: rule.OldMaidNoCarry})
		}
	}
	for s, t := range m.Totals {
		if t < 0 {
			return bad("OM-R9", rule.Facts{Sentence: rule.OldMaidNegativeTotal, Other: s})
		}
	}
	var totals [seat.Max]int
	copy(totals[:], m.Totals)
	g.totals = totals
	g.deals = m.DealsPlayed
	return nil
}

// ---- the deal (OM-R2, OM-R4, OM-R5) ----

func (g *Game) canDeal() error {
	if g.phase == variant.PhaseDeal || g.phase == variant.PhaseDealOver {
		return nil
	}
	return rule.Fact(rule.WrongPhase, "OM-R9", rule.NoSeat, rule.Facts{Sentence: rule.RoundRunning})
}

// Deal shuffles the pack with the game's own random source and deals the
// next round one card at a time from left(dealer) (OM-R2). It fails
// during a round.
func (g *Game) Deal() error {
	if err := g.canDeal(); err != nil {
		return err
	}
	n := g.cfg.seats
	h, err := g.cfg.sorted.ShuffleDeal(&g.rng, deck.Dealing{Dealer: int(g.dealer), Seats: n, Active: seat.All(n)})
	if err != nil {
		return err
	}
	g.start(h.Hand)
	return nil
}

// DealCards starts the next round with the given hands (a game record, a
// test). The dealer must be the one the rotation gives (rule.WrongDealer,
// C-8, OM-R3), and the hands the whole pack of the table's options with
// the sizes of a deal one card at a time from left(dealer) and no stock
// (rule.BadDeal, OM-R1, OM-R2, OM-O2, OM-O3).
func (g *Game) DealCards(d variant.Dealt) error {
	if err := g.canDeal(); err != nil {
		return err
	}
	n := g.cfg.seats
	if d.Dealer != int(g.dealer) {
		return rule.Fact(rule.WrongDealer, "OM-R3", rule.NoSeat, rule.Facts{Sentence: rule.WrongDealerRound, Other: int(g.dealer), Want: d.Dealer})
	}
	bad := func(f rule.Facts) error {
		f.Game = titles() // Old Maid, Schwarzer Peter, Sorte Per
		return rule.Fact(rule.BadDeal, "OM-R2", rule.NoSeat, f)
	}
	order := deck.OrderOf(g.cfg.pack.Cards()...)
	want, err := deck.Deal(order.Cards(), deck.Dealing{Dealer: d.Dealer, Seats: n, Active: seat.All(n)})
	if err != nil {
		return err
	}
	if d.Stock != 0 {
		return bad(rule.Facts{Sentence: rule.NoStockLeft, Cards: d.Stock})
	}
	all, f, ok := d.CheckHands(n, &want)
	if !ok {
		return bad(f)
	}
	if all != g.cfg.pack {
		return bad(rule.Facts{Sentence: rule.NotThePack, Count: n, Cards: g.cfg.pack &^ all, Allowed: all &^ g.cfg.pack})
	}
	g.start(d.Hands)
	return nil
}

// start begins a round with the dealt hands: every seat lays down its
// pairs (OM-R4), left(dealer) or the next seat with cards draws first
// (OM-R5, OM-R8), and the round ends at once when at most one seat holds
// cards (OM-A3).
func (g *Game) start(hands [seat.Max]card.Set) {
	g.dealt = hands
	g.laid = [seat.Max]card.Set{}
	below := layDown(g.cfg.opts.Pairs, &hands, &g.laid)
	g.hands = hands
	// Seats beyond the table hold nothing and lay nothing down.
	g.discards = g.laid[0] | g.laid[1] | g.laid[2] | g.laid[3]
	// Bit x of holding is 1 when hand x is not empty (then the top bit
	// of h|-h is 1): no branch on the hands.
	held := func(h card.Set) seat.Set { return seat.Set(uint64(h|-h) >> 63) }
	holding := held(hands[0]) | held(hands[1])<<1 | held(hands[2])<<2 | held(hands[3])<<3
	g.holding = holding
	g.noteDeal(&below)
	g.draws = 0
	g.last = variant.DrawRecord{}
	g.phase = variant.PhaseDraw
	if holding&(holding-1) == 0 { // at most one seat holds cards
		g.endRound(holding)
		return
	}
	// left(dealer) or the next seat with cards draws first, from the
	// seat it draws from: the draw after one by the dealer (Next and
	// drawSource, as cfg.after gives them). The masks only spare the
	// bounds checks.
	first := g.cfg.after[holding&(1<<maxSeats-1)][g.dealer&(maxSeats-1)]
	g.turn, g.from = first.turn, first.from
}

// endRound ends the round: the seat still holding cards holds the maid
// and loses (OM-R9); the dealer rotates left (OM-R3).
func (g *Game) endRound(holding seat.Set) {
	loser := -1
	if s, ok := holding.First(); ok && holding.Len() == 1 {
		loser = s
		g.totals[s]++
	}
	g.result = roundResult{dealer: g.dealer, number: g.deals, loser: int8(loser)}
	g.hasResult = true
	g.deals++
	g.turn, g.from = -1, -1
	g.phase = variant.PhaseDealOver
	g.dealer = int8(seat.Left(int(g.dealer), g.cfg.seats))
}

// ---- What each seat knows (OM-R4..R8): the accounts (g.may and the
// draws noted since, see accounts), kept as the round runs, which Sample
// reads ----

// noteDeal starts each seat's account of where the cards it cannot see
// may be, after the deal and the first discards (OM-R4): it keeps what
// opening works them out from, what layDown found each seat does not
// hold (below) and the hands, and no note.
func (g *Game) noteDeal(below *[maxSeats]uint64) {
	g.below = *below
	g.held = [maxSeats]card.Set(g.hands[:maxSeats])
	g.settled, g.pending = false, 0
}
