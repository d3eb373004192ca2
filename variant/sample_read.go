package variant

import (
	"math/bits"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// Reading the log: what each move a seat has seen proves about the hands
// it cannot see, as the trick rules and the exchange policies say it
// (trick.Rules.Shows; exchange.Stock.BackShows, Returned).

// playFacts is what the tricks of a deal tell: the cards each seat
// played, and the cards it has shown it cannot hold (TT-2, SH-R6, SH-R7,
// SH-A3).
type playFacts struct {
	played    [seat.Max]card.Set // cards each seat played this deal
	allPlayed card.Set
	forbid    [seat.Max]card.Set // cards a seat cannot hold now
}

// readPlay reads the tricks: who played what, and the cards each seat has
// shown it cannot hold (TT-2, SH-R6, SH-R7, SH-A3). In a deal without a
// stock the cards a seat played are its hand after the pass (or as dealt)
// less its hand now, which the game keeps, and the log is read only for
// the suits of the tricks (readTricks); otherwise readPlayLog walks the log
// card by card.
func (ts *playFacts) readPlay(g *TrickGame) {
	if g.dealtStock != 0 || g.log.nplayed == 0 || int(g.log.nplayed) > maxPlayed-8 {
		ts.readPlayLog(g)
		return
	}
	// Seat x passed passes[x] to x+off and received passes[x-off] (BM-R4,
	// SH-R3); once the play has begun every seat has passed. (Without a
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
	ts.readTricks(g)
}

// readTricks is readPlayLog without the cards each seat played. It reads
// a trick's cards as the bytes of one word (at most eight of them, from
// the log's cards k…k+7), their suits two bits a byte, notes the tricks
// that tell something (a card that did not follow the suit led, a heart
// led before hearts are broken) and hands those to readTrick.
func (ts *playFacts) readTricks(g *TrickGame) {
	rules := &g.cfg.rules
	// No heart played: none was led either, and the leads say nothing.
	// The sampler reads the held cards as the hearts and the breakers as
	// the hearts and perhaps the Q♠, the only ones the games hold back.
	heartsLead := rules.Held != 0 && ts.allPlayed&card.HeartsSet != 0
	watch := heartsLead && (g.openingContext().OpeningCard == 0 || rules.Opening == trick.OpenAny)
	queen := rules.Breakers.Has(card.QueenSpades)
	log := &g.log
	np, tl := int(log.nplayed), int(log.trickLen)
	// tell: the tricks to read; hearts: those of them led with a heart
	// while watch held.
	var tell, hearts uint64
	j, k := 0, 0
	// Until hearts are broken each trick is also read for its lead and
	// for the hearts (or the Q♠) that break them (SH-A1).
	for ; k < np && heartsLead; j, k = j+1, k+tl {
		w := logWord(&log.cards, k)
		// in: the bytes of the trick's cards (the cards of a trick game
		// are French cards, suit<<4 | rank).
		in := cardBytes(min(np-k, tl))
		suits := w >> 4 & (3 * bytesOnes)
		led := suits & 3
		if (suits^led*bytesOnes)&in != 0 {
			tell |= 1 << (j & 63)
		}
		if watch && led == uint64(card.Hearts) {
			tell |= 1 << (j & 63)
			hearts |= 1 << (j & 63)
		}
		if zeroByte(suits^uint64(card.Hearts)*bytesOnes|^in&bytesOnes) ||
			queen && zeroByte(w^uint64(card.QueenSpades)*bytesOnes|^in&bytesOnes) {
			heartsLead = false
		}
		watch = heartsLead
	}
	// Then only the cards that did not follow: at a table of four, two
	// complete tricks a word, each suit led spread over its trick's four
	// bytes by one multiplication; where every seat plays, the cards so
	// found are read at once (voids4), the last word's bytes beyond the
	// cards played masked off.
	if tl == 4 && g.cfg.seats == 4 {
		for ; k < np; j, k = j+2, k+8 {
			suits := logWord(&log.cards, k) >> 4 & (3 * bytesOnes)
			off := (suits ^ (suits&(3<<32|3))*0x01010101) & cardBytes(min(np-k, 8))
			if uint32(off) != 0 {
				ts.voids4(g, j, uint32(off), card.Suit(suits&3))
			}
			if off>>32 != 0 {
				ts.voids4(g, j+1, uint32(off>>32), card.Suit(suits>>32&3))
			}
		}
	} else if tl == 4 {
		for ; k+8 <= np; j, k = j+2, k+8 {
			suits := logWord(&log.cards, k) >> 4 & (3 * bytesOnes)
			off := suits ^ (suits&(3<<32|3))*0x01010101
			if uint32(off) != 0 {
				tell |= 1 << (j & 63)
			}
			if off>>32 != 0 {
				tell |= 2 << (j & 63)
			}
		}
	}
	for ; k < np; j, k = j+1, k+tl {
		in := cardBytes(min(np-k, tl))
		suits := logWord(&log.cards, k) >> 4 & (3 * bytesOnes)
		if (suits^(suits&3)*bytesOnes)&in != 0 {
			tell |= 1 << (j & 63)
		}
	}
	for ; tell != 0; tell &= tell - 1 {
		j := bits.TrailingZeros64(tell)
		ts.readTrick(g, j, hearts>>j&1 != 0)
	}
}

// voids4 reads trick j, led in suit led, at a table of four at which
// every seat plays (round the table from the leader, seat x+1 after seat
// x): off has a nonzero byte i for each card i of the trick that did not
// follow, whose seat holds none of the suit (TT-2); on the first trick
// such a card says more (offSuit, SH-R7, SH-A3). The bytes give a bit by
// place in the trick, which turned round by the leader gives a bit by
// seat.
func (ts *playFacts) voids4(g *TrickGame, j int, off uint32, led card.Suit) {
	log := &g.log
	leader := int(log.leader)
	if j > 0 {
		leader = int(log.winners[j-1])
	}
	places := ((off | off>>1) & 0x01010101 * 0x01020408) >> 24 & 0xf
	l := uint(leader) & 3
	void := g.cfg.pack & card.SuitSet(led)
	for seats := (places<<l | places>>((4-l)&31)) & 0xf; seats != 0; seats &= seats - 1 {
		ts.forbid[bits.TrailingZeros32(seats)&3] |= void
	}
	if j == 0 && g.cfg.rules.Penalty != 0 {
		ts.offSuit(g, leader, min(int(log.nplayed), 4))
	}
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

// zeroByte reports whether a byte of v is zero.
func zeroByte(v uint64) bool { return (v-bytesOnes)&^v&(0x80*bytesOnes) != 0 }

// readTrick reads trick j of the log: a heart led while hearts says the
// leader held only hearts (SH-R6), a seat that did not follow holds none
// of the suit (TT-2), and on the first trick offSuit reads the penalty
// cards.
func (ts *playFacts) readTrick(g *TrickGame, j int, hearts bool) {
	pack := g.cfg.pack
	log := &g.log
	tl := int(log.trickLen)
	k := j * tl
	e := min(k+tl, int(log.nplayed))
	leader := int(log.leader)
	if j > 0 {
		leader = int(log.winners[j-1])
	}
	if hearts {
		ts.forbid[leader] |= pack &^ card.HeartsSet
	}
	led := card.SuitSet(log.cards[k&(maxPlayed-1)].Suit())
	void := pack & led
	off := false
	x := leader
	for i := k; i < e; i++ {
		if card.Set(1)<<(log.cards[i&(maxPlayed-1)]&63)&led == 0 {
			ts.forbid[x] |= void
			off = true
		}
		x = int(log.next[x])
	}
	if off && j == 0 && g.cfg.rules.Penalty != 0 {
		ts.offSuit(g, leader, e)
	}
}

// readPlayLog is readPlay by the log alone, card by card.
func (ts *playFacts) readPlayLog(g *TrickGame) {
	rules := &g.cfg.rules
	pack := g.cfg.pack
	// Every heart led before hearts are broken says the leader held
	// nothing else (SH-R6), but the first lead when it follows the
	// opening rule (SH-R4), which the leader holds the card of.
	// watch: a heart led now is such a lead; heartsLead: the rule holds
	// and hearts are not broken yet.
	heartsLead := rules.Held != 0
	watch := heartsLead && (g.openingContext().OpeningCard == 0 || rules.Opening == trick.OpenAny)
	firstTrick := rules.Penalty != 0
	breakers := rules.Breakers // the cards that break hearts (SH-A1)
	// The tricks are read from the play log: trick j is led by the first
	// leader or the winner of trick j-1, the seats following round the
	// table (TT-4, C-5); its cards are the next trickLen of the log, or
	// those played so far. The seats index arrays of eight, so that a
	// seat masked with 7 needs no bounds check; the log's 64 cards are
	// indexed masked with 63.
	log := &g.log
	var next [8]uint8
	copy(next[:], log.next[:])
	var played, forbid [8]card.Set
	var all card.Set
	np, tl := int(log.nplayed), int(log.trickLen)
	leader := int(log.leader)
	for j, k := 0, 0; k < np; j++ {
		e := min(k+tl, np) // the end of trick j's cards
		led := card.SuitSet(log.cards[k&(maxPlayed-1)].Suit())
		if watch && led == card.HeartsSet {
			forbid[leader&7] |= pack &^ card.HeartsSet
		}
		void := pack & led // what a seat that did not follow holds none of (TT-2)
		var trk card.Set
		x := leader
		for ; k < e; k++ {
			b := card.Set(1) << (log.cards[k&(maxPlayed-1)] & 63)
			trk |= b
			played[x&7] |= b
			if b&led == 0 {
				forbid[x&7] |= void
			}
			x = int(next[x&7])
		}
		if j == 0 && firstTrick && trk&^led != 0 {
			ts.offSuit(g, leader, e)
		}
		all |= trk
		if trk&breakers != 0 {
			heartsLead = false // broken
		}
		watch = heartsLead
		if j < maxTricks {
			leader = int(log.winners[j]) // (of the trick on the table: not read)
		}
	}
	ts.allPlayed = all
	copy(ts.played[:], played[:])
	for x := range ts.forbid {
		ts.forbid[x] |= forbid[x]
	}
}

// offSuit reads the first trick (led by leader, n cards so far), in
// which a card did not follow the suit led: on the first trick a penalty
// card so played says more (SH-R7, SH-A3).
func (ts *playFacts) offSuit(g *TrickGame, leader, n int) {
	rules := &g.cfg.rules
	pack := g.cfg.pack
	log := &g.log
	led := log.cards[0].Suit()
	x := leader
	for i := 1; i < n; i++ {
		x = int(log.next[x%seat.Max])
		c := log.cards[i&(maxPlayed-1)]
		if c.Suit() == led || !rules.Penalty.Has(c) {
			continue
		}
		ts.forbid[x] |= pack &^ rules.Penalty // SH-R7
		if rules.Prefer != 0 && !rules.Prefer.Has(c) {
			ts.forbid[x] |= rules.Prefer // SH-A3
		}
	}
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
		// The seat at the stock sees it: it picks it up (MAD-R5; in Sau
		// once it has taken it, SAU-O5, SAU-O6), and its view shows the
		// stock (View.StockTaken).
		ts.atStock = true
		ts.stockSeen = g.stock
		ts.knownStock = true
	}
	if g.cfg.stock.Short == exchange.ShortPutAll {
		// A seat that put back a penalty card was short and put back
		// every passable card it had (MAD-A3): it holds none now.
		pass := g.passable()
		if ts.sIdx > 0 && g.stockTaken[ts.s]&^pass != 0 {
			y := ts.ex[ts.sIdx-1]
			ts.forbid[y] |= pass
		}
		if g.phase == PhaseStock && int(g.stockSeat) == ts.s && ts.nex > 0 && g.stock&^pass != 0 {
			y := ts.ex[ts.nex-1]
			ts.forbid[y] |= pass
		}
	}
}
