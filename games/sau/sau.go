// Package sau is Schwarze Sau (docs/rules.md#schwarze-sau), composed from
// the public parts of the engine (variant.Rules):
//
//   - Table and pack: three or four seats (SAU-R1), the 32-card pack dealt
//     one at a time, two cards left as the stock at three seats (SAU-R4).
//     With the stock exchange at four seats the dealer sits out (SAU-O5).
//   - Stock (SAU-O5, optional): each active seat may take the stock and
//     put back two cards (no point cards under SAU-A4), or push it on
//     unseen with Schieben (SAU-O6), which multiplies the deal (SAU-A11).
//   - Play: the dealer's left leads, or with Kreuz Sieben the holder of the
//     7♣ at four seats without a stock (SAU-O1, SAU-A9); follow suit
//     (SAU-R6).
//   - Announcements (optional): Jungfrau (SAU-O2) and an announced
//     Durchmarsch (SAU-O4), until the first card of trick 2 (SAU-A16);
//     one Jungfrau unless SAU-A8, none after a Durchmarsch (SAU-O4).
//   - Scoring: diamonds 1 each, J♣ 2, Q♠ 5 (SAU-R2), the special outcomes
//     and the stock's points (sauDeal below: SAU-O3, SAU-A4..A10), and
//     the 60-point split (SAU-A12, settle below).
//   - Match end: a seat at 30 is out (SAU-R8, SAU-A2); the match ends
//     when fewer than three remain or as SAU-A3 chooses (SAU-R10); the
//     lowest total wins, ties shared.
package sau

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// Definition returns Schwarze Sau as the registry (package games) gives
// it to the engine.
func Definition() variant.Definition {
	return variant.Definition{Options: optionList, Parse: variant.ParserOf(ParseOptions),
		Name: "schwarze-sau", Title: "Schwarze Sau", MinSeats: 3, MaxSeats: 4, TitleDE: "Schwarze Sau", SeatsRule: "SAU-R1",
		Announces: true, Check: check, Rules: rules, Traits: traits, OutcomeRule: sauOutcomeRule,
		Words: variant.Words{Title: rule.Text{DA: "Schwarze Sau"},
			Blurb: rule.Text{EN: "32 cards; out at 30 points; stock and Schieben as table rules", DE: "32 Karten; raus bei 30 Punkten; Stock und Schieben als Tischregeln", DA: "32 kort; ude ved 30 point; talon og Schieben som bordregler"},
			Moves: []rule.Text{{EN: "two cards separated by spaces – put them back into the stock", DE: "zwei Karten mit Leerzeichen – in den Stock zurücklegen", DA: "to kort adskilt af mellemrum – læg dem tilbage i talonen"},
				{EN: "jungfrau, durchmarsch – announce (until the first card of trick 2)", DE: "jungfrau, durchmarsch – ansagen (bis zur ersten Karte des zweiten Stichs)", DA: "jungfrau, durchmarsch – meld (indtil første kort i stik 2)"},
				{EN: "take, push – take up the stock, or push it on unseen", DE: "nehmen, schieben – den Stock aufnehmen oder ungesehen weiterschieben", DA: "tag, skub – tag talonen op, eller skub den uset videre"}},
			SitOutRule: "SAU-O5", PushRule: "SAU-O6"}}
}

// scoring is what the scorer reads besides a deal's facts: the penalty
// table and the table's options. Explain closes over one behind a
// pointer, so that building the Rules (at every ViewValues) allocates
// once for the scorer.
type scoring struct {
	table score.Table
	o     Options
}

// sauOutcomeRule names the rule that scores each outcome of a Sau deal.
func sauOutcomeRule(o score.Outcome) string {
	switch o {
	case score.Normal:
		return "SAU-R7"
	case score.NoTrick, score.AnnouncedNoTrick:
		return "SAU-O2"
	case score.Sweep:
		return "SAU-O3"
	case score.AnnouncedSweep:
		return "SAU-O4"
	case score.FailedAnnouncement:
		return "SAU-R12"
	}
	return ""
}

// sauTraits: a seat at 30 is out (SAU-R8), sixty-split next-deal carries
// half of a 60 to the next deal (SAU-A12), and every score adds to a
// total (SAU-R2).
func sauTraits(o Options) variant.Traits {
	return variant.Traits{Eliminates: true, Carries: o.SixtySplit == SplitNextDeal, NeverNegative: true,
		Pushes: o.Schieben, Multiplier: o.PushMultiplier} // SAU-O6, SAU-A11
}

// traits is sauTraits of the options o has (Definition.Traits).
func traits(o variant.Options) variant.Traits { return sauTraits(own(o)) }

// rules is Schwarze Sau at a table of seats under the options o has
// (Definition.Rules).
func rules(seats int, o variant.Options) variant.Rules { return sauRules(seats, own(o)) }

// check refuses values no option has and the push without the stock
// exchange (SAU-O6) (Definition.Check).
func check(vo variant.Options) error {
	o := own(vo)
	if o.Schieben && !o.StockExchange {
		return rule.Fact(rule.BadOptions, "SAU-O6", rule.NoSeat, rule.Facts{Sentence: sentence.SchiebenNeedsStock})
	}
	return optionSet().Check(o)
}

// sauRules is Schwarze Sau at a table of seats under o, from the public
// mechanics.
func sauRules(seats int, o Options) variant.Rules {
	traits := sauTraits(o)
	sc := &scoring{table: sauTable(), o: o} // SAU-R2
	var kept card.Set
	if o.StockRestriction == NoPointCards {
		kept = sc.table.Valued() // SAU-A4
	}
	minLeft := 3 // SAU-R10
	if o.MatchEnd == TwoPlayer {
		minLeft = 2 // SAU-A3
	}
	r := variant.Rules{Title: "Schwarze Sau",
		Pack: deck.Pack32.Cards(), // SAU-R4: dealt one at a time
		// SAU-R4: two cards stay undealt when three seats play the deal
		// (SAU-O5: four seats, one sitting out), and when two do (SAU-A3).
		Fewer: [seat.Max + 1]variant.Hands{2: {Stock: 2}, 3: {Stock: 2}},

		// Without stock-exchange the stock is dead (SAU-R5).
		Circulation: variant.Circulation{
			Exchange: exchange.Stock{Count: 2, Kept: kept, Push: o.Schieben, Look: true}, // SAU-O5, SAU-A4, SAU-O6
			Off:      !o.StockExchange, Need: variant.Need{Option: "stock-exchange", Rule: "SAU-O5"},
			SitOut: 4, // SAU-O5
			Refs:   variant.CirculationRefs{Phase: "SAU-O5", Back: "SAU-O5", Kept: "SAU-A4", Push: "SAU-O6"},
		},

		Announcements: variant.Announcements{Known: true, NoTrick: o.Jungfrau, Sweep: o.AngesagterDurchmarsch,
			NoTrickNeed: variant.Need{Option: "jungfrau", Rule: "SAU-O2"}, SweepNeed: variant.Need{Option: "angesagter-durchmarsch", Rule: "SAU-O4"},
			Rounds:               o.Announcements == variant.TurnBased,  // MAD-A9
			SweepExcludesNoTrick: true, OneNoTrick: !o.MultipleJungfrau, // SAU-O4, SAU-A8
			Refs: variant.AnnounceRefs{Window: "SAU-A16", Conflict: "SAU-O4", OneNoTrick: "SAU-A8"}},

		Table:     sc.table,
		Dangerous: card.Of(card.QueenSpades, card.JackClubs),
		Swing:     sauAnnouncedSpecial, SilentSweep: o.Durchmarsch, // SAU-O4, SAU-O3
		Explain: func(f *score.Facts, x *score.Explanation) score.Result {
			return sauDeal(&sc.table, &sc.o, f, x)
		},

		End: variant.Ending{Out: 30, OutAbove: o.Elimination == EliminateOver30, // SAU-R8, SAU-A2
			MinLeft: minLeft, FirstOut: o.MatchEnd == FirstElimination, Carries: traits.Carries},
		FirstDealer: o.FirstDealer,
		Refs: variant.Refs{Deal: "SAU-R4", Play: "SAU-R6", Match: "SAU-R10", Out: "SAU-R8", Carry: "SAU-A12",
			FirstOut: "SAU-A3", Outside: "SAU-O5, SAU-R9"}, // SAU-O5: the dealer sits out; SAU-R9: seats out
	}
	if seats == 3 {
		r.Stock = 2 // SAU-R4
	}
	if o.StockScoring != StockDead {
		r.StockPoints = "SAU-A4"
	}
	if o.SixtySplit != NoSplit {
		split, push := o.SixtySplit, o.PushMultiplier
		r.Settle = func(s variant.Settlement) variant.Settled { return settle(split, s, push) } // SAU-A12
	}
	if o.KreuzSieben {
		r.Opening, r.OpeningWithoutStock = card.SevenClubs, true // SAU-O1
		if o.MustLeadClubSeven {
			r.Play.Opening = trick.OpenExactCard // SAU-A9
			r.Play.Refs.Opening = "SAU-A9"
		}
	}
	return r
}

// settle applies the SAU-A12 reading x of a Sau deal's "60" to the deal's
// settlement s under the Schieben multiplier m (SAU-O6, SAU-A11): the
// Rules.Settle step of Schwarze Sau. In a deal of an announced
// Durchmarsch, each seat that scores the contract's 30m (every other seat
// when it was won, the announcer when it was lost) writes 30 of it now,
// and the other 30m − 30 goes to its next deal played (SplitNextDeal, in
// Settled.Owed; discarded if it is put out first) or to the start of the
// next match (SplitNextMatch, in Settled.NextMatch): the rule book's "30
// now and 30m − 30 next deal". Nothing is split when m = 1, and card
// points added by SpecialAddsCardPoints (SAU-A6) are written now: only
// the contract's penalty is split, so the winner of a Durchmarsch never
// carries anything. Under SplitNextDeal what a seat playing the deal was
// owed (s.Owed) is added to this deal's score. NoSplit returns s's
// result and what it owed unchanged.
func settle(x SixtySplit, s variant.Settlement, m exchange.PushMultiplier) variant.Settled {
	out := variant.Settled{Result: s.Result, Owed: s.Owed}
	if x == NoSplit {
		return out
	}
	f := s.Facts
	n := f.SeatCount()
	var owed [seat.Max]int
	if x == SplitNextDeal {
		for p := range n {
			if f.Active.Has(p) {
				owed[p], out.Owed[p] = out.Owed[p], 0
			}
		}
	}
	if d := f.AnnouncedSweep; d >= 0 && f.Active.Has(d) {
		rest := 30*m.Factor(f.Pushes) - 30
		won := f.Tricks[d] == f.Played
		for p := range n {
			if rest <= 0 || !f.Active.Has(p) || (p == d) == won {
				continue // not hit by the 30m
			}
			out.Result.Points[p] -= rest
			out.Deferred[p] = rest
			if x == SplitNextDeal {
				out.Owed[p] += rest
			} else {
				out.NextMatch[p] += rest
			}
		}
	}
	for p := range n {
		out.Result.Points[p] += owed[p]
		out.Carried[p] = owed[p]
	}
	return out
}

// sauTable is Schwarze Sau's penalty table (SAU-R2, SAU-A1): each diamond
// of the 32-card pack 1, the J♣ 2, the Q♠ 5; 15 in all.
func sauTable() score.Table {
	return score.Table{}.SetAll(deck.Pack32.Cards()&card.SuitSet(card.Diamonds), 1).
		Set(card.JackClubs, 2).Set(card.QueenSpades, 5)
}

// The flat figures of Schwarze Sau's contracts, before the multiplier.
const (
	sauSpecial          = 15 // SAU-O2, SAU-O3: Jungfrau and Durchmarsch
	sauAnnouncedSpecial = 30 // SAU-O4: announced Durchmarsch
)

// sauDeal scores a finished Schwarze Sau deal by SAU-R12 with the SAU-A4 to
// SAU-A17 options in r (it is the Explain of sauRules), and records each seat's terms in x unless x is nil
// (the card points and the stock, the 15s and 30s and whose game they
// are, and the Schieben multiplier, each with its rule ID). f gives the tricks and cards each seat won
// (f.Played tricks in all), the Jungfrau announcers (f.AnnouncedNoTrick), the
// Durchmarsch announcer (f.AnnouncedSweep, or NoSeat), the set-aside stock,
// the last trick's winner and the number of Schieben pushes (f.Pushes); t
// values the cards (SAU-R2). Only active seats take part
// and score; inactive seats (eliminated, or a dealer sitting out, SAU-A15)
// score 0 and receive no 15 or 30. Facts with no trick played score 0
// everywhere and are Normal. Every score is multiplied by m =
// r.PushMultiplier.Factor(f.Pushes), failures included (SAU-O6,
// SAU-A17).
//
//   - SAU-O4: an announced Durchmarsch scores 30m to every other seat when
//     its announcer took every trick, else 30m to the announcer alone. It
//     outranks Jungfrau announcements, which it withdraws without penalty;
//     the engine clears f.AnnouncedNoTrick then, and sauDeal ignores any left.
//     This needs no r.Durchmarsch.
//   - SAU-O2, SAU-A8: each Jungfrau announcer who won a trick scores 15m.
//     If some announcer took no trick, the deal was played out and each
//     such success gives 15m to every seat that is not a successful
//     Jungfrau, unless a seat P took every trick and r.Durchmarsch is on:
//     then the Durchmarsch takes precedence (SAU-O3, SAU-A10) and gives 15m
//     to every seat but P instead, or with JungfrauBeatsSilentDurchmarsch
//     the Jungfrau scores as usual. With one announcer this is SAU-R12
//     exactly. Several announcers exist only under r.MultipleJungfrau
//     (the engine refuses a second one otherwise), so sauDeal scores
//     whatever f holds this way and does not consult the option: the
//     penalties of every failure and of every success (or of the
//     Durchmarsch) add up.
//   - SAU-O3: with r.Durchmarsch, a seat that took every trick scores 0 and
//     every other seat 15m.
//   - SAU-R7: otherwise every seat scores its card points times m.
//
// Card points include the stock under r.StockScoring (SAU-A4):
// StockLastTrickWinner gives the stock's points to f.LastWinner;
// StockMostPoints gives them to the seat with the most card points, and
// when several seats tie for the most, each of them scores the stock's
// full points (this library's ruling of the gap in SAU-A4's "shared if
// tied": minus points are not split into fractions). With
// r.SpecialAddsCardPoints (SAU-A6 option) the 15m and 30m are added to the
// card points times m instead of replacing them.
//
// The Outcome follows docs/records.md: FailedAnnouncement when any announcement
// failed, AnnouncedSweep, Sweep (including one that beat a
// Jungfrau), AnnouncedNoTrick, else Normal.
func sauDeal(t *score.Table, r *Options, f *score.Facts, x *score.Explanation) score.Result {
	var res score.Result
	if f.Played <= 0 {
		return res
	}
	n := f.SeatCount()
	m := r.PushMultiplier.Factor(f.Pushes)
	pts := r.StockScoring.CardPoints(f, t)
	var c sauContract
	if !c.decide(r, f) { // SAU-R7
		for s := range n {
			if f.Active.Has(s) {
				res.Points[s] = pts[s] * m
				if x != nil {
					x.Scale(s, sauPush(m), sauCards(x, s, f, t, pts[s]))
				}
			}
		}
		return res
	}
	res.Outcome = c.outcome
	for s := range n {
		if !f.Active.Has(s) {
			continue
		}
		res.Points[s] = c.special[s] * m
		if r.SpecialAddsCardPoints {
			res.Points[s] += pts[s] * m // SAU-A6 option
		}
		if x != nil {
			running := sauTerms{x, f, t, r.SpecialAddsCardPoints}.special(s, c.special[s], pts[s], c.by[s], res.Outcome)
			x.Scale(s, sauPush(m), running)
		}
	}
	return res
}

// sauContract is what decides a Sau deal beyond the card points: each
// seat's special penalty before the multiplier (the 15s and 30s), whose
// game it is (by: decide sets it for every seat below the table size, the
// only ones read), and the deal's outcome.
type sauContract struct {
	special, by [seat.Max]int
	outcome     score.Outcome
}

// decide fills c from the facts of a deal under the options r, and
// reports whether a contract or a Durchmarsch decides the deal (SAU-O2,
// SAU-O3, SAU-O4, SAU-A8, SAU-A10); false leaves the card points to count
// (SAU-R7).
func (c *sauContract) decide(r *Options, f *score.Facts) bool {
	n := f.SeatCount()
	d := f.SweepAnnouncer()
	announcedJ := f.AnnouncedNoTrick & f.Active
	var p int
	var swept bool
	if d != score.NoSeat || announcedJ != 0 || r.Durchmarsch {
		p, swept = f.Sweeper() // only a contract or SAU-O3 asks
	}
	switch {
	case d != score.NoSeat: // SAU-O4
		for s := range n {
			c.by[s] = d
		}
		if swept && p == d {
			for s := range n {
				if s != d {
					c.special[s] = sauAnnouncedSpecial
				}
			}
			c.outcome = score.AnnouncedSweep
		} else {
			c.special[d] = sauAnnouncedSpecial
			c.outcome = score.FailedAnnouncement
		}
	case announcedJ != 0: // SAU-O2, SAU-A8, SAU-A10
		c.jungfrau(r, f, announcedJ, p, swept)
	case r.Durchmarsch && swept: // SAU-O3
		c.sweep(n, p)
	default:
		return false
	}
	return true
}

// jungfrau decides a deal with the Jungfrau announcers announced (SAU-O2,
// SAU-A8, SAU-A10): 15 to each failed one, and for the successes 15 each
// to every seat that is not one, unless seat p swept every trick under
// SAU-O3 and the Durchmarsch takes precedence.
func (c *sauContract) jungfrau(r *Options, f *score.Facts, announced seat.Set, p int, swept bool) {
	n := f.SeatCount()
	failed, _ := f.FailedAnnouncers()
	ok := announced &^ failed
	for s := range n {
		c.by[s], _ = announced.First()
		if failed.Has(s) {
			c.special[s] += sauSpecial
			c.by[s] = s
		}
	}
	switch {
	case ok == 0:
		// Every announcement failed; the deal ended at the last failure.
	case r.Durchmarsch && swept && !r.JungfrauBeatsSilentDurchmarsch:
		for s := range n {
			if s != p {
				c.special[s] += sauSpecial
				c.by[s] = p
			}
		}
		c.outcome = score.Sweep
	default:
		for s := range n {
			if !ok.Has(s) {
				c.special[s] += sauSpecial * ok.Len()
			}
		}
		c.outcome = score.AnnouncedNoTrick
	}
	if failed != 0 {
		c.outcome = score.FailedAnnouncement
	}
}

// sweep decides a deal in which seat p took every trick unannounced
// (SAU-O3): 15 to every other seat of the n.
func (c *sauContract) sweep(n, p int) {
	for s := range n {
		c.by[s] = p
		if s != p {
			c.special[s] = sauSpecial
		}
	}
	c.outcome = score.Sweep
}

// sauCards records seat s's card points, pts in all, as the cards it took
// and, where the stock went to it, the stock (SAU-R2, SAU-A4); it returns
// pts.
func sauCards(x *score.Explanation, s int, f *score.Facts, t *score.Table, pts int) int {
	own := x.Cards(s, f, t, "SAU-R2", score.Bonus{})
	if stock := pts - own; stock != 0 {
		x.Add(s, score.Term{Kind: score.TermStock, Ref: "SAU-A4", Points: stock, Cards: f.Stock & t.Valued(), By: score.NoSeat})
	}
	return pts
}

// sauTerms is what the terms of a Sau deal decided by a contract or a
// Durchmarsch are written from: the explanation, the deal's facts and
// table, and whether the card points count too (SpecialAddsCardPoints,
// SAU-A6).
type sauTerms struct {
	x       *score.Explanation
	f       *score.Facts
	t       *score.Table
	addsPts bool
}

// special records the terms of seat s before the Schieben multiplier:
// its 15 or 30 (special, whose game is by's; the deal's outcome o tells
// which rule gives it), its card points pts with addsPts, or nothing. It
// returns the seat's score before the multiplier.
func (st sauTerms) special(s, special, pts, by int, o score.Outcome) int {
	x, f, t := st.x, st.f, st.t
	running := special
	switch {
	case special != 0:
		ref := "SAU-O2"
		switch {
		case f.AnnouncedSweep != score.NoSeat:
			ref = "SAU-O4"
		case o == score.Sweep:
			ref = "SAU-O3"
		}
		x.Add(s, score.Term{Kind: score.TermFlat, Ref: ref, Points: special, By: by})
	case f.Tricks[s] == f.Played:
		x.Add(s, score.Term{Kind: score.TermSweep, Ref: "SAU-R12", By: s})
	case f.Tricks[s] == 0 && f.AnnouncedNoTrick.Has(s):
		x.Add(s, score.Term{Kind: score.TermNoTrick, Ref: "SAU-O2", By: s})
	default:
		x.Add(s, score.Term{Kind: score.TermSpared, Ref: "SAU-R12", By: by})
	}
	if st.addsPts {
		running += sauCards(x, s, f, t, pts) // SAU-A6 option
	}
	return running
}

// sauPush is the term of the Schieben multiplier m (SAU-O6).
func sauPush(m int) score.Term {
	return score.Term{Kind: score.TermPush, Ref: "SAU-O6", Factor: m, By: score.NoSeat}
}
