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

// places is the placement of one sample, the general road's and Old
// Maid's: the Placer, and the seat of each of its places.
type places struct {
	p       placement.Placer
	nloc    int
	locSeat [maxLocs]int8 // the seat of a place, or a mark below 0 for another place
}

// addSeats adds a place for each seat of hands[:n] but s and skip that
// holds cards, its room the cards it holds, and notes in at the place of
// each seat, -1 for none.
func (pl *places) addSeats(hands *[seat.Max]card.Set, n, s, skip int, at *[seat.Max]int) {
	for x := 0; x < n; x++ {
		at[x] = -1
		if x == s || x == skip || hands[x] == 0 {
			continue
		}
		at[x] = pl.p.AddPlace(hands[x].Len())
		pl.locSeat[at[x]] = int8(x)
	}
	pl.nloc = pl.p.Places()
}

// fits reports whether the places hold exactly the cards of hidden.
func (pl *places) fits(hidden card.Set) bool {
	total := 0
	for l := 0; l < pl.p.Places(); l++ {
		total += pl.p.Room(l)
	}
	return total == hidden.Len()
}

// pins are the cards seat s knows to be in some places only: each pin
// keeps its cards to the places of its mask.
type pins struct {
	cs [4]card.Set
	m  [4]uint8
	n  int
}

// add pins the cards cs to the places of m (none: no place may hold
// them, which no game reached by legal moves gives).
func (ps *pins) add(cs card.Set, m uint8) {
	if cs != 0 && ps.n < len(ps.cs) {
		ps.cs[ps.n], ps.m[ps.n] = cs, m
		ps.n++
	}
}

// openingPin returns the opening card while it is not played, which
// every seat knows to be with the first leader once the play has begun
// (the rules choose the leader by it; the leader may be the seat that
// asks, whose own hand holds it), and that leader; no cards when there is
// no such card. played: the cards played.
func (g *TrickGame) openingPin(played card.Set) (card.Set, int) {
	if g.phase != PhasePlay && g.phase != PhaseAnnounce && g.ntricks == 0 {
		return 0, 0
	}
	return card.Empty.Add(g.openingCard()) &^ played, int(g.leader)
}

// passPin returns the cards seat s passed that are not played, which it
// knows to be with their receiver, and that receiver; no cards before
// every seat has passed or in a deal without a pass.
func (g *TrickGame) passPin(s int, played card.Set) (card.Set, int) {
	if g.passOffset == 0 || g.phase == PhasePass || g.passed != g.active {
		return 0, 0
	}
	return g.passes[s] &^ played, g.passTo(s)
}

// playPins adds the pins of what seat s knows of the deal before the
// stock (openingPin, passPin): the opening card to the first leader's
// place, if it has one, and the cards s passed to their receiver's (none:
// no place may hold them); at is the place of each seat, -1 for none.
func (g *TrickGame) playPins(ps *pins, s int, played card.Set, at *[seat.Max]int) {
	if cs, t := g.openingPin(played); cs != 0 && at[t%seat.Max] >= 0 { // (at[s] < 0)
		ps.add(cs, 1<<at[t%seat.Max])
	}
	if cs, t := g.passPin(s, played); cs != 0 {
		var m uint8
		if l := at[t%seat.Max]; l >= 0 {
			m = 1 << l
		}
		ps.add(cs, m)
	}
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
	if g.phase != PhasePlay || g.dealtStock != 0 || g.stock != 0 || np == 0 || np > maxPlayed-8 || g.cfg.seats > 4 {
		return false
	}
	var sl splitLane
	sl.readPlayHands(g) // (readPlay's road without a stock)
	if !sl.places(g, s) {
		return false
	}
	var out [placement.MaxPlaces]card.Set
	if !sl.sp.Solve(r, &out) {
		return false
	}
	// The hands drawn and the history behind them, as accept and
	// samplePasses draw them; then the copy, as write writes it (a deal
	// without a stock has no stock and no exchanges to write: writeHands).
	var h passHands
	// (A place beyond Places is s's, with nothing drawn: s's hand is
	// written after them.)
	h.hands[sl.locSeat[0]&3] = out[0] | sl.pre[0]
	h.hands[sl.locSeat[1]&3] = out[1] | sl.pre[1]
	h.hands[sl.locSeat[2]&3] = out[2] | sl.pre[2]
	h.hands[s&3] = g.hands[s]
	for x := range 4 { // (a table of at most four: the others' are empty)
		h.q[x] = h.hands[x] | sl.played[x]
	}
	if g.passOffset != 0 {
		h.samplePasses(g, s, r)
	} else {
		h.dealt = h.q
	}
	if dst != g {
		*dst = *g
	}
	h.writeHands(dst, s)
	dst.facts.Stock = 0
	dst.rng.Seed(r.Uint64(), r.Uint64())
	return true
}

// splitLane is sampleSplit's working state: what the play showed, and
// the placement.Split of the hidden cards with the cards known to be in
// one place (pre) and the seat of each place.
type splitLane struct {
	playFacts
	sp      placement.Split
	pre     [3]card.Set
	locSeat [3]int // the seat of each place; s beyond the places
}

// places sets up the Split of the cards hidden from s, as setup sets up
// the general road's placement; false when the position is not one a
// Split can draw.
func (sl *splitLane) places(g *TrickGame, s int) bool {
	sp := &sl.sp
	// The places, as setup adds them: the other seats that hold cards, in
	// order; at most three of them, at a table of at most four. may[x]:
	// the cards seat x may hold, as far as it has shown; empty for a seat
	// without a place (s's stands for the places not used).
	var may [4]card.Set
	sl.locSeat = [3]int{s, s, s}
	room := 0
	for x := range min(g.cfg.seats, 4) {
		h := g.hands[x]
		if x == s || h == 0 {
			continue
		}
		l := sp.Places
		if l == len(sl.locSeat) {
			return false
		}
		sl.locSeat[l], sp.Room[l] = x, h.Len()
		room += sp.Room[l]
		may[x] = ^sl.forbid[x]
		sp.Places++
	}
	hidden := g.cfg.pack &^ g.hands[s] &^ sl.allPlayed
	if room != hidden.Len() {
		return false
	}
	if cs, t := g.openingPin(sl.allPlayed); t != s && g.hands[t&3] != 0 { // (t has a place)
		pinTo(&may, cs, t)
	}
	if cs, t := g.passPin(s, sl.allPlayed); cs != 0 {
		pinTo(&may, cs, t) // (to none if t has no place)
	}
	a, b, c := may[sl.locSeat[0]&3]&hidden, may[sl.locSeat[1]&3]&hidden, may[sl.locSeat[2]&3]&hidden
	return a|b|c == hidden && sl.classes(a, b, c) // (else a card has no place)
}

// pinTo takes the cards cs out of the cards every seat may hold, may
// (at a table of at most four), but seat t's.
func pinTo(may *[4]card.Set, cs card.Set, t int) {
	keep := may[t&3] & cs
	may[0], may[1], may[2], may[3] = may[0]&^cs, may[1]&^cs, may[2]&^cs, may[3]&^cs
	may[t&3] |= keep
}

// classes sorts the hidden cards, a, b and c those the three places may
// hold, into the Split: a card of every place in the tail, a card of one
// in pre, a card of two of three in the class; false when a card has no
// place, two classes are needed, or a place has no room for its pre.
func (sl *splitLane) classes(a, b, c card.Set) bool {
	sp := &sl.sp
	pre := &sl.pre
	switch sp.Places {
	case 3:
		sp.Tail = a & b & c
		*pre = [3]card.Set{a &^ (b | c), b &^ (a | c), c &^ (a | b)}
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
		*pre = [3]card.Set{a &^ b, b &^ a}
	default:
		pre[0] = a
	}
	sp.Room[0] -= pre[0].Len()
	sp.Room[1] -= pre[1].Len()
	sp.Room[2] -= pre[2].Len()
	return sp.Room[0]|sp.Room[1]|sp.Room[2] >= 0 // (else no room for the cards known to be there)
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
// For a void deal, kp >= 0 is the number of cards that may be put back
// that the first receiver and the stock hold between them (see
// chooseVoided).
func (ts *trickSampler) setup(kp int) bool {
	g, s := ts.g, ts.s
	p := &ts.p
	if ts.setups > 0 {
		// A new trickSampler is zero: only a second setup (a void deal's
		// split) has a placement to clear.
		p.Reset()
		ts.pre = [maxLocs]card.Set{}
	}
	ts.setups++
	var at [seat.Max]int
	ts.placeSeats(&at)
	if !ts.placeStock(kp) {
		return false
	}
	ts.nloc = p.Places()
	var ps pins
	g.playPins(&ps, s, ts.allPlayed, &at)
	ts.stockPins(&ps, &at)
	var known card.Set
	if ts.knownStock {
		known = ts.stockSeen
	}
	hidden := g.cfg.pack &^ g.hands[s] &^ ts.allPlayed &^ known
	return ts.fits(hidden) && ts.placeClasses(hidden, &ps)
}

// placeSeats adds a place for each other seat that holds cards (but the
// first receiver of a void deal, whose hand is in its split) and notes
// the place of each seat in at, -1 for none.
func (ts *trickSampler) placeSeats(at *[seat.Max]int) {
	g := ts.g
	ts.stockLoc = -1
	skip := -1
	if ts.voided {
		skip, _ = g.active.Next(g.dealDealer(), g.cfg.seats)
	}
	ts.addSeats(&g.hands, g.cfg.seats, ts.s, skip, at)
}

// placeStock adds the places of the stock: an unseen stock's, or for a
// void deal the two parts of the first receiver's hand and the stock,
// kp cards that may be put back (place -2) and the others (place -3).
func (ts *trickSampler) placeStock(kp int) bool {
	g, p := ts.g, &ts.p
	if !ts.voided {
		if g.stock != 0 && !ts.knownStock {
			ts.stockLoc = p.AddPlace(g.stock.Len())
			ts.locSeat[ts.stockLoc] = -1
		}
		return true
	}
	first, _ := g.active.Next(g.dealDealer(), g.cfg.seats)
	size := g.stock.Len()
	if first != ts.s {
		size += g.hands[first].Len()
	}
	if kp > size {
		return false
	}
	ts.locSeat[p.AddPlace(kp)] = -2
	ts.locSeat[p.AddPlace(size-kp)] = -3
	return true
}

// stockPins adds the pins of the stock: the cards s put back are with a
// later seat that took the stock, or still in it, and the cards s saw in
// an unseen stock are in it.
func (ts *trickSampler) stockPins(ps *pins, at *[seat.Max]int) {
	if ts.sIdx >= 0 && ts.sIdx < ts.nex-1 {
		var m uint8
		for j := ts.sIdx + 1; j < ts.nex; j++ {
			if l := at[ts.ex[j]]; l >= 0 {
				m |= 1 << l
			}
		}
		if ts.stockLoc >= 0 {
			m |= 1 << ts.stockLoc
		}
		ps.add(ts.g.stockReturned[ts.s]&^ts.allPlayed, m)
	}
	if ts.stockLoc >= 0 {
		ps.add(ts.stockSeen, 1<<ts.stockLoc)
	}
}

// allowedAt returns the cards place l may hold: those its seat may hold,
// those an unseen stock may hold, or the cards that may be put back and
// the others of a void deal's split.
func (ts *trickSampler) allowedAt(l int) card.Set {
	g := ts.g
	switch x := int(ts.locSeat[l]); {
	case x >= 0:
		return ^ts.forbid[x]
	case l == ts.stockLoc:
		allowed := ts.stockAllowed()
		if ts.atStock && !ts.knownStock {
			// s sees only the cards of the stock it may put back: the
			// others are cards it may not put back.
			allowed = allowed&^g.passable() | ts.stockSeen
		}
		return allowed
	case x == -2:
		return g.passable()
	default:
		return ^g.passable()
	}
}

// placeClasses sorts the hidden cards into classes of those with the
// same allowed places (allowedAt, then the pins) and puts them into the
// placement: a card with one place is put there at once; no place, or
// no room in its one place, is no placement.
func (ts *trickSampler) placeClasses(hidden card.Set, ps *pins) bool {
	p := &ts.p
	var class [64]card.Set
	var mask [64]uint8
	class[0], mask[0] = hidden, 0
	nc := 1
	if hidden == 0 {
		nc = 0
	}
	for l := 0; l < p.Places(); l++ {
		allowed := ts.allowedAt(l)
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
	for k := range ps.n {
		for i := range nc {
			in, out := class[i]&ps.cs[k], class[i]&^ps.cs[k]
			switch {
			case in == 0:
			case out == 0:
				mask[i] &= ps.m[k]
			default:
				class[i] = out
				class[nc], mask[nc] = in, mask[i]&ps.m[k]
				nc++
			}
		}
	}
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

// chooseVoided sets up the placement of a void deal: the first receiver
// and the stock held too few cards that may be put back (the stock
// policy's Voids), which is drawn as the number kp of such cards among
// them, in proportion to the placements of each.
func (ts *trickSampler) chooseVoided(r *rand.Rand) bool {
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
		return false
	}
	kp, u := 0, r.Float64()*sum
	for kp < limit && (u >= w[kp] || w[kp] == 0) {
		u -= w[kp]
		kp++
	}
	return ts.setup(kp)
}
