package table

import (
	crand "crypto/rand"
	"encoding/hex"
	"errors"
	"math/rand/v2"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
)

// Table is one table: a match, its seats and its subscribers, run by one
// goroutine. Its methods are safe for concurrent use.
type Table struct {
	reqs chan func(*actor)
	quit chan struct{} // closed by Close
	done chan struct{} // closed when the actor has stopped

	mu      sync.Mutex // guards summary
	summary Summary

	final *record.Record // set before done is closed
}

// Summary is what a lobby shows of a table.
type Summary struct {
	Game      games.ID `json:"game"`
	Seats     int      `json:"seats"`
	Free      []int    `json:"free"` // people's seats nobody holds
	State     State    `json:"state"`
	Seq       uint64   `json:"seq"`
	Watchers  int      `json:"watchers"`
	Connected int      `json:"connected"` // people subscribed now
}

// seatState is one seat as the actor keeps it.
type seatState struct {
	cfg      SeatConfig
	subs     map[*Subscription]bool
	ready    bool
	timerOff bool
	asked    uint64 // the Seq at which a built-in announcer was last asked, plus 1
}

// actor is the state only the table's goroutine touches.
type actor struct {
	t       *Table
	cfg     Config
	g       variant.Game
	rec     *record.Recorder
	seats   []seatState
	specs   map[*Subscription]bool
	seq     uint64
	state   State
	last    *variant.Move
	results []variant.DealResult
	deals   int // the deals the table plays
	botRand *rand.Rand
	auto    *rand.Rand // the timer's automatic draws

	botBusy    bool
	timer      *turntimer.Timer // nil unless Old Maid
	autoSeat   int              // the seat the timer last drew for, until it moves itself; the change numbered autoAt
	autoAt     uint64           // (a subscriber that comes later is told of it too)
	timedAt    uint64           // the Seq at which the timed turn began
	resumeTurn *TimedTurn       // Config.ResumeTurn, until the first turn is timed
	// resumedOver: the table was resumed from a record of a match that had
	// ended; it stays open, finished, until Close or Shutdown.
	resumedOver bool
	dealEnded   time.Time
	wake        *time.Timer
	journalErr  error
}

// New opens a table. It deals as soon as no person's seat is free, and
// replays cfg.Resume first when it is set.
func New(cfg Config) (*Table, error) {
	g, err := cfg.newGame()
	if err != nil {
		return nil, err
	}
	if cfg.Clock == nil {
		cfg.Clock = turntimer.ClockFunc(time.Now)
	}
	a := &actor{cfg: cfg, g: g, specs: map[*Subscription]bool{}, state: Waiting, autoSeat: -1}
	if cfg.Resume != nil {
		a.resumeTurn = cfg.ResumeTurn
	}
	if cfg.Resume != nil {
		if err := resume(g, cfg.Resume); err != nil {
			return nil, err
		}
	}
	a.rec, err = record.NewRecorder(g)
	if err != nil {
		return nil, err
	}
	if cfg.Resume != nil {
		if err := a.replay(cfg.Resume); err != nil {
			return nil, err
		}
	}
	traits := games.TraitsOf(cfg.Game, cfg.Options)
	a.deals = cfg.Deals
	if a.deals == 0 && traits.Endless {
		a.deals = 1 // a match that never ends by itself plays one round (OM-R9)
	}
	a.botRand = rand.New(sourceOr(cfg.BotSource))
	a.auto = rand.New(rand.NewPCG(a.botRand.Uint64(), a.botRand.Uint64()))
	persons := 0
	for _, s := range cfg.Seats {
		a.seats = append(a.seats, seatState{cfg: s, subs: map[*Subscription]bool{}, timerOff: s.Bot == nil && s.Timer.Off})
		if s.Bot == nil {
			persons++
		}
	}
	if traits.TurnTimer {
		a.timer, err = cfg.newTimer(persons)
		if err != nil {
			return nil, err
		}
		for i, s := range cfg.Seats {
			if s.Bot == nil {
				_ = a.timer.Restore(i, s.Timer.Strikes, s.Timer.Short) // a replayed seat's strikes (OM-O4)
			}
		}
	}
	t := &Table{reqs: make(chan func(*actor), 16), quit: make(chan struct{}), done: make(chan struct{})}
	a.t = t
	a.wake = time.NewTimer(time.Hour)
	a.wake.Stop()
	if a.g.Phase() == variant.PhaseDraw || a.g.Phase() == variant.PhasePass || a.g.Phase() == variant.PhasePlay ||
		a.g.Phase() == variant.PhaseStock || a.g.Phase() == variant.PhaseAnnounce {
		a.state = Playing
	} else if a.g.DealsPlayed() > 0 {
		a.state = BetweenDeals
		a.dealEnded = cfg.Clock.Now()
		if a.g.Over() || a.deals > 0 && len(a.results) >= a.deals {
			// The record ends the match (or the deals the table was made
			// for): the table opens finished, and stays open until Close
			// or Shutdown so that its subscribers learn of the end.
			a.state = Finished
			a.resumedOver = true
		}
	}
	if cfg.observe != nil {
		cfg.observe(a.seq, g)
	}
	if a.resumedOver {
		a.changed() // the journal learns that the table has finished
	}
	a.step()
	go a.run()
	return t, nil
}

func sourceOr(s rand.Source) rand.Source {
	if s != nil {
		return s
	}
	return rand.NewPCG(rand.Uint64(), rand.Uint64())
}

// resume sets a resumed record's match state on g.
func resume(g variant.Game, r *record.Record) error {
	if r.Totals == nil && r.Out == nil && r.Carry == nil && r.DealsPlayed == 0 {
		return nil
	}
	return g.Resume(variant.MatchState{Totals: r.Totals, Out: r.Out, Carry: r.Carry, DealsPlayed: r.DealsPlayed})
}

// replay applies a journal's record through the recorder.
func (a *actor) replay(r *record.Record) error {
	if r.Game != a.cfg.Game || r.Seats != len(a.cfg.Seats) {
		return errors.New("table: the record to resume is of another table")
	}
	for _, d := range r.Deals {
		if err := a.rec.DealCards(d.Dealt()); err != nil {
			return err
		}
		a.seq++
		for _, m := range d.Actions {
			if err := a.rec.Apply(m); err != nil {
				return err
			}
			a.seq++
			mm := m
			a.last = &mm
		}
		if res, ok := a.g.Result(); ok && (a.g.Phase() == variant.PhaseDealOver || a.g.Phase() == variant.PhaseMatchOver) {
			a.results = append(a.results, sheetRow(res))
		}
	}
	return nil
}

// call runs f on the table's goroutine and waits for it; ErrFinished once
// the table has stopped.
func (t *Table) call(f func(*actor) error) error {
	errc := make(chan error, 1)
	select {
	case t.reqs <- func(a *actor) { errc <- f(a) }:
	case <-t.done:
		return ErrFinished
	}
	select {
	case err := <-errc:
		return err
	case <-t.done:
		select {
		case err := <-errc:
			return err
		default:
			return ErrFinished
		}
	}
}

// post runs f on the table's goroutine without waiting; it is dropped
// once the table has stopped.
func (t *Table) post(f func(*actor)) {
	select {
	case t.reqs <- f:
	case <-t.done:
	}
}

// Join takes a free person's seat for name: the seat asked for, or the
// first free one when want is -1. It returns the seat and its secret,
// which the person keeps to act, to reconnect and to leave.
func (t *Table) Join(want int, name string) (seat int, secret string, err error) {
	name = strings.TrimSpace(name)
	if utf8.RuneCountInString(name) > MaxName || !utf8.ValidString(name) {
		return -1, "", ErrName
	}
	secret = newSecret()
	err = t.call(func(a *actor) error {
		if a.state == Finished || a.state == Abandoned {
			return ErrFinished
		}
		seat = -1
		for i, s := range a.seats {
			if s.cfg.Bot == nil && s.cfg.Secret == "" && (want < 0 || want == i) {
				seat = i
				break
			}
		}
		if seat < 0 {
			if want >= 0 {
				return ErrSeatTaken
			}
			return ErrNoFreeSeat
		}
		a.seats[seat].cfg.Secret = secret
		a.seats[seat].cfg.Name = name
		a.changed()
		return nil
	})
	if err != nil {
		return -1, "", err
	}
	return seat, secret, nil
}

// newSecret returns 128 random bits in hex.
func newSecret() string {
	var b [16]byte
	_, _ = crand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Leave gives the seat of secret up: the secret stops working and the seat
// is free for someone else to Join. The game goes on.
func (t *Table) Leave(secret string) error {
	return t.call(func(a *actor) error {
		s, err := a.seatOf(secret)
		if err != nil {
			return err
		}
		st := &a.seats[s]
		st.cfg.Secret, st.cfg.Name, st.ready, st.timerOff = "", "", false, false
		for sub := range st.subs {
			sub.end()
		}
		st.subs = map[*Subscription]bool{}
		a.changed()
		return nil
	})
}

// Subscribe returns the events of the seat of secret, starting with an
// Update of the table as it is. A seat may have several subscriptions (a
// reload, a second tab).
func (t *Table) Subscribe(secret string, opts ...SubscribeOption) (*Subscription, error) {
	var sub *Subscription
	err := t.call(func(a *actor) error {
		s, err := a.seatOf(secret)
		if err != nil {
			return err
		}
		sub = newSubscription(t, s, opts)
		a.seats[s].subs[sub] = true
		a.broadcast() // the seat shows as connected
		return nil
	})
	return sub, err
}

// Watch returns a spectator's events: public views only.
func (t *Table) Watch(opts ...SubscribeOption) (*Subscription, error) {
	var sub *Subscription
	err := t.call(func(a *actor) error {
		sub = newSubscription(t, -1, opts)
		a.specs[sub] = true
		sub.push(Event{Update: a.update(-1)})
		a.summarize()
		return nil
	})
	return sub, err
}

func (t *Table) unsubscribe(sub *Subscription) {
	t.post(func(a *actor) {
		if sub.seat < 0 {
			delete(a.specs, sub)
			a.summarize()
			return
		}
		if sub.seat < len(a.seats) && a.seats[sub.seat].subs[sub] {
			delete(a.seats[sub.seat].subs, sub)
			a.broadcast()
		}
	})
}

// Move applies m for the seat of secret: m.Seat is set to that seat,
// whatever it was. A refused move returns the engine's *rule.Violation
// (or an *Error) and changes nothing; the seat's subscribers are told
// with a Refusal. It returns the Seq of the accepted move.
func (t *Table) Move(secret string, m variant.Move) (uint64, error) {
	var seq uint64
	err := t.call(func(a *actor) error {
		s, err := a.seatOf(secret)
		if err != nil {
			return err
		}
		m.Seat = s
		if a.state != Playing {
			err = ErrWaiting
			if a.state == Finished || a.state == Abandoned {
				err = ErrFinished
			}
			a.refuse(s, err)
			return err
		}
		if a.late(s) {
			a.onWake() // the time was up before the move came: the timer draws (OM-O4)
			a.refuse(s, ErrLate)
			return ErrLate
		}
		if err := a.rec.Apply(m); err != nil {
			if a.autoSeat == s && errors.Is(err, rule.NotYourTurn) {
				// The wake-up drew for the seat before its move came,
				// and the game has gone on: the move is late (OM-O4).
				err = ErrLate
			}
			a.refuse(s, err)
			return err
		}
		if a.autoSeat == s {
			a.autoSeat = -1 // the seat moves itself again
		}
		if a.timer != nil {
			_ = a.timer.Moved(s)
		}
		a.applied(m)
		seq = a.seq
		return nil
	})
	return seq, err
}

// Continue asks for the next deal for the seat of secret; it is dealt when
// every person has asked (or after Config.DealPause).
func (t *Table) Continue(secret string) error {
	return t.call(func(a *actor) error {
		s, err := a.seatOf(secret)
		if err != nil {
			return err
		}
		if a.state != BetweenDeals {
			a.refuse(s, ErrWaiting)
			return ErrWaiting
		}
		a.seats[s].ready = true
		a.changed()
		return nil
	})
}

// SetTimer records the wish of the seat of secret to have Old Maid's turn
// timer on or off. The people switch it off together: it stops when every
// person's seat wants it off, and runs again as soon as one wants it on
// (OM-O4: the players may agree to switch it off).
func (t *Table) SetTimer(secret string, on bool) error {
	return t.call(func(a *actor) error {
		s, err := a.seatOf(secret)
		if err != nil {
			return err
		}
		if a.timer == nil || !a.timerWanted() {
			a.refuse(s, ErrNoTimer)
			return ErrNoTimer
		}
		a.seats[s].timerOff = !on
		a.switchTimer()
		a.changed()
		return nil
	})
}

// Say sends a chat line from the seat of secret to every subscriber.
func (t *Table) Say(secret, text string) error {
	text = strings.TrimSpace(text)
	if text == "" || !utf8.ValidString(text) || utf8.RuneCountInString(text) > MaxChat {
		return ErrChat
	}
	return t.call(func(a *actor) error {
		s, err := a.seatOf(secret)
		if err != nil {
			return err
		}
		c := &Chat{Seat: s, Name: a.seats[s].cfg.Name, Text: text, At: a.cfg.Clock.Now()}
		a.each(func(sub *Subscription, _ int) { sub.push(Event{Chat: c}) })
		return nil
	})
}

// Summary returns what a lobby shows of the table. It does not wait for
// the table's goroutine.
func (t *Table) Summary() Summary {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.summary
	s.Free = append([]int(nil), s.Free...)
	return s
}

// Snapshot returns the table as a Journal would be given it now.
func (t *Table) Snapshot() (Snapshot, error) {
	var s Snapshot
	err := t.call(func(a *actor) error {
		s = a.snapshot()
		return nil
	})
	if errors.Is(err, ErrFinished) {
		<-t.done
		return Snapshot{Record: t.final}, nil
	}
	return s, err
}

// Record returns the game record so far (the whole match once the table
// is done).
func (t *Table) Record() *record.Record {
	s, _ := t.Snapshot()
	return s.Record
}

// Done is closed when the table has stopped: finished, or closed.
func (t *Table) Done() <-chan struct{} { return t.done }

// Close stops the table (Abandoned, unless it had finished), tells every
// subscriber and the journal, and returns its record.
func (t *Table) Close() *record.Record {
	// The change is made before the table is told to stop (call waits
	// for it): posted without waiting, it raced the stop, and a table
	// busy with a change when Close came stopped as it stood, neither
	// abandoned nor journalled so.
	_ = t.call(func(a *actor) error {
		if a.state != Finished && a.state != Abandoned {
			a.state = Abandoned
			a.changed()
		}
		return nil
	})
	return t.Shutdown()
}

// Shutdown stops the table as it stands, without a last change: a server
// that shuts down keeps the table in its journal to replay it (Resume)
// when it starts again. It returns the record so far.
func (t *Table) Shutdown() *record.Record {
	select {
	case <-t.quit:
	default:
		close(t.quit)
	}
	<-t.done
	return t.final
}

// run is the table's goroutine.
func (a *actor) run() {
	defer a.stop()
	for {
		select {
		case f := <-a.t.reqs:
			if a.fenced() {
				return
			}
			f(a)
		case <-a.wake.C:
			if a.fenced() {
				return
			}
			a.onWake()
		case <-a.t.quit:
			return
		}
		if (a.state == Finished || a.state == Abandoned) && !a.resumedOver || a.fenced() {
			return
		}
		a.step()
	}
}

// fenced reports that Config.Fence forbids the table to go on.
func (a *actor) fenced() bool {
	if a.cfg.Fence == nil {
		return false
	}
	if err := a.cfg.Fence(); err != nil {
		a.journalErr = err
		return true
	}
	return false
}

// stop ends every subscription and publishes the final record.
func (a *actor) stop() {
	a.wake.Stop()
	a.t.final = a.rec.Record()
	a.each(func(sub *Subscription, _ int) { sub.end() })
	a.summarize()
	close(a.t.done)
}

func (a *actor) seatOf(secret string) (int, error) {
	if secret == "" {
		return -1, ErrSecret
	}
	for i, s := range a.seats {
		if s.cfg.Bot == nil && s.cfg.Secret == secret {
			return i, nil
		}
	}
	return -1, ErrSecret
}

// each calls f for every subscription with its seat (-1: spectators).
func (a *actor) each(f func(*Subscription, int)) {
	for i := range a.seats {
		for sub := range a.seats[i].subs {
			f(sub, i)
		}
	}
	for sub := range a.specs {
		f(sub, -1)
	}
}

// refuse tells the seat's subscribers why their request was refused.
func (a *actor) refuse(s int, err error) {
	r := refusal(err)
	for sub := range a.seats[s].subs {
		sub.push(Event{Refusal: r})
	}
}

// refusal is err as a Refusal.
func refusal(err error) *Refusal {
	var v *rule.Violation
	if errors.As(err, &v) {
		named := func(lang string) string { return v.MessageNamed(lang, rule.SeatsFrom1) } // seats as people count them
		return &Refusal{Code: v.ID.String(), Ref: v.Ref, EN: named("en"), DE: named("de"), DA: named("da")}
	}
	var e *Error
	if errors.As(err, &e) {
		return &Refusal{Code: e.Code, EN: e.EN, DE: e.DE, DA: e.Message("da")}
	}
	return &Refusal{Code: "error", EN: err.Error(), DE: err.Error(), DA: err.Error()}
}

// applied records that m was applied: the Seq, the deal's end, the journal
// and every subscriber.
func (a *actor) applied(m variant.Move) {
	a.seq++
	a.last = &m
	if p := a.g.Phase(); p == variant.PhaseDealOver || p == variant.PhaseMatchOver {
		a.dealOver()
	}
	a.changed()
}

// dealOver notes an ended deal and what comes next.
func (a *actor) dealOver() {
	if res, ok := a.g.Result(); ok {
		a.results = append(a.results, sheetRow(res))
	}
	for i := range a.seats {
		a.seats[i].ready = false
	}
	a.dealEnded = a.cfg.Clock.Now()
	if a.timer != nil {
		a.timer.NewRound()
	}
	if a.g.Over() || a.deals > 0 && len(a.results) >= a.deals {
		a.state = Finished
	} else {
		a.state = BetweenDeals
	}
}

// sheetRow is an ended deal as the match sheet keeps it: its points and
// what decided them, without the tricks and the explanation, which the
// View's Last holds for the last deal (every update carries the sheet).
func sheetRow(r variant.DealResult) variant.DealResult {
	r.Tricks = nil
	r.Explanation = nil
	return r
}

// changed writes the journal and tells every subscriber after a change of
// the game or the seats.
func (a *actor) changed() {
	a.timeTurn()
	if a.cfg.observe != nil {
		a.cfg.observe(a.seq, a.g)
	}
	if a.cfg.Journal != nil {
		if err := a.cfg.Journal.Write(a.snapshot()); err != nil {
			a.journalErr = err
		}
	}
	a.broadcast()
}

// broadcast tells every subscriber how the table stands.
func (a *actor) broadcast() {
	a.each(func(sub *Subscription, s int) { sub.push(Event{Update: a.update(s)}) })
	a.summarize()
}

func (a *actor) snapshot() Snapshot {
	seats := make([]SeatConfig, len(a.seats))
	for i, s := range a.seats {
		seats[i] = s.cfg
		seats[i].Timer = SeatTimer{}
		if s.cfg.Bot == nil && a.timer != nil {
			seats[i].Timer = SeatTimer{Off: s.timerOff, Strikes: a.timer.Strikes(i), Short: a.timer.Short(i)}
		}
	}
	s := Snapshot{Seq: a.seq, State: a.state, Record: a.rec.Record(), Seats: seats, Totals: a.g.Totals(), Winners: a.g.Winners()}
	if a.timer != nil {
		if st := a.timer.Status(); st.Seat >= 0 {
			s.Turn = &TimedTurn{Seat: st.Seat, Seq: a.timedAt, Deadline: a.cfg.Clock.Now().Add(st.Remaining)}
		}
	}
	return s
}

// update is what seat s (-1: a spectator) is told now.
func (a *actor) update(s int) *Update {
	var v variant.View
	if s >= 0 {
		v, _ = a.g.View(s)
	} else {
		v, _ = a.g.View(0)
		v = PublicView(v)
	}
	u := &Update{Seq: a.seq, State: a.state, Seat: s, View: v, Seats: a.seatStatus(), Results: a.results}
	if a.last != nil {
		u.Move = shownMove(*a.last, s)
	}
	if a.timer != nil {
		u.Timer = a.timerStatus()
	}
	return u
}

func (a *actor) seatStatus() []SeatStatus {
	out := make([]SeatStatus, len(a.seats))
	for i, s := range a.seats {
		out[i] = SeatStatus{Seat: i, Name: s.cfg.Name, Bot: s.cfg.Bot != nil, Taken: s.cfg.Bot == nil && s.cfg.Secret != "",
			Connected: len(s.subs) > 0, Ready: s.ready, TimerOff: s.timerOff}
	}
	return out
}

// summarize refreshes the lobby's summary.
func (a *actor) summarize() {
	s := Summary{Game: a.cfg.Game, Seats: len(a.seats), Free: []int{}, State: a.state, Seq: a.seq, Watchers: len(a.specs)}
	for i, st := range a.seats {
		if st.cfg.Bot == nil && st.cfg.Secret == "" {
			s.Free = append(s.Free, i)
		}
		if st.cfg.Bot == nil && len(st.subs) > 0 {
			s.Connected++
		}
	}
	a.t.mu.Lock()
	a.t.summary = s
	a.t.mu.Unlock()
}

// step moves the table on after any event: the first or next deal, the
// built-in players, the timer.
func (a *actor) step() {
	switch a.state {
	case Waiting:
		for _, s := range a.seats {
			if s.cfg.Bot == nil && s.cfg.Secret == "" {
				a.summarize()
				return
			}
		}
		a.deal()
	case BetweenDeals:
		all := true
		for _, s := range a.seats {
			if s.cfg.Bot == nil && !s.ready {
				all = false
			}
		}
		if all || a.cfg.DealPause > 0 && !a.cfg.Clock.Now().Before(a.dealEnded.Add(a.cfg.DealPause)) {
			a.deal()
		}
	}
	if a.state == Playing {
		a.bots()
	}
	a.schedule()
}

// deal deals the next deal.
func (a *actor) deal() {
	if err := a.rec.Deal(); err != nil {
		// A game between deals always deals: this is a defect, and the
		// table stops rather than loop.
		a.journalErr = err
		a.state = Abandoned
		a.changed()
		return
	}
	a.seq++
	a.last = nil
	a.state = Playing
	if a.timer != nil {
		a.timer.NewRound()
	}
	if p := a.g.Phase(); p == variant.PhaseDealOver || p == variant.PhaseMatchOver {
		a.dealOver() // a void deal, or an Old Maid round over at the discard
	}
	a.changed()
}

// bots starts the built-in players' next move, when one has something to
// do, on a goroutine of its own: a slow player never holds the table up.
func (a *actor) bots() {
	if a.botBusy {
		return
	}
	jobs := a.botJobs()
	if len(jobs) == 0 {
		return
	}
	a.botBusy = true
	seq, delay, r := a.seq, a.cfg.BotDelay, a.botRand
	go func() {
		chosen := botAnnouncement(jobs, r)
		if chosen == nil {
			chosen = botChoice(jobs, delay, r)
		}
		a.t.post(func(a *actor) { a.botMoved(seq, chosen) })
	}()
}

// botJob is what a built-in player at seat has to do: move (its view has
// a turn) or be asked whether it announces. game is a copy of the game,
// for a player.GamePlayer.
type botJob struct {
	seat     int
	p        player.Player
	view     variant.View
	game     variant.Game
	announce bool
}

// botJobs lists the built-in players that have something to do: each
// whose seat has a turn, and each that may announce and has not been
// asked since the table last changed.
func (a *actor) botJobs() []botJob {
	var jobs []botJob
	for i := range a.seats {
		st := &a.seats[i]
		if st.cfg.Bot == nil {
			continue
		}
		v, err := a.g.View(i)
		if err != nil {
			continue
		}
		_, gp := st.cfg.Bot.(player.GamePlayer)
		_, ann := st.cfg.Bot.(player.Announcer)
		j := botJob{seat: i, p: st.cfg.Bot, view: v}
		switch {
		case v.Turn != nil:
		case (ann || gp) && len(v.Announce) > 0 && st.asked != a.seq+1:
			st.asked = a.seq + 1
			j.announce = true
		default:
			continue
		}
		if gp {
			j.game = a.g.Clone()
		}
		jobs = append(jobs, j)
	}
	return jobs
}

// botAnnouncement asks the jobs' players that may announce, in turn, and
// returns the first announcement one makes, or nil.
func botAnnouncement(jobs []botJob, r *rand.Rand) *variant.Move {
	for _, j := range jobs {
		if len(j.view.Announce) == 0 {
			continue
		}
		c, ok := variant.NoCall, false
		if gp, isGP := j.p.(player.GamePlayer); isGP {
			c, ok = gp.AnnounceIn(j.game, j.seat, r)
		} else if ann, isAnn := j.p.(player.Announcer); isAnn {
			c, ok = ann.Announce(j.view, r)
		}
		if ok {
			m := variant.AnnounceMove(j.seat, c)
			return &m
		}
	}
	return nil
}

// botChoice returns the move of the first job with a turn, after delay:
// its player's choice, or a move of no kind (which the engine refuses,
// so that botMoved plays a random one) when the player fails; nil when
// no job has a turn.
func botChoice(jobs []botJob, delay time.Duration, r *rand.Rand) *variant.Move {
	for _, j := range jobs {
		if j.announce {
			continue
		}
		if delay > 0 {
			time.Sleep(delay)
		}
		var m variant.Move
		var err error
		if gp, ok := j.p.(player.GamePlayer); ok {
			m, err = gp.ChooseIn(j.game, j.seat, r)
		} else {
			m, err = j.p.Choose(j.view, r)
		}
		if err != nil {
			m = variant.Move{Seat: j.seat, Kind: 0}
		}
		return &m
	}
	return nil
}

// botMoved applies a built-in player's move chosen at Seq seq, unless the
// table has moved on since. A move the engine refuses (a player's defect)
// is replaced by a random legal move of that seat, so that a faulty
// player never stalls the table.
func (a *actor) botMoved(seq uint64, m *variant.Move) {
	a.botBusy = false
	if m == nil || seq != a.seq || a.state != Playing {
		return
	}
	if err := a.rec.Apply(*m); err != nil {
		v, err := a.g.View(m.Seat)
		if err != nil || v.Turn == nil {
			return
		}
		rm, err := (player.Random{}).Choose(v, a.auto)
		if err != nil || a.rec.Apply(rm) != nil {
			return
		}
		*m = rm
	}
	a.applied(*m)
}
