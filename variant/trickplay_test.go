package variant

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
)

// stepCases are trick games whose play differs in what the kept legal
// set must follow: the opening lead, hearts broken, the first trick's
// discards, stocks, announcements and their rounds, seats sitting out.
func stepCases() []smpCase {
	var cs []smpCase
	for n := 3; n <= 6; n++ {
		cs = append(cs,
			smpCase{fmt.Sprintf("hearts-%d", n), Hearts, n, nil},
			smpCase{fmt.Sprintf("black-maria-%d", n), BlackMaria, n, nil},
			smpCase{fmt.Sprintf("madonna-%d", n), SchwarzeMadonna, n, nil},
			smpCase{fmt.Sprintf("madonna-%d-turn-based", n), SchwarzeMadonna, n, SchwarzeMadonna.options("", Setup{Announcements: TurnBased})},
		)
	}
	cs = append(cs,
		smpCase{"hearts-4-options", Hearts, 4, Hearts.options(`{"opener-any-club": true, "first-trick-heart-before-queen": true, "queen-breaks-hearts": true}`, Setup{})},
		smpCase{"sau-3", SchwarzeSau, 3, nil},
		smpCase{"sau-4", SchwarzeSau, 4, nil},
		smpCase{"sau-4-stock", SchwarzeSau, 4, SchwarzeSau.options(`{"stock-exchange": true, "schieben": true, "jungfrau": true, "angesagter-durchmarsch": true}`, Setup{})},
		smpCase{"sau-4-club-seven", SchwarzeSau, 4, SchwarzeSau.options(`{"kreuz-sieben": true, "must-lead-club-seven": true}`, Setup{})},
	)
	return cs
}

// checkKeptLegal fails unless g's kept legal set is what the trick rules
// give now: the seat to act's legal plays during the play and its
// announcement rounds, and nothing outside them.
func checkKeptLegal(t *testing.T, where string, g *TrickGame) {
	t.Helper()
	var want card.Set
	if g.phase == PhasePlay || g.phase == PhaseAnnounce && g.annReturn == PhasePlay {
		want = g.legalNow()
	}
	if g.legal != want {
		t.Fatalf("%s: phase %v, kept legal set %v, the rules give %v", where, g.phase, g.legal, want)
	}
}

// TestKeptLegalSet: after every move of random matches of every trick
// game, announcements included, and in every sample drawn from their
// positions, the legal set the game keeps is the one the rules give.
func TestKeptLegalSet(t *testing.T) {
	for _, c := range stepCases() {
		t.Run(c.name, func(t *testing.T) {
			g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(3, uint64(c.seats)))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(5, 6))
			var dst TrickGame
			for deal := 0; deal < 6 && !g.Over(); deal++ {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				checkKeptLegal(t, "after the deal", g)
				for move := 0; ; move++ {
					m, err := randomMoveOrCall(g, r)
					if err != nil {
						break
					}
					if err := g.Apply(m); err != nil {
						t.Fatalf("deal %d move %d %+v: %v", deal, move, m, err)
					}
					where := fmt.Sprintf("deal %d after move %d %+v", deal, move, m)
					checkKeptLegal(t, where, g)
					if move%5 == 0 && g.phase != PhaseDealOver && g.phase != PhaseMatchOver {
						s := r.IntN(c.seats)
						if err := g.SampleInto(&dst, s, r); err != nil {
							t.Fatalf("%s: SampleInto for seat %d: %v", where, s, err)
						}
						checkKeptLegal(t, where+fmt.Sprintf(", sampled for seat %d", s), &dst)
					}
				}
			}
		})
	}
}

// randomMoveOrCall returns one of g's announcements one time in four
// when there are some, else randomMoveOrEnd's move.
func randomMoveOrCall(g *TrickGame, r *rand.Rand) (Move, error) {
	if anns := g.Announcements(nil); len(anns) > 0 && r.IntN(4) == 0 {
		return anns[r.IntN(len(anns))], nil
	}
	return randomMoveOrEnd(g, r)
}

// randomMoveOrEnd is RandomMove, with an error once no seat acts.
func randomMoveOrEnd(g *TrickGame, r *rand.Rand) (Move, error) {
	m, ok := g.RandomMove(r)
	if !ok {
		return m, fmt.Errorf("no move in phase %v", g.phase)
	}
	return m, nil
}

// randomPlay plays a uniformly random legal card of the seat to act
// drawn from src, as a playout does, and reports whether the game was in
// its play phase.
func randomPlay(t *testing.T, g *TrickGame, src *rand.PCG) bool {
	t.Helper()
	c, ok := g.legal.Random(src)
	if g.phase != PhasePlay || !ok {
		return false
	}
	if err := g.Apply(PlayMove(int(g.turn), c)); err != nil {
		t.Fatalf("a legal play refused: %v", err)
	}
	return true
}

// TestResultKeepsItsTricks: Result lists the tricks of the deal that
// ended, also once the next deal has started and played tricks of its own
// into the same array (the result takes its copy only then), in the game
// and in its clones.
func TestResultKeepsItsTricks(t *testing.T) {
	for _, c := range stepCases() {
		g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(21, uint64(c.seats)))
		if err != nil {
			t.Fatal(err)
		}
		src := rand.NewPCG(22, 23)
		r := rand.New(src)
		for deal := 0; deal < 4 && !g.Over(); deal++ {
			if g.phase == PhaseDeal || g.phase == PhaseDealOver {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
			}
			for g.phase != PhaseDealOver && g.phase != PhaseMatchOver {
				if !randomPlay(t, g, src) {
					m, err := randomMoveOrEnd(g, r)
					if err != nil {
						t.Fatal(err)
					}
					if err := g.Apply(m); err != nil {
						t.Fatal(err)
					}
				}
			}
			ended, _ := g.Result()
			if g.Over() {
				break
			}
			clone := *g
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			for k := 0; k < 2*c.seats && inDealPhase(g.phase); k++ {
				if !randomPlay(t, g, src) {
					m, err := randomMoveOrEnd(g, r)
					if err != nil {
						break
					}
					if err := g.Apply(m); err != nil {
						t.Fatal(err)
					}
				}
			}
			if !inDealPhase(g.phase) {
				continue // the next deal ended too: its result is another
			}
			for _, h := range []*TrickGame{g, &clone} {
				got, _ := h.Result()
				if diff := cmp.Diff(ended, got); diff != "" {
					t.Fatalf("%s deal %d: Result changed once the next deal began (-ended +now):\n%s", c.name, deal, diff)
				}
			}
		}
	}
}

// inDealPhase reports whether a deal is running in phase p.
func inDealPhase(p Phase) bool { return p != PhaseDeal && p != PhaseDealOver && p != PhaseMatchOver }

// TestStartFacts: a deal starts its facts as score.NewFacts of the
// table with the deal's stock, although start writes them field by field
// in place: a field NewFacts comes to set would show here.
func TestStartFacts(t *testing.T) {
	for _, c := range stepCases() {
		g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(21, uint64(c.seats)))
		if err != nil {
			t.Fatal(err)
		}
		for deal := 0; deal < 3 && !g.Over(); deal++ {
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			want := score.NewFacts(g.Seats(), g.facts.Active)
			want.Stock = g.facts.Stock
			if diff := cmp.Diff(want, g.facts); diff != "" {
				t.Fatalf("%s deal %d: facts at the start (-NewFacts +start):\n%s", c.name, deal, diff)
			}
			r := rand.New(rand.NewPCG(22, uint64(deal)))
			for g.phase != PhaseDealOver && g.phase != PhaseMatchOver {
				m, err := randomMoveOrEnd(g, r)
				if err == nil {
					err = g.Apply(m)
				}
				if err != nil {
					t.Fatalf("%s deal %d: %v", c.name, deal, err)
				}
			}
		}
	}
}
