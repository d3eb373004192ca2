package variant

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// maxTricks is the most tricks a deal can have: a pack holds at most 52
// cards (the Joker is no trick game's), so two seats play 26 tricks.
const maxTricks = 26

// maxPlayed is the room for the cards played in a deal: at most 52, and a
// power of two, so that an index masked with maxPlayed-1 needs no bounds
// check.
const maxPlayed = 64

// TrickGame is a match of a trick-taking game, one composed of Rules.
// It is a plain value behind a pointer: Clone copies it
// with one allocation, and LegalPlays, Apply of a play, PlayOut, PlayBy
// (but for its chooser) and CloneInto do not allocate in the play phase.
type TrickGame struct {
	cfg *trickConfig
	rng rand.PCG

	// The match.
	phase     Phase
	dealer    int8
	deals     int // deals ended, void ones included
	totals    [seat.Max]int
	out       seat.Set
	winners   seat.Set
	carry     [seat.Max]int // a Settle step's points owed to the next deal played
	nextMatch [seat.Max]int // a Settle step's points to start the next match with
	result    dealResult
	hasResult bool

	// The deal.
	active     seat.Set
	dealt      [seat.Max]card.Set
	dealtStock card.Set
	hands      [seat.Max]card.Set
	stock      card.Set

	// The pass (Rules.Pass).
	passOffset int8 // seat offset of the receiver; 0: no pass
	passes     [seat.Max]card.Set
	passed     seat.Set

	// The stock circulation (Rules.Circulation).
	stockSeat     int8
	stockDone     seat.Set
	stockTaken    [seat.Max]card.Set
	stockReturned [seat.Max]card.Set
	pushed        seat.Set
	stockLooked   bool // the seat at the stock has taken it (Take)

	// Announcements (Rules.Announcements).
	noTrick   seat.Set
	sweep     int8 // the seat that announced to take every trick, or -1
	annRound  int8 // turn-based rounds done (Announcements.Rounds)
	annAsked  seat.Set
	annSeat   int8
	annReturn Phase

	// The play.
	leader int8 // first leader of the deal
	turn   int8
	// legal is what the seat to act may play (LegalPlays) from the start
	// of the play to its end, turn-based announcement rounds included;
	// beginPlay and play keep it, and it is empty outside the play. Apply
	// checks a play against it with one AND instead of running the trick
	// rules again.
	legal    card.Set
	led      card.Set // the cards of the suit led to the trick on the table, 0 before its lead
	curCards card.Set // the cards played to it
	// The trick on the table: ncur cards led by curLeader, of which the
	// highest of the suit led (the highest bit of curCards&led), played by
	// bestSeat, wins so far (TT-3). The cards are the last ncur of the log.
	ncur      uint8
	curLeader uint8
	bestSeat  uint8
	// log is the deal's play: every card played, trick by trick, and the
	// winner of each complete trick; the tricks are rebuilt from it when
	// asked for (trickAt, currentTrick), so the game stays a small value.
	log     playLog
	ntricks int8
	broken  bool
	facts   score.Facts
}

// playLog is the record of a deal's play, from which its tricks are
// rebuilt: trick i is cards[i*trickLen:(i+1)*trickLen], led by leader
// (i = 0) or by the winner of trick i-1 (TT-4), the seats following
// round the table by next (C-5). The game keeps it as cards fall, with
// trickLen and next set for the deal by start.
type playLog struct {
	cards    [maxPlayed]card.Card
	winners  [maxTricks]uint8
	next     [seat.Max]uint8 // the active seat left of each seat
	trickLen uint8           // the cards of a complete trick: the active seats
	nplayed  uint8
	leader   uint8 // the deal's first leader
}

// trick returns the first n cards of trick i of the log.
func (l *playLog) trick(i, n int) trick.Trick {
	var t trick.Trick
	s := int(l.leader)
	if i > 0 {
		s = int(l.winners[i-1])
	}
	k := i * int(l.trickLen)
	for j := k; j < k+n; j++ {
		t.Add(s, l.cards[j&(maxPlayed-1)])
		s = int(l.next[s%seat.Max])
	}
	return t
}

// trickAt returns complete trick i of the deal, 0 ≤ i < ntricks.
func (g *TrickGame) trickAt(i int) trick.Trick { return g.log.trick(i, int(g.log.trickLen)) }

// currentTrick returns the trick on the table (empty between tricks).
func (g *TrickGame) currentTrick() trick.Trick {
	if g.ncur == 0 {
		return trick.Trick{}
	}
	return g.log.trick(int(g.ntricks), int(g.ncur))
}

// dealResult is DealResult without slices, so it copies with the game.
// It keeps its own copy of the deal's tricks, because the next deal
// reuses TrickGame.tricks and Result must still list the tricks of the
// deal it reports; the copy is made only when the next deal starts
// (live is true until then: the tricks are still TrickGame.tricks), so a
// playout that ends with its deal never copies them.
type dealResult struct {
	dealer int8
	number int
	points [seat.Max]int
	// split is what the Settle step moved between deals.
	split      dealSplit
	outcome    score.Outcome
	eliminated seat.Set
	ntricks    int8
	live       bool
	// The facts of the deal (for its Explanation) are rebuilt from its
	// tricks (who won which cards) and these: the active seats, the
	// announcements and the pushes; noFacts for a deal void before play
	// (a seat short of passable cards), whose facts are empty.
	active  seat.Set
	noTrick seat.Set
	sweep   int8
	pushes  uint8
	noFacts bool
	log     playLog
}

// facts returns the facts of the deal r holds, with the stock's cards
// hidden (an explanation gives the stock's points, never its cards); l is
// its play log (resultLog).
func (r *dealResult) factsOf(seats int, l *playLog) score.Facts {
	if r.noFacts {
		return score.Facts{}
	}
	f := score.NewFacts(seats, r.active)
	f.AnnouncedNoTrick, f.AnnouncedSweep, f.Pushes = r.noTrick, int(r.sweep), int(r.pushes)
	for i := 0; i < int(r.ntricks); i++ {
		t := l.trick(i, int(l.trickLen))
		w := int(l.winners[i])
		f.Tricks[w]++
		f.Taken[w] |= t.Cards()
		if i == 0 {
			f.FirstWinner = w
		}
		f.LastWinner = w
		f.Played++
	}
	return f
}

// dealSplit is what the Settle step did to a deal's points: carried
// is what each seat owed from its last deal and writes now, deferred what
// it writes later instead of now.
type dealSplit struct {
	carried, deferred [seat.Max]int
}

// resultLog returns the play log of the last ended deal.
func (g *TrickGame) resultLog() *playLog {
	if g.result.live {
		return &g.log
	}
	return &g.result.log
}

// NewTrickGame returns a new match of a trick-taking game (a Definition
// with Rules) in PhaseDeal; see New.
func NewTrickGame(e Definition, seats int, o Options, src rand.Source) (*TrickGame, error) {
	if e.Rules == nil {
		return nil, rule.Fact(rule.UnknownGame, "", rule.NoSeat, rule.Facts{Sentence: sentence.NotTrickGame, Game: rule.Text{EN: e.Title, DE: e.TitleDE, DA: e.Words.Title.DA}})
	}
	if err := Validate(e, seats, o); err != nil {
		return nil, err
	}
	cfg, err := e.compose(seats, o)
	if err != nil {
		return nil, err
	}
	return newTrickGame(cfg, src), nil
}

// Name returns the record name of the game ("house" for a game of
// NewHouse).
func (g *TrickGame) Name() string { return g.cfg.def.Name }

// Seats returns the number of seats.
func (g *TrickGame) Seats() int { return g.cfg.seats }

// Options returns the table's options.
func (g *TrickGame) Options() Options { return g.cfg.opts }

// Traits returns what the game's definition says of its match and table
// under the table's options (Definition.Traits); the zero Traits for a
// house game.
func (g *TrickGame) Traits() Traits {
	if g.cfg.def == nil || g.cfg.def.Traits == nil {
		return Traits{}
	}
	return g.cfg.def.Traits(g.cfg.opts)
}

// Phase returns the current phase.
func (g *TrickGame) Phase() Phase { return g.phase }

// Dealer returns the dealer of the running deal, or of the next one in
// PhaseDeal and PhaseDealOver (the dealer has rotated, C-8); see
// Game.Dealer.
func (g *TrickGame) Dealer() int { return int(g.dealer) }

// DealsPlayed returns how many deals have ended, void ones included.
func (g *TrickGame) DealsPlayed() int { return g.deals }

// Pack returns the cards in play at this table (after removals).
func (g *TrickGame) Pack() card.Set { return g.cfg.pack }

// Hand returns seat s's current hand (for tests, referees and trusted
// servers; a player sees only its View).
func (g *TrickGame) Hand(s int) card.Set {
	if s < 0 || s >= g.cfg.seats {
		return 0
	}
	return g.hands[s]
}

// Stock returns the current stock.
func (g *TrickGame) Stock() card.Set { return g.stock }

// Active returns the seats that play the current deal.
func (g *TrickGame) Active() seat.Set { return g.active }

// Clone returns an independent copy that evolves exactly as g: the random
// source is copied with the rest. CloneInto is the copy for playouts,
// CloneWithSource the one to hand to someone else.
func (g *TrickGame) Clone() Game { c := *g; return &c }

// CloneInto copies g into dst without allocating, for playouts.
func (g *TrickGame) CloneInto(dst *TrickGame) { *dst = *g }

// Totals returns the running totals: each deal's scores added up.
func (g *TrickGame) Totals() []int { return append([]int(nil), g.totals[:g.cfg.seats]...) }

// Over reports whether the match has ended.
func (g *TrickGame) Over() bool { return g.phase == PhaseMatchOver }

// Winners returns the winners once the match is over.
func (g *TrickGame) Winners() []int { return seatList(g.winners) }

// Out returns the eliminated seats (Ending.Out).
func (g *TrickGame) Out() []int { return seatList(g.out) }

// Carry returns what each seat owes its next deal by the game's Settle
// step, and what it starts the next match with (Settled).
func (g *TrickGame) Carry() (nextDeal, nextMatch []int) {
	return append([]int(nil), g.carry[:g.cfg.seats]...), append([]int(nil), g.nextMatch[:g.cfg.seats]...)
}

// Result returns the last ended deal's result.
func (g *TrickGame) Result() (DealResult, bool) {
	if !g.hasResult {
		return DealResult{Loser: -1}, false
	}
	r := DealResult{
		Dealer:     int(g.result.dealer),
		Number:     g.result.number,
		Points:     append([]int(nil), g.result.points[:g.cfg.seats]...),
		Outcome:    g.result.outcome,
		Tricks:     []TrickRecord{},
		Loser:      -1,
		Eliminated: seatList(g.result.eliminated),
	}
	l := g.resultLog()
	for i := 0; i < int(g.result.ntricks); i++ {
		t := l.trick(i, int(l.trickLen))
		r.Tricks = append(r.Tricks, recordTrick(&t, true))
	}
	r.Explanation = g.explain()
	return r, true
}

// explain returns the terms of the last ended deal's points, seat by
// seat: what the game's scoring gives (score.Explanation), what the
// Settle step carried in or deferred, and the seats it put out
// (Ending.Out).
// It is nil when the game cannot explain its scores (a house game with
// its own scoring).
func (g *TrickGame) explain() [][]score.Term {
	if !g.cfg.explains {
		return nil
	}
	// The facts and the terms go to the scorer through a func value, so
	// they live on the heap: in one allocation, and each seat's terms are
	// returned as the scorer wrote them (they are this call's own).
	w := &struct {
		facts score.Facts
		x     score.Explanation
	}{facts: g.result.factsOf(g.cfg.seats, g.resultLog())}
	g.cfg.scoreDeal(&w.facts, &w.x)
	out := make([][]score.Term, g.cfg.seats)
	for s := range out {
		terms := w.x[s]
		if terms == nil {
			terms = []score.Term{}
		}
		// The stock's cards stay hidden (TT-6): the facts kept have none,
		// and what the seat scored for the stock (Rules.StockPoints) is the rest of
		// its points.
		if rest := g.result.points[s] - score.Sum(terms) - g.result.split.carried[s] + g.result.split.deferred[s]; rest != 0 && g.cfg.stockPoints != "" {
			terms = append(terms, score.Term{Kind: score.TermStock, Ref: g.cfg.stockPoints, Points: rest, By: score.NoSeat})
		}
		if d := g.result.split.deferred[s]; d != 0 {
			terms = append(terms, score.Term{Kind: score.TermDeferred, Ref: g.cfg.carryRef, Points: -d, By: score.NoSeat})
		}
		if c := g.result.split.carried[s]; c != 0 {
			terms = append(terms, score.Term{Kind: score.TermCarried, Ref: g.cfg.carryRef, Points: c, By: score.NoSeat})
		}
		if g.result.outcome == score.Redeal {
			terms = append(terms, score.Term{Kind: score.TermVoid, Ref: g.cfg.shortRef, By: score.NoSeat})
		}
		if g.result.eliminated.Has(s) {
			terms = append(terms, score.Term{Kind: score.TermOut, Ref: g.cfg.outRef, By: s})
		}
		out[s] = terms
	}
	return out
}

// MatchState is the state of a match before a deal, for resuming a match
// in the middle (a game record's totals, out, carry and dealsPlayed).
type MatchState struct {
	Totals      []int
	Out         []int
	Carry       []int
	DealsPlayed int
}

// Resume sets the match state before the first deal: the totals so far,
// the eliminated seats (Ending.Out), the points owed to the next deal (a
// Settle step's carry) and the number of deals already played. It works
// only in PhaseDeal before any deal. A match without elimination whose
// resumed state has already ended (a total past the limit, or its number
// of deals played) is left in PhaseMatchOver with its winners.
func (g *TrickGame) Resume(m MatchState) error {
	n := g.cfg.seats
	bad := badResume
	if g.phase != PhaseDeal || g.deals != 0 || g.hasResult {
		return bad("", rule.Facts{Sentence: sentence.ResumeStarted})
	}
	if (m.Totals != nil && len(m.Totals) != n) || (m.Carry != nil && len(m.Carry) != n) || m.DealsPlayed < 0 {
		return bad("", rule.Facts{Sentence: sentence.ResumeEntries, Seats: n})
	}
	var out seat.Set
	for _, s := range m.Out {
		if s < 0 || s >= n || out.Has(s) {
			return bad("", rule.Facts{Sentence: sentence.ResumeOutSeat, Other: s})
		}
		out = out.Add(s)
	}
	end := &g.cfg.end
	if out != 0 && !end.eliminates {
		return bad(g.cfg.outRef, rule.Facts{Sentence: sentence.NoElimination})
	}
	var totals [seat.Max]int
	copy(totals[:], m.Totals)
	for s := 0; s < n; s++ {
		if end.eliminates && out.Has(s) != end.eliminated(totals[s]) {
			return bad(g.cfg.outRef, rule.Facts{Sentence: sentence.ResumeOutThreshold, Other: s})
		}
	}
	if end.eliminates && n-out.Len() < end.minLeft {
		return bad(end.ref, rule.Facts{Sentence: sentence.TooFewLeft})
	}
	for s, c := range m.Carry {
		if c < 0 || (c != 0 && (!end.carries || out.Has(s))) {
			return bad(g.cfg.carryRef, rule.Facts{Sentence: sentence.ResumeCarry, Other: s, Count: c})
		}
	}
	if end.firstOut && out != 0 {
		return bad(g.cfg.firstOutRef, rule.Facts{Sentence: sentence.ResumeFirstElimination})
	}
	if out.Has(int(g.dealer)) {
		g.dealer = int8(g.nextDealerFrom(int(g.dealer), out))
	}
	g.totals = totals
	g.out = out
	copy(g.carry[:], m.Carry)
	g.deals = m.DealsPlayed
	if !end.eliminates {
		// A match resumed with a total at the target (past the limit),
		// or with its fixed number of deals played, has ended (unless a
		// tie is played on, Ending.Ties); a further deal is match-over
		// (docs/records.md). Where seats are put out, the out seats are
		// checked against the totals above.
		g.endMatchIfDone()
	}
	return nil
}

// nextDealerFrom returns the next seat left of d that is not out (C-8).
func (g *TrickGame) nextDealerFrom(d int, out seat.Set) int {
	// in.Next(d, seats) of the seats in, d a seat of the table, without
	// its division per seat: the first seat of in above d, else the
	// first below it, else d.
	in := uint(seat.All(g.cfg.seats) &^ out)
	above := uint(d+1) & 7
	next := in >> above << above
	if next == 0 {
		next = in & (1<<(uint(d)&7) - 1)
	}
	if next == 0 {
		return d
	}
	return bits.TrailingZeros(next)
}

// dealActive returns the seats that play a deal with the given dealer:
// every seat not out, less a sitting-out dealer (Circulation.SitOut).
func (g *TrickGame) dealActive(dealer int) seat.Set {
	in := seat.All(g.cfg.seats) &^ g.out
	if g.cfg.sitOut != 0 && in.Len() == g.cfg.sitOut {
		in = in.Remove(dealer)
	}
	return in
}

// stockSize returns the stock left undealt for n active seats (Rules.Stock,
// Rules.Fewer).
func (g *TrickGame) stockSize(n int) int { return int(g.cfg.stockSizes[n]) }

// pattern returns the deal pattern for n active seats (Rules.Deal,
// Rules.Fewer; the zero Pattern deals singles).
func (g *TrickGame) pattern(n int) deck.Pattern { return g.cfg.patterns[n] }

// Deal starts the next deal from the game's own random source: the deal
// of a match, the same hands again from the same seed. DealCards deals
// given hands (a record's, a test's); PlayOut deals a random deal of its
// own for a playout between deals.
func (g *TrickGame) Deal() error {
	if err := g.canDeal(); err != nil {
		return err
	}
	// The pack's Sorted deals what Deal(Shuffle(pack, rand.New(&g.rng)))
	// deals, without an interface call per card or listing the pack. The
	// Dealing is dealing's, written out: every match deals here, and
	// dealing is too large to be inlined.
	active := g.dealActive(int(g.dealer))
	n := active.Len()
	h, err := g.cfg.sorted.ShuffleDeal(&g.rng, deck.Dealing{Dealer: int(g.dealer), Seats: g.cfg.seats, Active: active, Pattern: g.pattern(n), Stock: g.stockSize(n)})
	return g.startDealt(active, &h, err)
}

// quickDeal starts the next deal, between deals (canDeal holds), with
// the hands deck.QuickDeal deals from src: PlayOut's deal. Its errors
// are deck.QuickDeal's, which the game's own Dealing does not give.
func (g *TrickGame) quickDeal(src *rand.PCG) error {
	d := g.dealing(int(g.dealer))
	h, err := deck.QuickDeal(g.cfg.pack, src, d)
	return g.startDealt(d.Active, &h, err)
}

// dealing returns how the deal of dealer goes round the table: the
// seats that play it (dealActive), the game's packets and stock for
// that many.
func (g *TrickGame) dealing(dealer int) deck.Dealing {
	active := g.dealActive(dealer)
	n := active.Len()
	return deck.Dealing{Dealer: dealer, Seats: g.cfg.seats, Active: active, Pattern: g.pattern(n), Stock: g.stockSize(n)}
}

// startDealt starts the deal of the hands h to the seats active that a
// shuffle dealt, or returns the shuffle's error err.
// (The hands come by pointer, so that they are not copied on the way.)
func (g *TrickGame) startDealt(active seat.Set, h *deck.Hands, err error) error {
	if err != nil {
		return err
	}
	g.start(int(g.dealer), active, &h.Hand, h.Stock)
	return nil
}

func (g *TrickGame) canDeal() error {
	switch g.phase {
	case PhaseDeal, PhaseDealOver:
		return nil
	case PhaseMatchOver:
		return rule.Fact(rule.MatchOver, g.cfg.end.ref, rule.NoSeat, rule.Facts{Sentence: sentence.MatchIsOver})
	}
	return rule.Fact(rule.WrongPhase, "TT-5", rule.NoSeat, rule.Facts{Sentence: sentence.DealRunning})
}

// DealCards starts the next deal with the given cards (a record's deal, a
// test's position), checked as a deal of the game.
func (g *TrickGame) DealCards(d Dealt) error {
	if err := g.canDeal(); err != nil {
		return err
	}
	n := g.cfg.seats
	if d.Dealer != int(g.dealer) {
		return rule.Fact(rule.WrongDealer, "C-8", rule.NoSeat, rule.Facts{Sentence: sentence.WrongDealerSeat, Other: int(g.dealer), Want: d.Dealer})
	}
	dealing := g.dealing(d.Dealer)
	active := dealing.Active
	// The sizes a real deal gives: deal the pack in order and count.
	var order deck.Order = deck.OrderOf(g.cfg.pack.Cards()...)
	want, err := deck.Deal(order.Cards(), dealing)
	if err != nil {
		return err
	}
	// The pack and the hands a deal gives (Refs.Deal).
	bad := func(f rule.Facts) error {
		f.Game = g.cfg.def.messageTitle()
		if g.cfg.def.TitleDE != "" {
			f.Game.DE = g.cfg.def.TitleDE
		}
		return rule.Fact(rule.BadDeal, g.cfg.dealRef, rule.NoSeat, f)
	}
	all, f, ok := d.CheckHands(n, &want)
	if !ok {
		return bad(f)
	}
	if d.Stock.Len() != want.Stock.Len() {
		return bad(rule.Facts{Sentence: sentence.StockSize, Count: d.Stock.Len(), Want: want.Stock.Len()})
	}
	if all&d.Stock != 0 {
		return bad(rule.Facts{Sentence: sentence.DealtAndStock, Cards: all & d.Stock})
	}
	all |= d.Stock
	if all != g.cfg.pack {
		return bad(rule.Facts{Sentence: sentence.NotThePack, Count: n, Cards: g.cfg.pack &^ all, Allowed: all &^ g.cfg.pack})
	}
	g.start(d.Dealer, active, &d.Hands, d.Stock)
	return nil
}

// start begins a deal with the given hands.
func (g *TrickGame) start(dealer int, active seat.Set, hands *[seat.Max]card.Set, stock card.Set) {
	n := g.cfg.seats
	if g.result.live {
		// This deal reuses g.log: the last result takes its copy now.
		g.result.log = g.log
		g.result.live = false
	}
	g.dealer = int8(dealer)
	g.active = active
	g.log.trickLen = uint8(active.Len())
	// next[x] is active.Next(x, n): at a full table simply the seat to
	// the left (C-5), the table the configuration keeps. (The entries
	// past the table are never set, so they stay 0, as fullNext's are.)
	if active == seat.All(n) {
		g.log.next = g.cfg.fullNext
	} else {
		for x := 0; x < n; x++ {
			next, _ := active.Next(x, n)
			g.log.next[x] = uint8(next)
		}
	}
	g.dealt = *hands
	g.hands = *hands
	g.dealtStock = stock
	g.stock = stock
	g.passes = [seat.Max]card.Set{}
	g.passed = 0
	g.passOffset = 0
	g.stockDone = 0
	g.stockTaken = [seat.Max]card.Set{}
	g.stockReturned = [seat.Max]card.Set{}
	g.pushed = 0
	g.stockLooked = false
	g.noTrick = 0
	g.sweep = -1
	g.annRound = 0
	g.annAsked = 0
	g.led, g.curCards, g.ncur = 0, 0, 0
	g.log.nplayed = 0
	g.ntricks = 0
	g.broken = g.cfg.rules.Held == 0 // nothing held back: nothing to break
	g.legal = 0
	// score.NewFacts(n, active) with the stock, written in place: the
	// facts cleared, then their fields set one by one (a literal or
	// NewFacts's result would be built on the stack and copied).
	g.facts = score.Facts{}
	g.facts.Seats, g.facts.Active, g.facts.Stock = n, active, stock
	g.facts.AnnouncedSweep, g.facts.FirstWinner, g.facts.LastWinner = score.NoSeat, score.NoSeat, score.NoSeat
	first := int(g.log.next[dealer]) // active.Next(dealer, n)
	g.leader = int8(first)
	g.log.leader = uint8(first)
	g.turn = int8(first)

	switch {
	case g.cfg.pass.Count > 0:
		g.passOffset = int8(g.cfg.pass.Offset(g.deals, n)) // the pass cycle
		if g.passOffset != 0 {
			g.phase = PhasePass
		} else {
			g.beginPlay() // a hold deal
		}
	case stock != 0 && g.cfg.stockOn:
		g.stockSeat = int8(first) // the circulation starts at the eldest hand
		g.phase = PhaseStock
		if g.cfg.stock.Short == exchange.ShortVoid && g.shortStock(first) {
			g.voidDeal() // exchange.ShortVoid
		}
	default:
		g.beginPlay()
	}
}

// beginPlay starts the play: the first leader (the eldest hand, or the
// holder of Rules.Opening) and, when announcements are turn-based, the
// first announcement round (Announcements.Rounds).
func (g *TrickGame) beginPlay() {
	n := g.cfg.seats
	first := int(g.log.next[g.dealer]) // g.active.Next(dealer, n), as start keeps it
	if op := g.cfg.opening; op != 0 {
		if !g.cfg.openingWithoutStock || g.dealtStock == 0 {
			// The active seat holding it: which seat that is is as
			// random as the deal, so each seat's test is a mask and the
			// choice a conditional move, not a branch.
			bit, active := card.Of(op), g.active
			for s, h := range g.hands[:n] {
				if h&bit&-card.Set(active>>uint(s)&1) != 0 {
					first = s
				}
			}
		}
	}
	g.leader = int8(first)
	g.log.leader = uint8(first)
	g.turn = int8(first)
	g.phase = PhasePlay
	g.legal = g.legalNow()
	if g.cfg.ann.rounds {
		g.startAnnounceRound(first) // Announcements.Rounds
	}
}

// voidDeal ends the deal without play, a redeal (exchange.ShortVoid). The
// same dealer deals again.
func (g *TrickGame) voidDeal() {
	g.setResult(0)
	g.result.noFacts = true
	g.result.outcome = score.Redeal
	g.hasResult = true
	g.ntricks = 0
	g.deals++
	g.phase = PhaseDealOver
	g.legal = 0
}

// contextNow returns the trick context of the play.
func (g *TrickGame) contextNow() trick.Context {
	return trick.Context{First: g.ntricks == 0, Broken: g.broken, OpeningCard: g.cfg.opening}
}

// LegalPlays returns the cards the seat to act may play, or the empty set
// outside the play phase. The game keeps the set as cards fall, so this
// only reads it. It does not allocate.
func (g *TrickGame) LegalPlays() card.Set {
	if g.phase != PhasePlay {
		return 0
	}
	return g.legal
}

// legalNow computes what the seat to act may play by the trick rules
// (TT-1, TT-2, and the game's trick.Rules): the set that g.legal keeps.
func (g *TrickGame) legalNow() card.Set {
	hand := g.hands[g.turn]
	if g.ncur > 0 {
		return g.cfg.rules.Follow(hand, g.led, g.ntricks == 0)
	}
	var empty trick.Trick
	return g.cfg.rules.Legal(hand, &empty, g.openingContext())
}

// openingContext is contextNow with the opening card only where the
// opening rule is in force for this deal.
func (g *TrickGame) openingContext() trick.Context {
	ctx := g.contextNow()
	ctx.OpeningCard = g.openingCard()
	return ctx
}

// openingCard returns the opening card of the running deal: the game's,
// but in a deal with a stock under a rule that opens only without one
// (Rules.OpeningWithoutStock).
func (g *TrickGame) openingCard() card.Card {
	if g.cfg.openingWithoutStock && g.dealtStock != 0 {
		return 0
	}
	return g.cfg.opening
}

// badResume is Resume's bad-record violation of the rule ref with the
// facts of the case; its message is rendered from the rule catalogue.
func badResume(ref string, f rule.Facts) error {
	return rule.Fact(rule.BadRecord, ref, rule.NoSeat, f)
}
