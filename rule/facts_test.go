package rule_test

import (
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
)

// TestFactsRender: every sentence of the catalogue tells the facts of a
// case in English, German and Danish, with every blank filled, and a
// violation renders its message from its facts only when asked.
func TestFactsRender(t *testing.T) {
	facts := rule.Facts{Card: card.QueenSpades, Suit: card.Clubs, Cards: card.MustParseSet("3C 10C")}
	want := map[rule.Sentence][3]string{
		sentence.NotHeld: {"Seat 2 does not hold Q♠.", "Platz 2 hat D♠ nicht auf der Hand.",
			"Plads 2 har ikke D♠ på hånden."},
		sentence.MustFollow: {"Seat 2 must follow clubs and holds 3♣, 10♣.", "Platz 2 muss Kreuz bedienen und hat 3♣, 10♣.",
			"Plads 2 skal bekende klør og har 3♣, 10♣."},
		sentence.HeartsUnbroken: {"Seat 2 may not lead a heart before hearts are broken and holds 3♣, 10♣.", "Platz 2 darf kein Herz ausspielen, bevor Herz gefallen ist, und hat 3♣, 10♣.",
			"Plads 2 må ikke spille hjerter ud, før hjerter er brudt, og har 3♣, 10♣."},
		sentence.MustOpenWithCard: {"Seat 2 must lead Q♠ to the first trick.", "Platz 2 muss zum ersten Stich D♠ ausspielen.",
			"Plads 2 skal spille D♠ ud til første stik."},
		sentence.MustOpenWithSuit: {"Seat 2 must lead a card of clubs to the first trick.", "Platz 2 muss zum ersten Stich Kreuz ausspielen.",
			"Plads 2 skal spille klør ud til første stik."},
		sentence.NoPenaltyFirstTrick: {"Seat 2 may not play Q♠ to the first trick while holding 3♣, 10♣.", "Platz 2 darf D♠ nicht in den ersten Stich geben, solange die Hand 3♣, 10♣ enthält.",
			"Plads 2 må ikke lægge D♠ i første stik, så længe der er 3♣, 10♣ på hånden."},
	}
	for s, w := range want {
		f := facts
		f.Sentence = s
		en, de, da := f.Render(2, "en"), f.Render(2, "de"), f.Render(2, "da")
		if en != w[0] || de != w[1] || da != w[2] {
			t.Errorf("sentence %d: %q / %q / %q, want %q / %q / %q", s, en, de, da, w[0], w[1], w[2])
		}
		if strings.Contains(en+de+da, "%!") {
			t.Errorf("sentence %d leaves a blank: %q / %q / %q", s, en, de, da)
		}
		v := rule.Fact(rule.FollowSuit, "TT-2", 2, f)
		if v.EN != "" || v.DE != "" || v.Message("en") != w[0] || v.Message("de") != w[1] || v.Message("da") != w[2] || !v.Told() {
			t.Errorf("sentence %d: violation %+v renders %q / %q / %q", s, v, v.Message("en"), v.Message("de"), v.Message("da"))
		}
		if v.Error() != "follow-suit (TT-2): "+w[0] {
			t.Errorf("Error() = %q", v.Error())
		}
	}
	for sn := sentence.NotHeld; ; sn++ {
		f := rule.Facts{Sentence: sn, Card: card.QueenSpades, Suit: card.Clubs, Cards: card.MustParseSet("3C 10C"), Allowed: card.MustParseSet("7D"), Other: 3, Count: 5, Want: 2, Kind: "play", Phase: "pass", Detail: rule.Text{EN: "a detail", DE: "ein Detail", DA: "en detalje"}}
		en, de, da := f.Render(1, "en"), f.Render(1, "de"), f.Render(1, "da")
		if en == "" {
			if sn < 10 {
				t.Errorf("sentence %d renders nothing", sn)
			}
			break // past the last sentence
		}
		if de == "" || en == de || strings.Contains(en+de, "%!") {
			t.Errorf("sentence %d: %q / %q", sn, en, de)
		}
		if da == "" || da == en || da == de || strings.Contains(da, "%!") {
			t.Errorf("sentence %d: Danish %q beside %q / %q", sn, da, en, de)
		}
	}
	if (rule.Facts{}).Render(0, "en") != "" {
		t.Error("facts without a sentence render a message")
	}
	if v := rule.New(rule.DealOver, "TT-5", 1, "The deal is over.", "Das Spiel ist vorbei."); v.Message("de") != "Das Spiel ist vorbei." || !v.Told() {
		t.Errorf("a violation with its own messages: %q, told %v", v.Message("de"), v.Told())
	}
	if v := rule.New(rule.DealOver, "TT-5", 1, "The deal is over.", ""); v.Told() {
		t.Error("a violation without a German message counts as told")
	}
}

// TestMessageNamed: text for people names the seats of a case as the
// caller wants (counted from 1, or by name), while Message keeps the
// record's numbers, and numbers that are no seat stay as given.
func TestMessageNamed(t *testing.T) {
	turn := rule.Fact(rule.NotYourTurn, "", 1, rule.Facts{Sentence: sentence.NotTheTurn, Other: 3})
	follow := rule.Fact(rule.FollowSuit, "TT-2", 2, rule.Facts{Sentence: sentence.MustFollow, Suit: card.Clubs, Cards: card.MustParseSet("3C 10C")})
	names := func(s int, lang string) string { return []string{"Anna", "Bruno", "Cleo", "Dana"}[s] }
	noSeat := rule.Fact(rule.BadSeat, "C-1", rule.NoSeat, rule.Facts{Sentence: sentence.NoSeatAtTable, Other: 7, Seats: 4})
	tests := []struct {
		v     *rule.Violation
		lang  string
		names rule.SeatNames
		want  string
	}{
		{turn, "en", nil, "It is seat 3's turn, not seat 1's."},
		{turn, "en", rule.SeatsFrom1, "It is seat 4's turn, not seat 2's."},
		{turn, "de", rule.SeatsFrom1, "Platz 4 ist am Zug, nicht Platz 2."},
		{turn, "en", names, "It is Dana's turn, not Bruno's."},
		{follow, "en", rule.SeatsFrom1, "Seat 3 must follow clubs and holds 3♣, 10♣."},
		{follow, "de", names, "Cleo muss Kreuz bedienen und hat 3♣, 10♣."},
		{follow, "da", names, "Cleo skal bekende klør og har 3♣, 10♣."},
		{turn, "da", rule.SeatsFrom1, "Det er plads 4, der er i tur, ikke plads 2."},
		{noSeat, "en", rule.SeatsFrom1, "There is no seat 7 at a table of 4."},
	}
	for _, tt := range tests {
		if got := tt.v.MessageNamed(tt.lang, tt.names); got != tt.want {
			t.Errorf("MessageNamed(%q) = %q, want %q", tt.lang, got, tt.want)
		}
	}
	if got := turn.Message("en"); got != "It is seat 3's turn, not seat 1's." {
		t.Errorf("Message = %q", got)
	}
	wrapped := rule.Fact(rule.BadRecord, "", rule.NoSeat, rule.Facts{Sentence: sentence.ActionNoSeat, At: rule.Text{EN: "deals[0].actions[2]: ", DE: "deals[0].actions[2]: "}})
	if got := wrapped.Message("de"); got != `deals[0].actions[2]: Die Aktion hat kein "seat".` {
		t.Errorf("a finding at a place: %q", got)
	}
}

// TestFactsGermanActionsAndPhases: a German or Danish sentence tells the
// action and the phase in its own words, not by their record names; the
// English keeps the record names.
func TestFactsGermanActionsAndPhases(t *testing.T) {
	for _, tc := range []struct {
		kind, phase, en, de, da string
	}{
		{"announce", "play", "Seat 1 cannot announce now: the game is in the play phase.", "Platz 1 kann jetzt nicht ansagen: das Spiel ist in der Phase Ausspielen.",
			"Plads 1 kan ikke melde nu: spillet er i fasen udspil."},
		{"push", "pass", "Seat 1 cannot push now: the game is in the pass phase.", "Platz 1 kann jetzt nicht den Stock schieben: das Spiel ist in der Phase Weitergeben.",
			"Plads 1 kan ikke skubbe talonen nu: spillet er i fasen afgivning."},
		{"play", "stock", "Seat 1 cannot play now: the game is in the stock phase.", "Platz 1 kann jetzt nicht eine Karte spielen: das Spiel ist in der Phase Stock.",
			"Plads 1 kan ikke spille et kort nu: spillet er i fasen talon."},
	} {
		f := rule.Facts{Sentence: sentence.CannotNow, Kind: tc.kind, Phase: tc.phase}
		if en, de, da := f.Render(1, "en"), f.Render(1, "de"), f.Render(1, "da"); en != tc.en || de != tc.de || da != tc.da {
			t.Errorf("%s in %s: %q / %q / %q, want %q / %q / %q", tc.kind, tc.phase, en, de, da, tc.en, tc.de, tc.da)
		}
	}
}
