package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/variant"
)

// heartsAt returns a four-seat Hearts game whose seats hold hands after
// the pass, with the complete tricks played (each led by its first
// play). Each seat passes three cards of the hand its pass goes to, so
// that the hands after the pass are exactly hands.
func heartsAt(t *testing.T, hands [4]string, tricks [][]play) variant.Game {
	t.Helper()
	g, err := games.NewTrickGame(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	probe := g.Clone()
	if err := probe.Deal(); err != nil {
		t.Fatal(err)
	}
	var after, passed [4]card.Set
	var to [4]int
	for s := range hands {
		after[s] = card.MustParseSet(hands[s])
		v, err := probe.View(s)
		if err != nil {
			t.Fatal(err)
		}
		to[s] = v.PassTo
	}
	d := variant.Dealt{Dealer: g.Dealer()}
	for s := range hands {
		passed[s] = card.Of(after[to[s]].Cards()[:3]...)
	}
	// A seat's dealt hand: its hand after the pass, but for the cards it
	// received, and the cards it passes.
	for s := range hands {
		d.Hands[s] = after[s] | passed[s]
		for x := range hands {
			if to[x] == s {
				d.Hands[s] &^= passed[x]
			}
		}
	}
	if err := g.DealCards(d); err != nil {
		t.Fatal(err)
	}
	for s := range hands {
		if err := g.Apply(variant.PassMove(s, passed[s])); err != nil {
			t.Fatalf("pass of seat %d: %v", s, err)
		}
	}
	for s := range hands {
		if got := g.Hand(s); got != after[s] {
			t.Fatalf("seat %d holds %v after the pass, want %v", s, got, after[s])
		}
	}
	for i, tr := range tricks {
		for _, p := range tr {
			if err := g.Apply(variant.PlayMove(p.seat, card.MustParse(p.card))); err != nil {
				t.Fatalf("trick %d, seat %d plays %s: %v", i+1, p.seat, p.card, err)
			}
		}
	}
	return g
}

// fastMoves returns the moves a fast player chooses for seat s in g
// from the random sources of seeds 0, 1 and 2.
func fastMoves(t *testing.T, g variant.Game, s int) []variant.Move {
	t.Helper()
	var ms []variant.Move
	for seed := uint64(0); seed < 3; seed++ {
		m, err := NewFast().ChooseIn(g, s, rand.New(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	return ms
}

// TestFastPlaysTheMoon checks SH-R9 play by the fast player, in two
// positions where the lane's playouts alone choose otherwise.
//
// Shoot: seat 0 has taken the Q♠ and every heart played, and holds the
// other hearts, every one a winner, and the 2♦. Leading the hearts first
// is a sure moon (the 2♦ loses the last trick, a trick with no point in
// it); leading the 2♦ loses the lead to a seat that leads a suit seat 0
// is void in, and the heart it must throw stops its moon.
//
// Stop: seat 1 has taken the Q♠ and every heart so far and leads the
// K♦, on which seat 2 has thrown the 4♥. Seat 0, last, holds the A♦:
// taking the trick costs it a point; ducking leaves seat 1 a sure moon
// (seven top hearts and the 2♠, the others' last hearts falling under its
// hearts), 26 points to each other seat.
func TestFastPlaysTheMoon(t *testing.T) {
	for _, tc := range []struct {
		name   string
		hands  [4]string
		tricks [][]play
		want   string // a card, or a suit ("H")
	}{
		{"shoot", [4]string{
			"AC KC QC JC 10C AH KH QH JH 10H 9H 8H 2D",
			"2C 5C 7C 8C 9C AS KS JS 10S AD KD QD JD",
			"3C 6C 2H 4H 6H 9S 8S 7S 6S 10D 9D 8D 7D",
			"4C QS 3H 5H 7H 5S 4S 3S 2S 6D 5D 4D 3D",
		}, [][]play{
			tr(play{1, "2C"}, play{2, "3C"}, play{3, "4C"}, play{0, "AC"}),
			tr(play{0, "KC"}, play{1, "5C"}, play{2, "6C"}, play{3, "QS"}),
			tr(play{0, "QC"}, play{1, "7C"}, play{2, "2H"}, play{3, "3H"}),
			tr(play{0, "JC"}, play{1, "8C"}, play{2, "4H"}, play{3, "5H"}),
			tr(play{0, "10C"}, play{1, "9C"}, play{2, "6H"}, play{3, "7H"}),
		}, "H"},
		{"stop", [4]string{
			"2C 6C 8C 10C AD 2D 7H 4D 5D 6D 9S 10S JS",
			"AC KC QC JC KD AH KH QH JH 10H 9H 8H 2S",
			"3C 5C 7C 9C 4H 5H 6H 3S 4S 5S 6S 7S 8S",
			"4C QS 2H 3H 3D 7D 8D 9D 10D JD QD KS AS",
		}, [][]play{
			tr(play{0, "2C"}, play{1, "AC"}, play{2, "3C"}, play{3, "4C"}),
			tr(play{1, "KC"}, play{2, "5C"}, play{3, "QS"}, play{0, "6C"}),
			tr(play{1, "QC"}, play{2, "7C"}, play{3, "2H"}, play{0, "8C"}),
			tr(play{1, "JC"}, play{2, "9C"}, play{3, "3H"}, play{0, "10C"}),
			tr(play{1, "KD"}, play{2, "4H"}, play{3, "3D"}),
		}, "AD"},
	} {
		for seed, m := range fastMoves(t, heartsAt(t, tc.hands, tc.tricks), 0) {
			ok := m.Kind == variant.Play && m.Seat == 0
			if tc.want == "H" {
				ok = ok && m.Card.Suit() == card.Hearts
			} else {
				ok = ok && m.Card == card.MustParse(tc.want)
			}
			if !ok {
				t.Errorf("%s, seed %d: played %v, want %s", tc.name, seed, m, tc.want)
			}
		}
	}
}

// TestMoonLive checks when the fast player's decision searches with the
// heuristic's playouts for a moon (SH-R9): at a pass, while one seat
// alone has taken penalty points, before any point with a hand of at
// most moonLosers cards that can lose; never under MoonOff, nor once two
// seats have points.
func TestMoonLive(t *testing.T) {
	one := [][]play{ // seat 0 has the Q♠, nobody else a point
		tr(play{1, "2C"}, play{2, "3C"}, play{3, "4C"}, play{0, "AC"}),
		tr(play{0, "KC"}, play{1, "5C"}, play{2, "6C"}, play{3, "QS"}),
	}
	two := append(one[:2:2], tr(play{0, "2D"}, play{1, "3D"}, play{2, "2H"}, play{3, "AD"}))
	none := one[:1]
	at := seatAt{games.Hearts, 4, 1}
	pass := playView(at, "2S 3S 4S 5S 6S 7S 8S 9S 10S 2D 3D 4D 5D", nil)
	pass.Phase = variant.PhasePass
	pass.Turn = &variant.Turn{Seat: 1, Phase: variant.PhasePass, Kind: variant.Pass, Cards: pass.Hand, Count: 3, From: -1}
	for _, tc := range []struct {
		name string
		v    variant.View
		moon hearts.MoonMode
		want bool
	}{
		{"pass", pass, hearts.MoonAddToOthers, true},
		{"pass, MoonOff", pass, hearts.MoonOff, false},
		{"one seat has points", playView(at, "9C 10C JC 2S 3S 4S 5S 6S 7S 8S 9S", one), hearts.MoonAddToOthers, true},
		{"one seat has points, MoonOff", playView(at, "9C 10C JC 2S 3S 4S 5S 6S 7S 8S 9S", one), hearts.MoonOff, false},
		{"two seats have points", playView(at, "9C 10C 2S 3S 4S 5S 6S 7S 8S 9S", two), hearts.MoonAddToOthers, false},
		{"no points, many losers", playView(at, "9C 10C JC QC 2S 3S 4S 5S 6S 7S 8S 9S", none), hearts.MoonAddToOthers, false},
		{"no points, two losers", playView(at, "AD KD QD JD 10D AS KS JS 2S 3S AH KH", none), hearts.MoonAddToOthers, true},
		{"no points, four losers", playView(at, "AD KD QD JD 10D AS KS JS 2S 3S 4S KH", none), hearts.MoonAddToOthers, false},
	} {
		tc.v = withMoon(t, tc.v, tc.moon)
		if got := (Heuristic{}).know(&tc.v).moonLive(); got != tc.want {
			t.Errorf("%s: moonLive = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// withMoon returns v with the Hearts moon option m (SH-R9) and its other
// options kept; a view without options has the defaults.
func withMoon(t *testing.T, v variant.View, m hearts.MoonMode) variant.View {
	t.Helper()
	o, ok := v.Options.(hearts.Options)
	if !ok && v.Options != nil {
		t.Fatalf("options %T, want hearts.Options", v.Options)
	}
	o.Moon = m
	v.Options = o
	return v
}

// TestMoonPlayoutsBudget checks Config.MoonPlayouts: a LaneMoonPlayouts
// decision where a Hearts moon is live (SH-R9) runs MoonPlayouts
// heuristic playouts, any other decision Playouts lane playouts, and a
// zero MoonPlayouts leaves both at Playouts. The decisions are those of
// a Hearts deal the Heuristic plays, each checked for a live moon as the
// player sees it before it is searched.
func TestMoonPlayoutsBudget(t *testing.T) {
	const playouts, moon = 200, 20
	g, err := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(7, 8))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 10))
	heuristics := []Player{Heuristic{}, Heuristic{}, Heuristic{}, Heuristic{}}
	seen := map[bool]int{}
	for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
		tn := g.Turn()
		if v, err := g.View(tn.Seat); err == nil && tn.Seat >= 0 && tn.Cards.Len() >= 2 {
			live := (Heuristic{}).know(&v).moonLive()
			options := tn.Cards.Len()
			if tn.Kind == variant.Pass {
				options = 0 // a pass's root options are the candidate sets, not the cards
			}
			for _, tc := range []struct {
				moonPlayouts, want int
			}{{moon, map[bool]int{true: moon, false: playouts}[live]}, {0, playouts}} {
				p := NewPIMC(Config{Playouts: playouts, Playout: LaneMoonPlayouts, MoonPlayouts: tc.moonPlayouts})
				if _, err := p.ChooseIn(g, tn.Seat, rand.New(rand.NewPCG(1, 2))); err != nil {
					t.Fatal(err)
				}
				if got := p.Stats().Playouts; got < tc.want || options > 0 && got >= tc.want+options {
					t.Errorf("%v, moon live %v, MoonPlayouts %d: %d playouts, want %d", tn.Kind, live, tc.moonPlayouts, got, tc.want)
				}
			}
			seen[live]++
		}
		m, err := Next(g, heuristics, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("decisions with a live moon and without: %d and %d, want some of each", seen[true], seen[false])
	}
}
