package player

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// drawOptions draws a table's options for game id: the ones that change
// what a player may do (passes, stock rules, announcements, leads) and
// the ones that change penalty values.
func drawOptions(t *rapid.T, id variant.ID) variant.Options {
	var o variant.Options
	b := func(name string) bool { return rapid.Bool().Draw(t, name) }
	switch id {
	case variant.SchwarzeMadonna:
		o.ShortStock = variant.ShortStock(rapid.IntRange(0, 1).Draw(t, "short-stock"))
		o.MustChangeStock = b("must-change-stock")
		o.SixPlayerDeal = variant.SixPlayerDeal(rapid.IntRange(0, 2).Draw(t, "six-player-deal"))
		o.FailureScoring = score.FailureScoring(rapid.IntRange(0, 1).Draw(t, "failure-scoring"))
		o.Announcements = variant.AnnounceMode(rapid.IntRange(0, 1).Draw(t, "announcements"))
	case variant.BlackMaria:
		o.SpotHearts = b("spot-hearts")
		o.Omnibus = score.Omnibus(rapid.IntRange(0, 2).Draw(t, "omnibus"))
		o.SpadeValues = score.SpadeValues(rapid.IntRange(0, 1).Draw(t, "spade-values"))
		o.ThreePlayerRemoval = variant.ThreePlayerRemoval(rapid.IntRange(0, 1).Draw(t, "three-player-removal"))
		o.SixPlayerRemoval = variant.SixPlayerRemoval(rapid.IntRange(0, 1).Draw(t, "six-player-removal"))
		o.Slam = score.SlamRule(rapid.IntRange(0, 1).Draw(t, "slam"))
	case variant.Hearts:
		o.SpotHearts = b("spot-hearts")
		o.Omnibus = score.Omnibus(rapid.IntRange(0, 2).Draw(t, "omnibus"))
		o.Moon = score.MoonMode(rapid.IntRange(0, 2).Draw(t, "moon"))
		o.QueenBreaksHearts = b("queen-breaks-hearts")
		o.OpenerAnyClub = b("opener-any-club")
		o.FirstTrickHeartBeforeQueen = b("first-trick-heart-before-queen")
	case variant.SchwarzeSau:
		o.Jungfrau = b("jungfrau")
		o.Durchmarsch = b("durchmarsch")
		o.AngesagterDurchmarsch = b("angesagter-durchmarsch")
		o.MultipleJungfrau = b("multiple-jungfrau")
		o.StockExchange = b("stock-exchange")
		o.Schieben = o.StockExchange && b("schieben")
		o.StockRestriction = variant.StockRestriction(rapid.IntRange(0, 1).Draw(t, "stock-restriction"))
		o.KreuzSieben = b("kreuz-sieben")
		o.MustLeadClubSeven = b("must-lead-club-seven")
		o.Announcements = variant.AnnounceMode(rapid.IntRange(0, 1).Draw(t, "announcements"))
	case variant.OldMaid:
		o.Pairs = variant.PairRule(rapid.IntRange(0, 1).Draw(t, "pairs"))
		o.Maid = variant.Maid(rapid.IntRange(0, 2).Draw(t, "maid"))
		o.DrawFrom = variant.DrawFrom(rapid.IntRange(0, 1).Draw(t, "draw-from"))
	}
	return o
}

// oldMaidReady reports whether the Old Maid engine is in the tree yet
// (it is written in parallel; until then variant.New refuses the game).
func oldMaidReady() bool {
	_, err := variant.New(variant.OldMaid, 3, variant.Options{}, rand.NewPCG(1, 1))
	return err == nil
}

// TestPlayersOnlyMakeLegalMoves plays random games of every variant at
// every table size, every seat taken by a Heuristic or a Random player
// (some of which announce at random), and checks that Apply accepts every
// move they choose (docs/records.md: a legal record from start to end) and
// that the games end or stop.
func TestPlayersOnlyMakeLegalMoves(t *testing.T) {
	games := []variant.ID{variant.SchwarzeMadonna, variant.BlackMaria, variant.Hearts, variant.SchwarzeSau}
	if oldMaidReady() {
		games = append(games, variant.OldMaid)
	} else {
		t.Log("Old Maid is not in the engine yet: not played")
	}
	rapid.Check(t, func(t *rapid.T) {
		id := rapid.SampledFrom(games).Draw(t, "game")
		lo, hi := variant.SeatRange(id)
		seats := rapid.IntRange(lo, hi).Draw(t, "seats")
		o := drawOptions(t, id)
		o.FirstDealer = rapid.IntRange(0, seats-1).Draw(t, "first-dealer")
		seed := rapid.Uint64().Draw(t, "seed")
		g, err := variant.New(id, seats, o, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatalf("New(%v, %d, %+v): %v", id, seats, o, err)
		}
		players := make([]Player, seats)
		for s := range players {
			if rapid.Bool().Draw(t, "heuristic") {
				players[s] = Heuristic{}
			} else {
				players[s] = Random{AnnounceChance: rapid.Float64Range(0, 0.3).Draw(t, "announce-chance")}
			}
		}
		r := rand.New(rand.NewPCG(seed, 2))
		if err := playDeals(g, players, r, 3); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	})
}

// TestChooseWithoutTurn checks that a View without a turn is refused, not
// answered with a made-up move.
func TestChooseWithoutTurn(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, p := range []Player{Random{}, Heuristic{}} {
		if _, err := p.Choose(variant.View{Seat: 0, ToAct: 1}, r); !errors.Is(err, ErrNoTurn) {
			t.Errorf("%T.Choose without a turn: got %v, want ErrNoTurn", p, err)
		}
	}
}

// TestNextNeedsEverySeat checks Next's argument checks.
func TestNextNeedsEverySeat(t *testing.T) {
	g, err := variant.New(variant.Hearts, 4, variant.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	if _, err := Next(g, []Player{Random{}}, r); !errors.Is(err, ErrSeats) {
		t.Errorf("Next with one player for four seats: got %v, want ErrSeats", err)
	}
	if _, err := Next(g, []Player{Random{}, Random{}, Random{}, Random{}}, r); !errors.Is(err, ErrNoTurn) {
		t.Errorf("Next before the deal: got %v, want ErrNoTurn", err)
	}
}
