package tables

import (
	"context"
	crand "crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/centrifugal/centrifuge"
	"github.com/redis/rueidis"

	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/table"
)

// Spec is what Config.Open makes of a table's spec: the table's
// configuration (its seats' built-in players included; no journal, no
// secrets, nothing to resume) and what the store keeps of it.
type Spec struct {
	Config table.Config
	Public bool
	// Bots names each seat's built-in player ("" for a person's seat).
	Bots []string
}

// Config is one node's configuration.
type Config struct {
	// Name names the node (letters, digits, '-', '_' and '.'); it must
	// differ between the nodes of a cluster.
	Name string
	// Redis is HOST:PORT of the Redis server the nodes share; empty runs
	// the node alone, with Centrifuge's in-memory broker and presence,
	// and the tables in progress kept in Store.
	Redis string
	// LeaseTTL is how long a table's lease lasts without renewal: how
	// long a table pauses when its owner dies. 0 is 3 seconds.
	LeaseTTL time.Duration
	// Open makes a table's configuration from its spec (the JSON a client
	// sends in a CreateRequest).
	Open func(spec json.RawMessage) (Spec, error)
	// Store keeps the finished tables (a cluster's shared database), and
	// the tables in progress of a node that runs alone.
	Store storage.Store
	// Prefix begins every Redis key and channel of the cluster, so that
	// several clusters may share one Redis; "" is "bq".
	Prefix string
	// Logf logs; nil is log.Printf.
	Logf func(format string, args ...any)
	// Rate bounds each connection's requests (RPCs and subscriptions): a
	// token bucket of RateBurst tokens refilled at Rate per second. A
	// request without a token is refused (CodeRateLimit) and changes
	// nothing; RateClose refusals in a row close the connection. 0 is
	// no limit.
	Rate float64
	// Idle, when set, closes a table this node owns that no client has
	// been subscribed to for that long (it is stored as abandoned).
	Idle time.Duration
	// BotsLife, when set, closes a table of built-in players only (no
	// person's seat) that long after it was created, watched or not (it
	// is stored as abandoned): nobody plays at it, and it must not keep a
	// node busy unattended.
	BotsLife time.Duration
	// Limit, when set, is asked before a client's connection creates a
	// table ("create"), takes a seat ("join"), names a table to watch or
	// ask about ("lookup": a subscription, "presence") or makes a seat's
	// request of a table ("named"), and after such a request found no
	// table ("miss"), with the connection's context (the HTTP request's
	// that opened it). An error refuses the request with CodeRateLimit
	// and its text, and changes nothing.
	Limit func(ctx context.Context, action string) error
	// Republish is how long a table's channels may go without a
	// publication: the owner then publishes each channel's newest update
	// again, so that a subscriber that missed one (the broker's
	// connection to Redis was lost, Redis restarted, a table was taken
	// over while a node resubscribed) is told where the table stands. 0
	// is DefaultRepublish; below 0 never.
	Republish time.Duration
	// Ping is how often the node pings each client (Centrifuge's ping,
	// told to the client in its connect reply): a client that hears
	// nothing for longer takes its node for gone and connects to another.
	// 0 is DefaultPing.
	Ping time.Duration
}

// Defaults of Config.
const (
	DefaultRepublish = 5 * time.Second
	DefaultPing      = 2 * time.Second
)

// Limits of a connection (Config.Rate).
const (
	RateBurst = 20
	RateClose = 50
)

// Node is one server node: a Centrifuge node (clients connect to it with
// Centrifuge's WebSocket protocol at Handler), the tables it owns, and the
// way to the tables other nodes own.
type Node struct {
	cfg    Config
	node   *centrifuge.Node
	redis  rueidis.Client // nil alone
	leases *Leases        // nil alone
	live   *Live          // nil alone
	commit *committer     // writes every table's rows to the store
	holder string

	mu     sync.Mutex
	tables map[string]*owned

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// New starts a node.
func New(cfg Config) (*Node, error) {
	if cfg.Name == "" || strings.ContainsAny(cfg.Name, " /\t\n") {
		return nil, fmt.Errorf("cluster: node name %q: want letters, digits, '-', '_' or '.'", cfg.Name)
	}
	if cfg.Open == nil || cfg.Store == nil {
		return nil, errors.New("cluster: Config.Open and Config.Store are required")
	}
	if cfg.LeaseTTL == 0 {
		cfg.LeaseTTL = 3 * time.Second
	}
	if cfg.Prefix == "" {
		cfg.Prefix = "bq"
	}
	if cfg.Logf == nil {
		cfg.Logf = log.Printf
	}
	if cfg.Republish == 0 {
		cfg.Republish = DefaultRepublish
	}
	if cfg.Ping <= 0 {
		cfg.Ping = DefaultPing
	}
	cn, err := centrifuge.New(centrifuge.Config{Name: cfg.Name, LogLevel: centrifuge.LogLevelError,
		LogHandler: func(e centrifuge.LogEntry) { cfg.Logf("centrifuge: %s %v", e.Message, e.Fields) }})
	if err != nil {
		return nil, err
	}
	n := &Node{cfg: cfg, node: cn, tables: map[string]*owned{}}
	n.ctx, n.cancel = context.WithCancel(context.Background())
	n.holder = cfg.Name + "/" + cn.ID()
	if cfg.Redis != "" {
		if err := n.useRedis(); err != nil {
			return nil, err
		}
	}
	cn.OnConnecting(func(ctx context.Context, e centrifuge.ConnectEvent) (centrifuge.ConnectReply, error) {
		// No sign-up: every connection is anonymous; a seat is held by
		// its secret, checked on each subscription and request.
		return centrifuge.ConnectReply{Credentials: &centrifuge.Credentials{UserID: ""},
			// Pings often enough for a client to find a stalled node
			// within seconds; no pong is required (a slow client on a
			// busy machine is not cut off for it).
			PingPongConfig: &centrifuge.PingPongConfig{PingInterval: cfg.Ping, PongTimeout: -1}}, nil
	})
	cn.OnConnect(n.onConnect)
	cn.OnSurvey(n.onSurvey)
	if err := cn.Run(); err != nil {
		return nil, err
	}
	n.commit = newCommitter(cfg.Store)
	if n.leases != nil {
		n.wg.Go(n.adoptLoop)
	} else if err := n.restore(); err != nil {
		n.commit.close()
		return nil, err
	}
	n.wg.Go(n.republishLoop)
	if cfg.Idle > 0 || cfg.BotsLife > 0 {
		n.wg.Go(n.sweepLoop)
	}
	return n, nil
}

// useRedis sets the Redis broker and presence manager of Centrifuge and
// the leases and live records of the tables.
func (n *Node) useRedis() error {
	shard, err := centrifuge.NewRedisShard(n.node, centrifuge.RedisShardConfig{Address: n.cfg.Redis})
	if err != nil {
		return fmt.Errorf("cluster: redis %s: %w", n.cfg.Redis, err)
	}
	shards := []*centrifuge.RedisShard{shard}
	broker, err := centrifuge.NewRedisBroker(n.node, centrifuge.RedisBrokerConfig{Shards: shards, Prefix: n.cfg.Prefix + "-centrifuge"})
	if err != nil {
		return err
	}
	n.node.SetBroker(broker)
	pm, err := centrifuge.NewRedisPresenceManager(n.node, centrifuge.RedisPresenceManagerConfig{Shards: shards, Prefix: n.cfg.Prefix + "-centrifuge"})
	if err != nil {
		return err
	}
	n.node.SetPresenceManager(pm)
	if n.redis, err = Dial(n.cfg.Redis); err != nil {
		return err
	}
	if n.leases, err = NewLeases(n.redis, n.cfg.Prefix, n.holder, n.cfg.LeaseTTL); err != nil {
		return err
	}
	n.live = NewLive(n.redis, n.cfg.Prefix)
	return nil
}

// cluster is the cluster the node's rows belong to (its prefix), "" for
// a node alone.
func (n *Node) cluster() string {
	if n.leases == nil {
		return ""
	}
	return n.cfg.Prefix
}

// Name returns the node's name.
func (n *Node) Name() string { return n.cfg.Name }

// Handler serves Centrifuge's WebSocket protocol (mount it at
// /connection/websocket). checkOrigin decides which pages may connect;
// nil allows the node's own host only.
func (n *Node) Handler(checkOrigin func(*http.Request) bool) http.Handler {
	return centrifuge.NewWebsocketHandler(n.node, centrifuge.WebsocketConfig{CheckOrigin: checkOrigin, MessageSizeLimit: MaxMessage})
}

// MaxMessage is the largest message a client may send; a longer one
// closes the connection with status 1009 (message too big).
const MaxMessage = 8 << 10

// Shutdown stops the node. With Redis, every table's lease is released so
// that another node takes it over at once (the live records stay);
// alone, the tables are kept in the store to be replayed on the next
// start.
func (n *Node) Shutdown(ctx context.Context) error {
	n.cancel()
	for _, o := range n.ownedTables() {
		o.handOver()
	}
	n.wg.Wait()
	n.commit.close()
	err := n.node.Shutdown(ctx)
	if n.redis != nil {
		n.redis.Close()
	}
	return err
}

// ownedTables returns the tables this node owns now.
func (n *Node) ownedTables() []*owned {
	n.mu.Lock()
	defer n.mu.Unlock()
	tables := make([]*owned, 0, len(n.tables))
	for _, o := range n.tables {
		tables = append(tables, o)
	}
	return tables
}

// every calls f every d until the node stops.
func (n *Node) every(d time.Duration, f func()) {
	tick := time.NewTicker(d)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
		case <-n.ctx.Done():
			return
		}
		f()
	}
}

// Owned returns the IDs of the tables this node owns now.
func (n *Node) Owned() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	out := make([]string, 0, len(n.tables))
	for id := range n.tables {
		out = append(out, id)
	}
	return out
}

// Create opens a table from spec on this node, which owns it.
func (n *Node) Create(spec json.RawMessage) (string, error) {
	s, err := n.cfg.Open(spec)
	if err != nil {
		return "", &callError{CodeRefused, mustJSON(refusalOf(err))}
	}
	id, err := newCode(crand.Reader)
	if err != nil {
		return "", err
	}
	lease := localLease(id)
	if n.leases != nil {
		if lease, _, err = n.leases.Acquire(n.ctx, id); err != nil {
			return "", err
		}
	}
	o, err := n.start(id, spec, s, lease, nil)
	if err != nil {
		return "", err
	}
	return o.id, nil
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// localLease is the lease of a node that runs alone: always its own.
func localLease(id string) *Lease {
	return &Lease{Table: id, Version: 1, Holder: "local", until: time.Now().Add(100 * 365 * 24 * time.Hour)}
}

// local returns the table id if this node owns it now.
func (n *Node) local(id string) *owned {
	n.mu.Lock()
	o := n.tables[id]
	n.mu.Unlock()
	if o == nil || !o.valid() {
		return nil
	}
	return o
}

// forget drops o from the node's tables.
func (n *Node) forget(o *owned) {
	n.mu.Lock()
	if n.tables[o.id] == o {
		delete(n.tables, o.id)
	}
	n.mu.Unlock()
}

// call carries out request method for table id: on this node when it owns
// the table, else at its owner (a Centrifuge survey to that one node,
// through the Redis broker), else by taking the table over when nobody
// holds its lease. It retries while the owner changes, for up to twice
// the lease's TTL.
func (n *Node) call(ctx context.Context, method, id string, req []byte) ([]byte, error) {
	if !validID(id) {
		return nil, errNoTable
	}
	deadline := time.Now().Add(2*n.cfg.LeaseTTL + time.Second)
	for {
		reply, err := n.callOnce(ctx, method, id, req)
		var ce *callError
		if !errors.As(err, &ce) || ce.Code != CodeUnavailable || time.Now().After(deadline) {
			return reply, err
		}
		select {
		case <-ctx.Done():
			return nil, errUnavailable
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func (n *Node) callOnce(ctx context.Context, method, id string, req []byte) ([]byte, error) {
	if o := n.local(id); o != nil {
		return o.handle(ctx, method, req)
	}
	if n.leases == nil {
		return n.afterEnd(ctx, method, id, req) // alone: a table not here has ended, or never was
	}
	owner, ok, err := n.leases.Owner(ctx, id)
	if err != nil {
		return nil, errUnavailable
	}
	if !ok {
		if err := n.adopt(id); err != nil {
			if err == errNoTable {
				return n.afterEnd(ctx, method, id, req)
			}
			return nil, err
		}
		return nil, errUnavailable // ask again: this node or another owns it now
	}
	if owner.Holder == n.holder {
		return nil, errUnavailable // being started or stopped here
	}
	_, nodeID, _ := strings.Cut(owner.Holder, "/")
	body, _ := json.Marshal(surveyRequest{Method: method, Table: id, Request: req, Version: owner.Version})
	sctx, cancel := context.WithTimeout(ctx, n.cfg.LeaseTTL/2)
	defer cancel()
	results, err := n.node.Survey(sctx, surveyOp, body, nodeID)
	if err != nil {
		return nil, errUnavailable
	}
	r, ok := results[nodeID]
	if !ok {
		return nil, errUnavailable // the owner did not answer in time
	}
	var sr surveyReply
	if json.Unmarshal(r.Data, &sr) != nil {
		return nil, errUnavailable
	}
	if sr.Error != nil {
		return nil, sr.Error
	}
	return sr.Reply, nil
}

// surveyOp is the node-to-node request: a client's request forwarded to
// the table's owner.
const surveyOp = "bq.forward"

type surveyRequest struct {
	Method  string          `json:"method"`
	Table   string          `json:"table"`
	Request json.RawMessage `json:"request"`
	Version int64           `json:"version"`
}

type surveyReply struct {
	Reply json.RawMessage `json:"reply,omitempty"`
	Error *callError      `json:"error,omitempty"`
}

// onSurvey answers a request forwarded by another node, if this node owns
// the table under the version the sender saw (or a later one).
func (n *Node) onSurvey(e centrifuge.SurveyEvent, cb centrifuge.SurveyCallback) {
	if e.Op != surveyOp {
		cb(centrifuge.SurveyReply{Code: 1})
		return
	}
	go func() {
		var req surveyRequest
		var sr surveyReply
		if json.Unmarshal(e.Data, &req) != nil {
			sr.Error = errBadRequest
		} else if o := n.local(req.Table); o == nil || o.lease.Version < req.Version {
			sr.Error = errUnavailable
		} else {
			ctx, cancel := context.WithTimeout(n.ctx, n.cfg.LeaseTTL)
			reply, err := o.handle(ctx, req.Method, req.Request)
			cancel()
			sr.Reply = reply
			if err != nil {
				sr.Error = refused(err)
			}
		}
		b, _ := json.Marshal(sr)
		cb(centrifuge.SurveyReply{Data: b})
	}()
}

// bucket is a token bucket of RateBurst tokens refilled at rate per
// second, with the refusals in a row.
type bucket struct {
	mu      sync.Mutex
	rate    float64
	tokens  float64
	at      time.Time
	refused int
}

// take takes a token at now: ok is false without one, and closeIt once
// RateClose requests in a row were refused.
func (b *bucket) take(now time.Time) (ok, closeIt bool) {
	if b.rate <= 0 {
		return true, false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tokens = min(RateBurst, b.tokens+now.Sub(b.at).Seconds()*b.rate)
	b.at = now
	if b.tokens < 1 {
		b.refused++
		return false, b.refused >= RateClose
	}
	b.tokens--
	b.refused = 0
	return true, false
}

// limited refuses a request over the connection's rate; true when it did.
func (n *Node) limited(c *centrifuge.Client, b *bucket) bool {
	ok, closeIt := b.take(time.Now())
	if closeIt {
		c.Disconnect(centrifuge.Disconnect{Code: 4500, Reason: "too many requests"})
	}
	return !ok
}

// onConnect sets a client's handlers: subscriptions checked by the
// table's owner, requests as RPCs, both within the connection's rate.
func (n *Node) onConnect(c *centrifuge.Client) {
	limit := &bucket{rate: n.cfg.Rate, tokens: RateBurst, at: time.Now()}
	c.OnSubscribe(func(e centrifuge.SubscribeEvent, cb centrifuge.SubscribeCallback) {
		if n.limited(c, limit) {
			cb(centrifuge.SubscribeReply{}, clientError(errRateLimit))
			return
		}
		id, seat, ok := parseChannel(e.Channel)
		if !ok {
			cb(centrifuge.SubscribeReply{}, centrifuge.ErrorUnknownChannel)
			return
		}
		if err := n.allow(c.Context(), "lookup"); err != nil {
			cb(centrifuge.SubscribeReply{}, clientError(err))
			return
		}
		var d SubscribeData
		if seat >= 0 && (len(e.Data) == 0 || json.Unmarshal(e.Data, &d) != nil || d.Secret == "") {
			cb(centrifuge.SubscribeReply{}, centrifuge.ErrorPermissionDenied)
			return
		}
		go func() {
			ctx, cancel := context.WithTimeout(n.ctx, 3*n.cfg.LeaseTTL)
			defer cancel()
			vr := viewRequest{Seat: seat, Secret: d.Secret}
			req, _ := json.Marshal(vr)
			data, err := n.call(ctx, "view", id, req)
			if err != nil {
				var ce *callError
				if errors.As(err, &ce) && ce.Code == CodeRefused {
					cb(centrifuge.SubscribeReply{}, centrifuge.ErrorPermissionDenied)
					return
				}
				cb(centrifuge.SubscribeReply{}, clientError(err))
				return
			}
			cb(centrifuge.SubscribeReply{Options: centrifuge.SubscribeOptions{Data: data, EmitPresence: true}}, nil)
			n.catchUp(ctx, subscriber{c: c, ch: e.Channel, id: id, req: vr}, data)
		}()
	})
	c.OnRPC(func(e centrifuge.RPCEvent, cb centrifuge.RPCCallback) {
		if n.limited(c, limit) {
			cb(centrifuge.RPCReply{}, clientError(errRateLimit))
			return
		}
		go func() {
			ctx, cancel := context.WithTimeout(n.ctx, 3*n.cfg.LeaseTTL)
			defer cancel()
			reply, err := n.clientRPC(c.Context(), ctx, e)
			if err != nil {
				cb(centrifuge.RPCReply{}, clientError(err))
				return
			}
			cb(centrifuge.RPCReply{Data: reply}, nil)
		}()
	})
}

// subscriber is a client's new subscription: the client, the channel,
// the table and the view of it the client asked for.
type subscriber struct {
	c   *centrifuge.Client
	ch  string
	id  string
	req viewRequest
}

// catchUp closes the gap between the state a subscription starts from
// (sent) and its first publication: every update published in between
// (the owner keeps those of the last recentFor) reaches the new
// subscriber, in order, as a message (Publication.Channel names the
// channel).
func (n *Node) catchUp(ctx context.Context, sub subscriber, sent []byte) {
	time.Sleep(catchUpDelay)
	var first Publication
	if json.Unmarshal(sent, &first) != nil || first.Update == nil {
		return
	}
	c, ch, id, vr := sub.c, sub.ch, sub.id, sub.req
	vr.After = first.Update.Seq
	since, _ := json.Marshal(vr)
	data, err := n.call(ctx, "since", id, since)
	var missed []json.RawMessage
	if err != nil || json.Unmarshal(data, &missed) != nil {
		return
	}
	for _, m := range missed {
		var p Publication
		if json.Unmarshal(m, &p) != nil {
			continue
		}
		p.Channel = ch
		b, _ := json.Marshal(p)
		_ = c.Send(b)
	}
}

// catchUpDelay is how long after a subscription its catch-up looks again:
// longer than the broker takes to make a subscription live.
const catchUpDelay = 250 * time.Millisecond

// clientRPC carries out the request e of a client's connection (whose
// context is conn) within ctx, once Config.Limit allows it: "create" and
// "join" are limited as such, "presence" as a "lookup". A request a seat
// makes with its secret ("move", "chat", "hint", ...) is refused while the
// client may make no more lookups ("named"), and its answer that there
// is no such table costs a lookup ("miss"): whether a code is a table
// cannot be learnt faster by these than by looking it up.
func (n *Node) clientRPC(conn, ctx context.Context, e centrifuge.RPCEvent) ([]byte, error) {
	action := "named"
	switch e.Method {
	case "create", "join":
		action = e.Method
	case "presence":
		action = "lookup"
	}
	if err := n.allow(conn, action); err != nil {
		return nil, err
	}
	if e.Method == "hint" {
		// A hint costs the owner a search: it is limited as such too.
		if err := n.allow(conn, "hint"); err != nil {
			return nil, err
		}
	}
	reply, err := n.rpc(ctx, e.Method, e.Data)
	var ce *callError
	if action == "named" && errors.As(err, &ce) && ce.Code == CodeNoTable && n.cfg.Limit != nil {
		_ = n.cfg.Limit(conn, "miss")
	}
	return reply, err
}

// allow asks Config.Limit whether the connection of ctx may do action.
func (n *Node) allow(ctx context.Context, action string) error {
	if n.cfg.Limit == nil {
		return nil
	}
	if err := n.cfg.Limit(ctx, action); err != nil {
		return &callError{CodeRateLimit, err.Error()}
	}
	return nil
}

// rpc carries out a client's request.
func (n *Node) rpc(ctx context.Context, method string, data []byte) ([]byte, error) {
	if method == "create" {
		var req CreateRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		id, err := n.Create(req.Spec)
		if err != nil {
			return nil, err
		}
		return json.Marshal(CreateReply{Table: id})
	}
	if method == "presence" {
		var req PresenceRequest
		if DecodeStrict(data, &req) != nil {
			return nil, errBadRequest
		}
		p, err := n.Presence(ctx, req.Table)
		if err != nil {
			return nil, err
		}
		return json.Marshal(p)
	}
	switch method {
	case "join", "move", "next", "timer", "leave", "chat", "hint":
	default:
		return nil, errBadRequest
	}
	var head struct {
		Table  string  `json:"table"`
		Secret *string `json:"secret"`
	}
	if json.Unmarshal(data, &head) != nil {
		return nil, errBadRequest
	}
	if method != "join" && (head.Secret == nil || *head.Secret == "") {
		return nil, errSpectator
	}
	return n.call(ctx, method, head.Table, data)
}

// clientError is err as Centrifuge sends it to a client.
func clientError(err error) *centrifuge.Error {
	var ce *callError
	if errors.As(err, &ce) {
		return &centrifuge.Error{Code: ce.Code, Message: ce.Message, Temporary: ce.Code == CodeUnavailable}
	}
	return &centrifuge.Error{Code: CodeUnavailable, Message: err.Error(), Temporary: true}
}
