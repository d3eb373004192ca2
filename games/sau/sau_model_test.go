package sau_test

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// A state-machine test of Schwarze Sau: random option sets at 3 and 4
// seats, random deals, random legal and illegal moves, out-of-turn
// announcements and pushes, all through the public API, against sauModel,
// a model of docs/rules.md written here without the engine's code: its own
// hands, tricks, turn order, announcement window and conflicts, SAU-R12
// scoring with every option, elimination, match end and dealer rotation.

// sauValue is SAU-R2: each ♦ 1, J♣ 2, Q♠ 5.
func sauValue(s card.Set) int {
	v := s.OfSuit(card.Diamonds).Len()
	if s.Has(card.JackClubs) {
		v += 2
	}
	if s.Has(card.QueenSpades) {
		v += 5
	}
	return v
}

// sauPointCards are the cards SAU-R2 values.
var sauPointCards = card.SuitSet(card.Diamonds).Add(card.JackClubs).Add(card.QueenSpades)

type sauPlay struct {
	seat int
	c    card.Card
}

type sauPhase uint8

const (
	sauNoDeal sauPhase = iota // before the first deal
	sauStock
	sauPlaying
	sauOver // the deal has ended
)

// sauModel is the model of a Sau match.
type sauModel struct {
	o    sau.Options
	n    int
	pack card.Set

	// The match.
	totals    [seat.Max]int
	out       seat.Set
	carry     [seat.Max]int
	nextMatch [seat.Max]int
	dealer    int
	deals     int
	over      bool
	winners   seat.Set

	// The deal.
	phase      sauPhase
	active     seat.Set
	dealtStock card.Set
	hands      [seat.Max]card.Set
	stock      card.Set
	stockSeat  int
	stockDone  seat.Set
	pushes     int
	jungfrau   seat.Set
	durch      int
	turn       int
	cur        []sauPlay
	ntricks    int
	won        [seat.Max]int
	taken      [seat.Max]card.Set
	lastWinner int

	// The last deal's score.
	points  [seat.Max]int
	outcome score.Outcome
	m       int // multiplier
	split   bool
}

func newSauModel(n int, o sau.Options) *sauModel {
	return &sauModel{o: o, n: n, pack: card.RangeSet(card.Seven, card.Ace), dealer: o.FirstDealer, durch: -1}
}

func (m *sauModel) all() seat.Set { return seat.All(m.n) }

// next returns the first seat of s left of x (C-5).
func (m *sauModel) next(s seat.Set, x int) int {
	for k := 1; k <= m.n; k++ {
		if y := (x + k) % m.n; s.Has(y) {
			return y
		}
	}
	return -1
}

func (m *sauModel) eliminated(total int) bool {
	if m.o.Elimination == sau.EliminateOver30 {
		return total > 30
	}
	return total >= 30
}

// resume sets the match state as a record would (docs/records.md totals, out,
// carry).
func (m *sauModel) resume(totals, carry []int) {
	for s := 0; s < m.n; s++ {
		m.totals[s] = totals[s]
		if m.eliminated(totals[s]) {
			m.out = m.out.Add(s)
		}
		if carry != nil {
			m.carry[s] = carry[s]
		}
	}
	if m.out.Has(m.dealer) {
		m.dealer = m.next(m.all()&^m.out, m.dealer)
	}
}

// dealActive returns the seats that play the next deal (SAU-R9, SAU-O5).
func (m *sauModel) dealActive() seat.Set {
	in := m.all() &^ m.out
	if m.o.StockExchange && in.Len() == 4 {
		in = in.Remove(m.dealer)
	}
	return in
}

// deal starts a deal with the given hands and stock.
func (m *sauModel) deal(hands [seat.Max]card.Set, stock card.Set) {
	m.active = m.dealActive()
	m.hands, m.stock, m.dealtStock = hands, stock, stock
	m.stockDone, m.pushes, m.jungfrau, m.durch = 0, 0, 0, -1
	m.cur, m.ntricks, m.won, m.taken, m.lastWinner = nil, 0, [seat.Max]int{}, [seat.Max]card.Set{}, -1
	m.turn = m.next(m.active, m.dealer)
	if m.o.StockExchange && stock != 0 {
		m.phase, m.stockSeat = sauStock, m.turn // SAU-O5
		return
	}
	m.beginPlay()
}

func (m *sauModel) beginPlay() {
	m.phase = sauPlaying
	m.turn = m.next(m.active, m.dealer) // SAU-R6
	if m.kreuzSieben() {
		for s := 0; s < m.n; s++ {
			if m.hands[s].Has(card.SevenClubs) {
				m.turn = s // SAU-O1
			}
		}
	}
}

// kreuzSieben reports whether SAU-O1 is in force for this deal: four
// active seats and no stock.
func (m *sauModel) kreuzSieben() bool {
	return m.o.KreuzSieben && m.active.Len() == 4 && m.dealtStock == 0
}

func (m *sauModel) window() bool {
	return m.phase == sauPlaying && (m.ntricks == 0 || (m.ntricks == 1 && len(m.cur) == 0))
}

// expect returns the rule mv breaks, in the record format's order, or rule.None.
// ph is the engine's phase: the model leaves MAD-A9's announcement rounds
// to the engine and checks them separately (sauHarness.check).
func (m *sauModel) expect(mv variant.Move, ph variant.Phase, annSeat int) rule.ID {
	o := &m.o
	if mv.Seat < 0 || mv.Seat >= m.n {
		return rule.BadSeat
	}
	dealOn := m.phase == sauStock || m.phase == sauPlaying
	switch mv.Kind {
	case variant.Announce:
		if mv.Call != variant.NoTrickCall && mv.Call != variant.SweepCall {
			return rule.WrongPhase
		}
		if (mv.Call == variant.NoTrickCall && !o.Jungfrau) || (mv.Call == variant.SweepCall && !o.AngesagterDurchmarsch) {
			return rule.OptionOff
		}
	case variant.Decline:
		if o.Announcements != variant.TurnBased {
			return rule.OptionOff
		}
	case variant.Stock:
		if !o.StockExchange {
			return rule.OptionOff
		}
	case variant.Push:
		if !o.Schieben {
			return rule.OptionOff
		}
	case variant.Play:
	default:
		if dealOn {
			return rule.WrongPhase
		}
	}
	if !dealOn {
		return rule.DealOver
	}
	s := mv.Seat
	switch mv.Kind {
	case variant.Announce:
		if !m.window() {
			return rule.AnnounceWindow
		}
		if !m.active.Has(s) {
			return rule.NotYourTurn
		}
		if m.jungfrau.Has(s) || m.durch == s {
			return rule.AnnounceConflict
		}
		if mv.Call == variant.NoTrickCall {
			if m.won[s] > 0 || m.durch >= 0 || (m.jungfrau != 0 && !o.MultipleJungfrau) {
				return rule.AnnounceConflict // MAD-R18, SAU-O4, SAU-A8
			}
			return rule.None
		}
		if m.durch >= 0 {
			return rule.AnnounceConflict
		}
		for x := 0; x < m.n; x++ {
			if x != s && m.won[x] > 0 {
				return rule.AnnounceConflict
			}
		}
		return rule.None
	case variant.Decline:
		if ph != variant.PhaseAnnounce {
			if !m.window() {
				return rule.AnnounceWindow
			}
			return rule.WrongPhase
		}
		if s != annSeat {
			return rule.NotYourTurn
		}
		return rule.None
	case variant.Stock, variant.Push:
		if m.phase != sauStock {
			return rule.WrongPhase
		}
		if s != m.stockSeat {
			return rule.NotYourTurn
		}
		if mv.Kind == variant.Push {
			return rule.None
		}
		if mv.Cards&^(m.hands[s]|m.stock) != 0 {
			return rule.CardNotHeld
		}
		if mv.Cards.Len() != 2 {
			return rule.StockCount
		}
		if o.StockRestriction == sau.NoPointCards && mv.Cards&sauPointCards != 0 {
			return rule.NotPassable
		}
		return rule.None
	case variant.Play:
		if m.phase != sauPlaying || ph == variant.PhaseAnnounce {
			return rule.WrongPhase
		}
		if s != m.turn {
			return rule.NotYourTurn
		}
		h := m.hands[s]
		if !h.Has(mv.Card) {
			return rule.CardNotHeld
		}
		if len(m.cur) == 0 && m.ntricks == 0 && o.MustLeadClubSeven && m.kreuzSieben() && mv.Card != card.SevenClubs {
			return rule.OpeningLead // SAU-A9
		}
		if len(m.cur) > 0 {
			led := m.cur[0].c.Suit()
			if h.HasSuit(led) && mv.Card.Suit() != led {
				return rule.FollowSuit // TT-2
			}
		}
		return rule.None
	}
	return rule.WrongPhase
}

// apply changes the model by a legal move.
func (m *sauModel) apply(mv variant.Move) {
	s := mv.Seat
	switch mv.Kind {
	case variant.Announce:
		if mv.Call == variant.NoTrickCall {
			m.jungfrau = m.jungfrau.Add(s)
		} else {
			m.durch, m.jungfrau = s, 0 // SAU-O4: the Jungfrau is withdrawn
		}
	case variant.Push:
		m.pushes++
		m.nextStock()
	case variant.Stock:
		m.hands[s] = (m.hands[s] | m.stock) &^ mv.Cards
		m.stock = mv.Cards
		m.nextStock()
	case variant.Play:
		m.hands[s] = m.hands[s].Remove(mv.Card)
		m.cur = append(m.cur, sauPlay{s, mv.Card})
		if len(m.cur) < m.active.Len() {
			m.turn = m.next(m.active, s)
			return
		}
		w, best := m.cur[0].seat, m.cur[0].c
		for _, p := range m.cur[1:] {
			if p.c.Suit() == best.Suit() && p.c.Rank() > best.Rank() {
				w, best = p.seat, p.c // TT-3
			}
		}
		for _, p := range m.cur {
			m.taken[w] = m.taken[w].Add(p.c)
		}
		m.won[w]++
		m.ntricks++
		m.lastWinner = w
		m.cur = nil
		m.turn = w // TT-4
		if m.allFailed() || m.hands[w] == 0 {
			m.endDeal()
		}
	}
}

func (m *sauModel) nextStock() {
	m.stockDone = m.stockDone.Add(m.stockSeat)
	if m.stockDone == m.active {
		m.beginPlay()
		return
	}
	m.stockSeat = m.next(m.active, m.stockSeat)
}

// allFailed reports whether some contract was announced and all have
// failed (SAU-A7, SAU-A8).
func (m *sauModel) allFailed() bool {
	if m.jungfrau == 0 && m.durch < 0 {
		return false
	}
	for s := 0; s < m.n; s++ {
		if m.jungfrau.Has(s) && m.won[s] == 0 {
			return false
		}
	}
	return !(m.durch >= 0 && m.won[m.durch] == m.ntricks)
}

// endDeal scores the deal by SAU-R12 with the options of SAU-A1 to SAU-A17 and moves
// the match on (SAU-R8..R10, SAU-A2, SAU-A3, SAU-A12, C-8).
func (m *sauModel) endDeal() {
	o := &m.o
	m.phase = sauOver
	mult := 1
	if m.pushes > 0 {
		mult = 1 << m.pushes // SAU-A11
		if o.PushMultiplier == exchange.SingleDouble {
			mult = 2
		}
	}
	m.m = mult
	var cp [seat.Max]int
	for s := 0; s < m.n; s++ {
		if m.active.Has(s) {
			cp[s] = sauValue(m.taken[s])
		}
	}
	st := sauValue(m.stock)
	switch o.StockScoring { // SAU-A4
	case sau.StockLastTrickWinner:
		cp[m.lastWinner] += st
	case sau.StockMostPoints:
		most := -1
		for s := 0; s < m.n; s++ {
			if m.active.Has(s) && cp[s] > most {
				most = cp[s]
			}
		}
		for s := 0; s < m.n; s++ {
			if m.active.Has(s) && cp[s] == most {
				cp[s] += st
			}
		}
	}
	sweeper := -1
	for s := 0; s < m.n; s++ {
		if m.active.Has(s) && m.won[s] == m.ntricks {
			sweeper = s
		}
	}
	var special [seat.Max]int
	others := func(except seat.Set, v int) {
		for s := 0; s < m.n; s++ {
			if m.active.Has(s) && !except.Has(s) {
				special[s] += v
			}
		}
	}
	m.outcome = score.Normal
	switch {
	case m.durch >= 0: // SAU-O4
		if m.won[m.durch] == m.ntricks {
			others(seat.Of(m.durch), 30)
			m.outcome = score.AnnouncedSweep
		} else {
			special[m.durch] = 30
			m.outcome = score.FailedAnnouncement
		}
	case m.jungfrau != 0: // SAU-O2, SAU-A8, SAU-A10
		var failed, ok seat.Set
		for s := 0; s < m.n; s++ {
			if m.jungfrau.Has(s) {
				if m.won[s] > 0 {
					failed = failed.Add(s)
					special[s] += 15
				} else {
					ok = ok.Add(s)
				}
			}
		}
		if ok != 0 {
			if o.Durchmarsch && sweeper >= 0 && !o.JungfrauBeatsSilentDurchmarsch {
				others(seat.Of(sweeper), 15)
				m.outcome = score.Sweep
			} else {
				others(ok, 15*ok.Len())
				m.outcome = score.AnnouncedNoTrick
			}
		}
		if failed != 0 {
			m.outcome = score.FailedAnnouncement
		}
	case o.Durchmarsch && sweeper >= 0: // SAU-O3
		others(seat.Of(sweeper), 15)
		m.outcome = score.Sweep
	}
	m.points = [seat.Max]int{}
	for s := 0; s < m.n; s++ {
		if !m.active.Has(s) {
			continue
		}
		if m.outcome == score.Normal {
			m.points[s] = cp[s] * mult // SAU-R7
			continue
		}
		m.points[s] = special[s] * mult // SAU-O6, SAU-A17: every score
		if o.SpecialAddsCardPoints {
			m.points[s] += cp[s] * mult // SAU-A6
		}
	}
	// SAU-A12: the sixty split.
	m.split = false
	if o.SixtySplit != sau.NoSplit {
		var owed [seat.Max]int
		if o.SixtySplit == sau.SplitNextDeal {
			for s := 0; s < m.n; s++ {
				if m.active.Has(s) {
					owed[s], m.carry[s] = m.carry[s], 0
				}
			}
		}
		for s := 0; s < m.n; s++ {
			// "30 now and 30m − 30 next deal": only the seats that pay
			// the announced Durchmarsch's 30m, and only that part.
			hit := m.durch >= 0 && m.active.Has(s) && (s == m.durch) != (m.won[m.durch] == m.ntricks)
			if rest := 30*mult - 30; hit && rest > 0 {
				m.split = true
				if o.SixtySplit == sau.SplitNextDeal {
					m.carry[s] += rest
				} else {
					m.nextMatch[s] += rest
				}
				m.points[s] -= rest
			}
			m.points[s] += owed[s]
		}
	}
	// SAU-R8..R10.
	var newly seat.Set
	for s := 0; s < m.n; s++ {
		m.totals[s] += m.points[s]
		if !m.out.Has(s) && m.eliminated(m.totals[s]) {
			newly = newly.Add(s)
			m.carry[s] = 0
		}
	}
	m.out |= newly
	m.deals++
	left := m.all() &^ m.out
	cand := left
	switch o.MatchEnd {
	case sau.FewerThanThree:
		m.over = left.Len() < 3
	case sau.FirstElimination:
		m.over, cand = newly != 0, m.all()
	case sau.TwoPlayer:
		m.over = left.Len() < 2
	}
	if cand == 0 {
		cand = newly
	}
	if m.over {
		best := 1 << 30
		for s := 0; s < m.n; s++ {
			if cand.Has(s) && m.totals[s] < best {
				best = m.totals[s]
			}
		}
		for s := 0; s < m.n; s++ {
			if cand.Has(s) && m.totals[s] == best {
				m.winners = m.winners.Add(s)
			}
		}
		return
	}
	m.dealer = m.next(left, m.dealer) // C-8
}
