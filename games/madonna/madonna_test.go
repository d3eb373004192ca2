package madonna_test

// Tests of Schwarze Madonna (docs/rules.md) through the public API: New,
// DealCards with chosen hands and stock, Deal, Apply, Turn, LegalMoves,
// Announcements, Result, Totals, Over and Winners. Every test names the
// MAD rule, ruling (MAD-A) or worked example (MAD-E) it checks.

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// madPack is the 32-card pack (MAD-R1).
var madPack = deck.Pack32.Cards()

// madPenalty are the cards that score (MAD-R2) and may never go into the
// stock (MAD-R7): the hearts and the Q♠.
var madPenalty = card.HeartsSet&madPack | card.Of(card.QueenSpades)

// madPassable are the cards that may go into the stock (MAD-R7).
var madPassable = madPack &^ madPenalty

func madSet(s string) card.Set { return card.MustParseSet(s) }

// madWant checks that err is a *rule.Violation with the rule id, the
// the rule book reference ref (unless ref is empty) and both messages.
func madWant(t testing.TB, err error, id rule.ID, ref string) {
	t.Helper()
	var v *rule.Violation
	if !errors.As(err, &v) {
		t.Fatalf("error %v, want a *rule.Violation %s", err, id)
	}
	if v.ID != id || (ref != "" && v.Ref != ref) {
		t.Fatalf("violation %s (%s): %s, want %s (%s)", v.ID, v.Ref, v.Message("en"), id, ref)
	}
	if !errors.Is(err, id) {
		t.Fatalf("errors.Is(%v, %s) is false", err, id)
	}
	if !v.Told() {
		t.Fatalf("violation %s lacks a message: en %q de %q", v.ID, v.Message("en"), v.Message("de"))
	}
}

// madRejects applies m, which must fail with id (and ref), and checks that
// the game is exactly as it was.
func madRejects(t testing.TB, g *variant.TrickGame, m variant.Move, id rule.ID, ref string) {
	t.Helper()
	before := *g
	err := g.Apply(m)
	madWant(t, err, id, ref)
	if *g != before {
		t.Fatalf("Apply(%v) failed (%v) but changed the game", m, err)
	}
}

// madDeclineAll answers a turn-based announcement round (MAD-A9) by
// declining for every seat asked.
func madDeclineAll(t testing.TB, g *variant.TrickGame) {
	t.Helper()
	for g.Phase() == variant.PhaseAnnounce {
		gametest.Apply(t, g, variant.DeclineMove(g.Turn().Seat))
	}
}

// madExchangeUnchanged runs the stock circulation with every seat putting
// back the two cards it took (MAD-R9 allows it), or, where the stock holds
// a card it must keep (MAD-R8), the first legal choice.
func madExchangeUnchanged(t testing.TB, g *variant.TrickGame) {
	t.Helper()
	for g.Phase() == variant.PhaseStock {
		if tn := g.Turn(); tn.Cards.ContainsAll(g.Stock()) {
			gametest.Apply(t, g, variant.StockMove(tn.Seat, g.Stock()))
		} else {
			gametest.Apply(t, g, g.LegalMoves(nil)[0])
		}
	}
}

// madScript is a deal given by its play, as the worked examples are: each
// trick step lists its cards in the order played, from its leader (the
// first leader is left(dealer), MAD-R12; then the winner, TT-4). Every
// seat holds the cards it plays plus extra[seat] (cards still held when
// the deal ends early); the stock is the rest of the pack and each seat
// puts back the stock it takes, unchanged (MAD-R9). A step "J1" or "D0"
// is an out-of-turn announcement (seat 1 Jungfrau, seat 0 Durchmarsch) at
// that point (MAD-R17).
type madScript struct {
	seats, dealer int
	extra         [seat.Max]string
	steps         []string
}

func madIsCall(step string) bool {
	return len(step) == 2 && (step[0] == 'J' || step[0] == 'D') && step[1] >= '0' && step[1] <= '9'
}

func madCall(step string) variant.Move {
	c := variant.NoTrickCall
	if step[0] == 'D' {
		c = variant.SweepCall
	}
	return variant.AnnounceMove(int(step[1]-'0'), c)
}

// with returns the script with steps inserted before the first trick.
func (sc madScript) with(calls ...string) madScript {
	sc.steps = append(append([]string(nil), calls...), sc.steps...)
	return sc
}

// deal returns the dealt cards the script implies.
func (sc madScript) deal(t testing.TB) variant.Dealt {
	t.Helper()
	n := sc.seats
	d := variant.Dealt{Dealer: sc.dealer}
	leader := (sc.dealer + 1) % n
	for _, step := range sc.steps {
		if madIsCall(step) {
			continue
		}
		names := strings.Fields(step)
		if len(names) != n {
			t.Fatalf("trick %q has %d cards, want %d", step, len(names), n)
		}
		s, winner := leader, leader
		var best card.Card
		for i, name := range names {
			c := card.MustParse(name)
			d.Hands[s] = d.Hands[s].Add(c)
			if i == 0 || (c.Suit() == best.Suit() && c.Rank() > best.Rank()) {
				best, winner = c, s
			}
			s = (s + 1) % n
		}
		leader = winner
	}
	var all card.Set
	for s := range n {
		d.Hands[s] |= madSet(sc.extra[s])
		if all&d.Hands[s] != 0 {
			t.Fatalf("script deals %s twice", all&d.Hands[s])
		}
		all |= d.Hands[s]
	}
	d.Stock = madPack &^ all
	return d
}

// run deals the script and plays it; it stops early when the deal ends and
// returns the number of steps applied.
func (sc madScript) run(t testing.TB, g *variant.TrickGame) int {
	t.Helper()
	if err := g.DealCards(sc.deal(t)); err != nil {
		t.Fatalf("DealCards: %v", err)
	}
	madExchangeUnchanged(t, g)
	for i, step := range sc.steps {
		if g.Phase() == variant.PhaseDealOver || g.Phase() == variant.PhaseMatchOver {
			return i
		}
		if madIsCall(step) {
			gametest.Apply(t, g, madCall(step))
			continue
		}
		for _, name := range strings.Fields(step) {
			madDeclineAll(t, g)
			gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, card.MustParse(name)))
		}
	}
	return len(sc.steps)
}

// The worked examples MAD-E1 … as plays (see each example's comment).
var (
	// MAD-E3: 4 seats, dealer 3. Seat 0 takes the Q♠, seat 1 ♥7 ♥8 ♥9,
	// seat 2 two zero-point tricks, seat 3 ♥10 to ♥A.
	madE3 = madScript{seats: 4, dealer: 3, steps: []string{
		"AS 7S 8S QS", "7C AC 8C 9C", "9H 10C 8H 7H", "10H KC AH JH",
		"KH QH JC QC", "7D 8D 9D AD", "KD 10D JD QD", "9S KS 10S JS"}}
	// MAD-E4: 4 seats, dealer 3. Seat 2 takes no trick; seat 0 Q♠ ♥A,
	// seat 1 ♥7 to ♥10, seat 3 ♥J ♥Q ♥K.
	madE4 = madScript{seats: 4, dealer: 3, steps: []string{
		"AS JS 7S QS", "7C AC 8C 9C", "10H JC 9H 8H", "KC QC 7H 10C",
		"7D 8D AD 9D", "KH QH JH 8S", "10D KD JD QD", "AH 9S 10S KS"}}
	// MAD-E5: the conformance case schwarze-madonna--two-silent-jungfrau:
	// 4 seats, dealer 1; seats 1 and 3 take no trick, seat 0 10 points,
	// seat 2 6.
	madE5 = madScript{seats: 4, dealer: 1, steps: []string{
		"AC 10C KC 7C", "7H JC 8H 8C", "QS 7S QD 9S", "AS 8S KD 10S",
		"KS 9C AD JS", "9H 7D QH QC", "KH 10D 10H 8D", "AH JD JH 9D"}}
	// MAD-E6: 3 seats, dealer 1. Seat 1 takes no trick and discards its
	// hearts and the Q♠: seat 0 takes Q♠ ♥7 ♥8 ♥9 (11), seat 2 ♥10 to ♥A
	// (5). Stock J♠ K♠.
	madE6 = madScript{seats: 3, dealer: 1, steps: []string{
		"AC 8C 7C", "AD 7D AH", "KD 8D KH", "QD 9D QH", "JD 10D JH",
		"10C 9C 10H", "8S AS QS", "KC 9H 7S", "QC 8H 9S", "JC 7H 10S"}}
	// MAD-E7: 3 seats, dealer 1. Seats 2 wins tricks 1 to 3, seat 1 wins
	// trick 4 (a zero-point trick); the rest is played only when the deal
	// does not end there (FailureScoring=Independent).
	madE7 = madScript{seats: 3, dealer: 1, steps: []string{
		"AC 7C 8C", "AD 7D 8D", "AS 7S 8S", "9C 10C KC",
		"QC 9S JC", "9D KD QS", "10D 7H JH", "JD 8H QH", "QD 9H KH", "10S 10H AH"}}
	// MAD-E11, MAD-E12: 3 seats, dealer 0; seat 1 takes all ten tricks
	// and seat 0 none. Stock 7♠ 8♠.
	madE11 = madScript{seats: 3, dealer: 0, steps: []string{
		"7C 7D 9S", "8C 8D 10S", "9C 9D JS", "10C 7H QS", "JC 8H KS",
		"QC 9H AS", "KC 10H QH", "AC JH KH", "AD 10D QD", "KD JD AH"}}
	// MAD-E1, MAD-E2: 5 seats, dealer 4. Seat 0 takes one zero-point
	// trick, seats 1 and 2 none, seat 3 Q♠ ♥7 ♥8 (10), seat 4 ♥9 to ♥A
	// (6). Stock Q♦ J♠.
	madE1 = madScript{seats: 5, dealer: 4, steps: []string{
		"AC 7C 8C 9C 10C", "7D QS 7H AD 8D", "KD 9D 10D 8H JC",
		"7S AS 8S 9H 10H", "KS 9S JH QH 10S", "AH KC KH QC JD"}}
	// MAD-E10: 4 seats, dealer 3. Seat 0 wins tricks 1 and 2, seat 2
	// trick 3 and then every other trick.
	madE10 = madScript{seats: 4, dealer: 3, steps: []string{
		"AC 7C 8S 7H", "KC 7S 9S 8H", "7D 8D AD 9H", "AS 10H 8C 9D",
		"KS JH 9C 10D", "QS QH 10C JD", "JS KH JC QD", "10S AH QC KD"}}
	// Six seats, dealer 5: every seat but seat 5 takes one trick; seat 2
	// the Q♠, seat 3 six hearts, seat 4 ♥Q ♥K. Stock K♦ K♠.
	madSix = madScript{seats: 6, dealer: 5, steps: []string{
		"AC 7C 8C 9C 10C JC", "7D AD 8D 9D 10D JD", "7S AS 8S 9S 10S QS",
		"7H AH 8H 9H 10H JH", "QC KC QH KH QD JS"}}
)

// madSweep is MAD-E8 and MAD-E9: 4 seats; left(dealer) holds every club
// and leads them, the next seats hold the diamonds, the spades and the
// hearts, so left(dealer) takes all eight tricks.
func madSweep(dealer int) madScript {
	sc := madScript{seats: 4, dealer: dealer}
	for _, r := range []string{"7", "8", "9", "10", "J", "Q", "K", "A"} {
		sc.steps = append(sc.steps, r+"C "+r+"D "+r+"S "+r+"H")
	}
	return sc
}

// MAD-E1 to MAD-E12 and the scoring options (MAD-A1 to MAD-A13), through the engine:
// each script's play produces the example's tricks and points.
func TestMadonnaWorkedExamples(t *testing.T) {
	single := madonna.Options{JungfrauFactor: madonna.SingleFactor}
	flat := madonna.Options{AnnouncedJungfrau: madonna.Flat48}
	flatSingle := madonna.Options{AnnouncedJungfrau: madonna.Flat48, JungfrauFactor: madonna.SingleFactor}
	indep := madonna.Options{FailureScoring: madonna.Independent}
	keeps := madonna.Options{DurchmarschKeepsCardPoints: true}
	tests := []struct {
		name    string
		sc      madScript
		opts    madonna.Options
		want    []int
		outcome score.Outcome
		played  int // tricks played; fewer than a full deal after an early end
	}{
		{"MAD-E1 two announced Jungfrau x3x3", madE1.with("J1", "J2"), madonna.Options{}, []int{0, 0, 0, 90, 54}, score.AnnouncedNoTrick, 6},
		{"MAD-E1 JungfrauFactor=Single (MAD-A4)", madE1.with("J1", "J2"), single, []int{0, 0, 0, 30, 18}, score.AnnouncedNoTrick, 6},
		{"MAD-E1 AnnouncedJungfrau=Flat48 (MAD-A1): 48 per announced Jungfrau", madE1.with("J1", "J2"), flat, []int{96, 0, 0, 96, 96}, score.AnnouncedNoTrick, 6},
		{"MAD-E1 Flat48 and Single (MAD-A1)", madE1.with("J1", "J2"), flatSingle, []int{48, 0, 0, 48, 48}, score.AnnouncedNoTrick, 6},
		{"MAD-E1 announced in the other order", madE1.with("J2", "J1"), madonna.Options{}, []int{0, 0, 0, 90, 54}, score.AnnouncedNoTrick, 6},
		{"MAD-E2 one announced, one silent x3x2", madE1.with("J1"), madonna.Options{}, []int{0, 0, 0, 60, 36}, score.AnnouncedNoTrick, 6},
		{"MAD-E2 JungfrauFactor=Single: x3 only", madE1.with("J1"), single, []int{0, 0, 0, 30, 18}, score.AnnouncedNoTrick, 6},
		{"MAD-E2 Flat48 doubled for the silent Jungfrau (MAD-A1)", madE1.with("J1"), flat, []int{96, 0, 0, 96, 96}, score.AnnouncedNoTrick, 6},
		{"MAD-R24 two silent Jungfrau at five seats x2x2", madE1, madonna.Options{}, []int{0, 0, 0, 40, 24}, score.NoTrick, 6},
		{"MAD-E3 normal deal (MAD-R25); seat 2's zero-point tricks spoil its Jungfrau (MAD-R16)", madE3, madonna.Options{}, []int{8, 3, 0, 5}, score.Normal, 8},
		{"MAD-E3 options change nothing without special outcome", madE3, madonna.Options{AnnouncedJungfrau: madonna.Flat48, JungfrauFactor: madonna.SingleFactor, FailureScoring: madonna.Independent, DurchmarschKeepsCardPoints: true}, []int{8, 3, 0, 5}, score.Normal, 8},
		{"MAD-E4 unannounced Jungfrau x2", madE4, madonna.Options{}, []int{18, 8, 0, 6}, score.NoTrick, 8},
		{"MAD-E4 announced Jungfrau x3", madE4.with("J2"), madonna.Options{}, []int{27, 12, 0, 9}, score.AnnouncedNoTrick, 8},
		{"MAD-E5 two unannounced Jungfrau x2x2 (MAD-A4)", madE5, madonna.Options{}, []int{40, 0, 24, 0}, score.NoTrick, 8},
		{"MAD-E5 JungfrauFactor=Single: x2", madE5, single, []int{20, 0, 12, 0}, score.NoTrick, 8},
		{"MAD-E5 Flat48 without announcement changes nothing (MAD-A1)", madE5, flat, []int{40, 0, 24, 0}, score.NoTrick, 8},
		{"MAD-E6 announced Jungfrau succeeds: 48 in all", madE6.with("J1"), madonna.Options{}, []int{33, 0, 15}, score.AnnouncedNoTrick, 10},
		{"MAD-E6 Flat48 (MAD-A1 reading b)", madE6.with("J1"), flat, []int{48, 0, 48}, score.AnnouncedNoTrick, 10},
		{"MAD-E6 unannounced (MAD-R14, MAD-R24)", madE6, madonna.Options{}, []int{22, 0, 10}, score.NoTrick, 10},
		{"MAD-E7 announced Jungfrau fails on a zero-point trick (MAD-R16); early end (MAD-R21)", madE7.with("J1"), madonna.Options{}, []int{0, 48, 0}, score.FailedAnnouncement, 4},
		{"MAD-E7 FailureScoring=Independent: played out, the rest among themselves (MAD-A6)", madE7.with("J1"), indep, []int{0, 48, 32}, score.FailedAnnouncement, 10},
		{"MAD-E8 unannounced Durchmarsch", madSweep(2), madonna.Options{}, []int{16, 16, 16, 0}, score.Sweep, 8},
		{"MAD-E8 DurchmarschKeepsCardPoints (MAD-A7)", madSweep(2), keeps, []int{16, 16, 16, 16}, score.Sweep, 8},
		{"MAD-E9 announced Durchmarsch succeeds", madSweep(3).with("D0"), madonna.Options{}, []int{0, 64, 64, 64}, score.AnnouncedSweep, 8},
		{"MAD-E9 DurchmarschKeepsCardPoints (MAD-A7)", madSweep(3).with("D0"), keeps, []int{16, 64, 64, 64}, score.AnnouncedSweep, 8},
		{"MAD-E10 announced Durchmarsch fails at trick 3; early end", madE10.with("D0"), madonna.Options{}, []int{64, 0, 0, 0}, score.FailedAnnouncement, 3},
		{"MAD-E10 FailureScoring=Independent: two silent Jungfrau among the rest", madE10.with("D0"), indep, []int{64, 0, 56, 0}, score.FailedAnnouncement, 8},
		{"MAD-A6 Durchmarsch announcer beaten by another sweep", madSweep(2).with("D0"), madonna.Options{}, []int{64, 0, 0, 0}, score.FailedAnnouncement, 1},
		{"MAD-A6 Independent: the sweep of another seat scores 16", madSweep(2).with("D0"), indep, []int{64, 16, 16, 0}, score.FailedAnnouncement, 8},
		{"MAD-E11 Durchmarsch beats an announced Jungfrau (MAD-A5)", madE11.with("J0"), madonna.Options{}, []int{16, 0, 16}, score.Sweep, 10},
		{"MAD-E12 both announced", madE11.with("J0", "D1"), madonna.Options{}, []int{64, 0, 64}, score.AnnouncedSweep, 10},
		{"MAD-E12 Independent changes nothing (nothing failed)", madE11.with("D1", "J0"), indep, []int{64, 0, 64}, score.AnnouncedSweep, 10},
		{"MAD-R19 one of two Jungfrau fails: only it scores, no early end", madE4.with("J2", "J0"), madonna.Options{}, []int{48, 0, 0, 0}, score.FailedAnnouncement, 8},
		{"MAD-A6 Independent: the standing Jungfrau multiplies the rest", madE4.with("J2", "J0"), indep, []int{48, 12, 0, 9}, score.FailedAnnouncement, 8},
		{"MAD-R21 Durchmarsch and Jungfrau both fail: end after trick 2", madE4.with("D3", "J1"), madonna.Options{}, []int{0, 48, 0, 64}, score.FailedAnnouncement, 2},
		{"MAD-R24 at six seats: one silent Jungfrau", madSix, madonna.Options{}, []int{0, 0, 16, 12, 4, 0}, score.NoTrick, 5},
	}
	for _, mode := range []variant.AnnounceMode{variant.OutOfTurn, variant.TurnBased} {
		for _, tc := range tests {
			t.Run(fmt.Sprintf("%s/mode%d", tc.name, mode), func(t *testing.T) {
				o := tc.opts
				o.Announcements = mode
				o.FirstDealer = tc.sc.dealer
				g := gametest.Trick(t, games.SchwarzeMadonna, tc.sc.seats, o, 7)
				tc.sc.run(t, g)
				if g.Phase() != variant.PhaseDealOver {
					t.Fatalf("phase %v after the script, want deal-over", g.Phase())
				}
				r, ok := g.Result()
				if !ok {
					t.Fatal("no result")
				}
				if diff := cmp.Diff(tc.want, r.Points); diff != "" {
					t.Errorf("points (-want +got):\n%s", diff)
				}
				if r.Outcome != tc.outcome {
					t.Errorf("outcome %v, want %v", r.Outcome, tc.outcome)
				}
				if len(r.Tricks) != tc.played {
					t.Errorf("%d tricks played, want %d", len(r.Tricks), tc.played)
				}
				if diff := cmp.Diff(tc.want, g.Totals()); diff != "" {
					t.Errorf("totals (-want +got):\n%s", diff)
				}
				// MAD-R10: the set-aside stock is never played or scored.
				for _, tr := range r.Tricks {
					for _, c := range tr.Cards {
						if g.Stock().Has(c) {
							t.Errorf("stock card %v was played", c)
						}
					}
				}
				if g.Stock()&madPenalty != 0 {
					t.Errorf("the set-aside stock %v holds penalty cards (MAD-R10)", g.Stock())
				}
				// MAD-R21: after the end no action is possible.
				madRejects(t, g, variant.AnnounceMove(0, variant.NoTrickCall), rule.DealOver, "")
				madRejects(t, g, variant.PlayMove(0, card.SevenClubs), rule.DealOver, "")
			})
		}
	}
}

// MAD-R1, MAD-R3, MAD-R13: at 3 to 6 seats the deal gives 10 / 8 / 6 / 5
// cards each, a stock of 2 except at 4 seats, and as many tricks.
func TestMadonnaDealSizes(t *testing.T) { t.Run("MAD-R3", testMadonnaDealSizes) }

func testMadonnaDealSizes(t *testing.T) {
	for _, tc := range []struct {
		seats, hand, stock int
		six                madonna.SixPlayerDeal
	}{
		{3, 10, 2, 0}, {4, 8, 0, 0}, {5, 6, 2, 0},
		{6, 5, 2, madonna.Deal221}, {6, 5, 2, madonna.Deal122}, {6, 5, 2, madonna.DealSingles},
	} {
		t.Run(fmt.Sprintf("%d seats pattern %d", tc.seats, tc.six), func(t *testing.T) {
			o := madonna.Options{SixPlayerDeal: tc.six, ShortStock: madonna.ShortStockPassPenalty}
			g := gametest.Trick(t, games.SchwarzeMadonna, tc.seats, o, 7)
			for deal := 0; deal < 20; deal++ {
				if err := g.Deal(); err != nil {
					t.Fatalf("Deal: %v", err)
				}
				all := g.Stock()
				if got := g.Stock().Len(); got != tc.stock {
					t.Fatalf("stock of %d, want %d", got, tc.stock)
				}
				for s := range tc.seats {
					if got := g.Hand(s).Len(); got != tc.hand {
						t.Fatalf("seat %d holds %d cards, want %d", s, got, tc.hand)
					}
					if all&g.Hand(s) != 0 {
						t.Fatalf("card dealt twice: %v", all&g.Hand(s))
					}
					all |= g.Hand(s)
				}
				if all != madPack {
					t.Fatalf("the deal is not the 32-card pack: %v", all)
				}
				wantPhase := variant.PhaseStock
				if tc.stock == 0 {
					wantPhase = variant.PhasePlay
				}
				if g.Phase() != wantPhase {
					t.Fatalf("phase %v after the deal, want %v", g.Phase(), wantPhase)
				}
				r := rand.New(rand.NewPCG(uint64(deal), 1))
				gametest.PlayOut(t, g, r)
				res, _ := g.Result()
				if len(res.Tricks) != tc.hand { // MAD-R13
					t.Fatalf("%d tricks, want %d", len(res.Tricks), tc.hand)
				}
				if g.Over() {
					return
				}
			}
		})
	}
}

// madDealing is a Madonna deal as madLayout deals it: the table size, the
// dealer, the cards of each hand, the packet of each round and the stock.
type madDealing struct {
	seats, dealer, each int
	rounds              []int
	stock               int
}

// madLayout deals order by hand as MAD-R3, MAD-A2 and C-10 describe, for
// the packet sizes of each round: rounds start at left(dealer) and move
// left; the stock is the last cards.
func madLayout(order []card.Card, d madDealing) ([seat.Max]card.Set, card.Set) {
	seats, dealer, each, rounds, stock := d.seats, d.dealer, d.each, d.rounds, d.stock
	var hands [seat.Max]card.Set
	next := 0
	for _, size := range rounds {
		for k := 1; k <= seats; k++ {
			s := (dealer + k) % seats
			for range size {
				hands[s] = hands[s].Add(order[next])
				next++
			}
		}
	}
	var st card.Set
	for _, c := range order[len(order)-stock:] {
		st = st.Add(c)
	}
	if next != seats*each {
		panic("madLayout: rounds do not add up")
	}
	return hands, st
}

// MAD-E19, MAD-R3, MAD-A2: Deal hands out packets of 2 from left(dealer),
// at six seats 2-2-1 (default), 1-2-2 or singles, and the stock is the
// last two cards. The shuffled order is recomputed as New and Deal draw it
// (a PCG seeded with two numbers from the source, deck.Shuffle of the
// pack); if that ever changes, this test must follow.
func TestMadonnaDealPattern(t *testing.T) { t.Run("MAD-E19", testMadonnaDealPattern) }

func testMadonnaDealPattern(t *testing.T) {
	// The example itself: deck d0 … d31 in canonical order.
	d := madPack.Cards()
	hands, st := madLayout(d, madDealing{seats: 6, dealer: 0, each: 5, rounds: []int{2, 2, 1}, stock: 2})
	wantE19 := [seat.Max]card.Set{
		1: card.Of(d[0], d[1], d[12], d[13], d[24]),
		2: card.Of(d[2], d[3], d[14], d[15], d[25]),
		3: card.Of(d[4], d[5], d[16], d[17], d[26]),
		4: card.Of(d[6], d[7], d[18], d[19], d[27]),
		5: card.Of(d[8], d[9], d[20], d[21], d[28]),
		0: card.Of(d[10], d[11], d[22], d[23], d[29]),
	}
	if diff := cmp.Diff(wantE19, hands); diff != "" {
		t.Fatalf("MAD-E19 layout (-want +got):\n%s", diff)
	}
	if st != card.Of(d[30], d[31]) {
		t.Fatalf("MAD-E19 stock %v, want d30 d31", st)
	}

	for _, tc := range []struct {
		seats, each int
		six         madonna.SixPlayerDeal
		rounds      []int
	}{
		{3, 10, 0, []int{2, 2, 2, 2, 2}},
		{4, 8, 0, []int{2, 2, 2, 2}},
		{5, 6, 0, []int{2, 2, 2}},
		{6, 5, madonna.Deal221, []int{2, 2, 1}},
		{6, 5, madonna.Deal122, []int{1, 2, 2}},
		{6, 5, madonna.DealSingles, []int{1, 1, 1, 1, 1}},
	} {
		for dealer := range tc.seats {
			for seed := uint64(1); seed <= 3; seed++ {
				src := rand.NewPCG(seed, seed*31)
				g, err := games.New(games.SchwarzeMadonna, tc.seats,
					madonna.Options{SixPlayerDeal: tc.six, FirstDealer: dealer, ShortStock: madonna.ShortStockPassPenalty}, src)
				if err != nil {
					t.Fatal(err)
				}
				ref := rand.NewPCG(seed, seed*31)
				a, b := ref.Uint64(), ref.Uint64()
				order := deck.Shuffle(madPack, rand.New(rand.NewPCG(a, b)))
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				stock := 2
				if tc.seats == 4 {
					stock = 0
				}
				wantHands, wantStock := madLayout(order.Cards(), madDealing{seats: tc.seats, dealer: dealer, each: tc.each, rounds: tc.rounds, stock: stock})
				tg := g.(*variant.TrickGame)
				var got [seat.Max]card.Set
				for s := range tc.seats {
					got[s] = tg.Hand(s)
				}
				if diff := cmp.Diff(wantHands, got); diff != "" {
					t.Fatalf("%d seats, pattern %d, dealer %d, seed %d: hands (-want +got):\n%s", tc.seats, tc.six, dealer, seed, diff)
				}
				if tg.Stock() != wantStock {
					t.Fatalf("%d seats, dealer %d: stock %v, want %v", tc.seats, dealer, tg.Stock(), wantStock)
				}
			}
		}
	}
}

// MAD-R1, MAD-R2: the 32-card pack; each heart scores 1 and the Q♠ 8,
// 16 in all; every other card 0.
func TestMadonnaPackAndValues(t *testing.T) { t.Run("MAD-R2", testMadonnaPackAndValues) }

func testMadonnaPackAndValues(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeMadonna, 3, madonna.Options{}, 7)
	if g.Pack() != madPack || madPack.Len() != 32 {
		t.Fatalf("pack %v", g.Pack())
	}
	tab := g.Values().Table
	for c := range madPack.All() {
		want := 0
		switch {
		case c == card.QueenSpades:
			want = 8
		case c.Suit() == card.Hearts:
			want = 1
		}
		if got := tab.Points(card.Of(c)); got != want {
			t.Errorf("%v scores %d, want %d", c, got, want)
		}
	}
	if got := tab.Points(madPack); got != 16 {
		t.Fatalf("the pack scores %d, want 16", got)
	}
}

// MAD-R4, C-8: the dealer moves left after every deal; DealCards with any
// other dealer is wrong-dealer.
func TestMadonnaDealerRotation(t *testing.T) { t.Run("MAD-R4", testMadonnaDealerRotation) }

func testMadonnaDealerRotation(t *testing.T) {
	g := gametest.Trick(t, games.SchwarzeMadonna, 4, madonna.Options{FirstDealer: 2}, 7)
	sc := madSweep(2)
	sc.run(t, g)
	if g.Dealer() != 3 || g.DealsPlayed() != 1 {
		t.Fatalf("dealer %d after %d deals, want 3 after 1", g.Dealer(), g.DealsPlayed())
	}
	d := madSweep(2).deal(t)
	before := *g
	madWant(t, g.DealCards(d), rule.WrongDealer, "")
	if *g != before {
		t.Fatal("a refused DealCards changed the game")
	}
	madSweep(3).with("D0").run(t, g)
	if g.Dealer() != 0 {
		t.Fatalf("dealer %d, want 0", g.Dealer())
	}
	if diff := cmp.Diff([]int{16, 80, 80, 64}, g.Totals()); diff != "" { // MAD-R26
		t.Errorf("totals (-want +got):\n%s", diff)
	}
}

// madDeal5 is a five-seat deal (dealer 0) with seat 1 holding ♦8 and the
// Q♠ and the stock ♥9 ♣7 (MAD-E17).
func madDeal5(t testing.TB) variant.Dealt {
	t.Helper()
	d := variant.Dealt{Dealer: 0, Stock: madSet("9H 7C")}
	d.Hands[1] = madSet("8D QS 7H 8C 9C 10C")
	d.Hands[2] = madSet("JC QC KC AC 7D 9D")
	d.Hands[3] = madSet("10D JD QD KD AD 7S")
	d.Hands[4] = madSet("8S 9S 10S JS KS AS")
	d.Hands[0] = madPack &^ (d.Stock | d.Hands[1] | d.Hands[2] | d.Hands[3] | d.Hands[4])
	return d
}
