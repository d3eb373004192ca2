package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
)

// TestLaneHuntsTheQueen checks the lane's lead while another seat holds
// the Q♠, the dearest card of the pack in Hearts (SH-R8), Black Maria
// (BM-R7) and Schwarze Sau (SAU-R2): a seat with no card above it leads
// its lowest spade, where its holder must follow, even where another
// suit has fewer of the others' cards below the lead; with the K♠ or A♠
// in hand, or once the Q♠ is played, it leads where the others hold the
// fewest cards below.
func TestLaneHuntsTheQueen(t *testing.T) {
	for _, tc := range []struct {
		id    games.ID
		seats int
	}{
		{games.Hearts, 4},
		{games.BlackMaria, 3},
		{games.SchwarzeSau, 4},
	} {
		l := setupLane(t, tc.id, tc.seats)
		for _, lc := range []struct{ name, legal, others, want string }{
			{"the Q♠ out, nothing above it held", "8C 9S", "7C 10C QS 7S 8S", "9S"},
			{"the Q♠ out, the A♠ held", "8C 9S AS", "7C 10C QS 7S 8S", "8C"},
			{"the Q♠ out, the K♠ held", "8C 9S KS", "7C 10C QS 7S 8S", "8C"},
			{"the Q♠ played", "8C 9S", "7C 10C 7S 8S", "8C"},
		} {
			legal, others := mustSet(t, lc.legal), mustSet(t, lc.others)
			if got, want := l.lead(legal, others), card.MustParse(lc.want); got != want {
				t.Errorf("%v, %s: leads %v from %s, want %v", tc.id, lc.name, got, lc.legal, want)
			}
		}
	}
}

// mustSet parses a set of cards written as card.ParseSet reads them.
func mustSet(t *testing.T, s string) card.Set {
	t.Helper()
	x, err := card.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// setupLane returns a lane set up for a table of game id at seats seats
// with the game's default options.
func setupLane(t *testing.T, id games.ID, seats int) *lane {
	t.Helper()
	g, err := games.NewTrickGame(id, seats, nil, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	var l lane
	l.setup(g)
	return &l
}
