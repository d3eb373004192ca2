package cluster

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/examples/server/storage"
	"github.com/blackqueen/rules/table"
)

// TestNodeAlone: with no Redis the node runs alone on Centrifuge's
// in-memory broker and presence, by the same code (the lease is its own
// for good), and keeps its tables in SQLite; four clients play a deal.
func TestNodeAlone(t *testing.T) {
	st, err := storage.OpenSQLite(filepath.Join(t.TempDir(), "alone.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	n, err := New(Config{Name: "alone", Open: openTestSpec, Store: st, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/connection/websocket", n.Handler(nil))
	srv := httptest.NewServer(mux)
	t.Cleanup(func() {
		srv.Close()
		_ = n.Shutdown(t.Context())
	})
	addr := strings.TrimPrefix(srv.URL, "http://")
	d := newDealAt(t, nil, []string{addr}, []int{0, 0, 0, 0}, 0)
	d.store = st
	// A table in progress is in the store, to be replayed after a restart.
	if un, err := st.Unfinished(t.Context()); err != nil || len(un) != 1 || un[0].ID != d.id {
		t.Fatalf("Unfinished: %v %v", un, err)
	}
	d.play(60*time.Second, nil)
	d.check()
}

// TestNodeClosesIdleTables (Config.Idle): a table that no client has been
// subscribed to for the idle time is closed and stored as abandoned; one
// that a spectator watches stays.
func TestNodeClosesIdleTables(t *testing.T) {
	st, err := storage.OpenSQLite(filepath.Join(t.TempDir(), "idle.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	n, err := New(Config{Name: "alone", Open: openTestSpec, Store: st, Logf: t.Logf, Idle: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/connection/websocket", n.Handler(nil))
	srv := httptest.NewServer(mux)
	t.Cleanup(func() {
		srv.Close()
		_ = n.Shutdown(t.Context())
	})
	spec := []byte(`{"game":"black-maria","seats":4,"deals":1,"seed":7}`)
	idle, err := n.Create(spec)
	if err != nil {
		t.Fatal(err)
	}
	watched, err := n.Create(spec)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	c := newClient(t, []string{strings.TrimPrefix(srv.URL, "http://")}, 0)
	if err := c.connect(ctx); err != nil {
		t.Fatal(err)
	}
	if err := c.subscribe(ctx, WatchChannel(watched), nil); err != nil {
		t.Fatal(err)
	}
	for {
		row, err := st.Load(ctx, idle)
		if err == nil && row.State == table.Abandoned {
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("the idle table is not closed: %+v %v", row, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if !slices.Contains(n.Owned(), watched) {
		t.Fatalf("the watched table was closed too (owned: %v)", n.Owned())
	}
	if u := c.update(WatchChannel(watched)); u == nil || u.State == table.Abandoned {
		t.Fatalf("the spectator's last update: %+v", u)
	}
}
