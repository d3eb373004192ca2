package score_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// TestEveryTermText tells every kind of term in English, German and
// Danish with one card and several, 1 point and several, of no seat's
// game and of another seat's, and checks each text: no blank left and
// no untranslated text, cards in the reader's notation (Q♠, German D♠,
// Danish E♥, never the record's QS), a count of 1 with its noun in the
// singular, no English word in German or Danish, and the seat named as
// the caller names it.
func TestEveryTermText(t *testing.T) {
	recordCard := regexp.MustCompile(`\b(10|[2-9JQKA])[CDHS]\b`)
	foreign := map[string]*regexp.Regexp{
		"en": regexp.MustCompile(`(^|[^\pL])(D|B|Kn|E)[♣♦♥♠]`),
		"de": regexp.MustCompile(`(^|[^\pL])(Q|J|Kn|E)[♣♦♥♠]`),
		"da": regexp.MustCompile(`(^|[^\pL])(Q|J|B|A)[♣♦♥♠]`),
	}
	plural1 := regexp.MustCompile(`(^|[^0-9])[-+]?1 (card points|rounds|Kartenpunkte|Runden|runder)\b`)
	// english leaves out "for", which is Danish too.
	english := regexp.MustCompile(`\b(the|of|card|cards|points|took|every|trick|stock|deal|round|lost|held|written|later|carried|out|void|flat)\b`)
	names := func(int, string) string { return "Bruno" }
	texts := 0
	for k := score.TermCards; k.String() != fmt.Sprintf("term(%d)", uint8(k)); k++ {
		for _, cards := range []card.Set{card.MustParseSet("QS"), card.MustParseSet("JH QS AD 10C")} {
			for _, pts := range []int{1, 13} {
				for _, by := range []int{score.NoSeat, 1} {
					term := score.Term{Kind: k, Ref: "MAD-R2", Points: pts, Cards: cards, Factor: 2, By: by}
					en := term.TextNamed("en", names)
					for _, lang := range []string{"en", "de", "da"} {
						s := term.TextNamed(lang, names)
						what := fmt.Sprintf("%v, cards %v, %d points, by %d, %s: %q", k, cards, pts, by, lang, s)
						texts++
						switch {
						case s == "" || strings.Contains(s, "%!"):
							t.Errorf("%s: a blank left", what)
						case lang != "en" && s == en:
							t.Errorf("%s: untranslated", what)
						case recordCard.MatchString(s):
							t.Errorf("%s: a card in the record's notation", what)
						case foreign[lang].MatchString(s):
							t.Errorf("%s: a card in another language's notation", what)
						case plural1.MatchString(s):
							t.Errorf("%s: one in the plural", what)
						case lang != "en" && english.MatchString(s):
							t.Errorf("%s: the English %q", what, english.FindString(s))
						case by != score.NoSeat && strings.Contains(en, "Bruno") && !strings.Contains(s, "Bruno"):
							t.Errorf("%s: the seat is not named as the caller names it", what)
						}
					}
				}
			}
		}
	}
	if texts < 16*24 {
		t.Errorf("%d texts checked, want every kind", texts)
	}
}
