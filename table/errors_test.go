package table

import (
	"errors"
	"regexp"
	"testing"
)

// TestErrorsInEveryLanguage: each of the table's own refusals has its
// message in English, German and Danish, each in its own words, and a
// refusal made of one carries all three.
func TestErrorsInEveryLanguage(t *testing.T) {
	notDanish := regexp.MustCompile(`\b(You|the|is|not|hast|die|das|ist|nicht|Platz|Tisch|Spiel)\b`)
	for _, e := range []*Error{ErrSecret, ErrNoFreeSeat, ErrSeatTaken, ErrWaiting, ErrFinished, ErrChat, ErrName, ErrLate, ErrNoTimer, ErrNoTurn} {
		if e.EN == "" || e.DE == "" || e.DA == "" || e.DA == e.EN || e.DA == e.DE {
			t.Errorf("%s: %q / %q / %q", e.Code, e.EN, e.DE, e.DA)
		}
		if w := notDanish.FindString(e.DA); w != "" {
			t.Errorf("%s: the Danish %q has %q", e.Code, e.DA, w)
		}
		for lang, want := range map[string]string{"en": e.EN, "de": e.DE, "da": e.DA, "": e.EN} {
			if got := e.Message(lang); got != want {
				t.Errorf("%s: Message(%q) = %q, want %q", e.Code, lang, got, want)
			}
		}
		r := refusal(e)
		if r.Code != e.Code || r.EN != e.EN || r.DE != e.DE || r.DA != e.DA {
			t.Errorf("%s: refused as %+v", e.Code, r)
		}
	}
	// An error of no kind the table knows is told as it is in each language.
	r := refusal(errors.New("boom"))
	if r.EN != "boom" || r.DE != "boom" || r.DA != "boom" {
		t.Errorf("a plain error refused as %+v", r)
	}
}
