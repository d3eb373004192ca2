package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/table"
)

// TestLimiterAtAndPastItsValue: a client makes N requests of an action a
// minute, in bursts of N: the Nth is allowed, the one past it refused with
// the time until the next token; another client and another action have
// buckets of their own; the bucket refills at N a minute.
func TestLimiterAtAndPastItsValue(t *testing.T) {
	now := time.Unix(1000, 0)
	l := newLimiter(map[string]int{actCreate: 3, actJoin: 1}, func() time.Time { return now })
	for i := range 3 {
		if _, ok := l.take("10.0.0.1", actCreate); !ok {
			t.Fatalf("request %d of 3 refused", i+1)
		}
	}
	wait, ok := l.take("10.0.0.1", actCreate)
	if ok || wait != 20*time.Second {
		t.Fatalf("the 4th request: ok %v, wait %v; want refused, 20s", ok, wait)
	}
	if _, ok := l.take("10.0.0.2", actCreate); !ok {
		t.Error("another client was refused")
	}
	if _, ok := l.take("10.0.0.1", actJoin); !ok {
		t.Error("another action was refused")
	}
	if _, ok := l.take("10.0.0.1", actLookup); !ok {
		t.Error("an action without a limit was refused")
	}
	now = now.Add(19 * time.Second)
	if _, ok := l.take("10.0.0.1", actCreate); ok {
		t.Error("a token before its time")
	}
	now = now.Add(time.Second)
	if _, ok := l.take("10.0.0.1", actCreate); !ok {
		t.Error("no token after 20 s at 3 a minute")
	}
}

// TestLimiterMisses: a seat's request of a table ("named") costs no
// lookup, but needs one left; one that finds no table ("miss") costs one.
func TestLimiterMisses(t *testing.T) {
	l := newLimiter(map[string]int{actLookup: 2}, func() time.Time { return time.Unix(1000, 0) })
	ctx := context.WithValue(context.Background(), clientKey{}, "10.0.0.1")
	for i := range 5 {
		if err := l.forNode(ctx, "named"); err != nil {
			t.Fatalf("named request %d: %v", i+1, err)
		}
	}
	for range 2 {
		if err := l.forNode(ctx, "miss"); err != nil {
			t.Fatal(err)
		}
	}
	var te *table.Error
	if err := l.forNode(ctx, "named"); !errors.As(err, &te) || te.Code != "rate-limit" || te.EN == "" || te.DE == "" || te.DA == "" {
		t.Errorf("a named request after two misses: %v", err)
	}
	if err := l.forNode(context.Background(), actLookup); err != nil {
		t.Errorf("a request without a client (the HTTP side, limited there): %v", err)
	}
}

// TestClientOf: a client is its address; an IPv6 host by its /64.
func TestClientOf(t *testing.T) {
	for addr, want := range map[string]string{
		"192.0.2.7:5000":             "192.0.2.7",
		"[2001:db8:1:2:3:4:5:6]:443": "2001:db8:1:2::/64",
		"[2001:db8:1:2:ffff::1]:443": "2001:db8:1:2::/64",
		"[::ffff:192.0.2.7]:80":      "192.0.2.7",
		"not an address":             "not an address",
	} {
		if got := clientOf(&http.Request{RemoteAddr: addr}); got != want {
			t.Errorf("clientOf(%q) = %q, want %q", addr, got, want)
		}
	}
}

// TestRateLimits: beyond its limit a client's request is refused with 429,
// Retry-After and the reason in English and German, and changes nothing:
// creating a table (HTTP and the WebSocket request), taking a seat,
// looking a code up (HTTP, a subscription), asking the referee, opening
// a WebSocket.
func TestRateLimits(t *testing.T) {
	o := testOptions(t)
	o.limits = map[string]int{actCreate: 2, actJoin: 1, actLookup: 2, actJudge: 1, actConnect: 3}
	base, stop := startServer(t, o)
	defer stop()
	s := spec{Game: "hearts", Seats: 4, Bots: []string{"", "", "random", "random"}, Deals: 1}
	g := newTable(t, base, s)
	h := newTable(t, base, s)
	refused := func(what string, r *http.Response) {
		t.Helper()
		defer r.Body.Close()
		var e apiError
		_ = json.NewDecoder(r.Body).Decode(&e)
		if r.StatusCode != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" || e.Error != "rate-limit" || e.EN == "" || e.DE == "" || e.DA == "" {
			t.Errorf("%s past the limit: %d, Retry-After %q, %+v", what, r.StatusCode, r.Header.Get("Retry-After"), e)
		}
	}
	postJSON := func(path, body string) *http.Response {
		r, err := http.Post(base+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	getURL := func(path string) *http.Response {
		r, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	refused("a third table", postJSON("/api/tables", mustJSONT(createRequest{spec: s})))
	if code := post(t, base+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: "Bo"}, nil); code != http.StatusOK {
		t.Fatalf("the first join: %d", code)
	}
	refused("a second join", postJSON("/api/tables/"+h.Table+"/join", `{"seat":-1,"name":"Cy"}`))
	getURL("/api/tables/" + g.Table).Body.Close()
	var info tables.TableInfo
	if err := json.NewDecoder(getURL("/api/tables/" + h.Table).Body).Decode(&info); err != nil || len(info.Summary.Free) != 1 {
		t.Errorf("the refused join changed the table: %+v (%v)", info.Summary, err)
	}
	refused("a third lookup", getURL("/api/tables/"+g.Table))
	refused("a record past the lookups", getURL("/api/tables/"+g.Table+"/record"))
	refused("a replay past the lookups", getURL("/api/tables/"+g.Table+"/replay"))
	postJSON("/api/judge", `{}`).Body.Close()
	refused("a second judgement", postJSON("/api/judge", `{}`))
	refused("a replay past the judgements", postJSON("/api/replay", `{}`))

	// The WebSocket: connections, then what a connection asks.
	c := connectPage(t, base)
	if _, err := c.rpc("create", mustJSONT(tables.CreateRequest{Spec: json.RawMessage(mustJSONT(s))})); !isRateLimit(err) {
		t.Errorf("a table created over the WebSocket past the limit: %v", err)
	}
	if _, err := c.send(`"subscribe":{"channel":"` + tables.WatchChannel(g.Table) + `"}`); !isRateLimit(err) {
		t.Errorf("a subscription past the lookups: %v", err)
	}
	if _, err := c.rpc("chat", `{"table":"zzzzzzzzzzzz","secret":"guess","text":"hi"}`); !isRateLimit(err) {
		t.Errorf("a seat's request of a code past the lookups: %v", err)
	}
	connectPage(t, base)
	connectPage(t, base)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, r, err := websocket.Dial(ctx, wsURL(base), nil)
	if err == nil || r == nil {
		t.Fatalf("a fourth connection: %v", err)
	}
	refused("a fourth connection", r)
}

func isRateLimit(err error) bool {
	var re *replyError
	return errors.As(err, &re) && re.Code == tables.CodeRateLimit && strings.Contains(re.Message, "Too many")
}

// TestBotsOnlyTablesEnd: a table of built-in players only is closed
// (abandoned) after -bots-life, even while someone watches it.
func TestBotsOnlyTablesEnd(t *testing.T) {
	o := testOptions(t)
	o.botsLife = time.Second
	base, stop := startServer(t, o)
	defer stop()
	g := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: []string{"random", "random", "random", "random"}, Deals: 50})
	if len(g.Table) != tables.CodeLen {
		t.Errorf("the table's code %q is not %d long", g.Table, tables.CodeLen)
	}
	w := dial(t, base, g.Table, "", -1)
	start := time.Now()
	if _, err := w.next(20*time.Second, func(p tables.Publication) bool { return p.Update != nil && p.Update.State == table.Abandoned }); err != nil {
		t.Fatalf("the table of built-in players was not closed: %v (last %+v)", err, w.last)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("closed after %v, want about 1 s (the sweep every second)", d)
	}
}

// TestHintLimit: a client asks for hints at most -limit-hint a minute:
// the Nth is answered, the one past it refused (CodeRateLimit).
func TestHintLimit(t *testing.T) {
	o := testOptions(t)
	o.limits = map[string]int{actHint: 2}
	base, stop := startServer(t, o)
	defer stop()
	g := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: []string{"", "random", "random", "random"}, Deals: 1})
	a := dial(t, base, g.Table, g.Secret, g.Seat)
	if _, err := a.next(20*time.Second, func(p tables.Publication) bool { return p.Update != nil && p.Update.View.Turn != nil }); err != nil {
		t.Fatal(err)
	}
	data := mustJSONT(tables.HintRequest{Table: g.Table, Secret: g.Secret})
	for i := range 2 {
		b, err := a.rpc("hint", data)
		var reply tables.HintReply
		if err != nil || json.Unmarshal(b, &reply) != nil || reply.Reason["en"] == "" || reply.Reason["de"] == "" || reply.Reason["da"] == "" {
			t.Fatalf("hint %d of 2: %v %s", i+1, err, b)
		}
	}
	if _, err := a.rpc("hint", data); !isRateLimit(err) {
		t.Errorf("a third hint at 2 a minute: %v", err)
	}
}
