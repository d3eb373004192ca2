package main

import (
	"context"
	"fmt"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"

	"github.com/blackqueen/rules/table"
)

// The actions a client's rate is limited on (-limit-ACTION): creating a
// table, taking a seat, looking a table code up (its info, its record,
// its replay, a subscription, presence), asking the referee (to judge a
// record, or to replay one sent), opening a WebSocket, and asking for a
// hint (a search of the fast player, about a millisecond of processor
// time).
const (
	actCreate  = "create"
	actJoin    = "join"
	actLookup  = "lookup"
	actJudge   = "judge"
	actConnect = "connect"
	actHint    = "hint"
)

// defaultLimits are each action's requests per minute per client.
func defaultLimits() map[string]int {
	return map[string]int{actCreate: 10, actJoin: 30, actLookup: 60, actJudge: 20, actConnect: 30, actHint: 60}
}

// maxClients is how many clients the limiter tracks at once; beyond it,
// clients whose buckets have refilled are forgotten, and while it is still
// full a new client is refused (its request waits for a minute).
const maxClients = 100_000

// limiter bounds each client's requests of each action: a token bucket of
// perMinute[action] tokens, refilled at that many a minute. A client is
// its IP address (an IPv6 address by its /64, which one host commonly
// holds whole).
type limiter struct {
	perMinute map[string]int // 0 or missing: no limit
	now       func() time.Time

	mu      sync.Mutex
	buckets map[string]*tokens // by action and client
}

// tokens is one bucket: how many tokens it held at when, of at most max.
type tokens struct {
	n, max float64
	when   time.Time
}

func newLimiter(perMinute map[string]int, now func() time.Time) *limiter {
	return &limiter{perMinute: perMinute, now: now, buckets: map[string]*tokens{}}
}

// take takes a token of action for client: ok, or how long until one is
// there.
func (l *limiter) take(client, action string) (wait time.Duration, ok bool) {
	return l.use(client, action, 1)
}

// has reports whether client has a token of action, taking none: ok, or
// how long until one is there.
func (l *limiter) has(client, action string) (wait time.Duration, ok bool) {
	return l.use(client, action, 0)
}

// use takes cost tokens (0 or 1) of action for client if it has one.
func (l *limiter) use(client, action string, cost float64) (wait time.Duration, ok bool) {
	limit := l.perMinute[action]
	if limit <= 0 || client == "" {
		return 0, true
	}
	rate := float64(limit) / 60 // tokens per second
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	key := action + " " + client
	b := l.buckets[key]
	if b == nil {
		if len(l.buckets) >= maxClients {
			l.forgetFull(now)
		}
		if len(l.buckets) >= maxClients {
			return time.Minute, false
		}
		b = &tokens{n: float64(limit), max: float64(limit), when: now}
		l.buckets[key] = b
	}
	b.n = math.Min(float64(limit), b.n+now.Sub(b.when).Seconds()*rate)
	b.when = now
	if b.n < 1 {
		return time.Duration((1 - b.n) / rate * float64(time.Second)), false
	}
	b.n -= cost
	return 0, true
}

// forgetFull drops the buckets that have refilled by now: forgetting them
// changes nothing.
func (l *limiter) forgetFull(now time.Time) {
	for key, b := range l.buckets {
		if b.n+now.Sub(b.when).Seconds()*b.max/60 >= b.max {
			delete(l.buckets, key)
		}
	}
}

// clientOf is the client a request comes from: its IP address, an IPv6
// address by its /64.
func clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	ip = ip.Unmap()
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}

// limit refuses a request of action beyond its client's rate (429, with
// Retry-After and the reason in English and German); true when it did.
func (l *limiter) limit(w http.ResponseWriter, r *http.Request, action string) bool {
	wait, ok := l.take(clientOf(r), action)
	if ok {
		return false
	}
	secs := max(1, int(math.Ceil(wait.Seconds())))
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	fail(w, http.StatusTooManyRequests, tooMany(secs))
	return true
}

// tooMany is the refusal of a request over its client's rate.
func tooMany(secs int) error {
	return &table.Error{Code: "rate-limit",
		EN: fmt.Sprintf("Too many requests from your address: try again in %d s.", secs),
		DE: fmt.Sprintf("Zu viele Anfragen von deiner Adresse: in %d s noch einmal versuchen.", secs),
		DA: fmt.Sprintf("For mange forespørgsler fra din adresse: prøv igen om %d s.", secs)}
}

// limited wraps h in the limit of action.
func (l *limiter) limited(action string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !l.limit(w, r, action) {
			h(w, r)
		}
	}
}

// clientKey is the context key of a WebSocket connection's client.
type clientKey struct{}

// connections wraps the WebSocket handler: a connection is refused beyond
// its client's rate, and its context carries the client, for the node's
// limits on what the connection asks (forNode).
func (l *limiter) connections(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if l.limit(w, r, actConnect) {
			return
		}
		h.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientKey{}, clientOf(r))))
	})
}

// forNode is the node's Config.Limit: the client of a WebSocket
// connection's context within its rate of action. A seat's request of a
// table ("named") needs a lookup left, and costs none unless it finds no
// table ("miss", which takes one).
func (l *limiter) forNode(ctx context.Context, action string) error {
	client, _ := ctx.Value(clientKey{}).(string)
	var wait time.Duration
	ok := true
	switch action {
	case "named":
		wait, ok = l.has(client, actLookup)
	case "miss":
		l.take(client, actLookup)
	default:
		wait, ok = l.take(client, action)
	}
	if !ok {
		return tooMany(max(1, int(math.Ceil(wait.Seconds()))))
	}
	return nil
}
