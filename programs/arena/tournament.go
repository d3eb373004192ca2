package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// setup is what a tournament plays: the game and table, the kinds of
// player, how each board is seated, and the budget of the Monte Carlo
// players.
type setup struct {
	game    games.ID
	seats   int
	options variant.Options
	kinds   []string
	arr     [][]int // arr[a][seat] is the kind of player at seat in arrangement a
	deals   int     // deals per board
	seed    uint64
	budget  player.Config
	// clock reads the processor time that a decision's thinking uses
	// (cpuClock).
	clock func() time.Duration
}

// budgetConfig parses -budget: a duration ("20ms": time per decision) or
// a number of playouts per decision ("500").
func budgetConfig(s string, workers int) (player.Config, error) {
	c := player.Config{Workers: workers}
	if n, err := strconv.Atoi(s); err == nil {
		if n < 1 {
			return c, fmt.Errorf("-budget %s: need at least one playout", s)
		}
		c.Playouts = n
		return c, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return c, fmt.Errorf("-budget %q: want a duration such as 20ms or a number of playouts such as 500", s)
	}
	c.Time = d
	return c, nil
}

// kindNames are the players the arena knows. pimc, pimc-lane and
// ismcts think with -budget (pimc-lane: PIMC with the lane playouts);
// pimc-baseline, fast, fast-unmerged, fast-unhalved and strong are
// fixed players that ignore it (the first PIMC, unchanged, against which
// every gain is measured; the player package's fast and strong players;
// fast searching every legal card, Config.MergeEquivalent off, and fast
// giving every option the same worlds, Config.Halving off, to measure
// what each is worth).
var kindNames = []string{"random", "heuristic", "pimc", "pimc-lane", "ismcts", "pimc-baseline", "fast", "fast-unmerged", "fast-unhalved", "strong"}

// newPlayer returns a fresh player of kind name (a reset player: nothing
// carries over from one board to the next).
func newPlayer(name string, c player.Config) (player.Player, error) {
	switch name {
	case "random":
		return player.Random{AnnounceChance: 0.05}, nil
	case "heuristic":
		return player.Heuristic{}, nil
	case "pimc":
		return player.NewPIMC(c), nil
	case "pimc-lane":
		c.Playout = player.LanePlayouts
		return player.NewPIMC(c), nil
	case "ismcts":
		return player.NewISMCTS(c), nil
	case "pimc-baseline":
		return player.NewPIMC(player.BaselineConfig()), nil
	case "fast":
		return player.NewFast(), nil
	case "fast-unmerged":
		fc := player.FastConfig()
		fc.MergeEquivalent = false
		return player.NewPIMC(fc), nil
	case "fast-unhalved":
		fc := player.FastConfig()
		fc.Halving = false
		return player.NewPIMC(fc), nil
	case "strong":
		return player.NewStrong(), nil
	}
	return nil, fmt.Errorf("unknown player %q (known: %s)", name, strings.Join(kindNames, ", "))
}

// arrangements returns how the kinds of player sit at each game of a
// board. One kind: everyone. Two kinds, mode "all": every mixed
// assignment of the two to the seats (14 at four seats); mode
// "rotations": the rotations of the first kind alone against the second
// (4 at four seats). More kinds: the rotations of kind (seat+r) mod k.
// Over the games of a board every kind sits at every seat equally often
// (for more kinds when k divides the seats).
func arrangements(kinds, seats int, mode string) ([][]int, error) {
	var out [][]int
	switch {
	case kinds == 1:
		out = append(out, make([]int, seats))
	case kinds == 2 && mode == "all":
		for mask := 1; mask < 1<<seats-1; mask++ {
			a := make([]int, seats)
			for s := range a {
				a[s] = mask >> s & 1
			}
			out = append(out, a)
		}
	case kinds == 2 && mode == "rotations":
		for r := 0; r < seats; r++ {
			a := make([]int, seats)
			for s := range a {
				if s != r {
					a[s] = 1
				}
			}
			out = append(out, a)
		}
	case mode == "all" || mode == "rotations":
		for r := 0; r < seats; r++ {
			a := make([]int, seats)
			for s := range a {
				a[s] = (s + r) % kinds
			}
			out = append(out, a)
		}
	default:
		return nil, fmt.Errorf("-seating %q: want all or rotations", mode)
	}
	return out, nil
}

// seatResult is what one seat of one game of a board did.
type seatResult struct {
	kind                                int
	points                              int // over the board's deals
	deals                               int
	win                                 float64 // share of the win (lowest total)
	rank                                float64
	moons, jungfrau, durchmarsch, slams int
	announced, announcedWon             int
}

// kindTally is what a kind of player spent and broke on a board.
type kindTally struct {
	decisions int
	// cpu holds the processor time of each decision (cpuClock): the
	// in-turn ones and the announcements searched (timed).
	cpu     []time.Duration
	illegal int
	// searches and playouts count the Monte Carlo players' searches.
	searches, playouts int
}

// searchStats is offered by the Monte Carlo players.
type searchStats interface {
	Stats() player.SearchStats
}

// boardResult is one board: every game (arrangement) of it.
type boardResult struct {
	games   [][]seatResult
	tally   []kindTally
	records []*record.Record
}

// timed wraps a player to count its decisions and their processor time
// (clock): every in-turn decision, and every out-of-turn announcement
// that the player searched (its Stats count one search more after it:
// the Monte Carlo players search an announcement at a few moments of a
// deal, each as dear as a card play). An announcement check that does
// not search (a few microseconds: the seat's View and nothing more) is
// not a decision and is not timed.
type timed struct {
	p     player.Player
	tally *kindTally
	clock func() time.Duration
	// stats reads p's searches; nil for a player that does not search.
	stats searchStats
}

// note counts a decision that started at processor time start.
func (t timed) note(start time.Duration) {
	t.tally.cpu = append(t.tally.cpu, t.clock()-start)
	t.tally.decisions++
}

// searches returns how many searches p has run; 0 without stats.
func (t timed) searches() int {
	if t.stats == nil {
		return 0
	}
	return t.stats.Stats().Searches
}

// noteAnnounce counts an announcement check that started at processor
// time start, before which p had run before searches, as a decision if
// p searched it.
func (t timed) noteAnnounce(start time.Duration, before int) {
	if t.stats != nil && t.searches() > before {
		t.note(start)
	}
}

func (t timed) Choose(v variant.View, r *rand.Rand) (variant.Move, error) {
	start := t.clock()
	m, err := t.p.Choose(v, r)
	t.note(start)
	return m, err
}

func (t timed) Announce(v variant.View, r *rand.Rand) (variant.Call, bool) {
	a, ok := t.p.(player.Announcer)
	if !ok {
		return variant.NoCall, false
	}
	before, start := t.searches(), t.clock()
	c, ok := a.Announce(v, r)
	t.noteAnnounce(start, before)
	return c, ok
}

// timedGame wraps a player.GamePlayer.
type timedGame struct {
	timed
	gp player.GamePlayer
}

func (t timedGame) ChooseIn(g variant.Game, s int, r *rand.Rand) (variant.Move, error) {
	start := t.clock()
	m, err := t.gp.ChooseIn(g, s, r)
	t.note(start)
	return m, err
}

func (t timedGame) AnnounceIn(g variant.Game, s int, r *rand.Rand) (variant.Call, bool) {
	before, start := t.searches(), t.clock()
	c, ok := t.gp.AnnounceIn(g, s, r)
	t.noteAnnounce(start, before)
	return c, ok
}

// wrap returns p counted into tally, its processor time read by clock.
func wrap(p player.Player, tally *kindTally, clock func() time.Duration) player.Player {
	t := timed{p: p, tally: tally, clock: clock}
	if st, ok := p.(searchStats); ok {
		t.stats = st
	}
	if gp, ok := p.(player.GamePlayer); ok {
		return timedGame{timed: t, gp: gp}
	}
	return t
}

// playBoard plays board b: every arrangement on the same cards, all
// chance from the board's seed. keep says whether to record its games.
func (su *setup) playBoard(b int, keep bool) (boardResult, error) {
	res := boardResult{tally: make([]kindTally, len(su.kinds))}
	for _, arr := range su.arr {
		g, err := games.New(su.game, su.seats, su.options, rand.NewPCG(su.seed, uint64(b)))
		if err != nil {
			return res, err
		}
		players := make([]player.Player, su.seats)
		bare := make([]player.Player, su.seats)
		for s, k := range arr {
			p, err := newPlayer(su.kinds[k], su.budget)
			if err != nil {
				return res, err
			}
			bare[s] = p
			players[s] = wrap(p, &res.tally[k], su.clock)
		}
		var rec *record.Recorder
		if keep {
			if rec, err = record.NewRecorder(g); err != nil {
				return res, err
			}
		}
		r := rand.New(rand.NewPCG(su.seed^0x5eed, uint64(b)))
		seats, err := su.playGame(arrangedTable{g: g, rec: rec, players: players, arr: arr}, r, res.tally)
		if err != nil {
			return res, fmt.Errorf("board %d: %w", b, err)
		}
		res.games = append(res.games, seats)
		for s, p := range bare {
			if st, ok := p.(searchStats); ok {
				x := st.Stats()
				res.tally[arr[s]].searches += x.Searches
				res.tally[arr[s]].playouts += x.Playouts
			}
		}
		if rec != nil {
			res.records = append(res.records, rec.Record())
		}
	}
	return res, nil
}

// arrangedTable is one arrangement's table of a board: the game, its
// recorder (nil when the board is not kept), the players by seat and
// their kinds (arr[seat]).
type arrangedTable struct {
	g       variant.Game
	rec     *record.Recorder
	players []player.Player
	arr     []int
}

// playGame plays su.deals deals at table tb (fewer if the match ends)
// and returns each seat's result. A move that Apply refuses is counted
// as illegal against its kind in tally and replaced by a random legal
// move.
func (su *setup) playGame(tb arrangedTable, r *rand.Rand, tally []kindTally) ([]seatResult, error) {
	g, rec, players, arr := tb.g, tb.rec, tb.players, tb.arr
	out := make([]seatResult, su.seats)
	for s := range out {
		out[s].kind = arr[s]
	}
	apply := func(m variant.Move) error {
		if rec != nil {
			return rec.Apply(m)
		}
		return g.Apply(m)
	}
	for d := 0; d < su.deals && !g.Over(); d++ {
		var err error
		if rec != nil {
			err = rec.Deal()
		} else {
			err = g.Deal()
		}
		if err != nil {
			return nil, err
		}
		var announced [8]variant.Call
		for steps := 0; g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver; steps++ {
			if steps > 100000 {
				return nil, fmt.Errorf("deal %d does not end", d)
			}
			m, err := player.Next(g, players, r)
			if err == nil {
				err = apply(m)
			}
			if err != nil {
				who := g.Turn().Seat
				if m.Seat >= 0 && m.Seat < su.seats && m.Kind != 0 {
					who = m.Seat
				}
				if who >= 0 {
					tally[arr[who]].illegal++
				}
				fallback, ok := g.RandomMove(r)
				if !ok {
					return nil, fmt.Errorf("no legal move after a refused one: %v", err)
				}
				if err := apply(fallback); err != nil {
					return nil, err
				}
				continue
			}
			if m.Kind == variant.Announce && m.Seat >= 0 && m.Seat < len(announced) {
				announced[m.Seat] = m.Call
			}
		}
		res, ok := g.Result()
		if !ok {
			return nil, fmt.Errorf("deal %d has no result", d)
		}
		noteDeal(out, res, announced[:su.seats])
	}
	totals := make([]int, su.seats)
	for s := range out {
		totals[s] = out[s].points
	}
	w, rk := winShares(totals), ranks(totals)
	for s := range out {
		out[s].win, out[s].rank = w[s], rk[s]
	}
	return out, nil
}

// noteDeal adds an ended deal to the seats' results: points, and the big
// outcomes each seat achieved (a moon or slam: the seat that took every
// penalty card; a Jungfrau: no trick; a Durchmarsch: every trick) and its
// announcements, with whether each came true.
func noteDeal(out []seatResult, res variant.DealResult, announced []variant.Call) {
	tricks := make([]int, len(out))
	for _, t := range res.Tricks {
		if t.Winner >= 0 && t.Winner < len(tricks) {
			tricks[t.Winner]++
		}
	}
	lowest := 0
	for s, p := range res.Points {
		if p < res.Points[lowest] {
			lowest = s
		}
		out[s].points += p
		out[s].deals++
	}
	switch res.Outcome {
	case score.PenaltySweep:
		out[lowest].moons++
	case score.PenaltySweepDeducted:
		out[lowest].slams++
	}
	for s := range out {
		jungfrau := tricks[s] == 0 && len(res.Tricks) > 0
		durch := len(res.Tricks) > 0 && tricks[s] == len(res.Tricks)
		switch res.Outcome {
		case score.NoTrick, score.AnnouncedNoTrick:
			if jungfrau {
				out[s].jungfrau++
			}
		case score.Sweep, score.AnnouncedSweep:
			if durch {
				out[s].durchmarsch++
			}
		}
		switch announced[s] {
		case variant.NoTrickCall:
			out[s].announced++
			if jungfrau && res.Outcome == score.AnnouncedNoTrick {
				out[s].announcedWon++
			}
		case variant.SweepCall:
			out[s].announced++
			if durch && res.Outcome == score.AnnouncedSweep {
				out[s].announcedWon++
			}
		}
	}
}
