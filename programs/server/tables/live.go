package tables

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/redis/rueidis"
)

// ErrFenced is returned by a write under a lease that is no longer the
// table's: nothing was written.
var ErrFenced = errors.New("cluster: fenced: the lease is no longer the table's")

// Live keeps the live record of every table in progress in Redis.
type Live struct {
	redis  rueidis.Client
	prefix string
}

// NewLive returns the live records kept in c under keys that begin with
// prefix (the same as the cluster's leases).
func NewLive(c rueidis.Client, prefix string) *Live { return &Live{redis: c, prefix: prefix} }

func liveKey(prefix, table string) string { return prefix + ":live:" + table }

// writeScript writes the record only under the table's current lease, and
// never over a later state (a higher seq): the fence and the write are one
// step in Redis.
var writeScript = rueidis.NewLuaScript(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
local cur = tonumber(redis.call('HGET', KEYS[2], 'seq') or '-1')
if cur > tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[2], 'seq', ARGV[2], 'version', ARGV[3], 'data', ARGV[4])
return 1
`)

// Write stores data as the table's live record at seq, under lease. It
// returns ErrFenced, writing nothing, when lease is not the table's lease
// in Redis now. A write of a seq below the stored one changes nothing and
// reports written false (the state is already past it); the same seq
// overwrites (a change of the seats keeps the seq).
func (l *Live) Write(ctx context.Context, lease *Lease, seq uint64, data []byte) (written bool, err error) {
	n, err := writeScript.Exec(ctx, l.redis, []string{leaseKey(l.prefix, lease.Table), liveKey(l.prefix, lease.Table)},
		[]string{lease.Value(), strconv.FormatUint(seq, 10), strconv.FormatInt(lease.Version, 10), string(data)}).AsInt64()
	if err != nil {
		return false, fmt.Errorf("cluster: writing the record of %s: %w", lease.Table, err)
	}
	switch n {
	case -1:
		return false, ErrFenced
	case 0:
		return false, nil
	}
	return true, nil
}

// Entry is a table's live record as stored: the seq and the lease version
// it was written at, and the caller's bytes.
type Entry struct {
	Seq     uint64
	Version int64
	Data    []byte
}

// Read returns the table's live record; ok is false when there is none.
func (l *Live) Read(ctx context.Context, table string) (e Entry, ok bool, err error) {
	m, err := l.redis.Do(ctx, l.redis.B().Hgetall().Key(liveKey(l.prefix, table)).Build()).AsStrMap()
	if err != nil {
		return Entry{}, false, fmt.Errorf("cluster: reading the record of %s: %w", table, err)
	}
	if len(m) == 0 {
		return Entry{}, false, nil
	}
	seq, err1 := strconv.ParseUint(m["seq"], 10, 64)
	v, err2 := strconv.ParseInt(m["version"], 10, 64)
	if err1 != nil || err2 != nil {
		return Entry{}, false, fmt.Errorf("cluster: the record of %s is malformed", table)
	}
	return Entry{Seq: seq, Version: v, Data: []byte(m["data"])}, true, nil
}

// deleteScript removes the live record under the table's current lease.
var deleteScript = rueidis.NewLuaScript(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
redis.call('DEL', KEYS[2])
return 1
`)

// Delete removes the table's live record (the game is over and stored
// for good), under lease.
func (l *Live) Delete(ctx context.Context, lease *Lease) error {
	n, err := deleteScript.Exec(ctx, l.redis, []string{leaseKey(l.prefix, lease.Table), liveKey(l.prefix, lease.Table)}, []string{lease.Value()}).AsInt64()
	if err != nil {
		return fmt.Errorf("cluster: deleting the record of %s: %w", lease.Table, err)
	}
	if n != 1 {
		return ErrFenced
	}
	return nil
}

// Tables returns the IDs of the tables with a live record, to take over
// those whose lease nobody holds.
func (l *Live) Tables(ctx context.Context) ([]string, error) {
	var out []string
	var cursor uint64
	for {
		e, err := l.redis.Do(ctx, l.redis.B().Scan().Cursor(cursor).Match(l.prefix+":live:*").Count(200).Build()).AsScanEntry()
		if err != nil {
			return nil, fmt.Errorf("cluster: listing the tables: %w", err)
		}
		for _, k := range e.Elements {
			out = append(out, k[len(l.prefix+":live:"):])
		}
		if e.Cursor == 0 {
			return out, nil
		}
		cursor = e.Cursor
	}
}
