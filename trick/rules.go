package trick

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
)

// Opening says what the leader of a deal's first trick must lead. The
// zero Opening is OpenAny.
type Opening uint8

// The opening rules.
const (
	// OpenAny lets the first leader lead any card (TT-1, BM-R5, MAD-R12,
	// SAU-R6, SAU-A9 default).
	OpenAny Opening = iota
	// OpenExactCard makes the first leader lead Context.OpeningCard, which
	// it holds (SH-R4 with the lowest club in play; SAU-A9 option
	// MustLeadClubSeven with the 7♣).
	OpenExactCard
	// OpenSuitOfCard lets the first leader lead any card of the suit of
	// Context.OpeningCard (SH-A2 option OpenerAnyClub).
	OpenSuitOfCard
)

// Lead says which cards may be led to a trick. The zero Lead is LeadAny.
type Lead uint8

// The lead rules.
const (
	// LeadAny allows any card to be led (TT-1).
	LeadAny Lead = iota
	// LeadHeartsBroken forbids leading a heart until hearts are broken,
	// unless the leader holds only hearts (SH-R6).
	LeadHeartsBroken
)

// FirstTrick says what a seat that cannot follow suit may discard to the
// deal's first trick. The zero FirstTrick is FirstTrickAny.
type FirstTrick uint8

// The first-trick rules.
const (
	// FirstTrickAny allows any discard (TT-2, BM-R6).
	FirstTrickAny FirstTrick = iota
	// FirstTrickNoPenalty forbids a heart or the Q♠ while the seat holds
	// another card (SH-R7).
	FirstTrickNoPenalty
	// FirstTrickNoPenaltyHeartBeforeQueen is FirstTrickNoPenalty, and a
	// seat holding only hearts and the Q♠ must play a heart (SH-A3 option
	// FirstTrickPreferHeartOverQueen).
	FirstTrickNoPenaltyHeartBeforeQueen
)

// Breaking says which cards break hearts. The zero Breaking is
// HeartBreaks.
type Breaking uint8

// The hearts-breaking rules.
const (
	// HeartBreaks means only a heart played to a trick breaks hearts
	// (SH-R6, SH-A1 default).
	HeartBreaks Breaking = iota
	// HeartOrQueenBreaks means the Q♠ breaks hearts too (SH-A1 option
	// QueenBreaksHearts).
	HeartOrQueenBreaks
)

// Rules is a game's choice of trick rules. The zero Rules is plain
// trick-taking: follow suit, otherwise anything (TT-1 to TT-3), as in
// Schwarze Madonna (MAD-R12), Black Maria (BM-R5, BM-R6) and Schwarze Sau
// (SAU-R6). Standard Hearts is
//
//	Rules{Opening: OpenExactCard, Lead: LeadHeartsBroken, FirstTrick: FirstTrickNoPenalty}
//
// with Context.OpeningCard the lowest club in play (SH-R4 to SH-R7), and
// its options change one field each (SH-A1 Breaking, SH-A2 Opening, SH-A3
// FirstTrick).
type Rules struct {
	// Opening restricts the first lead of the deal (SH-R4, SH-A2, SAU-A9).
	Opening Opening
	// Lead restricts every lead (SH-R6).
	Lead Lead
	// FirstTrick restricts discards to the first trick (SH-R7, SH-A3).
	FirstTrick FirstTrick
	// Breaking says which cards break hearts, for Breaks (SH-A1).
	Breaking Breaking
}

// Context is what legality depends on besides the hand and the trick.
// The engine keeps it: First for the deal's first trick, Broken set once
// Rules.Breaks reports true for a card played to an earlier trick.
type Context struct {
	// First is true during the deal's first trick.
	First bool
	// Broken is true once hearts have been broken (see Rules.Breaks).
	Broken bool
	// OpeningCard is the card of the Opening rule (the lowest club in play
	// for Hearts, the 7♣ for Sau); ignored under OpenAny. The rule binds
	// only a leader that holds it; a card without a suit (the Joker)
	// makes OpenSuitOfCard act as OpenExactCard.
	OpeningCard card.Card
}

// penalty is what SH-R7 forbids on the first trick: every heart and the
// queen of spades.
const penalty = card.HeartsSet | card.Set(1)<<card.QueenSpades

// Breaks reports whether playing c to a trick breaks hearts (SH-R6, SH-A1).
func (r Rules) Breaks(c card.Card) bool {
	return c.Suit() == card.Hearts || (r.Breaking == HeartOrQueenBreaks && c == card.QueenSpades)
}

// Legal returns the cards of hand that may be played to t: a subset of
// hand, never empty for a non-empty hand, holding only cards of the led
// suit when hand has one (TT-2). The empty hand gives the empty set. It
// does not allocate. Check explains why a card is not in it.
func (r Rules) Legal(hand card.Set, t *Trick, ctx Context) card.Set {
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
func (r Rules) Follow(hand, led card.Set, first bool) card.Set {
	if follow := hand & led; follow != 0 {
		return follow // TT-2
	}
	if first && r.FirstTrick != FirstTrickAny {
		if safe := hand &^ penalty; safe != 0 {
			return safe // SH-R7
		}
		if r.FirstTrick == FirstTrickNoPenaltyHeartBeforeQueen {
			if h := hand.OfSuit(card.Hearts); h != 0 {
				return h // SH-A3 option
			}
		}
	}
	return hand
}

func (r Rules) legalLead(hand card.Set, ctx Context) card.Set {
	if ctx.First && r.Opening != OpenAny && hand.Has(ctx.OpeningCard) {
		if r.Opening == OpenSuitOfCard {
			if suit := hand.OfSuit(ctx.OpeningCard.Suit()); suit != 0 {
				return suit // SH-A2 option
			}
		}
		return card.Of(ctx.OpeningCard) // SH-R4, SAU-A9 option
	}
	return r.LaterLead(hand, ctx.Broken)
}

// LaterLead is Legal for a lead after the deal's first trick, once
// hearts are broken if broken is set: the cards of hand that may lead
// (SH-R6). An engine that knows the first trick is over needs only this
// at each lead. The empty hand gives the empty set.
func (r Rules) LaterLead(hand card.Set, broken bool) card.Set {
	if r.Lead == LeadHeartsBroken && !broken {
		if rest := hand &^ card.HeartsSet; rest != 0 {
			return rest // SH-R6
		}
	}
	return hand
}

// Check returns nil if seat s may play c from hand to t, exactly when
// Legal(hand, t, ctx) has c, and otherwise a *rule.Violation for seat s
// naming the rule broken and the facts of the case (rule.Facts), from
// which its message is rendered in English or German on demand:
//
//   - rule.CardNotHeld when hand does not hold c (checked first);
//   - rule.OpeningLead (SH-R4, SH-A2, SAU-A9) for a first lead other than
//     the Opening rule requires;
//   - rule.HeartsNotBroken (SH-R6) for a heart led before hearts are
//     broken by a seat holding another card;
//   - rule.FollowSuit (TT-2) when the seat could follow the led suit,
//     with the cards it holds of that suit: "Seat 2 must follow
//     diamonds: it holds 9D, 10D.";
//   - rule.FirstTrickPenalty (SH-R7, SH-A3) for a penalty card discarded
//     to the first trick while another card was playable.
//
// Check allocates only when it returns a violation.
func (r Rules) Check(s int, hand card.Set, t *Trick, ctx Context, c card.Card) error {
	if !hand.Has(c) {
		return rule.Fact(rule.CardNotHeld, "", s, rule.Facts{Sentence: rule.NotHeld, Card: c})
	}
	legal := r.Legal(hand, t, ctx)
	if legal.Has(c) {
		return nil
	}
	if t.IsEmpty() {
		if ctx.First && r.Opening != OpenAny && hand.Has(ctx.OpeningCard) {
			if r.Opening == OpenSuitOfCard && hand.HasSuit(ctx.OpeningCard.Suit()) {
				return rule.Fact(rule.OpeningLead, "SH-A2", s,
					rule.Facts{Sentence: rule.MustOpenWithSuit, Card: c, Suit: ctx.OpeningCard.Suit(), Cards: legal})
			}
			ref := "SH-R4"
			if ctx.OpeningCard == card.SevenClubs {
				ref = "SAU-A9"
			}
			return rule.Fact(rule.OpeningLead, ref, s,
				rule.Facts{Sentence: rule.MustOpenWithCard, Card: ctx.OpeningCard, Cards: legal})
		}
		return rule.Fact(rule.HeartsNotBroken, "SH-R6", s,
			rule.Facts{Sentence: rule.HeartsUnbroken, Card: c, Suit: card.Hearts, Cards: legal})
	}
	led := t.Led()
	if hand.HasSuit(led) {
		return rule.Fact(rule.FollowSuit, "TT-2", s,
			rule.Facts{Sentence: rule.MustFollow, Card: c, Suit: led, Cards: hand.OfSuit(led)})
	}
	ref := "SH-R7"
	if r.FirstTrick == FirstTrickNoPenaltyHeartBeforeQueen && hand&^penalty == 0 {
		ref = "SH-A3"
	}
	return rule.Fact(rule.FirstTrickPenalty, ref, s,
		rule.Facts{Sentence: rule.NoPenaltyFirstTrick, Card: c, Cards: legal})
}
