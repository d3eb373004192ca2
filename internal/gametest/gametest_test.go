package gametest_test

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/variant"
)

// TestRandomPlay: the random play helpers stop where they say: Steps
// after its number of moves, PlayUntil at the phase, PlayWhile when the
// phase is left, PlayOut at the end of the deal, each counting its moves.
func TestRandomPlay(t *testing.T) {
	g := gametest.Trick(t, games.Hearts, 4, hearts.Options{}, 1)
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(2, 3))
	if n := gametest.Steps(t, g, r, 2); n != 2 || g.Phase() != variant.PhasePass {
		t.Fatalf("Steps made %d moves to phase %v, want 2 passes of the 4", n, g.Phase())
	}
	if n := gametest.PlayUntil(t, g, r, variant.PhasePlay); n != 2 || g.Phase() != variant.PhasePlay {
		t.Fatalf("PlayUntil(play) made %d moves to phase %v, want the 2 passes left", n, g.Phase())
	}
	if n := gametest.PlayWhile(t, g, r, variant.PhasePlay); n != 52 || gametest.InDeal(g) {
		t.Fatalf("PlayWhile(play) made %d moves to phase %v, want the 52 cards and the deal over", n, g.Phase())
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if n := gametest.PlayOut(t, g, r); n != 4+52 || gametest.InDeal(g) {
		t.Fatalf("PlayOut made %d moves to phase %v, want 4 passes and 52 cards", n, g.Phase())
	}
	if n := gametest.Steps(t, g, r, 5); n != 0 {
		t.Fatalf("Steps after the deal made %d moves", n)
	}
}
