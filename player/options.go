package player

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// candidateCards is how many of the most dangerous cards the Monte Carlo
// players consider for a pass or a stock exchange: every choice of 3 (or
// 2) of them, plus the heuristic's own choice, is searched. All choices
// of a 13-card hand would be 286 passes, too many to tell apart in a
// decision's budget.
const candidateCards = 6

// widePassCards is candidateCards with Config.WidePass: every choice of
// three of eight cards is 56 passes.
const widePassCards = 8

// silence is the root option of an announcement decision that makes no
// announcement now.
var silence = variant.Move{}

// rootOptions returns the moves a Monte Carlo player weighs for its
// in-turn decision in v, the heuristic's choice first (so that ties and
// short budgets fall back on it): every legal card to play, every
// position to draw from, the candidate passes and stock exchanges, the
// push and the take of a Sau stock, announcing or declining. With wide
// (Config.WidePass) the candidate passes are the wider set of
// candidatePasses.
func rootOptions(v *variant.View, heuristic variant.Move, dst []variant.Move, wide bool) []variant.Move {
	t := v.Turn
	s := v.Seat
	dst = append(dst[:0], heuristic)
	add := func(m variant.Move) {
		for _, x := range dst {
			if x == m {
				return
			}
		}
		dst = append(dst, m)
	}
	var k knowledge
	switch t.Kind {
	case variant.Play:
		for c := range t.Cards.All() {
			add(variant.PlayMove(s, c))
		}
	case variant.Draw:
		if t.From >= 0 && t.From < len(v.HandSizes) {
			for i := 0; i < v.HandSizes[t.From]; i++ {
				add(variant.DrawAtMove(s, i))
			}
		}
	case variant.Pass:
		k.fromView(v)
		candidatePasses(t.Cards, t.Count, &k, wide, func(p card.Set) { add(variant.PassMove(s, p)) })
	case variant.Stock:
		k.fromView(v)
		top := topCards(t.Cards, candidateCards, k.stockDanger)
		subsets(top, t.Count, func(p card.Set) {
			if stockOK(t, p) {
				add(variant.StockMove(s, p))
			}
		})
		if len(dst) < 2 {
			for _, p := range stockChoices(t) {
				add(variant.StockMove(s, p))
			}
		}
		if t.CanPush {
			add(variant.PushMove(s))
		}
	case variant.Take:
		add(variant.TakeMove(s))
		if t.CanPush {
			add(variant.PushMove(s))
		}
	case variant.Announce:
		add(variant.DeclineMove(s))
		for _, m := range v.Announce {
			add(variant.AnnounceMove(s, m.Call))
		}
	}
	return dst
}

// announceOptions returns the root options of an out-of-turn
// announcement decision: staying silent for now, then each call v offers.
func announceOptions(v *variant.View, dst []variant.Move) []variant.Move {
	dst = append(dst[:0], silence)
	for _, m := range v.Announce {
		if m.Seat == v.Seat && m.Kind == variant.Announce {
			dst = append(dst, m)
		}
	}
	return dst
}

// candidatePasses calls f with the candidate passes from hand, of n
// cards each (SH-R3, BM-R4): every choice of n of its candidateCards most
// dangerous cards (passScore); with wide (Config.WidePass) of its
// widePassCards most dangerous, then, for each suit of which hand holds
// at least one card and at most n, the pass of all of them and the most
// dangerous of the rest: the pass that leaves the seat void in a suit,
// which the danger of single cards never puts among the candidates when
// the suit's cards are low. The suits come in the order of the
// measurements (clubs, diamonds, spades, hearts), which decides only
// where each pass stands among the options.
func candidatePasses(hand card.Set, n int, k *knowledge, wide bool, f func(card.Set)) {
	score := func(c card.Card) float64 { return k.passScore(hand, c) }
	if !wide {
		subsets(topCards(hand, candidateCards, score), n, f)
		return
	}
	subsets(topCards(hand, widePassCards, score), n, f)
	for _, u := range [...]card.Suit{card.Clubs, card.Diamonds, card.Spades, card.Hearts} {
		suit := hand.OfSuit(u)
		if suit.IsEmpty() || suit.Len() > n {
			continue
		}
		f(suit | topCards(hand.Minus(suit), n-suit.Len(), score))
	}
}

// topCards returns the n cards of s with the highest score (all of s if
// it has fewer).
func topCards(s card.Set, n int, score func(card.Card) float64) card.Set {
	var top card.Set
	for ; n > 0 && !s.IsEmpty(); n-- {
		var best card.Card
		bestV := 0.0
		found := false
		for c := range s.All() {
			if v := score(c); !found || v > bestV {
				best, bestV, found = c, v, true
			}
		}
		top = top.Add(best)
		s = s.Remove(best)
	}
	return top
}

// subsets calls f with every k-card subset of s, in canonical order.
func subsets(s card.Set, k int, f func(card.Set)) {
	cards := s.Cards()
	var rec func(from int, acc card.Set, left int)
	rec = func(from int, acc card.Set, left int) {
		if left == 0 {
			f(acc)
			return
		}
		for i := from; i <= len(cards)-left; i++ {
			rec(i+1, acc.Add(cards[i]), left-1)
		}
	}
	rec(0, 0, k)
}

// mergeEquivalent removes from opts, the root options of a card play,
// every card equivalent to one earlier in opts, and returns what is
// left, in its order (the heuristic's card first); a move that is not
// the play of a card of a suit is always kept. Two cards of the
// seat's hand are equivalent when they are of one suit, score the same
// (the game's penalty table), and no card between them in rank may still
// be played by another seat or lies on the table: neither k.out nor the
// trick in progress. Such cards win and lose against every other card
// alike (TT-3), so a deal played with one of them goes as it goes with
// the other, the two swapped (TestEquivalentCardsPlayAlike), and
// searching both splits the budget between options that cannot differ.
// Everything it reads is the seat's own knowledge (k from its View). It
// does not allocate.
func mergeEquivalent(opts []variant.Move, k *knowledge) []variant.Move {
	live := k.out | k.onTable()
	kept := opts[:0]
	for _, m := range opts {
		if m.Kind != variant.Play || !m.Card.Suit().Valid() {
			kept = append(kept, m)
			continue
		}
		twin := false
		for _, x := range kept {
			if x.Kind == variant.Play && equivalent(m.Card, x.Card, live, k) {
				twin = true
				break
			}
		}
		if !twin {
			kept = append(kept, m)
		}
	}
	return kept
}

// equivalent reports whether cards a and b are alike in the play: of one
// suit (a real one: never a joker), of one value in k's penalty table,
// and no card of live strictly between them in rank.
func equivalent(a, b card.Card, live card.Set, k *knowledge) bool {
	if a.Suit() != b.Suit() || !a.Suit().Valid() || k.table.Value(a) != k.table.Value(b) {
		return false
	}
	return live&above(min(a, b))&below(max(a, b)) == 0
}
