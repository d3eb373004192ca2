package tables

import (
	"strings"
	"testing"

	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// TestExplainNamesSeatsAsThePage: the score terms the page shows name the
// seat a term is about as the page names its seats, in the page's
// language: the subscriber's own seat as "yours" ("dir", "dig"), a
// person by their name, a built-in player by the name the tables give it
// (Clara, as the terminal and the page call it); never by a bare seat
// number when the seat has a name.
func TestExplainNamesSeatsAsThePage(t *testing.T) {
	jungfrauOf := func(by int) score.Term {
		return score.Term{Kind: score.TermFactor, Ref: "MAD-R20", Factor: 2, Points: 16, By: by}
	}
	u := &table.Update{Seat: 1, Seats: []table.SeatStatus{
		{Seat: 0, Name: "Anna", Taken: true},
		{Seat: 1, Name: "Ben", Taken: true},
		{Seat: 2, Name: "Clara", Bot: true},
		{Seat: 3},
	}}
	u.View.Last = &variant.DealResult{Explanation: [][]score.Term{{jungfrauOf(0)}, {jungfrauOf(1)}, {jungfrauOf(2)}, {jungfrauOf(3)}}}
	got := Explain(u)
	want := map[string][]string{
		"en": {"Jungfrau of Anna", "Jungfrau of yours", "Jungfrau of Clara:", "Jungfrau of seat 4"},
		"de": {"Jungfrau von Anna", "Jungfrau von dir", "Jungfrau von Clara:", "Jungfrau von Platz 4"},
		"da": {"Jungfrauen hos Anna", "Jungfrauen hos dig", "Jungfrauen hos Clara:", "Jungfrauen hos plads 4"},
	}
	for lang, parts := range want {
		if len(got[lang]) != 4 {
			t.Fatalf("%s: %d seats explained, want 4: %v", lang, len(got[lang]), got[lang])
		}
		for s, part := range parts {
			if len(got[lang][s]) != 1 || !strings.Contains(got[lang][s][0], part) {
				t.Errorf("%s seat %d: %q, want it to name the seat as %q", lang, s, got[lang][s], part)
			}
		}
	}
	// A spectator has no seat of its own: seat 1 is Ben.
	u.Seat = -1
	if got := Explain(u)["en"][1][0]; !strings.Contains(got, "Jungfrau of Ben") {
		t.Errorf("a spectator is told %q, want Ben named", got)
	}
	// A built-in player without a name is named as the page does.
	u.Seats[2].Name = ""
	if got := Explain(u)["de"][2][0]; !strings.Contains(got, "Jungfrau von Computer 3") {
		t.Errorf("a nameless built-in player: %q", got)
	}
	if got := Explain(u)["da"][2][0]; !strings.Contains(got, "Jungfrauen hos computer 3") {
		t.Errorf("a nameless built-in player in Danish: %q", got)
	}
	if Explain(nil) != nil || Explain(&table.Update{}) != nil {
		t.Error("an update without a deal's result is explained")
	}
}
