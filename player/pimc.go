package player

import (
	"math/rand/v2"
	"time"

	"github.com/blackqueen/rules/variant"
)

// PIMC is a determinized (perfect-information Monte Carlo) player: for
// each decision it samples worlds consistent with its seat's View
// (Sample), plays every option out in each world with the playout policy
// (the Heuristic with a little randomness), and chooses the option with
// the best mean reward, in the game's own terms: its deal points below
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
	p.s.alg = pimcSearch{}
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

// pimcSearch plays every option out once in each sampled world.
type pimcSearch struct{}

func (pimcSearch) byVisits() bool { return false }

func (pimcSearch) run(wk *worker, opts []variant.Move, budget int, deadline time.Time, stats []optionStats) {
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
		for i, m := range opts {
			if i > 0 {
				w.restore()
			}
			if w.apply(m) != nil {
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
