package variant

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/trick"
)

// testChooser chooses a random legal card from its generator, but for
// about one choice in every stray a card that is not legal: one of the
// hand, one of another hand, card 63 (the highest a set holds, no card of
// a pack), 64 (the first past a set) or any above; it records every
// Choice it is given.
type testChooser struct {
	r     *rand.Rand
	stray int
	seen  []trick.Choice
}

func (ch *testChooser) Choose(c trick.Choice) card.Card {
	ch.seen = append(ch.seen, c)
	if ch.r.IntN(ch.stray) == 0 {
		switch k := ch.r.IntN(5); {
		case k == 0 && c.Hand&^c.Legal != 0:
			x, _ := (c.Hand &^ c.Legal).Lowest()
			return x
		case k == 1 && c.Others != 0:
			x, _ := c.Others.Lowest()
			return x
		case k == 2:
			return 63
		case k == 3:
			return 64
		}
		return card.Card(65 + ch.r.IntN(191))
	}
	x, _ := c.Legal.Nth(ch.r.IntN(c.Legal.Len()))
	return x
}

// refPlayBy is PlayBy as its doc states it, through Apply and the
// game's public state: while the play runs, a seat's only legal card,
// else ch's card for the Choice worked out from the hands and the trick
// on the table (its winning card by trick.Trick's Winner, TT-3),
// stopping at a card that is not legal. It returns how many cards it
// played.
func refPlayBy(t *testing.T, g *TrickGame, ch trick.Chooser) int {
	t.Helper()
	n := 0
	for g.Phase() == PhasePlay && g.LegalPlays() != 0 {
		s, _ := g.ToMove()
		legal := g.LegalPlays()
		c, _ := legal.Lowest()
		if legal.Len() > 1 {
			var others card.Set
			for x := 0; x < g.Seats(); x++ {
				if x != s {
					others |= g.Hand(x)
				}
			}
			tr := g.Trick(g.Progress().Tricks)
			_, win, _ := tr.Winner()
			spot := trick.Spot{Seat: uint8(s), Played: uint8(tr.Len()), Left: uint8(g.Active().Len() - tr.Len() - 1), Win: win}
			c = ch.Choose(trick.Choice{Hand: g.Hand(s), Legal: legal, Others: others, Spot: spot})
			if !legal.Has(c) {
				return n
			}
		}
		if err := g.Apply(PlayMove(s, c)); err != nil {
			t.Fatalf("Apply refuses %v of seat %d, a legal card: %v", c, s, err)
		}
		n++
	}
	return n
}

// TestPlayByIsApply: on random matches of every trick game (stocks,
// passes, announcements and their rounds, five and six seats included),
// PlayBy from any point of the deal leaves the game exactly as Apply
// leaves it after the same plays, field by field and in its Result (the
// cards each seat may play, TT-2 and the games' first-trick rules; the
// trick's winner, TT-3, leading the next, TT-4; the deal's end and
// score): the chooser is asked the same Choices, each as the public state
// gives it, a single legal card is played without asking, and a card
// that is not legal stops the play (mid-trick too) with nothing played
// for it. In any phase but the play it changes nothing.
func TestPlayByIsApply(t *testing.T) {
	for _, c := range stepCases() {
		t.Run(c.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(32, 33))
			runs, stops := 0, 0
			for match := uint64(0); runs < 150; match++ {
				g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(31+match, uint64(c.seats)))
				if err != nil {
					t.Fatal(err)
				}
				for deal := 0; deal < 12 && !g.Over(); deal++ {
					if err := g.Deal(); err != nil {
						t.Fatal(err)
					}
					for move := 0; g.phase != PhaseDealOver && g.phase != PhaseMatchOver; move++ {
						where := fmt.Sprintf("match %d deal %d move %d", match, deal, move)
						if r.IntN(5) == 0 {
							if checkPlayBy(t, where, g, r.Uint64()) {
								stops++
							}
							runs++
						}
						m, err := randomMoveOrCall(g, r)
						if err != nil {
							t.Fatalf("%s: %v", where, err)
						}
						if err := g.Apply(m); err != nil {
							t.Fatalf("%s %+v: %v", where, m, err)
						}
					}
				}
			}
			if runs == 0 || stops == 0 {
				t.Fatalf("PlayBy ran %d times and stopped at a stray card %d times: want both", runs, stops)
			}
		})
	}
}

// checkPlayBy runs PlayBy on a copy of g with a testChooser seeded by
// seed and refPlayBy on another with the same chooser's twin, and fails
// unless both played as many cards, were asked the same Choices and left
// equal games. It reports whether the play stopped at a stray card.
func checkPlayBy(t *testing.T, where string, g *TrickGame, seed uint64) bool {
	t.Helper()
	fast, ref := *g, *g
	chFast := &testChooser{r: rand.New(rand.NewPCG(seed, 1)), stray: 40}
	chRef := &testChooser{r: rand.New(rand.NewPCG(seed, 1)), stray: 40}
	n := fast.PlayBy(chFast)
	want := refPlayBy(t, &ref, chRef)
	if n != want {
		t.Fatalf("%s: PlayBy played %d cards, Apply's road %d", where, n, want)
	}
	if d := cmp.Diff(chRef.seen, chFast.seen); d != "" {
		t.Fatalf("%s: the chooser was asked other choices (-Apply +PlayBy):\n%s", where, d)
	}
	if g.phase != PhasePlay && n != 0 {
		t.Fatalf("%s: PlayBy played %d cards in phase %v", where, n, g.phase)
	}
	if !reflect.DeepEqual(fast, ref) {
		t.Fatalf("%s: after %d cards PlayBy's game differs from Apply's:\n%s", where, n, cmp.Diff(fmt.Sprintf("%+v", ref), fmt.Sprintf("%+v", fast)))
	}
	ra, _ := ref.Result()
	rf, _ := fast.Result()
	if d := cmp.Diff(ra, rf); d != "" {
		t.Fatalf("%s: results differ (-Apply +PlayBy):\n%s", where, d)
	}
	return fast.phase == PhasePlay && fast.legal != 0
}
