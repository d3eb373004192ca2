package variant

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
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
// PlayUnchecked of a legal card does the same.
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
						unchecked.PlayUnchecked(x)
					}
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
