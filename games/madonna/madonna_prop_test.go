package madonna_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// Property tests of Schwarze Madonna: a rapid state machine that drives the
// engine through the public API at 3 to 6 seats with random options,
// random deals (some of them stacked for a short stock, MAD-A3), random
// legal moves, random out-of-turn announcements and random illegal moves,
// beside madModel and madOracle (madonna_model_test.go): an independent
// model of docs/rules.md and the scoring algorithm of MAD-R22..R25 written
// from the rule text.

// madMachine drives a game g, a clone c that receives the same calls, and
// the model.
type madMachine struct {
	g, c *variant.TrickGame
	m    madModel
}

func (mm *madMachine) both(t *rapid.T, f func(g *variant.TrickGame) error) error {
	err := f(mm.g)
	errc := f(mm.c)
	if (err == nil) != (errc == nil) {
		t.Fatalf("the clone disagrees: %v against %v", err, errc)
	}
	return err
}

// rejects applies mv, which the model says is illegal, and checks that it
// fails with want (rule.None: any violation) and changes nothing.
func (mm *madMachine) rejects(t *rapid.T, mv variant.Move, want rule.ID) {
	before := *mm.g
	err := mm.both(t, func(g *variant.TrickGame) error { return g.Apply(mv) })
	var v *rule.Violation
	if !errors.As(err, &v) {
		t.Fatalf("illegal %v in phase %v: error %v, want a violation", mv, mm.m.phase, err)
	}
	if want != rule.None && v.ID != want {
		t.Fatalf("illegal %v in phase %v: %v, want %s", mv, mm.m.phase, err, want)
	}
	if *mm.g != before {
		t.Fatalf("illegal %v (%v) changed the game", mv, err)
	}
}

func madDrawOptions(t *rapid.T, n int) madonna.Options {
	o := madonna.Options{
		FirstDealer:                rapid.IntRange(0, n-1).Draw(t, "firstDealer"),
		Ties:                       variant.TieBreak(rapid.IntRange(0, 1).Draw(t, "ties")),
		Announcements:              variant.AnnounceMode(rapid.IntRange(0, 1).Draw(t, "announcements")),
		AnnouncedJungfrau:          madonna.AnnouncedJungfrauScoring(rapid.IntRange(0, 1).Draw(t, "announcedJungfrau")),
		JungfrauFactor:             madonna.JungfrauFactor(rapid.IntRange(0, 1).Draw(t, "jungfrauFactor")),
		FailureScoring:             madonna.FailureScoring(rapid.IntRange(0, 1).Draw(t, "failureScoring")),
		ShortStock:                 madonna.ShortStock(rapid.IntRange(0, 1).Draw(t, "shortStock")),
		End:                        madonna.EndComparison(rapid.IntRange(0, 1).Draw(t, "end")),
		DurchmarschKeepsCardPoints: rapid.Bool().Draw(t, "durchmarschKeeps"),
		MustChangeStock:            rapid.Bool().Draw(t, "mustChangeStock"),
	}
	if n == 6 {
		o.SixPlayerDeal = madonna.SixPlayerDeal(rapid.IntRange(0, 2).Draw(t, "sixPlayerDeal"))
	}
	if rapid.Bool().Draw(t, "smallLimit") {
		o.Limits = madLimit(n, rapid.IntRange(1, 120).Draw(t, "limit"))
	}
	return o
}

// drawDeal returns a deal of the pack for the current dealer. Some deals
// are stacked: the first receiver gets many penalty cards (MAD-A3), or a
// seat gets the lowest or the highest ranks, so that announced Jungfrau
// and Durchmarsch (MAD-R14, MAD-R15) succeed now and then.
func (mm *madMachine) drawDeal(t *rapid.T) variant.Dealt {
	n := mm.m.n
	perm := rapid.Permutation(madPack.Cards()).Draw(t, "order")
	each := 32 / n
	if n != 4 {
		each = 30 / n
	}
	first := (mm.m.dealer + 1) % n
	// order[k] is the k-th seat dealt to from left(dealer), the stock
	// right after the first receiver's hand.
	switch rapid.IntRange(0, 5).Draw(t, "stacked") {
	case 0: // MAD-A3: penalty cards to the first receiver
		lead := rapid.IntRange(0, 3).Draw(t, "leadPassable")
		var pen, pass []card.Card
		for _, c := range perm {
			if madPenalty.Has(c) {
				pen = append(pen, c)
			} else {
				pass = append(pass, c)
			}
		}
		perm = append(append(append([]card.Card{}, pass[:lead]...), pen...), pass[lead:]...)
	case 1, 2: // one seat gets the lowest (or highest) ranks
		high := rapid.Bool().Draw(t, "high")
		k := rapid.IntRange(0, n-1).Draw(t, "stackedSeat")
		slices.SortStableFunc(perm, func(a, b card.Card) int {
			if high {
				return int(b.Rank()) - int(a.Rank())
			}
			return int(a.Rank()) - int(b.Rank())
		})
		start := k * each
		if k > 0 && n != 4 {
			start += 2
		}
		// Move the extreme cards to seat k's slots.
		lo := perm[:each]
		rest := slices.Concat(perm[each:])
		perm = slices.Concat(rest[:start], lo, rest[start:])
	}
	d := variant.Dealt{Dealer: mm.m.dealer}
	d.Hands[first] = card.Of(perm[:each]...)
	next := each
	if n != 4 {
		d.Stock = card.Of(perm[each : each+2]...)
		next += 2
	}
	for k := 2; k <= n; k++ {
		s := (mm.m.dealer + k) % n
		d.Hands[s] = card.Of(perm[next : next+each]...)
		next += each
	}
	return d
}

func (mm *madMachine) actDeal(t *rapid.T) {
	if mm.m.phase != variant.PhaseDeal && mm.m.phase != variant.PhaseDealOver {
		want := rule.WrongPhase
		if mm.m.phase == variant.PhaseMatchOver {
			want = rule.MatchOver
		}
		before := *mm.g
		err := mm.both(t, func(g *variant.TrickGame) error { return g.Deal() })
		var v *rule.Violation
		if !errors.As(err, &v) || v.ID != want || *mm.g != before {
			t.Fatalf("Deal in phase %v: %v, want %s and no change", mm.m.phase, err, want)
		}
		return
	}
	if rapid.IntRange(0, 4).Draw(t, "engineDeal") == 0 {
		if err := mm.both(t, func(g *variant.TrickGame) error { return g.Deal() }); err != nil {
			t.Fatalf("Deal: %v", err)
		}
		d := variant.Dealt{Dealer: mm.m.dealer, Stock: mm.g.Stock()}
		for s := range mm.m.n {
			d.Hands[s] = mm.g.Hand(s)
		}
		mm.m.deal(d)
		return
	}
	d := mm.drawDeal(t)
	// A wrong dealer and a card dealt twice are refused (C-8, bad-deal).
	bad := d
	bad.Dealer = (d.Dealer + 1) % mm.m.n
	before := *mm.g
	err := mm.both(t, func(g *variant.TrickGame) error { return g.DealCards(bad) })
	if !errors.Is(err, rule.WrongDealer) || *mm.g != before {
		t.Fatalf("DealCards with dealer %d: %v", bad.Dealer, err)
	}
	bad = d
	c0, _ := bad.Hands[0].Lowest()
	bad.Hands[1] = bad.Hands[1].Add(c0)
	err = mm.both(t, func(g *variant.TrickGame) error { return g.DealCards(bad) })
	if !errors.Is(err, rule.BadDeal) || *mm.g != before {
		t.Fatalf("DealCards with %v twice: %v", c0, err)
	}
	if err := mm.both(t, func(g *variant.TrickGame) error { return g.DealCards(d) }); err != nil {
		t.Fatalf("DealCards: %v", err)
	}
	mm.m.deal(d)
}

func (mm *madMachine) actMove(t *rapid.T) {
	s := mm.m.turn()
	if s < 0 {
		if got := mm.g.LegalMoves(nil); len(got) != 0 {
			t.Fatalf("legal moves %v in phase %v", got, mm.m.phase)
		}
		return
	}
	want := mm.m.legalMoves()
	got := mm.g.LegalMoves(nil)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("legal moves in phase %v (-model +engine):\n%s", mm.m.phase, diff)
	}
	mv := got[rapid.IntRange(0, len(got)-1).Draw(t, "move")]
	if mm.m.phase == variant.PhasePlay && rapid.Bool().Draw(t, "greedy") {
		// An announcer plays its lowest (Jungfrau) or highest (Durchmarsch)
		// legal card, so that announcements succeed now and then.
		legal := mm.m.legalPlays()
		if mm.m.aj.Has(s) {
			mv.Card = madByRank(legal, false)
		} else if mm.m.ad == s {
			mv.Card = madByRank(legal, true)
		}
	}
	if err := mm.both(t, func(g *variant.TrickGame) error { return g.Apply(mv) }); err != nil {
		t.Fatalf("legal %v: %v", mv, err)
	}
	switch mv.Kind {
	case variant.Stock:
		mm.m.applyStock(s, mv.Cards)
	case variant.Play:
		mm.m.play(s, mv.Card)
	case variant.Announce:
		mm.m.announce(s, mv.Call)
	case variant.Decline:
		mm.m.decline(s)
	}
}

// actMoves makes up to 40 legal moves, checking the invariant after each.
func (mm *madMachine) actMoves(t *rapid.T) {
	for k := rapid.IntRange(1, 40).Draw(t, "moves"); k > 0 && mm.m.turn() >= 0; k-- {
		mm.actMove(t)
		mm.check(t)
	}
}

// madByRank returns the lowest (or highest) ranked card of s.
func madByRank(s card.Set, high bool) card.Card {
	best, _ := s.Lowest()
	for c := range s.All() {
		if (high && c.Rank() > best.Rank()) || (!high && c.Rank() < best.Rank()) {
			best = c
		}
	}
	return best
}

func (mm *madMachine) actAnnounce(t *rapid.T) {
	s := rapid.IntRange(0, mm.m.n-1).Draw(t, "seat")
	c := rapid.SampledFrom([]variant.Call{variant.NoTrickCall, variant.SweepCall}).Draw(t, "call")
	mv := variant.AnnounceMove(s, c)
	want := mm.m.refusal(s, c)
	if want != rule.None {
		mm.rejects(t, mv, want)
		return
	}
	if err := mm.both(t, func(g *variant.TrickGame) error { return g.Apply(mv) }); err != nil {
		t.Fatalf("legal %v: %v", mv, err)
	}
	mm.m.announce(s, c)
}

// actIllegal tries an arbitrary move the model says is illegal.
func (mm *madMachine) actIllegal(t *rapid.T) {
	n := mm.m.n
	mv := variant.Move{
		Kind:     variant.Kind(rapid.IntRange(0, 9).Draw(t, "kind")),
		Seat:     rapid.IntRange(-1, n).Draw(t, "seat"),
		Card:     rapid.SampledFrom(append(madPack.Cards(), 0, card.Joker, card.TwoClubs)).Draw(t, "card"),
		Call:     variant.Call(rapid.IntRange(0, 3).Draw(t, "call")),
		Position: rapid.IntRange(-1, 40).Draw(t, "position"),
	}
	for _, c := range rapid.SliceOfNDistinct(rapid.SampledFrom(madPack.Cards()), 0, 3, rapid.ID[card.Card]).Draw(t, "cards") {
		mv.Cards = mv.Cards.Add(c)
	}
	s := mm.m.turn()
	if mm.m.phase == variant.PhaseStock && rapid.Bool().Draw(t, "nearStock") {
		// Plausible: two of the cards the seat to act holds.
		held := (mm.m.hands[s] | mm.m.stock).Cards()
		i := rapid.IntRange(0, len(held)-1).Draw(t, "first")
		j := rapid.IntRange(0, len(held)-1).Draw(t, "second")
		mv = variant.StockMove(s, card.Of(held[i], held[j]))
	}
	if mm.m.phase == variant.PhasePlay && rapid.Bool().Draw(t, "nearPlay") {
		mv.Kind, mv.Seat = variant.Play, s
		if h := mm.m.hands[s]; h != 0 {
			c, _ := h.Nth(rapid.IntRange(0, h.Len()-1).Draw(t, "held"))
			mv.Card = c
		}
	}
	want := rule.None // any violation
	over := mm.m.phase == variant.PhaseDealOver || mm.m.phase == variant.PhaseMatchOver || mm.m.phase == variant.PhaseDeal
	known := mv.Kind == variant.Play || mv.Kind == variant.Stock || mv.Kind == variant.Push || mv.Kind == variant.Decline ||
		(mv.Kind == variant.Announce && (mv.Call == variant.NoTrickCall || mv.Call == variant.SweepCall))
	switch {
	case mv.Seat < 0 || mv.Seat >= n:
		want = rule.BadSeat
	case mv.Kind == variant.Push:
		want = rule.OptionOff // MAD-R9
	case mv.Kind == variant.Decline && mm.m.o.Announcements == variant.OutOfTurn:
		want = rule.OptionOff // MAD-A9
	case over:
		want = rule.DealOver // TT-5, MAD-R21
	case !known:
		want = rule.WrongPhase // a kind of move Madonna never has
	case mv.Kind == variant.Announce:
		want = mm.m.refusal(mv.Seat, mv.Call)
		if want == rule.None {
			return // a legal announcement
		}
	case mv.Kind == variant.Decline:
		switch {
		case mm.m.phase != variant.PhaseAnnounce && mm.m.windowOpen():
			want = rule.WrongPhase
		case mm.m.phase != variant.PhaseAnnounce:
			want = rule.AnnounceWindow
		case mv.Seat != s:
			want = rule.NotYourTurn
		default:
			return // a legal decline
		}
	case mv.Kind == variant.Stock && mm.m.phase == variant.PhaseStock:
		all := mm.m.hands[mv.Seat] | mm.m.stock
		pass := all & madPassable
		from := pass
		if pass.Len() < 2 {
			from = all
		}
		switch {
		case mv.Seat != s:
			want = rule.NotYourTurn
		case mv.Cards&^all != 0:
			want = rule.CardNotHeld
		case mv.Cards.Len() != 2:
			want = rule.StockCount
		case mv.Cards&^from != 0, pass.Len() < 2 && !mv.Cards.ContainsAll(pass):
			want = rule.NotPassable // MAD-R7, MAD-R8, MAD-A3
		case mm.m.o.MustChangeStock && mv.Cards == mm.m.stock && pass != mm.m.stock:
			want = rule.StockUnchanged // MAD-A13
		default:
			return // a legal stock move
		}
	case mv.Kind == variant.Play && mm.m.phase == variant.PhasePlay:
		switch {
		case mv.Seat != s:
			want = rule.NotYourTurn
		case !mm.m.hands[s].Has(mv.Card):
			want = rule.CardNotHeld
		case mm.m.legalPlays().Has(mv.Card):
			return // a legal play
		default:
			want = rule.FollowSuit // TT-2
		}
	default:
		want = rule.WrongPhase // a play outside the play, a stock move outside the stock
	}
	mm.rejects(t, mv, want)
}

// check is the invariant after every step.
func (mm *madMachine) check(t *rapid.T) {
	g, m := mm.g, &mm.m
	n := m.n
	// A clone evolves like the original.
	if *mm.c != *g {
		t.Fatal("the clone differs from the original")
	}
	if g.Phase() != m.phase {
		t.Fatalf("phase %v, model %v", g.Phase(), m.phase)
	}
	if g.Dealer() != m.dealer || g.DealsPlayed() != m.deals {
		t.Fatalf("dealer %d after %d deals, model %d after %d (MAD-R4, MAD-A3)", g.Dealer(), g.DealsPlayed(), m.dealer, m.deals)
	}
	if diff := cmp.Diff(m.totals[:n], g.Totals()); diff != "" {
		t.Fatalf("totals (-model +engine):\n%s", diff)
	}
	if g.Over() != (m.phase == variant.PhaseMatchOver) || !cmp.Equal(append([]int{}, m.winners...), g.Winners()) {
		t.Fatalf("over %v winners %v, model %v %v (MAD-R27, MAD-R28)", g.Over(), g.Winners(), m.phase, m.winners)
	}
	if r, ok := g.Result(); ok != (m.last != nil) || (ok && (!cmp.Equal(m.last, r.Points) || r.Outcome != m.lastOut || len(r.Tricks) != m.lastN)) {
		t.Fatalf("result %v %v after %d tricks, model %v %v after %d (MAD-R22..R25)", r.Points, r.Outcome, len(r.Tricks), m.last, m.lastOut, m.lastN)
	}
	if m.phase == variant.PhaseDeal {
		return
	}
	// The cards: hands, stock and tricks are the pack, once each.
	var all card.Set
	add := func(s card.Set) {
		if all&s != 0 {
			t.Fatalf("%v is in two places", all&s)
		}
		all |= s
	}
	for s := range n {
		if g.Hand(s) != m.hands[s] {
			t.Fatalf("seat %d holds %v, model %v", s, g.Hand(s), m.hands[s])
		}
		add(g.Hand(s))
	}
	if g.Stock() != m.stock {
		t.Fatalf("stock %v, model %v", g.Stock(), m.stock)
	}
	add(g.Stock())
	for _, tr := range append(slices.Clone(m.tricks), m.cur) {
		add(card.Of(tr.cards...))
	}
	if all != madPack {
		t.Fatalf("cards not conserved: %v", all)
	}
	// MAD-R7, MAD-R10: after the first exchange the stock holds only
	// passable cards (after the second when the first seat was short,
	// MAD-A3 PassPenaltyCards).
	if (m.exchanged >= 1 && !m.shortFirst) || m.exchanged >= 2 {
		if g.Stock()&madPenalty != 0 {
			t.Fatalf("stock %v after %d exchanges", g.Stock(), m.exchanged)
		}
	}
	// Whose turn, and the choices.
	tn := g.Turn()
	if tn.Seat != m.turn() || tn.Phase != m.phase {
		t.Fatalf("turn %+v, model seat %d phase %v", tn, m.turn(), m.phase)
	}
	if m.phase == variant.PhasePlay && (tn.Cards != m.legalPlays() || g.LegalPlays() != m.legalPlays()) {
		t.Fatalf("legal plays %v / %v, model %v (TT-2)", tn.Cards, g.LegalPlays(), m.legalPlays())
	}
	if diff := cmp.Diff(m.announcements(), g.Announcements([]variant.Move{})); diff != "" {
		t.Fatalf("announcements (-model +engine):\n%s", diff)
	}
	// Each seat's view: its own hand, the announcements, tricks won.
	for s := range n {
		v, err := g.View(s)
		if err != nil {
			t.Fatal(err)
		}
		var mine []variant.Move
		for _, a := range m.announcements() {
			if a.Seat == s {
				mine = append(mine, a)
			}
		}
		if v.Hand != m.hands[s] || !cmp.Equal(mine, v.Announce) || v.Sweep != m.ad ||
			!cmp.Equal(m.won[:n], v.TricksWon) || (v.Turn != nil) != (s == m.turn()) || v.StockSize != m.stock.Len() {
			t.Fatalf("view of seat %d: %+v", s, v)
		}
	}
}

// TestMadonnaStateMachine drives random Madonna matches at 3 to 6 seats
// with random options, deals, moves, out-of-turn announcements and illegal
// moves, and checks the engine against the model after every step: cards
// conserved, the stock passable after the first exchange (MAD-R7,
// MAD-R10), every deal's points and outcome equal to MAD-R22..R25 computed here,
// the early end exactly when every announcement has failed (MAD-R21, not
// under FailureScoring=Independent), illegal moves refused without a
// trace, and a clone that evolves like the original.
func TestMadonnaStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(t, "seats")
		o := madDrawOptions(t, n)
		g, err := games.New(games.SchwarzeMadonna, n, o, rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		if err != nil {
			t.Fatalf("New: %v", err)
		}
		tg := g.(*variant.TrickGame)
		mm := &madMachine{g: tg, c: tg.Clone().(*variant.TrickGame), m: madModel{n: n, o: o, dealer: o.FirstDealer, ad: -1, phase: variant.PhaseDeal}}
		t.Repeat(map[string]func(*rapid.T){
			"deal":     mm.actDeal,
			"move":     mm.actMove,
			"moves":    mm.actMoves,
			"announce": mm.actAnnounce,
			"illegal":  mm.actIllegal,
			"":         mm.check,
		})
	})
}

// MAD-A9: the turn-based rounds give the same results as out-of-turn
// announcements for the same announcements. Each deal is played twice with
// the same cards: once with TurnBased rounds, where the seats asked
// announce or decline, and once OutOfTurn, where the announcements made in
// each round are made out of turn at the same point, in the same order.
func TestMadonnaTurnBasedEqualsOutOfTurn(t *testing.T) {
	t.Run("MAD-A9", testMadonnaTurnBasedEqualsOutOfTurn)
}

func testMadonnaTurnBasedEqualsOutOfTurn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(t, "seats")
		o := madDrawOptions(t, n)
		o.ShortStock = madonna.ShortStockPassPenalty
		o.Announcements = variant.TurnBased
		seed := rapid.Uint64().Draw(t, "seed")
		tb := gametest.Trick(t, games.SchwarzeMadonna, n, o, 7)
		o.Announcements = variant.OutOfTurn
		oot := gametest.Trick(t, games.SchwarzeMadonna, n, o, 7)
		for deal := 0; deal < 3 && !tb.Over(); deal++ {
			r := rand.New(rand.NewPCG(seed, uint64(deal)))
			if err := tb.Deal(); err != nil {
				t.Fatal(err)
			}
			if err := oot.Deal(); err != nil {
				t.Fatal(err)
			}
			for tb.Phase() != variant.PhaseDealOver && tb.Phase() != variant.PhaseMatchOver {
				switch tb.Phase() {
				case variant.PhaseAnnounce:
					// The seat asked answers; an announcement made here is
					// made out of turn in the other game.
					moves := tb.LegalMoves(nil)
					mv := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "answer")]
					gametest.Apply(t, tb, mv)
					if mv.Kind == variant.Announce {
						gametest.Apply(t, oot, mv)
					}
					continue
				case variant.PhasePlay:
					if rapid.IntRange(0, 5).Draw(t, "midTrick") == 0 {
						// An out-of-turn announcement in both, anywhere.
						if a := oot.Announcements(nil); len(a) > 0 {
							mv := a[rapid.IntRange(0, len(a)-1).Draw(t, "which")]
							gametest.Apply(t, tb, mv)
							gametest.Apply(t, oot, mv)
						}
					}
				}
				if tb.Phase() == variant.PhaseAnnounce {
					continue
				}
				if tb.Phase() != oot.Phase() {
					t.Fatalf("phases %v and %v", tb.Phase(), oot.Phase())
				}
				mv, ok := oot.RandomMove(r)
				if !ok {
					t.Fatal("no move")
				}
				gametest.Apply(t, oot, mv)
				gametest.Apply(t, tb, mv)
			}
			if oot.Phase() != tb.Phase() {
				t.Fatalf("phases %v and %v at the end", oot.Phase(), tb.Phase())
			}
			r1, _ := tb.Result()
			r2, _ := oot.Result()
			if diff := cmp.Diff(r2, r1); diff != "" {
				t.Fatalf("deal %d result (-out-of-turn +turn-based):\n%s", deal, diff)
			}
			if !cmp.Equal(tb.Totals(), oot.Totals()) || tb.Over() != oot.Over() || !cmp.Equal(tb.Winners(), oot.Winners()) {
				t.Fatalf("match: %v %v / %v %v", tb.Totals(), tb.Winners(), oot.Totals(), oot.Winners())
			}
		}
	})
}

// FuzzMadonnaStateMachine is the state machine as a go test -fuzz target.
func FuzzMadonnaStateMachine(f *testing.F) {
	f.Fuzz(rapid.MakeFuzz(func(t *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(t, "seats")
		o := madDrawOptions(t, n)
		g, err := games.New(games.SchwarzeMadonna, n, o, rand.NewPCG(1, 1))
		if err != nil {
			t.Fatal(err)
		}
		tg := g.(*variant.TrickGame)
		mm := &madMachine{g: tg, c: tg.Clone().(*variant.TrickGame), m: madModel{n: n, o: o, dealer: o.FirstDealer, ad: -1, phase: variant.PhaseDeal}}
		for i := 0; i < 60; i++ {
			switch rapid.IntRange(0, 5).Draw(t, "action") {
			case 0:
				mm.actDeal(t)
			case 1:
				mm.actAnnounce(t)
			case 2:
				mm.actIllegal(t)
			default:
				if mm.m.turn() >= 0 {
					mm.actMove(t)
				} else {
					mm.actDeal(t)
				}
			}
			mm.check(t)
		}
	}))
}

// The scorer the engine calls, the Madonna scorer (madonnaDeal), against MAD-R22..R25 as written
// here (madOracle), on every shape of deal: any split of the tricks, the
// penalty cards among the seats that took tricks, any announcements, and
// every scoring option (MAD-A1 to MAD-A13) (MAD-R22..R25, MAD-A1, A4, A5, A6, A7).
func TestMadonnaScoringMatchesRulesText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(t, "seats")
		full := 32 / n
		if n != 4 {
			full = 30 / n
		}
		played := rapid.IntRange(1, full).Draw(t, "played")
		f := score.NewFacts(n, seat.All(n))
		f.Played = played
		var tricks, pts [seat.Max]int
		for range played {
			w := rapid.IntRange(0, n-1).Draw(t, "winner")
			tricks[w]++
		}
		var winners []int
		for s := range n {
			f.Tricks[s] = tricks[s]
			if tricks[s] > 0 {
				winners = append(winners, s)
			}
		}
		for c := range madPenalty.All() {
			if played < full && rapid.Bool().Draw(t, "unplayed") {
				continue // still in a hand after an early end
			}
			s := rapid.SampledFrom(winners).Draw(t, "taker")
			f.Taken[s] = f.Taken[s].Add(c)
			pts[s] = madPoints(f.Taken[s])
		}
		for s := range n {
			if rapid.IntRange(0, 3).Draw(t, "jungfrau") == 0 {
				f.AnnouncedNoTrick = f.AnnouncedNoTrick.Add(s)
			}
		}
		if d := rapid.IntRange(-1, n-1).Draw(t, "durchmarsch"); d >= 0 && !f.AnnouncedNoTrick.Has(d) {
			f.AnnouncedSweep = d
		}
		o := madonna.Options{
			AnnouncedJungfrau:          madonna.AnnouncedJungfrauScoring(rapid.IntRange(0, 1).Draw(t, "announcedJungfrau")),
			JungfrauFactor:             madonna.JungfrauFactor(rapid.IntRange(0, 1).Draw(t, "jungfrauFactor")),
			FailureScoring:             madonna.FailureScoring(rapid.IntRange(0, 1).Draw(t, "failureScoring")),
			DurchmarschKeepsCardPoints: rapid.Bool().Draw(t, "keeps"),
		}
		if o.DurchmarschKeepsCardPoints && played < full {
			o.DurchmarschKeepsCardPoints = false // a sweep takes all 16 points only in a full deal
		}
		want, wantOut := madOracle(n, tricks, pts, madAnnounced{jungfrau: f.AnnouncedNoTrick, durchmarsch: f.AnnouncedSweep}, o)
		got := gametest.Points(games.SchwarzeMadonna, o, f)
		if diff := cmp.Diff(want, got.Points[:n]); diff != "" || got.Outcome != wantOut {
			t.Fatalf("tricks %v pts %v jungfrau %v durchmarsch %d: outcome %v, want %v; points (-model +scorer):\n%s",
				tricks[:n], pts[:n], f.AnnouncedNoTrick, f.AnnouncedSweep, got.Outcome, wantOut, diff)
		}
	})
}
