package main

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// Limits of a replay (the page's replay of a record, step by step). The
// server computes the replay, with the rules library, from a record it
// was sent or a table's record of the deals that are over.
const (
	// maxReplayRecord is the largest record the page may send to be
	// replayed, in bytes: a longer body is refused (413) unread.
	maxReplayRecord = 1 << 20
	// maxReplaySteps is the most steps a replay holds: each deal dealt is
	// one, each action one. A longer record is replayed up to there, and
	// the reply says it was cut (the verdict is the whole record's).
	maxReplaySteps = 5000
	// replayTime is how long the server works on one replay, judging the
	// record and replaying it; a replay not done by then is refused (503).
	replayTime = 5 * time.Second
)

// replayReply is a replay: the table's seats, the referee's verdict on
// the whole record, and each deal step by step up to the record's end or
// its first fault.
type replayReply struct {
	Game games.ID `json:"game"`
	// Seats are the seats as a table's updates tell them (names, built-in
	// players), so that the page names them as the live table does.
	Seats   []table.SeatStatus `json:"seats"`
	Verdict replayVerdict      `json:"verdict"`
	Deals   []replayDeal       `json:"deals"`
	// Cut reports a record longer than maxReplaySteps, replayed up to there.
	Cut bool `json:"cut"`
	// State is how a table stands (finished, abandoned, ...); empty for
	// a record sent.
	State table.State `json:"state,omitempty"`
}

// replayVerdict is the referee's verdict (record.Verdict) as the page
// shows it: the fault's rule by its ID in the rule book (Ref, such as
// MAD-R7) beside its name, and the refused action itself.
type replayVerdict struct {
	Valid   bool         `json:"valid"`
	Exit    int          `json:"exit"`
	Totals  []int        `json:"totals"`
	Over    bool         `json:"over"`
	Winners []int        `json:"winners"`
	Fault   *replayFault `json:"fault,omitempty"`
}

// replayFault is the first fault of an invalid record: where (deal and
// action counted from 0, nil when not one deal's or action's), the seat
// at fault, the rule, and the sentence in each language, its seats named
// as the page names them (seatNamer).
type replayFault struct {
	Deal   *int   `json:"deal"`
	Action *int   `json:"action"`
	Seat   *int   `json:"seat"`
	Rule   string `json:"rule"`
	Ref    string `json:"ref"`
	EN     string `json:"en"`
	DE     string `json:"de"`
	DA     string `json:"da"`
	// Move is the action the record holds at the fault, when the fault is
	// an action's.
	Move *variant.Move `json:"move,omitempty"`
}

// replayDeal is one deal: its dealer, its steps in order (the cards
// dealt, then after each action), and once it is complete its result for
// the match sheet and the explained scores, as the table shows them
// (tables.Explain, by language, seat and term).
type replayDeal struct {
	Dealer  int                   `json:"dealer"`
	Steps   []replayStep          `json:"steps"`
	Result  *variant.DealResult   `json:"result"`
	Explain map[string][][]string `json:"explain,omitempty"`
}

// replayStep is the table after one step: the move that led here (nil
// for the cards dealt), the table as a spectator sees it (table.PublicView,
// with the card of an Old Maid draw, and the deal's result only at its
// end), and since the deal is over every hand, the stock and each seat's
// cards passed but not received yet (Black Maria, Hearts) face up.
type replayStep struct {
	Move    *variant.Move `json:"move"`
	View    variant.View  `json:"view"`
	Hands   []card.Set    `json:"hands"`
	Stock   card.Set      `json:"stock"`
	Passing []card.Set    `json:"passing"`
}

// errReplayTime is a replay that took longer than replayTime.
var errReplayTime = errors.New("replay: out of time")

// replayOf judges rec and replays it up to its end or its first fault,
// at most steps steps, seats named as given. It stops with
// errReplayTime when ctx is done.
func replayOf(ctx context.Context, rec *record.Record, seats []table.SeatStatus, steps int) (*replayReply, error) {
	v, err := record.JudgeContext(ctx, rec)
	if err != nil {
		return nil, errReplayTime
	}
	out := &replayReply{Game: rec.Game, Seats: seats, Verdict: verdictOf(v, rec, seats), Deals: []replayDeal{}}
	w := walker{ctx: ctx, rec: rec, seats: seats, left: steps}
	if err := w.walk(stopOf(v), out); err != nil {
		return nil, err
	}
	return out, nil
}

// replayOfInvalid is the replay of a record that could not be read: the
// verdict alone.
func replayOfInvalid(err error) *replayReply {
	return &replayReply{Seats: []table.SeatStatus{}, Verdict: verdictOf(record.Invalid(err), nil, nil), Deals: []replayDeal{}}
}

// verdictOf is v as the page shows it, the seats in its sentences named
// as the page names them (seatNamer); rec (nil when it could not be read)
// gives the refused action.
func verdictOf(v record.Verdict, rec *record.Record, seats []table.SeatStatus) replayVerdict {
	out := replayVerdict{Valid: v.Valid, Exit: v.Exit(), Totals: v.Totals, Over: v.Over, Winners: v.Winners}
	if f := v.Error; f != nil {
		out.Fault = &replayFault{Deal: f.Deal, Action: f.Action, Seat: f.Seat, Rule: f.Rule.String(), Ref: f.Ref, EN: f.EN, DE: f.DE, DA: f.DA}
		if f.Facts.Sentence != rule.NoSentence {
			seat := rule.NoSeat
			if f.Seat != nil {
				seat = *f.Seat
			}
			names := seatNamer(seats)
			out.Fault.EN, out.Fault.DE, out.Fault.DA = f.Facts.RenderNamed(seat, "en", names), f.Facts.RenderNamed(seat, "de", names), f.Facts.RenderNamed(seat, "da", names)
		}
		if rec != nil && f.Deal != nil && f.Action != nil && *f.Deal < len(rec.Deals) && *f.Action < len(rec.Deals[*f.Deal].Actions) {
			m := rec.Deals[*f.Deal].Actions[*f.Action]
			out.Fault.Move = &m
		}
	}
	return out
}

// seatNamer names seats as the page does, in the words its sentences
// take: a built-in player by its strength and seat from 1 (the page puts
// the name it gives the player in their place, as for a deal's
// explanation), a person by name, any other seat counted from 1.
func seatNamer(seats []table.SeatStatus) rule.SeatNames {
	return func(s int, lang string) string {
		if s >= 0 && s < len(seats) && seats[s].Name != "" {
			if seats[s].Bot {
				return seats[s].Name + " " + strconv.Itoa(s+1)
			}
			return seats[s].Name
		}
		return rule.SeatsFrom1(s, lang)
	}
}

// place is where a replay stops: before action Action of deal Deal
// (Action -1: before the deal is dealt).
type place struct{ Deal, Action int }

// stopOf is where the replay of a record with verdict v stops: at its
// end when it is valid, else before its fault (before everything when
// the fault is the whole record's).
func stopOf(v record.Verdict) place {
	f := v.Error
	switch {
	case v.Valid:
		return place{Deal: len(v.Deals), Action: -1}
	case f == nil || f.Deal == nil:
		return place{Deal: 0, Action: -1}
	case f.Action == nil:
		return place{Deal: *f.Deal, Action: -1}
	}
	return place{Deal: *f.Deal, Action: *f.Action}
}

// walker replays a record's deals through the rules library.
type walker struct {
	ctx   context.Context
	rec   *record.Record
	seats []table.SeatStatus
	left  int // steps still allowed
	g     variant.Game
	stock card.Set
	// passing are the cards each seat has passed while the others
	// choose theirs.
	passing []card.Set
}

// walk replays the deals up to end into out, as the referee plays them
// (record.JudgeContext): the match resumed from the record's totals, the
// first deal's dealer first, announcements out of turn.
func (w *walker) walk(end place, out *replayReply) error {
	rec := w.rec
	if len(rec.Deals) == 0 || end.Deal == 0 && end.Action < 0 {
		return nil // nothing before the fault
	}
	o, err := games.WithSetup(rec.Game, rec.Options, variant.Setup{FirstDealer: rec.Deals[0].Dealer})
	if err != nil {
		return nil // the verdict says why: nothing to replay
	}
	g, err := games.New(rec.Game, rec.Seats, o, rand.NewPCG(0, 0))
	if err != nil {
		return nil // the verdict says why: nothing to replay
	}
	if g.Resume(variant.MatchState{Totals: rec.Totals, Out: rec.Out, Carry: rec.Carry, DealsPlayed: rec.DealsPlayed}) != nil {
		return nil
	}
	w.g = g
	for i := range rec.Deals {
		if i > end.Deal || i == end.Deal && end.Action < 0 {
			return nil
		}
		actions := rec.Deals[i].Actions
		if i == end.Deal {
			actions = actions[:min(end.Action, len(actions))]
		}
		d, err := w.deal(&rec.Deals[i], actions, out)
		if d != nil {
			out.Deals = append(out.Deals, *d)
		}
		if err != nil || out.Cut {
			return err
		}
	}
	return nil
}

// deal replays one deal: its cards dealt, then actions; it returns nil
// when no step of it fits.
func (w *walker) deal(d *record.Deal, actions []variant.Move, out *replayReply) (*replayDeal, error) {
	if w.left == 0 {
		out.Cut = true
		return nil, nil
	}
	if w.g.DealCards(d.Dealt()) != nil {
		return nil, nil // the verdict names the fault
	}
	w.stock = card.Of(d.Stock...)
	w.passing = make([]card.Set, w.rec.Seats)
	rd := &replayDeal{Dealer: d.Dealer, Steps: []replayStep{w.step(nil)}}
	for j, m := range actions {
		if w.left == 0 {
			out.Cut = true
			break
		}
		if j%64 == 63 && w.ctx.Err() != nil {
			return nil, errReplayTime
		}
		held := w.hand(m.Seat)
		if w.g.Apply(m) != nil {
			break // cannot happen before the referee's fault
		}
		switch m.Kind {
		case variant.Stock:
			w.stock = w.stock.Union(held).Minus(w.hand(m.Seat))
		case variant.Pass:
			w.passing[m.Seat] = held.Minus(w.hand(m.Seat))
		}
		if w.g.Phase() != variant.PhasePass {
			clear(w.passing) // every seat has received its cards
		}
		rd.Steps = append(rd.Steps, w.step(&m))
	}
	if w.ctx.Err() != nil {
		return nil, errReplayTime
	}
	last := &rd.Steps[len(rd.Steps)-1].View
	if last.Last != nil {
		res := *last.Last
		rd.Explain = tables.Explain(&table.Update{Seat: -1, Seats: w.seats, View: *last})
		res.Tricks, res.Explanation = nil, nil
		rd.Result = &res
	}
	return rd, nil
}

// hand is seat s's hand now (empty for a seat the game has no view of).
func (w *walker) hand(s int) card.Set {
	v, err := w.g.View(s)
	if err != nil {
		return 0
	}
	return v.Hand
}

// step is the table now, after m (nil: the cards dealt): the spectator's
// view, every hand and the stock. The tricks of the deal so far are left
// out (the view's Current and LastTrick show the table), and so is the
// last deal's result but at the deal's end.
func (w *walker) step(m *variant.Move) replayStep {
	w.left--
	v, _ := w.g.View(0)
	v = table.PublicView(v)
	v.Tricks = nil
	if p := v.Phase; p != variant.PhaseDealOver && p != variant.PhaseMatchOver {
		v.Last = nil
	}
	if m != nil && m.Kind == variant.Draw && v.LastDraw != nil {
		d := *v.LastDraw
		d.Card = m.Card
		v.LastDraw = &d
	}
	s := replayStep{View: v, Stock: w.stock, Passing: slices.Clone(w.passing)}
	if m != nil {
		mv := *m
		s.Move = &mv
	}
	for seat := range w.rec.Seats {
		s.Hands = append(s.Hands, w.hand(seat))
	}
	return s
}
