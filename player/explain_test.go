package player

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
	"pgregory.net/rapid"
)

// TestExplainIsTrue plays deals of every game with random options and, at
// every decision (in turn, and every seat's announcement window), checks
// that the reason Explain gives for a random legal move makes only claims
// that hold in the seat's View, and that its text in every language is a
// sentence naming the move's card. The claims rest on TT-2 (follow suit),
// TT-3 (the highest card of the suit led wins; no trumps), BM-R4 and SH-R3
// (the pass), MAD-R7 and SAU-O5 (the stock), SAU-O6 (the push), MAD-R17,
// SAU-O2 and SAU-O4 (the announcements) and OM-R6 (the draw).
func TestExplainIsTrue(t *testing.T) {
	gameIDs := []games.ID{games.SchwarzeMadonna, games.BlackMaria, games.Hearts, games.SchwarzeSau, games.OldMaid}
	seen := map[Aim]int{}
	rapid.Check(t, func(t *rapid.T) {
		g, _ := drawDealt(t, gameIDs)
		n := g.Seats()
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "moves"), 3))
		players := make([]Player, n)
		for s := range players {
			players[s] = Heuristic{}
		}
		for step := 0; g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver && step < 500; step++ {
			for s := 0; s < n; s++ {
				v, err := g.View(s)
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range append(v.Announce, variant.DeclineMove(s)) {
					if len(v.Announce) > 0 {
						seen[checkReason(t, v, m)]++
					}
				}
				if v.Turn != nil {
					m, err := Random{}.Choose(v, r)
					if err != nil {
						t.Fatal(err)
					}
					seen[checkReason(t, v, m)]++
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
	})
	// The check above must have met every kind of reason.
	for a := AimSearch; a <= AimDraw; a++ {
		if seen[a] == 0 {
			t.Errorf("no reason of aim %d was checked", a)
		}
	}
}

// checkReason fails t when Explain's reason for m claims what v does not
// show, or its texts are not sentences about m.
func checkReason(t *rapid.T, v variant.View, m variant.Move) Aim {
	t.Helper()
	r := Explain(v, m)
	if err := reasonHolds(v, r); err != nil {
		t.Fatalf("%v in %v, hand %v, trick %v: aim %d: %v", m, v.Game, v.Hand, v.Current.Cards, r.Aim, err)
	}
	seen := map[string]bool{}
	texts := r.Texts()
	if len(texts) != 3 {
		t.Fatalf("%v: Texts gives %d languages, want en, de and da", m, len(texts))
	}
	for _, lang := range []string{"en", "de", "da"} {
		s := r.Text(lang)
		if texts[lang] != s {
			t.Fatalf("%v: Texts()[%q] = %q, Text gives %q", m, lang, texts[lang], s)
		}
		if strings.Contains(s, "%!") || !strings.Contains(s, ": ") || seen[s] {
			t.Fatalf("%v: the %s text is no sentence of its own: %q", m, lang, s)
		}
		seen[s] = true
		if m.Kind == variant.Play && !strings.Contains(s, lingoOf(lang).card(m.Card)) {
			t.Fatalf("%v: the %s text does not name the card: %q", m, lang, s)
		}
	}
	return r.Aim
}

// reasonHolds checks r's claims against v, independently of how Explain
// derives them.
func reasonHolds(v variant.View, r Reason) error {
	cv := games.ViewValues(&v)
	pack := cv.Pack
	if pack == 0 {
		pack = card.Full52
	}
	var played, onTable card.Set
	for _, tr := range v.Tricks {
		played |= card.Of(tr.Cards...)
	}
	onTable = card.Of(v.Current.Cards...)
	played |= onTable
	unseen := pack &^ v.Hand &^ played
	// The stock this seat put back may be laid aside, out of every hand.
	live := unseen &^ v.StockReturned
	m := r.Move
	c := m.Card
	above := func(x card.Card) card.Set { return card.SuitSet(x.Suit()) & ^(card.Set(2)<<uint(x) - 1) }
	if !unseen.ContainsAll(r.Out) && r.Aim != AimDecline {
		return fmt.Errorf("claims %v still out; unseen are %v", r.Out, unseen)
	}
	led := card.NoSuit
	var over card.Card
	for _, x := range v.Current.Cards {
		if led == card.NoSuit {
			led = x.Suit()
		}
		if x.Suit() == led && x > over {
			over = x
		}
	}
	switch r.Aim {
	case AimOnly:
		if v.Turn == nil || v.Turn.Cards != card.Of(c) {
			return fmt.Errorf("the only card, but the choice is %v", v.Turn)
		}
	case AimLeadLow, AimLeadTop:
		if len(v.Current.Cards) != 0 || !(unseen & above(c)).ContainsAll(r.Out) || !r.Out.ContainsAll(live&above(c)) {
			return fmt.Errorf("a lead below %v, trick %v, unseen higher %v", r.Out, v.Current.Cards, unseen&above(c))
		}
		if r.Aim == AimLeadLow && r.Out.IsEmpty() || r.Aim == AimLeadTop && !(live&above(c)).IsEmpty() {
			return fmt.Errorf("higher cards out %v, live %v", r.Out, live&above(c))
		}
		if r.Single != (v.Hand.OfSuit(c.Suit()) == card.Of(c)) {
			return fmt.Errorf("single %v in %v", r.Single, v.Hand)
		}
		if r.Lowest != (v.Hand.OfSuit(c.Suit()) & ^above(c) == card.Of(c)) {
			return fmt.Errorf("lowest %v in %v", r.Lowest, v.Hand)
		}
	case AimDuck, AimTake, AimForced:
		if r.Over != over || c.Suit() != led || (c > over) == (r.Aim == AimDuck) {
			return fmt.Errorf("over %v, but the trick's best is %v of %v", r.Over, over, led)
		}
		if r.Aim == AimDuck && r.Points != cv.Table.Points(onTable) || r.Aim == AimTake && cv.Table.Points(onTable) != 0 {
			return fmt.Errorf("%d points, the trick holds %d", r.Points, cv.Table.Points(onTable))
		}
		if r.Aim == AimDuck && !cv.Dangerous.ContainsAll(r.Out) {
			return fmt.Errorf("%v are not dangerous", r.Out)
		}
		if r.Aim == AimTake && r.Last != (len(v.Current.Cards)+1 == len(v.Active)) {
			return fmt.Errorf("last %v, %d of %d played", r.Last, len(v.Current.Cards), len(v.Active))
		}
		if r.Aim == AimForced && !r.Out.IsEmpty() && (!(unseen & above(c)).ContainsAll(r.Out) || len(v.Current.Cards)+1 == len(v.Active)) {
			return fmt.Errorf("forced: %v higher still out with %d of %d played", r.Out, len(v.Current.Cards), len(v.Active))
		}
		if r.Aim == AimForced && (v.Turn.Cards&^above(over) != 0 || r.Highest != (v.Turn.Cards&above(c) == 0)) {
			return fmt.Errorf("forced over %v with %v, highest %v", over, v.Turn.Cards, r.Highest)
		}
	case AimDiscard:
		if led == card.NoSuit || r.Suit != led || v.Hand.HasSuit(led) || c.Suit() == led || r.Points != cv.Table.Value(c) {
			return fmt.Errorf("a discard of %v (%d points) on %v, hand %v", c, r.Points, led, v.Hand)
		}
		if r.Single != (v.Hand.OfSuit(c.Suit()) == card.Of(c)) || !r.Kept.IsEmpty() && (!(v.Hand&above(c)).IsEmpty() || r.Kept != v.Hand.OfSuit(c.Suit())&^above(c)&^card.Of(c)) {
			return fmt.Errorf("single %v, kept %v: %v in %v", r.Single, r.Kept, c, v.Hand)
		}
		if r.Danger != 0 && (!unseen.Has(r.Danger) || !cv.Dangerous.Has(r.Danger) || !above(r.Danger).Has(c)) {
			return fmt.Errorf("%v could not catch %v", c, r.Danger)
		}
	case AimGive:
		pool := v.Hand | v.Turn.Cards
		kept := pool &^ m.Cards
		if !pool.ContainsAll(m.Cards) || r.Penalty != m.Cards&cv.Table.Valued() || r.Points != cv.Table.Points(r.Penalty) {
			return fmt.Errorf("gives %v of %v: penalty %v, %d points", m.Cards, v.Hand, r.Penalty, r.Points)
		}
		if !r.Catchers.IsEmpty() && (kept.Has(r.Danger) || !cv.Dangerous.Has(r.Danger) || !m.Cards.ContainsAll(r.Catchers) || !above(r.Danger).ContainsAll(r.Catchers)) {
			return fmt.Errorf("%v would catch %v", r.Catchers, r.Danger)
		}
		for u := card.Clubs; u < card.NoSuit; u++ {
			if r.Voided&(1<<u) != 0 && (kept.HasSuit(u) || !pool.HasSuit(u)) {
				return fmt.Errorf("not void in %v after giving %v of %v", u, m.Cards, v.Hand)
			}
		}
		for x := range r.High.All() {
			if x.Rank() < card.Ten || !m.Cards.Has(x) {
				return fmt.Errorf("%v is not a high card given", x)
			}
		}
		for x := range r.Top.All() {
			if kept.OfSuit(x.Suit()) != card.Of(x) || !m.Cards.HasSuit(x.Suit()) {
				return fmt.Errorf("%v is not left alone in a suit given from (%v of %v)", x, m.Cards, pool)
			}
		}
	case AimPush, AimTakeStock:
		if r.High != highCards(v.Hand) || r.Points != cv.Table.Points(v.Hand) {
			return fmt.Errorf("high %v, %d points in %v", r.High, r.Points, v.Hand)
		}
	case AimAnnounce, AimDecline:
		for x := range r.Top.All() {
			if !v.Hand.Has(x) || !(live & above(x)).IsEmpty() {
				return fmt.Errorf("%v is beaten by a card still out", x)
			}
		}
		for x := range r.Out.All() {
			if !v.Hand.Has(x) || (unseen & above(x)).IsEmpty() {
				return fmt.Errorf("%v is below no card still out", x)
			}
		}
		if hi, ok := r.High.Highest(); ok {
			for x := range v.Hand.All() {
				if x.Rank() > hi.Rank() {
					return fmt.Errorf("%v is higher than the claimed highest %v", x, hi)
				}
			}
		}
	case AimDraw:
		if m.Kind != variant.Draw && m.Kind != variant.DrawAt {
			return fmt.Errorf("a draw reason for %v", m)
		}
	}
	return nil
}
