package variant_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/variant"
)

// TestViewJSONRoundTrip: every seat's view, at every step of random deals
// of every game with non-default options, encodes to JSON and decodes to
// the same view (a server sends views; a client reads them back).
func TestViewJSONRoundTrip(t *testing.T) {
	tables := []struct {
		id    games.ID
		seats int
		o     variant.Options
	}{
		{games.SchwarzeMadonna, 5, madonna.Options{JungfrauFactor: 1, MustChangeStock: true}},
		{games.BlackMaria, 4, blackmaria.Options{SpotHearts: true, Omnibus: 1}},
		{games.Hearts, 4, hearts.Options{QueenBreaksHearts: true, Target: 50}},
		{games.SchwarzeSau, 3, sau.Options{Jungfrau: true, StockExchange: true, Schieben: true}},
		{games.OldMaid, 3, oldmaid.Options{Pairs: oldmaid.SameColourPairs}},
	}
	for _, tc := range tables {
		const seed = 5
		g, err := games.New(tc.id, tc.seats, tc.o, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for step := 0; step < 400 && !g.Over(); step++ {
			if p := g.Phase(); p == variant.PhaseDeal || p == variant.PhaseDealOver {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
			} else if m, ok := g.RandomMove(r); ok {
				if err := g.Apply(m); err != nil {
					t.Fatalf("%v seed %d: %v: %v", tc.id, seed, m, err)
				}
			}
			for s := 0; s < tc.seats; s++ {
				v, err := g.View(s)
				if err != nil {
					t.Fatal(err)
				}
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatalf("%v: marshal: %v", tc.id, err)
				}
				var back variant.View
				if err := json.Unmarshal(b, &back); err != nil {
					t.Fatalf("%v: unmarshal %s: %v", tc.id, b, err)
				}
				back.Options = ownOptions(t, back)
				if diff := cmp.Diff(v, back, cmpopts.EquateEmpty()); diff != "" {
					t.Fatalf("%v seed %d step %d seat %d: view changed in JSON (-want +got):\n%s", tc.id, seed, step, s, diff)
				}
			}
		}
	}
}

// TestViewGameNameLimit: a view's game is read up to MaxNameLen bytes
// of name and refused one past it.
func TestViewGameNameLimit(t *testing.T) {
	for _, n := range []int{variant.MaxNameLen, variant.MaxNameLen + 1} {
		b := []byte(`{"game":"` + strings.Repeat("h", n) + `"}`)
		var v variant.View
		err := json.Unmarshal(b, &v)
		if ok := n <= variant.MaxNameLen; (err == nil) != ok {
			t.Errorf("a game name of %d bytes: error %v, want accepted %v", n, err, ok)
		}
		if err == nil && len(v.Game) != n {
			t.Errorf("a game name of %d bytes reads as %d", n, len(v.Game))
		}
	}
}
