package tables

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// liveState is a table in progress as its live record keeps it: enough
// for any node to replay it.
type liveState struct {
	Spec    json.RawMessage `json:"spec"`
	Seats   []storage.Seat  `json:"seats"`
	State   table.State     `json:"state"`
	Seq     uint64          `json:"seq"`
	Record  json.RawMessage `json:"record"` // null before the first deal
	Totals  []int           `json:"totals"`
	Winners []int           `json:"winners"`
	Created time.Time       `json:"created"`
	// Turn is Old Maid's timed turn, kept so that a node that takes the
	// table over keeps the turn's deadline.
	Turn *table.TimedTurn `json:"turn,omitempty"`
}

// owned is a table this node owns: the table's actor, its lease, the
// journal that writes its live record, and the pumps that publish its
// events to the channels.
type owned struct {
	n       *Node
	id      string
	spec    json.RawMessage
	info    Spec
	lease   *Lease
	created time.Time
	t       *table.Table

	moveMu sync.Mutex // one request at a time changes the table (idempotent moves)

	wmu     sync.Mutex // guards the journal's fields
	seats   []storage.Seat
	state   table.State
	totals  []int
	winners []int
	written atomic.Uint64

	lost       atomic.Bool // fenced, or the lease lost: the table is stopping here
	handingOff atomic.Bool // the node shuts down
	changed    chan struct{}
	finished   chan struct{}

	recent recent // the updates published on each channel lately, and the newest

	seen      atomic.Int64 // when a client was last seen subscribed (UnixNano; Config.Idle)
	published atomic.Int64 // when an update was last published (UnixNano; Config.Republish)

	pumps sync.WaitGroup // manage and its pumps: the last events are out when it is done
}

// valid reports whether this node may still act for the table.
func (o *owned) valid() bool { return !o.lost.Load() && o.lease.Valid(time.Now()) }

// start opens the table on this node under lease, replaying resume when
// it is not nil.
func (n *Node) start(id string, spec json.RawMessage, s Spec, lease *Lease, resume *liveState) (*owned, error) {
	cfg := s.Config
	o := &owned{n: n, id: id, spec: spec, info: s, lease: lease, created: time.Now().UTC(), changed: make(chan struct{}, 1),
		finished: make(chan struct{})}
	if resume != nil {
		o.created = resume.Created
		for i := range cfg.Seats {
			if cfg.Seats[i].Bot == nil && i < len(resume.Seats) {
				cfg.Seats[i].Name, cfg.Seats[i].Secret, cfg.Seats[i].Timer = resume.Seats[i].Name, resume.Seats[i].Secret, resume.Seats[i].Timer
			}
		}
		if len(resume.Record) > 0 && !bytes.Equal(resume.Record, []byte("null")) {
			rec, err := record.Parse(resume.Record)
			if err != nil {
				return nil, err
			}
			cfg.Resume, cfg.ResumeTurn = rec, resume.Turn
		}
	}
	cfg.Journal = o
	cfg.Fence = o.fence
	t, err := table.New(cfg)
	if err != nil {
		n.releaseLease(lease)
		return nil, err
	}
	o.t = t
	o.seen.Store(time.Now().UnixNano())
	snap, err := t.Snapshot()
	if err == nil {
		// The table's first state, before anyone is told: stored (a
		// table taken over claims its row under the new lease, which
		// fences the old owner's writes) and, in a cluster, live.
		err = o.Write(snap)
	}
	if err != nil || !o.valid() {
		t.Shutdown()
		n.releaseLease(lease)
		return nil, errUnavailable
	}
	// The table's channels have their pumps before the table can be
	// reached (registered on this node), so no update of a move that
	// arrives right after a takeover goes unpublished.
	watch, err := t.Watch(table.EveryUpdate())
	if err != nil {
		t.Shutdown()
		n.releaseLease(lease)
		return nil, errUnavailable
	}
	o.pumps.Go(func() { o.pump(watch, WatchChannel(o.id)) })
	subscribed := map[int]string{} // seat -> the secret its pump uses
	o.subscribeSeats(subscribed)
	n.mu.Lock()
	n.tables[id] = o
	n.mu.Unlock()
	o.pumps.Go(func() { o.manage(subscribed) })
	if n.leases != nil {
		n.wg.Go(o.renew)
	}
	n.wg.Go(o.finish)
	return o, nil
}

func (n *Node) releaseLease(l *Lease) {
	if n.leases != nil {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = n.leases.Release(ctx, l)
	}
}

// fence is the table's Config.Fence: before the table handles anything,
// the lease must still be sure to be this node's by its own clock (the
// time of the last renewal's request plus four fifths of the TTL, on the
// monotonic clock, so a pause of the process counts against it). Once it
// is not, the table stops here without applying or telling anything.
func (o *owned) fence() error {
	if o.valid() {
		return nil
	}
	if !o.lost.Load() {
		o.n.cfg.Logf("table %s: the lease (version %d) may have run out: stopping it on this node before it changes anything", o.id, o.lease.Version)
	}
	o.lose()
	return ErrFenced
}

// Write implements table.Journal: the table's state is committed to the
// store (the record of truth) and then, in a cluster, written to its live
// record in Redis (fenced by the lease), after every change and before
// any subscriber is told or any move acknowledged. A refused write stops
// the table on this node and nothing of it is published.
func (o *owned) Write(s table.Snapshot) error {
	o.wmu.Lock()
	defer o.wmu.Unlock()
	if !o.valid() {
		if !o.lost.Load() {
			o.n.cfg.Logf("table %s: the lease (version %d) is not valid for a write: stopping it on this node", o.id, o.lease.Version)
		}
		o.lose()
		return ErrFenced
	}
	seats := make([]storage.Seat, len(s.Seats))
	for i, st := range s.Seats {
		seats[i] = storage.Seat{Name: st.Name, Secret: st.Secret, Timer: st.Timer}
		if i < len(o.info.Bots) {
			seats[i].Bot = o.info.Bots[i]
		}
	}
	// The record is encoded here, on the table's goroutine, once for the
	// store and the live record: the store's one writer only writes it.
	recJSON := json.RawMessage("null")
	if s.Record != nil && len(s.Record.Deals) > 0 {
		var err error
		if recJSON, err = s.Record.MarshalJSON(); err != nil {
			return err
		}
	}
	row := o.row(storage.Table{Seats: seats, State: s.State, Seq: s.Seq, Record: s.Record, Totals: s.Totals, Winners: s.Winners})
	row.RecordJSON = recJSON
	if err := o.commit(row); err != nil {
		o.n.cfg.Logf("table %s: storing seq %d: %v: stopping it on this node", o.id, s.Seq, err)
		o.lose()
		return err
	}
	if o.n.live != nil {
		st := liveState{Spec: o.spec, Seats: atRestSeats(seats), State: s.State, Seq: s.Seq, Record: recJSON,
			Totals: s.Totals, Winners: s.Winners, Created: o.created, Turn: s.Turn}
		data, _ := json.Marshal(st)
		if err := o.writeLive(s.Seq, data); err != nil {
			o.n.cfg.Logf("table %s: the live record was refused (%v): stopping it on this node", o.id, err)
			o.lose()
			return err
		}
	}
	o.seats, o.state, o.totals, o.winners = seats, s.State, s.Totals, s.Winners
	o.written.Store(s.Seq)
	select {
	case o.changed <- struct{}{}:
	default:
	}
	return nil
}

// commit writes row to the store and returns once it is committed. A
// store that fails (a database restarting) is tried again, the table
// waiting meanwhile, for as long as the node runs and, in a cluster, the
// lease is sure to be this node's: nothing is acknowledged that is not
// stored. A row refused as stale (another node wrote the table under a
// later lease) ends it with ErrFenced.
func (o *owned) commit(row *storage.Table) error {
	wait := 20 * time.Millisecond
	for {
		ctx, cancel := context.WithTimeout(o.n.ctx, commitTimeout)
		err := o.n.commit.save(ctx, row)
		cancel()
		switch {
		case err == nil:
			return nil
		case errors.Is(err, storage.ErrStale):
			return ErrFenced
		case errors.Is(err, errClosed) || o.n.ctx.Err() != nil || o.lost.Load() || !o.lease.Valid(time.Now()):
			return err
		}
		o.n.cfg.Logf("table %s: storing seq %d: %v; trying again", o.id, row.Seq, err)
		time.Sleep(wait)
		wait = min(2*wait, time.Second)
	}
}

// writeLive writes the live record at seq under the table's lease. A
// write that fails without being refused (Redis slow to answer on a busy
// machine, a lost connection) is tried again, for as long as the lease is
// sure to be this node's by its own clock: a write that timed out may
// have been applied, and writing the same seq again is harmless. Only a
// refusal (ErrFenced) or a lease in doubt ends it with an error.
func (o *owned) writeLive(seq uint64, data []byte) error {
	for {
		ctx, cancel := context.WithTimeout(context.Background(), o.n.cfg.LeaseTTL/2)
		_, err := o.n.live.Write(ctx, o.lease, seq, data)
		cancel()
		if err == nil || errors.Is(err, ErrFenced) || o.lost.Load() || !o.lease.Valid(time.Now()) {
			return err
		}
		o.n.cfg.Logf("table %s: writing the live record at seq %d: %v; trying again", o.id, seq, err)
		time.Sleep(o.n.cfg.LeaseTTL / 20)
	}
}

// row is the table as the store keeps it, under the table's lease: how
// it stands now (st's seats, state, seq, record, totals and winners) with
// what the table keeps from its creation.
func (o *owned) row(st storage.Table) *storage.Table {
	return &storage.Table{ID: o.id, Public: o.info.Public, Game: o.info.Config.Game.String(), Spec: o.spec, Seats: atRestSeats(st.Seats),
		State: st.State, Seq: st.Seq, Record: st.Record, Totals: st.Totals, Winners: st.Winners, Created: o.created,
		Version: o.lease.Version, Cluster: o.n.cluster()}
}

// lose marks the table lost to this node and stops it here (not on the
// table's goroutine, which may be the caller).
func (o *owned) lose() {
	if o.lost.Swap(true) {
		return
	}
	o.n.forget(o)
	t := o.t // nil while table.New runs: New's error stops it then
	go func() {
		if t != nil {
			t.Shutdown()
		}
		o.n.releaseLease(o.lease)
	}()
}

// handOver stops the table because the node shuts down: its lease is
// released, so that another node replays it at once.
func (o *owned) handOver() {
	o.handingOff.Store(true)
	o.t.Shutdown()
	<-o.finished
	o.n.releaseLease(o.lease)
}

// renew keeps the lease: a third of the TTL apart, so that a renewal may
// fail twice before the lease is in doubt.
func (o *owned) renew() {
	tick := time.NewTicker(o.n.cfg.LeaseTTL / 4)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
		case <-o.finished:
			return
		case <-o.n.ctx.Done():
			return
		}
		if o.lost.Load() {
			return
		}
		if !o.lease.Valid(time.Now()) {
			// Paused or cut off past the lease: another node may own the
			// table; this one must not act for it any more.
			o.n.cfg.Logf("table %s: the lease (version %d) ran out before it was renewed: stopping it on this node", o.id, o.lease.Version)
			o.lose()
			return
		}
		ctx, cancel := context.WithTimeout(o.n.ctx, o.n.cfg.LeaseTTL/3)
		err := o.n.leases.Renew(ctx, o.lease)
		cancel()
		if errors.Is(err, ErrLost) {
			o.n.cfg.Logf("table %s: the lease (version %d) is lost: stopping it on this node", o.id, o.lease.Version)
			o.lose()
			return
		}
	}
}

// finish stores a table that has ended, then drops its live record and
// its lease.
func (o *owned) finish() {
	defer close(o.finished)
	<-o.t.Done()
	o.pumps.Wait() // the last updates are published before the lease goes
	if o.handingOff.Load() {
		return
	}
	if !o.valid() {
		o.lose()
		return
	}
	o.wmu.Lock()
	state, seats, totals, winners := o.state, o.seats, o.totals, o.winners
	o.wmu.Unlock()
	if state != table.Finished && state != table.Abandoned {
		return
	}
	rec := o.t.Record()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	row := o.row(storage.Table{Seats: seats, State: state, Seq: o.written.Load(), Record: rec, Totals: totals, Winners: winners})
	if err := o.n.commit.save(ctx, row); err != nil {
		o.n.cfg.Logf("table %s: storing the finished table: %v", o.id, err)
		return // the live record stays; another node will try again
	}
	if o.n.live != nil {
		if err := o.n.live.Delete(ctx, o.lease); err != nil {
			o.n.cfg.Logf("table %s: %v", o.id, err)
		}
	}
	o.n.forget(o)
	o.n.releaseLease(o.lease)
}

// manage keeps a pump for every person's seat that someone holds, each
// publishing to its channel, as seats are taken; subscribed holds the
// seats start gave pumps to.
func (o *owned) manage(subscribed map[int]string) {
	if o.t.Summary().State == table.Finished {
		// Taken over with a record that ends the table (its owner went
		// after the last move): the pumps publish the end, then the table
		// stops and is stored.
		go o.t.Shutdown()
	}
	for {
		select {
		case <-o.changed:
		case <-o.t.Done():
			return
		}
		o.subscribeSeats(subscribed)
	}
}

// subscribeSeats starts a pump for every person's seat that someone holds
// and has none yet (or a pump with an older secret), recording it in
// subscribed.
func (o *owned) subscribeSeats(subscribed map[int]string) {
	o.wmu.Lock()
	seats := o.seats
	o.wmu.Unlock()
	for i, s := range seats {
		if s.Bot != "" || s.Secret == "" || subscribed[i] == s.Secret {
			continue
		}
		sub, err := o.t.Subscribe(s.Secret, table.EveryUpdate())
		if err != nil {
			continue
		}
		subscribed[i] = s.Secret
		ch := SeatChannel(o.id, i)
		o.pumps.Go(func() { o.pump(sub, ch) })
	}
}

// pump publishes a subscription's events to ch for as long as this node
// may act for the table.
func (o *owned) pump(sub *table.Subscription, ch string) {
	defer sub.Close()
	for {
		select {
		case <-sub.Ready():
		case <-sub.Done():
			o.publish(ch, sub.Take())
			return
		}
		if !o.publish(ch, sub.Take()) {
			return
		}
	}
}

// publish sends events to ch; false once the node may not act for the
// table (nothing more is published).
func (o *owned) publish(ch string, events []table.Event) bool {
	for _, ev := range events {
		p := Publication{Version: o.lease.Version, Node: o.n.cfg.Name, Update: ev.Update, Chat: ev.Chat, Refusal: ev.Refusal,
			Explain: Explain(ev.Update)}
		switch {
		case ev.Update != nil:
			if ev.Update.Seq > o.written.Load() {
				return false // never tell what the live record does not hold
			}
			p.T = "update"
		case ev.Chat != nil:
			p.T = "chat"
		default:
			p.T = "refused"
		}
		// The lease is checked right before each publication, by the
		// node's own clock: a node paused past its lease publishes nothing
		// once it runs again.
		p.At = time.Now()
		if o.lost.Load() || !o.lease.Valid(p.At) {
			return false
		}
		data, err := json.Marshal(p)
		if err != nil {
			continue
		}
		if ev.Update != nil {
			o.recent.add(ch, ev.Update.Seq, p.At, data)
			o.published.Store(p.At.UnixNano())
		}
		if _, err := o.n.node.Publish(ch, data); err != nil {
			o.n.cfg.Logf("table %s: publishing to %s: %v", o.id, ch, err)
		}
	}
	return true
}

// viewRequest asks for a channel's current update ("view"), or for the
// updates published on it lately after seq After ("since"), checking the
// secret of a seat's channel.
type viewRequest struct {
	Seat   int    `json:"seat"`
	Secret string `json:"secret"`
	After  uint64 `json:"after,omitempty"`
}

// seatOf returns the seat of a client's secret, or -1.
func (o *owned) seatOf(secret string) int {
	seat, _ := o.known(secret)
	return seat
}

// known returns the seat of a client's secret and the secret the table
// knows that seat by (itself, or its hash once the table was replayed):
// -1 and "" when no seat has it, which the table refuses.
func (o *owned) known(secret string) (int, string) {
	o.wmu.Lock()
	defer o.wmu.Unlock()
	for i, s := range o.seats {
		if s.Bot == "" && holds(s.Secret, secret) {
			return i, s.Secret
		}
	}
	return -1, ""
}

// tableSecret is the secret the table knows the seat of a client's secret
// by ("" when no seat has it).
func (o *owned) tableSecret(secret string) string {
	_, known := o.known(secret)
	return known
}

// handle carries out a request for this table.
func (o *owned) handle(ctx context.Context, method string, data []byte) ([]byte, error) {
	switch method {
	case "view", "since":
		var req viewRequest
		if json.Unmarshal(data, &req) != nil {
			return nil, errBadRequest
		}
		ch := WatchChannel(o.id)
		if req.Seat >= 0 {
			if o.seatOf(req.Secret) != req.Seat {
				return nil, refused(table.ErrSecret)
			}
			ch = SeatChannel(o.id, req.Seat)
		}
		if method == "since" {
			return json.Marshal(o.recent.since(ch, req.After))
		}
		for {
			if last := o.recent.newest(ch); last != nil {
				return last, nil
			}
			select {
			case <-ctx.Done():
				return nil, errUnavailable
			case <-time.After(20 * time.Millisecond):
			}
		}
	case "join":
		var req JoinRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		seat, secret, err := o.t.Join(req.Seat, req.Name)
		if err != nil {
			return nil, o.outcome(err)
		}
		if o.lost.Load() {
			return nil, errUnavailable
		}
		return json.Marshal(JoinReply{Seat: seat, Secret: secret})
	case "move":
		var req MoveRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		return o.move(req)
	case "next", "leave":
		var req SeatRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		var err error
		if method == "next" {
			err = o.t.Continue(o.tableSecret(req.Secret))
		} else {
			err = o.t.Leave(o.tableSecret(req.Secret))
		}
		return []byte("{}"), o.outcome(err)
	case "timer":
		var req TimerRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		return []byte("{}"), o.outcome(o.t.SetTimer(o.tableSecret(req.Secret), req.On))
	case "chat":
		var req ChatRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		return []byte("{}"), o.outcome(o.t.Say(o.tableSecret(req.Secret), req.Text))
	case "hint":
		var req HintRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		return o.hint(req)
	}
	return nil, errBadRequest
}

// outcome is the answer to a request that err ended: unavailable when the
// table stopped on this node meanwhile (the client retries at the new
// owner).
func (o *owned) outcome(err error) error {
	if o.lost.Load() || errors.Is(err, table.ErrFinished) && o.handingOff.Load() {
		return errUnavailable
	}
	if err != nil {
		return refused(err)
	}
	return nil
}

// move applies req once: a retry of a move already applied answers with
// its Seq, a move made on an older state is stale.
func (o *owned) move(req MoveRequest) ([]byte, error) {
	o.moveMu.Lock()
	defer o.moveMu.Unlock()
	seat, secret := o.known(req.Secret)
	if seat < 0 {
		return nil, refused(table.ErrSecret)
	}
	// The table's seq as its journal last wrote it: every update a
	// client can have seen is written first (the table's Summary is set
	// only after its subscribers are told, so a client that acts at once
	// on an update may be ahead of it).
	cur := o.written.Load()
	if req.Seq < cur {
		if o.appliedAt(req.Seq+1, seat, req.Move) {
			return json.Marshal(MoveReply{Seq: req.Seq + 1})
		}
		return nil, &callError{CodeStale, "the table has moved on: decide on its newest state"}
	}
	if req.Seq > cur {
		return nil, &callError{CodeStale, "the table is not yet at that state"}
	}
	seq, err := o.t.Move(secret, req.Move)
	if err := o.outcome(err); err != nil {
		return nil, err
	}
	return json.Marshal(MoveReply{Seq: seq})
}

// appliedAt reports whether the change numbered seq was seat's move m.
func (o *owned) appliedAt(seq uint64, seat int, m variant.Move) bool {
	return appliedIn(o.t.Record(), seq, seat, m)
}

// appliedIn reports whether the change numbered seq of rec was seat's
// move m.
func appliedIn(rec *record.Record, seq uint64, seat int, m variant.Move) bool {
	if rec == nil {
		return false
	}
	var at uint64
	for _, d := range rec.Deals {
		at++ // the deal
		for _, a := range d.Actions {
			at++
			if at == seq {
				m.Seat = seat
				x, _ := json.Marshal(a)
				y, _ := json.Marshal(m)
				return bytes.Equal(x, y)
			}
		}
		if at >= seq {
			return false
		}
	}
	return false
}

// adopt takes table id over when nobody holds its lease: the lease
// (above every version the table was stored under), then the table as
// it stands, replayed: from its live record in Redis or its row in the
// store, whichever is further on. A table Redis has forgotten (a restart
// without persistence) is so rebuilt from the store.
func (n *Node) adopt(id string) error {
	if n.local(id) != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(n.ctx, 2*n.cfg.LeaseTTL)
	defer cancel()
	var floor int64
	row, err := n.cfg.Store.Load(ctx, id)
	switch {
	case err == nil:
		floor = row.Version
	case !errors.Is(err, storage.ErrNotFound):
		return errUnavailable
	}
	lease, _, err := n.leases.AcquireAbove(ctx, id, floor)
	if errors.Is(err, ErrHeld) {
		return nil
	}
	if err != nil {
		return errUnavailable
	}
	// Read again under the lease: nothing acknowledged can be added
	// after this (the old owner's writes to Redis are fenced now).
	st, from, err := n.latestState(ctx, id)
	if err != nil || st == nil || st.State == table.Finished && from == "store" || st.State == table.Abandoned {
		if st != nil && n.live != nil {
			_ = n.live.Delete(ctx, lease) // the stored table has ended
		}
		n.releaseLease(lease)
		if err != nil {
			return errUnavailable
		}
		return errNoTable
	}
	s, err := n.cfg.Open(st.Spec)
	if err != nil {
		n.releaseLease(lease)
		return errNoTable
	}
	if _, err := n.start(id, st.Spec, s, lease, st); err != nil {
		n.cfg.Logf("table %s: cannot take it over: %v", id, err)
		return errUnavailable
	}
	n.cfg.Logf("table %s: taken over at seq %d from the %s (lease version %d)", id, st.Seq, from, lease.Version)
	return nil
}

// latestState returns table id as its live record in Redis or its row in
// the store holds it, whichever has the higher seq (the live record on a
// tie: it keeps Old Maid's timed turn), and which it was; nil when
// neither holds it.
func (n *Node) latestState(ctx context.Context, id string) (*liveState, string, error) {
	var live *liveState
	e, ok, err := n.live.Read(ctx, id)
	if err != nil {
		return nil, "", err
	}
	if ok {
		live = &liveState{}
		if json.Unmarshal(e.Data, live) != nil {
			live = nil
		}
	}
	row, err := n.cfg.Store.Load(ctx, id)
	switch {
	case errors.Is(err, storage.ErrNotFound):
		row = nil
	case err != nil:
		return nil, "", err
	}
	if row != nil && (live == nil || row.Seq > live.Seq) {
		return stateOfRow(row), "store", nil
	}
	if live == nil {
		return nil, "", nil
	}
	return live, "live record", nil
}

// stateOfRow is a stored table as a live record would hold it.
func stateOfRow(r *storage.Table) *liveState {
	st := &liveState{Spec: r.Spec, Seats: r.Seats, State: r.State, Seq: r.Seq, Record: json.RawMessage("null"),
		Totals: r.Totals, Winners: r.Winners, Created: r.Created}
	if r.Record != nil {
		st.Record, _ = r.Record.MarshalJSON()
	}
	return st
}

// adoptLoop takes over, every half TTL, the tables whose owner is gone.
func (n *Node) adoptLoop() { n.every(n.cfg.LeaseTTL/2, n.adoptOrphans) }

// adoptOrphans takes over the tables in progress whose lease nobody
// holds: those with a live record, and those the store holds in progress
// for this cluster (Redis may have forgotten them).
func (n *Node) adoptOrphans() {
	ids, err := n.live.Tables(n.ctx)
	if err != nil {
		return
	}
	stored, err := n.cfg.Store.InProgress(n.ctx, n.cluster())
	if err == nil {
		ids = append(ids, stored...)
	}
	seen := map[string]bool{}
	for _, id := range ids {
		if seen[id] || n.local(id) != nil {
			continue
		}
		seen[id] = true
		if _, ok, err := n.leases.Owner(n.ctx, id); err == nil && !ok {
			_ = n.adopt(id)
		}
	}
}

// restore replays, on a node alone, the tables its store holds in
// progress.
func (n *Node) restore() error {
	ctx, cancel := context.WithTimeout(n.ctx, 30*time.Second)
	defer cancel()
	rows, err := n.cfg.Store.Unfinished(ctx)
	if err != nil {
		return err
	}
	for _, r := range rows {
		s, err := n.cfg.Open(r.Spec)
		if err != nil {
			n.cfg.Logf("table %s: cannot restore it: %v", r.ID, err)
			continue
		}
		if _, err := n.start(r.ID, r.Spec, s, localLease(r.ID), stateOfRow(r)); err != nil {
			n.cfg.Logf("table %s: cannot replay it: %v", r.ID, err)
		}
	}
	return nil
}

// DecodeStrict decodes b into v, refusing unknown fields and trailing
// data: how the node reads every request.
func DecodeStrict(b []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("trailing data")
	}
	return nil
}
