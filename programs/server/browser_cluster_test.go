package main

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/record"
)

// TestBrowserCluster plays in a real browser on two nodes of a cluster
// (-redis, -postgres): Alice's page is served by node A, where she creates
// a Hearts table (so A owns it), Bob's and a spectator's by node B. The
// table is in B's lobby, Bob joins by the link on B, and the two play the
// whole deal by clicking: Bob's moves reach the table through B, which
// forwards them to A. Neither page shows a card of the other's hand, and
// Alice's page shows the spectator on the other node (presence).
func TestBrowserCluster(t *testing.T) {
	redisAddr, _ := clusterServices(t)
	path := chromium(t)
	bases := startCluster(t, "browser-test", 30*time.Millisecond)
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
	leases := leaseProbe(t, redisAddr)
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

// leaseProbe returns leases of the test cluster at redisAddr, through
// which a test asks who owns a table; its connection is closed when the
// test ends.
func leaseProbe(t *testing.T, redisAddr string) *tables.Leases {
	t.Helper()
	rc, err := tables.Dial(redisAddr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rc.Close)
	leases, err := tables.NewLeases(rc, testPrefix, "probe", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	return leases
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

// TestBrowserNodeDies: a node dies under a page in a real browser. Two
// node processes, A and B, behind a load balancer that sends everything
// to A while it lives: Alice's page comes through the balancer (so it is
// connected to A) and creates a Hearts table there (so A owns it); Bob's
// page is served by B itself. In the middle of the deal A is killed
// (SIGKILL). Alice's page loses its connection and connects again by its
// own retry, to its own address, the balancer, which sends it to B; B
// takes the table over once A's lease has run out; both pages carry on
// after a short pause to the end of the deal, neither ever goes back to
// an older state, and the stored record is complete, valid by the
// referee, and holds every move once (the last update's seq is one more
// than its moves).
func TestBrowserNodeDies(t *testing.T) {
	redisAddr, _ := clusterServices(t)
	path := chromium(t)
	a, b := startNodeProc(t, "death-test-a"), startNodeProc(t, "death-test-b")
	lb := startBalancer(t, a, b)
	people := browsers(t, path, "Alice", "Bob")
	alice, bob := people[0], people[1]

	code := createTable(alice, lb.base, "hearts", 4, 1)
	joinTable(bob, baseOf(b), code, 1)
	for _, n := range lb.wentTo() {
		if n != a.Name {
			t.Fatalf("before the kill the balancer sent a connection to %s", n)
		}
	}
	leases := leaseProbe(t, redisAddr)
	var killed time.Time
	var killedAt, lastA, lastB int
	var version int // the lease version of A's publications, as Alice's page last saw it
	var pause time.Duration
	moves, checks := playHearts(t, alice, bob, 120*time.Second, func(moves int) {
		pa, pb := alice.read(), bob.read()
		if pa.Seq < lastA || pb.Seq < lastB {
			t.Fatalf("a page went back: Alice's from seq %d to %d, Bob's from %d to %d", lastA, pa.Seq, lastB, pb.Seq)
		}
		lastA, lastB = pa.Seq, pb.Seq
		if killed.IsZero() && pa.Seq >= 20 {
			// The test is of the owner's death: A must still own the
			// table (its lease not lost to B on a starved machine).
			o, ok, err := leases.Owner(context.Background(), code)
			if err != nil || !ok || !strings.HasPrefix(o.Holder, a.Name+"/") {
				t.Fatalf("before the kill the owner of table %s is %+v (%v %v), not %s: its lease ran out under the machine's load\n%s:\n%s\n%s:\n%s",
					code, o, ok, err, a.Name, a.Name, a.Log(), b.Name, b.Log())
			}
			if err := a.Cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			killed, killedAt = time.Now(), pa.Seq
			version = eval[int](alice, `state.version`)
			t.Logf("killed %s, which owns the table (lease version %d) and holds Alice's connection, at seq %d", a.Name, version, pa.Seq)
		}
		// The pause lasts until both pages have heard the new owner (a
		// higher lease version) and the table has moved on.
		if !killed.IsZero() && pause == 0 && pa.Seq > killedAt && pb.Seq > killedAt &&
			eval[int](alice, `state.version`) > version && eval[int](bob, `state.version`) > version {
			pause = time.Since(killed)
			t.Logf("both pages heard the new owner and moved on %v after the kill (Alice's at seq %d, Bob's at %d)", pause.Round(time.Millisecond), pa.Seq, pb.Seq)
		}
	})
	if killed.IsZero() || pause == 0 {
		t.Fatalf("the deal ended before the kill, or without moving on after it (killed at %v)", killed)
	}
	went := lb.wentTo()
	if went[len(went)-1] != b.Name {
		t.Fatalf("after the kill the balancer sent Alice's page to %v, want %s", went[len(went)-1], b.Name)
	}
	if got := eval[string](alice, `state.ws.url`); got != wsURL(lb.base) {
		t.Fatalf("Alice's page is connected to %s, want the balancer's %s", got, wsURL(lb.base))
	}
	if !strings.Contains(b.Log(), "table "+code+": taken over") {
		t.Fatalf("%s did not take the table over:\n%s", b.Name, b.Log())
	}
	// The record, stored by B in PostgreSQL.
	var rec *record.Record
	for wait := time.Now().Add(30 * time.Second); rec == nil; time.Sleep(100 * time.Millisecond) {
		res, err := http.Get(baseOf(b) + "/api/tables/" + code + "/record")
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode == http.StatusOK {
			if rec, err = record.Decode(res.Body); err != nil {
				t.Fatal(err)
			}
		}
		res.Body.Close()
		if rec == nil && time.Now().After(wait) {
			t.Fatalf("no record of table %s: status %d", code, res.StatusCode)
		}
	}
	v := record.Judge(rec)
	final := alice.read()
	if !v.Valid || len(v.Deals) != 1 || !v.Deals[0].Complete || len(rec.Deals[0].Actions)+1 != final.Seq {
		t.Fatalf("the stored record: valid %v, deals %+v, %d moves; the pages end at seq %d", v.Valid, v.Deals, len(rec.Deals[0].Actions), final.Seq)
	}
	t.Logf("Hearts across a node's death: %d clicks, %d leak checks, %d moves each once in the record, a pause of %v",
		moves, checks, len(rec.Deals[0].Actions), pause.Round(time.Millisecond))
}
