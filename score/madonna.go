package score

import "github.com/blackqueen/rules/seat"

// The flat figures of Schwarze Madonna's special outcomes.
const (
	madFailedJungfrau       = 48 // MAD-R22, MAD-A8: a failed Jungfrau announcement
	madFailedDurchmarsch    = 64 // MAD-R22, MAD-A8: a failed Durchmarsch announcement
	madDurchmarsch          = 16 // MAD-R23: each opponent of an unannounced Durchmarsch
	madAnnouncedDurchmarsch = 64 // MAD-R23: each opponent of an announced Durchmarsch
	madFlatJungfrau         = 48 // MAD-A1 option Flat48: per successful announced Jungfrau
)

// FailedAnnouncers returns the announcements that have failed so far,
// given the tricks won (MAD-R19, SAU-O2, SAU-O4): jungfrau holds the
// Jungfrau announcers that have won a trick, and durchmarsch reports
// whether the Durchmarsch announcer has lost a trick to another seat. Only
// active seats' announcements count (SAU-A15). The engine calls it after
// every trick for the early end (MAD-R21, SAU-A7): the deal is over once
// every announcement made is in the failed set. MadonnaDeal and SauDeal
// use it on the finished deal.
func (f *Facts) FailedAnnouncers() (jungfrau seat.Set, durchmarsch bool) {
	d := f.durchmarschAnnouncer()
	for s := range f.seatCount() {
		if f.Tricks[s] <= 0 {
			continue
		}
		if f.Jungfrau.Has(s) && f.Active.Has(s) {
			jungfrau = jungfrau.Add(s)
		}
		if d != NoSeat && s != d {
			durchmarsch = true
		}
	}
	return jungfrau, durchmarsch
}

// MadonnaDeal scores a finished Schwarze Madonna deal by the algorithm of
// docs/rules.md with the options of MAD-A1 to MAD-A13 in r. f gives the tricks and cards
// each seat won (f.Played tricks in all), the Jungfrau announcers
// (f.Jungfrau) and the Durchmarsch announcer (f.Durchmarsch, or NoSeat);
// t values the cards (normally Madonna(), MAD-R2). Only active seats take
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
// announcement failed (under Independent too), AnnouncedDurchmarsch or
// Durchmarsch when a seat took every trick, AnnouncedJungfrau when a
// successful announced Jungfrau multiplied the scores, Jungfrau when only
// unannounced ones did, else Normal.
func MadonnaDeal(f Facts, t Table, r MadonnaRules) Result { return madonnaDeal(&f, &t, r, nil) }

// ExplainMadonnaDeal is MadonnaDeal with each seat's terms: the card
// points, the Jungfrau factors, the flat 16, 48 and 64 and whose game
// they are, each with its rule ID.
func ExplainMadonnaDeal(f Facts, t Table, r MadonnaRules) (Result, Explanation) {
	var x Explanation
	res := madonnaDeal(&f, &t, r, &x)
	return res, x
}

// madonnaDeal scores f and records the terms in x unless x is nil.
func madonnaDeal(f *Facts, t *Table, r MadonnaRules, x *Explanation) Result {
	var res Result
	if f.Played <= 0 {
		return res
	}
	n := f.seatCount()
	ad := f.durchmarschAnnouncer()
	failedJ, failedD := f.FailedAnnouncers()
	failed := failedJ
	if failedD {
		failed = failed.Add(ad)
	}
	if failed != 0 {
		// MAD-R22: the failed announcers' flat penalties.
		res.Outcome = FailedAnnouncement
		for s := range n {
			if failedJ.Has(s) {
				res.Points[s] += madFailedJungfrau
				x.add(s, Term{Kind: TermFlat, Ref: "MAD-R22", Points: madFailedJungfrau, By: s})
			}
		}
		if failedD {
			res.Points[ad] += madFailedDurchmarsch
			x.add(ad, Term{Kind: TermFlat, Ref: "MAD-R22", Points: madFailedDurchmarsch, By: ad})
		}
		if r.FailureScoring != Independent {
			by := ad
			if !failedD {
				by, _ = failedJ.First()
			}
			for s := range n {
				if f.Active.Has(s) && !failed.Has(s) {
					x.add(s, Term{Kind: TermSpared, Ref: "MAD-R22", By: by})
				}
			}
			return res
		}
	}
	// The remaining seats, scored among themselves (MAD-A6 Independent;
	// every active seat when nothing failed).
	rest := f.Active &^ failed

	// MAD-R23: Durchmarsch.
	if p, ok := f.sweeper(); ok && rest.Has(p) {
		each := madDurchmarsch
		if p == ad {
			each = madAnnouncedDurchmarsch
		}
		for s := range n {
			switch {
			case !rest.Has(s):
			case s == p:
				if r.DurchmarschKeepsCardPoints {
					res.Points[s] = t.Points(f.Taken[s]) // MAD-A7 option
					x.cards(s, f, t, "MAD-A7", 0, "")
				} else {
					x.add(s, Term{Kind: TermSweep, Ref: "MAD-A7", By: s})
				}
			default:
				res.Points[s] = each
				x.add(s, Term{Kind: TermFlat, Ref: "MAD-R23", Points: each, By: p})
			}
		}
		if res.Outcome != FailedAnnouncement {
			res.Outcome = Durchmarsch
			if p == ad {
				res.Outcome = AnnouncedDurchmarsch
			}
		}
		return res
	}

	// MAD-R24: Jungfrau multipliers.
	announced, silent := 0, 0 // successful announced and unannounced Jungfrau
	for s := range n {
		if rest.Has(s) && f.Tricks[s] == 0 {
			if f.Jungfrau.Has(s) {
				announced++
			} else {
				silent++
			}
		}
	}
	flat := r.AnnouncedJungfrau == Flat48 && announced > 0
	factor := 1
	switch {
	case flat && r.JungfrauFactor == SingleFactor:
		factor = madFlatJungfrau
	case flat:
		factor = madFlatJungfrau * announced << silent
	case r.JungfrauFactor == SingleFactor && announced > 0:
		factor = 3
	case r.JungfrauFactor == SingleFactor && silent > 0:
		factor = 2
	case r.JungfrauFactor != SingleFactor:
		for range announced {
			factor *= 3
		}
		factor <<= silent
	}
	for s := range n {
		switch {
		case !rest.Has(s):
		case flat:
			if f.Tricks[s] > 0 {
				res.Points[s] = factor // MAD-A1 Flat48: instead of card points
				x.add(s, Term{Kind: TermFlat, Ref: "MAD-A1", Points: factor, By: NoSeat})
			} else {
				x.add(s, Term{Kind: TermNoTrick, Ref: "MAD-R14", By: s})
			}
		default:
			res.Points[s] = t.Points(f.Taken[s]) * factor
			if x != nil {
				x.jungfrauFactors(s, f, t, r, rest, factor)
			}
		}
	}
	if res.Outcome != FailedAnnouncement {
		switch {
		case announced > 0:
			res.Outcome = AnnouncedJungfrau
		case silent > 0:
			res.Outcome = Jungfrau
		}
	}
	return res
}

// jungfrauFactors records seat s's card points and the Jungfrau factors
// that multiply them (MAD-R24, MAD-A4): one factor per seat in rest that
// took no trick, 3 when it announced, 2 when not, or under SingleFactor
// the one factor of the deal.
func (x *Explanation) jungfrauFactors(s int, f *Facts, t *Table, r MadonnaRules, rest seat.Set, factor int) {
	if f.Tricks[s] == 0 {
		x.add(s, Term{Kind: TermNoTrick, Ref: "MAD-R14", By: s})
		return
	}
	running := x.cards(s, f, t, "MAD-R2", 0, "")
	if r.JungfrauFactor == SingleFactor {
		if factor != 1 {
			x.scale(s, TermFactor, "MAD-A4", running, factor, NoSeat)
		}
		return
	}
	for j := range f.seatCount() {
		if !rest.Has(j) || f.Tricks[j] != 0 {
			continue
		}
		fj := 2
		if f.Jungfrau.Has(j) {
			fj = 3
		}
		running = x.scale(s, TermFactor, "MAD-R24", running, fj, j)
	}
}
