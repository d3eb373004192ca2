// Package madonna is Schwarze Madonna (docs/rules.md#schwarze-madonna),
// composed from the public parts of the engine (variant.Rules):
//
//   - Table and pack: three to six seats (MAD-R1), the 32-card pack
//     (MAD-R3), dealt in packets of two (2-2-1 to five-card hands; at six
//     seats the MAD-A2 choice), two cards left as the stock except at
//     four seats.
//   - Stock: from the dealer's left each seat picks the stock up and puts
//     back two cards (MAD-R5, MAD-R6), never a heart or the Q♠ (MAD-R7,
//     MAD-R8); it is never pushed (MAD-R9). A seat short of such cards
//     voids the deal or puts back penalty cards (MAD-A3, MAD-R11); the
//     stock may have to change (MAD-A13).
//   - Play: follow suit, the highest card of the suit led wins (MAD-R12,
//     TT-1..TT-4); no lead restrictions.
//   - Announcements: Jungfrau and Durchmarsch, out of turn until the first
//     card of trick 2 (MAD-R14..R21, MAD-A9), played out or ended early as
//     MAD-A6 says.
//   - Scoring: hearts 1 each, Q♠ 8 (MAD-R2), with Jungfrau and Durchmarsch
//     multipliers (madonnaDeal below: MAD-R22..R26, MAD-A1, MAD-A4, MAD-A6,
//     MAD-A7).
//   - Match end: a total above the table size's limit (MAD-R27, MAD-A10,
//     MAD-A11); the lowest total wins (MAD-R28, BM-A5).
//
// It plays Black Maria's ties (package blackmaria).
package madonna

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// Definition returns Schwarze Madonna as the registry (package games)
// gives it to the engine.
func Definition() variant.Definition {
	return variant.Definition{Options: optionList, Parse: variant.ParserOf(ParseOptions), Check: check,
		Name: "schwarze-madonna", Title: "Schwarze Madonna", MinSeats: 3, MaxSeats: 6, TitleDE: "Schwarze Madonna", SeatsRule: "MAD-R1",
		Announces: true, Rules: rules, Traits: madonnaTraits, OutcomeRule: madonnaOutcomeRule,
		Words: variant.Words{Title: rule.Text{DA: "Schwarze Madonna"},
			Blurb: rule.Text{EN: "avoid hearts and the Q♠; a stock goes round; Jungfrau and Durchmarsch", DE: "Herzen und Pik Dame meiden; ein Stock geht um; Jungfrau und Durchmarsch", DA: "undgå hjerter og D♠; en talon går rundt; Jungfrau og Durchmarsch"},
			Moves: []rule.Text{{EN: "two cards separated by spaces – put them back into the stock", DE: "zwei Karten mit Leerzeichen – in den Stock zurücklegen", DA: "to kort adskilt af mellemrum – læg dem tilbage i talonen"},
				{EN: "jungfrau, durchmarsch – announce (until the first card of trick 2)", DE: "jungfrau, durchmarsch – ansagen (bis zur ersten Karte des zweiten Stichs)", DA: "jungfrau, durchmarsch – meld (indtil første kort i stik 2)"}},
			Kept: rule.Text{EN: "no heart and not the Q♠", DE: "kein Herz und nicht die Pik Dame", DA: "ingen hjerter og ikke D♠"}, KeptRule: "MAD-R7"}}
}

// scoring is what the scorer reads besides a deal's facts: the penalty
// table and the table's options. Explain closes over one behind a
// pointer, so that building the Rules (at every ViewValues) allocates
// once for the scorer.
type scoring struct {
	table score.Table
	o     Options
}

// madonnaOutcomeRule names the rule that scores each outcome of a Madonna
// deal.
func madonnaOutcomeRule(o score.Outcome) string {
	switch o {
	case score.Normal:
		return "MAD-R25"
	case score.NoTrick, score.AnnouncedNoTrick:
		return "MAD-R24"
	case score.Sweep, score.AnnouncedSweep:
		return "MAD-R23"
	case score.FailedAnnouncement:
		return "MAD-R22"
	case score.Redeal:
		return "MAD-A3"
	}
	return ""
}

// madonnaTraits: every score adds card points or a multiple of them to a
// total, which never falls below 0 (MAD-R2).
func madonnaTraits(variant.Options) variant.Traits { return variant.Traits{NeverNegative: true} }

// rules is Schwarze Madonna at a table of seats under the options o has
// (Definition.Rules).
func rules(seats int, o variant.Options) variant.Rules { return madonnaRules(seats, own(o)) }

// madonnaRules is Schwarze Madonna at a table of seats under o, from the
// public mechanics.
func madonnaRules(seats int, o Options) variant.Rules {
	short := exchange.ShortVoid // MAD-A3 default: the deal is void
	if o.ShortStock == ShortStockPassPenalty {
		short = exchange.ShortPutAll
	}
	sc := &scoring{table: madonnaTable(), o: o} // MAD-R2
	r := variant.Rules{Title: "Schwarze Madonna",
		Pack: deck.Pack32.Cards(), Deal: deck.Packets(2), Stock: 2, // MAD-R3

		Circulation: variant.Circulation{
			Exchange: exchange.Stock{Count: 2, Kept: card.HeartsSet.Add(card.QueenSpades), // MAD-R6, MAD-R7
				Short: short, MustChange: o.MustChangeStock}, // MAD-A3, MAD-A13
			Refs: variant.CirculationRefs{Phase: "MAD-R5", Back: "MAD-R6", Kept: "MAD-R7", First: "MAD-R8", Push: "MAD-R9",
				Short: "MAD-A3", MustChange: "MAD-A13"},
		}, // StockPoints left empty: the stock laid aside scores for nobody (MAD-R10)

		Announcements: variant.Announcements{Known: true, NoTrick: true, Sweep: true,
			Rounds:  o.Announcements == variant.TurnBased, // MAD-A9
			PlayOut: o.FailureScoring != AnnouncerOnly,    // MAD-A6
			Refs:    variant.AnnounceRefs{Window: "MAD-R17", Conflict: "MAD-R18", Rounds: "MAD-A9"}},

		Table:     sc.table,
		Dangerous: card.Of(card.QueenSpades),
		Swing:     madFailedJungfrau, SilentSweep: true, SilentNoTrick: true, // MAD-R22, MAD-R23, MAD-R24
		Explain: func(f *score.Facts, x *score.Explanation) score.Result {
			return madonnaDeal(&sc.table, &sc.o, f, x)
		},

		End:         variant.Ending{Limit: o.Limits.For(seats), AtLeast: o.End == EndAtLeast, Ties: o.Ties},
		FirstDealer: o.FirstDealer,
		Refs:        variant.Refs{Deal: "MAD-R3", Play: "MAD-R12", Match: "MAD-R27"},
	}
	if seats == 4 {
		r.Stock = 0 // MAD-R3: every card is dealt at four seats
	}
	switch {
	case seats != 6: // MAD-A2 chooses the six-seat deal only
	case o.SixPlayerDeal == Deal122:
		r.Deal = deck.Packets(1, 2)
	case o.SixPlayerDeal == DealSingles:
		r.Deal = deck.Singles()
	}
	return r
}

// madonnaTable is Schwarze Madonna's penalty table (MAD-R2): each heart of
// the 32-card pack 1, the Q♠ 8, 16 in all.
func madonnaTable() score.Table {
	return score.Table{}.SetAll(deck.Pack32.Cards()&card.HeartsSet, 1).Set(card.QueenSpades, 8)
}

// The flat figures of Schwarze Madonna's special outcomes.
const (
	madFailedJungfrau       = 48 // MAD-R22, MAD-A8: a failed Jungfrau announcement
	madFailedDurchmarsch    = 64 // MAD-R22, MAD-A8: a failed Durchmarsch announcement
	madDurchmarsch          = 16 // MAD-R23: each opponent of an unannounced Durchmarsch
	madAnnouncedDurchmarsch = 64 // MAD-R23: each opponent of an announced Durchmarsch
	madFlatJungfrau         = 48 // MAD-A1 option Flat48: per successful announced Jungfrau
)

// madonnaDeal scores a finished Schwarze Madonna deal by the algorithm of
// docs/rules.md with the options of MAD-A1 to MAD-A13 in r (it is the
// Explain of madonnaRules), and records each seat's
// terms in x unless x is nil (the card points, the Jungfrau factors, the
// flat 16, 48 and 64 and whose game they are, each with its rule ID). f gives the tricks and cards
// each seat won (f.Played tricks in all), the Jungfrau announcers
// (f.AnnouncedNoTrick) and the Durchmarsch announcer (f.AnnouncedSweep, or NoSeat);
// t values the cards (MAD-R2). Only active seats take
// part and score; inactive seats score 0. Facts with no trick played score
// 0 everywhere and are Normal.
//
//   - MAD-R19, MAD-R22: an announced Jungfrau fails when its announcer won
//     a trick (a zero-point trick too, MAD-R16), an announced Durchmarsch when another seat won one. With
//     FailureScoring AnnouncerOnly (MAD-A6 default) the failed announcers
//     score 48 (Jungfrau) or 64 (Durchmarsch) and every other seat 0. With
//     Independent the failed announcers score their flat 48 or 64 and
//     the remaining seats are scored by the steps below "among
//     themselves" (MAD-A6): a failed announcer neither counts as the
//     Durchmarsch player nor as a Jungfrau of the remaining seats.
//   - MAD-R23, MAD-A5: a seat P that took all f.Played tricks scores 0
//     (its card points with DurchmarschKeepsCardPoints, MAD-A7) and every
//     other seat 64 if P announced Durchmarsch, else 16; every Jungfrau
//     is ignored.
//   - MAD-R24, MAD-A4: otherwise each seat scores its card points times
//     the product over the seats with no trick of 3 (announced) or 2
//     (unannounced); with JungfrauFactor SingleFactor the factor is 3 if
//     any announced Jungfrau succeeded, else 2 if anyone took no trick.
//     With AnnouncedJungfrau Flat48 (MAD-A1) and at least one successful
//     announced Jungfrau, each seat that took a trick scores instead 48 ×
//     (successful announced Jungfrau) × 2^(unannounced Jungfrau), or a
//     plain 48 with SingleFactor.
//   - MAD-R25: with no Jungfrau and no Durchmarsch the scores are the card
//     points.
//
// The Outcome follows docs/records.md: FailedAnnouncement whenever an
// announcement failed (under Independent too), AnnouncedSweep or
// Sweep when a seat took every trick, AnnouncedNoTrick when a
// successful announced Jungfrau multiplied the scores, NoTrick when only
// unannounced ones did, else Normal.
func madonnaDeal(t *score.Table, r *Options, f *score.Facts, x *score.Explanation) score.Result {
	var res score.Result
	if f.Played <= 0 {
		return res
	}
	d := madonnaDealing{t, r, f, x}
	failed := d.failures(&res)
	if failed != 0 && r.FailureScoring != Independent {
		d.spare(failed)
		return res
	}
	// The remaining seats, scored among themselves (MAD-A6 Independent;
	// every active seat when nothing failed).
	rest := f.Active &^ failed
	if p, ok := f.Sweeper(); ok && rest.Has(p) {
		d.sweep(&res, rest, p)
		return res
	}
	d.jungfrau(&res, rest)
	return res
}

// madonnaDealing is what a Madonna deal is scored from (madonnaDeal): the
// penalty table, the options, the deal's facts and the explanation (nil:
// none).
type madonnaDealing struct {
	t *score.Table
	r *Options
	f *score.Facts
	x *score.Explanation
}

// failures writes the failed announcers' flat penalties into res (MAD-R22)
// and returns the failed announcers; with one, res's Outcome is
// FailedAnnouncement.
func (d madonnaDealing) failures(res *score.Result) seat.Set {
	f, x := d.f, d.x
	ad := f.SweepAnnouncer()
	failedJ, failedD := f.FailedAnnouncers()
	failed := failedJ
	if failedD {
		failed = failed.Add(ad)
	}
	if failed == 0 {
		return 0
	}
	res.Outcome = score.FailedAnnouncement
	for s := range f.SeatCount() {
		if failedJ.Has(s) {
			res.Points[s] += madFailedJungfrau
			x.Add(s, score.Term{Kind: score.TermFlat, Ref: "MAD-R22", Points: madFailedJungfrau, By: s})
		}
	}
	if failedD {
		res.Points[ad] += madFailedDurchmarsch
		x.Add(ad, score.Term{Kind: score.TermFlat, Ref: "MAD-R22", Points: madFailedDurchmarsch, By: ad})
	}
	return failed
}

// spare records that every active seat but the failed announcers scores
// nothing, by the failure of the Durchmarsch or else of the first Jungfrau
// (MAD-R22, MAD-A6 AnnouncerOnly).
func (d madonnaDealing) spare(failed seat.Set) {
	f := d.f
	by := f.SweepAnnouncer()
	if failedJ, failedD := f.FailedAnnouncers(); !failedD {
		by, _ = failedJ.First()
	}
	for s := range f.SeatCount() {
		if f.Active.Has(s) && !failed.Has(s) {
			d.x.Add(s, score.Term{Kind: score.TermSpared, Ref: "MAD-R22", By: by})
		}
	}
}

// sweep scores a Durchmarsch of seat p among the seats of rest (MAD-R23,
// MAD-A5, MAD-A7): p scores 0 (its card points with
// DurchmarschKeepsCardPoints) and every other seat 64 if p announced it,
// else 16.
func (d madonnaDealing) sweep(res *score.Result, rest seat.Set, p int) {
	f, x := d.f, d.x
	ad := f.SweepAnnouncer()
	each := madDurchmarsch
	if p == ad {
		each = madAnnouncedDurchmarsch
	}
	for s := range f.SeatCount() {
		switch {
		case !rest.Has(s):
		case s == p:
			if d.r.DurchmarschKeepsCardPoints {
				res.Points[s] = d.t.Points(f.Taken[s]) // MAD-A7 option
				x.Cards(s, f, d.t, "MAD-A7", score.Bonus{})
			} else {
				x.Add(s, score.Term{Kind: score.TermSweep, Ref: "MAD-A7", By: s})
			}
		default:
			res.Points[s] = each
			x.Add(s, score.Term{Kind: score.TermFlat, Ref: "MAD-R23", Points: each, By: p})
		}
	}
	if res.Outcome != score.FailedAnnouncement {
		res.Outcome = score.Sweep
		if p == ad {
			res.Outcome = score.AnnouncedSweep
		}
	}
}

// jungfrau scores the seats of rest by their card points and the Jungfrau
// factors (MAD-R24, MAD-R25, MAD-A1, MAD-A4).
func (d madonnaDealing) jungfrau(res *score.Result, rest seat.Set) {
	f, x, r := d.f, d.x, d.r
	n := f.SeatCount()
	// The seats of rest that took no trick are its successful announced
	// and unannounced Jungfrau; the seat loop sets a bit without a branch.
	var none seat.Set
	for s := range n {
		var b seat.Set
		if f.Tricks[s] == 0 {
			b = 1
		}
		none |= b << s
	}
	none &= rest
	announced, silent := (none & f.AnnouncedNoTrick).Len(), (none &^ f.AnnouncedNoTrick).Len()
	flat := r.AnnouncedJungfrau == Flat48 && announced > 0
	factor := madFactor(r.JungfrauFactor, flat, announced, silent)
	for s := range n {
		switch {
		case !rest.Has(s):
		case flat:
			if f.Tricks[s] > 0 {
				res.Points[s] = factor // MAD-A1 Flat48: instead of card points
				x.Add(s, score.Term{Kind: score.TermFlat, Ref: "MAD-A1", Points: factor, By: score.NoSeat})
			} else {
				x.Add(s, score.Term{Kind: score.TermNoTrick, Ref: "MAD-R14", By: s})
			}
		default:
			res.Points[s] = d.t.Points(f.Taken[s]) * factor
			if x != nil {
				madFactors{rest, factor, r.JungfrauFactor == SingleFactor}.explain(x, s, f, d.t)
			}
		}
	}
	if res.Outcome != score.FailedAnnouncement {
		switch {
		case announced > 0:
			res.Outcome = score.AnnouncedNoTrick
		case silent > 0:
			res.Outcome = score.NoTrick
		}
	}
}

// madFactor is the factor of a Madonna deal's card points (MAD-R24,
// MAD-A1, MAD-A4) with announced and silent successful Jungfrau: 3 for
// each announced and 2 for each silent one, or with SingleFactor 3 if
// one was announced, else 2; with flat (Flat48 and an announced one) the
// flat 48 times those factors, or a plain 48 with SingleFactor.
func madFactor(jf JungfrauFactor, flat bool, announced, silent int) int {
	factor := 1
	switch {
	case flat && jf == SingleFactor:
		factor = madFlatJungfrau
	case flat:
		factor = madFlatJungfrau * announced << silent
	case jf == SingleFactor && announced > 0:
		factor = 3
	case jf == SingleFactor && silent > 0:
		factor = 2
	case jf != SingleFactor:
		for range announced {
			factor *= 3
		}
		factor <<= silent
	}
	return factor
}

// madFactors are the Jungfrau factors of a Madonna deal (MAD-R24,
// MAD-A4): the seats scored among themselves (rest), the deal's factor,
// and whether that one factor applies (SingleFactor) rather than one per
// Jungfrau.
type madFactors struct {
	rest   seat.Set
	factor int
	single bool
}

// explain records seat s's card points and the Jungfrau factors that
// multiply them (MAD-R24, MAD-A4): one factor per seat in m.rest that
// took no trick, 3 when it announced, 2 when not, or with m.single the
// one factor of the deal.
func (m madFactors) explain(x *score.Explanation, s int, f *score.Facts, t *score.Table) {
	rest, factor := m.rest, m.factor
	if f.Tricks[s] == 0 {
		x.Add(s, score.Term{Kind: score.TermNoTrick, Ref: "MAD-R14", By: s})
		return
	}
	running := x.Cards(s, f, t, "MAD-R2", score.Bonus{})
	if m.single {
		if factor != 1 {
			x.Scale(s, score.Term{Kind: score.TermFactor, Ref: "MAD-A4", Factor: factor, By: score.NoSeat}, running)
		}
		return
	}
	for j := range f.SeatCount() {
		if !rest.Has(j) || f.Tricks[j] != 0 {
			continue
		}
		fj := 2
		if f.AnnouncedNoTrick.Has(j) {
			fj = 3
		}
		running = x.Scale(s, score.Term{Kind: score.TermFactor, Ref: "MAD-R24", Factor: fj, By: j}, running)
	}
}
