package madonna_test

// The model of Schwarze Madonna that the state machine of
// madonna_prop_test.go checks the engine against: madModel, written from
// docs/rules.md without the engine's code, and madOracle, the scoring
// algorithm of MAD-R22..R25 written from the rule text.

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// madAnnounced are the announcements of a Madonna deal: the Jungfrau
// announcers and the Durchmarsch announcer (-1 for none).
type madAnnounced struct {
	jungfrau    seat.Set
	durchmarsch int
}

// madOracle scores a Madonna deal by docs/rules.md with the options of MAD-A1 to MAD-A13:
// tricks and pts per seat (MAD-R2 card points of the tricks won) and the
// announcements ann. It also names the outcome by the record format's
// rules.
func madOracle(n int, tricks, pts [seat.Max]int, ann madAnnounced, o madonna.Options) ([]int, score.Outcome) {
	aj, ad := ann.jungfrau, ann.durchmarsch
	out := make([]int, n)
	total := 0
	for s := range n {
		total += tricks[s]
	}
	var failed seat.Set
	for s := range n {
		if aj.Has(s) && tricks[s] > 0 {
			failed = failed.Add(s) // MAD-R19: an announced Jungfrau fails at its first trick
			out[s] = 48            // MAD-R22, MAD-A8
		}
	}
	if ad >= 0 && tricks[ad] != total {
		failed = failed.Add(ad) // MAD-R19: the Durchmarsch fails at another seat's trick
		out[ad] = 64
	}
	outcome := score.Normal
	if failed != 0 {
		outcome = score.FailedAnnouncement
		if o.FailureScoring == madonna.AnnouncerOnly {
			return out, outcome // MAD-R22: only the failed announcers score
		}
	}
	// The rest, among themselves (MAD-A6 Independent; everyone otherwise).
	for p := range n {
		if failed.Has(p) || tricks[p] != total {
			continue
		}
		// MAD-R23: p took every trick.
		for s := range n {
			switch {
			case failed.Has(s):
			case s == p && o.DurchmarschKeepsCardPoints:
				out[s] = 16 // MAD-A7
			case s == p:
				out[s] = 0
			case ad == p:
				out[s] = 64
			default:
				out[s] = 16
			}
		}
		if outcome == score.Normal {
			outcome = score.Sweep
			if ad == p {
				outcome = score.AnnouncedSweep
			}
		}
		return out, outcome
	}
	// MAD-R24, MAD-A1, MAD-A4.
	announced, silent := 0, 0
	for s := range n {
		if !failed.Has(s) && tricks[s] == 0 {
			if aj.Has(s) {
				announced++
			} else {
				silent++
			}
		}
	}
	for s := range n {
		if failed.Has(s) {
			continue
		}
		switch {
		case o.AnnouncedJungfrau == madonna.Flat48 && announced > 0:
			if tricks[s] > 0 {
				out[s] = 48 * announced << silent
				if o.JungfrauFactor == madonna.SingleFactor {
					out[s] = 48
				}
			}
		case o.JungfrauFactor == madonna.SingleFactor:
			f := 1
			if announced > 0 {
				f = 3
			} else if silent > 0 {
				f = 2
			}
			out[s] = pts[s] * f
		default:
			f := 1 << silent
			for range announced {
				f *= 3
			}
			out[s] = pts[s] * f
		}
	}
	if outcome == score.Normal {
		if announced > 0 {
			outcome = score.AnnouncedNoTrick
		} else if silent > 0 {
			outcome = score.NoTrick
		}
	}
	return out, outcome
}

// madPoints are the card points of MAD-R2.
func madPoints(s card.Set) int {
	p := (s & card.HeartsSet).Len()
	if s.Has(card.QueenSpades) {
		p += 8
	}
	return p
}

type madTrick struct {
	leader int
	cards  []card.Card
	winner int
}

// madModel is the state of a Madonna match as docs/rules.md describes it,
// kept beside the engine.
type madModel struct {
	n int
	o madonna.Options

	phase   variant.Phase
	dealer  int
	deals   int
	totals  [seat.Max]int
	winners []int
	last    []int // the last ended deal's points
	lastOut score.Outcome
	lastN   int // its tricks

	hands      [seat.Max]card.Set
	stock      card.Set
	stockSeat  int
	exchanged  int
	shortFirst bool // the first receiver was short and passed penalty cards (MAD-A3)
	tricks     []madTrick
	cur        madTrick
	leader     int
	won        [seat.Max]int
	aj         seat.Set
	ad         int
	rounds     int // turn-based rounds started (MAD-A9)
	asked      seat.Set
	annSeat    int
}

func (m *madModel) short(s int) bool { return ((m.hands[s] | m.stock) & madPassable).Len() < 2 }

// deal starts a deal with the given cards (MAD-R3, MAD-R5, MAD-A3).
func (m *madModel) deal(d variant.Dealt) {
	m.hands, m.stock = d.Hands, d.Stock
	m.exchanged, m.shortFirst = 0, false
	m.tricks, m.cur = nil, madTrick{}
	m.won, m.aj, m.ad = [seat.Max]int{}, 0, -1
	m.rounds, m.asked = 0, 0
	first := (m.dealer + 1) % m.n
	m.leader = first
	if m.stock == 0 {
		m.beginPlay()
		return
	}
	m.phase, m.stockSeat = variant.PhaseStock, first
	if m.short(first) {
		if m.o.ShortStock == madonna.ShortStockRedeal {
			// MAD-A3: void; no points; the same dealer deals again.
			m.phase = variant.PhaseDealOver
			m.deals++
			m.last, m.lastOut, m.lastN = make([]int, m.n), score.Redeal, 0
			return
		}
		m.shortFirst = true
	}
}

// stockLegal returns every legal stock return of seat s (MAD-R6..R9,
// MAD-R11, MAD-A3, MAD-A13).
func (m *madModel) stockLegal(s int) []card.Set {
	all := m.hands[s] | m.stock
	pass := all & madPassable
	from := pass
	if pass.Len() < 2 {
		from = all // MAD-A3 PassPenaltyCards: every passable card plus penalty cards
	}
	var out []card.Set
	cards := from.Cards()
	for i := range cards {
		for j := i + 1; j < len(cards); j++ {
			c := card.Of(cards[i], cards[j])
			if !c.ContainsAll(pass) && pass.Len() < 2 {
				continue
			}
			if m.o.MustChangeStock && c == m.stock && pass != m.stock {
				continue // MAD-A13, with the MAD-R11 waiver
			}
			out = append(out, c)
		}
	}
	return out
}

func (m *madModel) applyStock(s int, c card.Set) {
	m.hands[s] = (m.hands[s] | m.stock) &^ c
	m.stock = c
	m.exchanged++
	m.stockSeat = (s + 1) % m.n
	if m.exchanged == m.n { // the dealer was last (MAD-R6)
		m.beginPlay()
	}
}

func (m *madModel) beginPlay() {
	m.phase = variant.PhasePlay
	m.leader = (m.dealer + 1) % m.n // MAD-R12
	m.startRound(m.leader)
}

func (m *madModel) windowOpen() bool {
	return (m.phase == variant.PhasePlay || m.phase == variant.PhaseAnnounce) &&
		(len(m.tricks) == 0 || (len(m.tricks) == 1 && len(m.cur.cards) == 0))
}

// refusal returns the rule an announcement of c by s breaks now, or
// rule.None (MAD-R17, MAD-R18, the record format's order of checks).
func (m *madModel) refusal(s int, c variant.Call) rule.ID {
	switch {
	case m.phase == variant.PhaseDealOver || m.phase == variant.PhaseMatchOver || m.phase == variant.PhaseDeal:
		return rule.DealOver
	case !m.windowOpen():
		return rule.AnnounceWindow
	case m.aj.Has(s) || m.ad == s:
		return rule.AnnounceConflict
	case c == variant.NoTrickCall && m.won[s] > 0:
		return rule.AnnounceConflict
	case c == variant.SweepCall && m.ad >= 0:
		return rule.AnnounceConflict
	}
	if c == variant.SweepCall {
		for x := range m.n {
			if x != s && m.won[x] > 0 {
				return rule.AnnounceConflict
			}
		}
	}
	return rule.None
}

func (m *madModel) announcements() []variant.Move {
	out := []variant.Move{}
	for s := range m.n {
		for _, c := range []variant.Call{variant.NoTrickCall, variant.SweepCall} {
			if m.refusal(s, c) == rule.None {
				out = append(out, variant.AnnounceMove(s, c))
			}
		}
	}
	return out
}

func (m *madModel) canAnnounce(s int) bool {
	return m.refusal(s, variant.NoTrickCall) == rule.None || m.refusal(s, variant.SweepCall) == rule.None
}

// startRound opens a turn-based announcement round at seat from (MAD-A9):
// before the opening lead and after trick 1.
func (m *madModel) startRound(from int) {
	if m.o.Announcements != variant.TurnBased || m.rounds >= 2 || !m.windowOpen() {
		return
	}
	m.rounds++
	m.asked = 0
	m.phase = variant.PhaseAnnounce
	m.nextAsk(from, true)
}

func (m *madModel) nextAsk(s int, inclusive bool) {
	k := 1
	if inclusive {
		k = 0
	}
	for ; k <= m.n; k++ {
		x := (s + k) % m.n
		if !m.asked.Has(x) && m.canAnnounce(x) {
			m.annSeat = x
			return
		}
	}
	m.phase = variant.PhasePlay
}

func (m *madModel) announce(s int, c variant.Call) {
	if c == variant.NoTrickCall {
		m.aj = m.aj.Add(s)
	} else {
		m.ad = s
	}
	if m.phase == variant.PhaseAnnounce {
		m.asked = m.asked.Add(s)
		if s == m.annSeat {
			m.nextAsk(s, false)
		} else if !m.canAnnounce(m.annSeat) {
			m.nextAsk(m.annSeat, false)
		}
	}
}

func (m *madModel) decline(s int) {
	m.asked = m.asked.Add(s)
	m.nextAsk(s, false)
}

// turn returns the seat to act, or -1.
func (m *madModel) turn() int {
	switch m.phase {
	case variant.PhaseStock:
		return m.stockSeat
	case variant.PhaseAnnounce:
		return m.annSeat
	case variant.PhasePlay:
		return (m.leader + len(m.cur.cards)) % m.n
	}
	return -1
}

// legalPlays is TT-1, TT-2 and MAD-R12: follow suit if possible, else
// anything.
func (m *madModel) legalPlays() card.Set {
	h := m.hands[m.turn()]
	if len(m.cur.cards) == 0 {
		return h
	}
	if f := h.OfSuit(m.cur.cards[0].Suit()); f != 0 {
		return f
	}
	return h
}

// legalMoves returns the in-turn moves as the engine should list them.
func (m *madModel) legalMoves() []variant.Move {
	s := m.turn()
	out := []variant.Move{}
	switch m.phase {
	case variant.PhaseStock:
		for _, c := range m.stockLegal(s) {
			out = append(out, variant.StockMove(s, c))
		}
	case variant.PhasePlay:
		for c := range m.legalPlays().All() {
			out = append(out, variant.PlayMove(s, c))
		}
	case variant.PhaseAnnounce:
		for _, c := range []variant.Call{variant.NoTrickCall, variant.SweepCall} {
			if m.refusal(s, c) == rule.None {
				out = append(out, variant.AnnounceMove(s, c))
			}
		}
		out = append(out, variant.DeclineMove(s))
	}
	return out
}

// allFailed reports whether an announcement was made and all have failed
// (MAD-R19, MAD-R21).
func (m *madModel) allFailed() bool {
	if m.aj == 0 && m.ad < 0 {
		return false
	}
	for s := range m.n {
		if m.aj.Has(s) && m.won[s] == 0 {
			return false
		}
	}
	return !(m.ad >= 0 && m.won[m.ad] == len(m.tricks))
}

func (m *madModel) play(s int, c card.Card) {
	m.hands[s] = m.hands[s].Remove(c)
	if len(m.cur.cards) == 0 {
		m.cur.leader = s
	}
	m.cur.cards = append(m.cur.cards, c)
	if len(m.cur.cards) < m.n {
		return
	}
	// TT-3: the highest card of the led suit.
	w, best := m.cur.leader, m.cur.cards[0]
	for i, x := range m.cur.cards {
		if x.Suit() == best.Suit() && x.Rank() > best.Rank() {
			w, best = (m.cur.leader+i)%m.n, x
		}
	}
	m.cur.winner = w
	m.tricks = append(m.tricks, m.cur)
	m.cur = madTrick{}
	m.won[w]++
	m.leader = w // TT-4
	switch {
	case m.o.FailureScoring != madonna.Independent && m.allFailed(): // MAD-R21, MAD-A6
		m.endDeal()
	case m.hands[w] == 0: // TT-5
		m.endDeal()
	case len(m.tricks) == 1:
		m.startRound(w)
	}
}

func (m *madModel) endDeal() {
	var pts [seat.Max]int
	for _, tr := range m.tricks {
		pts[tr.winner] += madPoints(card.Of(tr.cards...))
	}
	m.last, m.lastOut = madOracle(m.n, m.won, pts, madAnnounced{jungfrau: m.aj, durchmarsch: m.ad}, m.o)
	m.lastN = len(m.tricks)
	for s := range m.n {
		m.totals[s] += m.last[s]
	}
	m.deals++
	m.phase = variant.PhaseDealOver
	// MAD-R27, MAD-A10, MAD-A11.
	limit, over := m.o.Limits.For(m.n), false
	for s := range m.n {
		if m.totals[s] > limit || (m.o.End == madonna.EndAtLeast && m.totals[s] >= limit) {
			over = true
		}
	}
	if over {
		// MAD-R28: the fewest points win; a tie is shared or played on.
		best := []int{}
		for s := range m.n {
			switch {
			case len(best) == 0 || m.totals[s] < m.totals[best[0]]:
				best = []int{s}
			case m.totals[s] == m.totals[best[0]]:
				best = append(best, s)
			}
		}
		if len(best) == 1 || m.o.Ties == variant.TiesShared {
			m.winners = best
			m.phase = variant.PhaseMatchOver
			return
		}
	}
	m.dealer = (m.dealer + 1) % m.n // MAD-R4
}
