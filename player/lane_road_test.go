package player

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// roadState is what the players and the scores read of a game: its
// phase, progress, hands, the trick on the table and the last deal's
// result.
type roadState struct {
	Phase    variant.Phase
	Progress variant.Progress
	Hands    [seat.Max]card.Set
	Trick    []trick.Play
	Result   variant.DealResult
	Totals   []int
}

func roadStateOf(g *variant.TrickGame) roadState {
	st := roadState{Phase: g.Phase(), Progress: g.Progress(), Totals: g.Totals()}
	for s := 0; s < g.Seats(); s++ {
		st.Hands[s] = g.Hand(s)
	}
	tr := g.Trick(st.Progress.Tricks)
	st.Trick = append(st.Trick, tr.Plays()...)
	st.Result, _ = g.Result()
	return st
}

// TestLaneRoadsAgree: the lane plays exactly the same cards by the
// engine's road for a policy (play: PlayBy, asking Choose) as card by
// card through Apply (playEach, the road it played by before). Sampled
// worlds of random moments of deals of every trick game at three and
// four seats under random options (announcements out of turn and in
// rounds, the stock and the push included) are played to the end of the
// deal both ways, the moves between the lane's stretches (passes, stock,
// announcement rounds) drawn alike for both: after every stretch both
// played as many cards and the games are equal, field by field and in
// what a player reads of them.
func TestLaneRoadsAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, r := drawTrickDeal(t, 3, 4, 60)
		if !dealRunning(g.Phase()) {
			return
		}
		s, _ := g.ToMove()
		w := &trickWorld{root: g, seat: max(s, 0)}
		var l lane
		l.setup(g)
		for k := 0; k < 16; k++ {
			if err := w.sample(r); err != nil {
				t.Fatal(err)
			}
			checkLaneRoads(t, &l, &w.g, r.Uint64())
		}
	})
}

// drawTrickDeal draws a trick game (any but Old Maid), a table of lo to
// hi seats where the game allows (its smallest or largest table
// otherwise), random options and a seed; it deals and makes up to
// maxMoves random moves, and returns the game and the generator of those
// moves.
func drawTrickDeal(t *rapid.T, lo, hi, maxMoves int) (*variant.TrickGame, *rand.Rand) {
	var trickGames []games.ID
	for _, id := range games.All() {
		if id != games.OldMaid {
			trickGames = append(trickGames, id)
		}
	}
	return drawDealOf(t, trickGames, lo, hi, maxMoves)
}

// drawDealOf is drawTrickDeal of one of the trick games ids.
func drawDealOf(t *rapid.T, ids []games.ID, lo, hi, maxMoves int) (*variant.TrickGame, *rand.Rand) {
	id := rapid.SampledFrom(ids).Draw(t, "game")
	least, most := games.SeatRange(id)
	seats := rapid.IntRange(clamp(lo, least, most), clamp(hi, least, most)).Draw(t, "seats")
	o := drawOptions(t, id, seats)
	seed := rapid.Uint64().Draw(t, "seed")
	gg, err := games.New(id, seats, o, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatal(err)
	}
	g := gg.(*variant.TrickGame)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 2))
	gametest.Steps(t, g, r, rapid.IntRange(0, maxMoves).Draw(t, "random-moves"))
	return g, r
}

// clamp returns x within [lo, hi].
func clamp(x, lo, hi int) int { return min(max(x, lo), hi) }

// checkLaneRoads plays g to the end of its deal by both of the lane's
// roads, the moves between its stretches drawn from generators seeded
// by seed, and fails at the first stretch after which they differ.
func checkLaneRoads(t *rapid.T, l *lane, g *variant.TrickGame, seed uint64) {
	var each, by variant.TrickGame
	g.CloneInto(&each)
	g.CloneInto(&by)
	re, rb := rand.New(rand.NewPCG(seed, 3)), rand.New(rand.NewPCG(seed, 3))
	for step := 0; dealRunning(each.Phase()); step++ {
		ne, nb := l.playEach(&each, nil), l.play(&by, nil)
		if ne != nb {
			t.Fatalf("stretch %d: Apply's road played %d cards, PlayBy %d", step, ne, nb)
		}
		if !reflect.DeepEqual(each, by) {
			t.Fatalf("stretch %d: the games differ after %d cards (-Apply +PlayBy):\n%s", step, ne, cmp.Diff(roadStateOf(&each), roadStateOf(&by)))
		}
		if ne > 0 {
			continue
		}
		me, oke := each.RandomMove(re)
		mb, okb := by.RandomMove(rb)
		if !oke || !okb || me != mb {
			t.Fatalf("stretch %d: the games' random moves differ: %v %v, %v %v", step, me, oke, mb, okb)
		}
		if err := each.Apply(me); err != nil {
			t.Fatalf("stretch %d: %v refused: %v", step, me, err)
		}
		if err := by.Apply(mb); err != nil {
			t.Fatalf("stretch %d: %v refused: %v", step, mb, err)
		}
	}
	if dealRunning(by.Phase()) || !reflect.DeepEqual(each, by) {
		t.Fatalf("the deal ended on one road only, or the games differ (-Apply +PlayBy):\n%s", cmp.Diff(roadStateOf(&each), roadStateOf(&by)))
	}
}
