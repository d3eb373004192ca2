// Package blackmaria is Black Maria (docs/rules.md#black-maria), composed
// from the public parts of the engine (variant.Rules):
//
//   - Table and pack: three to six seats, the 52-card pack less the
//     removals of the table size (BM-R1, BM-A1, BM-A2), dealt one at a
//     time (BM-R2); the dealer rotates left (BM-R3).
//   - Pass: every deal, three cards to the right, all at once (BM-R4).
//   - Play: the dealer's left leads (BM-R5); follow suit, the highest card
//     of the suit led wins (BM-R6); no lead restrictions.
//   - Scoring: hearts 1 each, Q♠ 13, K♠ 10, A♠ 7 (BM-R7, BM-O1..BM-O3),
//     the slam (BM-O4) and the Omnibus bonus (BM-O2) (scoreBlackMaria).
//   - Match end: a total at the target, or a fixed number of deals (BM-R9,
//     BM-A4, BM-O5); the lowest total wins, ties shared or played on (BM-A5).
//
// Hearts plays its scoring options (spot-hearts, omnibus, target, deals)
// and Hearts and Schwarze Madonna its ties (Option).
package blackmaria

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// Definition returns Black Maria as the registry (package games) gives it
// to the engine.
func Definition() variant.Definition {
	return variant.Definition{Options: optionList, Parse: variant.ParserOf(ParseOptions), Check: check,
		Name: "black-maria", Title: "Black Maria", MinSeats: 3, MaxSeats: 6, TitleDE: "Black Maria", SeatsRule: "BM-R1",
		Rules: rules, OutcomeRule: blackMariaOutcomeRule,
		Words: variant.Words{Title: rule.Text{DA: "Sorte Maria"},
			Blurb: rule.Text{EN: "pass three cards; hearts and the black Maria (Q♠ 13, K♠ 10, A♠ 7)", DE: "drei Karten schieben; Herzen und die schwarze Maria (D♠ 13, K♠ 10, A♠ 7)", DA: "giv tre kort videre; hjerter og den sorte Maria (D♠ 13, K♠ 10, E♠ 7)"},
			Moves: []rule.Text{{EN: "three cards separated by spaces – pass them, e.g. QS KS AS", DE: "drei Karten mit Leerzeichen – weitergeben, z. B. DS KS AS", DA: "tre kort adskilt af mellemrum – giv dem videre, f.eks. DS KS ES"}}}}
}

// blackMariaOutcomeRule names the rule that scores each outcome of a
// Black Maria deal.
func blackMariaOutcomeRule(o score.Outcome) string {
	switch o {
	case score.Normal:
		return "BM-R7"
	case score.PenaltySweepDeducted:
		return "BM-O4"
	}
	return ""
}

// blackMariaRemovals are the cards Black Maria removes at each table size
// (BM-R1), so that the pack divides evenly: the 2♣ (or the 2♦, BM-A2) at
// three seats, none at four, 2♣ 2♦ at five, all four 2s (or 2♣ 2♦ 2♠ 3♣
// as Hearts does, BM-A1) at six. The J♦ is never removed (BM-O2).
func blackMariaRemovals(three ThreePlayerRemoval, six SixPlayerRemoval) deck.Removals {
	r := deck.Removals{
		3: card.Of(card.TwoClubs),
		5: card.Of(card.TwoClubs, card.TwoDiamonds),
		6: card.Of(card.TwoClubs, card.TwoDiamonds, card.TwoHearts, card.TwoSpades),
	}
	if three == TwoOfDiamonds {
		r[3] = card.Of(card.TwoDiamonds) // BM-A2
	}
	if six == StandardRemoval {
		r[6] = card.Of(card.TwoClubs, card.TwoDiamonds, card.TwoSpades, card.ThreeClubs) // BM-A1
	}
	return r
}

// rules is Black Maria at a table of seats under the options o has
// (Definition.Rules).
func rules(seats int, o variant.Options) variant.Rules { return blackMariaRules(seats, own(o)) }

// check refuses values no option has and a negative target or number of
// deals (Definition.Check).
func check(vo variant.Options) error {
	o := own(vo)
	if o.Target < 0 || o.Deals < 0 {
		return rule.Fact(rule.BadOptions, "BM-A4, BM-O5", rule.NoSeat, rule.Facts{Sentence: sentence.NegativeMatchEnd})
	}
	return optionSet().Check(o)
}

// blackMariaRules is Black Maria at a table of seats under o, from the
// public mechanics.
func blackMariaRules(seats int, o Options) variant.Rules {
	pack := blackMariaRemovals(o.ThreePlayerRemoval, o.SixPlayerRemoval).Pack(card.Full52, seats)    // BM-R1, BM-A1, BM-A2
	sc := &scoring{table: blackMariaTable(o.SpotHearts, o.Omnibus, o.SpadeValues), pack: pack, o: o} // BM-R7, BM-O1..O3
	return variant.Rules{Title: "Black Maria",
		Pack:      pack,                              // BM-R2: the zero Deal deals singles
		Pass:      exchange.Cycle(3, exchange.Right), // BM-R4
		Table:     sc.table,
		Dangerous: card.Of(card.QueenSpades, card.KingSpades, card.AceSpades),
		Explain: func(f *score.Facts, x *score.Explanation) score.Result {
			return scoreBlackMaria(sc, f, x)
		},
		End:         variant.Ending{Limit: Target(o.Target), AtLeast: true, Deals: o.Deals, Ties: o.Ties}, // BM-R9, BM-A4, BM-O5, BM-A5
		FirstDealer: o.FirstDealer,
		Refs:        variant.Refs{Deal: "BM-R1", Pass: "BM-R4", Play: "BM-R6", Match: "BM-R9"},
	}
}

// Target returns the score that ends a match of Black Maria or Hearts
// with the target option t (BM-A4, SH-R10): t, or 100 when it is 0.
func Target(t int) int {
	if t == 0 {
		return 100
	}
	return t
}

// scoring is what the scorer reads besides a deal's facts: the penalty
// table, the pack in play and the table's options. Explain closes over
// one behind a pointer, so that building the Rules (at every
// games.ViewValues) allocates once for the scorer.
type scoring struct {
	table score.Table
	pack  card.Set
	o     Options
}

// Option returns the record option name of Black Maria, for the games
// that play it too (ties: Schwarze Madonna and Hearts; spot-hearts,
// omnibus, target and deals: Hearts), and false for a name Black Maria
// does not have.
func Option(name string) (option.Spec, bool) {
	ref := ""
	switch name {
	case "ties":
		ref = "BM-A5"
	case "three-player-removal":
		ref = "BM-A2"
	case "six-player-removal":
		ref = "BM-A1"
	case "spade-values":
		ref = "BM-O3"
	case "spot-hearts":
		ref = "BM-O1"
	case "omnibus":
		ref = "BM-O2"
	case "slam":
		ref = "BM-O4"
	case "target":
		ref = "BM-A4"
	case "deals":
		ref = "BM-O5"
	default:
		return option.Spec{}, false
	}
	return option.Spec{Name: name, Rule: ref}, true
}

// blackMariaTable is Black Maria's penalty table (BM-R7): each heart 1,
// Q♠ 13, K♠ 10, A♠ 7; with spot hearts the hearts by rank (2 to 10 face
// value, J 11, Q 12, K 13, A 14; BM-A3) and the Q♠ 25 (BM-O1); with
// Omnibus the bonus card −10 (BM-O2); with swapped spades A♠ 10 and K♠ 7
// (BM-O3). The 52-card pack totals 43, or 146 with spot hearts, and 10
// less with Omnibus.
func blackMariaTable(spot bool, o Omnibus, spades SpadeValues) score.Table {
	t, q := score.Table{}.SetAll(card.HeartsSet, 1), 13
	if spot {
		t, q = score.Table{}.SetFace(card.HeartsSet), 25
	}
	a, k := 7, 10
	if spades == SwappedSpades {
		a, k = 10, 7
	}
	t = t.Set(card.QueenSpades, q).Set(card.KingSpades, k).Set(card.AceSpades, a)
	if c := o.Card(); c != 0 {
		t = t.Set(c, -10)
	}
	return t
}

// scoreBlackMaria scores a Black Maria deal (BM-R7, BM-R8, BM-O4, BM-A6)
// at b's table and records each seat's terms in x unless x is nil: the
// penalty cards taken, the Omnibus card and the slam, with their rule IDs.
// Each active seat scores the value in the table of the cards it took
// (Facts.Taken and Facts.Active are read, nothing else), so the scores add
// up to the points of the pack when every card in play was taken. With
// SlamDeduct, a seat that took every penalty card in play (the cards of
// the pack after removals valued above 0; BM-O4) scores −(their total),
// −43 by default, and the others 0, Outcome PenaltySweepDeducted; the Omnibus card (the
// option's card, or any card the table values below 0) is no penalty card
// and is scored to its captor on top (BM-A6), so a slam with the J♦ is
// −53. There is no moon (BM-R8): without SlamDeduct the result is always
// card points, Outcome Normal.
func scoreBlackMaria(b *scoring, f *score.Facts, x *score.Explanation) score.Result {
	t := &b.table
	extra := t.Bonus().Add(b.o.Omnibus.Card()) // the Omnibus cards, scored to their captor whatever happens (BM-A6)
	pen := t.Valued() & b.pack &^ extra
	s, swept := f.TookAll(pen)
	if b.o.Slam != SlamDeduct || pen == 0 || !swept { // BM-R8: no moon
		x.CardsOfEach(f, t, "BM-R7", score.Bonus{Cards: extra, Ref: "BM-O2"})
		return t.CardPoints(f)
	}
	r := t.BonusOnly(f, extra, "BM-A6", x) // BM-A6: scored independently
	slamTotal := t.Points(pen)
	r.Points[s] -= slamTotal
	x.Add(s, score.Term{Kind: score.TermPenaltySweepDeducted, Ref: "BM-O4", Points: -slamTotal, Cards: pen, By: s})
	x.Spare(f, "BM-O4", s)
	r.Outcome = score.PenaltySweepDeducted
	return r
}
