package variant_test

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"
)

// viewRoundTrip checks that v's JSON decodes to exactly v: no
// normalising of empty lists, options or kinds.
func viewRoundTrip(t tb, v variant.View) {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("marshal %+v: %v", v, err)
	}
	var back variant.View
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("a view's own JSON is refused: %v\n%s", err, b)
	}
	if _, raw := v.Options.(variant.RawOptions); !raw {
		back.Options = ownOptions(t, back)
	}
	if !reflect.DeepEqual(v, back) {
		t.Fatalf("the view changed in JSON (-want +got):\n%s\n%s", cmp.Diff(v, back), b)
	}
}

// ownOptions returns the options of a view read from JSON, which are
// variant.RawOptions, as a client reads them into its game's own Options
// (games.Own); nil for the empty RawOptions of a view of no game.
func ownOptions(t tb, v variant.View) variant.Options {
	t.Helper()
	id, ok := games.ParseID(v.Game)
	if !ok {
		if reflect.DeepEqual(v.Options, variant.RawOptions{}) {
			return nil
		}
		return v.Options
	}
	o, err := games.Own(id, v.Options)
	if err != nil {
		t.Fatalf("the options of a view's own JSON are refused: %v", err)
	}
	return o
}

// TestViewJSONExact: every view of random matches of every game, table
// size and combination of options (announcement rounds and first dealers
// included) reads back from its JSON exactly, and so do views a program
// builds itself: the zero View, and a turn of the zero kind.
func TestViewJSONExact(t *testing.T) {
	viewRoundTrip(t, variant.View{})
	viewRoundTrip(t, variant.View{Turn: &variant.Turn{}})
	viewRoundTrip(t, variant.View{Game: games.Hearts.String(), Options: hearts.Options{Target: 100}})
	viewRoundTrip(t, variant.View{Game: games.SchwarzeMadonna.String(), Options: madonna.Options{Limits: madonna.Limits{3: 110}, FirstDealer: 2, Announcements: variant.TurnBased}})
	viewRoundTrip(t, variant.View{Active: []int{}, NoTrick: []int{}, Pushed: []int{}, Winners: []int{}, HavePassed: []int{}, Announce: []variant.Move{}})
	rapid.Check(t, func(t *rapid.T) {
		id, seats, o := drawTable(t)
		g, err := games.New(id, seats, o, rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		if err != nil {
			t.Skipf("options refused: %v", err)
		}
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "play seed"), 2))
		steps := 200
		if raceDetector {
			steps = 30
		}
		for step := 0; step < steps; step++ {
			v, err := g.View(r.IntN(seats))
			if err != nil {
				t.Fatal(err)
			}
			viewRoundTrip(t, v)
			if g.Over() {
				break
			}
			if p := g.Phase(); p == variant.PhaseDeal || p == variant.PhaseDealOver {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			gametest.RandomStep(t, g, r)
		}
	})
}
