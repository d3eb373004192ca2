package main

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/table"
)

// TestBuiltInPlayers: every strength the page offers makes a player, the
// default fast and the old Monte Carlo names make the fast player, and a
// name that is none (strong among them: it does not fit a server's
// processor) is refused in English and German.
func TestBuiltInPlayers(t *testing.T) {
	for _, s := range strengths {
		if _, err := newBot(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	for _, s := range []string{"fast", "pimc", "ismcts"} {
		p, err := newBot(s)
		pimc, ok := p.(*player.PIMC)
		if err != nil || !ok {
			t.Fatalf("%s: %T %v, want the fast player", s, p, err)
		}
		// One decision of the pass: a search of player.FastPlayouts
		// playouts (every option of a sampled world is played out, so a
		// few more).
		g, err := games.New(games.Hearts, 4, nil, rand.NewPCG(1, 2))
		if err != nil || g.Deal() != nil {
			t.Fatal(err)
		}
		if _, err := pimc.ChooseIn(g, 0, rand.New(rand.NewPCG(3, 4))); err != nil {
			t.Fatal(err)
		}
		if st := pimc.Stats(); st.Searches != 1 || st.Playouts < player.FastPlayouts || st.Playouts > 2*player.FastPlayouts {
			t.Errorf("%s: %+v, want one search of about %d playouts", s, st, player.FastPlayouts)
		}
	}
	for _, s := range []string{"strong", "", "Fast"} {
		_, err := newBot(s)
		var te *table.Error
		if !errors.As(err, &te) || te.Code != "bad-request" || te.EN == "" || te.DE == "" {
			t.Errorf("%q: %v, want a refusal", s, err)
		}
	}
}
