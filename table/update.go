package table

import (
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

// State is where a table stands.
type State string

// The states of a table.
const (
	// Waiting: a person's seat is still free; the first deal is dealt
	// when every seat is taken.
	Waiting State = "waiting"
	// Playing: a deal is under way.
	Playing State = "playing"
	// BetweenDeals: a deal has ended; the next is dealt when every person
	// has asked for it (Continue) or Config.DealPause has passed.
	BetweenDeals State = "between-deals"
	// Finished: the match, or the deals the table was made for, ended.
	Finished State = "finished"
	// Abandoned: the table was closed before the end.
	Abandoned State = "abandoned"
)

// SeatStatus is what everyone may know of a seat.
type SeatStatus struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
	// Bot reports a built-in player's seat.
	Bot bool `json:"bot"`
	// Taken reports a person's seat that someone holds; Connected that
	// its holder is subscribed now.
	Taken     bool `json:"taken"`
	Connected bool `json:"connected"`
	// Ready reports a person who asked for the next deal; TimerOff one who
	// wants the turn timer switched off.
	Ready    bool `json:"ready,omitempty"`
	TimerOff bool `json:"timerOff,omitempty"`
}

// TimerStatus is the Old Maid turn timer as the table shows it (OM-O4).
type TimerStatus struct {
	// On reports the timer running at this table.
	On bool `json:"on"`
	// Seat is the seat being timed, or -1; Deadline when its time is up,
	// Remaining what was left when the update was made, Limit the length of
	// its turn, Countdown that the countdown is shown.
	Seat      int           `json:"seat"`
	Deadline  time.Time     `json:"deadline,omitzero"`
	Remaining time.Duration `json:"remaining"`
	Limit     time.Duration `json:"limit"`
	Countdown bool          `json:"countdown"`
	// Auto is the seat for which the timer drew the table's last change
	// (told to every subscriber while the table stands there, also to
	// one that subscribes after the draw), or -1.
	Auto int `json:"auto"`
}

// Update is what one subscriber is told after a change: its own View (a
// spectator: the public view), the move that led here with the cards the
// subscriber may not see removed (see Move), the seats, the timer and the
// results of every deal so far (the match sheet).
type Update struct {
	// Seq counts the changes the table has accepted: deals and moves.
	Seq   uint64       `json:"seq"`
	State State        `json:"state"`
	Seat  int          `json:"seat"` // -1 for a spectator
	View  variant.View `json:"view"`
	// Move is the move that led here as the subscriber may see it: a pass
	// or stock exchange of another seat without its cards; nil after an
	// Old Maid draw that named the card drawn (a Draw move) when another
	// seat drew, since the card is all that move says (View.LastDraw
	// tells who drew from whom and the pair laid down); nil before the
	// first move.
	Move  *variant.Move `json:"move,omitempty"`
	Seats []SeatStatus  `json:"seats"`
	Timer *TimerStatus  `json:"timer,omitempty"`
	// Results are the ended deals of the match, in order, for the match
	// sheet: their points and outcomes (Tricks and Explanation left out;
	// View.Last has them for the last deal).
	Results []variant.DealResult `json:"results"`
}

// Chat is a chat line of the table.
type Chat struct {
	Seat int       `json:"seat"`
	Name string    `json:"name"`
	Text string    `json:"text"`
	At   time.Time `json:"at"`
}

// Refusal tells a seat that its request was refused: the rule or reason
// (Code: a rule.ID's name or an Error's code), the rule's ID
// (such as TT-2) and the message in English, German and Danish (left
// out of the JSON when a refusal made elsewhere has none). Nothing
// changed.
type Refusal struct {
	Code string `json:"code"`
	Ref  string `json:"ref,omitempty"`
	EN   string `json:"en"`
	DE   string `json:"de"`
	DA   string `json:"da,omitempty"`
}

// Event is one thing a subscriber is told: exactly one field is set.
type Event struct {
	Update  *Update  `json:"update,omitempty"`
	Chat    *Chat    `json:"chat,omitempty"`
	Refusal *Refusal `json:"refusal,omitempty"`
}

// Snapshot is what a Journal is given: the record so far, the seats with
// their secrets (a Journal is trusted) and where the table stands.
type Snapshot struct {
	Seq     uint64
	State   State
	Record  *record.Record
	Seats   []SeatConfig
	Totals  []int
	Winners []int
	// Turn is the Old Maid turn being timed, nil when none is: a
	// Journal keeps it with the record so that a table replayed elsewhere
	// (Config.ResumeTurn) keeps the turn's deadline.
	Turn *TimedTurn
}

// TimedTurn is a timed Old Maid turn as a Journal keeps it (OM-O4).
type TimedTurn struct {
	// Seat is the seat being timed.
	Seat int `json:"seat"`
	// Seq is the table's Seq when the turn began.
	Seq uint64 `json:"seq"`
	// Deadline is when the seat's time is up, by the table's clock.
	Deadline time.Time `json:"deadline"`
}

// PublicView is v (any seat's view) with everything only that seat may
// know removed: what a spectator may see.
func PublicView(v variant.View) variant.View {
	v.Seat = -1
	v.Hand = 0
	v.Turn = nil
	v.Announce = nil
	v.Passed, v.Received = 0, 0
	v.PassTo, v.ReceivedFrom = -1, -1
	v.StockTaken, v.StockReturned = 0, 0
	v.DrawFrom = -1
	if v.LastDraw != nil {
		d := *v.LastDraw
		d.Card = 0
		v.LastDraw = &d
	}
	return v
}

// shownMove is m as the seat watcher may see it (-1: a spectator): the
// cards of a pass or a stock exchange only for the seat that made it, and
// a draw naming its card not at all for another seat (a Move cannot
// encode a draw without its card; View.LastDraw has its public part).
func shownMove(m variant.Move, watcher int) *variant.Move {
	if m.Seat != watcher {
		switch m.Kind {
		case variant.Pass, variant.Stock:
			m.Cards = card.Set(0)
		case variant.Draw:
			return nil
		}
	}
	return &m
}
