package player

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestMonteCarloPlayersOnlyMakeLegalMoves plays random matches of every
// game at every table size under random options, with PIMC and ISMCTS
// players (small playout budgets, one or two workers, any policy noise)
// among Heuristic and Random ones, and checks that Apply accepts every
// move they choose, announcements included, and that the games go on to
// their end or the deal limit (a rapid state machine over the matches).
func TestMonteCarloPlayersOnlyMakeLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		id := rapid.SampledFrom(games.All()).Draw(t, "game")
		lo, hi := games.SeatRange(id)
		seats := rapid.IntRange(lo, hi).Draw(t, "seats")
		o := drawOptions(t, id, seats)
		o = withFirstDealer(t, id, o, rapid.IntRange(0, seats-1).Draw(t, "first-dealer"))
		seed := rapid.Uint64().Draw(t, "seed")
		g, err := games.New(id, seats, o, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatalf("New(%v, %d, %+v): %v", id, seats, o, err)
		}
		players := make([]Player, seats)
		for s := range players {
			c := Config{
				Playouts: rapid.IntRange(1, 24).Draw(t, "playouts"),
				Workers:  rapid.IntRange(1, 2).Draw(t, "workers"),
				Noise:    rapid.SampledFrom([]float64{-1, 0, 0.5, 1}).Draw(t, "noise"),
				Playout:  rapid.SampledFrom([]Playout{HeuristicPlayouts, LanePlayouts, LaneMoonPlayouts}).Draw(t, "playout"),
				Halving:  rapid.Bool().Draw(t, "halving"),
			}
			switch rapid.IntRange(0, 3).Draw(t, "kind") {
			case 0:
				players[s] = NewPIMC(c)
			case 1:
				players[s] = NewISMCTS(c)
			case 2:
				players[s] = Heuristic{}
			default:
				players[s] = Random{AnnounceChance: 0.2}
			}
		}
		r := rand.New(rand.NewPCG(seed, 2))
		if err := playDeals(g, players, r, 2); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	})
}

// searchTable is a table of game id with seats seats under options o.
type searchTable struct {
	id    games.ID
	seats int
	o     variant.Options
}

// playRecorded plays one deal at table tb with players (one a seat),
// dealt from seed, with players drawing their randomness from play, and
// returns every move made.
func playRecorded(t *testing.T, tb searchTable, seed, play uint64, players []Player) []variant.Move {
	t.Helper()
	g, err := games.New(tb.id, len(players), tb.o, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(play, 2))
	var moves []variant.Move
	for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
		m, err := Next(g, players, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		moves = append(moves, m)
	}
	return moves
}

// TestMonteCarloReproducible checks that the Monte Carlo players, given
// the same seed and playout budget, make the same decisions (one worker
// and two: root parallelism splits the budget the same way every time;
// one of them races its options by halves, Config.Halving, and leans
// its worlds to what the plays say, Config.Infer, with the noise of a
// stock at three-seat Madonna, Config.StockNoise):
// every game at four seats, and the tables whose decisions are not only
// plays: three-seat Madonna (stock exchange, MAD-R6) and Sau with the
// stock taken or pushed and both announcements (SAU-O2, SAU-O4, SAU-O5,
// SAU-O6). A test that no run differs from another would pass for a
// player that ignores its seed, so another random source on the same
// cards must give different moves in some trick game.
func TestMonteCarloReproducible(t *testing.T) {
	var tables []searchTable
	for _, id := range games.All() {
		tables = append(tables, searchTable{id, 4, nil})
	}
	tables = append(tables,
		searchTable{games.SchwarzeMadonna, 3, madonna.Options{}},
		searchTable{games.SchwarzeSau, 4, sau.Options{StockExchange: true, Schieben: true, Jungfrau: true, AngesagterDurchmarsch: true}})
	differ := false
	for _, tb := range tables {
		for _, workers := range []int{1, 2} {
			mk := func() []Player {
				c := Config{Playouts: 60, Workers: workers}
				lane := Config{Playouts: 60, Workers: workers, Playout: LanePlayouts, Halving: true, Infer: true, StockNoise: 0.3}
				moon := Config{Playouts: 60, Workers: workers, Playout: LaneMoonPlayouts}
				ps := []Player{NewISMCTS(c), NewPIMC(c), NewPIMC(lane), NewPIMC(moon)}
				return ps[:tb.seats]
			}
			a := playRecorded(t, tb, 11, 11, mk())
			b := playRecorded(t, tb, 11, 11, mk())
			if diff := cmp.Diff(a, b); diff != "" {
				t.Errorf("%v at %d seats, %d workers: the same seed gave other moves (-first +second):\n%s", tb.id, tb.seats, workers, diff)
			}
			// Old Maid is left out: its heuristic's random draw, the first
			// root option, already differs with the source.
			if !differ && tb.id != games.OldMaid && !cmp.Equal(a, playRecorded(t, tb, 11, 12, mk())) {
				differ = true
			}
		}
	}
	if !differ {
		t.Error("random sources 11 and 12 gave the same moves on the same cards in every trick game")
	}
}

// TestMonteCarloChooseNeedsGame checks that the Monte Carlo players refuse
// a bare View instead of guessing, and ChooseIn a seat without a turn.
func TestMonteCarloChooseNeedsGame(t *testing.T) {
	g, err := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, p := range []interface {
		Player
		GamePlayer
	}{NewPIMC(Config{}), NewISMCTS(Config{})} {
		v, _ := g.View(0)
		if _, err := p.Choose(v, r); !errors.Is(err, ErrNeedsGame) {
			t.Errorf("%T.Choose: got %v, want ErrNeedsGame", p, err)
		}
		// In the pass phase every seat may pass; after seat 0 has
		// passed it has no turn.
		m, err := p.ChooseIn(g, 0, r)
		if err != nil || m.Kind != variant.Pass || m.Cards.Len() != 3 {
			t.Fatalf("%T.ChooseIn at the pass: %v, %v", p, m, err)
		}
		h := g.Clone()
		if err := h.Apply(m); err != nil {
			t.Fatal(err)
		}
		if _, err := p.ChooseIn(h, 0, r); !errors.Is(err, ErrNoTurn) {
			t.Errorf("%T.ChooseIn without a turn: got %v, want ErrNoTurn", p, err)
		}
	}
}

// TestPlayoutDoesNotAllocate checks that a sampled world and a playout
// to the end of the deal cost no allocation once the scratch space is
// warm, for the trick games with either playout policy and for Old Maid.
func TestPlayoutDoesNotAllocate(t *testing.T) {
	for _, pc := range []Playout{HeuristicPlayouts, LanePlayouts} {
		testPlayoutDoesNotAllocate(t, pc)
	}
}

// testPlayoutDoesNotAllocate is TestPlayoutDoesNotAllocate with policy
// pc.
func testPlayoutDoesNotAllocate(t *testing.T, pc Playout) {
	for _, id := range []games.ID{games.Hearts, games.SchwarzeMadonna, games.SchwarzeSau, games.BlackMaria, games.OldMaid} {
		var o variant.Options // nil: the game's defaults
		if id == games.SchwarzeSau {
			o = sau.Options{Jungfrau: true, AngesagterDurchmarsch: true}
		}
		g, err := games.New(id, 4, o, rand.NewPCG(3, 4))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		var w world
		switch rg := g.(type) {
		case *variant.TrickGame:
			tw := &trickWorld{root: rg, seat: 0, scale: trickScale(rg), pol: policy{noise: 0.1, silent: 0}}
			if pc == LanePlayouts {
				tw.useLane = true
				tw.src = rand.NewPCG(7, 8)
				tw.ln.setup(rg)
				tw.ln.withNoise(0.1, tw.src)
			}
			w = tw
		case *oldmaid.Game:
			w = &maidWorld{root: rg, seat: 0}
		}
		r := rand.New(rand.NewPCG(5, 6))
		var reward [seat.Max]float64
		run := func() {
			if err := w.sample(r); err != nil {
				t.Fatal(err)
			}
			playout(w, r)
			w.reward(&reward)
		}
		run()
		if allocs := testing.AllocsPerRun(50, run); allocs != 0 {
			t.Errorf("%v, policy %d: a sample and a playout allocate %.1f times", id, pc, allocs)
		}
		if w.inDeal() {
			t.Errorf("%v, policy %d: the playout did not finish the deal", id, pc)
		}
	}
}

// TestRelativeRewards checks the reward of a deal against hand-computed
// values. Hearts at four seats, scale 26, points 0, 26, 0, 0: seat 1 is
// 26 above the others' mean of 0, so 0.5 - 26/52 = 0; each other seat is
// 26/3 below its others' mean (0+26+0)/3, so 0.5 + (26/3)/52.
func TestRelativeRewards(t *testing.T) {
	points := [seat.Max]int{0, 26, 0, 0}
	var got [seat.Max]float64
	relativeRewards(&points, seat.All(4), 4, 26, &got)
	want := [seat.Max]float64{0.5 + (26.0/3)/52, 0, 0.5 + (26.0/3)/52, 0.5 + (26.0/3)/52, 0.5, 0.5}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rewards (-want +got):\n%s", diff)
	}
	// A seat that does not play the deal (the Sau dealer sitting out)
	// gets 0.5 and is left out of the others' mean.
	points = [seat.Max]int{0, 10, 5, 0}
	relativeRewards(&points, seat.All(3), 4, 30, &got)
	if got[3] != 0.5 || got[0] != 0.5+7.5/60 || got[1] != 0.5-7.5/60 {
		t.Errorf("rewards with seat 3 out: %v", got[:4])
	}
}

// TestMonteCarloTimeBudget checks a budget in time: a decision searches
// until the time is up (at least that long, and playouts were run), with
// one worker and two, and with both Time and Playouts set it stops at
// whichever comes first (here the playouts, up to one round over the
// options for PIMC).
func TestMonteCarloTimeBudget(t *testing.T) {
	g, err := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(21, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(21, 2))
	heuristics := []Player{Heuristic{}, Heuristic{}, Heuristic{}, Heuristic{}}
	// Play on to a seat that has a choice of cards.
	for {
		if tn := g.Turn(); tn.Kind == variant.Play && tn.Cards.Len() >= 3 {
			break
		}
		m, err := Next(g, heuristics, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	s, options := g.Turn().Seat, g.Turn().Cards.Len()
	type statser interface {
		GamePlayer
		Stats() SearchStats
	}
	for _, workers := range []int{1, 2} {
		for _, mk := range []func(Config) statser{
			func(c Config) statser { return NewPIMC(c) },
			func(c Config) statser { return NewISMCTS(c) },
		} {
			const budget = 30 * time.Millisecond
			p := mk(Config{Time: budget, Workers: workers})
			start := time.Now()
			m, err := p.ChooseIn(g, s, r)
			took := time.Since(start)
			if err != nil {
				t.Fatalf("%T: %v", p, err)
			}
			if err := g.Clone().Apply(m); err != nil {
				t.Errorf("%T chose %v: %v", p, m, err)
			}
			if took < budget || took > 20*time.Second {
				t.Errorf("%T with %d workers and Time %v took %v", p, workers, budget, took)
			}
			if st := p.Stats(); st.Searches != 1 || st.Playouts == 0 {
				t.Errorf("%T with Time %v: %+v", p, budget, st)
			}
			p = mk(Config{Time: time.Hour, Playouts: 40, Workers: workers})
			if _, err := p.ChooseIn(g, s, r); err != nil {
				t.Fatal(err)
			}
			if st := p.Stats(); st.Playouts < 40 || st.Playouts >= 40+workers*options {
				t.Errorf("%T with Playouts 40 and Time an hour ran %d playouts", p, st.Playouts)
			}
		}
	}
}
