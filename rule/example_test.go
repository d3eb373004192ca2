package rule_test

import (
	"errors"
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/trick"
)

// play stands for any move check of the module: it returns a
// *rule.Violation when the move breaks a rule.
func play(seat int) error {
	return rule.New(rule.FollowSuit, "TT-2", seat,
		"Seat 2 must follow diamonds and holds 9♦, 10♦.",
		"Platz 2 muss Karo bedienen und hat 9♦, 10♦.")
}

// Callers test for a kind of violation with errors.Is and read the details
// with errors.As, even through wrapping.
func ExampleViolation() {
	err := fmt.Errorf("action 8: %w", play(2))

	fmt.Println(errors.Is(err, rule.FollowSuit))
	fmt.Println(errors.Is(err, rule.CardNotHeld))

	var v *rule.Violation
	if errors.As(err, &v) {
		fmt.Println(v.ID, v.Ref, v.Seat, v.ID.Exit())
		fmt.Println(v.Message("de"))
	}
	fmt.Println(err)
	// Output:
	// true
	// false
	// follow-suit TT-2 2 1
	// Platz 2 muss Karo bedienen und hat 9♦, 10♦.
	// action 8: follow-suit (TT-2): Seat 2 must follow diamonds and holds 9♦, 10♦.
}

// The referee's exit code depends on the rule: 2 when the record cannot
// be judged, 1 for an illegal action.
func ExampleID_Exit() {
	for _, name := range []string{"bad-card", "follow-suit", "unknown-game", "not-passable"} {
		id, _ := rule.ParseID(name)
		fmt.Println(id, id.Exit())
	}
	// Output:
	// bad-card 2
	// follow-suit 1
	// unknown-game 2
	// not-passable 1
}

// followSuit is the violation of seat 1, holding hand, that answers seat
// 0's lead of the K♦ with the 9♠ (TT-2).
func followSuit(hand card.Set) *rule.Violation {
	var t trick.Trick
	t.Add(0, card.KingDiamonds)
	var plain trick.Rules // follow suit, nothing more
	var v *rule.Violation
	errors.As(plain.Check(1, hand, &t, trick.Context{}, card.NineSpades), &v)
	return v
}

// A violation reported as facts, as the module's checks report them,
// renders its sentence in the language the reader asks for, with cards
// and seats named as that reader says them.
func ExampleViolation_MessageNamed() {
	v := followSuit(card.MustParseSet("9D 10D 9S"))
	for _, lang := range []string{"en", "de", "da"} {
		fmt.Println(v.MessageNamed(lang, rule.SeatsFrom1))
	}
	// Output:
	// Seat 2 must follow diamonds and holds 9♦, 10♦.
	// Platz 2 muss Karo bedienen und hat 9♦, 10♦.
	// Plads 2 skal bekende ruder og har 9♦, 10♦.
}

// Told to the player whose move it refuses, the sentence is in the second
// person, as a table tells it.
func ExampleViolation_MessageFor() {
	v := followSuit(card.MustParseSet("9D QD 9S"))
	for _, lang := range []string{"en", "de", "da"} {
		fmt.Println(v.MessageFor(lang, rule.SeatsFrom1, 1))
	}
	// Output:
	// You must follow diamonds: you hold 9♦, Q♦.
	// Du musst Karo bedienen: du hast 9♦, D♦.
	// Du skal bekende ruder og har 9♦, D♦.
}
