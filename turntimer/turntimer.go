// Package turntimer is the timer of a person's turn at an online table:
// the policy a server applies around a game, with the clock injected so
// that it runs, and is tested, without sleeping. The game that gives its
// turns a timer names the rule ID the timer's violations cite
// (Config.Ref); the defaults follow the seed text of the [rule book]
// (German [Regelbuch], Danish [regelbog]) told below.
//
// The seed text of the timer says: in online games a timer runs so that
// nobody waits too long; when 10 seconds are left a countdown is shown; when it runs out a
// random card is drawn automatically for the player; a player who lets
// the timer run out again and again ("immer wieder") gets only 10 seconds
// per turn; the players may agree to switch the timer off; against the
// computer there is no timer. It does not say how long a normal turn is,
// how many expiries are "again and again", or whether the 10-second limit
// is ever lifted. Config documents the defaults chosen for these gaps.
//
// The seed's "Läuft er ab, wird automatisch eine zufällige Karte für dich
// gezogen" (when it runs out, a random card is drawn for you) is read as:
// once the time is up the turn is the timer's, so a move that arrives
// later is refused (ErrLate) and the expiry counts as a strike.
//
// A Timer does not draw cards itself. The server starts each turn
// (Start), asks the timer what is due (Poll, or Next to know when to ask),
// and when Poll says Expired it applies a random draw for the seat
// (variant.Game.RandomMove, or a DrawAt at a random position), then starts
// the next turn. A seat that moves is reported with Moved before its move
// is applied: a move that comes after the deadline is refused with
// ErrLate, since an expiry is a fact of the clock, not of when Poll
// happens to be called.
//
// # Concurrency
//
// A Timer is not safe for concurrent use: every method, Status and the
// other readers included, must be called from one goroutine at a time
// (the goroutine that serialises a table's events, say). A server whose
// connections call the timer from several goroutines uses a Locked
// timer, whose every method is safe for concurrent use, and Locked.Do
// for a sequence of calls that must not be interleaved (a Poll and the
// Start that follows it).
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package turntimer

import (
	"errors"
	"reflect"
	"strconv"
	"time"

	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// Clock tells the time. Servers pass ClockFunc(time.Now); tests pass a
// fake clock they move by hand.
type Clock interface {
	Now() time.Time
}

// ClockFunc adapts a function such as time.Now to Clock.
type ClockFunc func() time.Time

// Now returns f().
func (f ClockFunc) Now() time.Time { return f() }

// The defaults of Config. Those the seed gives are marked (seed); the
// others fill gaps of the seed and are the rule book's suggestions (gap).
const (
	// DefaultTurn is the normal length of a turn (gap: the seed gives
	// none; the rule book suggests 30 s).
	DefaultTurn = 30 * time.Second
	// DefaultWarn is the time left when the countdown is shown (seed:
	// "Wenn du noch 10 Sekunden Zeit hast ... wird ... ein Countdown
	// angezeigt").
	DefaultWarn = 10 * time.Second
	// DefaultShort is the turn length of a seat that lets the timer run
	// out again and again (seed: "hast du pro Zug nur noch 10 Sekunden").
	DefaultShort = 10 * time.Second
	// DefaultStrikes is how many consecutive expiries of one seat count as
	// "immer wieder" (gap: the rule book suggests 2 consecutive).
	DefaultStrikes = 2
)

// Config is a table's timer policy. The zero Config is a timer that is
// off; Online and VsComputer return the defaults.
type Config struct {
	// Ref is the rule ID that the timer's violations cite: the rule of
	// the game that gives its turns a timer. Online and VsComputer leave
	// it empty; the table that runs the game fills it in.
	Ref string
	// On switches the timer on. It is on by default at online tables of
	// people (seed: "In Online-Spielen gibt es einen Timer") and off
	// against the computer (seed: "Gegen den Computer gibt es keinen
	// Timer"). The table may switch it off (Timer.SetOn).
	On bool
	// Turn is the normal length of a turn (DefaultTurn, a gap).
	Turn time.Duration
	// Warn is the time left when the countdown is shown (DefaultWarn,
	// from the seed).
	Warn time.Duration
	// Short is the length of every turn of a seat that has let the timer
	// expire Strikes times in a row, for the rest of the round
	// (DefaultShort from the seed; "for the rest of the round" is a gap,
	// the rule book's suggestion). A Short longer than Turn is cut to Turn.
	Short time.Duration
	// Strikes is the number of consecutive expiries of one seat after
	// which it gets only Short per turn (DefaultStrikes, a gap).
	Strikes int
}

// Online returns the policy of an online table of people: the timer on,
// with every default.
func Online() Config {
	return Config{On: true, Turn: DefaultTurn, Warn: DefaultWarn, Short: DefaultShort, Strikes: DefaultStrikes}
}

// VsComputer returns the policy of a game against the computer: the same
// lengths, but the timer off (seed: "nimm dir so viel Zeit, wie du
// möchtest").
func VsComputer() Config {
	c := Online()
	c.On = false
	return c
}

// Validate checks that a timer that is on has positive turn lengths, a
// warning time that is not negative and at least one strike; a
// *rule.Violation with rule.BadOptions, citing c.Ref, otherwise. A timer that is off may
// leave every length at zero.
func (c Config) Validate() error {
	if !c.On && c.Turn == 0 && c.Short == 0 && c.Warn == 0 && c.Strikes == 0 {
		return nil
	}
	if c.Turn <= 0 || c.Short <= 0 || c.Warn < 0 || c.Strikes < 1 {
		return rule.Fact(rule.BadOptions, c.Ref, rule.NoSeat,
			rule.Facts{Sentence: sentence.TimerLengths, Times: [3]time.Duration{c.Turn, c.Short, c.Warn}, Count: c.Strikes})
	}
	return nil
}

// Event is what Poll says is due.
type Event uint8

// The events, each reported once per turn.
const (
	// None: nothing is due.
	None Event = iota
	// Warn: the countdown starts; show it (Status.Remaining).
	Warn
	// Expired: the time is up. The turn has stopped and a strike is
	// recorded; the server now draws a random card for the seat
	// (RandomMove) and starts the next turn.
	Expired
)

// String returns "none", "warn" or "expired".
func (e Event) String() string {
	switch e {
	case None:
		return "none"
	case Warn:
		return "warn"
	case Expired:
		return "expired"
	}
	return "event(" + strconv.Itoa(int(e)) + ")"
}

// ErrLate is Moved's error for a move made after the seat's turn had
// expired: the expiry stands (its strike is counted) and Poll reports it,
// so the server refuses the move and draws for the seat as on any
// expiry.
var ErrLate = errors.New("turntimer: the turn had expired before the move")

// Timer times the turns of one table. It is a plain value apart from the
// clock. It is not safe for concurrent use (see the package
// documentation; Locked is).
type Timer struct {
	cfg     Config
	clock   Clock
	seats   int
	strikes [seat.Max]int // consecutive expiries per seat
	short   seat.Set      // seats on the Short limit for the rest of the round

	// The timed turn; turn is -1 when none runs.
	turn   int
	start  time.Time
	limit  time.Duration
	warned bool
	// expired: the timed turn's time is up and its strike counted; Poll
	// has yet to report it.
	expired bool
}

// New returns a timer for a table of seats (2 to seat.Max) with policy
// cfg and clock. No turn is timed until Start. An invalid cfg, a nil
// clock (whose message names the clock) or a table size out of range is
// a *rule.Violation with rule.BadOptions citing cfg.Ref.
func New(seats int, cfg Config, clock Clock) (*Timer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if isNil(clock) {
		// The catalogue's TimerTable sentence is about the table; this
		// fault is the caller's clock, told as a value the timer (the
		// game's rule cfg.Ref) refuses.
		return nil, rule.Fact(rule.BadOptions, cfg.Ref, rule.NoSeat, rule.Facts{Sentence: sentence.OptionValue,
			Game: rule.Text{EN: "Turn timer", DE: "Zugtimer", DA: "Turur"},
			Detail: rule.Text{EN: "it needs a clock to time the turns, and the clock is nil",
				DE: "er braucht eine Uhr, um die Züge zu messen, und die Uhr ist nil",
				DA: "det kræver et ur til at tage tid på turene, og uret er nil"}})
	}
	if seats < 2 || seats > seat.Max {
		return nil, rule.Fact(rule.BadOptions, cfg.Ref, rule.NoSeat,
			rule.Facts{Sentence: sentence.TimerTable, Low: 2, High: seat.Max, Seats: seats})
	}
	return &Timer{cfg: cfg, clock: clock, seats: seats, turn: -1}, nil
}

// isNil reports whether c is no clock: nil, or a nil function or pointer
// (ClockFunc(nil)), whose Now would crash at the first Start.
func isNil(c Clock) bool {
	if c == nil {
		return true
	}
	v := reflect.ValueOf(c)
	switch v.Kind() {
	case reflect.Func, reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice, reflect.Chan:
		return v.IsNil()
	}
	return false
}

// settle counts the expiry of the timed turn once its time is up at the
// clock's now, whichever method notices it first: a strike for the seat,
// and the short limit once it has Strikes in a row. Poll then reports it.
func (t *Timer) settle() {
	if t.turn < 0 || t.expired || t.clock.Now().Sub(t.start) < t.limit {
		return
	}
	t.expired = true
	s := t.turn
	t.strikes[s]++
	if t.strikes[s] >= t.cfg.Strikes {
		t.short = t.short.Add(s)
	}
}

// Config returns the timer's policy, with On as the table switch now
// stands.
func (t *Timer) Config() Config { return t.cfg }

// On reports whether the timer is on.
func (t *Timer) On() bool { return t.cfg.On }

// SetOn is the table's switch (seed: the players may ask each other to
// switch the timer off). Switching off stops the timed turn; switching on
// times the turns from the next Start on (with the default lengths if the
// timer was made from the zero Config). Strikes and short limits are
// kept.
func (t *Timer) SetOn(on bool) {
	t.settle()
	if on && t.cfg.Turn == 0 {
		// A zero Config switched on gets the default lengths.
		t.cfg = Online()
	}
	t.cfg.On = on
	if !on {
		t.turn, t.expired = -1, false
	}
}

func (t *Timer) badSeat(s int) error {
	return rule.Fact(rule.BadSeat, "C-1", rule.NoSeat, rule.Facts{Sentence: sentence.NoSeatAtTable, Other: s, Seats: t.seats})
}

// Limit returns the length of seat s's turns now: Turn, or Short once the
// seat has let the timer expire Strikes times in a row this round.
func (t *Timer) Limit(s int) time.Duration {
	t.settle()
	if t.short.Has(s) {
		return min(t.cfg.Short, t.cfg.Turn)
	}
	return t.cfg.Turn
}

// Start begins timing seat s's turn at the clock's now, replacing any
// turn being timed (a replaced turn whose time was up keeps its strike,
// but Poll no longer reports it). It does nothing while the timer is off.
func (t *Timer) Start(s int) error {
	if s < 0 || s >= t.seats {
		return t.badSeat(s)
	}
	if !t.cfg.On {
		return nil
	}
	t.settle()
	t.turn, t.start, t.limit, t.warned, t.expired = s, t.clock.Now(), t.Limit(s), false, false
	return nil
}

// StartUsed is Start for a turn of which used has already passed: the
// turn's time is up used earlier than a fresh turn's would be. A server
// that takes a table over from another (which died or stalled) carries
// the timed turn over this way, so that the turn keeps its deadline
// instead of starting afresh. A used below 0 counts as 0; a used at or
// past the turn's limit starts a turn whose time is up (a Moved is late,
// the next Poll reports Expired). Like Start it does nothing while the
// timer is off.
func (t *Timer) StartUsed(s int, used time.Duration) error {
	if err := t.Start(s); err != nil || t.turn != s {
		return err
	}
	t.start = t.start.Add(-max(used, 0))
	return nil
}

// Restore sets seat s's run of consecutive expiries and whether it is on
// the short limit for the rest of the round, as another timer had them
// (Strikes and Short there): a server that takes a table over carries the
// seats' strikes over with the turn (StartUsed). A strikes below 0 counts
// as 0; Strikes or more expiries put the seat on the short limit too.
func (t *Timer) Restore(s, strikes int, short bool) error {
	if s < 0 || s >= t.seats {
		return t.badSeat(s)
	}
	t.strikes[s] = max(strikes, 0)
	t.short = t.short.Remove(s)
	if short || t.cfg.Strikes > 0 && t.strikes[s] >= t.cfg.Strikes {
		t.short = t.short.Add(s)
	}
	return nil
}

// Moved records that seat s moves itself, before the move is applied:
// its run of consecutive expiries ends, and if its turn was being timed,
// the timing stops. A short limit stays for the rest of the round. If
// seat s's timed turn had expired at the clock's now, the move is late:
// Moved changes nothing, the expiry stands (its strike counted), the next
// Poll reports Expired, and the error is ErrLate.
func (t *Timer) Moved(s int) error {
	if s < 0 || s >= t.seats {
		return t.badSeat(s)
	}
	t.settle()
	if t.turn == s && t.expired {
		return ErrLate
	}
	t.strikes[s] = 0
	if t.turn == s {
		t.turn = -1
	}
	return nil
}

// NewRound starts a round: every short limit is lifted and every run of
// expiries forgotten (a gap of the seed: the limit lasts for the rest of the
// round), and no turn is timed.
func (t *Timer) NewRound() {
	t.strikes = [seat.Max]int{}
	t.short = 0
	t.turn, t.expired = -1, false
}

// Status is the state of the timed turn at one moment.
type Status struct {
	// Seat is the seat whose turn is timed, or -1 when none is.
	Seat int
	// Limit is the length of this turn; Remaining what is left of it
	// (never negative, never above Limit).
	Limit, Remaining time.Duration
	// Countdown reports that Remaining is at most Config.Warn: the
	// countdown is shown.
	Countdown bool
	// Expired reports that the time is up (Poll has not yet reported it).
	Expired bool
	// Short reports that the seat is on the short limit.
	Short bool
}

// Status returns the state of the timed turn at the clock's now. It
// changes nothing (an expiry it sees is counted by the next call of any
// other method).
func (t *Timer) Status() Status {
	if t.turn < 0 {
		return Status{Seat: -1}
	}
	left := t.limit - t.clock.Now().Sub(t.start)
	left = max(0, min(left, t.limit))
	return Status{
		Seat: t.turn, Limit: t.limit, Remaining: left,
		Countdown: left <= t.cfg.Warn, Expired: left == 0, Short: t.short.Has(t.turn),
	}
}

// Poll returns what is due at the clock's now, each event once per turn:
// Warn when the countdown begins, Expired when the time is up (a late
// poll that finds the time up reports Expired without Warn). On Expired
// the timer counts a strike for the seat, puts the seat on the short
// limit once it has Strikes in a row, and stops timing the turn; the
// server then draws a random card for the seat and starts the next turn.
func (t *Timer) Poll() Event {
	t.settle()
	st := t.Status()
	switch {
	case st.Seat < 0:
		return None
	case t.expired:
		t.turn, t.expired = -1, false
		return Expired
	case st.Countdown && !t.warned:
		t.warned = true
		return Warn
	}
	return None
}

// Next returns the moment Poll will next report an event (the start of
// the countdown, or the end of the turn), so a server can wait until
// then; false when no turn is timed.
func (t *Timer) Next() (time.Time, bool) {
	if t.turn < 0 {
		return time.Time{}, false
	}
	end := t.start.Add(t.limit)
	if !t.warned && t.cfg.Warn < t.limit {
		return end.Add(-t.cfg.Warn), true
	}
	if !t.warned {
		return t.start, true // the countdown is shown from the start
	}
	return end, true
}

// Strikes returns seat s's current run of consecutive expiries, an
// expiry at the clock's now included.
func (t *Timer) Strikes(s int) int {
	if s < 0 || s >= t.seats {
		return 0
	}
	t.settle()
	return t.strikes[s]
}

// Short reports whether seat s is on the short limit for the rest of the
// round.
func (t *Timer) Short(s int) bool {
	t.settle()
	return t.short.Has(s)
}
