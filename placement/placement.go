// Package placement is the uniform placement of cards into places, the
// algorithm behind the samplers of hidden cards (variant's Sample) and
// apart from any game: cards go into places of fixed sizes, each card
// only to the places its mask allows, the cards of a group to distinct
// places, and a placement is drawn exactly uniformly among all those that
// satisfy the constraints, without rejection.
//
// The method. A dynamic programme counts, for every way of filling the
// places with the constrained cards placed so far, the completions of the
// rest (cards allowed everywhere are counted in closed form as a
// multinomial), and the cards are placed one group at a time with
// probabilities proportional to those counts. Constraints that cannot be
// said card by card are left to an accept function: a placement it
// refuses is drawn again, which keeps the result uniform among the
// placements it accepts.
package placement

import (
	"math/bits"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
)

// MaxPlaces is the most places a Placer holds: five other hands, a stock
// and one more (the split of Madonna's MAD-A3 void deal).
const MaxPlaces = 8

// Attempts bounds the placements Solve draws before it gives up on a
// problem whose placements accept refuses.
const Attempts = 2000

// stackTable is the largest counting table Solve keeps on the stack
// (128 KiB of float64); a larger one is allocated.
const stackTable = 16384

// Placer draws uniform placements of cards into places of fixed sizes,
// each card with its own set of allowed places, and the cards of a group
// into distinct places (Old Maid: no hand holds two cards of a pair).
// Places are numbered from 0 in the order they are added; a set of places
// is a bit mask (bit j: place j). The zero Placer has no place and no
// card; Reset empties a used one. A Placer is a plain value of fixed size
// (no slices), so it lives on the stack or inside its user.
type Placer struct {
	nloc    int
	cap     [MaxPlaces]int
	ncards  int // cards in constrained groups
	cards   [64]card.Card
	mask    [64]uint8 // the places each card may go to
	ngroups int
	gstart  [65]int8 // group g is cards[gstart[g]:gstart[g+1]]
	tail    card.Set // single cards allowed in every place
	bound   [MaxPlaces]int
	stride  [MaxPlaces]int
	size    int
	level   [65]int8 // level[k]: the group that starts at card k, or -1
	// Out is the placement drawn: the cards of each place.
	Out [MaxPlaces]card.Set
}

// factorial[k] is k! as a float64 (exact up to 22!, then rounded as
// float64 arithmetic rounds it); it is computed once and never changed.
var factorial = func() (f [65]float64) {
	f[0] = 1
	for i := 1; i < len(f); i++ {
		f[i] = f[i-1] * float64(i)
	}
	return f
}()

// Reset empties p for a new problem.
func (p *Placer) Reset() { *p = Placer{} }

// AddPlace adds a place that holds exactly c cards and returns its
// index. At most MaxPlaces places can be added.
func (p *Placer) AddPlace(c int) int {
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
func (p *Placer) Take(j int) bool {
	p.cap[j]--
	return p.cap[j] >= 0
}

// All is the mask of every place added so far.
func (p *Placer) All() uint8 { return uint8(1)<<p.nloc - 1 }

// AddGroup adds cards that must go to distinct places (one card: no
// restriction), each with its mask; a single card allowed everywhere goes
// to the tail.
func (p *Placer) AddGroup(cards []card.Card, masks []uint8) {
	if len(cards) == 1 && masks[0] == p.All() {
		p.tail = p.tail.Add(cards[0])
		return
	}
	p.gstart[p.ngroups] = int8(p.ncards)
	for i, c := range cards {
		p.cards[p.ncards] = c
		p.mask[p.ncards] = masks[i]
		p.ncards++
	}
	p.ngroups++
	p.gstart[p.ngroups] = int8(p.ncards)
}

// AddCard adds a single card that may go to the places of mask m.
func (p *Placer) AddCard(c card.Card, m uint8) {
	if m == p.All() {
		p.tail = p.tail.Add(c)
		return
	}
	p.gstart[p.ngroups] = int8(p.ncards)
	p.cards[p.ncards] = c
	p.mask[p.ncards] = m
	p.ncards++
	p.ngroups++
	p.gstart[p.ngroups] = int8(p.ncards)
}

// AddCards adds every card of cs as a single card that may go to the
// places of mask m.
func (p *Placer) AddCards(cs card.Set, m uint8) {
	if m == p.All() {
		p.tail |= cs
		return
	}
	for c := range cs.All() {
		p.AddCard(c, m)
	}
}

// prepare sizes the counting table: place j can receive at most as many
// constrained cards as there are groups allowed there.
func (p *Placer) prepare() {
	var k [MaxPlaces]int
	for g := 0; g < p.ngroups; g++ {
		var m uint8
		for i := p.gstart[g]; i < p.gstart[g+1]; i++ {
			m |= p.mask[i]
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
	for i := range p.level {
		p.level[i] = -1
	}
	for g := 0; g <= p.ngroups; g++ {
		p.level[p.gstart[g]] = int8(g)
	}
}

// fill computes tab[idx(v)], the number of ways to place the groups not
// yet placed and the tail when v[j] constrained cards are in place j, and
// returns the number of placements in all.
func (p *Placer) fill(tab []float64) float64 {
	var v [MaxPlaces]int
	copy(v[:], p.bound[:p.nloc])
	m := p.tail.Len()
	for idx := p.size - 1; idx >= 0; idx-- {
		sum := 0
		for j := 0; j < p.nloc; j++ {
			sum += v[j]
		}
		f := 0.0
		if sum <= p.ncards {
			switch g := int(p.level[sum]); {
			case g == p.ngroups:
				f = factorial[m]
				for j := 0; j < p.nloc; j++ {
					f /= factorial[p.cap[j]-v[j]]
				}
			case g >= 0:
				f = p.sumMaps(tab, int(p.gstart[g]), int(p.gstart[g+1]), 0, &v, idx)
			}
		}
		tab[idx] = f
		for j := 0; j < p.nloc; j++ {
			if v[j] > 0 {
				v[j]--
				break
			}
			v[j] = p.bound[j]
		}
	}
	return tab[0]
}

// sumMaps sums the completions over every way to put cards k…end-1 of a
// group into distinct allowed places with room.
func (p *Placer) sumMaps(tab []float64, k, end int, used uint8, v *[MaxPlaces]int, idx int) float64 {
	if k == end {
		return tab[idx]
	}
	sum := 0.0
	for m := p.mask[k] &^ used; m != 0; m &= m - 1 {
		j := bits.TrailingZeros8(m)
		if v[j] < p.bound[j] {
			v[j]++
			sum += p.sumMaps(tab, k+1, end, used|1<<j, v, idx+p.stride[j])
			v[j]--
		}
	}
	return sum
}

// pickState is the walk of pick: the weight left to pass, the path taken
// and the last complete path with a positive weight (against rounding).
type pickState struct {
	u          float64
	path, last [4]int8
	found      bool
	any        bool
}

// pick walks the maps of sumMaps in the same order and stops at the one
// where the running weight passes st.u.
func (p *Placer) pick(tab []float64, k, k0, end int, used uint8, v *[MaxPlaces]int, idx int, st *pickState) {
	if k == end {
		w := tab[idx]
		if w <= 0 {
			return
		}
		st.last, st.any = st.path, true
		st.u -= w
		if st.u < 0 {
			st.found = true
		}
		return
	}
	for m := p.mask[k] &^ used; m != 0 && !st.found; m &= m - 1 {
		j := bits.TrailingZeros8(m)
		if v[j] < p.bound[j] {
			v[j]++
			st.path[k-k0] = int8(j)
			p.pick(tab, k+1, k0, end, used|1<<j, v, idx+p.stride[j], st)
			v[j]--
		}
	}
}

// draw places every card at random: the groups with probabilities
// proportional to their completions, then the tail shuffled into the room
// left. tab must hold fill's counts, with tab[0] > 0.
func (p *Placer) draw(tab []float64, r *rand.Rand, out *[MaxPlaces]card.Set) {
	var v [MaxPlaces]int
	idx := 0
	for g := 0; g < p.ngroups; g++ {
		k0, k1 := int(p.gstart[g]), int(p.gstart[g+1])
		st := pickState{u: r.Float64() * tab[idx]}
		p.pick(tab, k0, k0, k1, 0, &v, idx, &st)
		for i := k0; i < k1; i++ {
			j := int(st.last[i-k0])
			out[j] = out[j].Add(p.cards[i])
			v[j]++
			idx += p.stride[j]
		}
	}
	p.drawTail(r, &v, out)
}

// drawTail deals the tail cards at random into the room left: a partial
// Fisher–Yates shuffle puts a uniformly random arrangement of the cards
// in front, which fills the places in order; the last place with room
// takes the cards left, which need no draw.
func (p *Placer) drawTail(r *rand.Rand, v *[MaxPlaces]int, out *[MaxPlaces]card.Set) {
	var room [MaxPlaces]int
	last := -1
	for j := 0; j < p.nloc; j++ {
		room[j] = p.cap[j] - v[j]
		if room[j] > 0 {
			last = j
		}
	}
	if last < 0 {
		return
	}
	var buf [64]card.Card
	cards := p.tail.AppendCards(buf[:0])
	front := len(cards) - room[last]
	shuffleFront(cards, front, r)
	k := 0
	for j := 0; j < last; j++ {
		var cs card.Set
		for n := room[j]; n > 0; n-- {
			cs = cs.Add(cards[k])
			k++
		}
		out[j] |= cs
	}
	for _, c := range cards[k:] {
		out[last] = out[last].Add(c)
	}
}

// batchBound bounds the product of the ranges drawn from one 64-bit word
// by shuffleFront: the chance that a word needs the exact rejection test
// is below batchBound/2⁶⁴.
const batchBound = 1 << 40

// shuffleFront puts into cards[:k] a uniformly random sequence of k
// distinct cards of cards (the first k steps of a Fisher–Yates shuffle),
// with the indices of drawDescending.
func shuffleFront(cards []card.Card, k int, r *rand.Rand) {
	var idx [64]uint8
	n := len(cards)
	drawDescending(r, n, k, &idx)
	for i := range k {
		j := i + int(idx[i])
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// Subset returns k cards of cs chosen uniformly among its k-subsets (all
// of cs when it holds k cards or fewer), with the indices of
// drawDescending.
func Subset(cs card.Set, k int, r *rand.Rand) card.Set {
	n := cs.Len()
	if k >= n {
		return cs
	}
	var idx [64]uint8
	drawDescending(r, n, k, &idx)
	var out card.Set
	for i := range k {
		c, _ := cs.Nth(int(idx[i]))
		out = out.Add(c)
		cs = cs.Remove(c)
	}
	return out
}

// drawDescending sets idx[i], for i < k <= n <= 64, to independent
// uniform integers in [0, n-i). It takes several from each 64-bit word of
// r, exactly uniform: for ranges n₁…nₘ with product P, the word x times P
// is I·2⁶⁴ + lo, where I, written in the mixed radix n₁…nₘ, gives the
// integers, and a word with lo < 2⁶⁴ mod P is drawn again (Lemire's method
// for the one range P; Brackett-Rozinsky and Lemire's batched ranged
// random integers).
func drawDescending(r *rand.Rand, n, k int, idx *[64]uint8) {
	for i := 0; i < k; {
		// The batch: ranges n-i, n-i-1, … for steps i … e-1.
		prod := uint64(n - i)
		e := i + 1
		for e < k && prod*uint64(n-e) <= batchBound {
			prod *= uint64(n - e)
			e++
		}
		for {
			x := r.Uint64()
			for t := i; t < e; t++ {
				hi, lo := bits.Mul64(x, uint64(n-t))
				idx[t] = uint8(hi)
				x = lo
			}
			if x >= prod || x >= -prod%prod {
				break
			}
		}
		i = e
	}
}

// Solve draws placements into p.Out, each uniformly among every
// placement that fills each place exactly and respects every card's mask
// and every group, until accept takes one (at most Attempts draws): a
// constraint that cannot be said card by card is checked by accept, and
// rejection keeps the result uniform among the placements it accepts.
// It reports false when there is no placement or none was accepted. It
// does not allocate unless the counting table is larger than stackTable.
func (p *Placer) Solve(r *rand.Rand, accept func() bool) bool {
	if p.ngroups == 0 {
		room := 0
		for j := 0; j < p.nloc; j++ {
			room += p.cap[j]
		}
		if room != p.tail.Len() {
			return false
		}
		for range Attempts {
			p.Out = [MaxPlaces]card.Set{}
			var v [MaxPlaces]int
			p.drawTail(r, &v, &p.Out)
			if accept() {
				return true
			}
		}
		return false
	}
	p.prepare()
	switch {
	case p.size <= smallTable:
		return p.solveSmall(r, accept)
	case p.size <= stackTable:
		return p.solveLarge(r, accept)
	}
	return p.solveIn(make([]float64, p.size), r, accept)
}

// smallTable is the size of the small stack table, which is cheaper to
// clear than the large one.
const smallTable = 1024

func (p *Placer) solveSmall(r *rand.Rand, accept func() bool) bool {
	var tab [smallTable]float64
	return p.solveIn(tab[:p.size], r, accept)
}

func (p *Placer) solveLarge(r *rand.Rand, accept func() bool) bool {
	var tab [stackTable]float64
	return p.solveIn(tab[:p.size], r, accept)
}

func (p *Placer) solveIn(tab []float64, r *rand.Rand, accept func() bool) bool {
	if p.fill(tab) <= 0 {
		return false
	}
	for range Attempts {
		p.Out = [MaxPlaces]card.Set{}
		p.draw(tab, r, &p.Out)
		if accept() {
			return true
		}
	}
	return false
}

// Count returns the number of placements (for choosing among variants of
// a problem, as the sampler does for MAD-A3's void deal). It allocates
// the counting table.
func (p *Placer) Count() float64 {
	if p.ngroups == 0 {
		f := factorial[p.tail.Len()]
		for j := 0; j < p.nloc; j++ {
			f /= factorial[p.cap[j]]
		}
		return f
	}
	p.prepare()
	return p.fill(make([]float64, p.size))
}
