package variant

import (
	"slices"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/exchange"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// Apply applies m. The checks run in the order of the record format (docs/records.md): option-off,
// deal-over, announce-window, wrong-phase, not-your-turn, card-not-held,
// then the game's own rules. An illegal move returns a *rule.Violation and
// changes nothing. A move after the deal that ended the match is deal-over
// too (TT-5): docs/records.md keeps match-over for a deal recorded after the
// end, and checks option-off before deal-over.
func (g *TrickGame) Apply(m Move) error {
	// Position is only DrawAt's, a move no trick game has. Why Apply
	// spreads the move: the notes of spdPlayChecked (speed_test.go).
	return g.applyMove(m.Kind, m.Card, m.Seat, m.Cards, m.Call)
}

// applyMove is Apply of the move with the given fields. It is the play
// itself, so that a legal play through Apply costs one call: the hot
// path, first and small, is a legal play by the seat to act (a seat of
// the table, so the checks of apply would pass it), one AND against the
// kept legal set; applyRest makes every other move, or names the rule it
// breaks.
func (g *TrickGame) applyMove(kind Kind, c card.Card, s int, cards card.Set, call Call) error {
	// The legal set holds cards only (below 64), so a card outside it
	// is never in it: the shift is masked instead of checked.
	if !(kind == Play && g.phase == PhasePlay && s == int(g.turn) && c < 64 && g.legal>>(c&63)&1 != 0) {
		return g.applyRest(kind, s, c, cards, call)
	}
	// c is a card of the hand, so below 64: the masks only spare the
	// compiler's handling of longer shifts and the bounds checks.
	bit := card.Set(1) << (c & 63)
	g.hands[s] &^= bit
	before := g.curCards // the cards played to the trick before c
	cur := before | bit
	g.curCards = cur
	np := g.log.nplayed
	g.log.cards[np&(maxPlayed-1)] = c
	g.log.nplayed = np + 1
	k := g.ncur
	// The state the rest of the play reads is kept in variables, so
	// that it is not read back from the game as soon as it is stored.
	led := g.led
	if k == 0 {
		// c is a French card: its suit's cards are the clubs' shifted
		// by 16 per suit (c&0x30).
		led = card.SuitSet(card.Clubs) << (c & 0x30)
		g.led = led
		g.curLeader = uint8(s)
	}
	// c takes the trick over exactly when it is a higher card of the led
	// suit than every card of that suit played to it before (TT-3), as
	// the lead does: the cards of a suit are ranked as their bits are.
	// Whether it does is as random as the cards, so this is a conditional
	// move rather than a branch the processor would often guess wrong.
	// (The variable is an int: a conditional move takes no bytes.)
	bestSeat := int(g.bestSeat)
	if bit&led > before&led {
		bestSeat = s
	}
	g.bestSeat = uint8(bestSeat)
	k++
	g.ncur = k
	if k < g.log.trickLen {
		next := int(g.log.next[s]) // the next active seat (C-5)
		g.turn = int8(next)
		// legalNow for a trick already led: a seat holding the led suit
		// must follow (TT-2), which is one AND; only a void seat asks the
		// rules what it may discard.
		hand := g.hands[next]
		legal := hand & led
		if g.ntricks != 0 {
			// After the first trick a void seat may play any card
			// (TT-2; Follow's first-trick rules no longer apply). Being
			// void is as random as the cards: a conditional move, not a
			// branch.
			if legal == 0 {
				legal = hand
			}
		} else if legal == 0 {
			legal = g.cfg.rules.Follow(hand, led, true)
		}
		g.legal = legal
		return nil
	}
	g.endTrick(bestSeat, cur)
	return nil
}

// applyRest is applyMove of every move but a legal play by the seat to
// act.
func (g *TrickGame) applyRest(kind Kind, s int, c card.Card, cards card.Set, call Call) error {
	if kind == Pass && g.phase == PhasePass && s >= 0 && s < g.cfg.seats {
		// A pass in the pass phase by a seat of the table: what apply
		// would do, without the move rebuilt in memory for it.
		return g.applyPass(s, cards)
	}
	return g.apply(Move{Kind: kind, Seat: s, Card: c, Cards: cards, Call: call})
}

// apply is Apply past its hot path.
func (g *TrickGame) apply(m Move) error {
	if m.Seat < 0 || m.Seat >= g.cfg.seats {
		return SeatError(m.Seat, g.cfg.seats)
	}
	if m.Kind == Play && g.phase == PhasePlay {
		// checkKind accepts every play, and the deal runs: applyPlay
		// plays a legal card or names the rule of any other.
		return g.applyPlay(m.Seat, m.Card)
	}
	// A pass in the pass phase by a seat of the table never reaches
	// apply: applyMove gives it to applyPass.
	over := g.phase == PhaseDealOver || g.phase == PhaseDeal || g.phase == PhaseMatchOver
	if err := g.checkKind(m); err != nil {
		// option-off comes before deal-over, a kind of move this game
		// never has (wrong-phase) after it (the record format's order).
		if v, ok := err.(*rule.Violation); !over || !ok || v.ID != rule.WrongPhase {
			return err
		}
	}
	if over {
		return rule.Fact(rule.DealOver, "TT-5", m.Seat, rule.Facts{Sentence: sentence.DealIsOver})
	}
	switch m.Kind {
	case Announce:
		return g.applyAnnounce(m)
	case Decline:
		return g.applyDecline(m)
	case Pass:
		return g.applyPass(m.Seat, m.Cards)
	case Stock, Push, Take:
		return g.applyStock(m)
	case Play:
		return g.applyPlay(m.Seat, m.Card)
	}
	return g.wrongPhase(m)
}

// checkKind rejects moves this game never has (wrong-phase) and moves that
// need an option the table has not chosen (option-off).
func (g *TrickGame) checkKind(m Move) error {
	cfg := g.cfg
	off := func(ref string, f rule.Facts) error {
		f.Rule = ref
		return rule.Fact(rule.OptionOff, ref, m.Seat, f)
	}
	switch m.Kind {
	case Announce:
		if (m.Call != NoTrickCall && m.Call != SweepCall) || !cfg.ann.game {
			return g.wrongPhase(m)
		}
		if !cfg.ann.on[m.Call] {
			need := cfg.ann.need[m.Call]
			if need.name == "" {
				return g.wrongPhase(m) // no option turns the call on: the game has none
			}
			return off(need.ref, rule.Facts{Sentence: sentence.CallNeedsOption, Name: need.name, Detail: both(callTitle(m.Call))})
		}
		return nil
	case Decline:
		if !cfg.ann.rounds {
			return off(cfg.ann.roundsRef, rule.Facts{Sentence: sentence.DeclineNeedsRounds})
		}
		return nil
	case Pass:
		if cfg.pass.Count == 0 {
			return g.wrongPhase(m)
		}
		return nil
	case Stock, Take:
		if !cfg.stockGame {
			return g.wrongPhase(m)
		}
		if !cfg.stockOn {
			need := cfg.stockOff
			return off(need.ref, rule.Facts{Sentence: sentence.StockNeedsOption, Name: need.name})
		}
		if m.Kind == Take && !cfg.stock.Look {
			return g.wrongPhase(m) // without Look the stock is simply picked up
		}
		return nil
	case Push:
		if !cfg.stockGame {
			return g.wrongPhase(m)
		}
		if !cfg.stock.Push {
			ref := cfg.pushRef
			return off(ref, rule.Facts{Sentence: sentence.NoPushHere})
		}
		return nil
	case Play:
		return nil
	}
	return g.wrongPhase(m)
}

// callTitle is the name of an announcement in messages.
func callTitle(c Call) string {
	if c == SweepCall {
		return "Durchmarsch"
	}
	return "Jungfrau"
}

// wrongPhase is the wrong-phase violation of m, with the rule of
// the phase the game is in (phaseRef).
func (g *TrickGame) wrongPhase(m Move) error {
	return rule.Fact(rule.WrongPhase, g.phaseRef(m.Kind), m.Seat,
		rule.Facts{Sentence: sentence.CannotNow, Kind: m.Kind.String(), Phase: g.phase.String()})
}

// phaseRef names the rule that says what happens in the current phase,
// for a move of kind k that does not belong there: the pass (also for a
// pass in a hold deal), the stock circulation, the announcement rounds,
// the play, each the game's rule of the phase, and the end of a deal
// (TT-5).
func (g *TrickGame) phaseRef(k Kind) string {
	cfg := g.cfg
	switch g.phase {
	case PhasePass:
		return cfg.passRef
	case PhaseStock:
		return cfg.stockRef
	case PhaseAnnounce:
		return cfg.ann.roundsRef
	case PhasePlay:
		switch {
		case k == Pass && cfg.pass.Count > 0:
			return cfg.passRef
		case (k == Stock || k == Push) && cfg.stockGame:
			return cfg.stockRef
		case k == Decline:
			return cfg.ann.roundsRef
		}
		return cfg.playRef
	}
	return "TT-5"
}

// notYourTurn is the violation of seat s moving out of turn: want is the
// seat to act, or -1 for a seat that does not play the deal (a dealer
// sitting out, a seat put out of the match).
func (g *TrickGame) notYourTurn(s, want int) error {
	if want < 0 {
		return rule.Fact(rule.NotYourTurn, g.cfg.outsideRef, s, rule.Facts{Sentence: sentence.NotInDeal})
	}
	return rule.Fact(rule.NotYourTurn, "TT-2", s, rule.Facts{Sentence: sentence.NotTheTurn, Other: want})
}

// notHeld is the card-not-held violation of seat s for the cards
// missing, under the rule ref that lets it use its own cards.
func notHeld(s int, missing card.Set, ref string) error {
	if !missing.Valid() {
		return rule.Fact(rule.CardNotHeld, ref, s, rule.Facts{Sentence: sentence.NoCards})
	}
	return rule.Fact(rule.CardNotHeld, ref, s, rule.Facts{Sentence: sentence.NotHeldCards, Cards: missing})
}

// ---- the pass (Rules.Pass) ----

// applyPass applies the pass of cards by seat s, a seat of the table.
func (g *TrickGame) applyPass(s int, cards card.Set) error {
	if g.phase != PhasePass {
		return g.wrongPhase(PassMove(s, cards))
	}
	if !g.active.Has(s) {
		return g.notYourTurn(s, -1)
	}
	// card-not-held comes before the game's own rules, a second pass
	// included (the record contract's order); the cards a seat has
	// passed stay in its hand until every seat has passed. Each names
	// the pass rule (passRef).
	if missing := cards &^ g.hands[s]; missing != 0 {
		return notHeld(s, missing, g.cfg.passRef)
	}
	if g.passed.Has(s) {
		return rule.Fact(rule.PassCount, g.cfg.passRef, s, rule.Facts{Sentence: sentence.AlreadyPassed})
	}
	if want := g.cfg.pass.Count; cards.Len() != want {
		return rule.Fact(rule.PassCount, g.cfg.passRef, s, rule.Facts{Sentence: sentence.PassExactly, Cards: cards, Count: cards.Len(), Want: want})
	}
	g.commitPass(s, cards)
	return nil
}

// commitPass records the pass of cards by seat s, a legal pass, and,
// once every seat has passed, makes the exchange and starts the play.
func (g *TrickGame) commitPass(s int, cards card.Set) {
	g.passes[s] = cards
	g.passed = g.passed.Add(s)
	if g.passed == g.active {
		// Every seat has committed; only now does any receive.
		n := g.cfg.seats
		for s := 0; s < n; s++ {
			g.hands[s] &^= g.passes[s]
		}
		// Seat s passes to s+offset round the table (start sets the
		// offset below n: no division).
		off := int(g.passOffset)
		for s := 0; s < n; s++ {
			to := s + off
			if to >= n {
				to -= n
			}
			g.hands[to] |= g.passes[s]
		}
		g.beginPlay()
	}
}

// passTo returns the seat s, a seat of the table, passes to: passOffset
// seats round the table (0 < passOffset < seats, so that one subtraction
// turns it round, without a division); -1 in a deal without a pass.
func (g *TrickGame) passTo(s int) int {
	if g.passOffset == 0 {
		return -1
	}
	to := s + int(g.passOffset)
	if to >= g.cfg.seats {
		to -= g.cfg.seats
	}
	return to
}

// ---- the stock circulation (Rules.Circulation) ----

// passable returns the cards of the pack that may go into the stock
// (exchange.Stock.Allowed of the pack, read once by finish).
func (g *TrickGame) passable() card.Set { return g.cfg.passable }

// shortStock reports whether seat s, taking the stock now, would hold fewer
// than two passable cards (exchange.Stock.IsShort).
func (g *TrickGame) shortStock(s int) bool { return g.cfg.stock.IsShort(g.hands[s] | g.stock) }

// stockChoice returns, for a seat that holds all once it has taken the
// stock taken, the cards it may put back, the cards every choice must
// include and the one pair refused: the stock policy's Choice. Turn and
// the sampler's legalReturn share it.
func (g *TrickGame) stockChoice(all, taken card.Set) (cards, must, forbidden card.Set) {
	return g.cfg.stock.Choice(all, taken)
}

// stockChoices returns the cards seat s may put back and whether it must
// put back every passable card (exchange.Short).
func (g *TrickGame) stockChoices(s int) (from card.Set, short bool) {
	all := g.hands[s] | g.stock
	if g.cfg.stock.Short != exchange.ShortNever && g.shortStock(s) {
		return all, true
	}
	return all & g.passable(), false
}

func (g *TrickGame) applyStock(m Move) error {
	if g.phase != PhaseStock {
		return g.wrongPhase(m)
	}
	if m.Seat != int(g.stockSeat) {
		if !g.active.Has(m.Seat) {
			return g.notYourTurn(m.Seat, -1)
		}
		return g.notYourTurn(m.Seat, int(g.stockSeat))
	}
	s := m.Seat
	if m.Kind == Take {
		if g.stockLooked {
			return g.wrongPhase(m)
		}
		g.stockLooked = true
		return nil
	}
	if m.Kind == Push {
		if g.stockLooked {
			return rule.Fact(rule.WrongPhase, g.cfg.pushRef, s, rule.Facts{Sentence: sentence.NoPushAfterTake})
		}
		g.pushed = g.pushed.Add(s) // exchange.Stock.Push
		g.facts.Pushes++
		g.nextStockSeat()
		return nil
	}
	ref := g.cfg.backRef
	all := g.hands[s] | g.stock
	if missing := m.Cards &^ all; missing != 0 {
		return notHeld(s, missing, ref)
	}
	if want := g.cfg.stock.Count; m.Cards.Len() != want {
		return rule.Fact(rule.StockCount, ref, s, rule.Facts{Sentence: sentence.StockExactly, Cards: m.Cards, Count: m.Cards.Len(), Want: want})
	}
	from, short := g.stockChoices(s)
	if bad := m.Cards &^ from; bad != 0 {
		ref := g.cfg.keptRef
		if g.cfg.firstRef != "" && g.dealtStock&bad != 0 && s == int(g.leader) {
			ref = g.cfg.firstRef
		}
		return rule.Fact(rule.NotPassable, ref, s, rule.Facts{Sentence: sentence.NotIntoStock, Cards: bad, Allowed: from})
	}
	if short {
		pass := all & g.passable()
		if !m.Cards.ContainsAll(pass) {
			return rule.Fact(rule.NotPassable, g.cfg.shortRef, s, rule.Facts{Sentence: sentence.AllPassableFirst, Cards: pass})
		}
	}
	if g.cfg.stock.MustChange && m.Cards == g.stock && (all&g.passable()) != g.stock {
		return rule.Fact(rule.StockUnchanged, g.cfg.changeRef, s, rule.Facts{Sentence: sentence.MustChangeStock, Cards: m.Cards})
	}
	g.stockTaken[s] = g.stock
	g.stockReturned[s] = m.Cards
	g.hands[s] = all &^ m.Cards
	g.stock = m.Cards
	g.nextStockSeat()
	return nil
}

// nextStockSeat moves the stock to the next active seat, or lays it aside
// after the dealer (or the last active seat) and starts the play.
func (g *TrickGame) nextStockSeat() {
	g.stockLooked = false
	s := int(g.stockSeat)
	g.stockDone = g.stockDone.Add(s)
	if g.stockDone == g.active {
		g.facts.Stock = g.stock
		g.beginPlay()
		return
	}
	next, _ := g.active.Next(s, g.cfg.seats)
	g.stockSeat = int8(next)
	if g.cfg.stock.Short == exchange.ShortVoid && g.shortStock(next) {
		g.voidDeal() // cannot happen after the first receiver, kept for safety
	}
}

// ---- the play ----

func (g *TrickGame) applyPlay(s int, c card.Card) error {
	if g.phase != PhasePlay {
		return g.wrongPhase(Move{Kind: Play, Seat: s})
	}
	if s != int(g.turn) {
		if !g.active.Has(s) {
			return g.notYourTurn(s, -1)
		}
		return g.notYourTurn(s, int(g.turn))
	}
	if g.legal.Has(c) {
		g.play(s, c)
		return nil
	}
	if !g.hands[s].Has(c) {
		// TT-1 and TT-2: a seat leads or plays a card of its hand.
		ref := "TT-2"
		if g.ncur == 0 {
			ref = "TT-1"
		}
		if !c.Valid() {
			return rule.Fact(rule.CardNotHeld, ref, s, rule.Facts{Sentence: sentence.NoCardOfPack, Card: c})
		}
		return notHeld(s, card.Of(c), ref)
	}
	// c is held but not legal: Check names the rule it breaks. It
	// accepts exactly the cards of Legal, which g.legal holds, so it
	// returns an error; the play below is only the safe answer to a kept
	// set that fell behind the rules (which the card joins, so that
	// play's check passes it).
	cur := g.currentTrick()
	if err := g.cfg.rules.Check(s, g.hands[s], &cur, g.openingContext(), c); err != nil {
		return err
	}
	g.legal |= card.Of(c)
	g.play(s, c)
	return nil
}

// play plays c, a legal card (of LegalPlays) of s, the seat to act:
// applyMove's play, whose check it passes.
func (g *TrickGame) play(s int, c card.Card) { _ = g.applyMove(Play, c, s, 0, 0) }

// endTrick closes the complete trick on the table (TT-3, TT-4), which
// seat w (a seat of the table) wins with its cards cur: w takes them and
// leads the next trick, or the deal ends.
func (g *TrickGame) endTrick(w int, cur card.Set) {
	g.facts.Tricks[w]++
	g.facts.Taken[w] |= cur
	if g.facts.Played == 0 {
		g.facts.FirstWinner = w
	}
	g.facts.Played++
	g.facts.LastWinner = w
	if !g.broken {
		// Once broken, the held suit stays broken: no store after that.
		g.broken = cur&g.cfg.breakers != 0 // a breaker in the trick breaks it
	}
	// A deal has at most maxTricks tricks: ntricks indexes the log.
	g.log.winners[g.ntricks] = uint8(w)
	g.ntricks++
	g.led, g.curCards, g.ncur = 0, 0, 0
	g.turn = int8(w)
	announced := g.noTrick != 0 || g.sweep >= 0
	if announced && g.announcementsAllFailed() || g.hands[w] == 0 {
		g.legal = 0
		g.endDeal()
		return
	}
	// legalNow for a lead after the first trick (trick.Rules.LaterLead).
	g.legal = g.cfg.rules.LaterLead(g.hands[w], g.broken)
	if g.ntricks == 1 && g.cfg.ann.rounds {
		g.startAnnounceRound(w) // Announcements.Rounds: the round after the first trick
	}
}

// ---- the end of a deal and of the match ----

// setResult starts the result of the deal that ends now, with its first
// ntricks tricks, which stay in g.log until the next deal starts (live),
// and the facts its explanation is rebuilt from. Its fields are set one by
// one: a new dealResult would clear the copy of the log only to leave it
// unused.
func (g *TrickGame) setResult(ntricks int8) {
	g.result.dealer = g.dealer
	g.result.number = g.deals
	g.result.points = [seat.Max]int{}
	g.result.split = dealSplit{}
	g.result.outcome = 0
	g.result.eliminated = 0
	g.result.ntricks = ntricks
	g.result.live = ntricks > 0
	g.result.active = g.facts.Active
	g.result.noTrick = g.facts.AnnouncedNoTrick
	g.result.sweep = int8(g.facts.AnnouncedSweep)
	g.result.pushes = uint8(g.facts.Pushes)
	g.result.noFacts = false
}

// settle applies the game's step after a deal's scores r (Rules.Settle):
// it gives the step what each seat was owed, keeps what it returns for the
// next deal and the next match, and records in the result what it moved.
func (g *TrickGame) settle(r score.Result) score.Result {
	out := g.cfg.settle(Settlement{Result: r, Facts: &g.facts, Owed: g.carry})
	g.carry = out.Owed
	for s := range g.nextMatch {
		g.nextMatch[s] += out.NextMatch[s]
	}
	g.result.split = dealSplit{carried: out.Carried, deferred: out.Deferred}
	return out.Result
}

func (g *TrickGame) endDeal() {
	cfg := g.cfg
	r := cfg.scoreDeal(&g.facts, nil)
	g.setResult(g.ntricks)
	if cfg.settle != nil {
		r = g.settle(r)
	}
	g.result.points, g.result.outcome = r.Points, r.Outcome
	g.hasResult = true
	for s, p := range r.Points[:cfg.seats] {
		g.totals[s] += p
	}
	g.deals++
	g.phase = PhaseDealOver
	g.endMatchIfDone()
	if g.phase != PhaseMatchOver {
		g.dealer = int8(g.nextDealerFrom(int(g.dealer), g.out))
	}
}

// endMatchIfDone decides whether the match is over and who won (the
// game's Ending).
func (g *TrickGame) endMatchIfDone() {
	n := g.cfg.seats
	end := &g.cfg.end
	all := seat.All(n)
	if end.eliminates {
		g.endByElimination()
		return
	}
	var over bool
	if end.deals > 0 {
		over = g.deals >= end.deals // a fixed number of deals
	} else {
		// Some total passed the limit exactly when the highest did
		// (passed grows with the total).
		over = end.passed(slices.Max(g.totals[:n]))
	}
	if !over {
		return
	}
	best := g.lowest(all)
	if best.Len() > 1 && end.ties == TiesPlayOn {
		return // TiesPlayOn: deal again
	}
	g.winners = best
	g.phase = PhaseMatchOver
}

// endByElimination puts out the seats whose totals reached the
// elimination threshold and ends the match when too few remain (Ending.Out,
// MinLeft, FirstOut); ties are shared.
func (g *TrickGame) endByElimination() {
	n := g.cfg.seats
	end := &g.cfg.end
	all := seat.All(n)
	// The seats not out whose totals eliminate them: the seat loop sets
	// a bit without a branch.
	var newly seat.Set
	for s, t := range g.totals[:n] {
		var b seat.Set
		if end.eliminated(t) {
			b = 1
		}
		newly |= b << s
	}
	newly &^= g.out
	g.out |= newly
	g.result.eliminated = newly
	for x := newly; x != 0; x &= x - 1 {
		s, _ := x.First()
		g.carry[s%seat.Max] = 0 // what an eliminated seat owes is discarded (Ending.Carries)
	}
	left := all &^ g.out
	over := left.Len() < end.minLeft
	candidates := left
	if end.firstOut {
		over = newly != 0
		candidates = all
	}
	if candidates == 0 {
		candidates = newly // everyone went out in the last deal
	}
	if !over {
		return
	}
	g.winners = g.lowest(candidates)
	g.phase = PhaseMatchOver
}

// lowest returns the seats of s with the lowest total.
func (g *TrickGame) lowest(s seat.Set) seat.Set {
	var best seat.Set
	min := 0
	for x := 0; x < g.cfg.seats; x++ {
		if !s.Has(x) {
			continue
		}
		switch {
		case best == 0 || g.totals[x] < min:
			best, min = seat.Of(x), g.totals[x]
		case g.totals[x] == min:
			best = best.Add(x)
		}
	}
	return best
}
