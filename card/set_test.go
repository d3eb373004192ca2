package card_test

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
)

// hand is a Madonna-style hand used by several tests: three clubs, two
// hearts, the Schwarze Madonna (MAD-R2) and the ace of spades.
var hand = card.Of(card.SevenClubs, card.TenClubs, card.AceClubs,
	card.SevenHearts, card.KingHearts, card.QueenSpades, card.AceSpades)

func TestSetBasics(t *testing.T) {
	var s card.Set
	if !s.IsEmpty() || s.Len() != 0 || s != card.Empty {
		t.Fatalf("zero Set = %v (Len %d); want empty", s, s.Len())
	}
	s = s.Add(card.QueenSpades)
	if !s.Has(card.QueenSpades) || s.Len() != 1 || s.IsEmpty() {
		t.Errorf("after Add(QS): %v, Has(QS) %v, Len %d", s, s.Has(card.QueenSpades), s.Len())
	}
	if s.Add(card.QueenSpades) != s {
		t.Error("adding a member changed the set")
	}
	if s.Remove(card.TenHearts) != s {
		t.Error("removing a non-member changed the set")
	}
	if s = s.Remove(card.QueenSpades); !s.IsEmpty() {
		t.Errorf("after Remove(QS): %v; want empty", s)
	}
	// Invalid cards are never members and are ignored by Add and Of.
	for _, c := range []card.Card{0, 1, 0x0F, 0x40, 0xFF} {
		if got := card.Full52.Add(c); got != card.Full52 {
			t.Errorf("Full52.Add(%#x) = %v; want Full52 unchanged", uint8(c), got)
		}
		if card.Full52.Has(c) || card.Set(^uint64(0)).Has(c) {
			t.Errorf("Has(%#x) = true for an invalid card", uint8(c))
		}
		if got := card.Full52.Remove(c); got != card.Full52 {
			t.Errorf("Full52.Remove(%#x) = %v; want Full52 unchanged", uint8(c), got)
		}
	}
	if got := card.Of(0, card.QueenSpades, 0xFF); got != card.Of(card.QueenSpades) {
		t.Errorf("Of(0, QS, 0xFF) = %v; want QS", got)
	}
	if got := card.Of(); got != card.Empty {
		t.Errorf("Of() = %v; want empty", got)
	}
}

func TestSetAlgebra(t *testing.T) {
	a := card.MustParseSet("7C 10C QS AS KH")
	b := card.MustParseSet("10C QS 2D Joker")
	tests := []struct {
		name      string
		got, want card.Set
	}{
		{"Union", a.Union(b), card.MustParseSet("7C 10C QS AS KH 2D Joker")},
		{"Intersect", a.Intersect(b), card.MustParseSet("10C QS")},
		{"Minus", a.Minus(b), card.MustParseSet("7C AS KH")},
		{"Minus reversed", b.Minus(a), card.MustParseSet("2D Joker")},
		{"Union with empty", a.Union(card.Empty), a},
		{"Intersect with empty", a.Intersect(card.Empty), card.Empty},
		{"Minus self", a.Minus(a), card.Empty},
		{"OfSuit clubs", a.OfSuit(card.Clubs), card.MustParseSet("7C 10C")},
		{"OfSuit spades", a.OfSuit(card.Spades), card.MustParseSet("QS AS")},
		{"OfSuit diamonds", a.OfSuit(card.Diamonds), card.Empty},
		{"OfSuit NoSuit", b.OfSuit(card.NoSuit), card.Empty},
		{"OfSuit invalid", b.OfSuit(card.Suit(9)), card.Empty},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v; want %v", tt.name, tt.got, tt.want)
		}
	}
	if !a.ContainsAll(card.MustParseSet("QS AS")) || a.ContainsAll(b) || !a.ContainsAll(card.Empty) || !card.Empty.ContainsAll(card.Empty) {
		t.Error("ContainsAll is wrong")
	}
}

// TestSuitQueries covers what TT-2 needs: does a hand hold the led suit,
// and which cards of it.
func TestSuitQueries(t *testing.T) {
	tests := []struct {
		suit            card.Suit
		has             bool
		lowest, highest card.Card
	}{
		{card.Clubs, true, card.SevenClubs, card.AceClubs},
		{card.Diamonds, false, 0, 0},
		{card.Hearts, true, card.SevenHearts, card.KingHearts},
		{card.Spades, true, card.QueenSpades, card.AceSpades},
		{card.NoSuit, false, 0, 0},
	}
	for _, tt := range tests {
		if got := hand.HasSuit(tt.suit); got != tt.has {
			t.Errorf("HasSuit(%v) = %v; want %v", tt.suit, got, tt.has)
		}
		lo, okLo := hand.OfSuit(tt.suit).Lowest()
		hi, okHi := hand.OfSuit(tt.suit).Highest()
		if lo != tt.lowest || hi != tt.highest || okLo != tt.has || okHi != tt.has {
			t.Errorf("LowestOf, HighestOf(%v) = %v %v, %v %v; want %v %v, %v %v",
				tt.suit, lo, okLo, hi, okHi, tt.lowest, tt.has, tt.highest, tt.has)
		}
	}
	if c, ok := hand.Lowest(); c != card.SevenClubs || !ok {
		t.Errorf("Lowest = %v, %v; want 7C, true", c, ok)
	}
	if c, ok := hand.Highest(); c != card.AceSpades || !ok {
		t.Errorf("Highest = %v, %v; want AS, true", c, ok)
	}
	if c, ok := card.Empty.Lowest(); c != 0 || ok {
		t.Errorf("Empty.Lowest = %v, %v; want the zero Card, false", c, ok)
	}
	if c, ok := card.Empty.Highest(); c != 0 || ok {
		t.Errorf("Empty.Highest = %v, %v; want the zero Card, false", c, ok)
	}
	// The Joker has no suit: it is in no suit's cards.
	withJoker := hand.Add(card.Joker)
	if c, _ := withJoker.OfSuit(card.Spades).Highest(); c != card.AceSpades {
		t.Errorf("HighestOf(spades) with the Joker = %v; want AS", c)
	}
	if c, _ := withJoker.Highest(); c != card.Joker {
		t.Errorf("Highest with the Joker = %v; want Joker", c)
	}
}

func TestWellKnownSets(t *testing.T) {
	suits := []struct {
		suit card.Suit
		set  card.Set
		text string
	}{
		{card.Clubs, card.ClubsSet, "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"},
		{card.Diamonds, card.DiamondsSet, "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"},
		{card.Hearts, card.HeartsSet, "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"},
		{card.Spades, card.SpadesSet, "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"},
	}
	var all card.Set
	for _, tt := range suits {
		if card.SuitSet(tt.suit) != tt.set || tt.set.String() != tt.text {
			t.Errorf("SuitSet(%v) = %v; want %v = %s", tt.suit, card.SuitSet(tt.suit), tt.set, tt.text)
		}
		if all.Intersect(tt.set) != card.Empty {
			t.Errorf("%v overlaps an earlier suit", tt.suit)
		}
		all = all.Union(tt.set)
	}
	if all != card.Full52 || card.Full52.Len() != 52 || !card.Full52.Valid() {
		t.Errorf("the four suits make %v (Len %d); want Full52", all, all.Len())
	}
	if card.SuitSet(card.NoSuit) != card.Empty || card.SuitSet(card.Suit(200)) != card.Empty {
		t.Error("SuitSet of an invalid suit is not empty")
	}
	if card.JokerSet != card.Of(card.Joker) || card.JokerSet.Len() != 1 {
		t.Errorf("JokerSet = %v; want {Joker}", card.JokerSet)
	}
	if got := card.RankSet(card.Queen); got != card.MustParseSet("QC QD QH QS") {
		t.Errorf("RankSet(Queen) = %v", got)
	}
	if got := card.RankSet(card.JokerRank); got != card.JokerSet {
		t.Errorf("RankSet(JokerRank) = %v; want JokerSet", got)
	}
	for _, r := range []card.Rank{0, 1, 16, 255} {
		if got := card.RankSet(r); got != card.Empty {
			t.Errorf("RankSet(%d) = %v; want empty", r, got)
		}
	}
	// C-9: the 32-card pack is 7 8 9 10 J Q K A in four suits.
	pack32 := card.RangeSet(card.Seven, card.Ace)
	if pack32.Len() != 32 || pack32.OfSuit(card.Hearts).String() != "7H 8H 9H 10H JH QH KH AH" {
		t.Errorf("RangeSet(Seven, Ace) = %v; want the 32-card pack", pack32)
	}
	if got := card.RangeSet(card.Two, card.JokerRank); got != card.Full52 {
		t.Errorf("RangeSet(Two, JokerRank) = %v; want Full52 without the Joker", got)
	}
	if got := card.RangeSet(card.Ace, card.Two); got != card.Empty {
		t.Errorf("RangeSet(Ace, Two) = %v; want empty", got)
	}
	if got := card.RangeSet(0, card.Three); got != card.MustParseSet("2C 2D 2H 2S 3C 3D 3H 3S") {
		t.Errorf("RangeSet(0, Three) = %v", got)
	}
}

func TestSetValid(t *testing.T) {
	if !card.Full52.Add(card.Joker).Valid() || !card.Empty.Valid() {
		t.Error("a set of valid cards is not Valid")
	}
	for _, bad := range []card.Set{1, 1 << 1, 1 << 15, 1 << 16, 1 << 31, 1 << 47, card.Set(^uint64(0))} {
		if bad.Valid() {
			t.Errorf("Set(%#x).Valid() = true", uint64(bad))
		}
		if _, err := bad.MarshalText(); !errors.Is(err, card.ErrInvalid) {
			t.Errorf("Set(%#x).MarshalText error = %v; want ErrInvalid", uint64(bad), err)
		}
		if _, err := bad.MarshalJSON(); !errors.Is(err, card.ErrInvalid) {
			t.Errorf("Set(%#x).MarshalJSON error = %v; want ErrInvalid", uint64(bad), err)
		}
		if b, err := bad.AppendText([]byte("keep")); string(b) != "keep" || !errors.Is(err, card.ErrInvalid) {
			t.Errorf("Set(%#x).AppendText = %q, %v; want keep and ErrInvalid", uint64(bad), b, err)
		}
	}
}

func TestNthIndex(t *testing.T) {
	want := []card.Card{card.SevenClubs, card.TenClubs, card.AceClubs,
		card.SevenHearts, card.KingHearts, card.QueenSpades, card.AceSpades}
	for i, c := range want {
		got, ok := hand.Nth(i)
		if !ok || got != c {
			t.Errorf("Nth(%d) = %v, %v; want %v, true", i, got, ok, c)
		}
		idx, ok := hand.Index(c)
		if !ok || idx != i {
			t.Errorf("Index(%v) = %d, %v; want %d, true", c, idx, ok, i)
		}
	}
	for _, n := range []int{-1, len(want), 64, -1 << 31} {
		if c, ok := hand.Nth(n); ok || c != 0 {
			t.Errorf("Nth(%d) = %v, %v; want the zero Card, false", n, c, ok)
		}
	}
	for _, c := range []card.Card{card.TwoClubs, card.Joker, 0, 0xFF} {
		if i, ok := hand.Index(c); ok || i != 0 {
			t.Errorf("Index(%v) = %d, %v; want 0, false", c, i, ok)
		}
	}
	full := card.Full52.Add(card.Joker)
	if i, ok := full.Index(card.Joker); !ok || i != 52 {
		t.Errorf("Index(Joker) in the full pack = %d, %v; want 52, true", i, ok)
	}
	if c, ok := full.Nth(52); !ok || c != card.Joker {
		t.Errorf("Nth(52) in the full pack = %v, %v; want Joker, true", c, ok)
	}
}

func TestIteration(t *testing.T) {
	want := []card.Card{card.SevenClubs, card.TenClubs, card.AceClubs,
		card.SevenHearts, card.KingHearts, card.QueenSpades, card.AceSpades}
	if diff := cmp.Diff(want, slices.Collect(hand.All())); diff != "" {
		t.Errorf("All mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want, hand.Cards()); diff != "" {
		t.Errorf("Cards mismatch (-want +got):\n%s", diff)
	}
	prefix := []card.Card{card.Joker}
	if diff := cmp.Diff(append([]card.Card{card.Joker}, want...), hand.AppendCards(prefix)); diff != "" {
		t.Errorf("AppendCards mismatch (-want +got):\n%s", diff)
	}
	var got []card.Card
	s := hand
	for c, ok := s.Next(); ok; c, ok = s.Next() {
		got = append(got, c)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Next loop mismatch (-want +got):\n%s", diff)
	}
	if s != card.Empty {
		t.Errorf("after the Next loop the set is %v; want empty", s)
	}
	if c, ok := s.Next(); ok || c != 0 {
		t.Errorf("Next on the empty set = %v, %v; want the zero Card, false", c, ok)
	}
	// Breaking out of All stops the iteration.
	var first []card.Card
	for c := range hand.All() {
		first = append(first, c)
		if len(first) == 2 {
			break
		}
	}
	if diff := cmp.Diff(want[:2], first); diff != "" {
		t.Errorf("All with break mismatch (-want +got):\n%s", diff)
	}
	if n := len(slices.Collect(card.Empty.All())); n != 0 {
		t.Errorf("All of the empty set yielded %d cards", n)
	}
	if got := card.Empty.Cards(); got == nil || len(got) != 0 {
		t.Errorf("Empty.Cards() = %#v; want an empty, non-nil slice", got)
	}
}

func TestSetString(t *testing.T) {
	tests := []struct {
		s    card.Set
		want string
	}{
		{card.Empty, ""},
		{card.Of(card.QueenSpades), "QS"},
		{card.Of(card.QueenSpades, card.TenHearts, card.SevenClubs), "7C 10H QS"},
		{card.Of(card.Joker, card.TwoClubs), "2C Joker"},
		{hand, "7C 10C AC 7H KH QS AS"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("String = %q; want %q", got, tt.want)
		}
		if got, err := tt.s.AppendText([]byte("> ")); err != nil || string(got) != "> "+tt.want {
			t.Errorf("AppendText = %q, %v; want %q", got, err, "> "+tt.want)
		}
		b, err := tt.s.MarshalText()
		if err != nil || string(b) != tt.want {
			t.Errorf("MarshalText = %q, %v; want %q", b, err, tt.want)
		}
		var back card.Set
		if err := back.UnmarshalText(b); err != nil || back != tt.s {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, back, err, tt.s)
		}
	}
}

func TestParseSet(t *testing.T) {
	tests := []struct {
		in   string
		want card.Set
	}{
		{"", card.Empty},
		{"   ", card.Empty},
		{",,, ,", card.Empty},
		{"QS", card.Of(card.QueenSpades)},
		{"QS, 10h 7♣", card.Of(card.QueenSpades, card.TenHearts, card.SevenClubs)},
		{"QS,10H", card.Of(card.QueenSpades, card.TenHearts)},
		{"  q♠\t10♥\n7c\r\n", card.Of(card.QueenSpades, card.TenHearts, card.SevenClubs)},
		{"Joker 2C", card.Of(card.Joker, card.TwoClubs)},
	}
	for _, tt := range tests {
		got, err := card.ParseSet(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseSet(%q) = %v, %v; want %v, nil", tt.in, got, err, tt.want)
		}
	}
	bad := []struct {
		in, token string
	}{
		{"QS QS", "QS"},
		{"TH 10h", "10h"},
		{"Joker joker", "joker"},
		{"QS XX", "XX"},
		{"QS 11D", "11D"},
		{"Q", "Q"},
		{"QS;10H", "QS;10H"},
		{"QS 10", "10"},
		{"♠", "♠"},
	}
	for _, tt := range bad {
		got, err := card.ParseSet(tt.in)
		var pe *card.ParseError
		if err == nil || got != card.Empty || !errors.Is(err, card.ErrSyntax) || !errors.As(err, &pe) {
			t.Errorf("ParseSet(%q) = %v, %v; want empty and a *ParseError wrapping ErrSyntax", tt.in, got, err)
			continue
		}
		if pe.Input != tt.token {
			t.Errorf("ParseSet(%q): ParseError.Input = %q; want the token %q", tt.in, pe.Input, tt.token)
		}
		s := card.Full52
		if err := s.UnmarshalText([]byte(tt.in)); err == nil || s != card.Full52 {
			t.Errorf("UnmarshalText(%q) = %v leaving %v; want an error and the set unchanged", tt.in, err, s)
		}
	}
	if got := card.MustParseSet("AS"); got != card.Of(card.AceSpades) {
		t.Errorf("MustParseSet(AS) = %v", got)
	}
	defer func() {
		if r := recover(); r == nil {
			t.Error("MustParseSet(QS QS) did not panic")
		}
	}()
	card.MustParseSet("QS QS")
}

// TestSetJSON checks the array form that game records use for hands and
// stocks (docs/records.md: "hands": [["7H", "8H", ...]]).
func TestSetJSON(t *testing.T) {
	tests := []struct {
		s    card.Set
		want string
	}{
		{card.Empty, `[]`},
		{card.Of(card.QueenSpades, card.TenHearts, card.SevenClubs), `["7C","10H","QS"]`},
		{card.Of(card.Joker), `["Joker"]`},
	}
	for _, tt := range tests {
		b, err := json.Marshal(tt.s)
		if err != nil || string(b) != tt.want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", tt.s, b, err, tt.want)
		}
		var back card.Set
		if err := json.Unmarshal(b, &back); err != nil || back != tt.s {
			t.Errorf("Unmarshal(%s) = %v, %v; want %v", b, back, err, tt.s)
		}
	}

	type deal struct {
		Dealer int        `json:"dealer"`
		Hands  []card.Set `json:"hands"`
		Stock  card.Set   `json:"stock"`
	}
	in := `{"dealer":0,"hands":[["7H","8H","9H"],["q♠","10c"]],"stock":["KD","AD"]}`
	var d deal
	if err := json.Unmarshal([]byte(in), &d); err != nil {
		t.Fatalf("Unmarshal(%s): %v", in, err)
	}
	want := deal{Hands: []card.Set{card.MustParseSet("7H 8H 9H"), card.MustParseSet("QS 10C")}, Stock: card.MustParseSet("KD AD")}
	if diff := cmp.Diff(want, d); diff != "" {
		t.Errorf("Unmarshal deal mismatch (-want +got):\n%s", diff)
	}
	out, err := json.Marshal(d)
	if wantOut := `{"dealer":0,"hands":[["7H","8H","9H"],["10C","QS"]],"stock":["KD","AD"]}`; err != nil || string(out) != wantOut {
		t.Errorf("Marshal deal = %s, %v; want %s", out, err, wantOut)
	}

	good := []struct {
		in   string
		want card.Set
	}{
		{` [ "QS" , "10h" ] `, card.MustParseSet("QS 10H")},
		{`"QS, 10h 7♣"`, card.MustParseSet("QS 10H 7C")}, // the ParseSet string form
		{`""`, card.Empty},
	}
	for _, tt := range good {
		var s card.Set
		if err := json.Unmarshal([]byte(tt.in), &s); err != nil || s != tt.want {
			t.Errorf("Unmarshal(%s) = %v, %v; want %v", tt.in, s, err, tt.want)
		}
	}

	// The JSON literal null leaves the set unchanged.
	s := card.Of(card.AceSpades)
	if err := json.Unmarshal([]byte(`null`), &s); err != nil || s != card.Of(card.AceSpades) {
		t.Errorf("Unmarshal(null) = %v, %v; want AS unchanged and no error", s, err)
	}

	// Unreadable cards, repeated cards and null elements are bad cards
	// (ErrSyntax); a JSON value of the wrong type is not.
	bad := []struct {
		in     string
		syntax bool
	}{
		{`["XX"]`, true},
		{`["QS","qs"]`, true},
		{`["QS","QS"]`, true},
		{`[""]`, true},
		{`[null]`, true},
		{`["QS",null]`, true},
		{`"QS XX"`, true},
		{`"QS QS"`, true},
		{`[5]`, false},
		{`5`, false},
		{`{}`, false},
		{`[["QS"]]`, false},
		{`true`, false},
		{`[`, false},
	}
	for _, tt := range bad {
		s := card.Of(card.AceSpades)
		err := json.Unmarshal([]byte(tt.in), &s)
		if err == nil {
			t.Errorf("Unmarshal(%s) = %v, nil; want an error", tt.in, s)
			continue
		}
		if errors.Is(err, card.ErrSyntax) != tt.syntax {
			t.Errorf("Unmarshal(%s) error %v: wraps ErrSyntax = %v; want %v", tt.in, err, !tt.syntax, tt.syntax)
		}
		if s != card.Of(card.AceSpades) {
			t.Errorf("Unmarshal(%s) failed but changed the set to %v", tt.in, s)
		}
	}
}
