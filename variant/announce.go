package variant

import (
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// The announcements (Rules.Announcements) are one mechanism: an
// out-of-turn window from the end of the exchange until the first card of
// trick 2 is played, the conflict rules, and the early end once every
// announcement has failed. Their rule IDs are the game's AnnounceRefs.

// windowOpen reports whether announcements may be made now (the window,
// AnnounceRefs.Window): during the play, before the first card of trick 2.
func (g *TrickGame) windowOpen() bool {
	if g.phase != PhasePlay && g.phase != PhaseAnnounce {
		return false
	}
	return g.ntricks == 0 || (g.ncur == 0 && g.ntricks == 1)
}

// callAllowedByOptions reports whether the table's options allow call c.
func (g *TrickGame) callAllowedByOptions(c Call) bool {
	return (c == NoTrickCall || c == SweepCall) && g.cfg.ann.on[c]
}

// annRefusal is why an announcement is refused now; annOK means it is
// allowed. The checks on the hot path (Announcements, the turn-based
// rounds, LegalMoves) use announceCheck, which does not allocate; only
// announceError, the public error path of Apply, builds a
// *rule.Violation from it.
type annRefusal uint8

const (
	annOK                annRefusal = iota
	annDealOver                     // deal-over (TT-5)
	annWindow                       // announce-window: outside the window
	annInactive                     // not-your-turn: the seat does not play the deal
	annAlready                      // announce-conflict: the seat has announced
	annTrickWon                     // announce-conflict: no trick, by a seat that won a trick
	annNoTrickAfterSweep            // announce-conflict: no trick after a sweep (SweepExcludesNoTrick)
	annSecondNoTrick                // announce-conflict: a second no-trick call (OneNoTrick)
	annSecondSweep                  // announce-conflict: a second sweep
	annOtherWon                     // announce-conflict: a sweep after another seat won a trick
)

// id returns the docs/records.md rule a refusal breaks.
func (r annRefusal) id() rule.ID {
	switch r {
	case annOK:
		return rule.None
	case annDealOver:
		return rule.DealOver
	case annWindow:
		return rule.AnnounceWindow
	case annInactive:
		return rule.NotYourTurn
	}
	return rule.AnnounceConflict
}

// announceCheck returns why seat s may not announce c now (annOK if it
// may) and, for annOtherWon, the seat that has already won a trick. The
// option check (option-off) is the caller's. It does not allocate.
func (g *TrickGame) announceCheck(s int, c Call) (annRefusal, int) {
	if g.phase == PhaseDealOver || g.phase == PhaseDeal {
		return annDealOver, -1
	}
	if !g.windowOpen() {
		return annWindow, -1
	}
	if !g.active.Has(s) {
		return annInactive, -1
	}
	if g.noTrick.Has(s) || int(g.sweep) == s {
		return annAlready, -1
	}
	switch c {
	case NoTrickCall:
		if g.facts.Tricks[s] > 0 {
			return annTrickWon, -1
		}
		if g.cfg.ann.sweepExcludesNoTrick && g.sweep >= 0 {
			return annNoTrickAfterSweep, -1
		}
		if g.cfg.ann.oneNoTrick && g.noTrick != 0 {
			return annSecondNoTrick, -1
		}
	case SweepCall:
		if g.sweep >= 0 {
			return annSecondSweep, -1
		}
		for x := 0; x < g.cfg.seats; x++ {
			if x != s && g.facts.Tricks[x] > 0 {
				return annOtherWon, x
			}
		}
	}
	return annOK, -1
}

// announceError returns why seat s may not announce c now, or nil: the
// *rule.Violation for announceCheck's refusal. The option check
// (option-off) has been made by the caller.
func (g *TrickGame) announceError(s int, c Call) error {
	r, x := g.announceCheck(s, c)
	if r == annOK {
		return nil
	}
	ref := g.cfg.ann.conflictRef
	conflict := func(told rule.Sentence) error {
		return rule.Fact(r.id(), ref, s, rule.Facts{Sentence: told, Other: x})
	}
	switch r {
	case annDealOver:
		return rule.Fact(r.id(), "TT-5", s, rule.Facts{Sentence: sentence.DealIsOver})
	case annWindow:
		return rule.Fact(r.id(), g.cfg.ann.windowRef, s, rule.Facts{Sentence: sentence.CannotAnnounceNow})
	case annInactive:
		return g.notYourTurn(s, -1)
	case annAlready:
		return conflict(sentence.AlreadyAnnounced)
	case annTrickWon:
		return conflict(sentence.NoTrickAlreadyLost)
	case annNoTrickAfterSweep:
		return conflict(sentence.NoTrickAfterSweep)
	case annSecondNoTrick:
		return rule.Fact(r.id(), g.cfg.oneNoTrickRef, s, rule.Facts{Sentence: sentence.OneNoTrick})
	case annSecondSweep:
		return conflict(sentence.OneSweep)
	}
	return conflict(sentence.SweepAlreadyLost)
}

func (g *TrickGame) applyAnnounce(m Move) error {
	if err := g.announceError(m.Seat, m.Call); err != nil {
		return err
	}
	s := m.Seat
	if m.Call == NoTrickCall {
		g.noTrick = g.noTrick.Add(s)
	} else {
		g.sweep = int8(s)
		if g.cfg.ann.sweepExcludesNoTrick {
			g.noTrick = 0 // SweepExcludesNoTrick: the no-trick calls are withdrawn without penalty
		}
	}
	g.facts.AnnouncedNoTrick = g.noTrick
	g.facts.AnnouncedSweep = int(g.sweep)
	if g.phase == PhaseAnnounce {
		g.annAsked = g.annAsked.Add(s)
		if s == int(g.annSeat) {
			g.nextAsk(s, false)
		} else if !g.canAnnounceAny(int(g.annSeat)) {
			g.nextAsk(int(g.annSeat), false)
		}
	}
	return nil
}

func (g *TrickGame) applyDecline(m Move) error {
	if g.phase != PhaseAnnounce {
		if !g.windowOpen() {
			return rule.Fact(rule.AnnounceWindow, g.cfg.ann.roundsRef, m.Seat, rule.Facts{Sentence: sentence.NoAnnouncementRound})
		}
		return g.wrongPhase(m)
	}
	if m.Seat != int(g.annSeat) {
		return g.notYourTurn(m.Seat, int(g.annSeat))
	}
	g.annAsked = g.annAsked.Add(m.Seat)
	g.nextAsk(m.Seat, false)
	return nil
}

// canAnnounceAny reports whether seat s may make some announcement now.
func (g *TrickGame) canAnnounceAny(s int) bool {
	for _, c := range [2]Call{NoTrickCall, SweepCall} {
		if r, _ := g.announceCheck(s, c); r == annOK && g.callAllowedByOptions(c) {
			return true
		}
	}
	return false
}

// startAnnounceRound opens a turn-based announcement round (Rounds) at
// seat from, if some seat may announce. Its callers (beginPlay, endTrick)
// call it only at a table with turn-based announcements, so that the
// others' plays do not pay for the call.
func (g *TrickGame) startAnnounceRound(from int) {
	if !g.cfg.ann.any() || g.annRound >= 2 || !g.windowOpen() {
		return
	}
	g.annRound++
	g.annAsked = 0
	g.annReturn = PhasePlay
	g.phase = PhaseAnnounce
	g.nextAsk(from, true)
}

// nextAsk moves the announcement round to the next seat, from s (itself
// included when inclusive) to the left, that has not answered and may
// announce; when there is none the play goes on.
func (g *TrickGame) nextAsk(s int, inclusive bool) {
	n := g.cfg.seats
	start := 1
	if inclusive {
		start = 0
	}
	for k := start; k <= n; k++ {
		x := (s + k) % n
		if g.active.Has(x) && !g.annAsked.Has(x) && g.canAnnounceAny(x) {
			g.annSeat = int8(x)
			return
		}
	}
	g.phase = g.annReturn
}

// announcementsAllFailed reports whether some announcement was made and
// every one has failed: then the deal ends at once, unless the game's
// Announcements.PlayOut has the deal played out.
func (g *TrickGame) announcementsAllFailed() bool {
	if g.noTrick == 0 && g.sweep < 0 {
		return false
	}
	if g.cfg.ann.playOut {
		return false
	}
	var standing seat.Set
	for s := 0; s < g.cfg.seats; s++ {
		if g.noTrick.Has(s) && g.facts.Tricks[s] == 0 {
			standing = standing.Add(s)
		}
	}
	if d := int(g.sweep); d >= 0 && g.facts.Tricks[d] == g.facts.Played {
		standing = standing.Add(d)
	}
	return standing == 0
}

// Announcements appends every announcement any seat may make now, by seat,
// the no-trick call before the sweep.
func (g *TrickGame) Announcements(dst []Move) []Move {
	if !g.cfg.ann.any() || !g.windowOpen() {
		return dst
	}
	for s := 0; s < g.cfg.seats; s++ {
		for _, c := range [2]Call{NoTrickCall, SweepCall} {
			if r, _ := g.announceCheck(s, c); r == annOK && g.callAllowedByOptions(c) {
				dst = append(dst, AnnounceMove(s, c))
			}
		}
	}
	return dst
}
