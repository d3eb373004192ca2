package variant

import (
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// Read-only accessors of the running deal for playout policies and other
// code that steps a game millions of times: each returns a value, none
// allocates. Everything they give is public at the table (every seat sees
// the tricks, who won them, the announcements and the scores), so a
// policy that reads them from a sampled game learns nothing a seat could
// not see; the hidden cards are only in Hand.

// CurrentTrick returns a copy of the trick on the table (empty between
// tricks and outside the play).
func (g *TrickGame) CurrentTrick() trick.Trick { return g.currentTrick() }

// TricksPlayed returns how many tricks of the running deal are complete.
func (g *TrickGame) TricksPlayed() int { return int(g.ntricks) }

// TrickAt returns a copy of complete trick i of the running deal (0 is
// the first); an i outside [0, TricksPlayed()) gives an empty trick.
func (g *TrickGame) TrickAt(i int) trick.Trick {
	if i < 0 || i >= int(g.ntricks) {
		return trick.Trick{}
	}
	return g.trickAt(i)
}

// TricksWon returns how many tricks of the running deal seat s has won
// (0 for a seat not at the table).
func (g *TrickGame) TricksWon(s int) int {
	if s < 0 || s >= g.cfg.seats {
		return 0
	}
	return g.facts.Tricks[s]
}

// HeartsBroken reports whether the cards the trick rules hold back from
// the lead (the hearts, SH-R6, SH-A1) are broken in the running deal:
// from the first trick a card of their breakers falls to, and from the
// start of the deal in a game that holds no card back.
func (g *TrickGame) HeartsBroken() bool { return g.broken }

// JungfrauAnnounced returns the seats that have announced Jungfrau this
// deal (MAD-R14, SAU-O2).
func (g *TrickGame) JungfrauAnnounced() seat.Set { return g.noTrick }

// DurchmarschAnnounced returns the seat that has announced Durchmarsch
// this deal (MAD-R15, SAU-O4), or -1.
func (g *TrickGame) DurchmarschAnnounced() int { return int(g.sweep) }

// DealPoints returns seat s's points in the last ended deal, after every
// multiplier (what Result().Points holds), and 0 before any deal has
// ended or for a seat not at the table.
func (g *TrickGame) DealPoints(s int) int {
	if !g.hasResult || s < 0 || s >= g.cfg.seats {
		return 0
	}
	return g.result.points[s]
}

// InDeal reports whether the running deal still has moves to make: it is
// in the pass, stock, announcement or play phase.
func (g *TrickGame) InDeal() bool {
	switch g.phase {
	case PhasePass, PhaseStock, PhaseAnnounce, PhasePlay:
		return true
	}
	return false
}
