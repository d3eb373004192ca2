package variant_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// stockHouse is a house game that uses the German games' mechanics
// through the public Rules alone: a stock that goes round (taken and
// seen, or pushed on), the dealer sitting out at four seats, a smaller
// deal when fewer seats play, elimination at 20 points, and a Settle step
// that carries one point of every deal's highest score to the seat's next
// deal.
func stockHouse() variant.Rules {
	penalty := score.Table{}.SetAll(card.HeartsSet&card.RangeSet(card.Seven, card.Ace), 1).Set(card.QueenSpades, 5)
	return variant.Rules{
		Title: "Stock house",
		Pack:  card.RangeSet(card.Seven, card.Ace),
		Fewer: [seat.Max + 1]variant.Hands{2: {Stock: 2}, 3: {Stock: 2}},
		Circulation: variant.Circulation{
			Exchange: exchange.Stock{Count: 2, Kept: card.Of(card.QueenSpades), Push: true, Look: true},
			SitOut:   4,
			Refs:     variant.CirculationRefs{Phase: "H-1", Back: "H-1", Kept: "H-2", Push: "H-3"},
		},
		Table:  penalty,
		Settle: carryOne,
		End:    variant.Ending{Out: 20, MinLeft: 2, Carries: true},
		Refs:   variant.Refs{Deal: "H-0", Play: "H-4", Match: "H-5", Out: "H-5", Carry: "H-6"},
	}
}

// carryOne is stockHouse's Settle step: the seat that scored most this
// deal writes one point of it later, in its next deal played; what a seat
// was owed it writes now.
func carryOne(s variant.Settlement) variant.Settled {
	out := variant.Settled{Result: s.Result}
	top, best := -1, 0
	for p := range s.Facts.SeatCount() {
		if !s.Facts.Active.Has(p) {
			out.Owed[p] = s.Owed[p]
			continue
		}
		out.Result.Points[p] += s.Owed[p]
		out.Carried[p] = s.Owed[p]
		if s.Result.Points[p] > best {
			top, best = p, s.Result.Points[p]
		}
	}
	if top >= 0 {
		out.Result.Points[top]--
		out.Deferred[top] = 1
		out.Owed[top] = 1
	}
	return out
}

// TestHouseStock plays whole matches of stockHouse through the generic
// checks: the stock goes round with the dealer sitting out, the deferred
// point comes back, and seats go out until one is left.
func TestHouseStock(t *testing.T) {
	sawStock, sawSitOut, sawCarry := false, false, false
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := variant.NewHouse(stockHouse(), 4, rand.NewPCG(seed, 0))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		for !g.Over() {
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			sawSitOut = sawSitOut || g.Active().Len() == 3 && !g.Active().Has(g.Dealer())
			if n := g.Active().Len(); g.DealtStock().Len() != 2 || g.Hand(g.Turn().Seat).Len() != (32-2)/n {
				t.Fatalf("seed %d: %d seats play, stock %v, hand %v: want a stock of 2 and the rest dealt (Fewer)", seed, n, g.DealtStock(), g.Hand(g.Turn().Seat))
			}
			for gametest.InDeal(g) {
				sawStock = sawStock || g.Phase() == variant.PhaseStock
				gametest.CheckPosition(t, g)
				gametest.RandomStep(t, g, r)
			}
			res, _ := g.Result()
			sawCarry = checkCarryTerms(t, res) || sawCarry
		}
		// The match ends when fewer than MinLeft (2) seats remain: three
		// or four seats are out (the last two can go out in one deal),
		// each at 20 or more.
		if out := g.Out(); len(out) < 3 {
			t.Errorf("seed %d: over with seats %v out, want 3 or 4 of 4 (Ending.MinLeft 2)", seed, out)
		}
		for _, s := range g.Out() {
			if g.Totals()[s] < 20 {
				t.Errorf("seed %d: seat %d out at %d, below 20 (Ending.Out)", seed, s, g.Totals()[s])
			}
		}
	}
	if !sawStock || !sawSitOut || !sawCarry {
		t.Errorf("stock phase seen %v, the dealer sitting out seen %v, a carried point seen %v: want all", sawStock, sawSitOut, sawCarry)
	}
}

// checkCarryTerms checks that a deal's explanation adds up to its points
// and names the Settle step's carried and deferred points under the
// game's Carry rule; it reports whether a seat wrote a carried point.
func checkCarryTerms(t *testing.T, res variant.DealResult) bool {
	t.Helper()
	carried := false
	for s, terms := range res.Explanation {
		if score.Sum(terms) != res.Points[s] {
			t.Fatalf("seat %d: terms %v add up to %d, not its %d points", s, terms, score.Sum(terms), res.Points[s])
		}
		for _, x := range terms {
			if (x.Kind == score.TermCarried || x.Kind == score.TermDeferred) && x.Ref != "H-6" {
				t.Errorf("seat %d: %v cites %q, want the Carry rule H-6", s, x, x.Ref)
			}
			carried = carried || x.Kind == score.TermCarried
		}
	}
	return carried
}

// TestHouseRulesRefused: Rules that cannot be played are refused with
// bad-options, each limit at and one past its value.
func TestHouseRulesRefused(t *testing.T) {
	for _, tt := range []struct {
		name string
		edit func(r *variant.Rules)
		want rule.Sentence // 0: accepted
	}{
		{"out 0 and no other end", func(r *variant.Rules) { r.End.Out = 0 }, sentence.HouseNoEnd},
		{"out -1", func(r *variant.Rules) { r.End.Out = -1 }, sentence.HouseEnd},
		{"min left -1", func(r *variant.Rules) { r.End.MinLeft = -1 }, sentence.HouseEnd},
		{"fewer stock -1", func(r *variant.Rules) { r.Fewer[3].Stock = -1 }, sentence.HouseStock},
		{"fewer stock leaves 3 cards for 3 seats", func(r *variant.Rules) { r.Fewer[3].Stock = 29 }, 0},
		{"fewer stock leaves 2 cards for 3 seats", func(r *variant.Rules) { r.Fewer[3].Stock = 30 }, sentence.HouseStock},
		{"fewer at the table size is not read", func(r *variant.Rules) { r.Fewer[4].Stock = -1 }, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := stockHouse()
			tt.edit(&r)
			_, err := variant.NewHouse(r, 4, rand.NewPCG(1, 0))
			var v *rule.Violation
			switch {
			case tt.want == 0 && err != nil:
				t.Errorf("refused: %v", err)
			case tt.want != 0 && (!errors.As(err, &v) || v.ID != rule.BadOptions || v.Facts.Sentence != tt.want):
				t.Errorf("got %v, want bad-options of sentence %d", err, tt.want)
			}
		})
	}
}

// TestHouseCommonRefs: a house game that names no rules cites the
// family's common rules (NewHouse): a seat sitting the deal out C-5, a
// move of no phase in the stock circulation C-4, a decline where no
// announcement rounds are played TT-5, and a resumed match whose seats
// out, carries or first elimination the game does not allow C-5 and C-8.
func TestHouseCommonRefs(t *testing.T) {
	bare := func(edit func(r *variant.Rules)) *variant.TrickGame {
		r := stockHouse()
		r.Refs, r.Circulation.Refs = variant.Refs{}, variant.CirculationRefs{}
		if edit != nil {
			edit(&r)
		}
		g, err := variant.NewHouse(r, 4, rand.NewPCG(1, 0))
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	dealt := func() *variant.TrickGame {
		g := bare(nil)
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		return g
	}
	noEnd := func(r *variant.Rules) { r.End = variant.Ending{Limit: 50} }
	firstOut := func(r *variant.Rules) { r.End.FirstOut = true }
	for _, tt := range []struct {
		ref, name string
		err       func() error
		id        rule.ID
	}{
		{"C-5", "the dealer sitting out moves", func() error {
			g := dealt()
			return g.Apply(variant.StockMove(g.Dealer(), 0))
		}, rule.NotYourTurn},
		{"C-4", "a pass in the stock circulation", func() error {
			g := dealt()
			return g.Apply(variant.PassMove(g.Turn().Seat, 0))
		}, rule.WrongPhase},
		{"TT-5", "a decline without rounds", func() error {
			g := dealt()
			return g.Apply(variant.DeclineMove(g.Turn().Seat))
		}, rule.OptionOff},
		{"C-5", "a seat resumed out where none goes out", func() error {
			return bare(noEnd).Resume(variant.MatchState{Out: []int{1}})
		}, rule.BadRecord},
		{"C-8", "a carry resumed where none is kept", func() error {
			return bare(noEnd).Resume(variant.MatchState{Carry: []int{0, 1, 0, 0}})
		}, rule.BadRecord},
		{"C-8", "a seat resumed out of a match that ends at the first out", func() error {
			return bare(firstOut).Resume(variant.MatchState{Totals: []int{0, 20, 0, 0}, Out: []int{1}})
		}, rule.BadRecord},
	} {
		t.Run(tt.ref, func(t *testing.T) {
			var v *rule.Violation
			if err := tt.err(); !errors.As(err, &v) || v.ID != tt.id || v.Ref != tt.ref {
				t.Errorf("%s: got %v, want %v citing %s", tt.name, err, tt.id, tt.ref)
			}
		})
	}
}
