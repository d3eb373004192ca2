// Package hearts is Hearts (docs/rules.md#hearts), composed from the
// public parts of the engine (variant.Rules):
//
//   - Table and pack: three to six seats, the 52-card pack less the
//     removals of the table size (SH-R1), dealt one at a time (SH-R2).
//   - Pass: three cards, left, right, across and hold in turn at four and
//     six seats, left, right and hold at three and five (SH-R3).
//   - Play: the holder of the lowest club in play leads it (SH-R4, SH-A2);
//     follow suit (SH-R5); no penalty card in the first trick (SH-R7,
//     SH-A3); no heart led before hearts are broken (SH-R6, SH-A1).
//   - Scoring: hearts 1 each, Q♠ 13 (SH-R8, SH-O1, SH-O2), shooting the
//     moon (SH-R9) (scoreHearts).
//   - Match end: a total at the target, or a fixed number of deals
//     (SH-R10, BM-O5); the lowest total wins (BM-A5).
//
// It plays Black Maria's ties and scoring options (package blackmaria).
package hearts

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// Definition returns Hearts as the registry (package games) gives it to
// the engine.
func Definition() variant.Definition {
	return variant.Definition{Options: optionList, Parse: variant.ParserOf(ParseOptions), Check: check,
		Name: "hearts", Title: "Hearts", MinSeats: 3, MaxSeats: 6, TitleDE: "Hearts", SeatsRule: "SH-R1",
		Rules: rules, OutcomeRule: heartsOutcomeRule,
		Words: variant.Words{Title: rule.Text{DA: "Hjerter"},
			Blurb:        rule.Text{EN: "the classic: pass, 2♣ leads, hearts break, shoot the moon", DE: "der Klassiker: schieben, Kreuz 2 spielt aus, Herz fällt, alle Herzen nehmen", DA: "klassikeren: afgivning, 2♣ spiller ud, hjerter brydes, skyd månen"},
			Moves:        []rule.Text{{EN: "three cards separated by spaces – pass them, e.g. QS KS AS", DE: "drei Karten mit Leerzeichen – weitergeben, z. B. DS KS AS", DA: "tre kort adskilt af mellemrum – giv dem videre, f.eks. DS KS ES"}},
			UnbrokenRule: "SH-R6", HoldRule: "SH-R3"}}
}

// scoring is what the scorer reads besides a deal's facts: the penalty
// table and the table's options. Explain closes over one behind a
// pointer, so that building the Rules (at every ViewValues) allocates
// once for the scorer.
type scoring struct {
	table score.Table
	o     Options
}

// heartsOutcomeRule names the rule that scores each outcome of a Hearts
// deal.
func heartsOutcomeRule(o score.Outcome) string {
	switch o {
	case score.Normal:
		return "SH-R8"
	case score.PenaltySweep:
		return "SH-R9"
	}
	return ""
}

// heartsRemovals are the cards Hearts removes at each table size (SH-R1):
// the 2♦ at three seats, none at four, 2♣ 2♦ at five, 2♣ 2♦ 2♠ 3♣ at six.
// No heart and not the Q♠ is ever removed.
func heartsRemovals() deck.Removals {
	return deck.Removals{
		3: card.Of(card.TwoDiamonds),
		5: card.Of(card.TwoClubs, card.TwoDiamonds),
		6: card.Of(card.TwoClubs, card.TwoDiamonds, card.TwoSpades, card.ThreeClubs),
	}
}

// rules is Hearts at a table of seats under the options o has
// (Definition.Rules).
func rules(seats int, o variant.Options) variant.Rules { return heartsRules(seats, own(o)) }

// heartsRules is Hearts at a table of seats under o, from the public
// mechanics.
func heartsRules(seats int, o Options) variant.Rules {
	sc := &scoring{table: heartsTable(o.SpotHearts, o.Omnibus), o: o}       // SH-R8, SH-O1, SH-O2
	pass := exchange.Cycle(3, exchange.Left, exchange.Right, exchange.Hold) // SH-R3
	if seats == 4 || seats == 6 {
		pass = exchange.Cycle(3, exchange.Left, exchange.Right, exchange.Across, exchange.Hold)
	}
	pack := heartsRemovals().Pack(card.Full52, seats) // SH-R1; SH-R2: the zero Deal deals singles
	opening, _ := pack.OfSuit(card.Clubs).Lowest()    // SH-R4
	return variant.Rules{Title: "Hearts",
		Pack: pack, Pass: pass,
		Play: heartsPlay(o), Opening: opening,
		Table:        sc.table,
		Dangerous:    card.Of(card.QueenSpades),
		PenaltySweep: o.Moon != MoonOff, // SH-R9
		Explain: func(f *score.Facts, x *score.Explanation) score.Result {
			return scoreHearts(&sc.table, &sc.o, f, x)
		},
		End:         variant.Ending{Limit: blackmaria.Target(o.Target), AtLeast: true, Deals: o.Deals, Ties: o.Ties}, // SH-R10, BM-O5, BM-A5
		FirstDealer: o.FirstDealer,
		Refs:        variant.Refs{Deal: "SH-R1", Pass: "SH-R3", Play: "SH-R5", Match: "SH-R10"},
	}
}

// heartsPlay returns the trick rules of Hearts under o: the opening lead
// of the lowest club in play (SH-R4, SH-A2), no heart led before hearts
// are broken (SH-R6, SH-A1), no heart or Q♠ on the first trick while
// another card is playable (SH-R7, SH-A3).
func heartsPlay(o Options) trick.Rules {
	r := trick.Rules{
		Opening: trick.OpenExactCard,                      // SH-R4
		Held:    card.HeartsSet, Breakers: card.HeartsSet, // SH-R6
		Penalty: card.HeartsSet.Add(card.QueenSpades), // SH-R7
		Refs:    trick.Refs{Opening: "SH-R4", OpeningSuit: "SH-A2", Held: "SH-R6", Penalty: "SH-R7", Prefer: "SH-A3"},
	}
	if o.OpenerAnyClub {
		r.Opening = trick.OpenSuitOfCard // SH-A2
	}
	if o.FirstTrickHeartBeforeQueen {
		r.Prefer = card.HeartsSet // SH-A3
	}
	if o.QueenBreaksHearts {
		r.Breakers = r.Breakers.Add(card.QueenSpades) // SH-A1
	}
	return r
}

// heartsTable is the Hearts penalty table (SH-R8): each heart 1, Q♠ 13;
// with spot hearts the hearts by rank and the Q♠ 25 (SH-O1); with Omnibus
// the bonus card −10 (SH-O2). Hearts and the Q♠ total 26, or 129 with
// spot hearts, at every table size (SH-R1 never removes them).
func heartsTable(spot bool, o blackmaria.Omnibus) score.Table {
	t, q := score.Table{}.SetAll(card.HeartsSet, 1), 13
	if spot {
		t, q = score.Table{}.SetFace(card.HeartsSet), 25
	}
	t = t.Set(card.QueenSpades, q)
	if c := o.Card(); c != 0 {
		t = t.Set(c, -10)
	}
	return t
}

// scoreHearts scores a standard Hearts deal (SH-R8, SH-R9, SH-O1, SH-O2)
// at table t under the options o and records each seat's terms in x unless x is nil: the
// penalty cards taken, the Omnibus card and the moon, with their rule IDs.
// Each active seat scores the value in the table of the cards it took
// (Facts.Taken and Facts.Active are read, nothing else), unless one seat
// shot the moon: it took every heart and the Q♠, and with
// OmnibusMoonNeedsJack the Omnibus card too. A moon is scored by the moon
// mode with the moon total (the points of the hearts and the Q♠, 26 or
// 129): MoonAddToOthers gives the shooter 0 and every other active seat
// the total, MoonSubtractFromShooter gives the shooter −total and the
// others 0, Outcome PenaltySweep; MoonOff scores card points. The Omnibus card
// (the option's card, or any card the table values below 0) is always
// scored to its captor, on top of a moon: a shooter with the J♦ scores
// −10, or −36 when subtracting (SH-O2).
func scoreHearts(t *score.Table, o *Options, f *score.Facts, x *score.Explanation) score.Result {
	moon := o.Moon
	extra := t.Bonus().Add(o.Omnibus.Card()) // the Omnibus cards, scored to their captor whatever happens (SH-O2)
	moonCards := card.HeartsSet.Add(card.QueenSpades)
	need := moonCards
	if o.OmnibusMoonNeedsJack {
		need |= extra
	}
	s, shot := f.TookAll(need)
	if moon == MoonOff || !shot {
		x.CardsOfEach(f, t, "SH-R8", score.Bonus{Cards: extra, Ref: "SH-O2"})
		return t.CardPoints(f)
	}
	r := t.BonusOnly(f, extra, "SH-O2", x)
	moonTotal := t.Points(moonCards)
	switch moon {
	case MoonSubtractFromShooter:
		r.Points[s] -= moonTotal
		x.Add(s, score.Term{Kind: score.TermPenaltySweep, Ref: "SH-R9", Points: -moonTotal, By: s})
	default:
		for y := 0; y < f.SeatCount(); y++ {
			if f.Active.Has(y) && y != s {
				r.Points[y] += moonTotal
				x.Add(y, score.Term{Kind: score.TermPenaltySweep, Ref: "SH-R9", Points: moonTotal, By: s})
			}
		}
		x.Add(s, score.Term{Kind: score.TermPenaltySweep, Ref: "SH-R9", By: s})
	}
	x.Spare(f, "SH-R9", s)
	r.Outcome = score.PenaltySweep
	return r
}
