package player

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// drawDealt draws one of games at a number of seats it allows, with
// options drawOptions draws and a seed, and deals it.
func drawDealt(t *rapid.T, gameIDs []games.ID) (variant.Game, variant.Options) {
	id := rapid.SampledFrom(gameIDs).Draw(t, "game")
	lo, hi := games.SeatRange(id)
	n := rapid.IntRange(lo, hi).Draw(t, "seats")
	o := drawOptions(t, id, n)
	g, err := games.New(id, n, o, rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	return g, o
}

// errNoEnd is returned by playDeals when a match does not stop.
var errNoEnd = errors.New("the game did not stop")

// playDeals plays g with players until the match is over or maxDeals deals
// have been started and ended. Every move goes through Apply, so an
// illegal move is an error.
func playDeals(g variant.Game, players []Player, r *rand.Rand, maxDeals int) error {
	deals := 0
	for steps := 0; steps < 1_000_000; steps++ {
		switch g.Phase() {
		case variant.PhaseMatchOver:
			return nil
		case variant.PhaseDeal, variant.PhaseDealOver:
			if deals >= maxDeals {
				return nil
			}
			if err := g.Deal(); err != nil {
				return fmt.Errorf("deal: %w", err)
			}
			deals++
			continue
		}
		m, err := Next(g, players, r)
		if err != nil {
			return fmt.Errorf("next: %w", err)
		}
		if err := g.Apply(m); err != nil {
			return fmt.Errorf("apply %v in phase %v: %w", m, g.Phase(), err)
		}
	}
	return errNoEnd
}

// heuristicDeal plays g's running deal to its end with the Heuristic at
// every seat, its moves drawn from r, calling at with each turn before
// its move is applied.
func heuristicDeal(t *testing.T, g variant.Game, r *rand.Rand, at func(variant.Turn)) {
	t.Helper()
	players := make([]Player, g.Seats())
	for s := range players {
		players[s] = Heuristic{}
	}
	for dealRunning(g.Phase()) {
		at(g.Turn())
		m, err := Next(g, players, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// dealtTrickGame returns a trick game of id at seats, with the game's
// default options, its first deal dealt from src; it fails t if either
// step fails.
func dealtTrickGame(t testing.TB, id games.ID, seats int, src rand.Source) *variant.TrickGame {
	t.Helper()
	g, err := games.NewTrickGame(id, seats, nil, src)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	return g
}
