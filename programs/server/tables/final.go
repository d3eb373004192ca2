package tables

import (
	"context"
	"encoding/json"
	"math"
	"time"

	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/table"
)

// finalVersion is the lease version of a table's final publication once
// it has ended and is kept in the store: above any version it was played
// under, since nothing can follow it.
const finalVersion = math.MaxInt64

// finalView is what a subscription to a table that has ended starts
// from (the "view" of the table, for a client that opens its link after
// the end): the last update of its channel, the explained scores and the
// match sheet, as its subscribers were told at the end. It is made by
// replaying the stored record on a table that is never played (no
// journal, its built-in players never asked) and stopped at once. A
// seat's channel needs the seat's secret, as while the table ran.
func (n *Node) finalView(ctx context.Context, row *storage.Table, data []byte) ([]byte, error) {
	var req viewRequest
	if json.Unmarshal(data, &req) != nil {
		return nil, errBadRequest
	}
	if req.Seat >= 0 && (req.Seat >= len(row.Seats) || row.Seats[req.Seat].Bot != "" || !holds(row.Seats[req.Seat].Secret, req.Secret)) {
		return nil, refused(table.ErrSecret)
	}
	s, err := n.cfg.Open(row.Spec)
	if err != nil {
		return nil, errNoTable
	}
	cfg := s.Config
	cfg.BotDelay = time.Hour // nothing moves in the copy before it stops
	for i := range cfg.Seats {
		if cfg.Seats[i].Bot == nil && i < len(row.Seats) {
			cfg.Seats[i].Name, cfg.Seats[i].Secret = row.Seats[i].Name, row.Seats[i].Secret
		}
	}
	cfg.Resume = row.Record
	t, err := table.New(cfg)
	if err != nil {
		return nil, errNoTable
	}
	defer t.Shutdown()
	var sub *table.Subscription
	if req.Seat >= 0 {
		sub, err = t.Subscribe(cfg.Seats[req.Seat].Secret)
	} else {
		sub, err = t.Watch()
	}
	if err != nil {
		return nil, errNoTable
	}
	defer sub.Close()
	for {
		select {
		case <-sub.Ready():
		case <-ctx.Done():
			return nil, errUnavailable
		}
		for _, ev := range sub.Take() {
			if u := ev.Update; u != nil {
				u.State = row.State // finished, or abandoned where it stood
				return json.Marshal(Publication{T: "update", Version: finalVersion, Node: n.cfg.Name, Update: u,
					Explain: Explain(u), At: row.Updated})
			}
		}
	}
}
