package variant_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// explained is a deal's result scored with its explanation.
type explained struct {
	r score.Result
	x score.Explanation
}

// checkExplained fails unless the explained result is the scored one, each
// active seat's terms add up to its points and name a rule, and seats that
// did not play have no terms.
func checkExplained(t scoringFailer, what string, f score.Facts, want score.Result, e explained) {
	got, x := e.r, e.x
	if want != got {
		t.Fatalf("%s: explained result %v, scored %v", what, got, want)
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

// TestExplainMadonna: the explanation of every Madonna deal, under every
// option, adds up to its scores (MAD-R22 to MAD-R25, MAD-A1, MAD-A4 to
// MAD-A7).
func TestExplainMadonna(t *testing.T) {
	scoringProperty(t, func(t scoringFailer, d scoringDrawer) {
		g := genMadonna(d, true)
		genMadonnaAnnouncements(d, g)
		r := genMadonnaRules(d)
		f := g.facts(len(g.tricks))
		got, x := gametest.Score(games.SchwarzeMadonna, r, f)
		checkExplained(t, g.String(), f, gametest.Points(games.SchwarzeMadonna, r, f), explained{r: got, x: x})
	})
}

// TestExplainSau: the explanation of every Sau deal, under every option,
// adds up to its scores (SAU-R12, SAU-O2 to SAU-O6, SAU-A4, SAU-A6,
// SAU-A8, SAU-A10, SAU-A11, SAU-A17).
func TestExplainSau(t *testing.T) {
	scoringProperty(t, func(t scoringFailer, d scoringDrawer) {
		g := genSau(d, true)
		r := genSauRules(d)
		genSauAnnouncements(d, g, r)
		f := g.facts(len(g.tricks))
		got, x := gametest.Score(games.SchwarzeSau, r, f)
		checkExplained(t, g.String(), f, gametest.Points(games.SchwarzeSau, r, f), explained{r: got, x: x})
	})
}

// TestExplainBlackMariaAndHearts: the explanations of random 52-card deals
// add up to the scores of Black Maria (BM-R7, BM-O2, BM-O4, BM-A6) and
// Hearts (SH-R8, SH-R9, SH-O2) under their options, moons and slams
// included.
func TestExplainBlackMariaAndHearts(t *testing.T) {
	scoringProperty(t, func(t scoringFailer, d scoringDrawer) {
		f := score.NewFacts(4, 0b1111)
		cards := card.Full52.Cards()
		for i := len(cards) - 1; i > 0; i-- {
			j := d.intRange(0, i, "shuffle")
			cards[i], cards[j] = cards[j], cards[i]
		}
		pool := d.intRange(1, 4, "winners") // one winner makes moons and slams
		for i := range 13 {
			w := d.intRange(0, pool-1, "winner")
			f.Tricks[w]++
			f.Taken[w] |= card.Of(cards[i*4 : i*4+4]...)
		}
		f.Played = 13
		o := blackmaria.Omnibus(d.intRange(0, 2, "omnibus"))
		spot := d.intRange(0, 1, "spot") == 1
		bm := gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: spot, Omnibus: o, SpadeValues: blackmaria.SpadeValues(d.intRange(0, 1, "spades"))})
		slam := blackmaria.SlamRule(d.intRange(0, 1, "slam"))
		got, x := gametest.BlackMariaScore(f, bm, card.Full52, slam, o)
		checkExplained(t, "black-maria", f, gametest.BlackMariaPoints(f, bm, card.Full52, slam, o), explained{r: got, x: x})
		h := gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: spot, Omnibus: o})
		moon := hearts.MoonMode(d.intRange(0, 2, "moon"))
		jack := d.intRange(0, 1, "jack") == 1
		got, x = gametest.HeartsScore(f, h, moon, o, jack)
		checkExplained(t, "hearts", f, gametest.HeartsPoints(f, h, moon, o, jack), explained{r: got, x: x})
	})
}

// TestExplainWorkedExample: MAD-E4 explained: seat 2 took no trick, so
// the others' card points are doubled (MAD-R24), and the terms say so in
// English, German and Danish, the cards in each reader's notation (D♠,
// E♥); the JSON of a term reads back the same.
func TestExplainWorkedExample(t *testing.T) {
	f := score.NewFacts(4, 0b1111)
	f.Played = 8
	f.Tricks = [6]int{3, 3, 0, 2}
	f.Taken[0] = card.MustParseSet("QS AH 7C 8C 9C 10C JC QC KC AC 7D 8D")
	f.Taken[1] = card.MustParseSet("7H 8H 9H 10H 9D 10D JD QD KD AD 7S 8S")
	f.Taken[3] = card.MustParseSet("JH QH KH 9S 10S JS KS AS")
	r, x := gametest.Score(games.SchwarzeMadonna, nil, f)
	if diff := cmp.Diff([6]int{18, 8, 0, 6}, r.Points); diff != "" {
		t.Fatalf("MAD-E4 points (-want +got):\n%s", diff)
	}
	var en, de, da []string
	for _, term := range x[0] {
		en, de, da = append(en, term.Text("en")), append(de, term.Text("de")), append(da, term.Text("da"))
	}
	wantEN := []string{"A♥ Q♠: 9 card points (MAD-R2)", "×2 for the Jungfrau of seat 3: +9 (MAD-R24)"}
	wantDE := []string{"A♥ D♠: 9 Kartenpunkte (MAD-R2)", "×2 für die Jungfrau von Platz 3: +9 (MAD-R24)"}
	wantDA := []string{"E♥ D♠: 9 kortpoint (MAD-R2)", "×2 for Jungfrauen hos plads 3: +9 (MAD-R24)"}
	if diff := cmp.Diff(wantEN, en); diff != "" {
		t.Errorf("seat 0 in English (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(wantDE, de); diff != "" {
		t.Errorf("seat 0 in German (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(wantDA, da); diff != "" {
		t.Errorf("seat 0 in Danish (-want +got):\n%s", diff)
	}
	if got := x[2][0].Text("en"); got != "Jungfrau, took no trick: 0 (MAD-R14)" {
		t.Errorf("seat 2: %q", got)
	}
	b, err := json.Marshal(x[0])
	if err != nil {
		t.Fatal(err)
	}
	const want = `[{"kind":"cards","rule":"MAD-R2","points":9,"cards":["AH","QS"],"by":null},{"kind":"factor","rule":"MAD-R24","points":9,"cards":[],"factor":2,"by":2}]`
	if string(b) != want {
		t.Errorf("JSON %s, want %s", b, want)
	}
	var back []score.Term
	if err := json.Unmarshal(b, &back); err != nil || !cmp.Equal(back, x[0]) {
		t.Errorf("JSON reads back %+v (%v), want %+v", back, err, x[0])
	}
}
