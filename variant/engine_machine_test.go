package variant_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// ---- the rapid state machine over random matches ----

// bhDrawOptions draws a random choice of every option of game id at n
// seats (every value of every option), with targets small enough that
// matches end within a test.
func bhDrawOptions(t *rapid.T, id games.ID, n int) bhFlat {
	var o bhFlat
	o.FirstDealer = rapid.IntRange(0, n-1).Draw(t, "firstDealer")
	o.Ties = variant.TieBreak(rapid.IntRange(0, 1).Draw(t, "ties"))
	o.SpotHearts = rapid.Bool().Draw(t, "spot")
	o.Omnibus = blackmaria.Omnibus(rapid.IntRange(0, 2).Draw(t, "omnibus"))
	o.Target = rapid.SampledFrom([]int{0, 1, 20, 40}).Draw(t, "target")
	o.Deals = rapid.SampledFrom([]int{0, 0, 1, 2, n}).Draw(t, "deals")
	if id == games.BlackMaria {
		o.ThreePlayerRemoval = blackmaria.ThreePlayerRemoval(rapid.IntRange(0, 1).Draw(t, "three"))
		o.SixPlayerRemoval = blackmaria.SixPlayerRemoval(rapid.IntRange(0, 1).Draw(t, "six"))
		o.SpadeValues = blackmaria.SpadeValues(rapid.IntRange(0, 1).Draw(t, "spades"))
		o.Slam = blackmaria.SlamRule(rapid.IntRange(0, 1).Draw(t, "slam"))
	} else {
		o.Moon = hearts.MoonMode(rapid.IntRange(0, 2).Draw(t, "moon"))
		o.QueenBreaksHearts = rapid.Bool().Draw(t, "queenBreaks")
		o.OpenerAnyClub = rapid.Bool().Draw(t, "anyClub")
		o.OmnibusMoonNeedsJack = rapid.Bool().Draw(t, "needsJack")
		o.FirstTrickHeartBeforeQueen = rapid.Bool().Draw(t, "heartBeforeQueen")
	}
	return o
}

// bhFlat is a choice of the options of Black Maria or Hearts in one
// struct, as the model of the rule book reads them: those both games
// have, and each game's own; the other game's are left at their
// defaults. options gives the game's own Options.
type bhFlat struct {
	FirstDealer int
	Ties        variant.TieBreak
	SpotHearts  bool
	Omnibus     blackmaria.Omnibus
	Target      int
	Deals       int
	// Black Maria's own.
	ThreePlayerRemoval blackmaria.ThreePlayerRemoval
	SixPlayerRemoval   blackmaria.SixPlayerRemoval
	SpadeValues        blackmaria.SpadeValues
	Slam               blackmaria.SlamRule
	// Hearts' own.
	Moon                       hearts.MoonMode
	QueenBreaksHearts          bool
	OpenerAnyClub              bool
	OmnibusMoonNeedsJack       bool
	FirstTrickHeartBeforeQueen bool
}

// options returns o as game id's own Options (Black Maria's or Hearts').
func (o bhFlat) options(id games.ID) variant.Options {
	if id == games.Hearts {
		return hearts.Options{FirstDealer: o.FirstDealer, Ties: o.Ties, SpotHearts: o.SpotHearts, Omnibus: o.Omnibus,
			Target: o.Target, Deals: o.Deals, Moon: o.Moon, QueenBreaksHearts: o.QueenBreaksHearts, OpenerAnyClub: o.OpenerAnyClub,
			OmnibusMoonNeedsJack: o.OmnibusMoonNeedsJack, FirstTrickHeartBeforeQueen: o.FirstTrickHeartBeforeQueen}
	}
	return blackmaria.Options{FirstDealer: o.FirstDealer, Ties: o.Ties, SpotHearts: o.SpotHearts, Omnibus: o.Omnibus,
		Target: o.Target, Deals: o.Deals, ThreePlayerRemoval: o.ThreePlayerRemoval, SixPlayerRemoval: o.SixPlayerRemoval,
		SpadeValues: o.SpadeValues, Slam: o.Slam}
}

// bhValue is what card c is worth to its captor, from the rule book (BM-R7,
// BM-O1..O3, SH-R8, SH-O1, SH-O2), independently of the engine's tables.
func bhValue(id games.ID, o bhFlat, c card.Card) int {
	switch {
	case c.Suit() == card.Hearts:
		if o.SpotHearts {
			return int(c.Rank())
		}
		return 1
	case c == card.QueenSpades:
		if o.SpotHearts {
			return 25
		}
		return 13
	case c == o.Omnibus.Card() && o.Omnibus != blackmaria.OmnibusOff:
		return -10
	case id == games.BlackMaria && c == card.KingSpades:
		if o.SpadeValues == blackmaria.SwappedSpades {
			return 7
		}
		return 10
	case id == games.BlackMaria && c == card.AceSpades:
		if o.SpadeValues == blackmaria.SwappedSpades {
			return 10
		}
		return 7
	}
	return 0
}

// bhMachine runs one match against the model of the rule book.
type bhMachine struct {
	id     games.ID
	n      int
	o      bhFlat
	g      *variant.TrickGame
	shadow *variant.TrickGame // a clone fed the same moves
	rng    *rand.Rand

	deals      int                // deals ended, as the model counts them
	totals     [seat.Max]int      // the model's totals
	dealt      [seat.Max]card.Set // each hand as dealt this deal
	passed     [seat.Max]card.Set // what each seat passed this deal
	prevPublic card.Set           // the cards played in the last ended deal
	checks     int                // invariant checks so far
}

func (m *bhMachine) newMatch(t *rapid.T) {
	seed := rapid.Uint64().Draw(t, "seed")
	m.g = gametest.Trick(t, m.id, m.n, m.o.options(m.id), seed)
	m.shadow = m.g.Clone().(*variant.TrickGame)
	m.rng = rand.New(rand.NewPCG(seed, 77))
	m.deals = 0
	m.totals = [seat.Max]int{}
	m.prevPublic = 0
}

// deal starts the next deal in both games: from the game's own source,
// or from a permutation drawn by rapid (DealCards, dealt by C-10).
func (m *bhMachine) deal(t *rapid.T) {
	if rapid.Bool().Draw(t, "ownDeal") {
		if err := m.g.Deal(); err != nil {
			t.Fatalf("Deal: %v", err)
		}
		if err := m.shadow.Deal(); err != nil {
			t.Fatalf("shadow Deal: %v", err)
		}
	} else {
		cards := rapid.Permutation(m.g.Pack().Cards()).Draw(t, "deal")
		d := variant.Dealt{Dealer: m.g.Dealer()}
		for i, c := range cards {
			s := (d.Dealer + 1 + i) % m.n
			d.Hands[s] = d.Hands[s].Add(c)
		}
		if err := m.g.DealCards(d); err != nil {
			t.Fatalf("DealCards: %v", err)
		}
		if err := m.shadow.DealCards(d); err != nil {
			t.Fatalf("shadow DealCards: %v", err)
		}
	}
	for s := 0; s < m.n; s++ {
		m.dealt[s] = m.g.Hand(s)
		m.passed[s] = 0
	}
}

// apply applies a legal move to both games and records passes.
func (m *bhMachine) apply(t rapid.TB, mv variant.Move) {
	t.Helper()
	if err := m.g.Apply(mv); err != nil {
		t.Fatalf("legal move %v refused: %v", mv, err)
	}
	if err := m.shadow.Apply(mv); err != nil {
		t.Fatalf("shadow refused %v: %v", mv, err)
	}
	if mv.Kind == variant.Pass {
		m.passed[mv.Seat] = mv.Cards
	}
}

// step makes one legal step, or starts a new match once one is over.
func (m *bhMachine) step(t *rapid.T, random bool) {
	switch m.g.Phase() {
	case variant.PhaseMatchOver:
		m.newMatch(t)
		return
	case variant.PhaseDeal, variant.PhaseDealOver:
		m.deal(t)
		return
	}
	if random {
		mv, ok := m.g.RandomMove(m.rng)
		if !ok {
			t.Fatalf("RandomMove: no move in phase %v", m.g.Phase())
		}
		m.apply(t, mv)
		return
	}
	tu := m.g.Turn()
	switch tu.Kind {
	case variant.Play:
		c := rapid.SampledFrom(tu.Cards.Cards()).Draw(t, "play")
		m.apply(t, variant.PlayMove(tu.Seat, c))
	case variant.Pass:
		// Any seat that has not passed may pass (simultaneous).
		var waiting []int
		for s := 0; s < m.n; s++ {
			if v, _ := m.g.View(s); v.Turn != nil {
				waiting = append(waiting, s)
			}
		}
		s := rapid.SampledFrom(waiting).Draw(t, "passer")
		h := m.g.Hand(s)
		idx := rapid.SliceOfNDistinct(rapid.IntRange(0, h.Len()-1), 3, 3, rapid.ID[int]).Draw(t, "pass")
		var x card.Set
		for _, i := range idx {
			c, _ := h.Nth(i)
			x = x.Add(c)
		}
		m.apply(t, variant.PassMove(s, x))
	default:
		t.Fatalf("turn %+v in phase %v", tu, m.g.Phase())
	}
}

// illegal tries a random or near-miss move: if the engine refuses it, the
// refusal must be a complete *rule.Violation and change nothing; if it
// accepts it, the move was legal and both games take it.
func (m *bhMachine) illegal(t *rapid.T) {
	g := m.g
	n := m.n
	var mv variant.Move
	tu := g.Turn()
	switch rapid.IntRange(0, 5).Draw(t, "illegalKind") {
	case 0: // anything
		mv = variant.Move{
			Kind:     variant.Kind(rapid.IntRange(0, 10).Draw(t, "kind")),
			Seat:     rapid.IntRange(-2, n+1).Draw(t, "seat"),
			Card:     card.Card(rapid.Uint8().Draw(t, "card")),
			Cards:    card.Set(rapid.Uint64().Draw(t, "cards")),
			Call:     variant.Call(rapid.IntRange(0, 3).Draw(t, "call")),
			Position: rapid.IntRange(-1, 20).Draw(t, "pos"),
		}
	case 1: // a card of the pack, by any seat
		mv = variant.PlayMove(rapid.IntRange(0, n-1).Draw(t, "seat"), rapid.SampledFrom(g.Pack().Cards()).Draw(t, "card"))
	case 2: // the seat to act plays a card it holds that is not legal
		if tu.Kind != variant.Play || g.Hand(tu.Seat) == tu.Cards {
			t.Skip("no illegal card held")
		}
		mv = variant.PlayMove(tu.Seat, rapid.SampledFrom((g.Hand(tu.Seat)&^tu.Cards).Cards()).Draw(t, "card"))
	case 3: // a pass of a random size of cards of the pack
		s := rapid.IntRange(0, n-1).Draw(t, "seat")
		k := rapid.IntRange(0, 5).Draw(t, "size")
		var x card.Set
		for _, c := range rapid.SliceOfNDistinct(rapid.SampledFrom(g.Pack().Cards()), k, k, rapid.ID[card.Card]).Draw(t, "cards") {
			x = x.Add(c)
		}
		mv = variant.PassMove(s, x)
	case 4: // a pass of cards the seat holds, of the wrong size
		s := rapid.IntRange(0, n-1).Draw(t, "seat")
		h := g.Hand(s)
		k := rapid.SampledFrom([]int{0, 1, 2, 4}).Draw(t, "size")
		var x card.Set
		for c := range h.All() {
			if x.Len() < k {
				x = x.Add(c)
			}
		}
		mv = variant.PassMove(s, x)
	case 5: // an announcement, a decline, a stock, a push, a draw
		s := rapid.IntRange(0, n-1).Draw(t, "seat")
		mv = rapid.SampledFrom([]variant.Move{
			variant.AnnounceMove(s, variant.NoTrickCall), variant.AnnounceMove(s, variant.SweepCall),
			variant.DeclineMove(s), variant.StockMove(s, g.Hand(s)), variant.PushMove(s),
			variant.DrawMove(s, card.QueenSpades), variant.DrawAtMove(s, 0),
		}).Draw(t, "other")
	}
	probe := *g
	if probe.Apply(mv) == nil {
		m.apply(t, mv)
		return
	}
	before := *g
	err := g.Apply(mv)
	if *g != before {
		t.Fatalf("the refused move %+v changed the game", mv)
	}
	var v *rule.Violation
	if !errors.As(err, &v) {
		t.Fatalf("Apply(%+v) = %v (%T), want a *rule.Violation", mv, err, err)
	}
	if v.ID == rule.None || !v.Told() || !gametest.IsRef(v.Ref) {
		t.Fatalf("Apply(%+v): incomplete violation %+v", mv, v)
	}
	wantSeat := mv.Seat
	if mv.Seat < 0 || mv.Seat >= n {
		wantSeat = rule.NoSeat
	}
	if v.Seat != wantSeat {
		t.Fatalf("Apply(%+v): violation %v names seat %d", mv, v.ID, v.Seat)
	}
}

// check is the invariant, checked after every step.
func (m *bhMachine) check(t rapid.TB) {
	t.Helper()
	g := m.g
	n := m.n
	m.checks++
	if *g != *m.shadow {
		t.Fatalf("a clone fed the same moves differs from the original")
	}
	phase := g.Phase()
	pack := g.Pack()
	v0, err := g.View(0)
	if err != nil {
		t.Fatal(err)
	}
	// Cards are conserved: hands, the trick on the table and the tricks
	// taken are the pack, each card once.
	var all card.Set
	count := 0
	for s := 0; s < n; s++ {
		h := g.Hand(s)
		if all&h != 0 {
			t.Fatalf("cards %v are in two hands", all&h)
		}
		all |= h
		count += h.Len()
	}
	played := card.Set(0)
	for _, tr := range append(v0.Tricks, v0.Current) {
		for _, c := range tr.Cards {
			if all.Has(c) {
				t.Fatalf("card %v is both played and held", c)
			}
			all = all.Add(c)
			played = played.Add(c)
			count++
		}
	}
	if g.Stock() != 0 {
		t.Fatalf("a stock %v in %v", g.Stock(), m.id)
	}
	if phase == variant.PhaseDeal {
		if all != 0 {
			t.Fatalf("cards %v before the first deal", all)
		}
	} else if all != pack || count != pack.Len() {
		t.Fatalf("phase %v: the cards (%d) are not the pack: missing %v, extra %v", phase, count, pack&^all, all&^pack)
	}
	// Once a deal has ended the dealer has rotated (C-8): the tricks shown
	// are those of the deal Result names.
	dealer := g.Dealer()
	if r, ok := g.Result(); ok && (phase == variant.PhaseDealOver || phase == variant.PhaseMatchOver) {
		dealer = r.Dealer
	}
	m.checkTricks(t, v0.Tricks, dealer)

	// Whoever must act has something legal to do.
	tu := g.Turn()
	switch phase {
	case variant.PhasePass, variant.PhasePlay:
		if tu.Seat < 0 || tu.Cards == 0 || !g.Hand(tu.Seat).ContainsAll(tu.Cards) {
			t.Fatalf("phase %v: turn %+v with hand %v", phase, tu, g.Hand(tu.Seat))
		}
		if len(g.LegalMoves(nil)) == 0 {
			t.Fatalf("phase %v: no legal move", phase)
		}
		if phase == variant.PhasePlay {
			if lp := g.LegalPlays(); lp != tu.Cards {
				t.Fatalf("LegalPlays %v, Turn %v", lp, tu.Cards)
			}
			h := g.Hand(tu.Seat)
			if led := v0.Current.Cards; len(led) > 0 {
				if f := h.OfSuit(led[0].Suit()); f != 0 && tu.Cards != f {
					t.Fatalf("TT-2: seat %d holds %v of the led suit, may play %v", tu.Seat, f, tu.Cards)
				}
			}
			if m.id == games.Hearts {
				if want := bhHeartsLegal(m.o, g.Pack(), h, v0.Tricks, v0.Current.Cards); tu.Cards != want {
					t.Fatalf("SH-R4..R7: seat %d with %v may play %v, want %v (tricks %v, current %v)", tu.Seat, h, tu.Cards, want, len(v0.Tricks), v0.Current.Cards)
				}
			}
			if m.id == games.BlackMaria {
				want := h
				if led := v0.Current.Cards; len(led) > 0 && h.HasSuit(led[0].Suit()) {
					want = h.OfSuit(led[0].Suit())
				}
				if tu.Cards != want {
					t.Fatalf("BM-R6: seat %d may play %v, want %v", tu.Seat, tu.Cards, want)
				}
			}
		} else if tu.Count != 3 || tu.Cards != g.Hand(tu.Seat) {
			t.Fatalf("pass turn %+v", tu)
		}
	default:
		if tu.Seat != -1 || len(g.LegalMoves(nil)) != 0 {
			t.Fatalf("phase %v: turn %+v", phase, tu)
		}
	}

	// A deal ended: check its score against the model.
	if g.DealsPlayed() != m.deals {
		if g.DealsPlayed() != m.deals+1 {
			t.Fatalf("deals played jumped from %d to %d", m.deals, g.DealsPlayed())
		}
		m.deals++
		m.checkResult(t)
	}
	if diff := cmp.Diff(m.totals[:n], g.Totals()); diff != "" {
		t.Fatalf("totals (-model +game):\n%s", diff)
	}
	m.checkMatchEnd(t)
	m.checkViews(t, played)
}

// bhHeartsLegal is what a Hearts seat holding hand may play, from
// the rule book independently of the engine: the lowest club in play to open
// the deal (SH-R4; any club with OpenerAnyClub, SH-A2); no heart led
// before a heart (or, with QueenBreaksHearts, the Q♠) has been played to
// an earlier trick, unless the hand is all hearts (SH-R6, SH-A1); follow
// suit (TT-2); no heart or Q♠ discarded to trick 1 while the hand holds
// another card (SH-R7), and a heart before the Q♠ with
// FirstTrickHeartBeforeQueen (SH-A3).
func bhHeartsLegal(o bhFlat, pack, hand card.Set, done []variant.TrickRecord, cur []card.Card) card.Set {
	penalty := card.HeartsSet.Add(card.QueenSpades)
	first := len(done) == 0
	if len(cur) == 0 {
		if first {
			open, _ := pack.OfSuit(card.Clubs).Lowest()
			if o.OpenerAnyClub {
				return hand.OfSuit(card.Clubs)
			}
			return card.Of(open)
		}
		broken := false
		for _, tr := range done {
			for _, c := range tr.Cards {
				if c.Suit() == card.Hearts || (o.QueenBreaksHearts && c == card.QueenSpades) {
					broken = true
				}
			}
		}
		if !broken && hand&^card.HeartsSet != 0 {
			return hand &^ card.HeartsSet
		}
		return hand
	}
	if f := hand.OfSuit(cur[0].Suit()); f != 0 {
		return f
	}
	if first {
		if safe := hand &^ penalty; safe != 0 {
			return safe
		}
		if o.FirstTrickHeartBeforeQueen && hand.HasSuit(card.Hearts) {
			return hand.OfSuit(card.Hearts)
		}
	}
	return hand
}

// checkTricks checks completed tricks: n cards, the first led by the
// right seat, each won by the seat that played the highest card of the
// led suit (TT-3), which leads the next (TT-4).
func (m *bhMachine) checkTricks(t rapid.TB, tricks []variant.TrickRecord, dealer int) {
	t.Helper()
	n := m.n
	for i, tr := range tricks {
		if len(tr.Cards) != n || len(tr.Seats) != n {
			t.Fatalf("trick %d has %d cards", i, len(tr.Cards))
		}
		for k, s := range tr.Seats {
			if s != (tr.Leader+k)%n {
				t.Fatalf("trick %d: play %d by seat %d, leader %d", i, k, s, tr.Leader)
			}
		}
		if i == 0 {
			first := tr.Cards[0]
			if m.id == games.BlackMaria && tr.Leader != (dealer+1)%n {
				t.Fatalf("BM-R5: trick 1 led by %d, dealer %d", tr.Leader, dealer)
			}
			if m.id == games.Hearts {
				low, _ := m.g.Pack().OfSuit(card.Clubs).Lowest()
				if first != low && !(m.o.OpenerAnyClub && first.Suit() == card.Clubs) {
					t.Fatalf("SH-R4: trick 1 opened with %v", first)
				}
			}
		} else if tr.Leader != tricks[i-1].Winner {
			t.Fatalf("TT-4: trick %d led by %d, trick %d won by %d", i, tr.Leader, i-1, tricks[i-1].Winner)
		}
		led := tr.Cards[0].Suit()
		best, win := tr.Cards[0], tr.Seats[0]
		for k, c := range tr.Cards {
			if c.Suit() == led && c > best {
				best, win = c, tr.Seats[k]
			}
		}
		if tr.Winner != win {
			t.Fatalf("TT-3: trick %d %v won by %d, want %d", i, tr.Cards, tr.Winner, win)
		}
	}
}

// checkResult checks the deal just ended against the rule book.
func (m *bhMachine) checkResult(t rapid.TB) {
	t.Helper()
	n := m.n
	r, ok := m.g.Result()
	if !ok || r.Number != m.deals-1 || len(r.Points) != n || r.Loser != -1 {
		t.Fatalf("result %+v after deal %d", r, m.deals)
	}
	if got := len(r.Tricks); got != m.g.Pack().Len()/n {
		t.Fatalf("the deal had %d tricks", got)
	}
	m.checkTricks(t, r.Tricks, r.Dealer)
	var taken [seat.Max]card.Set
	m.prevPublic = 0
	for _, tr := range r.Tricks {
		for _, c := range tr.Cards {
			taken[tr.Winner] = taken[tr.Winner].Add(c)
			m.prevPublic = m.prevPublic.Add(c)
		}
	}
	pts := func(s card.Set) int {
		sum := 0
		for c := range s.All() {
			sum += bhValue(m.id, m.o, c)
		}
		return sum
	}
	omni := card.Set(0)
	if m.o.Omnibus != blackmaria.OmnibusOff {
		omni = card.Of(m.o.Omnibus.Card())
	}
	// The cards of a moon (SH-R9, SH-O2) or a slam (BM-O4, BM-A6).
	need := m.g.Pack() & card.HeartsSet.Add(card.QueenSpades)
	special := m.id == games.Hearts && m.o.Moon != hearts.MoonOff
	if m.id == games.BlackMaria {
		need |= card.Of(card.KingSpades, card.AceSpades)
		special = m.o.Slam == blackmaria.SlamDeduct
	} else if m.o.OmnibusMoonNeedsJack {
		need |= omni
	}
	shooter := -1
	for s := 0; s < n; s++ {
		if taken[s].ContainsAll(need) {
			shooter = s
		}
	}
	want := make([]int, n)
	outcome := "normal"
	total := gametest.PenaltyTotal(m.id, n, m.o.options(m.id))
	if special && shooter >= 0 {
		outcome = map[games.ID]string{games.BlackMaria: "slam", games.Hearts: "moon"}[m.id]
		for s := 0; s < n; s++ {
			want[s] = pts(taken[s] & omni)
			if m.id == games.Hearts && m.o.Moon == hearts.MoonAddToOthers && s != shooter {
				want[s] += total
			}
		}
		if m.id == games.BlackMaria || m.o.Moon == hearts.MoonSubtractFromShooter {
			want[shooter] -= total
		}
	} else {
		for s := 0; s < n; s++ {
			want[s] = pts(taken[s])
		}
	}
	if diff := cmp.Diff(want, r.Points); diff != "" || r.Outcome.String() != outcome {
		t.Fatalf("deal %d: outcome %v (model %s), points (-model +game):\n%s", m.deals, r.Outcome, outcome, diff)
	}
	sum := 0
	for s := 0; s < n; s++ {
		sum += r.Points[s]
		m.totals[s] += r.Points[s]
	}
	if want := gametest.DealSum(m.id, n, m.o.options(m.id), outcome); sum != want {
		t.Fatalf("deal %d (%s): the points add up to %d, want %d", m.deals, outcome, sum, want)
	}
}

// checkMatchEnd checks BM-R9, BM-O5, BM-A5 and SH-R10.
func (m *bhMachine) checkMatchEnd(t rapid.TB) {
	t.Helper()
	g := m.g
	if m.deals == 0 {
		return
	}
	ended := m.g.Phase() == variant.PhaseDealOver || m.g.Phase() == variant.PhaseMatchOver
	if !ended {
		return
	}
	var low []int
	min := m.totals[0]
	reached := false
	target := m.o.Target
	if target == 0 {
		target = 100
	}
	for s := 0; s < m.n; s++ {
		min = func(a, b int) int {
			if a < b {
				return a
			}
			return b
		}(min, m.totals[s])
		if m.totals[s] >= target {
			reached = true
		}
	}
	for s := 0; s < m.n; s++ {
		if m.totals[s] == min {
			low = append(low, s)
		}
	}
	end := reached
	if m.o.Deals > 0 {
		end = m.deals >= m.o.Deals
	}
	if end && len(low) > 1 && m.o.Ties == variant.TiesPlayOn {
		end = false
	}
	if g.Over() != end {
		t.Fatalf("after deal %d totals %v: over %v, want %v", m.deals, m.totals[:m.n], g.Over(), end)
	}
	if end && !gametest.SameSeats(g.Winners(), low) {
		t.Fatalf("winners %v, want %v", g.Winners(), low)
	}
	if !end && len(g.Winners()) != 0 {
		t.Fatalf("winners %v before the end", g.Winners())
	}
}

// checkViews checks that no View shows a card of another seat's hand that
// the seat has not seen (TT-6), in the struct and in its JSON.
func (m *bhMachine) checkViews(t rapid.TB, played card.Set) {
	t.Helper()
	g := m.g
	phase := g.Phase()
	for s := 0; s < m.n; s++ {
		v, err := g.View(s)
		if err != nil {
			t.Fatal(err)
		}
		hand := g.Hand(s)
		if phase == variant.PhasePass {
			hand &^= m.passed[s]
			if v.Received != 0 {
				t.Fatalf("BM-R4/SH-R3: seat %d sees what it receives (%v) before every seat has passed", s, v.Received)
			}
		}
		if phase == variant.PhaseDeal {
			hand = 0
		}
		if v.Hand != hand {
			t.Fatalf("seat %d's view shows hand %v, it holds %v", s, v.Hand, hand)
		}
		if v.Passed != m.passed[s] && phase != variant.PhaseDeal {
			t.Fatalf("seat %d's view shows passed %v, it passed %v", s, v.Passed, m.passed[s])
		}
		if v.Turn != nil && !hand.ContainsAll(v.Turn.Cards) {
			t.Fatalf("seat %d's turn offers %v beyond its hand %v", s, v.Turn.Cards, hand)
		}
		if m.checks%2 == 1 || s != m.checks/2%m.n {
			continue // the JSON of one seat every other check, in turn
		}
		known := m.dealt[s] | g.Hand(s) | played | m.prevPublic
		if phase == variant.PhaseDeal {
			known = 0
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("View(%d) to JSON: %v", s, err)
		}
		if leak := bhViewCards(b) &^ known; leak != 0 {
			t.Fatalf("TT-6: seat %d's view shows %v, which it has not seen: %s", s, leak, b)
		}
		if !json.Valid(b) {
			t.Fatalf("View(%d) is not valid JSON: %s", s, b)
		}
	}
}

// bhViewCards returns every card a View's JSON names, but for the
// table's options (whose values such as "JD" or "2D" look like cards).
func bhViewCards(b []byte) card.Set {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		return bhCardsInJSON(b)
	}
	delete(top, "options")
	var out card.Set
	for _, v := range top {
		out |= bhCardsInJSON(v)
	}
	return out
}

// bhCardsInJSON returns every card named by a JSON string in b (keys
// included: none of them names a card).
func bhCardsInJSON(b []byte) card.Set {
	var out card.Set
	for i := 0; i < len(b); i++ {
		if b[i] != '"' {
			continue
		}
		j := i + 1
		for j < len(b) && b[j] != '"' {
			if b[j] == '\\' {
				j++
			}
			j++
		}
		if j > len(b) {
			j = len(b)
		}
		if c, err := card.Parse(string(b[i+1 : j])); err == nil {
			out = out.Add(c)
		}
		i = j
	}
	return out
}

func TestBHStateMachine(t *testing.T) {
	// Random matches of Black Maria and Hearts at every table size with
	// random options, with illegal moves tried along the way; the
	// invariants are checked after every step.
	for _, id := range []games.ID{games.BlackMaria, games.Hearts} {
		for n := 3; n <= 6; n++ {
			t.Run(bhName(id, n), func(t *testing.T) {
				rapid.Check(t, func(rt *rapid.T) {
					m := &bhMachine{id: id, n: n, o: bhDrawOptions(rt, id, n)}
					m.newMatch(rt)
					rt.Repeat(map[string]func(*rapid.T){
						"step":    func(rt *rapid.T) { m.step(rt, false) },
						"illegal": m.illegal,
						"rush": func(rt *rapid.T) {
							// Many random legal moves, the invariant after each.
							k := rapid.IntRange(1, 50).Draw(rt, "rush")
							for i := 0; i < k; i++ {
								m.step(rt, true)
								m.check(rt)
							}
						},
						"clone": func(rt *rapid.T) {
							// A fresh clone (Clone or CloneInto) from here on; a
							// clone played on alone leaves the original as it was.
							if rapid.Bool().Draw(rt, "into") {
								var c variant.TrickGame
								m.g.CloneInto(&c)
								m.shadow = &c
							} else {
								m.shadow = m.g.Clone().(*variant.TrickGame)
							}
							snap := *m.g
							other := m.g.Clone()
							if mv, ok := other.RandomMove(m.rng); ok {
								if err := other.Apply(mv); err != nil {
									rt.Fatalf("clone refused %v: %v", mv, err)
								}
							} else if other.Phase() != variant.PhaseMatchOver {
								_ = other.Deal()
							}
							if *m.g != snap {
								rt.Fatalf("playing a clone changed the original")
							}
						},
						"": func(rt *rapid.T) { m.check(rt) },
					})
				})
			})
		}
	}
}

func TestBHOptionsJSON(t *testing.T) {
	// the record format's options of Black Maria and Hearts: every value parses
	// to the option of docs/rules.md, is valid, and is written back by
	// MarshalOptions; another game's option or an unknown value is
	// unknown-option.
	type tc struct {
		json string
		want variant.Options
	}
	// The options both games have, each in the game's own Options.
	common := func(id games.ID) []tc {
		var cs []tc
		for _, c := range []struct {
			json string
			want bhFlat
		}{
			{`{"ties":"play-on"}`, bhFlat{Ties: variant.TiesPlayOn}},
			{`{"spot-hearts":true}`, bhFlat{SpotHearts: true}},
			{`{"omnibus":"JD"}`, bhFlat{Omnibus: blackmaria.OmnibusJD}},
			{`{"omnibus":"10D"}`, bhFlat{Omnibus: blackmaria.OmnibusTenD}},
			{`{"target":50}`, bhFlat{Target: 50}},
			{`{"deals":8}`, bhFlat{Deals: 8}},
		} {
			cs = append(cs, tc{c.json, c.want.options(id)})
		}
		return cs
	}
	gameIDs := map[games.ID][]tc{
		games.BlackMaria: append([]tc{
			{`{"three-player-removal":"2D"}`, blackmaria.Options{ThreePlayerRemoval: blackmaria.TwoOfDiamonds}},
			{`{"six-player-removal":"standard"}`, blackmaria.Options{SixPlayerRemoval: blackmaria.StandardRemoval}},
			{`{"spade-values":"swapped"}`, blackmaria.Options{SpadeValues: blackmaria.SwappedSpades}},
			{`{"slam":"deduct"}`, blackmaria.Options{Slam: blackmaria.SlamDeduct}},
		}, common(games.BlackMaria)...),
		games.Hearts: append([]tc{
			{`{"moon":"subtract"}`, hearts.Options{Moon: hearts.MoonSubtractFromShooter}},
			{`{"moon":"off"}`, hearts.Options{Moon: hearts.MoonOff}},
			{`{"queen-breaks-hearts":true}`, hearts.Options{QueenBreaksHearts: true}},
			{`{"opener-any-club":true}`, hearts.Options{OpenerAnyClub: true}},
			{`{"omnibus-moon-needs-jack":true}`, hearts.Options{OmnibusMoonNeedsJack: true}},
			{`{"first-trick-heart-before-queen":true}`, hearts.Options{FirstTrickHeartBeforeQueen: true}},
		}, common(games.Hearts)...),
	}
	for id, cases := range gameIDs {
		for _, c := range cases {
			o, err := games.ParseOptions(id, []byte(c.json))
			if err != nil {
				t.Errorf("%v %s: %v", id, c.json, err)
				continue
			}
			if diff := cmp.Diff(c.want, o); diff != "" {
				t.Errorf("%v %s (-want +got):\n%s", id, c.json, diff)
			}
			if err := games.Validate(id, 4, o); err != nil {
				t.Errorf("%v %s: Validate: %v", id, c.json, err)
			}
			back, err := games.MarshalOptions(id, o)
			if err != nil || string(back) != c.json {
				t.Errorf("%v: MarshalOptions(%s) = %s, %v", id, c.json, back, err)
			}
		}
		// Defaults are the zero Options and write as {}.
		if o, err := games.ParseOptions(id, []byte(`{"ties":"shared","omnibus":"off","spot-hearts":false}`)); err != nil || o != (bhFlat{}).options(id) {
			t.Errorf("%v: the default values parse to %+v, %v", id, o, err)
		}
	}
	for _, bad := range []struct {
		id   games.ID
		json string
	}{
		{games.BlackMaria, `{"moon":"off"}`},
		{games.BlackMaria, `{"queen-breaks-hearts":true}`},
		{games.BlackMaria, `{"kreuz-sieben":true}`},
		{games.Hearts, `{"slam":"deduct"}`},
		{games.Hearts, `{"spade-values":"swapped"}`},
		{games.Hearts, `{"six-player-removal":"standard"}`},
		{games.Hearts, `{"omnibus":"QS"}`},
		{games.BlackMaria, `{"slam":"yes"}`},
		{games.BlackMaria, `{"spot-hearts":"true"}`},
	} {
		_, err := games.ParseOptions(bad.id, []byte(bad.json))
		var v *rule.Violation
		if !errors.As(err, &v) || v.ID != rule.UnknownOption {
			t.Errorf("%v %s: %v, want unknown-option", bad.id, bad.json, err)
		}
	}
}
