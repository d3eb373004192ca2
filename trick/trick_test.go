package trick_test

import (
	"errors"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

var (
	set = card.MustParseSet
	cd  = card.MustParse
)

// hearts is standard Hearts (SH-R4 to SH-R7) with every option at its
// default, as variant composes it.
var hearts = trick.Rules{
	Opening:  trick.OpenExactCard,
	Held:     card.HeartsSet,
	Breakers: card.HeartsSet,
	Penalty:  penaltyCards,
	Refs:     trick.Refs{Opening: "SH-R4", OpeningSuit: "SH-A2", Held: "SH-R6", Penalty: "SH-R7", Prefer: "SH-A3"},
}

// penaltyCards are what Hearts keeps off the first trick (SH-R7).
var penaltyCards = card.HeartsSet.Add(card.QueenSpades)

// plain is Madonna, Black Maria and Sau: TT-1 to TT-3 only.
var plain = trick.Rules{}

// played builds a trick: leader leads the first card, the next seats
// clockwise at a table of n play the rest.
func played(leader, n int, cards ...string) *trick.Trick {
	var t trick.Trick
	for i, c := range cards {
		if !t.Add((leader+i)%n, cd(c)) {
			panic("trick full")
		}
	}
	return &t
}

// TT-3: the highest card of the led suit wins; other suits never win.
func TestWinner(t *testing.T) {
	tests := []struct {
		name    string
		trick   *trick.Trick
		seat    int
		winning string
	}{
		{"TT-3 highest of led suit", played(1, 4, "9D", "KD", "AD", "10D"), 3, "AD"},
		{"TT-3 off-suit ace never wins", played(0, 4, "7C", "AH", "AS", "8C"), 3, "8C"},
		{"TT-3 lead stands alone", played(2, 3, "QS", "AH", "AD"), 2, "QS"},
		{"TT-3 lone lead wins", played(5, 6, "2C"), 5, "2C"},
		{"TT-3 six seats, wraps round", played(4, 6, "10H", "JH", "2S", "AH", "9H", "QH"), 1, "AH"},
		{"TT-3 Madonna 32-card ranks", played(0, 3, "7S", "10S", "9S"), 1, "10S"},
	}
	for _, tc := range tests {
		s, c, ok := tc.trick.Winner()
		if !ok || s != tc.seat || c != cd(tc.winning) {
			t.Errorf("%s: Winner() = %d, %v, %v; want %d, %s", tc.name, s, c, ok, tc.seat, tc.winning)
		}
	}
	var empty trick.Trick
	if _, _, ok := empty.Winner(); ok {
		t.Errorf("the empty trick has a winner")
	}
}

func TestTrickValue(t *testing.T) {
	var tr trick.Trick
	if !tr.IsEmpty() || tr.Len() != 0 || tr.Led() != card.NoSuit || tr.Cards() != 0 || len(tr.Plays()) != 0 {
		t.Fatalf("the zero Trick is not empty")
	}
	if _, ok := tr.Leader(); ok {
		t.Errorf("the empty trick has a leader")
	}
	tr.Add(3, card.NineDiamonds)
	tr.Add(0, card.QueenSpades)
	tr.Add(1, card.TenDiamonds)
	if l, ok := tr.Leader(); !ok || l != 3 || tr.Led() != card.Diamonds || tr.Len() != 3 || tr.IsEmpty() {
		t.Errorf("Leader %d %v, Led %v, Len %d", l, ok, tr.Led(), tr.Len())
	}
	want := []trick.Play{{Seat: 3, Card: card.NineDiamonds}, {Seat: 0, Card: card.QueenSpades}, {Seat: 1, Card: card.TenDiamonds}}
	if diff := cmp.Diff(want, tr.Plays()); diff != "" {
		t.Errorf("Plays mismatch (-want +got):\n%s", diff)
	}
	if p := tr.Play(1); p != want[1] {
		t.Errorf("Play(1) = %v, want %v", p, want[1])
	}
	if tr.Cards() != set("9D 10D QS") {
		t.Errorf("Cards() = %v", tr.Cards())
	}
	// A Trick is a value: a copy does not change with the original.
	cp := tr
	tr.Add(2, card.AceDiamonds)
	if cp.Len() != 3 || tr.Len() != 4 {
		t.Errorf("copy Len %d, original Len %d", cp.Len(), tr.Len())
	}
	if tr == cp {
		t.Errorf("different tricks compare equal")
	}
	// Add refuses a seventh card and a seat outside 0 … seat.Max-1.
	if tr.Add(-1, card.TwoClubs) || tr.Add(seat.Max, card.TwoClubs) || tr.Len() != 4 {
		t.Errorf("Add accepted a bad seat")
	}
	tr.Add(4, card.TwoClubs)
	tr.Add(5, card.ThreeClubs)
	if tr.Add(0, card.FourClubs) || tr.Len() != seat.Max {
		t.Errorf("Add accepted a card past seat.Max")
	}
	defer func() {
		if recover() == nil {
			t.Errorf("Play(Len()) did not panic")
		}
	}()
	cp.Play(3)
}

// TT-2 under the plain rules of Madonna, Black Maria and Sau (MAD-R12,
// BM-R6, SAU-R6): follow the led suit if you can, else play anything.
func TestLegalFollowSuit(t *testing.T) {
	tests := []struct {
		name  string
		hand  string
		trick *trick.Trick
		first bool
		want  string
	}{
		{"TT-2 must follow", "9D 10D 9S QS 7H", played(1, 3, "KD"), false, "9D 10D"},
		{"TT-2 single card of the suit", "9D QS 7H", played(1, 3, "KD", "AD"), true, "9D"},
		{"TT-2 void plays anything", "9S QS 7H", played(1, 3, "KD"), false, "9S QS 7H"},
		{"TT-1 lead anything", "9S QS 7H", &trick.Trick{}, false, "9S QS 7H"},
		{"MAD-R12 penalty cards lead to trick 1", "QS 7H AH", &trick.Trick{}, true, "QS 7H AH"},
		{"empty hand", "", played(0, 4, "2C"), false, ""},
	}
	for _, tc := range tests {
		got := plain.Legal(set(tc.hand), tc.trick, trick.Context{First: tc.first})
		if got != set(tc.want) {
			t.Errorf("%s: Legal(%s) = {%v}, want {%s}", tc.name, tc.hand, got, tc.want)
		}
	}
}

// BM-E10: in trick 1 the leader may lead any card, and a void follower may
// discard penalty cards.
func TestLegalBlackMariaE10(t *testing.T) {
	ctx := trick.Context{First: true}
	if got := plain.Legal(set("5H 9S 2D"), &trick.Trick{}, ctx); got != set("5H 9S 2D") {
		t.Errorf("BM-E10: leads = {%v}, want all three", got)
	}
	tr := played(1, 4, "7D")
	if got := plain.Legal(set("QS AH 4C"), tr, ctx); got != set("QS AH 4C") {
		t.Errorf("BM-E10: void follower = {%v}, want all three", got)
	}
	for _, c := range []string{"QS", "AH", "4C"} {
		if err := plain.Check(2, set("QS AH 4C"), tr, ctx, cd(c)); err != nil {
			t.Errorf("BM-E10: Check(%s) = %v", c, err)
		}
	}
}

// SH-R4, SH-E4: the holder of the lowest club in play leads exactly that
// card: 2♣ at 3 and 4 seats, 3♣ at 5, 4♣ at 6.
func TestLegalOpeningLeadE4(t *testing.T) {
	want := map[int]card.Card{3: card.TwoClubs, 4: card.TwoClubs, 5: card.ThreeClubs, 6: card.FourClubs}
	for n := 3; n <= 6; n++ {
		pack := gametest.MustPack(games.Hearts, n, nil)
		open, _ := pack.OfSuit(card.Clubs).Lowest()
		if open != want[n] {
			t.Errorf("SH-E4: lowest club in play at %d seats = %v, want %v", n, open, want[n])
		}
		hand := card.Of(open, card.AceClubs, card.TwoHearts, card.KingSpades, card.FiveDiamonds)
		ctx := trick.Context{First: true, OpeningCard: open}
		if got := hearts.Legal(hand, &trick.Trick{}, ctx); got != card.Of(open) {
			t.Errorf("SH-E4 %d seats: Legal = {%v}, want {%v}", n, got, open)
		}
		err := hearts.Check(1, hand, &trick.Trick{}, ctx, card.AceClubs)
		wantViolation(t, "SH-E4", err, rule.Violation{ID: rule.OpeningLead, Ref: "SH-R4", Seat: 1})
	}
}

// SH-A2 option OpenerAnyClub: any club may open; the Joker-less opening
// card without a suit falls back to the exact card.
func TestLegalOpenerAnyClub(t *testing.T) {
	r := hearts
	r.Opening = trick.OpenSuitOfCard
	hand := set("2C 9C AC 2H QS 5D")
	ctx := trick.Context{First: true, OpeningCard: card.TwoClubs}
	if got := r.Legal(hand, &trick.Trick{}, ctx); got != set("2C 9C AC") {
		t.Errorf("SH-A2: Legal = {%v}, want every club", got)
	}
	err := r.Check(0, hand, &trick.Trick{}, ctx, card.FiveDiamonds)
	v := wantViolation(t, "SH-A2", err, rule.Violation{ID: rule.OpeningLead, Ref: "SH-A2", Seat: 0})
	if v != nil && v.Message("en") != "Seat 0 must lead a card of clubs to the first trick." {
		t.Errorf("SH-A2 message = %q", v.Message("en"))
	}
	// A leader without the opening card is not bound by it (the engine
	// gives the lead to its holder).
	if got := r.Legal(set("9C 5D"), &trick.Trick{}, ctx); got != set("9C 5D") {
		t.Errorf("SH-A2 without the opening card: Legal = {%v}", got)
	}
	// Later tricks are not bound either.
	if got := r.Legal(hand, &trick.Trick{}, trick.Context{OpeningCard: card.TwoClubs}); got != set("2C 9C AC QS 5D") {
		t.Errorf("SH-A2 later trick: Legal = {%v}", got)
	}
	// An opening card without a suit (the Joker) can only be led itself.
	ctx.OpeningCard = card.Joker
	if got := r.Legal(card.Of(card.Joker, card.TwoHearts), &trick.Trick{}, ctx); got != card.Of(card.Joker) {
		t.Errorf("suitless opening card: Legal = {%v}, want {Joker}", got)
	}
}

// SAU-A9 option MustLeadClubSeven is OpenExactCard with the 7♣.
func TestLegalSauMustLeadClubSeven(t *testing.T) {
	r := trick.Rules{Opening: trick.OpenExactCard, Refs: trick.Refs{Opening: "SAU-A9"}}
	ctx := trick.Context{First: true, OpeningCard: card.SevenClubs}
	hand := set("7C QS 8D")
	if got := r.Legal(hand, &trick.Trick{}, ctx); got != card.Of(card.SevenClubs) {
		t.Errorf("SAU-A9: Legal = {%v}", got)
	}
	err := r.Check(2, hand, &trick.Trick{}, ctx, card.QueenSpades)
	v := wantViolation(t, "SAU-A9", err, rule.Violation{ID: rule.OpeningLead, Ref: "SAU-A9", Seat: 2})
	if v != nil && (v.Message("en") != "Seat 2 must lead 7♣ to the first trick." || v.Message("de") != "Platz 2 muss zum ersten Stich 7♣ ausspielen.") {
		t.Errorf("SAU-A9 messages = %q / %q", v.Message("en"), v.Message("de"))
	}
}

// SH-E5 (SH-R7): on trick 1 a void player must discard a non-penalty card
// if it holds one; a hand of only penalty cards may play any of them.
func TestLegalFirstTrickE5(t *testing.T) {
	tr := played(0, 4, "2C")
	ctx := trick.Context{First: true, OpeningCard: card.TwoClubs}
	if got := hearts.Legal(set("5H QS 9D"), tr, ctx); got != set("9D") {
		t.Errorf("SH-E5: Legal = {%v}, want {9D}", got)
	}
	for _, c := range []string{"5H", "QS"} {
		err := hearts.Check(1, set("5H QS 9D"), tr, ctx, cd(c))
		v := wantViolation(t, "SH-E5 "+c, err, rule.Violation{ID: rule.FirstTrickPenalty, Ref: "SH-R7", Seat: 1})
		if v != nil && c == "QS" && v.Message("en") != "Seat 1 may not play Q♠ to the first trick while holding 9♦." {
			t.Errorf("SH-E5 message = %q", v.Message("en"))
		}
	}
	if got := hearts.Legal(set("5H KH QS"), tr, ctx); got != set("5H KH QS") {
		t.Errorf("SH-E5: only penalty cards: Legal = {%v}, want all three", got)
	}
	// Following suit comes first: a club is forced even with the rule.
	if got := hearts.Legal(set("5H QS 9D 3C"), tr, ctx); got != set("3C") {
		t.Errorf("SH-R7 with a club: Legal = {%v}, want {3C}", got)
	}
	// The rule holds only on the first trick.
	if got := hearts.Legal(set("5H QS 9D"), tr, trick.Context{Broken: false}); got != set("5H QS 9D") {
		t.Errorf("SH-R7 later trick: Legal = {%v}", got)
	}
}

// SH-A3 option FirstTrickPreferHeartOverQueen: with only hearts and the Q♠
// on trick 1, a heart must be played.
func TestLegalFirstTrickHeartBeforeQueen(t *testing.T) {
	r := hearts
	r.Prefer = card.HeartsSet
	tr := played(0, 4, "2C")
	ctx := trick.Context{First: true, OpeningCard: card.TwoClubs}
	if got := r.Legal(set("5H KH QS"), tr, ctx); got != set("5H KH") {
		t.Errorf("SH-A3: Legal = {%v}, want {5H KH}", got)
	}
	wantViolation(t, "SH-A3", r.Check(3, set("5H KH QS"), tr, ctx, card.QueenSpades), rule.Violation{ID: rule.FirstTrickPenalty, Ref: "SH-A3", Seat: 3})
	if got := r.Legal(set("QS"), tr, ctx); got != set("QS") {
		t.Errorf("SH-A3: a lone Q♠ = {%v}", got)
	}
	if got := r.Legal(set("5H QS 9D"), tr, ctx); got != set("9D") {
		t.Errorf("SH-A3 keeps SH-R7: Legal = {%v}", got)
	}
	wantViolation(t, "SH-A3 with a safe card", r.Check(3, set("5H QS 9D"), tr, ctx, card.FiveHearts), rule.Violation{ID: rule.FirstTrickPenalty, Ref: "SH-R7", Seat: 3})
}

// SH-E6 (SH-R6): no heart may be led before hearts are broken unless the
// leader holds only hearts; the Q♠ may always be led.
func TestLegalHeartsLeadE6(t *testing.T) {
	ctx := trick.Context{}
	tests := []struct{ hand, want string }{
		{"AH 3S", "3S"},
		{"AH 2H", "AH 2H"},
		{"AH QS", "QS"},
	}
	for _, tc := range tests {
		if got := hearts.Legal(set(tc.hand), &trick.Trick{}, ctx); got != set(tc.want) {
			t.Errorf("SH-E6 %s: Legal = {%v}, want {%s}", tc.hand, got, tc.want)
		}
	}
	err := hearts.Check(2, set("AH 3S"), &trick.Trick{}, ctx, card.AceHearts)
	v := wantViolation(t, "SH-E6", err, rule.Violation{ID: rule.HeartsNotBroken, Ref: "SH-R6", Seat: 2})
	if v != nil && v.Message("en") != "Seat 2 may not lead a heart before hearts are broken and holds 3♠." {
		t.Errorf("SH-E6 message = %q", v.Message("en"))
	}
	// Once broken, hearts lead freely.
	if got := hearts.Legal(set("AH 3S"), &trick.Trick{}, trick.Context{Broken: true}); got != set("AH 3S") {
		t.Errorf("SH-R6 broken: Legal = {%v}", got)
	}
	// Following with a heart is never restricted by SH-R6.
	if got := hearts.Legal(set("AH 3S"), played(0, 4, "KD"), ctx); got != set("AH 3S") {
		t.Errorf("SH-R6 discard: Legal = {%v}", got)
	}
}

// SH-R6 and SH-A1: only a heart breaks hearts by default; with
// QueenBreaksHearts the Q♠ does too.
func TestBreaksA1(t *testing.T) {
	queen := hearts
	queen.Breakers = queen.Breakers.Add(card.QueenSpades)
	for _, tc := range []struct {
		c           string
		def, option bool
	}{
		{"2H", true, true},
		{"AH", true, true},
		{"QS", false, true},
		{"KS", false, false},
		{"QD", false, false},
		{"JD", false, false},
	} {
		if got := hearts.Breaks(cd(tc.c)); got != tc.def {
			t.Errorf("SH-R6: Breaks(%s) = %v, want %v", tc.c, got, tc.def)
		}
		if got := queen.Breaks(cd(tc.c)); got != tc.option {
			t.Errorf("SH-A1 QueenBreaksHearts: Breaks(%s) = %v, want %v", tc.c, got, tc.option)
		}
	}
	// The engine sets Context.Broken from Breaks: after a Q♠ under the
	// option a heart may be led.
	ctx := trick.Context{Broken: queen.Breaks(card.QueenSpades)}
	if got := queen.Legal(set("AH 3S"), &trick.Trick{}, ctx); got != set("AH 3S") {
		t.Errorf("SH-A1: after the Q♠ Legal = {%v}", got)
	}
	ctx = trick.Context{Broken: hearts.Breaks(card.QueenSpades)}
	if got := hearts.Legal(set("AH 3S"), &trick.Trick{}, ctx); got != set("3S") {
		t.Errorf("SH-A1 default: after the Q♠ Legal = {%v}", got)
	}
}

// wantViolation checks that err is a *rule.Violation with the ID, the
// rule book reference and the seat of want, and English and German
// messages.
func wantViolation(t *testing.T, name string, err error, want rule.Violation) *rule.Violation {
	t.Helper()
	var v *rule.Violation
	if !errors.As(err, &v) {
		t.Errorf("%s: error = %v, want a *rule.Violation %v", name, err, want.ID)
		return nil
	}
	if !errors.Is(err, want.ID) || v.ID != want.ID || v.Ref != want.Ref || v.Seat != want.Seat || !v.Told() {
		t.Errorf("%s: violation = %#v, want %v (%s) for seat %d with both messages", name, v, want.ID, want.Ref, want.Seat)
	}
	return v
}

// Check names the rule, the seat and the facts of the case (the card
// played, the suit led, the cards held of it), and the messages rendered
// from them in English and German are those of the record format's
// example verdict.
func TestCheckViolations(t *testing.T) {
	tr := played(1, 3, "KD")
	hand := set("9D 10D 7S 8S 9S 10S JS KS AS")
	err := plain.Check(2, hand, tr, trick.Context{}, card.NineSpades)
	v := wantViolation(t, "TT-2", err, rule.Violation{ID: rule.FollowSuit, Ref: "TT-2", Seat: 2})
	if v != nil {
		want := rule.Violation{
			ID: rule.FollowSuit, Ref: "TT-2", Seat: 2,
			Facts: rule.Facts{Sentence: sentence.MustFollow, Card: card.NineSpades, Suit: card.Diamonds, Cards: set("9D 10D")},
		}
		if diff := cmp.Diff(want, *v); diff != "" {
			t.Errorf("follow-suit violation mismatch (-want +got):\n%s", diff)
		}
		if v.Message("de") != "Platz 2 muss Karo bedienen und hat 9♦, 10♦." || v.Message("en") != "Seat 2 must follow diamonds and holds 9♦, 10♦." {
			t.Errorf("Message: %q / %q", v.Message("de"), v.Message("en"))
		}
	}
	// card-not-held comes before every other rule, for any card value.
	for _, c := range []card.Card{card.AceDiamonds, card.QueenSpades, 0, card.Joker} {
		err := hearts.Check(4, hand, tr, trick.Context{First: true, OpeningCard: card.TwoClubs}, c)
		v := wantViolation(t, "card-not-held "+c.String(), err, rule.Violation{ID: rule.CardNotHeld, Ref: "", Seat: 4})
		if v != nil && c == card.QueenSpades && (v.Message("en") != "Seat 4 does not hold Q♠." || v.Message("de") != "Platz 4 hat D♠ nicht auf der Hand.") {
			t.Errorf("card-not-held messages = %q / %q", v.Message("en"), v.Message("de"))
		}
	}
	if err := plain.Check(2, hand, tr, trick.Context{}, card.TenDiamonds); err != nil {
		t.Errorf("TT-2: following suit gave %v", err)
	}
}

// The zero Rules is the plain game: the first leader leads anything, a
// heart leads before any is played, a void seat discards anything to the
// first trick (TT-1, TT-2), and nothing breaks.
func TestZeroRules(t *testing.T) {
	var zero trick.Rules
	if zero.Opening != trick.OpenAny {
		t.Errorf("the zero Opening is %v, want OpenAny", zero.Opening)
	}
	hand := set("2C AH QS 9D")
	first := trick.Context{First: true, OpeningCard: card.TwoClubs}
	if got := zero.Legal(hand, &trick.Trick{}, first); got != hand {
		t.Errorf("TT-1: first lead = {%v}, want the hand", got)
	}
	if got := zero.LaterLead(hand, false); got != hand {
		t.Errorf("TT-1: later lead = {%v}, want the hand", got)
	}
	if got := zero.Follow(set("AH QS 9D"), card.SuitSet(card.Clubs), true); got != set("AH QS 9D") {
		t.Errorf("TT-2: first-trick discard = {%v}, want the hand", got)
	}
	for c := range card.Full52.All() {
		if zero.Breaks(c) {
			t.Errorf("the zero Rules breaks on %v", c)
		}
	}
}
