package variant_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// TestDealResultExplained plays random matches of every game under
// options that reach every kind of scoring (MAD-R22 to MAD-R25, MAD-A1,
// MAD-A4, MAD-A6, MAD-A7, BM-O2, BM-O4, SH-R9, SH-O2, SAU-O2 to SAU-O6,
// SAU-A4, SAU-A6, SAU-A12, SAU-R8, OM-R9) and checks every deal's
// explanation: one list of terms per seat, adding up to the seat's
// points, each term naming a rule of the catalogue and telling itself in
// English and German; the result's JSON and the view's carry it.
func TestDealResultExplained(t *testing.T) {
	tables := []struct {
		id    games.ID
		seats int
		o     variant.Options
	}{
		{games.SchwarzeMadonna, 4, nil},
		{games.SchwarzeMadonna, 3, madonna.Options{FailureScoring: madonna.Independent, DurchmarschKeepsCardPoints: true}},
		{games.SchwarzeMadonna, 5, madonna.Options{AnnouncedJungfrau: madonna.Flat48, JungfrauFactor: madonna.SingleFactor}},
		{games.SchwarzeMadonna, 6, nil},
		{games.BlackMaria, 3, blackmaria.Options{Slam: blackmaria.SlamDeduct, Omnibus: blackmaria.OmnibusJD}},
		{games.BlackMaria, 6, blackmaria.Options{SpotHearts: true}},
		{games.Hearts, 4, hearts.Options{Omnibus: blackmaria.OmnibusJD}},
		{games.Hearts, 5, hearts.Options{Moon: hearts.MoonSubtractFromShooter, SpotHearts: true}},
		{games.SchwarzeSau, 3, sau.Options{Jungfrau: true, Durchmarsch: true, AngesagterDurchmarsch: true, StockExchange: true, Schieben: true, SixtySplit: sau.SplitNextDeal, StockScoring: sau.StockMostPoints}},
		{games.SchwarzeSau, 4, sau.Options{Jungfrau: true, MultipleJungfrau: true, SpecialAddsCardPoints: true, StockExchange: true, StockScoring: sau.StockLastTrickWinner}},
		{games.OldMaid, 3, nil},
	}
	kinds := map[score.TermKind]bool{}
	for _, tb := range tables {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := games.New(tb.id, tb.seats, tb.o, rand.NewPCG(seed, 1))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 2))
			for deals := 0; !g.Over() && deals < 12; {
				switch g.Phase() {
				case variant.PhaseDeal, variant.PhaseDealOver:
					if err := g.Deal(); err != nil {
						t.Fatal(err)
					}
					continue
				}
				m, _ := g.RandomMove(r)
				// Announce now and then, so that contracts are won and lost.
				if ann := g.Announcements(nil); len(ann) > 0 && r.IntN(4) == 0 {
					m = ann[r.IntN(len(ann))]
				}
				if err := g.Apply(m); err != nil {
					t.Fatal(err)
				}
				if p := g.Phase(); p != variant.PhaseDealOver && p != variant.PhaseMatchOver {
					continue
				}
				deals++
				res, _ := g.Result()
				checkExplanation(t, tb.id, res, kinds)
				v, err := g.View(0)
				if err != nil {
					t.Fatal(err)
				}
				if v.Last == nil || !cmp.Equal(v.Last.Explanation, res.Explanation) {
					t.Fatalf("%v: seat 0's view lacks the last deal's explanation", tb.id)
				}
			}
		}
	}
	for _, k := range []score.TermKind{score.TermCards, score.TermBonus, score.TermFactor, score.TermFlat, score.TermSweep,
		score.TermNoTrick, score.TermSpared, score.TermPush, score.TermOut, score.TermOddCard} {
		if !kinds[k] {
			t.Errorf("no deal was explained with a term of kind %v", k)
		}
	}
}

func checkExplanation(t *testing.T, id games.ID, res variant.DealResult, kinds map[score.TermKind]bool) {
	t.Helper()
	if len(res.Explanation) != len(res.Points) {
		t.Fatalf("%v: %d seats explained, %d scored", id, len(res.Explanation), len(res.Points))
	}
	for s, terms := range res.Explanation {
		if sum := score.Sum(terms); sum != res.Points[s] {
			t.Fatalf("%v deal %d (%v): seat %d's terms %v add up to %d, not %d", id, res.Number, res.Outcome, s, terms, sum, res.Points[s])
		}
		for _, term := range terms {
			kinds[term.Kind] = true
			if _, ok := games.CatalogueEntry(term.Ref); !ok {
				t.Fatalf("%v: term %+v cites %q, which is not in the catalogue", id, term, term.Ref)
			}
			en, de, da := term.Text("en"), term.Text("de"), term.Text("da")
			if en == de || da == en || da == de || strings.Contains(en+de+da, "%!") {
				t.Fatalf("%v: term %+v tells %q / %q / %q", id, term, en, de, da)
			}
		}
	}
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var back variant.DealResult
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(res.Explanation, back.Explanation); diff != "" || !strings.Contains(string(b), `"explanation":[[`) {
		t.Fatalf("%v: the explanation does not survive JSON (-want +got):\n%s\n%s", id, diff, b)
	}
}
