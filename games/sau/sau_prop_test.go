package sau_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// The state-machine test of Schwarze Sau (the model, sauModel, is in
// sau_model_test.go).

// ---- the harness: engine, shadow clone and model side by side ----

// sauT is what the harness needs of *testing.T and *rapid.T.
type sauT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// sauChooser makes the random choices: rapid's draws or a seeded source.
type sauChooser interface {
	intn(n int, label string) int
}

type sauRapid struct{ t *rapid.T }

func (c sauRapid) intn(n int, label string) int { return rapid.IntRange(0, n-1).Draw(c.t, label) }

type sauRand struct{ r *rand.Rand }

func (c sauRand) intn(n int, _ string) int { return c.r.IntN(n) }

// sauHarness runs the engine g, a clone that receives every call g gets
// (it must stay equal to g), and the model.
type sauHarness struct {
	t      sauT
	g      *variant.TrickGame
	shadow *variant.TrickGame
	m      *sauModel
	steps  int
	stats  *sauStats
	// sweeper is a seat dealt the top cards that plays its highest card
	// while the others play their lowest, or -1: it makes Durchmarsch
	// deals, announced or not, happen (SAU-O3, SAU-O4).
	sweeper int
}

// sauStats counts what the random matches reached, so a test run shows
// that every path was taken.
type sauStats struct {
	deals, refused, pushes, announcements, early int
	outcomes                                     map[score.Outcome]int
	refusals                                     map[rule.ID]int
}

// sauDrawOptions draws a Sau option set: every option of SAU-O1 to SAU-O6 and SAU-A1 to SAU-A17
// independently, schieben only with the stock exchange (SAU-O6).
func sauDrawOptions(c sauChooser, n int) sau.Options {
	b := func(l string) bool { return c.intn(2, l) == 1 }
	o := sau.Options{
		FirstDealer:                    c.intn(n, "first-dealer"),
		KreuzSieben:                    b("kreuz-sieben"),
		MustLeadClubSeven:              b("must-lead-club-seven"),
		Jungfrau:                       b("jungfrau"),
		Durchmarsch:                    b("durchmarsch"),
		AngesagterDurchmarsch:          b("angesagter-durchmarsch"),
		StockExchange:                  b("stock-exchange"),
		Elimination:                    sau.Elimination(c.intn(2, "elimination")),
		MatchEnd:                       sau.MatchEnd(c.intn(3, "match-end")),
		StockScoring:                   sau.StockScoring(c.intn(3, "stock-scoring")),
		StockRestriction:               sau.StockRestriction(c.intn(2, "stock-restriction")),
		PushMultiplier:                 exchange.PushMultiplier(c.intn(2, "push-multiplier")),
		SixtySplit:                     sau.SixtySplit(c.intn(3, "sixty-split")),
		SpecialAddsCardPoints:          b("special-adds-card-points"),
		MultipleJungfrau:               b("multiple-jungfrau"),
		JungfrauBeatsSilentDurchmarsch: b("jungfrau-beats-silent-durchmarsch"),
	}
	o.Schieben = o.StockExchange && b("schieben")
	if c.intn(4, "turn-based") == 0 {
		o.Announcements = variant.TurnBased
	}
	return o
}

// newSauHarness starts a match at n seats with options o, resumed from
// random totals when the chooser says so.
func newSauHarness(t sauT, c sauChooser, n int, o sau.Options, seed uint64) *sauHarness {
	t.Helper()
	g, err := games.New(games.SchwarzeSau, n, o, rand.NewPCG(seed, 99))
	if err != nil {
		t.Fatalf("New(%+v): %v", o, err)
	}
	h := &sauHarness{t: t, g: g.(*variant.TrickGame), m: newSauModel(n, o)}
	if c.intn(2, "resume") == 1 {
		totals := make([]int, n)
		var carry []int
		if o.SixtySplit == sau.SplitNextDeal {
			carry = make([]int, n)
		}
		left := n
		for s := range totals {
			totals[s] = c.intn(36, "total")
			if h.m.eliminated(totals[s]) {
				if left-1 < 3 && (o.MatchEnd != sau.TwoPlayer || left-1 < 2) || o.MatchEnd == sau.FirstElimination {
					totals[s] = 0
				} else {
					left--
				}
			}
			if carry != nil && !h.m.eliminated(totals[s]) {
				carry[s] = c.intn(40, "carry")
			}
		}
		var out []int
		for s := range totals {
			if h.m.eliminated(totals[s]) {
				out = append(out, s)
			}
		}
		if err := h.g.Resume(variant.MatchState{Totals: totals, Out: out, Carry: carry}); err != nil {
			t.Fatalf("Resume(%v, out %v, carry %v): %v", totals, out, carry, err)
		}
		h.m.resume(totals, carry)
	}
	h.shadow = h.g.Clone().(*variant.TrickGame)
	h.check()
	return h
}

// running reports whether a deal is being played.
func (h *sauHarness) running() bool {
	return h.m.phase == sauStock || h.m.phase == sauPlaying
}

// deal starts the next deal: from a drawn order of the pack dealt singly
// from left(dealer) with the stock last (docs/rules.md), or from the
// engine's own source.
func (h *sauHarness) deal(c sauChooser) {
	h.t.Helper()
	if h.m.over || h.running() {
		return
	}
	m := h.m
	active := m.dealActive()
	if c.intn(4, "engine-deal") == 0 {
		if err := h.g.Deal(); err != nil {
			h.t.Fatalf("Deal: %v", err)
		}
		if err := h.shadow.Deal(); err != nil {
			h.t.Fatalf("shadow Deal: %v", err)
		}
		var hands [seat.Max]card.Set
		for s := 0; s < m.n; s++ {
			hands[s] = h.g.Hand(s)
		}
		m.deal(hands, h.g.Stock())
		h.step()
		return
	}
	order := m.pack.Cards()
	for i := len(order) - 1; i > 0; i-- {
		j := c.intn(i+1, "shuffle")
		order[i], order[j] = order[j], order[i]
	}
	stock := 0
	if active.Len() != 4 {
		stock = 2
	}
	d := variant.Dealt{Dealer: m.dealer}
	s := m.dealer
	for _, x := range order[:len(order)-stock] {
		s = m.next(active, s)
		d.Hands[s] = d.Hands[s].Add(x)
	}
	d.Stock = card.Of(order[len(order)-stock:]...)
	h.sweeper = -1
	if c.intn(5, "stacked") == 0 {
		// The first leader gets the highest cards: it can take every
		// trick by leading from the top.
		h.sweeper = m.next(active, m.dealer)
		k := d.Hands[h.sweeper].Len()
		var top card.Set
		for r := card.Ace; top.Len() < k; r-- {
			for _, u := range []card.Suit{card.Clubs, card.Diamonds, card.Hearts, card.Spades} {
				if top.Len() < k {
					top = top.Add(card.New(r, u))
				}
			}
		}
		rest := (m.pack &^ top).Cards()
		for i := len(rest) - 1; i > 0; i-- {
			j := c.intn(i+1, "shuffle-rest")
			rest[i], rest[j] = rest[j], rest[i]
		}
		d = variant.Dealt{Dealer: m.dealer}
		d.Hands[h.sweeper] = top
		s = m.dealer
		for _, x := range rest[:len(rest)-stock] {
			for s = m.next(active, s); s == h.sweeper; s = m.next(active, s) {
			}
			d.Hands[s] = d.Hands[s].Add(x)
		}
		d.Stock = card.Of(rest[len(rest)-stock:]...)
	}
	if err := h.g.DealCards(d); err != nil {
		h.t.Fatalf("DealCards: %v", err)
	}
	if err := h.shadow.DealCards(d); err != nil {
		h.t.Fatalf("shadow DealCards: %v", err)
	}
	m.deal(d.Hands, d.Stock)
	h.step()
}

// try applies mv to the engine: it must succeed exactly when the model
// says it is legal, and otherwise break the rule the model names and
// change nothing.
func (h *sauHarness) try(mv variant.Move) bool {
	h.t.Helper()
	want := h.m.expect(mv, h.g.Phase(), h.g.Turn().Seat)
	before := *h.g
	err := h.g.Apply(mv)
	if want == rule.None {
		if err != nil {
			h.t.Fatalf("%v: refused (%v), but the model says it is legal", mv, err)
		}
		if err := h.shadow.Apply(mv); err != nil {
			h.t.Fatalf("%v: the clone refused it: %v", mv, err)
		}
		if st := h.stats; st != nil {
			switch mv.Kind {
			case variant.Push:
				st.pushes++
			case variant.Announce:
				st.announcements++
			}
		}
		h.m.apply(mv)
		if st := h.stats; st != nil && h.m.phase == sauOver {
			st.deals++
			st.outcomes[h.m.outcome]++
			if h.m.ntricks*h.m.active.Len() < 32-h.m.stock.Len() {
				st.early++
			}
		}
		h.step()
		return true
	}
	if err == nil {
		h.t.Fatalf("%v: accepted, but the model says %v", mv, want)
	}
	var v *rule.Violation
	if !errors.As(err, &v) || !errors.Is(err, want) {
		h.t.Fatalf("%v: error %v, want rule %v", mv, err, want)
	}
	if !v.Told() {
		h.t.Fatalf("%v: a message is missing: %+v", mv, v)
	}
	if *h.g != before {
		h.t.Fatalf("%v: the refused move changed the game", mv)
	}
	if h.stats != nil {
		h.stats.refused++
		h.stats.refusals[want]++
	}
	h.check()
	return false
}

// step checks the state after a change and scores an ended deal.
func (h *sauHarness) step() {
	h.t.Helper()
	h.steps++
	h.check()
}

// legalMove plays one random legal in-turn move, or with some chance a
// legal announcement; it reports false when no seat acts.
func (h *sauHarness) legalMove(c sauChooser) bool {
	h.t.Helper()
	if !h.running() {
		return false
	}
	if ann := h.g.Announcements(nil); len(ann) > 0 && c.intn(8, "announce?") == 0 {
		h.try(ann[c.intn(len(ann), "announcement")])
		return true
	}
	moves := h.g.LegalMoves(nil)
	if len(moves) == 0 {
		h.t.Fatalf("no legal move in phase %v", h.g.Phase())
	}
	if sw := h.sweeper; sw >= 0 {
		switch h.g.Phase() {
		case variant.PhasePlay:
			if h.m.o.AngesagterDurchmarsch && h.m.ntricks == 0 && c.intn(2, "announce-sweep") == 0 {
				h.try(variant.AnnounceMove(sw, variant.SweepCall)) // may be refused
			}
			if h.g.Phase() == variant.PhasePlay {
				x, _ := h.g.LegalPlays().Lowest()
				if h.g.Turn().Seat == sw {
					x, _ = h.g.LegalPlays().Highest()
				}
				h.try(variant.PlayMove(h.g.Turn().Seat, x))
				return true
			}
		case variant.PhaseStock:
			if h.g.Turn().Seat == sw {
				lo := (h.g.Hand(sw) | h.g.Stock()) &^ sauPointCards
				a, _ := lo.Lowest()
				b, _ := lo.Remove(a).Lowest()
				if mv := variant.StockMove(sw, card.Of(a, b)); c.intn(2, "sweeper-push") == 0 && h.m.o.Schieben {
					h.try(variant.PushMove(sw))
				} else {
					h.try(mv)
				}
				return true
			}
		}
	}
	// Prefer a push now and then, and pick stock moves uniformly.
	mv := moves[c.intn(len(moves), "move")]
	if h.g.Phase() == variant.PhaseStock && h.m.o.Schieben && c.intn(3, "push?") == 0 {
		mv = variant.PushMove(h.g.Turn().Seat)
	}
	h.try(mv)
	return true
}

// randomMove tries a move of any kind, seat and cards: mostly illegal.
func (h *sauHarness) randomMove(c sauChooser) {
	h.t.Helper()
	n := h.m.n
	s := c.intn(n, "seat")
	if c.intn(2, "to-act") == 0 {
		if a := h.g.Turn().Seat; a >= 0 {
			s = a // aim at the seat to act: the rules after the turn
		}
	}
	if c.intn(20, "bad-seat") == 0 {
		s = n + c.intn(2, "far")
	}
	cards := h.m.pack.Cards()
	pick := func(l string) card.Card {
		if s < n {
			if own := h.m.hands[s] | h.m.stock; own != 0 && c.intn(2, l+"-own") == 0 {
				x, _ := own.Nth(c.intn(own.Len(), l))
				return x
			}
		}
		return cards[c.intn(len(cards), l)]
	}
	var mv variant.Move
	switch c.intn(8, "kind") {
	case 0, 1, 2:
		mv = variant.PlayMove(s, pick("card"))
	case 3:
		var set card.Set
		for k := 1 + c.intn(3, "stock-size"); k > 0; k-- {
			set = set.Add(pick("stock-card"))
		}
		if h.m.phase == sauStock && c.intn(2, "stock-two") == 0 {
			set = 0
			for own := h.m.hands[s%n] | h.m.stock; set.Len() < 2; {
				x, _ := own.Nth(c.intn(own.Len(), "stock-own"))
				set = set.Add(x)
			}
		}
		mv = variant.StockMove(s, set)
	case 4:
		mv = variant.PushMove(s)
	case 5:
		mv = variant.AnnounceMove(s, variant.Call(1+c.intn(2, "call")))
	case 6:
		mv = variant.DeclineMove(s)
	case 7:
		mv = variant.PassMove(s, card.Of(pick("p1"), pick("p2"), pick("p3")))
	}
	h.try(mv)
}

// clone restarts the shadow as a fresh clone of the engine.
func (h *sauHarness) clone() {
	h.shadow = h.g.Clone().(*variant.TrickGame)
	h.check()
}

// check compares the engine with the model and its clone.
func (h *sauHarness) check() {
	t, g, m := h.t, h.g, h.m
	t.Helper()
	if *g != *h.shadow {
		t.Fatalf("the clone no longer equals the game")
	}
	ph := g.Phase()
	want := map[sauPhase][]variant.Phase{
		sauNoDeal:  {variant.PhaseDeal},
		sauStock:   {variant.PhaseStock},
		sauPlaying: {variant.PhasePlay, variant.PhaseAnnounce},
		sauOver:    {variant.PhaseDealOver},
	}[m.phase]
	if m.over {
		want = []variant.Phase{variant.PhaseMatchOver}
	}
	if !(ph == want[0] || (len(want) > 1 && ph == want[1])) {
		t.Fatalf("phase %v, the model expects %v", ph, want)
	}
	if ph == variant.PhaseAnnounce && m.o.Announcements != variant.TurnBased {
		t.Fatalf("an announcement round without turn-based announcements")
	}
	// Turn: who acts, and what it may do.
	tu := g.Turn()
	switch {
	case m.phase == sauStock:
		if tu.Seat != m.stockSeat || tu.Kind != variant.Stock || tu.CanPush != m.o.Schieben {
			t.Fatalf("turn %+v, the model expects seat %d at the stock", tu, m.stockSeat)
		}
		k := (m.hands[tu.Seat] | m.stock).Len()
		if m.o.StockRestriction == sau.NoPointCards {
			k = ((m.hands[tu.Seat] | m.stock) &^ sauPointCards).Len()
		}
		wantN := k * (k - 1) / 2
		if m.o.Schieben {
			wantN++
		}
		if lm := g.LegalMoves(nil); len(lm) != wantN {
			t.Fatalf("%d legal stock moves, want %d", len(lm), wantN)
		}
	case ph == variant.PhasePlay:
		if tu.Seat != m.turn || tu.Kind != variant.Play {
			t.Fatalf("turn %+v, the model expects seat %d to play", tu, m.turn)
		}
		var legal card.Set
		for x := range m.hands[m.turn].All() {
			if m.expect(variant.PlayMove(m.turn, x), ph, -1) == rule.None {
				legal = legal.Add(x)
			}
		}
		if tu.Cards != legal || g.LegalPlays() != legal {
			t.Fatalf("seat %d may play %v (LegalPlays %v), the model says %v", m.turn, tu.Cards, g.LegalPlays(), legal)
		}
	case ph == variant.PhaseAnnounce:
		if !m.active.Has(tu.Seat) || tu.Kind != variant.Announce {
			t.Fatalf("announcement round asks %+v", tu)
		}
		var calls []variant.Move
		for _, c := range []variant.Call{variant.NoTrickCall, variant.SweepCall} {
			if m.expect(variant.AnnounceMove(tu.Seat, c), ph, tu.Seat) == rule.None {
				calls = append(calls, variant.AnnounceMove(tu.Seat, c))
			}
		}
		lm := g.LegalMoves(nil)
		if len(calls) == 0 || len(lm) != len(calls)+1 || lm[len(lm)-1] != variant.DeclineMove(tu.Seat) {
			t.Fatalf("announcement round: seat %d may %v, the model allows %v", tu.Seat, lm, calls)
		}
	default:
		if tu.Seat != -1 {
			t.Fatalf("seat %d acts in phase %v", tu.Seat, ph)
		}
	}
	if tu.Seat >= 0 && !m.active.Has(tu.Seat) {
		t.Fatalf("seat %d acts but does not play this deal (out %v)", tu.Seat, m.out)
	}
	// Out-of-turn announcements.
	var ann []variant.Move
	if m.o.Jungfrau || m.o.AngesagterDurchmarsch {
		for s := 0; s < m.n; s++ {
			for _, c := range []variant.Call{variant.NoTrickCall, variant.SweepCall} {
				if (c == variant.NoTrickCall && m.o.Jungfrau || c == variant.SweepCall && m.o.AngesagterDurchmarsch) &&
					m.expect(variant.AnnounceMove(s, c), ph, tu.Seat) == rule.None {
					ann = append(ann, variant.AnnounceMove(s, c))
				}
			}
		}
	}
	if got := g.Announcements(nil); fmt.Sprint(got) != fmt.Sprint(ann) {
		t.Fatalf("announcements %v, the model allows %v", got, ann)
	}
	// The cards: the engine's hands and stock are the model's, inactive
	// seats hold nothing, and every card of the pack is somewhere once.
	if m.phase != sauNoDeal {
		var all card.Set
		for s := 0; s < m.n; s++ {
			if g.Hand(s) != m.hands[s] {
				t.Fatalf("seat %d holds %v, the model says %v", s, g.Hand(s), m.hands[s])
			}
			if !m.active.Has(s) && m.hands[s] != 0 {
				t.Fatalf("inactive seat %d holds %v", s, m.hands[s])
			}
			all |= m.hands[s] | m.taken[s]
		}
		if g.Stock() != m.stock {
			t.Fatalf("stock %v, the model says %v", g.Stock(), m.stock)
		}
		for _, p := range m.cur {
			all = all.Add(p.c)
		}
		all |= m.stock
		n := m.stock.Len() + len(m.cur)
		for s := 0; s < m.n; s++ {
			n += m.hands[s].Len() + m.taken[s].Len()
		}
		if all != m.pack || n != 32 {
			t.Fatalf("cards not conserved: %d cards, missing %v", n, m.pack&^all)
		}
		// The engine's view of the tricks holds the same cards.
		v, err := g.View(m.next(m.all(), -1))
		if err != nil {
			t.Fatalf("View: %v", err)
		}
		var played card.Set
		for _, tr := range v.Tricks {
			played |= card.Of(tr.Cards...)
		}
		played |= card.Of(v.Current.Cards...)
		var taken card.Set
		for s := 0; s < m.n; s++ {
			taken |= m.taken[s]
		}
		for _, p := range m.cur {
			taken = taken.Add(p.c)
		}
		if played != taken || len(v.Tricks) != m.ntricks {
			t.Fatalf("the view shows %d tricks with %v, the model %d with %v", len(v.Tricks), played, m.ntricks, taken)
		}
	}
	for s := 0; s < m.n; s++ {
		v, err := g.View(s)
		if err != nil {
			t.Fatalf("View(%d): %v", s, err)
		}
		if m.phase != sauNoDeal && v.Hand != m.hands[s] {
			t.Fatalf("seat %d's view shows hand %v", s, v.Hand)
		}
		if (v.Turn != nil) != (s == tu.Seat) {
			t.Fatalf("seat %d's view has a turn: %v, but seat %d acts", s, v.Turn != nil, tu.Seat)
		}
	}
	// The match: the deal just scored, totals, out, carry, end.
	if m.phase == sauOver {
		r, ok := g.Result()
		if !ok || r.Number != m.deals-1 {
			t.Fatalf("no result for deal %d: %+v", m.deals-1, r)
		}
		if fmt.Sprint(r.Points) != fmt.Sprint(m.points[:m.n]) || r.Outcome != m.outcome {
			t.Fatalf("deal %d scored %v %v, SAU-R12 gives %v %v (tricks %v, jungfrau %v, durch %d, pushes %d, stock %v)",
				r.Number, r.Points, r.Outcome, m.points[:m.n], m.outcome, m.won[:m.n], m.jungfrau, m.durch, m.pushes, m.stock)
		}
		if len(r.Tricks) != m.ntricks {
			t.Fatalf("SAU-A7: %d tricks in the result, the model played %d", len(r.Tricks), m.ntricks)
		}
		for s := 0; s < m.n; s++ {
			if !m.active.Has(s) && r.Points[s] != 0 {
				t.Fatalf("seat %d did not play and scored %d", s, r.Points[s])
			}
			if m.o.SixtySplit == sau.NoSplit && r.Points[s]%m.m != 0 {
				t.Fatalf("seat %d scored %d, not a multiple of m = %d", s, r.Points[s], m.m)
			}
		}
	}
	if fmt.Sprint(g.Totals()) != fmt.Sprint(m.totals[:m.n]) {
		t.Fatalf("totals %v, the model %v", g.Totals(), m.totals[:m.n])
	}
	if fmt.Sprint(g.Out()) != fmt.Sprint(sauSeats(m.out)) || g.Over() != m.over || fmt.Sprint(g.Winners()) != fmt.Sprint(sauSeats(m.winners)) {
		t.Fatalf("out %v over %v winners %v, the model out %v over %v winners %v",
			g.Out(), g.Over(), g.Winners(), sauSeats(m.out), m.over, sauSeats(m.winners))
	}
	next, match := g.Carry()
	if fmt.Sprint(next) != fmt.Sprint(m.carry[:m.n]) || fmt.Sprint(match) != fmt.Sprint(m.nextMatch[:m.n]) {
		t.Fatalf("carry %v / %v, the model %v / %v", next, match, m.carry[:m.n], m.nextMatch[:m.n])
	}
	if !m.over && g.Dealer() != m.dealer {
		t.Fatalf("dealer %d, the model %d", g.Dealer(), m.dealer)
	}
	if g.DealsPlayed() < m.deals {
		t.Fatalf("%d deals played, the model %d", g.DealsPlayed(), m.deals)
	}
}

func sauSeats(s seat.Set) []int {
	out := []int{}
	for x := 0; x < seat.Max; x++ {
		if s.Has(x) {
			out = append(out, x)
		}
	}
	return out
}

// TestSauStateMachine is the rapid state machine: each run draws a table
// (3 or 4 seats) and options, maybe resumes from random totals, and then
// deals, plays legal moves, whole tricks and whole deals, announces out
// of turn, pushes, tries random moves and re-clones, in any order.
func TestSauStateMachine(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		c := sauRapid{rt}
		n := rapid.IntRange(3, 4).Draw(rt, "seats")
		o := sauDrawOptions(c, n)
		h := newSauHarness(rt, c, n, o, rapid.Uint64().Draw(rt, "seed"))
		rt.Repeat(map[string]func(*rapid.T){
			"deal": func(rt *rapid.T) {
				if h.m.over || h.running() {
					rt.Skip("no deal now")
				}
				h.deal(c)
			},
			"move": func(rt *rapid.T) {
				if !h.legalMove(c) {
					rt.Skip("no deal running")
				}
			},
			"trick": func(rt *rapid.T) {
				k := h.m.ntricks
				for h.running() && h.m.ntricks == k {
					h.legalMove(c)
				}
			},
			"rest of the deal": func(rt *rapid.T) {
				for h.running() {
					h.legalMove(c)
				}
			},
			"random move":      func(rt *rapid.T) { h.randomMove(c) },
			"announce or push": func(rt *rapid.T) { h.announceOrPush(c) },
			"clone":            func(rt *rapid.T) { h.clone() },
			"":                 func(rt *rapid.T) { h.check() },
		})
	})
}

// announceOrPush tries an announcement by any seat or a push by the seat
// at the stock: legal or not.
func (h *sauHarness) announceOrPush(c sauChooser) {
	h.t.Helper()
	if h.m.phase == sauStock && c.intn(2, "push") == 0 {
		h.try(variant.PushMove(h.m.stockSeat))
		return
	}
	h.try(variant.AnnounceMove(c.intn(h.m.n, "ann-seat"), variant.Call(1+c.intn(2, "ann-call"))))
}

// sauSeedT prefixes every failure with the seed that reproduces it.
type sauSeedT struct {
	*testing.T
	seed uint64
}

func (s sauSeedT) Fatalf(format string, args ...any) {
	s.T.Helper()
	s.T.Fatalf("seed %d: "+format, append([]any{s.seed}, args...)...)
}

// TestSauRandomMatches plays whole matches with fixed seeds (printed on
// failure) and random options to the end, mixing legal moves,
// announcements, pushes and illegal attempts, against the model.
func TestSauRandomMatches(t *testing.T) {
	matches := 300
	if testing.Short() {
		matches = 40
	}
	var ends [3]int
	st := &sauStats{outcomes: map[score.Outcome]int{}, refusals: map[rule.ID]int{}}
	for seed := uint64(1); seed <= uint64(matches); seed++ {
		r := rand.New(rand.NewPCG(seed, 0x5a0))
		c := sauRand{r}
		n := 3 + r.IntN(2)
		o := sauDrawOptions(c, n)
		h := newSauHarness(sauSeedT{t, seed}, c, n, o, seed)
		h.stats = st
		for d := 0; !h.m.over && d < 200; d++ {
			if r.IntN(4) == 0 {
				h.randomMove(c) // before the deal: deal-over or option-off
			}
			h.deal(c)
			for h.running() {
				switch r.IntN(10) {
				case 0, 1:
					h.randomMove(c)
				case 2:
					h.announceOrPush(c)
				case 3:
					if r.IntN(10) == 0 {
						h.clone()
					}
					fallthrough
				default:
					h.legalMove(c)
				}
			}
		}
		if !h.m.over {
			t.Fatalf("seed %d: the match did not end in 200 deals", seed)
		}
		h.randomMove(c) // after the end
		ends[o.MatchEnd]++
	}
	t.Logf("matches ended by match-end: %v; %d deals (%d ended early), %d pushes, %d announcements, %d moves refused",
		ends, st.deals, st.early, st.pushes, st.announcements, st.refused)
	t.Logf("outcomes %v; refusals %v", st.outcomes, st.refusals)
	for _, o := range []score.Outcome{score.Normal, score.Sweep, score.AnnouncedNoTrick, score.AnnouncedSweep, score.FailedAnnouncement} {
		if st.outcomes[o] == 0 {
			t.Errorf("no deal ended %v: the random matches miss a path", o)
		}
	}
	for _, id := range []rule.ID{rule.OptionOff, rule.DealOver, rule.AnnounceWindow, rule.WrongPhase, rule.NotYourTurn,
		rule.CardNotHeld, rule.FollowSuit, rule.StockCount, rule.NotPassable, rule.AnnounceConflict, rule.OpeningLead, rule.BadSeat} {
		if st.refusals[id] == 0 {
			t.Errorf("no move was refused as %v: the random matches miss a path", id)
		}
	}
}
