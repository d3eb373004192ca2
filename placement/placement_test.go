package placement_test

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"sort"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/placement"
)

// problem is a small placement problem: places of fixed sizes, cards each
// with a mask of allowed places, and groups of cards that must go to
// distinct places.
type problem struct {
	sizes  []int
	cards  []card.Card
	masks  []uint8
	groups [][]int // indices into cards; a card in no group is single
}

// build loads the problem into p.
func (pr *problem) build(p *placement.Placer) {
	p.Reset()
	for _, s := range pr.sizes {
		p.AddPlace(s)
	}
	inGroup := make([]bool, len(pr.cards))
	for _, g := range pr.groups {
		var cs []card.Card
		var ms []uint8
		for _, i := range g {
			cs = append(cs, pr.cards[i])
			ms = append(ms, pr.masks[i])
			inGroup[i] = true
		}
		p.AddGroup(cs, ms)
	}
	for i, c := range pr.cards {
		if !inGroup[i] {
			p.AddCard(c, pr.masks[i])
		}
	}
}

// enumerate lists every placement of the problem by brute force: each card
// tried in each allowed place, kept when every place is exactly full and
// no group has two cards in one place. A placement is written as the
// place of each card.
func (pr *problem) enumerate() map[string][]int {
	out := map[string][]int{}
	at := make([]int, len(pr.cards))
	var rec func(i int)
	rec = func(i int) {
		if i == len(pr.cards) {
			fill := make([]int, len(pr.sizes))
			for _, j := range at {
				fill[j]++
			}
			for j, s := range pr.sizes {
				if fill[j] != s {
					return
				}
			}
			for _, g := range pr.groups {
				seen := map[int]bool{}
				for _, k := range g {
					if seen[at[k]] {
						return
					}
					seen[at[k]] = true
				}
			}
			out[fmt.Sprint(at)] = append(at[:0:0], at...) // non-nil even when empty
			return
		}
		for j := range pr.sizes {
			if pr.masks[i]&(1<<j) != 0 {
				at[i] = j
				rec(i + 1)
			}
		}
	}
	rec(0)
	return out
}

// key writes a drawn placement as enumerate does.
func (pr *problem) key(t interface{ Fatalf(string, ...any) }, out *[placement.MaxPlaces]card.Set) string {
	return fmt.Sprint(pr.places(t, out))
}

// places returns the place of each card of a drawn placement, checking
// that each card is in exactly one place and every place is full.
func (pr *problem) places(t interface{ Fatalf(string, ...any) }, out *[placement.MaxPlaces]card.Set) []int {
	at := make([]int, len(pr.cards))
	for i, c := range pr.cards {
		n := 0
		for j := range pr.sizes {
			if out[j].Has(c) {
				at[i], n = j, n+1
			}
		}
		if n != 1 {
			t.Fatalf("card %v is in %d places: %v", c, n, out[:len(pr.sizes)])
		}
	}
	for j, s := range pr.sizes {
		if out[j].Len() != s {
			t.Fatalf("place %d holds %d cards, want %d", j, out[j].Len(), s)
		}
	}
	return at
}

// drawSizes draws the sizes of np places that hold nc cards in all.
func drawSizes(t *rapid.T, np, nc int) []int {
	var sizes []int
	left := nc
	for j := 0; j < np; j++ {
		s := left
		if j < np-1 {
			s = rapid.IntRange(0, left).Draw(t, "size")
		}
		sizes = append(sizes, s)
		left -= s
	}
	return sizes
}

// drawProblem draws a small random problem whose brute-force enumeration
// stays small: up to 4 places, up to 7 cards, some groups of 2 or 3.
func drawProblem(t *rapid.T) problem {
	np := rapid.IntRange(1, 4).Draw(t, "places")
	nc := rapid.IntRange(0, 7).Draw(t, "cards")
	pr := problem{sizes: drawSizes(t, np, nc)}
	all := uint8(1)<<np - 1
	for i := 0; i < nc; i++ {
		pr.cards = append(pr.cards, card.New(card.Rank(int(card.Two)+i), card.Spades))
		m := all
		if rapid.Bool().Draw(t, "constrained") {
			m = uint8(rapid.IntRange(0, int(all)).Draw(t, "mask"))
		}
		pr.masks = append(pr.masks, m)
	}
	for i := 0; i+1 < nc; {
		k := rapid.IntRange(1, min(3, nc-i)).Draw(t, "group")
		if k > 1 {
			g := []int{}
			for x := i; x < i+k; x++ {
				g = append(g, x)
			}
			pr.groups = append(pr.groups, g)
		}
		i += k
	}
	return pr
}

// TestCountMatchesEnumeration checks Count against brute-force
// enumeration on random small problems, and that Solve succeeds exactly
// when a placement exists and draws only valid ones.
func TestCountMatchesEnumeration(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pr := drawProblem(t)
		pr.checkCount(t, pr.build, rand.New(rand.NewPCG(1, 2)))
	})
}

// checkCount checks Count of the problem that build loads against
// brute-force enumeration, that Solve succeeds exactly when a placement
// exists, and that it draws a placement of the problem.
func (pr *problem) checkCount(t *rapid.T, build func(*placement.Placer), r *rand.Rand) {
	want := pr.enumerate()
	var p placement.Placer
	build(&p)
	if got := p.Count(); math.Abs(got-float64(len(want))) > 1e-6*max(1, float64(len(want))) {
		t.Fatalf("Count = %v, enumeration finds %d placements (%+v)", got, len(want), pr)
	}
	build(&p)
	ok := p.Solve(r, func() bool { return true })
	if ok != (len(want) > 0) {
		t.Fatalf("Solve = %v with %d placements", ok, len(want))
	}
	if ok && want[pr.key(t, &p.Out)] == nil {
		t.Fatalf("Solve drew %v, which is no placement of the problem", p.Out[:len(pr.sizes)])
	}
}

// TestSolveIsUniform draws many placements of fixed problems and checks
// with a chi-square test that every placement found by enumeration comes
// up equally often (p > 0.001), with and without a rejecting accept.
func TestSolveIsUniform(t *testing.T) {
	s := func(i int) card.Card { return card.New(card.Rank(int(card.Two)+i), card.Hearts) }
	problems := []struct {
		name   string
		pr     problem
		reject func(at []int) bool // refuses a placement, given each card's place
	}{
		{"free", problem{sizes: []int{2, 2, 1}, cards: []card.Card{s(0), s(1), s(2), s(3), s(4)}, masks: []uint8{7, 7, 7, 7, 7}}, nil},
		{"masks", problem{sizes: []int{2, 1, 2}, cards: []card.Card{s(0), s(1), s(2), s(3), s(4)}, masks: []uint8{3, 6, 7, 5, 7}}, nil},
		{"groups", problem{sizes: []int{2, 2, 2}, cards: []card.Card{s(0), s(1), s(2), s(3), s(4), s(5)}, masks: []uint8{7, 7, 7, 3, 7, 6},
			groups: [][]int{{0, 1, 2}, {3, 4}}}, nil},
		{"classes", problem{sizes: []int{3, 2, 2}, cards: []card.Card{s(0), s(1), s(2), s(3), s(4), s(5), s(6)}, masks: []uint8{3, 3, 3, 6, 6, 5, 7}}, nil},
		{"classes and groups", problem{sizes: []int{2, 2, 3}, cards: []card.Card{s(0), s(1), s(2), s(3), s(4), s(5), s(6)}, masks: []uint8{7, 7, 6, 3, 3, 5, 5},
			groups: [][]int{{0, 1, 2}}}, nil},
		// One class over two places and the tail: Solve's direct path
		// (solvePair), with and without rejection.
		{"one class over two places", problem{sizes: []int{2, 3, 2}, cards: []card.Card{s(0), s(1), s(2), s(3), s(4), s(5), s(6)}, masks: []uint8{5, 5, 5, 7, 7, 7, 7}}, nil},
		{"one class over two places, rejecting", problem{sizes: []int{3, 1, 2}, cards: []card.Card{s(0), s(1), s(2), s(3), s(4), s(5)}, masks: []uint8{3, 3, 3, 7, 7, 7}},
			func(at []int) bool { return at[3] == 2 }},
		{"rejecting", problem{sizes: []int{3, 2}, cards: []card.Card{s(0), s(1), s(2), s(3), s(4)}, masks: []uint8{3, 3, 3, 3, 1}},
			func(at []int) bool { return at[0] == 1 }},
	}
	for _, tt := range problems {
		t.Run(tt.name, func(t *testing.T) {
			want := tt.pr.enumerate()
			var p placement.Placer
			accept := func() bool { return tt.reject == nil || !tt.reject(tt.pr.places(t, &p.Out)) }
			var accepted []string // the placements accept keeps
			for k, at := range want {
				if tt.reject == nil || !tt.reject(at) {
					accepted = append(accepted, k)
				}
			}
			sort.Strings(accepted)
			kept := len(accepted)
			if kept < 2 || (tt.reject != nil && kept == len(want)) {
				t.Fatalf("%d of %d placements kept: a poor test", kept, len(want))
			}
			r := rand.New(rand.NewPCG(5, 6))
			counts := map[string]int{}
			const draws = 20000
			for range draws {
				tt.pr.build(&p)
				if !p.Solve(r, accept) {
					t.Fatal("Solve found no placement")
				}
				k := tt.pr.key(t, &p.Out)
				if at, ok := want[k]; !ok || (tt.reject != nil && tt.reject(at)) {
					t.Fatalf("drew %s, not an accepted placement", k)
				}
				counts[k]++
			}
			exp := float64(draws) / float64(kept)
			chi := 0.0
			for _, k := range accepted {
				d := float64(counts[k]) - exp
				chi += d * d / exp
			}
			// Wilson–Hilferty: the chi-square quantile at p = 0.999.
			df := float64(kept - 1)
			limit := df * math.Pow(1-2/(9*df)+3.09*math.Sqrt(2/(9*df)), 3)
			if chi > limit {
				t.Errorf("chi-square %.1f over %d placements exceeds %.1f: not uniform", chi, kept, limit)
			}
		})
	}
}

// TestSolveAllocs checks that Solve does not allocate for a table that
// fits on the stack.
func TestSolveAllocs(t *testing.T) {
	pr := problem{sizes: []int{3, 3, 2}, masks: []uint8{7, 3, 5, 6, 7, 7, 1, 2}}
	for i := range 8 {
		pr.cards = append(pr.cards, card.New(card.Rank(int(card.Two)+i), card.Clubs))
	}
	r := rand.New(rand.NewPCG(1, 1))
	var p placement.Placer
	accept := func() bool { return true }
	allocs := testing.AllocsPerRun(100, func() {
		pr.build(&p)
		p.Solve(r, accept)
	})
	// build allocates its slices; Solve itself must add nothing. Measure
	// build alone and compare.
	base := testing.AllocsPerRun(100, func() { pr.build(&p) })
	if allocs != base {
		t.Errorf("Solve allocates %v times (build alone %v)", allocs-base, base)
	}
}

// chiLimit is the chi-square quantile at p = 0.999 for df degrees of
// freedom (Wilson–Hilferty).
func chiLimit(df float64) float64 {
	return df * math.Pow(1-2/(9*df)+3.09*math.Sqrt(2/(9*df)), 3)
}

// TestSubsetIsUniform draws k-subsets of a small set and checks that all
// of them come up equally often, and of a large one (whose ranges need
// several random words) that every card comes up equally often.
func TestSubsetIsUniform(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	small := card.Set(0)
	for i := range 6 {
		small = small.Add(card.New(card.Rank(int(card.Two)+i), card.Diamonds))
	}
	counts := map[card.Set]int{}
	const draws = 20000
	for range draws {
		x := placement.Subset(small, 3, r)
		if x.Len() != 3 || x&^small != 0 {
			t.Fatalf("Subset(%v, 3) = %v", small, x)
		}
		counts[x]++
	}
	if len(counts) != 20 {
		t.Fatalf("%d distinct 3-subsets of 6 drawn, want 20", len(counts))
	}
	exp := float64(draws) / 20
	chi := 0.0
	for _, n := range counts {
		chi += (float64(n) - exp) * (float64(n) - exp) / exp
	}
	if chi > chiLimit(19) {
		t.Errorf("chi-square %.1f over the 20 subsets exceeds %.1f: not uniform", chi, chiLimit(19))
	}

	large := card.Full52
	seen := map[card.Card]int{}
	const k = 30
	for range draws {
		x := placement.Subset(large, k, r)
		if x.Len() != k || x&^large != 0 {
			t.Fatalf("Subset(52 cards, %d) = %v", k, x)
		}
		for c := range x.All() {
			seen[c]++
		}
	}
	exp = float64(draws) * k / 52
	chi = 0
	for c := range large.All() {
		d := float64(seen[c]) - exp
		chi += d * d / (exp * (1 - float64(k)/52))
	}
	if chi > chiLimit(51) {
		t.Errorf("chi-square %.1f over the 52 cards exceeds %.1f: not uniform", chi, chiLimit(51))
	}
	if got := placement.Subset(small, 9, r); got != small {
		t.Errorf("Subset of 9 of 6 cards = %v, want all of them", got)
	}
}

// TestSolveSpreadsLargeTails places 52 free cards into four places and
// checks that every card lands in every place as often as its size says
// (the tail's shuffle takes many random words).
func TestSolveSpreadsLargeTails(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	sizes := []int{20, 13, 12, 7}
	var p placement.Placer
	var at [64][4]int
	const draws = 4000
	for range draws {
		p.Reset()
		for _, s := range sizes {
			p.AddPlace(s)
		}
		p.AddCards(card.Full52, p.All())
		if !p.Solve(r, func() bool { return true }) {
			t.Fatal("Solve found no placement")
		}
		var all card.Set
		for j, s := range sizes {
			if p.Out[j].Len() != s || all&p.Out[j] != 0 {
				t.Fatalf("place %d: %v", j, p.Out[j])
			}
			all |= p.Out[j]
			for c := range p.Out[j].All() {
				at[c][j]++
			}
		}
	}
	chi := 0.0
	for c := range card.Full52.All() {
		for j, s := range sizes {
			exp := float64(draws) * float64(s) / 52
			d := float64(at[c][j]) - exp
			chi += d * d / exp
		}
	}
	// Each card's row has 3 degrees of freedom; the rows are dependent
	// through the fixed sizes, which only makes the statistic smaller.
	if df := 52 * 3.0; chi > chiLimit(df) {
		t.Errorf("chi-square %.1f exceeds %.1f: cards are not spread uniformly", chi, chiLimit(df))
	}
}

// TestClassesCountAsCards checks that cards added together as a class
// count and draw as the same cards added one by one: random problems of
// up to 12 cards over up to 5 places, each card with one of a few masks
// (cards stop being added once brute force would try more than 10⁵
// assignments), counted by brute force over the cards and by Count with
// the cards of each mask added in one AddCards call; a drawn placement
// respects the masks and the sizes.
func TestClassesCountAsCards(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		np := rapid.IntRange(1, 5).Draw(t, "places")
		all := uint8(1)<<np - 1
		var masks []uint8 // the few distinct masks the cards take
		for range rapid.IntRange(1, 3).Draw(t, "masks") {
			masks = append(masks, uint8(rapid.IntRange(1, int(all)).Draw(t, "mask")))
		}
		var pr problem
		byMask := map[uint8]card.Set{}
		tries := 1 // the assignments brute force tries
		for i := range rapid.IntRange(0, 12).Draw(t, "cards") {
			m := masks[rapid.IntRange(0, len(masks)-1).Draw(t, "which")]
			if tries *= bits.OnesCount8(m); tries > 100000 {
				break
			}
			c := card.New(card.Rank(int(card.Two)+i%13), card.Spades)
			pr.cards = append(pr.cards, c)
			pr.masks = append(pr.masks, m)
			byMask[m] = byMask[m].Add(c)
		}
		pr.sizes = drawSizes(t, np, len(pr.cards))
		build := func(p *placement.Placer) {
			p.Reset()
			for _, s := range pr.sizes {
				p.AddPlace(s)
			}
			for _, m := range masks {
				p.AddCards(byMask[m], m) // a mask drawn twice adds its cards again: no change
			}
		}
		pr.checkCount(t, build, rand.New(rand.NewPCG(3, 4)))
	})
}

// TestSolveRefusesWrongRoom checks that a problem whose places do not
// hold exactly its cards has no placement.
func TestSolveRefusesWrongRoom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, sizes := range [][]int{{2, 2}, {2, 4}} { // 5 cards
		var p placement.Placer
		for _, s := range sizes {
			p.AddPlace(s)
		}
		cs := card.Of(card.New(card.Two, card.Clubs), card.New(card.Three, card.Clubs), card.New(card.Four, card.Clubs))
		p.AddCards(cs, 1)
		p.AddCards(card.Of(card.New(card.Five, card.Clubs), card.New(card.Six, card.Clubs)), p.All())
		if p.Solve(r, func() bool { return true }) {
			t.Errorf("sizes %v for 5 cards: Solve drew %v", sizes, p.Out[:2])
		}
		if n := p.Count(); n != 0 {
			t.Errorf("sizes %v for 5 cards: Count = %v, want 0", sizes, n)
		}
	}
}

// BenchmarkSolve draws placements of a problem like the one a Hearts
// sample in the sixth trick makes: three hands of 5, 7 and 7 cards to
// fill, four spades that one hand cannot hold (it has shown a void), and
// 15 cards allowed everywhere.
func BenchmarkSolve(b *testing.B) {
	var spades, free card.Set
	for i := range 4 {
		spades = spades.Add(card.New(card.Rank(int(card.Two)+3*i), card.Spades))
	}
	for i := range 15 {
		free = free.Add(card.New(card.Rank(int(card.Two)+i%13), card.Suit(i/13)))
	}
	r := rand.New(rand.NewPCG(1, 2))
	var p placement.Placer
	accept := func() bool { return true }
	n := 0
	for b.Loop() {
		p.Reset()
		p.AddPlace(5)
		p.AddPlace(7)
		p.AddPlace(7)
		p.AddCards(spades, 3)
		p.AddCards(free, p.All())
		if !p.Solve(r, accept) {
			b.Fatal("no placement")
		}
		n += p.Out[0].Len()
	}
	if n != 5*b.N {
		b.Fatalf("place 0 held %d cards in %d draws", n, b.N)
	}
}

// TestTakeNIsTakes checks TakeN against n calls of Take (rapid): the same
// room left in every place, the same answer (false when the place had
// less room than n), and the same placements drawn afterwards.
func TestTakeNIsTakes(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		np := rapid.IntRange(1, placement.MaxPlaces).Draw(rt, "places")
		var a, b placement.Placer
		for range np {
			c := rapid.IntRange(0, 6).Draw(rt, "room") // at most 48 cards in all
			a.AddPlace(c)
			b.AddPlace(c)
		}
		j := rapid.IntRange(0, np-1).Draw(rt, "place")
		n := rapid.IntRange(0, 10).Draw(rt, "n")
		ok := true
		for range n {
			ok = a.Take(j) && ok
		}
		if got := b.TakeN(j, n); got != ok {
			rt.Fatalf("TakeN(%d, %d) = %v, %d Takes %v", j, n, got, n, ok)
		}
		total := 0
		for l := range np {
			if a.Room(l) != b.Room(l) {
				rt.Fatalf("place %d: room %d after TakeN, %d after the Takes", l, b.Room(l), a.Room(l))
			}
			total += max(0, a.Room(l))
		}
		// Fill the room left with cards allowed everywhere and draw.
		for i := range total {
			c := card.Card(2 + i + i/13*3)
			a.AddCard(c, a.All())
			b.AddCard(c, b.All())
		}
		seed := rapid.Uint64().Draw(rt, "seed")
		r1, r2 := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
		accept := func() bool { return true }
		if a.Solve(r1, accept) != b.Solve(r2, accept) || a.Out != b.Out {
			rt.Fatalf("the placements differ: %v after TakeN, %v after the Takes", b.Out, a.Out)
		}
	})
}

// A card known to be in a hand is put there by its user: TakeN removes
// the room for such cards, and the Placer places the others.
func ExamplePlacer_TakeN() {
	var p placement.Placer
	left := p.AddPlace(3)  // a hand of three cards
	right := p.AddPlace(2) // a hand of two
	known := card.MustParseSet("AS QS")
	p.TakeN(left, known.Len()) // the ♠A and ♠Q are known to be on the left
	p.AddCards(card.MustParseSet("2C 3C 4C"), p.All())
	if !p.Solve(rand.New(rand.NewPCG(1, 2)), func() bool { return true }) {
		panic("no placement")
	}
	fmt.Println(p.Room(left), p.Room(right), (p.Out[left] | known).Len(), p.Out[right].Len())
	// Output:
	// 1 2 3 2
}
