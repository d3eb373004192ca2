package tables

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestClusterPresence: who is at a table, from Centrifuge's presence in
// Redis, is the same asked at any node: a spectator on node2 and the
// holder of seat 0 on node1 are seen from node0, a seat taken but not
// subscribed to shows as not connected, and a spectator who leaves is
// gone from the count.
func TestClusterPresence(t *testing.T) {
	services(t)
	procs := startNodes(t, 3, testTTL)
	addrs := addrsOf(procs)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	dial := func(node int) *client {
		c := newClient(t, addrs, node)
		if err := c.connect(ctx); err != nil {
			t.Fatal(err)
		}
		return c
	}
	probe := dial(0)
	var cr CreateReply
	if err := probe.call(ctx, "create", CreateRequest{Spec: []byte(`{"game":"black-maria","seats":4,"deals":1,"seed":7}`)}, &cr); err != nil {
		t.Fatal(err)
	}
	id := cr.Table
	defer dropTable(t, procs, id)
	seated, idle, spectator := dial(1), dial(2), dial(2)
	var j0, j1 JoinReply
	if err := seated.call(ctx, "join", JoinRequest{Table: cr.Table, Seat: 0, Name: "a"}, &j0); err != nil {
		t.Fatal(err)
	}
	if err := seated.subscribe(ctx, SeatChannel(cr.Table, 0), SubscribeData{Secret: j0.Secret}); err != nil {
		t.Fatal(err)
	}
	if err := idle.call(ctx, "join", JoinRequest{Table: cr.Table, Seat: 1, Name: "b"}, &j1); err != nil {
		t.Fatal(err)
	}
	if err := spectator.subscribe(ctx, WatchChannel(cr.Table), nil); err != nil {
		t.Fatal(err)
	}
	ask := func(want PresenceReply) {
		t.Helper()
		var got PresenceReply
		for wait := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			if err := probe.call(ctx, "presence", PresenceRequest{Table: id}, &got); err != nil {
				t.Fatal(err)
			}
			if cmp.Equal(want, got) {
				return
			}
			if time.Now().After(wait) {
				t.Fatalf("presence asked at node0 (-want +got):\n%s", cmp.Diff(want, got))
			}
		}
	}
	ask(PresenceReply{Watchers: 1, Connected: []bool{true, false, false, false}})
	spectator.close()
	ask(PresenceReply{Watchers: 0, Connected: []bool{true, false, false, false}})
	var none PresenceReply
	if err := probe.call(ctx, "presence", PresenceRequest{Table: "nosuchtable"}, &none); err == nil {
		t.Fatalf("presence of a table nobody has: %+v, want an error", none)
	}
}
