package variant

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/trick"
)

// logCase is a trick game for the play log's tests and how to make it.
type logCase struct {
	name string
	make func() (*TrickGame, error)
}

// logCases are stepCases and a two-seat house game with the whole pack,
// whose deal has 26 tricks, the most a deal can have.
func logCases() []logCase {
	var cs []logCase
	for _, c := range stepCases() {
		cs = append(cs, logCase{c.name, func() (*TrickGame, error) {
			return NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(11, uint64(c.seats)))
		}})
	}
	cs = append(cs, logCase{"house-2-full-pack", func() (*TrickGame, error) {
		return NewHouse(Rules{Title: "Two", Pack: card.Full52, Table: score.Table{}, End: Ending{Deals: 4}}, 2, rand.NewPCG(11, 2))
	}})
	return cs
}

// trickEq says how two tricks differ: their plays in order and their
// winners.
func trickDiff(got, want trick.Trick) string {
	gs, gc, gok := got.Winner()
	ws, wc, wok := want.Winner()
	if d := cmp.Diff(want.Plays(), got.Plays()); d != "" {
		return d
	}
	if gs != ws || gc != wc || gok != wok {
		return fmt.Sprintf("winner %d %v %v, want %d %v %v", gs, gc, gok, ws, wc, wok)
	}
	return ""
}

// TestPlayLogRebuildsTricks (TT-3, TT-4, C-5): after every move of random
// matches of every trick game, the tricks the game rebuilds from its play
// log (Trick) are those a model builds from the plays it
// saw with trick.Trick.Add; each ended deal's facts rebuilt from the log
// are the facts the deal was scored from (the stock hidden); and a deal's
// Result still lists the same tricks and explanation once the next deal
// has started (the result's own copy of the log).
func TestPlayLogRebuildsTricks(t *testing.T) {
	for _, c := range logCases() {
		t.Run(c.name, func(t *testing.T) {
			g, err := c.make()
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(5, 7))
			for deal := 0; deal < 5 && !g.Over(); deal++ {
				before, had := g.Result()
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				if after, _ := g.Result(); had && cmp.Diff(before, after) != "" {
					t.Fatalf("deal %d: the last result changed when the deal started: %s", deal, cmp.Diff(before, after))
				}
				var tricks []trick.Trick
				var cur trick.Trick
				for move := 0; ; move++ {
					m, err := randomMoveOrCall(g, r)
					if err != nil {
						break
					}
					if err := g.Apply(m); err != nil {
						t.Fatalf("deal %d move %d %+v: %v", deal, move, m, err)
					}
					if m.Kind == Play {
						cur.Add(m.Seat, m.Card)
						if cur.Len() == g.active.Len() {
							tricks, cur = append(tricks, cur), trick.Trick{}
						}
					}
					where := fmt.Sprintf("deal %d after move %d %+v", deal, move, m)
					if n := g.Progress().Tricks; n != len(tricks) {
						t.Fatalf("%s: %d tricks played, the model has %d", where, n, len(tricks))
					}
					for i, want := range tricks {
						if d := trickDiff(g.Trick(i), want); d != "" {
							t.Fatalf("%s: trick %d: %s", where, i, d)
						}
					}
					if d := trickDiff(g.Trick(len(tricks)), cur); d != "" {
						t.Fatalf("%s: the trick on the table: %s", where, d)
					}
				}
				if !g.hasResult {
					t.Fatalf("deal %d ended without a result", deal)
				}
				want := g.facts
				want.Stock = 0
				if g.result.outcome == score.Redeal && g.result.ntricks == 0 {
					want = score.Facts{} // MAD-A3: void before play
				}
				if d := cmp.Diff(want, g.result.factsOf(g.cfg.seats, g.resultLog())); d != "" {
					t.Fatalf("deal %d: the facts rebuilt from the log differ from the scored ones (-scored +rebuilt):\n%s", deal, d)
				}
				res, _ := g.Result()
				if len(res.Tricks) != len(tricks) {
					t.Fatalf("deal %d: Result lists %d tricks, %d were played", deal, len(res.Tricks), len(tricks))
				}
			}
		})
	}
}
