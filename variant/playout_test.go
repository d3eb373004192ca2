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
// accessors for playouts (Progress, Trick, DealPoints) give what the
// checked path (View, Result) gives, and that Progress.Announces holds at
// the tables with announcements (Madonna's, Sau's with them on) only.
func TestPlayoutAccessorsAgreeWithView(t *testing.T) {
	for _, tc := range []struct {
		id        games.ID
		o         variant.Options
		announces bool
	}{
		{games.SchwarzeMadonna, nil, true},
		{games.BlackMaria, nil, false},
		{games.Hearts, nil, false},
		{games.SchwarzeSau, nil, false},
		{games.SchwarzeSau, sau.Options{Jungfrau: true, AngesagterDurchmarsch: true}, true},
	} {
		id, o := tc.id, tc.o
		for _, seats := range []int{3, 4, 5} {
			if id == games.SchwarzeSau && seats == 5 {
				continue // SAU-R1: three or four seats
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
				for gametest.InDeal(g) {
					checkAccessors(t, g)
					if got := g.Progress().Announces; got != tc.announces {
						t.Fatalf("%v/%d options %v: Progress().Announces = %v, want %v", id, seats, o, got, tc.announces)
					}
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
	pr := g.Progress()
	if pr.Tricks != len(v.Tricks) {
		t.Fatalf("Progress().Tricks = %d, View has %d tricks", pr.Tricks, len(v.Tricks))
	}
	for i, want := range v.Tricks {
		got := g.Trick(i)
		if !sameTrick(&got, want) {
			t.Fatalf("Trick(%d) = %v, View has %+v", i, got.Plays(), want)
		}
	}
	cur := g.Trick(pr.Tricks)
	if !sameTrick(&cur, v.Current) {
		t.Fatalf("Trick(%d), the one on the table, = %v, View has %+v", pr.Tricks, cur.Plays(), v.Current)
	}
	for _, i := range []int{-1, pr.Tricks + 1} {
		if tr := g.Trick(i); !tr.IsEmpty() {
			t.Fatalf("Trick(%d) of a deal of %d tricks = %v, want an empty trick", i, pr.Tricks, tr.Plays())
		}
	}
	if got := pr.NoTrick.Seats(); !slices.Equal(got, v.NoTrick) && (len(got) > 0 || len(v.NoTrick) > 0) {
		t.Fatalf("Progress().NoTrick = %v, View says %v", got, v.NoTrick)
	}
	if pr.Sweep != v.Sweep {
		t.Fatalf("Progress().Sweep = %d, View says %d", pr.Sweep, v.Sweep)
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
		pr := g.Progress()
		for i := 0; i <= pr.Tricks; i++ {
			tr := g.Trick(i)
			sink |= tr.Cards()
		}
		sink |= card.Set(g.DealPoints(0) + pr.Sweep)
		if pr.NoTrick != 0 || pr.Announces {
			sink++
		}
	})
	if allocs != 0 {
		t.Errorf("the playout accessors allocate %.1f times per call", allocs)
	}
	_ = sink
}
