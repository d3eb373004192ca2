package variant

import "math/rand/v2"

// TrickSampler draws samples of one position for one seat, exactly as
// the position's SampleInto draws them, with the work that depends only
// on the position done once, by Reset, instead of once per sample: what
// the seat has seen (the voids shown, the cards played, the stock and the
// pass), the places the hidden cards go to and the places each of them
// may go to. A Monte Carlo bot draws many samples of the position it must
// decide in; for it a TrickSampler is SampleInto without the cost of
// reading the position again each time.
//
// The sampler keeps its own copy of the position, so the game it was
// reset from may change, or be sampled by others, afterwards. The zero
// TrickSampler has no position: its SampleInto reports that there is no
// seat. A TrickSampler is a plain value of fixed size (a few KiB; no
// slices) and does not allocate; one sampler must not be used by several
// goroutines at once.
type TrickSampler struct {
	pos TrickGame
	s   int
	// ready: ts holds the analysis of pos for s (readPlay, readStock and
	// setup ran and succeeded), and a sample is one Solve and write.
	// Otherwise (a bad seat, the deal not dealt, a void deal,
	// a position with no placement) SampleInto is pos's SampleInto.
	ready bool
	ts    trickSampler
}

// Reset makes sp the sampler of g's position for seat s: it copies g and
// reads what s knows of it. g is not changed.
func (sp *TrickSampler) Reset(g *TrickGame, s int) {
	sp.pos, sp.s, sp.ready = *g, s, false
	sp.ts = trickSampler{}
	if s < 0 || s >= g.cfg.seats || g.phase == PhaseDeal {
		return
	}
	sp.ready = sp.ts.prepare(&sp.pos, s)
}

// SampleInto writes into dst a sample of the position sp was reset to,
// for its seat: for the same random state it is the sample, and the
// error, of that position's SampleInto(dst, s, r), and it leaves r in the
// same state (see TrickGame.SampleInto for what the sample keeps and what
// it draws). dst is left unchanged on error. r must not be nil.
func (sp *TrickSampler) SampleInto(dst *TrickGame, r *rand.Rand) error {
	if sp.pos.cfg == nil {
		return SeatError(sp.s, 0)
	}
	if !sp.ready {
		return sp.pos.SampleInto(dst, sp.s, r)
	}
	sp.ts.g = &sp.pos // (sp may have moved since Reset)
	return sp.ts.drawInto(dst, r)
}
