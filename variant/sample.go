package variant

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/placement"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// Sampling the cards a seat cannot see (determinization), for Monte Carlo
// bots: Sample returns a full game in which everything the seat knows is as
// it is and every card hidden from it (TT-6) is placed at random,
// consistently with what it has seen.
//
// The method. The constraints a seat knows are turned into one set of
// allowed places per hidden card (the other hands and an unseen stock),
// with the number of cards each place holds, and the cards are sorted
// into classes of those with the same allowed places. Placements are then
// drawn exactly uniformly among all placements that satisfy them (package
// placement): a dynamic programme counts, for every way of filling the
// places so far, the completions of the rest (a class in every way its
// cards can spread over its places, each counted by its multinomial
// coefficient; cards allowed everywhere in closed form as a multinomial),
// and the classes are placed one at a time with probabilities
// proportional to those counts, the cards of a class shared out uniformly
// among its places in the numbers drawn. A few constraints cannot be
// said card by card (the legality of the stock exchange of other seats
// under MAD-A3 and MAD-A13, and the first receiver's short stock under the
// default redeal; the last Old Maid draw); a placement that breaks one is
// rejected and drawn again, which keeps the result uniform over the
// placements that satisfy everything. The hidden history behind the
// placement (the other seats' passes, stock exchanges and dealt hands) is
// then reconstructed at random among the histories that lead to it and
// that the rules allow; it is not drawn uniformly among them.

// sampleAttempts bounds the placements drawn before Sample gives up on a
// position whose placements all break a rejection constraint; chainBudget
// bounds the search for a legal stock exchange behind one placement.
const (
	sampleAttempts = 2000
	chainBudget    = 20000
)

// maxLocs is the most places hidden cards can go: five other hands, the
// stock and, for a void Madonna deal, the split of MAD-A3.
const maxLocs = placement.MaxPlaces

// errNoSample is Sample's error when no placement of the hidden cards is
// consistent with what seat s has seen, which a game reached by legal
// moves never gives.
func errNoSample(s int) error {
	return rule.Fact(rule.BadDeal, "TT-6", s, rule.Facts{Sentence: rule.NoSample})
}

// Sample returns a copy of g as seat s could believe it to be: s's hand,
// everything public and everything s has seen are unchanged, and the cards
// hidden from s (TT-6: the other hands, an unseen stock, the passes s did
// not receive) are placed at random, uniformly among the placements
// consistent with what s knows. It is the determinization step of a Monte
// Carlo bot: the copy is a legal game, Apply works on it exactly as on a
// real game, and nothing in it depends on cards s cannot see (it reads
// only what View(s) and s's own past moves tell). See SampleInto for the
// information used. r must not be nil.
func (g *TrickGame) Sample(s int, r *rand.Rand) (*TrickGame, error) {
	dst := new(TrickGame)
	if err := g.SampleInto(dst, s, r); err != nil {
		return nil, err
	}
	return dst, nil
}

// SampleInto is Sample writing into dst (which may be g) without
// allocating: counting tables of up to 16384 entries live on the stack,
// which covers every position but some six-seat positions early in a deal
// with many voids shown. dst is left unchanged on error. r must not be
// nil.
//
// What seat s knows, and so what the copy keeps:
//
//   - its own hand, the dealer, the seats in play, every hand size and the
//     stock size, the tricks and the trick on the table, the
//     announcements, pushes, scores and the match state (everything in
//     View(s));
//   - voids shown: a seat that did not follow the led suit holds none of
//     it (TT-2);
//   - Hearts: a seat that led a heart before hearts were broken held only
//     hearts then, and so holds only hearts now (SH-R6; broken as SH-A1
//     sets it); a seat void in the led suit that played a penalty card to
//     the first trick held only penalty cards (SH-R7), and under
//     FirstTrickPreferHeartOverQueen a seat that so played the Q♠ held no
//     heart either (SH-A3);
//   - the first leader holds the opening card until it is played (SH-R4,
//     SH-A2; Sau's 7♣ under SAU-O1);
//   - the pass (BM-R4, SH-R3): the cards s passed are in the receiver's
//     hand unless played since; the cards s received are in its hand;
//   - the stock (MAD-R5..R10, SAU-O5, SAU-O6): the cards s found in the
//     stock and the cards s put back, and the stock in front of it when
//     it is s's turn at the stock (it picks it up, MAD-R5; it sees the
//     cards it may put back); a card s put back is with a later seat that
//     took the stock, or still in it; a seat that put back a penalty card
//     that s saw was short and holds no passable card (MAD-A3
//     pass-penalty-cards); the stock that a seat has
//     put back holds only passable cards (MAD-R7, MAD-R10; SAU-A4 with
//     stock-restriction no-point-cards), and every exchange of the other
//     seats must be one the rules allow (MAD-R7, MAD-R8, MAD-R11, MAD-A3,
//     MAD-A13); a stock nobody has put back (the dealt stock, Sau's dead
//     stock, a stock pushed all round) may hold anything; under the
//     default redeal the first receiver was not short (MAD-A3), and after
//     a void deal it was.
//
// What the copy draws: the other hands, an unseen stock, and a history
// that leads to them: the passes s did not see, the other seats' stock
// exchanges, and the dealt hands and stock, so that DealtHand, DealtStock
// and every View are those of a real game in which the same public moves
// were made (a record of the copy replays). The game's own random source
// is reseeded from r, so the deals after this one are not those of g.
// Announcements and pushes are taken as free choices: the sampler draws
// no inference from them, nor from which legal card a seat chose.
func (g *TrickGame) SampleInto(dst *TrickGame, s int, r *rand.Rand) error {
	if s < 0 || s >= g.cfg.seats {
		return errSeat(s, g.cfg.seats)
	}
	if g.sampleSplit(dst, s, r) {
		return nil
	}
	return g.sampleGeneral(dst, s, r)
}

// sampleGeneral is SampleInto's general road, for every position: it
// reads what seat s (a seat of g) knows with a trickSampler and draws the
// sample with its Placer.
func (g *TrickGame) sampleGeneral(dst *TrickGame, s int, r *rand.Rand) error {
	var ts trickSampler
	if g.phase != PhaseDeal {
		if err := ts.run(g, s, r); err != nil {
			return err
		}
	}
	if dst != g {
		*dst = *g
	}
	if g.phase != PhaseDeal {
		ts.write(dst, s)
	}
	dst.rng.Seed(r.Uint64(), r.Uint64())
	return nil
}

// sampleSplit is SampleInto's road for the commonest position, a deal
// in its play without a stock in which the cards hidden from s are in at
// most three other hands and at most one class of them may go to two of
// those hands only (a table of four at which one seat has shown a void,
// say): a placement.Split, which needs neither a trickSampler nor its
// Placer. It reads and draws exactly what the general road reads and
// draws, the same sample from the same random state; for any other
// position it draws nothing and reports false, and the general road
// samples it (or reports that there is no sample).
func (g *TrickGame) sampleSplit(dst *TrickGame, s int, r *rand.Rand) bool {
	np := int(g.log.nplayed)
	if g.phase != PhasePlay || g.dealtStock != 0 || g.stock != 0 || np == 0 || np > maxPlayed-8 {
		return false
	}
	var f playFacts
	f.readPlay(g)
	// The places, as setup adds them: the other seats that hold cards, in
	// order; at most three of them, at a table of at most four.
	n := g.cfg.seats
	if n > 4 {
		return false
	}
	var sp placement.Split
	locSeat := [3]int{s, s, s} // (s: no place; may[s] stays empty)
	// may[x]: the cards the seat of a place may hold, as far as its seat
	// has shown (TT-2, SH-R6, SH-R7, SH-A3).
	var may [4]card.Set
	var places seat.Set
	room := 0
	for x := 0; x < n; x++ {
		h := g.hands[x]
		if x == s || h == 0 {
			continue
		}
		l := sp.Places
		if l == len(locSeat) {
			return false
		}
		locSeat[l], sp.Room[l] = x, h.Len()
		room += sp.Room[l]
		sp.Places++
		places = places.Add(x)
		may[x&3] = ^f.forbid[x]
	}
	hidden := g.cfg.pack &^ g.hands[s] &^ f.allPlayed
	if room != hidden.Len() {
		return false
	}
	// Cards pinned to one seat, no other place may hold them: the opening
	// card to the first leader (SH-R4, SAU-O1), the cards s passed to
	// their receiver (BM-R4, SH-R3), wherever it is a place (else no
	// place may hold them, which no game reached by legal moves gives).
	pin := func(cs card.Set, t int) {
		keep := may[t&3]
		for x := range may {
			may[x] &^= cs
		}
		may[t&3] = keep
	}
	if op := g.openingContext().OpeningCard; op != 0 && int(g.leader) != s && !f.allPlayed.Has(op) && places.Has(int(g.leader)) {
		pin(card.Of(op), int(g.leader))
	}
	if g.passOffset != 0 && g.passed == g.active {
		pin(g.passes[s]&^f.allPlayed, g.passTo(s))
	}
	// A card's places are those that may hold it: all of them, it is in
	// the tail; one, it is put there (pre); two of three, it is in the
	// class; none, or two classes, the position is left to the general
	// road.
	var pre [3]card.Set
	a, b, c := may[locSeat[0]&3]&hidden, may[locSeat[1]&3]&hidden, may[locSeat[2]&3]&hidden
	if a|b|c != hidden {
		return false
	}
	switch sp.Places {
	case 3:
		sp.Tail = a & b & c
		pre = [3]card.Set{a &^ (b | c), b &^ (a | c), c &^ (a | b)}
		ab, ac, bc := a&b&^c, a&c&^b, b&c&^a
		switch {
		case ac|bc == 0:
			sp.Class, sp.Mask = ab, 1<<0|1<<1
		case ab|bc == 0:
			sp.Class, sp.Mask = ac, 1<<0|1<<2
		case ab|ac == 0:
			sp.Class, sp.Mask = bc, 1<<1|1<<2
		default:
			return false
		}
	case 2:
		sp.Tail = a & b
		pre = [3]card.Set{a &^ b, b &^ a}
	default:
		pre[0] = a
	}
	sp.Room[0] -= pre[0].Len()
	sp.Room[1] -= pre[1].Len()
	sp.Room[2] -= pre[2].Len()
	if sp.Room[0]|sp.Room[1]|sp.Room[2] < 0 {
		return false // no room for the cards known to be there
	}
	var out [placement.MaxPlaces]card.Set
	if !sp.Solve(r, &out) {
		return false
	}
	// The hands drawn and the history behind them, as accept and
	// samplePasses draw them; then the copy.
	var h sampleHands
	// (A place beyond Places is s's, with nothing drawn: s's hand is
	// written after them.)
	h.hands[locSeat[0]&3] = out[0] | pre[0]
	h.hands[locSeat[1]&3] = out[1] | pre[1]
	h.hands[locSeat[2]&3] = out[2] | pre[2]
	h.hands[s&3] = g.hands[s]
	for x := 0; x < n; x++ {
		h.q[x] = h.hands[x] | f.played[x]
	}
	if g.passOffset != 0 {
		h.samplePasses(g, s, r)
	} else {
		h.dealt = h.q
	}
	// The copy, with what write writes: of the stock nothing but the
	// facts' (there is none, and the exchanges are empty in a deal without
	// a stock: start clears them and only the exchange sets them).
	if dst != g {
		*dst = *g
	}
	for x := 0; x < n; x++ {
		if x != s {
			dst.hands[x], dst.dealt[x], dst.passes[x] = h.hands[x], h.dealt[x], h.passes[x]
		}
	}
	dst.facts.Stock = 0
	if dst.legal != 0 {
		dst.legal = dst.legalNow() // the hand to act may be a new one
	}
	dst.rng.Seed(r.Uint64(), r.Uint64())
	return true
}

// trickSampler is the working state of one TrickGame sample.
type trickSampler struct {
	g *TrickGame
	s int
	r *rand.Rand

	playFacts

	nloc     int
	locSeat  [maxLocs]int8 // the seat of a place, or -1 for the stock
	stockLoc int           // the place of an unseen stock, or -1

	// The stock exchange: the seats that took the stock, in order.
	exchange   bool
	ex         [seat.Max]int8
	nex        int
	sIdx       int      // s's index in ex, or -1
	knownStock bool     // s knows the whole stock now
	stockSeen  card.Set // the stock cards s knows
	atStock    bool     // s is to take the stock now
	voided     bool     // a void Madonna deal (MAD-A3)
	pre        [maxLocs]card.Set

	sampleHands // the sample

	p      placement.Placer
	setups int // the setups run (setup clears what the one before left)
}

// playFacts is what the tricks of a deal tell: the cards each seat
// played, and the cards it has shown it cannot hold (TT-2, SH-R6, SH-R7,
// SH-A3).
type playFacts struct {
	played    [seat.Max]card.Set // cards each seat played this deal
	allPlayed card.Set
	forbid    [seat.Max]card.Set // cards a seat cannot hold now
}

// sampleHands is what a sample draws: the hands and the stock, and the
// history behind them (the passes, the stock exchanges, the dealt hands
// and stock).
type sampleHands struct {
	hands      [seat.Max]card.Set
	stock      card.Set
	q          [seat.Max]card.Set // hand after the pass or exchange
	passes     [seat.Max]card.Set
	taken      [seat.Max]card.Set
	returned   [seat.Max]card.Set
	dealt      [seat.Max]card.Set
	dealtStock card.Set
}

// run gathers what seat s knows of g and draws the sample.
func (ts *trickSampler) run(g *TrickGame, s int, r *rand.Rand) error {
	ts.g, ts.s, ts.r = g, s, r
	ts.readPlay(g)
	ts.readStock()
	if ts.voided {
		return ts.runVoided()
	}
	if !ts.setup(-1) {
		return errNoSample(s)
	}
	if !ts.p.Solve(r, ts.accept) {
		return errNoSample(s)
	}
	return nil
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

// stockAllowed returns the cards an unseen stock may hold: only passable
// cards once a seat has put it back (MAD-R7, MAD-R10, SAU-A4), anything
// else (the dealt stock, a dead stock). Under MAD-A3's pass-penalty-cards
// a short seat may put back penalty cards: accept checks that case.
func (ts *trickSampler) stockAllowed() card.Set {
	g := ts.g
	if !ts.exchange || ts.nex == 0 {
		return g.cfg.pack
	}
	if g.cfg.stock.Short != exchange.ShortPutAll {
		return g.passable()
	}
	return g.cfg.pack
}

// setup builds the places and the allowed places of every hidden card.
// For a void Madonna deal, kp >= 0 is the number of passable cards the
// first receiver and the stock hold between them (MAD-A3).
func (ts *trickSampler) setup(kp int) bool {
	g, s := ts.g, ts.s
	n := g.cfg.seats
	p := &ts.p
	if ts.setups > 0 {
		// A new trickSampler is zero: only a second setup (MAD-A3's
		// split) has a placement to clear.
		p.Reset()
		ts.pre = [maxLocs]card.Set{}
	}
	ts.setups++
	ts.nloc, ts.stockLoc = 0, -1
	var seatLoc [seat.Max]int
	first, _ := g.active.Next(g.dealDealer(), n)
	for x := 0; x < n; x++ {
		seatLoc[x] = -1
		if x == s || g.hands[x] == 0 || (ts.voided && x == first) {
			continue
		}
		seatLoc[x] = p.AddPlace(g.hands[x].Len())
		ts.locSeat[seatLoc[x]] = int8(x)
	}
	var known card.Set
	if ts.knownStock {
		known = ts.stockSeen
	}
	stockAllowed := ts.stockAllowed()
	if ts.atStock && !ts.knownStock {
		// s sees only the cards of the stock it may put back: the
		// others are cards it may not put back (SAU-A4).
		stockAllowed = stockAllowed&^g.passable() | ts.stockSeen
	}
	passLoc, nonLoc := -1, -1
	if ts.voided {
		// The first receiver and the stock held at most one passable card
		// between them (MAD-A3); split them into a passable and a
		// non-passable part.
		size := g.stock.Len()
		if first != s {
			size += g.hands[first].Len()
		}
		if kp > size {
			return false
		}
		passLoc = p.AddPlace(kp)
		ts.locSeat[passLoc] = -2
		nonLoc = p.AddPlace(size - kp)
		ts.locSeat[nonLoc] = -3
	} else if g.stock != 0 && !ts.knownStock {
		ts.stockLoc = p.AddPlace(g.stock.Len())
		ts.locSeat[ts.stockLoc] = -1
	}
	ts.nloc = p.Places()

	// Cards pinned to some places: each pin keeps its cards to the places
	// of its mask.
	var pins [4]struct {
		cs card.Set
		m  uint8
	}
	npins := 0
	pinTo := func(cs card.Set, m uint8) {
		if cs != 0 {
			pins[npins].cs, pins[npins].m = cs, m
			npins++
		}
	}
	if op := g.openingContext().OpeningCard; op != 0 && int(g.leader) != s && !ts.allPlayed.Has(op) &&
		(g.phase == PhasePlay || g.phase == PhaseAnnounce || g.ntricks > 0) {
		if l := seatLoc[g.leader]; l >= 0 {
			pinTo(card.Of(op), 1<<l) // SH-R4, SAU-O1
		}
	}
	if g.passOffset != 0 && g.phase != PhasePass && g.passed == g.active {
		if l := seatLoc[g.passTo(s)]; l >= 0 {
			pinTo(g.passes[s]&^ts.allPlayed, 1<<l) // BM-R4, SH-R3
		} else {
			pinTo(g.passes[s]&^ts.allPlayed, 0)
		}
	}
	if ts.sIdx >= 0 && ts.sIdx < ts.nex-1 {
		var m uint8
		for j := ts.sIdx + 1; j < ts.nex; j++ {
			if l := seatLoc[ts.ex[j]]; l >= 0 {
				m |= 1 << l
			}
		}
		if ts.stockLoc >= 0 {
			m |= 1 << ts.stockLoc
		}
		pinTo(g.stockReturned[s]&^ts.allPlayed, m) // MAD-R6, SAU-O5
	}
	if ts.stockLoc >= 0 {
		pinTo(ts.stockSeen, 1<<ts.stockLoc)
	}

	hidden := g.cfg.pack &^ g.hands[s] &^ ts.allPlayed &^ known
	total := 0
	for l := 0; l < p.Places(); l++ {
		total += p.Room(l)
	}
	if total != hidden.Len() {
		return false
	}
	// The places each hidden card may go to: the cards of a place are
	// those its seat may hold, those an unseen stock may hold, or the
	// passable and other cards of MAD-A3's split, and a pinned card only
	// those of its pins; the hidden cards are sorted into classes of one
	// mask each.
	passable := g.passable()
	var class [64]card.Set
	var mask [64]uint8
	class[0], mask[0] = hidden, 0
	nc := 1
	if hidden == 0 {
		nc = 0
	}
	for l := 0; l < p.Places(); l++ {
		var allowed card.Set
		switch x := int(ts.locSeat[l]); {
		case x >= 0:
			allowed = ^ts.forbid[x]
		case l == ts.stockLoc:
			allowed = stockAllowed
		case l == passLoc:
			allowed = passable
		case l == nonLoc:
			allowed = ^passable
		}
		for i := range nc {
			in, out := class[i]&allowed, class[i]&^allowed
			switch {
			case out == 0:
				mask[i] |= 1 << l
			case in != 0:
				class[i] = out
				class[nc], mask[nc] = in, mask[i]|1<<l
				nc++
			}
		}
	}
	for _, pin := range pins[:npins] {
		for i := range nc {
			in, out := class[i]&pin.cs, class[i]&^pin.cs
			switch {
			case in == 0:
			case out == 0:
				mask[i] &= pin.m
			default:
				class[i] = out
				class[nc], mask[nc] = in, mask[i]&pin.m
				nc++
			}
		}
	}
	// The classes go into the placement: a card with one place is put
	// there at once; no place, or no room in its one place, is no
	// placement.
	for i := range nc {
		switch cs, m := class[i], mask[i]; {
		case m == 0:
			return false
		case m&(m-1) == 0:
			l := bits.TrailingZeros8(m)
			ts.pre[l] |= cs
			if !p.TakeN(l, cs.Len()) {
				return false
			}
		default:
			p.AddCards(cs, m)
		}
	}
	return true
}

// runVoided samples a void Madonna deal: the first receiver and the stock
// held fewer than two passable cards (MAD-A3), which is drawn as the
// number kp of passable cards among them, in proportion to the placements
// of each.
func (ts *trickSampler) runVoided() error {
	g, s := ts.g, ts.s
	first, _ := g.active.Next(g.dealDealer(), g.cfg.seats)
	limit := 1
	if first == s {
		limit -= (g.hands[s] & g.passable()).Len()
	}
	var w [2]float64
	sum := 0.0
	for kp := 0; kp <= limit; kp++ {
		if ts.setup(kp) {
			w[kp] = ts.p.Count()
			sum += w[kp]
		}
	}
	if sum <= 0 {
		return errNoSample(s)
	}
	kp, u := 0, ts.r.Float64()*sum
	for kp < limit && (u >= w[kp] || w[kp] == 0) {
		u -= w[kp]
		kp++
	}
	if !ts.setup(kp) || !ts.p.Solve(ts.r, ts.accept) {
		return errNoSample(s)
	}
	return nil
}

// accept takes a placement: it fills in the hands and the stock and looks
// for a history that leads to them; false rejects the placement.
func (ts *trickSampler) accept() bool {
	g, s := ts.g, ts.s
	out := &ts.p.Out
	n := min(g.cfg.seats, seat.Max) // (no bounds checks by x)
	ts.hands = [seat.Max]card.Set{}
	ts.hands[s] = g.hands[s]
	ts.stock = 0
	if ts.knownStock {
		ts.stock = ts.stockSeen
	}
	var split card.Set
	for l := 0; l < ts.nloc; l++ {
		cs := out[l] | ts.pre[l]
		switch x := int(ts.locSeat[l]); {
		case x >= 0:
			ts.hands[x] = cs
		case x == -1:
			ts.stock = cs
		default:
			split |= cs
		}
	}
	for x := 0; x < n; x++ {
		ts.q[x] = ts.hands[x] | ts.played[x]
	}
	ts.passes = [seat.Max]card.Set{}
	ts.taken = [seat.Max]card.Set{}
	ts.returned = [seat.Max]card.Set{}
	switch {
	case ts.voided:
		// Split the first receiver's hand and the stock at random: every
		// split is a deal (MAD-A3).
		first, _ := g.active.Next(g.dealDealer(), n)
		if first == s {
			ts.stock = split
		} else {
			ts.stock = placement.Subset(split, g.stock.Len(), ts.r)
			ts.hands[first] = split &^ ts.stock
			ts.q[first] = ts.hands[first]
		}
		ts.dealt = ts.q
		ts.dealtStock = ts.stock
	case g.passOffset != 0:
		ts.samplePasses(g, s, ts.r)
	case ts.exchange:
		return ts.sampleExchange()
	default:
		ts.dealt = ts.q
		ts.dealtStock = ts.stock
	}
	return true
}

// samplePasses draws the passes s did not see and the dealt hands (BM-R4,
// SH-R3): during the pass a seat that has passed passes 3 cards of its
// hand; afterwards the cards x passed are 3 cards of the receiver's hand
// after the pass (its current hand and the cards it played), and x's
// dealt hand is its hand after the pass less what it received plus what
// it passed.
func (ts *sampleHands) samplePasses(g *TrickGame, s int, r *rand.Rand) {
	n := min(g.cfg.seats, seat.Max) // (a table has at most seat.Max seats: no bounds checks by x)
	if g.phase == PhasePass {
		ts.dealt = ts.hands
		for x := 0; x < n; x++ {
			switch {
			case x == s:
				ts.passes[x] = g.passes[s]
			case g.passed.Has(x):
				ts.passes[x] = placement.Subset(ts.hands[x], 3, r)
			}
		}
		ts.dealtStock = ts.stock
		return
	}
	// Seat x passes to x+off round the table (passTo without its
	// division).
	off := int(g.passOffset)
	for x := 0; x < n; x++ {
		to := x + off
		if to >= n {
			to -= n
		}
		switch {
		case x == s || to == s:
			ts.passes[x] = g.passes[x] // what s passed and received
		default:
			ts.passes[x] = placement.Subset(ts.q[to], 3, r)
		}
	}
	for x := 0; x < n; x++ {
		to := x + off
		if to >= n {
			to -= n
		}
		ts.dealt[to] = ts.q[to]&^ts.passes[x] | ts.passes[to]
	}
	ts.dealtStock = ts.stock
}

// sampleExchange draws the stock exchanges s did not see and the dealt
// hands, going back from the stock now through the seats that took it
// (MAD-R5..R11, MAD-A3, MAD-A13, SAU-O5, SAU-O6).
func (ts *trickSampler) sampleExchange() bool {
	g := ts.g
	if g.phase == PhaseStock && g.cfg.stock.Short == exchange.ShortVoid {
		// The seat to take the stock now is not short, or the deal would
		// have been void (MAD-A3, MAD-R11).
		if ((ts.q[g.stockSeat] | ts.stock) & g.passable()).Len() < 2 {
			return false
		}
	}
	ts.dealt = ts.q
	if ts.nex == 0 {
		ts.dealtStock = ts.stock
		return true
	}
	budget := chainBudget
	return ts.chain(ts.nex-1, ts.stock, &budget)
}

// chain chooses what the i-th seat to take the stock found in it (T), given
// what it put back (R), and recurses to the seat before; the exchange
// must be legal and carry the cards s put back to where they are now.
func (ts *trickSampler) chain(i int, R card.Set, budget *int) bool {
	g, s := ts.g, ts.s
	x := int(ts.ex[i])
	H := ts.q[x] | R // x's hand after taking the stock
	var must card.Set
	if ts.sIdx >= 0 && i > ts.sIdx {
		// The cards s put back that are with x or a later seat, or in the
		// stock, passed through x.
		for c := range g.stockReturned[s].All() {
			at := ts.nex
			if !ts.stock.Has(c) {
				at = -1
				for j := ts.sIdx + 1; j < ts.nex; j++ {
					if ts.q[ts.ex[j]].Has(c) {
						at = j
					}
				}
				if at < 0 {
					return false
				}
			}
			if at >= i {
				must = must.Add(c)
			}
		}
	}
	// The pairs x may have found: from a hand of at most maxStockHand
	// cards (a two-handed Sau seat, SAU-A3, SAU-O5), on the stack.
	var room [maxStockHand * (maxStockHand - 1) / 2]card.Set
	cand := room[:0]
	switch {
	case x == s:
		if R != g.stockReturned[s] {
			return false
		}
		cand = append(cand, g.stockTaken[s])
	case i > 0 && int(ts.ex[i-1]) == s:
		cand = append(cand, g.stockReturned[s])
	default:
		var buf [maxStockHand]card.Card
		cs := H.AppendCards(buf[:0])
		for a := 0; a < len(cs); a++ {
			for b := a + 1; b < len(cs); b++ {
				t := card.Of(cs[a], cs[b])
				if t.ContainsAll(must) {
					cand = append(cand, t) // beyond room only for a hand no game deals
				}
			}
		}
	}
	for k := len(cand) - 1; k > 0; k-- {
		j := ts.r.IntN(k + 1)
		cand[k], cand[j] = cand[j], cand[k]
	}
	for _, T := range cand {
		if *budget--; *budget < 0 {
			return false
		}
		if !T.ContainsAll(must) || T&^H != 0 || (x != s && !g.legalReturn(H, T, R)) {
			continue
		}
		ts.taken[x], ts.returned[x] = T, R
		ts.dealt[x] = H &^ T
		if i == 0 {
			ts.dealtStock = T
			return true
		}
		if ts.chain(i-1, T, budget) {
			return true
		}
	}
	return false
}

// maxStockHand is the most cards a seat holds once it has taken the
// stock: a two-handed Schwarze Sau seat, 15 cards and the stock's 2
// (SAU-A3, SAU-O5). Madonna's largest is 12 (three seats, MAD-R3).
const maxStockHand = 17

// dealDealer returns the dealer of the current (or last) deal: after a
// deal ends the dealer has already moved on (C-8).
func (g *TrickGame) dealDealer() int {
	if (g.phase == PhaseDealOver || g.phase == PhaseMatchOver) && g.hasResult {
		return int(g.result.dealer)
	}
	return int(g.dealer)
}

// legalReturn reports whether a seat whose hand was H after taking the
// stock T may put back R, as applyStock decides (MAD-R6, MAD-R7, MAD-R11,
// MAD-A3, MAD-A13, SAU-O5, SAU-A4); a short seat under the default redeal
// never exchanges (the deal was void).
func (g *TrickGame) legalReturn(H, T, R card.Set) bool {
	if g.cfg.stock.Short == exchange.ShortVoid && g.cfg.stock.IsShort(H) {
		return false
	}
	t := Turn{Count: g.cfg.stock.Count}
	t.Cards, t.Must, t.Forbidden = g.stockChoice(H, T)
	return stockChoiceOK(&t, R)
}

// write puts the sample for seat s into dst, a copy of the game sampled.
func (ts *sampleHands) write(dst *TrickGame, s int) {
	for x := 0; x < dst.cfg.seats; x++ {
		if x == s {
			continue
		}
		dst.hands[x] = ts.hands[x]
		dst.dealt[x] = ts.dealt[x]
		dst.passes[x] = ts.passes[x]
		dst.stockTaken[x] = ts.taken[x]
		dst.stockReturned[x] = ts.returned[x]
	}
	dst.stock = ts.stock
	dst.dealtStock = ts.dealtStock
	dst.facts.Stock = ts.stock
	if dst.phase == PhaseStock {
		dst.facts.Stock = ts.dealtStock
	}
	if dst.legal != 0 {
		dst.legal = dst.legalNow() // the hand to act may be a new one
	}
}

// ---- Old Maid (OM-R4..R8): Sample reads each seat's account,
// g.accounts(), which the game keeps as it runs (oldmaid.go) ----

// Sample returns a copy of g as seat s could believe it to be: s's hand
// and everything public are unchanged, and the cards of the other hands
// are placed at random, uniformly among the placements consistent with
// what s knows (see SampleInto). r must not be nil.
func (g *OldMaidGame) Sample(s int, r *rand.Rand) (*OldMaidGame, error) {
	dst := new(OldMaidGame)
	if err := g.SampleInto(dst, s, r); err != nil {
		return nil, err
	}
	return dst, nil
}

// SampleInto is Sample writing into dst (which may be g) without
// allocating. dst is left unchanged on error. r must not be nil.
//
// What seat s knows, and so what the copy keeps: its own hand, every hand
// size (safe seats hold nothing, OM-R8), the pairs laid down (OM-R4,
// OM-R6), whose turn it is and the last draw as View(s) shows them
// (OM-R5..R7), the rounds lost; that no hand holds a pair under the pair
// rule in force (OM-R4, OM-O1); which seat laid down which pair at the
// deal (under rank pairs a seat kept a third card of a rank it paired only
// if it is higher than both, OM-R4); the cards it drew and from whom; and
// where the cards drawn from it went: a card drawn from s is with the
// drawer until a card is drawn from the drawer, and then with the drawer
// or the seat that drew from it, and so on (each seat's account is kept
// by the engine as the round goes, since a View shows only the last
// draw). The placement is uniform among those that satisfy these: it
// does not weigh them by how likely the blind draws were to lead to each,
// nor use that a card drawn without making a pair had no partner in the
// drawer's hand at that moment (only that it has none now).
//
// What the copy draws: the other hands, and the card of the last draw
// when s did not see it (a card of the drawer's hand, or of the pair it
// laid, that may have been with the seat drawn from). The other seats'
// dealt hands are not reconstructed (the draws behind them are unknown):
// DealtHand is the empty set for every seat but s. What the other seats
// know of each other in the copy is only their own hands (a Sample of the
// copy for another seat places every card it cannot see anywhere the
// sizes and pairs allow). The game's own random source is reseeded from
// r.
func (g *OldMaidGame) SampleInto(dst *OldMaidGame, s int, r *rand.Rand) error {
	n := g.cfg.seats
	if s < 0 || s >= n {
		return errSeat(s, n)
	}
	var os oldMaidSampler
	if g.phase != PhaseDeal {
		if err := os.run(g, s, r); err != nil {
			return err
		}
	}
	if dst != g {
		*dst = *g
	}
	if g.phase != PhaseDeal {
		for x := 0; x < n; x++ {
			if x != s {
				dst.hands[x] = os.hands[x]
				dst.dealt[x] = 0
			}
		}
		dst.last.Card = os.lastCard
		// s's account is as it was; the other seats' accounts came from
		// the real hands, and in the copy they know only their own
		// hands.
		dst.sampledAccounts(s, os.may)
		for o := 0; o < n; o++ {
			if o == s {
				continue
			}
			for x := 0; x < n; x++ {
				if x != o { // sampledAccounts cleared the rest
					dst.may[o][x] = dst.cfg.pack &^ dst.hands[o]
				}
			}
		}
	}
	dst.rng.Seed(r.Uint64(), r.Uint64())
	return nil
}

// oldMaidSampler is the working state of one OldMaidGame sample.
type oldMaidSampler struct {
	g        *OldMaidGame
	s        int
	r        *rand.Rand
	nloc     int
	locSeat  [maxLocs]int8
	hands    [seat.Max]card.Set
	lastCard card.Card
	may      [oldMaidMaxSeats]card.Set // s's account (g.accounts()[s])
	p        placement.Placer
}

func (os *oldMaidSampler) run(g *OldMaidGame, s int, r *rand.Rand) error {
	os.g, os.s, os.r = g, s, r
	os.may = g.accounts()[s]
	n := g.cfg.seats
	p := &os.p
	for x := 0; x < n; x++ {
		if x != s && g.hands[x] != 0 {
			os.locSeat[p.AddPlace(g.hands[x].Len())] = int8(x)
		}
	}
	os.nloc = p.Places()
	hidden := g.cfg.pack &^ g.hands[s] &^ g.discards
	total := 0
	for l := 0; l < p.Places(); l++ {
		total += p.Room(l)
	}
	if total != hidden.Len() {
		return errNoSample(s)
	}
	// One group per pair class: the cards of a rank (OM-R4), or of a rank
	// and colour (OM-O1); the joker alone (OM-O2).
	black := card.SuitSet(card.Clubs) | card.SuitSet(card.Spades)
	var classes [27]card.Set
	nc := 0
	for rk := card.Two; rk <= card.Ace; rk++ {
		if g.cfg.opts.Pairs == SameColourPairs {
			classes[nc], classes[nc+1] = hidden&card.RankSet(rk)&black, hidden&card.RankSet(rk)&^black
			nc += 2
		} else {
			classes[nc] = hidden & card.RankSet(rk)
			nc++
		}
	}
	classes[nc] = hidden & card.Of(card.Joker)
	nc++
	var cards [4]card.Card
	var masks [4]uint8
	for _, cl := range classes[:nc] {
		k := 0
		for c := range cl.All() {
			if k == len(cards) {
				return errNoSample(s)
			}
			var m uint8
			for l := 0; l < p.Places(); l++ {
				if os.may[os.locSeat[l]].Has(c) {
					m |= 1 << l
				}
			}
			if m == 0 {
				return errNoSample(s)
			}
			cards[k], masks[k] = c, m
			k++
		}
		if k > 0 {
			p.AddGroup(cards[:k], masks[:k])
		}
	}
	if !p.Solve(r, os.accept) {
		return errNoSample(s)
	}
	return nil
}

// accept fills in the hands and the card of the last draw; false when the
// drawer holds no card that may have come from the seat drawn from.
func (os *oldMaidSampler) accept() bool {
	g, s := os.g, os.s
	out := &os.p.Out
	os.hands = [seat.Max]card.Set{}
	for l := 0; l < os.nloc; l++ {
		os.hands[os.locSeat[l]] = out[l]
	}
	os.lastCard = g.last.Card
	if g.draws == 0 || g.last.Seat == s || g.last.From == s {
		return true // s saw the card drawn, or there is none
	}
	t, u := g.last.Seat, g.last.From
	var cand card.Set
	if p := g.last.Pair; p != 0 {
		for c := range p.All() {
			if os.may[u].Has(c) && p.Remove(c)&os.may[t] != 0 {
				cand = cand.Add(c)
			}
		}
		if cand == 0 {
			cand = p
		}
	} else {
		cand = os.hands[t] & os.may[u]
		if cand == 0 {
			return false
		}
	}
	os.lastCard, _ = cand.Nth(os.r.IntN(cand.Len()))
	return true
}
