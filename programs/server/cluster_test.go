package main

import (
	"context"
	crand "crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
)

// TestClusterNodes runs two servers as nodes of a cluster (-redis,
// -postgres, -node): a table of built-in players created at one node is
// watched from the other, plays to its end, and lands in PostgreSQL.
// The cluster's own tests (three processes, failover, fencing) are in
// package tables.
func TestClusterNodes(t *testing.T) {
	_, pgURL := clusterServices(t)
	bases := startCluster(t, "main-test", 10*time.Millisecond)
	creator := connectPage(t, bases[0])
	reply, err := creator.rpc("create", `{"spec":{"game":"hearts","seats":4,"bots":["random","random","random","random"],"deals":1,"public":true}}`)
	if err != nil {
		t.Fatal(err)
	}
	var cr tables.CreateReply
	if err := json.Unmarshal(reply, &cr); err != nil {
		t.Fatal(err)
	}
	watcher := dial(t, bases[1], cr.Table, "", -1)
	first, err := watcher.next(20*time.Second, func(tables.Publication) bool { return true })
	if err != nil || first.Update == nil {
		t.Fatalf("the subscription did not start from the table's state: %+v %v", first, err)
	}
	if _, err := watcher.next(60*time.Second, func(p tables.Publication) bool { return p.Update != nil && p.Update.State == table.Finished }); err != nil {
		t.Fatalf("watching from the other node: %v (last %+v)", err, watcher.last)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	st, err := storage.OpenPostgres(ctx, pgURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for {
		row, err := st.Load(ctx, cr.Table)
		if err == nil && row.State == table.Finished {
			if v := record.Judge(row.Record); !v.Valid || len(row.Seats) != 4 || row.Seats[0].Bot != "random" {
				t.Fatalf("stored: valid %v, seats %+v", v.Valid, row.Seats)
			}
			return
		}
		if ctx.Err() != nil || err != nil && !errors.Is(err, storage.ErrNotFound) {
			t.Fatalf("the finished table is not in PostgreSQL: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// startCluster runs two servers as nodes of a cluster named name-0 and
// name-1, their built-in players pausing botDelay, until the test ends;
// it skips without Redis and PostgreSQL.
func startCluster(t *testing.T, name string, botDelay time.Duration) (bases []string) {
	t.Helper()
	redisAddr, pgURL := clusterServices(t)
	for i := range 2 {
		o := testOptions(t)
		o.pace.botDelay = botDelay
		o.cluster = clusterOptions{redis: redisAddr, postgres: pgURL, node: fmt.Sprintf("%s-%d", name, i), prefix: testPrefix, lease: testLease}
		base, stop := startServer(t, o)
		t.Cleanup(stop)
		bases = append(bases, base)
	}
	return bases
}

// testPrefix begins the Redis keys of this run's clusters: the tests
// share a Redis with no other run (nor with a run of package tables'
// tests), whose nodes would take their tables over.
var testPrefix = func() string {
	var b [6]byte
	_, _ = crand.Read(b[:])
	return "bqtest-server-" + hex.EncodeToString(b[:])
}()

// clusterServices returns the test Redis and PostgreSQL, or skips.
func clusterServices(t *testing.T) (redisAddr, pgURL string) {
	t.Helper()
	redisAddr, pgURL = os.Getenv("BQ_TEST_REDIS"), os.Getenv("BQ_TEST_POSTGRES")
	if redisAddr == "" || pgURL == "" {
		t.Skip("needs Redis and PostgreSQL: set BQ_TEST_REDIS=HOST:PORT and BQ_TEST_POSTGRES=postgres://... (.ci/run starts both)")
	}
	return redisAddr, pgURL
}

// TestRecordHiddenAtEveryNode: while a deal is played, its record shows
// none of its hands at the node that owns the table nor at another node
// of the cluster (which reads the live record); once a deal is over its
// record is served there too.
func TestRecordHiddenAtEveryNode(t *testing.T) {
	bases := startCluster(t, "main-hidden", 10*time.Millisecond)
	g := newTable(t, bases[0], spec{Game: "hearts", Seats: 4, Bots: []string{"", "", "random", "random"}, Deals: 1, Public: true})
	var other seatGrant
	if code := post(t, bases[1]+"/api/tables/"+g.Table+"/join", joinRequest{Seat: -1, Name: "Bo"}, &other); code != http.StatusOK {
		t.Fatalf("join at the other node: %d", code)
	}
	a := dial(t, bases[0], g.Table, g.Secret, g.Seat)
	if u := a.myTurn(); u == nil || u.State != table.Playing {
		t.Fatalf("the deal did not start: %+v", u)
	}
	for i, base := range bases {
		if status, body := get(t, base+"/api/tables/"+g.Table+"/record"); status != http.StatusNotFound {
			t.Errorf("node %d serves the record of a deal in progress: %d %s", i, status, body)
		}
	}
}
