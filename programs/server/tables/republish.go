package tables

import "time"

// republishLoop publishes again, now and then, the newest update of each
// channel of the tables this node owns that have been quiet for
// Config.Republish (see there).
func (n *Node) republishLoop() {
	if n.cfg.Republish < 0 {
		return
	}
	n.every(max(n.cfg.Republish/4, 50*time.Millisecond), n.republish)
}

// republish publishes again the newest update of every channel of each
// quiet table.
func (n *Node) republish() {
	now := time.Now()
	for _, o := range n.ownedTables() {
		if now.Sub(time.Unix(0, o.published.Load())) < n.cfg.Republish {
			continue
		}
		o.republish(now)
	}
}

// republish publishes each channel's newest update again, while the node
// may act for the table.
func (o *owned) republish(now time.Time) {
	o.published.Store(now.UnixNano())
	o.recent.trim(now)
	for ch, data := range o.recent.newestAll() {
		if !o.valid() {
			return
		}
		if _, err := o.n.node.Publish(ch, data); err != nil {
			o.n.cfg.Logf("table %s: publishing to %s again: %v", o.id, ch, err)
		}
	}
}
