package tables

import (
	"sync"
	"time"
)

// recentFor is how long a channel's published updates are kept for a
// subscriber's catch-up (Node.catchUp looks catchUpDelay after the
// subscription), and recentKeep the most kept per channel; the newest is
// kept for as long as the table runs here.
const (
	recentFor  = 2 * time.Second
	recentKeep = 16
)

// recent keeps each channel's recently published updates.
type recent struct {
	mu    sync.Mutex
	chans map[string][]sentUpdate
}

// sentUpdate is one update as published.
type sentUpdate struct {
	seq  uint64
	at   time.Time
	data []byte
}

// add keeps an update published on ch at now, dropping those too old.
func (r *recent) add(ch string, seq uint64, now time.Time, data []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.chans == nil {
		r.chans = map[string][]sentUpdate{}
	}
	r.chans[ch] = trimmed(append(r.chans[ch], sentUpdate{seq, now, data}), now)
}

// trimmed drops the updates older than recentFor, and beyond recentKeep,
// but the newest.
func trimmed(us []sentUpdate, now time.Time) []sentUpdate {
	drop := max(len(us)-recentKeep, 0)
	for drop < len(us)-1 && now.Sub(us[drop].at) > recentFor {
		drop++
	}
	if drop == 0 {
		return us
	}
	return append([]sentUpdate(nil), us[drop:]...)
}

// trim drops every channel's updates that are too old.
func (r *recent) trim(now time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for ch, us := range r.chans {
		r.chans[ch] = trimmed(us, now)
	}
}

// newest returns the newest update published on ch, or nil.
func (r *recent) newest(ch string) []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	us := r.chans[ch]
	if len(us) == 0 {
		return nil
	}
	return us[len(us)-1].data
}

// newestAll returns the newest update of every channel.
func (r *recent) newestAll() map[string][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make(map[string][]byte, len(r.chans))
	for ch, us := range r.chans {
		if len(us) > 0 {
			out[ch] = us[len(us)-1].data
		}
	}
	return out
}

// since returns the updates kept of ch with a seq above after, oldest
// first.
func (r *recent) since(ch string, after uint64) [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out [][]byte
	for _, u := range r.chans[ch] {
		if u.seq > after {
			out = append(out, u.data)
		}
	}
	return out
}
