package score

import "github.com/blackqueen/rules/seat"

// The flat figures of Schwarze Sau's contracts, before the multiplier.
const (
	sauSpecial           = 15 // SAU-O2, SAU-O3: Jungfrau and Durchmarsch
	sauAnnouncedSpecial  = 30 // SAU-O4: announced Durchmarsch
	sauMaxCompoundPushes = 30 // SauMultiplier saturates at 2^30
)

// SauMultiplier returns the Schieben multiplier m for a deal with the given
// number of pushes (SAU-O6, SAU-A11): 2^pushes with CompoundPushes (the
// default), 2 for any push with SingleDouble, and 1 with no push. At most
// one push per active player is possible (SAU-A13), so real deals stay far
// below the cap: more than 30 pushes count as 30.
func SauMultiplier(pushes int, p PushMultiplier) int {
	switch {
	case pushes <= 0:
		return 1
	case p == SingleDouble:
		return 2
	}
	return 1 << min(pushes, sauMaxCompoundPushes)
}

// sauCardPoints returns each active seat's card points (SAU-R2, SAU-R7),
// with the set-aside stock given out by s (SAU-A4). It does not apply the
// multiplier.
func sauCardPoints(f *Facts, t *Table, s StockScoring) [seat.Max]int {
	pts := cardPoints(f, t).Points
	n := f.seatCount()
	stock := t.Points(f.Stock)
	switch s {
	case StockLastTrickWinner:
		if w := f.LastWinner; w >= 0 && w < n && f.Active.Has(w) {
			pts[w] += stock
		}
	case StockMostPoints:
		most, found := 0, false
		for x := range n {
			if f.Active.Has(x) && (!found || pts[x] > most) {
				most, found = pts[x], true
			}
		}
		for x := range n {
			if f.Active.Has(x) && pts[x] == most {
				pts[x] += stock // every tied seat gets the whole stock
			}
		}
	}
	return pts
}

// SauDeal scores a finished Schwarze Sau deal by SAU-R12 with the SAU-A4 to
// SAU-A17 options in r. f gives the tricks and cards each seat won
// (f.Played tricks in all), the Jungfrau announcers (f.Jungfrau), the
// Durchmarsch announcer (f.Durchmarsch, or NoSeat), the set-aside stock,
// the last trick's winner and the number of Schieben pushes (f.Pushes); t
// values the cards (normally Sau(), SAU-R2). Only active seats take part
// and score; inactive seats (eliminated, or a dealer sitting out, SAU-A15)
// score 0 and receive no 15 or 30. Facts with no trick played score 0
// everywhere and are Normal. Every score is multiplied by m =
// SauMultiplier(f.Pushes, r.PushMultiplier), failures included (SAU-O6,
// SAU-A17).
//
//   - SAU-O4: an announced Durchmarsch scores 30m to every other seat when
//     its announcer took every trick, else 30m to the announcer alone. It
//     outranks Jungfrau announcements, which it withdraws without penalty;
//     the engine clears f.Jungfrau then, and SauDeal ignores any left.
//     This needs no r.Durchmarsch.
//   - SAU-O2, SAU-A8: each Jungfrau announcer who won a trick scores 15m.
//     If some announcer took no trick, the deal was played out and each
//     such success gives 15m to every seat that is not a successful
//     Jungfrau, unless a seat P took every trick and r.Durchmarsch is on:
//     then the Durchmarsch takes precedence (SAU-O3, SAU-A10) and gives 15m
//     to every seat but P instead, or with JungfrauBeatsSilentDurchmarsch
//     the Jungfrau scores as usual. With one announcer this is SAU-R12
//     exactly. Several announcers exist only under r.MultipleJungfrau
//     (the engine refuses a second one otherwise), so SauDeal scores
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
// failed, AnnouncedDurchmarsch, Durchmarsch (including one that beat a
// Jungfrau), AnnouncedJungfrau, else Normal.
func SauDeal(f Facts, t Table, r SauRules) Result { return sauDeal(&f, &t, r, nil) }

// ExplainSauDeal is SauDeal with each seat's terms: the card points and
// the stock, the 15s and 30s and whose game they are, and the Schieben
// multiplier, each with its rule ID.
func ExplainSauDeal(f Facts, t Table, r SauRules) (Result, Explanation) {
	var x Explanation
	res := sauDeal(&f, &t, r, &x)
	return res, x
}

// sauDeal scores f and records the terms in x unless x is nil.
func sauDeal(f *Facts, t *Table, r SauRules, x *Explanation) Result {
	var res Result
	if f.Played <= 0 {
		return res
	}
	n := f.seatCount()
	m := SauMultiplier(f.Pushes, r.PushMultiplier)
	pts := sauCardPoints(f, t, r.StockScoring)
	var by [seat.Max]int // whose game each seat's special penalty is
	for s := range by {
		by[s] = NoSeat
	}
	var special [seat.Max]int // before m

	d := f.durchmarschAnnouncer()
	announcedJ := f.Jungfrau & f.Active
	p, swept := f.sweeper()
	switch {
	case d != NoSeat: // SAU-O4
		for s := range n {
			by[s] = d
		}
		if swept && p == d {
			for s := range n {
				if s != d {
					special[s] = sauAnnouncedSpecial
				}
			}
			res.Outcome = AnnouncedDurchmarsch
		} else {
			special[d] = sauAnnouncedSpecial
			res.Outcome = FailedAnnouncement
		}
	case announcedJ != 0: // SAU-O2, SAU-A8, SAU-A10
		failed, _ := f.FailedAnnouncers()
		ok := announcedJ &^ failed
		for s := range n {
			by[s], _ = announcedJ.First()
			if failed.Has(s) {
				special[s] += sauSpecial
				by[s] = s
			}
		}
		switch {
		case ok == 0:
			// Every announcement failed; the deal ended at the last failure.
		case r.Durchmarsch && swept && !r.JungfrauBeatsSilentDurchmarsch:
			for s := range n {
				if s != p {
					special[s] += sauSpecial
					by[s] = p
				}
			}
			res.Outcome = Durchmarsch
		default:
			for s := range n {
				if !ok.Has(s) {
					special[s] += sauSpecial * ok.Len()
				}
			}
			res.Outcome = AnnouncedJungfrau
		}
		if failed != 0 {
			res.Outcome = FailedAnnouncement
		}
	case r.Durchmarsch && swept: // SAU-O3
		for s := range n {
			by[s] = p
			if s != p {
				special[s] = sauSpecial
			}
		}
		res.Outcome = Durchmarsch
	default: // SAU-R7
		for s := range n {
			if f.Active.Has(s) {
				res.Points[s] = pts[s] * m
				if x != nil {
					x.scale(s, TermPush, "SAU-O6", x.sauCards(s, f, t, r.StockScoring, pts[s]), m, NoSeat)
				}
			}
		}
		return res
	}
	for s := range n {
		if !f.Active.Has(s) {
			continue
		}
		res.Points[s] = special[s] * m
		if r.SpecialAddsCardPoints {
			res.Points[s] += pts[s] * m // SAU-A6 option
		}
		if x != nil {
			x.sauSpecial(s, f, t, r, special[s], pts[s], m, by[s], res.Outcome)
		}
	}
	return res
}

// sauCards records seat s's card points, pts in all, as the cards it took
// and, where the stock went to it, the stock (SAU-R2, SAU-A4); it returns
// pts.
func (x *Explanation) sauCards(s int, f *Facts, t *Table, st StockScoring, pts int) int {
	own := x.cards(s, f, t, "SAU-R2", 0, "")
	if stock := pts - own; stock != 0 {
		x.add(s, Term{Kind: TermStock, Ref: "SAU-A4", Points: stock, Cards: f.Stock & t.Valued(), By: NoSeat})
	}
	return pts
}

// sauSpecial records the terms of seat s in a deal decided by a contract
// or a Durchmarsch: its 15 or 30 (whose game is by's), its card points
// under SpecialAddsCardPoints, or nothing, then the Schieben multiplier m.
func (x *Explanation) sauSpecial(s int, f *Facts, t *Table, r SauRules, special, pts, m, by int, o Outcome) {
	running := special
	switch {
	case special != 0:
		ref := "SAU-O2"
		switch {
		case f.Durchmarsch != NoSeat:
			ref = "SAU-O4"
		case o == Durchmarsch:
			ref = "SAU-O3"
		}
		x.add(s, Term{Kind: TermFlat, Ref: ref, Points: special, By: by})
	case f.Tricks[s] == f.Played:
		x.add(s, Term{Kind: TermSweep, Ref: "SAU-R12", By: s})
	case f.Tricks[s] == 0 && f.Jungfrau.Has(s):
		x.add(s, Term{Kind: TermNoTrick, Ref: "SAU-O2", By: s})
	default:
		x.add(s, Term{Kind: TermSpared, Ref: "SAU-R12", By: by})
	}
	if r.SpecialAddsCardPoints {
		running += x.sauCards(s, f, t, r.StockScoring, pts) // SAU-A6 option
	}
	x.scale(s, TermPush, "SAU-O6", running, m, NoSeat)
}
