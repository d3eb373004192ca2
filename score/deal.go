package score

import (
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
)

// Outcome names what decided a deal's scores, with the RECORDS.md names.
type Outcome uint8

// The outcomes of RECORDS.md.
const (
	Normal Outcome = iota
	Jungfrau
	Durchmarsch
	AnnouncedJungfrau
	AnnouncedDurchmarsch
	FailedAnnouncement
	Moon
	Slam
	Redeal
	OldMaid
)

var outcomeNames = [...]string{"normal", "jungfrau", "durchmarsch", "announced-jungfrau",
	"announced-durchmarsch", "failed-announcement", "moon", "slam", "redeal", "old-maid"}

// String returns the RECORDS.md name ("announced-jungfrau").
func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return fmt.Sprintf("outcome(%d)", uint8(o))
}

// MarshalText implements encoding.TextMarshaler with the RECORDS.md name.
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

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
	// LastWinner is the seat that won the last trick played.
	LastWinner int
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
	return Facts{Seats: seats, Active: active, Durchmarsch: NoSeat, LastWinner: NoSeat}
}

// Result is a deal's scores (minus points, after every multiplier) and
// the outcome that decided them.
type Result struct {
	Points  [seat.Max]int
	Outcome Outcome
}

// Sum returns the sum of the points.
func (r Result) Sum() int {
	s := 0
	for _, p := range r.Points {
		s += p
	}
	return s
}

// sweeper returns the seat that took every trick played, if one did.
func (f *Facts) sweeper() (int, bool) {
	if f.Played == 0 {
		return 0, false
	}
	for s := 0; s < f.Seats; s++ {
		if f.Active.Has(s) && f.Tricks[s] == f.Played {
			return s, true
		}
	}
	return 0, false
}

// ---- Black Maria and Hearts ----

// SlamRule chooses Black Maria's slam rule (BM-O4).
type SlamRule uint8

// The BM-O4 choices; the default comes first.
const (
	NoSlam     SlamRule = iota // BM-R8: no moon; the taker scores everything (default)
	SlamDeduct                 // BM-O4: the taker of every penalty card scores −total
)

// MoonMode chooses what shooting the moon scores in Hearts (SH-R9).
type MoonMode uint8

// The SH-R9 choices; the default comes first.
const (
	MoonAddToOthers         MoonMode = iota // the others score the moon total (default)
	MoonSubtractFromShooter                 // the shooter scores −total
	MoonOff                                 // no moon rule
)

var moonNames = [...]string{"add-to-others", "subtract", "off"}

// String returns the RECORDS.md name.
func (m MoonMode) String() string {
	if int(m) < len(moonNames) {
		return moonNames[m]
	}
	return fmt.Sprintf("moon(%d)", uint8(m))
}

// cardPoints scores every active seat by the cards it took.
func cardPoints(f *Facts, t *Table) Result {
	var r Result
	for s := 0; s < f.Seats; s++ {
		if f.Active.Has(s) {
			r.Points[s] = t.Points(f.Taken[s])
		}
	}
	return r
}

// BlackMariaDeal scores a Black Maria deal (BM-R7, BM-R8, BM-O4, BM-A6):
// card points, or with SlamDeduct, −(penalty total) to a seat that took
// every penalty card in play and 0 to the others; the Omnibus card is
// scored separately. inPlay is the pack after removals.
func BlackMariaDeal(f Facts, t Table, inPlay card.Set, slam SlamRule, o Omnibus) Result {
	r := cardPoints(&f, &t)
	if slam != SlamDeduct {
		return r // BM-R8: no moon
	}
	pen := t.Valued() & inPlay
	if bonus := o.Card(); bonus != 0 {
		pen = pen.Remove(bonus)
	}
	for s := 0; s < f.Seats; s++ {
		if f.Active.Has(s) && pen != 0 && f.Taken[s].ContainsAll(pen) {
			total := t.Points(pen)
			for x := 0; x < f.Seats; x++ {
				r.Points[x] = 0
				if bonus := o.Card(); bonus != 0 && f.Taken[x].Has(bonus) {
					r.Points[x] = t.Value(bonus) // BM-A6: scored independently
				}
			}
			r.Points[s] -= total
			r.Outcome = Slam
			return r
		}
	}
	return r
}

// HeartsDeal scores a standard Hearts deal (SH-R8, SH-R9, SH-O1, SH-O2):
// card points, unless one seat took every heart and the Q♠ (and the bonus
// card when moonNeedsJack), which is scored by the moon mode. The Omnibus
// card is always scored to its captor.
func HeartsDeal(f Facts, t Table, moon MoonMode, o Omnibus, moonNeedsJack bool) Result {
	r := cardPoints(&f, &t)
	if moon == MoonOff {
		return r
	}
	need := card.HeartsSet.Add(card.QueenSpades)
	bonus := o.Card()
	if moonNeedsJack && bonus != 0 {
		need = need.Add(bonus)
	}
	moonTotal := t.Points(card.HeartsSet.Add(card.QueenSpades))
	for s := 0; s < f.Seats; s++ {
		if !f.Active.Has(s) || !f.Taken[s].ContainsAll(need) {
			continue
		}
		for x := 0; x < f.Seats; x++ {
			if !f.Active.Has(x) {
				continue
			}
			r.Points[x] = 0
			if bonus != 0 && f.Taken[x].Has(bonus) {
				r.Points[x] = t.Value(bonus)
			}
			if moon == MoonAddToOthers && x != s {
				r.Points[x] += moonTotal
			}
		}
		if moon == MoonSubtractFromShooter {
			r.Points[s] -= moonTotal
		}
		r.Outcome = Moon
		return r
	}
	return r
}
