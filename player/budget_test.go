package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/variant"
)

// TestWeightyPassTables checks at which tables a decision that is not a
// card play gets Config.PassPlayouts: where hands are longer than a suit,
// Black Maria and Hearts at three seats (17 cards, a suit 13; BM-R1,
// SH-R1), Schwarze Madonna and Schwarze Sau at three (10 cards, a suit 8;
// MAD-R3, SAU-R1); and where penalty cards lie above the dearest, Black
// Maria's K♠ and A♠ over its Q♠ (BM-R7) at every table size. Hearts
// (SH-R8), Madonna (MAD-R2) and Sau (SAU-R2) value no card above their
// Q♠, so at four seats and more they keep MoonPlayouts.
func TestWeightyPassTables(t *testing.T) {
	for _, tc := range []struct {
		id          games.ID
		seats       int
		long, dear  bool
		weightyPass bool
	}{
		{games.BlackMaria, 3, true, true, true}, {games.BlackMaria, 4, false, true, true}, {games.BlackMaria, 5, false, true, true},
		{games.Hearts, 3, true, false, true}, {games.Hearts, 4, false, false, false}, {games.Hearts, 6, false, false, false},
		{games.SchwarzeMadonna, 3, true, false, true}, {games.SchwarzeMadonna, 4, false, false, false},
		{games.SchwarzeMadonna, 5, false, false, false}, {games.SchwarzeMadonna, 6, false, false, false},
		{games.SchwarzeSau, 3, true, false, true}, {games.SchwarzeSau, 4, false, false, false},
	} {
		g, err := games.New(tc.id, tc.seats, nil, rand.NewPCG(1, 2))
		if err != nil {
			t.Fatal(err)
		}
		tg := g.(*variant.TrickGame)
		if got := handOverSuit(tg); got != tc.long {
			t.Errorf("%v at %d seats: hand over a suit %v, want %v", tc.id, tc.seats, got, tc.long)
		}
		if got := dearOverBig(tg); got != tc.dear {
			t.Errorf("%v at %d seats: penalty cards over the dearest %v, want %v", tc.id, tc.seats, got, tc.dear)
		}
		if got := weightyPass(g); got != tc.weightyPass {
			t.Errorf("%v at %d seats: weighty pass %v, want %v", tc.id, tc.seats, got, tc.weightyPass)
		}
	}
	if weightyPass(nil) {
		t.Error("weighty pass without a trick game")
	}
}

// TestPassPlayoutsBudget checks Config.PassPlayouts: a LaneMoonPlayouts
// search runs PassPlayouts heuristic playouts for a pass (BM-R4) or a
// stock exchange (MAD-R6) at Black Maria's three and four seats and
// Madonna's three, never at Madonna's four seats (announcements in
// turn, MAD-R17, MAD-A9, keep MoonPlayouts), and Playouts lane playouts for every
// card play; with PassPlayouts zero a pass gets MoonPlayouts. With
// PassEverywhere it gets PassPlayouts at the tables where it does not
// weigh most too: Hearts' pass at four seats (SH-R3) and Madonna's
// announcements in turn. The decisions are those of deals the Heuristic
// plays.
func TestPassPlayoutsBudget(t *testing.T) {
	const playouts, moon, pass = 200, 20, 60
	for _, tc := range []struct {
		id          games.ID
		seats       int
		weighty     bool
		everywhere  bool // Config.PassEverywhere
		deal        uint64
		passBudgets []int // PassPlayouts of the runs
		opts        variant.Options
	}{
		{games.BlackMaria, 3, true, false, 7, []int{pass, 0}, nil},
		{games.BlackMaria, 4, true, false, 7, []int{pass, 0}, nil},
		{games.SchwarzeMadonna, 3, true, false, 7, []int{pass}, nil},
		// Announcements in turn (MAD-A9): in-turn decisions that are not
		// card plays at a table where they do not weigh most.
		{games.SchwarzeMadonna, 4, false, false, 7, []int{pass}, madonna.Options{Announcements: variant.TurnBased}},
		{games.SchwarzeMadonna, 4, false, true, 7, []int{pass}, madonna.Options{Announcements: variant.TurnBased}},
		{games.Hearts, 4, false, false, 7, []int{pass}, nil},
		{games.Hearts, 4, false, true, 7, []int{pass, 0}, nil},
	} {
		seen := map[int]int{}
		heavy := tc.weighty || tc.everywhere // a pass gets PassPlayouts
		g, err := games.New(tc.id, tc.seats, tc.opts, rand.NewPCG(tc.deal, 8))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		heuristicDeal(t, g, rand.New(rand.NewPCG(9, 10)), func(tn variant.Turn) {
			if tn.Seat < 0 || tn.Kind == variant.Play && tn.Cards.Len() < 2 {
				return
			}
			moonLive := false // a card play with a Hearts moon live gets MoonPlayouts
			if tn.Kind == variant.Play {
				v, err := g.View(tn.Seat)
				if err != nil {
					t.Fatal(err)
				}
				var k knowledge
				k.fromView(&v)
				moonLive = k.moonLive()
			}
			for _, pb := range tc.passBudgets {
				want := playouts
				if moonLive {
					want = moon
				}
				if tn.Kind != variant.Play {
					want = moon
					if heavy && pb > 0 {
						want = pb
					}
				}
				cfg := Config{Playouts: playouts, Playout: LaneMoonPlayouts, MoonPlayouts: moon, PassPlayouts: pb, PassEverywhere: tc.everywhere}
				if got, opts := searchedPlayouts(t, cfg, g, tn.Seat); opts >= 2 {
					if got < want || got >= want+opts {
						t.Errorf("%v at %d seats, %v, PassPlayouts %d: %d playouts, want %d", tc.id, tc.seats, tn.Kind, pb, got, want)
					}
					seen[want]++
				}
			}
		})
		if seen[playouts] == 0 || heavy && seen[pass] == 0 || (!heavy || len(tc.passBudgets) > 1) && seen[moon] == 0 {
			t.Errorf("%v at %d seats, everywhere %v: decisions by budget %v", tc.id, tc.seats, tc.everywhere, seen)
		}
	}
}

// TestStrongSearchesNoLessThanFast checks that StrongConfig gives every
// decision at least FastConfig's playouts: a card play by the lane or by
// the heuristic, and every in-turn decision that is not a card play
// (BM-R4, MAD-R6, SAU-O6, MAD-R17), in every trick game at three and
// four seats, where that decision weighs most (BM-R1, BM-R7) and where
// it does not.
func TestStrongSearchesNoLessThanFast(t *testing.T) {
	fast, strong := FastConfig(), StrongConfig()
	kinds := []variant.Kind{variant.Play, variant.Pass, variant.Stock, variant.Take, variant.Announce}
	checked := 0
	for _, id := range games.All() {
		for seats := 3; seats <= 4; seats++ {
			g, err := games.New(id, seats, nil, rand.NewPCG(1, 2))
			if err != nil {
				continue // a game not played at this many seats
			}
			if _, ok := g.(*variant.TrickGame); !ok {
				continue
			}
			for _, k := range kinds {
				v := variant.View{Turn: &variant.Turn{Kind: k}}
				for _, lane := range []bool{true, false} {
					f := decisionPlayouts(&fast, g, &v, lane)
					s := decisionPlayouts(&strong, g, &v, lane)
					if s < f {
						t.Errorf("%v at %d seats, %v, lane %v: strong %d playouts, fast %d", id, seats, k, lane, s, f)
					}
					checked++
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no decision checked")
	}
}

// TestStockPlayouts checks that Config.StockPlayouts budgets the
// decisions Playouts budgets exactly at the tables that deal a stock
// (Madonna and Sau at three seats, MAD-R3, SAU-R4; Madonna at five and
// six), that elsewhere and where it is zero Playouts does, that the
// heuristic's budgets of a pass (PassPlayouts) and of a live moon
// (MoonPlayouts) keep theirs, and that a search at Madonna's three seats
// plays that many playouts.
func TestStockPlayouts(t *testing.T) {
	const playouts, stock, moon, pass = 70, 120, 30, 50
	tables := []struct {
		id    games.ID
		seats int
		stock bool
	}{
		{games.SchwarzeMadonna, 3, true}, {games.SchwarzeMadonna, 4, false}, {games.SchwarzeMadonna, 6, true},
		{games.SchwarzeSau, 3, true}, {games.SchwarzeSau, 4, false},
		{games.BlackMaria, 3, false}, {games.Hearts, 4, false},
	}
	play := variant.View{Turn: &variant.Turn{Kind: variant.Play}}
	stockTurn := variant.View{Turn: &variant.Turn{Kind: variant.Stock}}
	for _, tc := range tables {
		g := dealtTrickGame(t, tc.id, tc.seats, rand.NewPCG(3, 4))
		want := map[bool]int{true: stock, false: playouts}[tc.stock]
		for _, cfg := range []Config{
			{Playouts: playouts, StockPlayouts: stock, Playout: LanePlayouts},
			{Playouts: playouts, StockPlayouts: stock},
			{Playouts: playouts, StockPlayouts: stock, Playout: LaneMoonPlayouts},
		} {
			if got := decisionPlayouts(&cfg, g, &play, true); got != want {
				t.Errorf("%v at %d seats, playout %v: a card play gets %d playouts, want %d", tc.id, tc.seats, cfg.Playout, got, want)
			}
		}
		cfg := Config{Playouts: playouts, StockPlayouts: stock, Playout: LaneMoonPlayouts, MoonPlayouts: moon, PassPlayouts: pass}
		if got := decisionPlayouts(&cfg, g, &play, false); got != moon {
			t.Errorf("%v at %d seats: a card play by the heuristic's playouts gets %d, want MoonPlayouts %d", tc.id, tc.seats, got, moon)
		}
		if got, want := decisionPlayouts(&cfg, g, &stockTurn, false), map[bool]int{true: pass, false: moon}[weightyPass(g)]; got != want {
			t.Errorf("%v at %d seats: a stock exchange gets %d, want %d", tc.id, tc.seats, got, want)
		}
		unset := Config{Playouts: playouts, Playout: LanePlayouts}
		if got := decisionPlayouts(&unset, g, &play, true); got != playouts {
			t.Errorf("%v at %d seats, StockPlayouts unset: %d playouts, want Playouts %d", tc.id, tc.seats, got, playouts)
		}
	}
	g := dealtTrickGame(t, games.SchwarzeMadonna, 3, rand.NewPCG(5, 6))
	searched := 0
	heuristicDeal(t, g, rand.New(rand.NewPCG(7, 8)), func(tn variant.Turn) {
		if tn.Seat < 0 || tn.Kind != variant.Play || tn.Cards.Len() < 2 {
			return
		}
		cfg := Config{Playouts: playouts, StockPlayouts: stock, Playout: LanePlayouts}
		if got, opts := searchedPlayouts(t, cfg, g, tn.Seat); opts >= 2 {
			if got < stock || got >= stock+opts {
				t.Errorf("Madonna at three seats, a card play of %d options: %d playouts, want %d", opts, got, stock)
			}
			searched++
		}
	})
	if searched == 0 {
		t.Fatal("no card play of two options or more searched")
	}
}

// searchedPlayouts has a PIMC of cfg decide seat st's turn in g and
// returns the playouts it played and the options it searched.
func searchedPlayouts(t *testing.T, cfg Config, g variant.Game, st int) (playouts, opts int) {
	t.Helper()
	p := NewPIMC(cfg)
	if _, err := p.ChooseIn(g, st, rand.New(rand.NewPCG(1, 2))); err != nil {
		t.Fatal(err)
	}
	return p.Stats().Playouts, len(p.s.opts)
}
