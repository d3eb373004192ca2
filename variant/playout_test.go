package variant_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// TestPlayoutAccessorsAgreeWithView plays random deals of every
// trick-taking game and checks, after every move, that the allocation-free
// accessors for playouts give what the checked path (View, Result) gives.
func TestPlayoutAccessorsAgreeWithView(t *testing.T) {
	for _, id := range []games.ID{games.SchwarzeMadonna, games.BlackMaria, games.Hearts, games.SchwarzeSau} {
		for _, seats := range []int{3, 4, 5} {
			if id == games.SchwarzeSau && seats == 5 {
				continue // SAU-R1: three or four seats
			}
			var o variant.Options
			if id == games.SchwarzeSau {
				o = sau.Options{Jungfrau: true, AngesagterDurchmarsch: true}
			}
			g, err := games.NewTrickGame(id, seats, o, rand.NewPCG(uint64(seats), 7))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(uint64(id), uint64(seats)))
			for deal := 0; deal < 6 && !g.Over(); deal++ {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				var ann []variant.Move
				for g.InDeal() {
					checkAccessors(t, g)
					// Now and then an announcement, so that the
					// announcement accessors are exercised.
					if ann = g.Announcements(ann[:0]); len(ann) > 0 && r.IntN(8) == 0 {
						if err := g.Apply(ann[r.IntN(len(ann))]); err != nil {
							t.Fatal(err)
						}
						continue
					}
					gametest.RandomStep(t, g, r)
				}
				res, ok := g.Result()
				if !ok {
					t.Fatalf("%v/%d: no result after the deal", id, seats)
				}
				for s, p := range res.Points {
					if got := g.DealPoints(s); got != p {
						t.Errorf("%v/%d: DealPoints(%d) = %d, Result says %d", id, seats, s, got, p)
					}
				}
			}
		}
	}
}

// checkAccessors compares the playout accessors of g with View(0).
func checkAccessors(t *testing.T, g *variant.TrickGame) {
	t.Helper()
	v, err := g.View(0)
	if err != nil {
		t.Fatal(err)
	}
	if g.TricksPlayed() != len(v.Tricks) {
		t.Fatalf("TricksPlayed = %d, View has %d tricks", g.TricksPlayed(), len(v.Tricks))
	}
	for i, want := range v.Tricks {
		got := g.TrickAt(i)
		if !sameTrick(&got, want) {
			t.Fatalf("TrickAt(%d) = %v, View has %+v", i, got.Plays(), want)
		}
	}
	cur := g.CurrentTrick()
	if !sameTrick(&cur, v.Current) {
		t.Fatalf("CurrentTrick = %v, View has %+v", cur.Plays(), v.Current)
	}
	for s, n := range v.TricksWon {
		if g.TricksWon(s) != n {
			t.Fatalf("TricksWon(%d) = %d, View says %d", s, g.TricksWon(s), n)
		}
	}
	if g.HeartsBroken() != v.HeartsBroken {
		t.Fatalf("HeartsBroken = %v, View says %v", g.HeartsBroken(), v.HeartsBroken)
	}
	if got := g.JungfrauAnnounced().Seats(); !slices.Equal(got, v.NoTrick) && (len(got) > 0 || len(v.NoTrick) > 0) {
		t.Fatalf("JungfrauAnnounced = %v, View says %v", got, v.NoTrick)
	}
	if g.DurchmarschAnnounced() != v.Sweep {
		t.Fatalf("DurchmarschAnnounced = %d, View says %d", g.DurchmarschAnnounced(), v.Sweep)
	}
}

// sameTrick reports whether t holds the cards and seats of want, in order.
func sameTrick(t *trick.Trick, want variant.TrickRecord) bool {
	if t.Len() != len(want.Cards) {
		return false
	}
	for i, p := range t.Plays() {
		if p.Card != want.Cards[i] || int(p.Seat) != want.Seats[i] {
			return false
		}
	}
	return true
}

// TestPlayoutAccessorsDoNotAllocate checks that reading the running deal
// for a playout costs no allocation.
func TestPlayoutAccessorsDoNotAllocate(t *testing.T) {
	g, err := games.NewTrickGame(games.Hearts, 4, nil, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	gametest.PlayUntil(t, g, r, variant.PhasePlay)
	var sink card.Set
	allocs := testing.AllocsPerRun(100, func() {
		cur := g.CurrentTrick()
		sink |= cur.Cards()
		for i := 0; i < g.TricksPlayed(); i++ {
			tr := g.TrickAt(i)
			sink |= tr.Cards()
		}
		sink |= card.Set(g.TricksWon(0) + g.DealPoints(0) + g.DurchmarschAnnounced())
		if g.HeartsBroken() || g.JungfrauAnnounced() != 0 || !g.InDeal() {
			sink++
		}
	})
	if allocs != 0 {
		t.Errorf("the playout accessors allocate %.1f times per call", allocs)
	}
	_ = sink
}
