package main

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

// timeline is the match as it has been played so far: for every deal, the
// game as it stood before the deal and each move applied since. Taking
// moves back (undo) is rewinding: the deal is dealt again on a copy of the
// game before it and the moves that stand are replayed, so the game is
// exactly what it was then (its random source included), and the record
// holds no move that was taken back.
type timeline struct {
	// start is a copy of the game before the first deal of the
	// timeline; it is never played. first is the game the first deal is
	// played on: the one the timeline was started with, so that a caller
	// that never rewinds keeps the same game throughout.
	start, first variant.Game
	segs         []segment
}

// segment is one deal of the timeline.
type segment struct {
	before variant.Game        // the game before the deal (a copy, never played)
	dealt  *variant.Dealt      // the cards given (a resumed record), or nil: dealt from the game's random source
	rec    *record.Recorder    // plays the deal and records it
	moves  []variant.Move      // every move applied in the deal, in order, as it was applied
	result *variant.DealResult // the deal's result once it has ended
}

// newTimeline starts a timeline at g, which must be between deals.
func newTimeline(g variant.Game) (*timeline, error) {
	if _, err := record.NewRecorder(g.Clone()); err != nil {
		return nil, err
	}
	return &timeline{start: g.Clone(), first: g}, nil
}

// game returns the game being played.
func (tl *timeline) game() variant.Game {
	if len(tl.segs) == 0 {
		return tl.first
	}
	return tl.segs[len(tl.segs)-1].rec.Game()
}

// deal starts the next deal: from the game's own random source, or with
// the cards of d when d is not nil.
func (tl *timeline) deal(d *variant.Dealt) error {
	seg, err := dealOn(tl.game(), d)
	if err != nil {
		return err
	}
	tl.segs = append(tl.segs, seg)
	return nil
}

// dealOn deals on g, keeping a copy of g as it was before.
func dealOn(g variant.Game, d *variant.Dealt) (segment, error) {
	seg := segment{before: g.Clone(), dealt: d}
	rec, err := record.NewRecorder(g)
	if err != nil {
		return segment{}, err
	}
	if d != nil {
		err = rec.DealCards(*d)
	} else {
		err = rec.Deal()
	}
	if err != nil {
		return segment{}, err
	}
	seg.rec = rec
	seg.noteResult()
	return seg, nil
}

// noteResult keeps the deal's result once it has ended.
func (seg *segment) noteResult() {
	g := seg.rec.Game()
	if p := g.Phase(); p != variant.PhaseDealOver && p != variant.PhaseMatchOver {
		return
	}
	if res, ok := g.Result(); ok {
		seg.result = &res
	}
}

// apply applies m to the game and keeps it; a refused move changes
// nothing.
func (tl *timeline) apply(m variant.Move) error {
	if len(tl.segs) == 0 {
		return errors.New("no deal has been dealt yet")
	}
	seg := &tl.segs[len(tl.segs)-1]
	if err := seg.rec.Apply(m); err != nil {
		return err
	}
	seg.moves = append(seg.moves, m)
	seg.noteResult()
	return nil
}

// point is a place in the timeline: after the first n moves of deal d.
type point struct{ deal, moves int }

// now returns the point the game is at (deal -1 before the first deal).
func (tl *timeline) now() point {
	if len(tl.segs) == 0 {
		return point{deal: -1}
	}
	return point{deal: len(tl.segs) - 1, moves: len(tl.segs[len(tl.segs)-1].moves)}
}

// rewind takes the game back to point p, which must not lie ahead: every
// deal after p.deal is dropped, and deal p.deal is dealt again and
// replayed up to its first p.moves moves. Point {-1, 0} goes back before
// the first deal.
func (tl *timeline) rewind(p point) error {
	if p.deal < -1 || p.deal >= len(tl.segs) || (p.deal >= 0 && (p.moves < 0 || p.moves > len(tl.segs[p.deal].moves))) {
		return fmt.Errorf("cannot rewind to deal %d, move %d", p.deal, p.moves)
	}
	if p.deal < 0 {
		tl.segs = tl.segs[:0]
		tl.first = tl.start.Clone()
		return nil
	}
	old := tl.segs[p.deal]
	seg, err := dealOn(old.before.Clone(), old.dealt)
	if err != nil {
		return err
	}
	for _, m := range old.moves[:p.moves] {
		if err := seg.rec.Apply(m); err != nil {
			return fmt.Errorf("replaying %v: %w", m, err)
		}
		seg.moves = append(seg.moves, m)
	}
	seg.noteResult()
	tl.segs = append(tl.segs[:p.deal], seg)
	return nil
}

// results returns the result of every deal that has ended, in order.
func (tl *timeline) results() []variant.DealResult {
	var rs []variant.DealResult
	for _, seg := range tl.segs {
		if seg.result != nil {
			rs = append(rs, *seg.result)
		}
	}
	return rs
}

// record returns the game record of the timeline: the match as it stood
// at its start, and every deal with the moves that stand.
func (tl *timeline) record() (*record.Record, error) {
	rec, err := record.NewRecorder(tl.start.Clone())
	if err != nil {
		return nil, err
	}
	r := rec.Record()
	for _, seg := range tl.segs {
		r.Deals = append(r.Deals, seg.rec.Record().Deals...)
	}
	return r, nil
}

// resumeTimeline rebuilds the match of a saved record: the game is created
// with the record's options, resumed from its totals, and every deal is
// dealt and replayed, so the game stands where the record stopped. Deals
// after the record come from src.
func resumeTimeline(r *record.Record, src rand.Source) (*timeline, error) {
	if r == nil || len(r.Deals) == 0 {
		return nil, errors.New("the record holds no deal")
	}
	o := r.Options
	o.FirstDealer = r.Deals[0].Dealer
	g, err := variant.New(r.Game, r.Seats, o, src)
	if err != nil {
		return nil, err
	}
	if err := g.Resume(variant.MatchState{Totals: r.Totals, Out: r.Out, Carry: r.Carry, DealsPlayed: r.DealsPlayed}); err != nil {
		return nil, err
	}
	tl, err := newTimeline(g)
	if err != nil {
		return nil, err
	}
	for i := range r.Deals {
		d := r.Deals[i].Dealt()
		if err := tl.deal(&d); err != nil {
			return nil, fmt.Errorf("deal %d: %w", i+1, err)
		}
		for j, m := range r.Deals[i].Actions {
			if err := tl.apply(m); err != nil {
				return nil, fmt.Errorf("deal %d, action %d: %w", i+1, j+1, err)
			}
		}
	}
	return tl, nil
}
