// Package placement is the uniform placement of cards into places, the
// algorithm behind the samplers of hidden cards (variant's Sample) and
// apart from any game: cards go into places of fixed sizes, each card
// only to the places its mask allows, the cards of a group to distinct
// places, and a placement is drawn exactly uniformly among all those that
// satisfy the constraints, without rejection.
//
// The method. The cards are taken as units: a class of cards that share
// one mask (they are interchangeable for counting), or a group whose
// cards go to distinct places; cards allowed everywhere form the tail. A
// dynamic programme counts, for every way of filling the places with the
// units placed so far, the completions of the rest: a class spreads over
// its places in every way the room allows, each spread counted by its
// multinomial coefficient, a group in every map of its cards to distinct
// places, and the tail in closed form as a multinomial. Only the fillings
// reachable from the empty one are counted (top down, each once). The
// units are then placed one at a time with probabilities proportional to
// those counts; a class's cards are shared out among its places as a
// uniformly random partition of the sizes drawn, and so is the tail. A
// constraint that cannot be said card by card is left to an accept
// function: a placement it refuses is drawn again, which keeps the result
// uniform among the placements it accepts.
package placement

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
)

// MaxPlaces is the most places a Placer holds: five other hands, a stock
// and one more (a stock split in two, as a void deal that is dealt again
// needs).
const MaxPlaces = 8

// Attempts bounds the placements Solve draws before it gives up on a
// problem whose placements accept refuses.
const Attempts = 2000

// maxUnits is the most units (classes and groups) a Placer holds: one per
// card at most.
const maxUnits = 64

// Table sizes: the counting table of the fillings is kept on the stack up
// to stackTable entries (128 KiB of float64) and allocated beyond; a
// problem of one unit or none needs no table.
const (
	smallTable = 256
	stackTable = 16384
)

// Placer draws uniform placements of cards into places of fixed sizes,
// each card with its own set of allowed places, and the cards of a group
// into distinct places (no hand holds both cards of a pair, say).
// Places are numbered from 0 in the order they are added; a set of places
// is a bit mask (bit j: place j). The zero Placer has no place and no
// card; Reset empties a used one. A Placer is a plain value of fixed size
// (no slices), so it lives on the stack or inside its user.
type Placer struct {
	nloc int
	cap  [MaxPlaces]int

	// Unit u holds the cards set[u], ulen[u] of them: a class when
	// first[u] < 0 (its cards may go to the places mask[u]), else a group
	// whose cards, in order, are gcard[first[u]:first[u]+ulen[u]], each
	// with its places in gmask.
	nunit  int
	ncards int // cards in the units
	set    [maxUnits]card.Set
	mask   [maxUnits]uint8
	ulen   [maxUnits]int8
	first  [maxUnits]int8
	ngcard int
	gcard  [64]card.Card
	gmask  [64]uint8

	tail  card.Set // cards allowed in every place
	ntail int
	// tailList is the tail's cards in order, listed by prepare for the
	// tail's shuffle (deal), which then need not list them every draw.
	tailList [64]card.Card
	bound    [MaxPlaces]int // the most unit cards place j can receive
	stride   [MaxPlaces]int // the table index of a filling v is Σ v[j]·stride[j]
	size     int

	// A problem is prepared once for all the Solves until it changes (a
	// sampler draws many placements of one problem): prepared says that
	// prepare ran since the last change (every method that changes the
	// problem clears it), fits is its answer, and pair holds solvePair's
	// weights when the problem is of its kind (isPair).
	prepared bool
	fits     bool
	isPair   bool
	pair     pairWays
	// total is the number of placements of a prepared problem of at
	// most one unit, counted once (count needs no table for it).
	total float64

	// Out is the placement drawn: the cards of each place.
	Out [MaxPlaces]card.Set
}

// pairWays is what solvePair's ways need: the places j and i of the one
// class (n cards, rj and ri the rooms), the range lo…hi of the cards it
// puts into j, the factors coef and rest of every way's weight and their
// total, and the weights w[k-lo] themselves when the range has at most
// len(w) of them.
type pairWays struct {
	j, i, n, rj, ri, lo, hi int8
	coef, rest, total       float64
	w                       [16]float64
}

// factorial[k] is k! and invFactorial[k] is 1/k!, as float64 (k! exact up
// to 22!, then rounded as float64 arithmetic rounds it); they are computed
// once and never changed.
var factorial, invFactorial = func() (f, inv [65]float64) {
	f[0], inv[0] = 1, 1
	for i := 1; i < len(f); i++ {
		f[i] = f[i-1] * float64(i)
		inv[i] = 1 / f[i]
	}
	return f, inv
}()

// Reset empties p for a new problem.
func (p *Placer) Reset() { *p = Placer{} }

// AddPlace adds a place that holds exactly c cards and returns its
// index. At most MaxPlaces places can be added.
func (p *Placer) AddPlace(c int) int {
	p.prepared = false
	p.cap[p.nloc] = c
	p.nloc++
	return p.nloc - 1
}

// Places returns the number of places added.
func (p *Placer) Places() int { return p.nloc }

// Room returns how many cards place j still takes.
func (p *Placer) Room(j int) int { return p.cap[j] }

// Take removes the room for one card from place j, for a card the user
// puts there itself (a card known to be in that hand). It reports false
// when place j had no room left.
func (p *Placer) Take(j int) bool { return p.TakeN(j, 1) }

// TakeN is Take for n cards at once: it removes the room for n cards
// from place j and reports false when place j had less room than that.
func (p *Placer) TakeN(j, n int) bool {
	p.prepared = false
	p.cap[j] -= n
	return p.cap[j] >= 0
}

// All is the mask of every place added so far.
func (p *Placer) All() uint8 { return uint8(1)<<p.nloc - 1 }

// AddGroup adds cards that must go to distinct places (one card: no
// restriction), each with its mask; a single card allowed everywhere goes
// to the tail.
func (p *Placer) AddGroup(cards []card.Card, masks []uint8) {
	if len(cards) == 1 {
		p.AddCards(card.Of(cards[0]), masks[0])
		return
	}
	if len(cards) == 0 {
		return
	}
	p.prepared = false
	u := p.nunit
	p.nunit++
	p.first[u] = int8(p.ngcard)
	p.ulen[u] = int8(len(cards))
	for i, c := range cards {
		p.gcard[p.ngcard] = c
		p.gmask[p.ngcard] = masks[i]
		p.ngcard++
		p.set[u] = p.set[u].Add(c)
	}
	p.ncards += len(cards)
}

// AddCard adds a single card that may go to the places of mask m.
func (p *Placer) AddCard(c card.Card, m uint8) { p.AddCards(card.Of(c), m) }

// AddCards adds every card of cs as a single card that may go to the
// places of mask m. Cards added with the same mask form one class,
// whatever the calls that added them.
func (p *Placer) AddCards(cs card.Set, m uint8) {
	if cs == 0 {
		return
	}
	p.prepared = false
	if m == p.All() {
		p.tail |= cs
		return
	}
	u := 0
	for u < p.nunit && (p.first[u] >= 0 || p.mask[u] != m) {
		u++
	}
	if u == p.nunit {
		p.nunit++
		p.first[u], p.mask[u] = -1, m
	}
	n := (cs &^ p.set[u]).Len()
	p.set[u] |= cs
	p.ulen[u] += int8(n)
	p.ncards += n
}

// prepare sizes the counting table of a problem of two units or more
// (place j can receive at most as many unit cards as the units allowed
// there bring) and reports whether the places hold exactly the cards.
func (p *Placer) prepare() bool {
	p.ntail = listCards(p.tail, &p.tailList)
	room := 0
	for j := 0; j < p.nloc; j++ {
		room += p.cap[j]
		if p.cap[j] < 0 {
			return false
		}
	}
	if room != p.ncards+p.ntail {
		return false
	}
	if p.nunit < 2 {
		return true // no table
	}
	var k [MaxPlaces]int
	for u := 0; u < p.nunit; u++ {
		if p.first[u] < 0 {
			for m := p.mask[u]; m != 0; m &= m - 1 {
				k[bits.TrailingZeros8(m)] += int(p.ulen[u])
			}
			continue
		}
		var m uint8
		for i := int(p.first[u]); i < int(p.first[u])+int(p.ulen[u]); i++ {
			m |= p.gmask[i]
		}
		for ; m != 0; m &= m - 1 {
			k[bits.TrailingZeros8(m)]++
		}
	}
	p.size = 1
	for j := 0; j < p.nloc; j++ {
		p.bound[j] = min(p.cap[j], k[j])
		p.stride[j] = p.size
		p.size *= p.bound[j] + 1
	}
	return true
}

// ways returns the number of ways to place units u… and the tail when
// v[j] unit cards are in place j (idx is v's table index). The counts of
// units 1… are kept in tab (a negative entry: not counted yet); the
// filling before unit 0 is the empty one, counted once.
func (p *Placer) ways(tab []float64, u int, v *[MaxPlaces]int, idx int) float64 {
	if u == p.nunit {
		f := factorial[p.ntail]
		for j := 0; j < p.nloc; j++ {
			f *= invFactorial[p.cap[j]-v[j]]
		}
		return f
	}
	if u > 0 {
		if w := tab[idx]; w >= 0 {
			return w
		}
	}
	var w float64
	if p.first[u] >= 0 || p.mask[u] != 0 { // else a class allowed nowhere: no placement
		w = p.walk(tab, u, v, idx, nil)
	}
	if u > 0 {
		tab[idx] = w
	}
	return w
}

// walker is a walk over the ways to place unit u from a filling: the
// counting table, the filling v (changed as the walk goes and restored
// after it), the tail's factors rest (see spread) and the pick st, nil
// when the walk only counts.
type walker struct {
	tab  []float64
	v    *[MaxPlaces]int
	st   *pickState
	u    int
	rest float64
}

// spread sums, over every way to put left cards of class w.u into the
// places of m with room, coef times the multinomial coefficient's
// remaining factors times the completions after it (idx is the filling's
// table index). For the last unit (w.rest > 0) the completions are the
// tail's multinomial, folded in as spread goes: coef also carries the
// tail's factor 1/r! of each place of the mask passed, where r is the
// room the tail has there, and w.rest is t!·Π 1/r! over the places
// outside the mask. With w.st it walks the same ways in the same order
// and stops at the one where st's weight runs out.
func (p *Placer) spread(wk *walker, m uint8, left int, coef float64, idx int) float64 {
	v, st, rest := wk.v, wk.st, wk.rest
	last := rest > 0
	j := bits.TrailingZeros8(m)
	m &= m - 1
	room := p.cap[j] - v[j]
	if m == 0 {
		if left > room {
			return 0
		}
		v[j] += left
		next := idx + left*p.stride[j]
		var w float64
		if last {
			w = coef * invFactorial[left] * invFactorial[room-left] * rest
		} else {
			w = coef * invFactorial[left] * p.ways(wk.tab, wk.u+1, v, next)
		}
		if st != nil {
			st.leaf(w, v, next)
		}
		v[j] -= left
		return w
	}
	sum := 0.0
	if last && m&(m-1) == 0 {
		// Two places left: k cards to j, the others to i, in one loop.
		i := bits.TrailingZeros8(m)
		room2 := p.cap[i] - v[i]
		for k := max(0, left-room2); k <= min(left, room); k++ {
			w := coef * invFactorial[k] * invFactorial[room-k] * invFactorial[left-k] * invFactorial[room2-left+k] * rest
			sum += w
			if st != nil {
				v[j] += k
				v[i] += left - k
				st.leaf(w, v, idx+k*p.stride[j]+(left-k)*p.stride[i])
				v[j] -= k
				v[i] -= left - k
				if st.found {
					break
				}
			}
		}
		return sum
	}
	for k := 0; k <= min(left, room); k++ {
		f := invFactorial[k]
		if last {
			f *= invFactorial[room-k]
		}
		v[j] += k
		sum += p.spread(wk, m, left-k, coef*f, idx+k*p.stride[j])
		v[j] -= k
		if st != nil && st.found {
			break
		}
	}
	return sum
}

// spreadClass walks class u from the filling v (index idx) with spread,
// the tail's factors folded in when it is the last unit.
func (p *Placer) spreadClass(tab []float64, u int, v *[MaxPlaces]int, idx int, st *pickState) float64 {
	n := int(p.ulen[u])
	rest := 0.0
	if u == p.nunit-1 {
		rest = factorial[p.ntail]
		for j := 0; j < p.nloc; j++ {
			if p.mask[u]&(1<<j) == 0 {
				rest *= invFactorial[p.cap[j]-v[j]]
			}
		}
	}
	return p.spread(&walker{tab: tab, v: v, st: st, u: u, rest: rest}, p.mask[u], n, factorial[n], idx)
}

// maps sums the completions over every way to put cards i… of group
// w.u into distinct allowed places with room (used: the places taken by
// its cards before i; idx is the filling's table index). With w.st it
// walks as spread does.
func (p *Placer) maps(wk *walker, i int, used uint8, idx int) float64 {
	u, v, st := wk.u, wk.v, wk.st
	if i == int(p.ulen[u]) {
		c := p.ways(wk.tab, u+1, v, idx)
		if st != nil {
			st.leaf(c, v, idx)
		}
		return c
	}
	sum := 0.0
	for m := p.gmask[int(p.first[u])+i] &^ used; m != 0; m &= m - 1 {
		j := bits.TrailingZeros8(m)
		if v[j] < p.cap[j] {
			v[j]++
			if st != nil {
				st.path[i] = int8(j)
			}
			sum += p.maps(wk, i+1, used|1<<j, idx+p.stride[j])
			v[j]--
			if st != nil && st.found {
				break
			}
		}
	}
	return sum
}

// pickState is the walk that places one unit: the weight left to pass,
// the group's path being walked, and the way taken: the filling after it,
// its table index and, for a group, the place of each card. A walk that
// passes every way without running out of weight (rounding) is walked
// again with last set, taking the last way of positive weight.
type pickState struct {
	u       float64
	found   bool
	last    bool
	path    [MaxPlaces]int8
	taken   [MaxPlaces]int8
	next    [MaxPlaces]int
	nextIdx int
}

// leaf passes a way of weight w to the filling v (index idx).
func (st *pickState) leaf(w float64, v *[MaxPlaces]int, idx int) {
	if w <= 0 {
		return
	}
	st.u -= w
	if st.u < 0 || st.last {
		st.taken, st.next, st.nextIdx = st.path, *v, idx
		st.found = st.u < 0
	}
}

// draw places every card at random: each unit in a way drawn with
// probability proportional to its weight, a class's cards shared out
// uniformly among the places of the sizes drawn, then the tail into the
// room left. total is ways of the empty filling, > 0.
func (p *Placer) draw(tab []float64, total float64, r *rand.Rand, out *[MaxPlaces]card.Set) {
	var v [MaxPlaces]int
	idx, w := 0, total
	for u := 0; u < p.nunit; u++ {
		st := pickState{u: r.Float64() * w}
		p.walk(tab, u, &v, idx, &st)
		if !st.found {
			st = pickState{u: math.Inf(1), last: true}
			p.walk(tab, u, &v, idx, &st)
		}
		if p.first[u] < 0 {
			var room [MaxPlaces]int
			for j := 0; j < p.nloc; j++ {
				room[j] = st.next[j] - v[j]
			}
			deal(p.set[u], nil, room[:p.nloc], r, out)
		} else {
			k := int(p.first[u])
			for i := range int(p.ulen[u]) {
				j := st.taken[i]
				out[j] = out[j].Add(p.gcard[k+i])
			}
		}
		v, idx = st.next, st.nextIdx
		w = p.ways(tab, u+1, &v, idx)
	}
	var room [MaxPlaces]int
	for j := 0; j < p.nloc; j++ {
		room[j] = p.cap[j] - v[j]
	}
	deal(p.tail, &p.tailList, room[:p.nloc], r, out)
}

// walk walks the ways of unit u from the filling v (index idx) with st,
// or counts them when st is nil, and returns their weight.
func (p *Placer) walk(tab []float64, u int, v *[MaxPlaces]int, idx int, st *pickState) float64 {
	if p.first[u] < 0 {
		return p.spreadClass(tab, u, v, idx, st)
	}
	return p.maps(&walker{tab: tab, v: v, st: st, u: u}, 0, 0, idx)
}

// deal shares the cards cs out at random among the places of rooms (at
// most MaxPlaces), rooms[j] into place j (the rooms add up to the cards), uniformly among such
// partitions: a uniformly random sequence of distinct cards (shuffleList)
// fills the places in order; the place with the most room takes the cards
// left, which need no draw.
//
// list, when not nil, holds the cards of cs in order (the tail's, listed
// by prepare): the shuffle starts from it instead of listing cs.
func deal(cs card.Set, list *[64]card.Card, rooms []int, r *rand.Rand, out *[MaxPlaces]card.Set) {
	rest, most := -1, 0
	for j, n := range rooms {
		if n > most {
			rest, most = j, n
		}
	}
	if rest < 0 {
		return
	}
	front := cs.Len() - most
	switch {
	case front <= 0:
	case front <= 3:
		// A few cards to draw (a class's, commonly): shuffleFew's
		// cards, shared out in the same order, without a buffer.
		var few [4]card.Card
		few[0], few[1], few[2] = shuffleFew(cs.Indexed(), front, r)
		k := 0
		for j, n := range rooms {
			if j == rest {
				continue
			}
			for range n {
				b := card.Set(1) << (few[k&3] & 63)
				out[j] |= b
				cs &^= b
				k++
			}
		}
	default:
		var buf [64]card.Card
		if list != nil {
			buf = *list
			shuffleListed(&buf, cs.Len(), front, r)
		} else {
			shuffleList(cs, front, r, &buf)
		}
		k := 0
		for j, n := range rooms {
			if j == rest {
				continue
			}
			var x card.Set
			for _, c := range buf[k : k+n] {
				x |= card.Set(1) << (c & 63)
			}
			k += n
			out[j] |= x
			cs &^= x
		}
	}
	out[rest] |= cs
}

// batchBound bounds the product of the ranges drawn from one 64-bit word
// by drawBatch: the chance that a word needs the exact rejection test
// is below batchBound/2⁶⁴.
const batchBound = 1 << 40

// shuffleList puts into buf[:k] a uniformly random sequence of k distinct
// cards of cs, k <= cs.Len() (the first k steps of a Fisher–Yates shuffle
// of its cards, listed in order), step i swapping buf[i] with buf[i+d]
// for d uniform in [0, n-i), the draws taken several from each 64-bit
// word of r as drawBatch takes them. shuffleFew takes the same draws and
// the same cards for k <= 3 without the list; shuffleListed is the
// shuffle of cards already listed.
func shuffleList(cs card.Set, k int, r *rand.Rand, buf *[64]card.Card) {
	shuffleListed(buf, listCards(cs, buf), k, r)
}

// listCards writes the cards of cs into buf in order and returns their
// number.
func listCards(cs card.Set, buf *[64]card.Card) int {
	n := 0
	for ; cs != 0; cs &= cs - 1 {
		buf[n&63] = card.Card(bits.TrailingZeros64(uint64(cs)))
		n++
	}
	return n
}

// shuffleListed is shuffleList on the n cards listed in buf.
func shuffleListed(buf *[64]card.Card, n, k int, r *rand.Rand) {
	for i := 0; i < k; {
		e := min(k, i+int(batchSteps[(n-i)&63]))
		for !drawBatch(buf, n, i, e, r.Uint64()) {
		}
		i = e
	}
}

// shuffleFew is shuffleList for 1 <= k <= 3 of the cards ix, with the
// same draws and the same cards, returned as c0…c2 (those beyond k are
// not drawn), without listing the cards first: it follows where the steps
// moved the cards of the list (its position p holds the p-th card of the
// set until a step swaps it) and picks each card taken by its position
// with Nth. The k ranges n, n-1, n-2 are one batch of drawBatch's (their
// product is at most 64·63·62, below batchBound).
func shuffleFew(ix card.Indexed, k int, r *rand.Rand) (c0, c1, c2 card.Card) {
	n := ix.Len()
	var d0, d1, d2 int
	for {
		hi, w := bits.Mul64(r.Uint64(), uint64(n))
		d0 = int(hi)
		if k > 1 {
			hi, w = bits.Mul64(w, uint64(n-1))
			d1 = int(hi)
		}
		if k > 2 {
			hi, w = bits.Mul64(w, uint64(n-2))
			d2 = int(hi)
		}
		if w >= batchBound || w >= rejectBelow(n, k) {
			break
		}
	}
	// Step 0 takes the card at a0 and puts card 0 there.
	a0 := d0
	c0 = ix.Nth(a0)
	if k == 1 {
		return
	}
	// Step 1 takes the card at p1 and puts there the card then at 1.
	p1, a1 := 1+d1, 1+d1
	if p1 == a0 {
		a1 = 0
	}
	c1 = ix.Nth(a1)
	if k == 2 {
		return
	}
	at1 := 1 // the card at 1 before step 1
	if a0 == 1 {
		at1 = 0
	}
	p2, a2 := 2+d2, 2+d2
	switch {
	case p2 == p1:
		a2 = at1
	case p2 == a0:
		a2 = 0
	}
	c2 = ix.Nth(a2)
	return
}

// pickThree returns the three cards shuffleFew(ix, 3, r) returns, as a
// set, from the same draws (ix has at least three cards): shuffleFew for
// a pass, without the tests of fewer cards.
func pickThree(ix card.Indexed, r *rand.Rand) card.Set {
	n := uint64(ix.Len())
	var d0, d1, d2 uint64
	for {
		var w uint64
		d0, w = bits.Mul64(r.Uint64(), n)
		d1, w = bits.Mul64(w, n-1)
		d2, w = bits.Mul64(w, n-2)
		if w >= batchBound || w >= rejectBelow(int(n), 3) {
			break
		}
	}
	// As in shuffleFew: the positions the three steps take their cards
	// from, following the cards the steps before moved.
	a0, a1, a2 := d0, 1+d1, 2+d2
	if a1 == a0 {
		a1 = 0
	}
	switch {
	case 2+d2 == 1+d1:
		a2 = 1 // the card at 1 before step 1
		if a0 == 1 {
			a2 = 0
		}
	case 2+d2 == a0:
		a2 = 0
	}
	return card.Set(1)<<(ix.Nth(int(a0))&63) | card.Set(1)<<(ix.Nth(int(a1))&63) | card.Set(1)<<(ix.Nth(int(a2))&63)
}

// drawBatch takes the steps i … e-1 of shuffleList (n cards) from the
// word x, exactly uniform: for ranges n₁…nₘ with product P, x times P is
// I·2⁶⁴ + lo, where I, written in the mixed radix n₁…nₘ, gives the draws,
// and a word with lo < 2⁶⁴ mod P is refused (Lemire's method for the one
// range P; Brackett-Rozinsky and Lemire's batched ranged random
// integers): drawBatch then undoes its swaps and reports false, for a new
// word. The product of the ranges is at most batchBound.
func drawBatch(buf *[64]card.Card, n, i, e int, x uint64) bool {
	w := x
	for t := i; t < e; t++ {
		hi, lo := bits.Mul64(w, uint64(n-t))
		j := (t + int(hi)) & 63
		buf[t&63], buf[j] = buf[j], buf[t&63]
		w = lo
	}
	// 2⁶⁴ mod P < P <= batchBound: the exact test is needed only for a
	// small remainder.
	if w >= batchBound || w >= rejectBelow(n-i, e-i) {
		return true
	}
	undoBatch(buf, n, i, e, x)
	return false
}

// undoBatch undoes drawBatch's swaps of the steps i … e-1 from the word x,
// last first.
func undoBatch(buf *[64]card.Card, n, i, e int, x uint64) {
	var d [64]int
	for t := i; t < e; t++ {
		hi, lo := bits.Mul64(x, uint64(n-t))
		d[t&63] = int(hi)
		x = lo
	}
	for t := e - 1; t >= i; t-- {
		j := (t + d[t&63]) & 63
		buf[t&63], buf[j] = buf[j], buf[t&63]
	}
}

// Subset returns k cards of cs chosen uniformly among its k-subsets (all
// of cs when it holds k cards or fewer): the front of a partial shuffle
// (shuffleList), of the cards left out when they are fewer.
func Subset(cs card.Set, k int, r *rand.Rand) card.Set {
	ix := cs.Indexed()
	n := ix.Len()
	if k >= n {
		return cs
	}
	m := min(k, n-k)
	var x card.Set
	switch {
	case m <= 0:
	case m == 3:
		// The commonest subset (a pass of three cards), without a list.
		x = pickThree(ix, r)
	case m < 3:
		c0, c1, _ := shuffleFew(ix, m, r)
		x = card.Set(1) << (c0 & 63)
		if m > 1 {
			x |= card.Set(1) << (c1 & 63)
		}
	default:
		var buf [64]card.Card
		shuffleList(cs, m, r, &buf)
		for i := range m {
			x |= card.Set(1) << (buf[i&63] & 63)
		}
	}
	if m < k {
		return cs &^ x
	}
	return x
}

// rejectBelow returns 2⁶⁴ mod P for the product P of the s ranges m,
// m-1, …, m-s+1: the words to draw again.
func rejectBelow(m, s int) uint64 {
	prod := uint64(1)
	for t := range s {
		prod *= uint64(m - t)
	}
	return -prod % prod
}

// batchSteps[m] is the most ranges m, m-1, … whose product is at most
// batchBound (at least one); it is computed once and never changed.
var batchSteps = func() (steps [65]uint8) {
	for m := range steps {
		prod, s := uint64(max(m, 1)), 1
		for s < m && prod*uint64(m-s) <= batchBound {
			prod *= uint64(m - s)
			s++
		}
		steps[m] = uint8(s)
	}
	return steps
}()

// Solve draws placements into p.Out, each uniformly among every
// placement that fills each place exactly and respects every card's mask
// and every group, until accept takes one (at most Attempts draws): a
// constraint that cannot be said card by card is checked by accept, and
// rejection keeps the result uniform among the placements it accepts.
// It reports false when there is no placement or none was accepted. It
// does not allocate unless the counting table is larger than stackTable.
func (p *Placer) Solve(r *rand.Rand, accept func() bool) bool {
	if !p.prepared {
		p.fits = p.prepare()
		p.prepared = true
		// The commonest problem with a constraint: one class whose cards
		// may go to two places (the other hands of a seat void in a suit,
		// say), and the tail.
		p.isPair = p.nunit == 1 && p.first[0] < 0 && bits.OnesCount8(p.mask[0]) == 2
		if p.fits && p.isPair {
			p.preparePair()
		}
		if p.fits && p.nunit < 2 {
			p.total = p.count(nil)
		}
	}
	switch {
	case !p.fits:
		return false
	case p.isPair:
		return p.solvePair(r, accept)
	case p.nunit < 2:
		return p.drawIn(nil, p.total, r, accept)
	case p.size <= smallTable:
		return p.solveSmall(r, accept)
	case p.size <= stackTable:
		return p.solveLarge(r, accept)
	}
	return p.solveIn(make([]float64, p.size), r, accept)
}

func (p *Placer) solveSmall(r *rand.Rand, accept func() bool) bool {
	var tab [smallTable]float64
	return p.solveIn(tab[:p.size], r, accept)
}

func (p *Placer) solveLarge(r *rand.Rand, accept func() bool) bool {
	var tab [stackTable]float64
	return p.solveIn(tab[:p.size], r, accept)
}

func (p *Placer) solveIn(tab []float64, r *rand.Rand, accept func() bool) bool {
	return p.drawIn(tab, p.count(tab), r, accept)
}

// drawIn is solveIn of a problem of total placements, counted into tab.
func (p *Placer) drawIn(tab []float64, total float64, r *rand.Rand, accept func() bool) bool {
	if total <= 0 {
		return false
	}
	for range Attempts {
		p.Out = [MaxPlaces]card.Set{}
		p.draw(tab, total, r, &p.Out)
		if accept() {
			return true
		}
	}
	return false
}

// solvePair is solveIn for the commonest problem with a constraint: one
// class whose cards may go to two places j and i (the other hands of a
// seat void in a suit, say), and the tail. It walks the ways of spread's
// two-place loop directly: k of the class's n cards to j, n-k to i, of
// weight n!/(k!(r_j-k)!(n-k)!(r_i-n+k)!) times the tail's factors of the
// other places (preparePair computes their parts and total once per
// problem); the weights, the draws and so the placements are those of
// solveIn.
func (p *Placer) solvePair(r *rand.Rand, accept func() bool) bool {
	pw := &p.pair
	j, i, n := int(pw.j), int(pw.i), int(pw.n)
	if pw.total <= 0 {
		return false
	}
	for range Attempts {
		p.Out = [MaxPlaces]card.Set{}
		kj := pw.pick(r)
		var room [MaxPlaces]int
		room[j], room[i] = kj, n-kj
		rooms := room[:p.nloc]
		deal(p.set[0], nil, rooms, r, &p.Out)
		for l := range rooms {
			rooms[l] = p.cap[l] - rooms[l]
		}
		deal(p.tail, &p.tailList, rooms, r, &p.Out)
		if accept() {
			return true
		}
	}
	return false
}

// preparePair computes solvePair's weights of a prepared problem of its
// kind into p.pair.
func (p *Placer) preparePair() { p.pair.set(p.mask[0], int(p.ulen[0]), p.ntail, p.nloc, &p.cap) }

// set computes the ways of a class of n cards allowed in the two places
// of m only, the tail's ntail cards filling what it leaves of the nloc
// places of rooms cap.
func (pw *pairWays) set(m uint8, n, ntail, nloc int, cap *[MaxPlaces]int) {
	j := bits.TrailingZeros8(m)
	i := bits.TrailingZeros8(m & (m - 1))
	rest := factorial[ntail]
	for o := ^m & (uint8(1)<<nloc - 1); o != 0; o &= o - 1 { // the other places, in order
		rest *= invFactorial[cap[bits.TrailingZeros8(o)]]
	}
	rj, ri := cap[j], cap[i]
	lo, hi := max(0, n-ri), min(n, rj)
	coef := factorial[n]
	pw.j, pw.i, pw.n, pw.rj, pw.ri, pw.lo, pw.hi = int8(j), int8(i), int8(n), int8(rj), int8(ri), int8(lo), int8(hi)
	pw.coef, pw.rest = coef, rest
	total := 0.0
	for k := lo; k <= hi; k++ {
		// weight(k), kept (a longer range: pick computes them again)
		w := coef * invFactorial[k&63] * invFactorial[(rj-k)&63] * invFactorial[(n-k)&63] * invFactorial[(ri-n+k)&63] * rest
		pw.w[(k-lo)&15] = w
		total += w
	}
	pw.total = total
}

// pick draws the number of the class's cards that go to place j, each
// number in proportion to the weight of its ways (total > 0): the last
// number of positive weight when rounding leaves the draw beyond them
// all, as draw takes it.
func (pw *pairWays) pick(r *rand.Rand) int {
	u, kj := r.Float64()*pw.total, -1
	lo, hi := int(pw.lo), int(pw.hi)
	kept := hi-lo < len(pw.w)
	for k := lo; k <= hi; k++ {
		w := pw.w[(k-lo)&15]
		if !kept {
			w = pw.weight(k)
		}
		if w > 0 {
			kj = k
			if u -= w; u < 0 {
				break
			}
		}
	}
	return kj
}

// weight is the weight of the ways that put k of the class's cards into
// place j: n!/(k!(rj-k)!(n-k)!(ri-n+k)!) times the tail's factors of the
// other places (preparePair's sum, term by term).
func (pw *pairWays) weight(k int) float64 {
	n, rj, ri := int(pw.n), int(pw.rj), int(pw.ri)
	return pw.coef * invFactorial[k&63] * invFactorial[(rj-k)&63] * invFactorial[(n-k)&63] * invFactorial[(ri-n+k)&63] * pw.rest
}

// count clears tab and returns the number of placements.
func (p *Placer) count(tab []float64) float64 {
	for i := range tab {
		tab[i] = -1
	}
	var v [MaxPlaces]int
	return p.ways(tab, 0, &v, 0)
}

// Count returns the number of placements (for choosing among variants of
// a problem, as the sampler does for a void deal that is dealt again). It allocates
// the counting table of a problem of two units or more.
func (p *Placer) Count() float64 {
	if !p.prepare() {
		return 0
	}
	var tab []float64
	if p.nunit >= 2 {
		tab = make([]float64, p.size)
	}
	return p.count(tab)
}
