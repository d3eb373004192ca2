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

// The outcomes of docs/records.md, in its order. Each is named by the
// mechanic that decided the deal; its record name (String) is the one
// docs/records.md gives it.
const (
	// Normal is a deal scored by card points ("normal").
	Normal Outcome = iota
	// NoTrick ("jungfrau") is an unannounced no-trick deal: a seat
	// that took no trick decided the scoring.
	NoTrick
	// Sweep ("durchmarsch") is an unannounced sweep: a seat took
	// every trick.
	Sweep
	// AnnouncedNoTrick ("announced-jungfrau") is at least one seat that
	// announced it would take no trick and took none.
	AnnouncedNoTrick
	// AnnouncedSweep ("announced-durchmarsch") is a seat that announced
	// it would take every trick and took them all.
	AnnouncedSweep
	// FailedAnnouncement ("failed-announcement") is a failed
	// announcement (a trick taken after announcing none, one lost after
	// announcing all) that decided the scoring.
	FailedAnnouncement
	// PenaltySweep ("moon") is a deal in which one seat took every
	// penalty card and the game scores them to the others (or deducts
	// them from the seat).
	PenaltySweep
	// PenaltySweepDeducted ("slam") is a deal in which one seat took
	// every penalty card and the game deducts them from its score, the
	// others scoring nothing but their bonus cards.
	PenaltySweepDeducted
	// Redeal ("redeal") is a void deal, dealt again: it scores nothing.
	Redeal
	// OddCard ("old-maid") is every round of a shedding game without
	// tricks, which the seat left holding the odd card loses.
	OddCard
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

// NoSeat marks the absence of a seat (no one announced a sweep, say).
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
	// AnnouncedNoTrick holds the seats that announced they would take
	// no trick; AnnouncedSweep is the seat that announced it would take
	// every trick, or NoSeat.
	AnnouncedNoTrick seat.Set
	AnnouncedSweep   int
	// Stock is the set-aside stock, which a game may score.
	Stock card.Set
	// Pushes counts the pushes of the stock passed on unseen.
	Pushes int
}

// NewFacts returns empty facts for a deal at seats seats with the given
// active seats.
func NewFacts(seats int, active seat.Set) Facts {
	return Facts{Seats: seats, Active: active, AnnouncedSweep: NoSeat, FirstWinner: NoSeat, LastWinner: NoSeat}
}

// FailedAnnouncers returns the announcements that have failed so far,
// given the tricks won: noTrick holds the seats that announced no trick
// and have won one, and sweep reports whether the seat that
// announced every trick has lost one to another seat. Only active seats'
// announcements count. The engine calls it after every trick for the
// early end: the deal is over once every announcement made is in the
// failed set. The scorers of the games with announcements use it on the
// finished deal.
func (f *Facts) FailedAnnouncers() (noTrick seat.Set, sweep bool) {
	won := f.winners()
	d := f.SweepAnnouncer()
	return won & f.AnnouncedNoTrick & f.Active, d != NoSeat && won&^seat.Of(d) != 0
}

// winners returns the seats below SeatCount that have won a trick. The
// seat loop sets a bit without a branch, so that it costs no
// mispredicted jump however the tricks fell.
func (f *Facts) winners() seat.Set {
	var won seat.Set
	for s := range f.SeatCount() {
		var b seat.Set
		if f.Tricks[s] > 0 {
			b = 1
		}
		won |= b << s
	}
	return won
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

// SeatCount returns f.Seats clamped to 0 … seat.Max, so that a scorer
// reading malformed facts never indexes out of range.
func (f *Facts) SeatCount() int { return max(0, min(f.Seats, seat.Max)) }

// SweepAnnouncer returns f.AnnouncedSweep if it is an active seat, and
// NoSeat otherwise: only active seats' announcements count.
func (f *Facts) SweepAnnouncer() int {
	if !f.Active.Has(f.AnnouncedSweep) {
		return NoSeat
	}
	return f.AnnouncedSweep
}

// Sweeper returns the active seat that took every trick played, if one
// did (a sweep).
func (f *Facts) Sweeper() (int, bool) {
	if f.Played == 0 {
		return 0, false
	}
	for s := range f.SeatCount() {
		if f.Tricks[s] == f.Played && f.Active.Has(s) {
			return s, true
		}
	}
	return 0, false
}

// CardPoints scores every active seat by the cards it took, valued by t:
// the plain scoring of a trick-avoidance deal without special outcomes.
// Its Outcome is Normal.
func CardPoints(f Facts, t Table) Result { return t.CardPoints(&f) }

// ExplainCardPoints is CardPoints with each seat's cards and their points;
// ref is the rule that values them.
func ExplainCardPoints(f Facts, t Table, ref string) (Result, Explanation) {
	var x Explanation
	for s := 0; s < f.SeatCount(); s++ {
		if f.Active.Has(s) {
			x.Cards(s, &f, &t, ref, Bonus{})
		}
	}
	return t.CardPoints(&f), x
}

// CardPoints scores every active seat of f by the cards it took, as the
// function CardPoints does, without copying the facts or the table.
func (t *Table) CardPoints(f *Facts) Result {
	var r Result
	t.cardPointsInto(&r.Points, f)
	return r
}

// cardPointsInto sets p[s] to the points of the cards every active seat s
// of f took and leaves the others' alone.
func (t *Table) cardPointsInto(p *[seat.Max]int, f *Facts) {
	for s := range f.SeatCount() {
		if f.Active.Has(s) {
			p[s] = t.Points(f.Taken[s])
		}
	}
}

// Bonus returns the cards t values below 0: bonus cards such as the
// Omnibus card, which their captor scores whatever else the deal's
// special outcome says.
func (t *Table) Bonus() card.Set { return t.bonus }

// BonusOnly is the score of a deal that a special outcome decides (a
// penalty sweep, say) before the outcome's own points: every active seat of f
// scores the bonus cards of its capture, and nothing for the rest of it;
// each bonus term is recorded in x
// (unless x is nil) with the rule ref.
func (t *Table) BonusOnly(f *Facts, bonus card.Set, ref string, x *Explanation) Result {
	var r Result
	for s := range f.SeatCount() {
		if !f.Active.Has(s) {
			continue
		}
		b := f.Taken[s] & bonus
		r.Points[s] = t.Points(b)
		if b &= t.Valued(); b != 0 {
			x.Add(s, Term{Kind: TermBonus, Ref: ref, Points: t.Points(b), Cards: b, By: NoSeat})
		}
	}
	return r
}

// TookAll returns the active seat of f that took every card of cards,
// if one did (a penalty sweep, when cards are the penalty cards).
func (f *Facts) TookAll(cards card.Set) (int, bool) {
	for s := range f.SeatCount() {
		if f.Active.Has(s) && f.Taken[s].ContainsAll(cards) {
			return s, true
		}
	}
	return 0, false
}
