package variant_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"
)

// Golden games: for fixed seeds, a whole match of Black Maria and of
// Hearts at 3 to 6 seats, every deal (the hands as dealt, the passes, the
// tricks) and every score, is pinned in testdata/golden. A change of the
// engine that changes any deal, any random choice or any score shows up
// here; `go test ./variant/ -run Golden -update` rewrites the files after
// a change that is meant (review the diff by hand).

func init() {
	// Register -update unless another test file of this package has.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files in testdata/golden")
	}
}

// bhUpdating reports whether -update was given.
func bhUpdating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// bhGoldenDeal is one deal of a golden match.
type bhGoldenDeal struct {
	Dealer int      `json:"dealer"`
	Hands  []string `json:"hands"`            // as dealt, before the pass
	Passes []string `json:"passes,omitempty"` // by seat; none in a hold deal
	// Tricks are "leader: cards in the order played -> winner".
	Tricks  []string `json:"tricks"`
	Points  []int    `json:"points"`
	Outcome string   `json:"outcome"`
}

// bhGoldenMatch is a whole match played with random moves.
type bhGoldenMatch struct {
	Game    string         `json:"game"`
	Seats   int            `json:"seats"`
	Seed    uint64         `json:"seed"`
	Deals   []bhGoldenDeal `json:"deals"`
	Totals  []int          `json:"totals"`
	Winners []int          `json:"winners"`
}

// bhPlayGolden plays a match of id at n seats with default options: the
// game's source is rand.NewPCG(seed, 0) and the moves are RandomMove with
// rand.NewPCG(seed, 1).
func bhPlayGolden(t *testing.T, id games.ID, n int, seed uint64) bhGoldenMatch {
	t.Helper()
	g, err := games.New(id, n, nil, rand.NewPCG(seed, 0))
	if err != nil {
		t.Fatal(err)
	}
	tg := g.(*variant.TrickGame)
	r := rand.New(rand.NewPCG(seed, 1))
	out := bhGoldenMatch{Game: id.String(), Seats: n, Seed: seed}
	for !g.Over() {
		if len(out.Deals) > 200 {
			t.Fatalf("%v: no end after 200 deals", id)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		d := bhGoldenDeal{Dealer: g.Dealer()}
		for s := 0; s < n; s++ {
			d.Hands = append(d.Hands, tg.DealtHand(s).String())
		}
		passes := make([]string, n)
		for g.Phase() == variant.PhasePass || g.Phase() == variant.PhasePlay {
			m := gametest.RandomStep(t, g, r)
			if m.Kind == variant.Pass {
				passes[m.Seat] = m.Cards.String()
				d.Passes = passes
			}
		}
		res, _ := g.Result()
		for _, tr := range res.Tricks {
			var cs []string
			for _, c := range tr.Cards {
				cs = append(cs, c.String())
			}
			d.Tricks = append(d.Tricks, fmt.Sprintf("%d: %s -> %d", tr.Leader, strings.Join(cs, " "), tr.Winner))
		}
		d.Points = res.Points
		d.Outcome = res.Outcome.String()
		out.Deals = append(out.Deals, d)
	}
	out.Totals = g.Totals()
	out.Winners = g.Winners()
	return out
}

func TestBHGoldenMatches(t *testing.T) {
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		for n := 3; n <= 6; n++ {
			t.Run(bhName(id, n), func(t *testing.T) {
				seed := uint64(1000*int(id) + n)
				got := bhPlayGolden(t, id, n, seed)
				path := filepath.Join("testdata", "golden", fmt.Sprintf("%s-%d.json", id, n))
				want := gametest.GoldenJSON(t, path, got, bhUpdating(), "  ")
				if bhUpdating() {
					return
				}
				bhCheckGolden(t, id, want)
			})
		}
	}
}

// bhCheckGolden checks a golden match by the rules, independently of the
// engine that wrote it: the hands are the pack, every deal's tricks use
// the cards held, the points are the values of the cards each seat took
// (or the moon), they add up to the deal total, the totals are their
// sums, the match ended at the target (BM-R9, SH-R10) and the lowest
// total won.
func bhCheckGolden(t *testing.T, id games.ID, m bhGoldenMatch) {
	t.Helper()
	n := m.Seats
	totals := make([]int, n)
	for k, d := range m.Deals {
		var taken [6]card.Set
		var all card.Set
		for _, h := range d.Hands {
			all |= gametest.Set(t, h)
		}
		g := gametest.Trick(t, id, n, nil, 1)
		if all != g.Pack() {
			t.Errorf("deal %d: the hands are not the pack", k)
		}
		prev := -1
		for i, tr := range d.Tricks {
			var leader, winner int
			head, rest, _ := strings.Cut(tr, ": ")
			cards, win, _ := strings.Cut(rest, " -> ")
			fmt.Sscan(head, &leader)
			fmt.Sscan(win, &winner)
			// TT-4: the winner leads next; BM-R5: left(dealer) leads first.
			if (i > 0 && leader != prev) || (i == 0 && id == games.BlackMaria && leader != (d.Dealer+1)%n) {
				t.Errorf("deal %d trick %d led by %d (dealer %d, last winner %d)", k, i, leader, d.Dealer, prev)
			}
			prev = winner
			taken[winner] |= gametest.Set(t, cards)
		}
		sum := 0
		moon := -1
		for s := 0; s < n; s++ {
			if taken[s].ContainsAll(card.HeartsSet.Add(card.QueenSpades)) {
				moon = s
			}
		}
		for s := 0; s < n; s++ {
			want := 0
			for c := range taken[s].All() {
				want += bhValue(id, bhFlat{}, c)
			}
			if id == games.Hearts && moon >= 0 {
				want = 26
				if s == moon {
					want = 0
				}
			}
			if d.Points[s] != want {
				t.Errorf("deal %d seat %d: %d points, its cards are worth %d", k, s, d.Points[s], want)
			}
			sum += d.Points[s]
			totals[s] += d.Points[s]
		}
		outcome := "normal"
		if id == games.Hearts && moon >= 0 {
			outcome = "moon"
		}
		if want := gametest.DealSum(id, n, nil, outcome); sum != want || d.Outcome != outcome {
			t.Errorf("deal %d (%s): the points add up to %d, want %d", k, d.Outcome, sum, want)
		}
		reached := false
		for _, x := range totals {
			if x >= 100 {
				reached = true
			}
		}
		if reached != (k == len(m.Deals)-1) {
			t.Errorf("deal %d of %d: totals %v", k+1, len(m.Deals), totals)
		}
	}
	if !cmp.Equal(totals, m.Totals) {
		t.Errorf("totals %v, the deals add up to %v", m.Totals, totals)
	}
	min := totals[0]
	for _, x := range totals {
		if x < min {
			min = x
		}
	}
	var wins []int
	for s, x := range totals {
		if x == min {
			wins = append(wins, s)
		}
	}
	if !gametest.SameSeats(wins, m.Winners) {
		t.Errorf("winners %v, want %v", m.Winners, wins)
	}
}
