package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
)

// TestValuesOf pins each game's card values against the parts they are
// composed of: the pack of the table size (MAD-R3, BM-R1, SH-R1, SAU-R4,
// OM-R1), the penalty table (MAD-R2, BM-R7, SH-R8, SAU-R2) and the
// dangerous cards.
func TestValuesOf(t *testing.T) {
	ms := card.MustParseSet
	// The expected values are written out here, independently of the game
	// files that compose them.
	tab := func(pairs map[string]int) score.Table {
		var t score.Table
		for cs, v := range pairs {
			t = t.SetAll(ms(cs), v)
		}
		return t
	}
	madonnaTab := tab(map[string]int{"7H 8H 9H 10H JH QH KH AH": 1, "QS": 8})
	bmSpot := tab(map[string]int{"2H": 2, "3H": 3, "4H": 4, "5H": 5, "6H": 6, "7H": 7, "8H": 8, "9H": 9, "10H": 10,
		"JH": 11, "QH": 12, "KH": 13, "AH": 14, "QS": 25, "KS": 10, "AS": 7})
	heartsJD := tab(map[string]int{"2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH": 1, "QS": 13, "JD": -10})
	heartsTab := tab(map[string]int{"2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH": 1, "QS": 13})
	sauTab := tab(map[string]int{"7D 8D 9D 10D JD QD KD AD": 1, "JC": 2, "QS": 5})
	tests := []struct {
		id    games.ID
		seats int
		o     variant.Options
		want  variant.CardValues
	}{
		{games.SchwarzeMadonna, 4, nil, variant.CardValues{Pack: deck.Pack32.Cards(), Table: madonnaTab, Dangerous: ms("QS"), Swing: 48, SilentSweep: true, SilentNoTrick: true}},
		{games.BlackMaria, 3, blackmaria.Options{SpotHearts: true}, variant.CardValues{Pack: card.Full52 &^ ms("2C"), Table: bmSpot, Dangerous: ms("QS KS AS"), Swing: 146}},
		{games.Hearts, 5, hearts.Options{Omnibus: blackmaria.OmnibusJD}, variant.CardValues{Pack: card.Full52 &^ ms("2C 2D"), Table: heartsJD, Dangerous: ms("QS"), Swing: 16, PenaltySweep: true}},
		{games.SchwarzeSau, 3, nil, variant.CardValues{Pack: deck.Pack32.Cards(), Table: sauTab, Dangerous: ms("QS JC"), Swing: 30}},
		{games.SchwarzeSau, 4, sau.Options{Durchmarsch: true}, variant.CardValues{Pack: deck.Pack32.Cards(), Table: sauTab, Dangerous: ms("QS JC"), Swing: 30, SilentSweep: true}},
		{games.Hearts, 4, hearts.Options{Moon: hearts.MoonOff}, variant.CardValues{Pack: card.Full52, Table: heartsTab, Dangerous: ms("QS"), Swing: 26}},
		{games.OldMaid, 3, nil, variant.CardValues{Pack: card.Full52 &^ ms("QC"), Dangerous: ms("QS QH QD")}},
		{games.OldMaid, 2, oldmaid.Options{Maid: oldmaid.JokerMaid}, variant.CardValues{Pack: card.Full52 | ms("Joker"), Dangerous: ms("Joker")}},
		{games.OldMaid, 4, oldmaid.Options{Maid: oldmaid.JackOfClubsRemoved}, variant.CardValues{Pack: card.Full52 &^ ms("JC"), Dangerous: ms("JS JH JD")}},
	}
	for _, tt := range tests {
		got, err := games.ValuesOf(tt.id, tt.seats, tt.o)
		if err != nil {
			t.Fatalf("%s at %d: %v", tt.id, tt.seats, err)
		}
		if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(score.Table{})); diff != "" {
			t.Errorf("%s at %d: values mismatch (-want +got):\n%s", tt.id, tt.seats, diff)
		}
		g, err := games.New(tt.id, tt.seats, tt.o, nil)
		if err != nil {
			t.Fatal(err)
		}
		v, err := g.View(0)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(got, games.ViewValues(&v), cmp.AllowUnexported(score.Table{})); diff != "" {
			t.Errorf("%s at %d: games.ViewValues differs from ValuesOf (-want +got):\n%s", tt.id, tt.seats, diff)
		}
		if tg, ok := g.(*variant.TrickGame); ok {
			if diff := cmp.Diff(got, tg.Values(), cmp.AllowUnexported(score.Table{})); diff != "" || tg.Pack() != got.Pack {
				t.Errorf("%s at %d: the game's Values and Pack differ from ValuesOf (-want +got):\n%s", tt.id, tt.seats, diff)
			}
		}
	}
}

// TestValuesOfRefusesBadTable checks that ValuesOf fails as Validate does
// (SH-R1: Hearts is not played by two).
func TestValuesOfRefusesBadTable(t *testing.T) {
	_, err := games.ValuesOf(games.Hearts, 2, nil)
	if v, ok := err.(*rule.Violation); !ok || v.ID != rule.BadOptions || v.Ref != "SH-R1" {
		t.Fatalf("ValuesOf(hearts, 2) = %v, want bad-options SH-R1", err)
	}
	var v variant.View
	v.Game, v.Seats = games.Hearts.String(), 2
	if got := games.ViewValues(&v); got != (variant.CardValues{}) {
		t.Errorf("Values of a view of no valid table = %+v, want the zero CardValues", got)
	}
}
