package sau_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"
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
		return variant.AnnounceMove(s, variant.NoTrickCall)
	case "durchmarsch":
		return variant.AnnounceMove(s, variant.SweepCall)
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
func sauE2Game(t testing.TB, o sau.Options) *variant.TrickGame {
	t.Helper()
	o.FirstDealer = 2
	g := gametest.Trick(t, games.SchwarzeSau, 3, o, 1)
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

// TestSauSeatsAndPack checks SAU-R1: 3 or 4 seats, the 32-card pack
// 7..A in four suits, and no trumps (TT-3).
func TestSauSeatsAndPack(t *testing.T) { t.Run("SAU-R1", testSauSeatsAndPack) }

func testSauSeatsAndPack(t *testing.T) {
	for _, n := range []int{0, 1, 2, 5, 6, 7} {
		_, err := games.New(games.SchwarzeSau, n, sau.Options{}, nil)
		if !errors.Is(err, rule.BadOptions) {
			t.Errorf("SAU-R1: %d seats: err %v, want bad-options", n, err)
		}
	}
	want := card.RangeSet(card.Seven, card.Ace)
	for _, n := range []int{3, 4} {
		g := gametest.Trick(t, games.SchwarzeSau, n, sau.Options{}, 1)
		if g.Pack() != want || g.Pack().Len() != 32 {
			t.Errorf("SAU-R1: %d seats: pack %v, want the 32 cards 7..A", n, g.Pack())
		}
	}
	// No trumps: an off-suit ace never wins (TT-3). Seat 0 leads ♣7; seat
	// 1 holds no club and discards ♦A, which cannot win.
	g := gametest.Trick(t, games.SchwarzeSau, 3, sau.Options{FirstDealer: 2}, 1)
	sauDeal(t, g, 2, "7S 8S",
		"7C 8C 9C 10C JC QC KC 7H 8H 9H",
		"7D 8D 9D 10D JD QD KD AD 10H JH",
		"AC QH KH AH 9S 10S JS QS KS AS")
	sauRun(t, g, "0 7C, 1 AD, 2 AC")
	if w := g.Turn().Seat; w != 2 {
		t.Errorf("TT-3: the trick went to seat %d, want 2 (♣A beats ♣7; ♦A is off-suit)", w)
	}
}

// TestSauCardValues checks SAU-R2 and SAU-A1: each ♦ 1, J♣ 2, Q♠ 5,
// 15 in the pack.
func TestSauCardValues(t *testing.T) { t.Run("SAU-R2", testSauCardValues) }

func testSauCardValues(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{}, 1)
	tab := g.Values().Table
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

// TestSauFirstDealerAndRotation checks SAU-R3 and C-8: the first
// dealer is Options.FirstDealer (left of the scorekeeper), then the deal
// passes left among the active seats, skipping eliminated ones.
func TestSauFirstDealerAndRotation(t *testing.T) { t.Run("SAU-R3", testSauFirstDealerAndRotation) }

func testSauFirstDealerAndRotation(t *testing.T) {
	for _, n := range []int{3, 4} {
		for fd := 0; fd < n; fd++ {
			g := gametest.Trick(t, games.SchwarzeSau, n, sau.Options{FirstDealer: fd}, 1)
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
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{FirstDealer: 2}, 1)
	if err := g.DealCards(variant.Dealt{Dealer: 1}); !errors.Is(err, rule.WrongDealer) {
		t.Errorf("C-8: dealer 1 instead of 2: %v, want wrong-dealer", err)
	}
	// Eliminated seats are skipped: seat 3 is out, seat 2 deals, then 0.
	g = gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{FirstDealer: 2}, 1)
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
	g = gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{FirstDealer: 1}, 1)
	if err := g.Resume(variant.MatchState{Totals: []int{0, 40, 0, 0}, Out: []int{1}}); err != nil {
		t.Fatal(err)
	}
	if g.Dealer() != 2 {
		t.Errorf("SAU-R3: the first dealer 1 is out; dealer %d, want 2", g.Dealer())
	}
}

// TestSauDeal checks SAU-R4: singles, 8 each with 4 seats and no
// stock, 10 each with 3 seats plus a stock of 2 that no seat sees.
func TestSauDeal(t *testing.T) { t.Run("SAU-R4", testSauDeal) }

func testSauDeal(t *testing.T) {
	for _, tc := range []struct{ seats, hand, stock int }{{4, 8, 0}, {3, 10, 2}} {
		for seed := uint64(0); seed < 20; seed++ {
			g, err := games.New(games.SchwarzeSau, tc.seats, sau.Options{}, rand.NewPCG(seed, 7))
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
			g2, err := games.New(games.SchwarzeSau, tc.seats, sau.Options{}, rand.NewPCG(seed, 7))
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
	g := gametest.Trick(t, games.SchwarzeSau, 3, sau.Options{FirstDealer: 2}, 1)
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

// TestSauDeadStock checks SAU-R5 and SAU-A4's default: without the
// stock exchange the 3-seat stock is never played, taken or scored.
func TestSauDeadStock(t *testing.T) { t.Run("SAU-R5", testSauDeadStock) }

func testSauDeadStock(t *testing.T) {
	g := sauE2Game(t, sau.Options{})
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

// TestSauLeadAndFollow checks SAU-R6, TT-1 and TT-2: left(dealer)
// leads any card; the others follow suit if they can and otherwise play
// anything; the trick's winner leads next (TT-4).
func TestSauLeadAndFollow(t *testing.T) { t.Run("SAU-R6", testSauLeadAndFollow) }

func testSauLeadAndFollow(t *testing.T) {
	for _, n := range []int{3, 4} {
		for d := 0; d < n; d++ {
			g := gametest.Trick(t, games.SchwarzeSau, n, sau.Options{FirstDealer: d}, 1)
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
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{FirstDealer: 3}, 1)
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

// TestSauCardPoints plays SAU-E1 through the engine: the deal
// score is the card points, 4, 6, 3, 2.
func TestSauCardPoints(t *testing.T) { t.Run("SAU-R7,SAU-E1", testSauCardPoints) }

func testSauCardPoints(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{FirstDealer: 3}, 1)
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

// TestSauElimination checks SAU-R8 and SAU-A2: after a deal every
// seat at 30 or more is out (several at once), and with the option
// over-30 only those above 30.
func TestSauElimination(t *testing.T) { t.Run("SAU-R8", testSauElimination) }

func testSauElimination(t *testing.T) {
	for _, tc := range []struct {
		name    string
		o       sau.Options
		totals  []int
		wantOut []int
	}{
		// SAU-E1's deal scores 4, 6, 3, 2.
		{"at 30 and above", sau.Options{}, []int{26, 24, 20, 10}, []int{0, 1}},
		{"below 30", sau.Options{}, []int{25, 23, 26, 27}, []int{}},
		{"over-30: exactly 30 stays", sau.Options{Elimination: sau.EliminateOver30}, []int{26, 25, 20, 10}, []int{1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = 3
			g := gametest.Trick(t, games.SchwarzeSau, 4, tc.o, 1)
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

// TestSauFourToThree plays SAU-E11: totals 25/12/20/28 and a
// deal of 3/4/2/6 give 28/16/22/34; seat 3 is out; the next deal is
// 3-handed among seats 0, 1, 2 (10 cards each plus a stock of 2), dealt by
// the next active seat left of the last dealer.
func TestSauFourToThree(t *testing.T) { t.Run("SAU-R9,SAU-E11", testSauFourToThree) }

func testSauFourToThree(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{FirstDealer: 3}, 1)
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

// TestSauMatchEnd checks SAU-R10 and SAU-A3: the match ends when
// fewer than 3 seats remain; the lowest remaining total wins; ties are
// shared; when the last deal eliminates everyone, the lowest of them wins.
func TestSauMatchEnd(t *testing.T) { t.Run("SAU-R10", testSauMatchEnd) }

func testSauMatchEnd(t *testing.T) {
	for _, tc := range []struct {
		name        string
		o           sau.Options
		totals      []int
		wantOver    bool
		wantOut     []int
		wantWinners []int
	}{
		// SAU-E2's deal scores 6, 5, 3.
		{"one out of three, tie shared", sau.Options{}, []int{24, 10, 12}, true, []int{0}, []int{1, 2}},
		{"nobody out", sau.Options{}, []int{23, 10, 10}, false, []int{}, []int{}},
		{"everyone out", sau.Options{}, []int{25, 27, 29}, true, []int{0, 1, 2}, []int{0}},
		{"first-elimination: lowest of all", sau.Options{MatchEnd: sau.FirstElimination}, []int{24, 25, 10}, true, []int{0, 1}, []int{2}},
		{"two-player: play on", sau.Options{MatchEnd: sau.TwoPlayer}, []int{24, 10, 10}, false, []int{0}, []int{}},
		{"two-player: one left wins", sau.Options{MatchEnd: sau.TwoPlayer}, []int{24, 25, 1}, true, []int{0, 1}, []int{2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gametest.Trick(t, games.SchwarzeSau, 3, sau.Options{FirstDealer: 2, MatchEnd: tc.o.MatchEnd}, 1)
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
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{FirstDealer: 3}, 1)
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

// TestSauLastTrick checks SAU-R11: after each trick every seat's
// view shows that trick as the last completed one (and none before the
// first trick is complete).
func TestSauLastTrick(t *testing.T) { t.Run("SAU-R11", testSauLastTrick) }

func testSauLastTrick(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeSau, 4, sau.Options{FirstDealer: 3}, 1)
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
