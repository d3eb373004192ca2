package tables

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/table"
)

// startAlone starts a node alone, with its tables in SQLite and the
// given Config.Idle, serving Centrifuge at the address it returns, until
// the test ends.
func startAlone(t *testing.T, idle time.Duration) (*Node, storage.Store, string) {
	t.Helper()
	st, err := storage.OpenSQLite(filepath.Join(t.TempDir(), "alone.db"))
	if err != nil {
		t.Fatal(err)
	}
	n, err := New(Config{Name: "alone", Open: openTestSpec, Store: st, Logf: t.Logf, Idle: idle})
	if err != nil {
		st.Close()
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/connection/websocket", n.Handler(nil))
	srv := httptest.NewServer(mux)
	t.Cleanup(func() {
		srv.Close()
		_ = n.Shutdown(context.Background())
		st.Close()
	})
	return n, st, strings.TrimPrefix(srv.URL, "http://")
}

// TestNodeAlone: with no Redis the node runs alone on Centrifuge's
// in-memory broker and presence, by the same code (the lease is its own
// for good), and keeps its tables in SQLite; four clients play a deal.
func TestNodeAlone(t *testing.T) {
	_, st, addr := startAlone(t, 0)
	d := newDealAt(t, nil, []string{addr}, []int{0, 0, 0, 0}, 0)
	d.store = st
	// A table in progress is in the store (within a batch's time), to be
	// replayed after a restart.
	for wait := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		un, err := st.Unfinished(t.Context())
		if err == nil && len(un) == 1 && un[0].ID == d.id {
			break
		}
		if time.Now().After(wait) {
			t.Fatalf("Unfinished: %v %v", un, err)
		}
	}
	d.play(60*time.Second, nil)
	d.check()
}

// TestNodeClosesIdleTables (Config.Idle): a table that no client has been
// subscribed to for the idle time is closed and stored as abandoned; one
// that a spectator watches stays.
func TestNodeClosesIdleTables(t *testing.T) {
	n, st, addr := startAlone(t, time.Second)
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
	c := newClient(t, []string{addr}, 0)
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
