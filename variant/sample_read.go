package variant

import (
	"math/bits"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// Reading the log: what each move a seat has seen proves about the hands
// it cannot see, as the trick rules and the exchange policies say it
// (trick.Rules.Shows; exchange.Stock.BackShows, Returned).

// playFacts is what the tricks of a deal tell: the cards each seat
// played, and the cards it has shown it cannot hold (what the trick
// rules say its plays show, trick.Rules.Shows).
type playFacts struct {
	played    [seat.Max]card.Set // cards each seat played this deal
	allPlayed card.Set
	forbid    [seat.Max]card.Set // cards a seat cannot hold now
}

// readPlay reads the tricks: who played what, and the cards each seat has
// shown it cannot hold (trick.Rules.Shows). In a deal without a
// stock the cards a seat played are its hand after the pass (or as dealt)
// less its hand now, which the game keeps, and the log is read only for
// what its leads and the cards that did not follow show (readLeads,
// readOffSuit); otherwise readPlayLog walks the log card by card.
func (ts *playFacts) readPlay(g *TrickGame) {
	if g.dealtStock != 0 || g.log.nplayed == 0 || int(g.log.nplayed) > maxPlayed-8 {
		ts.readPlayLog(g)
		return
	}
	ts.readPlayHands(g)
}

// readPlayHands is readPlay in a deal without a stock in which 0 <
// nplayed ≤ maxPlayed-8: the cards each seat played from the hands, the
// rest from the log's suits.
func (ts *playFacts) readPlayHands(g *TrickGame) {
	// Seat x passed passes[x] to x+off and received passes[x-off]; once
	// the play has begun every seat has passed. (Without a
	// pass, from is x, and a seat's dealt hand holds what it would have
	// passed: h is its dealt hand.)
	n := min(g.cfg.seats, seat.Max) // (no bounds checks by x)
	var all card.Set
	for x, from := 0, n-int(g.passOffset); x < n; x, from = x+1, from+1 {
		if from == n {
			from = 0
		}
		h := g.dealt[x]&^g.passes[x] | g.passes[from]
		p := h &^ g.hands[x]
		ts.played[x] = p
		all |= p
	}
	ts.allPlayed = all
	ts.readLeads(g)
	if g.log.trickLen == 4 && g.cfg.seats == 4 {
		ts.readOffSuit4(g)
	} else {
		ts.readOffSuit(g)
	}
}

// readLeads asks the trick rules what each lead of the deal shows about
// the leader's hand: the first lead in the first trick's context
// (trick.Rules.LeadShows), the later ones, while the rules' Held cards
// are not broken by a card of their Breakers played to an earlier trick,
// as later leads (LaterLeadShows, which only a lead of a Held card makes
// show anything); once broken, or where the rules say a later lead shows
// nothing (LeadsShowNothing), the leads are not read.
func (ts *playFacts) readLeads(g *TrickGame) {
	rules := &g.cfg.rules
	log := &g.log
	np, tl := int(log.nplayed), int(log.trickLen)
	if np == 0 || tl == 0 {
		return
	}
	ctx := trick.Context{First: true, OpeningCard: g.openingCard()}
	if !rules.LeadsShowNothing(ctx) {
		ts.shown(g, int(log.leader), rules.LeadShows(ctx, log.cards[0]))
	}
	if ts.allPlayed&rules.Held == 0 {
		// No card of Held played, none led: a later lead of another card
		// shows nothing (LaterLeadShows; nor does any where Held is
		// empty, LeadsShowNothing).
		return
	}
	// Trick jb holds the first card that broke Held, at place ib (jb: the
	// trick after the last and ib 0 if none did); the trick led at j is
	// led before Held is broken if j ≤ jb. While the game has not seen
	// Held broken no complete trick holds a breaker: it is looked for in
	// the trick on the table only.
	j0 := 0
	if !g.broken {
		j0 = int(g.ntricks)
	}
	jb, ib := firstOf(log, rules.Breakers, j0)
	if rules.Held&^rules.Breakers == 0 {
		// Every Held card breaks Held: a Held card led unbroken is the
		// first breaker, so only the lead of trick jb can show anything.
		if k := jb * tl; jb > 0 && ib == 0 && k < np {
			ts.shown(g, int(log.winners[jb-1]), rules.LaterLeadShows(false, log.cards[k&(maxPlayed-1)]))
		}
		return
	}
	for j, k := 1, tl; j <= jb && k < np; j, k = j+1, k+tl {
		ts.shown(g, int(log.winners[j-1]), rules.LaterLeadShows(false, log.cards[k&(maxPlayed-1)]))
	}
}

// firstOf returns the first card of the log in cs from trick j0 on: its
// trick j and its place i in the trick; the trick after the last and 0
// if none is.
func firstOf(log *playLog, cs card.Set, j0 int) (j, i int) {
	np, tl := int(log.nplayed), int(log.trickLen)
	j = j0
	for k := j0 * tl; k < np; k++ {
		if cs.Has(log.cards[k&(maxPlayed-1)]) {
			return j, i
		}
		if i++; i == tl {
			i, j = 0, j+1
		}
	}
	if i > 0 {
		j++ // (the trick on the table)
	}
	return j, 0
}

// shown notes what a play of seat x showed: the cards its hand lacks,
// which it lacks for the rest of the deal. An inference that holds only
// unless x held some card (the opening card a leader is chosen by) says
// nothing the sampler can use.
func (ts *playFacts) shown(g *TrickGame, x int, sh trick.Shown) {
	if sh.Unless == 0 {
		ts.forbid[x%seat.Max] |= sh.Lacks & g.cfg.pack
	}
}

// readOffSuit reads the cards that did not follow the suit led, and asks
// the trick rules what each shows (trick.Rules.FollowShows: TT-2 and the
// first trick's restrictions). It reads a trick's cards as the bytes of
// one word (at most eight of them, from the log's cards k…k+7), their
// suits two bits a byte, and the tricks that hold such a card by
// readTrick. (At a table of four at which every seat plays,
// readOffSuit4 reads them two tricks a word.)
func (ts *playFacts) readOffSuit(g *TrickGame) {
	log := &g.log
	np, tl := int(log.nplayed), int(log.trickLen)
	for j, k := 0, 0; k < np; j, k = j+1, k+tl {
		in := cardBytes(min(np-k, tl))
		suits := logWord(&log.cards, k) >> 4 & (3 * bytesOnes)
		if (suits^(suits&3)*bytesOnes)&in != 0 {
			ts.readTrick(g, j)
		}
	}
}

// readOffSuit4 is readOffSuit at a table of four at which every seat
// plays (round the table from the leader, seat x+1 after seat x): two
// complete tricks a word, each suit led spread over its trick's four
// bytes by one multiplication, the last word's bytes beyond the cards
// played masked off. A trick's cards that did not follow give, by
// offSeats4, the seats that showed a void in the suit led, gathered
// suit by suit and noted at the end: where what such a card shows does
// not depend on the card (FollowDependsOnCard), it shows the same
// (trick.VoidShows); where it does (the first trick, under a Penalty
// rule), readTrick asks the rules card by card.
func (ts *playFacts) readOffSuit4(g *TrickGame) {
	log := &g.log
	np := int(log.nplayed)
	firstByCard := g.cfg.rules.FollowDependsOnCard(true)
	var voids uint32 // four bits a suit, at 4*suit: the seats void in it
	for j, k := 0, 0; k < np; j, k = j+2, k+8 {
		w := logWord(&log.cards, k)
		suits := w >> 4 & (3 * bytesOnes)
		off := (suits ^ (suits&(3<<32|3))*0x01010101) & cardBytes(min(np-k, 8))
		switch {
		case uint32(off) == 0:
		case j == 0 && firstByCard:
			ts.readTrick(g, 0)
		case j == 0:
			voids |= offSeats4(uint32(off), int(log.leader)) << (4 * uint(card.Card(w).Suit()) & 31)
		default:
			voids |= offSeats4(uint32(off), int(log.winners[j-1])) << (4 * uint(card.Card(w).Suit()) & 31)
		}
		if off>>32 != 0 {
			voids |= offSeats4(uint32(off>>32), int(log.winners[j])) << (4 * uint(card.Card(w>>32).Suit()) & 31)
		}
	}
	for v := voids & 0xffff; v != 0; v &= v - 1 { // (the Joker's NoSuit beyond)
		i := bits.TrailingZeros32(v)
		ts.forbid[i&3] |= trick.VoidShows(card.SuitSet(card.Suit(i>>2))).Lacks & g.cfg.pack
	}
}

// offSeats4 returns the seats, a bit each, of the cards of a trick at a
// table of four led by seat leader whose bytes are nonzero in off: the
// bytes give a bit by place in the trick, which turned round by the
// leader gives a bit by seat.
func offSeats4(off uint32, leader int) uint32 {
	places := ((off | off>>1) & 0x01010101 * 0x01020408) >> 24 & 0xf
	l := uint(leader) & 3
	return (places<<l | places>>((4-l)&31)) & 0xf
}

// bytesOnes has a one in every byte.
const bytesOnes = 0x0101010101010101

// cardBytes is the mask of the low n bytes of a word of card bytes, the
// cards of a trick of n cards (0 < n ≤ 8).
func cardBytes(n int) uint64 { return ^uint64(0) >> ((64 - 8*n) & 63) }

// logWord returns the log's cards k…k+7 as the bytes of a word, card k
// lowest; k+8 must not pass the end of the log.
func logWord(cards *[maxPlayed]card.Card, k int) uint64 {
	b := (*[8]card.Card)(cards[k : k+8])
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// readTrick reads trick j of the log: each card that did not follow the
// suit led shows what the trick rules say it shows (FollowShows).
func (ts *playFacts) readTrick(g *TrickGame, j int) {
	log := &g.log
	tl := int(log.trickLen)
	k := j * tl
	e := min(k+tl, int(log.nplayed))
	x := int(log.leader)
	if j > 0 {
		x = int(log.winners[j-1])
	}
	led := card.SuitSet(log.cards[k&(maxPlayed-1)].Suit())
	for i := k + 1; i < e; i++ {
		x = int(log.next[x%seat.Max])
		if c := log.cards[i&(maxPlayed-1)]; !led.Has(c) {
			ts.shown(g, x, g.cfg.rules.FollowShows(led, j == 0, c))
		}
	}
}

// readPlayLog is readPlay by the log alone, card by card: the cards each
// seat played, and what each lead and each card that did not follow the
// suit led shows about its seat's hand, as the trick rules say
// (trick.Rules.Shows). The tricks are read from the play log: trick j is
// led by the first leader or the winner of trick j-1, the seats following
// round the table (TT-4, C-5); its cards are the next trickLen of the
// log, or those played so far.
func (ts *playFacts) readPlayLog(g *TrickGame) {
	rules := &g.cfg.rules
	log := &g.log
	np, tl := int(log.nplayed), int(log.trickLen)
	ctx := trick.Context{First: true, OpeningCard: g.openingContext().OpeningCard}
	leader := int(log.leader)
	var all card.Set
	for j, k := 0, 0; k < np; j++ {
		e := min(k+tl, np) // the end of trick j's cards
		c := log.cards[k&(maxPlayed-1)]
		ts.shown(g, leader, rules.LeadShows(ctx, c))
		led := card.SuitSet(c.Suit())
		trk := card.Of(c)
		ts.played[leader%seat.Max] |= trk
		x := leader
		for k++; k < e; k++ {
			x = int(log.next[x%seat.Max])
			c := log.cards[k&(maxPlayed-1)]
			if !led.Has(c) { // (a card that follows shows nothing, TT-2)
				ts.shown(g, x, rules.FollowShows(led, ctx.First, c))
			}
			trk = trk.Add(c)
			ts.played[x%seat.Max] = ts.played[x%seat.Max].Add(c)
		}
		all |= trk
		ctx.First = false
		ctx.Broken = ctx.Broken || trk&rules.Breakers != 0
		if j < maxTricks {
			leader = int(log.winners[j]) // (of the trick on the table: not read)
		}
	}
	ts.allPlayed = all
}

// readStock reads the stock exchange: who took the stock, in order, and
// whether s knows the stock now (it was the last to put it back).
func (ts *trickSampler) readStock() {
	g := ts.g
	n := g.cfg.seats
	ts.sIdx = -1
	ts.voided = g.hasResult && g.result.outcome == score.Redeal && g.phase == PhaseDealOver
	ts.exchange = g.dealtStock != 0 && g.cfg.stockOn
	if !ts.exchange || ts.voided {
		return
	}
	x, _ := g.active.Next(g.dealDealer(), n)
	for range g.active.Len() {
		if g.stockDone.Has(x) && !g.pushed.Has(x) {
			if x == ts.s {
				ts.sIdx = ts.nex
			}
			ts.ex[ts.nex] = int8(x)
			ts.nex++
		}
		x, _ = g.active.Next(x, n)
	}
	if ts.nex > 0 && int(ts.ex[ts.nex-1]) == ts.s {
		ts.knownStock, ts.stockSeen = true, g.stockReturned[ts.s]
	}
	if g.phase == PhaseStock && int(g.stockSeat) == ts.s && !g.mustTake() {
		// The seat at the stock sees it: it picks it up (under the
		// policy's Look once it has taken it), and its view shows the
		// stock (View.StockTaken).
		ts.atStock = true
		ts.stockSeen = g.stock
		ts.knownStock = true
	}
	// A put-back s saw may show what the seat that made it holds no more
	// (exchange.Stock.BackShows): the stock s took, put back by the seat
	// before it, and the stock in front of s now, by the last seat.
	pol, pack := &g.cfg.stock, g.cfg.pack
	if ts.sIdx > 0 {
		ts.forbid[ts.ex[ts.sIdx-1]] |= pol.BackShows(pack, g.stockTaken[ts.s])
	}
	if g.phase == PhaseStock && int(g.stockSeat) == ts.s && ts.nex > 0 {
		ts.forbid[ts.ex[ts.nex-1]] |= pol.BackShows(pack, g.stock)
	}
}
