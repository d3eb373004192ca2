package madonna_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// ---- Schwarze Madonna: worked examples and rulings ----

// madonnaExamples returns the facts of the worked examples MAD-E1 … E12.
func madonnaExamples(t *testing.T) map[string]score.Facts {
	tab := gametest.MustTable(games.SchwarzeMadonna, nil)
	h := func(tricks int, cards string) gametest.Hand { return gametest.Hand{Tricks: tricks, Cards: cards} }
	ex := map[string]score.Facts{}

	// MAD-E1: 5 players; seats 1 and 2 announced Jungfrau and took no
	// trick; seat 0 took tricks worth 0; seat 3 10 points, seat 4 6.
	f := gametest.ByHand(t, tab, seat.All(5), "7C 8C",
		h(2, ""), h(0, ""), h(0, ""), h(2, "QS 7H 8H"), h(2, "9H 10H JH QH KH AH"))
	f.AnnouncedNoTrick = seat.Of(1, 2)
	ex["E1"] = f
	// MAD-E2: as E1, but seat 2's Jungfrau was not announced.
	f.AnnouncedNoTrick = seat.Of(1)
	ex["E2"] = f
	// MAD-E3: normal deal, 4 players.
	ex["E3"] = gametest.ByHand(t, tab, seat.All(4), "",
		h(2, "QS"), h(2, "7H 8H 9H"), h(2, ""), h(2, "10H JH QH KH AH"))
	// MAD-E4: seat 2 took no trick, unannounced.
	ex["E4"] = gametest.ByHand(t, tab, seat.All(4), "",
		h(3, "QS AH"), h(3, "7H 8H 9H 10H"), h(0, ""), h(2, "JH QH KH"))
	// MAD-E5: seats 1 and 3 took no trick, unannounced.
	ex["E5"] = gametest.ByHand(t, tab, seat.All(4), "",
		h(4, "QS 7H 8H"), h(0, ""), h(4, "9H 10H JH QH KH AH"), h(0, ""))
	// MAD-E6: 3 players, seat 1 announced Jungfrau and took no trick.
	f = gametest.ByHand(t, tab, seat.All(3), "7C 8C",
		h(5, "QS 7H 8H 9H"), h(0, ""), h(5, "10H JH QH KH AH"))
	f.AnnouncedNoTrick = seat.Of(1)
	ex["E6"] = f
	// MAD-E7: seat 1 announced Jungfrau and won trick 4, a zero-point
	// trick; the deal ended after trick 4 (MAD-R21).
	f = gametest.ByHand(t, tab, seat.All(3), "7C 8C", h(2, "QS"), h(1, ""), h(1, "7H"))
	f.AnnouncedNoTrick = seat.Of(1)
	ex["E7"] = f
	// MAD-E8: seat 3 took all 8 tricks, unannounced.
	ex["E8"] = gametest.ByHand(t, tab, seat.All(4), "",
		h(0, ""), h(0, ""), h(0, ""), h(8, "QS 7H 8H 9H 10H JH QH KH AH"))
	// MAD-E9: seat 0 announced Durchmarsch and took all 8 tricks.
	f = gametest.ByHand(t, tab, seat.All(4), "",
		h(8, "QS 7H 8H 9H 10H JH QH KH AH"), h(0, ""), h(0, ""), h(0, ""))
	f.AnnouncedSweep = 0
	ex["E9"] = f
	// MAD-E10: seat 0 announced Durchmarsch and won tricks 1–2; seat 2 won
	// trick 3 and the deal ended there.
	f = gametest.ByHand(t, tab, seat.All(4), "", h(2, "7H"), h(0, ""), h(1, "QS"), h(0, ""))
	f.AnnouncedSweep = 0
	ex["E10"] = f
	// MAD-E11: seat 0 announced Jungfrau and took no trick; seat 1 took
	// all 10 tricks without announcing.
	f = gametest.ByHand(t, tab, seat.All(3), "7C 8C",
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
	single := madonna.Options{JungfrauFactor: madonna.SingleFactor}
	res := func(o score.Outcome, p ...int) score.Result {
		return score.Result{Points: gametest.SeatPoints(p...), Outcome: o}
	}
	gametest.RunScoreCases(t, games.SchwarzeMadonna, []gametest.ScoreCase{
		{Name: "MAD-E1 two announced Jungfrau ×3×3", Facts: ex["E1"], Rules: nil, Want: res(score.AnnouncedNoTrick, 0, 0, 0, 90, 54)},
		{Name: "MAD-E1 JungfrauFactor=Single (MAD-A4)", Facts: ex["E1"], Rules: single, Want: res(score.AnnouncedNoTrick, 0, 0, 0, 30, 18)},
		{Name: "MAD-E2 announced and unannounced Jungfrau ×3×2", Facts: ex["E2"], Rules: nil, Want: res(score.AnnouncedNoTrick, 0, 0, 0, 60, 36)},
		{Name: "MAD-E2 JungfrauFactor=Single (MAD-A4)", Facts: ex["E2"], Rules: single, Want: res(score.AnnouncedNoTrick, 0, 0, 0, 30, 18)},
		{Name: "MAD-E3 normal deal (MAD-R25)", Facts: ex["E3"], Rules: nil, Want: res(score.Normal, 8, 3, 0, 5)},
		{Name: "MAD-E4 unannounced Jungfrau ×2", Facts: ex["E4"], Rules: nil, Want: res(score.NoTrick, 18, 8, 0, 6)},
		{Name: "MAD-E4 JungfrauFactor=Single", Facts: ex["E4"], Rules: single, Want: res(score.NoTrick, 18, 8, 0, 6)},
		{Name: "MAD-E5 two unannounced Jungfrau ×4 (MAD-A4)", Facts: ex["E5"], Rules: nil, Want: res(score.NoTrick, 40, 0, 24, 0)},
		{Name: "MAD-E5 JungfrauFactor=Single ×2", Facts: ex["E5"], Rules: single, Want: res(score.NoTrick, 20, 0, 12, 0)},
		{Name: "MAD-E6 announced Jungfrau succeeds, the seed's 48", Facts: ex["E6"], Rules: nil, Want: res(score.AnnouncedNoTrick, 33, 0, 15)},
		{Name: "MAD-E7 announced Jungfrau fails (MAD-R22)", Facts: ex["E7"], Rules: nil, Want: res(score.FailedAnnouncement, 0, 48, 0)},
		{Name: "MAD-E8 unannounced Durchmarsch (MAD-R23)", Facts: ex["E8"], Rules: nil, Want: res(score.Sweep, 16, 16, 16, 0)},
		{Name: "MAD-E9 announced Durchmarsch succeeds", Facts: ex["E9"], Rules: nil, Want: res(score.AnnouncedSweep, 0, 64, 64, 64)},
		{Name: "MAD-E10 announced Durchmarsch fails", Facts: ex["E10"], Rules: nil, Want: res(score.FailedAnnouncement, 64, 0, 0, 0)},
		{Name: "MAD-E11 Durchmarsch beats announced Jungfrau (MAD-A5)", Facts: ex["E11"], Rules: nil, Want: res(score.Sweep, 16, 0, 16)},
		{Name: "MAD-E12 both announced, the Durchmarsch wins", Facts: ex["E12"], Rules: nil, Want: res(score.AnnouncedSweep, 64, 0, 64)},
	})
}

func TestMadonnaDealFailureScoring(t *testing.T) {
	tab := gametest.MustTable(games.SchwarzeMadonna, nil)
	h := func(tricks int, cards string) gametest.Hand { return gametest.Hand{Tricks: tricks, Cards: cards} }
	indep := madonna.Options{FailureScoring: madonna.Independent}
	res := func(o score.Outcome, p ...int) score.Result {
		return score.Result{Points: gametest.SeatPoints(p...), Outcome: o}
	}

	// MAD-A6 edge case: seat 0 announced Durchmarsch, and seat 2 took every
	// trick (under Independent the deal is played out).
	edge := gametest.ByHand(t, tab, seat.All(4), "",
		h(0, ""), h(0, ""), h(8, "QS 7H 8H 9H 10H JH QH KH AH"), h(0, ""))
	edge.AnnouncedSweep = 0
	// The same under the default early end: seat 2 won trick 1 and the
	// deal ended.
	edgeEarly := gametest.ByHand(t, tab, seat.All(4), "", h(0, ""), h(0, ""), h(1, "7H"), h(0, ""))
	edgeEarly.AnnouncedSweep = 0

	// Mixed: seat 1's announced Jungfrau succeeds, seat 2's fails (a
	// zero-point trick), played out under Independent.
	mixed := gametest.ByHand(t, tab, seat.All(4), "",
		h(4, "QS 7H 8H"), h(0, ""), h(1, ""), h(3, "9H 10H JH QH KH AH"))
	mixed.AnnouncedNoTrick = seat.Of(1, 2)

	// A failed Durchmarsch announcer who took no trick is not a Jungfrau
	// of the remaining seats ("among themselves", MAD-A6).
	noTrick := gametest.ByHand(t, tab, seat.All(4), "",
		h(0, ""), h(3, "QS"), h(3, "7H 8H 9H"), h(2, "10H JH QH KH AH"))
	noTrick.AnnouncedSweep = 0

	// A Jungfrau announcer who took every trick failed; it is not the
	// Durchmarsch player of the remaining seats.
	sweptJ := gametest.ByHand(t, tab, seat.All(3), "7C 8C",
		h(0, ""), h(10, "QS 7H 8H 9H 10H JH QH KH AH"), h(0, ""))
	sweptJ.AnnouncedNoTrick = seat.Of(1)

	// Both kinds fail: seat 0 announced Jungfrau, seat 1 Durchmarsch, and
	// seat 0 won a trick.
	both := gametest.ByHand(t, tab, seat.All(3), "7C 8C", h(1, "QS"), h(1, "7H"), h(0, ""))
	both.AnnouncedNoTrick, both.AnnouncedSweep = seat.Of(0), 1

	e7Played := madonnaExamples(t)["E7"]
	gametest.RunScoreCases(t, games.SchwarzeMadonna, []gametest.ScoreCase{
		{Name: "MAD-A6 edge AnnouncerOnly", Facts: edge, Rules: nil, Want: res(score.FailedAnnouncement, 64, 0, 0, 0)},
		{Name: "MAD-A6 edge AnnouncerOnly, ended at trick 1 (MAD-R21)", Facts: edgeEarly, Rules: nil, Want: res(score.FailedAnnouncement, 64, 0, 0, 0)},
		{Name: "MAD-A6 edge Independent", Facts: edge, Rules: indep, Want: res(score.FailedAnnouncement, 64, 16, 0, 16)},
		{Name: "MAD-A6 edge Independent with MAD-A7", Facts: edge, Rules: madonna.Options{FailureScoring: madonna.Independent, DurchmarschKeepsCardPoints: true},
			Want: res(score.FailedAnnouncement, 64, 16, 16, 16)},
		{Name: "MAD-A6 mixed AnnouncerOnly: the success earns nothing", Facts: mixed, Rules: nil, Want: res(score.FailedAnnouncement, 0, 0, 48, 0)},
		{Name: "MAD-A6 mixed Independent: the rest ×3", Facts: mixed, Rules: indep, Want: res(score.FailedAnnouncement, 30, 0, 48, 18)},
		{Name: "MAD-A6 mixed Independent with Flat48", Facts: mixed, Rules: madonna.Options{FailureScoring: madonna.Independent, AnnouncedJungfrau: madonna.Flat48},
			Want: res(score.FailedAnnouncement, 48, 0, 48, 48)},
		{Name: "MAD-A6 Independent, failed Durchmarsch announcer with no trick", Facts: noTrick, Rules: indep, Want: res(score.FailedAnnouncement, 64, 8, 3, 5)},
		{Name: "MAD-A6 Independent, failed Jungfrau announcer took every trick", Facts: sweptJ, Rules: indep, Want: res(score.FailedAnnouncement, 0, 48, 0)},
		{Name: "MAD-A6 AnnouncerOnly, failed Jungfrau announcer took every trick", Facts: sweptJ, Rules: nil, Want: res(score.FailedAnnouncement, 0, 48, 0)},
		{Name: "MAD-E7 Independent: the others by card points", Facts: e7Played, Rules: indep, Want: res(score.FailedAnnouncement, 8, 48, 1)},
		{Name: "MAD-R22, MAD-A8 both kinds fail (flat 48 and 64), AnnouncerOnly", Facts: both, Rules: nil, Want: res(score.FailedAnnouncement, 48, 64, 0)},
		{Name: "MAD-R22 both kinds fail, Independent: seat 2 is a Jungfrau of the rest", Facts: both, Rules: indep, Want: res(score.FailedAnnouncement, 48, 64, 0)},
	})
}

func TestMadonnaDealOptions(t *testing.T) {
	ex := madonnaExamples(t)
	keep := madonna.Options{DurchmarschKeepsCardPoints: true}
	flat := madonna.Options{AnnouncedJungfrau: madonna.Flat48}
	flatSingle := madonna.Options{AnnouncedJungfrau: madonna.Flat48, JungfrauFactor: madonna.SingleFactor}
	res := func(o score.Outcome, p ...int) score.Result {
		return score.Result{Points: gametest.SeatPoints(p...), Outcome: o}
	}
	gametest.RunScoreCases(t, games.SchwarzeMadonna, []gametest.ScoreCase{
		// MAD-A7: the Durchmarsch player keeps its card points (16).
		{Name: "MAD-A7 keeps card points, MAD-E8", Facts: ex["E8"], Rules: keep, Want: res(score.Sweep, 16, 16, 16, 16)},
		{Name: "MAD-A7 keeps card points, MAD-E9", Facts: ex["E9"], Rules: keep, Want: res(score.AnnouncedSweep, 16, 64, 64, 64)},
		{Name: "MAD-A7 keeps card points, MAD-E11", Facts: ex["E11"], Rules: keep, Want: res(score.Sweep, 16, 16, 16)},
		{Name: "MAD-A7 does not touch a normal deal, MAD-E3", Facts: ex["E3"], Rules: keep, Want: res(score.Normal, 8, 3, 0, 5)},
		// MAD-A1 Flat48: a flat 48 per successful announced Jungfrau for
		// every seat that took a trick, doubled per unannounced Jungfrau.
		{Name: "MAD-A1 Flat48 one announced, MAD-E6", Facts: ex["E6"], Rules: flat, Want: res(score.AnnouncedNoTrick, 48, 0, 48)},
		{Name: "MAD-A1 Flat48 two announced, MAD-E1", Facts: ex["E1"], Rules: flat, Want: res(score.AnnouncedNoTrick, 96, 0, 0, 96, 96)},
		{Name: "MAD-A1 Flat48 announced and unannounced, MAD-E2", Facts: ex["E2"], Rules: flat, Want: res(score.AnnouncedNoTrick, 96, 0, 0, 96, 96)},
		{Name: "MAD-A1 Flat48 with Single, MAD-E1", Facts: ex["E1"], Rules: flatSingle, Want: res(score.AnnouncedNoTrick, 48, 0, 0, 48, 48)},
		{Name: "MAD-A1 Flat48 with Single, MAD-E2", Facts: ex["E2"], Rules: flatSingle, Want: res(score.AnnouncedNoTrick, 48, 0, 0, 48, 48)},
		{Name: "MAD-A1 Flat48 changes nothing without an announced Jungfrau, MAD-E4", Facts: ex["E4"], Rules: flat, Want: res(score.NoTrick, 18, 8, 0, 6)},
		{Name: "MAD-A1 Flat48 changes nothing with a Durchmarsch, MAD-E11", Facts: ex["E11"], Rules: flat, Want: res(score.Sweep, 16, 0, 16)},
		{Name: "MAD-A1 Flat48 changes nothing on failure, MAD-E7", Facts: ex["E7"], Rules: flat, Want: res(score.FailedAnnouncement, 0, 48, 0)},
	})
}

func TestMadonnaDealEdges(t *testing.T) {
	// No trick played: nothing to score.
	f := score.NewFacts(4, seat.All(4))
	f.AnnouncedNoTrick, f.AnnouncedSweep = seat.Of(1), 2
	if diff := cmp.Diff(score.Result{}, gametest.Points(games.SchwarzeMadonna, nil, f)); diff != "" {
		t.Errorf("no trick played: mismatch (-want +got):\n%s", diff)
	}
	// Malformed facts with too many seats must not panic.
	f.Seats, f.Played = 9, 1
	f.Tricks[0] = 1
	_ = gametest.Points(games.SchwarzeMadonna, nil, f)
}

// ---- Schwarze Madonna: properties ----

// madonnaTricks is MAD-R13's number of tricks for k players.
var madonnaTricks = map[int]int{3: 10, 4: 8, 5: 6, 6: 5}

// genMadonna deals a random Madonna deal: k = 3 … 6 players, possibly at
// a larger table with inactive seats, a stock of zero-point cards
// (MAD-R10), optionally cut short.
func genMadonna(d gametest.Drawer, partial bool) *gametest.ScoringDeal {
	k := d.IntRange(3, 6, "players")
	seats := d.IntRange(k, seat.Max, "seats")
	tab := gametest.MustTable(games.SchwarzeMadonna, nil)
	return gametest.GenDeal(d, gametest.DealShape{Seats: seats, Active: k, Tricks: madonnaTricks[k], StockFrom: gametest.Pack32 &^ tab.Valued()}, partial)
}

// genMadonnaRules draws every option combination of MAD-A1 to MAD-A13.
func genMadonnaRules(d gametest.Drawer) madonna.Options {
	return madonna.Options{
		AnnouncedJungfrau:          madonna.AnnouncedJungfrauScoring(d.IntRange(0, 1, "announced-jungfrau")),
		JungfrauFactor:             madonna.JungfrauFactor(d.IntRange(0, 1, "jungfrau-factor")),
		FailureScoring:             madonna.FailureScoring(d.IntRange(0, 1, "failure-scoring")),
		DurchmarschKeepsCardPoints: d.IntRange(0, 1, "keeps") == 1,
	}
}

// genMadonnaAnnouncements draws the announcements of MAD-R18: any active
// seats announce Jungfrau, and at most one other seat Durchmarsch.
func genMadonnaAnnouncements(d gametest.Drawer, g *gametest.ScoringDeal) {
	for _, s := range g.Active.Seats() {
		if d.IntRange(0, 3, "jungfrau") == 0 {
			g.AnnouncedNoTrick = g.AnnouncedNoTrick.Add(s)
		}
	}
	if d.IntRange(0, 2, "durchmarsch") == 0 {
		act := g.Active.Seats()
		if s := act[d.IntRange(0, len(act)-1, "durchmarsch seat")]; !g.AnnouncedNoTrick.Has(s) {
			g.AnnouncedSweep = s
		}
	}
}

// refMadonna is the pseudo-code of docs/rules.md with the options of MAD-A1 to MAD-A13,
// written out as plainly as possible over the active seats, as an
// independent check of the Madonna scorer.
func refMadonna(f score.Facts, r madonna.Options) score.Result {
	tab := gametest.MustTable(games.SchwarzeMadonna, nil)
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
		if r.FailureScoring == madonna.AnnouncerOnly {
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
	if r.JungfrauFactor == madonna.SingleFactor {
		switch {
		case announced > 0:
			factor = 3
		case unannounced > 0:
			factor = 2
		}
	}
	for _, i := range players {
		switch {
		case r.AnnouncedJungfrau == madonna.Flat48 && announced > 0 && f.Tricks[i] == 0:
			res.Points[i] = 0
		case r.AnnouncedJungfrau == madonna.Flat48 && announced > 0 && r.JungfrauFactor == madonna.SingleFactor:
			res.Points[i] = 48
		case r.AnnouncedJungfrau == madonna.Flat48 && announced > 0:
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

// TestMadonnaDealPropertiesWithoutAnnouncements checks MAD-R23 to MAD-R25
// on random full deals without announcements: the scores sum to 16 ×
// factor, or 16 × (n−1) after a Durchmarsch, and are the card points (sum
// 16, MAD-R10) in a normal deal. Inactive seats score 0.
func TestMadonnaDealPropertiesWithoutAnnouncements(t *testing.T) {
	tab := gametest.MustTable(games.SchwarzeMadonna, nil)
	gametest.Property(t, func(t gametest.Failer, d gametest.Drawer) {
		g := genMadonna(d, false)
		r := genMadonnaRules(d)
		f := g.Facts(len(g.Tricks))
		got := gametest.Points(games.SchwarzeMadonna, r, f)
		gametest.CheckInactiveZero(t, g, got)

		n := g.Active.Len()
		sweeper, zero, cardSum := score.NoSeat, 0, 0
		for _, s := range g.Active.Seats() {
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
			if r.JungfrauFactor == madonna.SingleFactor && zero > 0 {
				factor = 2
			}
			wantOutcome := score.Normal
			if zero > 0 {
				wantOutcome = score.NoTrick
			}
			if got.Sum() != 16*factor || got.Outcome != wantOutcome {
				t.Fatalf("%v %+v: sum %d outcome %v, want %d %v", g, r, got.Sum(), got.Outcome, 16*factor, wantOutcome)
			}
			for _, s := range g.Active.Seats() {
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
	gametest.Property(t, func(t gametest.Failer, d gametest.Drawer) {
		g := genMadonna(d, true)
		genMadonnaAnnouncements(d, g)
		r := genMadonnaRules(d)
		f := g.Facts(len(g.Tricks))
		got := gametest.Points(games.SchwarzeMadonna, r, f)
		gametest.CheckInactiveZero(t, g, got)
		if diff := cmp.Diff(refMadonna(f, r), got); diff != "" {
			t.Fatalf("%v %+v: the Madonna scorer mismatch with MAD-R22..R25 (-ref +got):\n%s", g, r, diff)
		}
	})
}

// TestMadonnaDealEarlyEnd checks MAD-R21 and MAD-A6: under AnnouncerOnly,
// once every announcement has failed (as FailedAnnouncers reports), no
// further trick changes the result, so ending the deal there is safe.
func TestMadonnaDealEarlyEnd(t *testing.T) {
	gametest.Property(t, func(t gametest.Failer, d gametest.Drawer) {
		g := genMadonna(d, false)
		genMadonnaAnnouncements(d, g)
		r := genMadonnaRules(d)
		r.FailureScoring = madonna.AnnouncerOnly
		var first *score.Result
		for played := 1; played <= len(g.Tricks); played++ {
			f := g.Facts(played)
			fj, fd := f.FailedAnnouncers()
			allFailed := (g.AnnouncedNoTrick != 0 || g.AnnouncedSweep != score.NoSeat) &&
				fj == g.AnnouncedNoTrick && fd == (g.AnnouncedSweep != score.NoSeat)
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
