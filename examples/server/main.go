// Command server is the reference table server of the black queen games:
// friends and built-in players at one table in the browser, each seeing
// only their own cards.
//
//	go run ./examples/server              # then open http://localhost:8080
//	go run ./examples/server -addr :9000 -db games.db
//
// No sign-up: the lobby lists public tables with free seats; a private
// table is reached by its short code or link. Each seat is held by a
// secret the page keeps (a reload rejoins the seat). Finished games, who
// sat where and the results are kept in SQLite (-db); a table in progress
// is written as it goes and replayed when the server starts again.
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
	"syscall"
	"time"

	"github.com/blackqueen/rules/examples/server/cluster"
	"github.com/blackqueen/rules/turntimer"
)

//go:embed static
var staticFiles embed.FS

// server is the HTTP side: the page, the API and the WebSocket.
type server struct {
	ctx     context.Context
	hub     *hub
	store   *store
	origins []string
	rate    float64       // messages per second a connection may send
	node    *cluster.Node // nil unless the server is a node of a cluster (-redis)
}

// options are the server's settings (the flags).
type options struct {
	addr      string
	db        string
	origins   []string
	botDelay  time.Duration
	dealPause time.Duration
	timer     turntimer.Config
	idle      time.Duration
	rate      float64
	cluster   clusterOptions
}

func main() {
	var o options
	var origins string
	flag.StringVar(&o.addr, "addr", "localhost:8080", "listen on `HOST:PORT`")
	flag.StringVar(&o.db, "db", "blackqueen.db", "the SQLite database `FILE`")
	flag.StringVar(&origins, "origin", "", "extra `HOSTS` (comma-separated) whose pages may connect, beside the server's own")
	flag.DurationVar(&o.botDelay, "bot-delay", 700*time.Millisecond, "how long built-in players pause before they act")
	flag.DurationVar(&o.dealPause, "deal-pause", 30*time.Second, "start the next deal after this even if not everyone asked")
	flag.Float64Var(&o.rate, "rate", defaultRate, "messages per second one connection may send (bursts of 20)")
	flag.DurationVar(&o.idle, "idle", 30*time.Minute, "close a table nobody has been connected to for this long")
	flag.StringVar(&o.cluster.redis, "redis", "", "run as a node of a cluster: the Redis server's `HOST:PORT` (see the README)")
	flag.StringVar(&o.cluster.postgres, "postgres", "", "the cluster's PostgreSQL database `URL` (postgres://...), for the finished games")
	flag.StringVar(&o.cluster.node, "node", "", "this node's `NAME` in the cluster (default: host name and process ID)")
	flag.Parse()
	o.origins = splitList(origins)
	o.timer = turntimer.Online()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("blackqueen table server on http://%s (database %s)", ln.Addr(), o.db)
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
// connections, every table stopped and saved as it stands.
func run(ctx context.Context, ln net.Listener, o options) error {
	st, err := openStore(o.db)
	if err != nil {
		return err
	}
	defer st.close()
	h := &hub{store: st, botDelay: o.botDelay, dealPause: o.dealPause, timer: o.timer, tables: map[string]*entry{}}
	if err := h.restore(); err != nil {
		return fmt.Errorf("restoring the tables in progress: %w", err)
	}
	srvCtx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if o.rate <= 0 {
		o.rate = defaultRate
	}
	s := &server{ctx: srvCtx, hub: h, store: st, origins: o.origins, rate: o.rate}
	node, stopNode, err := startCluster(srvCtx, o, h)
	if err != nil {
		return fmt.Errorf("the cluster node: %w", err)
	}
	defer stopNode()
	s.node = node
	hs := &http.Server{Handler: s.routes(), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 16 << 10}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	go func() {
		t := time.NewTicker(time.Minute)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				h.sweep(o.idle)
			case <-srvCtx.Done():
				return
			}
		}
	}()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Print("shutting down: saving every table")
	sctx, scancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer scancel()
	cancel() // ends the WebSocket connections, which hs.Shutdown does not
	err = hs.Shutdown(sctx)
	h.shutdown()
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// routes is the server's HTTP handler.
func (s *server) routes() http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(staticFiles, "static")
	mux.Handle("GET /", http.FileServerFS(static))
	mux.HandleFunc("GET /api/games", s.games)
	mux.HandleFunc("GET /api/lobby", s.lobby)
	mux.HandleFunc("GET /api/history", s.history)
	mux.HandleFunc("POST /api/tables", s.create)
	mux.HandleFunc("GET /api/tables/{id}", s.tableInfo)
	mux.HandleFunc("POST /api/tables/{id}/join", s.join)
	mux.HandleFunc("GET /api/tables/{id}/record", s.recordOf)
	mux.HandleFunc("POST /api/judge", s.judge)
	mux.HandleFunc("GET /ws", s.serveWS)
	if s.node != nil {
		mux.Handle("GET /connection/websocket", s.node.Handler(originChecker(s.origins)))
	}
	return securityHeaders(mux)
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
