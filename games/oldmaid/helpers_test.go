package oldmaid_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"sort"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/internal/gametest"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// Helpers shared by the Old Maid tests. They model the rules independently
// of the engine (they do not call PairRule.Discard or Partners), so a test
// that uses them can catch a bug there.

const omBlack = card.ClubsSet | card.SpadesSet

// omPairClasses returns the groups of cards of pack that can pair among
// themselves under the pairing rule (OM-R4, OM-O1): the cards of one rank,
// or of one rank and colour. The joker is in no group.
func omPairClasses(p oldmaid.PairRule) []card.Set {
	var out []card.Set
	for r := card.Two; r <= card.Ace; r++ {
		x := card.RankSet(r)
		if p == oldmaid.SameColourPairs {
			out = append(out, x&omBlack, x&^omBlack)
			continue
		}
		out = append(out, x)
	}
	return out
}

// omHoldsPair reports whether h holds two cards that pair under p.
func omHoldsPair(h card.Set, p oldmaid.PairRule) bool {
	for _, cl := range omPairClasses(p) {
		if (h & cl).Len() >= 2 {
			return true
		}
	}
	return false
}

// omOpts returns Old Maid options.
func omOpts(p oldmaid.PairRule, m oldmaid.Maid, d oldmaid.DrawFrom) oldmaid.Options {
	return oldmaid.Options{Pairs: p, Maid: m, DrawFrom: d}
}

// omDealFor builds a deal at a table of seats with the given dealer in
// which, after the initial discard (OM-R4), seat s keeps exactly kept[s]:
// the rest of the pack is handed out as pairs under o.Pairs, never of a
// rank (or class) a seat keeps a card of. The test fails if the kept
// cards leave an odd class or do not fit the hand sizes of OM-R2.
func omDealFor(t testing.TB, seats, dealer int, o oldmaid.Options, kept ...card.Set) variant.Dealt {
	t.Helper()
	pack := gametest.MustPack(games.OldMaid, 2, oldmaid.Options{Maid: o.Maid})
	canon := deck.OrderOf(pack.Cards()...)
	want, err := deck.Deal(canon.Cards(), deck.Dealing{Dealer: dealer, Seats: seats, Active: seat.All(seats)})
	if err != nil {
		t.Fatalf("deck.Deal: %v", err)
	}
	d := variant.Dealt{Dealer: dealer}
	rest := pack
	for s, k := range kept {
		d.Hands[s] = k
		rest &^= k
	}
	if rest.Has(card.Joker) {
		t.Fatalf("omDealFor: the joker must be kept by a seat")
	}
	var pairs []card.Set
	for _, cl := range omPairClasses(o.Pairs) {
		x := rest & cl
		if x.Len()%2 != 0 {
			t.Fatalf("omDealFor: %v left in the pack cannot be paired", x)
		}
		for x != 0 {
			a, _ := x.Next()
			b, _ := x.Next()
			pairs = append(pairs, card.Of(a, b))
		}
	}
	// Each seat, those keeping the most cards first, takes the pairs that
	// the fewest other seats could take.
	order := make([]int, seats)
	for s := range order {
		order[s] = s
	}
	sort.SliceStable(order, func(i, j int) bool { return omKept(kept, order[i]).Len() > omKept(kept, order[j]).Len() })
	for _, s := range order {
		usable := func(x int, p card.Set) bool { return omCanTake(d.Hands[x], omKept(kept, x), p, o.Pairs) }
		sort.SliceStable(pairs, func(i, j int) bool {
			others := func(p card.Set) int {
				k := 0
				for x := 0; x < seats; x++ {
					if x != s && usable(x, p) {
						k++
					}
				}
				return k
			}
			return others(pairs[i]) < others(pairs[j])
		})
		for d.Hands[s].Len() < want.Hand[s].Len() {
			i := 0
			for i < len(pairs) && !usable(s, pairs[i]) {
				i++
			}
			if i == len(pairs) {
				t.Fatalf("omDealFor: no pair left for seat %d", s)
			}
			d.Hands[s] |= pairs[i]
			pairs = append(pairs[:i], pairs[i+1:]...)
		}
		if d.Hands[s].Len() != want.Hand[s].Len() {
			t.Fatalf("omDealFor: seat %d keeps %d cards, one too many for a hand of %d", s, omKept(kept, s).Len(), want.Hand[s].Len())
		}
	}
	if len(pairs) != 0 {
		t.Fatalf("omDealFor: %d pairs left over", len(pairs))
	}
	return d
}

func omKept(kept []card.Set, s int) card.Set {
	if s < len(kept) {
		return kept[s]
	}
	return 0
}

// omCanTake reports whether a seat holding h, which is to keep kept
// after the discard, can take the pair p without changing what it keeps:
// p must share no pair class with a card the seat keeps, except that
// under rank pairs a seat keeping one card of a rank may take two lower
// cards of it (three of a kind keep the highest, OM-R4).
func omCanTake(h, kept, p card.Set, r oldmaid.PairRule) bool {
	for _, cl := range omPairClasses(r) {
		x := h & cl
		if x&kept == 0 || p&cl == 0 {
			continue // two pairs of a rank all go (OM-R4)
		}
		hi, _ := x.Highest()
		top, _ := p.Highest()
		if r == oldmaid.SameColourPairs || x != kept&cl || x.Len() != 1 || top > hi {
			return false
		}
	}
	return true
}

// omDealKept deals g a round (omDealFor with g's options) in which seat
// s keeps kept[s] after the initial discard, and checks that it does
// (OM-R4).
func omDealKept(t testing.TB, g *oldmaid.Game, dealer int, kept ...card.Set) {
	t.Helper()
	if err := g.DealCards(omDealFor(t, g.Seats(), dealer, g.Options().(oldmaid.Options), kept...)); err != nil {
		t.Fatalf("DealCards: %v", err)
	}
	for s := 0; s < g.Seats(); s++ {
		if g.Hand(s) != omKept(kept, s) {
			t.Fatalf("OM-R4: seat %d keeps %v after the discard, want %v", s, g.Hand(s), omKept(kept, s))
		}
	}
}

// omMaxDraws bounds the draws of one round in the tests: a round with a
// fair shuffle ends with probability 1 and, at four seats, in a few
// hundred draws at most in practice; a round still running after this
// many is a bug (a shuffle that cycles), not bad luck.
const omMaxDraws = 100000

// omBound fails the test when a round has run omMaxDraws draws.
func omBound(t omTB, draws int) {
	t.Helper()
	if draws >= omMaxDraws {
		t.Fatalf("the round did not end after %d draws", draws)
	}
}

// omWantRule fails unless err is a *rule.Violation with the given ID.
func omWantRule(t testing.TB, err error, id rule.ID, what string) {
	t.Helper()
	var v *rule.Violation
	if !errors.As(err, &v) || !errors.Is(err, id) {
		t.Fatalf("%s: got error %v, want a *rule.Violation %v", what, err, id)
	}
	if !v.Told() {
		t.Fatalf("%s: violation %v lacks an English or German message", what, v)
	}
}

// omTB is what the helpers need of *testing.T and *rapid.T.
type omTB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// omViewCards returns every card a View holds anywhere, found by walking
// its fields (so a field added later is checked too), and, with withJSON,
// every card named in its JSON form.
func omViewCards(t omTB, v variant.View, withJSON bool) card.Set {
	t.Helper()
	var out card.Set
	cardType := reflect.TypeFor[card.Card]()
	setType := reflect.TypeFor[card.Set]()
	var walk func(x reflect.Value)
	walk = func(x reflect.Value) {
		switch {
		case x.Type() == cardType:
			if c := card.Card(x.Uint()); c.Valid() {
				out = out.Add(c)
			}
			return
		case x.Type() == setType:
			out |= card.Set(x.Uint())
			return
		}
		switch x.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !x.IsNil() {
				walk(x.Elem())
			}
		case reflect.Struct:
			for i := 0; i < x.NumField(); i++ {
				walk(x.Field(i))
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < x.Len(); i++ {
				walk(x.Index(i))
			}
		}
	}
	walk(reflect.ValueOf(v))
	if !withJSON {
		return out
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(view): %v", err)
	}
	var tree any
	if err := json.Unmarshal(b, &tree); err != nil {
		t.Fatalf("json.Unmarshal(view): %v", err)
	}
	var strs func(x any)
	strs = func(x any) {
		switch x := x.(type) {
		case string:
			if c, err := card.Parse(x); err == nil {
				out = out.Add(c)
			}
		case []any:
			for _, e := range x {
				strs(e)
			}
		case map[string]any:
			for k, e := range x {
				if k == "options" {
					continue // rule values such as "maid": "joker", not cards
				}
				strs(e)
			}
		}
	}
	strs(tree)
	return out
}

// omCheckViews checks TT-6 and OM-R6 for every seat: a View holds no
// card of another seat's hand (in its fields and its JSON), shows the
// seat's own hand and every hand size.
func omCheckViews(t omTB, g *oldmaid.Game) { omCheckViewsJSON(t, g, true) }

// omCheckViewsJSON is omCheckViews, with the JSON form checked only when
// withJSON is set (the state machine checks it at the end of a round).
func omCheckViewsJSON(t omTB, g *oldmaid.Game, withJSON bool) {
	t.Helper()
	n := g.Seats()
	for s := 0; s < n; s++ {
		v, err := g.View(s)
		if err != nil {
			t.Fatalf("View(%d): %v", s, err)
		}
		var others card.Set
		for x := 0; x < n; x++ {
			if x != s {
				others |= g.Hand(x)
			}
		}
		if leak := omViewCards(t, v, withJSON) & others; leak != 0 {
			t.Fatalf("TT-6/OM-R6: seat %d's view shows %v of another hand", s, leak)
		}
		if v.Hand != g.Hand(s) {
			t.Fatalf("seat %d's view shows hand %v, holds %v", s, v.Hand, g.Hand(s))
		}
		if g.Phase() != variant.PhaseDeal {
			for x := 0; x < n; x++ {
				if v.HandSizes[x] != g.Hand(x).Len() {
					t.Fatalf("seat %d's view: seat %d holds %d cards, view says %d", s, x, g.Hand(x).Len(), v.HandSizes[x])
				}
			}
		}
		if v.Discards != g.Discards() {
			t.Fatalf("seat %d's view: discards %v, want %v", s, v.Discards, g.Discards())
		}
		if v.DrawFrom != g.DrawSource(s) {
			t.Fatalf("seat %d's view: draws from %d, want %d", s, v.DrawFrom, g.DrawSource(s))
		}
		if tu := g.Turn(); tu.Seat == s {
			if v.Turn == nil || v.Turn.Kind != variant.Draw || v.Turn.From != tu.From || v.Turn.Cards != 0 {
				t.Fatalf("seat %d's view: turn %+v, want a Draw from %d without cards", s, v.Turn, tu.From)
			}
		} else if v.Turn != nil {
			t.Fatalf("seat %d's view has a turn %+v while seat %d acts", s, v.Turn, tu.Seat)
		}
	}
}
