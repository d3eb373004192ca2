package trick_test

import (
	"errors"
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/trick"
)

// The record of docs/records.md: seat 1 leads the K♦ and seat 2, holding two
// diamonds, answers with the 9♠ (TT-2).
func ExampleRules_Check() {
	var t trick.Trick
	t.Add(1, card.KingDiamonds)
	hand := card.MustParseSet("9D 10D 7S 8S 9S 10S JS KS AS")
	var plain trick.Rules // follow suit, nothing more
	err := plain.Check(2, hand, &t, trick.Context{}, card.NineSpades)
	var v *rule.Violation
	if errors.As(err, &v) {
		fmt.Println(v.ID.String(), v.Seat)
		fmt.Println(v.Message("en"))
		fmt.Println(v.Message("de"))
	}
	fmt.Println(errors.Is(err, rule.FollowSuit))
	// Output:
	// follow-suit 2
	// Seat 2 must follow diamonds and holds 9♦, 10♦.
	// Platz 2 muss Karo bedienen und hat 9♦, 10♦.
	// true
}

// Standard Hearts on the first trick (SH-E5): a player void in clubs must
// discard a card that is no penalty card if it holds one.
func ExampleRules_Legal() {
	hearts := trick.Rules{
		Opening:  trick.OpenExactCard,
		Held:     card.HeartsSet,
		Breakers: card.HeartsSet,
		Penalty:  card.HeartsSet.Add(card.QueenSpades),
	}
	ctx := trick.Context{First: true, OpeningCard: card.TwoClubs}
	var t trick.Trick
	t.Add(0, card.TwoClubs)
	fmt.Println(hearts.Legal(card.MustParseSet("5H QS 9D"), &t, ctx))
	fmt.Println(hearts.Legal(card.MustParseSet("5H KH QS"), &t, ctx))

	// Later, before hearts are broken, a heart may not be led (SH-E6).
	fmt.Println(hearts.Legal(card.MustParseSet("AH QS"), &trick.Trick{}, trick.Context{}))
	// Output:
	// 9D
	// 5H KH QS
	// QS
}

// The highest card of the suit led wins; the A♥ discarded by seat 3 does
// not (TT-3).
func ExampleTrick_Winner() {
	var t trick.Trick
	t.Add(1, card.NineSpades)
	t.Add(2, card.QueenSpades)
	t.Add(3, card.AceHearts)
	t.Add(0, card.TenSpades)
	s, c, _ := t.Winner()
	fmt.Println(s, c)
	// Output: 2 QS
}

// What a play shows, the inverse of Legal: under rules that keep the
// penalty cards off the first trick, a seat that discards the Q♠ to a
// club lead held no club and nothing but penalty cards.
func ExampleRules_Shows() {
	r := trick.Rules{
		Penalty: card.HeartsSet.Add(card.QueenSpades),
		Refs:    trick.Refs{Penalty: "SH-R7"},
	}
	var t trick.Trick
	t.Add(0, card.TwoClubs)
	sh := r.Shows(&t, trick.Context{First: true}, card.QueenSpades)
	fmt.Println(sh.Void, r.Refs.Cite(sh.Basis))
	fmt.Println(sh.Consistent(card.MustParseSet("QS 5H AH")), sh.Consistent(card.MustParseSet("QS 5H AD")))
	// Output:
	// true [SH-R7]
	// true false
}
