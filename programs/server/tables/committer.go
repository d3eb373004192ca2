package tables

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/blackqueen/rules/programs/server/storage"
)

// maxBatch is the most rows one commit of the committer writes.
const maxBatch = 256

// commitTimeout bounds one commit.
const commitTimeout = 10 * time.Second

// errClosed is returned by a save after the committer has stopped.
var errClosed = errors.New("tables: the store's writer has stopped")

// committer writes the tables' rows to the store before anything of them
// is acknowledged: a save returns once its row is committed. The rows of
// every table go through one goroutine in group commits: the rows that
// arrive while a commit is written wait for the next, and go in it
// together (one transaction, one sync to disk), so that many tables'
// moves share the cost of a commit and none waits for more than the one
// under way.
type committer struct {
	store storage.Store

	mu     sync.Mutex // guards queue and closed
	queue  []*pendingRow
	closed bool

	wake chan struct{}
	quit chan struct{}
	done chan struct{}
}

// pendingRow is a row waiting for its commit, and where its outcome goes.
type pendingRow struct {
	row  *storage.Table
	done chan error
}

func newCommitter(st storage.Store) *committer {
	c := &committer{store: st, wake: make(chan struct{}, 1), quit: make(chan struct{}), done: make(chan struct{})}
	go c.run()
	return c
}

// save writes row in the next commit and returns its outcome; a ctx that
// ends first returns ctx's error (the row may yet be committed: saving
// the same row again is harmless).
func (c *committer) save(ctx context.Context, row *storage.Table) error {
	p := &pendingRow{row: row, done: make(chan error, 1)}
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return errClosed
	}
	c.queue = append(c.queue, p)
	c.mu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
	select {
	case err := <-p.done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (c *committer) run() {
	defer close(c.done)
	for {
		select {
		case <-c.wake:
		case <-c.quit:
			c.mu.Lock()
			c.closed = true
			c.mu.Unlock()
			for c.commit() {
			}
			return
		}
		for c.commit() {
		}
	}
}

// commit writes the rows queued now (up to maxBatch) in one commit, and
// reports whether there were any.
func (c *committer) commit() bool {
	c.mu.Lock()
	n := min(len(c.queue), maxBatch)
	batch := c.queue[:n:n]
	c.queue = c.queue[n:]
	c.mu.Unlock()
	if n == 0 {
		return false
	}
	rows := make([]*storage.Table, n)
	for i, p := range batch {
		rows[i] = p.row
	}
	errs := c.saveAll(rows)
	if len(rows) > 1 && failedAll(errs) {
		// One bad row may fail a whole transaction (PostgreSQL aborts
		// it on the first error): each row is tried alone, so that it
		// fails no other.
		for i, row := range rows {
			errs[i] = c.saveAll([]*storage.Table{row})[0]
		}
	}
	for i, p := range batch {
		p.done <- errs[i]
	}
	return true
}

// saveAll is one commit of rows, bounded by commitTimeout.
func (c *committer) saveAll(rows []*storage.Table) []error {
	ctx, cancel := context.WithTimeout(context.Background(), commitTimeout)
	defer cancel()
	return c.store.SaveAll(ctx, rows)
}

// failedAll reports whether every row failed otherwise than as stale.
func failedAll(errs []error) bool {
	for _, err := range errs {
		if err == nil || errors.Is(err, storage.ErrStale) {
			return false
		}
	}
	return true
}

// close writes what is queued and stops; a save after it fails.
func (c *committer) close() {
	close(c.quit)
	<-c.done
}
