package table

import "sync"

// Subscription receives a table's events for one seat or a spectator. The
// table never waits for it: it keeps only the newest Update and at most
// maxNotices chat lines and refusals, so a client that reads slowly skips
// states it has not yet read, never the latest one.
type Subscription struct {
	seat  int
	table *Table

	mu      sync.Mutex
	pending []Event
	ready   chan struct{}
	done    chan struct{}
	closed  bool
	every   bool // keep every Update (EveryUpdate)
}

// SubscribeOption changes how a Subscription keeps its events.
type SubscribeOption func(*Subscription)

// maxEvery is how many events an EveryUpdate subscription keeps for a
// reader that falls behind; beyond that the oldest is dropped.
const maxEvery = 4096

// EveryUpdate makes a subscription keep every Update, in order, instead of
// only the newest: for a relay that forwards each change and reads at once
// (a node of a cluster publishing to its clients), not for a client
// itself. It keeps at most 4096 events.
func EveryUpdate() SubscribeOption { return func(s *Subscription) { s.every = true } }

func newSubscription(t *Table, seat int, opts []SubscribeOption) *Subscription {
	s := &Subscription{seat: seat, table: t, ready: make(chan struct{}, 1), done: make(chan struct{})}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Seat returns the subscriber's seat, or -1 for a spectator.
func (s *Subscription) Seat() int { return s.seat }

// Ready is signalled when events are waiting to be taken.
func (s *Subscription) Ready() <-chan struct{} { return s.ready }

// Done is closed when the subscription ends (Close, or the table's end
// once its last events are taken).
func (s *Subscription) Done() <-chan struct{} { return s.done }

// Take returns the events waiting, oldest first, and forgets them.
func (s *Subscription) Take() []Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.pending
	s.pending = nil
	return out
}

// Close ends the subscription; for a seat, the seat shows as not
// connected once its last subscription is closed.
func (s *Subscription) Close() {
	if s.end() {
		s.table.unsubscribe(s)
	}
}

// end marks the subscription closed and reports whether it was open.
func (s *Subscription) end() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.closed = true
	close(s.done)
	return true
}

// push queues e without waiting: an Update replaces any Update not yet
// taken, and beyond maxNotices notices the oldest is dropped.
func (s *Subscription) push(e Event) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	if s.every {
		if len(s.pending) >= maxEvery {
			s.pending = s.pending[1:]
		}
	} else if e.Update != nil {
		kept := s.pending[:0]
		for _, p := range s.pending {
			if p.Update == nil {
				kept = append(kept, p)
			}
		}
		s.pending = kept
	} else if len(s.pending) >= maxNotices {
		for i, p := range s.pending {
			if p.Update == nil {
				s.pending = append(s.pending[:i], s.pending[i+1:]...)
				break
			}
		}
	}
	s.pending = append(s.pending, e)
	s.mu.Unlock()
	select {
	case s.ready <- struct{}{}:
	default:
	}
}
