package variant_test

// Tests of Schwarze Madonna (docs/rules.md) through the public API: New,
// DealCards with chosen hands and stock, Deal, Apply, Turn, LegalMoves,
// Announcements, Result, Totals, Over and Winners. Every test names the
// MAD rule, ruling (MAD-A) or worked example (MAD-E) it checks.

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/blackqueen/rules/internal/gametest"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
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
	c := variant.Jungfrau
	if step[0] == 'D' {
		c = variant.Durchmarsch
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
	single := variant.Options{JungfrauFactor: variant.SingleFactor}
	flat := variant.Options{AnnouncedJungfrau: variant.Flat48}
	flatSingle := variant.Options{AnnouncedJungfrau: variant.Flat48, JungfrauFactor: variant.SingleFactor}
	indep := variant.Options{FailureScoring: variant.Independent}
	keeps := variant.Options{DurchmarschKeepsCardPoints: true}
	tests := []struct {
		name    string
		sc      madScript
		opts    variant.Options
		want    []int
		outcome score.Outcome
		played  int // tricks played; fewer than a full deal after an early end
	}{
		{"MAD-E1 two announced Jungfrau x3x3", madE1.with("J1", "J2"), variant.Options{}, []int{0, 0, 0, 90, 54}, score.AnnouncedJungfrau, 6},
		{"MAD-E1 JungfrauFactor=Single (MAD-A4)", madE1.with("J1", "J2"), single, []int{0, 0, 0, 30, 18}, score.AnnouncedJungfrau, 6},
		{"MAD-E1 AnnouncedJungfrau=Flat48 (MAD-A1): 48 per announced Jungfrau", madE1.with("J1", "J2"), flat, []int{96, 0, 0, 96, 96}, score.AnnouncedJungfrau, 6},
		{"MAD-E1 Flat48 and Single (MAD-A1)", madE1.with("J1", "J2"), flatSingle, []int{48, 0, 0, 48, 48}, score.AnnouncedJungfrau, 6},
		{"MAD-E1 announced in the other order", madE1.with("J2", "J1"), variant.Options{}, []int{0, 0, 0, 90, 54}, score.AnnouncedJungfrau, 6},
		{"MAD-E2 one announced, one silent x3x2", madE1.with("J1"), variant.Options{}, []int{0, 0, 0, 60, 36}, score.AnnouncedJungfrau, 6},
		{"MAD-E2 JungfrauFactor=Single: x3 only", madE1.with("J1"), single, []int{0, 0, 0, 30, 18}, score.AnnouncedJungfrau, 6},
		{"MAD-E2 Flat48 doubled for the silent Jungfrau (MAD-A1)", madE1.with("J1"), flat, []int{96, 0, 0, 96, 96}, score.AnnouncedJungfrau, 6},
		{"MAD-R24 two silent Jungfrau at five seats x2x2", madE1, variant.Options{}, []int{0, 0, 0, 40, 24}, score.Jungfrau, 6},
		{"MAD-E3 normal deal (MAD-R25); seat 2's zero-point tricks spoil its Jungfrau (MAD-R16)", madE3, variant.Options{}, []int{8, 3, 0, 5}, score.Normal, 8},
		{"MAD-E3 options change nothing without special outcome", madE3, variant.Options{AnnouncedJungfrau: variant.Flat48, JungfrauFactor: variant.SingleFactor, FailureScoring: variant.Independent, DurchmarschKeepsCardPoints: true}, []int{8, 3, 0, 5}, score.Normal, 8},
		{"MAD-E4 unannounced Jungfrau x2", madE4, variant.Options{}, []int{18, 8, 0, 6}, score.Jungfrau, 8},
		{"MAD-E4 announced Jungfrau x3", madE4.with("J2"), variant.Options{}, []int{27, 12, 0, 9}, score.AnnouncedJungfrau, 8},
		{"MAD-E5 two unannounced Jungfrau x2x2 (MAD-A4)", madE5, variant.Options{}, []int{40, 0, 24, 0}, score.Jungfrau, 8},
		{"MAD-E5 JungfrauFactor=Single: x2", madE5, single, []int{20, 0, 12, 0}, score.Jungfrau, 8},
		{"MAD-E5 Flat48 without announcement changes nothing (MAD-A1)", madE5, flat, []int{40, 0, 24, 0}, score.Jungfrau, 8},
		{"MAD-E6 announced Jungfrau succeeds: 48 in all", madE6.with("J1"), variant.Options{}, []int{33, 0, 15}, score.AnnouncedJungfrau, 10},
		{"MAD-E6 Flat48 (MAD-A1 reading b)", madE6.with("J1"), flat, []int{48, 0, 48}, score.AnnouncedJungfrau, 10},
		{"MAD-E6 unannounced (MAD-R14, MAD-R24)", madE6, variant.Options{}, []int{22, 0, 10}, score.Jungfrau, 10},
		{"MAD-E7 announced Jungfrau fails on a zero-point trick (MAD-R16); early end (MAD-R21)", madE7.with("J1"), variant.Options{}, []int{0, 48, 0}, score.FailedAnnouncement, 4},
		{"MAD-E7 FailureScoring=Independent: played out, the rest among themselves (MAD-A6)", madE7.with("J1"), indep, []int{0, 48, 32}, score.FailedAnnouncement, 10},
		{"MAD-E8 unannounced Durchmarsch", madSweep(2), variant.Options{}, []int{16, 16, 16, 0}, score.Durchmarsch, 8},
		{"MAD-E8 DurchmarschKeepsCardPoints (MAD-A7)", madSweep(2), keeps, []int{16, 16, 16, 16}, score.Durchmarsch, 8},
		{"MAD-E9 announced Durchmarsch succeeds", madSweep(3).with("D0"), variant.Options{}, []int{0, 64, 64, 64}, score.AnnouncedDurchmarsch, 8},
		{"MAD-E9 DurchmarschKeepsCardPoints (MAD-A7)", madSweep(3).with("D0"), keeps, []int{16, 64, 64, 64}, score.AnnouncedDurchmarsch, 8},
		{"MAD-E10 announced Durchmarsch fails at trick 3; early end", madE10.with("D0"), variant.Options{}, []int{64, 0, 0, 0}, score.FailedAnnouncement, 3},
		{"MAD-E10 FailureScoring=Independent: two silent Jungfrau among the rest", madE10.with("D0"), indep, []int{64, 0, 56, 0}, score.FailedAnnouncement, 8},
		{"MAD-A6 Durchmarsch announcer beaten by another sweep", madSweep(2).with("D0"), variant.Options{}, []int{64, 0, 0, 0}, score.FailedAnnouncement, 1},
		{"MAD-A6 Independent: the sweep of another seat scores 16", madSweep(2).with("D0"), indep, []int{64, 16, 16, 0}, score.FailedAnnouncement, 8},
		{"MAD-E11 Durchmarsch beats an announced Jungfrau (MAD-A5)", madE11.with("J0"), variant.Options{}, []int{16, 0, 16}, score.Durchmarsch, 10},
		{"MAD-E12 both announced", madE11.with("J0", "D1"), variant.Options{}, []int{64, 0, 64}, score.AnnouncedDurchmarsch, 10},
		{"MAD-E12 Independent changes nothing (nothing failed)", madE11.with("D1", "J0"), indep, []int{64, 0, 64}, score.AnnouncedDurchmarsch, 10},
		{"MAD-R19 one of two Jungfrau fails: only it scores, no early end", madE4.with("J2", "J0"), variant.Options{}, []int{48, 0, 0, 0}, score.FailedAnnouncement, 8},
		{"MAD-A6 Independent: the standing Jungfrau multiplies the rest", madE4.with("J2", "J0"), indep, []int{48, 12, 0, 9}, score.FailedAnnouncement, 8},
		{"MAD-R21 Durchmarsch and Jungfrau both fail: end after trick 2", madE4.with("D3", "J1"), variant.Options{}, []int{0, 48, 0, 64}, score.FailedAnnouncement, 2},
		{"MAD-R24 at six seats: one silent Jungfrau", madSix, variant.Options{}, []int{0, 0, 16, 12, 4, 0}, score.Jungfrau, 5},
	}
	for _, mode := range []variant.AnnounceMode{variant.OutOfTurn, variant.TurnBased} {
		for _, tc := range tests {
			t.Run(fmt.Sprintf("%s/mode%d", tc.name, mode), func(t *testing.T) {
				o := tc.opts
				o.Announcements = mode
				o.FirstDealer = tc.sc.dealer
				g := gametest.Trick(t, variant.SchwarzeMadonna, tc.sc.seats, o, 7)
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
				madRejects(t, g, variant.AnnounceMove(0, variant.Jungfrau), rule.DealOver, "")
				madRejects(t, g, variant.PlayMove(0, card.SevenClubs), rule.DealOver, "")
			})
		}
	}
}

// MAD-R1, MAD-R3, MAD-R13: at 3 to 6 seats the deal gives 10 / 8 / 6 / 5
// cards each, a stock of 2 except at 4 seats, and as many tricks.
func TestMadonnaDealSizesMADR3(t *testing.T) {
	for _, tc := range []struct {
		seats, hand, stock int
		six                variant.SixPlayerDeal
	}{
		{3, 10, 2, 0}, {4, 8, 0, 0}, {5, 6, 2, 0},
		{6, 5, 2, variant.Deal221}, {6, 5, 2, variant.Deal122}, {6, 5, 2, variant.DealSingles},
	} {
		t.Run(fmt.Sprintf("%d seats pattern %d", tc.seats, tc.six), func(t *testing.T) {
			o := variant.Options{SixPlayerDeal: tc.six, ShortStock: variant.ShortStockPassPenalty}
			g := gametest.Trick(t, variant.SchwarzeMadonna, tc.seats, o, 7)
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
				for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
					m, ok := g.RandomMove(r)
					if !ok {
						t.Fatalf("no move in phase %v", g.Phase())
					}
					gametest.Apply(t, g, m)
				}
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
func TestMadonnaDealPatternMADE19(t *testing.T) {
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
		six         variant.SixPlayerDeal
		rounds      []int
	}{
		{3, 10, 0, []int{2, 2, 2, 2, 2}},
		{4, 8, 0, []int{2, 2, 2, 2}},
		{5, 6, 0, []int{2, 2, 2}},
		{6, 5, variant.Deal221, []int{2, 2, 1}},
		{6, 5, variant.Deal122, []int{1, 2, 2}},
		{6, 5, variant.DealSingles, []int{1, 1, 1, 1, 1}},
	} {
		for dealer := range tc.seats {
			for seed := uint64(1); seed <= 3; seed++ {
				src := rand.NewPCG(seed, seed*31)
				g, err := variant.New(variant.SchwarzeMadonna, tc.seats,
					variant.Options{SixPlayerDeal: tc.six, FirstDealer: dealer, ShortStock: variant.ShortStockPassPenalty}, src)
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
func TestMadonnaPackAndValuesMADR2(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeMadonna, 3, variant.Options{}, 7)
	if g.Pack() != madPack || madPack.Len() != 32 {
		t.Fatalf("pack %v", g.Pack())
	}
	tab := g.Table()
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
func TestMadonnaDealerRotationMADR4(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeMadonna, 4, variant.Options{FirstDealer: 2}, 7)
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

// MAD-E17, MAD-R5 to MAD-R10: the stock goes round from left(dealer), the
// dealer last; each seat takes it and puts back exactly two passable
// cards; the first receiver keeps the ♥9 of the original stock; the
// set-aside stock is never scored.
func TestMadonnaStockCirculationMADE17(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeMadonna, 5, variant.Options{}, 7)
	if err := g.DealCards(madDeal5(t)); err != nil {
		t.Fatal(err)
	}
	if g.Phase() != variant.PhaseStock {
		t.Fatalf("phase %v, want stock", g.Phase())
	}
	tn := g.Turn()
	wantTurn := variant.Turn{Seat: 1, Phase: variant.PhaseStock, Kind: variant.Stock, Count: 2,
		Cards: madSet("7C 8C 9C 10C 8D"), From: -1}
	if diff := cmp.Diff(wantTurn, tn); diff != "" {
		t.Fatalf("MAD-R5 turn (-want +got):\n%s", diff)
	}
	// MAD-R5, TT-6: seat 1 has picked the stock up and sees it, the ♥9 it
	// must keep included; nobody else sees it.
	for s := range 5 {
		v, _ := g.View(s)
		want := card.Set(0)
		if s == 1 {
			want = madSet("9H 7C")
		}
		if v.StockTaken != want || v.StockSize != 2 {
			t.Fatalf("view of seat %d in the stock phase: stock taken %v, size %d", s, v.StockTaken, v.StockSize)
		}
	}
	// The illegal returns of MAD-E17, and the checks before them.
	madRejects(t, g, variant.StockMove(1, madSet("9H 7C")), rule.NotPassable, "MAD-R8")
	madRejects(t, g, variant.StockMove(1, madSet("9H 8D")), rule.NotPassable, "MAD-R8")
	madRejects(t, g, variant.StockMove(1, madSet("QS 8D")), rule.NotPassable, "MAD-R7")
	madRejects(t, g, variant.StockMove(1, madSet("7H 7C")), rule.NotPassable, "MAD-R7")
	madRejects(t, g, variant.StockMove(1, madSet("8D")), rule.StockCount, "MAD-R6")
	madRejects(t, g, variant.StockMove(1, madSet("7C 8D 8C")), rule.StockCount, "MAD-R6")
	madRejects(t, g, variant.StockMove(1, 0), rule.StockCount, "MAD-R6")
	madRejects(t, g, variant.StockMove(1, madSet("7C JC")), rule.CardNotHeld, "")
	madRejects(t, g, variant.StockMove(2, madSet("7C 9H")), rule.NotYourTurn, "")
	madRejects(t, g, variant.PushMove(1), rule.OptionOff, "MAD-R9")
	madRejects(t, g, variant.PlayMove(1, card.SevenClubs), rule.WrongPhase, "")
	madRejects(t, g, variant.PassMove(1, madSet("7C 8C 9C")), rule.WrongPhase, "")
	madRejects(t, g, variant.AnnounceMove(1, variant.Jungfrau), rule.AnnounceWindow, "MAD-R17")
	if got := g.Announcements(nil); len(got) != 0 {
		t.Fatalf("announcements during the stock circulation: %v", got)
	}
	// LegalMoves lists every pair of passable cards (5 choose 2).
	if got := len(g.LegalMoves(nil)); got != 10 {
		t.Fatalf("%d legal stock moves, want 10", got)
	}
	gametest.Apply(t, g, variant.StockMove(1, madSet("7C 8D")))
	if !g.Hand(1).Has(card.MustParse("9H")) || g.Hand(1).Len() != 6 {
		t.Fatalf("MAD-R8: seat 1 holds %v, want it to keep 9H with 6 cards", g.Hand(1))
	}
	v, _ := g.View(1)
	if v.StockTaken != madSet("9H 7C") || v.StockReturned != madSet("7C 8D") {
		t.Fatalf("view of seat 1: took %v returned %v", v.StockTaken, v.StockReturned)
	}
	// Seats 2, 3, 4 and then the dealer.
	for _, s := range []int{2, 3, 4, 0} {
		tn := g.Turn()
		if tn.Seat != s || tn.Kind != variant.Stock {
			t.Fatalf("turn %+v, want seat %d at the stock (MAD-R6)", tn, s)
		}
		if tn.Cards&madPenalty != 0 || !tn.Cards.ContainsAll(g.Stock()) {
			t.Fatalf("seat %d may put back %v (MAD-R7, MAD-R9)", s, tn.Cards)
		}
		for c := range (g.Hand(s) & madPenalty).All() {
			madRejects(t, g, variant.StockMove(s, g.Stock().Remove(g.Stock().Cards()[0]).Add(c)), rule.NotPassable, "MAD-R7")
		}
		// Put back the lowest passable card of the hand and one stock
		// card; the dealer holds only hearts and puts back the stock.
		back := g.Stock()
		if own, ok := (g.Hand(s) & madPassable).Lowest(); ok {
			keep, _ := back.Lowest()
			back = back.Remove(keep).Add(own)
		} else if s != 0 {
			t.Fatalf("seat %d holds no passable card", s)
		}
		gametest.Apply(t, g, variant.StockMove(s, back))
		if g.Stock()&madPenalty != 0 {
			t.Fatalf("MAD-R10: stock %v after seat %d", g.Stock(), s)
		}
	}
	if g.Phase() != variant.PhasePlay || g.Turn().Seat != 1 {
		t.Fatalf("after the dealer: phase %v, turn %d; want play, seat 1 leads (MAD-R12)", g.Phase(), g.Turn().Seat)
	}
	aside := g.Stock()
	r := rand.New(rand.NewPCG(17, 17))
	for g.Phase() == variant.PhasePlay {
		m, _ := g.RandomMove(r)
		gametest.Apply(t, g, m)
	}
	res, _ := g.Result()
	sum, played := 0, card.Set(0)
	for _, p := range res.Points {
		sum += p
	}
	for _, tr := range res.Tricks {
		for _, c := range tr.Cards {
			played = played.Add(c)
		}
	}
	if played != madPack&^aside || g.Stock() != aside {
		t.Fatalf("MAD-R10: played %v, stock %v set aside %v", played, g.Stock(), aside)
	}
	if res.Outcome == score.Normal && sum != 16 {
		t.Fatalf("MAD-R10, MAD-R25: a normal deal scores %d, want 16", sum)
	}
}

// MAD-R8: the first receiver keeps every heart and the Q♠ of the original
// stock; it may not put back either, and the later seats never see them.
func TestMadonnaFirstReceiverKeepsMADR8(t *testing.T) {
	for _, n := range []int{3, 5, 6} {
		g := gametest.Trick(t, variant.SchwarzeMadonna, n, variant.Options{}, 7)
		var d variant.Dealt
		d.Stock = madSet("QS AH")
		rest := (madPack &^ d.Stock).Cards()
		each := (32 - 2) / n
		for i, c := range rest {
			s := (i/each + 1) % n
			d.Hands[s] = d.Hands[s].Add(c)
		}
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		if g.Phase() != variant.PhaseStock {
			t.Fatalf("%d seats: phase %v (short stock?)", n, g.Phase())
		}
		if g.Turn().Cards&d.Stock != 0 {
			t.Fatalf("%d seats: the first receiver may put back %v", n, g.Turn().Cards)
		}
		madRejects(t, g, variant.StockMove(1, d.Stock), rule.NotPassable, "MAD-R8")
		own := (d.Hands[1] & madPassable).Cards()
		gametest.Apply(t, g, variant.StockMove(1, card.Of(own[0], own[1])))
		if !g.Hand(1).ContainsAll(d.Stock) {
			t.Fatalf("%d seats: seat 1 holds %v, want QS AH kept", n, g.Hand(1))
		}
		madExchangeUnchanged(t, g)
		if g.Stock() != card.Of(own[0], own[1]) {
			t.Fatalf("set-aside stock %v", g.Stock())
		}
	}
}

// madShortDeal6 is MAD-E18: six seats, dealer 0; seat 1 is dealt ♥7 ♥8 ♥9
// ♥10 Q♠ and the stock is ♥J ♣A, so seat 1 holds one passable card.
func madShortDeal6() variant.Dealt {
	d := variant.Dealt{Dealer: 0, Stock: madSet("JH AC")}
	d.Hands[1] = madSet("7H 8H 9H 10H QS")
	d.Hands[2] = madSet("QH KH 7C 8C 9C")
	d.Hands[3] = madSet("AH 10C JC QC KC")
	d.Hands[4] = madSet("7D 8D 9D 10D JD")
	d.Hands[5] = madSet("QD KD AD 7S 8S")
	d.Hands[0] = madSet("9S 10S JS KS AS")
	return d
}

// MAD-A3 default, MAD-E18, MAD-R11: when the first receiver would hold
// fewer than two passable cards the deal is void: outcome redeal, no
// points, no tricks, and the same dealer deals again. Any action in the
// void deal is deal-over.
func TestMadonnaShortStockRedealMADA3(t *testing.T) {
	for _, n := range []int{5, 6} {
		t.Run(fmt.Sprintf("%d seats", n), func(t *testing.T) {
			g := gametest.Trick(t, variant.SchwarzeMadonna, n, variant.Options{}, 7)
			var d variant.Dealt
			if n == 6 {
				d = madShortDeal6()
			} else {
				// Five seats: seat 1 dealt six penalty cards, the stock
				// ♥A and ♣7: one passable card of eight.
				d = variant.Dealt{Dealer: 0, Stock: madSet("AH 7C")}
				d.Hands[1] = madSet("QS 7H 8H 9H 10H JH")
				rest := (madPack &^ (d.Stock | d.Hands[1])).Cards()
				for i, c := range rest {
					d.Hands[[]int{2, 3, 4, 0}[i/6]] = d.Hands[[]int{2, 3, 4, 0}[i/6]].Add(c)
				}
			}
			if err := g.DealCards(d); err != nil {
				t.Fatal(err)
			}
			if g.Phase() != variant.PhaseDealOver {
				t.Fatalf("phase %v, want deal-over (void deal)", g.Phase())
			}
			r, ok := g.Result()
			want := variant.DealResult{Dealer: 0, Number: 0, Points: make([]int, n), Outcome: score.Redeal, Tricks: []variant.TrickRecord{}, Loser: -1, Eliminated: []int{},
				Explanation: make([][]score.Term, n)}
			for s := range want.Explanation {
				want.Explanation[s] = []score.Term{{Kind: score.TermVoid, Ref: "MAD-A3", By: score.NoSeat}}
			}
			if diff := cmp.Diff(want, r); !ok || diff != "" {
				t.Fatalf("void deal result (-want +got):\n%s", diff)
			}
			if g.Dealer() != 0 || g.DealsPlayed() != 1 || g.Over() {
				t.Fatalf("dealer %d, deals %d, over %v; want the same dealer 0 after one void deal", g.Dealer(), g.DealsPlayed(), g.Over())
			}
			if diff := cmp.Diff(make([]int, n), g.Totals()); diff != "" {
				t.Fatalf("totals (-want +got):\n%s", diff)
			}
			madRejects(t, g, variant.StockMove(1, madSet("AC JH")), rule.DealOver, "")
			madRejects(t, g, variant.AnnounceMove(2, variant.Jungfrau), rule.DealOver, "")
			madRejects(t, g, variant.PlayMove(1, card.MustParse("7H")), rule.DealOver, "")
			if tn := g.Turn(); tn.Seat != -1 {
				t.Fatalf("turn %+v in a void deal", tn)
			}
			if len(g.Announcements(nil)) != 0 || len(g.LegalMoves(nil)) != 0 {
				t.Fatal("moves offered in a void deal")
			}
			// The same dealer redeals; seat 1 may not deal.
			d.Dealer = 1
			madWant(t, g.DealCards(d), rule.WrongDealer, "")
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			if g.Dealer() != 0 {
				t.Fatalf("the redeal is dealt by seat %d, want 0", g.Dealer())
			}
		})
	}
}

// MAD-R11: with three seats the first receiver always holds at least two
// passable cards (12 cards against 9 penalty cards), so no three-seat deal
// is ever void; and later receivers are never short.
func TestMadonnaNoShortStockAtThreeMADR11(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeMadonna, 3, variant.Options{}, 7)
	for i := 0; i < 300; i++ {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		if g.Phase() != variant.PhaseStock {
			t.Fatalf("deal %d: phase %v", i, g.Phase())
		}
		madExchangeUnchanged(t, g)
		// Abandon the deal by playing it out.
		r := rand.New(rand.NewPCG(uint64(i), 3))
		for g.Phase() == variant.PhasePlay {
			m, _ := g.RandomMove(r)
			gametest.Apply(t, g, m)
		}
		if g.Over() {
			g = gametest.Trick(t, variant.SchwarzeMadonna, 3, variant.Options{}, 7)
		}
	}
	// A deal with all nine penalty cards in seat 1's ten and the stock.
	d := variant.Dealt{Dealer: 0, Stock: madSet("JH AC")}
	d.Hands[1] = madSet("7H 8H 9H 10H QH KH AH QS 7C 8C")
	rest := (madPack &^ (d.Stock | d.Hands[1])).Cards()
	d.Hands[2] = card.Of(rest[:10]...)
	d.Hands[0] = card.Of(rest[10:]...)
	g = gametest.Trick(t, variant.SchwarzeMadonna, 3, variant.Options{}, 7)
	if err := g.DealCards(d); err != nil {
		t.Fatal(err)
	}
	if tn := g.Turn(); g.Phase() != variant.PhaseStock || tn.Cards != madSet("7C 8C AC") {
		t.Fatalf("phase %v, turn %+v; want seat 1 to choose from 7C 8C AC", g.Phase(), tn)
	}
}

// MAD-A3 option PassPenaltyCards, MAD-E18: the short seat puts back all
// its passable cards plus penalty cards of its choice, and whoever
// receives a penalty card must keep it (MAD-R8).
func TestMadonnaShortStockPassPenaltyMADA3(t *testing.T) {
	g := gametest.Trick(t, variant.SchwarzeMadonna, 6, variant.Options{ShortStock: variant.ShortStockPassPenalty}, 7)
	if err := g.DealCards(madShortDeal6()); err != nil {
		t.Fatal(err)
	}
	if g.Phase() != variant.PhaseStock || g.Turn().Seat != 1 {
		t.Fatalf("phase %v turn %d, want seat 1 at the stock", g.Phase(), g.Turn().Seat)
	}
	if got := g.Turn().Cards; got != madSet("7H 8H 9H 10H JH QS AC") {
		t.Fatalf("seat 1 may choose from %v, want all seven cards", got)
	}
	madRejects(t, g, variant.StockMove(1, madSet("7H 8H")), rule.NotPassable, "MAD-A3")
	madRejects(t, g, variant.StockMove(1, madSet("JH QS")), rule.NotPassable, "MAD-A3")
	madRejects(t, g, variant.StockMove(1, madSet("AC")), rule.StockCount, "")
	// Six legal choices: the A♣ with any of the six penalty cards.
	moves := g.LegalMoves(nil)
	var want []variant.Move
	for c := range madSet("7H 8H 9H 10H JH QS").All() {
		want = append(want, variant.StockMove(1, card.Of(card.MustParse("AC"), c)))
	}
	if diff := cmp.Diff(want, moves, cmp.Comparer(func(a, b variant.Move) bool { return a == b })); diff != "" {
		t.Fatalf("legal moves (-want +got):\n%s", diff)
	}
	gametest.Apply(t, g, variant.StockMove(1, madSet("AC QS")))
	// Seat 2 receives the Q♠ and must keep it.
	if g.Turn().Seat != 2 || g.Turn().Cards.Has(card.QueenSpades) {
		t.Fatalf("turn %+v: seat 2 may not pass the Q♠ on", g.Turn())
	}
	madRejects(t, g, variant.StockMove(2, madSet("AC QS")), rule.NotPassable, "MAD-R7")
	madRejects(t, g, variant.StockMove(2, madSet("7C QS")), rule.NotPassable, "MAD-R7")
	gametest.Apply(t, g, variant.StockMove(2, madSet("AC 7C")))
	if !g.Hand(2).Has(card.QueenSpades) {
		t.Fatal("seat 2 must keep the Q♠")
	}
	madExchangeUnchanged(t, g)
	if g.Stock()&madPenalty != 0 || g.Phase() != variant.PhasePlay {
		t.Fatalf("stock %v, phase %v", g.Stock(), g.Phase())
	}
	for s := range 6 {
		if g.Hand(s).Len() != 5 {
			t.Fatalf("MAD-R11: seat %d holds %d cards", s, g.Hand(s).Len())
		}
	}
}

// MAD-A13 option MustChangeStock: a seat may not put back exactly the two
// cards it took, unless those are its only passable cards (MAD-R11
// waiver, the first receiver included). Without the option it may
// (MAD-R9).
func TestMadonnaMustChangeStockMADA13(t *testing.T) {
	must := variant.Options{MustChangeStock: true}
	t.Run("default allows", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeMadonna, 5, variant.Options{}, 7)
		d := madDeal5(t)
		d.Stock, d.Hands[1] = madSet("7C 8C"), d.Hands[1].Remove(card.MustParse("8C")).Add(card.MustParse("9H"))
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		gametest.Apply(t, g, variant.StockMove(1, madSet("7C 8C")))
	})
	t.Run("option rejects", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeMadonna, 5, must, 7)
		d := madDeal5(t)
		d.Stock, d.Hands[1] = madSet("7C 8C"), d.Hands[1].Remove(card.MustParse("8C")).Add(card.MustParse("9H"))
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		madRejects(t, g, variant.StockMove(1, madSet("7C 8C")), rule.StockUnchanged, "MAD-A13")
		for _, m := range g.LegalMoves(nil) {
			if m.Cards == g.Stock() {
				t.Fatalf("LegalMoves offers the unchanged stock %v", m)
			}
		}
		gametest.Apply(t, g, variant.StockMove(1, madSet("7C 8D")))
		// Later seats: returning what was taken is refused too.
		madRejects(t, g, variant.StockMove(2, madSet("7C 8D")), rule.StockUnchanged, "MAD-A13")
		gametest.Apply(t, g, variant.StockMove(2, madSet("7C JC")))
	})
	t.Run("waiver for the first receiver", func(t *testing.T) {
		// Seat 1 holds six penalty cards; the stock ♣7 ♣8 are its only
		// passable cards.
		g := gametest.Trick(t, variant.SchwarzeMadonna, 5, must, 7)
		d := variant.Dealt{Dealer: 0, Stock: madSet("7C 8C")}
		d.Hands[1] = madSet("QS 7H 8H 9H 10H JH")
		rest := (madPack &^ (d.Stock | d.Hands[1])).Cards()
		for i, c := range rest {
			s := []int{2, 3, 4, 0}[i/6]
			d.Hands[s] = d.Hands[s].Add(c)
		}
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		if g.Phase() != variant.PhaseStock {
			t.Fatalf("phase %v: two passable cards are enough (MAD-R11)", g.Phase())
		}
		if got := g.LegalMoves(nil); len(got) != 1 || got[0] != variant.StockMove(1, d.Stock) {
			t.Fatalf("legal moves %v, want only the unchanged stock", got)
		}
		gametest.Apply(t, g, variant.StockMove(1, d.Stock))
	})
	t.Run("waiver for a later receiver", func(t *testing.T) {
		// Six seats: seat 3 holds five penalty cards; it may put back
		// the two it receives.
		g := gametest.Trick(t, variant.SchwarzeMadonna, 6, must, 7)
		d := madShortDeal6()
		d.Stock = madSet("7C 8C")
		d.Hands[1] = madSet("9C 10C JC QC KC")
		d.Hands[2] = madSet("AC 7D 8D 9D 10D")
		d.Hands[3] = madSet("7H 8H 9H 10H QS")
		d.Hands[4] = madSet("JH QH KH AH JD")
		d.Hands[5] = madSet("QD KD AD 7S 8S")
		if err := g.DealCards(d); err != nil {
			t.Fatal(err)
		}
		gametest.Apply(t, g, variant.StockMove(1, madSet("9C 10C")), variant.StockMove(2, madSet("AC 10C")))
		if got := g.LegalMoves(nil); len(got) != 1 || got[0] != variant.StockMove(3, madSet("AC 10C")) {
			t.Fatalf("legal moves of seat 3: %v", got)
		}
		gametest.Apply(t, g, variant.StockMove(3, madSet("AC 10C")))
		// Seat 4 holds a passable card of its own: no waiver.
		madRejects(t, g, variant.StockMove(4, madSet("AC 10C")), rule.StockUnchanged, "MAD-A13")
	})
}

// madDealtE20 deals E3's cards (4 seats, dealer 3) for the window tests.
func madDealtE20(t testing.TB, o variant.Options) *variant.TrickGame {
	t.Helper()
	o.FirstDealer = 3
	g := gametest.Trick(t, variant.SchwarzeMadonna, 4, o, 7)
	if err := g.DealCards(madE3.deal(t)); err != nil {
		t.Fatal(err)
	}
	return g
}

// madAnnouncements returns the announcements offered now as strings "J1".
func madAnnouncements(g variant.Game) []string {
	out := []string{}
	for _, m := range g.Announcements(nil) {
		out = append(out, fmt.Sprintf("%c%d", strings.ToUpper(m.Call.String())[0], m.Seat))
	}
	return out
}

// MAD-R17, MAD-E20, MAD-A9: announcements are open from the end of the
// stock circulation (at four seats: from the deal) until the first card
// of trick 2, between any two cards of trick 1 and after trick 1 is
// complete; during the stock circulation and after the trick-2 lead they
// are announce-window.
func TestMadonnaAnnounceWindowMADR17(t *testing.T) {
	t.Run("four seats: from the deal", func(t *testing.T) {
		g := madDealtE20(t, variant.Options{})
		// MAD-R12: left(dealer) leads any card, hearts and the Q♠
		// included.
		if g.Turn().Seat != 0 || g.LegalPlays() != g.Hand(0) || g.Hand(0)&madPenalty == 0 {
			t.Fatalf("opening lead: seat %d may play %v of %v", g.Turn().Seat, g.LegalPlays(), g.Hand(0))
		}
		all := []string{"J0", "D0", "J1", "D1", "J2", "D2", "J3", "D3"}
		if diff := cmp.Diff(all, madAnnouncements(g)); diff != "" {
			t.Fatalf("announcements before the opening lead (-want +got):\n%s", diff)
		}
		// Between the cards of trick 1 (seat 0 leads A♠ and wins it).
		gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("AS")))
		if diff := cmp.Diff(all, madAnnouncements(g)); diff != "" {
			t.Fatalf("announcements after the lead (-want +got):\n%s", diff)
		}
		gametest.Apply(t, g, variant.AnnounceMove(3, variant.Jungfrau))
		gametest.Apply(t, g, variant.PlayMove(1, card.MustParse("7S")), variant.PlayMove(2, card.MustParse("8S")))
		gametest.Apply(t, g, variant.AnnounceMove(1, variant.Jungfrau))
		gametest.Apply(t, g, variant.PlayMove(3, card.MustParse("QS")))
		// MAD-E20: trick 1 is complete and won by seat 0, who has not led
		// to trick 2: seat 2 may still announce Jungfrau, seat 0 only
		// Durchmarsch; nobody else Durchmarsch (MAD-R18).
		if diff := cmp.Diff([]string{"D0", "J2"}, madAnnouncements(g)); diff != "" {
			t.Fatalf("announcements after trick 1 (-want +got):\n%s", diff)
		}
		gametest.Apply(t, g, variant.AnnounceMove(2, variant.Jungfrau))
		gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("7C")))
		if got := madAnnouncements(g); len(got) != 0 {
			t.Fatalf("announcements after the trick-2 lead: %v", got)
		}
		madRejects(t, g, variant.AnnounceMove(0, variant.Durchmarsch), rule.AnnounceWindow, "MAD-R17")
		madRejects(t, g, variant.AnnounceMove(1, variant.Jungfrau), rule.AnnounceWindow, "MAD-R17")
		v, _ := g.View(2)
		if diff := cmp.Diff([]int{1, 2, 3}, v.Jungfrau); diff != "" || v.Durchmarsch != -1 {
			t.Fatalf("view: jungfrau %v durchmarsch %d", v.Jungfrau, v.Durchmarsch)
		}
	})
	t.Run("stock circulation is outside the window", func(t *testing.T) {
		g := gametest.Trick(t, variant.SchwarzeMadonna, 5, variant.Options{}, 7)
		if err := g.DealCards(madDeal5(t)); err != nil {
			t.Fatal(err)
		}
		for g.Phase() == variant.PhaseStock {
			for s := range 5 {
				madRejects(t, g, variant.AnnounceMove(s, variant.Durchmarsch), rule.AnnounceWindow, "MAD-R17")
			}
			gametest.Apply(t, g, g.LegalMoves(nil)[0])
		}
		if got := len(g.Announcements(nil)); got != 10 {
			t.Fatalf("%d announcements after the circulation, want 10", got)
		}
		gametest.Apply(t, g, variant.AnnounceMove(0, variant.Jungfrau))
	})
}

// MAD-R18: several Jungfrau, one Durchmarsch, one announcement per seat,
// Jungfrau and Durchmarsch by different seats together; an announcement
// that is already lost is announce-conflict.
func TestMadonnaAnnounceConflictsMADR18(t *testing.T) {
	g := madDealtE20(t, variant.Options{})
	gametest.Apply(t, g, variant.AnnounceMove(1, variant.Jungfrau), variant.AnnounceMove(2, variant.Jungfrau))
	madRejects(t, g, variant.AnnounceMove(1, variant.Jungfrau), rule.AnnounceConflict, "MAD-R18")
	madRejects(t, g, variant.AnnounceMove(1, variant.Durchmarsch), rule.AnnounceConflict, "MAD-R18")
	gametest.Apply(t, g, variant.AnnounceMove(3, variant.Durchmarsch))
	madRejects(t, g, variant.AnnounceMove(0, variant.Durchmarsch), rule.AnnounceConflict, "MAD-R18")
	madRejects(t, g, variant.AnnounceMove(3, variant.Jungfrau), rule.AnnounceConflict, "MAD-R18")
	madRejects(t, g, variant.AnnounceMove(3, variant.Durchmarsch), rule.AnnounceConflict, "MAD-R18")
	madRejects(t, g, variant.AnnounceMove(6, variant.Jungfrau), rule.BadSeat, "")
	madRejects(t, g, variant.AnnounceMove(-1, variant.Jungfrau), rule.BadSeat, "")
	madRejects(t, g, variant.AnnounceMove(0, variant.NoCall), rule.WrongPhase, "")
	if diff := cmp.Diff([]string{"J0"}, madAnnouncements(g)); diff != "" {
		t.Fatalf("announcements left (-want +got):\n%s", diff)
	}
	v, _ := g.View(0)
	if diff := cmp.Diff([]variant.Move{variant.AnnounceMove(0, variant.Jungfrau)}, v.Announce); diff != "" {
		t.Fatalf("View(0).Announce (-want +got):\n%s", diff)
	}

	// Already lost after trick 1 (won by seat 0): Jungfrau by seat 0 and
	// Durchmarsch by any other seat.
	g = madDealtE20(t, variant.Options{})
	gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("AS")), variant.PlayMove(1, card.MustParse("7S")),
		variant.PlayMove(2, card.MustParse("8S")), variant.PlayMove(3, card.MustParse("QS")))
	madRejects(t, g, variant.AnnounceMove(0, variant.Jungfrau), rule.AnnounceConflict, "MAD-R18")
	for s := 1; s < 4; s++ {
		madRejects(t, g, variant.AnnounceMove(s, variant.Durchmarsch), rule.AnnounceConflict, "MAD-R18")
	}
	gametest.Apply(t, g, variant.AnnounceMove(0, variant.Durchmarsch), variant.AnnounceMove(1, variant.Jungfrau))
}

// MAD-R19, MAD-R21: the deal ends at the trick after which every
// announcement made has failed, and not before; not at all under
// FailureScoring=Independent (MAD-A6).
func TestMadonnaEarlyEndMADR21(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sc    madScript
		o     variant.Options
		ended int // tricks after which the deal ends
	}{
		{"MAD-E7 Jungfrau fails at trick 4", madE7.with("J1"), variant.Options{}, 4},
		{"MAD-E10 Durchmarsch fails at trick 3", madE10.with("D0"), variant.Options{}, 3},
		{"MAD-E4 no announcement: played out", madE4, variant.Options{}, 8},
		{"no announcement: played out", madE3, variant.Options{}, 8},
		{"Independent: played out", madE7.with("J1"), variant.Options{FailureScoring: variant.Independent}, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.FirstDealer = tc.sc.dealer
			g := gametest.Trick(t, variant.SchwarzeMadonna, tc.sc.seats, tc.o, 7)
			applied := tc.sc.run(t, g)
			res, _ := g.Result()
			if len(res.Tricks) != tc.ended {
				t.Fatalf("the deal ended after %d tricks, want %d", len(res.Tricks), tc.ended)
			}
			if rest := len(tc.sc.steps) - applied; (rest > 0) != (tc.ended < tc.sc.deal(t).Hands[0].Len()) {
				t.Fatalf("%d script steps left unplayed", rest)
			}
		})
	}
	// An announcement made after trick 1 that fails in trick 2: E4, seat
	// 1 wins trick 2; it announces Jungfrau after trick 1 (won by seat 0).
	g := gametest.Trick(t, variant.SchwarzeMadonna, 4, variant.Options{FirstDealer: 3}, 7)
	if err := g.DealCards(madE4.deal(t)); err != nil {
		t.Fatal(err)
	}
	for _, c := range strings.Fields(madE4.steps[0]) {
		gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, card.MustParse(c)))
	}
	gametest.Apply(t, g, variant.AnnounceMove(1, variant.Jungfrau))
	for i, c := range strings.Fields(madE4.steps[1]) {
		if g.Phase() != variant.PhasePlay {
			t.Fatalf("the deal ended before card %d of trick 2", i)
		}
		gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, card.MustParse(c)))
	}
	if res, _ := g.Result(); g.Phase() != variant.PhaseDealOver || len(res.Tricks) != 2 || res.Points[1] != 48 {
		t.Fatalf("phase %v, result %+v; want the end after trick 2 with 48 for seat 1", g.Phase(), res)
	}
}

// MAD-A9 TurnBased: before the opening lead and again after trick 1, each
// seat that may still announce, from the leader to the left, announces or
// declines; out-of-turn announcements stay possible; Decline is option-off
// without the rounds.
func TestMadonnaTurnBasedMADA9(t *testing.T) {
	g := madDealtE20(t, variant.Options{Announcements: variant.TurnBased})
	if g.Phase() != variant.PhaseAnnounce {
		t.Fatalf("phase %v, want announce", g.Phase())
	}
	want := variant.Turn{Seat: 0, Phase: variant.PhaseAnnounce, Kind: variant.Announce, From: -1}
	if diff := cmp.Diff(want, g.Turn()); diff != "" {
		t.Fatalf("turn (-want +got):\n%s", diff)
	}
	wantMoves := []variant.Move{variant.AnnounceMove(0, variant.Jungfrau), variant.AnnounceMove(0, variant.Durchmarsch), variant.DeclineMove(0)}
	if diff := cmp.Diff(wantMoves, g.LegalMoves(nil)); diff != "" {
		t.Fatalf("legal moves (-want +got):\n%s", diff)
	}
	madRejects(t, g, variant.PlayMove(0, card.MustParse("AS")), rule.WrongPhase, "")
	madRejects(t, g, variant.DeclineMove(1), rule.NotYourTurn, "")
	gametest.Apply(t, g, variant.DeclineMove(0))
	// Seat 2 announces Durchmarsch out of turn while seat 1 is asked.
	gametest.Apply(t, g, variant.AnnounceMove(2, variant.Durchmarsch))
	if g.Turn().Seat != 1 {
		t.Fatalf("seat %d is asked, want 1", g.Turn().Seat)
	}
	gametest.Apply(t, g, variant.AnnounceMove(1, variant.Jungfrau))
	// Seat 2 has announced: seat 3 is next, then the play.
	if g.Turn().Seat != 3 {
		t.Fatalf("seat %d is asked, want 3", g.Turn().Seat)
	}
	gametest.Apply(t, g, variant.DeclineMove(3))
	if g.Phase() != variant.PhasePlay || g.Turn().Seat != 0 {
		t.Fatalf("phase %v turn %d, want play with seat 0 to lead", g.Phase(), g.Turn().Seat)
	}
	madRejects(t, g, variant.DeclineMove(0), rule.WrongPhase, "")
	// Trick 1 (seat 0 wins): the Durchmarsch of seat 2 fails, but seat 1's
	// Jungfrau stands. The second round starts at the winner, seat 0,
	// which may announce only Durchmarsch - taken by seat 2; so seat 3 is
	// asked first.
	for _, c := range strings.Fields(madE3.steps[0]) {
		gametest.Apply(t, g, variant.PlayMove(g.Turn().Seat, card.MustParse(c)))
	}
	if g.Phase() != variant.PhaseAnnounce || g.Turn().Seat != 3 {
		t.Fatalf("phase %v turn %d, want announce with seat 3 asked", g.Phase(), g.Turn().Seat)
	}
	if diff := cmp.Diff([]variant.Move{variant.AnnounceMove(3, variant.Jungfrau), variant.DeclineMove(3)}, g.LegalMoves(nil)); diff != "" {
		t.Fatalf("legal moves (-want +got):\n%s", diff)
	}
	gametest.Apply(t, g, variant.DeclineMove(3))
	if g.Phase() != variant.PhasePlay || g.Turn().Seat != 0 {
		t.Fatalf("phase %v turn %d after the second round", g.Phase(), g.Turn().Seat)
	}
	// No third round.
	gametest.Apply(t, g, variant.PlayMove(0, card.MustParse("7C")))
	madRejects(t, g, variant.DeclineMove(1), rule.AnnounceWindow, "MAD-A9")

	g = madDealtE20(t, variant.Options{})
	madRejects(t, g, variant.DeclineMove(0), rule.OptionOff, "MAD-A9")
}

// madLimit returns Limits with only the table size n replaced by v.
func madLimit(n, v int) variant.Limits {
	var l variant.Limits
	l[n] = v
	return l
}

// MAD-R26 to MAD-R28, MAD-A10, MAD-A11, MAD-A12: the match ends after the
// deal in which a total goes past the table's limit (strictly by default,
// or reaches it with End=AtLeast; the limits can be replaced), and the
// fewest points win; a tie is shared, or played on with Ties=PlayOn.
func TestMadonnaMatchEndMADR27(t *testing.T) {
	type deal struct {
		sc     madScript
		calls  []string
		points []int
	}
	deals := map[int]deal{
		3: {madE6, []string{"J1"}, []int{33, 0, 15}},
		4: {madE3, nil, []int{8, 3, 0, 5}},
		5: {madE1, []string{"J1", "J2"}, []int{0, 0, 0, 90, 54}},
		6: {madSix, nil, []int{0, 0, 16, 12, 4, 0}},
	}
	limits := map[int]int{3: 110, 4: 150, 5: 500, 6: 650}
	for n := 3; n <= 6; n++ {
		d := deals[n]
		hi := 0 // the seat with the largest deal score
		for s, p := range d.points {
			if p > d.points[hi] {
				hi = s
			}
		}
		for _, tc := range []struct {
			name   string
			o      variant.Options
			limit  int
			before int // hi's total before the deal, relative to the limit
			over   bool
		}{
			{"reaches the limit: not over (MAD-R27)", variant.Options{}, limits[n], 0, false},
			{"passes the limit: over", variant.Options{}, limits[n], 1, true},
			{"End=AtLeast reaches: over (MAD-A10)", variant.Options{End: variant.EndAtLeast}, limits[n], 0, true},
			{"End=AtLeast below: not over", variant.Options{End: variant.EndAtLeast}, limits[n], -1, false},
			{"Limits replaced (MAD-A11)", variant.Options{Limits: madLimit(n, 100)}, 100, 1, true},
			{"Limits replaced, not passed", variant.Options{Limits: madLimit(n, 100)}, 100, 0, false},
			{"Limits of other sizes keep this one", variant.Options{Limits: madLimit((n-2)%4+3, 40)}, limits[n], 1, true},
		} {
			t.Run(fmt.Sprintf("%d seats/%s", n, tc.name), func(t *testing.T) {
				if got := tc.o.Limits.For(n); got != tc.limit {
					t.Fatalf("Limits.For(%d) = %d, want %d", n, got, tc.limit)
				}
				tc.o.FirstDealer = d.sc.dealer
				g := gametest.Trick(t, variant.SchwarzeMadonna, n, tc.o, 7)
				totals := make([]int, n)
				for s := range totals {
					totals[s] = 5 + s
				}
				totals[hi] = tc.limit + tc.before - d.points[hi]
				if err := g.Resume(variant.MatchState{Totals: totals}); err != nil {
					t.Fatal(err)
				}
				d.sc.with(d.calls...).run(t, g)
				want := make([]int, n)
				for s := range want {
					want[s] = totals[s] + d.points[s]
				}
				if diff := cmp.Diff(want, g.Totals()); diff != "" {
					t.Fatalf("totals (-want +got):\n%s", diff) // MAD-R26
				}
				if g.Over() != tc.over {
					t.Fatalf("over %v, want %v", g.Over(), tc.over)
				}
				if !tc.over {
					if g.Phase() != variant.PhaseDealOver || len(g.Winners()) != 0 || g.Dealer() != (d.sc.dealer+1)%n {
						t.Fatalf("phase %v winners %v dealer %d", g.Phase(), g.Winners(), g.Dealer())
					}
					return
				}
				// MAD-R28: the fewest points win.
				best := []int{}
				for s := range want {
					switch {
					case len(best) == 0 || want[s] < want[best[0]]:
						best = []int{s}
					case want[s] == want[best[0]]:
						best = append(best, s)
					}
				}
				if diff := cmp.Diff(best, g.Winners()); diff != "" {
					t.Fatalf("winners (-want +got):\n%s", diff)
				}
				if g.Phase() != variant.PhaseMatchOver {
					t.Fatalf("phase %v", g.Phase())
				}
				madWant(t, g.Deal(), rule.MatchOver, "")
				madWant(t, g.DealCards(d.sc.deal(t)), rule.MatchOver, "")
				madRejects(t, g, variant.PlayMove(0, card.SevenClubs), rule.DealOver, "")
			})
		}
	}

	// Resume: Madonna eliminates nobody, and a match resumes only before
	// its first deal here.
	g := gametest.Trick(t, variant.SchwarzeMadonna, 4, variant.Options{}, 7)
	madWant(t, g.Resume(variant.MatchState{Out: []int{1}}), rule.BadRecord, "")
	madWant(t, g.Resume(variant.MatchState{Totals: []int{1, 2, 3}}), rule.BadRecord, "")

	// MAD-R28, MAD-A12, TieBreak: E3 scores 8 3 0 5; from 150 10 11 6 the
	// totals are 158 13 11 11: seats 2 and 3 tie for the fewest.
	for _, ties := range []variant.TieBreak{variant.TiesShared, variant.TiesPlayOn} {
		g := gametest.Trick(t, variant.SchwarzeMadonna, 4, variant.Options{FirstDealer: 3, Ties: ties}, 7)
		if err := g.Resume(variant.MatchState{Totals: []int{150, 10, 11, 6}}); err != nil {
			t.Fatal(err)
		}
		madE3.run(t, g)
		if ties == variant.TiesShared {
			if !g.Over() || !cmp.Equal([]int{2, 3}, g.Winners()) {
				t.Fatalf("shared: over %v winners %v, want seats 2 and 3", g.Over(), g.Winners())
			}
			continue
		}
		if g.Over() || g.Phase() != variant.PhaseDealOver || g.Dealer() != 0 {
			t.Fatalf("play-on: over %v phase %v dealer %d", g.Over(), g.Phase(), g.Dealer())
		}
		// The next deal (dealer 0; seat 1 takes all) breaks the tie:
		// 174 13 27 27.
		madSweep(0).run(t, g)
		if !g.Over() || !cmp.Equal([]int{1}, g.Winners()) || !cmp.Equal([]int{174, 13, 27, 27}, g.Totals()) {
			t.Fatalf("play-on: over %v winners %v totals %v", g.Over(), g.Winners(), g.Totals())
		}
	}
}

// The Madonna options by their record names: each reads into its field and
// writes back.
func TestMadonnaOptionsRecordNames(t *testing.T) {
	for _, tc := range []struct {
		json string
		want variant.Options
	}{
		{`{"ties":"play-on"}`, variant.Options{Ties: variant.TiesPlayOn}},
		{`{"announced-jungfrau":"flat-48"}`, variant.Options{AnnouncedJungfrau: variant.Flat48}},
		{`{"jungfrau-factor":"single"}`, variant.Options{JungfrauFactor: variant.SingleFactor}},
		{`{"failure-scoring":"independent"}`, variant.Options{FailureScoring: variant.Independent}},
		{`{"short-stock":"pass-penalty-cards"}`, variant.Options{ShortStock: variant.ShortStockPassPenalty}},
		{`{"six-player-deal":"1-2-2"}`, variant.Options{SixPlayerDeal: variant.Deal122}},
		{`{"six-player-deal":"singles"}`, variant.Options{SixPlayerDeal: variant.DealSingles}},
		{`{"end":"at-least"}`, variant.Options{End: variant.EndAtLeast}},
		{`{"limits":{"3":90,"6":700}}`, variant.Options{Limits: variant.Limits{3: 90, 6: 700}}},
		{`{"durchmarsch-keeps-card-points":true}`, variant.Options{DurchmarschKeepsCardPoints: true}},
		{`{"must-change-stock":true}`, variant.Options{MustChangeStock: true}},
	} {
		got, err := variant.ParseOptions(variant.SchwarzeMadonna, json.RawMessage(tc.json))
		if err != nil {
			t.Fatalf("ParseOptions(%s): %v", tc.json, err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Fatalf("ParseOptions(%s) (-want +got):\n%s", tc.json, diff)
		}
		if err := variant.Validate(variant.SchwarzeMadonna, 3, got); err != nil {
			t.Fatalf("Validate(%s): %v", tc.json, err)
		}
		back, err := variant.MarshalOptions(variant.SchwarzeMadonna, got)
		if err != nil {
			t.Fatal(err)
		}
		again, err := variant.ParseOptions(variant.SchwarzeMadonna, back)
		if err != nil || again != got {
			t.Fatalf("round trip of %s through %s gave %+v, %v", tc.json, back, again, err)
		}
	}
	for _, bad := range []string{`{"schieben":true}`, `{"end":"greater-or-equal"}`, `{"limits":{"7":100}}`, `{"limits":{"4":0}}`} {
		_, err := variant.ParseOptions(variant.SchwarzeMadonna, json.RawMessage(bad))
		madWant(t, err, rule.UnknownOption, "")
	}
	for _, n := range []int{2, 7} {
		_, err := variant.New(variant.SchwarzeMadonna, n, variant.Options{}, nil)
		madWant(t, err, rule.BadOptions, "") // MAD-R1
	}
}

// The conformance kit's Madonna records, when the kit lies beside the
// module: each is
// replayed through DealCards and Apply and must give the kit's verdict.
func TestMadonnaConformanceKit(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "conformance", "cases")
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, f := range files {
		if strings.HasSuffix(f, ".expect.json") {
			continue
		}
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var rec struct {
			Game    string          `json:"game"`
			Seats   int             `json:"seats"`
			Options json.RawMessage `json:"options"`
			Deals   []struct {
				Dealer  int               `json:"dealer"`
				Hands   [][]card.Card     `json:"hands"`
				Stock   []card.Card       `json:"stock"`
				Actions []json.RawMessage `json:"actions"`
			} `json:"deals"`
		}
		if err := json.Unmarshal(raw, &rec); err != nil || rec.Game != "schwarze-madonna" {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		t.Run(name, func(t *testing.T) {
			var exp struct {
				Exit  int `json:"exit"`
				Deals []struct {
					Points   []int   `json:"points"`
					OutcomeS *string `json:"outcome"`
					Complete *bool   `json:"complete"`
				} `json:"deals"`
				Totals []int `json:"totals"`
				Over   *bool `json:"over"`
				Error  *struct {
					Deal   *int   `json:"deal"`
					Action *int   `json:"action"`
					Seat   *int   `json:"seat"`
					Rule   string `json:"rule"`
				} `json:"error"`
				Why string `json:"why"`
			}
			eraw, err := os.ReadFile(strings.TrimSuffix(f, ".json") + ".expect.json")
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(eraw, &exp); err != nil {
				t.Fatal(err)
			}
			o, err := variant.ParseOptions(variant.SchwarzeMadonna, rec.Options)
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.Deals) > 0 {
				o.FirstDealer = rec.Deals[0].Dealer
			}
			g := gametest.Trick(t, variant.SchwarzeMadonna, rec.Seats, o, 7)
			type verdictErr struct {
				Deal, Action, Seat int
				Rule               string
			}
			var got *verdictErr
			var results []variant.DealResult
		deals:
			for i, d := range rec.Deals {
				dealt := variant.Dealt{Dealer: d.Dealer, Stock: card.Of(d.Stock...)}
				for s, h := range d.Hands {
					dealt.Hands[s] = card.Of(h...)
				}
				if err := g.DealCards(dealt); err != nil {
					var v *rule.Violation
					errors.As(err, &v)
					got = &verdictErr{i, -1, v.Seat, v.ID.String()}
					break
				}
				for a, rawm := range d.Actions {
					var m variant.Move
					if err := json.Unmarshal(rawm, &m); err != nil {
						t.Fatalf("action %d: %v", a, err)
					}
					if err := g.Apply(m); err != nil {
						var v *rule.Violation
						errors.As(err, &v)
						got = &verdictErr{i, a, v.Seat, v.ID.String()}
						break deals
					}
				}
				if r, ok := g.Result(); ok && r.Number == i {
					results = append(results, r)
				}
			}
			if exp.Error != nil {
				if got == nil {
					t.Fatalf("no error, want %+v (%s)", *exp.Error, exp.Why)
				}
				want := verdictErr{Rule: exp.Error.Rule, Deal: -2, Action: -2, Seat: -2}
				if exp.Error.Deal != nil {
					want.Deal = *exp.Error.Deal
				} else {
					got.Deal = -2
				}
				if exp.Error.Action != nil {
					want.Action = *exp.Error.Action
				} else {
					got.Action = -2
				}
				if exp.Error.Seat != nil {
					want.Seat = *exp.Error.Seat
				} else {
					got.Seat = -2
				}
				if diff := cmp.Diff(want, *got); diff != "" {
					t.Fatalf("error (-want +got):\n%s\n%s", diff, exp.Why)
				}
				return
			}
			if got != nil {
				t.Fatalf("error %+v, want exit %d (%s)", *got, exp.Exit, exp.Why)
			}
			for i, ed := range exp.Deals {
				complete := i < len(results)
				if ed.Complete != nil && *ed.Complete != complete {
					t.Fatalf("deal %d complete %v, want %v", i, complete, *ed.Complete)
				}
				if !complete {
					continue
				}
				if diff := cmp.Diff(ed.Points, results[i].Points); ed.Points != nil && diff != "" {
					t.Errorf("deal %d points (-want +got):\n%s\n%s", i, diff, exp.Why)
				}
				if ed.OutcomeS != nil && *ed.OutcomeS != results[i].Outcome.String() {
					t.Errorf("deal %d outcome %v, want %s", i, results[i].Outcome, *ed.OutcomeS)
				}
			}
			if diff := cmp.Diff(exp.Totals, g.Totals()); exp.Totals != nil && diff != "" {
				t.Errorf("totals (-want +got):\n%s", diff)
			}
			if exp.Over != nil && *exp.Over != g.Over() {
				t.Errorf("over %v, want %v", g.Over(), *exp.Over)
			}
		})
	}
	if len(files) == 0 {
		t.Skipf("no conformance kit at %s", dir)
	}
}

// Example_madonnaAnnouncedJungfrau plays MAD-E6: seat 1 announces Jungfrau
// and takes no trick; the others' card points are tripled.
func Example_madonnaAnnouncedJungfrau() {
	g, _ := variant.New(variant.SchwarzeMadonna, 3, variant.Options{FirstDealer: 1}, rand.NewPCG(1, 1))
	d := variant.Dealt{Dealer: 1, Stock: card.MustParseSet("JS KS")}
	d.Hands[0] = card.MustParseSet("8C 9C JC QC KC 7D 8D 9D 10D AS")
	d.Hands[1] = card.MustParseSet("7C 7H 8H 9H 10H JH QH KH AH QS")
	d.Hands[2] = card.MustParseSet("10C AC JD QD KD AD 7S 8S 9S 10S")
	if err := g.DealCards(d); err != nil {
		fmt.Println(err)
		return
	}
	for g.Phase() == variant.PhaseStock { // each seat puts back the stock it took
		tg := g.(*variant.TrickGame)
		_ = g.Apply(variant.StockMove(g.Turn().Seat, tg.Stock()))
	}
	_ = g.Apply(variant.AnnounceMove(1, variant.Jungfrau))
	for _, c := range strings.Fields("AC 8C 7C AD 7D AH KD 8D KH QD 9D QH JD 10D JH 10C 9C 10H 8S AS QS KC 9H 7S QC 8H 9S JC 7H 10S") {
		if err := g.Apply(variant.PlayMove(g.Turn().Seat, card.MustParse(c))); err != nil {
			fmt.Println(err)
			return
		}
	}
	r, _ := g.Result()
	fmt.Println(r.Points, r.Outcome)
	// Output: [33 0 15] announced-jungfrau
}
