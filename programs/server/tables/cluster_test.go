package tables

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/redis/rueidis"
	"pgregory.net/rapid"
)

// redisFor returns a client of the test Redis named by BQ_TEST_REDIS
// (HOST:PORT), or skips the test.
func redisFor(t testing.TB) rueidis.Client {
	t.Helper()
	addr := os.Getenv("BQ_TEST_REDIS")
	if addr == "" {
		t.Skip("no Redis: set BQ_TEST_REDIS=HOST:PORT of a Redis server the test may write to (.ci/run starts one)")
	}
	c, err := Dial(addr)
	if err != nil {
		t.Skipf("no Redis at BQ_TEST_REDIS=%s: %v", addr, err)
	}
	t.Cleanup(c.Close)
	return c
}

// testPrefix begins the Redis keys of this test run's tables: a run of
// the tests shares a Redis with no other.
var testPrefix = func() string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return "bqtest-" + hex.EncodeToString(b[:])
}()

// tableID returns a table ID no other test run uses.
func tableID(t testing.TB) string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return "test-" + hex.EncodeToString(b[:])
}

func mustLeases(t testing.TB, c rueidis.Client, holder string, ttl time.Duration) *Leases {
	t.Helper()
	l, err := NewLeases(c, testPrefix, holder, ttl)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestNewLeasesRefusesBadArguments(t *testing.T) {
	for _, tc := range []struct {
		holder string
		ttl    time.Duration
	}{{"", time.Second}, {"a b", time.Second}, {"a", time.Millisecond}} {
		if _, err := NewLeases(nil, testPrefix, tc.holder, tc.ttl); err == nil {
			t.Errorf("NewLeases(%q, %v): no error", tc.holder, tc.ttl)
		}
	}
}

// TestLeaseTakeoverFences walks one failover: a lease held, refused to a
// second node, expiring, taken by the second node with a higher version;
// the first node's renewal and writes are then refused and change
// nothing.
func TestLeaseTakeoverFences(t *testing.T) {
	c := redisFor(t)
	ctx := context.Background()
	id := tableID(t)
	ttl := time.Second // long enough for the calls after the takeover on a loaded machine
	a, b := mustLeases(t, c, "node-a", ttl), mustLeases(t, c, "node-b", ttl)
	live := NewLive(c, testPrefix)

	la, _, err := a.Acquire(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !la.Valid(time.Now()) {
		t.Fatal("a fresh lease is not valid")
	}
	if _, o, err := b.Acquire(ctx, id); !errors.Is(err, ErrHeld) || o.Holder != "node-a" || o.Version != la.Version {
		t.Fatalf("second Acquire: %v, owner %+v; want ErrHeld by node-a v%d", err, o, la.Version)
	}
	if ok, err := live.Write(ctx, la, 1, []byte("one")); err != nil || !ok {
		t.Fatalf("owner's write: %v, %v", ok, err)
	}
	if err := a.Renew(ctx, la); err != nil {
		t.Fatalf("Renew: %v", err)
	}

	time.Sleep(ttl + 100*time.Millisecond) // a stalls: no renewal
	if la.Valid(time.Now()) {
		t.Error("the lease is still valid by the local clock after its TTL")
	}
	lb, _, err := b.Acquire(ctx, id)
	if err != nil {
		t.Fatalf("takeover: %v", err)
	}
	if lb.Version <= la.Version {
		t.Fatalf("takeover version %d is not above %d", lb.Version, la.Version)
	}
	if o, ok, err := b.Owner(ctx, id); err != nil || !ok || o != (Owner{lb.Version, "node-b"}) {
		t.Fatalf("Owner: %+v %v %v", o, ok, err)
	}
	if err := a.Renew(ctx, la); !errors.Is(err, ErrLost) {
		t.Fatalf("old owner's Renew: %v, want ErrLost", err)
	}
	if _, err := live.Write(ctx, la, 2, []byte("stale")); !errors.Is(err, ErrFenced) {
		t.Fatalf("old owner's write: %v, want ErrFenced", err)
	}
	if err := live.Delete(ctx, la); !errors.Is(err, ErrFenced) {
		t.Fatalf("old owner's delete: %v, want ErrFenced", err)
	}
	e, ok, err := live.Read(ctx, id)
	if err != nil || !ok || e.Seq != 1 || string(e.Data) != "one" || e.Version != la.Version {
		t.Fatalf("after the fenced write: %+v %v %v; want seq 1 \"one\" v%d", e, ok, err, la.Version)
	}
	if ok, err := live.Write(ctx, lb, 2, []byte("two")); err != nil || !ok {
		t.Fatalf("new owner's write: %v %v", ok, err)
	}
	if e, _, _ := live.Read(ctx, id); e.Seq != 2 || string(e.Data) != "two" || e.Version != lb.Version {
		t.Fatalf("after the new owner's write: %+v", e)
	}
	if err := live.Delete(ctx, lb); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := live.Read(ctx, id); ok {
		t.Fatal("the record is still there after Delete")
	}
	if err := b.Release(ctx, lb); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := a.Owner(ctx, id); ok {
		t.Fatal("a released lease still has an owner")
	}
}

// TestLiveWriteOrder: a lower seq never replaces a higher one; the same
// seq (a change of the seats) does.
func TestLiveWriteOrder(t *testing.T) {
	c := redisFor(t)
	ctx := context.Background()
	id := tableID(t)
	l, _, err := mustLeases(t, c, "n", time.Second).Acquire(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	live := NewLive(c, testPrefix)
	steps := []struct {
		seq     uint64
		data    string
		written bool
		want    string
	}{{5, "five", true, "five"}, {3, "three", false, "five"}, {5, "five again", true, "five again"}, {6, "six", true, "six"}}
	for _, s := range steps {
		ok, err := live.Write(ctx, l, s.seq, []byte(s.data))
		if err != nil || ok != s.written {
			t.Fatalf("Write(%d): %v %v, want written %v", s.seq, ok, err, s.written)
		}
		if e, _, _ := live.Read(ctx, id); string(e.Data) != s.want {
			t.Fatalf("after Write(%d): %q, want %q", s.seq, e.Data, s.want)
		}
	}
	tables, err := live.Tables(ctx)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, x := range tables {
		found = found || x == id
	}
	if !found {
		t.Fatalf("Tables does not list %s", id)
	}
	_ = live.Delete(ctx, l)
}

// TestLeaseStateMachine drives three nodes at one table through random
// acquisitions, renewals, releases, expiries and writes against a model:
// at every moment at most one node's writes are accepted, it is the
// holder of the newest version, and versions only grow.
func TestLeaseStateMachine(t *testing.T) {
	c := redisFor(t)
	ctx := context.Background()
	rapid.Check(t, func(rt *rapid.T) {
		id := tableID(t)
		nodes := []*Leases{mustLeases(t, c, "n0", time.Minute), mustLeases(t, c, "n1", time.Minute), mustLeases(t, c, "n2", time.Minute)}
		live := NewLive(c, testPrefix)
		held := make([]*Lease, len(nodes)) // the lease each node believes it has
		owner := -1                        // the model: who holds the live lease
		var version int64
		var seq uint64
		defer func() {
			c.Do(ctx, c.B().Del().Key(leaseKey(testPrefix, id), fenceKey(testPrefix, id), liveKey(testPrefix, id)).Build())
		}()
		for step := 0; step < 30; step++ {
			n := rapid.IntRange(0, len(nodes)-1).Draw(rt, "node")
			switch rapid.SampledFrom([]string{"acquire", "renew", "release", "expire", "write"}).Draw(rt, "op") {
			case "acquire":
				l, o, err := nodes[n].Acquire(ctx, id)
				if owner >= 0 {
					if !errors.Is(err, ErrHeld) || o.Version != version {
						rt.Fatalf("acquire by n%d while n%d holds v%d: %v %+v", n, owner, version, err, o)
					}
					continue
				}
				if err != nil || l.Version <= version {
					rt.Fatalf("acquire by n%d of a free table: %v, version %v after %d", n, err, l, version)
				}
				held[n], owner, version = l, n, l.Version
			case "renew":
				if held[n] == nil {
					continue
				}
				err := nodes[n].Renew(ctx, held[n])
				if (err == nil) != (owner == n && held[n].Version == version) {
					rt.Fatalf("renew by n%d (v%d; owner n%d v%d): %v", n, held[n].Version, owner, version, err)
				}
			case "release":
				if held[n] == nil {
					continue
				}
				_ = nodes[n].Release(ctx, held[n])
				if owner == n && held[n].Version == version {
					owner = -1
				}
				held[n] = nil
			case "expire":
				c.Do(ctx, c.B().Del().Key(leaseKey(testPrefix, id)).Build())
				owner = -1
			case "write":
				if held[n] == nil {
					continue
				}
				seq++
				ok, err := live.Write(ctx, held[n], seq, []byte{byte(n)})
				mine := owner == n && held[n].Version == version
				if mine != (err == nil && ok) || !mine && !errors.Is(err, ErrFenced) {
					rt.Fatalf("write by n%d (v%d; owner n%d v%d): %v %v", n, held[n].Version, owner, version, ok, err)
				}
				if mine {
					if e, _, _ := live.Read(ctx, id); e.Version != version || e.Seq != seq {
						rt.Fatalf("stored %+v, want v%d seq %d", e, version, seq)
					}
				}
			}
		}
	})
}

// TestAcquireAboveTheStoredVersion: a Redis that forgot a table's fence
// counter (a restart without persistence) hands out versions above the
// floor given, the version the table was stored under, and keeps rising
// from there; a floor below the counter changes nothing.
func TestAcquireAboveTheStoredVersion(t *testing.T) {
	c := redisFor(t)
	ctx := context.Background()
	l := mustLeases(t, c, "a", time.Second)
	id := tableID(t)
	lease, _, err := l.AcquireAbove(ctx, id, 41)
	if err != nil || lease.Version != 42 {
		t.Fatalf("AcquireAbove(41) on a forgotten counter: %+v %v, want version 42", lease, err)
	}
	if err := l.Release(ctx, lease); err != nil {
		t.Fatal(err)
	}
	lease, _, err = l.AcquireAbove(ctx, id, 7)
	if err != nil || lease.Version != 43 {
		t.Fatalf("AcquireAbove(7) after 42: %+v %v, want version 43", lease, err)
	}
	if _, _, err := l.AcquireAbove(ctx, id, 100); !errors.Is(err, ErrHeld) {
		t.Fatalf("AcquireAbove of a held lease: %v, want ErrHeld", err)
	}
}
