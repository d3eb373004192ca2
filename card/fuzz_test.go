package card_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/blackqueen/rules/card"
)

// parseSeeds are the seed corpus of FuzzParse and FuzzParseSet: every
// form docs/records.md accepts and the bad strings of TestParseErrors.
var parseSeeds = []string{
	"10H", "QS", "Joker", "joker", "7C", "2C", "AS", "TH", "th", "q♠", "10h",
	"7♣", "K♦", "J♥", "Q♤", " QS ", "\tqs\n",
	"", " ", "11D", "1H", "QX", "Q", "♠", "JokerX", "10", "1", "0H", "10HH",
	"Q♠♠", "Q♠️", "Q\xe2\x99", "Q\xff", "\x00", "\u00a0QS", "Pik Dame",
	"QS, 10h 7♣", "QS QS", "QS,,10H", "Joker 2C AS", "QS;10H",
}

// FuzzParse asserts that Parse never panics, that a failure is a
// *ParseError wrapping ErrSyntax that records the input, and that any
// card it accepts is valid and re-formats to a canonical string that
// parses to the same card.
func FuzzParse(f *testing.F) {
	for _, s := range parseSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := card.Parse(s)
		if err != nil {
			var pe *card.ParseError
			if !errors.Is(err, card.ErrSyntax) || !errors.As(err, &pe) || pe.Input != s {
				t.Fatalf("Parse(%q) error %v: want a *ParseError for the input wrapping ErrSyntax", s, err)
			}
			if c != 0 {
				t.Fatalf("Parse(%q) returned %v with an error", s, c)
			}
			_ = err.Error()
			return
		}
		if !c.Valid() {
			t.Fatalf("Parse(%q) = %#x, not a valid card", s, uint8(c))
		}
		text := c.String()
		back, err := card.Parse(text)
		if err != nil || back != c {
			t.Fatalf("Parse(%q) = %v, but Parse(%q) = %v, %v", s, c, text, back, err)
		}
		if b, err := c.MarshalText(); err != nil || string(b) != text {
			t.Fatalf("MarshalText(%v) = %q, %v; want %q", c, b, err, text)
		}
	})
}

// FuzzParseSet asserts that ParseSet and Set.UnmarshalJSON never panic,
// that a ParseSet failure wraps ErrSyntax, and that any set accepted
// re-formats (as text and as JSON) to a form that parses to the same set.
func FuzzParseSet(f *testing.F) {
	for _, s := range parseSeeds {
		f.Add(s)
	}
	f.Add(`["QS","10H"]`)
	f.Add(`[null]`)
	f.Fuzz(func(t *testing.T, s string) {
		set, err := card.ParseSet(s)
		if err != nil {
			var pe *card.ParseError
			if !errors.Is(err, card.ErrSyntax) || !errors.As(err, &pe) {
				t.Fatalf("ParseSet(%q) error %v: want a *ParseError wrapping ErrSyntax", s, err)
			}
			if set != card.Empty {
				t.Fatalf("ParseSet(%q) returned %v with an error", s, set)
			}
		} else {
			if !set.Valid() {
				t.Fatalf("ParseSet(%q) = %#x, not a valid set", s, uint64(set))
			}
			text := set.String()
			back, err := card.ParseSet(text)
			if err != nil || back != set {
				t.Fatalf("ParseSet(%q) = %v, but ParseSet(%q) = %v, %v", s, set, text, back, err)
			}
			js, err := json.Marshal(set)
			if err != nil {
				t.Fatalf("json.Marshal(%v): %v", set, err)
			}
			var fromJSON card.Set
			if err := json.Unmarshal(js, &fromJSON); err != nil || fromJSON != set {
				t.Fatalf("json round trip of %v via %s = %v, %v", set, js, fromJSON, err)
			}
		}
		// The same text as JSON: never a panic, and any set it yields
		// is valid.
		var fromJSON card.Set
		if json.Unmarshal([]byte(s), &fromJSON) == nil && !fromJSON.Valid() {
			t.Fatalf("json.Unmarshal(%q) = %#x, not a valid set", s, uint64(fromJSON))
		}
	})
}
