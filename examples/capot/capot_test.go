package capot_test

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/examples/capot"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func newGame(t *testing.T, seed uint64) *variant.TrickGame {
	t.Helper()
	g, err := capot.New(rand.NewPCG(seed, 0))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// hands deals the fixed hands below at dealer 0: seat 1 leads (CP-R3) and
// holds every ace and king, so that it can take every trick.
func hands(t *testing.T) *variant.TrickGame {
	t.Helper()
	g := newGame(t, 1)
	gametest.FromHands(t, g, "",
		"QS JS 10S 9S QH JH 10H 9H",
		"AS KS AH KH AC KC AD KD",
		"8S 7S 8H 7H QC JC 10C 9C",
		"QD JD 10D 9D 8C 7C 8D 7D")
	return g
}

// play plays the cards, each by the seat whose turn it is.
func play(t *testing.T, g *variant.TrickGame, cards ...string) {
	t.Helper()
	for _, c := range cards {
		gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, card.MustParse(c)))
	}
}

// TestRandomMatches plays whole random matches through the generic checks
// every game of the module passes (gametest.CheckMatch) and checks CP-R6
// on the way: a match ends once a total has reached the target.
func TestRandomMatches(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		g := newGame(t, seed)
		gametest.CheckMatch(t, g, rand.New(rand.NewPCG(seed, 1)), 100)
		if !g.Over() {
			t.Fatalf("seed %d: not over after %d deals (CP-R6)", seed, g.DealsPlayed())
		}
		hit := false
		for _, x := range g.Totals() {
			hit = hit || x >= capot.Target
		}
		if !hit {
			t.Errorf("seed %d: over with totals %v, none at %d (CP-R6)", seed, g.Totals(), capot.Target)
		}
	}
}

// TestRandomCapots plays random deals in which a seat announces capot,
// when it may, one time in eight (CP-R4; RandomMove never announces out
// of turn), through the generic checks, and checks CP-R5 on each deal: a
// capot won scores 15, a capot lost 5 to its announcer alone, any other
// deal the five points of the jacks. Random play wins, loses and skips
// capots.
func TestRandomCapots(t *testing.T) {
	outcomes := map[score.Outcome]int{}
	r := rand.New(rand.NewPCG(7, 7))
	g := newGame(t, 7)
	for range 300 {
		if g.Over() {
			g = newGame(t, r.Uint64())
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for gametest.InDeal(g) {
			gametest.CheckPosition(t, g)
			if calls := g.Announcements(nil); len(calls) > 0 && r.IntN(8) == 0 {
				gametest.Apply(t, g, calls[r.IntN(len(calls))])
				continue
			}
			gametest.RandomStep(t, g, r)
		}
		res, _ := g.Result()
		outcomes[res.Outcome]++
		want := map[score.Outcome]int{score.Normal: 5, score.AnnouncedSweep: 3 * capot.Capot, score.FailedAnnouncement: capot.Capot}[res.Outcome]
		sum := 0
		for _, p := range res.Points {
			sum += p
		}
		if sum != want {
			t.Fatalf("a deal (%v) scored %v, want %d in all (CP-R5)", res.Outcome, res.Points, want)
		}
	}
	if outcomes[score.Normal] == 0 || outcomes[score.FailedAnnouncement] == 0 {
		t.Errorf("outcomes %v: random play should end deals normally and by a lost capot", outcomes)
	}
}

// TestCapot checks the call (CP-R4) and its scores (CP-R5).
func TestCapot(t *testing.T) {
	t.Run("CP-R5", func(t *testing.T) {
		// Seat 1 announces and takes every trick: five to each other seat.
		g := hands(t)
		gametest.Apply(t, g, variant.AnnounceMove(1, variant.SweepCall))
		play(t, g, "AS", "8S", "QD", "QS", "KS", "7S", "JD", "JS", "AH", "8H", "10D", "QH", "KH", "7H", "9D", "JH",
			"AC", "QC", "8C", "10S", "KC", "JC", "7C", "9S", "AD", "10C", "8D", "10H", "KD", "9C", "7D", "9H")
		res, ok := g.Result()
		if !ok || res.Outcome != score.AnnouncedSweep || !slices.Equal(res.Points, []int{5, 0, 5, 5}) {
			t.Errorf("a capot won: %v %v, want announced-durchmarsch [5 0 5 5]", res.Outcome, res.Points)
		}
	})
	t.Run("CP-R4", func(t *testing.T) {
		// Seat 0 announces; seat 1 wins the first trick: the capot is
		// lost and the deal ends at once, five to seat 0.
		g := hands(t)
		gametest.Apply(t, g, variant.AnnounceMove(0, variant.SweepCall))
		var v *rule.Violation
		if err := g.Apply(variant.AnnounceMove(2, variant.SweepCall)); !errors.As(err, &v) || v.ID != rule.AnnounceConflict || v.Ref != "CP-R4" {
			t.Errorf("a second capot: %v, want announce-conflict under CP-R4", err)
		}
		if err := g.Apply(variant.AnnounceMove(2, variant.NoTrickCall)); !errors.As(err, &v) || v.ID != rule.WrongPhase {
			t.Errorf("a Jungfrau, which Capot does not know: %v, want wrong-phase", err)
		}
		play(t, g, "AS", "8S", "QD", "QS")
		res, ok := g.Result()
		if !ok || res.Outcome != score.FailedAnnouncement || !slices.Equal(res.Points, []int{5, 0, 0, 0}) || len(res.Tricks) != 1 {
			t.Errorf("a capot lost: %v %v after %d tricks, want failed-announcement [5 0 0 0] after 1", res.Outcome, res.Points, len(res.Tricks))
		}
	})
	t.Run("CP-R4 window", func(t *testing.T) {
		// The window closes with the first card of the second trick.
		g := hands(t)
		play(t, g, "AS", "8S", "QD", "QS", "KS")
		var v *rule.Violation
		if err := g.Apply(variant.AnnounceMove(1, variant.SweepCall)); !errors.As(err, &v) || v.ID != rule.AnnounceWindow || v.Ref != "CP-R4" {
			t.Errorf("a capot after the first card of trick 2: %v, want announce-window under CP-R4", err)
		}
	})
	t.Run("CP-R5 silent", func(t *testing.T) {
		// Every trick without the call is no capot: the jacks count.
		g := hands(t)
		play(t, g, "AS", "8S", "QD", "QS", "KS", "7S", "JD", "JS", "AH", "8H", "10D", "QH", "KH", "7H", "9D", "JH",
			"AC", "QC", "8C", "10S", "KC", "JC", "7C", "9S", "AD", "10C", "8D", "10H", "KD", "9C", "7D", "9H")
		res, _ := g.Result()
		if res.Outcome != score.Normal || !slices.Equal(res.Points, []int{0, 5, 0, 0}) {
			t.Errorf("every trick unannounced: %v %v, want normal [0 5 0 0]", res.Outcome, res.Points)
		}
		x := res.Explanation
		if len(x) != capot.Seats || len(x[1]) == 0 || score.Sum(x[1]) != 5 {
			t.Errorf("the explanation %v does not give seat 1 its five points", x)
		}
	})
}

// TestGolden pins two whole random matches, every deal's hands, moves and
// scores, in testdata (go test -update rewrites them).
func TestGolden(t *testing.T) {
	for _, seed := range []uint64{1, 2} {
		got := gametest.PlayGolden(t, newGame(t, seed), seed, 100)
		gametest.CompareGolden(t, filepath.Join("testdata", fmt.Sprintf("golden-%d.json", seed)), got, *update)
	}
}

// perftRow is the count of move sequences of depth 1, 2, … from the deal
// and from the first position of the play.
type perftRow struct {
	Deal []int `json:"deal"`
	Play []int `json:"play"`
}

// TestPerft pins the legal-move counts of fixed positions
// (testdata/perft.json), as the module's games do.
func TestPerft(t *testing.T) {
	got := map[string]perftRow{}
	for _, seed := range []uint64{1, 2, 3} {
		g := newGame(t, seed)
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		var row perftRow
		for d := 1; d <= 2; d++ {
			row.Deal = append(row.Deal, gametest.Perft(g, d))
		}
		src := rand.NewPCG(seed, 3)
		for range 4 {
			c, _ := g.LegalPlays().Random(src)
			gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, c))
		}
		for d := 1; d <= 4; d++ {
			row.Play = append(row.Play, gametest.Perft(g, d))
		}
		got[fmt.Sprintf("capot-seed-%d", seed)] = row
	}
	gametest.GoldenJSON(t, filepath.Join("testdata", "perft.json"), got, *update, " ")
}

// TestBadRules: a Rules with an announcement but no end is refused.
func TestBadRules(t *testing.T) {
	r := capot.Rules()
	r.End = variant.Ending{}
	_, err := variant.NewHouse(r, capot.Seats, nil)
	var v *rule.Violation
	if !errors.As(err, &v) || v.ID != rule.BadOptions {
		t.Fatalf("no end: %v, want bad-options", err)
	}
}

func Example() {
	g, _ := capot.New(rand.NewPCG(1, 2))
	r := rand.New(rand.NewPCG(3, 4))
	for !g.Over() {
		if err := g.Deal(); err != nil {
			panic(err)
		}
		for g.Phase() == variant.PhasePlay {
			m, _ := g.RandomMove(r)
			if err := g.Apply(m); err != nil {
				panic(err)
			}
		}
	}
	fmt.Println(g.Title(), g.DealsPlayed(), "deals, totals", g.Totals())
	// Output: Capot 12 deals, totals [19 8 21 12]
}
