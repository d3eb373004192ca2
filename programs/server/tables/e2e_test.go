package tables

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// testTTL is the lease of the cluster tests: a dead owner's tables pause
// about that long.
const testTTL = 1500 * time.Millisecond

// deal is one Black Maria deal played by four clients (each on the node
// seatNodes names) and watched by a spectator on watchNode, who creates
// the table there: that node owns it.
type deal struct {
	t       *testing.T
	procs   []*proc
	id      string
	seats   []*client
	secrets []string
	watcher *client

	store storage.Store // where the finished table is kept; nil: the test PostgreSQL

	mu    sync.Mutex
	acked map[uint64]int // seq -> the seat whose move was accepted there
}

func newDeal(t *testing.T, procs []*proc, seatNodes []int, watchNode int) *deal {
	return newDealAt(t, procs, addrsOf(procs), seatNodes, watchNode)
}

// addrsOf returns the nodes' addresses.
func addrsOf(procs []*proc) []string {
	var addrs []string
	for _, p := range procs {
		addrs = append(addrs, p.Addr)
	}
	return addrs
}

// newDealAt is newDeal with the nodes' addresses.
func newDealAt(t *testing.T, procs []*proc, addrs []string, seatNodes []int, watchNode int) *deal {
	return newTable(t, procs, addrs, `{"game":"black-maria","seats":4,"deals":1,"seed":7}`, tableNodes{seatNodes, watchNode})
}

// tableNodes are the nodes a table's clients connect to: each seat's, by
// seat, and the spectator's.
type tableNodes struct {
	seats []int
	watch int
}

// newTable creates a table of spec at at.watch (the spectator's node),
// and seats a client for each of at.seats.
func newTable(t *testing.T, procs []*proc, addrs []string, spec string, at tableNodes) *deal {
	seatNodes, watchNode := at.seats, at.watch
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	d := &deal{t: t, procs: procs, acked: map[uint64]int{}}
	d.watcher = newClient(t, addrs, watchNode)
	if err := d.watcher.connect(ctx); err != nil {
		t.Fatal(err)
	}
	var cr CreateReply
	if err := d.watcher.call(ctx, "create", CreateRequest{Spec: []byte(spec)}, &cr); err != nil {
		t.Fatalf("create: %v", err)
	}
	d.id = cr.Table
	if err := d.watcher.subscribe(ctx, WatchChannel(d.id), nil); err != nil {
		t.Fatalf("watch: %v", err)
	}
	for i, node := range seatNodes {
		c := newClient(t, addrs, node)
		if err := c.connect(ctx); err != nil {
			t.Fatal(err)
		}
		var jr JoinReply
		if err := c.call(ctx, "join", JoinRequest{Table: d.id, Seat: i, Name: fmt.Sprintf("p%d", i)}, &jr); err != nil || jr.Seat != i {
			t.Fatalf("join seat %d: %+v %v", i, jr, err)
		}
		// Another seat's channel is refused, even with a real secret.
		if i > 0 {
			err := c.subscribe(ctx, SeatChannel(d.id, i-1), SubscribeData{Secret: jr.Secret})
			if err == nil {
				t.Fatalf("seat %d subscribed to seat %d's channel", i, i-1)
			}
			c.mu.Lock()
			delete(c.subs, SeatChannel(d.id, i-1))
			c.mu.Unlock()
		}
		if err := c.subscribe(ctx, SeatChannel(d.id, i), SubscribeData{Secret: jr.Secret}); err != nil {
			t.Fatalf("seat %d subscribes: %v", i, err)
		}
		d.seats = append(d.seats, c)
		d.secrets = append(d.secrets, jr.Secret)
	}
	return d
}

// play plays the deal to its end; during is called with the highest seq
// seen, about every 20ms, until the deal ends.
func (d *deal) play(timeout time.Duration, during func(seq uint64)) {
	d.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	errc := make(chan error, len(d.seats))
	for i, c := range d.seats {
		go func() { errc <- d.playSeat(ctx, c, i) }()
	}
	done := 0
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for done < len(d.seats) {
		select {
		case err := <-errc:
			if err != nil {
				d.t.Fatalf("a seat could not play: %v", err)
			}
			done++
		case <-tick.C:
			if during != nil {
				var hi uint64
				for i, c := range d.seats {
					if u := c.update(SeatChannel(d.id, i)); u != nil && u.Seq > hi {
						hi = u.Seq
					}
				}
				during(hi)
			}
		}
	}
}

// playSeat makes seat's moves, chosen by the random player, until the
// table has finished.
func (d *deal) playSeat(ctx context.Context, c *client, seat int) error {
	ch := SeatChannel(d.id, seat)
	r := rand.New(rand.NewPCG(uint64(seat), 99))
	tried := ^uint64(0)
	for {
		if _, err := c.ensure(ctx); err != nil {
			return err
		}
		u := c.update(ch)
		if u != nil && u.State == table.Finished {
			return nil
		}
		if u != nil && u.State == table.Playing && u.View.Turn != nil && u.Seq != tried {
			tried = u.Seq
			m, err := player.Random{}.Choose(u.View, r)
			if err != nil {
				return err
			}
			var rep MoveReply
			err = c.call(ctx, "move", MoveRequest{Table: d.id, Secret: d.secrets[seat], Seq: u.Seq, Move: m}, &rep)
			var ce *callError
			switch {
			case err == nil:
				d.mu.Lock()
				if s, dup := d.acked[rep.Seq]; dup {
					d.mu.Unlock()
					return fmt.Errorf("seq %d accepted twice (seats %d and %d)", rep.Seq, s, seat)
				}
				d.acked[rep.Seq] = seat
				d.mu.Unlock()
			case errors.As(err, &ce) && ce.Code == CodeStale:
			default:
				return fmt.Errorf("seat %d, move %v at seq %d: %w", seat, m, u.Seq, err)
			}
		}
		select {
		case <-c.updates:
		case <-time.After(300 * time.Millisecond):
		case <-ctx.Done():
			return fmt.Errorf("seat %d: the deal did not end in time (last update %+v)", seat, summary(u))
		}
	}
}

func summary(u *table.Update) string {
	if u == nil {
		return "none"
	}
	return fmt.Sprintf("seq %d %s", u.Seq, u.State)
}

// owner returns the process that owns the table now.
func (d *deal) owner(ctx context.Context) (*proc, int64) {
	c := redisFor(d.t)
	l, err := NewLeases(c, testPrefix, "test", time.Second)
	if err != nil {
		d.t.Fatal(err)
	}
	o, ok, err := l.Owner(ctx, d.id)
	if err != nil || !ok {
		return nil, 0
	}
	for _, p := range d.procs {
		if strings.HasPrefix(o.Holder, p.Name+"/") {
			return p, o.Version
		}
	}
	return nil, o.Version
}

// check asserts what every deal must show: every seat saw every update to
// the end, only its own cards; the spectator none; the stored record is
// complete, valid by the referee and holds each accepted move once.
func (d *deal) check() {
	t := d.t
	final := d.seats[0].update(SeatChannel(d.id, 0))
	if final == nil || final.State != table.Finished {
		t.Fatalf("seat 0's last update: %s", summary(final))
	}
	// Every update seen by every seat, and the hands disjoint at each seq.
	hands := map[uint64][]card.Set{}
	for i, c := range d.seats {
		seen := map[uint64]bool{}
		for _, r := range c.publications() {
			u := r.pub.Update
			if u == nil {
				continue
			}
			if u.Seat != i || u.View.Seat != i {
				t.Fatalf("seat %d got an update of seat %d", i, u.View.Seat)
			}
			if u.Move != nil && u.Move.Seat != i && u.Move.Kind == variant.Pass && u.Move.Cards != 0 {
				t.Fatalf("seat %d was shown seat %d's passed cards", i, u.Move.Seat)
			}
			seen[u.Seq] = true
			if hands[u.Seq] == nil {
				hands[u.Seq] = make([]card.Set, len(d.seats))
			}
			hands[u.Seq][i] = u.View.Hand
		}
		var missing []uint64
		for s := uint64(1); s <= final.Seq; s++ {
			if !seen[s] {
				missing = append(missing, s)
			}
		}
		if len(missing) > 0 {
			t.Errorf("seat %d did not see the updates %v of 1..%d", i, missing, final.Seq)
		}
	}
	for seq, hs := range hands {
		var all card.Set
		for _, h := range hs {
			if all&h != 0 {
				t.Fatalf("at seq %d two seats were shown the same card", seq)
			}
			all |= h
		}
	}
	for _, r := range d.watcher.publications() {
		if u := r.pub.Update; u != nil && (u.View.Hand != 0 || u.Seat != -1) {
			t.Fatalf("the spectator was shown a hand at seq %d", u.Seq)
		}
	}
	// The record stored in PostgreSQL.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	st := d.store
	if st == nil {
		pg, err := storage.OpenPostgres(ctx, os.Getenv("BQ_TEST_POSTGRES"))
		if err != nil {
			t.Fatal(err)
		}
		defer pg.Close()
		st = pg
	}
	var row *storage.Table
	var err error
	for row == nil || row.State != table.Finished {
		if row, err = st.Load(ctx, d.id); err != nil && !errors.Is(err, storage.ErrNotFound) {
			t.Fatal(err)
		}
		if ctx.Err() != nil {
			t.Fatalf("the finished table is not stored: %v", row)
		}
		time.Sleep(50 * time.Millisecond)
	}
	v := record.Judge(row.Record)
	if !v.Valid {
		t.Fatalf("the stored record is not valid: %+v", v)
	}
	if len(row.Record.Deals) != 1 {
		t.Fatalf("the stored record has %d deals, want 1", len(row.Record.Deals))
	}
	actions := row.Record.Deals[0].Actions
	var seqs []uint64
	d.mu.Lock()
	for s := range d.acked {
		seqs = append(seqs, s)
	}
	d.mu.Unlock()
	sort.Slice(seqs, func(i, j int) bool { return seqs[i] < seqs[j] })
	if len(actions) != len(seqs) || uint64(len(actions))+1 != final.Seq || row.Seq != final.Seq {
		t.Fatalf("the record has %d actions, %d moves were accepted (seqs %v), the last seq is %d (stored %d)",
			len(actions), len(seqs), seqs, final.Seq, row.Seq)
	}
	for i, s := range seqs {
		if s != uint64(i)+2 || actions[i].Seat != d.acked[s] {
			t.Fatalf("accepted move %d (seq %d, seat %d) is not action %d of the record (seat %d)", i, s, d.acked[s], i, actions[i].Seat)
		}
	}
	t.Logf("table %s: %d moves, each once; the record is valid (totals %v)", d.id, len(actions), v.Totals)
}

// TestClusterPlaysADeal: three nodes, four clients on different nodes
// play a whole Black Maria deal at one table.
func TestClusterPlaysADeal(t *testing.T) {
	services(t)
	procs := startNodes(t, 3, testTTL)
	d := newDeal(t, procs, []int{0, 1, 2, 0}, 0)
	d.play(60*time.Second, nil)
	d.check()
	// A retry of the last move after the table has ended and left the
	// live records (its reply lost) is answered with its seq from the
	// stored record; another move is refused as finished.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pg, err := storage.OpenPostgres(ctx, os.Getenv("BQ_TEST_POSTGRES"))
	if err != nil {
		t.Fatal(err)
	}
	defer pg.Close()
	row, err := pg.Load(ctx, d.id)
	if err != nil {
		t.Fatal(err)
	}
	actions := row.Record.Deals[0].Actions
	last := actions[len(actions)-1]
	seq := uint64(len(actions)) // the seq the last move was made on
	c := d.seats[(last.Seat+1)%len(d.seats)]
	for wait := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if _, live, _ := NewLive(redisFor(t), testPrefix).Read(ctx, d.id); !live {
			break
		}
		if time.Now().After(wait) {
			t.Fatal("the finished table's live record stays")
		}
	}
	var rep MoveReply
	if err := c.call(ctx, "move", MoveRequest{Table: d.id, Secret: d.secrets[last.Seat], Seq: seq, Move: last}, &rep); err != nil || rep.Seq != seq+1 {
		t.Fatalf("a retry of the last move after the end: %+v %v, want seq %d", rep, err, seq+1)
	}
	other := actions[len(actions)-2]
	err = c.call(ctx, "move", MoveRequest{Table: d.id, Secret: d.secrets[other.Seat], Seq: seq, Move: other}, &rep)
	var ce *callError
	if !errors.As(err, &ce) || ce.Code != CodeRefused {
		t.Fatalf("another move after the end: %+v %v, want refused", rep, err)
	}
}

// dealOwnedApart starts three nodes and a deal whose seats are on nodes 0
// and 1, created by the spectator on node 2, which so owns it: the owner
// can die or stall while the seats play on. (A node too busy to renew its
// lease in time loses the table to another before that; the tests act on
// whoever owns the table when they kill or pause it.)
func dealOwnedApart(t *testing.T) *deal {
	services(t)
	procs := startNodes(t, 3, testTTL)
	return newDeal(t, procs, []int{0, 1, 0, 1}, 2)
}

// failoverBound is the longest the tests allow between the owner's death
// and another node owning the table: a guard against a takeover that
// does not come. The time taken is logged; it is about the lease's TTL.
const failoverBound = 4*testTTL + 4*time.Second

// TestClusterFailover: the owner is killed in the middle of the deal;
// another node takes the table over within a few seconds and the clients
// finish the deal.
func TestClusterFailover(t *testing.T) {
	d := dealOwnedApart(t)
	ctx := context.Background()
	var first *proc
	var v1 int64
	var killed time.Time
	var took time.Duration
	d.play(90*time.Second, func(seq uint64) {
		if killed.IsZero() && seq >= 20 {
			if first, v1 = d.owner(ctx); first == nil {
				return // between two owners: look again
			}
			if err := first.Cmd.Process.Kill(); err != nil { // SIGKILL
				t.Fatal(err)
			}
			killed = time.Now()
			t.Logf("killed %s, the owner (lease version %d), at seq %d", first.Name, v1, seq)
		}
		if !killed.IsZero() && took == 0 {
			if p, v := d.owner(ctx); p != nil && p != first && v > v1 {
				took = time.Since(killed)
				t.Logf("%s owns the table (lease version %d) %v after the kill", p.Name, v, took.Round(time.Millisecond))
			}
		}
	})
	if killed.IsZero() {
		t.Fatal("the deal ended before the owner was killed")
	}
	if took == 0 || took > failoverBound {
		t.Fatalf("no takeover within %v of the kill (%v)", failoverBound, took)
	}
	d.check()
}

// heardFrom reports whether one of the observers that are not on node
// skip heard a publication of node name under lease version v.
func heardFrom(observers []*client, skip int, name string, v int64) bool {
	for i, o := range observers {
		if i == skip {
			continue
		}
		for _, r := range o.publications() {
			if r.pub.Node == name && r.pub.Version == v {
				return true
			}
		}
	}
	return false
}

// TestClusterFencing: the owner is paused (SIGSTOP) past its lease,
// another node takes over, then the old owner resumes: it publishes
// nothing more for the table and writes nothing (fencing by the lease's
// version).
func TestClusterFencing(t *testing.T) {
	d := dealOwnedApart(t)
	ctx := context.Background()
	// An observer on each node subscribes to every channel of the table:
	// those on the nodes that are not paused hear what the nodes publish
	// through Redis, without the buffers of the old owner's own
	// connections in between.
	var observers []*client
	for i, p := range d.procs {
		o := newClient(t, []string{p.Addr}, 0)
		if err := o.connect(ctx); err != nil {
			t.Fatal(err)
		}
		if err := o.subscribe(ctx, WatchChannel(d.id), nil); err != nil {
			t.Fatalf("observer %d: %v", i, err)
		}
		for s, secret := range d.secrets {
			if err := o.subscribe(ctx, SeatChannel(d.id, s), SubscribeData{Secret: secret}); err != nil {
				t.Fatalf("observer %d: %v", i, err)
			}
		}
		observers = append(observers, o)
	}
	var first *proc
	firstAt := -1 // first's index in d.procs
	var v1 int64
	var stopped, resumed time.Time
	var stoppedAt uint64
	var next *proc
	var v2 int64
	liveChecked := false
	live := NewLive(redisFor(t), testPrefix)
	d.play(90*time.Second, func(seq uint64) {
		switch {
		case stopped.IsZero() && seq >= 15:
			// The owner now, once the observers elsewhere have heard it
			// under its lease (so that what it says after it resumes can
			// be told apart).
			p, v := d.owner(ctx)
			if p == nil {
				return
			}
			at := slices.Index(d.procs, p)
			if !heardFrom(observers, at, p.Name, v) {
				return
			}
			first, firstAt, v1 = p, at, v
			if err := first.Cmd.Process.Signal(syscall.SIGSTOP); err != nil {
				t.Fatal(err)
			}
			stopped, stoppedAt = time.Now(), seq
			t.Logf("paused %s, the owner (lease version %d), at seq %d", first.Name, v1, seq)
		case !stopped.IsZero() && resumed.IsZero():
			p, v := d.owner(ctx)
			if p != nil && p != first && v > v1 && seq >= stoppedAt+5 {
				if err := first.Cmd.Process.Signal(syscall.SIGCONT); err != nil {
					t.Fatal(err)
				}
				resumed, next, v2 = time.Now(), p, v
				t.Logf("%s took over (version %d); resumed %s %v after the pause, at seq %d", p.Name, v, first.Name, resumed.Sub(stopped).Round(time.Millisecond), seq)
			}
		case !resumed.IsZero() && !liveChecked && time.Since(resumed) > testTTL:
			// The old owner has had time to act: the live record is still
			// the new owner's (or a later one's).
			liveChecked = true
			if e, ok, err := live.Read(ctx, d.id); err != nil || ok && e.Version < v2 {
				t.Errorf("the live record after the old owner resumed: %+v %v %v, want version >= %d", e, ok, err, v2)
			}
		}
	})
	if resumed.IsZero() {
		t.Fatal("the deal ended before the paused owner was resumed")
	}
	// Anything the old owner would still say has arrived once every
	// client has seen the table's end (the new owner's last publication)
	// and the old owner has had a whole lease's time after it resumed.
	time.Sleep(time.Until(resumed.Add(2 * testTTL)))
	// The record the new owner took over: its takeover of this table
	// under the version seen.
	takeover := regexp.MustCompile(fmt.Sprintf(`table %s: taken over at seq (\d+) from the [a-z ]+ \(lease version %d\)`, d.id, v2))
	var m []string
	if !next.WaitLog(func(log string) bool { m = takeover.FindStringSubmatch(log); return m != nil }) {
		t.Fatalf("%s did not log its takeover of %s under version %d:\n%s", next.Name, d.id, v2, next.Log())
	}
	takenAt, _ := strconv.ParseUint(m[1], 10, 64)
	// The receivers are the fence: a publication the old owner had decided
	// before its pause may still arrive after it resumes, but it holds no
	// change past the record the new owner took over, and a client that
	// has seen the new version ignores the old one.
	late := 0
	for i, c := range append([]*client{d.watcher}, d.seats...) {
		for _, r := range c.publications() {
			if r.pub.Node != first.Name || r.pub.Version != v1 || !r.at.After(resumed) {
				continue
			}
			late++
			if r.pub.Update == nil || r.pub.Update.Seq > takenAt {
				t.Errorf("client %d got from the deposed owner, after it resumed, what the record it lost does not hold: %s %s (taken over at seq %d)",
					i-1, r.pub.T, summary(r.pub.Update), takenAt)
			}
		}
		c.mu.Lock()
		if c.version < v2 {
			t.Errorf("client %d ends on lease version %d, want %d", i-1, c.version, v2)
		}
		c.mu.Unlock()
	}
	t.Logf("publications of the deposed owner decided before its pause and delivered after it: %d (none past seq %d)", late, takenAt)
	// The owner fences itself: nothing it published under its old lease
	// reached the observers on the other nodes after it resumed but what
	// it had decided before its pause (checked its lease for at At, by
	// its clock); in the runs seen, nothing at all.
	heard, after := 0, 0
	for i, o := range observers {
		if i == firstAt {
			continue // on the paused node
		}
		for _, r := range o.publications() {
			if r.pub.Node != first.Name || r.pub.Version != v1 {
				continue // another owner, or the same node under a later lease (it may win the table back)
			}
			heard++
			if !r.at.After(resumed) {
				continue
			}
			after++
			if r.pub.At.After(stopped.Add(100 * time.Millisecond)) {
				t.Errorf("observer %d heard from %s, after it resumed, a publication it decided after its pause: %s %s at %s (paused %s, resumed %s)",
					i, first.Name, r.pub.T, summary(r.pub.Update), r.pub.At.Format("15:04:05.000"), stopped.Format("15:04:05.000"), resumed.Format("15:04:05.000"))
			}
		}
	}
	t.Logf("the observers heard %d publications of %s under version %d, %d of them after it resumed (each decided before its pause)", heard, first.Name, v1, after)
	stopping := fmt.Sprintf("table %s: ", d.id)
	if !first.WaitLog(func(log string) bool {
		for _, line := range strings.Split(log, "\n") {
			if strings.Contains(line, stopping) && strings.Contains(line, "stopping it on this node") {
				return true
			}
		}
		return false
	}) {
		t.Errorf("the resumed owner did not say it stopped the table:\n%s", first.Log())
	}
	d.check()
}
