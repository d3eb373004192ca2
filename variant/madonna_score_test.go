package variant_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// ---- Helpers shared by the Madonna and Sau scoring tests ----

// scoringPack32 is the 32-card pack of Madonna and Sau (C-9).
var scoringPack32 = card.RangeSet(card.Seven, card.Ace)

// scoringHand is one seat's share of a hand-built deal: the tricks it won
// and the penalty cards among its capture.
type scoringHand struct {
	tricks int
	cards  string
}

// scoringByHand builds the facts of a deal by hand: one seat per hand, the
// given active seats, the set-aside stock, and each seat's tricks and
// named captured cards. Each active seat's capture is padded with unused
// zero-point cards of the 32-card pack to tricks × (active seats) cards,
// so the facts describe a real deal. Played is the sum of the tricks.
func scoringByHand(t testing.TB, tab score.Table, active seat.Set, stock string, hands ...scoringHand) score.Facts {
	t.Helper()
	f := score.NewFacts(len(hands), active)
	f.Stock = card.MustParseSet(stock)
	used := f.Stock
	for s, h := range hands {
		c := card.MustParseSet(h.cards)
		if used&c != 0 {
			t.Fatalf("seat %d: cards %v dealt twice", s, used&c)
		}
		if !active.Has(s) && (h.tricks != 0 || c != 0) {
			t.Fatalf("seat %d is inactive but took tricks or cards", s)
		}
		used |= c
		f.Tricks[s], f.Taken[s] = h.tricks, c
		f.Played += h.tricks
	}
	spare := scoringPack32 &^ used &^ tab.Valued()
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

// scoringPoints returns the want Points of a Result from a short list.
func scoringPoints(p ...int) [seat.Max]int {
	var out [seat.Max]int
	copy(out[:], p)
	return out
}

// scoringDrawer is the source of the random choices of the deal generator,
// so that each property runs both under rapid (which shrinks a failure and
// prints its -rapid.seed) and under fixed math/rand/v2 seeds (which are
// reproducible run after run and printed on failure).
type scoringDrawer interface {
	// intRange returns an int in [lo, hi].
	intRange(lo, hi int, label string) int
}

type scoringRapid struct{ t *rapid.T }

func (d scoringRapid) intRange(lo, hi int, label string) int {
	return rapid.IntRange(lo, hi).Draw(d.t, label)
}

type scoringRand struct{ r *rand.Rand }

func (d scoringRand) intRange(lo, hi int, _ string) int { return lo + d.r.IntN(hi-lo+1) }

// scoringFailer is what a property needs of *testing.T and *rapid.T.
type scoringFailer interface {
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

// scoringFixedSeeds is the number of fixed seeds every property runs on
// besides rapid's own random checks.
const scoringFixedSeeds = 300

// scoringProperty runs prop under rapid.Check and then on the fixed seeds
// 1 … scoringFixedSeeds.
func scoringProperty(t *testing.T, prop func(t scoringFailer, d scoringDrawer)) {
	t.Helper()
	t.Run("rapid", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) { prop(rt, scoringRapid{rt}) })
	})
	t.Run("fixed-seeds", func(t *testing.T) {
		for seed := uint64(1); seed <= scoringFixedSeeds; seed++ {
			prop(seededFailer{t, seed}, scoringRand{rand.New(rand.NewPCG(seed, 0x5eed))})
		}
	})
}

// scoringTrick is one trick of a generated deal.
type scoringTrick struct {
	winner int
	cards  card.Set
}

// scoringDeal is a generated deal: every trick in order with its winner
// and cards, and what was announced and pushed.
type scoringDeal struct {
	seats, tricksInDeal int
	active              seat.Set
	stock               card.Set
	tricks              []scoringTrick // the tricks played
	jungfrau            seat.Set
	durchmarsch         int
	pushes              int
}

// facts returns the facts after the first played tricks.
func (g *scoringDeal) facts(played int) score.Facts {
	f := score.NewFacts(g.seats, g.active)
	f.Stock = g.stock
	f.AnnouncedNoTrick, f.AnnouncedSweep, f.Pushes = g.jungfrau, g.durchmarsch, g.pushes
	for _, tr := range g.tricks[:played] {
		f.Tricks[tr.winner]++
		f.Taken[tr.winner] |= tr.cards
		f.LastWinner = tr.winner
	}
	f.Played = played
	return f
}

// String describes the deal for failure messages.
func (g *scoringDeal) String() string {
	f := g.facts(len(g.tricks))
	return fmt.Sprintf("seats %d active %v played %d/%d tricks %v jungfrau %v durchmarsch %d pushes %d stock %v",
		g.seats, g.active, f.Played, g.tricksInDeal, f.Tricks[:g.seats], g.jungfrau, g.durchmarsch, g.pushes, g.stock)
}

// scoringShape is the shape of a deal genScoringDeal deals: the table
// size, the number of active seats, the tricks of the deal and the cards
// its stock is drawn from.
type scoringShape struct {
	seats, active, tricks int
	stockFrom             card.Set
}

// genScoringDeal deals a random deal of sh.active active players among
// sh.seats seats, with sh.tricks tricks of sh.active cards each and the
// rest of the 32-card pack as stock (drawn from sh.stockFrom). The trick
// winners come from a random pool of active seats, so that Jungfrau
// (seats outside the pool) and Durchmarsch (a pool of one) are common.
// With partial, the deal may stop early, after any trick.
func genScoringDeal(d scoringDrawer, sh scoringShape, partial bool) *scoringDeal {
	seats, k, tricksInDeal, stockFrom := sh.seats, sh.active, sh.tricks, sh.stockFrom
	g := &scoringDeal{seats: seats, tricksInDeal: tricksInDeal, durchmarsch: score.NoSeat}
	// k active seats out of seats.
	order := make([]int, seats)
	for i := range order {
		order[i] = i
	}
	for i := seats - 1; i > 0; i-- {
		j := d.intRange(0, i, "seat shuffle")
		order[i], order[j] = order[j], order[i]
	}
	act := order[:k]
	for _, s := range act {
		g.active = g.active.Add(s)
	}
	// The stock, then the remaining cards in a random order.
	from := stockFrom.Cards()
	for range scoringPack32.Len() - k*tricksInDeal {
		i := d.intRange(0, len(from)-1, "stock card")
		g.stock = g.stock.Add(from[i])
		from = append(from[:i], from[i+1:]...)
	}
	rest := (scoringPack32 &^ g.stock).Cards()
	for i := len(rest) - 1; i > 0; i-- {
		j := d.intRange(0, i, "card shuffle")
		rest[i], rest[j] = rest[j], rest[i]
	}
	// The pool of trick winners.
	pool := act[:d.intRange(1, k, "winner pool")]
	played := tricksInDeal
	if partial && d.intRange(0, 3, "partial") == 0 {
		played = d.intRange(1, tricksInDeal, "played")
	}
	for i := range played {
		w := pool[d.intRange(0, len(pool)-1, "winner")]
		g.tricks = append(g.tricks, scoringTrick{w, card.Of(rest[i*k : (i+1)*k]...)})
	}
	return g
}

// ---- FailedAnnouncers ----

func TestFailedAnnouncers(t *testing.T) {
	tab := gametest.MustTable(games.SchwarzeMadonna, variant.Options{})
	// Four players after trick 3: seat 0 won tricks 1 and 2, seat 2 won
	// trick 3.
	f := scoringByHand(t, tab, seat.All(4), "",
		scoringHand{2, ""}, scoringHand{0, ""}, scoringHand{1, ""}, scoringHand{0, ""})
	tests := []struct {
		name      string
		jungfrau  seat.Set
		durch     int
		wantJ     seat.Set
		wantDurch bool
	}{
		{"none", 0, score.NoSeat, 0, false},
		{"MAD-R19 Jungfrau fails once its announcer wins a trick", seat.Of(0, 1, 2), score.NoSeat, seat.Of(0, 2), false},
		{"MAD-R19 Durchmarsch fails once another seat wins a trick (MAD-E10)", 0, 0, 0, true},
		{"MAD-R19 Durchmarsch of a seat that won no trick", seat.Of(1), 3, 0, true},
		{"SAU-A15 an inactive seat's announcement is ignored", seat.Of(5), 5, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := f
			f.AnnouncedNoTrick, f.AnnouncedSweep = tt.jungfrau, tt.durch
			gotJ, gotD := f.FailedAnnouncers()
			if gotJ != tt.wantJ || gotD != tt.wantDurch {
				t.Errorf("FailedAnnouncers() = %v, %v; want %v, %v", gotJ, gotD, tt.wantJ, tt.wantDurch)
			}
		})
	}

	// MAD-R19: a Durchmarsch is still alive while its announcer has won
	// every trick so far.
	g := scoringByHand(t, tab, seat.All(4), "",
		scoringHand{3, ""}, scoringHand{0, ""}, scoringHand{0, ""}, scoringHand{0, ""})
	g.AnnouncedSweep = 0
	if _, d := g.FailedAnnouncers(); d {
		t.Errorf("Durchmarsch announcer with every trick so far: failed, want alive")
	}
}

// ---- Schwarze Madonna: worked examples and rulings ----

// scoreCase is a deal's facts, the table's options and the scores the
// game's scorer must give (the Madonna and Sau examples and rulings).
type scoreCase struct {
	name  string
	facts score.Facts
	rules variant.Options
	want  score.Result
}

// runScoreCases checks every case with the scorer of game id.
func runScoreCases(t *testing.T, id games.ID, tests []scoreCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := gametest.Points(id, tt.rules, tt.facts)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("the %s scorer mismatch (-want +got):\n%s", id.Title(), diff)
			}
		})
	}
}

// madonnaExamples returns the facts of the worked examples MAD-E1 … E12.
func madonnaExamples(t *testing.T) map[string]score.Facts {
	tab := gametest.MustTable(games.SchwarzeMadonna, variant.Options{})
	h := func(tricks int, cards string) scoringHand { return scoringHand{tricks, cards} }
	ex := map[string]score.Facts{}

	// MAD-E1: 5 players; seats 1 and 2 announced Jungfrau and took no
	// trick; seat 0 took tricks worth 0; seat 3 10 points, seat 4 6.
	f := scoringByHand(t, tab, seat.All(5), "7C 8C",
		h(2, ""), h(0, ""), h(0, ""), h(2, "QS 7H 8H"), h(2, "9H 10H JH QH KH AH"))
	f.AnnouncedNoTrick = seat.Of(1, 2)
	ex["E1"] = f
	// MAD-E2: as E1, but seat 2's Jungfrau was not announced.
	f.AnnouncedNoTrick = seat.Of(1)
	ex["E2"] = f
	// MAD-E3: normal deal, 4 players.
	ex["E3"] = scoringByHand(t, tab, seat.All(4), "",
		h(2, "QS"), h(2, "7H 8H 9H"), h(2, ""), h(2, "10H JH QH KH AH"))
	// MAD-E4: seat 2 took no trick, unannounced.
	ex["E4"] = scoringByHand(t, tab, seat.All(4), "",
		h(3, "QS AH"), h(3, "7H 8H 9H 10H"), h(0, ""), h(2, "JH QH KH"))
	// MAD-E5: seats 1 and 3 took no trick, unannounced.
	ex["E5"] = scoringByHand(t, tab, seat.All(4), "",
		h(4, "QS 7H 8H"), h(0, ""), h(4, "9H 10H JH QH KH AH"), h(0, ""))
	// MAD-E6: 3 players, seat 1 announced Jungfrau and took no trick.
	f = scoringByHand(t, tab, seat.All(3), "7C 8C",
		h(5, "QS 7H 8H 9H"), h(0, ""), h(5, "10H JH QH KH AH"))
	f.AnnouncedNoTrick = seat.Of(1)
	ex["E6"] = f
	// MAD-E7: seat 1 announced Jungfrau and won trick 4, a zero-point
	// trick; the deal ended after trick 4 (MAD-R21).
	f = scoringByHand(t, tab, seat.All(3), "7C 8C", h(2, "QS"), h(1, ""), h(1, "7H"))
	f.AnnouncedNoTrick = seat.Of(1)
	ex["E7"] = f
	// MAD-E8: seat 3 took all 8 tricks, unannounced.
	ex["E8"] = scoringByHand(t, tab, seat.All(4), "",
		h(0, ""), h(0, ""), h(0, ""), h(8, "QS 7H 8H 9H 10H JH QH KH AH"))
	// MAD-E9: seat 0 announced Durchmarsch and took all 8 tricks.
	f = scoringByHand(t, tab, seat.All(4), "",
		h(8, "QS 7H 8H 9H 10H JH QH KH AH"), h(0, ""), h(0, ""), h(0, ""))
	f.AnnouncedSweep = 0
	ex["E9"] = f
	// MAD-E10: seat 0 announced Durchmarsch and won tricks 1–2; seat 2 won
	// trick 3 and the deal ended there.
	f = scoringByHand(t, tab, seat.All(4), "", h(2, "7H"), h(0, ""), h(1, "QS"), h(0, ""))
	f.AnnouncedSweep = 0
	ex["E10"] = f
	// MAD-E11: seat 0 announced Jungfrau and took no trick; seat 1 took
	// all 10 tricks without announcing.
	f = scoringByHand(t, tab, seat.All(3), "7C 8C",
		h(0, ""), h(10, "QS 7H 8H 9H 10H JH QH KH AH"), h(0, ""))
	f.AnnouncedNoTrick = seat.Of(0)
	ex["E11"] = f
	// MAD-E12: as E11, but seat 1 announced Durchmarsch.
	f.AnnouncedSweep = 1
	ex["E12"] = f
	return ex
}

func TestMadonnaDealWorkedExamples(t *testing.T) {
	ex := madonnaExamples(t)
	single := variant.Options{JungfrauFactor: variant.SingleFactor}
	res := func(o score.Outcome, p ...int) score.Result {
		return score.Result{Points: scoringPoints(p...), Outcome: o}
	}
	runScoreCases(t, games.SchwarzeMadonna, []scoreCase{
		{"MAD-E1 two announced Jungfrau ×3×3", ex["E1"], variant.Options{}, res(score.AnnouncedNoTrick, 0, 0, 0, 90, 54)},
		{"MAD-E1 JungfrauFactor=Single (MAD-A4)", ex["E1"], single, res(score.AnnouncedNoTrick, 0, 0, 0, 30, 18)},
		{"MAD-E2 announced and unannounced Jungfrau ×3×2", ex["E2"], variant.Options{}, res(score.AnnouncedNoTrick, 0, 0, 0, 60, 36)},
		{"MAD-E2 JungfrauFactor=Single (MAD-A4)", ex["E2"], single, res(score.AnnouncedNoTrick, 0, 0, 0, 30, 18)},
		{"MAD-E3 normal deal (MAD-R25)", ex["E3"], variant.Options{}, res(score.Normal, 8, 3, 0, 5)},
		{"MAD-E4 unannounced Jungfrau ×2", ex["E4"], variant.Options{}, res(score.NoTrick, 18, 8, 0, 6)},
		{"MAD-E4 JungfrauFactor=Single", ex["E4"], single, res(score.NoTrick, 18, 8, 0, 6)},
		{"MAD-E5 two unannounced Jungfrau ×4 (MAD-A4)", ex["E5"], variant.Options{}, res(score.NoTrick, 40, 0, 24, 0)},
		{"MAD-E5 JungfrauFactor=Single ×2", ex["E5"], single, res(score.NoTrick, 20, 0, 12, 0)},
		{"MAD-E6 announced Jungfrau succeeds, the seed's 48", ex["E6"], variant.Options{}, res(score.AnnouncedNoTrick, 33, 0, 15)},
		{"MAD-E7 announced Jungfrau fails (MAD-R22)", ex["E7"], variant.Options{}, res(score.FailedAnnouncement, 0, 48, 0)},
		{"MAD-E8 unannounced Durchmarsch (MAD-R23)", ex["E8"], variant.Options{}, res(score.Sweep, 16, 16, 16, 0)},
		{"MAD-E9 announced Durchmarsch succeeds", ex["E9"], variant.Options{}, res(score.AnnouncedSweep, 0, 64, 64, 64)},
		{"MAD-E10 announced Durchmarsch fails", ex["E10"], variant.Options{}, res(score.FailedAnnouncement, 64, 0, 0, 0)},
		{"MAD-E11 Durchmarsch beats announced Jungfrau (MAD-A5)", ex["E11"], variant.Options{}, res(score.Sweep, 16, 0, 16)},
		{"MAD-E12 both announced, the Durchmarsch wins", ex["E12"], variant.Options{}, res(score.AnnouncedSweep, 64, 0, 64)},
	})
}

func TestMadonnaDealFailureScoring(t *testing.T) {
	tab := gametest.MustTable(games.SchwarzeMadonna, variant.Options{})
	h := func(tricks int, cards string) scoringHand { return scoringHand{tricks, cards} }
	indep := variant.Options{FailureScoring: variant.Independent}
	res := func(o score.Outcome, p ...int) score.Result {
		return score.Result{Points: scoringPoints(p...), Outcome: o}
	}

	// MAD-A6 edge case: seat 0 announced Durchmarsch, and seat 2 took every
	// trick (under Independent the deal is played out).
	edge := scoringByHand(t, tab, seat.All(4), "",
		h(0, ""), h(0, ""), h(8, "QS 7H 8H 9H 10H JH QH KH AH"), h(0, ""))
	edge.AnnouncedSweep = 0
	// The same under the default early end: seat 2 won trick 1 and the
	// deal ended.
	edgeEarly := scoringByHand(t, tab, seat.All(4), "", h(0, ""), h(0, ""), h(1, "7H"), h(0, ""))
	edgeEarly.AnnouncedSweep = 0

	// Mixed: seat 1's announced Jungfrau succeeds, seat 2's fails (a
	// zero-point trick), played out under Independent.
	mixed := scoringByHand(t, tab, seat.All(4), "",
		h(4, "QS 7H 8H"), h(0, ""), h(1, ""), h(3, "9H 10H JH QH KH AH"))
	mixed.AnnouncedNoTrick = seat.Of(1, 2)

	// A failed Durchmarsch announcer who took no trick is not a Jungfrau
	// of the remaining seats ("among themselves", MAD-A6).
	noTrick := scoringByHand(t, tab, seat.All(4), "",
		h(0, ""), h(3, "QS"), h(3, "7H 8H 9H"), h(2, "10H JH QH KH AH"))
	noTrick.AnnouncedSweep = 0

	// A Jungfrau announcer who took every trick failed; it is not the
	// Durchmarsch player of the remaining seats.
	sweptJ := scoringByHand(t, tab, seat.All(3), "7C 8C",
		h(0, ""), h(10, "QS 7H 8H 9H 10H JH QH KH AH"), h(0, ""))
	sweptJ.AnnouncedNoTrick = seat.Of(1)

	// Both kinds fail: seat 0 announced Jungfrau, seat 1 Durchmarsch, and
	// seat 0 won a trick.
	both := scoringByHand(t, tab, seat.All(3), "7C 8C", h(1, "QS"), h(1, "7H"), h(0, ""))
	both.AnnouncedNoTrick, both.AnnouncedSweep = seat.Of(0), 1

	e7Played := madonnaExamples(t)["E7"]
	runScoreCases(t, games.SchwarzeMadonna, []scoreCase{
		{"MAD-A6 edge AnnouncerOnly", edge, variant.Options{}, res(score.FailedAnnouncement, 64, 0, 0, 0)},
		{"MAD-A6 edge AnnouncerOnly, ended at trick 1 (MAD-R21)", edgeEarly, variant.Options{}, res(score.FailedAnnouncement, 64, 0, 0, 0)},
		{"MAD-A6 edge Independent", edge, indep, res(score.FailedAnnouncement, 64, 16, 0, 16)},
		{"MAD-A6 edge Independent with MAD-A7", edge, variant.Options{FailureScoring: variant.Independent, DurchmarschKeepsCardPoints: true},
			res(score.FailedAnnouncement, 64, 16, 16, 16)},
		{"MAD-A6 mixed AnnouncerOnly: the success earns nothing", mixed, variant.Options{}, res(score.FailedAnnouncement, 0, 0, 48, 0)},
		{"MAD-A6 mixed Independent: the rest ×3", mixed, indep, res(score.FailedAnnouncement, 30, 0, 48, 18)},
		{"MAD-A6 mixed Independent with Flat48", mixed, variant.Options{FailureScoring: variant.Independent, AnnouncedJungfrau: variant.Flat48},
			res(score.FailedAnnouncement, 48, 0, 48, 48)},
		{"MAD-A6 Independent, failed Durchmarsch announcer with no trick", noTrick, indep, res(score.FailedAnnouncement, 64, 8, 3, 5)},
		{"MAD-A6 Independent, failed Jungfrau announcer took every trick", sweptJ, indep, res(score.FailedAnnouncement, 0, 48, 0)},
		{"MAD-A6 AnnouncerOnly, failed Jungfrau announcer took every trick", sweptJ, variant.Options{}, res(score.FailedAnnouncement, 0, 48, 0)},
		{"MAD-E7 Independent: the others by card points", e7Played, indep, res(score.FailedAnnouncement, 8, 48, 1)},
		{"MAD-R22, MAD-A8 both kinds fail (flat 48 and 64), AnnouncerOnly", both, variant.Options{}, res(score.FailedAnnouncement, 48, 64, 0)},
		{"MAD-R22 both kinds fail, Independent: seat 2 is a Jungfrau of the rest", both, indep, res(score.FailedAnnouncement, 48, 64, 0)},
	})
}

func TestMadonnaDealOptions(t *testing.T) {
	ex := madonnaExamples(t)
	keep := variant.Options{DurchmarschKeepsCardPoints: true}
	flat := variant.Options{AnnouncedJungfrau: variant.Flat48}
	flatSingle := variant.Options{AnnouncedJungfrau: variant.Flat48, JungfrauFactor: variant.SingleFactor}
	res := func(o score.Outcome, p ...int) score.Result {
		return score.Result{Points: scoringPoints(p...), Outcome: o}
	}
	runScoreCases(t, games.SchwarzeMadonna, []scoreCase{
		// MAD-A7: the Durchmarsch player keeps its card points (16).
		{"MAD-A7 keeps card points, MAD-E8", ex["E8"], keep, res(score.Sweep, 16, 16, 16, 16)},
		{"MAD-A7 keeps card points, MAD-E9", ex["E9"], keep, res(score.AnnouncedSweep, 16, 64, 64, 64)},
		{"MAD-A7 keeps card points, MAD-E11", ex["E11"], keep, res(score.Sweep, 16, 16, 16)},
		{"MAD-A7 does not touch a normal deal, MAD-E3", ex["E3"], keep, res(score.Normal, 8, 3, 0, 5)},
		// MAD-A1 Flat48: a flat 48 per successful announced Jungfrau for
		// every seat that took a trick, doubled per unannounced Jungfrau.
		{"MAD-A1 Flat48 one announced, MAD-E6", ex["E6"], flat, res(score.AnnouncedNoTrick, 48, 0, 48)},
		{"MAD-A1 Flat48 two announced, MAD-E1", ex["E1"], flat, res(score.AnnouncedNoTrick, 96, 0, 0, 96, 96)},
		{"MAD-A1 Flat48 announced and unannounced, MAD-E2", ex["E2"], flat, res(score.AnnouncedNoTrick, 96, 0, 0, 96, 96)},
		{"MAD-A1 Flat48 with Single, MAD-E1", ex["E1"], flatSingle, res(score.AnnouncedNoTrick, 48, 0, 0, 48, 48)},
		{"MAD-A1 Flat48 with Single, MAD-E2", ex["E2"], flatSingle, res(score.AnnouncedNoTrick, 48, 0, 0, 48, 48)},
		{"MAD-A1 Flat48 changes nothing without an announced Jungfrau, MAD-E4", ex["E4"], flat, res(score.NoTrick, 18, 8, 0, 6)},
		{"MAD-A1 Flat48 changes nothing with a Durchmarsch, MAD-E11", ex["E11"], flat, res(score.Sweep, 16, 0, 16)},
		{"MAD-A1 Flat48 changes nothing on failure, MAD-E7", ex["E7"], flat, res(score.FailedAnnouncement, 0, 48, 0)},
	})
}

func TestMadonnaDealEdges(t *testing.T) {
	// No trick played: nothing to score.
	f := score.NewFacts(4, seat.All(4))
	f.AnnouncedNoTrick, f.AnnouncedSweep = seat.Of(1), 2
	if diff := cmp.Diff(score.Result{}, gametest.Points(games.SchwarzeMadonna, variant.Options{}, f)); diff != "" {
		t.Errorf("no trick played: mismatch (-want +got):\n%s", diff)
	}
	// Malformed facts with too many seats must not panic.
	f.Seats, f.Played = 9, 1
	f.Tricks[0] = 1
	_ = gametest.Points(games.SchwarzeMadonna, variant.Options{}, f)
}

// ---- Schwarze Madonna: properties ----

// madonnaTricks is MAD-R13's number of tricks for k players.
var madonnaTricks = map[int]int{3: 10, 4: 8, 5: 6, 6: 5}

// genMadonna deals a random Madonna deal: k = 3 … 6 players, possibly at
// a larger table with inactive seats, a stock of zero-point cards
// (MAD-R10), optionally cut short.
func genMadonna(d scoringDrawer, partial bool) *scoringDeal {
	k := d.intRange(3, 6, "players")
	seats := d.intRange(k, seat.Max, "seats")
	tab := gametest.MustTable(games.SchwarzeMadonna, variant.Options{})
	return genScoringDeal(d, scoringShape{seats: seats, active: k, tricks: madonnaTricks[k], stockFrom: scoringPack32 &^ tab.Valued()}, partial)
}

// genMadonnaRules draws every option combination of MAD-A1 to MAD-A13.
func genMadonnaRules(d scoringDrawer) variant.Options {
	return variant.Options{
		AnnouncedJungfrau:          variant.AnnouncedJungfrauScoring(d.intRange(0, 1, "announced-jungfrau")),
		JungfrauFactor:             variant.JungfrauFactor(d.intRange(0, 1, "jungfrau-factor")),
		FailureScoring:             variant.FailureScoring(d.intRange(0, 1, "failure-scoring")),
		DurchmarschKeepsCardPoints: d.intRange(0, 1, "keeps") == 1,
	}
}

// genMadonnaAnnouncements draws the announcements of MAD-R18: any active
// seats announce Jungfrau, and at most one other seat Durchmarsch.
func genMadonnaAnnouncements(d scoringDrawer, g *scoringDeal) {
	for _, s := range g.active.Seats() {
		if d.intRange(0, 3, "jungfrau") == 0 {
			g.jungfrau = g.jungfrau.Add(s)
		}
	}
	if d.intRange(0, 2, "durchmarsch") == 0 {
		act := g.active.Seats()
		if s := act[d.intRange(0, len(act)-1, "durchmarsch seat")]; !g.jungfrau.Has(s) {
			g.durchmarsch = s
		}
	}
}

// refMadonna is the pseudo-code of docs/rules.md with the options of MAD-A1 to MAD-A13,
// written out as plainly as possible over the active seats, as an
// independent check of the Madonna scorer.
func refMadonna(f score.Facts, r variant.Options) score.Result {
	tab := gametest.MustTable(games.SchwarzeMadonna, variant.Options{})
	var players []int
	for s := range f.Seats {
		if f.Active.Has(s) {
			players = append(players, s)
		}
	}
	T := 0
	for _, i := range players {
		T += f.Tricks[i]
	}
	AD := f.AnnouncedSweep
	var res score.Result

	// failed = {i in AJ : tricks[i] > 0} ∪ ({AD} if AD exists and tricks[AD] != T)
	failed := map[int]bool{}
	for _, i := range players {
		if f.AnnouncedNoTrick.Has(i) && f.Tricks[i] > 0 {
			failed[i] = true
			res.Points[i] += 48
		}
		if i == AD && f.Tricks[i] != T {
			failed[i] = true
			res.Points[i] += 64
		}
	}
	if len(failed) > 0 {
		res.Outcome = score.FailedAnnouncement
		if r.FailureScoring == variant.AnnouncerOnly {
			return res
		}
		// Independent: everyone else is scored by the rest, among
		// themselves.
		var rest []int
		for _, i := range players {
			if !failed[i] {
				rest = append(rest, i)
			}
		}
		players = rest
	}
	outcome := func(o score.Outcome) {
		if res.Outcome != score.FailedAnnouncement {
			res.Outcome = o
		}
	}

	// if ∃P: tricks[P] == T
	for _, P := range players {
		if f.Tricks[P] == T {
			for _, i := range players {
				switch {
				case i == P && r.DurchmarschKeepsCardPoints:
					res.Points[i] = tab.Points(f.Taken[i])
				case i == P:
					res.Points[i] = 0
				case AD == P:
					res.Points[i] = 64
				default:
					res.Points[i] = 16
				}
			}
			if AD == P {
				outcome(score.AnnouncedSweep)
			} else {
				outcome(score.Sweep)
			}
			return res
		}
	}

	// factor = Π_{i: tricks[i]==0} (3 if i in AJ else 2)
	factor, announced, unannounced := 1, 0, 0
	for _, i := range players {
		if f.Tricks[i] == 0 {
			if f.AnnouncedNoTrick.Has(i) {
				factor *= 3
				announced++
			} else {
				factor *= 2
				unannounced++
			}
		}
	}
	if r.JungfrauFactor == variant.SingleFactor {
		switch {
		case announced > 0:
			factor = 3
		case unannounced > 0:
			factor = 2
		}
	}
	for _, i := range players {
		switch {
		case r.AnnouncedJungfrau == variant.Flat48 && announced > 0 && f.Tricks[i] == 0:
			res.Points[i] = 0
		case r.AnnouncedJungfrau == variant.Flat48 && announced > 0 && r.JungfrauFactor == variant.SingleFactor:
			res.Points[i] = 48
		case r.AnnouncedJungfrau == variant.Flat48 && announced > 0:
			res.Points[i] = 48 * announced
			for range unannounced {
				res.Points[i] *= 2
			}
		default:
			res.Points[i] = tab.Points(f.Taken[i]) * factor
		}
	}
	switch {
	case announced > 0:
		outcome(score.AnnouncedNoTrick)
	case unannounced > 0:
		outcome(score.NoTrick)
	}
	return res
}

// checkInactiveZero fails when a seat that did not play scored.
func checkInactiveZero(t scoringFailer, g *scoringDeal, got score.Result) {
	for s := range seat.Max {
		if !g.active.Has(s) && got.Points[s] != 0 {
			t.Fatalf("%v: inactive seat %d scored %d", g, s, got.Points[s])
		}
	}
}

// TestMadonnaDealPropertiesWithoutAnnouncements checks MAD-R23 to MAD-R25
// on random full deals without announcements: the scores sum to 16 ×
// factor, or 16 × (n−1) after a Durchmarsch, and are the card points (sum
// 16, MAD-R10) in a normal deal. Inactive seats score 0.
func TestMadonnaDealPropertiesWithoutAnnouncements(t *testing.T) {
	tab := gametest.MustTable(games.SchwarzeMadonna, variant.Options{})
	scoringProperty(t, func(t scoringFailer, d scoringDrawer) {
		g := genMadonna(d, false)
		r := genMadonnaRules(d)
		f := g.facts(len(g.tricks))
		got := gametest.Points(games.SchwarzeMadonna, r, f)
		checkInactiveZero(t, g, got)

		n := g.active.Len()
		sweeper, zero, cardSum := score.NoSeat, 0, 0
		for _, s := range g.active.Seats() {
			cardSum += tab.Points(f.Taken[s])
			switch f.Tricks[s] {
			case f.Played:
				sweeper = s
			case 0:
				zero++
			}
		}
		if cardSum != 16 {
			t.Fatalf("%v: card points sum to %d, want 16 (MAD-R10)", g, cardSum)
		}
		switch {
		case sweeper != score.NoSeat: // MAD-R23
			want := 16 * (n - 1)
			if r.DurchmarschKeepsCardPoints {
				want += 16
			}
			if got.Sum() != want || got.Outcome != score.Sweep {
				t.Fatalf("%v %+v: Durchmarsch sum %d outcome %v, want %d durchmarsch", g, r, got.Sum(), got.Outcome, want)
			}
		default: // MAD-R24, MAD-R25
			factor := 1 << zero
			if r.JungfrauFactor == variant.SingleFactor && zero > 0 {
				factor = 2
			}
			wantOutcome := score.Normal
			if zero > 0 {
				wantOutcome = score.NoTrick
			}
			if got.Sum() != 16*factor || got.Outcome != wantOutcome {
				t.Fatalf("%v %+v: sum %d outcome %v, want %d %v", g, r, got.Sum(), got.Outcome, 16*factor, wantOutcome)
			}
			for _, s := range g.active.Seats() {
				if want := tab.Points(f.Taken[s]) * factor; got.Points[s] != want {
					t.Fatalf("%v %+v: seat %d scored %d, want card points × %d = %d", g, r, s, got.Points[s], factor, want)
				}
			}
		}
	})
}

// TestMadonnaDealMatchesReference compares the Madonna scorer with refMadonna,
// the scoring of MAD-R22 to MAD-R25 written out, on random deals (some cut short),
// random announcements and every option combination.
func TestMadonnaDealMatchesReference(t *testing.T) {
	scoringProperty(t, func(t scoringFailer, d scoringDrawer) {
		g := genMadonna(d, true)
		genMadonnaAnnouncements(d, g)
		r := genMadonnaRules(d)
		f := g.facts(len(g.tricks))
		got := gametest.Points(games.SchwarzeMadonna, r, f)
		checkInactiveZero(t, g, got)
		if diff := cmp.Diff(refMadonna(f, r), got); diff != "" {
			t.Fatalf("%v %+v: the Madonna scorer mismatch with MAD-R22..R25 (-ref +got):\n%s", g, r, diff)
		}
	})
}

// TestMadonnaDealEarlyEnd checks MAD-R21 and MAD-A6: under AnnouncerOnly,
// once every announcement has failed (as FailedAnnouncers reports), no
// further trick changes the result, so ending the deal there is safe.
func TestMadonnaDealEarlyEnd(t *testing.T) {
	scoringProperty(t, func(t scoringFailer, d scoringDrawer) {
		g := genMadonna(d, false)
		genMadonnaAnnouncements(d, g)
		r := genMadonnaRules(d)
		r.FailureScoring = variant.AnnouncerOnly
		var first *score.Result
		for played := 1; played <= len(g.tricks); played++ {
			f := g.facts(played)
			fj, fd := f.FailedAnnouncers()
			allFailed := (g.jungfrau != 0 || g.durchmarsch != score.NoSeat) &&
				fj == g.jungfrau && fd == (g.durchmarsch != score.NoSeat)
			got := gametest.Points(games.SchwarzeMadonna, r, f)
			switch {
			case first != nil:
				if diff := cmp.Diff(*first, got); diff != "" {
					t.Fatalf("%v %+v: result changed after trick %d although every announcement had failed (-early +later):\n%s", g, r, played, diff)
				}
			case allFailed:
				first = &got
			}
		}
	})
}
