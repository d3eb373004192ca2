package variant_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// TestValidateMessages: Validate's violations carry the facts of the case
// and render their sentence from the rule catalogue in English and German
// (C-7, SH-R1, SAU-O6).
func TestValidateMessages(t *testing.T) {
	tests := []struct {
		name   string
		id     games.ID
		seats  int
		o      variant.Options
		ref    string
		en, de string
	}{
		{"table size", games.Hearts, 7, nil, "SH-R1",
			"Hearts is played by 3 to 6 seats, not 7.", "Hearts wird zu 3 bis 6 gespielt, nicht zu 7."},
		{"first dealer", games.Hearts, 4, hearts.Options{FirstDealer: 4}, "C-7",
			"The first dealer 4 is not a seat of a table of 4.", "Der erste Geber 4 ist kein Platz an einem Tisch mit 4."},
		{"schieben", games.SchwarzeSau, 4, sau.Options{Schieben: true}, "SAU-O6",
			"schieben needs stock-exchange (SAU-O6).", "schieben setzt stock-exchange voraus (SAU-O6)."},
	}
	for _, tc := range tests {
		var v *rule.Violation
		if err := games.Validate(tc.id, tc.seats, tc.o); !errors.As(err, &v) {
			t.Fatalf("%s: error %v, want a violation", tc.name, err)
		}
		if v.ID != rule.BadOptions || v.Ref != tc.ref || v.EN != "" || !v.Told() {
			t.Errorf("%s: %+v, want bad-options (%s) told from its facts", tc.name, v, tc.ref)
		}
		if en, de := v.Message("en"), v.Message("de"); en != tc.en || de != tc.de {
			t.Errorf("%s: %q / %q, want %q / %q", tc.name, en, de, tc.en, tc.de)
		}
	}
}

// TestResumeMessages: Resume's violations carry the facts of the case and
// render their sentence from the rule catalogue (SAU-A12, OM-R9).
func TestResumeMessages(t *testing.T) {
	tests := []struct {
		name   string
		id     games.ID
		m      variant.MatchState
		ref    string
		en, de string
	}{
		{"entries", games.Hearts, variant.MatchState{Totals: []int{1, 2}}, "",
			"totals and carry need one entry per seat (4).", "totals und carry brauchen einen Eintrag je Platz (4)."},
		{"carry", games.Hearts, variant.MatchState{Carry: []int{0, 5, 0, 0}}, "SAU-A12",
			"carry gives seat 1 5 points: a carry is what a seat that is not out owes under Schwarze Sau's sixty-split \"next-deal\" (SAU-A12).",
			"carry gibt Platz 1 5 Punkte: ein Übertrag ist, was ein nicht ausgeschiedener Platz bei Schwarzer Sau mit sixty-split \"next-deal\" schuldet (SAU-A12)."},
		{"old maid total", games.OldMaid, variant.MatchState{Totals: []int{0, -1, 0, 0}}, "OM-R9",
			"Seat 1: an Old Maid total counts rounds lost and cannot be negative (OM-R9).",
			"Platz 1: ein Stand beim Schwarzen Peter zählt verlorene Runden und kann nicht negativ sein (OM-R9)."},
	}
	for _, tc := range tests {
		g, err := games.New(tc.id, 4, nil, rand.NewPCG(1, 2))
		if err != nil {
			t.Fatal(err)
		}
		var v *rule.Violation
		if err := g.Resume(tc.m); !errors.As(err, &v) {
			t.Fatalf("%s: error %v, want a violation", tc.name, err)
		}
		if v.ID != rule.BadRecord || v.Ref != tc.ref || v.Seat != rule.NoSeat || v.EN != "" || !v.Told() {
			t.Errorf("%s: %+v, want bad-record (%s) told from its facts", tc.name, v, tc.ref)
		}
		if en, de := v.Message("en"), v.Message("de"); en != tc.en || de != tc.de {
			t.Errorf("%s: %q / %q, want %q / %q", tc.name, en, de, tc.en, tc.de)
		}
	}
}

// TestParseOptionsMessages: ParseOptions' violations carry the facts of
// the case and render their sentence from the rule catalogue in English,
// German and Danish (the values listed with "or", "oder", "eller").
func TestParseOptionsMessages(t *testing.T) {
	tests := []struct {
		in         string
		id         rule.ID
		en, de, da string
	}{
		{`[1]`, rule.BadRecord, `"options" must be an object, not an array.`, `"options" muss ein Objekt sein, nicht ein Array.`,
			`"options" skal være et objekt, ikke et array.`},
		{`{"moon": true, "moon": false}`, rule.BadRecord, `"options" gives "moon" twice.`, `"options" nennt "moon" zweimal.`, `"options" nævner "moon" to gange.`},
		{`{"moon": "up"}`, rule.UnknownOption, `Hearts: the option "moon" has no value "up"; its values are "add-to-others", "subtract" or "off".`, `Hearts: Die Option "moon" hat keinen Wert "up"; erlaubt sind "add-to-others", "subtract" oder "off".`,
			`Hjerter: Indstillingen "moon" har ingen værdi "up"; dens værdier er "add-to-others", "subtract" eller "off".`},
		{`{"queen-breaks-hearts": 1}`, rule.UnknownOption, `Hearts: the option "queen-breaks-hearts" takes true or false, not 1.`, `Hearts: Die Option "queen-breaks-hearts" erlaubt true (an) oder false (aus), nicht 1.`,
			`Hjerter: Indstillingen "queen-breaks-hearts" tager true (til) eller false (fra), ikke 1.`},
		{`{"moon": 1}`, rule.UnknownOption, `Hearts: the option "moon" takes "add-to-others", "subtract" or "off", not 1.`, `Hearts: Die Option "moon" erlaubt "add-to-others", "subtract" oder "off", nicht 1.`,
			`Hjerter: Indstillingen "moon" tager "add-to-others", "subtract" eller "off", ikke 1.`},
	}
	for _, tc := range tests {
		var v *rule.Violation
		if _, err := games.ParseOptions(games.Hearts, []byte(tc.in)); !errors.As(err, &v) {
			t.Fatalf("%s: error %v, want a violation", tc.in, err)
		}
		if v.ID != tc.id || v.EN != "" || !v.Told() {
			t.Errorf("%s: %+v, want %v told from its facts", tc.in, v, tc.id)
		}
		if en, de, da := v.Message("en"), v.Message("de"), v.Message("da"); en != tc.en || de != tc.de || da != tc.da {
			t.Errorf("%s: %q / %q / %q, want %q / %q / %q", tc.in, en, de, da, tc.en, tc.de, tc.da)
		}
	}
}

// TestSeatMessage: a seat that is not at the table is bad-seat (C-1),
// told from its facts.
func TestSeatMessage(t *testing.T) {
	g, err := games.New(games.OldMaid, 4, nil, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.View(7)
	var v *rule.Violation
	if !errors.As(err, &v) || v.ID != rule.BadSeat || v.Ref != "C-1" || v.EN != "" || !v.Told() {
		t.Fatalf("View(7): %v, want bad-seat (C-1) told from its facts", err)
	}
	if en, de := v.Message("en"), v.Message("de"); en != "There is no seat 7 at a table of 4." || de != "Es gibt keinen Platz 7 an einem Tisch mit 4." {
		t.Errorf("%q / %q", en, de)
	}
}

// TestOptionOffMessages: a move that needs an option the table has not
// chosen is option-off, told from its facts (SAU-O2, SAU-O5, MAD-A9).
func TestOptionOffMessages(t *testing.T) {
	g, err := games.New(games.SchwarzeSau, 4, nil, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		m      variant.Move
		ref    string
		en, de string
	}{
		{variant.AnnounceMove(1, variant.NoTrickCall), "SAU-O2",
			"Jungfrau may be announced only with the option jungfrau (SAU-O2).", "Jungfrau kann nur mit der Option jungfrau angesagt werden (SAU-O2)."},
		{variant.StockMove(1, 0), "SAU-O5",
			"The stock may be taken up only with the option stock-exchange (SAU-O5).", "Der Stock darf nur mit der Option stock-exchange aufgenommen werden (SAU-O5)."},
		{variant.DeclineMove(1), "MAD-A9",
			"Declining belongs to the turn-based announcement rounds (MAD-A9).", "Ablehnen gehört zu den Ansagerunden (MAD-A9)."},
	}
	for _, tc := range tests {
		var v *rule.Violation
		if err := g.Apply(tc.m); !errors.As(err, &v) {
			t.Fatalf("%v: error %v, want a violation", tc.m, err)
		}
		if v.ID != rule.OptionOff || v.Ref != tc.ref || v.Seat != 1 || v.EN != "" || !v.Told() {
			t.Errorf("%v: %+v, want option-off (%s) told from its facts", tc.m, v, tc.ref)
		}
		if en, de := v.Message("en"), v.Message("de"); en != tc.en || de != tc.de {
			t.Errorf("%v: %q / %q, want %q / %q", tc.m, en, de, tc.en, tc.de)
		}
	}
}

// TestLimitsMessages: the Madonna limits' value errors are told from
// their facts (MAD-A11).
func TestLimitsMessages(t *testing.T) {
	for in, want := range map[string][2]string{
		`{"limits": {"7": 100}}`: {`Schwarze Madonna: option "limits": "7" is not a table size from 3 to 6.`, `Schwarze Madonna: Option "limits": "7" ist keine Tischgröße von 3 bis 6.`},
		`{"limits": {"4": 0}}`:   {`Schwarze Madonna: option "limits": the limit for 4 seats must be a whole number of at least 1, not 0.`, `Schwarze Madonna: Option "limits": die Grenze für 4 Spieler muss eine ganze Zahl ab 1 sein, nicht 0.`},
	} {
		var v *rule.Violation
		if _, err := games.ParseOptions(games.SchwarzeMadonna, []byte(in)); !errors.As(err, &v) || v.ID != rule.UnknownOption || v.Ref != "MAD-A11" {
			t.Fatalf("%s: %v, want unknown-option (MAD-A11)", in, err)
		}
		if en, de := v.Message("en"), v.Message("de"); en != want[0] || de != want[1] {
			t.Errorf("%s: %q / %q, want %q / %q", in, en, de, want[0], want[1])
		}
	}
}

// TestNotTrickGameMessage: Old Maid is no trick-taking game; the message
// names it in each language.
func TestNotTrickGameMessage(t *testing.T) {
	_, err := games.NewTrickGame(games.OldMaid, 4, nil, rand.NewPCG(1, 2))
	var v *rule.Violation
	if !errors.As(err, &v) || v.ID != rule.UnknownGame || v.EN != "" || !v.Told() {
		t.Fatalf("NewTrickGame(OldMaid): %v, want unknown-game told from its facts", err)
	}
	if en, de, da := v.Message("en"), v.Message("de"), v.Message("da"); en == de || !strings.HasSuffix(en, " is not a trick-taking game.") || !strings.HasSuffix(de, " ist kein Stichspiel.") || !strings.HasPrefix(da, "Sorte Per ") {
		t.Errorf("%q / %q / %q", en, de, da)
	}
}

// TestOldMaidDealNamesTheGame: a hand of the wrong size for Old Maid
// (OM-R2) names the game in the reader's language: Old Maid, Schwarzer
// Peter, Sorte Per.
func TestOldMaidDealNamesTheGame(t *testing.T) {
	g, err := games.New(games.OldMaid, 4, nil, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	om, ok := g.(*oldmaid.Game)
	if !ok {
		t.Fatalf("New(OldMaid) is a %T", g)
	}
	var v *rule.Violation
	if err := om.DealCards(variant.Dealt{Dealer: 0}); !errors.As(err, &v) || v.ID != rule.BadDeal || v.Ref != "OM-R2" {
		t.Fatalf("an empty deal: %v, want bad-deal (OM-R2)", err)
	}
	for lang, title := range map[string]string{"en": "Old Maid", "de": "Schwarzer Peter", "da": "Sorte Per"} {
		if m := v.Message(lang); !strings.Contains(m, title) {
			t.Errorf("%s: %q does not name %s", lang, m, title)
		}
	}
}

// turnBasedBM is Black Maria's options asking for announcement rounds,
// which the game's own Options cannot hold: what a program that writes its
// own Options type could give Validate.
type turnBasedBM struct{ blackmaria.Options }

// Setup returns the default Setup with announcement rounds (MAD-A9).
func (turnBasedBM) Setup() variant.Setup { return variant.Setup{Announcements: variant.TurnBased} }

// TestValidateCommonRefs: Validate's checks of the options several games
// share cite the rule of the option in the option table (and the
// announcement rounds MAD-A9), the same for every game.
func TestValidateCommonRefs(t *testing.T) {
	for _, tt := range []struct {
		ref  string
		id   games.ID
		o    variant.Options
		want rule.Sentence
	}{
		{"MAD-A9", games.BlackMaria, turnBasedBM{}, sentence.AnnouncementRounds},
		{"MAD-A9", games.SchwarzeMadonna, madonna.Options{Announcements: variant.TurnBased + 1}, sentence.AnnouncementRounds},
		{"BM-A4, BM-O5", games.Hearts, hearts.Options{Target: -1}, sentence.NegativeMatchEnd},
		{"BM-A4, BM-O5", games.BlackMaria, blackmaria.Options{Deals: -1}, sentence.NegativeMatchEnd},
		{"MAD-A11", games.SchwarzeMadonna, madonna.Options{Limits: madonna.Limits{3: -1}}, sentence.MadonnaLimits},
	} {
		t.Run(tt.ref, func(t *testing.T) {
			var v *rule.Violation
			err := games.Validate(tt.id, 4, tt.o)
			if !errors.As(err, &v) || v.ID != rule.BadOptions || v.Ref != tt.ref || v.Facts.Sentence != tt.want {
				t.Errorf("%v %+v: got %v, want bad-options citing %s (sentence %d)", tt.id, tt.o, err, tt.ref, tt.want)
			}
		})
	}
}
