package variant_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// TestCheckHands: the check of dealt hands both state machines' DealCards
// share finds the first hand that is not the deal's (a seat past the
// table, a wrong size, a card dealt twice) and otherwise returns every
// card of the hands.
func TestCheckHands(t *testing.T) {
	cs := card.MustParseSet
	var want deck.Hands
	want.Hand[0], want.Hand[1] = cs("2C 3C"), cs("4C 5C")
	for _, tc := range []struct {
		name  string
		hands []card.Set
		facts rule.Facts
		ok    bool
	}{
		{"the deal", []card.Set{cs("AS KS"), cs("QS JS")}, rule.Facts{}, true},
		{"a seat past the table", []card.Set{cs("AS KS"), cs("QS JS"), cs("10S")}, rule.Facts{Sentence: sentence.NoSuchSeat, Other: 2}, false},
		{"a short hand", []card.Set{cs("AS"), cs("QS JS")}, rule.Facts{Sentence: sentence.HandSize, Other: 0, Count: 1, Want: 2}, false},
		{"a card twice", []card.Set{cs("AS KS"), cs("AS JS")}, rule.Facts{Sentence: sentence.DealtTwice, Cards: cs("AS")}, false},
	} {
		d := variant.Dealt{}
		copy(d.Hands[:], tc.hands)
		all, f, ok := d.CheckHands(2, &want)
		if ok != tc.ok {
			t.Errorf("%s: ok %v, want %v", tc.name, ok, tc.ok)
		}
		if diff := cmp.Diff(tc.facts, f); diff != "" {
			t.Errorf("%s: facts (-want +got):\n%s", tc.name, diff)
		}
		if ok && all != cs("AS KS QS JS") {
			t.Errorf("%s: the hands hold %v", tc.name, all)
		}
	}
}
