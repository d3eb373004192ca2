package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/table"
	"github.com/coder/websocket"
)

// loadTables and loadSeats are the load benchmark's size: 200 Hearts
// tables of four people, each a WebSocket client on loopback.
const (
	loadTables = 200
	loadSeats  = 4
)

// loadBound is the longest a run of the load may take: a run that has
// not ended by then fails, saying why its clients' connections ended,
// instead of waiting for ever.
const loadBound = 5 * time.Minute

// BenchmarkLoad is the load test (not a timed test: run it by hand, see the
// README): loadTables tables of four WebSocket clients on loopback, each
// client playing random legal moves as soon as its seat may act (and
// asking for the next deal between deals). b.N is the number of moves
// played in all. It reports moves per second, the p50 and p99 latency from
// a move being sent to the last of the table's four seats receiving the
// update it made, and the heap per table: idle (the table and its record
// alone) and with its four live connections (both ends, since the clients
// run in the same process).
//
//	go test -run '^$' -bench Load -benchtime 20000x ./programs/server
func BenchmarkLoad(b *testing.B) {
	o := testOptions(b)
	o.pace.botDelay = 0
	o.rate = 1000 // the clients play as fast as they can
	r := startLoad(b, o, loadTables)
	defer r.stop()
	r.target = int64(b.N)
	b.ResetTimer()
	start := time.Now()
	cpu0 := cpuTime()
	r.play(b, loadBound)
	elapsed := time.Since(start)
	cpu := cpuTime() - cpu0
	b.StopTimer()
	if len(r.lat) == 0 {
		if b.N < loadTables {
			return // the one-move run the testing package makes first: its move may not arrive within the second allowed on a busy machine
		}
		b.Fatal("no move reached every seat")
	}
	b.ReportMetric(float64(r.moves.Load())/(elapsed-time.Second).Seconds(), "moves/s")
	b.ReportMetric(float64(r.percentile(0.50).Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(r.percentile(0.99).Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(r.idle-r.before)/loadTables/1024, "KiB/idle-table")
	b.ReportMetric(float64(r.live-r.before)/loadTables/1024, "KiB/live-table")
	b.ReportMetric(float64(len(r.lat)), "moves-timed")
	// On a shared machine the process gets only part of a core; moves per
	// second of its own CPU time (server and clients together) does not
	// depend on that.
	b.ReportMetric(float64(r.moves.Load())/cpu.Seconds(), "moves/cpu-s")
}

// TestPacedLoad measures the latency of a node at a card table's pace:
// BQ_PACED_TABLES tables of four WebSocket clients on loopback, each table
// making one move a second (its first at an offset of its own within the
// first second, so the moves are spread evenly), for BQ_PACED_FOR (a
// duration; 60s if unset). It is a measurement, not a check, and runs
// only when asked:
//
//	BQ_PACED_TABLES=1000 BQ_PACED_FOR=60s go test -run TestPacedLoad -v -timeout 20m ./programs/server
//
// It logs the p50 and p99 latency from a move being sent to the last of
// its table's four seats receiving the update it made, the moves per
// second offered and achieved (moves that reached all four seats within
// the run), the processor time of the process (server and clients
// together), the heap, and the load average before and at the end.
func TestPacedLoad(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("BQ_PACED_TABLES"))
	if n <= 0 {
		t.Skip("a measurement: set BQ_PACED_TABLES=N (tables) to run it")
	}
	d := time.Minute
	if s := os.Getenv("BQ_PACED_FOR"); s != "" {
		var err error
		if d, err = time.ParseDuration(s); err != nil || d <= 0 {
			t.Fatalf("BQ_PACED_FOR=%q: want a positive duration such as 60s", s)
		}
	}
	o := testOptions(t) // no per-client limits (options.limits is nil)
	o.pace.botDelay = 0
	o.rate = 0 // and no per-connection rate
	load0 := loadAverage()
	r := startLoad(t, o, n)
	defer r.stop()
	r.every = time.Second
	r.target = -1 // no bound: the run ends after d of play
	r.playFor = d
	r.play(t, d+loadBound)
	cpu := cpuTime() - r.cpuReleased
	elapsed := time.Since(r.released)
	load1 := loadAverage()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	if len(r.lat) == 0 {
		t.Fatal("no move reached every seat")
	}
	t.Logf("%d tables of %d clients, one move a second each, for %v: %d moves sent, %d reached all four seats: %.0f moves/s offered, %.0f achieved",
		n, loadSeats, d, r.moves.Load(), len(r.lat), float64(n)/r.every.Seconds(), float64(len(r.lat))/d.Seconds())
	t.Logf("move to its update at every seat: p50 %v, p90 %v, p99 %v, max %v",
		r.percentile(0.50).Round(time.Millisecond), r.percentile(0.90).Round(time.Millisecond), r.percentile(0.99).Round(time.Millisecond), r.percentile(1).Round(time.Millisecond))
	t.Logf("processor time %v over the %v of play: %.2f cores (server and clients); heap %.0f MiB in use at the end (%.0f MiB after a collection with every client connected, %.0f MiB before they were); %d goroutines",
		cpu.Round(time.Millisecond), elapsed.Round(time.Millisecond), cpu.Seconds()/elapsed.Seconds(),
		float64(m.HeapAlloc)/(1<<20), float64(r.live)/(1<<20), float64(r.idle)/(1<<20), runtime.NumGoroutine())
	t.Logf("load average before: %s; at the end: %s", load0, load1)
}

// seatJoin is a seat a load's client holds: the table, the seat's
// secret and its number.
type seatJoin struct {
	table  string
	secret string
	seat   int
}

// loadRun is one run of the load: a server with its tables made and
// seated, the clients' shared counters and what they measured.
type loadRun struct {
	ws    string
	joins [][]seatJoin // by table, by seat
	stop  func()
	// before, idle and live are the heap in use before the tables were
	// made, after, and with every client connected.
	before, idle, live uint64

	// target is how many moves the clients send in all before the run
	// ends (a second later); below 0, they play until its deadline.
	target int64
	// every is each table's pace: a move at most this often (0: as soon
	// as a seat may act); a paced run plays for playFor once every
	// client is connected, its tables' first moves spread evenly over
	// the first pace.
	every, playFor time.Duration
	// released is when the clients were let play; cpuReleased, the
	// process's processor time then.
	released    time.Time
	cpuReleased time.Duration

	moves  atomic.Int64 // sent
	cancel context.CancelFunc

	mu   sync.Mutex
	lat  []time.Duration // from a move sent to its update at every seat
	gone map[string]int  // why clients' connections ended early, counted
}

// startLoad starts a server with o and makes n tables of loadSeats
// people, every seat taken.
func startLoad(tb testing.TB, o options, n int) *loadRun {
	tb.Helper()
	base, stop := startServer(tb, o)
	r := &loadRun{ws: wsURL(base), stop: stop, gone: map[string]int{}}
	http.DefaultTransport.(*http.Transport).MaxIdleConnsPerHost = 64
	r.before = heapInUse()
	for range n {
		var g seatGrant
		if code := post0(base+"/api/tables", createRequest{spec: spec{Game: "hearts", Seats: loadSeats, Bots: make([]string, loadSeats)}, Name: "p0"}, &g); code != http.StatusCreated {
			stop()
			tb.Fatalf("create: %d", code)
		}
		seats := []seatJoin{{g.Table, g.Secret, 0}}
		for i := 1; i < loadSeats; i++ {
			var j seatGrant
			if code := post0(base+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: fmt.Sprintf("p%d", i)}, &j); code != http.StatusOK {
				stop()
				tb.Fatalf("join: %d", code)
			}
			seats = append(seats, seatJoin{j.Table, j.Secret, i})
		}
		r.joins = append(r.joins, seats)
	}
	r.idle = heapInUse()
	return r
}

// play connects every seat's client, lets them play until the target is
// reached or bound has passed, and closes the connections. A run that
// reaches its bound with a target left fails the test.
func (r *loadRun) play(tb testing.TB, bound time.Duration) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	r.cancel = cancel
	s := &loadStart{allReady: make(chan struct{}), conns: make(chan *websocket.Conn, len(r.joins)*loadSeats)}
	s.ready.Add(len(r.joins) * loadSeats)
	var wg sync.WaitGroup
	var lts []*loadTable
	for ti, seats := range r.joins {
		lt := &loadTable{index: ti, sent: map[uint64]time.Time{}, seen: map[uint64]int{}, claimed: map[uint64]time.Time{}}
		lts = append(lts, lt)
		for _, sj := range seats {
			wg.Go(func() { r.client(ctx, tb, s, lt, sj) })
		}
	}
	s.ready.Wait()
	r.live = heapInUse()
	r.released, r.cpuReleased = time.Now(), cpuTime()
	if r.every > 0 {
		for ti, lt := range lts {
			lt.due = r.released.Add(r.every * time.Duration(ti) / time.Duration(len(lts)))
		}
		time.AfterFunc(r.playFor, cancel)
	}
	close(s.allReady)
	wg.Wait()
	close(s.conns)
	for c := range s.conns {
		c.CloseNow()
	}
	slices.Sort(r.lat)
	if len(r.gone) > 0 {
		tb.Logf("connections that ended before the run did: %v", r.gone)
	}
	if r.target >= 0 && r.moves.Load() < r.target && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		tb.Fatalf("the load did not end within %v: %d of %d moves sent; connections that ended early: %v", bound, r.moves.Load(), r.target, r.gone)
	}
}

// loadStart is how a run's clients start together: each connects and
// subscribes, is ready, and moves once all are.
type loadStart struct {
	ready    sync.WaitGroup
	allReady chan struct{}
	conns    chan *websocket.Conn
}

// loadTable is one table of a run: when each move was sent (by the Seq
// it makes) and how many seats have seen it; in a paced run, the Seqs a
// move was sent for and when the next may be.
type loadTable struct {
	index   int
	mu      sync.Mutex
	sent    map[uint64]time.Time
	seen    map[uint64]int
	claimed map[uint64]time.Time
	due     time.Time
}

// client is the client of seat sj at table lt: it connects, subscribes
// to its seat's channel, and plays random legal moves when its seat may
// act (asking for the next deal between deals) until ctx ends or the run
// has sent its target.
func (r *loadRun) client(ctx context.Context, tb testing.TB, s *loadStart, lt *loadTable, sj seatJoin) {
	si := sj.seat
	c, _, err := websocket.Dial(ctx, r.ws, nil)
	if err != nil {
		if ctx.Err() == nil {
			tb.Error(err)
		}
		s.ready.Done()
		return
	}
	c.SetReadLimit(1 << 20)
	s.conns <- c
	seat := fmt.Sprintf(`{"table": %q, "secret": %q`, sj.table, sj.secret)
	hello := fmt.Sprintf(`{"id":1,"connect":{}}`+"\n"+`{"id":2,"subscribe":{"channel":%q,"data":{"secret":%q}}}`,
		tables.SeatChannel(sj.table, si), sj.secret)
	_ = c.Write(ctx, websocket.MessageText, []byte(hello))
	s.ready.Done()
	<-s.allReady
	rnd := rand.New(rand.NewPCG(uint64(lt.index), uint64(si)))
	var lastSeq uint64
	id := 2
	pong := false // the connect reply says whether the node wants its pings answered
	for {
		_, msg, err := c.Read(ctx)
		if err != nil {
			if ctx.Err() == nil {
				r.mu.Lock()
				r.gone[goneReason(err)]++
				r.mu.Unlock()
			}
			return
		}
		for _, line := range strings.Split(strings.TrimSpace(string(msg)), "\n") {
			if line == "{}" {
				// A ping. Centrifuge closes a connection ("bad request",
				// 3501) that answers one ping twice, as a client does
				// when its answer to one arrives after the next was sent
				// (a client more than a ping interval behind, on a busy
				// machine); the node asks for no answers (no "pong" in
				// its connect reply): answer only when asked.
				if pong {
					_ = c.Write(ctx, websocket.MessageText, []byte("{}"))
				}
				continue
			}
			u, connect := loadUpdate(line)
			if connect != nil {
				pong = connect.Pong
			}
			if u == nil {
				continue
			}
			r.seen(lt, u.Seq, lastSeq)
			lastSeq = u.Seq
			if r.target >= 0 && r.moves.Load() >= r.target {
				continue
			}
			switch {
			case u.State == table.BetweenDeals && !u.Seats[u.Seat].Ready:
				id++
				_ = c.Write(ctx, websocket.MessageText, fmt.Appendf(nil, `{"id":%d,"rpc":{"method":"next","data":%s}}}`, id, seat))
			case u.View.Turn != nil:
				mv, err := (player.Random{}).Choose(u.View, rnd)
				if err != nil {
					continue
				}
				mb, _ := json.Marshal(mv)
				id++
				out := fmt.Appendf(nil, `{"id":%d,"rpc":{"method":"move","data":%s, "seq": %d, "move": %s}}}`, id, seat, u.Seq, mb)
				r.send(ctx, c, lt, u.Seq+1, out)
			}
		}
	}
}

// seen counts the update of seq as received by one more seat of lt
// (unless it repeats the client's last, lastSeq), timing the move that
// made it once every seat has it.
func (r *loadRun) seen(lt *loadTable, seq, lastSeq uint64) {
	now := time.Now()
	lt.mu.Lock()
	defer lt.mu.Unlock()
	at, ok := lt.sent[seq]
	if !ok || seq == lastSeq {
		return
	}
	if lt.seen[seq]++; lt.seen[seq] < loadSeats {
		return
	}
	r.mu.Lock()
	r.lat = append(r.lat, now.Sub(at))
	r.mu.Unlock()
	delete(lt.sent, seq)
	delete(lt.seen, seq)
	delete(lt.claimed, seq)
}

// send sends out, a move that makes seq at lt: at once, or in a paced
// run when the table's next move is due (and only if no other seat's
// client has claimed seq within the last three paces: those of a table
// that may act at once take turns, and a move that went astray is made
// again).
func (r *loadRun) send(ctx context.Context, c *websocket.Conn, lt *loadTable, seq uint64, out []byte) {
	write := func() {
		lt.mu.Lock()
		if _, ok := lt.sent[seq]; !ok {
			lt.sent[seq] = time.Now()
		}
		lt.mu.Unlock()
		if c.Write(ctx, websocket.MessageText, out) == nil {
			if r.moves.Add(1) == r.target {
				go cancelAfter(r.cancel, time.Second)
			}
		}
	}
	if r.every <= 0 {
		write()
		return
	}
	now := time.Now()
	lt.mu.Lock()
	if at, ok := lt.claimed[seq]; ok && now.Sub(at) < 3*r.every {
		lt.mu.Unlock()
		return
	}
	at := lt.due
	if at.Before(now) {
		at = now
	}
	lt.claimed[seq] = at
	lt.due = at.Add(r.every)
	lt.mu.Unlock()
	time.AfterFunc(at.Sub(now), write)
}

// percentile is the latency at p (0 to 1) of the run's timed moves,
// sorted.
func (r *loadRun) percentile(p float64) time.Duration {
	return r.lat[int(p*float64(len(r.lat)-1))]
}

// goneReason says why a client's connection ended: the close code and
// reason the server sent, or the error.
func goneReason(err error) string {
	var ce websocket.CloseError
	if errors.As(err, &ce) {
		return fmt.Sprintf("closed %d %q", ce.Code, ce.Reason)
	}
	return err.Error()
}

// heapInUse is the heap in use after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// loadAverage is the machine's load average over 1, 5 and 15 minutes,
// as /proc/loadavg says ("?" where there is none).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// loadFrame is a frame of the protocol as the load's clients read it:
// the publications decoded in the same pass as the frame.
type loadFrame struct {
	Connect   *loadConnect `json:"connect"`
	Subscribe *struct {
		Data tables.Publication `json:"data"`
	} `json:"subscribe"`
	Push *struct {
		Pub *struct {
			Data tables.Publication `json:"data"`
		} `json:"pub"`
		Message *struct { // the catch-up after a subscription
			Data tables.Publication `json:"data"`
		} `json:"message"`
	} `json:"push"`
}

// loadConnect is the part of the node's connect reply the load's clients
// read: whether the node wants its pings answered.
type loadConnect struct {
	Pong bool `json:"pong"`
}

// loadUpdate is the update a frame of the protocol carries (a
// publication, the subscription's first state or its catch-up), or nil;
// and the connect reply, if the frame is that.
func loadUpdate(line string) (*table.Update, *loadConnect) {
	var f loadFrame
	if json.Unmarshal([]byte(line), &f) != nil {
		return nil, nil
	}
	switch {
	case f.Subscribe != nil:
		return f.Subscribe.Data.Update, nil
	case f.Push != nil && f.Push.Pub != nil:
		return f.Push.Pub.Data.Update, nil
	case f.Push != nil && f.Push.Message != nil:
		return f.Push.Message.Data.Update, nil
	}
	return nil, f.Connect
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cancelAfter ends the load after the last moves had time to arrive.
func cancelAfter(cancel context.CancelFunc, d time.Duration) {
	time.Sleep(d)
	cancel()
}

// post0 is post for a benchmark.
func post0(url string, body, out any) int {
	b, _ := json.Marshal(body)
	r, err := http.Post(url, "application/json", strings.NewReader(string(b)))
	if err != nil {
		return 0
	}
	defer r.Body.Close()
	_ = json.NewDecoder(r.Body).Decode(out)
	return r.StatusCode
}
