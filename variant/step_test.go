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
			smpCase{fmt.Sprintf("hearts-%d", n), Hearts, n, Options{}},
			smpCase{fmt.Sprintf("black-maria-%d", n), BlackMaria, n, Options{}},
			smpCase{fmt.Sprintf("madonna-%d", n), SchwarzeMadonna, n, Options{}},
			smpCase{fmt.Sprintf("madonna-%d-turn-based", n), SchwarzeMadonna, n, Options{Announcements: TurnBased}},
		)
	}
	cs = append(cs,
		smpCase{"hearts-4-options", Hearts, 4, Options{OpenerAnyClub: true, FirstTrickHeartBeforeQueen: true, QueenBreaksHearts: true}},
		smpCase{"sau-3", SchwarzeSau, 3, Options{}},
		smpCase{"sau-4", SchwarzeSau, 4, Options{}},
		smpCase{"sau-4-stock", SchwarzeSau, 4, Options{StockExchange: true, Schieben: true, Jungfrau: true, AngesagterDurchmarsch: true}},
		smpCase{"sau-4-club-seven", SchwarzeSau, 4, Options{KreuzSieben: true, MustLeadClubSeven: true}},
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
			g, err := NewTrickGame(c.id, c.seats, c.o, rand.NewPCG(3, uint64(c.seats)))
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
					var m Move
					if anns := g.Announcements(nil); len(anns) > 0 && r.IntN(4) == 0 {
						m = anns[r.IntN(len(anns))]
					} else if m, err = randomMoveOrEnd(g, r); err != nil {
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

// randomMoveOrEnd is RandomMove, with an error once no seat acts.
func randomMoveOrEnd(g *TrickGame, r *rand.Rand) (Move, error) {
	m, ok := g.RandomMove(r)
	if !ok {
		return m, fmt.Errorf("no move in phase %v", g.phase)
	}
	return m, nil
}

// TestStepIsApply: on random matches of every trick game, Step of any
// card (legal or not, a card of the pack or not) does what Apply of the
// same play by the seat to act does: both accept or both refuse, and the
// two games are equal afterwards, field by field, through to the score.
// PlayUnchecked of the same card does the same without saying so: it
// plays a legal card and leaves the game unchanged for any other card,
// in every phase.
func TestStepIsApply(t *testing.T) {
	for _, c := range stepCases() {
		t.Run(c.name, func(t *testing.T) {
			applied, err := NewTrickGame(c.id, c.seats, c.o, rand.NewPCG(7, uint64(c.seats)))
			if err != nil {
				t.Fatal(err)
			}
			stepped, unchecked := *applied, *applied
			r := rand.New(rand.NewPCG(8, 9))
			plays, refused := 0, 0
			for deal := 0; deal < 6 && !applied.Over(); deal++ {
				for _, g := range []*TrickGame{applied, &stepped, &unchecked} {
					if err := g.Deal(); err != nil {
						t.Fatal(err)
					}
				}
				for move := 0; applied.phase != PhaseDealOver && applied.phase != PhaseMatchOver; move++ {
					where := fmt.Sprintf("deal %d move %d", deal, move)
					if applied.phase != PhasePlay {
						m, err := randomMoveOrEnd(applied, r)
						if err != nil {
							t.Fatalf("%s: %v", where, err)
						}
						if stepped.Step(card.TwoClubs) || stepped.Step(m.Card) {
							t.Fatalf("%s: Step played in phase %v", where, applied.phase)
						}
						unchecked.PlayUnchecked(card.TwoClubs)
						unchecked.PlayUnchecked(m.Card)
						if unchecked != *applied {
							t.Fatalf("%s: PlayUnchecked changed the game in phase %v", where, applied.phase)
						}
						for _, g := range []*TrickGame{applied, &stepped, &unchecked} {
							if err := g.Apply(m); err != nil {
								t.Fatalf("%s %+v: %v", where, m, err)
							}
						}
						continue
					}
					legal := applied.LegalPlays()
					x := card.Card(r.IntN(64))
					if r.IntN(2) == 0 {
						x, _ = legal.Nth(r.IntN(legal.Len()))
					}
					s := int(applied.turn)
					before := stepped
					err := applied.Apply(PlayMove(s, x))
					ok := stepped.Step(x)
					if ok != (err == nil) {
						t.Fatalf("%s: seat %d plays %v (legal %v): Step says %v, Apply %v", where, s, x, legal, ok, err)
					}
					if !ok {
						refused++
						if stepped != before {
							t.Fatalf("%s: a refused Step changed the game", where)
						}
					} else {
						plays++
					}
					unchecked.PlayUnchecked(x)
					if stepped != *applied || unchecked != *applied {
						t.Fatalf("%s: after seat %d plays %v, Step, PlayUnchecked and Apply leave different games", where, s, x)
					}
				}
				checkKeptLegal(t, fmt.Sprintf("deal %d over", deal), &stepped)
			}
			if plays == 0 || refused == 0 {
				t.Fatalf("%d plays and %d refusals: the test did not try both", plays, refused)
			}
		})
	}
}

// TestPlayRandom: PlayRandom plays a legal card and leaves the game as
// Step of that card does, plays nothing outside the play, and picks every
// legal card about equally often (chi-square over many draws from one
// position).
func TestPlayRandom(t *testing.T) {
	for _, c := range stepCases() {
		g, err := NewTrickGame(c.id, c.seats, c.o, rand.NewPCG(11, uint64(c.seats)))
		if err != nil {
			t.Fatal(err)
		}
		src := rand.NewPCG(12, 13)
		r := rand.New(rand.NewPCG(14, 15))
		for deal := 0; deal < 4 && !g.Over(); deal++ {
			if err := g.Deal(); err != nil {
				t.Fatal(err)
			}
			for g.phase != PhaseDealOver && g.phase != PhaseMatchOver {
				if g.phase != PhasePlay {
					before, srcBefore := *g, *src
					if _, ok := g.PlayRandom(src); ok || *g != before || *src != srcBefore {
						t.Fatalf("%s: PlayRandom acted in phase %v", c.name, g.phase)
					}
					m, err := randomMoveOrEnd(g, r)
					if err != nil {
						t.Fatal(err)
					}
					if err := g.Apply(m); err != nil {
						t.Fatal(err)
					}
					continue
				}
				legal, stepped := g.legal, *g
				x, ok := g.PlayRandom(src)
				if !ok || !legal.Has(x) {
					t.Fatalf("%s: PlayRandom played %v, %v; legal %v", c.name, x, ok, legal)
				}
				if !stepped.Step(x) || stepped != *g {
					t.Fatalf("%s: PlayRandom of %v and Step of it leave different games", c.name, x)
				}
			}
		}
	}
	// Uniformity: a Hearts follower holding several cards of the led suit.
	g, err := NewTrickGame(Hearts, 4, Options{}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for g.phase != PhasePlay || g.legal.Len() < 5 {
		m, err := randomMoveOrEnd(g, r)
		if err != nil {
			t.Fatal("no position with five legal cards")
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	legal := g.legal
	const draws = 50000
	counts := map[card.Card]int{}
	src := rand.NewPCG(5, 6)
	for range draws {
		h := *g
		x, _ := h.PlayRandom(src)
		counts[x]++
	}
	want := float64(draws) / float64(legal.Len())
	chi := 0.0
	for x := range legal.All() {
		d := float64(counts[x]) - want
		chi += d * d / want
	}
	// 99.9th percentile of chi-square with at most 12 degrees of freedom.
	if len(counts) != legal.Len() || chi > 32.9 {
		t.Fatalf("PlayRandom over %v: counts %v, chi-square %.1f", legal, counts, chi)
	}
}

// TestResultKeepsItsTricks: Result lists the tricks of the deal that
// ended, also once the next deal has started and played tricks of its own
// into the same array (the result takes its copy only then), in the game
// and in its clones.
func TestResultKeepsItsTricks(t *testing.T) {
	for _, c := range stepCases() {
		g, err := NewTrickGame(c.id, c.seats, c.o, rand.NewPCG(21, uint64(c.seats)))
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
				if _, ok := g.PlayRandom(src); !ok {
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
				if _, ok := g.PlayRandom(src); !ok {
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
		g, err := NewTrickGame(c.id, c.seats, c.o, rand.NewPCG(21, uint64(c.seats)))
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
