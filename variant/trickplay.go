package variant

import (
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// Apply applies m. The checks run in the order of RECORDS.md: option-off,
// deal-over, announce-window, wrong-phase, not-your-turn, card-not-held,
// then the game's own rules. An illegal move returns a *rule.Violation and
// changes nothing. A move after the deal that ended the match is deal-over
// too (TT-5): RECORDS.md keeps match-over for a deal recorded after the
// end, and checks option-off before deal-over.
func (g *TrickGame) Apply(m Move) error {
	if m.Seat < 0 || m.Seat >= g.cfg.seats {
		return errSeat(m.Seat, g.cfg.seats)
	}
	if m.Kind == Play && g.phase == PhasePlay {
		// The hot path: checkKind accepts every play, and the deal runs.
		return g.applyPlay(m.Seat, m.Card)
	}
	over := g.phase == PhaseDealOver || g.phase == PhaseDeal || g.phase == PhaseMatchOver
	if err := g.checkKind(m); err != nil {
		// option-off comes before deal-over, a kind of move this game
		// never has (wrong-phase) after it (RECORDS.md order).
		if v, ok := err.(*rule.Violation); !over || !ok || v.ID != rule.WrongPhase {
			return err
		}
	}
	if over {
		return rule.New(rule.DealOver, "TT-5", m.Seat, "The deal is over.", "Das Spiel ist vorbei.")
	}
	switch m.Kind {
	case Announce:
		return g.applyAnnounce(m)
	case Decline:
		return g.applyDecline(m)
	case Pass:
		return g.applyPass(m)
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
	o := &g.cfg.opts
	off := func(en, de, ref string) error { return rule.New(rule.OptionOff, ref, m.Seat, en, de) }
	switch m.Kind {
	case Announce:
		if m.Call != Jungfrau && m.Call != Durchmarsch {
			return g.wrongPhase(m)
		}
		switch g.cfg.id {
		case SchwarzeMadonna:
			return nil
		case SchwarzeSau:
			if m.Call == Jungfrau && !o.Jungfrau {
				return off("Jungfrau may be announced only with the option jungfrau (SAU-O2).", "Jungfrau kann nur mit der Option jungfrau angesagt werden (SAU-O2).", "SAU-O2")
			}
			if m.Call == Durchmarsch && !o.AngesagterDurchmarsch {
				return off("Durchmarsch may be announced only with the option angesagter-durchmarsch (SAU-O4).", "Durchmarsch kann nur mit der Option angesagter-durchmarsch angesagt werden (SAU-O4).", "SAU-O4")
			}
			return nil
		}
		return g.wrongPhase(m)
	case Decline:
		if o.Announcements != TurnBased {
			return off("Declining belongs to the turn-based announcement rounds (MAD-A9).", "Ablehnen gehört zu den Ansagerunden (MAD-A9).", "MAD-A9")
		}
		return nil
	case Pass:
		if g.cfg.id != BlackMaria && g.cfg.id != Hearts {
			return g.wrongPhase(m)
		}
		return nil
	case Stock, Take:
		switch g.cfg.id {
		case SchwarzeMadonna:
			if m.Kind == Take {
				return g.wrongPhase(m) // MAD-R5: the stock is simply picked up
			}
			return nil
		case SchwarzeSau:
			if !o.StockExchange {
				return off("The stock may be taken up only with the option stock-exchange (SAU-O5).", "Der Stock darf nur mit der Option stock-exchange aufgenommen werden (SAU-O5).", "SAU-O5")
			}
			return nil
		}
		return g.wrongPhase(m)
	case Push:
		if g.cfg.id == SchwarzeSau && !o.Schieben || g.cfg.id == SchwarzeMadonna {
			ref := "SAU-O6"
			if g.cfg.id == SchwarzeMadonna {
				ref = "MAD-R9"
			}
			return off("The stock may not be pushed at this table ("+ref+").", "Der Stock darf an diesem Tisch nicht geschoben werden ("+ref+").", ref)
		}
		if g.cfg.id != SchwarzeSau {
			return g.wrongPhase(m)
		}
		return nil
	case Play:
		return nil
	}
	return g.wrongPhase(m)
}

// wrongPhase is the wrong-phase violation of m, with the RULES.md rule of
// the phase the game is in (phaseRef).
func (g *TrickGame) wrongPhase(m Move) error {
	return rule.New(rule.WrongPhase, g.phaseRef(m.Kind), m.Seat,
		fmt.Sprintf("Seat %d cannot %s now: the game is in the %s phase.", m.Seat, m.Kind, g.phase),
		fmt.Sprintf("Platz %d kann jetzt nicht %s: das Spiel ist in der Phase %s.", m.Seat, m.Kind, g.phase))
}

// phaseRef names the rule that says what happens in the current phase,
// for a move of kind k that does not belong there: the pass (BM-R4,
// SH-R3, also for a pass in a Hearts hold deal), the stock (MAD-R5,
// SAU-O5), the announcement rounds (MAD-A9), the play (MAD-R12, BM-R6,
// SH-R5, SAU-R6) and the end of a deal (TT-5).
func (g *TrickGame) phaseRef(k Kind) string {
	switch g.phase {
	case PhasePass:
		return g.passRef()
	case PhaseStock:
		return g.stockRef()
	case PhaseAnnounce:
		return "MAD-A9"
	case PhasePlay:
		switch {
		case k == Pass && (g.cfg.id == BlackMaria || g.cfg.id == Hearts):
			return g.passRef()
		case (k == Stock || k == Push) && (g.cfg.id == SchwarzeMadonna || g.cfg.id == SchwarzeSau):
			return g.stockRef()
		case k == Decline:
			return "MAD-A9"
		}
		return [...]string{SchwarzeMadonna: "MAD-R12", BlackMaria: "BM-R6", Hearts: "SH-R5", SchwarzeSau: "SAU-R6"}[g.cfg.id]
	}
	return "TT-5"
}

// passRef is the pass rule of the game: BM-R4 or SH-R3.
func (g *TrickGame) passRef() string {
	if g.cfg.id == Hearts {
		return "SH-R3"
	}
	return "BM-R4"
}

// stockRef is the stock rule of the game: MAD-R5 or SAU-O5.
func (g *TrickGame) stockRef() string {
	if g.cfg.id == SchwarzeSau {
		return "SAU-O5"
	}
	return "MAD-R5"
}

func notYourTurn(s, want int) error {
	if want < 0 {
		// Only Sau has seats outside a deal: a dealer sitting out (SAU-O5)
		// and eliminated seats (SAU-R9).
		return rule.New(rule.NotYourTurn, "SAU-O5, SAU-R9", s, fmt.Sprintf("Seat %d does not play this deal.", s), fmt.Sprintf("Platz %d spielt dieses Spiel nicht mit.", s))
	}
	return rule.New(rule.NotYourTurn, "TT-2", s,
		fmt.Sprintf("It is seat %d's turn, not seat %d's.", want, s),
		fmt.Sprintf("Platz %d ist am Zug, nicht Platz %d.", want, s))
}

// notHeld is the card-not-held violation of seat s for the cards
// missing, under the rule ref that lets it use its own cards.
func notHeld(s int, missing card.Set, ref string) error {
	if !missing.Valid() {
		return rule.New(rule.CardNotHeld, ref, s,
			fmt.Sprintf("Seat %d does not hold the cards given: some are no cards.", s),
			fmt.Sprintf("Platz %d hat die genannten Karten nicht: einige sind keine Karten.", s))
	}
	return rule.New(rule.CardNotHeld, ref, s,
		fmt.Sprintf("Seat %d does not hold %s.", s, missing),
		fmt.Sprintf("Platz %d hat %s nicht.", s, germanList(missing)))
}

func germanList(s card.Set) string {
	out := ""
	for c := range s.All() {
		if out != "" {
			out += ", "
		}
		out += c.German()
	}
	return out
}

// ---- the pass (BM-R4, SH-R3) ----

func (g *TrickGame) applyPass(m Move) error {
	if g.phase != PhasePass {
		return g.wrongPhase(m)
	}
	if !g.active.Has(m.Seat) {
		return notYourTurn(m.Seat, -1)
	}
	ref := g.passRef()
	// card-not-held comes before the game's own rules, a second pass
	// included (the record contract's order); the cards a seat has
	// passed stay in its hand until every seat has passed.
	if missing := m.Cards &^ g.hands[m.Seat]; missing != 0 {
		return notHeld(m.Seat, missing, ref)
	}
	if g.passed.Has(m.Seat) {
		return rule.New(rule.PassCount, ref, m.Seat, fmt.Sprintf("Seat %d has already passed.", m.Seat), fmt.Sprintf("Platz %d hat schon geschoben.", m.Seat))
	}
	if m.Cards.Len() != 3 {
		return rule.New(rule.PassCount, ref, m.Seat,
			fmt.Sprintf("Seat %d must pass exactly 3 cards, not %d.", m.Seat, m.Cards.Len()),
			fmt.Sprintf("Platz %d muss genau 3 Karten weitergeben, nicht %d.", m.Seat, m.Cards.Len()))
	}
	g.passes[m.Seat] = m.Cards
	g.passed = g.passed.Add(m.Seat)
	if g.passed == g.active {
		// Every seat has committed; only now does any receive (BM-R4).
		n := g.cfg.seats
		for s := 0; s < n; s++ {
			g.hands[s] &^= g.passes[s]
		}
		for s := 0; s < n; s++ {
			to := (s + int(g.passOffset)) % n
			g.hands[to] |= g.passes[s]
		}
		g.beginPlay()
	}
	return nil
}

// passTo returns the seat s passes to.
func (g *TrickGame) passTo(s int) int {
	if g.passOffset == 0 {
		return -1
	}
	return (s + int(g.passOffset)) % g.cfg.seats
}

// ---- the stock (MAD-R5..R11, SAU-O5, SAU-O6) ----

// passable returns the cards that may go into the stock (MAD-R7; Sau with
// StockRestriction=NoPointCards, SAU-A4).
func (g *TrickGame) passable() card.Set {
	switch g.cfg.id {
	case SchwarzeMadonna:
		return g.cfg.pack &^ (card.HeartsSet | card.Of(card.QueenSpades))
	case SchwarzeSau:
		if g.cfg.opts.StockRestriction == NoPointCards {
			return g.cfg.pack &^ g.cfg.table.Valued()
		}
	}
	return g.cfg.pack
}

// shortStock reports whether seat s, taking the stock now, would hold fewer
// than two passable cards (MAD-R11, MAD-A3).
func (g *TrickGame) shortStock(s int) bool {
	return ((g.hands[s] | g.stock) & g.passable()).Len() < 2
}

// stockChoice returns, for a seat that holds all once it has taken the
// stock taken, the cards it may put back (MAD-R7, SAU-A4), the cards
// every choice must include (a short Madonna seat puts back all its
// passable cards, MAD-A3 pass-penalty-cards) and the one pair refused
// (under MustChangeStock the pair just taken, unless it holds no other
// passable cards, MAD-A13). Turn and the sampler's legalReturn share it.
func (g *TrickGame) stockChoice(all, taken card.Set) (cards, must, forbidden card.Set) {
	pass := all & g.passable()
	cards = pass
	if g.cfg.id == SchwarzeMadonna {
		if pass.Len() < 2 {
			cards, must = all, pass // MAD-A3
		}
		if g.cfg.opts.MustChangeStock && pass != taken {
			forbidden = taken // MAD-A13
		}
	}
	return cards, must, forbidden
}

// stockChoices returns the cards seat s may put back and whether it must
// put back every passable card (MAD-A3 PassPenaltyCards).
func (g *TrickGame) stockChoices(s int) (from card.Set, short bool) {
	all := g.hands[s] | g.stock
	if g.shortStock(s) && g.cfg.id == SchwarzeMadonna {
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
			return notYourTurn(m.Seat, -1)
		}
		return notYourTurn(m.Seat, int(g.stockSeat))
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
			return rule.New(rule.WrongPhase, "SAU-O6", s,
				fmt.Sprintf("Seat %d has taken the stock and may no longer push it: a push passes it on unseen.", s),
				fmt.Sprintf("Platz %d hat den Stock aufgenommen und darf ihn nicht mehr schieben: geschoben wird nur ungesehen.", s))
		}
		g.pushed = g.pushed.Add(s) // SAU-O6
		g.facts.Pushes++
		g.nextStockSeat()
		return nil
	}
	ref := "MAD-R6"
	if g.cfg.id == SchwarzeSau {
		ref = "SAU-O5"
	}
	all := g.hands[s] | g.stock
	if missing := m.Cards &^ all; missing != 0 {
		return notHeld(s, missing, ref)
	}
	if m.Cards.Len() != 2 {
		return rule.New(rule.StockCount, ref, s,
			fmt.Sprintf("Seat %d must put exactly 2 cards back into the stock, not %d.", s, m.Cards.Len()),
			fmt.Sprintf("Platz %d muss genau 2 Karten in den Stock zurücklegen, nicht %d.", s, m.Cards.Len()))
	}
	from, short := g.stockChoices(s)
	if bad := m.Cards &^ from; bad != 0 {
		ref := "MAD-R7"
		if g.cfg.id == SchwarzeSau {
			ref = "SAU-A4"
		}
		if g.cfg.id == SchwarzeMadonna && g.dealtStock&bad != 0 && s == int(g.leader) {
			ref = "MAD-R8"
		}
		return rule.New(rule.NotPassable, ref, s,
			fmt.Sprintf("Seat %d may not put %s into the stock: it may put back only %s.", s, bad, from),
			fmt.Sprintf("Platz %d darf %s nicht in den Stock legen: erlaubt sind nur %s.", s, germanList(bad), germanList(from)))
	}
	if short {
		pass := all & g.passable()
		if !m.Cards.ContainsAll(pass) {
			return rule.New(rule.NotPassable, "MAD-A3", s,
				fmt.Sprintf("Seat %d holds fewer than two passable cards and must put back all of them (%s) before any penalty card.", s, pass),
				fmt.Sprintf("Platz %d hat weniger als zwei weitergebbare Karten und muss alle (%s) zurücklegen, bevor er Strafkarten gibt.", s, germanList(pass)))
		}
	}
	if g.cfg.id == SchwarzeMadonna && g.cfg.opts.MustChangeStock && m.Cards == g.stock && (all&g.passable()) != g.stock {
		return rule.New(rule.StockUnchanged, "MAD-A13", s,
			fmt.Sprintf("Seat %d must change the stock: it may not put back exactly the two cards it took.", s),
			fmt.Sprintf("Platz %d muss den Stock verändern: er darf nicht genau die zwei aufgenommenen Karten zurücklegen.", s))
	}
	g.stockTaken[s] = g.stock
	g.stockReturned[s] = m.Cards
	g.hands[s] = all &^ m.Cards
	g.stock = m.Cards
	g.nextStockSeat()
	return nil
}

// nextStockSeat moves the stock to the next active seat, or lays it aside
// after the dealer (or the last active seat) and starts the play (MAD-R6,
// SAU-O5).
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
	if g.cfg.id == SchwarzeMadonna && g.cfg.opts.ShortStock == ShortStockRedeal && g.shortStock(next) {
		g.voidDeal() // cannot happen after the first receiver (MAD-R11), kept for safety
	}
}

// ---- the play ----

func (g *TrickGame) applyPlay(s int, c card.Card) error {
	if g.phase != PhasePlay {
		return g.wrongPhase(Move{Kind: Play, Seat: s})
	}
	if s != int(g.turn) {
		if !g.active.Has(s) {
			return notYourTurn(s, -1)
		}
		return notYourTurn(s, int(g.turn))
	}
	if !g.hands[s].Has(c) {
		// TT-1 and TT-2: a seat leads or plays a card of its hand.
		ref := "TT-2"
		if g.cur.IsEmpty() {
			ref = "TT-1"
		}
		if !c.Valid() {
			return rule.New(rule.CardNotHeld, ref, s,
				fmt.Sprintf("Seat %d cannot play %s: it is no card of the pack.", s, c),
				fmt.Sprintf("Platz %d kann %s nicht spielen: das ist keine Karte des Blatts.", s, c))
		}
		return notHeld(s, card.Of(c), ref)
	}
	if err := g.cfg.rules.Check(s, g.hands[s], &g.cur, g.openingContext(), c); err != nil {
		return err
	}
	g.play(s, c)
	return nil
}

// nextActive is the next active seat to the left of s (C-5), as
// g.active.Next, without a division: s has played to a trick that is not
// complete, so there is one.
func (g *TrickGame) nextActive(s int) int {
	n := g.cfg.seats
	for k := 1; k < n; k++ {
		if s++; s == n {
			s = 0
		}
		if g.active.Has(s) {
			break
		}
	}
	return s
}

// PlayUnchecked plays c for the seat to act without checking legality. It
// is the fast path for playouts whose moves come from LegalPlays; any
// other use can corrupt the game.
func (g *TrickGame) PlayUnchecked(c card.Card) { g.play(int(g.turn), c) }

func (g *TrickGame) play(s int, c card.Card) {
	g.hands[s] = g.hands[s].Remove(c)
	g.cur.Add(s, c)
	if g.cur.Len() < g.active.Len() {
		g.turn = int8(g.nextActive(s))
		return
	}
	// The trick is complete (TT-3, TT-4).
	w, _, _ := g.cur.Winner()
	g.facts.Tricks[w]++
	cards := g.cur.Cards()
	g.facts.Taken[w] |= cards
	g.facts.Played++
	g.facts.LastWinner = w
	if cards&g.cfg.breakers != 0 {
		g.broken = true // SH-R6, SH-A1
	}
	g.tricks[g.ntricks] = g.cur
	g.ntricks++
	g.cur = trick.Trick{}
	g.turn = int8(w)
	if g.announcementsAllFailed() || g.hands[w] == 0 {
		g.endDeal()
		return
	}
	if g.ntricks == 1 {
		g.startAnnounceRound(w)
	}
}

// ---- the end of a deal and of the match ----

func (g *TrickGame) endDeal() {
	o := &g.cfg.opts
	f := g.facts
	var r score.Result
	switch g.cfg.id {
	case SchwarzeMadonna:
		r = score.MadonnaDeal(f, g.cfg.table, score.MadonnaRules{
			AnnouncedJungfrau: o.AnnouncedJungfrau, JungfrauFactor: o.JungfrauFactor,
			FailureScoring: o.FailureScoring, DurchmarschKeepsCardPoints: o.DurchmarschKeepsCardPoints})
	case BlackMaria:
		r = score.BlackMariaDeal(f, g.cfg.table, g.cfg.pack, o.Slam, o.Omnibus)
	case Hearts:
		r = score.HeartsDeal(f, g.cfg.table, o.Moon, o.Omnibus, o.OmnibusMoonNeedsJack)
	case SchwarzeSau:
		r = score.SauDeal(f, g.cfg.table, score.SauRules{
			Durchmarsch: o.Durchmarsch, StockScoring: o.StockScoring, PushMultiplier: o.PushMultiplier,
			SpecialAddsCardPoints: o.SpecialAddsCardPoints, MultipleJungfrau: o.MultipleJungfrau,
			JungfrauBeatsSilentDurchmarsch: o.JungfrauBeatsSilentDurchmarsch})
		g.sixtySplit(&r)
	}
	g.result = dealResult{dealer: g.dealer, number: g.deals, points: r.Points, outcome: r.Outcome, ntricks: g.ntricks, tricks: g.tricks}
	g.hasResult = true
	for s := 0; s < g.cfg.seats; s++ {
		g.totals[s] += r.Points[s]
	}
	g.deals++
	g.phase = PhaseDealOver
	g.endMatchIfDone()
	if g.phase != PhaseMatchOver {
		g.dealer = int8(g.nextDealerFrom(int(g.dealer), g.out))
	}
}

// sixtySplit applies SAU-A12's options to a Sau deal's points. In a deal
// of an announced Durchmarsch, each seat that scores the contract's 30m
// (every other seat when it was won, the announcer when it was lost)
// writes 30 of it now, and the other 30m − 30 goes to its next deal
// played (SplitNextDeal; discarded if it is eliminated first) or to the
// start of the next match (SplitNextMatch): RULES.md's "30 now and
// 30m − 30 next deal". Nothing is split when m = 1, and card points added
// by SpecialAddsCardPoints (SAU-A6) are written now: only the contract's
// penalty is split, so the winner of a Durchmarsch never carries
// anything. Under SplitNextDeal a seat's carry from an earlier deal is
// added to this deal's score.
func (g *TrickGame) sixtySplit(r *score.Result) {
	split := g.cfg.opts.SixtySplit
	if split == NoSplit {
		return
	}
	var owed [seat.Max]int
	if split == SplitNextDeal {
		for s := 0; s < g.cfg.seats; s++ {
			if g.active.Has(s) {
				owed[s], g.carry[s] = g.carry[s], 0
			}
		}
	}
	if d := g.facts.Durchmarsch; d >= 0 && g.active.Has(d) {
		rest := 30*score.SauMultiplier(g.facts.Pushes, g.cfg.opts.PushMultiplier) - 30
		won := g.facts.Tricks[d] == g.facts.Played
		for s := 0; s < g.cfg.seats; s++ {
			if rest <= 0 || !g.active.Has(s) || (s == d) == won {
				continue // not hit by the 30m
			}
			r.Points[s] -= rest
			if split == SplitNextDeal {
				g.carry[s] += rest
			} else {
				g.nextMatch[s] += rest
			}
		}
	}
	for s := 0; s < g.cfg.seats; s++ {
		r.Points[s] += owed[s]
	}
}

// endMatchIfDone decides whether the match is over and who won (MAD-R27,
// MAD-R28, BM-R9, BM-O5, SH-R10, SAU-R8..R10).
func (g *TrickGame) endMatchIfDone() {
	n := g.cfg.seats
	o := &g.cfg.opts
	all := seat.All(n)
	var over bool
	candidates := all
	switch g.cfg.id {
	case SchwarzeMadonna:
		limit := o.Limits.For(n)
		for s := 0; s < n; s++ {
			if g.totals[s] > limit || (o.End == EndAtLeast && g.totals[s] >= limit) {
				over = true
			}
		}
	case BlackMaria, Hearts:
		if o.Deals > 0 {
			over = g.deals >= o.Deals
		} else {
			for s := 0; s < n; s++ {
				if g.totals[s] >= o.target() {
					over = true
				}
			}
		}
	case SchwarzeSau:
		var newly seat.Set
		for s := 0; s < n; s++ {
			if !g.out.Has(s) && g.eliminated(g.totals[s]) {
				newly = newly.Add(s)
			}
		}
		g.out |= newly
		g.result.eliminated = newly
		for s := 0; s < n; s++ {
			if newly.Has(s) {
				g.carry[s] = 0 // SAU-A12 (b): what an eliminated seat owes is discarded
			}
		}
		left := all &^ g.out
		switch o.MatchEnd {
		case FewerThanThree:
			over = left.Len() < 3
		case FirstElimination:
			over = newly != 0
		case TwoPlayer:
			over = left.Len() < 2
		}
		candidates = left
		if o.MatchEnd == FirstElimination {
			candidates = all
		}
		if candidates == 0 {
			candidates = newly // SAU-R10: everyone went out in the last deal
		}
		if !over {
			return
		}
		g.winners = g.lowest(candidates)
		g.phase = PhaseMatchOver
		return
	}
	if !over {
		return
	}
	best := g.lowest(candidates)
	if best.Len() > 1 && o.Ties == TiesPlayOn {
		return // BM-A5 option: deal again
	}
	g.winners = best
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
