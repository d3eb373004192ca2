package deck_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

var set = card.MustParseSet

// canonical returns the cards of s in canonical order: d0, d1, … of the
// worked examples, an unshuffled deck.
func canonical(s card.Set) []card.Card { return s.Cards() }

// handsOf builds the want side of a Deal from positions into order:
// hands[s] lists the positions seat s receives, stock the stock's.
func handsOf(order []card.Card, hands [][]int, stock []int) deck.Hands {
	var h deck.Hands
	for s, pos := range hands {
		for _, i := range pos {
			h.Hand[s] = h.Hand[s].Add(order[i])
		}
	}
	for _, i := range stock {
		h.Stock = h.Stock.Add(order[i])
	}
	return h
}

func mustDeal(t *testing.T, order []card.Card, d deck.Dealing) deck.Hands {
	t.Helper()
	h, err := deck.Deal(order, d)
	if err != nil {
		t.Fatalf("Deal(%+v): %v", d, err)
	}
	return h
}

// C-9: the 32-card pack is 7 to ace in four suits, the 52-card pack the
// French pack, and OM-O2 adds one joker.
func TestPackCards(t *testing.T) {
	tests := []struct {
		pack  deck.Pack
		name  string
		len   int
		cards card.Set
	}{
		{deck.Pack32, "32-card pack", 32, card.RangeSet(card.Seven, card.Ace)},
		{deck.Pack52, "52-card pack", 52, card.Full52},
		{deck.Pack52Joker, "52-card pack with joker", 53, card.Full52.Add(card.Joker)},
		{deck.Pack(9), "pack(9)", 0, 0},
	}
	for _, tc := range tests {
		got := tc.pack.Cards()
		if got != tc.cards || got.Len() != tc.len {
			t.Errorf("%v.Cards() = %v (%d cards), want %v (%d)", tc.pack, got, got.Len(), tc.cards, tc.len)
		}
		if s := tc.pack.String(); s != tc.name {
			t.Errorf("Pack(%d).String() = %q, want %q", uint8(tc.pack), s, tc.name)
		}
	}
	p32 := deck.Pack32.Cards()
	for _, c := range []card.Card{card.SevenClubs, card.AceSpades, card.QueenSpades, card.JackClubs} {
		if !p32.Has(c) {
			t.Errorf("C-9: the 32-card pack lacks %v", c)
		}
	}
	for _, c := range []card.Card{card.SixHearts, card.TwoClubs, card.Joker} {
		if p32.Has(c) {
			t.Errorf("C-9: the 32-card pack holds %v", c)
		}
	}
}

// Removals.Pack takes out the cards of the table size and nothing at a
// size without removals or out of range (a game file's removal list, as
// games/blackmaria and games/hearts compose them: BM-R1, SH-R1).
func TestRemovals(t *testing.T) {
	r := deck.Removals{3: set("2D"), 5: set("2C 2D")}
	for _, tc := range []struct {
		seats int
		want  card.Set
	}{{3, card.Full52 &^ set("2D")}, {4, card.Full52}, {5, card.Full52 &^ set("2C 2D")}, {-1, card.Full52}, {99, card.Full52}} {
		if got := r.Pack(card.Full52, tc.seats); got != tc.want {
			t.Errorf("Pack(%d) = %v, want %v", tc.seats, got, tc.want)
		}
	}
	if got := (deck.Removals{}).Pack(card.Full52, 6); got != card.Full52 {
		t.Errorf("the zero Removals took out %v", card.Full52&^got)
	}
}

// The totals at stake are computed from the cards in play: MAD-R2 16,
// SAU-R2 15, BM-R7 43 (42 at six with all twos, BM-A1), BM-O1 146 (144),
// BM-O2 33 (32), SH-R8 26 and SH-O1 129 at every size.
func TestDealTotals(t *testing.T) {
	mad, sau := gametest.MustTable(games.SchwarzeMadonna, madonna.Options{}), gametest.MustTable(games.SchwarzeSau, sau.Options{})
	if got := mad.Points(deck.Pack32.Cards()); got != 16 {
		t.Errorf("MAD-R2: the 32-card pack holds %d Madonna points, want 16", got)
	}
	if got := sau.Points(deck.Pack32.Cards()); got != 15 {
		t.Errorf("SAU-R2: the 32-card pack holds %d Sau points, want 15", got)
	}
	bm := []struct {
		seats      int
		three      blackmaria.ThreePlayerRemoval
		six        blackmaria.SixPlayerRemoval
		plain      int
		spot       int
		omnibusJD  int
		omnibus10D int
	}{
		{3, blackmaria.TwoOfClubs, blackmaria.AllTwos, 43, 146, 33, 33},
		{3, blackmaria.TwoOfDiamonds, blackmaria.AllTwos, 43, 146, 33, 33},
		{4, blackmaria.TwoOfClubs, blackmaria.AllTwos, 43, 146, 33, 33},
		{5, blackmaria.TwoOfClubs, blackmaria.AllTwos, 43, 146, 33, 33},
		{6, blackmaria.TwoOfClubs, blackmaria.AllTwos, 42, 144, 32, 32},         // BM-A1 default
		{6, blackmaria.TwoOfClubs, blackmaria.StandardRemoval, 43, 146, 33, 33}, // BM-A1 option
	}
	for _, tc := range bm {
		pack := gametest.MustPack(games.BlackMaria, tc.seats, blackmaria.Options{ThreePlayerRemoval: tc.three, SixPlayerRemoval: tc.six})
		for _, x := range []struct {
			name string
			t    score.Table
			want int
		}{
			{"BM-R7", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades}), tc.plain},
			{"BM-O3", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.SwappedSpades}), tc.plain},
			{"BM-O1", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff, SpadeValues: blackmaria.StandardSpades}), tc.spot},
			{"BM-O2", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusJD, SpadeValues: blackmaria.StandardSpades}), tc.omnibusJD},
			{"BM-O2 10D", gametest.MustTable(games.BlackMaria, blackmaria.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusTenD, SpadeValues: blackmaria.StandardSpades}), tc.omnibus10D},
		} {
			if got := x.t.Points(pack); got != x.want {
				t.Errorf("%s: %d seats (%v, %v) hold %d points, want %d", x.name, tc.seats, tc.three, tc.six, got, x.want)
			}
		}
	}
	for seats := 3; seats <= 6; seats++ {
		pack := gametest.MustPack(games.Hearts, seats, hearts.Options{})
		plain, spot := gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: false, Omnibus: blackmaria.OmnibusOff}), gametest.MustTable(games.Hearts, hearts.Options{SpotHearts: true, Omnibus: blackmaria.OmnibusOff})
		if got := plain.Points(pack); got != 26 {
			t.Errorf("SH-R8: %d seats hold %d points, want 26", seats, got)
		}
		if got := spot.Points(pack); got != 129 {
			t.Errorf("SH-O1: %d seats hold %d points, want 129", seats, got)
		}
	}
}

// MAD-E19: 6 seats, dealer 0, the 2-2-1 pattern (MAD-R3, MAD-A2 default),
// stock d30 d31.
func TestDealMadonnaE19(t *testing.T) {
	d := canonical(deck.Pack32.Cards())
	got := mustDeal(t, d, deck.Dealing{Dealer: 0, Seats: 6, Active: seat.All(6), Pattern: deck.Packets(2), Stock: 2})
	want := handsOf(d, [][]int{
		0: {10, 11, 22, 23, 29},
		1: {0, 1, 12, 13, 24},
		2: {2, 3, 14, 15, 25},
		3: {4, 5, 16, 17, 26},
		4: {6, 7, 18, 19, 27},
		5: {8, 9, 20, 21, 28},
	}, []int{30, 31})
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("MAD-E19 deal mismatch (-want +got):\n%s", diff)
	}
}

// MAD-A2 options at 6 seats: 1-2-2 and singles, dealer 0.
func TestDealMadonnaSixOptions(t *testing.T) {
	d := canonical(deck.Pack32.Cards())
	tests := []struct {
		name    string
		pattern deck.Pattern
		want    [][]int
	}{
		{"1-2-2", deck.Packets(1, 2), [][]int{
			0: {5, 16, 17, 28, 29},
			1: {0, 6, 7, 18, 19},
			2: {1, 8, 9, 20, 21},
			3: {2, 10, 11, 22, 23},
			4: {3, 12, 13, 24, 25},
			5: {4, 14, 15, 26, 27},
		}},
		{"singles", deck.Singles(), [][]int{
			0: {5, 11, 17, 23, 29},
			1: {0, 6, 12, 18, 24},
			2: {1, 7, 13, 19, 25},
			3: {2, 8, 14, 20, 26},
			4: {3, 9, 15, 21, 27},
			5: {4, 10, 16, 22, 28},
		}},
	}
	for _, tc := range tests {
		got := mustDeal(t, d, deck.Dealing{Dealer: 0, Seats: 6, Active: seat.All(6), Pattern: tc.pattern, Stock: 2})
		want := handsOf(d, tc.want, []int{30, 31})
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("MAD-A2 %s deal mismatch (-want +got):\n%s", tc.name, diff)
		}
	}
}

// MAD-R3 at 3, 4 and 5 seats: packets of 2 from left(dealer), 10/8/6
// cards and a stock of 2 except at 4.
func TestDealMadonnaPairs(t *testing.T) {
	d := canonical(deck.Pack32.Cards())
	// 3 seats, dealer 2: seat 0 first.
	got := mustDeal(t, d, deck.Dealing{Dealer: 2, Seats: 3, Active: seat.All(3), Pattern: deck.Packets(2), Stock: 2})
	want := handsOf(d, [][]int{
		0: {0, 1, 6, 7, 12, 13, 18, 19, 24, 25},
		1: {2, 3, 8, 9, 14, 15, 20, 21, 26, 27},
		2: {4, 5, 10, 11, 16, 17, 22, 23, 28, 29},
	}, []int{30, 31})
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("MAD-R3 3 seats mismatch (-want +got):\n%s", diff)
	}
	// 4 seats, dealer 1: seat 2 first, no stock.
	got = mustDeal(t, d, deck.Dealing{Dealer: 1, Seats: 4, Active: seat.All(4), Pattern: deck.Packets(2)})
	want = handsOf(d, [][]int{
		2: {0, 1, 8, 9, 16, 17, 24, 25},
		3: {2, 3, 10, 11, 18, 19, 26, 27},
		0: {4, 5, 12, 13, 20, 21, 28, 29},
		1: {6, 7, 14, 15, 22, 23, 30, 31},
	}, nil)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("MAD-R3 4 seats mismatch (-want +got):\n%s", diff)
	}
	// 5 seats, dealer 4: seat 0 first, 6 each, stock of 2.
	got = mustDeal(t, d, deck.Dealing{Dealer: 4, Seats: 5, Active: seat.All(5), Pattern: deck.Packets(2), Stock: 2})
	want = handsOf(d, [][]int{
		0: {0, 1, 10, 11, 20, 21},
		1: {2, 3, 12, 13, 22, 23},
		2: {4, 5, 14, 15, 24, 25},
		3: {6, 7, 16, 17, 26, 27},
		4: {8, 9, 18, 19, 28, 29},
	}, []int{30, 31})
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("MAD-R3 5 seats mismatch (-want +got):\n%s", diff)
	}
}

// BM-R2, SH-R2, SAU-R4: one card at a time from left(dealer): card i goes
// to seat left(dealer)+i mod n.
func TestDealSinglesFromLeftOfDealer(t *testing.T) {
	cases := []struct {
		game  string
		cards card.Set
		seats int
		stock int
	}{
		{"BM-R2", card.Full52.Remove(card.TwoClubs), 3, 0},
		{"BM-R2", card.Full52, 4, 0},
		{"BM-R2", card.Full52 &^ set("2C 2D"), 5, 0},
		{"BM-R2", card.Full52 &^ set("2C 2D 2H 2S"), 6, 0},
		{"SH-R2", card.Full52 &^ set("2C 2D 2S 3C"), 6, 0},
		{"SAU-R4", deck.Pack32.Cards(), 3, 2},
		{"SAU-R4", deck.Pack32.Cards(), 4, 0},
	}
	for _, tc := range cases {
		d := canonical(tc.cards)
		for dealer := 0; dealer < tc.seats; dealer++ {
			got := mustDeal(t, d, deck.Dealing{Dealer: dealer, Seats: tc.seats, Active: seat.All(tc.seats), Stock: tc.stock})
			var want deck.Hands
			dealt := len(d) - tc.stock
			for i, c := range d[:dealt] {
				s := (dealer + 1 + i) % tc.seats
				want.Hand[s] = want.Hand[s].Add(c)
			}
			for _, c := range d[dealt:] {
				want.Stock = want.Stock.Add(c)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: %d seats, dealer %d mismatch (-want +got):\n%s", tc.game, tc.seats, dealer, diff)
			}
		}
	}
}

func sizes(h deck.Hands, seats int) []int {
	out := make([]int, seats)
	for s := range out {
		out[s] = h.Hand[s].Len()
	}
	return out
}

// OM-E1 (OM-R2, OM-O2): unequal hands, the seats dealt to first get one
// card more.
func TestDealOldMaidE1(t *testing.T) {
	std := canonical(gametest.MustPack(games.OldMaid, 2, oldmaid.Options{Maid: oldmaid.QueenOfClubsRemoved}))
	joker := canonical(gametest.MustPack(games.OldMaid, 2, oldmaid.Options{Maid: oldmaid.JokerMaid}))
	tests := []struct {
		name          string
		order         []card.Card
		dealer, seats int
		want          []int
	}{
		{"OM-E1 4 seats dealer 3", std, 3, 4, []int{13, 13, 13, 12}},
		{"OM-R2 4 seats dealer 0", std, 0, 4, []int{12, 13, 13, 13}},
		{"OM-E1 2 seats dealer 1", std, 1, 2, []int{26, 25}},
		{"OM-R2 2 seats dealer 0", std, 0, 2, []int{25, 26}},
		{"OM-E1 3 seats", std, 0, 3, []int{17, 17, 17}},
		{"OM-E1 joker 4 seats dealer 3", joker, 3, 4, []int{14, 13, 13, 13}},
		{"OM-O2 joker 3 seats dealer 2", joker, 2, 3, []int{18, 18, 17}},
		{"OM-O2 joker 2 seats dealer 0", joker, 0, 2, []int{26, 27}},
	}
	for _, tc := range tests {
		h := mustDeal(t, tc.order, deck.Dealing{Dealer: tc.dealer, Seats: tc.seats, Active: seat.All(tc.seats)})
		if diff := cmp.Diff(tc.want, sizes(h, tc.seats)); diff != "" {
			t.Errorf("%s: hand sizes mismatch (-want +got):\n%s", tc.name, diff)
		}
		if h.Stock != 0 {
			t.Errorf("%s: OM-R2 deals every card, stock = %v", tc.name, h.Stock)
		}
	}
	// The joker goes where its position sends it: last card, dealer 3 at 4
	// seats, is card 52, seat left(3)+52 mod 4 = 0.
	h := mustDeal(t, joker, deck.Dealing{Dealer: 3, Seats: 4, Active: seat.All(4)})
	if !h.Hand[0].Has(card.Joker) {
		t.Errorf("OM-O2: the joker (d52) should reach seat 0, hands %v", h.Hand)
	}
}

// SAU-O5, SAU-E14: 4 seats with the stock option, dealer 0 sits out; seats
// 1 to 3 get 10 each one at a time, the stock is the last 2 cards.
func TestDealSauSittingOutDealer(t *testing.T) {
	d := canonical(deck.Pack32.Cards())
	got := mustDeal(t, d, deck.Dealing{Dealer: 0, Seats: 4, Active: seat.Of(1, 2, 3), Stock: 2})
	var want deck.Hands
	for i, c := range d[:30] {
		s := 1 + i%3
		want.Hand[s] = want.Hand[s].Add(c)
	}
	want.Stock = card.Of(d[30], d[31])
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("SAU-E14 deal mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{0, 10, 10, 10}, sizes(got, 4)); diff != "" {
		t.Errorf("SAU-E14 sizes mismatch (-want +got):\n%s", diff)
	}
	// A sitting-out seat that is not the dealer is skipped too (C-5): the
	// eliminated seat 2 of SAU-E11 gets nothing, dealer 1 deals to 3 first.
	got = mustDeal(t, d, deck.Dealing{Dealer: 1, Seats: 4, Active: seat.Of(0, 1, 3), Stock: 2})
	if got.Hand[2] != 0 || !got.Hand[3].Has(d[0]) || !got.Hand[0].Has(d[1]) || !got.Hand[1].Has(d[2]) {
		t.Errorf("SAU-R9: inactive seat 2 dealt to or order wrong: %v", got.Hand)
	}
}

// OM-R2's "as equal as the cards allow" holds for every pattern: 9 cards
// to 4 seats in packets of 3 is 3-2-2-2, not 3-3-3-0.
func TestDealUnevenPackets(t *testing.T) {
	d := canonical(card.RangeSet(card.Two, card.Ten).OfSuit(card.Clubs))
	got := mustDeal(t, d, deck.Dealing{Dealer: 3, Seats: 4, Active: seat.All(4), Pattern: deck.Packets(3)})
	want := handsOf(d, [][]int{0: {0, 1, 2}, 1: {3, 4}, 2: {5, 6}, 3: {7, 8}}, nil)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("uneven packets mismatch (-want +got):\n%s", diff)
	}
	// A zero size ends the list: Packets(2, 0, 3) is Packets(2).
	d = canonical(deck.Pack32.Cards())
	a := mustDeal(t, d, deck.Dealing{Dealer: 0, Seats: 6, Active: seat.All(6), Pattern: deck.Packets(2, 0, 3), Stock: 2})
	b := mustDeal(t, d, deck.Dealing{Dealer: 0, Seats: 6, Active: seat.All(6), Pattern: deck.Packets(2), Stock: 2})
	if diff := cmp.Diff(b, a); diff != "" {
		t.Errorf("Packets(2, 0, 3) differs from Packets(2) (-want +got):\n%s", diff)
	}
	if deck.Singles() != (deck.Pattern{}) || deck.Packets() != deck.Singles() {
		t.Errorf("Singles() and Packets() should be the zero Pattern")
	}
}

// A bad deal's message tells the facts of the case in English and in
// German (C-10).
func TestDealErrorMessages(t *testing.T) {
	d := canonical(deck.Pack32.Cards())
	rep := append(append([]card.Card(nil), d[:31]...), d[0])
	noCards := ^(card.Full52 | card.JokerSet)
	noCard := noCards & -noCards // the lowest bit that is no card
	tests := []struct {
		name   string
		deal   func() error
		en, de string
	}{
		{"dealer past the table", func() error {
			_, err := deck.Deal(d, deck.Dealing{Dealer: 4, Seats: 4, Active: seat.All(4)})
			return err
		}, "cannot deal at 4 seats with dealer 4", "kann nicht an 4 Plätzen mit Geber 4 geben"},
		{"stock too large", func() error {
			_, err := deck.Deal(d, deck.Dealing{Dealer: 0, Seats: 4, Active: seat.All(4), Stock: 33})
			return err
		}, "cannot deal 32 cards with a stock of 33 to 4 seats", "kann 32 Karten mit einem Stock von 33 nicht an 4 Plätze geben"},
		{"repeated card", func() error {
			_, err := deck.Deal(rep, deck.Dealing{Dealer: 0, Seats: 4, Active: seat.All(4)})
			return err
		}, "cannot deal " + d[0].String() + ": it is invalid or repeated", "kann " + d[0].String() + " nicht geben: ungültig oder doppelt"},
		{"a pack with no cards", func() error {
			s := deck.Sort(deck.Pack32.Cards() | noCard)
			_, err := s.ShuffleDeal(rand.NewPCG(1, 2), deck.Dealing{Dealer: 0, Seats: 4, Active: seat.All(4)})
			return err
		}, "cannot deal a pack holding values that are no cards (" + fmt.Sprintf("%#x", uint64(noCard)) + ")", "kann kein Blatt mit Werten geben, die keine Karten sind (" + fmt.Sprintf("%#x", uint64(noCard)) + ")"},
	}
	for _, tc := range tests {
		var v *rule.Violation
		if err := tc.deal(); !errors.As(err, &v) {
			t.Fatalf("%s: error %v, want a violation", tc.name, err)
		}
		if en, de := v.Message("en"), v.Message("de"); en != tc.en || de != tc.de {
			t.Errorf("%s: %q / %q, want %q / %q", tc.name, en, de, tc.en, tc.de)
		}
	}
}

// A Deal that cannot be made is a bad-deal violation, never a panic.
func TestDealErrors(t *testing.T) {
	d := canonical(deck.Pack32.Cards())
	rep := append(append([]card.Card(nil), d[:31]...), d[0])
	bad := append(append([]card.Card(nil), d[:31]...), card.Card(0))
	tests := []struct {
		name          string
		order         []card.Card
		dealer, seats int
		active        seat.Set
		stock         int
	}{
		{"one seat", d, 0, 1, seat.All(1), 0},
		{"seven seats", d, 0, 7, seat.All(7), 0},
		{"dealer past the table", d, 4, 4, seat.All(4), 0},
		{"negative dealer", d, -1, 4, seat.All(4), 0},
		{"no active seat", d, 0, 4, 0, 0},
		{"active seats off the table", d, 0, 3, seat.Of(4, 5), 0},
		{"negative stock", d, 0, 4, seat.All(4), -1},
		{"stock too large", d, 0, 4, seat.All(4), 33},
		{"repeated card", rep, 0, 4, seat.All(4), 0},
		{"invalid card", bad, 0, 4, seat.All(4), 0},
	}
	for _, tc := range tests {
		h, err := deck.Deal(tc.order, deck.Dealing{Dealer: tc.dealer, Seats: tc.seats, Active: tc.active, Stock: tc.stock})
		var v *rule.Violation
		if !errors.As(err, &v) || v.ID != rule.BadDeal || v.Ref != "C-10" || !v.Told() {
			t.Errorf("%s: Deal error = %v, want a bad-deal violation of C-10 with messages", tc.name, err)
		}
		if h != (deck.Hands{}) {
			t.Errorf("%s: Deal returned hands %v with its error", tc.name, h)
		}
	}
	// The whole order may be stock, and the empty order deals nothing.
	if h, err := deck.Deal(d, deck.Dealing{Dealer: 0, Seats: 3, Active: seat.All(3), Stock: 32}); err != nil || h.Stock != deck.Pack32.Cards() {
		t.Errorf("all-stock deal = %v, %v", h, err)
	}
	if h, err := deck.Deal(nil, deck.Dealing{Dealer: 0, Seats: 3, Active: seat.All(3)}); err != nil || h != (deck.Hands{}) {
		t.Errorf("empty deal = %v, %v", h, err)
	}
}

func TestHandsCards(t *testing.T) {
	d := canonical(deck.Pack32.Cards())
	h := mustDeal(t, d, deck.Dealing{Dealer: 0, Seats: 3, Active: seat.All(3), Pattern: deck.Packets(2), Stock: 2})
	if got := h.Cards(); got != deck.Pack32.Cards() {
		t.Errorf("Hands.Cards() = %v, want the whole pack", got)
	}
}

// the seeded deal convention: randomness is injected and a seed reproduces the
// shuffle exactly; the result is a permutation of the set.
func TestShuffleDeterministic(t *testing.T) {
	const s1, s2 = 20240601, 7
	for _, pack := range []card.Set{deck.Pack32.Cards(), card.Full52, deck.Pack52Joker.Cards(), 0, card.Of(card.QueenSpades)} {
		a := deck.Shuffle(pack, rand.New(rand.NewPCG(s1, s2)))
		b := deck.Shuffle(pack, rand.New(rand.NewPCG(s1, s2)))
		if diff := cmp.Diff(a.Cards(), b.Cards()); diff != "" {
			t.Errorf("seed (%d, %d): two shuffles of %v differ (-first +second):\n%s", s1, s2, pack, diff)
		}
		if a.Len() != pack.Len() || a.Set() != pack {
			t.Errorf("seed (%d, %d): Shuffle(%v) = %v is not a permutation", s1, s2, pack, a.Cards())
		}
	}
	a := deck.Shuffle(card.Full52, rand.New(rand.NewPCG(1, 1)))
	b := deck.Shuffle(card.Full52, rand.New(rand.NewPCG(1, 2)))
	if cmp.Equal(a.Cards(), b.Cards()) {
		t.Errorf("seeds (1, 1) and (1, 2) gave the same 52-card order")
	}
}

// A golden shuffle pins the algorithm: a change here would change every
// seeded deal that tests, records and bots rely on. The reference is
// Fisher–Yates from the canonical order, drawing r.IntN(i+1) for i from
// the top down.
func TestShuffleGolden(t *testing.T) {
	const s1, s2 = 1, 2
	got := deck.Shuffle(deck.Pack32.Cards(), rand.New(rand.NewPCG(s1, s2)))
	golden := "JS JH AS 7D QC 9D 8S 10S 7S KS QH 7C KH 9S AD 8H QD AC 9C 9H 8D KD JC 10C 10D JD 8C KC QS AH 10H 7H"
	var names []string
	for _, c := range got.Cards() {
		names = append(names, c.String())
	}
	if diff := cmp.Diff(golden, strings.Join(names, " ")); diff != "" {
		t.Errorf("seed (%d, %d): golden shuffle mismatch (-want +got):\n%s", s1, s2, diff)
	}
	ref := canonical(deck.Pack32.Cards())
	r := rand.New(rand.NewPCG(s1, s2))
	for i := len(ref) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		ref[i], ref[j] = ref[j], ref[i]
	}
	if diff := cmp.Diff(ref, got.Cards()); diff != "" {
		t.Errorf("seed (%d, %d): Shuffle differs from the reference Fisher–Yates (-want +got):\n%s", s1, s2, diff)
	}
}

// The shuffle is uniform enough that every card reaches every position:
// 2000 shuffles of 32 cards from seed (3, 4).
func TestShuffleCoversPositions(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var seen [32]card.Set
	for range 2000 {
		o := deck.Shuffle(deck.Pack32.Cards(), r)
		for i, c := range o.Cards() {
			seen[i] = seen[i].Add(c)
		}
	}
	for i, s := range seen {
		if s != deck.Pack32.Cards() {
			t.Errorf("seed (3, 4): position %d never held %v", i, deck.Pack32.Cards()&^s)
		}
	}
}

func TestOrderOf(t *testing.T) {
	o := deck.OrderOf(card.QueenSpades, card.SevenHearts, card.AceClubs)
	if diff := cmp.Diff([]card.Card{card.QueenSpades, card.SevenHearts, card.AceClubs}, o.Cards()); diff != "" {
		t.Errorf("OrderOf mismatch (-want +got):\n%s", diff)
	}
	if o.Len() != 3 || o.Set() != set("QS 7H AC") {
		t.Errorf("OrderOf: Len %d, Set %v", o.Len(), o.Set())
	}
	long := make([]card.Card, 70)
	for i := range long {
		long[i] = card.TwoClubs
	}
	if o := deck.OrderOf(long...); o.Len() != 64 {
		t.Errorf("OrderOf(70 cards).Len() = %d, want 64", o.Len())
	}
	var zero deck.Order
	if zero.Len() != 0 || len(zero.Cards()) != 0 || zero.Set() != 0 {
		t.Errorf("the zero Order is not empty")
	}
}

// Sorted.ShuffleDeal takes a road of its own when four seats are dealt
// one card at a time (dealFour): for every pack size up to 53, every
// stock, every way four seats of a table are active and every dealer, it
// gives the hands of Deal on ShufflePCG's order and leaves the generator
// where ShufflePCG leaves it.
func TestSortedShuffleDealFourSeats(t *testing.T) {
	all := card.Full52 | card.JokerSet
	r := rand.New(rand.NewPCG(13, 17))
	for n := 0; n <= all.Len(); n++ {
		var pack card.Set // n cards of all, picked at random
		for pack.Len() < n {
			c, _ := (all &^ pack).Nth(r.IntN((all &^ pack).Len()))
			pack = pack.Add(c)
		}
		sorted := deck.Sort(pack)
		for stock := 0; stock <= n; stock++ {
			for seats := 4; seats <= seat.Max; seats++ {
				for active := range seat.All(seats) + 1 {
					if active.Len() != 4 {
						continue
					}
					for dealer := range seats {
						seed := r.Uint64()
						want := rand.NewPCG(seed, 1)
						order := deck.ShufflePCG(pack, want)
						wh, err := deck.Deal(order.Cards(), deck.Dealing{Dealer: dealer, Seats: seats, Active: active, Stock: stock})
						if err != nil {
							t.Fatal(err)
						}
						got := rand.NewPCG(seed, 1)
						h, err := sorted.ShuffleDeal(got, deck.Dealing{Dealer: dealer, Seats: seats, Active: active, Stock: stock})
						if err != nil || h != wh || *got != *want {
							t.Fatalf("%d cards, stock %d, %d seats, active %v, dealer %d: Sorted.ShuffleDeal = %+v, %v (generator %v); Deal of ShufflePCG's order gives %+v (%v)",
								n, stock, seats, active, dealer, h, err, *got, wh, *want)
						}
					}
				}
			}
		}
	}
}
