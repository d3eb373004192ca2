package variant_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// The views of Black Maria and Hearts: what each seat may see (TT-6), the
// simultaneous pass (BM-R4, SH-R3), and the JSON form.

func TestBHViewSimultaneousPass(t *testing.T) {
	// BM-R4, SH-R3: a seat commits its three cards before it sees what it
	// receives. Its View drops the passed cards from its hand at once and
	// shows what it received only when every seat has passed; no seat
	// sees another seat's pass.
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		for n := 3; n <= 6; n++ {
			g := gametest.Trick(t, id, n, nil, uint64(40+n))
			gametest.DealNext(t, g)
			dealt := make([]card.Set, n)
			sent := make([]card.Set, n)
			for s := 0; s < n; s++ {
				dealt[s] = g.Hand(s)
			}
			order := rand.New(rand.NewPCG(uint64(n), 1)).Perm(n)
			for k, s := range order {
				v, _ := g.View(s)
				if v.Turn == nil || v.Turn.Kind != variant.Pass || v.Turn.Seat != s || v.Turn.Cards != dealt[s] {
					t.Fatalf("%v %d seats: seat %d, not yet passed, has turn %+v", id, n, s, v.Turn)
				}
				for c := range dealt[s].All() {
					if sent[s].Len() < 3 && (k+int(c))%2 == 0 {
						sent[s] = sent[s].Add(c)
					}
				}
				for c := range dealt[s].All() {
					if sent[s].Len() < 3 {
						sent[s] = sent[s].Add(c)
					}
				}
				gametest.Apply(t, g, variant.PassMove(s, sent[s]))
				if k == n-1 {
					break
				}
				// Before the last pass: every seat's view.
				for x := 0; x < n; x++ {
					vx, _ := g.View(x)
					passed := g.Phase() == variant.PhasePass && sent[x] != 0
					want := dealt[x]
					if passed {
						want &^= sent[x]
					}
					if vx.Hand != want || vx.Passed != sent[x] || vx.Received != 0 {
						t.Fatalf("%v %d seats after %d passes: seat %d sees hand %v passed %v received %v, want hand %v passed %v and nothing received",
							id, n, k+1, x, vx.Hand, vx.Passed, vx.Received, want, sent[x])
					}
					if passed && vx.Turn != nil {
						t.Errorf("seat %d has passed but still has a turn", x)
					}
					if vx.HandSizes[s] != dealt[s].Len()-3 {
						t.Errorf("seat %d sees seat %d holding %d cards after its pass", x, s, vx.HandSizes[s])
					}
					if len(vx.HavePassed) != k+1 {
						t.Errorf("seat %d sees %v as having passed after %d passes", x, vx.HavePassed, k+1)
					}
				}
			}
			// Every seat has passed: now each sees what it received.
			for s := 0; s < n; s++ {
				v, _ := g.View(s)
				from := v.ReceivedFrom
				if v.Received != sent[from] || v.Hand != dealt[s]&^sent[s]|sent[from] || v.Hand != g.Hand(s) {
					t.Errorf("%v %d seats: seat %d received %v from %d, want %v; hand %v", id, n, s, v.Received, from, sent[from], v.Hand)
				}
				if v.PassTo < 0 || (v.PassTo+n-s)%n != (s-from+n)%n {
					t.Errorf("seat %d passes to %d and receives from %d", s, v.PassTo, from)
				}
			}
		}
	}
}

func TestBHViewsHideHands(t *testing.T) {
	// TT-6: in every phase of whole matches, no seat's View, nor its JSON,
	// holds a card of another seat's hand that it has not seen: its hand
	// as dealt, what it received, and the cards played face up are all it
	// knows.
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		for n := 3; n <= 6; n++ {
			g := gametest.Trick(t, id, n, bhTarget(id, 40), uint64(70+n))
			r := rand.New(rand.NewPCG(uint64(n), 9))
			var dealt [6]card.Set
			var prev card.Set // cards of the last ended deal, all played
			steps := 0
			for !g.Over() {
				if g.Phase() == variant.PhaseDealOver || g.Phase() == variant.PhaseDeal {
					if res, ok := g.Result(); ok {
						prev = 0
						for _, tr := range res.Tricks {
							prev |= card.Of(tr.Cards...)
						}
					}
					gametest.DealNext(t, g)
					for s := 0; s < n; s++ {
						dealt[s] = g.Hand(s)
					}
				} else {
					gametest.RandomStep(t, g, r)
				}
				steps++
				v0, _ := g.View(0)
				var played card.Set
				for _, tr := range append(v0.Tricks, v0.Current) {
					played |= card.Of(tr.Cards...)
				}
				for s := 0; s < n; s++ {
					v, err := g.View(s)
					if err != nil {
						t.Fatal(err)
					}
					known := dealt[s] | g.Hand(s) | played | prev
					b, err := json.Marshal(v)
					if err != nil {
						t.Fatalf("View(%d) to JSON: %v", s, err)
					}
					if leak := bhViewCards(b) &^ known; leak != 0 {
						t.Fatalf("%v %d seats, step %d: seat %d's view shows %v: %s", id, n, steps, s, leak, b)
					}
					// The struct: its own hand, and other hands only as sizes.
					if !known.ContainsAll(v.Hand | v.Passed | v.Received) {
						t.Fatalf("seat %d's view holds cards it has not seen", s)
					}
					for x := 0; x < n; x++ {
						if x != s && g.Phase() == variant.PhasePlay && v.Hand&g.Hand(x) != 0 {
							t.Fatalf("seat %d sees seat %d's cards %v", s, x, v.Hand&g.Hand(x))
						}
					}
				}
			}
			if steps < 50 {
				t.Errorf("%v %d seats: only %d steps", id, n, steps)
			}
		}
	}
}

func TestBHViewJSON(t *testing.T) {
	// A View serialises to JSON with the record name: the game, the
	// phase, the cards in canonical form, the turn with its legal cards.
	sc := gametest.HeartsE1(nil)
	sc.Partial = true
	sc.Tricks = sc.Tricks[:2]
	g := sc.Run(t, gametest.BookPassOffset)
	tu := g.Turn()
	v, err := g.View(tu.Seat)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]any{"game": "hearts", "phase": "play", "seat": float64(tu.Seat), "toAct": float64(tu.Seat), "heartsBroken": true} {
		if m[key] != want {
			t.Errorf("view JSON %q = %v, want %v", key, m[key], want)
		}
	}
	turn, _ := m["turn"].(map[string]any)
	if turn == nil || turn["kind"] != "play" {
		t.Errorf("view JSON turn %v", m["turn"])
	}
	if len(v.Tricks) != 2 || !strings.Contains(string(b), `"cards":["2C","AC","3C","4C"]`) {
		t.Errorf("view JSON tricks: %s", b)
	}
	// Another seat's view has no turn.
	other := (tu.Seat + 1) % 4
	vo, _ := g.View(other)
	if vo.Turn != nil || vo.ToAct != tu.Seat {
		t.Errorf("seat %d's view: turn %+v, toAct %d", other, vo.Turn, vo.ToAct)
	}
	// No seat 4 at a table of 4.
	_, err = g.View(4)
	gametest.Violation(t, err, rule.BadSeat, rule.NoSeat)
	_, err = g.View(-1)
	gametest.Violation(t, err, rule.BadSeat, rule.NoSeat)
	// Before the first deal nobody holds anything.
	fresh := gametest.Trick(t, games.Hearts, 4, nil, 1)
	vf, _ := fresh.View(2)
	if vf.Hand != 0 || vf.Turn != nil || vf.ToAct != -1 || vf.Phase != variant.PhaseDeal {
		t.Errorf("view before the first deal: %+v", vf)
	}
}
