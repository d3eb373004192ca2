package player

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// lead, follow and discard ask Choose for the lane's lead, its card of
// the suit led to the trick t (last: the trick's last card) and its
// discard, for the tests of each of its rules.
func (l *lane) lead(legal, others card.Set) card.Card {
	return l.Choose(trick.Choice{Hand: legal, Legal: legal, Others: others})
}

func (l *lane) follow(legal card.Set, t *laneTrick, last bool) card.Card {
	left := uint8(1)
	if last {
		left = 0
	}
	return l.Choose(trick.Choice{Hand: legal, Legal: legal, Spot: trick.Spot{Played: uint8(t.n), Left: left, Win: t.win}})
}

// discard is the discard to a trick led in the first suit of which legal
// holds no card; card 64 (no card) where it holds every suit.
func (l *lane) discard(legal, others card.Set) card.Card {
	for sh := 0; sh < 64; sh += 16 {
		if legal>>sh&0xffff == 0 {
			return l.Choose(trick.Choice{Hand: legal, Legal: legal, Others: others,
				Spot: trick.Spot{Played: 1, Left: 1, Win: card.Card(sh)}})
		}
	}
	return 64
}

// TestLanePlaysLegalCards plays deals of every trick game at every table
// size under random options from a random moment of the play with the
// lane (random moves for anything else: passes, stock exchanges,
// announcement rounds), then replays the cards it played on a copy of
// the game through Apply, which checks each (TT-1, TT-2, SH-R4 to
// SH-R7): the lane plays only legal cards, and follows the tricks as the
// engine does, so both copies end the deal with the same result.
func TestLanePlaysLegalCards(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, r := drawTrickDeal(t, 0, seat.Max, 40)
		if !dealRunning(g.Phase()) {
			return
		}
		var l lane
		l.setup(g)
		noise := rapid.SampledFrom([]float64{0, DefaultNoise, 1}).Draw(t, "noise")
		l.withNoise(noise, rand.NewPCG(rapid.Uint64().Draw(t, "noise seed"), 1))
		h := g.Clone().(*variant.TrickGame)
		from := g.Progress().Tricks
		cur := g.Trick(from)
		led := cur.Len()
		// The lane's stretches of cards and the random moves between them.
		type event struct {
			cards int
			move  variant.Move
		}
		var events []event
		for dealRunning(h.Phase()) {
			if n := l.play(h, nil); n > 0 {
				events = append(events, event{cards: n})
				continue
			}
			m, ok := h.RandomMove(r)
			if !ok || h.Apply(m) != nil {
				t.Fatalf("random move %v refused", m)
			}
			events = append(events, event{move: m})
		}
		res, ok := h.Result()
		if !ok {
			t.Fatal("the lane's deal has no result")
		}
		var plays []variant.Move
		for i := from; i < len(res.Tricks); i++ {
			tr := res.Tricks[i]
			j := 0
			if i == from {
				j = led
			}
			for ; j < len(tr.Cards); j++ {
				plays = append(plays, variant.PlayMove(tr.Seats[j], tr.Cards[j]))
			}
		}
		for _, e := range events {
			if e.cards == 0 {
				if err := g.Apply(e.move); err != nil {
					t.Fatalf("replaying %v: %v", e.move, err)
				}
				continue
			}
			if e.cards > len(plays) {
				t.Fatalf("the lane played %d cards, the tricks hold %d more", e.cards, len(plays))
			}
			for _, m := range plays[:e.cards] {
				if err := g.Apply(m); err != nil {
					t.Fatalf("the lane's card %v is refused: %v", m, err)
				}
			}
			plays = plays[e.cards:]
		}
		want, _ := g.Result()
		if diff := cmp.Diff(want, res); diff != "" || len(plays) != 0 {
			t.Fatalf("the lane's deal differs from its replay (-replay +lane):\n%s(%d cards left)", diff, len(plays))
		}
	})
}

// TestLaneRulesOfThumb checks the lane's choices in Hearts positions
// worked out by hand.
func TestLaneRulesOfThumb(t *testing.T) {
	g, err := games.NewTrickGame(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	var l lane
	l.setup(g)
	set := func(s string) card.Set {
		x, err := card.ParseSet(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	trick := func(cards string) *laneTrick {
		var tr laneTrick
		for _, c := range set(cards).Cards() {
			tr.add(c)
		}
		return &tr
	}
	for _, tc := range []struct {
		name string
		got  card.Card
		want string
	}{
		// Follow under the winning card with the highest card below it:
		// the Q♠ goes under the K♠.
		{"duck", l.follow(set("3S QS AS"), trick("KS"), false), "QS"},
		// Over the winning card: the lowest with seats to come, the
		// highest when last.
		{"over, seats to come", l.follow(set("9D JD"), trick("5D"), false), "9D"},
		{"over, last", l.follow(set("9D JD"), trick("5D"), true), "JD"},
		// Void: the dearest penalty card first; the A♠ over the Q♠
		// while the Q♠ is out; a heart once the Q♠ is gone.
		{"shed the Q♠", l.discard(set("2C AH QS"), set("3C 4D")), "QS"},
		{"shed the A♠ while the Q♠ is out", l.discard(set("2C KH AS"), set("QS 4D")), "AS"},
		{"shed a heart once the Q♠ is gone", l.discard(set("2C KH AS"), set("4D")), "KH"},
		{"shed the highest rank", l.discard(set("2C KD 9S"), set("QS 4D")), "KD"},
		{"shed the highest rank, the lower suit on a tie", l.discard(set("KC KD 9S"), set("4D")), "KC"},
		// Lead where the others hold the fewest cards below.
		{"lead under the others", l.lead(set("3C 10D"), set("2C 4C 5C JD QD")), "10D"},
		{"no lead nobody can go over", l.lead(set("QC 5D"), set("2C 2D 3D 4D 6D")), "5D"},
		{"no lead nobody can follow", l.lead(set("2C 5D"), set("6D 3H")), "5D"},
	} {
		if want := card.MustParse(tc.want); tc.got != want {
			t.Errorf("%s: %v, want %v", tc.name, tc.got, want)
		}
	}
}

// TestLaneShedsTheQueenFirstInBlackMaria checks the discard order where
// the cards over the Q♠ carry points of their own (BM-R7: A♠ 7, K♠ 10,
// Q♠ 13): void, the Q♠ goes first, then the K♠, the A♠, a heart.
func TestLaneShedsTheQueenFirstInBlackMaria(t *testing.T) {
	g, err := games.NewTrickGame(games.BlackMaria, 3, blackmaria.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	var l lane
	l.setup(g)
	for _, tc := range []struct{ legal, others, want string }{
		{"2C AH KS QS", "3C 4D", "QS"},
		{"2C AH AS KS", "QS 4D", "KS"},
		{"2C AH AS", "QS 4D", "AS"},
		{"2C 9D AH", "QS 4D", "AH"},
	} {
		legal, others := mustSet(t, tc.legal), mustSet(t, tc.others)
		if got, want := l.discard(legal, others), card.MustParse(tc.want); got != want {
			t.Errorf("void with %s: shed %v, want %v", tc.legal, got, want)
		}
	}
}

// TestLaneNoise checks the lane's noise (withNoise, Config.Noise) on
// Hearts leads of five legal cards, 20,000 each from a seeded generator:
// without noise it always leads by its rule; at 0.1 a uniformly drawn
// card instead one time in ten, so that each other card comes about one
// time in 50 and the rule's card 0.92 of the time; at 1 every card about
// one time in five. The bounds are five standard errors wide, and the
// run is the same every time.
func TestLaneNoise(t *testing.T) {
	g, err := games.NewTrickGame(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	legal, others := mustSet(t, "3C 10D 4S 8S KS"), mustSet(t, "2C 4C 5C JD QD 2S AS")
	var l lane
	l.setup(g)
	rule := l.lead(legal, others)
	const n = 20000
	for _, noise := range []float64{-1, 0, 0.1, 1} {
		l.setup(g)
		l.withNoise(noise, rand.NewPCG(3, 4))
		counts := map[card.Card]int{}
		for range n {
			c := l.lead(legal, others)
			if !legal.Has(c) {
				t.Fatalf("noise %v: led %v, not among %v", noise, c, legal)
			}
			counts[c]++
		}
		for c := range legal.All() {
			p := max(noise, 0) / 5 // drawn
			if c == rule {
				p += 1 - max(noise, 0)
			}
			sd := math.Sqrt(p * (1 - p) / n)
			if got := float64(counts[c]) / n; math.Abs(got-p) > 5*sd+1e-9 {
				t.Errorf("noise %v: %v led %.4f of the time, want %.4f ± %.4f", noise, c, got, p, 5*sd)
			}
		}
	}
}
