package table

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/turntimer"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// client is a person at the table as the test plays it: a secret and the
// subscriptions it has open.
type client struct {
	seat   int
	secret string
	subs   []*Subscription
	last   *Update
}

// TestTableProperties plays random tables of every game with random
// clients joining, leaving, reconnecting, watching and sending legal and
// illegal moves. Every update any subscriber receives is the View the
// game gives that seat at that moment (the public view for spectators) and
// names no card the subscriber may not see; a refused move at a table of
// people alone changes nothing; once the table ends, its record is judged
// valid by the referee and gives the table's totals.
func TestTableProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		id := rapid.SampledFrom(games.All()).Draw(rt, "game")
		lo, hi := games.SeatRange(id)
		n := rapid.IntRange(lo, min(hi, 5)).Draw(rt, "seats")
		var opts variant.Options // nil: the game's defaults
		switch id {
		case games.SchwarzeSau:
			var o sau.Options
			o.StockExchange = rapid.Bool().Draw(rt, "stock")
			o.Schieben = o.StockExchange && rapid.Bool().Draw(rt, "schieben")
			o.Jungfrau = rapid.Bool().Draw(rt, "jungfrau")
			opts = o
		case games.BlackMaria:
			opts = blackmaria.Options{Deals: 1}
		case games.Hearts:
			opts = hearts.Options{Deals: 1}
		}
		seats := make([]SeatConfig, n)
		persons := 0
		for i := range seats {
			if rapid.IntRange(0, 2).Draw(rt, fmt.Sprintf("bot%d", i)) == 0 {
				seats[i] = SeatConfig{Bot: player.Heuristic{}, Name: "heuristic"}
			} else if rapid.Bool().Draw(rt, fmt.Sprintf("random%d", i)) {
				seats[i] = SeatConfig{Bot: player.Random{AnnounceChance: 0.2}, Name: "random"}
			} else {
				persons++
			}
		}
		w := newWorld()
		seed := rapid.Uint64().Draw(rt, "seed")
		tb, err := New(Config{
			Game: id, Options: opts, Seats: seats, Deals: 1,
			Source: rand.NewPCG(seed, 1), BotSource: rand.NewPCG(seed, 2),
			Timer:   turntimer.Config{Turn: time.Hour, Warn: time.Minute, Short: time.Hour, Strikes: 2},
			observe: w.observe,
		})
		if err != nil {
			rt.Fatal(err)
		}
		defer tb.Close()
		r := rand.New(rand.NewPCG(seed, 3))
		var clients []*client
		var watchers []*Subscription
		var watcherLast *Update
		moved, refused := 0, 0

		drainAll := func() {
			settle(rt, tb)
			for _, c := range clients {
				for _, sub := range c.subs {
					var evs []Event
					c.last, evs = w.drain(rt, sub, c.last)
					for _, e := range evs {
						if e.Refusal != nil && (e.Refusal.EN == "" || e.Refusal.DE == "" || e.Refusal.DA == "" || e.Refusal.Code == "") {
							rt.Fatalf("a refusal without its reason: %+v", e.Refusal)
						}
					}
				}
			}
			for _, sub := range watchers {
				watcherLast, _ = w.drain(rt, sub, watcherLast)
			}
		}
		join := func() {
			seat, secret, err := tb.Join(-1, "p")
			if errors.Is(err, ErrNoFreeSeat) || errors.Is(err, ErrFinished) {
				return
			}
			if err != nil {
				rt.Fatal(err)
			}
			sub, err := tb.Subscribe(secret)
			if errors.Is(err, ErrFinished) {
				return
			}
			if err != nil {
				rt.Fatal(err)
			}
			clients = append(clients, &client{seat: seat, secret: secret, subs: []*Subscription{sub}})
		}
		// move sends a move for a client: legal (chosen from the table's
		// own view of the seat, when it has a turn) or random junk.
		move := func(c *client, legal bool) {
			settle(rt, tb)
			drainAll()
			before := tb.Summary().Seq
			var m variant.Move
			if v := c.last; legal && v != nil && v.View.Turn != nil {
				var err error
				if m, err = (player.Random{}).Choose(v.View, r); err != nil {
					rt.Fatal(err)
				}
			} else {
				kinds := []variant.Kind{variant.Play, variant.Pass, variant.Stock, variant.Push, variant.Draw, variant.DrawAt, variant.Take, variant.Announce}
				m = variant.Move{Kind: kinds[r.IntN(len(kinds))], Card: card.Card(r.IntN(60)), Cards: card.Set(r.Uint64()), Position: r.IntN(20) - 2, Call: variant.Call(r.IntN(3))}
			}
			m.Seat = r.IntN(n) // the table must ignore it
			_, err := tb.Move(c.secret, m)
			if err != nil {
				refused++
				if persons == n {
					settle(rt, tb)
					if after := tb.Summary().Seq; after != before {
						rt.Fatalf("a refused move (%v: %v) changed the table: seq %d -> %d", m, err, before, after)
					}
				}
			} else {
				moved++
			}
		}
		steps := rapid.IntRange(0, 40).Draw(rt, "steps")
		for range steps {
			switch rapid.IntRange(0, 7).Draw(rt, "action") {
			case 0:
				join()
			case 1: // leave
				if len(clients) > 0 {
					i := r.IntN(len(clients))
					if err := tb.Leave(clients[i].secret); err != nil && !errors.Is(err, ErrFinished) {
						rt.Fatal(err)
					}
					if _, err := tb.Move(clients[i].secret, variant.PlayMove(0, card.Card(1))); err == nil {
						rt.Fatal("a secret given up still moves")
					}
					clients = slices.Delete(clients, i, i+1)
				}
			case 2: // reconnect: a reload drops the old connection and opens a new one
				if len(clients) > 0 {
					c := clients[r.IntN(len(clients))]
					c.subs[0].Close()
					sub, err := tb.Subscribe(c.secret)
					if err != nil && !errors.Is(err, ErrFinished) {
						rt.Fatal(err)
					}
					if sub != nil {
						c.subs = append(c.subs[1:], sub)
					}
				}
			case 3:
				sub, err := tb.Watch()
				if err == nil {
					watchers = append(watchers, sub)
				}
			case 4, 5:
				if len(clients) > 0 {
					move(clients[r.IntN(len(clients))], true)
				}
			case 6:
				if len(clients) > 0 {
					move(clients[r.IntN(len(clients))], false)
				}
			case 7:
				if _, err := tb.Move("not a secret", variant.PlayMove(0, card.Card(1))); !errors.Is(err, ErrSecret) && !errors.Is(err, ErrFinished) {
					rt.Fatalf("a move without a seat's secret: %v", err)
				}
			}
			drainAll()
		}
		// Everyone joins, and the people play legal moves to the end.
		for sum := tb.Summary(); len(sum.Free) > 0 && sum.State != Finished; sum = tb.Summary() {
			join()
		}
		for i := 0; tb.Summary().State == Playing; i++ {
			if i > 5000 {
				rt.Fatal("the table does not end")
			}
			settle(rt, tb)
			drainAll()
			for _, c := range clients {
				if c.last != nil && c.last.View.Turn != nil {
					move(c, true)
					break
				}
			}
		}
		settle(rt, tb)
		drainAll()
		<-tb.Done()
		rec := tb.Record()
		v := record.Judge(rec)
		if !v.Valid {
			rt.Fatalf("the table's record is refused: %+v", v.Error)
		}
		if watcherLast != nil && watcherLast.State == Finished && !slices.Equal(v.Totals, watcherLast.View.Totals) {
			rt.Fatalf("the referee's totals %v are not the table's %v", v.Totals, watcherLast.View.Totals)
		}
		snap, _ := tb.Snapshot()
		if !slices.Equal(v.Totals, snap.Totals) && snap.Totals != nil {
			rt.Fatalf("the referee's totals %v are not the table's %v", v.Totals, snap.Totals)
		}
	})
}
