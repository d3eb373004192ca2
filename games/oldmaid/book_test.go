package oldmaid_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/rule"
)

// TestBookPairs checks the rule book's worked examples of what makes a
// pair against Discard (the engine's book test, package variant's
// TestBookWorkedExamples, deals and plays the other Old Maid examples): a
// hand lays down its pairs by the table's pair rule and keeps what the
// book says (OM-E2), and the cards that can be the maid are those without
// which the rest of the pack pairs off (OM-E5).
func TestBookPairs(t *testing.T) {
	examples := 0
	for _, e := range games.Catalogue() {
		w := e.Worked
		if w == nil || w.Game != "old-maid" {
			continue
		}
		for _, x := range w.Discards {
			examples++
			t.Run(e.Ref, func(t *testing.T) {
				o := bookOptions(t, w.Options, x.Options)
				hand, keeps := card.MustParseSet(x.Hand), card.MustParseSet(x.Keeps)
				if got := hand &^ o.Pairs.Discard(hand); got != keeps {
					t.Errorf("%v keeps %v, the book says %v", hand, got, keeps)
				}
			})
		}
		for _, x := range w.Maids {
			examples++
			t.Run(e.Ref, func(t *testing.T) { bookMaids(t, w.Seats, bookOptions(t, w.Options, x.Options), x) })
		}
	}
	if examples == 0 {
		t.Fatal("the rule book has no worked example of Old Maid's pairs")
	}
}

// bookMaids checks which cards can be the Old Maid under the options o at
// a table of seats: exactly those without which the rest of the pack
// pairs off by the table's pair rule.
func bookMaids(t *testing.T, seats int, o oldmaid.Options, x rule.WorkedMaids) {
	g, err := oldmaid.New(seats, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	pack := g.Pack()
	var got card.Set
	for c := range pack.All() {
		rest := pack.Remove(c)
		if o.Pairs.Discard(rest) == rest {
			got = got.Add(c)
		}
	}
	if want := card.MustParseSet(x.Maids); got != want {
		t.Errorf("the maid can be %v, the book says %v", got, want)
	}
}

// bookOptions reads the options of a worked example, lists of name=value
// (every Old Maid option is a name of its values table), the later lists
// overriding the earlier ones.
func bookOptions(t *testing.T, lists ...[]string) oldmaid.Options {
	t.Helper()
	m := map[string]string{}
	for _, l := range lists {
		for _, o := range l {
			k, v, _ := strings.Cut(o, "=")
			m[k] = v
		}
	}
	raw, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	o, err := oldmaid.ParseOptions(raw)
	if err != nil {
		t.Fatalf("options %s: %v", raw, err)
	}
	return o
}
