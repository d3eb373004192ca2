package player

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// maxPlayoutSteps bounds a playout, so that a policy bug cannot hang a
// search: a deal of any game has far fewer moves.
const maxPlayoutSteps = 4096

// world is one sampled game of a search, for one seat: a determinization
// of the seat's information set drawn with Sample from the root game,
// stepped by the search's tree moves and by the playout policy. Nothing
// in a world is read by the search but its public state, the searching
// seat's own hand and the scores at the end.
type world interface {
	// sample draws a fresh determinization of the root into the world.
	sample(r *rand.Rand) error
	// save keeps the current world, restore goes back to it.
	save()
	restore()
	// apply applies a root option (a variant.Move; Kind 0 applies
	// nothing).
	apply(m variant.Move) error
	// inDeal reports whether the deal still has moves.
	inDeal() bool
	// treeMoves returns the seat to act and its legal plays when the next
	// move is one the tree searches (a card play), after any out-of-turn
	// announcement the policy makes; it returns ok false when the next
	// move is the policy's (a pass, stock, announcement round, draw).
	treeMoves() (s int, legal card.Set, ok bool)
	// play plays card c for the seat to act.
	play(c card.Card)
	// policyCard returns the card the playout policy would play for the
	// seat to act (without its noise).
	policyCard() card.Card
	// policyStep makes one move by the playout policy; false when no seat
	// acts or the move was refused.
	policyStep(r *rand.Rand) bool
	// reward writes each seat's reward for the ended deal, in [0, 1]:
	// 0.5 plus half the seat's points below the mean of the other seats
	// that played, over the game's scale.
	reward(dst *[seat.Max]float64)
}

// playout plays w to the end of the deal with the policy.
func playout(w world, r *rand.Rand) {
	for i := 0; i < maxPlayoutSteps && w.inDeal(); i++ {
		if !w.policyStep(r) {
			return
		}
	}
}

// relativeRewards turns deal points into rewards: each active seat's
// points below the mean of the other active seats, over scale, mapped
// into [0, 1] (the game's own terms: fewer points than the others is
// better; a moon or a Durchmarsch counts for what it costs the others).
func relativeRewards(points *[seat.Max]int, active seat.Set, seats int, scale float64, dst *[seat.Max]float64) {
	n, seats := active.Len(), min(seats, seat.Max)
	sum := 0
	for s := range seats {
		if active.Has(s) {
			sum += points[s]
		}
	}
	for s := range dst {
		dst[s] = 0.5
	}
	if n < 2 {
		return
	}
	others, span := float64(n-1), 2*scale
	for s := range seats {
		if !active.Has(s) {
			continue
		}
		mean := float64(sum-points[s]) / others
		u := 0.5 + (mean-float64(points[s]))/span
		// Into [0, 1] by comparisons, as min and max would for any u
		// but NaN and -0, which 0.5 plus a finite number never is.
		if u < 0 {
			u = 0
		}
		if u > 1 {
			u = 1
		}
		dst[s] = u
	}
}

// trickWorld is a world of a trick-taking game.
type trickWorld struct {
	root  *variant.TrickGame
	seat  int
	scale float64
	// smp draws the samples of root for seat (exactly root's
	// SampleInto's) once ready: it reads the position once per decision,
	// not once per world. Whoever changes root or seat clears ready.
	smp   variant.TrickSampler
	ready bool
	g     variant.TrickGame
	saved variant.TrickGame
	pol   policy
	// src is the worker's generator, for PlayOut: with a policy whose
	// every play is random (noise 1 or more) the play of a playout is
	// one PlayOut, the engine's fast path for random playouts.
	src *rand.PCG
	// useLane plays the card play by ln, the lane policy.
	useLane bool
	ln      lane
	// inf leans the samples to what the seat infers (Config.Infer).
	inf inference
}

func (w *trickWorld) sample(r *rand.Rand) error {
	w.pol.forget()
	if !w.ready {
		w.smp.Reset(w.root, w.seat)
		w.ready = true
	}
	for draw := 1; ; draw++ {
		if err := w.smp.SampleInto(&w.g, r); err != nil {
			return err
		}
		if draw == maxInferenceDraws || w.inf.keep(&w.g, r) {
			return nil
		}
	}
}

func (w *trickWorld) save()        { w.g.CloneInto(&w.saved) }
func (w *trickWorld) restore()     { w.pol.forget(); w.saved.CloneInto(&w.g) }
func (w *trickWorld) inDeal() bool { return dealRunning(w.g.Phase()) }

// dealRunning reports whether a trick game in phase ph still has moves to
// make in its deal: it is in the pass, stock, announcement or play phase.
func dealRunning(ph variant.Phase) bool {
	switch ph {
	case variant.PhasePass, variant.PhaseStock, variant.PhaseAnnounce, variant.PhasePlay:
		return true
	}
	return false
}

// play plays c, a legal card of the seat to act.
func (w *trickWorld) play(c card.Card) {
	s, _ := w.g.ToMove()
	w.pol.forget()
	_ = w.g.Apply(variant.PlayMove(s, c)) // c is legal: Apply plays it
}

func (w *trickWorld) apply(m variant.Move) error {
	if m.Kind == 0 {
		return nil
	}
	w.pol.forget()
	return w.g.Apply(m)
}

func (w *trickWorld) treeMoves() (int, card.Set, bool) {
	for w.g.Progress().Tricks <= announceTricks && w.pol.announce(&w.g) {
	}
	if w.g.Phase() != variant.PhasePlay {
		return -1, 0, false
	}
	s, _ := w.g.ToMove()
	return s, w.g.LegalPlays(), true
}

func (w *trickWorld) policyStep(r *rand.Rand) bool {
	// fresh: laneOff has left the policy the announcements of w.g as it
	// is, which its step then reads (when the lane plays a card, this
	// call ends before step). At noise 1 or more every card is random
	// (Config.Noise): the lane plays none, PlayOut plays them below.
	fresh := false
	if w.useLane && w.pol.noise < 1 && w.g.Phase() == variant.PhasePlay {
		off := false
		if w.ln.announcing {
			off, fresh = w.laneOff(), true
		}
		// The lane plays on until the deal ends, the play stops for an
		// announcement round, or a seat may announce.
		if !off && w.ln.play(&w.g, &w.pol) > 0 {
			w.pol.forget()
			return true
		}
	}
	if w.pol.noise >= 1 && w.src != nil && w.g.Phase() == variant.PhasePlay && !w.pol.mayAnnounce(&w.g) {
		// Every play is uniformly random and no seat may announce now:
		// the rest of the play (to the end of the deal or to a
		// turn-based announcement round) in one call.
		w.pol.forget()
		return w.g.PlayOut(w.src) > 0
	}
	return w.pol.step(&w.g, r, fresh)
}

// laneOff reports whether the Heuristic's policy plays the next move
// where the lane would: when a seat may announce out of turn (the policy
// decides it), and in a deal with a standing announcement (MAD-R14,
// MAD-R15, SAU-O2, SAU-O4), whose announcer and breakers the lane does
// not play for: its playouts would let a Jungfrau or a Durchmarsch come
// true far too often. It asks mayAnnounce first, so that while the
// window may be open (announceTricks) the policy holds the announcements
// of w.g as it is.
func (w *trickWorld) laneOff() bool {
	may := w.pol.mayAnnounce(&w.g)
	pr := w.g.Progress()
	return may || pr.NoTrick != 0 || pr.Sweep >= 0
}

func (w *trickWorld) policyCard() card.Card {
	s, ok := w.g.ToMove()
	if !ok {
		return 0
	}
	w.pol.k.fromGame(&w.g, s)
	return w.pol.k.choosePlay()
}

func (w *trickWorld) reward(dst *[seat.Max]float64) {
	var points [seat.Max]int
	n := w.g.Seats()
	for s := 0; s < n; s++ {
		points[s] = w.g.DealPoints(s)
	}
	relativeRewards(&points, w.g.Active(), n, w.scale, dst)
}

// trickScale is the size of a big swing of points in a deal of g, which
// maps rewards into [0, 1]: the game's Swing (CardValues), at least 16.
// It is every penalty point of the pack in Black Maria and Hearts, a
// failed Jungfrau announcement in Madonna (MAD-R22), an announced
// Durchmarsch in Sau (SAU-O4).
func trickScale(g *variant.TrickGame) float64 {
	return float64(max(16, g.Values().Swing))
}

// pushFactor returns the largest multiplier the scores of g's deal can
// still get from Schieben (SAU-O6, SAU-A11): while the stock goes round,
// that of a push by every active seat (each pushes at most once,
// SAU-A13); after it, that of the pushes made. It is 1 without Schieben.
//
// A search's reward scale is trickScale times this factor, so that a
// pushed deal's rewards are not clipped at 0 and 1: a search compares
// the mean points of its options only while every playout's points stay
// inside the scale. With the Swing alone, a deal pushed twice (×4)
// clipped every difference beyond the Swing, so that taking the Q♠ with
// a handful of diamonds cost no more than the Q♠ alone, and a push that
// risked such a deal looked cheaper than it was.
func pushFactor(g *variant.TrickGame) int {
	t := g.Traits()
	if !t.Pushes {
		return 1
	}
	pushes := g.Active().Len()
	if g.Phase() != variant.PhaseStock {
		pushes = 0
		if v, err := g.View(g.Dealer()); err == nil { // the pushes are public
			pushes = v.Pushes
		}
	}
	return t.PushFactor(pushes)
}

// maidWorld is a world of Old Maid: every move after the root is a blind
// draw, so the policy draws uniformly.
type maidWorld struct {
	root  *oldmaid.Game
	seat  int
	g     oldmaid.Game
	saved oldmaid.Game
}

func (w *maidWorld) sample(r *rand.Rand) error { return w.root.SampleInto(&w.g, w.seat, r) }
func (w *maidWorld) save()                     { w.g.CloneInto(&w.saved) }
func (w *maidWorld) restore()                  { w.saved.CloneInto(&w.g) }
func (w *maidWorld) inDeal() bool              { return w.g.Phase() == variant.PhaseDraw }
func (w *maidWorld) play(c card.Card)          { w.g.DrawUnchecked(c) }

func (w *maidWorld) apply(m variant.Move) error {
	if m.Kind == 0 {
		return nil
	}
	return w.g.Apply(m)
}

func (w *maidWorld) treeMoves() (int, card.Set, bool) { return -1, 0, false }
func (w *maidWorld) policyCard() card.Card            { return 0 }

func (w *maidWorld) policyStep(r *rand.Rand) bool {
	h := w.g.LegalDraws()
	if h.IsEmpty() {
		return false
	}
	c, _ := h.Nth(r.IntN(h.Len()))
	w.g.DrawUnchecked(c)
	return true
}

func (w *maidWorld) reward(dst *[seat.Max]float64) {
	var points [seat.Max]int
	if l, ok := w.g.Loser(); ok {
		points[l] = 1
	}
	n := w.g.Seats()
	relativeRewards(&points, seat.All(n), n, 1, dst)
}
