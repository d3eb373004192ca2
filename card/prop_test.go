package card_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
)

// Property-based tests. Every rapid.Check here starts from rapidSeed (see
// TestMain); rapid prints the failing seed and a -rapid.failfile to replay.

// genCard draws one of the 53 valid cards.
func genCard() *rapid.Generator[card.Card] { return rapid.SampledFrom(allCards()) }

// model is the simple reference for a Set: one bool per Card value.
type model [64]bool

// genModel draws a set of valid cards as a model. Half the time the cards
// come from a list (small and mid-sized sets), half the time each card is
// in or out by a coin flip (large sets).
func genModel() *rapid.Generator[model] {
	return rapid.Custom(func(t *rapid.T) model {
		var m model
		all := allCards()
		if rapid.Bool().Draw(t, "each card") {
			for _, c := range all {
				m[c] = rapid.Bool().Draw(t, "in")
			}
			return m
		}
		for _, i := range rapid.SliceOfN(rapid.IntRange(0, len(all)-1), 0, 60).Draw(t, "cards") {
			m[all[i]] = true
		}
		return m
	})
}

// set builds the Set of a model with Add, the one primitive the model
// trusts.
func (m model) set() card.Set {
	var s card.Set
	for c, in := range m {
		if in {
			s = s.Add(card.Card(c))
		}
	}
	return s
}

// cards lists the model's cards in increasing value.
func (m model) cards() []card.Card {
	out := []card.Card{}
	for c, in := range m {
		if in {
			out = append(out, card.Card(c))
		}
	}
	return out
}

func (m model) len() int { return len(m.cards()) }

func combine(a, b model, f func(x, y bool) bool) model {
	var out model
	for i := range out {
		out[i] = f(a[i], b[i])
	}
	return out
}

// checkAgainst fails t unless s holds exactly the cards of m.
func checkAgainst(t *rapid.T, what string, s card.Set, m model) {
	t.Helper()
	for b := range 256 {
		c := card.Card(b)
		want := b < 64 && m[b]
		if s.Has(c) != want {
			t.Fatalf("%s: Has(%v) = %v; want %v (set %v)", what, c, s.Has(c), want, s)
		}
	}
	if s.Len() != m.len() {
		t.Fatalf("%s: Len = %d; want %d (set %v)", what, s.Len(), m.len(), s)
	}
	if s.IsEmpty() != (m.len() == 0) {
		t.Fatalf("%s: IsEmpty = %v with %d cards", what, s.IsEmpty(), m.len())
	}
	if !s.Valid() {
		t.Fatalf("%s: %v is not Valid", what, s)
	}
}

// spell draws one of the many spellings docs/records.md accepts for c: T or 10
// for ten, any case, suit letter or symbol, surrounding blanks.
func spell(t *rapid.T, c card.Card) string {
	anyCase := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			if rapid.Bool().Draw(t, "upper") {
				b.WriteString(strings.ToUpper(string(r)))
			} else {
				b.WriteString(strings.ToLower(string(r)))
			}
		}
		return b.String()
	}
	blanks := func(label string) string {
		return rapid.StringOfN(rapid.SampledFrom([]rune(" \t\r\n")), 0, 3, -1).Draw(t, label)
	}
	var body string
	if c == card.Joker {
		body = anyCase("joker")
	} else {
		rank := c.Rank().String()
		if c.Rank() == card.Ten && rapid.Bool().Draw(t, "T for ten") {
			rank = "T"
		}
		suits := []string{c.String()[len(c.String())-1:], c.Suit().Symbol(), []string{"♧", "♢", "♡", "♤"}[c.Suit()]}
		body = anyCase(rank) + anyCase(rapid.SampledFrom(suits).Draw(t, "suit"))
	}
	return blanks("before") + body + blanks("after")
}

// TestPropParseFormat: parse(format(c)) == c for every valid card, and
// every accepted spelling parses to the same card.
func TestPropParseFormat(t *testing.T) {
	for _, c := range allCards() {
		if got, err := card.Parse(c.String()); err != nil || got != c {
			t.Errorf("Parse(%q) = %v, %v; want %v", c.String(), got, err, c)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		c := genCard().Draw(t, "card")
		text := spell(t, c)
		got, err := card.Parse(text)
		if err != nil || got != c {
			t.Fatalf("Parse(%q) = %v, %v; want %v", text, got, err, c)
		}
		var u card.Card
		if err := u.UnmarshalText([]byte(text)); err != nil || u != c {
			t.Fatalf("UnmarshalText(%q) = %v, %v; want %v", text, u, err, c)
		}
	})
}

// TestPropSetRoundTrip: ParseSet(s.String()) == s, and the text and JSON
// forms round-trip, for random sets; any mix of spellings, separators and
// order parses to the same set.
func TestPropSetRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genModel().Draw(t, "set")
		s := m.set()
		if got, err := card.ParseSet(s.String()); err != nil || got != s {
			t.Fatalf("ParseSet(%q) = %v, %v; want %v", s.String(), got, err, s)
		}
		text, err := s.MarshalText()
		if err != nil {
			t.Fatalf("MarshalText(%v): %v", s, err)
		}
		var fromText card.Set
		if err := fromText.UnmarshalText(text); err != nil || fromText != s {
			t.Fatalf("UnmarshalText(%q) = %v, %v; want %v", text, fromText, err, s)
		}
		js, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("json.Marshal(%v): %v", s, err)
		}
		var fromJSON card.Set
		if err := json.Unmarshal(js, &fromJSON); err != nil || fromJSON != s {
			t.Fatalf("json.Unmarshal(%s) = %v, %v; want %v", js, fromJSON, err, s)
		}
		// The JSON array lists the cards in canonical order.
		var list []string
		if err := json.Unmarshal(js, &list); err != nil {
			t.Fatalf("json.Unmarshal(%s) into strings: %v", js, err)
		}
		var want []string
		for _, c := range m.cards() {
			want = append(want, c.String())
		}
		if diff := cmp.Diff(want, list, cmpEmptyNil); diff != "" {
			t.Fatalf("JSON array mismatch (-want +got):\n%s", diff)
		}
		// Shuffled, respelled, with mixed separators.
		cards := rapid.Permutation(m.cards()).Draw(t, "order")
		var b strings.Builder
		for _, c := range cards {
			b.WriteString(spell(t, c))
			b.WriteString(rapid.SampledFrom([]string{" ", ",", ", ", "\t", ",,"}).Draw(t, "sep"))
		}
		if got, err := card.ParseSet(b.String()); err != nil || got != s {
			t.Fatalf("ParseSet(%q) = %v, %v; want %v", b.String(), got, err, s)
		}
	})
}

// cmpEmptyNil makes cmp.Diff treat a nil and an empty slice alike.
var cmpEmptyNil = cmp.Comparer(func(a, b []string) bool { return slices.Equal(a, b) })

// TestPropSetAlgebra checks Add, Union, Intersect, Minus and ContainsAll
// against the model, and the laws of set algebra.
func TestPropSetAlgebra(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ma, mb, mc := genModel().Draw(t, "a"), genModel().Draw(t, "b"), genModel().Draw(t, "c")
		a, b, c := ma.set(), mb.set(), mc.set()
		checkAgainst(t, "a", a, ma)
		checkAgainst(t, "Of(a)", card.Of(ma.cards()...), ma)
		checkAgainst(t, "a ∪ b", a.Union(b), combine(ma, mb, func(x, y bool) bool { return x || y }))
		checkAgainst(t, "a ∩ b", a.Intersect(b), combine(ma, mb, func(x, y bool) bool { return x && y }))
		checkAgainst(t, "a − b", a.Minus(b), combine(ma, mb, func(x, y bool) bool { return x && !y }))
		subset := true
		for i := range mb {
			if mb[i] && !ma[i] {
				subset = false
			}
		}
		if a.ContainsAll(b) != subset {
			t.Fatalf("ContainsAll(%v, %v) = %v; want %v", a, b, a.ContainsAll(b), subset)
		}
		laws := []struct {
			name        string
			left, right card.Set
		}{
			{"union commutes", a.Union(b), b.Union(a)},
			{"intersection commutes", a.Intersect(b), b.Intersect(a)},
			{"union associates", a.Union(b).Union(c), a.Union(b.Union(c))},
			{"intersection associates", a.Intersect(b).Intersect(c), a.Intersect(b.Intersect(c))},
			{"∩ distributes over ∪", a.Intersect(b.Union(c)), a.Intersect(b).Union(a.Intersect(c))},
			{"∪ distributes over ∩", a.Union(b.Intersect(c)), a.Union(b).Intersect(a.Union(c))},
			{"De Morgan 1", a.Minus(b.Union(c)), a.Minus(b).Intersect(a.Minus(c))},
			{"De Morgan 2", a.Minus(b.Intersect(c)), a.Minus(b).Union(a.Minus(c))},
			{"split", a.Minus(b).Union(a.Intersect(b)), a},
			{"idempotent", a.Union(a).Intersect(a), a},
			{"absorption", a.Union(a.Intersect(b)), a},
			{"minus is intersect with complement", a.Minus(b), a.Intersect(card.Full52.Add(card.Joker).Minus(b))},
		}
		for _, l := range laws {
			if l.left != l.right {
				t.Fatalf("%s fails: %v != %v", l.name, l.left, l.right)
			}
		}
		if a.Union(b).Len()+a.Intersect(b).Len() != a.Len()+b.Len() {
			t.Fatalf("|a ∪ b| + |a ∩ b| != |a| + |b| for %v, %v", a, b)
		}
		if !a.Union(b).ContainsAll(a) || !a.ContainsAll(a.Intersect(b)) || a.Minus(b).Intersect(b) != card.Empty {
			t.Fatalf("containment laws fail for %v, %v", a, b)
		}
		// Add and Remove of one card.
		x := genCard().Draw(t, "x")
		mx := ma
		mx[x] = true
		checkAgainst(t, "a + x", a.Add(x), mx)
		mx[x] = false
		checkAgainst(t, "a − x", a.Remove(x), mx)
	})
}

// TestPropSuitQueries checks OfSuit, HasSuit, Lowest and Highest, alone and
// after OfSuit, against the model (what TT-2 and TT-3 ask of a hand).
func TestPropSuitQueries(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genModel().Draw(t, "set")
		s := m.set()
		cards := m.cards()
		if lo, ok := s.Lowest(); ok != (len(cards) > 0) || (ok && lo != cards[0]) {
			t.Fatalf("Lowest(%v) = %v, %v", s, lo, ok)
		}
		if hi, ok := s.Highest(); ok != (len(cards) > 0) || (ok && hi != cards[len(cards)-1]) {
			t.Fatalf("Highest(%v) = %v, %v", s, hi, ok)
		}
		for u := card.Suit(0); u <= card.NoSuit+1; u++ {
			var mu model
			var inSuit []card.Card
			for _, c := range cards {
				if c != card.Joker && int(c)>>4 == int(u) {
					mu[c] = true
					inSuit = append(inSuit, c)
				}
			}
			checkAgainst(t, "OfSuit("+u.String()+")", s.OfSuit(u), mu)
			if s.HasSuit(u) != (len(inSuit) > 0) {
				t.Fatalf("HasSuit(%v) of %v = %v", u, s, s.HasSuit(u))
			}
			lo, okLo := s.OfSuit(u).Lowest()
			hi, okHi := s.OfSuit(u).Highest()
			if okLo != (len(inSuit) > 0) || okHi != okLo {
				t.Fatalf("OfSuit(%v).Lowest/Highest() of %v: ok = %v, %v", u, s, okLo, okHi)
			}
			if okLo && (lo != inSuit[0] || hi != inSuit[len(inSuit)-1]) {
				t.Fatalf("OfSuit(%v).Lowest/Highest() of %v = %v, %v; want %v, %v", u, s, lo, hi, inSuit[0], inSuit[len(inSuit)-1])
			}
			if !okLo && (lo != 0 || hi != 0) {
				t.Fatalf("OfSuit(%v).Lowest/Highest() of %v = %v, %v with false; want zero Cards", u, s, lo, hi)
			}
		}
	})
}

// TestPropNthIndex: Nth and Index are inverse, and Nth(i) is the i-th card
// of the model.
func TestPropNthIndex(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genModel().Draw(t, "set")
		s := m.set()
		cards := m.cards()
		for i, want := range cards {
			c, ok := s.Nth(i)
			if !ok || c != want {
				t.Fatalf("Nth(%d) of %v = %v, %v; want %v", i, s, c, ok, want)
			}
			j, ok := s.Index(c)
			if !ok || j != i {
				t.Fatalf("Index(%v) of %v = %d, %v; want %d", c, s, j, ok, i)
			}
		}
		if _, ok := s.Nth(len(cards)); ok {
			t.Fatalf("Nth(Len) of %v succeeded", s)
		}
		x := genCard().Draw(t, "x")
		if _, ok := s.Index(x); ok != m[x] {
			t.Fatalf("Index(%v) of %v: ok = %v; want %v", x, s, ok, m[x])
		}
	})
}

// TestPropIteration: All yields Len cards in strictly increasing order,
// and Next, AppendCards and Cards agree with it.
func TestPropIteration(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genModel().Draw(t, "set")
		s := m.set()
		want := m.cards()
		got := slices.Collect(s.All())
		if len(got) != s.Len() {
			t.Fatalf("All of %v yielded %d cards; Len is %d", s, len(got), s.Len())
		}
		for i := 1; i < len(got); i++ {
			if got[i-1] >= got[i] {
				t.Fatalf("All of %v is not increasing: %v then %v", s, got[i-1], got[i])
			}
		}
		if diff := cmp.Diff(want, got, cmpEmptyCards); diff != "" {
			t.Fatalf("All mismatch (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(want, s.Cards()); diff != "" {
			t.Fatalf("Cards mismatch (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(want, s.AppendCards(nil), cmpEmptyCards); diff != "" {
			t.Fatalf("AppendCards mismatch (-want +got):\n%s", diff)
		}
		var next []card.Card
		rest := s
		for c, ok := rest.Next(); ok; c, ok = rest.Next() {
			next = append(next, c)
			if rest.Has(c) || rest.Len() != s.Len()-len(next) {
				t.Fatalf("Next left %v after taking %v", rest, c)
			}
		}
		if diff := cmp.Diff(want, next, cmpEmptyCards); diff != "" {
			t.Fatalf("Next loop mismatch (-want +got):\n%s", diff)
		}
		// Stopping early yields a prefix.
		stop := rapid.IntRange(0, len(want)).Draw(t, "stop")
		var prefix []card.Card
		for c := range s.All() {
			if len(prefix) == stop {
				break
			}
			prefix = append(prefix, c)
		}
		if diff := cmp.Diff(want[:stop], prefix, cmpEmptyCards); diff != "" {
			t.Fatalf("All with break after %d mismatch (-want +got):\n%s", stop, diff)
		}
	})
}

var cmpEmptyCards = cmp.Comparer(func(a, b []card.Card) bool { return slices.Equal(a, b) })

// TestPropSetStateMachine drives a Set through random Add, Remove, Union,
// Intersect, Minus and Next steps beside a map model, checking the
// invariants after every step.
func TestPropSetStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s card.Set
		m := map[card.Card]bool{}
		toModel := func() model {
			var out model
			for c := range m {
				out[c] = true
			}
			return out
		}
		t.Repeat(map[string]func(*rapid.T){
			"Add": func(t *rapid.T) {
				c := genCard().Draw(t, "c")
				s = s.Add(c)
				m[c] = true
			},
			"Remove": func(t *rapid.T) {
				c := genCard().Draw(t, "c")
				s = s.Remove(c)
				delete(m, c)
			},
			"Union": func(t *rapid.T) {
				o := genModel().Draw(t, "other")
				s = s.Union(o.set())
				for _, c := range o.cards() {
					m[c] = true
				}
			},
			"Intersect": func(t *rapid.T) {
				o := genModel().Draw(t, "other")
				s = s.Intersect(o.set())
				for c := range m {
					if !o[c] {
						delete(m, c)
					}
				}
			},
			"Minus": func(t *rapid.T) {
				o := genModel().Draw(t, "other")
				s = s.Minus(o.set())
				for _, c := range o.cards() {
					delete(m, c)
				}
			},
			"Next": func(t *rapid.T) {
				c, ok := s.Next()
				if ok != (len(m) > 0) {
					t.Fatalf("Next: ok = %v with %d cards", ok, len(m))
				}
				if ok {
					for x := range m {
						if x < c {
							t.Fatalf("Next returned %v but %v is lower", c, x)
						}
					}
					if !m[c] {
						t.Fatalf("Next returned %v, not a member", c)
					}
					delete(m, c)
				}
			},
			"": func(t *rapid.T) {
				checkAgainst(t, "state", s, toModel())
			},
		})
	})
}
