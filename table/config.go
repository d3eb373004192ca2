package table

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// Limits on what people send.
const (
	// MaxChat is the longest chat line, in characters.
	MaxChat = 300
	// MaxName is the longest name of a seat, in characters.
	MaxName = 24
	// maxNotices is how many chat lines and refusals a Subscription keeps
	// for a client that does not read; older ones are dropped.
	maxNotices = 64
)

// SeatConfig says who sits in one seat.
type SeatConfig struct {
	// Bot plays the seat when it is not nil; otherwise the seat is a
	// person's.
	Bot player.Player
	// Name is shown to everyone (a built-in player's strength, or the
	// person's name when Secret is set).
	Name string
	// Secret, for a person's seat, restores a seat already taken (a table
	// replayed after a restart); empty leaves the seat free for Join.
	Secret string
	// Timer, for a person's seat of an Old Maid table replayed from its
	// journal, restores what the turn timer knew of the seat (OM-O4).
	Timer SeatTimer
}

// SeatTimer is a person's seat as Old Maid's turn timer knows it (OM-O4):
// the seat's wish to have the timer off, its run of consecutive expiries
// and whether it is on the short limit for the rest of the round. A
// Snapshot's seats carry it, so that a table replayed elsewhere keeps it.
type SeatTimer struct {
	Off     bool `json:"off,omitempty"`
	Strikes int  `json:"strikes,omitempty"`
	Short   bool `json:"short,omitempty"`
}

// Journal keeps a table as it is played. Write is called on the table's
// goroutine after every accepted change and before any subscriber is told
// of it; it must not call the Table.
type Journal interface {
	Write(s Snapshot) error
}

// Config is everything a table is made of.
type Config struct {
	// Game, Options and len(Seats) make the match (games.New).
	Game    games.ID
	Options variant.Options
	Seats   []SeatConfig
	// Deals, when above 0, ends the table after that many deals even if
	// the match goes on; an Old Maid match never ends by itself (OM-R9),
	// so there 0 means one round.
	Deals int
	// Source seeds the game's own random source (the deals, Old Maid's
	// shuffles); nil is an unpredictable seed.
	Source rand.Source
	// BotSource seeds the built-in players and the timer's automatic draws;
	// nil is an unpredictable seed.
	BotSource rand.Source
	// BotDelay is how long a built-in player pauses before it acts, so
	// that people can follow (the seed of Old Maid: the computer waits a
	// moment before it draws). 0 acts at once.
	BotDelay time.Duration
	// DealPause, when above 0, starts the next deal that long after a deal
	// has ended even if not every person has asked for it (Continue).
	DealPause time.Duration
	// Timer is the Old Maid turn timer's policy (OM-O4). Its On field is
	// ignored: the timer runs when Options.Timer is TimerOn, or when it is
	// TimerByTable and at least two seats are people's (against built-in
	// players alone there is no timer); the people may switch it off
	// together (SetTimer). A zero Turn takes turntimer.Online's lengths.
	// Its Ref is ignored too: the timer cites the rule of the game's
	// turn-timer option.
	Timer turntimer.Config
	// Clock is the timer's clock; nil is time.Now. The table sleeps in
	// real time until the clock's deadlines.
	Clock turntimer.Clock
	// Journal, when not nil, is given a Snapshot after every change.
	Journal Journal
	// Fence, when not nil, is asked on the table's goroutine before the
	// table handles anything (a request, its timer's wake-up, a built-in
	// player's move, the next deal). Once it returns an error the table
	// stops as it stands, as on Shutdown, without applying, journalling or
	// telling anything more: a server that may have lost the right to run
	// the table (a cluster node whose lease may have run out) stops it
	// before it changes. It must be cheap and must not call the Table.
	Fence func() error
	// Resume, when not nil, is a record of this table written by a
	// Journal: its deals and actions are replayed before the table opens.
	// A record that ends the match (or the deals the table was made for)
	// opens the table Finished; it then stays open, answering its
	// subscribers with the final state, until Close or Shutdown.
	Resume *record.Record
	// ResumeTurn, with Resume, is the timed Old Maid turn of the
	// journal's last Snapshot (Snapshot.Turn): if after the replay the
	// same seat is to act at the same Seq, its turn is timed to that
	// deadline instead of a fresh turn's (a table taken over by another
	// server keeps the turn's deadline). A deadline already past draws for
	// the seat at once.
	ResumeTurn *TimedTurn

	// observe, in tests, sees the game after every change, before any
	// subscriber is told.
	observe func(seq uint64, g variant.Game)
}

// validate checks the configuration and returns the game.
func (c *Config) newGame() (variant.Game, error) {
	if len(c.Seats) == 0 {
		return nil, errors.New("table: no seats")
	}
	for i, s := range c.Seats {
		if len([]rune(s.Name)) > MaxName {
			return nil, fmt.Errorf("table: seat %d: %w", i, ErrName)
		}
	}
	return games.New(c.Game, len(c.Seats), c.Options, c.Source)
}

// timerConfig returns the timer policy of a table with persons people's
// seats: on or off as the game's Traits.Timer and the table decide. Its Ref is the
// caller's (newTimer gives it the game's rule).
func (c *Config) timerConfig(persons int) turntimer.Config {
	t := c.Timer
	if t.Turn == 0 {
		t = turntimer.Online()
	}
	switch games.TraitsOf(c.Game, c.Options).Timer {
	case turntimer.On:
		t.On = true
	case turntimer.Off:
		t.On = false
	default:
		t.On = persons >= 2
	}
	return t
}

// newTimer returns the turn timer of a table with persons people's seats:
// the policy of timerConfig, citing the game's rule (timerRule), since the
// timer names no game.
func (c *Config) newTimer(persons int) (*turntimer.Timer, error) {
	tc := c.timerConfig(persons)
	tc.Ref = timerRule(c.Game)
	return turntimer.New(len(c.Seats), tc, c.Clock)
}

// timerRule returns the rule ID of the catalogue entry that defines the
// turn-timer record option of game: the rule the timer's violations
// cite; "" for a game without one.
func timerRule(game games.ID) string {
	for _, o := range games.CatalogueOptions(game) {
		if o.Name == "turn-timer" {
			return o.Entry.Ref
		}
	}
	return ""
}
