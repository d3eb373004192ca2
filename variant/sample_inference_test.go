package variant

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
)

// smpHeartsGame deals a Hearts hold deal (the fourth deal at four seats,
// SH-R3) with the given hands and plays the moves.
func smpHeartsGame(t *testing.T, o Options, hands [4]string, moves ...Move) (smpPos, *TrickGame) {
	t.Helper()
	c := smpCase{"hearts-hold", Hearts, 4, o}
	g, err := NewTrickGame(Hearts.def(), 4, o, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Resume(MatchState{DealsPlayed: 3}); err != nil {
		t.Fatal(err)
	}
	var d Dealt
	for s, h := range hands {
		d.Hands[s] = card.MustParseSet(h)
	}
	if err := g.DealCards(d); err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if err := g.Apply(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	return smpPos{c: c, g: g, deals: 3, dealer: 0, moves: moves}, g
}

// smpHeartsLeadGame is a Hearts game in which seat 3, having won the first
// trick, leads a heart before hearts are broken (SH-R6).
func smpHeartsLeadGame(t *testing.T) (smpPos, *TrickGame) {
	return smpHeartsGame(t, nil, [4]string{
		"2C 3C 4C 2D 3D 4D 5D 6D 2S 3S 4S 5S 6S",
		"5C 6C 7C 7D 8D 9D 10D JD 7S 8S 9S 10S JS",
		"8C 9C 10C JC QC KC QD KD AD QS KS AS AH",
		"AC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
	}, PlayMove(0, card.TwoClubs), PlayMove(1, card.FiveClubs), PlayMove(2, card.EightClubs), PlayMove(3, card.AceClubs),
		PlayMove(3, card.TwoHearts))
}

// TestSampleHeartsLeadInference: seat 3 led a heart before hearts were
// broken, so it held only hearts (SH-R6); every sample gives it only
// hearts, though most placements of the hidden cards would not.
func TestSampleHeartsLeadInference(t *testing.T) {
	pos, g := smpHeartsLeadGame(t)
	for k := uint64(0); k < 200; k++ {
		smp, err := g.Sample(0, rand.New(rand.NewPCG(k, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if h := smp.hands[3]; h&^card.HeartsSet != 0 {
			t.Fatalf("SH-R6: seat 3 led a heart before hearts were broken; sample %d gives it %v", k, h)
		}
		if k < 20 {
			smpCheck(t, pos, 0, k)
		}
	}
}

// smpHeartsFirstTrickGame is a Hearts game in which seat 2, void in clubs,
// discards c to the first trick (SH-R7, SH-A3).
func smpHeartsFirstTrickGame(t *testing.T, o Options, c card.Card) (smpPos, *TrickGame) {
	return smpHeartsGame(t, o, [4]string{
		"2C 3C 4C 2D 3D 4D 5D 6D 2S 3S 4S 5S 6S",
		"5C 6C 7C 7D 8D 9D 10D JD 7S 8S 9S 10S JS",
		"QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
		"8C 9C 10C JC QC KC AC QD KD AD KS AS AH",
	}, PlayMove(0, card.TwoClubs), PlayMove(1, card.FiveClubs), PlayMove(2, c))
}

// TestSampleHeartsFirstTrickInference: seat 2, void in clubs, discarded
// the Q♠ to the first trick, so it held only penalty cards (SH-R7); under
// FirstTrickPreferHeartOverQueen a seat that so discards a heart held only
// penalty cards too (SH-A3).
func TestSampleHeartsFirstTrickInference(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    Options
		c    card.Card
	}{
		{"SH-R7", nil, card.QueenSpades},
		{"SH-A3", Hearts.options(`{"first-trick-heart-before-queen": true}`, Setup{}), card.TwoHearts},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, g := smpHeartsFirstTrickGame(t, tc.o, tc.c)
			for k := uint64(0); k < 200; k++ {
				smp, err := g.Sample(1, rand.New(rand.NewPCG(k, 1)))
				if err != nil {
					t.Fatal(err)
				}
				if h := smp.hands[2]; h&^Hearts.def().Rules(4, Hearts.options("", Setup{})).Play.Penalty != 0 {
					t.Fatalf("%s: seat 2 discarded %v to the first trick; sample %d gives it %v", tc.name, tc.c, k, h)
				}
				if k < 20 {
					smpCheck(t, pos, 1, k)
				}
			}
		})
	}
}

// TestSampleMadonnaVoidDeal: after a void deal (MAD-A3 redeal) the first
// receiver and the stock held fewer than two passable cards between them,
// in every sample.
func TestSampleMadonnaVoidDeal(t *testing.T) {
	g, err := NewTrickGame(SchwarzeMadonna.def(), 6, nil, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	// Dealer 0; seat 1 receives first: ♥7 ♥8 ♥9 ♥10 Q♠, stock ♥J ♣A
	// (the rule book MAD-A3's example).
	d := Dealt{Dealer: 0, Stock: card.MustParseSet("JH AC")}
	d.Hands[1] = card.MustParseSet("7H 8H 9H 10H QS")
	rest := card.MustParseSet("7C 8C 9C 10C JC QC KC 7D 8D 9D 10D JD QD KD AD 7S 8S 9S 10S JS KS AS QH KH AH")
	cards := rest.Cards()
	for i, c := range cards {
		x := []int{0, 2, 3, 4, 5}[i/5]
		d.Hands[x] = d.Hands[x].Add(c)
	}
	if err := g.DealCards(d); err != nil {
		t.Fatal(err)
	}
	if g.phase != PhaseDealOver {
		t.Fatalf("the deal is not void: phase %v", g.phase)
	}
	for _, s := range []int{0, 1, 3} {
		for k := uint64(0); k < 100; k++ {
			smp, err := g.Sample(s, rand.New(rand.NewPCG(k, 2)))
			if err != nil {
				t.Fatal(err)
			}
			if n := ((smp.hands[1] | smp.stock) & g.passable()).Len(); n >= 2 {
				t.Fatalf("seat %d, sample %d: the first receiver and the stock hold %d passable cards (%v, %v); the deal was void (MAD-A3)", s, k, n, smp.hands[1], smp.stock)
			}
			if smp.dealt != smp.hands || smp.dealtStock != smp.stock || smp.facts.Stock != smp.stock {
				t.Fatalf("the void deal's dealt hands are not its hands")
			}
			v1, _ := g.View(s)
			v2, _ := smp.View(s)
			if d := cmp.Diff(v1, v2); d != "" {
				t.Fatalf("view differs:\n%s", d)
			}
		}
	}
}

// ---- Old Maid ----
