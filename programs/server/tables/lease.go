package tables

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/redis/rueidis"
)

// ErrHeld is returned by Acquire when another holder's lease is live.
var ErrHeld = errors.New("cluster: the table's lease is held by another node")

// ErrLost is returned by Renew when the lease has expired or another node
// holds the table now.
var ErrLost = errors.New("cluster: the lease was lost")

// Leases hands out and renews table leases for one holder (a node).
type Leases struct {
	redis  rueidis.Client
	prefix string
	holder string
	ttl    time.Duration
	now    func() time.Time
}

// NewLeases returns the leases of holder, each valid for ttl after it was
// last renewed, under keys that begin with prefix (one cluster's; "bq" in
// the keys shown in the package's documentation). holder must not contain
// a space; ttl is at least 100ms.
func NewLeases(c rueidis.Client, prefix, holder string, ttl time.Duration) (*Leases, error) {
	if holder == "" || strings.ContainsAny(holder, " \t\n") {
		return nil, fmt.Errorf("cluster: holder %q: want a name without spaces", holder)
	}
	if ttl < 100*time.Millisecond {
		return nil, fmt.Errorf("cluster: lease TTL %v is below 100ms", ttl)
	}
	return &Leases{redis: c, prefix: prefix, holder: holder, ttl: ttl, now: time.Now}, nil
}

// Holder returns the name the leases are held under.
func (l *Leases) Holder() string { return l.holder }

// TTL returns how long a lease lasts after its last renewal.
func (l *Leases) TTL() time.Duration { return l.ttl }

// Lease is one table held by this node under a fencing version: a lease
// acquired later, by any node, has a higher version.
type Lease struct {
	Table   string
	Version int64
	Holder  string
	// until is when the lease is sure to be live by this node's clock:
	// the time its last renewal was sent plus four fifths of the TTL
	// (monotonic, so a pause of the process counts against it). The
	// renewal writes it while the table's goroutine reads it: mu guards it.
	mu    sync.Mutex
	until time.Time
}

// Value is the lease as Redis keeps it: "VERSION HOLDER".
func (l *Lease) Value() string { return strconv.FormatInt(l.Version, 10) + " " + l.Holder }

// Valid reports whether the lease is still sure to be held at now by the
// node's own clock. A node acts for a table only while this holds; the
// writes of the live record are fenced in Redis besides.
func (l *Lease) Valid(now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return now.Before(l.until)
}

// setUntil records when the lease stops being sure by this node's clock.
func (l *Lease) setUntil(t time.Time) {
	l.mu.Lock()
	l.until = t
	l.mu.Unlock()
}

// Owner is who holds a table's lease.
type Owner struct {
	Version int64
	Holder  string
}

func leaseKey(prefix, table string) string { return prefix + ":lease:" + table }
func fenceKey(prefix, table string) string { return prefix + ":fence:" + table }

// acquireScript takes the lease when nobody holds it: a new version from
// the fence counter, above the floor ARGV[3], the lease key with its TTL.
// It returns the version, or the live lease's value.
var acquireScript = rueidis.NewLuaScript(`
local cur = redis.call('GET', KEYS[1])
if cur then return {0, cur} end
local v = redis.call('INCR', KEYS[2])
local floor = tonumber(ARGV[3])
if v <= floor then
  v = floor + 1
  redis.call('SET', KEYS[2], v)
end
redis.call('SET', KEYS[1], v .. ' ' .. ARGV[1], 'PX', ARGV[2])
return {v, ''}
`)

// renewScript extends the lease if it is still the caller's.
var renewScript = rueidis.NewLuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`)

// releaseScript deletes the lease if it is still the caller's.
var releaseScript = rueidis.NewLuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`)

// Acquire takes table's lease for this node. When another node holds it,
// it returns ErrHeld and that owner.
func (l *Leases) Acquire(ctx context.Context, table string) (*Lease, Owner, error) {
	return l.AcquireAbove(ctx, table, 0)
}

// AcquireAbove is Acquire with a version above floor: the highest version
// the table was stored under, so that versions keep rising when Redis has
// forgotten the fence counter (a restart without persistence) and the
// store keeps fencing a deposed owner.
func (l *Leases) AcquireAbove(ctx context.Context, table string, floor int64) (*Lease, Owner, error) {
	sent := l.now()
	ms := strconv.FormatInt(l.ttl.Milliseconds(), 10)
	res, err := acquireScript.Exec(ctx, l.redis, []string{leaseKey(l.prefix, table), fenceKey(l.prefix, table)},
		[]string{l.holder, ms, strconv.FormatInt(floor, 10)}).ToArray()
	if err != nil {
		return nil, Owner{}, fmt.Errorf("cluster: acquiring %s: %w", table, err)
	}
	if len(res) != 2 {
		return nil, Owner{}, fmt.Errorf("cluster: acquiring %s: unexpected reply", table)
	}
	v, err := res[0].AsInt64()
	if err != nil {
		return nil, Owner{}, fmt.Errorf("cluster: acquiring %s: %w", table, err)
	}
	if v == 0 {
		cur, _ := res[1].ToString()
		o, _ := parseOwner(cur)
		return nil, o, ErrHeld
	}
	return &Lease{Table: table, Version: v, Holder: l.holder, until: sent.Add(l.ttl * 4 / 5)}, Owner{v, l.holder}, nil
}

// Renew extends the lease by the TTL from now; ErrLost when it is no
// longer this node's (it expired, or another node took the table over).
func (l *Leases) Renew(ctx context.Context, lease *Lease) error {
	sent := l.now()
	ms := strconv.FormatInt(l.ttl.Milliseconds(), 10)
	n, err := renewScript.Exec(ctx, l.redis, []string{leaseKey(l.prefix, lease.Table)}, []string{lease.Value(), ms}).AsInt64()
	if err != nil {
		return fmt.Errorf("cluster: renewing %s: %w", lease.Table, err)
	}
	if n != 1 {
		lease.setUntil(time.Time{})
		return ErrLost
	}
	lease.setUntil(sent.Add(l.ttl * 4 / 5))
	return nil
}

// Release gives the lease up, if it is still this node's, so that another
// node may take the table at once.
func (l *Leases) Release(ctx context.Context, lease *Lease) error {
	lease.setUntil(time.Time{})
	return releaseScript.Exec(ctx, l.redis, []string{leaseKey(l.prefix, lease.Table)}, []string{lease.Value()}).Error()
}

// Owner returns who holds table's lease now; ok is false when nobody does.
func (l *Leases) Owner(ctx context.Context, table string) (o Owner, ok bool, err error) {
	s, err := l.redis.Do(ctx, l.redis.B().Get().Key(leaseKey(l.prefix, table)).Build()).ToString()
	if rueidis.IsRedisNil(err) {
		return Owner{}, false, nil
	}
	if err != nil {
		return Owner{}, false, fmt.Errorf("cluster: owner of %s: %w", table, err)
	}
	o, err = parseOwner(s)
	return o, err == nil, err
}

func parseOwner(s string) (Owner, error) {
	v, h, ok := strings.Cut(s, " ")
	n, err := strconv.ParseInt(v, 10, 64)
	if !ok || err != nil {
		return Owner{}, fmt.Errorf("cluster: malformed lease %q", s)
	}
	return Owner{Version: n, Holder: h}, nil
}
