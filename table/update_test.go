package table

import (
	"encoding/json"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// Every move, as any watcher is shown it, encodes as JSON, and names no
// card the watcher may not see: the cards of another seat's pass or stock
// exchange are left out, and another seat's Old Maid draw that names its
// card is not shown at all (the drawing seat alone sees the card drawn
// from another's hand, OM-R6). Such a draw once made the update of every
// other seat fail to encode, since a Move cannot encode a draw without
// its card.
func TestShownMoveEncodes(t *testing.T) {
	queen := card.New(card.Queen, card.Spades)
	pair := card.Set(0).Add(card.New(card.Two, card.Hearts)).Add(card.New(card.Three, card.Clubs)).Add(card.New(card.Four, card.Diamonds))
	moves := []variant.Move{
		variant.PlayMove(1, queen),
		variant.PassMove(1, pair),
		variant.StockMove(1, pair),
		variant.PushMove(1),
		variant.AnnounceMove(1, variant.NoTrickCall),
		variant.DeclineMove(1),
		variant.DrawMove(1, queen),
		variant.TakeMove(1),
		variant.DrawAtMove(1, 3),
	}
	for _, m := range moves {
		for _, watcher := range []int{1, 0, -1} {
			shown := shownMove(m, watcher)
			u := Update{Seat: watcher, Move: shown}
			b, err := json.Marshal(u)
			if err != nil {
				t.Fatalf("%v shown to %d: %v", m, watcher, err)
			}
			named := cardsIn(string(b))
			switch {
			case watcher == m.Seat:
				if shown == nil || *shown != m {
					t.Errorf("%v shown to the seat that made it as %v", m, shown)
				}
			case m.Kind == variant.Draw:
				if shown != nil {
					t.Errorf("another seat's draw shown to %d as %v", watcher, shown)
				}
			case m.Kind == variant.Pass || m.Kind == variant.Stock:
				if !named.IsEmpty() {
					t.Errorf("%v shown to %d names %v", m, watcher, named)
				}
			case m.Kind == variant.Play:
				if !named.Has(queen) {
					t.Errorf("a play shown to %d does not name its card: %s", watcher, b)
				}
			}
		}
	}
}
