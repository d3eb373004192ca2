package variant

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/placement"
	"github.com/blackqueen/rules/seat"
)

// Placing the cards: the places the hidden cards may go to, as reading
// the log left them, and the constrained uniform placement (package
// placement) that draws them.

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

// stockAllowed returns the cards an unseen stock may hold: those the
// stock policy lets a put-back stock hold once a seat has put it back
// (exchange.Stock.Returned), anything else (the dealt stock, a dead
// stock). Where a short seat may put back other cards, accept checks the
// exchanges behind the placement.
func (ts *trickSampler) stockAllowed() card.Set {
	g := ts.g
	if !ts.exchange || ts.nex == 0 {
		return g.cfg.pack
	}
	return g.cfg.stock.Returned(g.cfg.pack)
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
