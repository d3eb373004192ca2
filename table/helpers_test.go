package table

import (
	"encoding/json"
	"regexp"
	"sync"
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/variant"
)

// world keeps, for every Seq of a table, the cards each seat held and the
// stock, and the JSON of each seat's View and of the public view, as the
// game had them: what a test compares the subscribers' updates with.
type world struct {
	mu    sync.Mutex
	hands map[uint64][]card.Set // seats, then the stock
	views map[uint64][]string   // seats, then the public view
}

func newWorld() *world {
	return &world{hands: map[uint64][]card.Set{}, views: map[uint64][]string{}}
}

func (w *world) observe(seq uint64, g variant.Game) {
	n := g.Seats()
	hands := make([]card.Set, n+1)
	views := make([]string, n+1)
	for s := 0; s < n; s++ {
		switch g := g.(type) {
		case *variant.TrickGame:
			hands[s] = g.Hand(s)
			hands[n] = g.Stock()
		case *oldmaid.Game:
			hands[s] = g.Hand(s)
		}
		v, err := g.View(s)
		if err != nil {
			panic(err)
		}
		views[s] = mustJSON(v)
		if s == 0 {
			views[n] = mustJSON(PublicView(v))
		}
	}
	w.mu.Lock()
	w.hands[seq], w.views[seq] = hands, views
	w.mu.Unlock()
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// tb is what the helpers need of a *testing.T or a *rapid.T.
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

var cardToken = regexp.MustCompile(`"(?:10|[2-9JQKA])[CDHS]"|"Joker"`)

// cardsIn returns every card named in a JSON document.
func cardsIn(doc string) card.Set {
	var s card.Set
	for _, tok := range cardToken.FindAllString(doc, -1) {
		c, err := card.Parse(tok[1 : len(tok)-1])
		if err == nil {
			s = s.Add(c)
		}
	}
	return s
}

// check fails t when u is not the View the game gave its seat at u.Seq,
// or when its JSON names a card of another seat's hand or of the stock
// that the seat has not seen (for a spectator: any card of a hand or of
// the stock).
func (w *world) check(t tb, u *Update) {
	t.Helper()
	w.mu.Lock()
	hands, views := w.hands[u.Seq], w.views[u.Seq]
	w.mu.Unlock()
	if views == nil {
		t.Fatalf("update at seq %d, which the game never reached", u.Seq)
	}
	n := len(views) - 1
	idx := u.Seat
	if idx < 0 {
		idx = n
	}
	if got := mustJSON(u.View); got != views[idx] {
		t.Fatalf("seat %d at seq %d: the update's view\n%s\nis not the game's\n%s", u.Seat, u.Seq, got, views[idx])
	}
	var hidden card.Set
	for s, h := range hands {
		if s != u.Seat {
			hidden |= h
		}
	}
	seen := u.View.Passed | u.View.StockTaken | u.View.StockReturned
	if u.Seat < 0 {
		seen = 0
	}
	if leak := cardsIn(mustJSON(u)) & hidden &^ seen; !leak.IsEmpty() {
		t.Fatalf("seat %d at seq %d is shown %v, which it may not see", u.Seat, u.Seq, leak)
	}
}

// drain takes a subscription's waiting events, checks every update and
// returns the newest update (or last, when none came).
func (w *world) drain(t tb, sub *Subscription, last *Update) (*Update, []Event) {
	t.Helper()
	evs := sub.Take()
	for _, e := range evs {
		if e.Update != nil {
			w.check(t, e.Update)
			last = e.Update
		}
	}
	return last, evs
}

// settle waits until the table's built-in players have nothing left to
// do at once: no player is thinking and the table has processed every
// request sent so far.
func settle(t tb, tab *Table) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		busy := false
		_ = tab.call(func(*actor) error { return nil }) // a barrier: the step after any earlier request has run
		if err := tab.call(func(a *actor) error { busy = a.botBusy; return nil }); err != nil {
			return
		}
		if !busy {
			return
		}
		time.Sleep(200 * time.Microsecond)
	}
	t.Fatal("the built-in players did not settle in 10 s")
}
