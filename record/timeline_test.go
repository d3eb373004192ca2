package record_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// undoTables are the tables the undo property is checked at: every game,
// and the options that add phases and moves (the Sau stock exchange with
// its push, announcements, Madonna's turn-based announcement round).
var undoTables = []struct {
	id        games.ID
	opts      string // the options in their JSON form
	turnBased bool   // announcements in explicit rounds (MAD-A9), with Decline moves
	stock     bool   // the Sau stock exchange (SAU-O5): a stock phase
}{
	{games.SchwarzeMadonna, `{}`, true, false},
	{games.SchwarzeSau, `{"jungfrau":true,"durchmarsch":true,"angesagter-durchmarsch":true}`, true, false},
	{games.SchwarzeMadonna, `{}`, false, false},
	{games.SchwarzeMadonna, `{"must-change-stock":true}`, false, false},
	{games.BlackMaria, `{}`, false, false},
	{games.Hearts, `{}`, false, false},
	{games.SchwarzeSau, `{"stock-exchange":true,"schieben":true,"jungfrau":true,"durchmarsch":true,"angesagter-durchmarsch":true}`, false, true},
	{games.SchwarzeSau, `{}`, false, false},
	{games.OldMaid, `{}`, false, false},
}

// snapshot is everything that must come back after an undo: the game
// itself (compared field by field, its random source included), every
// seat's view and the record.
type snapshot struct {
	game   variant.Game
	views  []string
	record []byte
}

func takeSnapshot(t *rapid.T, tl *record.Timeline) snapshot {
	g := tl.Game()
	s := snapshot{game: g.Clone()}
	for x := 0; x < g.Seats(); x++ {
		v, err := g.View(x)
		if err != nil {
			t.Fatalf("view of seat %d: %v", x, err)
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("view JSON: %v", err)
		}
		s.views = append(s.views, string(b))
	}
	r, err := tl.Record()
	if err != nil {
		t.Fatalf("record: %v", err)
	}
	if s.record, err = json.Marshal(r); err != nil {
		t.Fatalf("record JSON: %v", err)
	}
	return s
}

func (s snapshot) check(t *rapid.T, tl *record.Timeline, what string) {
	t.Helper()
	now := takeSnapshot(t, tl)
	for x := range s.views {
		if s.views[x] != now.views[x] {
			t.Fatalf("%s: the view of seat %d differs:\nbefore %s\nafter  %s", what, x, s.views[x], now.views[x])
		}
	}
	if !bytes.Equal(s.record, now.record) {
		t.Fatalf("%s: the record differs:\nbefore %s\nafter  %s", what, s.record, now.record)
	}
	if !reflect.DeepEqual(s.game, now.game) {
		t.Fatalf("%s: the game state differs though every view and the record agree", what)
	}
}

// TestTimelineRewindRestoresExactly is the property undo rests on: in every game
// and phase (the test checks that each phase was reached), applying a move (any legal one, announcements out of turn
// included, or the next deal) and then rewinding to the point before it
// gives back exactly the game that was, its random source included, and
// the same views and record. Rewinding several moves at once does too.
func TestTimelineRewindRestoresExactly(t *testing.T) {
	for _, tab := range undoTables {
		t.Run(fmt.Sprint(tab.id, tab.opts, tab.turnBased), func(t *testing.T) {
			seen := map[variant.Phase]bool{} // the phases a checked step started in
			defer func() {
				want := []variant.Phase{variant.PhasePlay}
				switch {
				case tab.id == games.OldMaid:
					want = []variant.Phase{variant.PhaseDraw}
				case tab.id == games.BlackMaria || tab.id == games.Hearts:
					want = append(want, variant.PhasePass)
				case tab.id == games.SchwarzeMadonna || tab.stock:
					want = append(want, variant.PhaseStock)
				}
				if tab.turnBased {
					want = append(want, variant.PhaseAnnounce)
				}
				want = append(want, variant.PhaseDeal)
				for _, p := range want {
					ok := seen[p]
					if p == variant.PhaseDeal {
						ok = ok || seen[variant.PhaseDealOver] // between deals, either way
					}
					if !ok {
						t.Errorf("no undo was checked in phase %v", p)
					}
				}
			}()
			rapid.Check(t, func(t *rapid.T) {
				lo, hi := games.SeatRange(tab.id)
				seats := rapid.IntRange(lo, hi).Draw(t, "seats")
				opts, err := games.ParseOptions(tab.id, []byte(tab.opts))
				if err != nil {
					t.Fatalf("options: %v", err)
				}
				if tab.turnBased {
					if opts, err = games.WithSetup(tab.id, opts, variant.Setup{Announcements: variant.TurnBased}); err != nil {
						t.Fatalf("options: %v", err)
					}
				}
				seed := rapid.Uint64().Draw(t, "seed")
				g, err := games.New(tab.id, seats, opts, rand.NewPCG(seed, 1))
				if err != nil {
					t.Fatalf("new: %v", err)
				}
				tl, err := record.NewTimeline(g)
				if err != nil {
					t.Fatalf("timeline: %v", err)
				}
				r := rand.New(rand.NewPCG(seed, 2))
				var marks []record.Point
				var snaps []snapshot
				// Reach a random point of the match quickly, then check a
				// few steps from there.
				most := 300
				if raceDetector {
					most = 60
				}
				skip := rapid.IntRange(0, most).Draw(t, "skip")
				steps := skip + rapid.IntRange(1, 8).Draw(t, "steps")
				for i := 0; i < steps && !tl.Game().Over(); i++ {
					if i < skip {
						if err := randomStep(tl, r)(); err != nil {
							t.Fatalf("step %d: %v", i, err)
						}
						continue
					}
					seen[tl.Game().Phase()] = true
					before := takeSnapshot(t, tl)
					if rapid.IntRange(0, 9).Draw(t, "mark") == 0 {
						marks, snaps = append(marks, tl.Now()), append(snaps, before)
					}
					at := tl.Now()
					step := randomStep(tl, r)
					if err := step(); err != nil {
						t.Fatalf("step %d: %v", i, err)
					}
					after := takeSnapshot(t, tl)
					if err := tl.Rewind(at); err != nil {
						t.Fatalf("rewind: %v", err)
					}
					before.check(t, tl, fmt.Sprintf("step %d undone", i))
					// The same step again gives the same game.
					if err := step(); err != nil {
						t.Fatalf("step %d again: %v", i, err)
					}
					after.check(t, tl, fmt.Sprintf("step %d redone", i))
				}
				if len(marks) > 0 {
					k := rapid.IntRange(0, len(marks)-1).Draw(t, "back to")
					if err := tl.Rewind(marks[k]); err != nil {
						t.Fatalf("rewind to mark: %v", err)
					}
					snaps[k].check(t, tl, "several steps undone")
				}
			})
		})
	}
}

// randomStep returns the next step of a random match: the next deal
// between deals, else a random legal move, now and then an announcement
// out of turn.
func randomStep(tl *record.Timeline, r *rand.Rand) func() error {
	g := tl.Game()
	if p := g.Phase(); p == variant.PhaseDeal || p == variant.PhaseDealOver {
		return func() error { return tl.Deal(nil) }
	}
	m, ok := g.RandomMove(r)
	if calls := g.Announcements(nil); len(calls) > 0 && r.IntN(4) == 0 {
		m, ok = calls[r.IntN(len(calls))], true
	}
	if !ok {
		return func() error { return fmt.Errorf("no move in phase %v", g.Phase()) }
	}
	return func() error { return tl.Apply(m) }
}

// timelineState is what a refused Rewind must leave as it was: where the
// game stands, every deal's moves and results, the record and the game
// itself, its random source included.
type timelineState struct {
	Now     record.Point
	Moves   [][]variant.Move
	Results []variant.DealResult
	Record  string
	Game    variant.Game
}

// everyField lets cmp.Diff compare a game field by field: its unexported
// fields, and its functions (the rules the game was built with) by
// identity.
var everyField = cmp.Options{
	cmp.Exporter(func(reflect.Type) bool { return true }),
	cmp.FilterValues(func(x, y any) bool {
		return reflect.ValueOf(x).Kind() == reflect.Func && reflect.ValueOf(y).Kind() == reflect.Func
	}, cmp.Comparer(func(x, y any) bool { return reflect.ValueOf(x).Pointer() == reflect.ValueOf(y).Pointer() })),
}

func stateOf(t *rapid.T, tl *record.Timeline) timelineState {
	s := timelineState{Now: tl.Now(), Results: tl.Results(), Game: tl.Game().Clone()}
	for d := 0; d < tl.Deals(); d++ {
		s.Moves = append(s.Moves, tl.Moves(d))
	}
	r, err := tl.Record()
	if err != nil {
		t.Fatalf("record: %v", err)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatalf("record JSON: %v", err)
	}
	s.Record = string(b)
	return s
}

// TestTimelineRewindRefusesForeignPoints: Rewind accepts exactly the
// points the timeline has passed through (Now after each step, and {-1,
// 0}); any other point (a deal it does not hold, deal -1 with moves, a
// negative count, more moves than were applied) is refused and leaves
// the timeline exactly as it was.
func TestTimelineRewindRefusesForeignPoints(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tab := rapid.SampledFrom(undoTables).Draw(t, "table")
		lo, _ := games.SeatRange(tab.id)
		opts, err := games.ParseOptions(tab.id, []byte(tab.opts))
		if err != nil {
			t.Fatalf("options: %v", err)
		}
		seed := rapid.Uint64().Draw(t, "seed")
		g, err := games.New(tab.id, lo, opts, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatalf("new: %v", err)
		}
		tl, err := record.NewTimeline(g)
		if err != nil {
			t.Fatalf("timeline: %v", err)
		}
		produced := map[record.Point]bool{tl.Now(): true}
		order := []record.Point{tl.Now()}
		r := rand.New(rand.NewPCG(seed, 2))
		steps := rapid.IntRange(0, 120).Draw(t, "steps")
		for i := 0; i < steps && !tl.Game().Over(); i++ {
			if err := randomStep(tl, r)(); err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
			produced[tl.Now()] = true
			order = append(order, tl.Now())
		}
		edge := []int{math.MinInt, -2, -1, 0, 1, math.MaxInt}
		num := func(name string, hi int) int {
			if rapid.Bool().Draw(t, name+" at an edge") {
				return rapid.SampledFrom(edge).Draw(t, name)
			}
			return rapid.IntRange(-3, hi+3).Draw(t, name)
		}
		for k := 0; k < 10; k++ {
			p := record.Point{Deal: num("deal", tl.Deals()), Moves: num("moves", 60)}
			if produced[p] {
				continue
			}
			before := stateOf(t, tl)
			if err := tl.Rewind(p); err == nil {
				t.Fatalf("Rewind(%+v) accepted a point the timeline never reached (now %+v)", p, before.Now)
			}
			if diff := cmp.Diff(before, stateOf(t, tl), everyField); diff != "" {
				t.Fatalf("a refused Rewind(%+v) changed the timeline (-before +after):\n%s", p, diff)
			}
		}
		// A point it passed through is one it goes back to.
		p := rapid.SampledFrom(order).Draw(t, "back to")
		if err := tl.Rewind(p); err != nil {
			t.Fatalf("Rewind(%+v): %v", p, err)
		}
		if tl.Now() != p {
			t.Fatalf("Rewind(%+v) stands at %+v", p, tl.Now())
		}
	})
}
