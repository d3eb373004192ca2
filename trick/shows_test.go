package trick_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/trick"
)

// showsRefs are the rule references the drawn rules cite, Hearts' (the
// game whose trick rules use every field).
var showsRefs = trick.Refs{Opening: "SH-R4", OpeningSuit: "SH-A2", Held: "SH-R6", Penalty: "SH-R7", Prefer: "SH-A3"}

// showsCase is a play to infer from: the rules, the trick before it, the
// context and the card played.
type showsCase struct {
	r    trick.Rules
	tr   trick.Trick
	ctx  trick.Context
	c    card.Card
	pack card.Set
}

// drawShowsCase draws a play under random trick rules of the kind
// restrict allows: a random pack, restrictions drawn as random sets of
// its cards (not only Hearts' sets), a trick of 0 to 5 cards, a random
// context and a card not in the trick.
func drawShowsCase(rt *rapid.T, restrict func(*trick.Rules)) showsCase {
	pack := rapid.SampledFrom([]card.Set{card.Full52, deck.Pack32.Cards(), card.Full52 | card.JokerSet}).Draw(rt, "pack")
	r := trick.Rules{
		Opening:  rapid.SampledFrom([]trick.Opening{trick.OpenAny, trick.OpenExactCard, trick.OpenSuitOfCard}).Draw(rt, "opening"),
		Held:     drawCards(rt, pack, "held"),
		Breakers: drawCards(rt, pack, "breakers"),
		Penalty:  drawCards(rt, pack, "penalty"),
	}
	r.Prefer = drawCards(rt, r.Penalty, "prefer") // (Prefer is a part of Penalty)
	r.Refs = showsRefs
	restrict(&r)
	k := 0 // a lead, half the time
	if rapid.Bool().Draw(rt, "follow") {
		k = rapid.IntRange(1, 5).Draw(rt, "trick cards")
	}
	var tr trick.Trick
	for i, c := range drawSubset(rt, pack, k, "trick").Cards() {
		tr.Add(i, c)
	}
	op := rapid.SampledFrom(pack.Cards()).Draw(rt, "opening card")
	ctx := trick.Context{First: rapid.Bool().Draw(rt, "first"), Broken: rapid.Bool().Draw(rt, "broken"), OpeningCard: op}
	// The card played: the opening card, a card of its suit or any.
	from := pack &^ tr.Cards()
	switch rapid.IntRange(0, 2).Draw(rt, "card kind") {
	case 0:
		if from.Has(op) {
			from = card.Of(op)
		}
	case 1:
		if suit := from.OfSuit(op.Suit()); suit != 0 {
			from = suit
		}
	}
	c := rapid.SampledFrom(from.Cards()).Draw(rt, "card")
	return showsCase{r, tr, ctx, c, pack}
}

// drawCards draws a set of cards of from: empty, a suit, a few cards, or
// about a half or a quarter of them at random.
func drawCards(rt *rapid.T, from card.Set, label string) card.Set {
	switch rapid.IntRange(0, 4).Draw(rt, label+" kind") {
	case 0:
		return 0
	case 1:
		return from & card.SuitSet(card.Suit(rapid.IntRange(0, 3).Draw(rt, label+" suit")))
	case 2:
		return drawSubset(rt, from, 4, label)
	}
	bits := card.Set(rapid.Uint64().Draw(rt, label+" bits")) * 0x9e3779b97f4a7c15
	if rapid.Bool().Draw(rt, label+" sparse") {
		bits &= bits >> 7
	}
	return from & bits
}

// checkShows checks Shows both ways for the plays restrict allows: every
// hand holding the card for which the play is legal is consistent with
// what the play shows (nothing legal is ruled out), and every hand
// consistent with it admits the play (nothing illegal is let in), for a
// random hand and for a hand drawn from the cards Shows allows.
func checkShows(t *testing.T, restrict func(*trick.Rules)) {
	rapid.Check(t, func(rt *rapid.T) {
		for range showsPerCheck {
			checkShowsCase(rt, drawShowsCase(rt, restrict))
		}
	})
}

// showsPerCheck is the plays checkShows draws in each rapid check: the
// plays that prove most are rare among random ones.
const showsPerCheck = 20

// checkShowsCase is checkShows for one play.
func checkShowsCase(rt *rapid.T, sc showsCase) {
	sh := sc.r.Shows(&sc.tr, sc.ctx, sc.c)
	if sh.Lacks.Has(sc.c) {
		rt.Fatalf("Shows(%v) = %+v: the card played is among the cards lacked", sc.c, sh)
	}
	if sc.tr.IsEmpty() && sc.r.LeadsShowNothing(sc.ctx) && sh != (trick.Shown{}) {
		rt.Fatalf("LeadsShowNothing(%+v) under %+v, but leading %v shows %+v", sc.ctx, sc.r, sc.c, sh)
	}
	if !sc.tr.IsEmpty() && !sc.r.FollowDependsOnCard(sc.ctx.First) {
		led := card.SuitSet(sc.tr.Led())
		for other := range (sc.pack &^ led).All() {
			if o := sc.r.FollowShows(led, sc.ctx.First, other); o != trick.VoidShows(led) {
				rt.Fatalf("FollowDependsOnCard(%v) is false, yet %v shows %+v, not VoidShows %+v", sc.ctx.First, other, o, trick.VoidShows(led))
			}
		}
	}
	free := sc.pack &^ sc.tr.Cards() &^ card.Of(sc.c)
	random := drawCards(rt, free, "random hand").Add(sc.c)
	consistent := drawCards(rt, free&^sh.Lacks, "consistent hand").Add(sc.c)
	for _, hand := range []card.Set{random, consistent, consistent | sh.Unless&free} {
		legal := sc.r.Legal(hand, &sc.tr, sc.ctx).Has(sc.c)
		if legal != sh.Consistent(hand) {
			rt.Fatalf("rules %+v, trick %v, ctx %+v: playing %v from %v is legal: %v, but Shows = %+v says %v",
				sc.r, sc.tr.Cards(), sc.ctx, sc.c, hand, legal, sh, sh.Consistent(hand))
		}
	}
}

// TestPropShows: what a play shows about a hand is exactly what makes the
// play legal, rule by rule and for every rule together.
func TestPropShows(t *testing.T) {
	t.Run("TT-2", func(t *testing.T) { // follow suit, nothing else
		checkShows(t, func(r *trick.Rules) { *r = trick.Rules{Refs: r.Refs} })
	})
	t.Run("SH-R6", func(t *testing.T) { // the held cards
		checkShows(t, func(r *trick.Rules) { *r = trick.Rules{Held: r.Held, Breakers: r.Breakers, Refs: r.Refs} })
	})
	t.Run("SH-R7", func(t *testing.T) { // the first trick's penalty cards
		checkShows(t, func(r *trick.Rules) { *r = trick.Rules{Penalty: r.Penalty, Refs: r.Refs} })
	})
	t.Run("SH-A3", func(t *testing.T) { // the penalty cards preferred
		checkShows(t, func(r *trick.Rules) { *r = trick.Rules{Penalty: r.Penalty, Prefer: r.Prefer, Refs: r.Refs} })
	})
	t.Run("SH-R4", func(t *testing.T) { // the opening card
		checkShows(t, func(r *trick.Rules) { *r = trick.Rules{Opening: trick.OpenExactCard, Held: r.Held, Refs: r.Refs} })
	})
	t.Run("SH-A2", func(t *testing.T) { // the opening suit
		checkShows(t, func(r *trick.Rules) { *r = trick.Rules{Opening: trick.OpenSuitOfCard, Held: r.Held, Refs: r.Refs} })
	})
	t.Run("all", func(t *testing.T) { checkShows(t, func(*trick.Rules) {}) })
}

// TestShowsRefs: an inference cites the references of the rules it rests
// on, and a play that proves nothing cites none.
func TestShowsRefs(t *testing.T) {
	r := trick.Rules{Held: card.HeartsSet, Breakers: card.HeartsSet, Penalty: card.HeartsSet.Add(card.QueenSpades),
		Prefer: card.HeartsSet, Opening: trick.OpenExactCard, Refs: showsRefs}
	var led trick.Trick
	led.Add(0, card.AceClubs)
	for _, tc := range []struct {
		name string
		tr   *trick.Trick
		ctx  trick.Context
		c    card.Card
		want trick.Shown
	}{
		{"TT-2", &led, trick.Context{}, card.AceDiamonds, trick.Shown{Lacks: card.SuitSet(card.Clubs), Void: true}},
		{"SH-R6", &trick.Trick{}, trick.Context{}, card.AceHearts, trick.Shown{Lacks: ^card.HeartsSet, Basis: trick.ByHeld}},
		{"SH-R7", &led, trick.Context{First: true}, card.AceHearts,
			trick.Shown{Lacks: card.SuitSet(card.Clubs) | ^r.Penalty, Void: true, Basis: trick.ByPenalty}},
		{"SH-A3", &led, trick.Context{First: true}, card.QueenSpades,
			trick.Shown{Lacks: card.SuitSet(card.Clubs) | ^r.Penalty | card.HeartsSet, Void: true, Basis: trick.ByPenalty | trick.ByPrefer}},
		{"SH-R4", &trick.Trick{}, trick.Context{First: true, Broken: true, OpeningCard: card.TwoClubs}, card.AceClubs,
			trick.Shown{Lacks: card.Of(card.TwoClubs), Basis: trick.ByOpening}},
		{"followed", &led, trick.Context{First: true}, card.KingClubs, trick.Shown{}},
		{"broken", &trick.Trick{}, trick.Context{Broken: true}, card.AceHearts, trick.Shown{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := r.Shows(tc.tr, tc.ctx, tc.c)
			if got != tc.want {
				t.Errorf("Shows(%v) = %+v, want %+v", tc.c, got, tc.want)
			}
			if refs := r.Refs.Cite(got.Basis); tc.want.Basis != 0 && !slices.Contains(refs, tc.name) {
				t.Errorf("Shows(%v) cites %v, want %s among them", tc.c, refs, tc.name)
			}
		})
	}
}
