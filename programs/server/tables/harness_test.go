package tables

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/programs/server/internal/nodeproc"
	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/turntimer"
)

// TestMain runs a cluster node instead of the tests when the test binary
// is started as one (BQ_CLUSTER_NODE=NAME): the cluster tests start three
// such processes, so that one can be killed or paused.
func TestMain(m *testing.M) {
	if name := os.Getenv("BQ_CLUSTER_NODE"); name != "" {
		os.Exit(runNode(name))
	}
	os.Exit(m.Run())
}

// testSpec is the spec of the tables the tests play: persons only.
type testSpec struct {
	Game  string `json:"game"`
	Seats int    `json:"seats"`
	Deals int    `json:"deals"`
	Seed  uint64 `json:"seed"`
	// Turn, when set, is the length of an Old Maid turn ("8s"): the
	// timer runs at a table of people.
	Turn string `json:"turn,omitempty"`
}

func openTestSpec(raw json.RawMessage) (Spec, error) {
	var s testSpec
	if err := DecodeStrict(raw, &s); err != nil {
		return Spec{}, err
	}
	id, ok := games.ParseID(s.Game)
	if !ok {
		return Spec{}, fmt.Errorf("unknown game %q", s.Game)
	}
	cfg := table.Config{Game: id, Seats: make([]table.SeatConfig, s.Seats), Deals: s.Deals,
		Source: rand.NewPCG(s.Seed, 1), BotSource: rand.NewPCG(s.Seed, 2)}
	if s.Turn != "" {
		d, err := time.ParseDuration(s.Turn)
		if err != nil || d <= 0 {
			return Spec{}, fmt.Errorf("turn %q: want a duration", s.Turn)
		}
		cfg.Timer = turntimer.Config{Turn: d, Warn: d / 4, Short: d, Strikes: 2}
	}
	return Spec{Config: cfg, Bots: make([]string, s.Seats)}, nil
}

// runNode is a node process: it serves Centrifuge on a loopback port it
// prints ("listening ADDR"; BQ_LISTEN=HOST:PORT names it) and stops on
// SIGTERM. It is a node of the cluster of BQ_TEST_REDIS and
// BQ_TEST_POSTGRES, or, with BQ_ALONE_DB=FILE, a node alone on that
// SQLite database.
func runNode(name string) int {
	ttl, _ := time.ParseDuration(os.Getenv("BQ_LEASE_TTL"))
	ctx := context.Background()
	var st storage.Store
	var err error
	redisAddr := os.Getenv("BQ_TEST_REDIS")
	if file := os.Getenv("BQ_ALONE_DB"); file != "" {
		st, err = storage.OpenSQLite(file)
		redisAddr = ""
	} else {
		st, err = storage.OpenPostgres(ctx, os.Getenv("BQ_TEST_POSTGRES"))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer st.Close()
	logf := func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, time.Now().Format("15:04:05.000 ")+name+": "+format+"\n", args...)
	}
	n, err := New(Config{Name: name, Redis: redisAddr, LeaseTTL: ttl, Open: openTestSpec, Store: st, Logf: logf,
		Prefix: os.Getenv("BQ_PREFIX"), Republish: time.Second})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	addr := os.Getenv("BQ_LISTEN")
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	mux := http.NewServeMux()
	mux.Handle("/connection/websocket", n.Handler(func(*http.Request) bool { return true }))
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	fmt.Printf("listening %s\n", ln.Addr())
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, os.Interrupt)
	<-stop
	sctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	_ = n.Shutdown(sctx)
	_ = srv.Shutdown(sctx)
	return 0
}

// services returns the test Redis and PostgreSQL, or skips.
func services(t *testing.T) (redisAddr, pgURL string) {
	t.Helper()
	redisAddr, pgURL = os.Getenv("BQ_TEST_REDIS"), os.Getenv("BQ_TEST_POSTGRES")
	if redisAddr == "" || pgURL == "" {
		t.Skip("the cluster tests need Redis and PostgreSQL: set BQ_TEST_REDIS=HOST:PORT and BQ_TEST_POSTGRES=postgres://... (.ci/run starts both)")
	}
	redisFor(t)
	return redisAddr, pgURL
}

// proc is one node process.
type proc = nodeproc.Proc

// startNodes starts n node processes with the given lease TTL.
func startNodes(t *testing.T, n int, ttl time.Duration) []*proc {
	t.Helper()
	var procs []*proc
	for i := range n {
		name := fmt.Sprintf("node%d", i)
		procs = append(procs, nodeproc.Start(t, name, "BQ_CLUSTER_NODE="+name, "BQ_LEASE_TTL="+ttl.String(), "BQ_PREFIX="+testPrefix))
	}
	return procs
}

// received is one publication as a client got it.
type received struct {
	at  time.Time
	pub Publication
}

// client is a Centrifuge client over the JSON protocol, with the
// reconnection a real page does: to the next node when its node is gone.
type client struct {
	t     *testing.T
	addrs []string
	node  int

	mu      sync.Mutex
	conn    *websocket.Conn
	id      uint32
	waiting map[uint32]chan frame
	subs    map[string][]byte // channel -> subscribe data, resubscribed on reconnection
	log     []received        // every publication, before the version filter
	version int64             // the highest lease version seen
	latest  map[string]*table.Update
	updates chan struct{}
}

// frame is one reply or push of the protocol.
type frame struct {
	ID    uint32     `json:"id"`
	Error *callError `json:"error"`
	// Connect is the connect reply: Pong says whether the node wants its
	// pings answered.
	Connect *struct {
		Pong bool `json:"pong"`
	} `json:"connect"`
	RPC  *struct{ Data json.RawMessage } `json:"rpc"`
	Sub  *struct{ Data json.RawMessage } `json:"subscribe"`
	Push *struct {
		Channel string `json:"channel"`
		Pub     *struct {
			Data json.RawMessage `json:"data"`
		} `json:"pub"`
		Message *struct {
			Data json.RawMessage `json:"data"`
		} `json:"message"`
	} `json:"push"`
}

func newClient(t *testing.T, addrs []string, node int) *client {
	c := &client{t: t, addrs: addrs, node: node, waiting: map[uint32]chan frame{}, subs: map[string][]byte{},
		latest: map[string]*table.Update{}, updates: make(chan struct{}, 1)}
	t.Cleanup(c.close)
	return c
}

func (c *client) close() {
	c.mu.Lock()
	conn := c.conn
	c.conn = nil
	c.mu.Unlock()
	if conn != nil {
		conn.CloseNow()
	}
}

// connect dials the client's node, or the next ones, until one answers.
func (c *client) connect(ctx context.Context) error {
	for {
		addr := c.addrs[c.node%len(c.addrs)]
		dctx, cancel := context.WithTimeout(ctx, time.Second)
		conn, _, err := websocket.Dial(dctx, "ws://"+addr+"/connection/websocket", nil)
		cancel()
		if err == nil {
			conn.SetReadLimit(1 << 20)
			c.mu.Lock()
			c.conn = conn
			c.mu.Unlock()
			go c.read(conn)
			if _, err = c.send(ctx, conn, `"connect":{"name":"test"}`); err == nil {
				return nil
			}
			conn.CloseNow()
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		c.node++
		time.Sleep(100 * time.Millisecond)
	}
}

// read takes the node's frames: replies, publications, pings.
func (c *client) read(conn *websocket.Conn) {
	defer func() {
		c.mu.Lock()
		if c.conn == conn {
			c.conn = nil
		}
		for id, ch := range c.waiting {
			close(ch)
			delete(c.waiting, id)
		}
		c.mu.Unlock()
		conn.CloseNow()
	}()
	pong := false // the connect reply says whether the node wants its pings answered
	for {
		// A node pings every DefaultPing: one silent for longer than
		// silentAfter is taken for stalled, and the client moves on.
		rctx, cancel := context.WithTimeout(context.Background(), silentAfter)
		_, b, err := conn.Read(rctx)
		cancel()
		if err != nil {
			return
		}
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if line == "{}" {
				// Answer only when the node asks: it closes a
				// connection that answers one ping twice.
				if pong {
					_ = conn.Write(context.Background(), websocket.MessageText, []byte("{}"))
				}
				continue
			}
			var f frame
			if json.Unmarshal([]byte(line), &f) != nil {
				continue
			}
			if f.Connect != nil {
				pong = f.Connect.Pong
			}
			if f.Push != nil && f.Push.Pub != nil {
				c.take(f.Push.Channel, f.Push.Pub.Data, false)
				continue
			}
			if f.Push != nil && f.Push.Message != nil {
				var p Publication
				if json.Unmarshal(f.Push.Message.Data, &p) == nil && p.Channel != "" {
					c.take(p.Channel, f.Push.Message.Data, false)
				}
				continue
			}
			c.mu.Lock()
			ch := c.waiting[f.ID]
			delete(c.waiting, f.ID)
			c.mu.Unlock()
			if ch != nil {
				ch <- f
			}
		}
	}
}

// take keeps a publication: the newest update of each channel, unless
// its lease version is below one already seen. A subscription's first
// state (fresh) is taken as it is, as a page does: after a restart the
// table may stand behind what the client saw, and the client goes on
// from where it stands rather than wait for a seq it will never see.
func (c *client) take(ch string, data json.RawMessage, fresh bool) {
	var p Publication
	if json.Unmarshal(data, &p) != nil {
		return
	}
	c.mu.Lock()
	c.log = append(c.log, received{time.Now(), p})
	if fresh && p.Update != nil {
		c.version = p.Version
		c.latest[ch] = p.Update
	} else if p.Version >= c.version && p.Update != nil {
		c.version = p.Version
		if old := c.latest[ch]; old == nil || p.Update.Seq >= old.Seq {
			c.latest[ch] = p.Update
		}
	}
	c.mu.Unlock()
	select {
	case c.updates <- struct{}{}:
	default:
	}
}

var errConnection = errors.New("connection lost")

// silentAfter is how long a client hears nothing from its node (which
// pings every DefaultPing) before it connects to the next: a page does
// the same.
const silentAfter = DefaultPing + 1500*time.Millisecond

// stallTimeout is how long a client waits for a reply before it takes its
// node for stalled (paused) and connects to the next: long enough for a
// request forwarded to a table's owner on a busy machine, whose retries
// while the owner changes last up to twice the lease's TTL.
const stallTimeout = 10 * time.Second

// send sends one command and waits for its reply.
func (c *client) send(ctx context.Context, conn *websocket.Conn, body string) (frame, error) {
	c.mu.Lock()
	c.id++
	id := c.id
	ch := make(chan frame, 1)
	c.waiting[id] = ch
	c.mu.Unlock()
	msg := fmt.Sprintf(`{"id":%d,%s}`, id, body)
	if err := conn.Write(ctx, websocket.MessageText, []byte(msg)); err != nil {
		return frame{}, errConnection
	}
	select {
	case f, ok := <-ch:
		if !ok {
			return frame{}, errConnection
		}
		if f.Error != nil {
			return f, f.Error
		}
		return f, nil
	case <-ctx.Done():
		return frame{}, errConnection
	case <-time.After(stallTimeout): // a node that stalls
		conn.CloseNow()
		return frame{}, errConnection
	}
}

// ensure returns the client's connection, reconnecting (to the next
// node) and resubscribing when it was lost.
func (c *client) ensure(ctx context.Context) (*websocket.Conn, error) {
	for {
		c.mu.Lock()
		conn := c.conn
		c.mu.Unlock()
		if conn != nil {
			return conn, nil
		}
		c.node++
		if err := c.connect(ctx); err != nil {
			return nil, err
		}
		c.mu.Lock()
		conn = c.conn
		subs := make(map[string][]byte, len(c.subs))
		for k, v := range c.subs {
			subs[k] = v
		}
		c.mu.Unlock()
		if conn == nil {
			continue
		}
		ok := true
		for ch, data := range subs {
			if err := c.subscribeOn(ctx, conn, ch, data); err != nil {
				if !errors.Is(err, errConnection) {
					return nil, err
				}
				ok = false
				break
			}
		}
		if ok {
			return conn, nil
		}
	}
}

// do sends a command, reconnecting (and resubscribing) when the
// connection is lost, and retrying while the table's owner changes.
func (c *client) do(ctx context.Context, body string) (frame, error) {
	for {
		conn, err := c.ensure(ctx)
		if err != nil {
			return frame{}, err
		}
		f, err := c.send(ctx, conn, body)
		var ce *callError
		switch {
		case errors.Is(err, errConnection):
			if ctx.Err() != nil {
				return f, ctx.Err()
			}
			c.mu.Lock()
			if c.conn == conn {
				c.conn = nil
			}
			c.mu.Unlock()
			conn.CloseNow()
			continue
		case errors.As(err, &ce) && ce.Code == CodeUnavailable:
			time.Sleep(100 * time.Millisecond)
			continue
		}
		return f, err
	}
}

func (c *client) subscribeOn(ctx context.Context, conn *websocket.Conn, ch string, data []byte) error {
	for {
		f, err := c.send(ctx, conn, fmt.Sprintf(`"subscribe":{"channel":%q,"data":%s}`, ch, orNull(data)))
		var ce *callError
		if errors.As(err, &ce) && ce.Code == CodeUnavailable {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		if err != nil {
			return err
		}
		if f.Sub != nil && len(f.Sub.Data) > 0 {
			c.take(ch, f.Sub.Data, true)
		}
		return nil
	}
}

// subscribe subscribes to ch (again after every reconnection).
func (c *client) subscribe(ctx context.Context, ch string, data any) error {
	var b []byte
	if data != nil {
		b, _ = json.Marshal(data)
	}
	c.mu.Lock()
	c.subs[ch] = b
	c.mu.Unlock()
	conn, err := c.ensure(ctx)
	if err != nil {
		return err
	}
	err = c.subscribeOn(ctx, conn, ch, b)
	var ce *callError
	if errors.As(err, &ce) && ce.Code == 105 { // already subscribed: done by ensure
		return nil
	}
	if errors.Is(err, errConnection) {
		_, err = c.ensure(ctx)
	}
	return err
}

func orNull(b []byte) string {
	if b == nil {
		return "{}"
	}
	return string(b)
}

// call makes an RPC and decodes its reply into out.
func (c *client) call(ctx context.Context, method string, req, out any) error {
	b, _ := json.Marshal(req)
	f, err := c.do(ctx, fmt.Sprintf(`"rpc":{"method":%q,"data":%s}`, method, b))
	if err != nil {
		return err
	}
	if out != nil && f.RPC != nil {
		return json.Unmarshal(f.RPC.Data, out)
	}
	return nil
}

// update returns the newest update of ch.
func (c *client) update(ch string) *table.Update {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.latest[ch]
}

// publications returns every publication received so far.
func (c *client) publications() []received {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]received(nil), c.log...)
}

// dropTable stops the nodes and removes a table the test leaves
// unfinished, so that the nodes of the run's later tests do not take it
// over.
func dropTable(t *testing.T, procs []*proc, id string) {
	for _, p := range procs {
		_ = p.Cmd.Process.Kill()
	}
	r := redisFor(t)
	_ = r.Do(context.Background(), r.B().Del().Key(liveKey(testPrefix, id), leaseKey(testPrefix, id)).Build()).Error()
	// The store holds it in progress too: abandoned, under a version no
	// node will reach, no node of the run takes it over from there.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	st, err := storage.OpenPostgres(ctx, os.Getenv("BQ_TEST_POSTGRES"))
	if err != nil {
		t.Errorf("dropping table %s: %v", id, err)
		return
	}
	defer st.Close()
	if row, err := st.Load(ctx, id); err == nil {
		row.State, row.Version = table.Abandoned, math.MaxInt64
		if err := st.Save(ctx, row); err != nil {
			t.Errorf("dropping table %s: %v", id, err)
		}
	}
}
