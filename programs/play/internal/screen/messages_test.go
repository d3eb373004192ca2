package screen

import (
	"regexp"
	"strings"
	"testing"

	"github.com/blackqueen/rules/variant"
)

// recordNotation finds a card in the record's notation ("4C", "QS") or
// in the German words of the rule messages ("Herz Dame").
var recordNotation = regexp.MustCompile(`\b(10|[2-9TJQKA])[CDHS]\b|\b(Kreuz|Karo|Herz|Pik) (10|[2-9]|Bube|Dame|König|Ass)\b`)

// TestRefusalsSpeakAsTheTable plays a card that does not follow suit in
// each language: the refusal speaks to the user in the second person
// ("You must follow", "Du musst", "Du skal") and tells the cards as the
// hand shows them (4♣, German D♥), not in the record's notation or in
// words.
func TestRefusalsSpeakAsTheTable(t *testing.T) {
	for _, tc := range []struct{ lang, you string }{{"en", "You must follow"}, {"de", "Du musst"}, {"da", "Du skal bekende"}} {
		d := drive(t, "-game", "hearts", "-seed", "3", "-lang", tc.lang)
		s := d.playUntil(func(s shot) bool {
			return s.v.Turn != nil && s.v.Turn.Kind == variant.Play && len(s.v.Current.Cards) > 0 && s.v.Hand&^s.v.Turn.Cards != 0
		})
		bad, _ := (s.v.Hand &^ s.v.Turn.Cards).Lowest()
		d.press(strings.Split(bad.String(), "")...)
		d.press("enter")
		s = d.look()
		msg := s.message
		if !strings.Contains(msg, tc.you) || recordNotation.MatchString(msg) || !strings.ContainsAny(msg, "♣♦♥♠") {
			t.Errorf("%s: the refusal of %s is %q; want %q and the cards as the hand shows them", tc.lang, bad, msg, tc.you)
		}
		d.quit()
	}
}

// TestAnnouncementInThePersonOfTheUser tells the user's own announcement
// in the second person ("Du hast", not "Du hat").
func TestAnnouncementInThePersonOfTheUser(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{{"en", "★ You announced Jungfrau"}, {"de", "★ Du hast Jungfrau angesagt"}} {
		m := newModel(t, "-game", "schwarze-madonna", "-seed", "3", "-lang", tc.lang)
		m.Init()
		v := m.view()
		m.narrate(variant.AnnounceMove(m.t.Human, variant.NoTrickCall), v, v)
		if !strings.HasPrefix(m.event, tc.want) {
			t.Errorf("%s: %q, want %q", tc.lang, m.event, tc.want)
		}
	}
}
