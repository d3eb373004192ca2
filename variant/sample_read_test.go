package variant

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/trick"
)

// readPlayEqual checks that readPlay (the played cards from the hands the
// game keeps, the log only for the suits of the tricks) reads of g for
// seat s exactly what readPlayLog's card-by-card walk of the log reads.
func readPlayEqual(t smpT, g *TrickGame, s int, what string) {
	t.Helper()
	var a, b playFacts
	a.readPlay(g)
	b.readPlayLog(g)
	if a.played != b.played || a.allPlayed != b.allPlayed || a.forbid != b.forbid {
		t.Fatalf("%s, seat %d, phase %v, %d cards played: readPlay played %v all %v forbid %v; readPlayLog played %v all %v forbid %v",
			what, s, g.phase, g.log.nplayed, a.played, a.allPlayed, a.forbid, b.played, b.allPlayed, b.forbid)
	}
}

// smpInferenceGames returns, by name, the Hearts positions of the lead
// and first-trick inferences (a heart led before hearts are broken,
// SH-R6; a penalty card discarded to the first trick, SH-R7, SH-A3),
// which random play seldom reaches.
func smpInferenceGames(t *testing.T) map[string]*TrickGame {
	_, lead := smpHeartsLeadGame(t)
	_, queen := smpHeartsFirstTrickGame(t, nil, card.QueenSpades)
	_, heart := smpHeartsFirstTrickGame(t, Hearts.options(`{"first-trick-heart-before-queen": true}`, Setup{}), card.TwoHearts)
	return map[string]*TrickGame{"SH-R6": lead, "SH-R7": queen, "SH-A3": heart}
}

// TestReadPlayIsLogWalk: readPlay equals the walk of the log at random
// positions of every table (the stock games take the walk itself), after
// deals played out to their end by Apply and by PlayOut, and in the
// Hearts positions of the lead and first-trick inferences (a heart led
// before hearts are broken, SH-R6; a penalty card discarded to the first
// trick, SH-R7, SH-A3), which random play seldom reaches.
func TestReadPlayIsLogWalk(t *testing.T) {
	for name, g := range smpInferenceGames(t) {
		for s := range 4 {
			readPlayEqual(t, g, s, name)
		}
	}
	cases := smpCases()
	rapid.Check(t, func(rt *rapid.T) {
		pos := smpDrawPos(rt, cases)
		for s := 0; s < pos.c.seats; s++ {
			readPlayEqual(rt, pos.g, s, pos.c.name)
		}
	})
	for _, c := range cases {
		for seed := uint64(1); seed <= 3; seed++ {
			for _, steps := range []int{1, 4, 13, 26, 40, 200} {
				pos, err := smpPlay(c, seed, int(seed)%4, steps, 5)
				if err != nil {
					t.Fatalf("%s seed %d: %v", c.name, seed, err)
				}
				for s := 0; s < c.seats; s++ {
					readPlayEqual(t, pos.g, s, c.name)
				}
			}
			g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(seed, 3))
			if err != nil {
				t.Fatal(err)
			}
			g.PlayOut(rand.NewPCG(seed, 4)) // (a deal of its own, played out)
			for s := 0; s < c.seats; s++ {
				readPlayEqual(t, g, s, c.name+" after PlayOut")
			}
		}
	}
}

// TestReadLeadsHeldNotBreakers: under trick rules whose Held
// cards are not all Breakers (the hearts held back until the Q♠
// falls), a Held card may lead before Held is broken without
// being the card that breaks it, so readLeads reads every lead up to the
// first breaker; after every play of random deals of such a house game
// readPlay reads what readPlayLog's walk of the log reads, and some of
// those deals show a heart led unbroken after the first trick.
func TestReadLeadsHeldNotBreakers(t *testing.T) {
	rules := Rules{Title: "Held", Pack: card.Full52, Table: score.Table{}, End: Ending{Deals: 1 << 20},
		Play: trick.Rules{Held: card.HeartsSet, Breakers: card.Of(card.QueenSpades)}}
	g, err := NewHouse(rules, 4, rand.NewPCG(5, 6))
	if err != nil {
		t.Fatal(err)
	}
	src := rand.NewPCG(7, 8)
	shown := 0
	for range 200 {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for g.phase == PhasePlay {
			s, _ := g.ToMove()
			c, _ := g.LegalPlays().Random(src)
			if g.ncur == 0 && g.ntricks > 0 && !g.broken && card.HeartsSet.Has(c) {
				shown++
			}
			if err := g.Apply(PlayMove(s, c)); err != nil {
				t.Fatal(err)
			}
			for x := range 4 {
				readPlayEqual(t, g, x, "held-not-breakers")
			}
		}
	}
	if shown == 0 {
		t.Fatal("no deal led a heart unbroken after the first trick: the leads were not tested")
	}
}
