package gametest

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// The helpers of the tests of the games' scorers given a deal's facts:
// facts built by hand (ByHand), random deals (GenDeal) checked under
// rapid and fixed seeds alike (Property), tables of cases
// (RunScoreCases), and the checks every scored deal must pass
// (CheckInactiveZero, CheckExplained).

// Pack32 is the 32-card pack of Madonna and Sau (C-9).
var Pack32 = card.RangeSet(card.Seven, card.Ace)

// Hand is one seat's share of a hand-built deal: the tricks it won
// and the penalty cards among its capture.
type Hand struct {
	Tricks int
	Cards  string
}

// ByHand builds the facts of a deal by hand: one seat per hand, the
// given active seats, the set-aside stock, and each seat's tricks and
// named captured cards. Each active seat's capture is padded with unused
// zero-point cards of the 32-card pack to tricks × (active seats) cards,
// so the facts describe a real deal. Played is the sum of the tricks.
func ByHand(t testing.TB, tab score.Table, active seat.Set, stock string, hands ...Hand) score.Facts {
	t.Helper()
	f := score.NewFacts(len(hands), active)
	f.Stock = card.MustParseSet(stock)
	used := f.Stock
	for s, h := range hands {
		c := card.MustParseSet(h.Cards)
		if used&c != 0 {
			t.Fatalf("seat %d: cards %v dealt twice", s, used&c)
		}
		if !active.Has(s) && (h.Tricks != 0 || c != 0) {
			t.Fatalf("seat %d is inactive but took tricks or cards", s)
		}
		used |= c
		f.Tricks[s], f.Taken[s] = h.Tricks, c
		f.Played += h.Tricks
	}
	spare := Pack32 &^ used &^ tab.Valued()
	for s := range hands {
		for need := f.Tricks[s]*active.Len() - f.Taken[s].Len(); need > 0; need-- {
			c, ok := spare.Lowest()
			if !ok {
				t.Fatalf("seat %d: not enough zero-point cards to pad its capture", s)
			}
			spare, f.Taken[s] = spare.Remove(c), f.Taken[s].Add(c)
		}
		if f.Taken[s].Len() != f.Tricks[s]*active.Len() {
			t.Fatalf("seat %d: %d cards for %d tricks", s, f.Taken[s].Len(), f.Tricks[s])
		}
	}
	return f
}

// Drawer is the source of the random choices of the deal generator,
// so that each property runs both under rapid (which shrinks a failure and
// prints its -rapid.seed) and under fixed math/rand/v2 seeds (which are
// reproducible run after run and printed on failure).
type Drawer interface {
	// IntRange returns an int in [lo, hi].
	IntRange(lo, hi int, label string) int
}

type rapidDrawer struct{ t *rapid.T }

func (d rapidDrawer) IntRange(lo, hi int, label string) int {
	return rapid.IntRange(lo, hi).Draw(d.t, label)
}

type randDrawer struct{ r *rand.Rand }

func (d randDrawer) IntRange(lo, hi int, _ string) int { return lo + d.r.IntN(hi-lo+1) }

// Failer is what a property needs of *testing.T and *rapid.T.
type Failer interface {
	Fatalf(format string, args ...any)
}

// seededFailer prefixes every failure with the seed that reproduces it.
type seededFailer struct {
	t    *testing.T
	seed uint64
}

func (s seededFailer) Fatalf(format string, args ...any) {
	s.t.Helper()
	s.t.Fatalf("seed %d: "+format, append([]any{s.seed}, args...)...)
}

// FixedSeeds is the number of fixed seeds every property runs on
// besides rapid's own random checks.
const FixedSeeds = 300

// Property runs prop under rapid.Check and then on the fixed seeds
// 1 … FixedSeeds.
func Property(t *testing.T, prop func(t Failer, d Drawer)) {
	t.Helper()
	t.Run("rapid", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) { prop(rt, rapidDrawer{rt}) })
	})
	t.Run("fixed-seeds", func(t *testing.T) {
		for seed := uint64(1); seed <= FixedSeeds; seed++ {
			prop(seededFailer{t, seed}, randDrawer{rand.New(rand.NewPCG(seed, 0x5eed))})
		}
	})
}

// DealTrick is one trick of a generated deal.
type DealTrick struct {
	Winner int
	Cards  card.Set
}

// ScoringDeal is a generated deal: every trick in order with its winner
// and cards, and what was announced and pushed.
type ScoringDeal struct {
	Seats, TricksInDeal int
	Active              seat.Set
	Stock               card.Set
	Tricks              []DealTrick // the tricks played
	AnnouncedNoTrick    seat.Set
	AnnouncedSweep      int
	Pushes              int
}

// Facts returns the facts after the first played tricks.
func (g *ScoringDeal) Facts(played int) score.Facts {
	f := score.NewFacts(g.Seats, g.Active)
	f.Stock = g.Stock
	f.AnnouncedNoTrick, f.AnnouncedSweep, f.Pushes = g.AnnouncedNoTrick, g.AnnouncedSweep, g.Pushes
	for _, tr := range g.Tricks[:played] {
		f.Tricks[tr.Winner]++
		f.Taken[tr.Winner] |= tr.Cards
		f.LastWinner = tr.Winner
	}
	f.Played = played
	return f
}

// String describes the deal for failure messages.
func (g *ScoringDeal) String() string {
	f := g.Facts(len(g.Tricks))
	return fmt.Sprintf("seats %d active %v played %d/%d tricks %v jungfrau %v durchmarsch %d pushes %d stock %v",
		g.Seats, g.Active, f.Played, g.TricksInDeal, f.Tricks[:g.Seats], g.AnnouncedNoTrick, g.AnnouncedSweep, g.Pushes, g.Stock)
}

// DealShape is the shape of a deal GenDeal deals: the table
// size, the number of active seats, the tricks of the deal and the cards
// its stock is drawn from.
type DealShape struct {
	Seats, Active, Tricks int
	StockFrom             card.Set
}

// GenDeal deals a random deal of sh.Active active players among
// sh.Seats seats, with sh.Tricks tricks of sh.Active cards each and the
// rest of the 32-card pack as stock (drawn from sh.StockFrom). The trick
// winners come from a random pool of active seats, so that Jungfrau
// (seats outside the pool) and Durchmarsch (a pool of one) are common.
// With partial, the deal may stop early, after any trick.
func GenDeal(d Drawer, sh DealShape, partial bool) *ScoringDeal {
	seats, k, tricksInDeal, stockFrom := sh.Seats, sh.Active, sh.Tricks, sh.StockFrom
	g := &ScoringDeal{Seats: seats, TricksInDeal: tricksInDeal, AnnouncedSweep: score.NoSeat}
	// k active seats out of seats.
	order := make([]int, seats)
	for i := range order {
		order[i] = i
	}
	for i := seats - 1; i > 0; i-- {
		j := d.IntRange(0, i, "seat shuffle")
		order[i], order[j] = order[j], order[i]
	}
	act := order[:k]
	for _, s := range act {
		g.Active = g.Active.Add(s)
	}
	// The stock, then the remaining cards in a random order.
	from := stockFrom.Cards()
	for range Pack32.Len() - k*tricksInDeal {
		i := d.IntRange(0, len(from)-1, "stock card")
		g.Stock = g.Stock.Add(from[i])
		from = append(from[:i], from[i+1:]...)
	}
	rest := (Pack32 &^ g.Stock).Cards()
	for i := len(rest) - 1; i > 0; i-- {
		j := d.IntRange(0, i, "card shuffle")
		rest[i], rest[j] = rest[j], rest[i]
	}
	// The pool of trick winners.
	pool := act[:d.IntRange(1, k, "winner pool")]
	played := tricksInDeal
	if partial && d.IntRange(0, 3, "partial") == 0 {
		played = d.IntRange(1, tricksInDeal, "played")
	}
	for i := range played {
		w := pool[d.IntRange(0, len(pool)-1, "winner")]
		g.Tricks = append(g.Tricks, DealTrick{w, card.Of(rest[i*k : (i+1)*k]...)})
	}
	return g
}

// ScoreCase is a deal's facts, the table's options and the scores the
// game's scorer must give (the Madonna and Sau examples and rulings).
type ScoreCase struct {
	Name  string
	Facts score.Facts
	Rules variant.Options
	Want  score.Result
}

// RunScoreCases checks every case with the scorer of game id.
func RunScoreCases(t *testing.T, id games.ID, tests []ScoreCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.Name, func(t *testing.T) {
			got := Points(id, tt.Rules, tt.Facts)
			if diff := cmp.Diff(tt.Want, got); diff != "" {
				t.Errorf("the %s scorer mismatch (-want +got):\n%s", id.Title(), diff)
			}
		})
	}
}

// CheckInactiveZero fails when a seat that did not play scored.
func CheckInactiveZero(t Failer, g *ScoringDeal, got score.Result) {
	for s := range seat.Max {
		if !g.Active.Has(s) && got.Points[s] != 0 {
			t.Fatalf("%v: inactive seat %d scored %d", g, s, got.Points[s])
		}
	}
}

// Explained is a deal's result scored with its explanation.
type Explained struct {
	R score.Result
	X score.Explanation
}

// CheckExplained fails unless the Explained result is the scored one, each
// active seat's terms add up to its points and name a rule, and seats that
// did not play have no terms.
func CheckExplained(t Failer, what string, f score.Facts, want score.Result, e Explained) {
	got, x := e.R, e.X
	if want != got {
		t.Fatalf("%s: Explained result %v, scored %v", what, got, want)
	}
	for s := range x {
		if !f.Active.Has(s) || s >= f.Seats {
			if len(x[s]) != 0 {
				t.Fatalf("%s: seat %d did not play but has terms %v", what, s, x[s])
			}
			continue
		}
		if f.Played > 0 && len(x[s]) == 0 {
			t.Fatalf("%s: seat %d scored %d with no term", what, s, got.Points[s])
		}
		if sum := score.Sum(x[s]); sum != got.Points[s] {
			t.Fatalf("%s: seat %d's terms %v add up to %d, not %d", what, s, x[s], sum, got.Points[s])
		}
		for _, term := range x[s] {
			if all := term.Text("en") + term.Text("de") + term.Text("da"); term.Ref == "" || strings.Contains(all, "%!") {
				t.Fatalf("%s: seat %d's term %+v: %q / %q / %q", what, s, term, term.Text("en"), term.Text("de"), term.Text("da"))
			}
		}
	}
}
