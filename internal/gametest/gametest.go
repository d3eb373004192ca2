// Package gametest holds the test helpers every game of the module shares
// (and a house game outside the variant package can use), one way each:
// building a game (New, Trick, OldMaid) and dealing it given hands
// (FromHands), applying scripted moves (Apply), a deal scripted by its
// tricks (Script), playing out with random moves, the generic checks
// every game must pass after every move, golden matches, perft-style
// tables of legal-move counts, and scoring a deal's facts as a game does
// (Score). It is internal: only the module's own tests import it.
package gametest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// TB is the part of testing.TB (and rapid.TB) the helpers use.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
	Errorf(format string, args ...any)
}

// New returns a new match of game id, its random source seeded with
// rand.NewPCG(seed, 0), or fails the test: the one way the module's tests
// build a game (Trick and OldMaid are New with the game's own type).
func New(t TB, id games.ID, seats int, o variant.Options, seed uint64) variant.Game {
	t.Helper()
	g, err := games.New(id, seats, o, rand.NewPCG(seed, 0))
	if err != nil {
		t.Fatalf("New(%v, %d, %+v): %v", id, seats, o, err)
	}
	return g
}

// Trick is New of a trick game (every game but Old Maid).
func Trick(t TB, id games.ID, seats int, o variant.Options, seed uint64) *variant.TrickGame {
	t.Helper()
	g, ok := New(t, id, seats, o, seed).(*variant.TrickGame)
	if !ok {
		t.Fatalf("New(%v) is not a *variant.TrickGame", id)
	}
	return g
}

// OldMaid is New of Old Maid.
func OldMaid(t TB, seats int, o variant.Options, seed uint64) *oldmaid.Game {
	t.Helper()
	g, ok := New(t, games.OldMaid, seats, o, seed).(*oldmaid.Game)
	if !ok {
		t.Fatalf("New(old-maid) is not a *oldmaid.Game")
	}
	return g
}

// Set parses a card set in the record notation ("QS 10H"), or fails the
// test.
func Set(t TB, s string) card.Set {
	t.Helper()
	c, err := card.ParseSet(s)
	if err != nil {
		t.Fatalf("card set %q: %v", s, err)
	}
	return c
}

// FromHands deals g the given hands (one set per seat, in the record
// notation) and stock, with the dealer the rotation gives, or fails the
// test.
func FromHands(t TB, g variant.Game, stock string, hands ...string) {
	t.Helper()
	d := variant.Dealt{Dealer: g.Dealer(), Stock: Set(t, stock)}
	for s, h := range hands {
		d.Hands[s] = Set(t, h)
	}
	if err := g.DealCards(d); err != nil {
		t.Fatalf("DealCards: %v", err)
	}
}

// Apply applies the moves in turn, each of which must be legal, or fails
// the test naming the move and the phase: the one way the module's tests
// script moves.
func Apply(t TB, g variant.Game, moves ...variant.Move) {
	t.Helper()
	for i, m := range moves {
		if err := g.Apply(m); err != nil {
			t.Fatalf("move %d %v in phase %v: %v", i, m, g.Phase(), err)
		}
	}
}

// MaxDealMoves bounds the moves of one deal that PlayOut, PlayWhile and
// PlayUntil make: more than any deal of the family takes (a 52-card deal
// with its pass, a stock going round, announcements, an Old Maid round of
// draws), so that a deal that never ends fails the test instead of
// hanging it.
const MaxDealMoves = 10000

// PlayOut plays the running deal to its end with RandomMove from r and
// returns the number of moves made, or fails the test: the one way the
// module's tests play a deal out at random.
func PlayOut(t TB, g variant.Game, r *rand.Rand) int {
	t.Helper()
	return playWhile(t, g, r, func(variant.Game) bool { return true })
}

// PlayWhile makes RandomMoves from r while the deal runs in one of the
// phases, and returns the number of moves made, or fails the test.
func PlayWhile(t TB, g variant.Game, r *rand.Rand, phases ...variant.Phase) int {
	t.Helper()
	return playWhile(t, g, r, func(g variant.Game) bool { return slices.Contains(phases, g.Phase()) })
}

// PlayUntil makes RandomMoves from r until the deal reaches one of the
// phases or ends, and returns the number of moves made, or fails the
// test.
func PlayUntil(t TB, g variant.Game, r *rand.Rand, phases ...variant.Phase) int {
	t.Helper()
	return playWhile(t, g, r, func(g variant.Game) bool { return !slices.Contains(phases, g.Phase()) })
}

// Steps makes at most n RandomMoves from r, fewer if the deal ends, and
// returns the number of moves made, or fails the test.
func Steps(t TB, g variant.Game, r *rand.Rand, n int) int {
	t.Helper()
	k := 0
	for ; k < n && InDeal(g); k++ {
		RandomStep(t, g, r)
	}
	return k
}

// playWhile makes RandomMoves from r while the deal runs and more(g)
// holds, at most MaxDealMoves.
func playWhile(t TB, g variant.Game, r *rand.Rand, more func(variant.Game) bool) int {
	t.Helper()
	n := 0
	for InDeal(g) && more(g) {
		if n == MaxDealMoves {
			t.Fatalf("the deal did not end within %d random moves (phase %v)", MaxDealMoves, g.Phase())
		}
		RandomStep(t, g, r)
		n++
	}
	return n
}

// Through returns g with its moves made by apply, such as a
// record.Recorder's Apply, so that the helpers above play through it.
func Through(g variant.Game, apply func(variant.Move) error) variant.Game {
	return through{Game: g, apply: apply}
}

// through is Through's game.
type through struct {
	variant.Game
	apply func(variant.Move) error
}

// Apply makes m through the game's apply.
func (g through) Apply(m variant.Move) error { return g.apply(m) }

// RandomStep applies a RandomMove from r and returns it, or fails the
// test when no seat acts or the move is refused.
func RandomStep(t TB, g variant.Game, r *rand.Rand) variant.Move {
	t.Helper()
	m, ok := g.RandomMove(r)
	if !ok {
		t.Fatalf("no move in phase %v", g.Phase())
	}
	if err := g.Apply(m); err != nil {
		t.Fatalf("RandomMove %v refused: %v", m, err)
	}
	return m
}

// InDeal reports whether a deal is running (a seat acts).
func InDeal(g variant.Game) bool {
	switch g.Phase() {
	case variant.PhaseDeal, variant.PhaseDealOver, variant.PhaseMatchOver:
		return false
	}
	return true
}

// hands is what the generic checks need of a concrete game.
type hands interface {
	Hand(s int) card.Set
	Pack() card.Set
}

// CheckMatch plays a whole match of g (at most maxDeals deals) with random
// moves from r and checks after every move what every game of the family
// must keep (TT-1 to TT-6, C-1 to C-8, docs/records.md):
//
//   - the Turn's seat is the seat of every legal move, and a seat that
//     acts has at least one legal move;
//   - every legal move applies to a clone, and the clone then evolves as
//     the original does under the move chosen;
//   - an illegal move (a card the seat does not hold, a seat not at the
//     table, a move out of turn) is refused with a *rule.Violation and
//     changes nothing;
//   - every seat's View shows its own hand and no card of another hand,
//     and the hand sizes add up;
//   - no card appears in two hands, and the hands lie within the pack.
//
// It returns the number of moves made.
func CheckMatch(t TB, g variant.Game, r *rand.Rand, maxDeals int) int {
	t.Helper()
	moves := 0
	for deals := 0; !g.Over() && deals < maxDeals; deals++ {
		if err := g.Deal(); err != nil {
			t.Fatalf("Deal: %v", err)
		}
		for InDeal(g) {
			CheckPosition(t, g)
			m, ok := g.RandomMove(r)
			if !ok {
				t.Fatalf("no random move in phase %v", g.Phase())
			}
			twin := g.Clone()
			if err := g.Apply(m); err != nil {
				t.Fatalf("RandomMove %v refused: %v", m, err)
			}
			if err := twin.Apply(m); err != nil {
				t.Fatalf("a clone refused %v: %v", m, err)
			}
			if !reflect.DeepEqual(g, twin) {
				t.Fatalf("a clone evolved differently under %v", m)
			}
			moves++
		}
		if _, ok := g.Result(); !ok {
			t.Fatalf("a deal ended without a result")
		}
	}
	return moves
}

// CheckPosition checks one position as CheckMatch does.
func CheckPosition(t TB, g variant.Game) {
	t.Helper()
	turn := g.Turn()
	legal := g.LegalMoves(nil)
	if turn.Seat >= 0 && len(legal) == 0 && g.Phase() != variant.PhaseAnnounce {
		t.Fatalf("seat %d acts in phase %v but has no legal move", turn.Seat, g.Phase())
	}
	for _, m := range legal {
		if m.Seat != turn.Seat && g.Phase() != variant.PhasePass {
			t.Fatalf("legal move %v is not by the seat to act %d", m, turn.Seat)
		}
	}
	for i, m := range legal {
		if i >= 8 {
			break // enough: passes and stock choices can be hundreds
		}
		c := g.Clone()
		if err := c.Apply(m); err != nil {
			t.Fatalf("legal move %v refused: %v", m, err)
		}
	}
	h, ok := g.(hands)
	if !ok {
		return
	}
	n := g.Seats()
	var all card.Set
	for s := 0; s < n; s++ {
		if all&h.Hand(s) != 0 {
			t.Fatalf("%v is in two hands", all&h.Hand(s))
		}
		all |= h.Hand(s)
	}
	if !h.Pack().ContainsAll(all) {
		t.Fatalf("the hands hold %v, which is not in the pack", all&^h.Pack())
	}
	for s := 0; s < n; s++ {
		v, err := g.View(s)
		if err != nil {
			t.Fatalf("View(%d): %v", s, err)
		}
		if v.Phase != variant.PhasePass && v.Hand != h.Hand(s) {
			t.Fatalf("seat %d's view shows the hand %v, it holds %v", s, v.Hand, h.Hand(s))
		}
		if leak := v.Hand & (all &^ h.Hand(s)); leak != 0 {
			t.Fatalf("seat %d's view shows %v of another hand (TT-6)", s, leak)
		}
		sum := 0
		for _, k := range v.HandSizes {
			sum += k
		}
		if v.Phase != variant.PhasePass && sum != all.Len() {
			t.Fatalf("seat %d's view: hand sizes %v, the hands hold %d cards", s, v.HandSizes, all.Len())
		}
	}
	checkRefusals(t, g, h, turn)
}

// checkRefusals tries illegal moves and checks that each is refused with a
// *rule.Violation and leaves the game as it was.
func checkRefusals(t TB, g variant.Game, h hands, turn variant.Turn) {
	t.Helper()
	n := g.Seats()
	before := g.Clone()
	var tries []variant.Move
	tries = append(tries, variant.PlayMove(n, card.AceSpades), variant.PlayMove(-1, card.AceSpades))
	if turn.Seat >= 0 {
		if out := h.Pack() &^ h.Hand(turn.Seat); out != 0 {
			c, _ := out.Lowest()
			if turn.Kind == variant.Draw {
				tries = append(tries, variant.PlayMove(turn.Seat, c))
			} else {
				tries = append(tries, variant.PlayMove(turn.Seat, c), variant.DrawMove(turn.Seat, c))
			}
		}
		if turn.Phase == variant.PhasePlay || turn.Phase == variant.PhaseDraw {
			other := (turn.Seat + 1) % n
			if c, ok := h.Hand(other).Lowest(); ok && other != turn.Seat {
				tries = append(tries, variant.PlayMove(other, c))
			}
		}
	}
	for _, m := range tries {
		err := g.Apply(m)
		if err == nil {
			t.Fatalf("illegal move %v accepted", m)
		}
		var v *rule.Violation
		if !errors.As(err, &v) {
			t.Fatalf("illegal move %v: %T %v, want a *rule.Violation", m, err, err)
		}
		if !reflect.DeepEqual(g, before) {
			t.Fatalf("refused move %v (%v) changed the game", m, err)
		}
	}
}

// Perft returns the number of sequences of depth in-turn moves (LegalMoves)
// from g, as chess engines count positions to pin their move generators;
// a sequence that reaches the end of the deal early counts as one.
// Out-of-turn announcements are not counted.
func Perft(g variant.Game, depth int) int {
	if depth == 0 || !InDeal(g) {
		return 1
	}
	total := 0
	for _, m := range g.LegalMoves(nil) {
		c := g.Clone()
		if err := c.Apply(m); err != nil {
			panic(fmt.Sprintf("gametest.Perft: legal move %v refused: %v", m, err))
		}
		total += Perft(c, depth-1)
	}
	return total
}

// SeatList returns the seats of s in order.
func SeatList(s seat.Set) []int {
	out := []int{}
	for x := 0; x < seat.Max; x++ {
		if s.Has(x) {
			out = append(out, x)
		}
	}
	return out
}

// MustPack returns the cards in play of game id at a table of seats with
// options o (games.ValuesOf), for the tests of the lower packages that
// need a real game's pack. It panics on a table the game does not have:
// tests only.
func MustPack(id games.ID, seats int, o variant.Options) card.Set {
	v, err := games.ValuesOf(id, seats, o)
	if err != nil {
		panic(fmt.Sprintf("gametest.MustPack(%v, %d): %v", id, seats, err))
	}
	return v.Pack
}

// MustTable returns the penalty table of game id with options o (at the
// game's smallest table: no table depends on the size), for the tests of
// the lower packages that need a real game's values. It panics on options
// the game does not have: tests only.
func MustTable(id games.ID, o variant.Options) score.Table {
	lo, _ := games.SeatRange(id)
	v, err := games.ValuesOf(id, lo, o)
	if err != nil {
		panic(fmt.Sprintf("gametest.MustTable(%v): %v", id, err))
	}
	return v.Table
}

// Score scores the facts f of a deal of game id with options o as the
// game does (games.ScorerOf at f.Seats seats, or at the nearest table
// size of the game when f.Seats is out of its range, so that malformed
// facts can be fed to a real table's scorer), and returns the result and
// each seat's terms. It panics when the game has no scorer or the options
// are refused: a test's own mistake.
func Score(id games.ID, o variant.Options, f score.Facts) (score.Result, score.Explanation) {
	lo, hi := games.SeatRange(id)
	sc, err := games.ScorerOf(id, min(max(f.Seats, lo), hi), o)
	if err != nil {
		panic(fmt.Sprintf("gametest.Score(%v): %v", id, err))
	}
	r := sc.Score(&f)
	x, terms := sc.Explain(&f)
	if x != r {
		panic(fmt.Sprintf("gametest.Score(%v): explained %v, scored %v", id, x, r))
	}
	return r, terms
}

// Points is Score's result alone.
func Points(id games.ID, o variant.Options, f score.Facts) score.Result {
	r, _ := Score(id, o, f)
	return r
}

// PlayLowest plays the running deal's tricks to the end, each seat playing
// its lowest legal card and declining in a turn-based announcement round:
// a deterministic play-out for scripted tests. It fails the test when a
// seat has no move or the deal does not end within 200 moves.
func PlayLowest(t TB, g *variant.TrickGame) {
	t.Helper()
	for i := 0; g.Phase() == variant.PhasePlay || g.Phase() == variant.PhaseAnnounce; i++ {
		if i > 200 {
			t.Fatalf("the deal does not end")
		}
		s := g.Turn().Seat
		if g.Phase() == variant.PhaseAnnounce {
			if err := g.Apply(variant.DeclineMove(s)); err != nil {
				t.Fatalf("decline: %v", err)
			}
			continue
		}
		c, ok := g.LegalPlays().Lowest()
		if !ok {
			t.Fatalf("seat %d must play but has no legal card", s)
		}
		if err := g.Apply(variant.PlayMove(s, c)); err != nil {
			t.Fatalf("play %v: %v", c, err)
		}
	}
}

// PointSum returns the sum of a deal's points, what the deal wrote in all.
func PointSum(points []int) int {
	sum := 0
	for _, p := range points {
		sum += p
	}
	return sum
}
