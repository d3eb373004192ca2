package player

import (
	"math/bits"
	"math/rand/v2"
	"time"

	"github.com/blackqueen/rules/variant"
)

// PIMC is a determinized (perfect-information Monte Carlo) player: for
// each decision it samples worlds consistent with its seat's View
// (Sample), plays every option out in each world with the playout policy
// (the Heuristic with a little randomness), and chooses the option with
// the best mean reward (with Config.Halving, the one that wins a race by
// sequential halving), in the game's own terms: its deal points below
// the other seats' mean (a moon, a Jungfrau, a Durchmarsch count for
// what they cost the others). It decides every kind of move: plays,
// passes and stock exchanges (the heuristic's choice and every choice
// among its most dangerous cards), Schieben's push and the Sau take,
// announcing Jungfrau or Durchmarsch in and out of turn, Old Maid draws.
//
// Use it through Next or ChooseIn/AnnounceIn (Choose returns
// ErrNeedsGame). A *PIMC is used by one table at a time; its scratch
// space is reused from decision to decision, so that the playouts do
// not allocate.
type PIMC struct {
	s searcher
}

// NewPIMC returns a PIMC player with the given configuration.
func NewPIMC(c Config) *PIMC {
	p := &PIMC{}
	p.s.cfg = c
	p.s.alg = pimcSearch{halving: c.Halving}
	return p
}

// Choose returns ErrNeedsGame: the player needs the game to sample.
func (p *PIMC) Choose(variant.View, *rand.Rand) (variant.Move, error) {
	return variant.Move{}, ErrNeedsGame
}

// ChooseIn returns seat s's in-turn move in g.
func (p *PIMC) ChooseIn(g variant.Game, s int, r *rand.Rand) (variant.Move, error) {
	return p.s.chooseIn(g, s, r)
}

// AnnounceIn returns seat s's out-of-turn announcement in g, if any.
func (p *PIMC) AnnounceIn(g variant.Game, s int, r *rand.Rand) (variant.Call, bool) {
	return p.s.announceIn(g, s, r)
}

// Stats returns the searches and playouts the player has run.
func (p *PIMC) Stats() SearchStats {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	return p.s.stats
}

// pimcSearch plays every option out once in each sampled world; with
// halving (Config.Halving), only the options still in the race.
type pimcSearch struct{ halving bool }

func (a pimcSearch) byVisits() bool { return a.halving }

func (a pimcSearch) run(wk *worker, opts []variant.Move, budget int, deadline time.Time, stats []optionStats) {
	wk.alive = wk.alive[:0]
	for i := range opts {
		wk.alive = append(wk.alive, i)
	}
	if !a.halving || len(opts) < 3 || !deadline.IsZero() {
		pimcRounds(wk, opts, budget, deadline, stats)
		return
	}
	// Sequential halving: the budget in equal parts, one per round of
	// the race; each round plays the options still in it on fresh
	// worlds, then, but for the last (whose two options best tells apart
	// by their equal visits and their means), keeps the better half by
	// mean reward so far.
	phases := bits.Len(uint(len(opts) - 1))
	part := budget / phases
	for p := 0; p < phases-1; p++ {
		pimcRounds(wk, opts, part, deadline, stats)
		keepBetterHalf(&wk.alive, stats)
	}
	pimcRounds(wk, opts, budget-part*(phases-1), deadline, stats)
}

// pimcRounds samples worlds and plays each option of wk.alive out in
// each, until budget playouts or the deadline.
func pimcRounds(wk *worker, opts []variant.Move, budget int, deadline time.Time, stats []optionStats) {
	w := wk.w
	r := &wk.rng
	timed := !deadline.IsZero()
	for done, rounds := 0, 0; done < budget; rounds++ {
		if timed && rounds%4 == 0 && time.Now().After(deadline) && rounds > 0 {
			return
		}
		if w.sample(r) != nil {
			wk.errors++
			return
		}
		w.save()
		for j, i := range wk.alive {
			if j > 0 {
				w.restore()
			}
			if w.apply(opts[i]) != nil {
				wk.errors++
				continue
			}
			playout(w, r)
			w.reward(&wk.reward)
			stats[i].visits++
			stats[i].reward += wk.reward[wk.seat]
			done++
		}
	}
}

// keepBetterHalf keeps the better half (rounded up) of the options in
// alive by their mean reward in stats, the earlier on a tie, an option
// never played last.
func keepBetterHalf(alive *[]int, stats []optionStats) {
	a := *alive
	mean := func(i int) float64 {
		if stats[i].visits == 0 {
			return -1
		}
		return stats[i].reward / stats[i].visits
	}
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && (mean(a[j]) > mean(a[j-1]) || mean(a[j]) == mean(a[j-1]) && a[j] < a[j-1]); j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
	*alive = a[:(len(a)+1)/2]
}
