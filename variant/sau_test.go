package variant_test

import (
	"errors"
	"fmt"
	"github.com/blackqueen/rules/internal/gametest"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// The tests of Schwarze Sau (docs/rules.md): every base rule SAU-R1..R12,
// optional rule SAU-O1..O6, ruling SAU-A1..A17 and worked example SAU-E*,
// through the public API. Deals are given card by card (DealCards) and
// played by script, so every number below can be checked by hand.

// ---- helpers ----

// sauDeal deals hands (one string per seat, "" for a seat without cards)
// and stock with the given dealer.
func sauDeal(t testing.TB, g *variant.TrickGame, dealer int, stock string, hands ...string) {
	t.Helper()
	d := variant.Dealt{Dealer: dealer, Stock: gametest.Set(t, stock)}
	for s, h := range hands {
		d.Hands[s] = gametest.Set(t, h)
	}
	if err := g.DealCards(d); err != nil {
		t.Fatalf("DealCards(dealer %d): %v", dealer, err)
	}
}

// sauMove parses one scripted action: "2 QS" plays, "1 jungfrau" and
// "1 durchmarsch" announce, "1 push" pushes, "1 stock 7C 8D" takes the
// stock and puts back 7C 8D, "1 decline" declines (MAD-A9 rounds).
func sauMove(t testing.TB, step string) variant.Move {
	t.Helper()
	f := strings.Fields(step)
	if len(f) < 2 {
		t.Fatalf("bad step %q", step)
	}
	var s int
	if _, err := fmt.Sscan(f[0], &s); err != nil {
		t.Fatalf("bad seat in %q", step)
	}
	switch f[1] {
	case "jungfrau":
		return variant.AnnounceMove(s, variant.Jungfrau)
	case "durchmarsch":
		return variant.AnnounceMove(s, variant.Durchmarsch)
	case "push":
		return variant.PushMove(s)
	case "decline":
		return variant.DeclineMove(s)
	case "stock":
		return variant.StockMove(s, gametest.Set(t, strings.Join(f[2:], " ")))
	}
	c, err := card.Parse(f[1])
	if err != nil {
		t.Fatalf("bad card in %q: %v", step, err)
	}
	return variant.PlayMove(s, c)
}

// sauRun applies every step; a step string may hold several actions
// separated by commas (one trick per string reads well).
func sauRun(t testing.TB, g *variant.TrickGame, steps ...string) {
	t.Helper()
	for _, st := range steps {
		for _, one := range strings.Split(st, ",") {
			if strings.TrimSpace(one) == "" {
				continue
			}
			m := sauMove(t, one)
			if err := g.Apply(m); err != nil {
				t.Fatalf("step %q: %v", strings.TrimSpace(one), err)
			}
		}
	}
}

// sauHandsOf returns the hands that a fully scripted deal needs: each
// seat holds exactly the cards it plays.
func sauHandsOf(t testing.TB, seats int, steps ...string) []string {
	t.Helper()
	h := make([]string, seats)
	for _, st := range steps {
		for _, one := range strings.Split(st, ",") {
			m := sauMove(t, one)
			if m.Kind == variant.Play {
				h[m.Seat] += " " + m.Card.String()
			}
		}
	}
	return h
}

// sauPoints returns the last deal's points and outcome.
func sauPoints(t testing.TB, g variant.Game) ([]int, score.Outcome) {
	t.Helper()
	r, ok := g.Result()
	if !ok {
		t.Fatalf("no deal has ended (phase %v)", g.Phase())
	}
	return r.Points, r.Outcome
}

// sauWantPoints checks the last deal's points and outcome.
func sauWantPoints(t testing.TB, g variant.Game, want []int, outcome score.Outcome) {
	t.Helper()
	got, o := sauPoints(t, g)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("deal points mismatch (-want +got):\n%s", diff)
	}
	if o != outcome {
		t.Errorf("outcome = %v, want %v", o, outcome)
	}
}

// sauFails applies m, which must break rule id, and checks that the game
// is exactly as it was (Apply is atomic).
func sauFails(t testing.TB, g *variant.TrickGame, m variant.Move, id rule.ID, ref string) *rule.Violation {
	t.Helper()
	before := *g
	err := g.Apply(m)
	if err == nil {
		t.Fatalf("%v: accepted, want %v", m, id)
	}
	var v *rule.Violation
	if !errors.As(err, &v) {
		t.Fatalf("%v: error %v (%T) is not a *rule.Violation", m, err, err)
	}
	if !errors.Is(err, id) {
		t.Errorf("%v: rule %v (%v), want %v", m, v.ID, err, id)
	}
	if ref != "" && v.Ref != ref {
		t.Errorf("%v: ref %q, want %q", m, v.Ref, ref)
	}
	if !v.Told() {
		t.Errorf("%v: message missing: en %q de %q", m, v.Message("en"), v.Message("de"))
	}
	if *g != before {
		t.Errorf("%v: the failed move changed the game", m)
	}
	return v
}

// sauLowSeat returns a 4-seat hand set where seat j holds the 7 and 8 of
// every suit (it can never win a trick it does not lead: every other card
// of a led suit is higher) and the other seats hold the rest, by rank.
func sauLowSeat(j int) []string {
	rest := []string{"9C 10C JC 9D 10D JD 9H 10H", "JH 9S 10S JS QC QD QH QS", "KC KD KH KS AC AD AH AS"}
	out := make([]string, 4)
	k := 0
	for s := range out {
		if s == j {
			out[s] = "7C 8C 7D 8D 7H 8H 7S 8S"
			continue
		}
		out[s] = rest[k]
		k++
	}
	return out
}

// The SAU-E1 deal (4 seats, dealer 3, seat 0 leads): card points 4, 6, 3, 2.
var sauE1 = []string{
	"0 AC, 1 7C, 2 8C, 3 JC",  // seat 0: J♣ 2
	"0 8D, 1 7D, 2 9C, 3 10C", // seat 0: ♦8 ♦7 2
	"0 7H, 1 AH, 2 8H, 3 9H",
	"1 AS, 2 QS, 3 7S, 0 AD",   // seat 1: Q♠ ♦A 6
	"1 9S, 2 KS, 3 10S, 0 9D",  // seat 2: ♦9 1
	"2 KH, 3 10H, 0 10D, 1 JD", // seat 2: ♦10 ♦J 2
	"2 JH, 3 QH, 0 QD, 1 KD",   // seat 3: ♦Q ♦K 2
	"3 8S, 0 QC, 1 JS, 2 KC",
}

// The SAU-E2 deal (3 seats, dealer 2, seat 0 leads, dead stock ♦7 ♣8):
// card points 6, 5, 3; seat 2 wins the last trick.
var sauE2 = []string{
	"0 AS, 1 7S, 2 QS", // seat 0: Q♠ 5
	"0 KS, 1 8S, 2 8D", // seat 0: ♦8 1
	"0 7H, 1 AH, 2 8H",
	"1 AC, 2 JC, 0 9D",   // seat 1: J♣ ♦9 3
	"1 KC, 2 7C, 0 10D",  // seat 1: ♦10 1
	"1 QC, 2 9C, 0 JD",   // seat 1: ♦J 1
	"1 9H, 2 KH, 0 QD",   // seat 2: ♦Q 1
	"2 10C, 0 KD, 1 10S", // seat 2: ♦K 1
	"2 JH, 0 AD, 1 10H",  // seat 2: ♦A 1
	"2 QH, 0 9S, 1 JS",
}

const sauE2Stock = "7D 8C"

// The SAU-E11 deal (4 seats, dealer 3, seat 0 leads): card points 3, 4, 2, 6.
var sauE11 = []string{
	"0 AC, 1 7C, 2 8C, 3 JC", // seat 0: J♣ 2
	"0 7H, 1 8H, 2 9H, 3 AH",
	"3 AS, 0 8D, 1 7S, 2 QS", // seat 3: Q♠ ♦8 6
	"3 10C, 0 QC, 1 KC, 2 9C",
	"1 AD, 2 9D, 3 10D, 0 JD", // seat 1: 4
	"1 7D, 2 KD, 3 9S, 0 JH",  // seat 2: 2
	"2 10H, 3 8S, 0 KH, 1 QD", // seat 0: ♦Q 1
	"0 QH, 1 10S, 2 JS, 3 KS",
}

// sauE2Game deals the SAU-E2 hands at a 3-seat table with options o.
func sauE2Game(t testing.TB, o variant.Options) *variant.TrickGame {
	t.Helper()
	o.FirstDealer = 2
	g := gametest.Trick(t, variant.SchwarzeSau, 3, o, 1)
	sauDeal(t, g, 2, sauE2Stock, sauHandsOf(t, 3, sauE2...)...)
	return g
}

// sauJungfrauHands3 is a 3-seat deal (stock 9C 9D) in which seat 1 holds
// the 7 and 8 of every suit, the 9H and 9S, and can never win a trick it
// does not lead.
var sauJungfrauHands3 = []string{
	"10C JC QC 10D JD QD 10H JH 10S JS",
	"7C 8C 7D 8D 7H 8H 7S 8S 9H 9S",
	"KC AC KD AD QH KH AH QS KS AS",
}

// ---- SAU-R1 .. SAU-R12 ----

// TestSauSeatsAndPackSAUR1 checks SAU-R1: 3 or 4 seats, the 32-card pack
// 7..A in four suits, and no trumps (TT-3).
func TestSauSeatsAndPackSAUR1(t *testing.T) {
	for _, n := range []int{0, 1, 2, 5, 6, 7} {
		_, err := variant.New(variant.SchwarzeSau, n, variant.Options{}, nil)
		if !errors.Is(err, rule.BadOptions) {
			t.Errorf("SAU-R1: %d seats: err %v, want bad-options", n, err)
		}
	}
	want := card.RangeSet(card.Seven, card.Ace)
	for _, n := range []int{3, 4} {
		g := gametest.Trick(t, variant.SchwarzeSau, n, variant.Options{}, 1)
		if g.Pack() != want || g.Pack().Len() != 32 {
			t.Errorf("SAU-R1: %d seats: pack %v, want the 32 cards 7..A", n, g.Pack())
		}
	}
	// No trumps: an off-suit ace never wins (TT-3). Seat 0 leads ♣7; seat
	// 1 holds no club and discards ♦A, which cannot win.
	g := gametest.Trick(t, variant.SchwarzeSau, 3, variant.Options{FirstDealer: 2}, 1)
	sauDeal(t, g, 2, "7S 8S",
		"7C 8C 9C 10C JC QC KC 7H 8H 9H",
		"7D 8D 9D 10D JD QD KD AD 10H JH",
		"AC QH KH AH 9S 10S JS QS KS AS")
	sauRun(t, g, "0 7C, 1 AD, 2 AC")
	if w := g.Turn().Seat; w != 2 {
		t.Errorf("TT-3: the trick went to seat %d, want 2 (♣A beats ♣7; ♦A is off-suit)", w)
	}
}

// TestSauCardValuesSAUR2 checks SAU-R2 and SAU-A1: each ♦ 1, J♣ 2, Q♠ 5,
// 15 in the pack.
func TestSauCardValuesSAUR2(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{}, 1)
	tab := g.Table()
	for c := range g.Pack().All() {
		want := 0
		switch {
		case c.Suit() == card.Diamonds:
			want = 1
		case c == card.JackClubs:
			want = 2
		case c == card.QueenSpades:
			want = 5
		}
		if got := tab.Value(c); got != want {
			t.Errorf("SAU-R2: %v is worth %d, want %d", c, got, want)
		}
	}
	if got := tab.Points(g.Pack()); got != 15 {
		t.Errorf("SAU-A1: the pack is worth %d, want 15 (the seed's 8 is a typo)", got)
	}
}

// TestSauFirstDealerAndRotationSAUR3 checks SAU-R3 and C-8: the first
// dealer is Options.FirstDealer (left of the scorekeeper), then the deal
// passes left among the active seats, skipping eliminated ones.
func TestSauFirstDealerAndRotationSAUR3(t *testing.T) {
	for _, n := range []int{3, 4} {
		for fd := 0; fd < n; fd++ {
			g := gametest.Trick(t, variant.SchwarzeSau, n, variant.Options{FirstDealer: fd}, 1)
			if g.Dealer() != fd {
				t.Fatalf("SAU-R3: %d seats: first dealer %d, want %d", n, g.Dealer(), fd)
			}
			want := fd
			for k := 0; k < 3*n && !g.Over(); k++ {
				if g.Dealer() != want {
					t.Fatalf("SAU-R3: %d seats, deal %d: dealer %d, want %d (out %v)", n, k, g.Dealer(), want, g.Out())
				}
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				if err := g.DealCards(variant.Dealt{Dealer: want}); !errors.Is(err, rule.WrongPhase) {
					t.Fatalf("dealing during a deal: %v, want wrong-phase", err)
				}
				gametest.PlayLowest(t, g)
				out := seat.Of(g.Out()...)
				for want = (want + 1) % n; out.Has(want); want = (want + 1) % n {
				}
			}
		}
	}
	// A deal by the wrong dealer is wrong-dealer (C-8).
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{FirstDealer: 2}, 1)
	if err := g.DealCards(variant.Dealt{Dealer: 1}); !errors.Is(err, rule.WrongDealer) {
		t.Errorf("C-8: dealer 1 instead of 2: %v, want wrong-dealer", err)
	}
	// Eliminated seats are skipped: seat 3 is out, seat 2 deals, then 0.
	g = gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{FirstDealer: 2}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{0, 0, 0, 31}, Out: []int{3}}); err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	gametest.PlayLowest(t, g)
	if g.Dealer() != 0 {
		t.Errorf("SAU-R3: after dealer 2 with seat 3 out the dealer is %d, want 0", g.Dealer())
	}
	// A first dealer who is out passes the deal to the next active seat.
	g = gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{FirstDealer: 1}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{0, 40, 0, 0}, Out: []int{1}}); err != nil {
		t.Fatal(err)
	}
	if g.Dealer() != 2 {
		t.Errorf("SAU-R3: the first dealer 1 is out; dealer %d, want 2", g.Dealer())
	}
}

// TestSauDealSAUR4 checks SAU-R4: singles, 8 each with 4 seats and no
// stock, 10 each with 3 seats plus a stock of 2 that no seat sees.
func TestSauDealSAUR4(t *testing.T) {
	for _, tc := range []struct{ seats, hand, stock int }{{4, 8, 0}, {3, 10, 2}} {
		for seed := uint64(0); seed < 20; seed++ {
			g, err := variant.New(variant.SchwarzeSau, tc.seats, variant.Options{}, rand.NewPCG(seed, 7))
			if err != nil {
				t.Fatal(err)
			}
			tg := g.(*variant.TrickGame)
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			all := tg.Stock()
			if tg.Stock().Len() != tc.stock {
				t.Errorf("SAU-R4: %d seats: stock of %d, want %d", tc.seats, tg.Stock().Len(), tc.stock)
			}
			for s := 0; s < tc.seats; s++ {
				h := tg.Hand(s)
				if h.Len() != tc.hand {
					t.Errorf("SAU-R4: %d seats: seat %d holds %d, want %d", tc.seats, s, h.Len(), tc.hand)
				}
				if all&h != 0 {
					t.Errorf("SAU-R4: %v dealt twice", all&h)
				}
				all |= h
				v, err := g.View(s)
				if err != nil {
					t.Fatal(err)
				}
				if v.Hand != h || v.StockSize != tc.stock || v.StockTaken != 0 {
					t.Errorf("SAU-R4: seat %d's view shows hand %v stock size %d taken %v", s, v.Hand, v.StockSize, v.StockTaken)
				}
				if v.Hand&tg.Stock() != 0 {
					t.Errorf("SAU-R4: seat %d sees a stock card", s)
				}
			}
			if all != tg.Pack() {
				t.Errorf("SAU-R4: the deal is not the pack: %v", all)
			}
			// The same seed deals the same cards.
			g2, err := variant.New(variant.SchwarzeSau, tc.seats, variant.Options{}, rand.NewPCG(seed, 7))
			if err != nil {
				t.Fatal(err)
			}
			if err := g2.Deal(); err != nil {
				t.Fatal(err)
			}
			if g2.(*variant.TrickGame).Hand(0) != tg.Hand(0) {
				t.Errorf("the deal is not reproducible from the seed %d", seed)
			}
		}
	}
	// DealCards refuses hands of the wrong size, a missing stock, or a
	// card dealt twice (bad-deal).
	g := gametest.Trick(t, variant.SchwarzeSau, 3, variant.Options{FirstDealer: 2}, 1)
	h := sauHandsOf(t, 3, sauE2...)
	bad := []variant.Dealt{
		{Dealer: 2, Hands: [seat.Max]card.Set{gametest.Set(t, h[0]), gametest.Set(t, h[1]), gametest.Set(t, h[2]) | gametest.Set(t, sauE2Stock)}},
		{Dealer: 2, Hands: [seat.Max]card.Set{gametest.Set(t, h[0]), gametest.Set(t, h[1]), gametest.Set(t, h[2])}, Stock: gametest.Set(t, "7D")},
		{Dealer: 2, Hands: [seat.Max]card.Set{gametest.Set(t, h[0]), gametest.Set(t, h[1]), gametest.Set(t, h[2])}, Stock: gametest.Set(t, "7D AS")},
	}
	for i, d := range bad {
		before := *g
		if err := g.DealCards(d); !errors.Is(err, rule.BadDeal) {
			t.Errorf("bad deal %d: %v, want bad-deal", i, err)
		}
		if *g != before {
			t.Errorf("bad deal %d changed the game", i)
		}
	}
}

// TestSauDeadStockSAUR5 checks SAU-R5 and SAU-A4's default: without the
// stock exchange the 3-seat stock is never played, taken or scored.
func TestSauDeadStockSAUR5(t *testing.T) {
	g := sauE2Game(t, variant.Options{})
	if g.Phase() != variant.PhasePlay {
		t.Fatalf("SAU-R5: phase %v after the deal, want play (no stock phase)", g.Phase())
	}
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "7D 8C")), rule.OptionOff, "SAU-O5")
	sauRun(t, g, sauE2...)
	sauWantPoints(t, g, []int{6, 5, 3}, score.Normal)
	if g.Stock() != gametest.Set(t, sauE2Stock) {
		t.Errorf("SAU-R5: the stock became %v", g.Stock())
	}
}

// TestSauLeadAndFollowSAUR6 checks SAU-R6, TT-1 and TT-2: left(dealer)
// leads any card; the others follow suit if they can and otherwise play
// anything; the trick's winner leads next (TT-4).
func TestSauLeadAndFollowSAUR6(t *testing.T) {
	for _, n := range []int{3, 4} {
		for d := 0; d < n; d++ {
			g := gametest.Trick(t, variant.SchwarzeSau, n, variant.Options{FirstDealer: d}, 1)
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			tu := g.Turn()
			if tu.Seat != (d+1)%n || tu.Kind != variant.Play {
				t.Errorf("SAU-R6: %d seats, dealer %d: seat %d (%v) acts, want %d to play", n, d, tu.Seat, tu.Kind, (d+1)%n)
			}
			if tu.Cards != g.Hand(tu.Seat) {
				t.Errorf("TT-1: the leader may lead %v, want its whole hand %v", tu.Cards, g.Hand(tu.Seat))
			}
		}
	}
	// The conformance case contract--follow-suit-sau: seat 3 holds
	// diamonds and discards ♣7 to a diamond lead: follow-suit.
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "",
		"8S JS QH QD AD 8H QS JH",
		"KS 9C QC AH 7H 9S 8C 10C",
		"JC 10S 10H 8D AS KC KH 9D",
		"KD 7D 7S JD 9H AC 7C 10D")
	sauFails(t, g, variant.PlayMove(1, card.MustParse("7H")), rule.NotYourTurn, "")
	sauRun(t, g, "0 8H, 1 7H, 2 10H, 3 9H")
	if g.Turn().Seat != 2 {
		t.Fatalf("TT-4: seat %d leads trick 2, want the winner 2", g.Turn().Seat)
	}
	sauRun(t, g, "2 8D")
	if want := gametest.Set(t, "7D 10D JD KD"); g.LegalPlays() != want {
		t.Errorf("TT-2: seat 3 may play %v, want its diamonds %v", g.LegalPlays(), want)
	}
	v := sauFails(t, g, variant.PlayMove(3, card.SevenClubs), rule.FollowSuit, "")
	if v.Seat != 3 {
		t.Errorf("follow-suit names seat %d, want 3", v.Seat)
	}
	sauFails(t, g, variant.PlayMove(3, card.MustParse("AD")), rule.CardNotHeld, "")
	// A seat without the led suit may play anything.
	sauRun(t, g, "3 7D, 0 QD")
	if g.LegalPlays() != g.Hand(1) {
		t.Errorf("TT-2: seat 1 holds no diamond and may play %v, want its whole hand", g.LegalPlays())
	}
}

// TestSauCardPointsSAUR7SAUE1 plays SAU-E1 through the engine: the deal
// score is the card points, 4, 6, 3, 2.
func TestSauCardPointsSAUR7SAUE1(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	sauRun(t, g, sauE1...)
	sauWantPoints(t, g, []int{4, 6, 3, 2}, score.Normal)
	if diff := cmp.Diff([]int{4, 6, 3, 2}, g.Totals()); diff != "" {
		t.Errorf("totals (-want +got):\n%s", diff)
	}
	if g.Phase() != variant.PhaseDealOver || g.Dealer() != 0 {
		t.Errorf("after the deal: phase %v dealer %d, want deal-over and dealer 0", g.Phase(), g.Dealer())
	}
	sauFails(t, g, variant.PlayMove(0, card.SevenClubs), rule.DealOver, "")
}

// TestSauEliminationSAUR8 checks SAU-R8 and SAU-A2: after a deal every
// seat at 30 or more is out (several at once), and with the option
// over-30 only those above 30.
func TestSauEliminationSAUR8(t *testing.T) {
	for _, tc := range []struct {
		name    string
		o       variant.Options
		totals  []int
		wantOut []int
	}{
		// SAU-E1's deal scores 4, 6, 3, 2.
		{"at 30 and above", variant.Options{}, []int{26, 24, 20, 10}, []int{0, 1}},
		{"below 30", variant.Options{}, []int{25, 23, 26, 27}, []int{}},
		{"over-30: exactly 30 stays", variant.Options{Elimination: variant.EliminateOver30}, []int{26, 25, 20, 10}, []int{1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = 3
			g := gametest.Trick(t, variant.SchwarzeSau, 4, tc.o, 1)
			if err := g.Resume(variant.MatchState{Totals: tc.totals}); err != nil {
				t.Fatal(err)
			}
			sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
			sauRun(t, g, sauE1...)
			if diff := cmp.Diff(tc.wantOut, g.Out()); diff != "" {
				t.Errorf("SAU-R8: out (-want +got):\n%s", diff)
			}
			r, _ := g.Result()
			if diff := cmp.Diff(tc.wantOut, append([]int{}, r.Eliminated...)); diff != "" {
				t.Errorf("SAU-R8: Result.Eliminated (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSauFourToThreeSAUR9SAUE11 plays SAU-E11: totals 25/12/20/28 and a
// deal of 3/4/2/6 give 28/16/22/34; seat 3 is out; the next deal is
// 3-handed among seats 0, 1, 2 (10 cards each plus a stock of 2), dealt by
// the next active seat left of the last dealer.
func TestSauFourToThreeSAUR9SAUE11(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{FirstDealer: 3}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{25, 12, 20, 28}}); err != nil {
		t.Fatal(err)
	}
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE11...)...)
	sauRun(t, g, sauE11...)
	sauWantPoints(t, g, []int{3, 4, 2, 6}, score.Normal)
	if diff := cmp.Diff([]int{28, 16, 22, 34}, g.Totals()); diff != "" {
		t.Errorf("SAU-E11 totals (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{3}, g.Out()); diff != "" {
		t.Errorf("SAU-E11 out (-want +got):\n%s", diff)
	}
	if g.Over() {
		t.Fatal("SAU-R9: the match goes on with 3 seats")
	}
	if g.Dealer() != 0 {
		t.Errorf("SAU-E11: the next dealer is %d, want 0 (the next active seat left of 3)", g.Dealer())
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(seat.Of(0, 1, 2), g.Active()); diff != "" {
		t.Errorf("SAU-R9 active (-want +got):\n%s", diff)
	}
	for s, want := range []int{10, 10, 10, 0} {
		if g.Hand(s).Len() != want {
			t.Errorf("SAU-R9: seat %d holds %d cards, want %d", s, g.Hand(s).Len(), want)
		}
	}
	if g.Stock().Len() != 2 {
		t.Errorf("SAU-R9: stock of %d, want 2", g.Stock().Len())
	}
	if g.Turn().Seat != 1 {
		t.Errorf("SAU-R9: seat %d leads, want 1", g.Turn().Seat)
	}
	// Seat 3 never acts again: not in plays nor announcements.
	sauFails(t, g, variant.PlayMove(3, card.SevenClubs), rule.NotYourTurn, "")
	gametest.PlayLowest(t, g)
	if r, _ := g.Result(); r.Points[3] != 0 {
		t.Errorf("SAU-R9: the eliminated seat scored %d", r.Points[3])
	}
	if g.Dealer() == 3 {
		t.Error("SAU-R9: the eliminated seat deals")
	}
	// A deal that gives the out seat cards is not a deal of this game.
	if !g.Over() {
		d := variant.Dealt{Dealer: g.Dealer()}
		d.Hands[0], d.Hands[1], d.Hands[2], d.Hands[3] = gametest.Set(t, "7C 8C 9C 10C JC QC KC AC"), gametest.Set(t, "7D 8D 9D 10D JD QD KD AD"), gametest.Set(t, "7H 8H 9H 10H JH QH KH AH"), gametest.Set(t, "7S 8S 9S 10S JS QS KS AS")
		if err := g.DealCards(d); !errors.Is(err, rule.BadDeal) {
			t.Errorf("a 4-handed deal with seat 3 out: %v, want bad-deal", err)
		}
	}
}

// TestSauMatchEndSAUR10 checks SAU-R10 and SAU-A3: the match ends when
// fewer than 3 seats remain; the lowest remaining total wins; ties are
// shared; when the last deal eliminates everyone, the lowest of them wins.
func TestSauMatchEndSAUR10(t *testing.T) {
	for _, tc := range []struct {
		name        string
		o           variant.Options
		totals      []int
		wantOver    bool
		wantOut     []int
		wantWinners []int
	}{
		// SAU-E2's deal scores 6, 5, 3.
		{"one out of three, tie shared", variant.Options{}, []int{24, 10, 12}, true, []int{0}, []int{1, 2}},
		{"nobody out", variant.Options{}, []int{23, 10, 10}, false, []int{}, []int{}},
		{"everyone out", variant.Options{}, []int{25, 27, 29}, true, []int{0, 1, 2}, []int{0}},
		{"first-elimination: lowest of all", variant.Options{MatchEnd: variant.FirstElimination}, []int{24, 25, 10}, true, []int{0, 1}, []int{2}},
		{"two-player: play on", variant.Options{MatchEnd: variant.TwoPlayer}, []int{24, 10, 10}, false, []int{0}, []int{}},
		{"two-player: one left wins", variant.Options{MatchEnd: variant.TwoPlayer}, []int{24, 25, 1}, true, []int{0, 1}, []int{2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Trick(t, variant.SchwarzeSau, 3, variant.Options{FirstDealer: 2, MatchEnd: tc.o.MatchEnd}, 1)
			if err := g.Resume(variant.MatchState{Totals: tc.totals}); err != nil {
				t.Fatal(err)
			}
			sauDeal(t, g, 2, sauE2Stock, sauHandsOf(t, 3, sauE2...)...)
			sauRun(t, g, sauE2...)
			if g.Over() != tc.wantOver {
				t.Fatalf("SAU-R10: over = %v, want %v (totals %v)", g.Over(), tc.wantOver, g.Totals())
			}
			if diff := cmp.Diff(tc.wantOut, g.Out()); diff != "" {
				t.Errorf("out (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.wantWinners, g.Winners()); diff != "" {
				t.Errorf("SAU-R10 winners (-want +got):\n%s", diff)
			}
			if g.Over() {
				if err := g.Deal(); !errors.Is(err, rule.MatchOver) {
					t.Errorf("a deal after the end: %v, want match-over", err)
				}
				if g.Phase() != variant.PhaseMatchOver {
					t.Errorf("phase %v, want match-over", g.Phase())
				}
			}
		})
	}
	// A tie among the remaining seats is shared: 4 seats, SAU-E1 scores
	// 4, 6, 3, 2; seats 0 and 1 go out; seats 2 and 3 tie at 12.
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{FirstDealer: 3}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{26, 24, 9, 10}}); err != nil {
		t.Fatal(err)
	}
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	sauRun(t, g, sauE1...)
	if !g.Over() {
		t.Fatal("SAU-R10: two of four left: the match should be over")
	}
	if diff := cmp.Diff([]int{2, 3}, g.Winners()); diff != "" {
		t.Errorf("SAU-R10: the tie is shared (-want +got):\n%s", diff)
	}
}

// TestSauLastTrickSAUR11 checks SAU-R11: after each trick every seat's
// view shows that trick as the last completed one (and none before the
// first trick is complete).
func TestSauLastTrickSAUR11(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	for i, tr := range sauE1 {
		for s := 0; s < 4; s++ {
			v, err := g.View(s)
			if err != nil {
				t.Fatal(err)
			}
			if i == 0 && v.LastTrick != nil {
				t.Errorf("SAU-R11: seat %d sees a last trick before any is complete", s)
			}
		}
		sauRun(t, g, tr)
		want := variant.TrickRecord{}
		for _, one := range strings.Split(tr, ",") {
			m := sauMove(t, one)
			if want.Cards == nil {
				want.Leader = m.Seat
			}
			want.Cards = append(want.Cards, m.Card)
			want.Seats = append(want.Seats, m.Seat)
		}
		r, _ := g.Result()
		if g.Phase() == variant.PhaseDealOver {
			want.Winner = r.Tricks[i].Winner
		} else {
			want.Winner = g.Turn().Seat
		}
		for s := 0; s < 4; s++ {
			v, _ := g.View(s)
			if v.LastTrick == nil {
				t.Fatalf("SAU-R11: seat %d does not see the last trick", s)
			}
			if diff := cmp.Diff(want, *v.LastTrick); diff != "" {
				t.Errorf("SAU-R11: seat %d after trick %d (-want +got):\n%s", s, i+1, diff)
			}
		}
	}
}

// ---- SAU-O1 .. SAU-O6 and the examples built on them ----

// TestSauKreuzSiebenSAUO1SAUE13 checks SAU-O1, SAU-A9 and SAU-E13: with 4
// active seats and no stock the holder of the 7♣ leads trick 1 (any card
// by default, the 7♣ itself with must-lead-club-seven), even the dealer;
// with 3 seats, or a dealer sitting out, left(dealer) leads.
func TestSauKreuzSiebenSAUO1SAUE13(t *testing.T) {
	for _, tc := range []struct {
		name       string
		o          variant.Options
		holder     int // holds the low cards, 7♣ among them
		dealer     int
		wantLeader int
	}{
		{"off", variant.Options{}, 2, 0, 1},
		{"SAU-E13: seat 2 holds the 7♣", variant.Options{KreuzSieben: true}, 2, 0, 2},
		{"the dealer holds the 7♣", variant.Options{KreuzSieben: true}, 0, 0, 0},
		{"left of the dealer holds it", variant.Options{KreuzSieben: true}, 1, 0, 1},
		{"SAU-A9 must lead it", variant.Options{KreuzSieben: true, MustLeadClubSeven: true}, 3, 1, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = tc.dealer
			g := gametest.Trick(t, variant.SchwarzeSau, 4, tc.o, 1)
			sauDeal(t, g, tc.dealer, "", sauLowSeat(tc.holder)...)
			tu := g.Turn()
			if tu.Seat != tc.wantLeader {
				t.Fatalf("SAU-O1: seat %d leads, want %d", tu.Seat, tc.wantLeader)
			}
			want := g.Hand(tu.Seat)
			if tc.o.MustLeadClubSeven {
				want = card.Of(card.SevenClubs)
				sauFails(t, g, variant.PlayMove(tu.Seat, card.EightClubs), rule.OpeningLead, "")
			}
			if tu.Cards != want {
				t.Errorf("SAU-A9: the leader may lead %v, want %v", tu.Cards, want)
			}
			if tc.wantLeader != (tc.dealer+1)%4 {
				sauFails(t, g, variant.PlayMove((tc.dealer+1)%4, g.Hand((tc.dealer + 1) % 4).Cards()[0]), rule.NotYourTurn, "")
			}
			gametest.PlayLowest(t, g)
		})
	}
	// SAU-E13, 3 seats: left(dealer) leads whoever holds the 7♣, and no
	// opening card is required even with must-lead-club-seven.
	g := gametest.Trick(t, variant.SchwarzeSau, 3, variant.Options{KreuzSieben: true, MustLeadClubSeven: true, FirstDealer: 2}, 1)
	sauDeal(t, g, 2, sauE2Stock, sauHandsOf(t, 3, sauE2...)...)
	if g.Turn().Seat != 0 || g.LegalPlays() != g.Hand(0) {
		t.Errorf("SAU-O1 with 3 seats: seat %d leads %v, want seat 0 with any card", g.Turn().Seat, g.LegalPlays())
	}
	// Four seats with the stock exchange: the dealer sits out, there is a
	// stock, and left(dealer) leads.
	g = gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{KreuzSieben: true, MustLeadClubSeven: true, StockExchange: true, FirstDealer: 0}, 1)
	sauDeal(t, g, 0, "9C 9D", "", sauJungfrauHands3[0], sauJungfrauHands3[2], sauJungfrauHands3[1])
	sauRun(t, g, "1 stock 9C 9D, 2 stock 9C 9D, 3 stock 9C 9D")
	if g.Turn().Seat != 1 || g.LegalPlays() != g.Hand(1) {
		t.Errorf("SAU-O1 with a dealer sitting out: seat %d leads %v, want seat 1 with any card (seat 3 holds the 7♣)", g.Turn().Seat, g.LegalPlays())
	}
}

// TestSauJungfrauSAUO2 checks SAU-O2 with SAU-E3 (success: 15, 0, 15, 15,
// card points ignored) and SAU-E4 (failure at trick 5: 0, 15, 0, 0, and
// the deal ends there, SAU-A7).
func TestSauJungfrauSAUO2(t *testing.T) {
	t.Run("SAU-E3 success", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{Jungfrau: true, FirstDealer: 3}, 1)
		sauDeal(t, g, 3, "", sauLowSeat(1)...)
		sauRun(t, g, "1 jungfrau")
		if v, _ := g.View(2); !cmp.Equal(v.Jungfrau, []int{1}) {
			t.Errorf("the view shows Jungfrau announcers %v, want [1]", v.Jungfrau)
		}
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{15, 0, 15, 15}, score.AnnouncedJungfrau)
		if r, _ := g.Result(); len(r.Tricks) != 8 {
			t.Errorf("a successful Jungfrau plays all 8 tricks, got %d", len(r.Tricks))
		}
	})
	t.Run("SAU-E4 failure", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{Jungfrau: true, FirstDealer: 3}, 1)
		sauDeal(t, g, 3, "",
			"AC AD AH KC 8S KD KH KS",
			"7C 8C 7D 8D 7H 8H 7S AS",
			"9C 9D 9H JC 9S JD JH JS",
			"10C 10D 10H QC 10S QD QH QS")
		sauRun(t, g, "1 jungfrau",
			"0 AC, 1 7C, 2 9C, 3 10C",
			"0 AD, 1 7D, 2 9D, 3 10D",
			"0 AH, 1 7H, 2 9H, 3 10H",
			"0 KC, 1 8C, 2 JC, 3 QC")
		if g.Phase() != variant.PhasePlay {
			t.Fatalf("phase %v before trick 5", g.Phase())
		}
		sauRun(t, g, "0 8S, 1 AS, 2 9S, 3 10S")
		sauWantPoints(t, g, []int{0, 15, 0, 0}, score.FailedAnnouncement)
		if r, _ := g.Result(); len(r.Tricks) != 5 {
			t.Errorf("SAU-A7: the deal ends at trick 5, but %d tricks were played", len(r.Tricks))
		}
		if g.Phase() != variant.PhaseDealOver || g.Hand(1).Len() != 3 {
			t.Errorf("SAU-A7: phase %v, seat 1 holds %v", g.Phase(), g.Hand(1))
		}
		sauFails(t, g, variant.PlayMove(1, card.EightClubs), rule.DealOver, "")
		sauFails(t, g, variant.PlayMove(1, card.MustParse("8H")), rule.DealOver, "")
		sauFails(t, g, variant.AnnounceMove(2, variant.Jungfrau), rule.DealOver, "")
		if diff := cmp.Diff([]int{0, 15, 0, 0}, g.Totals()); diff != "" {
			t.Errorf("totals (-want +got):\n%s", diff)
		}
	})
	t.Run("SAU-A6 option adds card points", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{Jungfrau: true, SpecialAddsCardPoints: true, FirstDealer: 3}, 1)
		sauDeal(t, g, 3, "",
			"AC AD AH KC 8S KD KH KS",
			"7C 8C 7D 8D 7H 8H 7S AS",
			"9C 9D 9H JC 9S JD JH JS",
			"10C 10D 10H QC 10S QD QH QS")
		sauRun(t, g, "1 jungfrau",
			"0 AC, 1 7C, 2 9C, 3 10C",
			"0 AD, 1 7D, 2 9D, 3 10D", // seat 0: 4
			"0 AH, 1 7H, 2 9H, 3 10H",
			"0 KC, 1 8C, 2 JC, 3 QC", // seat 0: J♣ 2
			"0 8S, 1 AS, 2 9S, 3 10S")
		sauWantPoints(t, g, []int{6, 15, 0, 0}, score.FailedAnnouncement)
	})
}

// TestSauDurchmarschSAUO3SAUE5 checks SAU-O3 with SAU-E5 (seat 2 takes all
// 10 tricks: 15, 15, 0), SAU-A5 (it cannot fail) and SAU-A10 (it beats a
// successful announced Jungfrau by default).
func TestSauDurchmarschSAUO3SAUE5(t *testing.T) {
	e5 := []string{"7C 8C 7D 8D 8H 9H 10H JH 8S 9S", "9C 9D QH KH AH 10S JS QS KS AS", "10C JC QC KC AC 10D JD QD KD AD"}
	for _, tc := range []struct {
		name    string
		o       variant.Options
		steps   []string
		want    []int
		outcome score.Outcome
	}{
		{"SAU-E5", variant.Options{Durchmarsch: true}, nil, []int{15, 15, 0}, score.Durchmarsch},
		{"option off: card points", variant.Options{}, nil, []int{0, 0, 15}, score.Normal},
		{"SAU-A4 most-points: only tricks count", variant.Options{Durchmarsch: true, StockScoring: variant.StockMostPoints}, nil, []int{15, 15, 0}, score.Durchmarsch},
		{"SAU-A6 adds card points", variant.Options{Durchmarsch: true, SpecialAddsCardPoints: true}, nil, []int{15, 15, 15}, score.Durchmarsch},
		{"SAU-A10 default: Durchmarsch beats Jungfrau", variant.Options{Durchmarsch: true, Jungfrau: true}, []string{"0 jungfrau"}, []int{15, 15, 0}, score.Durchmarsch},
		{"SAU-A10 option: Jungfrau beats it", variant.Options{Durchmarsch: true, Jungfrau: true, JungfrauBeatsSilentDurchmarsch: true}, []string{"0 jungfrau"}, []int{0, 15, 15}, score.AnnouncedJungfrau},
		{"SAU-A10 without durchmarsch", variant.Options{Jungfrau: true}, []string{"0 jungfrau"}, []int{0, 15, 15}, score.AnnouncedJungfrau},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = 1
			g := gametest.Trick(t, variant.SchwarzeSau, 3, tc.o, 1)
			sauDeal(t, g, 1, "7H 7S", e5...)
			sauRun(t, g, tc.steps...)
			gametest.PlayLowest(t, g)
			sauWantPoints(t, g, tc.want, tc.outcome)
			if r, _ := g.Result(); len(r.Tricks) != 10 {
				t.Errorf("%d tricks, want 10", len(r.Tricks))
			}
		})
	}
	// SAU-A5: a Durchmarsch that nobody announced cannot fail: SAU-E1's
	// deal, in which every seat takes a trick, scores card points.
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{Durchmarsch: true, FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	sauRun(t, g, sauE1...)
	sauWantPoints(t, g, []int{4, 6, 3, 2}, score.Normal)
	// Seat 0 wins the first three tricks and is the only seat with a
	// trick, and yet the deal goes on (nothing was announced).
	g = gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{Durchmarsch: true, FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	sauRun(t, g, sauE1[:3]...)
	if g.Phase() != variant.PhasePlay {
		t.Errorf("SAU-A5: phase %v, want play", g.Phase())
	}
}

// The SAU-E6 hands: seat 0 holds A, K of three suits, A♠ and 7♠.
var sauE6Fail = []string{
	"AC KC AD KD AH KH AS 7S",
	"7C 8C 7D 8D 7H 8H 8S 9S",
	"9C 10C 9D 10D 9H 10H KS QS",
	"JC QC JD QD JH QH 10S JS",
}

// TestSauAngesagterDurchmarschSAUO4SAUE6 checks SAU-O4 with SAU-E6:
// success 0, 30, 30, 30; failure (seat 2 wins trick 4) 30, 0, 0, 0 and the
// deal ends; its precedence over Jungfrau and its conflicts.
func TestSauAngesagterDurchmarschSAUO4SAUE6(t *testing.T) {
	top := []string{"AC KC AD KD AH KH AS KS", "7C 8C 9C 10C 7D 8D 9D 10D", "7H 8H 9H 10H 7S 8S 9S 10S", "JC QC JD QD JH QH JS QS"}
	o := variant.Options{AngesagterDurchmarsch: true, Jungfrau: true, FirstDealer: 3}
	t.Run("SAU-E6 success", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 3, "", top...)
		sauRun(t, g, "0 durchmarsch")
		if v, _ := g.View(1); v.Durchmarsch != 0 {
			t.Errorf("the view shows Durchmarsch announcer %d, want 0", v.Durchmarsch)
		}
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{0, 30, 30, 30}, score.AnnouncedDurchmarsch)
	})
	t.Run("SAU-E6 failure", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 3, "", sauE6Fail...)
		sauRun(t, g, "0 durchmarsch",
			"0 AC, 1 7C, 2 9C, 3 JC",
			"0 AD, 1 7D, 2 9D, 3 JD",
			"0 AH, 1 7H, 2 9H, 3 JH",
			"0 7S, 1 8S, 2 KS, 3 10S")
		sauWantPoints(t, g, []int{30, 0, 0, 0}, score.FailedAnnouncement)
		if r, _ := g.Result(); len(r.Tricks) != 4 || g.Phase() != variant.PhaseDealOver {
			t.Errorf("SAU-A7: %d tricks, phase %v; want the deal over after trick 4", len(r.Tricks), g.Phase())
		}
		sauFails(t, g, variant.PlayMove(2, card.MustParse("10C")), rule.DealOver, "")
	})
	t.Run("withdraws a Jungfrau", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 3, "", top...)
		sauRun(t, g, "1 jungfrau")
		sauFails(t, g, variant.AnnounceMove(1, variant.Durchmarsch), rule.AnnounceConflict, "")
		sauRun(t, g, "0 durchmarsch")
		if v, _ := g.View(0); len(v.Jungfrau) != 0 || v.Durchmarsch != 0 {
			t.Errorf("SAU-O4: Jungfrau %v Durchmarsch %d after the Durchmarsch, want none and 0", v.Jungfrau, v.Durchmarsch)
		}
		for s := 0; s < 4; s++ {
			sauFails(t, g, variant.AnnounceMove(s, variant.Jungfrau), rule.AnnounceConflict, "")
			sauFails(t, g, variant.AnnounceMove(s, variant.Durchmarsch), rule.AnnounceConflict, "")
		}
		if a := g.Announcements(nil); len(a) != 0 {
			t.Errorf("announcements offered after the Durchmarsch: %v", a)
		}
		gametest.PlayLowest(t, g)
		// Seat 1's Jungfrau is gone without penalty: it scores 30 like
		// the others.
		sauWantPoints(t, g, []int{0, 30, 30, 30}, score.AnnouncedDurchmarsch)
	})
	t.Run("refused once lost", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 3, "", sauE6Fail...)
		sauRun(t, g, "0 7S, 1 8S, 2 KS, 3 10S") // seat 2 wins trick 1
		sauFails(t, g, variant.AnnounceMove(0, variant.Durchmarsch), rule.AnnounceConflict, "")
		sauFails(t, g, variant.AnnounceMove(2, variant.Jungfrau), rule.AnnounceConflict, "")
		sauRun(t, g, "2 durchmarsch") // the winner of trick 1 may still
		sauRun(t, g, "2 QS")          // trick 2 begins: the window closes
		sauFails(t, g, variant.AnnounceMove(1, variant.Jungfrau), rule.AnnounceWindow, "SAU-A16")
	})
	t.Run("SAU-A2 edge: 30 from 0", func(t *testing.T) {
		for _, e := range []variant.Elimination{variant.EliminateAtLeast30, variant.EliminateOver30} {
			o := o
			o.Elimination = e
			g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
			sauDeal(t, g, 3, "", top...)
			sauRun(t, g, "0 durchmarsch")
			gametest.PlayLowest(t, g)
			want := []int{1, 2, 3}
			if e == variant.EliminateOver30 {
				want = []int{}
			}
			if diff := cmp.Diff(want, g.Out()); diff != "" {
				t.Errorf("SAU-A2 %v: out after 30 from 0 (-want +got):\n%s", e, diff)
			}
		}
	})
}

// TestSauStockExchangeSAUO5 checks SAU-O5 at 3 seats: each seat in turn
// from left(dealer) takes the stock and puts back 2 cards (0, 1 or 2
// exchanged, any card, the Q♠ too); the stock is then dead; left(dealer)
// leads.
func TestSauStockExchangeSAUO5(t *testing.T) {
	o := variant.Options{StockExchange: true, Jungfrau: true, FirstDealer: 2}
	g := sauE2Game(t, o)
	h0 := g.Hand(0)
	if g.Phase() != variant.PhaseStock {
		t.Fatalf("SAU-O5: phase %v after the deal, want stock", g.Phase())
	}
	tu := g.Turn()
	if tu.Seat != 0 || tu.Kind != variant.Stock || tu.Count != 2 || tu.CanPush || tu.Cards != h0|g.Stock() {
		t.Errorf("SAU-O5: turn %+v, want seat 0 to put back 2 of hand and stock, without push", tu)
	}
	if n := len(g.LegalMoves(nil)); n != 66 {
		t.Errorf("SAU-O5: %d stock choices, want C(12,2) = 66", n)
	}
	sauFails(t, g, variant.PlayMove(0, card.MustParse("AS")), rule.WrongPhase, "")
	sauFails(t, g, variant.AnnounceMove(1, variant.Jungfrau), rule.AnnounceWindow, "")
	sauFails(t, g, variant.StockMove(1, gametest.Set(t, "AC KC")), rule.NotYourTurn, "")
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "AS")), rule.StockCount, "SAU-O5")
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "AS KS 7H")), rule.StockCount, "SAU-O5")
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "AS AC")), rule.CardNotHeld, "")
	sauFails(t, g, variant.PushMove(0), rule.OptionOff, "SAU-O6")
	// Seat 0 swaps both: it keeps ♦7 ♣8 and puts back ♠K ♥7.
	sauRun(t, g, "0 stock KS 7H")
	if v, _ := g.View(0); v.StockTaken != gametest.Set(t, sauE2Stock) || v.StockReturned != gametest.Set(t, "KS 7H") {
		t.Errorf("seat 0's view: took %v returned %v", v.StockTaken, v.StockReturned)
	}
	if v, _ := g.View(1); v.StockTaken != 0 || v.Hand&gametest.Set(t, "KS 7H") != 0 {
		t.Error("TT-6: seat 1 sees the stock before it takes it")
	}
	if g.Hand(0) != h0&^gametest.Set(t, "KS 7H")|gametest.Set(t, sauE2Stock) {
		t.Errorf("seat 0 holds %v", g.Hand(0))
	}
	if g.Turn().Seat != 1 || g.Stock() != gametest.Set(t, "KS 7H") {
		t.Fatalf("the stock goes left: seat %d to act, stock %v", g.Turn().Seat, g.Stock())
	}
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "7D 8C")), rule.NotYourTurn, "")
	// Seat 1 swaps one (keeps ♥7, puts back its ♠7 with the ♠K); seat 2
	// swaps one too and puts the Q♠ in (any card may go in, SAU-A4).
	sauRun(t, g, "1 stock KS 7S", "2 stock QS 7S")
	if g.Phase() != variant.PhasePlay || g.Turn().Seat != 0 {
		t.Fatalf("SAU-O5: after the stock phase: phase %v seat %d, want play by seat 0", g.Phase(), g.Turn().Seat)
	}
	if g.Stock() != gametest.Set(t, "QS 7S") {
		t.Errorf("the stock laid aside is %v, want QS 7S", g.Stock())
	}
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "7D 8C")), rule.WrongPhase, "")
	// The dead stock holds the Q♠: nobody scores its 5. The cards held
	// stay 10 each.
	for s := 0; s < 3; s++ {
		if g.Hand(s).Len() != 10 {
			t.Errorf("seat %d holds %d cards after the exchange", s, g.Hand(s).Len())
		}
	}
	gametest.PlayLowest(t, g)
	r, _ := g.Result()
	sum := pointSum(r.Points)
	if sum != 10 {
		t.Errorf("SAU-A4: the deal scores %d in all, want 15 - 5 (Q♠ in the dead stock)", sum)
	}
}

// TestSauDealerSitsOutSAUE14 checks SAU-E14, SAU-A14 and SAU-A15: with the
// stock exchange at 4 seats the dealer sits out: seats 1, 2, 3 get 10 each
// plus a stock of 2, exchange 1 → 2 → 3, seat 1 leads; the dealer never
// acts, scores 0 and is hit by no Jungfrau or Durchmarsch penalty.
func TestSauDealerSitsOutSAUE14(t *testing.T) {
	o := variant.Options{StockExchange: true, Jungfrau: true, AngesagterDurchmarsch: true, FirstDealer: 0}
	t.Run("a 4-handed deal of 8 is not a deal", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
		before := *g
		if err := g.DealCards(variant.Dealt{Dealer: 0, Hands: [seat.Max]card.Set{
			gametest.Set(t, "7C 8C 9C 10C JC QC KC AC"), gametest.Set(t, "7D 8D 9D 10D JD QD KD AD"),
			gametest.Set(t, "7H 8H 9H 10H JH QH KH AH"), gametest.Set(t, "7S 8S 9S 10S JS QS KS AS")}}); !errors.Is(err, rule.BadDeal) {
			t.Errorf("SAU-O5: 8 each at 4 seats: %v, want bad-deal", err)
		}
		if *g != before {
			t.Error("a bad deal changed the game")
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for s, want := range []int{0, 10, 10, 10} {
			if g.Hand(s).Len() != want {
				t.Errorf("SAU-E14: seat %d holds %d, want %d", s, g.Hand(s).Len(), want)
			}
		}
		if g.Stock().Len() != 2 || g.Active() != seat.Of(1, 2, 3) {
			t.Errorf("SAU-E14: stock %v active %v", g.Stock(), g.Active())
		}
		if v, _ := g.View(0); len(v.Active) != 3 || v.Hand != 0 || v.Turn != nil {
			t.Errorf("SAU-E14: the dealer's view %+v", v)
		}
	})
	t.Run("Jungfrau", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
		// Seat 2 holds the low cards and never leads.
		sauDeal(t, g, 0, "9C 9D", "", sauJungfrauHands3[0], sauJungfrauHands3[1], sauJungfrauHands3[2])
		for i, s := range []int{1, 2, 3} {
			if g.Turn().Seat != s || g.Phase() != variant.PhaseStock {
				t.Fatalf("SAU-E14: exchange %d: seat %d in phase %v, want seat %d", i, g.Turn().Seat, g.Phase(), s)
			}
			sauFails(t, g, variant.StockMove(0, gametest.Set(t, "9C 9D")), rule.NotYourTurn, "")
			sauRun(t, g, fmt.Sprintf("%d stock 9C 9D", s))
		}
		if g.Turn().Seat != 1 {
			t.Errorf("SAU-E14: seat %d leads, want 1", g.Turn().Seat)
		}
		sauFails(t, g, variant.AnnounceMove(0, variant.Jungfrau), rule.NotYourTurn, "")
		for _, m := range g.Announcements(nil) {
			if m.Seat == 0 {
				t.Errorf("SAU-A15: the sitting-out dealer is offered %v", m)
			}
		}
		sauRun(t, g, "2 jungfrau")
		sauFails(t, g, variant.PlayMove(0, card.SevenClubs), rule.NotYourTurn, "")
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{0, 15, 0, 15}, score.AnnouncedJungfrau)
		if g.Dealer() != 1 {
			t.Errorf("the next dealer is %d, want 1", g.Dealer())
		}
	})
	t.Run("Durchmarsch", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
		sauDeal(t, g, 0, "7H 7S", "",
			"10C JC QC KC AC 10D JD QD KD AD",
			"7C 8C 7D 8D 8H 9H 10H JH 8S 9S",
			"9C 9D QH KH AH 10S JS QS KS AS")
		sauRun(t, g, "1 stock 7H 7S, 2 stock 7H 7S, 3 stock 7H 7S", "1 durchmarsch")
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{0, 0, 30, 30}, score.AnnouncedDurchmarsch)
	})
}

// TestSauSchiebenSAUO6SAUE8 checks SAU-O6, SAU-A11, SAU-A13 and SAU-E8:
// a push passes the stock on unseen and unchanged; every push doubles the
// deal (6/5/3 → 12/10/6 → 24/20/12), or doubles once with push-multiplier
// single; the last seat's push counts too.
func TestSauSchiebenSAUO6SAUE8(t *testing.T) {
	if _, err := variant.New(variant.SchwarzeSau, 3, variant.Options{Schieben: true}, nil); !errors.Is(err, rule.BadOptions) {
		t.Errorf("SAU-O6: schieben without stock-exchange: %v, want bad-options", err)
	}
	for _, tc := range []struct {
		name   string
		pm     variant.PushMultiplier
		pushes []bool // seats 0, 1, 2
		want   []int
	}{
		{"none", variant.CompoundPushes, []bool{false, false, false}, []int{6, 5, 3}},
		{"SAU-E8 one push", variant.CompoundPushes, []bool{false, true, false}, []int{12, 10, 6}},
		{"SAU-E8 two pushes", variant.CompoundPushes, []bool{false, true, true}, []int{24, 20, 12}},
		{"SAU-A13 the last seat's push", variant.CompoundPushes, []bool{false, false, true}, []int{12, 10, 6}},
		{"three pushes", variant.CompoundPushes, []bool{true, true, true}, []int{48, 40, 24}},
		{"SAU-A11 single, two pushes", variant.SingleDouble, []bool{false, true, true}, []int{12, 10, 6}},
		{"SAU-A11 single, three pushes", variant.SingleDouble, []bool{true, true, true}, []int{12, 10, 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := sauE2Game(t, variant.Options{StockExchange: true, Schieben: true, PushMultiplier: tc.pm})
			hands := [3]card.Set{g.Hand(0), g.Hand(1), g.Hand(2)}
			pushes := 0
			for s, p := range tc.pushes {
				tu := g.Turn()
				if tu.Seat != s || !tu.CanPush {
					t.Fatalf("seat %d to act (push %v), want seat %d with push", tu.Seat, tu.CanPush, s)
				}
				if lm := g.LegalMoves(nil); lm[len(lm)-1] != variant.PushMove(s) {
					t.Errorf("docs/records.md: the push comes last in the legal moves: %v", lm[len(lm)-1])
				}
				if p {
					sauRun(t, g, fmt.Sprintf("%d push", s))
					pushes++
					if v, _ := g.View(s); v.StockTaken != 0 || v.Hand != hands[s] {
						t.Errorf("SAU-O6: seat %d pushed unseen, but its view shows taken %v hand %v", s, v.StockTaken, v.Hand)
					}
				} else {
					sauRun(t, g, fmt.Sprintf("%d stock %s", s, sauE2Stock))
				}
				if g.Stock() != gametest.Set(t, sauE2Stock) {
					t.Fatalf("the stock changed to %v", g.Stock())
				}
				v, _ := g.View((s + 1) % 3)
				if v.Pushes != pushes {
					t.Errorf("the view shows %d pushes, want %d", v.Pushes, pushes)
				}
			}
			sauRun(t, g, sauE2...)
			sauWantPoints(t, g, tc.want, score.Normal)
		})
	}
}

// TestSauSchiebenJungfrauSAUE9 checks SAU-E9 and SAU-A17: one push doubles
// a Jungfrau's 15 in success (30, 0, 30) and in failure (0, 30, 0).
func TestSauSchiebenJungfrauSAUE9(t *testing.T) {
	o := variant.Options{StockExchange: true, Schieben: true, Jungfrau: true, FirstDealer: 2}
	g := gametest.Trick(t, variant.SchwarzeSau, 3, o, 1)
	sauDeal(t, g, 2, "9C 9D", sauJungfrauHands3...)
	sauRun(t, g, "0 stock 9C 9D, 1 push, 2 stock 9C 9D", "1 jungfrau")
	gametest.PlayLowest(t, g)
	sauWantPoints(t, g, []int{30, 0, 30}, score.AnnouncedJungfrau)

	// Failure: seat 1 holds the high cards and announces all the same.
	g = gametest.Trick(t, variant.SchwarzeSau, 3, o, 1)
	sauDeal(t, g, 2, "9C 9D", sauJungfrauHands3[0], sauJungfrauHands3[2], sauJungfrauHands3[1])
	sauRun(t, g, "0 stock 9C 9D, 1 push, 2 stock 9C 9D", "1 jungfrau")
	gametest.PlayLowest(t, g)
	sauWantPoints(t, g, []int{0, 30, 0}, score.FailedAnnouncement)
	if r, _ := g.Result(); len(r.Tricks) == 10 || r.Tricks[len(r.Tricks)-1].Winner != 1 {
		t.Errorf("SAU-A7: the deal should end at seat 1's first trick: %d tricks", len(r.Tricks))
	}
}

// ---- the rulings SAU-A1 .. SAU-A17 not covered above ----

// TestSauTwoPlayerContinuationSAUA3 checks SAU-A3 (c): with match-end
// two-player, a 3-seat table that loses a seat plays on two-handed, 15
// cards each plus a dead stock of 2, until one seat remains.
func TestSauTwoPlayerContinuationSAUA3(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeSau, 3, variant.Options{MatchEnd: variant.TwoPlayer, FirstDealer: 1, KreuzSieben: true}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{0, 30, 0}, Out: []int{1}}); err != nil {
		t.Fatal(err)
	}
	if g.Dealer() != 2 {
		t.Errorf("the first dealer 1 is out: dealer %d, want 2", g.Dealer())
	}
	for deal := 0; !g.Over(); deal++ {
		if deal > 30 {
			t.Fatal("the two-handed match does not end")
		}
		d := g.Dealer()
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if g.Active() != seat.Of(0, 2) || g.Hand(0).Len() != 15 || g.Hand(2).Len() != 15 || g.Hand(1) != 0 || g.Stock().Len() != 2 {
			t.Fatalf("SAU-A3: two-handed deal: active %v hands %d/%d/%d stock %d", g.Active(), g.Hand(0).Len(), g.Hand(1).Len(), g.Hand(2).Len(), g.Stock().Len())
		}
		if want, _ := seat.Of(0, 2).Next(d, 3); g.Turn().Seat != want {
			t.Errorf("two-handed: seat %d leads, want %d", g.Turn().Seat, want)
		}
		gametest.PlayLowest(t, g)
		if r, _ := g.Result(); r.Points[1] != 0 {
			t.Errorf("the out seat scored %d", r.Points[1])
		}
	}
	if len(g.Winners()) != 1 || len(g.Out()) != 2 {
		t.Errorf("SAU-A3 (c): winners %v out %v, want the one seat left", g.Winners(), g.Out())
	}
	// The default ends the match instead, so a record cannot resume with
	// only two seats left; first-elimination cannot resume with anyone out.
	for _, me := range []variant.MatchEnd{variant.FewerThanThree, variant.FirstElimination} {
		g := gametest.Trick(t, variant.SchwarzeSau, 3, variant.Options{MatchEnd: me}, 1)
		if err := g.Resume(variant.MatchState{Totals: []int{0, 30, 0}, Out: []int{1}}); !errors.Is(err, rule.BadRecord) {
			t.Errorf("SAU-A3 %v: resuming with one of three out: %v, want bad-record", me, err)
		}
	}
	g = gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{MatchEnd: variant.FirstElimination}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{0, 30, 0, 0}, Out: []int{1}}); !errors.Is(err, rule.BadRecord) {
		t.Errorf("SAU-A3 (b): resuming after an elimination: %v, want bad-record (the match has ended)", err)
	}
}

// TestSauStockScoringSAUA4SAUE2 checks SAU-A4 with SAU-E2: the dead stock
// ♦7 ♣8 scores for nobody (6, 5, 3), for the last trick's winner (6, 5,
// 4) or for the seat with the most card points (7, 5, 3).
func TestSauStockScoringSAUA4SAUE2(t *testing.T) {
	for _, tc := range []struct {
		ss   variant.StockScoring
		want []int
	}{
		{variant.StockDead, []int{6, 5, 3}},
		{variant.StockLastTrickWinner, []int{6, 5, 4}},
		{variant.StockMostPoints, []int{7, 5, 3}},
	} {
		g := sauE2Game(t, variant.Options{StockScoring: tc.ss})
		sauRun(t, g, sauE2...)
		sauWantPoints(t, g, tc.want, score.Normal)
	}
}

// TestSauStockRestrictionSAUA4 checks SAU-A4's stock-restriction
// no-point-cards: no ♦, J♣ or Q♠ may go into the stock, so the first
// receiver keeps the ♦7 it found (not-passable).
func TestSauStockRestrictionSAUA4(t *testing.T) {
	g := sauE2Game(t, variant.Options{StockExchange: true, StockRestriction: variant.NoPointCards})
	tu := g.Turn()
	tab := g.Table()
	if want := (g.Hand(0) | g.Stock()) &^ tab.Valued(); tu.Cards != want {
		t.Errorf("SAU-A4: seat 0 may put back %v, want %v", tu.Cards, want)
	}
	v := sauFails(t, g, variant.StockMove(0, gametest.Set(t, "7D 8C")), rule.NotPassable, "SAU-A4")
	if v.Seat != 0 {
		t.Errorf("not-passable names seat %d", v.Seat)
	}
	sauFails(t, g, variant.StockMove(0, gametest.Set(t, "9D 8C")), rule.NotPassable, "SAU-A4")
	sauRun(t, g, "0 stock 8C 7H")
	sauRun(t, g, "1 stock 8C 7H")
	sauFails(t, g, variant.StockMove(2, gametest.Set(t, "QS 7H")), rule.NotPassable, "SAU-A4")
	sauFails(t, g, variant.StockMove(2, gametest.Set(t, "JC QS")), rule.NotPassable, "SAU-A4")
	sauRun(t, g, "2 stock 8C 7H")
	if !g.Hand(0).Has(card.MustParse("7D")) {
		t.Error("SAU-A4: the first receiver keeps the ♦7")
	}
	gametest.PlayLowest(t, g)
	r, _ := g.Result()
	sum := pointSum(r.Points)
	if sum != 15 {
		t.Errorf("SAU-A4: with no point card in the stock the deal scores %d, want 15", sum)
	}
}

// TestSauMultipleJungfrauSAUA8 checks SAU-A8: by default a second
// Jungfrau is announce-conflict; with multiple-jungfrau each succeeds or
// fails by itself, and the deal ends only when all have failed.
func TestSauMultipleJungfrauSAUA8(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{Jungfrau: true, FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauLowSeat(1)...)
	sauRun(t, g, "1 jungfrau")
	sauFails(t, g, variant.AnnounceMove(1, variant.Jungfrau), rule.AnnounceConflict, "")
	sauFails(t, g, variant.AnnounceMove(2, variant.Jungfrau), rule.AnnounceConflict, "SAU-A8")
	sauFails(t, g, variant.AnnounceMove(2, variant.Durchmarsch), rule.OptionOff, "SAU-O4")

	// Two successes: seats 0 and 1 can never win; every other seat scores
	// 15 for each.
	o := variant.Options{Jungfrau: true, MultipleJungfrau: true, FirstDealer: 1}
	two := []string{"9C 10C 9D 10D 9H 10H 9S 10S", "7C 8C 7D 8D 7H 8H 7S 8S", "JC QC JD QD JH QH JS QS", "KC AC KD AD KH AH KS AS"}
	g = gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
	sauDeal(t, g, 1, "", two...)
	sauRun(t, g, "0 jungfrau, 1 jungfrau")
	gametest.PlayLowest(t, g)
	sauWantPoints(t, g, []int{0, 0, 30, 30}, score.AnnouncedJungfrau)

	// One fails, one succeeds: the deal goes on after the failure.
	g = gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
	sauDeal(t, g, 1, "", two...)
	sauRun(t, g, "1 jungfrau, 3 jungfrau")
	gametest.PlayLowest(t, g)
	if r, _ := g.Result(); len(r.Tricks) != 8 {
		t.Errorf("SAU-A8: a standing Jungfrau keeps the deal going: %d tricks", len(r.Tricks))
	}
	sauWantPoints(t, g, []int{15, 0, 15, 30}, score.FailedAnnouncement)

	// Both fail (SAU-E1's deal: seat 0 wins trick 1, seat 1 trick 3):
	// the deal ends at the second failure (SAU-A7).
	g = gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{Jungfrau: true, MultipleJungfrau: true, FirstDealer: 3}, 1)
	sauDeal(t, g, 3, "", sauHandsOf(t, 4, sauE1...)...)
	sauRun(t, g, "0 jungfrau, 1 jungfrau")
	sauRun(t, g, sauE1[:2]...)
	if g.Phase() != variant.PhasePlay {
		t.Fatal("SAU-A8: seat 1 still stands; the deal goes on")
	}
	sauRun(t, g, sauE1[2])
	sauWantPoints(t, g, []int{15, 15, 0, 0}, score.FailedAnnouncement)
	if r, _ := g.Result(); len(r.Tricks) != 3 || g.Phase() != variant.PhaseDealOver {
		t.Errorf("SAU-A7: %d tricks, phase %v; want the end after trick 3", len(r.Tricks), g.Phase())
	}
}

// sauCardPoints returns each seat's card points from a deal's tricks
// (SAU-R2), computed here from the cards, not by the engine.
func sauCardPoints(r variant.DealResult, seats int) []int {
	pts := make([]int, seats)
	for _, tr := range r.Tricks {
		for _, c := range tr.Cards {
			switch {
			case c.Suit() == card.Diamonds:
				pts[tr.Winner]++
			case c == card.JackClubs:
				pts[tr.Winner] += 2
			case c == card.QueenSpades:
				pts[tr.Winner] += 5
			}
		}
	}
	return pts
}

// The SAU-E5 hands (dealer 1, stock ♥7 ♠7): seat 2 holds the five top
// clubs and diamonds and takes every trick.
var sauE5 = []string{"7C 8C 7D 8D 8H 9H 10H JH 8S 9S", "9C 9D QH KH AH 10S JS QS KS AS", "10C JC QC KC AC 10D JD QD KD AD"}

// TestSauSixtySplitSAUA12 checks SAU-A12: an announced Durchmarsch after
// one push gives the losers 60 (default), or 30 now and 30 in their next
// deal played (next-deal; discarded when they are out, kept while they sit
// out), or 30 now and 30 to start the next match with (next-match).
func TestSauSixtySplitSAUA12(t *testing.T) {
	base := variant.Options{StockExchange: true, Schieben: true, AngesagterDurchmarsch: true, Elimination: variant.EliminateOver30, FirstDealer: 1}
	durch := func(t *testing.T, o variant.Options, ms variant.MatchState) *variant.TrickGame {
		t.Helper()
		g := gametest.Trick(t, variant.SchwarzeSau, 3, o, 1)
		if err := g.Resume(ms); err != nil {
			t.Fatal(err)
		}
		sauDeal(t, g, 1, "7H 7S", sauE5...)
		sauRun(t, g, "2 stock 7H 7S, 0 push, 1 stock 7H 7S", "2 durchmarsch")
		gametest.PlayLowest(t, g)
		return g
	}
	e2 := func(t *testing.T, g *variant.TrickGame) {
		t.Helper()
		sauDeal(t, g, 2, sauE2Stock, sauHandsOf(t, 3, sauE2...)...)
		sauRun(t, g, "0 stock 7D 8C, 1 stock 7D 8C, 2 stock 7D 8C")
		sauRun(t, g, sauE2...)
	}
	carry := func(t *testing.T, g *variant.TrickGame, deal, match []int) {
		t.Helper()
		d, m := g.Carry()
		if diff := cmp.Diff(deal, d); diff != "" {
			t.Errorf("SAU-A12: carry to the next deal (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(match, m); diff != "" {
			t.Errorf("SAU-A12: carry to the next match (-want +got):\n%s", diff)
		}
	}
	t.Run("default 60", func(t *testing.T) {
		g := durch(t, base, variant.MatchState{})
		sauWantPoints(t, g, []int{60, 60, 0}, score.AnnouncedDurchmarsch)
		carry(t, g, []int{0, 0, 0}, []int{0, 0, 0})
	})
	t.Run("next-deal", func(t *testing.T) {
		o := base
		o.SixtySplit = variant.SplitNextDeal
		g := durch(t, o, variant.MatchState{})
		sauWantPoints(t, g, []int{30, 30, 0}, score.AnnouncedDurchmarsch)
		carry(t, g, []int{30, 30, 0}, []int{0, 0, 0})
		e2(t, g)
		sauWantPoints(t, g, []int{36, 35, 3}, score.Normal)
		carry(t, g, []int{0, 0, 0}, []int{0, 0, 0})
		if diff := cmp.Diff([]int{66, 65, 3}, g.Totals()); diff != "" {
			t.Errorf("totals (-want +got):\n%s", diff)
		}
	})
	t.Run("next-deal from a record's carry", func(t *testing.T) {
		o := base
		o.SixtySplit = variant.SplitNextDeal
		o.FirstDealer = 2
		g := gametest.Trick(t, variant.SchwarzeSau, 3, o, 1)
		if err := g.Resume(variant.MatchState{Carry: []int{0, 7, 0}}); err != nil {
			t.Fatal(err)
		}
		carry(t, g, []int{0, 7, 0}, []int{0, 0, 0})
		e2(t, g)
		sauWantPoints(t, g, []int{6, 12, 3}, score.Normal)
		carry(t, g, []int{0, 0, 0}, []int{0, 0, 0})
	})
	t.Run("next-deal discarded when out", func(t *testing.T) {
		o := base
		o.SixtySplit = variant.SplitNextDeal
		o.MatchEnd = variant.TwoPlayer
		g := durch(t, o, variant.MatchState{Totals: []int{5, 0, 0}})
		if diff := cmp.Diff([]int{0}, g.Out()); diff != "" {
			t.Fatalf("out (-want +got):\n%s", diff)
		}
		carry(t, g, []int{0, 30, 0}, []int{0, 0, 0})
	})
	t.Run("next-match", func(t *testing.T) {
		o := base
		o.SixtySplit = variant.SplitNextMatch
		g := durch(t, o, variant.MatchState{})
		sauWantPoints(t, g, []int{30, 30, 0}, score.AnnouncedDurchmarsch)
		carry(t, g, []int{0, 0, 0}, []int{30, 30, 0})
		e2(t, g)
		sauWantPoints(t, g, []int{6, 5, 3}, score.Normal)
		carry(t, g, []int{0, 0, 0}, []int{30, 30, 0})
	})
	t.Run("no push: 30 is not split", func(t *testing.T) {
		o := base
		o.SixtySplit = variant.SplitNextDeal
		g := gametest.Trick(t, variant.SchwarzeSau, 3, o, 1)
		sauDeal(t, g, 1, "7H 7S", sauE5...)
		sauRun(t, g, "2 stock 7H 7S, 0 stock 7H 7S, 1 stock 7H 7S", "2 durchmarsch")
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{30, 30, 0}, score.AnnouncedDurchmarsch)
		carry(t, g, []int{0, 0, 0}, []int{0, 0, 0})
	})
	t.Run("next-deal kept while sitting out", func(t *testing.T) {
		o := base
		o.SixtySplit = variant.SplitNextDeal
		o.FirstDealer = 0
		g := gametest.Trick(t, variant.SchwarzeSau, 4, o, 1)
		// Seat 1 holds the low cards and announces Durchmarsch after a
		// push: it fails at trick 1 and owes 60 = 30 + 30.
		sauDeal(t, g, 0, "7H 7S", "", sauE5[0], sauE5[2], sauE5[1])
		sauRun(t, g, "1 push, 2 stock 7H 7S, 3 stock 7H 7S", "1 durchmarsch")
		gametest.PlayLowest(t, g)
		sauWantPoints(t, g, []int{0, 30, 0, 0}, score.FailedAnnouncement)
		carry(t, g, []int{0, 30, 0, 0}, []int{0, 0, 0, 0})
		// Seat 1 deals next and sits out: it keeps what it owes.
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if g.Active().Has(1) {
			t.Fatal("the dealer 1 plays")
		}
		sauRun(t, g, "2 stock "+g.Stock().String())
		for g.Phase() == variant.PhaseStock {
			sauRun(t, g, fmt.Sprintf("%d stock %s", g.Turn().Seat, g.Stock()))
		}
		gametest.PlayLowest(t, g)
		if r, _ := g.Result(); r.Points[1] != 0 {
			t.Errorf("the sitting-out seat 1 scored %d", r.Points[1])
		}
		carry(t, g, []int{0, 30, 0, 0}, []int{0, 0, 0, 0})
		// Seat 1 plays the deal after and pays.
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for g.Phase() == variant.PhaseStock {
			sauRun(t, g, fmt.Sprintf("%d stock %s", g.Turn().Seat, g.Stock()))
		}
		gametest.PlayLowest(t, g)
		r, _ := g.Result()
		if want := sauCardPoints(r, 4)[1] + 30; r.Points[1] != want {
			t.Errorf("SAU-A12: seat 1 scores %d in its next deal played, want its card points + 30 = %d", r.Points[1], want)
		}
		carry(t, g, []int{0, 0, 0, 0}, []int{0, 0, 0, 0})
	})
}

// TestSauAnnounceWindowSAUA16 checks SAU-O2 and SAU-A16: the window opens
// at the end of the stock phase and closes when the first card of trick 2
// is played; it is still open after the last card of trick 1.
func TestSauAnnounceWindowSAUA16(t *testing.T) {
	g := sauE2Game(t, variant.Options{Jungfrau: true, AngesagterDurchmarsch: true, StockExchange: true})
	want := func(what string, seats ...int) {
		t.Helper()
		var got []int
		for _, m := range g.Announcements(nil) {
			if m.Call == variant.Jungfrau {
				got = append(got, m.Seat)
			}
		}
		if diff := cmp.Diff(seats, got); diff != "" {
			t.Errorf("SAU-A16 %s: Jungfrau offered to (-want +got):\n%s", what, diff)
		}
	}
	want("during the stock phase")
	sauFails(t, g, variant.AnnounceMove(0, variant.Jungfrau), rule.AnnounceWindow, "SAU-A16")
	sauRun(t, g, "0 stock 7D 8C, 1 stock 7D 8C")
	sauFails(t, g, variant.AnnounceMove(2, variant.Durchmarsch), rule.AnnounceWindow, "SAU-A16")
	sauRun(t, g, "2 stock 7D 8C")
	want("before the first card", 0, 1, 2)
	if got := g.Announcements(nil); len(got) != 6 || got[0] != variant.AnnounceMove(0, variant.Jungfrau) || got[1] != variant.AnnounceMove(0, variant.Durchmarsch) {
		t.Errorf("the record format's order: by seat, Jungfrau before Durchmarsch: %v", got)
	}
	if v, _ := g.View(1); len(v.Announce) != 2 || v.Announce[0].Seat != 1 {
		t.Errorf("seat 1's view offers %v", v.Announce)
	}
	sauRun(t, g, "0 AS")
	want("after the first card", 0, 1, 2)
	sauRun(t, g, "1 7S, 2 QS")
	want("after the last card of trick 1 (seat 0 won it)", 1, 2)
	sauFails(t, g, variant.AnnounceMove(1, variant.Durchmarsch), rule.AnnounceConflict, "")
	sauRun(t, g, "0 KS")
	want("after the first card of trick 2")
	if len(g.Announcements(nil)) != 0 {
		t.Errorf("announcements offered after the window: %v", g.Announcements(nil))
	}
	sauFails(t, g, variant.AnnounceMove(1, variant.Jungfrau), rule.AnnounceWindow, "SAU-A16")
}

// TestSauOptionOff checks the record format's option-off: an announcement the
// options do not allow, a push without schieben and a stock move without
// stock-exchange are option-off whenever they are made (before any deal,
// during it, after it), ahead of every other check.
func TestSauOptionOff(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    variant.Options
		m    variant.Move
		ref  string
	}{
		{"jungfrau", variant.Options{AngesagterDurchmarsch: true, StockExchange: true}, variant.AnnounceMove(1, variant.Jungfrau), "SAU-O2"},
		{"durchmarsch", variant.Options{Jungfrau: true, Durchmarsch: true, StockExchange: true}, variant.AnnounceMove(1, variant.Durchmarsch), "SAU-O4"},
		{"push", variant.Options{StockExchange: true}, variant.PushMove(1), "SAU-O6"},
		{"stock", variant.Options{}, variant.StockMove(1, card.Of(card.SevenClubs, card.EightClubs)), "SAU-O5"},
		{"decline", variant.Options{Jungfrau: true, StockExchange: true}, variant.DeclineMove(1), "MAD-A9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Trick(t, variant.SchwarzeSau, 3, tc.o, 1)
			sauFails(t, g, tc.m, rule.OptionOff, tc.ref) // before any deal
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			sauFails(t, g, tc.m, rule.OptionOff, tc.ref)
			for g.Phase() == variant.PhaseStock {
				sauRun(t, g, fmt.Sprintf("%d stock %s", g.Turn().Seat, g.Stock()))
			}
			sauFails(t, g, tc.m, rule.OptionOff, tc.ref)
			gametest.PlayLowest(t, g)
			sauFails(t, g, tc.m, rule.OptionOff, tc.ref)
		})
	}
	// A pass is not a move of this game: wrong-phase during a deal.
	g := gametest.Trick(t, variant.SchwarzeSau, 3, variant.Options{}, 1)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	sauFails(t, g, variant.PassMove(1, g.Hand(1)&gametest.Set(t, "7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD")), rule.WrongPhase, "")
	sauFails(t, g, variant.DrawMove(1, card.SevenClubs), rule.WrongPhase, "")
	if err := g.Apply(variant.PlayMove(7, card.SevenClubs)); !errors.Is(err, rule.BadSeat) {
		t.Errorf("a seat that does not exist: %v, want bad-seat", err)
	}
}

// TestSauOptionsJSON checks the record name of every Sau option and
// bad-options for a combination that cannot go together.
func TestSauOptionsJSON(t *testing.T) {
	raw := `{"kreuz-sieben":true,"must-lead-club-seven":true,"jungfrau":true,"durchmarsch":true,` +
		`"angesagter-durchmarsch":true,"stock-exchange":true,"schieben":true,"elimination":"over-30",` +
		`"match-end":"two-player","stock-scoring":"most-points","stock-restriction":"no-point-cards",` +
		`"push-multiplier":"single","sixty-split":"next-match","special-adds-card-points":true,` +
		`"multiple-jungfrau":true,"jungfrau-beats-silent-durchmarsch":true}`
	o, err := variant.ParseOptions(variant.SchwarzeSau, []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	want := variant.Options{KreuzSieben: true, MustLeadClubSeven: true, Jungfrau: true, Durchmarsch: true,
		AngesagterDurchmarsch: true, StockExchange: true, Schieben: true, Elimination: variant.EliminateOver30,
		MatchEnd: variant.TwoPlayer, StockScoring: variant.StockMostPoints, StockRestriction: variant.NoPointCards,
		PushMultiplier: variant.SingleDouble, SixtySplit: variant.SplitNextMatch, SpecialAddsCardPoints: true,
		MultipleJungfrau: true, JungfrauBeatsSilentDurchmarsch: true}
	if diff := cmp.Diff(want, o); diff != "" {
		t.Errorf("ParseOptions (-want +got):\n%s", diff)
	}
	back, err := variant.MarshalOptions(variant.SchwarzeSau, o)
	if err != nil {
		t.Fatal(err)
	}
	o2, err := variant.ParseOptions(variant.SchwarzeSau, back)
	if err != nil || o2 != o {
		t.Errorf("MarshalOptions round trip: %s -> %+v, %v", back, o2, err)
	}
	if err := variant.Validate(variant.SchwarzeSau, 4, o); err != nil {
		t.Errorf("every option on: %v", err)
	}
	// contract--unknown-option-sau: schwarze-sau has no option trumps.
	if _, err := variant.ParseOptions(variant.SchwarzeSau, []byte(`{"jungfrau": true, "trumps": "diamonds"}`)); !errors.Is(err, rule.UnknownOption) {
		t.Errorf("trumps: %v, want unknown-option", err)
	}
	for _, bad := range []variant.Options{
		{Schieben: true},           // SAU-O6 needs SAU-O5
		{Ties: variant.TiesPlayOn}, // Sau ties are always shared
		{ShortStock: 1},            // a Madonna option
		{FirstDealer: 4},           // not a seat
		{Elimination: 7},           // out of range
		{Announcements: variant.TurnBased + 1},
	} {
		if err := variant.Validate(variant.SchwarzeSau, 4, bad); !errors.Is(err, rule.BadOptions) {
			t.Errorf("Validate(%+v): %v, want bad-options", bad, err)
		}
	}
}

// TestSauConformance replays the conformance kit's Sau records
// (schwarze-sau--normal-three-seats, schwarze-sau--announced-jungfrau-
// three-seats) through the engine and checks the expected verdicts.
func TestSauConformance(t *testing.T) {
	for _, tc := range []struct {
		name    string
		o       variant.Options
		hands   []string
		stock   string
		actions string
		want    []int
		outcome score.Outcome
	}{
		{"normal-three-seats", variant.Options{},
			[]string{"JS 7H 7S 7C AH 9S KC KH 8H KD", "AS AC KS QC QH JD 10S 10D 8S 9C", "JC 7D JH 10H 9D 8D 10C 8C QD QS"}, "AD 9H",
			"2 7D,0 KD,1 10D,0 7C,1 9C,2 8C,1 8S,2 QS,0 7S,2 8D,0 7H,1 JD,1 10S,2 9D,0 9S,1 QC,2 10C,0 KC,0 8H,1 QH,2 10H,1 KS,2 JC,0 JS,1 AC,2 JH,0 KH,1 AS,2 QD,0 AH",
			[]int{3, 6, 5}, score.Normal},
		{"announced-jungfrau-three-seats", variant.Options{Jungfrau: true},
			[]string{"KC KD QH KS 10D AD AH QD 9S QC", "7C 8C 9C 7D 8D 9D 7S 8S 7H 8H", "JS JC KH AC JD AS QS 10C 10H 9H"}, "10S JH",
			"2 9H,1 jungfrau,0 QH,1 7H,0 9S,1 7S,2 JS,2 10C,0 QC,1 7C,0 10D,1 7D,2 JD,2 10H,0 AH,1 8H,0 QD,1 8D,2 JC,0 KC,1 8C,2 AC,2 QS,0 KS,1 8S,0 KD,1 9D,2 KH,0 AD,1 9C,2 AS",
			[]int{15, 0, 15}, score.AnnouncedJungfrau},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = 1
			g := gametest.Trick(t, variant.SchwarzeSau, 3, tc.o, 1)
			sauDeal(t, g, 1, tc.stock, tc.hands...)
			sauRun(t, g, tc.actions)
			sauWantPoints(t, g, tc.want, tc.outcome)
			if diff := cmp.Diff(tc.want, g.Totals()); diff != "" {
				t.Errorf("totals (-want +got):\n%s", diff)
			}
			if g.Over() || len(g.Out()) != 0 || len(g.Winners()) != 0 {
				t.Errorf("over %v out %v winners %v", g.Over(), g.Out(), g.Winners())
			}
		})
	}
}

// TestSauTurnBasedAnnouncements checks MAD-A9's turn-based rounds in Sau:
// before the opening lead and after trick 1, each active seat that may
// announce, from the leader to the left, announces or declines; the
// sitting-out dealer is never asked (SAU-A15).
func TestSauTurnBasedAnnouncements(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeSau, 4, variant.Options{Jungfrau: true, StockExchange: true, Announcements: variant.TurnBased, FirstDealer: 0}, 1)
	sauDeal(t, g, 0, "9C 9D", "", sauJungfrauHands3[0], sauJungfrauHands3[1], sauJungfrauHands3[2])
	sauRun(t, g, "1 stock 9C 9D, 2 stock 9C 9D, 3 stock 9C 9D")
	var asked []int
	for g.Phase() == variant.PhaseAnnounce {
		s := g.Turn().Seat
		asked = append(asked, s)
		if lm := g.LegalMoves(nil); len(lm) != 2 || lm[0] != variant.AnnounceMove(s, variant.Jungfrau) || lm[1] != variant.DeclineMove(s) {
			t.Errorf("seat %d may %v", s, lm)
		}
		sauFails(t, g, variant.PlayMove(1, g.Hand(1).Cards()[0]), rule.WrongPhase, "")
		if s == 2 {
			sauRun(t, g, "2 jungfrau")
		} else {
			sauRun(t, g, fmt.Sprintf("%d decline", s))
		}
	}
	// Seat 3 is not asked: after seat 2's Jungfrau it may announce
	// nothing (SAU-A8), and no round follows trick 1 for the same reason.
	if diff := cmp.Diff([]int{1, 2}, asked); diff != "" {
		t.Errorf("MAD-A9: asked (-want +got):\n%s", diff)
	}
	gametest.PlayLowest(t, g)
	sauWantPoints(t, g, []int{0, 15, 0, 15}, score.AnnouncedJungfrau)
}

// TestSauResume checks Resume, which sets a record's totals, out and
// carry before the first deal (docs/records.md): out must list exactly the
// seats at the threshold (SAU-R8, SAU-A2), enough seats must be left
// (SAU-R10, SAU-A3), and a carry belongs to sixty-split next-deal and to
// seats not out (SAU-A12); anything else is bad-record and changes
// nothing.
func TestSauResume(t *testing.T) {
	for _, tc := range []struct {
		name  string
		o     variant.Options
		ms    variant.MatchState
		valid bool
	}{
		{"totals only", variant.Options{}, variant.MatchState{Totals: []int{29, 0, 12, 5}}, true},
		{"out at 30", variant.Options{}, variant.MatchState{Totals: []int{30, 0, 12, 5}, Out: []int{0}}, true},
		{"30 not listed as out", variant.Options{}, variant.MatchState{Totals: []int{30, 0, 12, 5}}, false},
		{"listed as out below 30", variant.Options{}, variant.MatchState{Totals: []int{29, 0, 12, 5}, Out: []int{0}}, false},
		{"over-30: 30 stays", variant.Options{Elimination: variant.EliminateOver30}, variant.MatchState{Totals: []int{30, 0, 12, 5}}, true},
		{"over-30: 30 is not out", variant.Options{Elimination: variant.EliminateOver30}, variant.MatchState{Totals: []int{30, 0, 12, 5}, Out: []int{0}}, false},
		{"two out of four", variant.Options{}, variant.MatchState{Totals: []int{30, 31, 12, 5}, Out: []int{0, 1}}, false},
		{"two out of four, two-player", variant.Options{MatchEnd: variant.TwoPlayer}, variant.MatchState{Totals: []int{30, 31, 12, 5}, Out: []int{0, 1}}, true},
		{"out listed twice", variant.Options{}, variant.MatchState{Totals: []int{30, 0, 12, 5}, Out: []int{0, 0}}, false},
		{"out not a seat", variant.Options{}, variant.MatchState{Out: []int{4}}, false},
		{"totals of 3 at 4 seats", variant.Options{}, variant.MatchState{Totals: []int{1, 2, 3}}, false},
		{"carry with next-deal", variant.Options{SixtySplit: variant.SplitNextDeal}, variant.MatchState{Carry: []int{0, 30, 0, 0}}, true},
		{"carry without next-deal", variant.Options{}, variant.MatchState{Carry: []int{0, 30, 0, 0}}, false},
		{"carry with next-match", variant.Options{SixtySplit: variant.SplitNextMatch}, variant.MatchState{Carry: []int{0, 30, 0, 0}}, false},
		{"negative carry", variant.Options{SixtySplit: variant.SplitNextDeal}, variant.MatchState{Carry: []int{0, -1, 0, 0}}, false},
		{"carry of an out seat", variant.Options{SixtySplit: variant.SplitNextDeal, Elimination: variant.EliminateOver30}, variant.MatchState{Totals: []int{31, 0, 0, 0}, Out: []int{0}, Carry: []int{30, 0, 0, 0}}, false},
		{"carry of zeros", variant.Options{}, variant.MatchState{Carry: []int{0, 0, 0, 0}}, true},
		{"negative deals played", variant.Options{}, variant.MatchState{DealsPlayed: -1}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Trick(t, variant.SchwarzeSau, 4, tc.o, 1)
			before := *g
			err := g.Resume(tc.ms)
			if tc.valid {
				if err != nil {
					t.Fatalf("Resume(%+v): %v", tc.ms, err)
				}
				if diff := cmp.Diff(append([]int{}, tc.ms.Out...), g.Out()); diff != "" {
					t.Errorf("out (-want +got):\n%s", diff)
				}
				return
			}
			if !errors.Is(err, rule.BadRecord) {
				t.Fatalf("Resume(%+v): %v, want bad-record", tc.ms, err)
			}
			if *g != before {
				t.Error("a refused Resume changed the game")
			}
		})
	}
	// Resume works only before the first deal.
	g := gametest.Trick(t, variant.SchwarzeSau, 3, variant.Options{}, 1)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if err := g.Resume(variant.MatchState{}); !errors.Is(err, rule.BadRecord) {
		t.Errorf("Resume during a deal: %v, want bad-record", err)
	}
}

// TestSauDealScoreSAUR12 walks every line of SAU-R12 on the SAU-E5 deal
// (seat 2 can take every trick), with m = 2 or 4 from one or two pushes:
// a failed Jungfrau, a Jungfrau beaten by a Durchmarsch, a successful
// Jungfrau, the announced Durchmarsch won and lost, the unannounced
// Durchmarsch, and card points times m.
func TestSauDealScoreSAUR12(t *testing.T) {
	for _, tc := range []struct {
		name    string
		o       variant.Options
		pushes  string // the stock phase, seats 2, 0, 1 in turn
		steps   []string
		want    []int
		outcome score.Outcome
	}{
		{"Jungfrau fails: 15m to j", variant.Options{Jungfrau: true}, "0", []string{"2 jungfrau"}, []int{0, 0, 30}, score.FailedAnnouncement},
		{"Jungfrau, a Durchmarsch takes precedence", variant.Options{Jungfrau: true, Durchmarsch: true}, "0", []string{"1 jungfrau"}, []int{30, 30, 0}, score.Durchmarsch},
		{"Jungfrau succeeds: 15m to the others", variant.Options{Jungfrau: true}, "0", []string{"1 jungfrau"}, []int{30, 0, 30}, score.AnnouncedJungfrau},
		{"announced Durchmarsch won: 30m to the others", variant.Options{AngesagterDurchmarsch: true}, "0", []string{"2 durchmarsch"}, []int{60, 60, 0}, score.AnnouncedDurchmarsch},
		{"announced Durchmarsch, m = 4", variant.Options{AngesagterDurchmarsch: true}, "0 1", []string{"2 durchmarsch"}, []int{120, 120, 0}, score.AnnouncedDurchmarsch},
		{"announced Durchmarsch lost: 30m to d", variant.Options{AngesagterDurchmarsch: true}, "0", []string{"0 durchmarsch"}, []int{60, 0, 0}, score.FailedAnnouncement},
		{"announced Durchmarsch without the option durchmarsch", variant.Options{AngesagterDurchmarsch: true, Durchmarsch: false}, "", []string{"2 durchmarsch"}, []int{30, 30, 0}, score.AnnouncedDurchmarsch},
		{"unannounced Durchmarsch: 15m", variant.Options{Durchmarsch: true}, "0", nil, []int{30, 30, 0}, score.Durchmarsch},
		{"card points times m", variant.Options{}, "0 1", nil, []int{0, 0, 60}, score.Normal},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.StockExchange, tc.o.Schieben, tc.o.FirstDealer = true, true, 1
			g := gametest.Trick(t, variant.SchwarzeSau, 3, tc.o, 1)
			sauDeal(t, g, 1, "7H 7S", sauE5...)
			for _, s := range []int{2, 0, 1} {
				if strings.Contains(tc.pushes, fmt.Sprint(s)) {
					sauRun(t, g, fmt.Sprintf("%d push", s))
				} else {
					sauRun(t, g, fmt.Sprintf("%d stock 7H 7S", s))
				}
			}
			sauRun(t, g, tc.steps...)
			gametest.PlayLowest(t, g)
			sauWantPoints(t, g, tc.want, tc.outcome)
		})
	}
}

// Example_schwarzeSau plays a 3-seat Schwarze Sau deal with the stock
// exchange and Schieben (SAU-O5, SAU-O6): seat 1 pushes the stock unseen,
// which doubles the deal, and announces Jungfrau (SAU-O2) on a hand of
// sevens and eights. It takes no trick, so the two others score 15 × 2.
func Example_schwarzeSau() {
	o := variant.Options{StockExchange: true, Schieben: true, Jungfrau: true, FirstDealer: 2}
	g, err := variant.New(variant.SchwarzeSau, 3, o, rand.NewPCG(1, 2))
	if err != nil {
		fmt.Println(err)
		return
	}
	d := variant.Dealt{Dealer: 2, Stock: card.MustParseSet("9C 9D")}
	d.Hands[0] = card.MustParseSet("10C JC QC 10D JD QD 10H JH 10S JS")
	d.Hands[1] = card.MustParseSet("7C 8C 7D 8D 7H 8H 7S 8S 9H 9S")
	d.Hands[2] = card.MustParseSet("KC AC KD AD QH KH AH QS KS AS")
	if err := g.DealCards(d); err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range []variant.Move{
		variant.StockMove(0, card.MustParseSet("9C 9D")), // takes the stock, gives it back
		variant.PushMove(1), // "Schiebe": unseen, m = 2
		variant.StockMove(2, card.MustParseSet("9C QS")), // keeps the 9♦, buries the Q♠
		variant.AnnounceMove(1, variant.Jungfrau),
	} {
		if err := g.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	// Seat 1 may not announce twice.
	fmt.Println(g.Apply(variant.AnnounceMove(1, variant.Jungfrau)))
	r := rand.New(rand.NewPCG(3, 4))
	for {
		m, ok := g.RandomMove(r)
		if !ok {
			break
		}
		if err := g.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	res, _ := g.Result()
	fmt.Println(res.Points, res.Outcome, g.Totals())
	// Output:
	// announce-conflict (SAU-O4): Seat 1 has already announced.
	// [30 0 30] announced-jungfrau [30 0 30]
}

// TestSauSixtySplitAddsCardPointsSAUA12 checks SAU-A12's generalisation
// "30 now and 30m − 30 next deal" with special-adds-card-points (SAU-A6):
// only the contract's 30m is split; card points are written now, and the
// Durchmarsch winner, who owes no 30m, carries nothing.
func TestSauSixtySplitAddsCardPointsSAUA12(t *testing.T) {
	o := variant.Options{StockExchange: true, Schieben: true, AngesagterDurchmarsch: true, SpecialAddsCardPoints: true,
		SixtySplit: variant.SplitNextDeal, Elimination: variant.EliminateOver30, MatchEnd: variant.TwoPlayer, FirstDealer: 1}
	for _, tc := range []struct {
		name   string
		pushes string
		want   []int
		carry  []int
	}{
		// Seat 2 takes all 15 card points: 15m; the others 30m + 0.
		{"m = 1: nothing to split", "", []int{30, 30, 15}, []int{0, 0, 0}},
		{"m = 2", "0", []int{30, 30, 30}, []int{30, 30, 0}},
		{"m = 4", "0 1", []int{30, 30, 60}, []int{90, 90, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Trick(t, variant.SchwarzeSau, 3, o, 1)
			sauDeal(t, g, 1, "7H 7S", sauE5...)
			for _, s := range []int{2, 0, 1} {
				if strings.Contains(tc.pushes, fmt.Sprint(s)) {
					sauRun(t, g, fmt.Sprintf("%d push", s))
				} else {
					sauRun(t, g, fmt.Sprintf("%d stock 7H 7S", s))
				}
			}
			sauRun(t, g, "2 durchmarsch")
			gametest.PlayLowest(t, g)
			sauWantPoints(t, g, tc.want, score.AnnouncedDurchmarsch)
			next, _ := g.Carry()
			if diff := cmp.Diff(tc.carry, next); diff != "" {
				t.Errorf("SAU-A12 carry (-want +got):\n%s", diff)
			}
		})
	}
}
