package trick

import "github.com/blackqueen/rules/card"

// Shown is what a legal play proves about the hand it was played from,
// the inverse of Legal: the hand held the card played, and it held no
// card of Lacks, unless it held every card of Unless (when Unless is not
// empty). Exactly the hands that satisfy this (Consistent) admit the
// play. A seat's hand only shrinks while it plays, so a card it did not
// hold at one play it does not hold at any later one.
//
// Refs names the rule references of Rules.Refs the inference rests on
// (as Check would cite them for the hands it rules out), and Void
// whether it rests on following suit (TT-2); an inference that proves
// nothing has neither.
type Shown struct {
	// Lacks are cards the hand did not hold.
	Lacks card.Set
	// Unless, when not empty, lifts Lacks for a hand that held all of
	// it: the hand held no card of Lacks or every card of Unless.
	Unless card.Set
	// Void is set when Lacks holds the led suit the play did not follow.
	Void bool
	// Refs are the references of Rules.Refs the inference rests on, by
	// field: Opening, OpeningSuit, Held, Penalty, Prefer.
	Refs Refs
}

// Consistent reports whether hand, a hand holding the card played,
// agrees with what the play showed.
func (sh Shown) Consistent(hand card.Set) bool {
	return hand&sh.Lacks == 0 || (sh.Unless != 0 && hand.ContainsAll(sh.Unless))
}

// Shows returns what playing c to t in context ctx proves about the hand
// it came from, if the play was legal (Legal of that hand has c): the
// inverse of Legal, exact in both directions for hands holding c. A
// seat that did not follow the led suit held none of it (TT-2); a card
// of Rules.Held led before it is broken proves the hand held nothing
// else; a Penalty card discarded to the first trick proves the hand held
// no card outside Penalty, and no card of Prefer unless it is one; a
// first lead other than the opening card proves the hand did not hold
// it, or, under OpenSuitOfCard, held it or nothing but Held cards. It
// does not allocate.
func (r *Rules) Shows(t *Trick, ctx Context, c card.Card) Shown {
	if t.IsEmpty() {
		return r.LeadShows(ctx, c)
	}
	return r.FollowShows(card.SuitSet(t.Led()), ctx.First, c)
}

// FollowShows is Shows for a trick already led, the inverse of Follow:
// what playing c to a trick whose led suit holds the cards of led (a
// SuitSet), during the deal's first trick when first is set, proves
// about the hand.
func (r *Rules) FollowShows(led card.Set, first bool, c card.Card) Shown {
	if led.Has(c) {
		return Shown{}
	}
	sh := Shown{Lacks: led, Void: true} // TT-2
	if !first || !r.Penalty.Has(c) {
		return sh
	}
	sh.Lacks |= ^r.Penalty
	sh.Refs.Penalty = r.Refs.Penalty
	if r.Prefer != 0 && !r.Prefer.Has(c) {
		sh.Lacks |= r.Prefer & r.Penalty
		sh.Refs.Prefer = r.Refs.Prefer
	}
	return sh
}

// LeadShows is Shows for a lead, the inverse of Legal for an empty
// trick.
func (r *Rules) LeadShows(ctx Context, c card.Card) Shown {
	op := ctx.OpeningCard
	if ctx.First && r.Opening != OpenAny && c == op {
		return Shown{} // the opening card, which the rule binds the leader to
	}
	later := r.LaterLeadShows(ctx.Broken, c)
	if !ctx.First || r.Opening == OpenAny || card.Of(op) == 0 {
		return later
	}
	// The rule binds a leader that holds op: c is legal under it only
	// beside op in its suit (OpenSuitOfCard), and otherwise only when
	// the hand did not hold op.
	if r.Opening == OpenSuitOfCard && c.Suit() == op.Suit() { // (the Joker: c is op)
		if later.Lacks != 0 {
			later.Unless = card.Of(op)
		}
		return later
	}
	later.Lacks = later.Lacks.Add(op)
	later.Refs.Opening = r.Refs.Opening
	if r.Opening == OpenSuitOfCard {
		later.Refs.OpeningSuit = r.Refs.OpeningSuit
	}
	return later
}

// LaterLeadShows is Shows for a lead after the deal's first trick, the
// inverse of LaterLead: a card of Held led before Held is broken (broken
// unset) proves the hand held nothing else.
func (r *Rules) LaterLeadShows(broken bool, c card.Card) Shown {
	if broken || !r.Held.Has(c) {
		return Shown{}
	}
	return Shown{Lacks: ^r.Held, Refs: Refs{Held: r.Refs.Held}}
}
