package score_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/score"
)

// tableValues returns every valued card of t with its value, in canonical
// order, for cmp.Diff against a table written out from the rule book.
func tableValues(t score.Table) map[string]int {
	out := map[string]int{}
	for c := range t.Valued().All() {
		out[c.String()] = t.Value(c)
	}
	return out
}

// tableSpec builds the expected values: each entry of cards gets v.
func tableSpec(parts ...any) map[string]int {
	out := map[string]int{}
	for i := 0; i < len(parts); i += 2 {
		for c := range card.MustParseSet(parts[i].(string)).All() {
			out[c.String()] = parts[i+1].(int)
		}
	}
	return out
}

func spotHearts(out map[string]int) map[string]int {
	for r := card.Two; r <= card.Ace; r++ {
		out[card.New(r, card.Hearts).String()] = int(r)
	}
	return out
}

const allHearts = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"

// Every penalty table, written out from the rule book, with its total in the
// pack it is played with.
func TestTables(t *testing.T) {
	p32 := deck.Pack32.Cards()
	tests := []struct {
		name  string
		table score.Table
		want  map[string]int
		pack  card.Set
		total int
	}{
		{"MAD-R2", gametest.MustTable(games.SchwarzeMadonna, madonna.Options{}), tableSpec("7H 8H 9H 10H JH QH KH AH", 1, "QS", 8), p32, 16},
		{"SAU-R2 (SAU-A1: 15, not 8)", gametest.MustTable(games.SchwarzeSau, sau.Options{}), tableSpec("7D 8D 9D 10D JD QD KD AD", 1, "JC", 2, "QS", 5), p32, 15},
		{"BM-R7", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades}),
			tableSpec(allHearts, 1, "QS", 13, "KS", 10, "AS", 7), card.Full52, 43},
		{"BM-O3", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.SwappedSpades}),
			tableSpec(allHearts, 1, "QS", 13, "KS", 7, "AS", 10), card.Full52, 43},
		{"BM-O1", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades}),
			spotHearts(tableSpec("QS", 25, "KS", 10, "AS", 7)), card.Full52, 146},
		{"BM-O1 with BM-O3", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.SwappedSpades}),
			spotHearts(tableSpec("QS", 25, "KS", 7, "AS", 10)), card.Full52, 146},
		{"BM-O2", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD, SpadeValues: blackmaria.StandardSpades}),
			tableSpec(allHearts, 1, "QS", 13, "KS", 10, "AS", 7, "JD", -10), card.Full52, 33},
		{"BM-O2 10D", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusTenD, SpadeValues: blackmaria.StandardSpades}),
			tableSpec(allHearts, 1, "QS", 13, "KS", 10, "AS", 7, "10D", -10), card.Full52, 33},
		{"SH-R8", gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff}), tableSpec(allHearts, 1, "QS", 13), card.Full52, 26},
		{"SH-O1", gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff}), spotHearts(tableSpec("QS", 25)), card.Full52, 129},
		{"SH-O2", gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD}), tableSpec(allHearts, 1, "QS", 13, "JD", -10), card.Full52, 16},
		{"SH-O2 10D spot", gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusTenD}), spotHearts(tableSpec("QS", 25, "10D", -10)), card.Full52, 119},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, tableValues(tc.table)); diff != "" {
			t.Errorf("%s values mismatch (-want +got):\n%s", tc.name, diff)
		}
		if got := tc.table.Points(tc.pack); got != tc.total {
			t.Errorf("%s: the pack holds %d points, want %d", tc.name, got, tc.total)
		}
		for c := range card.Full52.All() {
			if _, ok := tc.want[c.String()]; !ok && tc.table.Value(c) != 0 {
				t.Errorf("%s: %v is worth %d, want 0", tc.name, c, tc.table.Value(c))
			}
		}
	}
	// MAD-R2: the Madonna table values only cards of its own pack, so the
	// total of what it values is 16 too.
	mad := gametest.MustTable(games.SchwarzeMadonna, madonna.Options{})
	if got := mad.Points(mad.Valued()); got != 16 {
		t.Errorf("MAD-R2: Madonna().Valued() is worth %d, want 16", got)
	}
}

// BM-A3 (and SH-O1): spot hearts are worth their rank, 2 to 10 at face
// value, J 11, Q 12, K 13 and the ace 14, not 1.
func TestSpotHeartValues(t *testing.T) {
	want := map[string]int{"2H": 2, "9H": 9, "10H": 10, "JH": 11, "QH": 12, "KH": 13, "AH": 14}
	for name, tab := range map[string]score.Table{
		"BlackMaria": gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades}),
		"Hearts":     gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff}),
	} {
		got := map[string]int{}
		for c := range want {
			got[c] = tab.Value(card.MustParse(c))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("BM-A3: %s spot heart values mismatch (-want +got):\n%s", name, diff)
		}
	}
}

func TestTableValue(t *testing.T) {
	var zero score.Table
	if zero.Points(card.Full52|card.JokerSet) != 0 || zero.Valued() != 0 {
		t.Errorf("the zero Table values something")
	}
	tab := zero.Set(card.AceSpades, 3).Set(card.Joker, 4).Set(0, 9).Set(card.Card(0x40), 9)
	if tab.Value(card.AceSpades) != 3 || tab.Value(card.Joker) != 4 || tab.Value(0) != 0 || tab.Value(card.Card(0x40)) != 0 {
		t.Errorf("Value: A♠ %d, Joker %d", tab.Value(card.AceSpades), tab.Value(card.Joker))
	}
	if tab.Valued() != card.Of(card.AceSpades, card.Joker) {
		t.Errorf("Valued = %v", tab.Valued())
	}
	// Setting a value back to 0 forgets the card, so == sees equal tables.
	back := tab.Set(card.AceSpades, 0).Set(card.Joker, 0)
	if back != zero {
		t.Errorf("a table set back to 0 differs from the zero Table")
	}
	if zero.Points(0) != 0 {
		t.Errorf("Points of the empty set")
	}
	// Set returns a new table and leaves the receiver alone.
	if zero.Value(card.AceSpades) != 0 {
		t.Errorf("Set changed its receiver")
	}
	a, b := gametest.MustTable(games.SchwarzeMadonna, madonna.Options{}), gametest.MustTable(games.SchwarzeMadonna, madonna.Options{})
	if a != b || a == gametest.MustTable(games.SchwarzeSau, sau.Options{}) {
		t.Errorf("tables do not compare by value")
	}
}

func TestNames(t *testing.T) {
	got := []string{
		blackmaria.OmnibusOff.String(), blackmaria.OmnibusJD.String(), blackmaria.OmnibusTenD.String(), blackmaria.Omnibus(7).String(),
		hearts.MoonAddToOthers.String(), hearts.MoonSubtractFromShooter.String(), hearts.MoonOff.String(), hearts.MoonMode(7).String(),
		blackmaria.NoSlam.String(), blackmaria.SlamDeduct.String(), blackmaria.StandardSpades.String(), blackmaria.SwappedSpades.String(),
	}
	want := []string{
		"off", "JD", "10D", "omnibus(7)",
		"add-to-others", "subtract", "off", "moon(7)",
		"none", "deduct", "standard", "swapped",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("option names mismatch (-want +got):\n%s", diff)
	}
	var outcomes []string
	for o := score.Normal; o <= score.OddCard+1; o++ {
		outcomes = append(outcomes, o.String())
	}
	wantOutcomes := []string{"normal", "jungfrau", "durchmarsch", "announced-jungfrau", "announced-durchmarsch",
		"failed-announcement", "moon", "slam", "redeal", "old-maid", "outcome(10)"}
	if diff := cmp.Diff(wantOutcomes, outcomes); diff != "" {
		t.Errorf("docs/records.md outcome names mismatch (-want +got):\n%s", diff)
	}
	if b, err := score.PenaltySweep.MarshalText(); err != nil || string(b) != "moon" {
		t.Errorf("Moon.MarshalText() = %q, %v", b, err)
	}
	for _, tc := range []struct {
		o    blackmaria.Omnibus
		want card.Card
	}{{blackmaria.OmnibusOff, 0}, {blackmaria.OmnibusJD, card.JackDiamonds}, {blackmaria.OmnibusTenD, card.TenDiamonds}, {blackmaria.Omnibus(9), 0}} {
		if got := tc.o.Card(); got != tc.want {
			t.Errorf("%v.Card() = %v, want %v", tc.o, got, tc.want)
		}
	}
}
