package madonna_test

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/score"
)

// TestExplainMadonna: the explanation of every Madonna deal, under every
// option, adds up to its scores (MAD-R22 to MAD-R25, MAD-A1, MAD-A4 to
// MAD-A7).
func TestExplainMadonna(t *testing.T) {
	gametest.Property(t, func(t gametest.Failer, d gametest.Drawer) {
		g := genMadonna(d, true)
		genMadonnaAnnouncements(d, g)
		r := genMadonnaRules(d)
		f := g.Facts(len(g.Tricks))
		got, x := gametest.Score(games.SchwarzeMadonna, r, f)
		gametest.CheckExplained(t, g.String(), f, gametest.Points(games.SchwarzeMadonna, r, f), gametest.Explained{R: got, X: x})
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
