package player

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// Where the fast player loses to the baseline is measured by
// TestRegretAgainstOracle, which runs only when asked:
//
//	go test ./player -run TestRegretAgainstOracle -regret -regret-game black-maria -regret-seats 3 -v
var (
	regret        = flag.Bool("regret", false, "measure the fast player's and the baseline's regret per kind of decision (TestRegretAgainstOracle; minutes)")
	regretGame    = flag.String("regret-game", "hearts", "game of TestRegretAgainstOracle")
	regretSeats   = flag.Int("regret-seats", 4, "seats of TestRegretAgainstOracle")
	regretDeals   = flag.Int("regret-deals", 20, "deals of TestRegretAgainstOracle")
	regretPlays   = flag.Int("regret-plays", 3, "TestRegretAgainstOracle judges about one card play in this many (0: none)")
	regretOptions = flag.String("regret-options", "", "the game's options as JSON, for TestRegretAgainstOracle")
)

// oraclePlayouts is the budget of the oracle of TestRegretAgainstOracle.
const oraclePlayouts = 12000

// regretTally is what TestRegretAgainstOracle adds up for one kind of
// decision.
type regretTally struct {
	n           int
	fast, base  float64 // summed regret, in points
	fastDiffers int     // decisions where fast chose otherwise than the oracle
	baseDiffers int
}

// TestRegretAgainstOracle judges the in-turn decisions of NewFast and of
// the baseline (BaselineConfig) on the same positions by an oracle, PIMC
// at oraclePlayouts heuristic playouts: the regret of a move is the
// oracle's mean reward of its best option minus that of the move, in
// points below the other seats' mean (the reward's scale), summed per
// kind of decision (pass, stock, take, play) and, for the card plays, per
// third of the deal (dealThird). The positions come from
// deals the Heuristic plays at every seat: every pass, stock exchange
// and take, and about one card play in -regret-plays (chosen by a hash
// of the move's number, so that every place in a trick is judged).
//
// It measures where the cheap player's choices part from the search with
// the heuristic's playouts, not which is right: the oracle shares the
// baseline's playout policy, so it leans towards the baseline's choices.
// Its use is to find the kind of decision in which the fast player loses
// and to compare changes on the same positions, which a 100-board arena
// run, its interval about ±0.7 points per deal wide, cannot. The run is
// deterministic; 20 Hearts deals with one play in three judged take
// some minutes of processor time.
func TestRegretAgainstOracle(t *testing.T) {
	if !*regret {
		t.Skip("the measurement runs with -regret")
	}
	id, ok := games.ParseID(*regretGame)
	if !ok || id == games.OldMaid {
		t.Fatalf("-regret-game %q: not a trick game", *regretGame)
	}
	o, err := games.ParseOptions(id, []byte(*regretOptions))
	if err != nil {
		t.Fatal(err)
	}
	seats := *regretSeats
	heuristic := make([]Player, seats)
	for s := range heuristic {
		heuristic[s] = Heuristic{}
	}
	oracle := NewPIMC(Config{Playouts: oraclePlayouts})
	fast := NewFast()
	base := NewPIMC(BaselineConfig())
	tally := regretTallies{}
	r := rand.New(rand.NewPCG(1, 2))
	step := uint64(0)
	for deal := 0; deal < *regretDeals; deal++ {
		g, err := games.New(id, seats, o, rand.NewPCG(uint64(deal), 9))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for dealRunning(g.Phase()) {
			step++
			if s := g.Turn().Seat; s >= 0 && judged(g, s, step) {
				v, _ := g.View(s)
				k := regretKey{kind: v.Turn.Kind, third: -1}
				tl := []*regretTally{tally.add(k)}
				if k.kind == variant.Play {
					k.third = dealThird(&v)
					tl = append(tl, tally.add(k))
				}
				judge(t, g, step, [3]*PIMC{oracle, fast, base}, tl)
			}
			m, err := Next(g, heuristic, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%s at %d seats, %d deals, regret in points per decision against PIMC at %d heuristic playouts:", id, seats, *regretDeals, oraclePlayouts)
	t.Logf("  %-6s %5s %10s %8s %10s %8s", "kind", "n", "fast", "differs", "baseline", "differs")
	for k := variant.Play; k <= variant.Take; k++ {
		for third := -1; third < 3; third++ {
			if tl := tally[regretKey{k, third}]; tl != nil {
				n := float64(tl.n)
				t.Logf("  %-6s %5d %10.3f %8d %10.3f %8d", regretKey{k, third}, tl.n, tl.fast/n, tl.fastDiffers, tl.base/n, tl.baseDiffers)
			}
		}
	}
}

// regretKey is a row of TestRegretAgainstOracle's table: a kind of
// decision and, for a card play, the third of the deal it falls in (0
// to 2; -1 for every play).
type regretKey struct {
	kind  variant.Kind
	third int
}

// String names the row: the kind, then "1/3", "2/3" or "3/3" for a
// third of the deal's card play.
func (k regretKey) String() string {
	if k.third < 0 {
		return k.kind.String()
	}
	return fmt.Sprintf(" %d/3", k.third+1)
}

// regretTallies are TestRegretAgainstOracle's tallies by row.
type regretTallies map[regretKey]*regretTally

// add returns the tally of row k, made if new.
func (r regretTallies) add(k regretKey) *regretTally {
	if r[k] == nil {
		r[k] = &regretTally{}
	}
	return r[k]
}

// dealThird returns which third of its deal's card play v's seat is in
// (0 to 2), by the tricks complete against the tricks of a hand (the
// seat has not played to the trick on the table): in Black Maria at three
// seats tricks 1 to 6, 7 to 12 and 13 to 17.
func dealThird(v *variant.View) int {
	played := len(v.Tricks)
	return min(2, 3*played/max(1, played+v.Hand.Len()))
}

// judged reports whether seat s's in-turn decision in g, the step-th
// move of the run, is one TestRegretAgainstOracle judges: a choice
// between several moves that is not a draw, a card play only for about
// one step in -regret-plays.
func judged(g variant.Game, s int, step uint64) bool {
	v, err := g.View(s)
	if err != nil || v.Turn == nil || v.Turn.Kind == variant.Draw {
		return false
	}
	if v.Turn.Kind != variant.Play {
		return true
	}
	every := uint64(*regretPlays)
	return every > 0 && v.Turn.Cards.Len() > 1 && (step*2654435761>>7)%every == 0
}

// judge adds the regret of the fast player's and the baseline's choice
// for the seat to move in g into each of tls, by the oracle's mean rewards
// (players: the oracle, fast, the baseline).
func judge(t *testing.T, g variant.Game, step uint64, players [3]*PIMC, tls []*regretTally) {
	t.Helper()
	s := g.Turn().Seat
	oracle := players[0]
	om, err := oracle.ChooseIn(g, s, rand.New(rand.NewPCG(step, 1)))
	if err != nil {
		t.Fatal(err)
	}
	opts := oracle.s.opts
	stats := oracle.s.pool[0].stats
	best := 0.0
	for _, st := range stats {
		if st.visits > 0 {
			best = max(best, st.reward/st.visits)
		}
	}
	scale := 2 * oracle.s.pool[0].trick.scale // the oracle's, in a pushed deal the Swing times the push factor
	for _, tl := range tls {
		tl.n++
	}
	for i, p := range players[1:] {
		m, err := p.ChooseIn(g, s, rand.New(rand.NewPCG(step, uint64(2+i))))
		if err != nil {
			t.Fatal(err)
		}
		j := 0
		for j < len(opts) && opts[j] != m {
			j++
		}
		if j == len(opts) || stats[j].visits == 0 {
			t.Fatalf("step %d: %v is not among the options the oracle weighed", step, m)
		}
		loss := (best - stats[j].reward/stats[j].visits) * scale
		for _, tl := range tls {
			if i == 0 {
				tl.fast += loss
				if m != om {
					tl.fastDiffers++
				}
			} else {
				tl.base += loss
				if m != om {
					tl.baseDiffers++
				}
			}
		}
	}
}
