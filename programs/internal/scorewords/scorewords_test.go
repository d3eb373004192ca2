package scorewords

import (
	"testing"

	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
)

// TestExplainNames: a term that names a seat names the subscriber's own
// seat as "yours" and a built-in player by its name, in each language.
func TestExplainNames(t *testing.T) {
	jungfrau := func(by int) score.Term {
		return score.Term{Kind: score.TermFactor, Ref: "MAD-R24", Points: 7, Factor: 2, By: by}
	}
	u := &table.Update{Seat: 0, Seats: []table.SeatStatus{{Seat: 0, Taken: true}, {Seat: 1, Bot: true, Name: "Anna"}, {Seat: 2, Bot: true, Name: "Bruno"}}}
	u.View.Last = &variant.DealResult{Explanation: [][]score.Term{{jungfrau(2)}, {jungfrau(0)}, {}}}
	got := Explain(u)
	want := map[string][][]string{
		"en": {{"×2 for the Jungfrau of Bruno: +7 (MAD-R24)"}, {"×2 for the Jungfrau of yours: +7 (MAD-R24)"}, {}},
		"de": {{"×2 für die Jungfrau von Bruno: +7 (MAD-R24)"}, {"×2 für die Jungfrau von dir: +7 (MAD-R24)"}, {}},
	}
	if diff := cmp.Diff(want["en"], got["en"]); diff != "" {
		t.Errorf("English (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want["de"], got["de"]); diff != "" {
		t.Errorf("German (-want +got):\n%s", diff)
	}
	if len(got["da"]) != 3 {
		t.Errorf("Danish: %v, want the three seats", got["da"])
	}
	if Explain(&table.Update{}) != nil || Explain(nil) != nil {
		t.Error("an update without a deal's result is explained")
	}
}
