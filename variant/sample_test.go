package variant

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// smpT is what the checks need of *testing.T and *rapid.T.
type smpT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// smpCase is a table at which Sample is tested.
type smpCase struct {
	name  string
	id    ID
	seats int
	o     Options
}

func (c smpCase) String() string { return c.name }

// smpCases lists every game at every table size, with the options that
// change what a seat can know (the stock rules, the Hearts rules, the
// opening lead, announcements).
func smpCases() []smpCase {
	var cs []smpCase
	add := func(name string, id ID, seats []int, o Options) {
		for _, n := range seats {
			cs = append(cs, smpCase{fmt.Sprintf("%s/%d/%s", id, n, name), id, n, o})
		}
	}
	add("default", SchwarzeMadonna, []int{3, 4, 5, 6}, nil)
	add("turn-based", SchwarzeMadonna, []int{3, 5}, SchwarzeMadonna.options("", Setup{Announcements: TurnBased}))
	add("must-change-stock", SchwarzeMadonna, []int{3, 5, 6}, SchwarzeMadonna.options(`{"must-change-stock": true}`, Setup{}))
	add("pass-penalty-cards", SchwarzeMadonna, []int{5, 6}, SchwarzeMadonna.options(`{"short-stock": "pass-penalty-cards"}`, Setup{}))
	add("pass-penalty-must-change", SchwarzeMadonna, []int{5, 6}, SchwarzeMadonna.options(`{"short-stock": "pass-penalty-cards", "must-change-stock": true}`, Setup{}))
	add("default", BlackMaria, []int{3, 4, 5, 6}, nil)
	add("default", Hearts, []int{3, 4, 5, 6}, nil)
	add("sh-a1-a2-a3", Hearts, []int{4, 6}, Hearts.options(`{"opener-any-club": true, "queen-breaks-hearts": true, "first-trick-heart-before-queen": true}`, Setup{}))
	add("default", SchwarzeSau, []int{3, 4}, nil)
	add("kreuz-sieben", SchwarzeSau, []int{4}, SchwarzeSau.options(`{"kreuz-sieben": true}`, Setup{}))
	add("kreuz-sieben-must-lead", SchwarzeSau, []int{4}, SchwarzeSau.options(`{"kreuz-sieben": true, "must-lead-club-seven": true}`, Setup{}))
	add("stock-exchange-schieben", SchwarzeSau, []int{3, 4}, SchwarzeSau.options(`{"stock-exchange": true, "schieben": true, "jungfrau": true, "angesagter-durchmarsch": true}`, Setup{}))
	add("stock-exchange-no-point-cards", SchwarzeSau, []int{3}, SchwarzeSau.options(`{"stock-exchange": true, "stock-restriction": "no-point-cards"}`, Setup{}))
	add("turn-based-exchange", SchwarzeSau, []int{3}, SchwarzeSau.options(`{"stock-exchange": true, "jungfrau": true}`, Setup{Announcements: TurnBased}))
	return cs
}

// smpPos is a position reached by legal moves from a deal: the moves are
// kept so that any state with the same public history can be replayed.
type smpPos struct {
	c      smpCase
	g      *TrickGame
	deals  int
	dealer int
	moves  []Move
}

// smpPlay deals the first deal of a match (after dealsPlayed earlier ones,
// which sets the Hearts pass direction) and makes up to steps random legal
// moves, announcing now and then out of turn when annRate > 0.
func smpPlay(c smpCase, seed uint64, dealsPlayed, steps, annRate int) (smpPos, error) {
	g, err := NewTrickGame(c.id.def(), c.seats, c.o, rand.NewPCG(seed, 7))
	if err != nil {
		return smpPos{}, err
	}
	if err := g.Resume(MatchState{DealsPlayed: dealsPlayed}); err != nil {
		return smpPos{}, err
	}
	pos := smpPos{c: c, g: g, deals: dealsPlayed, dealer: g.Dealer()}
	if err := g.Deal(); err != nil {
		return smpPos{}, err
	}
	r := rand.New(rand.NewPCG(seed, 8))
	for i := 0; i < steps && g.phase != PhaseDealOver && g.phase != PhaseMatchOver; i++ {
		var m Move
		if anns := g.Announcements(nil); annRate > 0 && len(anns) > 0 && r.IntN(annRate) == 0 {
			m = anns[r.IntN(len(anns))]
		} else {
			var ok bool
			if m, ok = g.RandomMove(r); !ok {
				return pos, fmt.Errorf("no move in phase %v", g.phase)
			}
		}
		if err := g.Apply(m); err != nil {
			return pos, fmt.Errorf("move %d %+v: %w", i, m, err)
		}
		pos.moves = append(pos.moves, m)
	}
	return pos, nil
}

// smpReplay builds a real game from a state with the same public history
// as pos: it deals that state's dealt hands and stock and makes pos's
// moves, with the cards of the passes and stock exchanges that seat s did
// not see taken from the state. Every move must be legal.
func smpReplay(pos smpPos, st *TrickGame, s int) (*TrickGame, error) {
	h, err := NewTrickGame(pos.c.id.def(), pos.c.seats, pos.c.o, rand.NewPCG(1, 2))
	if err != nil {
		return nil, err
	}
	if err := h.Resume(MatchState{DealsPlayed: pos.deals}); err != nil {
		return nil, err
	}
	if err := h.DealCards(Dealt{Dealer: pos.dealer, Hands: st.dealt, Stock: st.dealtStock}); err != nil {
		return nil, fmt.Errorf("dealing the sampled dealt hands: %w", err)
	}
	for i, m := range pos.moves {
		switch {
		case m.Kind == Pass && m.Seat != s:
			m.Cards = st.passes[m.Seat]
		case m.Kind == Stock && m.Seat != s:
			m.Cards = st.stockReturned[m.Seat]
		}
		if err := h.Apply(m); err != nil {
			return nil, fmt.Errorf("replaying move %d %+v: %w", i, m, err)
		}
	}
	return h, nil
}

// smpDiff compares two games field by field, but for the shared
// configuration and the random source.
func smpDiff(want, got *TrickGame) string {
	a, b := *want, *got
	a.cfg, b.cfg = nil, nil
	a.rng, b.rng = rand.PCG{}, rand.PCG{}
	if a == b {
		return ""
	}
	return cmp.Diff(a, b, cmp.Exporter(func(reflect.Type) bool { return true }))
}

// smpPlayedCards returns the cards played this deal, by seat.
func smpPlayedCards(g *TrickGame) (by [seat.Max]card.Set, all card.Set) {
	for j := 0; j <= int(g.ntricks); j++ {
		tr := g.currentTrick()
		if j < int(g.ntricks) {
			tr = g.trickAt(j)
		}
		t := &tr
		for _, p := range t.Plays() {
			by[p.Seat] = by[p.Seat].Add(p.Card)
			all = all.Add(p.Card)
		}
	}
	return by, all
}

// smpCheck runs every check on one sample of pos for seat s.
func smpCheck(t smpT, pos smpPos, s int, seed uint64) {
	t.Helper()
	g := pos.g
	before := *g
	smp, err := g.Sample(s, rand.New(rand.NewPCG(seed, 3)))
	if err != nil {
		t.Fatalf("%s seat %d: Sample: %v", pos.c, s, err)
	}
	if d := smpDiff(&before, g); d != "" || before.rng != g.rng {
		t.Fatalf("%s: Sample changed the game (-before +after):\n%s", pos.c, d)
	}
	smpCheckView(t, pos, g, smp, s)
	smpCheckCards(t, pos, smp)
	smpCheckKnown(t, pos, g, smp, s)
	// The sample has a history: its dealt hands and the passes and stock
	// exchanges it drew, with the public moves, replay to exactly the
	// sample. This checks every constraint again through the engine
	// itself (TT-2, SH-R4..R7, BM-R4, SH-R3, MAD-R5..R11, SAU-O5, SAU-O6).
	real, err := smpReplay(pos, smp, s)
	if err != nil {
		t.Fatalf("%s seat %d: the sample is not a real game: %v", pos.c, s, err)
	}
	if d := smpDiff(real, smp); d != "" {
		t.Fatalf("%s seat %d: the replayed sample differs (-replayed +sample):\n%s", pos.c, s, d)
	}
	// No leak: g and the replayed sample are two real games that seat s
	// cannot tell apart; with the same random numbers they must give the
	// same sample.
	for k := uint64(0); k < 2; k++ {
		a, err := g.Sample(s, rand.New(rand.NewPCG(seed, 100+k)))
		if err != nil {
			t.Fatalf("%s: Sample: %v", pos.c, err)
		}
		b, err := real.Sample(s, rand.New(rand.NewPCG(seed, 100+k)))
		if err != nil {
			t.Fatalf("%s: Sample of the other world: %v", pos.c, err)
		}
		if d := smpDiff(a, b); d != "" || a.rng != b.rng {
			t.Fatalf("%s seat %d: two games with the same view of seat %d give different samples: Sample reads hidden cards (-game +other game):\n%s", pos.c, s, s, d)
		}
	}
	smpPlayout(t, pos, smp, seed)
}

// smpCheckView: the sample looks the same from seat s (TT-6): hand, sizes,
// stock size, tricks, passes and stock cards s saw, announcements, turn.
func smpCheckView(t smpT, pos smpPos, g, smp *TrickGame, s int) {
	t.Helper()
	want, err := g.View(s)
	if err != nil {
		t.Fatalf("View: %v", err)
	}
	got, err := smp.View(s)
	if err != nil {
		t.Fatalf("View of the sample: %v", err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("%s: seat %d's view of the sample differs (-game +sample):\n%s", pos.c, s, d)
	}
	for x := 0; x < g.cfg.seats; x++ {
		if smp.hands[x].Len() != g.hands[x].Len() {
			t.Fatalf("%s: seat %d holds %d cards in the sample, %d in the game", pos.c, x, smp.hands[x].Len(), g.hands[x].Len())
		}
	}
	if smp.hands[s] != g.hands[s] || smp.dealt[s] != g.dealt[s] || smp.passes[s] != g.passes[s] ||
		smp.stockTaken[s] != g.stockTaken[s] || smp.stockReturned[s] != g.stockReturned[s] || smp.stock.Len() != g.stock.Len() {
		t.Fatalf("%s: the sample changed what seat %d holds or saw", pos.c, s)
	}
}

// smpCheckCards: every card of the pack is in exactly one hand, the stock
// or a trick.
func smpCheckCards(t smpT, pos smpPos, smp *TrickGame) {
	t.Helper()
	_, all := smpPlayedCards(smp)
	seen := all | smp.stock
	if all&smp.stock != 0 {
		t.Fatalf("%s: %v both played and in the stock", pos.c, all&smp.stock)
	}
	for x := 0; x < smp.cfg.seats; x++ {
		if seen&smp.hands[x] != 0 {
			t.Fatalf("%s: %v twice in the sample", pos.c, seen&smp.hands[x])
		}
		seen |= smp.hands[x]
	}
	if seen != smp.cfg.pack {
		t.Fatalf("%s: the sample's cards are not the pack: missing %v, extra %v", pos.c, smp.cfg.pack&^seen, seen&^smp.cfg.pack)
	}
}

// smpCheckKnown checks each thing seat s knows, one by one, written
// without the sampler's code.
func smpCheckKnown(t smpT, pos smpPos, g, smp *TrickGame, s int) {
	t.Helper()
	_, played := smpPlayedCards(g)
	broken := false
	for j := 0; j <= int(g.ntricks); j++ {
		cur := g.currentTrick()
		if j < int(g.ntricks) {
			cur = g.trickAt(j)
		}
		tr := &cur
		for i, p := range tr.Plays() {
			x, c := int(p.Seat), p.Card
			h := smp.hands[x]
			if i > 0 && c.Suit() != tr.Led() && h.HasSuit(tr.Led()) {
				t.Fatalf("%s: TT-2: seat %d did not follow %v in trick %d but holds %v in the sample", pos.c, x, tr.Led(), j+1, h.OfSuit(tr.Led()))
			}
			if g.cfg.def.Name != Hearts.String() {
				continue
			}
			if i == 0 && j > 0 && !broken && c.Suit() == card.Hearts && h&^card.HeartsSet != 0 {
				t.Fatalf("%s: SH-R6: seat %d led %v before hearts were broken but holds %v in the sample", pos.c, x, c, h&^card.HeartsSet)
			}
			if i > 0 && j == 0 && c.Suit() != tr.Led() && Hearts.def().Rules(4, Hearts.options("", Setup{})).Play.Penalty.Has(c) && h&^Hearts.def().Rules(4, Hearts.options("", Setup{})).Play.Penalty != 0 {
				t.Fatalf("%s: SH-R7: seat %d discarded %v to the first trick but holds %v in the sample", pos.c, x, c, h&^Hearts.def().Rules(4, Hearts.options("", Setup{})).Play.Penalty)
			}
		}
		if j < int(g.ntricks) {
			for _, p := range tr.Plays() {
				broken = broken || g.cfg.rules.Breaks(p.Card)
			}
		}
	}
	if g.passOffset != 0 && g.phase != PhasePass {
		to := g.passTo(s)
		if want := g.passes[s] &^ played; smp.hands[to]&want != want {
			t.Fatalf("%s: BM-R4/SH-R3: seat %d passed %v to seat %d, which holds %v in the sample", pos.c, s, want, to, smp.hands[to])
		}
	}
	if op := g.openingContext().OpeningCard; op != 0 && !played.Has(op) && (g.phase == PhasePlay || g.phase == PhaseAnnounce) && !smp.hands[g.leader].Has(op) {
		t.Fatalf("%s: SH-R4/SAU-O1: the first leader %d does not hold %v in the sample", pos.c, g.leader, op)
	}
	if g.stockReturned[s] != 0 {
		// What s put back is with a later seat that took the stock, or
		// in it (MAD-R6, SAU-O5).
		var later card.Set
		x, after := g.dealDealer(), false
		for range g.active.Len() {
			x, _ = g.active.Next(x, g.cfg.seats)
			if after && g.stockDone.Has(x) && !g.pushed.Has(x) {
				later |= smp.hands[x]
			}
			after = after || x == s
		}
		if miss := g.stockReturned[s] &^ played &^ later &^ smp.stock; miss != 0 {
			t.Fatalf("%s: MAD-R6: seat %d put back %v, which is neither with a later receiver nor in the stock", pos.c, s, miss)
		}
	}
	exchanged := g.stockDone &^ g.pushed
	if g.cfg.def.Name == SchwarzeMadonna.String() && exchanged != 0 && optionValue(g.cfg.def, g.cfg.opts, "short-stock") == "redeal" && smp.stock&^g.passable() != 0 {
		t.Fatalf("%s: MAD-R10: the sampled stock %v holds a card that may not be passed", pos.c, smp.stock)
	}
	if g.cfg.def.Name == SchwarzeSau.String() && exchanged != 0 && optionValue(g.cfg.def, g.cfg.opts, "stock-restriction") == "no-point-cards" && smp.stock&^g.passable() != 0 {
		t.Fatalf("%s: SAU-A4: the sampled stock %v holds a point card", pos.c, smp.stock)
	}
}

// smpPlayout plays random legal moves from the sample to the end of the
// deal: every move must be accepted, and the deal's points must be added
// to the totals and add up as usual.
func smpPlayout(t smpT, pos smpPos, smp *TrickGame, seed uint64) {
	t.Helper()
	h := *smp
	start := h.totals
	r := rand.New(rand.NewPCG(seed, 5))
	for i := 0; h.phase != PhaseDealOver && h.phase != PhaseMatchOver; i++ {
		m, ok := h.RandomMove(r)
		if !ok || i > 500 {
			t.Fatalf("%s: playout from the sample is stuck in phase %v", pos.c, h.phase)
		}
		if err := h.Apply(m); err != nil {
			t.Fatalf("%s: playout from the sample: %+v: %v", pos.c, m, err)
		}
	}
	res, ok := h.Result()
	if !ok || smp.phase == PhaseDealOver || smp.phase == PhaseMatchOver {
		return
	}
	sum := 0
	for x := 0; x < h.cfg.seats; x++ {
		if h.totals[x]-start[x] != res.Points[x] {
			t.Fatalf("%s: seat %d's total moved by %d, its deal score is %d", pos.c, x, h.totals[x]-start[x], res.Points[x])
		}
		sum += res.Points[x]
	}
	if res.Outcome != score.Normal {
		return
	}
	want := h.cfg.table.Points(h.cfg.pack &^ h.stock) // MAD-R25, BM-R7, SH-R8, SAU-R7
	if h.cfg.def.Name == SchwarzeSau.String() && (h.facts.Pushes != 0 || optionValue(h.cfg.def, h.cfg.opts, "stock-scoring") != "dead") {
		return
	}
	if sum != want {
		t.Fatalf("%s: a normal deal's points add up to %d, want %d", pos.c, sum, want)
	}
}

// TestSampleProperties checks Sample on random positions of every game at
// every table size (rapid): the seat's view, hand, sizes and what it saw
// are unchanged (TT-6), the cards are conserved, every constraint the seat
// knows holds, the sample replays as a real game from its own dealt hands,
// two games that look the same to the seat give the same samples, and a
// random playout from the sample ends the deal with the usual scores.
func TestSampleProperties(t *testing.T) {
	cases := smpCases()
	rapid.Check(t, func(rt *rapid.T) {
		pos := smpDrawPos(rt, cases)
		smpCheck(rt, pos, rapid.IntRange(0, pos.c.seats-1).Draw(rt, "seat"), rapid.Uint64().Draw(rt, "sampleSeed"))
	})
}

// smpDrawPos draws a random position of one of the tables (rapid): up to
// 60 random moves into the first deal after up to three earlier ones.
func smpDrawPos(rt *rapid.T, cases []smpCase) smpPos {
	c := rapid.SampledFrom(cases).Draw(rt, "table")
	pos, err := smpPlay(c, rapid.Uint64().Draw(rt, "seed"), rapid.IntRange(0, 3).Draw(rt, "dealsPlayed"),
		rapid.IntRange(0, 60).Draw(rt, "steps"), 6)
	if err != nil {
		rt.Fatalf("%s: %v", c, err)
	}
	return pos
}

// TestSampleEveryTable samples every seat of every table at a fixed
// seed, at several points of the deal, so that each game and table size
// is covered in every run.
func TestSampleEveryTable(t *testing.T) {
	for _, c := range smpCases() {
		t.Run(c.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 4; seed++ {
				for _, steps := range []int{0, 2, 5, 9, 17, 30, 55, 200} {
					pos, err := smpPlay(c, seed, int(seed)%4, steps, 5)
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					for s := 0; s < c.seats; s++ {
						smpCheck(t, pos, s, seed*1000+uint64(steps))
					}
				}
			}
		})
	}
}

// TestSampleBadSeat: a seat outside the table is rule.BadSeat (Old
// Maid's sampler: games/oldmaid's TestSampleBadSeat).
func TestSampleBadSeat(t *testing.T) {
	g, err := NewTrickGame(Hearts.def(), 4, nil, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, s := range []int{-1, 4} {
		if _, err := g.Sample(s, r); !smpIsBadSeat(err) {
			t.Errorf("Sample(%d) = %v, want bad-seat", s, err)
		}
	}
}

func smpIsBadSeat(err error) bool { return errors.Is(err, rule.BadSeat) }

// TestSampleBeforeDeal: before the first deal nothing is hidden but the
// game's random source, which the sample reseeds.
func TestSampleBeforeDeal(t *testing.T) {
	g, err := NewTrickGame(SchwarzeMadonna.def(), 3, nil, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	smp, err := g.Sample(0, rand.New(rand.NewPCG(9, 9)))
	if err != nil {
		t.Fatal(err)
	}
	if d := smpDiff(g, smp); d != "" {
		t.Fatalf("before the deal the sample differs (-game +sample):\n%s", d)
	}
	if smp.rng == g.rng {
		t.Errorf("the sample kept the game's random source: the next deal would leak")
	}
	if err := smp.Deal(); err != nil {
		t.Fatal(err)
	}
}

// TestSampleIntoSelf: SampleInto may write over the game it samples.
func TestSampleIntoSelf(t *testing.T) {
	pos, err := smpPlay(smpCase{"bm", BlackMaria, 4, nil}, 3, 0, 20, 0)
	if err != nil {
		t.Fatal(err)
	}
	want, err := pos.g.Sample(1, rand.New(rand.NewPCG(4, 4)))
	if err != nil {
		t.Fatal(err)
	}
	got := *pos.g
	if err := got.SampleInto(&got, 1, rand.New(rand.NewPCG(4, 4))); err != nil {
		t.Fatal(err)
	}
	if d := smpDiff(want, &got); d != "" || want.rng != got.rng {
		t.Fatalf("SampleInto(g, …) differs from Sample (-Sample +in place):\n%s", d)
	}
}

// ExampleTrickGame_Sample: a Monte Carlo bot at seat 0 fills in the hands
// it cannot see; the sample looks the same from seat 0 and plays on like
// the real game.
func ExampleTrickGame_Sample() {
	g, _ := NewTrickGame(Hearts.def(), 4, nil, rand.NewPCG(1, 2))
	_ = g.Deal()
	r := rand.New(rand.NewPCG(3, 4))
	for range 12 { // the pass and two tricks
		m, _ := g.RandomMove(r)
		_ = g.Apply(m)
	}
	smp, _ := g.Sample(0, r)
	v1, _ := g.View(0)
	v2, _ := smp.View(0)
	fmt.Println("same view:", cmp.Equal(v1, v2))
	fmt.Println("same hand of seat 0:", smp.Hand(0) == g.Hand(0))
	m, _ := smp.RandomMove(r)
	fmt.Println("plays on:", smp.Apply(m) == nil)
	// Output:
	// same view: true
	// same hand of seat 0: true
	// plays on: true
}
