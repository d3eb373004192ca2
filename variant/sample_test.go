package variant

import (
	"errors"
	"fmt"
	"math"
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
	add("default", SchwarzeMadonna, []int{3, 4, 5, 6}, Options{})
	add("turn-based", SchwarzeMadonna, []int{3, 5}, Options{Announcements: TurnBased})
	add("must-change-stock", SchwarzeMadonna, []int{3, 5, 6}, Options{MustChangeStock: true})
	add("pass-penalty-cards", SchwarzeMadonna, []int{5, 6}, Options{ShortStock: ShortStockPassPenalty})
	add("pass-penalty-must-change", SchwarzeMadonna, []int{5, 6}, Options{ShortStock: ShortStockPassPenalty, MustChangeStock: true})
	add("default", BlackMaria, []int{3, 4, 5, 6}, Options{})
	add("default", Hearts, []int{3, 4, 5, 6}, Options{})
	add("sh-a1-a2-a3", Hearts, []int{4, 6}, Options{OpenerAnyClub: true, QueenBreaksHearts: true, FirstTrickHeartBeforeQueen: true})
	add("default", SchwarzeSau, []int{3, 4}, Options{})
	add("kreuz-sieben", SchwarzeSau, []int{4}, Options{KreuzSieben: true})
	add("kreuz-sieben-must-lead", SchwarzeSau, []int{4}, Options{KreuzSieben: true, MustLeadClubSeven: true})
	add("stock-exchange-schieben", SchwarzeSau, []int{3, 4}, Options{StockExchange: true, Schieben: true, Jungfrau: true, AngesagterDurchmarsch: true})
	add("stock-exchange-no-point-cards", SchwarzeSau, []int{3}, Options{StockExchange: true, StockRestriction: NoPointCards})
	add("turn-based-exchange", SchwarzeSau, []int{3}, Options{StockExchange: true, Jungfrau: true, Announcements: TurnBased})
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
	g, err := NewTrickGame(c.id, c.seats, c.o, rand.NewPCG(seed, 7))
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
	h, err := NewTrickGame(pos.c.id, pos.c.seats, pos.c.o, rand.NewPCG(1, 2))
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
			if g.cfg.id != Hearts {
				continue
			}
			if i == 0 && j > 0 && !broken && c.Suit() == card.Hearts && h&^card.HeartsSet != 0 {
				t.Fatalf("%s: SH-R6: seat %d led %v before hearts were broken but holds %v in the sample", pos.c, x, c, h&^card.HeartsSet)
			}
			if i > 0 && j == 0 && c.Suit() != tr.Led() && heartsPlay(Options{}).Penalty.Has(c) && h&^heartsPlay(Options{}).Penalty != 0 {
				t.Fatalf("%s: SH-R7: seat %d discarded %v to the first trick but holds %v in the sample", pos.c, x, c, h&^heartsPlay(Options{}).Penalty)
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
	if g.cfg.id == SchwarzeMadonna && exchanged != 0 && g.cfg.opts.ShortStock == ShortStockRedeal && smp.stock&^g.passable() != 0 {
		t.Fatalf("%s: MAD-R10: the sampled stock %v holds a card that may not be passed", pos.c, smp.stock)
	}
	if g.cfg.id == SchwarzeSau && exchanged != 0 && g.cfg.opts.StockRestriction == NoPointCards && smp.stock&^g.passable() != 0 {
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
	if h.cfg.id == SchwarzeSau && (h.facts.Pushes != 0 || h.cfg.opts.StockScoring != StockDead) {
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

// TestSampleBadSeat: a seat outside the table is rule.BadSeat, for both
// engines.
func TestSampleBadSeat(t *testing.T) {
	g, err := NewTrickGame(Hearts, 4, Options{}, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, s := range []int{-1, 4} {
		if _, err := g.Sample(s, r); !smpIsBadSeat(err) {
			t.Errorf("Sample(%d) = %v, want bad-seat", s, err)
		}
	}
	om, err := NewOldMaid(3, Options{}, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := om.Sample(3, r); !smpIsBadSeat(err) {
		t.Errorf("Old Maid Sample(3) = %v, want bad-seat", err)
	}
}

func smpIsBadSeat(err error) bool { return errors.Is(err, rule.BadSeat) }

// TestSampleBeforeDeal: before the first deal nothing is hidden but the
// game's random source, which the sample reseeds.
func TestSampleBeforeDeal(t *testing.T) {
	g, err := NewTrickGame(SchwarzeMadonna, 3, Options{}, rand.NewPCG(1, 1))
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
	pos, err := smpPlay(smpCase{"bm", BlackMaria, 4, Options{}}, 3, 0, 20, 0)
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

// smpHeartsGame deals a Hearts hold deal (the fourth deal at four seats,
// SH-R3) with the given hands and plays the moves.
func smpHeartsGame(t *testing.T, o Options, hands [4]string, moves ...Move) (smpPos, *TrickGame) {
	t.Helper()
	c := smpCase{"hearts-hold", Hearts, 4, o}
	g, err := NewTrickGame(Hearts, 4, o, rand.NewPCG(1, 1))
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
	return smpHeartsGame(t, Options{}, [4]string{
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
		{"SH-R7", Options{}, card.QueenSpades},
		{"SH-A3", Options{FirstTrickHeartBeforeQueen: true}, card.TwoHearts},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, g := smpHeartsFirstTrickGame(t, tc.o, tc.c)
			for k := uint64(0); k < 200; k++ {
				smp, err := g.Sample(1, rand.New(rand.NewPCG(k, 1)))
				if err != nil {
					t.Fatal(err)
				}
				if h := smp.hands[2]; h&^heartsPlay(Options{}).Penalty != 0 {
					t.Fatalf("%s: seat 2 discarded %v to the first trick; sample %d gives it %v", tc.name, tc.c, k, h)
				}
				if k < 20 {
					smpCheck(t, pos, 1, k)
				}
			}
		})
	}
}

// TestSampleTwoWorlds builds two real Black Maria games that differ only
// in cards seat 0 cannot see (two opponents' unplayed hearts swapped in
// the deal) and checks that Sample(0) gives the same results in both: the
// sampler reads only what seat 0 may know.
func TestSampleTwoWorlds(t *testing.T) {
	c := smpCase{"bm", BlackMaria, 4, Options{}}
	pos, err := smpPlay(c, 11, 0, 4+12, 0) // the pass and three tricks
	if err != nil {
		t.Fatal(err)
	}
	g := pos.g
	_, played := smpPlayedCards(g)
	// Find a card of seat 2 and one of seat 3, of one suit, that were not
	// passed and are unplayed.
	free := func(x int) card.Set {
		return g.dealt[x] &^ g.passes[x] &^ played & g.hands[x]
	}
	var a, b card.Card
	found := false
	for u := card.Clubs; u <= card.Spades && !found; u++ {
		if fa, fb := free(2).OfSuit(u), free(3).OfSuit(u); fa != 0 && fb != 0 {
			a, _ = fa.Lowest()
			b, _ = fb.Lowest()
			found = true
		}
	}
	if !found {
		t.Fatal("no two cards to swap")
	}
	other := *g
	other.dealt[2] = g.dealt[2].Remove(a).Add(b)
	other.dealt[3] = g.dealt[3].Remove(b).Add(a)
	real, err := smpReplay(pos, &other, 0)
	if err != nil {
		t.Fatal(err)
	}
	if real.hands[2] == g.hands[2] {
		t.Fatal("the two games do not differ")
	}
	v1, _ := g.View(0)
	v2, _ := real.View(0)
	if d := cmp.Diff(v1, v2); d != "" {
		t.Fatalf("the two games look different to seat 0:\n%s", d)
	}
	for k := uint64(0); k < 50; k++ {
		s1, err1 := g.Sample(0, rand.New(rand.NewPCG(k, 9)))
		s2, err2 := real.Sample(0, rand.New(rand.NewPCG(k, 9)))
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if d := smpDiff(s1, s2); d != "" {
			t.Fatalf("seed %d: the samples differ (-first +second):\n%s", k, d)
		}
	}
}

// chiSquare returns Pearson's chi-square statistic of n draws counted in
// counts against the uniform distribution over its len(counts) cells.
func chiSquare(counts []int, n int) float64 {
	e := float64(n) / float64(len(counts))
	chi := 0.0
	for _, o := range counts {
		chi += (float64(o) - e) * (float64(o) - e) / e
	}
	return chi
}

// chiSquareBound returns the value that a chi-square statistic with df
// degrees of freedom exceeds with probability about 1e-6, by the
// Wilson–Hilferty approximation (accurate to a few percent from df ≈ 3
// on): χ² ≈ df·(1 − 2/(9df) + z·√(2/(9df)))³ with z = 4.753, the upper
// 1e-6 point of the standard normal.
func chiSquareBound(df int) float64 {
	k := float64(df)
	v := 2 / (9 * k)
	return k * math.Pow(1-v+4.753*math.Sqrt(v), 3)
}

// smpConfigs enumerates every placement of the cards seat s cannot see
// into the other hands with their sizes (no stock, no pass), and keeps
// those with which the deal's moves replay legally: the placements
// consistent with everything s has seen, found by the engine alone.
func smpConfigs(t *testing.T, pos smpPos, s int) (valid map[[seat.Max]card.Set]int, raw int) {
	t.Helper()
	g := pos.g
	by, played := smpPlayedCards(g)
	hidden := g.cfg.pack &^ g.hands[s] &^ played
	var others []int
	for x := 0; x < g.cfg.seats; x++ {
		if x != s {
			others = append(others, x)
		}
	}
	valid = map[[seat.Max]card.Set]int{}
	var rec func(i int, left card.Set, hands [seat.Max]card.Set)
	rec = func(i int, left card.Set, hands [seat.Max]card.Set) {
		if i == len(others) {
			raw++
			st := *g
			st.hands = hands
			for x := 0; x < g.cfg.seats; x++ {
				st.dealt[x] = hands[x] | by[x]
			}
			if _, err := smpReplay(pos, &st, s); err == nil {
				valid[hands] = len(valid)
			}
			return
		}
		x := others[i]
		want := g.hands[x].Len()
		cards := left.Cards()
		var sub func(k int, chosen card.Set, n int)
		sub = func(k int, chosen card.Set, n int) {
			if n == want {
				h := hands
				h[x] = chosen
				rec(i+1, left&^chosen, h)
				return
			}
			for j := k; j <= len(cards)-(want-n); j++ {
				sub(j+1, chosen.Add(cards[j]), n+1)
			}
		}
		sub(0, 0, 0)
	}
	var start [seat.Max]card.Set
	start[s] = g.hands[s]
	rec(0, hidden, start)
	return valid, raw
}

// TestSampleUniform: on small positions (four seats, no stock or pass, a
// few cards left, voids shown) Sample's placements are uniform over the
// placements with which the deal's moves replay legally. With M such
// placements and N = 60·M samples, each count is binomial with mean 60,
// and Σ(O−E)²/E follows a chi-square law with M−1 degrees of freedom; the
// test fails above the 1e-6 upper point of that law, so a uniform
// sampler fails it about once in a million seeds (the seeds are fixed), a
// sampler that ignored a constraint fails at once (it places a card where
// it cannot be), and one that weighted placements unevenly by even 15%
// fails it at the sizes used.
func TestSampleUniform(t *testing.T) {
	for _, tc := range []struct {
		c     smpCase
		plays int // leaves three cards in each hand
	}{
		{smpCase{"madonna", SchwarzeMadonna, 4, Options{}}, 20},
		{smpCase{"sau", SchwarzeSau, 4, Options{}}, 20},
		{smpCase{"hearts-hold", Hearts, 4, Options{}}, 40},
	} {
		c := tc.c
		t.Run(c.name, func(t *testing.T) {
			var pos smpPos
			var valid map[[seat.Max]card.Set]int
			tries := 0
			for seed := uint64(1); ; seed++ {
				p, err := smpPlay(c, seed, 3, tc.plays, 0)
				if err != nil {
					t.Fatal(err)
				}
				if p.g.ncur != 0 {
					continue
				}
				v, raw := smpConfigs(t, p, 0)
				if len(v) >= 30 && len(v) <= 400 && len(v) < raw/2 {
					pos, valid = p, v
					t.Logf("seed %d: %d of %d placements are consistent", seed, len(v), raw)
					break
				}
				if tries++; tries > 100 {
					t.Fatal("no suitable position")
				}
			}
			m := len(valid)
			n := 60 * m
			counts := make([]int, m)
			r := rand.New(rand.NewPCG(2024, 6))
			var smp TrickGame
			for i := 0; i < n; i++ {
				if err := pos.g.SampleInto(&smp, 0, r); err != nil {
					t.Fatal(err)
				}
				var key [seat.Max]card.Set
				for x := 0; x < c.seats; x++ {
					key[x] = smp.hands[x]
				}
				k, ok := valid[key]
				if !ok {
					t.Fatalf("sample %d is not a consistent placement: %v", i, key)
				}
				counts[k]++
			}
			chi := chiSquare(counts, n)
			if bound := chiSquareBound(m - 1); chi > bound {
				t.Fatalf("chi-square %.1f over %d placements exceeds %.1f: not uniform", chi, m, bound)
			}
		})
	}
}

// TestChiSquareBound pins the approximation against table values of the
// chi-square law's upper 1e-6 points.
func TestChiSquareBound(t *testing.T) {
	for _, tc := range []struct {
		df   int
		want float64
	}{{10, 46.86}, {30, 82.04}, {100, 182.13}} {
		if got := chiSquareBound(tc.df); math.Abs(got-tc.want)/tc.want > 0.03 {
			t.Errorf("chiSquareBound(%d) = %.2f, want %.2f", tc.df, got, tc.want)
		}
	}
}

// TestSampleMadonnaVoidDeal: after a void deal (MAD-A3 redeal) the first
// receiver and the stock held fewer than two passable cards between them,
// in every sample.
func TestSampleMadonnaVoidDeal(t *testing.T) {
	g, err := NewTrickGame(SchwarzeMadonna, 6, Options{}, rand.NewPCG(1, 1))
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

// omsPos is an Old Maid position with its moves and deal.
type omsPos struct {
	g      *OldMaidGame
	seats  int
	o      Options
	dealt  [seat.Max]card.Set
	dealer int
	moves  []Move
}

func omsPlay(seats int, o Options, seed uint64, steps int) (omsPos, error) {
	g, err := NewOldMaid(seats, o, rand.NewPCG(seed, 3))
	if err != nil {
		return omsPos{}, err
	}
	pos := omsPos{g: g, seats: seats, o: o, dealer: g.Dealer()}
	if err := g.Deal(); err != nil {
		return pos, err
	}
	pos.dealt = g.dealt
	r := rand.New(rand.NewPCG(seed, 4))
	for i := 0; i < steps && g.phase == PhaseDraw; i++ {
		m, ok := g.RandomMove(r)
		if !ok {
			break
		}
		if err := g.Apply(m); err != nil {
			return pos, err
		}
		pos.moves = append(pos.moves, m)
	}
	return pos, nil
}

// omsKnown follows the round as seat s saw it, written apart from the
// engine's account: the cards drawn from s that are with the drawer for
// sure (no card has been drawn from the drawer since, except by s, who
// saw which).
func omsKnown(t smpT, pos omsPos, s int) map[card.Card]int {
	t.Helper()
	g, err := NewOldMaid(pos.seats, pos.o, rand.NewPCG(5, 5))
	if err != nil {
		t.Fatalf("%v", err)
	}
	if err := g.DealCards(Dealt{Dealer: pos.dealer, Hands: pos.dealt}); err != nil {
		t.Fatalf("%v", err)
	}
	known := map[card.Card]int{}
	for _, m := range pos.moves {
		if err := g.Apply(m); err != nil {
			t.Fatalf("%v", err)
		}
		d, _ := g.LastDraw()
		for k, at := range known {
			switch {
			case d.Pair.Has(k):
				delete(known, k) // laid down by its holder or the drawer
			case at != d.From:
			case d.Seat == s:
				if d.Card == k {
					delete(known, k)
				}
			case d.Pair != 0:
				if d.Pair.Has(k) {
					delete(known, k)
				}
			default:
				delete(known, k)
			}
		}
		if d.From == s && d.Pair == 0 {
			known[d.Card] = d.Seat
		}
	}
	return known
}

// omsCheck runs the Old Maid checks on one sample.
func omsCheck(t smpT, pos omsPos, s int, seed uint64) {
	t.Helper()
	g := pos.g
	before := *g
	smp, err := g.Sample(s, rand.New(rand.NewPCG(seed, 1)))
	if err != nil {
		t.Fatalf("Old Maid %d seats seat %d: %v", pos.seats, s, err)
	}
	b := before
	b.cfg, b.rng = nil, rand.PCG{}
	a := *g
	a.cfg, a.rng = nil, rand.PCG{}
	if a != b || before.rng != g.rng {
		t.Fatalf("Sample changed the game")
	}
	v1, _ := g.View(s)
	v2, _ := smp.View(s)
	if d := cmp.Diff(v1, v2); d != "" {
		t.Fatalf("Old Maid seat %d's view of the sample differs (-game +sample):\n%s", s, d)
	}
	all := smp.discards
	for x := 0; x < pos.seats; x++ {
		h := smp.hands[x]
		if h.Len() != g.hands[x].Len() {
			t.Fatalf("seat %d holds %d cards, not %d", x, h.Len(), g.hands[x].Len())
		}
		if p := pos.o.Pairs.Discard(h); p != 0 {
			t.Fatalf("OM-R4: seat %d holds the pair %v in the sample", x, p)
		}
		if all&h != 0 {
			t.Fatalf("%v twice", all&h)
		}
		all |= h
	}
	if all != g.cfg.pack || smp.hands[s] != g.hands[s] {
		t.Fatalf("the sample's cards are not the pack, or seat %d's hand changed", s)
	}
	for c, x := range omsKnown(t, pos, s) {
		if !smp.hands[x].Has(c) {
			t.Fatalf("OM-R6: %v was drawn from seat %d by seat %d and is still there, but the sample puts it elsewhere", c, s, x)
		}
	}
	if d, ok := smp.LastDraw(); ok && d.Pair == 0 && smp.phase == PhaseDraw && !smp.hands[d.Seat].Has(d.Card) {
		t.Fatalf("the last card drawn %v is not in the drawer's hand", d.Card)
	}
	// A sample of the sample, for any seat, works too.
	for o := 0; o < pos.seats; o++ {
		if _, err := smp.Sample(o, rand.New(rand.NewPCG(seed, 2))); err != nil {
			t.Fatalf("Sample of the sample for seat %d: %v", o, err)
		}
	}
	// Playout to the end of the round.
	h := *smp
	r := rand.New(rand.NewPCG(seed, 7))
	for i := 0; h.phase == PhaseDraw; i++ {
		m, ok := h.RandomMove(r)
		if !ok || i > 5000 {
			t.Fatalf("playout stuck")
		}
		if err := h.Apply(m); err != nil {
			t.Fatalf("playout: %v", err)
		}
	}
	if loser, ok := h.Loser(); !ok || (loser >= 0 && h.totals[loser] != smp.totals[loser]+1 && smp.phase == PhaseDraw) {
		t.Fatalf("the round's loser %d is not counted", loser)
	}
}

// TestOldMaidSampleProperties: random Old Maid positions at 2, 3 and 4
// seats with every pairing rule and maid (rapid).
func TestOldMaidSampleProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seats := rapid.IntRange(2, 4).Draw(rt, "seats")
		o := Options{
			Pairs:    rapid.SampledFrom([]PairRule{RankPairs, SameColourPairs}).Draw(rt, "pairs"),
			DrawFrom: rapid.SampledFrom([]DrawFrom{DrawLeft, DrawRight}).Draw(rt, "drawFrom"),
		}
		o.Maid = rapid.SampledFrom(omsMaids()).Draw(rt, "maid")
		pos, err := omsPlay(seats, o, rapid.Uint64().Draw(rt, "seed"), rapid.IntRange(0, 120).Draw(rt, "steps"))
		if err != nil {
			rt.Fatalf("%v", err)
		}
		omsCheck(rt, pos, rapid.IntRange(0, seats-1).Draw(rt, "seat"), rapid.Uint64().Draw(rt, "sampleSeed"))
	})
}

// TestOldMaidSampleTwoWorlds builds pairs of real Old Maid rounds that
// seat 0 cannot tell apart (two cards of seats 1 and 2 swapped in the
// deal, neither of them drawn, every view of seat 0 the same after every
// draw) and checks that Sample(0) gives the same results in both.
func TestOldMaidSampleTwoWorlds(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 40; seed++ {
		pos, err := omsPlay(4, Options{}, seed, 25)
		if err != nil {
			t.Fatal(err)
		}
		if pos.g.phase != PhaseDraw {
			continue
		}
		other, ok := omsOtherWorld(t, pos)
		if !ok {
			continue
		}
		checked++
		for k := uint64(0); k < 5; k++ {
			a, err1 := pos.g.Sample(0, rand.New(rand.NewPCG(k, seed)))
			b, err2 := other.Sample(0, rand.New(rand.NewPCG(k, seed)))
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			a.cfg, b.cfg = nil, nil
			if *a != *b {
				t.Fatalf("seed %d: two rounds that look the same to seat 0 give different samples:\n%s", seed,
					cmp.Diff(*a, *b, cmp.Exporter(func(reflect.Type) bool { return true })))
			}
		}
	}
	if checked < 5 {
		t.Fatalf("only %d pairs of worlds were found", checked)
	}
}

// omsOtherWorld deals pos's round with two kept cards of seats 1 and 2
// swapped and replays its draws; it reports false when seat 0 could tell
// the two rounds apart.
func omsOtherWorld(t *testing.T, pos omsPos) (*OldMaidGame, bool) {
	drawn := card.Set(0)
	for _, m := range pos.moves {
		drawn = drawn.Add(m.Card)
	}
	for a := range pos.g.hands[1].All() {
		for b := range pos.g.hands[2].All() {
			if drawn.Has(a) || drawn.Has(b) {
				continue
			}
			d := pos.dealt
			d[1] = d[1].Remove(a).Add(b)
			d[2] = d[2].Remove(b).Add(a)
			g, err := NewOldMaid(pos.seats, pos.o, rand.NewPCG(77, 77))
			if err != nil {
				t.Fatal(err)
			}
			if err := g.DealCards(Dealt{Dealer: pos.dealer, Hands: d}); err != nil {
				continue
			}
			h, err := NewOldMaid(pos.seats, pos.o, rand.NewPCG(78, 78))
			if err != nil {
				t.Fatal(err)
			}
			if err := h.DealCards(Dealt{Dealer: pos.dealer, Hands: pos.dealt}); err != nil {
				t.Fatal(err)
			}
			same := true
			for _, m := range pos.moves {
				if g.Apply(m) != nil || h.Apply(m) != nil {
					same = false
					break
				}
				v1, _ := g.View(0)
				v2, _ := h.View(0)
				if !cmp.Equal(v1, v2) {
					same = false
					break
				}
			}
			if same && g.hands[1] != pos.g.hands[1] {
				return g, true
			}
		}
	}
	return nil, false
}

func omsMaids() []Maid {
	return []Maid{QueenOfClubsRemoved, JokerMaid, JackOfClubsRemoved}
}

// TestOldMaidSampleUniform: on a small four-seat position the placements
// are uniform over those with the sizes, no pair in a hand (OM-R4) and
// every card where seat 0's account allows it; the bound is explained at
// TestSampleUniform.
func TestOldMaidSampleUniform(t *testing.T) {
	for seed := uint64(1); seed < 500; seed++ {
		pos, err := omsPlay(4, Options{}, seed, 400)
		if err != nil {
			t.Fatal(err)
		}
		// Go back to a point with few hidden cards but still three other
		// seats holding cards.
		for cut := len(pos.moves); cut > 0; cut-- {
			p2 := pos
			p2.moves = pos.moves[:cut]
			g2 := omsReplay(t, p2)
			if g2.Holding().Len() != 4 {
				continue
			}
			valid := omsConfigs(g2, 0)
			if len(valid) < 20 || len(valid) > 300 {
				continue
			}
			m := len(valid)
			n := 60 * m
			counts := make([]int, m)
			r := rand.New(rand.NewPCG(seed, 11))
			var smp OldMaidGame
			for i := 0; i < n; i++ {
				if err := g2.SampleInto(&smp, 0, r); err != nil {
					t.Fatal(err)
				}
				key := [3]card.Set{smp.hands[1], smp.hands[2], smp.hands[3]}
				k, ok := valid[key]
				if !ok {
					t.Fatalf("sample %d is not a consistent placement: %v", i, key)
				}
				counts[k]++
			}
			chi := chiSquare(counts, n)
			if bound := chiSquareBound(m - 1); chi > bound {
				t.Fatalf("chi-square %.1f over %d placements exceeds %.1f: not uniform", chi, m, bound)
			}
			t.Logf("seed %d after %d draws: %d placements, chi-square %.1f", seed, cut, m, chi)
			return
		}
	}
	t.Fatal("no suitable position")
}

func omsReplay(t *testing.T, pos omsPos) *OldMaidGame {
	g, err := NewOldMaid(pos.seats, pos.o, rand.NewPCG(5, 5))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.DealCards(Dealt{Dealer: pos.dealer, Hands: pos.dealt}); err != nil {
		t.Fatal(err)
	}
	for _, m := range pos.moves {
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// omsConfigs enumerates the placements of the cards seat s cannot see into
// seats 1..3 with their sizes, no pair in any hand and every card in a
// hand that seat s's account allows, and, when s did not see the last
// draw, a drawer that holds a card that may have come from the seat drawn
// from.
func omsConfigs(g *OldMaidGame, s int) map[[3]card.Set]int {
	hidden := g.cfg.pack &^ g.hands[s] &^ g.discards
	valid := map[[3]card.Set]int{}
	cards := hidden.Cards()
	acc := g.accounts()[s] // seat s's accounts, the same for every placement
	var rec func(i int, h [3]card.Set)
	rec = func(i int, h [3]card.Set) {
		if i == len(cards) {
			for x := 0; x < 3; x++ {
				if h[x].Len() != g.hands[x+1].Len() {
					return
				}
			}
			if d, ok := g.LastDraw(); ok && d.Seat != s && d.From != s && d.Pair == 0 && h[d.Seat-1]&acc[d.From] == 0 {
				return
			}
			valid[h] = len(valid)
			return
		}
		c := cards[i]
		for x := 0; x < 3; x++ {
			if h[x].Len() >= g.hands[x+1].Len() || !acc[x+1].Has(c) || g.cfg.opts.Pairs.Partners(c)&h[x] != 0 {
				continue
			}
			h2 := h
			h2[x] = h2[x].Add(c)
			rec(i+1, h2)
		}
	}
	rec(0, [3]card.Set{})
	return valid
}

// ExampleTrickGame_Sample: a Monte Carlo bot at seat 0 fills in the hands
// it cannot see; the sample looks the same from seat 0 and plays on like
// the real game.
func ExampleTrickGame_Sample() {
	g, _ := NewTrickGame(Hearts, 4, Options{}, rand.NewPCG(1, 2))
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
