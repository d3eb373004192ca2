package tables

import (
	"time"

	"github.com/blackqueen/rules/table"
)

// sweepLoop closes, now and then, the tables this node owns that no
// client has been subscribed to for Config.Idle (by Centrifuge's
// presence, so a client on any node counts), and the tables of built-in
// players only older than Config.BotsLife.
func (n *Node) sweepLoop() { n.every(n.sweepEvery(), n.sweep) }

// sweepEvery is how often the sweep runs: a tenth of the shortest of
// Config.Idle and Config.BotsLife that is set, between 1 s and a minute.
func (n *Node) sweepEvery() time.Duration {
	shortest := n.cfg.Idle
	if shortest <= 0 || n.cfg.BotsLife > 0 && n.cfg.BotsLife < shortest {
		shortest = n.cfg.BotsLife
	}
	return min(max(shortest/10, time.Second), time.Minute)
}

// sweep closes the tables nobody has been subscribed to for Config.Idle
// and those of built-in players only past Config.BotsLife.
func (n *Node) sweep() {
	now := time.Now()
	for _, o := range n.ownedTables() {
		if !o.valid() {
			continue
		}
		if n.cfg.BotsLife > 0 && !o.hasPerson() && now.Sub(o.created) > n.cfg.BotsLife && o.t.Summary().State != table.Finished {
			n.cfg.Logf("table %s: built-in players only, for %v: closing it", o.id, n.cfg.BotsLife)
			go o.t.Close()
			continue
		}
		if n.cfg.Idle <= 0 {
			continue
		}
		if n.watched(o) {
			o.seen.Store(now.UnixNano())
		} else if now.Sub(time.Unix(0, o.seen.Load())) > n.cfg.Idle {
			n.cfg.Logf("table %s: nobody has been at it for %v: closing it", o.id, n.cfg.Idle)
			go o.t.Close()
		}
	}
}

// hasPerson reports whether a seat of o is a person's.
func (o *owned) hasPerson() bool {
	for _, b := range o.info.Bots {
		if b == "" {
			return true
		}
	}
	return len(o.info.Bots) == 0
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
