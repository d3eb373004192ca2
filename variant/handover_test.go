package variant_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"
)

// nextHands plays g to the end of its deal with r's random moves, deals
// the next deal and returns every seat's view of it.
func nextHands(t *testing.T, g variant.Game, r *rand.Rand) []variant.View {
	t.Helper()
	gametest.PlayOut(t, g, r)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	return allViews(t, g)
}

// TestCloneWithSource: a Clone predicts the next deal of the game it was
// made from (it carries the random source); CloneWithSource keeps the
// position, every seat's view, but not the future.
func TestCloneWithSource(t *testing.T) {
	for _, id := range games.All() {
		lo, _ := games.SeatRange(id)
		g, err := games.New(id, lo, nil, rand.NewPCG(1, 2))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		clone := g.Clone()
		handed, err := variant.CloneWithSource(g, rand.NewPCG(3, 4))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(allViews(t, g), allViews(t, handed)) {
			t.Errorf("%v: the handed-over position differs", id)
		}
		want := nextHands(t, g, rand.New(rand.NewPCG(5, 6)))
		if got := nextHands(t, clone, rand.New(rand.NewPCG(5, 6))); !reflect.DeepEqual(want, got) {
			t.Errorf("%v: a Clone does not predict the next deal (the test's premise)", id)
		}
		if got := nextHands(t, handed, rand.New(rand.NewPCG(5, 6))); reflect.DeepEqual(want, got) {
			t.Errorf("%v: CloneWithSource predicts the next deal", id)
		}
	}
	if _, err := variant.CloneWithSource(nil, nil); err == nil {
		t.Error("CloneWithSource(nil) gave no error")
	}
}
