package trick

import "github.com/blackqueen/rules/card"

// Shown is what a legal play proves about the hand it was played from,
// the inverse of Legal: the hand held the card played, and it held no
// card of Lacks, unless it held every card of Unless (when Unless is not
// empty). Exactly the hands that satisfy this (Consistent) admit the
// play. A seat's hand only shrinks while it plays, so a card it did not
// hold at one play it does not hold at any later one.
//
// Basis names the rules the inference rests on (Refs.Cite gives their
// references, as Check would cite them for the hands it rules out), and
// Void whether it rests on following suit (TT-2); an inference that
// proves nothing has neither. A Shown is a small plain value, for
// samplers that ask it of every card of a deal.
type Shown struct {
	// Lacks are cards the hand did not hold.
	Lacks card.Set
	// Unless, when not empty, lifts Lacks for a hand that held all of
	// it: the hand held no card of Lacks or every card of Unless.
	Unless card.Set
	// Void is set when Lacks holds the led suit the play did not follow.
	Void bool
	// Basis are the rules of Rules the inference rests on.
	Basis Basis
}

// Basis is a set of the restrictions of Rules, one bit a field of Refs.
type Basis uint8

// The restrictions an inference may rest on.
const (
	ByOpening Basis = 1 << iota
	ByOpeningSuit
	ByHeld
	ByPenalty
	ByPrefer
)

// Cite returns the references of refs for the restrictions of b, in the
// order of the fields of Refs, leaving out empty ones; nil for none. It
// allocates.
func (refs Refs) Cite(b Basis) []string {
	var out []string
	for i, ref := range [...]string{refs.Opening, refs.OpeningSuit, refs.Held, refs.Penalty, refs.Prefer} {
		if b&(1<<i) != 0 && ref != "" {
			out = append(out, ref)
		}
	}
	return out
}

// LeadsShowNothing reports whether no lead in context ctx, nor in any
// later trick of the deal, shows anything about the hand (LeadShows is
// empty): no card is held back, or Held is broken, and no opening rule
// binds the lead.
func (r *Rules) LeadsShowNothing(ctx Context) bool {
	return (r.Held == 0 || ctx.Broken) && (!ctx.First || r.Opening == OpenAny)
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
// about the hand. Unless FollowDependsOnCard(first), every card that
// does not follow shows the same, VoidShows(led).
func (r *Rules) FollowShows(led card.Set, first bool, c card.Card) Shown {
	if first && r.Penalty != 0 { // (FollowDependsOnCard, written out to stay inlined)
		return r.firstShows(led, c)
	}
	return voidShows(led, c)
}

// voidShows is what a card c shows played to a trick led in led where
// FollowDependsOnCard is false: VoidShows if it does not follow.
func voidShows(led card.Set, c card.Card) Shown {
	if led.Has(c) {
		return Shown{}
	}
	return VoidShows(led)
}

// VoidShows is FollowShows for any card that does not follow a trick led
// in led (a SuitSet) where FollowDependsOnCard is false: the hand was void
// in the led suit (TT-2). A reader of many tricks asks it once a trick.
func VoidShows(led card.Set) Shown { return Shown{Lacks: led, Void: true} }

// FollowDependsOnCard reports whether what a card that does not follow
// shows (FollowShows) depends on the card, during the deal's first trick
// when first is set: only on the first trick under a Penalty rule.
func (r *Rules) FollowDependsOnCard(first bool) bool { return first && r.Penalty != 0 }

// firstShows is FollowShows on the first trick under a Penalty rule.
func (r *Rules) firstShows(led card.Set, c card.Card) Shown {
	switch {
	case led.Has(c):
		return Shown{}
	case r.Penalty.Has(c):
		return r.penaltyShows(led, c)
	}
	return voidShows(led, c)
}

// penaltyShows is FollowShows for a card of Penalty that did not follow
// to the first trick.
func (r *Rules) penaltyShows(led card.Set, c card.Card) Shown {
	sh := Shown{Lacks: led | ^r.Penalty, Void: true, Basis: ByPenalty}
	if r.Prefer != 0 && !r.Prefer.Has(c) {
		sh.Lacks |= r.Prefer & r.Penalty
		sh.Basis |= ByPrefer
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
	later.Basis |= ByOpening
	if r.Opening == OpenSuitOfCard {
		later.Basis |= ByOpeningSuit
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
	return Shown{Lacks: ^r.Held, Basis: ByHeld}
}
