package trick

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
)

// Opening says what the leader of a deal's first trick must lead. The
// zero Opening is OpenAny.
type Opening uint8

// The opening rules.
const (
	// OpenAny lets the first leader lead any card (TT-1).
	OpenAny Opening = iota
	// OpenExactCard makes the first leader lead Context.OpeningCard, when
	// it holds it.
	OpenExactCard
	// OpenSuitOfCard lets the first leader lead any card of the suit of
	// Context.OpeningCard, when it holds that card.
	OpenSuitOfCard
)

// Rules is a game's choice of trick rules: the restrictions it adds to
// following suit, each given by the cards it concerns, and the rule
// references Check cites for them. The zero Rules is plain trick-taking:
// follow suit, otherwise anything (TT-1 to TT-3). A game composes its
// restrictions from the fields: it may, say, hold back a suit until
// a card of it is played (Held, Breakers), keep its penalty cards off the
// first trick (Penalty) and open with the lowest card of a suit in play
// (Opening with Context.OpeningCard).
type Rules struct {
	// Opening restricts the first lead of the deal to Context.OpeningCard
	// or its suit.
	Opening Opening
	// Held are the cards no seat may lead until the cards are broken (a
	// card of Breakers played to an earlier trick), unless the leader
	// holds only cards of Held. Empty: any card may lead.
	Held card.Set
	// Breakers are the cards whose play to a trick breaks Held (see
	// Breaks).
	Breakers card.Set
	// Penalty are the cards a seat that cannot follow suit may not
	// discard to the deal's first trick while it holds another card.
	// Empty: any discard.
	Penalty card.Set
	// Prefer are the cards of Penalty that a seat holding only Penalty
	// cards must discard to the first trick, when it holds one. Empty:
	// any of them.
	Prefer card.Set
	// Refs are the rule IDs Check cites for these restrictions.
	Refs Refs
}

// Refs are the rule IDs a game's trick rules cite when a play breaks
// them; an empty one leaves the violation without a reference.
type Refs struct {
	// Opening is cited for a first lead other than Context.OpeningCard.
	Opening string
	// OpeningSuit is cited for a first lead outside the suit of
	// Context.OpeningCard under OpenSuitOfCard.
	OpeningSuit string
	// Held is cited for a card of Held led before it is broken.
	Held string
	// Penalty is cited for a card of Penalty discarded to the first
	// trick while the seat held a card outside Penalty.
	Penalty string
	// Prefer is cited for a card of Penalty outside Prefer discarded to
	// the first trick while the seat held a card of Prefer and nothing
	// outside Penalty.
	Prefer string
}

// Context is what legality depends on besides the hand and the trick.
// The engine keeps it: First for the deal's first trick, Broken set once
// Rules.Breaks reports true for a card played to an earlier trick.
type Context struct {
	// First is true during the deal's first trick.
	First bool
	// Broken is true once Rules.Held is broken (see Rules.Breaks).
	Broken bool
	// OpeningCard is the card of the Opening rule (the lowest club in
	// play, say); ignored under OpenAny. The rule binds only a leader
	// that holds it; a card without a suit (the Joker) makes
	// OpenSuitOfCard act as OpenExactCard.
	OpeningCard card.Card
}

// Breaks reports whether playing c to a trick breaks Rules.Held: whether
// c is one of Rules.Breakers.
func (r *Rules) Breaks(c card.Card) bool { return r.Breakers.Has(c) }

// Legal returns the cards of hand that may be played to t: a subset of
// hand, never empty for a non-empty hand, holding only cards of the led
// suit when hand has one (TT-2). The empty hand gives the empty set. It
// does not allocate. Check explains why a card is not in it.
func (r *Rules) Legal(hand card.Set, t *Trick, ctx Context) card.Set {
	if hand == 0 {
		return 0
	}
	if t.IsEmpty() {
		return r.legalLead(hand, ctx)
	}
	return r.Follow(hand, card.SuitSet(t.Led()), ctx.First)
}

// Follow is Legal for a trick already led: the cards of hand that may be
// played to a trick whose led suit holds the cards of led (a SuitSet),
// during the deal's first trick when first is set. A seat that holds a
// card of led must play one (hand&led, TT-2), so an engine that keeps led
// needs to call Follow only for a seat void in it. The empty hand gives
// the empty set.
func (r *Rules) Follow(hand, led card.Set, first bool) card.Set {
	if follow := hand & led; follow != 0 {
		return follow // TT-2
	}
	if first && r.Penalty != 0 {
		if safe := hand &^ r.Penalty; safe != 0 {
			return safe
		}
		if h := hand & r.Prefer; h != 0 {
			return h
		}
	}
	return hand
}

func (r *Rules) legalLead(hand card.Set, ctx Context) card.Set {
	if ctx.First && r.Opening != OpenAny && hand.Has(ctx.OpeningCard) {
		if r.Opening == OpenSuitOfCard {
			if suit := hand.OfSuit(ctx.OpeningCard.Suit()); suit != 0 {
				return suit
			}
		}
		return card.Of(ctx.OpeningCard)
	}
	return r.LaterLead(hand, ctx.Broken)
}

// LaterLead is Legal for a lead after the deal's first trick, once Held
// is broken if broken is set: the cards of hand that may lead. An engine
// that knows the first trick is over needs only this at each lead. The
// empty hand gives the empty set.
func (r *Rules) LaterLead(hand card.Set, broken bool) card.Set {
	if !broken {
		if rest := hand &^ r.Held; rest != 0 {
			return rest
		}
	}
	return hand
}

// Check returns nil if seat s may play c from hand to t, exactly when
// Legal(hand, t, ctx) has c, and otherwise a *rule.Violation for seat s
// naming the rule broken, citing the reference of Rules.Refs, and the
// facts of the case (rule.Facts), from which its message is rendered in
// English or German on demand:
//
//   - rule.CardNotHeld when hand does not hold c (checked first);
//   - rule.OpeningLead (Refs.Opening, Refs.OpeningSuit) for a first lead
//     other than the Opening rule requires;
//   - rule.HeartsNotBroken (Refs.Held) for a card of Held led before Held
//     is broken by a seat holding another card;
//   - rule.FollowSuit (TT-2) when the seat could follow the led suit,
//     with the cards it holds of that suit: "Seat 2 must follow
//     diamonds and holds 9♦, 10♦.";
//   - rule.FirstTrickPenalty (Refs.Penalty, Refs.Prefer) for a penalty
//     card discarded to the first trick while another card was playable.
//
// Check allocates only when it returns a violation.
func (r *Rules) Check(s int, hand card.Set, t *Trick, ctx Context, c card.Card) error {
	if !hand.Has(c) {
		return rule.Fact(rule.CardNotHeld, "", s, rule.Facts{Sentence: sentence.NotHeld, Card: c})
	}
	legal := r.Legal(hand, t, ctx)
	if legal.Has(c) {
		return nil
	}
	if t.IsEmpty() {
		if ctx.First && r.Opening != OpenAny && hand.Has(ctx.OpeningCard) {
			if r.Opening == OpenSuitOfCard && hand.HasSuit(ctx.OpeningCard.Suit()) {
				return rule.Fact(rule.OpeningLead, r.Refs.OpeningSuit, s,
					rule.Facts{Sentence: sentence.MustOpenWithSuit, Card: c, Suit: ctx.OpeningCard.Suit(), Cards: legal})
			}
			return rule.Fact(rule.OpeningLead, r.Refs.Opening, s,
				rule.Facts{Sentence: sentence.MustOpenWithCard, Card: ctx.OpeningCard, Cards: legal})
		}
		return rule.Fact(rule.HeartsNotBroken, r.Refs.Held, s,
			rule.Facts{Sentence: sentence.HeartsUnbroken, Card: c, Suit: c.Suit(), Cards: legal})
	}
	led := t.Led()
	if hand.HasSuit(led) {
		return rule.Fact(rule.FollowSuit, "TT-2", s,
			rule.Facts{Sentence: sentence.MustFollow, Card: c, Suit: led, Cards: hand.OfSuit(led)})
	}
	ref := r.Refs.Penalty
	if hand&^r.Penalty == 0 {
		ref = r.Refs.Prefer
	}
	return rule.Fact(rule.FirstTrickPenalty, ref, s,
		rule.Facts{Sentence: sentence.NoPenaltyFirstTrick, Card: c, Cards: legal})
}
