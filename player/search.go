package player

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// DefaultPlayouts is the playout budget per decision of a Monte Carlo
// player whose Config sets neither Playouts nor Time.
const DefaultPlayouts = 1000

// DefaultNoise is the playout policy's chance of a random move when
// Config.Noise is 0.
const DefaultNoise = 0.1

// Config sets how much a Monte Carlo player thinks and how it plays out.
type Config struct {
	// Playouts is the number of playouts per decision, over all workers
	// (but where MoonPlayouts or PassPlayouts sets it instead).
	// With Time also set, the search stops at whichever comes first.
	// Zero with Time zero means DefaultPlayouts. A decision made with a
	// playout budget alone is reproducible: the same View, history and
	// random source give the same move.
	Playouts int
	// Time bounds each decision's search by wall-clock time (not
	// reproducible: how far the search gets depends on the machine).
	Time time.Duration
	// Workers is the number of searches run in parallel at the root, each
	// on its own sampled worlds, their statistics summed (root
	// parallelism). Zero means 1; runtime.GOMAXPROCS(0) uses every core.
	Workers int
	// Noise is the chance that a playout move is uniformly random instead
	// of the playout policy's, the heuristic's or the lane's: the
	// playouts' strength (0 means DefaultNoise; a negative value means
	// none, the pure policy). At 1 or more every card played in a
	// playout is uniformly random, and a trick game's playout plays them
	// by TrickGame.PlayOut, the engine's fast path (many more playouts
	// for the time, each weaker); passes, stock exchanges and
	// announcements stay the heuristic's.
	Noise float64
	// StockNoise is Noise at a table that deals a stock, where the pack
	// does not divide evenly among the seats that play the deal
	// (Schwarze Madonna and Schwarze Sau at three seats, MAD-R3,
	// SAU-R4); zero means Noise, a negative value none.
	StockNoise float64
	// StockPlayouts is Playouts at a table that deals a stock (as
	// StockNoise), for the decisions that Playouts budgets; zero means
	// Playouts. Such a deal puts fewer cards in the hands (30 at
	// Madonna's and Sau's three seats, against 51 or 52 in Hearts and
	// Black Maria), so that a playout costs less processor time.
	StockPlayouts int
	// Explore is the ISMCTS exploration constant of UCB1 (rewards lie in
	// [0, 1]); zero means DefaultExplore. PIMC does not use it.
	Explore float64
	// Playout chooses the playout policy of a trick game's card play:
	// HeuristicPlayouts (the zero value), LanePlayouts or
	// LaneMoonPlayouts.
	Playout Playout
	// MoonPlayouts is the playout budget of a decision that
	// LaneMoonPlayouts searches with the heuristic's playouts (one that
	// is not a card play, or a live Hearts moon), which cost some twenty
	// times the lane's, but where PassPlayouts sets it; zero means
	// Playouts.
	MoonPlayouts int
	// PassPlayouts is, with LaneMoonPlayouts, the budget of the
	// heuristic's playouts for an in-turn decision that is not a card
	// play (a pass, a stock exchange, a take or push, an announcement in
	// its round) at a table where it weighs most: hands longer than a
	// suit (three seats) or penalty cards above the dearest (Black
	// Maria's K♠ and A♠; weightyPass); zero means MoonPlayouts. It comes
	// once or twice a deal and shapes all of it: its cost moves the mean
	// time per decision, not the median.
	PassPlayouts int
	// PassEverywhere gives PassPlayouts to such a decision at every
	// table, not only where it weighs most: Hearts' pass at four seats
	// (SH-R3), Sau's take or push (SAU-O6), Madonna's announcements in
	// turn (MAD-A9).
	PassEverywhere bool
	// WidePass widens the candidate passes (SH-R3, BM-R4) from every
	// choice of three of the seat's six most dangerous cards (20, with
	// the heuristic's own pass 21) to every choice of three of its eight
	// most dangerous (56) and the passes that leave it void in a suit of
	// three cards or fewer, filled up with the most dangerous of the
	// rest: more passes, each with fewer worlds of the budget.
	WidePass bool
	// MergeEquivalent makes a card play search one card of each set of
	// equivalent cards in the seat's hand (of one suit and penalty value,
	// with no card between them that another seat may still play or that
	// lies on the trick: the ♥9 and ♥J once the ♥10 is played or in the
	// hand), so that the budget goes to options that can differ: more
	// worlds each. It reads the seat's View only.
	MergeEquivalent bool
	// Halving makes PIMC race its options by sequential halving: the
	// budget in ceil(log2(options)) equal rounds, each playing the
	// options still in the race on fresh worlds and keeping the better
	// half by mean reward, so that the close contenders get the most
	// worlds; the choice is the option that stayed to the end. It applies
	// to a decision of three options or more bounded by playouts alone
	// (Time zero: a race needs its budget known in advance).
	Halving bool
	// Infer makes a trick game's search lean its sampled worlds to where
	// the other seats' plays point: a seat that played a card onto
	// another seat's trick while a dearer penalty card that would not
	// have taken it was still out probably does not hold that card
	// (inference). Each world is kept at the chance the plays seen had
	// been made from it, up to maxInferenceDraws draws. It reads the
	// seat's View only; Sample stays uniform.
	Infer bool
	// firstScale keeps the reward scale of the first measurements, the
	// Swing alone even in a pushed Sau deal (BaselineConfig, the
	// yardstick, which does not change); see pushFactor.
	firstScale bool
}

// Playout is a playout policy of the Monte Carlo players' card play.
type Playout uint8

const (
	// HeuristicPlayouts plays every card of a playout as the Heuristic
	// would (with Config.Noise), through the seat's knowledge: the
	// strongest policy per playout and the dearest, about half a
	// microsecond a card.
	HeuristicPlayouts Playout = iota
	// LanePlayouts plays the cards by rules of thumb on bitsets (duck
	// under the winning card, shed the most dangerous card when void,
	// lead where the others can go over), about ten times cheaper a
	// playout, with Config.Noise as the Heuristic's. Passes, stock
	// exchanges and announcements in a playout stay the Heuristic's.
	LanePlayouts
	// LaneMoonPlayouts is LanePlayouts but for the in-turn decisions
	// that are not card plays (a pass, a stock exchange, a take or push,
	// an announcement in its round: one or two a deal, each of which
	// shapes the whole deal) and the decisions in which a Hearts moon is
	// live (SH-R9), whose playouts are HeuristicPlayouts: the lane
	// neither shoots nor stops a moon, the Heuristic does. A
	// moon is live at a pass, while exactly one seat has taken penalty
	// points, and before any seat has with a hand of at most moonLosers
	// cards that can lose a trick (knowledge.moonLive); as the seat sees
	// it, from its View. Such a decision costs the heuristic playouts'
	// time, some twenty times the lane's.
	LaneMoonPlayouts
)

// DefaultExplore is the ISMCTS exploration constant when Config.Explore
// is 0. Rewards lie in [0, 1] and a point of a deal moves them by about
// 1/(2·scale) (0.02 in Hearts), so the constant is small: in a 60-board
// Hearts arena at 500 playouts (seed 7), ISMCTS beat the heuristic by
// 1.8, 2.2 and 2.8 points per deal at 0.7, 0.3 and 0.15.
const DefaultExplore = 0.15

// ErrNeedsGame is returned by the Choose of a Monte Carlo player: it
// samples the hidden cards, which takes the game (Next and ChooseIn pass
// it), not a View alone.
var ErrNeedsGame = errors.New("player: a Monte Carlo player decides through Next or ChooseIn, which give it the game to sample")

// GamePlayer is a player that decides from a seat's information set in a
// game: it reads g.View(s) and draws g's Sample for s, nothing else of g
// (TT-6), so two games that look the same from seat s get the same
// decision from the same random source. Next prefers these methods over
// Choose and Announce.
type GamePlayer interface {
	// ChooseIn returns seat s's in-turn move in g (what Choose returns
	// from g.View(s)).
	ChooseIn(g variant.Game, s int, r *rand.Rand) (variant.Move, error)
	// AnnounceIn returns an out-of-turn announcement of seat s in g, or
	// false to stay silent for now (what Announce returns).
	AnnounceIn(g variant.Game, s int, r *rand.Rand) (variant.Call, bool)
}

// SearchStats counts what a Monte Carlo player has done since it was
// made: the decisions it searched (a decision with one option is not
// searched) and the playouts they ran.
type SearchStats struct {
	Searches int
	Playouts int
}

// algorithm is what a search does with its worlds and statistics.
type algorithm interface {
	// run searches from the root options for budget playouts or until
	// deadline, adding each option's visits and reward into stats.
	run(w *worker, opts []variant.Move, budget int, deadline time.Time, stats []optionStats)
	// byVisits reports whether the best option is the most visited one
	// (else the one with the best mean reward).
	byVisits() bool
}

// optionStats is what a search learned of one root option.
type optionStats struct {
	visits float64
	reward float64
}

// searcher is the machinery the Monte Carlo players share: the budget,
// the workers with their scratch space, the choice from the summed
// statistics.
type searcher struct {
	cfg   Config
	alg   algorithm
	mu    sync.Mutex
	pool  []*worker
	opts  []variant.Move
	stats SearchStats
	// lane is whether this decision's playouts are the lane's, and
	// playouts its budget (decisionPlayouts): set by chooseIn and
	// announceIn from cfg and the seat's View.
	lane     bool
	playouts int
	// k is the scratch space of the seat's knowledge at the root.
	k knowledge
	// inf is what the decision's seat infers of the hidden hands
	// (Config.Infer), which the workers' worlds copy.
	inf inference
}

// worker is one root-parallel search's scratch space, reused from
// decision to decision.
type worker struct {
	rng   rand.Rand
	pcg   rand.PCG
	trick trickWorld
	maid  maidWorld
	w     world
	seat  int
	stats []optionStats
	nodes []node
	path  []int32
	// alive holds the root options still in PIMC's race (Config.Halving).
	alive  []int
	reward [seat.Max]float64
	// errors counts the worlds in which a root option was refused (a
	// sampling fault); they are skipped.
	errors int
}

// noise returns the playouts' chance of a random move in a search of g:
// Config.Noise, or Config.StockNoise at a table that deals a stock.
func (s *searcher) noise(g *variant.TrickGame) float64 {
	p := s.cfg.Noise
	if s.cfg.StockNoise != 0 && dealsStock(g) {
		p = s.cfg.StockNoise
	}
	switch {
	case p < 0:
		return 0
	case p == 0:
		return DefaultNoise
	}
	return p
}

// dealsStock reports whether g's deal leaves cards out of every hand: its
// pack does not divide evenly among the seats that play the deal, and
// the rest lie in a stock (Schwarze Madonna and Schwarze Sau at three
// seats, MAD-R3, SAU-R4). It reads the table's rules, which every seat
// knows.
func dealsStock(g *variant.TrickGame) bool {
	n := g.Active().Len()
	return n > 0 && g.Pack().Len()%n != 0
}

// decide searches the root options of seat st in g and returns the index
// of the best one.
func (s *searcher) decide(g variant.Game, st int, opts []variant.Move, r *rand.Rand) (int, error) {
	if len(opts) == 1 {
		return 0, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	n := max(1, s.cfg.Workers)
	for len(s.pool) < n {
		s.pool = append(s.pool, &worker{})
	}
	root := g.Clone() // one snapshot that the workers only sample from
	budget, deadline := s.budget()
	for i := 0; i < n; i++ {
		if err := s.prepare(s.pool[i], root, st, len(opts), r); err != nil {
			return 0, err
		}
	}
	share := func(i int) int {
		if budget == int(^uint(0)>>1) {
			return budget
		}
		b := budget / n
		if i < budget%n {
			b++
		}
		return b
	}
	if n == 1 {
		s.alg.run(s.pool[0], opts, share(0), deadline, s.pool[0].stats)
	} else {
		var wg sync.WaitGroup
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func(w *worker, b int) {
				defer wg.Done()
				s.alg.run(w, opts, b, deadline, w.stats)
			}(s.pool[i], share(i))
		}
		wg.Wait()
	}
	s.stats.Searches++
	for _, w := range s.pool[:n] {
		for _, st := range w.stats {
			s.stats.Playouts += int(st.visits)
		}
	}
	return s.best(s.pool[:n], len(opts)), nil
}

// budget returns the playouts a decision may make over all workers (the
// largest int when only the time limits it) and the time it must end by
// (zero for none).
func (s *searcher) budget() (int, time.Time) {
	budget := s.playouts
	var deadline time.Time
	if s.cfg.Time > 0 {
		deadline = time.Now().Add(s.cfg.Time)
		if budget <= 0 {
			budget = int(^uint(0) >> 1)
		}
	} else if budget <= 0 {
		budget = DefaultPlayouts
	}
	return budget, deadline
}

// prepare readies worker w to search nopts root options of seat st in
// root, its random source seeded from r.
func (s *searcher) prepare(w *worker, root variant.Game, st, nopts int, r *rand.Rand) error {
	w.pcg.Seed(r.Uint64(), r.Uint64())
	w.rng = *rand.New(&w.pcg)
	w.seat = st
	w.errors = 0
	w.stats = append(w.stats[:0], make([]optionStats, nopts)...)
	switch rg := root.(type) {
	case *variant.TrickGame:
		w.trick.root, w.trick.seat, w.trick.scale = rg, st, trickScale(rg)
		if !s.cfg.firstScale {
			w.trick.scale *= float64(pushFactor(rg))
		}
		w.trick.ready = false
		noise := s.noise(rg)
		w.trick.pol.noise, w.trick.pol.silent = noise, st
		w.trick.src = &w.pcg
		w.trick.useLane = s.lane
		w.trick.inf = s.inf
		if w.trick.useLane {
			w.trick.ln.setup(rg)
			w.trick.ln.withNoise(noise, w.trick.src)
		}
		w.w = &w.trick
	case *oldmaid.Game:
		w.maid.root, w.maid.seat = rg, st
		w.w = &w.maid
	default:
		return fmt.Errorf("player: cannot search a %T", root)
	}
	return nil
}

// ready sets the decision's playout policy (laneFor), its budget
// (decisionPlayouts) and what its seat infers (infer) from v, the
// seat's View of g.
func (s *searcher) ready(g variant.Game, v *variant.View) {
	s.lane = s.laneFor(v)
	s.playouts = decisionPlayouts(&s.cfg, g, v, s.lane)
	s.infer(g, v)
}

// infer reads what the seat of v, its View of g, infers of g's hidden
// hands into s.inf for the decision's workers (Config.Infer: in a trick
// game); nothing when off.
func (s *searcher) infer(g variant.Game, v *variant.View) {
	s.inf.off()
	rg, ok := g.(*variant.TrickGame)
	if !s.cfg.Infer || !ok {
		return
	}
	cv := rg.Values()
	s.inf.read(v, &cv)
}

// best returns the option of the nopts that the workers' statistics
// together rank first: the most visited (ties to the higher mean reward)
// or, for an algorithm that ranks by reward, the highest mean reward.
func (s *searcher) best(workers []*worker, nopts int) int {
	best, bestV, bestR := 0, -1.0, -1.0
	for i := 0; i < nopts; i++ {
		var v, rw float64
		for _, w := range workers {
			v += w.stats[i].visits
			rw += w.stats[i].reward
		}
		mean := 0.0
		if v > 0 {
			mean = rw / v
		}
		if s.alg.byVisits() && (v > bestV || v == bestV && mean > bestR) || !s.alg.byVisits() && v > 0 && mean > bestR {
			best, bestV, bestR = i, v, mean
		}
	}
	return best
}

// chooseIn is ChooseIn for both Monte Carlo players.
func (s *searcher) chooseIn(g variant.Game, st int, r *rand.Rand) (variant.Move, error) {
	v, err := g.View(st)
	if err != nil {
		return variant.Move{}, err
	}
	if v.Turn == nil {
		return variant.Move{}, ErrNoTurn
	}
	h, err := Heuristic{}.Choose(v, r)
	if err != nil {
		return variant.Move{}, err
	}
	s.opts = rootOptions(&v, h, s.opts, s.cfg.WidePass)
	if s.cfg.MergeEquivalent && v.Turn.Kind == variant.Play {
		s.k.fromView(&v)
		s.opts = mergeEquivalent(s.opts, &s.k)
	}
	s.ready(g, &v)
	i, err := s.decide(g, st, s.opts, r)
	if err != nil {
		return variant.Move{}, err
	}
	return s.opts[i], nil
}

// announceIn is AnnounceIn for both Monte Carlo players. It searches at
// the moments an announcement is worth weighing: when the window opens
// before the first lead, when the seat is about to play, and when the
// first trick has been taken; otherwise it stays silent.
func (s *searcher) announceIn(g variant.Game, st int, r *rand.Rand) (variant.Call, bool) {
	v, err := g.View(st)
	if err != nil || len(v.Announce) == 0 || v.Turn != nil && v.Turn.Kind == variant.Announce {
		return variant.NoCall, false
	}
	moment := v.Turn != nil || len(v.Current.Cards) == 0 && len(v.Tricks) <= 1
	if !moment {
		return variant.NoCall, false
	}
	s.opts = announceOptions(&v, s.opts)
	if len(s.opts) < 2 {
		return variant.NoCall, false
	}
	s.ready(g, &v)
	i, err := s.decide(g, st, s.opts, r)
	if err != nil || i == 0 {
		return variant.NoCall, false
	}
	return s.opts[i].Call, true
}

// laneFor reports whether the decision of v's seat plays its playouts by
// the lane: always with LanePlayouts, with LaneMoonPlayouts for a card
// play (or an out-of-turn announcement) unless a Hearts moon is live
// (knowledge.moonLive).
func (s *searcher) laneFor(v *variant.View) bool {
	switch s.cfg.Playout {
	case LanePlayouts:
		return true
	case LaneMoonPlayouts:
		if v.Turn != nil && v.Turn.Kind != variant.Play {
			return false
		}
		s.k.fromView(v)
		return !s.k.moonLive()
	}
	return false
}
