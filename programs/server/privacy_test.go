package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/server/tables"
)

// TestPrivateTablesStayPrivate: a private table is never listed, while it
// is played (the lobby) nor once it has ended, finished or abandoned (the
// history), with its code or its players' names; it is still reached by
// its code. A public table that ended is listed.
func TestPrivateTablesStayPrivate(t *testing.T) {
	o := testOptions(t)
	o.idle = time.Second // tables nobody watches are abandoned soon
	base, stop := startServer(t, o)
	defer stop()
	bots := []string{"random", "random", "random", "random"}
	abandoned := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: []string{"", "random", "random", "random"}, Deals: 1}).Table
	private := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: bots, Deals: 1}).Table
	public := newTable(t, base, spec{Game: "hearts", Seats: 4, Bots: bots, Deals: 1, Public: true}).Table
	deadline := time.Now().Add(60 * time.Second)
	for _, id := range []string{abandoned, private, public} {
		for {
			var info tables.TableInfo
			status, body := get(t, base+"/api/tables/"+id)
			if status != http.StatusOK || json.Unmarshal(body, &info) != nil {
				t.Fatalf("table %s by its code: %d %s", id, status, body)
			}
			if !info.Live {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("table %s did not end: %s", id, body)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	_, body := get(t, base+"/api/history")
	if !strings.Contains(string(body), public) {
		t.Errorf("the history does not list the public table %s: %s", public, body)
	}
	for _, leak := range []string{abandoned, private, "Ada"} { // Ada: the private table's person
		if strings.Contains(string(body), leak) {
			t.Errorf("the history tells %q of a private table: %s", leak, body)
		}
	}
	if _, lobby := get(t, base+"/api/lobby"); strings.Contains(string(lobby), abandoned) || strings.Contains(string(lobby), private) {
		t.Errorf("the lobby lists a private table: %s", lobby)
	}
}
