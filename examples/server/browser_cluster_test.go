package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/blackqueen/rules/examples/server/cluster"
)

// TestBrowserCluster plays in a real browser on two nodes of a cluster
// (-redis, -postgres): Alice's page is served by node A, where she creates
// a Hearts table (so A owns it), Bob's and a spectator's by node B. The
// table is in B's lobby, Bob joins by the link on B, and the two play the
// whole deal by clicking: Bob's moves reach the table through B, which
// forwards them to A. Neither page shows a card of the other's hand, and
// Alice's page shows the spectator on the other node (presence).
func TestBrowserCluster(t *testing.T) {
	redisAddr, pgURL := clusterServices(t)
	path := chromium(t)
	var bases []string
	for i := range 2 {
		o := testOptions(t)
		o.botDelay = 30 * time.Millisecond
		o.cluster = clusterOptions{redis: redisAddr, postgres: pgURL, node: fmt.Sprintf("browser-test-%d", i)}
		base, stop := startServer(t, o)
		t.Cleanup(stop)
		bases = append(bases, base)
	}
	people := browsers(t, path, "Alice", "Bob", "Carol")
	alice, bob, carol := people[0], people[1], people[2]

	code := createTable(alice, bases[0], "hearts", 4, 1)
	if !eval[bool](alice, `state.cluster`) {
		t.Fatal("Alice's page does not know it is served by a node of a cluster")
	}
	// Node B's lobby lists the table created on node A.
	var lobby struct {
		Tables []lobbyEntry `json:"tables"`
	}
	getJSON(t, bases[1]+"/api/lobby", &lobby)
	listed := false
	for _, e := range lobby.Tables {
		if e.ID == code && len(e.Info.Free) == 1 && e.Info.Free[0] == 1 {
			listed = true
		}
	}
	if !listed {
		t.Fatalf("node B's lobby does not list table %s (created on node A) with seat 1 free: %+v", code, lobby.Tables)
	}
	// Node A owns the table.
	rc, err := cluster.Dial(redisAddr)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	leases, err := cluster.NewLeases(rc, "bq", "probe", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if o, ok, err := leases.Owner(context.Background(), code); err != nil || !ok || !strings.HasPrefix(o.Holder, "browser-test-0/") {
		t.Fatalf("the owner of table %s is %+v (%v %v), want node A (browser-test-0)", code, o, ok, err)
	}
	joinTable(bob, bases[1], code, 1)
	// Bob's page speaks Centrifuge's protocol to node B.
	wantURL := "ws" + strings.TrimPrefix(bases[1], "http") + "/connection/websocket"
	if got := eval[string](bob, `state.ws.url`); got != wantURL {
		t.Fatalf("Bob's page is connected to %s, want %s", got, wantURL)
	}
	carol.do(chromedp.Navigate(bases[1]+"/#t="+code), chromedp.WaitVisible(chromedp.CSS(`body[data-seat="-1"]`)))
	// Presence: Alice (node A) sees the spectator of node B.
	if !eval[bool](alice, `new Promise((ok) => { const t0 = Date.now(); const f = () => {
	  if (document.getElementById("watchers").textContent.startsWith("1 ")) ok(true);
	  else if (Date.now() - t0 > 10000) ok(false); else setTimeout(f, 100); }; f(); })`) {
		t.Fatalf("Alice's page does not show the spectator: %q", eval[string](alice, `document.getElementById("watchers").textContent`))
	}

	moves, checks := playHearts(t, alice, bob, 90*time.Second, nil)
	// The spectator's page reaches the end too, and never shows a hand.
	for wait := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		pc := carol.read()
		if len(pc.Hand) != 0 {
			t.Fatalf("the spectator's page shows a hand: %+v", pc)
		}
		if pc.State == "finished" {
			break
		}
		if time.Now().After(wait) {
			t.Fatalf("the spectator's page did not reach the end: %+v", pc)
		}
	}
	t.Logf("Hearts on two nodes: %d clicks, %d leak checks at the same moment of the game", moves, checks)
}

// getJSON decodes the JSON answer of a GET.
func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatalf("%s: %v", url, err)
	}
}
