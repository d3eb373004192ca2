package variant

import (
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// The running deal as code that steps a game millions of times reads it
// (a playout policy, a player's fast path): Progress, Trick and
// DealPoints each return a value and none allocates. Everything they give
// is public at the table (every seat sees the tricks, the announcements
// and the scores), so a policy that reads them from a sampled game learns
// nothing a seat could not see; the hidden cards are only in Hand. A
// seat's View says the same, and more, in a value that allocates.

// Progress is how far the running deal has come, in the terms of the
// mechanics: the tricks complete and the announcements. The zero Progress
// but Sweep (-1) is a deal before its first trick with no announcement
// made. It has four fields, so that a caller that reads one of them pays
// for that one only (the compiler keeps a struct of up to four fields in
// registers); whether the held cards are broken is in the View.
type Progress struct {
	// Tricks is how many tricks of the deal are complete; the trick on
	// the table is Trick(Tricks).
	Tricks int
	// Announces reports whether a seat may announce in this deal at all
	// (the game's announcements as the table's options play them); when
	// it is false no seat ever announces, and a policy that plays no
	// announcement plays the whole deal.
	Announces bool
	// NoTrick are the seats that have announced they take no trick this
	// deal, and Sweep the seat that has announced it takes every trick,
	// or -1.
	NoTrick seat.Set
	Sweep   int
}

// Progress returns how far the running deal has come (see Progress); in
// a phase without a running deal, how far the last deal came.
func (g *TrickGame) Progress() Progress {
	return Progress{
		Tricks:    int(g.ntricks),
		Announces: g.cfg.ann.any(),
		NoTrick:   g.noTrick,
		Sweep:     int(g.sweep),
	}
}

// Trick returns a copy of trick i of the running deal: the complete
// tricks are 0 … Progress().Tricks-1 and trick Progress().Tricks is the
// one on the table (empty between tricks and outside the play). Any
// other i gives an empty trick.
func (g *TrickGame) Trick(i int) trick.Trick {
	n := int(g.log.trickLen) // the cards of trick i
	if i == int(g.ntricks) {
		n = int(g.ncur)
	}
	if n == 0 || uint(i) > uint(g.ntricks) {
		return trick.Trick{}
	}
	return g.log.trick(i, n)
}

// DealPoints returns seat s's points in the last ended deal, after every
// multiplier (what Result().Points holds), and 0 before any deal has
// ended or for a seat not at the table.
func (g *TrickGame) DealPoints(s int) int {
	if !g.hasResult || s < 0 || s >= g.cfg.seats {
		return 0
	}
	return g.result.points[s]
}
