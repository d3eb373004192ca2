package player

import (
	"math"
	"math/rand/v2"
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// ISMCTS is an information-set Monte Carlo tree search player
// (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012): one tree
// over the information sets of its seat, a fresh sampled world (Sample)
// for every iteration, UCB1 selection among the moves legal in that
// world (each child counting how often it was available), expansion of
// one untried move, a playout by the playout policy (the Heuristic with a
// little randomness) to the end of the deal, and the reward of each seat
// backed up to the moves that seat made. The root holds the seat's
// options, as PIMC's (every kind of move); below it the tree holds the
// card plays of every seat, while passes, stock exchanges and
// announcements of the other seats are left to the policy. The decision
// is the most visited root option. Rewards are in the game's own terms,
// as PIMC's. Config.Halving does not apply: UCB1 already gives the
// close contenders at the root the most iterations, which is what the
// race does for PIMC.
//
// Use it through Next or ChooseIn/AnnounceIn (Choose returns
// ErrNeedsGame). An *ISMCTS is used by one table at a time; its tree and
// scratch space are reused from decision to decision.
type ISMCTS struct {
	s searcher
}

// NewISMCTS returns an ISMCTS player with the given configuration.
func NewISMCTS(c Config) *ISMCTS {
	p := &ISMCTS{}
	p.s.cfg = c
	explore := c.Explore
	if explore == 0 {
		explore = DefaultExplore
	}
	p.s.alg = ismctsSearch{explore: explore}
	return p
}

// Choose returns ErrNeedsGame: the player needs the game to sample.
func (p *ISMCTS) Choose(variant.View, *rand.Rand) (variant.Move, error) {
	return variant.Move{}, ErrNeedsGame
}

// ChooseIn returns seat s's in-turn move in g.
func (p *ISMCTS) ChooseIn(g variant.Game, s int, r *rand.Rand) (variant.Move, error) {
	return p.s.chooseIn(g, s, r)
}

// AnnounceIn returns seat s's out-of-turn announcement in g, if any.
func (p *ISMCTS) AnnounceIn(g variant.Game, s int, r *rand.Rand) (variant.Call, bool) {
	return p.s.announceIn(g, s, r)
}

// Stats returns the searches and playouts the player has run.
func (p *ISMCTS) Stats() SearchStats {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	return p.s.stats
}

// node is a node of the ISMCTS tree: the move that leads to it (a card
// played by mover; at the root's children, root option index opt), its
// statistics, and its children as a linked list.
type node struct {
	mover   int8
	card    card.Card
	opt     int32
	visits  float64
	avail   float64
	reward  float64 // summed reward of mover
	child   int32   // first child, or -1
	sibling int32   // next sibling, or -1
}

// ismctsSearch is single-observer ISMCTS.
type ismctsSearch struct {
	explore float64
}

func (ismctsSearch) byVisits() bool { return true }

func (a ismctsSearch) run(wk *worker, opts []variant.Move, budget int, deadline time.Time, stats []optionStats) {
	w := wk.w
	r := &wk.rng
	timed := !deadline.IsZero()
	// Node 0 is the root; nodes 1..len(opts) are its options.
	wk.nodes = append(wk.nodes[:0], node{child: -1, sibling: -1})
	for i := range opts {
		wk.nodes = append(wk.nodes, node{mover: int8(wk.seat), opt: int32(i), child: -1, sibling: -1})
	}
	for it := 0; it < budget; it++ {
		if timed && it%8 == 0 && it > 0 && time.Now().After(deadline) {
			break
		}
		if w.sample(r) != nil {
			wk.errors++
			break
		}
		// The root: every option is available in every world.
		opt := a.selectOption(wk.nodes[1:1+len(opts)], float64(it+1))
		wk.path = append(wk.path[:0], int32(1+opt))
		if w.apply(opts[opt]) != nil {
			wk.errors++
			continue
		}
		cur := int32(1 + opt)
		expanded := false
		for !expanded && w.inDeal() {
			s, legal, ok := w.treeMoves()
			if !w.inDeal() {
				break
			}
			if !ok {
				if !w.policyStep(r) {
					break
				}
				continue
			}
			next, isNew := a.selectChild(wk, cur, s, legal, r)
			cur = next
			expanded = isNew
			wk.path = append(wk.path, cur)
			w.play(wk.nodes[cur].card)
		}
		playout(w, r)
		w.reward(&wk.reward)
		for _, i := range wk.path {
			n := &wk.nodes[i]
			n.visits++
			n.reward += wk.reward[n.mover]
		}
	}
	for i := range opts {
		n := &wk.nodes[1+i]
		stats[i].visits += n.visits
		stats[i].reward += n.reward
	}
}

// selectOption picks a root option by UCB1; unvisited options first, in
// order (the heuristic's choice is option 0).
func (a ismctsSearch) selectOption(children []node, total float64) int {
	best, bestV := 0, math.Inf(-1)
	for i := range children {
		n := &children[i]
		if n.visits == 0 {
			return i
		}
		if v := n.reward/n.visits + a.explore*math.Sqrt(math.Log(total)/n.visits); v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// selectChild returns the child of node cur to play among the cards legal
// for seat s in this world: a new child for an untried card (the
// policy's, else a random one), else
// the available child with the best UCB1 score (with the availability
// count of single-observer ISMCTS). It reports whether the child is new.
func (a ismctsSearch) selectChild(wk *worker, cur int32, s int, legal card.Set, r *rand.Rand) (int32, bool) {
	untried := legal
	for c := wk.nodes[cur].child; c >= 0; c = wk.nodes[c].sibling {
		n := &wk.nodes[c]
		if int(n.mover) == s && legal.Has(n.card) {
			n.avail++
			untried = untried.Remove(n.card)
		}
	}
	if !untried.IsEmpty() {
		// The policy's card first: the first visit of a node then follows
		// the playout policy, as its playout would.
		c := wk.w.policyCard()
		if !untried.Has(c) {
			c, _ = untried.Nth(r.IntN(untried.Len()))
		}
		wk.nodes = append(wk.nodes, node{mover: int8(s), card: c, avail: 1, child: -1, sibling: wk.nodes[cur].child})
		id := int32(len(wk.nodes) - 1)
		wk.nodes[cur].child = id
		return id, true
	}
	best, bestV := int32(-1), math.Inf(-1)
	for c := wk.nodes[cur].child; c >= 0; c = wk.nodes[c].sibling {
		n := &wk.nodes[c]
		if int(n.mover) != s || !legal.Has(n.card) {
			continue
		}
		v := n.reward/n.visits + a.explore*math.Sqrt(math.Log(n.avail)/n.visits)
		if v > bestV {
			best, bestV = c, v
		}
	}
	return best, false
}
