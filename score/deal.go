package score

import (
	"fmt"
	"github.com/blackqueen/rules/internal/enum"
	"github.com/blackqueen/rules/internal/strictjson"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
)

// Outcome names what decided a deal's scores, with the record name.
// The zero Outcome is Normal.
type Outcome uint8

// The outcomes of docs/records.md, in its order.
const (
	// Normal is a deal scored by card points ("normal").
	Normal Outcome = iota
	// Jungfrau is an unannounced Jungfrau that decided the scoring
	// (MAD-R14).
	Jungfrau
	// Durchmarsch is an unannounced Durchmarsch (MAD-R15, SAU-O3).
	Durchmarsch
	// AnnouncedJungfrau is at least one successful announced Jungfrau
	// (MAD-R17, SAU-O2).
	AnnouncedJungfrau
	// AnnouncedDurchmarsch is a successful announced Durchmarsch
	// (MAD-R17, SAU-O4).
	AnnouncedDurchmarsch
	// FailedAnnouncement is a failed announcement that decided the
	// scoring (MAD-R19, SAU-O2, SAU-O4).
	FailedAnnouncement
	// Moon is a Hearts deal in which one seat took every heart and the Q♠
	// (SH-R9).
	Moon
	// Slam is a Black Maria deal scored by the slam deduction (BM-O4).
	Slam
	// Redeal is a void deal (MAD-A3).
	Redeal
	// OldMaid is every Old Maid round (OM-R9).
	OldMaid
)

// String returns the record name ("announced-jungfrau"), or
// "outcome(N)" for an unknown value.
func (o Outcome) String() string { return outcomeNames.Format(uint8(o), "outcome") }

// Names returns the record name of every Outcome value, in order.
func (Outcome) Names() []string { return outcomeNames.Names() }

// outcomeNames is the names table of Outcome.
const outcomeNames enum.Table = "normal jungfrau durchmarsch announced-jungfrau announced-durchmarsch failed-announcement moon slam redeal old-maid"

// MarshalText implements encoding.TextMarshaler with the record name.
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler with the docs/records.md
// name.
func (o *Outcome) UnmarshalText(b []byte) error {
	if x, ok := outcomeNames.Lookup(string(b)); ok {
		*o = Outcome(x)
		return nil
	}
	return fmt.Errorf("score: unknown outcome %s", strictjson.Quote(string(b)))
}

// NoSeat marks the absence of a seat (no Durchmarsch announcer, say).
const NoSeat = -1

// Facts are what a deal's scoring depends on: who took how many tricks and
// which cards, and what was announced. The engine fills them as the deal
// runs; the scoring functions below are pure.
type Facts struct {
	Seats  int      // seats at the table
	Active seat.Set // seats that played this deal (not out, not sitting out)
	// Tricks and Taken give each seat's tricks won and cards captured.
	Tricks [seat.Max]int
	Taken  [seat.Max]card.Set
	// Played is the number of tricks played (fewer than a full deal after
	// an early end).
	Played int
	// FirstWinner and LastWinner are the seats that won the first and the
	// last trick played (NoSeat before any).
	FirstWinner int
	LastWinner  int
	// Jungfrau holds the seats that announced Jungfrau; Durchmarsch is the
	// seat that announced Durchmarsch, or NoSeat.
	Jungfrau    seat.Set
	Durchmarsch int
	// Stock is the set-aside stock (Sau StockScoring).
	Stock card.Set
	// Pushes counts Schieben pushes (Sau SAU-O6).
	Pushes int
}

// NewFacts returns empty facts for a deal at seats seats with the given
// active seats.
func NewFacts(seats int, active seat.Set) Facts {
	return Facts{Seats: seats, Active: active, Durchmarsch: NoSeat, FirstWinner: NoSeat, LastWinner: NoSeat}
}

// Result is a deal's scores (minus points, after every multiplier) and
// the outcome that decided them. Points of seats that did not play the
// deal, and past the table size, are 0.
type Result struct {
	// Points is each seat's deal score, indexed by seat.
	Points [seat.Max]int
	// Outcome is what decided the scores.
	Outcome Outcome
}

// Sum returns the sum of the points of every seat.
func (r Result) Sum() int {
	s := 0
	for _, p := range r.Points {
		s += p
	}
	return s
}

// seatCount returns f.Seats clamped to 0 … seat.Max, so that malformed facts
// never index out of range.
func (f *Facts) seatCount() int { return max(0, min(f.Seats, seat.Max)) }

// durchmarschAnnouncer returns f.Durchmarsch if it is an active seat, and
// NoSeat otherwise: only active seats' announcements count (SAU-A15).
func (f *Facts) durchmarschAnnouncer() int {
	if !f.Active.Has(f.Durchmarsch) {
		return NoSeat
	}
	return f.Durchmarsch
}

// sweeper returns the seat that took every trick played, if one did.
func (f *Facts) sweeper() (int, bool) {
	if f.Played == 0 {
		return 0, false
	}
	for s := 0; s < f.seatCount(); s++ {
		if f.Active.Has(s) && f.Tricks[s] == f.Played {
			return s, true
		}
	}
	return 0, false
}

// ---- Black Maria and Hearts ----

// SlamRule chooses Black Maria's slam rule (BM-O4). The zero SlamRule is
// NoSlam.
type SlamRule uint8

// The BM-O4 choices; the default comes first.
const (
	// NoSlam has no moon or slam: whoever takes every penalty card scores
	// them all (BM-R8, the default).
	NoSlam SlamRule = iota
	// SlamDeduct makes the taker of every penalty card score −(their
	// total) instead, and the others 0 (BM-O4).
	SlamDeduct
)

// MoonMode chooses what shooting the moon scores in Hearts (SH-R9). The
// zero MoonMode is MoonAddToOthers.
type MoonMode uint8

// The SH-R9 choices; the default comes first.
const (
	// MoonAddToOthers makes the shooter score 0 and every other seat the
	// moon total, 26 or 129 (SH-R9 default).
	MoonAddToOthers MoonMode = iota
	// MoonSubtractFromShooter makes the shooter score −(moon total) and
	// the others 0 (SH-R9 option).
	MoonSubtractFromShooter
	// MoonOff scores a moon by card points (SH-R9 option).
	MoonOff
)

// String returns the record name ("add-to-others", "subtract",
// "off"), or "moon(N)" for an unknown value.
func (m MoonMode) String() string { return moonModeNames.Format(uint8(m), "moon") }

// Names returns the record name of every MoonMode value, in order.
func (MoonMode) Names() []string { return moonModeNames.Names() }

// moonModeNames is the names table of MoonMode.
const moonModeNames enum.Table = "add-to-others subtract off"

// CardPoints scores every active seat by the cards it took, valued by t:
// the plain scoring of a trick-avoidance deal without special outcomes.
// Its Outcome is Normal.
func CardPoints(f Facts, t Table) Result { return cardPoints(&f, &t) }

// ExplainCardPoints is CardPoints with each seat's cards and their points;
// ref is the rule that values them.
func ExplainCardPoints(f Facts, t Table, ref string) (Result, Explanation) {
	var x Explanation
	for s := 0; s < f.seatCount(); s++ {
		if f.Active.Has(s) {
			x.cards(s, &f, &t, ref, 0, "")
		}
	}
	return cardPoints(&f, &t), x
}

// cardPoints scores every active seat by the cards it took.
func cardPoints(f *Facts, t *Table) Result {
	var r Result
	for s := 0; s < f.seatCount(); s++ {
		if f.Active.Has(s) {
			r.Points[s] = t.Points(f.Taken[s])
		}
	}
	return r
}

// omnibusCards returns the cards t values below 0 plus o's card: the Omnibus
// cards, scored to their captor whatever happens (BM-A6, SH-O2).
func omnibusCards(t *Table, o Omnibus) card.Set {
	var b card.Set
	v := t.Valued() &^ t.ones // a card valued 1 is no bonus card
	for c, ok := v.Next(); ok; c, ok = v.Next() {
		if t.values[c] < 0 {
			b = b.Add(c)
		}
	}
	return b.Add(o.Card())
}

// BlackMariaDeal scores a Black Maria deal (BM-R7, BM-R8, BM-O4, BM-A6).
// Each active seat scores the value in t of the cards it took (Facts.Taken
// and Facts.Active are read, nothing else), so the scores add up to
// t.Points(inPlay) when every card in play was taken. With SlamDeduct, a
// seat that took every penalty card in play (the cards of inPlay valued
// above 0 in t; BM-O4) scores −(their total), −43 by default, and the
// others 0, Outcome Slam; the Omnibus card (o's card, or any card t values
// below 0) is no penalty card and is scored to its captor on top (BM-A6),
// so a slam with the J♦ is −53. inPlay is the pack after removals
// (Black Maria's removal list); t is normally BlackMaria(spot, o, spades).
// There is no moon (BM-R8): without SlamDeduct the result is always card
// points, Outcome Normal.
func BlackMariaDeal(f Facts, t Table, inPlay card.Set, slam SlamRule, o Omnibus) Result {
	return blackMariaDeal(&f, &t, inPlay, slam, o, nil)
}

// ExplainBlackMariaDeal is BlackMariaDeal with each seat's terms: the
// penalty cards taken, the Omnibus card and the slam, with their rule IDs.
func ExplainBlackMariaDeal(f Facts, t Table, inPlay card.Set, slam SlamRule, o Omnibus) (Result, Explanation) {
	var x Explanation
	r := blackMariaDeal(&f, &t, inPlay, slam, o, &x)
	return r, x
}

// blackMariaDeal scores f and records the terms in x unless x is nil.
func blackMariaDeal(f *Facts, t *Table, inPlay card.Set, slam SlamRule, o Omnibus, x *Explanation) Result {
	r := cardPoints(f, t)
	extra := omnibusCards(t, o)
	explain := func() Result {
		for s := 0; x != nil && s < f.seatCount(); s++ {
			if f.Active.Has(s) {
				x.cards(s, f, t, "BM-R7", extra, "BM-O2")
			}
		}
		return r
	}
	if slam != SlamDeduct {
		return explain() // BM-R8: no moon
	}
	pen := t.Valued() & inPlay &^ extra
	if pen == 0 {
		return explain()
	}
	n := f.seatCount()
	for s := 0; s < n; s++ {
		if !f.Active.Has(s) || !f.Taken[s].ContainsAll(pen) {
			continue
		}
		for y := 0; y < n; y++ {
			r.Points[y] = 0
			if f.Active.Has(y) {
				r.Points[y] = t.Points(f.Taken[y] & extra) // BM-A6: scored independently
				if b := f.Taken[y] & extra & t.Valued(); b != 0 {
					x.add(y, Term{Kind: TermBonus, Ref: "BM-A6", Points: t.Points(b), Cards: b, By: NoSeat})
				}
			}
		}
		r.Points[s] -= t.Points(pen)
		x.add(s, Term{Kind: TermSlam, Ref: "BM-O4", Points: -t.Points(pen), Cards: pen, By: s})
		x.spare(f, "BM-O4", s)
		r.Outcome = Slam
		return r
	}
	return explain()
}

// HeartsDeal scores a standard Hearts deal (SH-R8, SH-R9, SH-O1, SH-O2).
// Each active seat scores the value in t of the cards it took (Facts.Taken
// and Facts.Active are read, nothing else), unless one seat shot the moon:
// it took every heart and the Q♠, and with moonNeedsJack
// (OmnibusMoonNeedsJack) the Omnibus card too. A moon is scored by the
// moon mode with the moon total t.Points(hearts and Q♠), 26 or 129:
// MoonAddToOthers gives the shooter 0 and every other active seat the
// total, MoonSubtractFromShooter gives the shooter −total and the others 0,
// Outcome Moon; MoonOff scores card points. The Omnibus card (o's card, or
// any card t values below 0) is always scored to its captor, on top of a
// moon: a shooter with the J♦ scores −10, or −36 when subtracting (SH-O2).
// t is normally Hearts(spot, o).
func HeartsDeal(f Facts, t Table, moon MoonMode, o Omnibus, moonNeedsJack bool) Result {
	return heartsDeal(&f, &t, moon, o, moonNeedsJack, nil)
}

// ExplainHeartsDeal is HeartsDeal with each seat's terms: the penalty
// cards taken, the Omnibus card and the moon, with their rule IDs.
func ExplainHeartsDeal(f Facts, t Table, moon MoonMode, o Omnibus, moonNeedsJack bool) (Result, Explanation) {
	var x Explanation
	r := heartsDeal(&f, &t, moon, o, moonNeedsJack, &x)
	return r, x
}

// heartsDeal scores f and records the terms in x unless x is nil.
func heartsDeal(f *Facts, t *Table, moon MoonMode, o Omnibus, moonNeedsJack bool, x *Explanation) Result {
	r := cardPoints(f, t)
	extra := omnibusCards(t, o)
	explain := func() Result {
		for s := 0; x != nil && s < f.seatCount(); s++ {
			if f.Active.Has(s) {
				x.cards(s, f, t, "SH-R8", extra, "SH-O2")
			}
		}
		return r
	}
	if moon == MoonOff {
		return explain()
	}
	moonCards := card.HeartsSet.Add(card.QueenSpades)
	need := moonCards
	if moonNeedsJack {
		need |= extra
	}
	moonTotal := t.Points(moonCards)
	n := f.seatCount()
	for s := 0; s < n; s++ {
		if !f.Active.Has(s) || !f.Taken[s].ContainsAll(need) {
			continue
		}
		for y := 0; y < n; y++ {
			r.Points[y] = 0
			if !f.Active.Has(y) {
				continue
			}
			r.Points[y] = t.Points(f.Taken[y] & extra)
			if b := f.Taken[y] & extra & t.Valued(); b != 0 {
				x.add(y, Term{Kind: TermBonus, Ref: "SH-O2", Points: t.Points(b), Cards: b, By: NoSeat})
			}
			if moon == MoonAddToOthers && y != s {
				r.Points[y] += moonTotal
				x.add(y, Term{Kind: TermMoon, Ref: "SH-R9", Points: moonTotal, By: s})
			}
		}
		switch moon {
		case MoonSubtractFromShooter:
			r.Points[s] -= moonTotal
			x.add(s, Term{Kind: TermMoon, Ref: "SH-R9", Points: -moonTotal, By: s})
		default:
			x.add(s, Term{Kind: TermSweep, Ref: "SH-R9", By: s})
		}
		x.spare(f, "SH-R9", s)
		r.Outcome = Moon
		return r
	}
	return explain()
}
