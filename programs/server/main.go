// Command server is the reference table server of the black queen games:
// friends and built-in players at one table in the browser, each seeing
// only their own cards.
//
//	go run ./programs/server              # then open http://localhost:8080
//	go run ./programs/server -addr :9000 -db games.db
//
// No sign-up: the lobby lists public tables with free seats; a private
// table is reached by its short code or link. Each seat is held by a
// secret the page keeps (a reload rejoins the seat). Finished games, who
// sat where and the results are kept in SQLite (-db); a table in progress
// is committed after each change, before the change is acknowledged or
// shown, and replayed when the server starts again.
//
// The tables run on a node of package tables, alone (Centrifuge's
// in-memory broker and presence, SQLite) or, with -redis and -postgres,
// as one node of a cluster; the page speaks Centrifuge's protocol at
// /connection/websocket either way.
package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/turntimer"
)

//go:embed static
var staticFiles embed.FS

// server is the HTTP side: the page and the API, in front of the node
// that runs the tables (alone, or one node of a cluster).
type server struct {
	node      *tables.Node
	clustered bool // a node of a cluster (-redis)
	limits    *limiter
}

// options are the server's settings (the flags).
type options struct {
	addr    string
	db      string
	origins []string
	pace    pace
	idle    time.Duration
	rate    float64
	// limits are each action's requests per minute per client (nil: no
	// limits, as in most tests).
	limits map[string]int
	// botsLife closes a table of built-in players only this long after
	// it was created (0: never).
	botsLife time.Duration
	cluster  clusterOptions
}

// defaultRate is how many requests a connection may make per second, in
// bursts of tables.RateBurst (-rate).
const defaultRate = 10

func main() {
	var o options
	var origins string
	flag.StringVar(&o.addr, "addr", "localhost:8080", "listen on `HOST:PORT`")
	flag.StringVar(&o.db, "db", "blackqueen.db", "the SQLite database `FILE` of a server alone")
	flag.StringVar(&origins, "origin", "", "the `NAMES` the server is reached at beside -addr's (comma-separated HOST, HOST:PORT or patterns such as *.example.org): requests must name one in Host, and only their pages may use the server")
	flag.DurationVar(&o.pace.botDelay, "bot-delay", 700*time.Millisecond, "how long built-in players pause before they act")
	flag.DurationVar(&o.pace.dealPause, "deal-pause", 30*time.Second, "start the next deal after this even if not everyone asked")
	flag.Float64Var(&o.rate, "rate", defaultRate, "requests per second one connection may make (bursts of 20)")
	flag.DurationVar(&o.idle, "idle", 30*time.Minute, "close a table nobody has been connected to for this long")
	flag.DurationVar(&o.botsLife, "bots-life", 10*time.Minute, "close a table of built-in players only this long after it was created, watched or not (0: never)")
	o.limits = defaultLimits()
	for _, act := range []string{actCreate, actJoin, actLookup, actJudge, actConnect, actHint} {
		v := o.limits[act]
		flag.Func("limit-"+act, fmt.Sprintf("`N` %s requests per minute per client address, in bursts of N (0: no limit; default %d)", act, v), func(s string) error {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 {
				return errors.New("want a whole number, 0 or more")
			}
			o.limits[act] = n
			return nil
		})
	}
	flag.StringVar(&o.cluster.redis, "redis", "", "run as a node of a cluster: the Redis server's `HOST:PORT` (see the README)")
	flag.StringVar(&o.cluster.postgres, "postgres", "", "the cluster's PostgreSQL database `URL` (postgres://...), for the finished games")
	flag.StringVar(&o.cluster.node, "node", "", "this node's `NAME` in the cluster (default: host name and process ID)")
	flag.StringVar(&o.cluster.prefix, "prefix", "bq", "the `PREFIX` of the cluster's Redis keys, for clusters that share one Redis")
	flag.DurationVar(&o.cluster.lease, "lease", 3*time.Second, "how long a table's lease lasts unrenewed: a dead or stalled node's tables move to another node after this (at least 100ms)")
	flag.Parse()
	o.origins = splitList(origins)
	o.pace.timer = turntimer.Online()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		log.Fatal(err)
	}
	if o.cluster.redis == "" {
		log.Printf("blackqueen table server on http://%s (database %s)", ln.Addr(), o.db)
	} else {
		log.Printf("blackqueen table server on http://%s, a node of the cluster of Redis %s", ln.Addr(), o.cluster.redis)
	}
	if err := run(ctx, ln, o); err != nil {
		log.Fatal(err)
	}
}

func splitList(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// run serves on ln until ctx ends, then shuts down gracefully: no new
// connections, every table stopped and kept as it stands (alone, to be
// replayed when the server starts again; in a cluster, handed to another
// node).
func run(ctx context.Context, ln net.Listener, o options) error {
	if o.rate <= 0 {
		o.rate = defaultRate
	}
	limits := newLimiter(o.limits, time.Now)
	node, stopNode, err := startNode(o, limits.forNode)
	if err != nil {
		return err
	}
	s := &server{node: node, clustered: o.cluster.redis != "", limits: limits}
	hs := &http.Server{Handler: s.routes(servedHosts(ln.Addr(), o.addr, o.origins)), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 16 << 10}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err = <-errc:
	case <-ctx.Done():
	}
	log.Print("shutting down: keeping every table")
	sctx, scancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer scancel()
	if serr := hs.Shutdown(sctx); err == nil && !errors.Is(serr, http.ErrServerClosed) {
		err = serr
	}
	stopNode() // the tables, and the clients' connections
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// routes is the server's HTTP handler, for the names in h.
func (s *server) routes(h *hosts) http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(staticFiles, "static")
	mux.Handle("GET /", http.FileServerFS(static))
	mux.HandleFunc("GET /api/games", s.games)
	mux.HandleFunc("GET /api/lobby", s.lobby)
	mux.HandleFunc("GET /api/history", s.history)
	mux.HandleFunc("POST /api/tables", s.limits.limited(actCreate, s.create))
	mux.HandleFunc("GET /api/tables/{id}", s.limits.limited(actLookup, s.tableInfo))
	mux.HandleFunc("POST /api/tables/{id}/join", s.limits.limited(actJoin, s.join))
	mux.HandleFunc("GET /api/tables/{id}/record", s.limits.limited(actLookup, s.recordOf))
	mux.HandleFunc("POST /api/judge", s.limits.limited(actJudge, s.judge))
	mux.HandleFunc("GET /api/tables/{id}/replay", s.limits.limited(actLookup, s.replayTable))
	mux.HandleFunc("POST /api/replay", s.limits.limited(actJudge, s.replayUpload))
	mux.Handle("GET /connection/websocket", s.limits.connections(s.node.Handler(h.originAllowed)))
	return securityHeaders(h.guard(mux))
}

// securityHeaders keeps the page to its own host: nothing is loaded from
// anywhere else.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Referrer-Policy", "no-referrer")
		h.ServeHTTP(w, r)
	})
}
