package tables

import (
	"time"

	"github.com/blackqueen/rules/table"
)

// sweepLoop closes, now and then, the tables this node owns that no
// client has been subscribed to for Config.Idle (by Centrifuge's
// presence, so a client on any node counts).
func (n *Node) sweepLoop() { n.every(min(max(n.cfg.Idle/10, time.Second), time.Minute), n.sweep) }

// sweep closes the tables nobody has been subscribed to for Config.Idle.
func (n *Node) sweep() {
	now := time.Now()
	for _, o := range n.ownedTables() {
		if n.watched(o) {
			o.seen.Store(now.UnixNano())
		} else if now.Sub(time.Unix(0, o.seen.Load())) > n.cfg.Idle && o.valid() {
			n.cfg.Logf("table %s: nobody has been at it for %v: closing it", o.id, n.cfg.Idle)
			go o.t.Close()
		}
	}
}

// watched reports whether a client is subscribed to one of o's channels,
// or presence cannot tell (the table is kept then).
func (n *Node) watched(o *owned) bool {
	if o.t.Summary().State == table.Finished {
		return true // it is being stored
	}
	channels := []string{WatchChannel(o.id)}
	for i := range o.info.Config.Seats {
		channels = append(channels, SeatChannel(o.id, i))
	}
	for _, ch := range channels {
		s, err := n.node.PresenceStats(ch)
		if err != nil || s.NumClients > 0 {
			return true
		}
	}
	return false
}
