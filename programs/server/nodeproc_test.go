package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httputil"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/server/internal/nodeproc"
	"github.com/blackqueen/rules/turntimer"
)

// TestMain runs a server node instead of the tests when the test binary
// is started as one (BQ_SERVER_NODE=NAME): a test that kills a node
// starts it as a process of its own.
func TestMain(m *testing.M) {
	if name := os.Getenv("BQ_SERVER_NODE"); name != "" {
		os.Exit(serveNode(name))
	}
	os.Exit(m.Run())
}

// serveNode is a node process: a server of the cluster of BQ_TEST_REDIS
// and BQ_TEST_POSTGRES on a loopback port it prints ("listening ADDR"),
// until SIGTERM, with the lease TTL of BQ_LEASE (as -lease).
func serveNode(name string) int {
	lease, err := time.ParseDuration(os.Getenv("BQ_LEASE"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "BQ_LEASE:", err)
		return 1
	}
	o := options{pace: pace{botDelay: 30 * time.Millisecond, dealPause: 30 * time.Second, timer: turntimer.Online()},
		idle: time.Hour, rate: defaultRate,
		origins: []string{"127.0.0.1:*"}, // the balancer's name, on a port of its own
		cluster: clusterOptions{redis: os.Getenv("BQ_TEST_REDIS"), postgres: os.Getenv("BQ_TEST_POSTGRES"), node: name, prefix: os.Getenv("BQ_PREFIX"), lease: lease}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("listening %s\n", ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	if err := run(ctx, ln, o); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// testLease is the lease TTL of every cluster node the tests start, in
// their own process or in the test's. It is longer than the server's
// default (3 s) because the tests share the machine with other packages'
// tests: under that load, and under the race detector, a node's lease has
// been seen to run out (its Redis requests waiting too long) before the
// test had done with the table: another node took it before the test
// killed the owner, or a node stopped a table it had just created. With
// 10 s it still ran out once, when every process's Redis connection
// timed out at the same instant (the whole machine stood still).
const testLease = 30 * time.Second

// startNodeProc starts a node of the test cluster in a process of its
// own; it is killed when the test ends.
func startNodeProc(t *testing.T, name string) *nodeproc.Proc {
	t.Helper()
	return nodeproc.Start(t, name, "BQ_SERVER_NODE="+name, "BQ_PREFIX="+testPrefix, "BQ_LEASE="+testLease.String())
}

// baseOf is the URL of a node process.
func baseOf(p *nodeproc.Proc) string { return "http://" + p.Addr }

// balancer is an HTTP load balancer in front of nodes, as a site puts
// one (it passes WebSocket upgrades): each request and connection goes to
// the first node that accepts a connection, so everything goes to the
// first node while it lives and to the next once it is gone.
type balancer struct {
	nodes []*nodeproc.Proc
	mu    sync.Mutex
	dials []string // the node each connection went to, in order
	base  string
}

// startBalancer serves the balancer on a loopback port until the test
// ends.
func startBalancer(t *testing.T, nodes ...*nodeproc.Proc) *balancer {
	b := &balancer{nodes: nodes}
	tr := &http.Transport{DisableKeepAlives: true, DialContext: b.dial}
	proxy := &httputil.ReverseProxy{
		// The Host stays the balancer's, as the pages' origin is; dial
		// picks the node.
		Rewrite: func(r *httputil.ProxyRequest) {
			r.Out.URL.Scheme, r.Out.URL.Host, r.Out.Host = "http", "nodes", r.In.Host
		},
		Transport: tr,
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: proxy}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	b.base = "http://" + ln.Addr().String()
	return b
}

// dial connects to the first node that accepts.
func (b *balancer) dial(ctx context.Context, network, _ string) (net.Conn, error) {
	var last error
	for _, n := range b.nodes {
		var d net.Dialer
		c, err := d.DialContext(ctx, network, n.Addr)
		if err == nil {
			b.mu.Lock()
			b.dials = append(b.dials, n.Name)
			b.mu.Unlock()
			return c, nil
		}
		last = err
	}
	return nil, last
}

// wentTo returns the nodes the connections went to, in order.
func (b *balancer) wentTo() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.dials...)
}
