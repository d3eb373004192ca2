package player

import (
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// queenShedder finds a Hearts position, seat 0 to play, in which a
// seat other than 0 discarded a card of no value after the first trick
// (SH-R7 lets the first trick say nothing) while the Q♠ was out, and
// the Q♠ is neither in seat 0's hand nor played, and that seat holds it
// in a tenth of the uniform worlds or more (it is not void in spades):
// the inference's case. It returns the game and that seat.
func queenShedder(t *testing.T) (*variant.TrickGame, int) {
	t.Helper()
	q := card.New(card.Queen, card.Spades)
	for seed := uint64(1); seed < 500; seed++ {
		g := dealtTrickGame(t, games.Hearts, 4, rand.NewPCG(seed, 1))
		players := []Player{Random{}, Random{}, Random{}, Random{}}
		r := rand.New(rand.NewPCG(seed, 2))
		for g.Phase() == variant.PhasePass || g.Phase() == variant.PhasePlay {
			if s, _ := g.ToMove(); s == 0 && g.Phase() == variant.PhasePlay && g.Progress().Tricks >= 2 {
				v, err := g.View(0)
				if err != nil {
					t.Fatal(err)
				}
				var in inference
				cv := g.Values()
				in.read(&v, &cv)
				for p := 1; p < 4; p++ {
					if in.suspect[p].Has(q) && !v.Hand.Has(q) && !v.Passed.Has(q) && queenAt(t, g, 100, false)[p] >= 10 {
						return g, p
					}
				}
			}
			m, err := Next(g, players, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no seed of 500 gives a seat that discarded past the Q♠")
	return nil, 0
}

// queenAt counts, over n worlds sampled for seat 0 of g, how often each
// seat holds the Q♠, with the inference on or off.
func queenAt(t *testing.T, g *variant.TrickGame, n int, infer bool) [4]int {
	var w trickWorld
	w.root, w.seat = g, 0
	if infer {
		v, _ := g.View(0)
		cv := g.Values()
		w.inf.read(&v, &cv)
	}
	r := rand.New(rand.NewPCG(7, 7))
	var at [4]int
	q := card.New(card.Queen, card.Spades)
	for range n {
		if err := w.sample(r); err != nil {
			t.Fatal(err)
		}
		for p := range 4 {
			if w.g.Hand(p).Has(q) {
				at[p]++
			}
		}
	}
	return at
}

// A seat that discarded another card while it could have shed the Q♠
// holds it in far fewer of the search's worlds with Config.Infer: the
// worlds are kept at sheddingOdds per discard, so the Q♠'s share there
// falls from about its uniform share to about a tenth of it (SH-R8: the
// Q♠ is the dearest card; TT-2: a void seat discards any card).
func TestInferenceLeansTheWorlds(t *testing.T) {
	g, p := queenShedder(t)
	const n = 4000
	plain, leaned := queenAt(t, g, n, false), queenAt(t, g, n, true)
	if leaned[p]*3 > plain[p] {
		t.Errorf("seat %d holds the Q♠ in %d of %d worlds with the inference, %d without: want under a third", p, leaned[p], n, plain[p])
	}
	other := 0
	for s := 1; s < 4; s++ {
		if s != p {
			other += leaned[s] - plain[s]
		}
	}
	if other <= 0 {
		t.Errorf("the other seats hold the Q♠ %d times more with the inference: want more", other)
	}
	var w trickWorld
	w.root, w.seat = g, 0
	v, _ := g.View(0)
	cv := g.Values()
	w.inf.read(&v, &cv)
	r := rand.New(rand.NewPCG(1, 2))
	if allocs := testing.AllocsPerRun(100, func() { _ = w.sample(r) }); allocs != 0 {
		t.Errorf("a sample with the inference allocates %.1f times", allocs)
	}
}

// With nothing inferred a world is drawn exactly as without the
// inference: the same worlds from the same random state, no draw spent
// on keeping them (the baseline's and every reproducible search's worlds
// stay as they were).
func TestInferenceWithNothingReadDrawsAsBefore(t *testing.T) {
	g := dealtTrickGame(t, games.BlackMaria, 3, rand.NewPCG(3, 1))
	v, _ := g.View(1)
	cv := g.Values()
	var a, b trickWorld
	a.root, a.seat, b.root, b.seat = g, 1, g, 1
	b.inf.read(&v, &cv)
	if b.inf.any {
		t.Fatal("a fresh deal has a suspect card")
	}
	ra, rb := rand.New(rand.NewPCG(9, 9)), rand.New(rand.NewPCG(9, 9))
	for i := range 50 {
		if err := a.sample(ra); err != nil {
			t.Fatal(err)
		}
		if err := b.sample(rb); err != nil {
			t.Fatal(err)
		}
		for s := range 3 {
			if a.g.Hand(s) != b.g.Hand(s) {
				t.Fatalf("world %d: seat %d holds %v, %v with the inference", i, s, a.g.Hand(s), b.g.Hand(s))
			}
		}
	}
	if ra.Uint64() != rb.Uint64() {
		t.Error("the inference drew from the random source with nothing read")
	}
}

// The plays of the first trick say nothing: Hearts forbids the Q♠ there
// while a seat has another card (SH-R7). Only the cards of higher value
// than the card played become suspect, among those the seat could have
// played without taking the trick (TT-1, TT-2: any card when void in the
// suit led, else one of that suit below the winning card), and never one
// of the searching seat's own hand or one played.
func TestInferenceReadsOnlyWhatThePlaysSay(t *testing.T) {
	q, h2 := card.New(card.Queen, card.Spades), card.New(card.Two, card.Hearts)
	cv := variant.CardValues{Pack: card.Full52}
	cv.Table = cv.Table.SetAll(card.Full52.OfSuit(card.Hearts), 1).Set(q, 13)
	c2, c5 := card.New(card.Two, card.Clubs), card.New(card.Five, card.Clubs)
	first := variant.TrickRecord{Leader: 0, Seats: []int{0, 1}, Cards: []card.Card{c2, card.New(card.Three, card.Diamonds)}, Winner: 0}
	second := variant.TrickRecord{Leader: 0, Seats: []int{0, 1, 2}, Cards: []card.Card{c5, h2, card.New(card.Four, card.Diamonds)}, Winner: 0}
	v := variant.View{Seat: 0, Hand: card.Of(card.New(card.Ace, card.Hearts)), Tricks: []variant.TrickRecord{first}}
	var in inference
	in.read(&v, &cv)
	if in.any {
		t.Errorf("a discard in the first trick made %v suspect", in.suspect)
	}
	v.Tricks = append(v.Tricks, second)
	in.read(&v, &cv)
	if want := card.Of(q); in.suspect[1] != want {
		t.Errorf("seat 1 shed the ♥2: suspect %v, want %v (a heart is worth no more than the ♥2)", in.suspect[1], want)
	}
	hearts := card.Full52.OfSuit(card.Hearts).Remove(h2).Remove(card.New(card.Ace, card.Hearts))
	if want := hearts.Add(q); in.suspect[2] != want {
		t.Errorf("seat 2 shed the ♦4: suspect %v, want %v (not the ♥A of seat 0's hand, nor the ♥2 played)", in.suspect[2], want)
	}
	if in.shed[2][q&63] != 1 || in.suspect[0] != 0 || in.suspect[3] != 0 {
		t.Errorf("counts %d for seat 2's Q♠, suspect of seats 0 and 3: %v %v", in.shed[2][q&63], in.suspect[0], in.suspect[3])
	}
	// Following under the K♠ with the ♠3, seat 1 could have shed the Q♠
	// under it; seat 2 overtook with the A♠ where the Q♠ would have gone
	// under. Seat 3, on the ♥ lead under the ♥A, could shed no card
	// dearer than its ♥3 of that suit: nothing.
	third := variant.TrickRecord{Leader: 0, Seats: []int{0, 1, 2}, Cards: []card.Card{card.New(card.King, card.Spades), card.New(card.Three, card.Spades), card.New(card.Ace, card.Spades)}, Winner: 2}
	fourth := variant.TrickRecord{Leader: 2, Seats: []int{2, 3}, Cards: []card.Card{card.New(card.Ace, card.Hearts), card.New(card.Three, card.Hearts)}}
	v.Hand = 0
	v.Tricks = append(v.Tricks, third)
	v.Current = fourth
	in.read(&v, &cv)
	if in.shed[1][q&63] != 2 || in.shed[2][q&63] != 2 {
		t.Errorf("the Q♠ counts %d against seat 1 and %d against seat 2, want 2 each", in.shed[1][q&63], in.shed[2][q&63])
	}
	if in.suspect[3] != 0 {
		t.Errorf("seat 3 followed in hearts under the ♥A: suspect %v, want none", in.suspect[3])
	}
}

// StrongConfig reads the other seats' plays (Config.Infer) and FastConfig
// and BaselineConfig do not: after a seat discarded past the Q♠ (SH-R8,
// TT-2), the strong player's decision suspects that seat of not holding
// it, the fast player's and the baseline's suspect nothing.
func TestStrongInfers(t *testing.T) {
	g, p := queenShedder(t)
	q := card.New(card.Queen, card.Spades)
	for _, c := range []struct {
		name  string
		cfg   Config
		infer bool
	}{{"strong", StrongConfig(), true}, {"fast", FastConfig(), false}, {"baseline", BaselineConfig(), false}} {
		c.cfg.Playouts, c.cfg.MoonPlayouts = 40, 40
		pl := NewPIMC(c.cfg)
		if _, err := pl.ChooseIn(g, 0, rand.New(rand.NewPCG(1, 2))); err != nil {
			t.Fatal(err)
		}
		if got := pl.s.inf.suspect[p].Has(q); got != c.infer || pl.s.inf.any != c.infer {
			t.Errorf("%s: seat %d suspected of not holding the Q♠ %v (any suspicion %v), want %v", c.name, p, got, pl.s.inf.any, c.infer)
		}
	}
}
