package variant_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// This file holds the helpers shared by the Black Maria and Hearts tests
// (blackmaria_test.go, hearts_test.go, view_test.go, golden_test.go,
// bench_test.go) and the tests of the shared engine mechanics: the error
// precedence of docs/records.md, atomic Apply and Clone; the rapid state
// machine over random matches is in engine_machine_test.go. Every helper
// name starts with "bh" so that the other games' tests in this package
// cannot collide with it.

// bhCard parses one card or fails the test.
func bhCard(t rapid.TB, s string) card.Card {
	t.Helper()
	c, err := card.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return c
}

// bhPassOffset is the seat offset of the receiver of a pass, as the rule book
// states it independently of the engine: Black Maria always to the right
// (BM-R4: s → s−1), Hearts by the deal number k of the match (SH-R3:
// 4 and 6 seats Left, Right, Across, Hold; 3 and 5 seats Left, Right,
// Hold). 0 means no pass.
func bhPassOffset(id games.ID, n, k int) int {
	if id == games.BlackMaria {
		return n - 1
	}
	switch n {
	case 4, 6:
		return [4]int{1, n - 1, n / 2, 0}[k%4]
	}
	return [3]int{1, n - 1, 0}[k%3]
}

// bhPoints returns the last deal's points and outcome, failing the test if
// no deal has ended.
func bhPoints(t rapid.TB, g variant.Game) ([]int, string) {
	t.Helper()
	r, ok := g.Result()
	if !ok {
		t.Fatalf("no deal has ended (phase %v)", g.Phase())
	}
	return r.Points, r.Outcome.String()
}

// bhViolation checks that err is a *rule.Violation with rule id for seat s
// (rule.NoSeat for none), with a rule ID and messages in
// English and German, and returns it.
func bhViolation(t rapid.TB, err error, id rule.ID, s int) *rule.Violation {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want %v", id)
	}
	var v *rule.Violation
	if !errors.As(err, &v) {
		t.Fatalf("error %v is %T, want *rule.Violation", err, err)
	}
	if v.ID != id || !errors.Is(err, id) {
		t.Fatalf("error %q is rule %v, want %v", v.Message("en"), v.ID, id)
	}
	if v.Seat != s {
		t.Errorf("%v: seat %d, want %d (%s)", id, v.Seat, s, v.Message("en"))
	}
	if !v.Told() {
		t.Errorf("%v: messages EN %q DE %q, want both", id, v.Message("en"), v.Message("de"))
	}
	if !bhIsRef(v.Ref) {
		t.Errorf("%v: Ref %q is not a rule ID of the catalogue (%s)", id, v.Ref, v.Message("en"))
	}
	return v
}

// bhIsRef reports whether ref names rules of the catalogue ("TT-2", "BM-R4",
// "SH-A3", "C-8", several separated by ", ").
func bhIsRef(ref string) bool {
	if ref == "" {
		return false
	}
	for _, r := range strings.Split(ref, ", ") {
		pre, num, ok := strings.Cut(r, "-")
		if !ok || num == "" {
			return false
		}
		switch pre {
		case "C", "TT", "BM", "SH", "MAD", "SAU", "OM":
		default:
			return false
		}
	}
	return true
}

// bhApplyFails applies m, which must be illegal with rule id for seat s,
// and checks that the game is exactly as it was (Apply is atomic).
func bhApplyFails(t rapid.TB, g *variant.TrickGame, m variant.Move, id rule.ID, s int) *rule.Violation {
	t.Helper()
	before := *g
	err := g.Apply(m)
	if *g != before {
		t.Errorf("Apply(%v) failed with %v but changed the game", m, err)
	}
	return bhViolation(t, err, id, s)
}

// bhPassAll makes every seat that has not passed pass its three lowest
// cards.
func bhPassAll(t rapid.TB, g *variant.TrickGame) {
	t.Helper()
	for g.Phase() == variant.PhasePass {
		tu := g.Turn()
		var x card.Set
		for c := range tu.Cards.All() {
			if x.Len() == 3 {
				break
			}
			x = x.Add(c)
		}
		gametest.Apply(t, g, variant.PassMove(tu.Seat, x))
	}
}

// bhDealRandom deals the next deal from the game's source, passes and
// returns.
func bhDealRandom(t rapid.TB, g *variant.TrickGame) {
	t.Helper()
	if err := g.Deal(); err != nil {
		t.Fatalf("Deal: %v", err)
	}
}

// bhName is a subtest name for a game and table size.
func bhName(id games.ID, n int) string { return fmt.Sprintf("%v/%d", id, n) }

// bhSameSeats reports whether two seat lists are equal, nil and empty
// alike.
func bhSameSeats(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// bhOpts is what bhPenaltyTotal and bhDealSum read of the options of
// Black Maria or Hearts: the options both games have, Black Maria's
// six-player removal (BM-A1) and Hearts' moon (SH-R9).
type bhOpts struct {
	spot    bool
	omnibus blackmaria.Omnibus
	six     blackmaria.SixPlayerRemoval
	moon    hearts.MoonMode
}

// bhOptsOf returns what bhOpts holds of o, Black Maria's or Hearts'
// options; nil or another game's are the defaults.
func bhOptsOf(o variant.Options) bhOpts {
	switch x := o.(type) {
	case blackmaria.Options:
		return bhOpts{spot: x.SpotHearts, omnibus: x.Omnibus, six: x.SixPlayerRemoval}
	case hearts.Options:
		return bhOpts{spot: x.SpotHearts, omnibus: x.Omnibus, moon: x.Moon}
	}
	return bhOpts{}
}

// bhPenaltyTotal is what the penalty cards of a deal are worth, computed
// from the rule book independently of the engine: BM-R7 (hearts 1 each, Q♠ 13,
// K♠ 10, A♠ 7; 42 when the 2♥ is removed at six seats, BM-A1), BM-O1 and
// SH-O1 (hearts by rank, Q♠ 25), SH-R8 (hearts and Q♠ only: 26).
func bhPenaltyTotal(id games.ID, n int, opts variant.Options) int {
	o := bhOptsOf(opts)
	hearts, queen := 13, 13
	if o.spot {
		hearts, queen = 104, 25
	}
	if id == games.Hearts {
		return hearts + queen
	}
	if n == 6 && o.six == blackmaria.AllTwos {
		if o.spot {
			hearts -= 2
		} else {
			hearts--
		}
	}
	return hearts + queen + 10 + 7
}

// bhDealSum is the sum of a deal's points for its outcome: the penalty
// total for a normal deal, −total for a Black Maria slam (BM-O4), and for
// a Hearts moon (n−1)·total (AddToOthers) or −total (SubtractFromShooter)
// (SH-R9); the Omnibus card takes 10 off in every case (BM-O2, SH-O2).
func bhDealSum(id games.ID, n int, opts variant.Options, outcome string) int {
	t := bhPenaltyTotal(id, n, opts)
	o := bhOptsOf(opts)
	omni := 0
	if o.omnibus != blackmaria.OmnibusOff {
		omni = -10
	}
	switch outcome {
	case "slam":
		return -t + omni
	case "moon":
		if o.moon == hearts.MoonSubtractFromShooter {
			return -t + omni
		}
		return (n-1)*t + omni
	}
	return t + omni
}

// ---- error precedence (docs/records.md) ----

func TestBHErrorPrecedence(t *testing.T) {
	// docs/records.md: "When one action breaks several rules, the first that
	// applies in this order is reported: option-off, deal-over,
	// announce-window, wrong-phase, not-your-turn, card-not-held, then
	// the game's own rules."
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		t.Run(id.String(), func(t *testing.T) {
			g := gametest.Trick(t, id, 4, nil, 21)
			// Before the first deal: option-off before deal-over.
			bhApplyFails(t, g, variant.DeclineMove(1), rule.OptionOff, 1)
			bhApplyFails(t, g, variant.PlayMove(1, card.TwoClubs), rule.DealOver, 1)
			bhApplyFails(t, g, variant.PassMove(1, card.Of(card.TwoClubs)), rule.DealOver, 1)
			bhApplyFails(t, g, variant.StockMove(1, 0), rule.DealOver, 1)
			bhApplyFails(t, g, variant.PlayMove(4, card.TwoClubs), rule.BadSeat, rule.NoSeat)
			bhApplyFails(t, g, variant.PlayMove(-1, card.TwoClubs), rule.BadSeat, rule.NoSeat)

			bhDealRandom(t, g)
			// The pass phase (BM-R4, SH-R3 deal 1: left).
			h0 := g.Hand(0)
			c0, _ := h0.Lowest()
			bhApplyFails(t, g, variant.DeclineMove(0), rule.OptionOff, 0)
			for s := 0; s < 4; s++ {
				// A play in the pass is wrong-phase, whoever plays what.
				v := bhApplyFails(t, g, variant.PlayMove(s, c0), rule.WrongPhase, s)
				if want := map[games.ID]string{games.BlackMaria: "BM-R4", games.Hearts: "SH-R3"}[id]; v.Ref != want {
					t.Errorf("play in the pass: Ref %q, want %q", v.Ref, want)
				}
			}
			// Games without announcements, stock or draws: wrong-phase
			// (an action kind the game never has; see docs/records.md).
			bhApplyFails(t, g, variant.AnnounceMove(0, variant.Jungfrau), rule.WrongPhase, 0)
			bhApplyFails(t, g, variant.StockMove(0, 0), rule.WrongPhase, 0)
			bhApplyFails(t, g, variant.PushMove(0), rule.WrongPhase, 0)
			bhApplyFails(t, g, variant.DrawMove(0, c0), rule.WrongPhase, 0)
			bhApplyFails(t, g, variant.Move{Seat: 0}, rule.WrongPhase, 0)
			// card-not-held before pass-count.
			bhApplyFails(t, g, variant.PassMove(0, g.Hand(1)), rule.CardNotHeld, 0)
			three := card.Set(0)
			for c := range h0.All() {
				if three.Len() < 3 {
					three = three.Add(c)
				}
			}
			gametest.Apply(t, g, variant.PassMove(0, three))
			// A second pass is pass-count, but card-not-held comes first
			// when it names a card the seat does not hold (the record
			// contract's order).
			bhApplyFails(t, g, variant.PassMove(0, three), rule.PassCount, 0)
			bhApplyFails(t, g, variant.PassMove(0, g.Hand(1)), rule.CardNotHeld, 0)
			bhPassAll(t, g)

			// The play.
			tu := g.Turn()
			s, other := tu.Seat, (tu.Seat+1)%4
			hs, ho := g.Hand(s), g.Hand(other)
			co, _ := ho.Lowest()
			// A pass in the play is wrong-phase, before everything else.
			bhApplyFails(t, g, variant.PassMove(other, hs), rule.WrongPhase, other)
			bhApplyFails(t, g, variant.PassMove(s, 0), rule.WrongPhase, s)
			// not-your-turn before card-not-held: seat other plays a card
			// it does not hold, and one it holds.
			cs, _ := hs.Lowest()
			bhApplyFails(t, g, variant.PlayMove(other, cs), rule.NotYourTurn, other)
			bhApplyFails(t, g, variant.PlayMove(other, co), rule.NotYourTurn, other)
			// card-not-held before the game's rules (opening-lead in Hearts).
			v := bhApplyFails(t, g, variant.PlayMove(s, co), rule.CardNotHeld, s)
			if v.Ref != "TT-1" {
				t.Errorf("card-not-held in a lead: Ref %q, want TT-1", v.Ref)
			}
			bhApplyFails(t, g, variant.PlayMove(s, card.Card(0)), rule.CardNotHeld, s)
			bhApplyFails(t, g, variant.PlayMove(s, card.Card(255)), rule.CardNotHeld, s)
			bhApplyFails(t, g, variant.PlayMove(s, card.Joker), rule.CardNotHeld, s)
			gametest.PlayLowest(t, g)
			if g.Phase() != variant.PhaseDealOver {
				t.Fatalf("phase %v after the deal", g.Phase())
			}
			bhApplyFails(t, g, variant.DeclineMove(2), rule.OptionOff, 2)
			bhApplyFails(t, g, variant.PlayMove(2, c0), rule.DealOver, 2)
			bhApplyFails(t, g, variant.PassMove(2, three), rule.DealOver, 2)
			bhApplyFails(t, g, variant.AnnounceMove(2, variant.Durchmarsch), rule.DealOver, 2)
			bhApplyFails(t, g, variant.StockMove(2, three), rule.DealOver, 2)
			// Deal is refused while a deal runs.
			bhDealRandom(t, g)
			bhViolation(t, g.Deal(), rule.WrongPhase, rule.NoSeat)
			bhViolation(t, g.DealCards(variant.Dealt{Dealer: g.Dealer()}), rule.WrongPhase, rule.NoSeat)
		})
	}
}

func TestBHMatchOverApply(t *testing.T) {
	// After the deal that ended the match every action is deal-over (the
	// deal has ended, TT-5); a new deal is match-over (docs/records.md).
	sc := bmE1(nil)
	sc.Totals = []int{95, 0, 0}
	g := sc.Run(t, bhPassOffset)
	if !g.Over() {
		t.Fatal("the match is not over")
	}
	bhApplyFails(t, g, variant.PlayMove(0, card.TwoHearts), rule.DealOver, 0)
	bhApplyFails(t, g, variant.PassMove(0, 0), rule.DealOver, 0)
	bhApplyFails(t, g, variant.DeclineMove(0), rule.OptionOff, 0)
	before := *g
	bhViolation(t, g.Deal(), rule.MatchOver, rule.NoSeat)
	if *g != before {
		t.Errorf("a refused Deal changed the game")
	}
}

// ---- Clone ----

func TestBHCloneIndependent(t *testing.T) {
	// Clone and CloneInto copy the whole game, its random source included:
	// the copy evolves exactly as the original, and changing one does not
	// change the other.
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		g := gametest.Trick(t, id, 4, nil, 5)
		c := g.Clone().(*variant.TrickGame)
		var into variant.TrickGame
		g.CloneInto(&into)
		bhDealRandom(t, g)
		bhDealRandom(t, c)
		bhDealRandom(t, &into)
		if *g != *c || *g != into {
			t.Fatalf("%v: clones dealt differently from the original", id)
		}
		snap := *g
		r := rand.New(rand.NewPCG(1, 2))
		gametest.PlayOut(t, c, r)
		if *g != snap {
			t.Errorf("%v: playing a clone changed the original", id)
		}
	}
}
