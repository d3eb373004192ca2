package cluster

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/examples/server/storage"
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
