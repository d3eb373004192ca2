package record

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// Timeline is a match as it has been played so far, kept so that moves
// can be taken back (an undo): for every deal, a copy of the game as it
// stood before the deal, the cards given, and each move applied since, in
// order. Rewinding deals again on a copy of the game before the deal and
// replays the moves that stand, so the game is exactly what it was at
// that point, its random source included, and the record holds no move
// that was taken back.
//
// A Timeline is not safe for concurrent use. Its memory grows with the
// moves of the match: a copy of the game per deal and every move.
type Timeline struct {
	// start is a copy of the game before the first deal; it is never
	// played. first is the game the first deal is played on: the one
	// the timeline was started with, so that a caller that never
	// rewinds keeps the same game throughout.
	start, first variant.Game
	deals        []timelineDeal
}

// timelineDeal is one deal of a Timeline.
type timelineDeal struct {
	before variant.Game        // the game before the deal (a copy, never played)
	dealt  *variant.Dealt      // the cards given, or nil: dealt from the game's random source
	rec    *Recorder           // plays the deal and records it
	moves  []variant.Move      // every move applied in the deal, in order
	result *variant.DealResult // the deal's result once it has ended
}

// Point is a place in a Timeline: after the first Moves moves of deal
// Deal (counted from 0). Deal −1 is before the first deal.
type Point struct{ Deal, Moves int }

// NewTimeline starts a timeline at g, which must be between deals, as
// NewRecorder requires. The timeline plays g itself until it rewinds.
func NewTimeline(g variant.Game) (*Timeline, error) {
	if _, err := NewRecorder(g.Clone()); err != nil {
		return nil, err
	}
	return &Timeline{start: g.Clone(), first: g}, nil
}

// Game returns the game being played. After a Rewind it is a new game:
// call Game again rather than keeping the old one.
func (tl *Timeline) Game() variant.Game {
	if len(tl.deals) == 0 {
		return tl.first
	}
	return tl.deals[len(tl.deals)-1].rec.Game()
}

// Deal starts the next deal: from the game's own random source when d is
// nil, else with the cards of d (variant.Game.DealCards).
func (tl *Timeline) Deal(d *variant.Dealt) error {
	td, err := dealOn(tl.Game(), d)
	if err != nil {
		return err
	}
	tl.deals = append(tl.deals, td)
	return nil
}

// dealOn deals on g, keeping a copy of g as it was before.
func dealOn(g variant.Game, d *variant.Dealt) (timelineDeal, error) {
	td := timelineDeal{before: g.Clone(), dealt: d}
	rec, err := NewRecorder(g)
	if err != nil {
		return timelineDeal{}, err
	}
	if d != nil {
		err = rec.DealCards(*d)
	} else {
		err = rec.Deal()
	}
	if err != nil {
		return timelineDeal{}, err
	}
	td.rec = rec
	td.noteResult()
	return td, nil
}

// noteResult keeps the deal's result once it has ended.
func (td *timelineDeal) noteResult() {
	g := td.rec.Game()
	if p := g.Phase(); p != variant.PhaseDealOver && p != variant.PhaseMatchOver {
		return
	}
	if res, ok := g.Result(); ok {
		td.result = &res
	}
}

// Apply applies m to the game and keeps it; a refused move changes
// nothing and returns the game's error.
func (tl *Timeline) Apply(m variant.Move) error {
	if len(tl.deals) == 0 {
		return errors.New("record: no deal has been dealt yet")
	}
	td := &tl.deals[len(tl.deals)-1]
	if err := td.rec.Apply(m); err != nil {
		return err
	}
	td.moves = append(td.moves, m)
	td.noteResult()
	return nil
}

// Now returns the point the game is at ({-1, 0} before the first deal).
func (tl *Timeline) Now() Point {
	if len(tl.deals) == 0 {
		return Point{Deal: -1}
	}
	return Point{Deal: len(tl.deals) - 1, Moves: len(tl.deals[len(tl.deals)-1].moves)}
}

// Deals returns how many deals the timeline holds, the one being played
// included.
func (tl *Timeline) Deals() int { return len(tl.deals) }

// Moves returns a copy of the moves applied in deal d (counted from 0),
// in order, or nil when there is no such deal.
func (tl *Timeline) Moves(d int) []variant.Move {
	if d < 0 || d >= len(tl.deals) {
		return nil
	}
	return slices.Clone(tl.deals[d].moves)
}

// Rewind takes the game back to point p, which must not lie ahead: every
// deal after p.Deal is dropped, and deal p.Deal is dealt again and
// replayed up to its first p.Moves moves. Point {-1, 0} goes back before
// the first deal. A point that does not lie in the timeline (a deal it
// does not hold, more moves than were applied in that deal, a negative
// count, deal -1 with any moves) is refused and changes nothing.
func (tl *Timeline) Rewind(p Point) error {
	if !tl.holds(p) {
		return fmt.Errorf("record: cannot rewind to deal %d, move %d: the timeline has no such point", p.Deal, p.Moves)
	}
	if p.Deal < 0 {
		tl.deals = tl.deals[:0]
		tl.first = tl.start.Clone()
		return nil
	}
	old := tl.deals[p.Deal]
	td, err := dealOn(old.before.Clone(), old.dealt)
	if err != nil {
		return err
	}
	for _, m := range old.moves[:p.Moves] {
		if err := td.rec.Apply(m); err != nil {
			return fmt.Errorf("record: replaying %v: %w", m, err)
		}
		td.moves = append(td.moves, m)
	}
	td.noteResult()
	tl.deals = append(tl.deals[:p.Deal], td)
	return nil
}

// holds reports whether p is a point of the timeline: {-1, 0}, or a deal
// it holds after no more moves than were applied in it.
func (tl *Timeline) holds(p Point) bool {
	if p.Deal == -1 {
		return p.Moves == 0
	}
	return p.Deal >= 0 && p.Deal < len(tl.deals) && p.Moves >= 0 && p.Moves <= len(tl.deals[p.Deal].moves)
}

// Results returns the result of every deal that has ended, in order.
func (tl *Timeline) Results() []variant.DealResult {
	var rs []variant.DealResult
	for _, td := range tl.deals {
		if td.result != nil {
			rs = append(rs, *td.result)
		}
	}
	return rs
}

// Record returns the game record of the timeline: the match as it stood
// at its start, and every deal with the moves that stand.
func (tl *Timeline) Record() (*Record, error) {
	rec, err := NewRecorder(tl.start.Clone())
	if err != nil {
		return nil, err
	}
	r := rec.Record()
	for _, td := range tl.deals {
		r.Deals = append(r.Deals, td.rec.Record().Deals...)
	}
	return r, nil
}

// ResumeTimeline rebuilds the match of a record: the game is created
// with the record's options, resumed from its totals, and every deal is
// dealt and replayed, so the game stands where the record stopped. Deals
// after the record come from src.
func ResumeTimeline(r *Record, src rand.Source) (*Timeline, error) {
	if r == nil || len(r.Deals) == 0 {
		return nil, errors.New("record: the record holds no deal")
	}
	s := variant.Setup{FirstDealer: r.Deals[0].Dealer}
	if r.Options != nil {
		s.Announcements = r.Options.Setup().Announcements
	}
	o, err := games.WithSetup(r.Game, r.Options, s)
	if err != nil {
		return nil, err
	}
	g, err := games.New(r.Game, r.Seats, o, src)
	if err != nil {
		return nil, err
	}
	if err := g.Resume(variant.MatchState{Totals: r.Totals, Out: r.Out, Carry: r.Carry, DealsPlayed: r.DealsPlayed}); err != nil {
		return nil, err
	}
	tl, err := NewTimeline(g)
	if err != nil {
		return nil, err
	}
	for i := range r.Deals {
		d := r.Deals[i].Dealt()
		if err := tl.Deal(&d); err != nil {
			return nil, fmt.Errorf("record: deal %d: %w", i+1, err)
		}
		for j, m := range r.Deals[i].Actions {
			if err := tl.Apply(m); err != nil {
				return nil, fmt.Errorf("record: deal %d, action %d: %w", i+1, j+1, err)
			}
		}
	}
	return tl, nil
}
