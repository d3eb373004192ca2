package tables

import (
	"context"
	"sync"
	"time"

	"github.com/blackqueen/rules/programs/server/storage"
)

// saveEvery is the longest a change of a table of a node alone waits
// before it is written to the store.
const saveEvery = 50 * time.Millisecond

// saver writes the tables in progress of a node alone to its store in
// batches, by one goroutine: every table changed since the last batch is
// written once, as it stands, at most saveEvery after its change, so that
// a table's moves do not wait for the database (one SQLite connection
// serves every table). A crash of the node can so lose the last saveEvery
// of play; a shutdown loses nothing (close writes what is queued).
type saver struct {
	store storage.Store
	logf  func(format string, args ...any)

	mu    sync.Mutex // guards dirty
	dirty map[string]*storage.Table
	// writing is held while rows are written, so that the rows of one
	// table reach the store in the order they were made.
	writing sync.Mutex

	wake chan struct{}
	quit chan struct{}
	done chan struct{}
}

func newSaver(st storage.Store, logf func(format string, args ...any)) *saver {
	s := &saver{store: st, logf: logf, dirty: map[string]*storage.Table{}, wake: make(chan struct{}, 1),
		quit: make(chan struct{}), done: make(chan struct{})}
	go s.run()
	return s
}

// queue writes t soon, replacing any older row of t not yet written.
func (s *saver) queue(t *storage.Table) {
	s.mu.Lock()
	s.dirty[t.ID] = t
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// saveNow writes t at once, after any row of t already being written,
// and drops the row of t still queued (t is newer).
func (s *saver) saveNow(ctx context.Context, t *storage.Table) error {
	s.writing.Lock()
	defer s.writing.Unlock()
	s.mu.Lock()
	delete(s.dirty, t.ID)
	s.mu.Unlock()
	return s.store.Save(ctx, t)
}

func (s *saver) run() {
	defer close(s.done)
	for {
		select {
		case <-s.wake:
		case <-s.quit:
			s.flush()
			return
		}
		select {
		case <-time.After(saveEvery):
		case <-s.quit:
		}
		s.flush()
	}
}

// flush writes every queued table.
func (s *saver) flush() {
	s.writing.Lock()
	defer s.writing.Unlock()
	s.mu.Lock()
	batch := s.dirty
	s.dirty = map[string]*storage.Table{}
	s.mu.Unlock()
	for _, t := range batch {
		ctx, cancel := context.WithTimeout(context.Background(), aloneSaveTimeout)
		if err := s.store.Save(ctx, t); err != nil {
			s.logf("table %s: saving it: %v", t.ID, err)
		}
		cancel()
	}
}

// close writes what is queued and stops.
func (s *saver) close() {
	close(s.quit)
	<-s.done
}
