package option_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/option"
	"github.com/blackqueen/rules/rule"
)

// speed is an enumeration of the tests' options.
type speed uint8

func (speed) Names() []string { return []string{"slow", "fast", "faster"} }

// table is a game's Options as the tests make it: one field of each
// kind of option.
type table struct {
	Speed  speed
	Jokers bool
	Target int
	Limits [7]int
}

// tableSet is the record options of table.
func tableSet() option.Set[table] {
	return option.Set[table]{Game: rule.Text{EN: "Test", DE: "Test", DA: "Test"}, Fields: []option.Field[table]{
		option.Enum("speed", "T-1", func(o *table) *speed { return &o.Speed }),
		option.Bool("jokers", "T-2", func(o *table) *bool { return &o.Jokers }),
		option.Number("target", "T-3", 1, func(o *table) *int { return &o.Target }),
		option.SizeTable("limits", "T-4", func(o *table) *[7]int { return &o.Limits }),
	}}
}

// TestSetRoundTrip: what Marshal writes of valid options, Parse reads
// back unchanged, and an option at its default is not written.
func TestSetRoundTrip(t *testing.T) {
	s := tableSet()
	rapid.Check(t, func(t *rapid.T) {
		o := table{
			Speed:  speed(rapid.IntRange(0, 2).Draw(t, "speed")),
			Jokers: rapid.Bool().Draw(t, "jokers"),
			Target: rapid.OneOf(rapid.Just(0), rapid.IntRange(1, 1000)).Draw(t, "target"),
		}
		for n := 3; n <= 6; n++ {
			o.Limits[n] = rapid.OneOf(rapid.Just(0), rapid.IntRange(1, 500)).Draw(t, "limit")
		}
		if err := s.Check(o); err != nil {
			t.Fatalf("Check(%+v): %v", o, err)
		}
		b, err := s.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		back, err := s.Parse(b)
		if err != nil {
			t.Fatalf("Parse(%s): %v", b, err)
		}
		if d := cmp.Diff(o, back); d != "" {
			t.Fatalf("Parse(Marshal(o)) differs from o (-o +back):\n%s", d)
		}
		if o == (table{}) && string(b) != "{}" {
			t.Fatalf("the defaults marshal to %s, want {}", b)
		}
	})
}

// TestSetRefuses: each refusal is a *rule.Violation of its kind, citing
// the rule of the option where there is one.
func TestSetRefuses(t *testing.T) {
	s := tableSet()
	for _, c := range []struct {
		raw  string
		id   rule.ID
		rule string
	}{
		{`{"pace":"fast"}`, rule.UnknownOption, ""},
		{`{"speed":"fastest"}`, rule.UnknownOption, "T-1"},
		{`{"speed":1}`, rule.UnknownOption, "T-1"},
		{`{"jokers":"yes"}`, rule.UnknownOption, "T-2"},
		{`{"target":0}`, rule.UnknownOption, "T-3"},
		{`{"target":1.5}`, rule.UnknownOption, "T-3"},
		{`{"limits":{"7":100}}`, rule.UnknownOption, "T-4"},
		{`{"limits":{"4":0}}`, rule.UnknownOption, "T-4"},
		{`{"limits":[100]}`, rule.UnknownOption, "T-4"},
		{`[]`, rule.BadRecord, ""},
		{`{"speed":"fast","speed":"slow"}`, rule.BadRecord, ""},
		{`{"speed":`, rule.BadRecord, ""},
	} {
		_, err := s.Parse(json.RawMessage(c.raw))
		var v *rule.Violation
		if !errors.As(err, &v) || v.ID != c.id || v.Ref != c.rule {
			t.Errorf("Parse(%s) = %v, want a %v violation citing %q", c.raw, err, c.id, c.rule)
		}
		if err := option.CheckObject(json.RawMessage(c.raw)); (err == nil) != (c.id != rule.BadRecord) {
			t.Errorf("CheckObject(%s) = %v, want an error only for a bad object", c.raw, err)
		}
	}
	for _, raw := range []string{``, `null`, `{}`, ` { } `, `{"speed":null}`} {
		if o, err := s.Parse(json.RawMessage(raw)); err != nil || o != (table{}) {
			t.Errorf("Parse(%q) = %+v, %v; want the defaults", raw, o, err)
		}
	}
}

// TestSetCheck: Check refuses an enumeration past its names and a size
// table out of its range, citing the option's rule; List is a copy.
func TestSetCheck(t *testing.T) {
	s := tableSet()
	for _, c := range []struct {
		o    table
		rule string
	}{{table{Speed: 3}, "T-1"}, {table{Limits: [7]int{4: -1}}, "T-4"}, {table{Limits: [7]int{2: 10}}, "T-4"}} {
		var v *rule.Violation
		if err := s.Check(c.o); !errors.As(err, &v) || v.ID != rule.BadOptions || v.Ref != c.rule {
			t.Errorf("Check(%+v) = %v, want the bad-options violation of %s", c.o, err, c.rule)
		}
	}
	list := s.List()
	want := []option.Spec{{Name: "speed", Rule: "T-1", Values: []string{"slow", "fast", "faster"}},
		{Name: "jokers", Rule: "T-2", Values: []string{"false", "true"}},
		{Name: "target", Rule: "T-3", Least: 1}, {Name: "limits", Rule: "T-4"}}
	if d := cmp.Diff(want, list); d != "" {
		t.Fatalf("List (-want +got):\n%s", d)
	}
	list[0].Values[0] = "changed"
	if s.List()[0].Values[0] != "slow" {
		t.Error("changing List's values changed the set's")
	}
}

// FuzzSetParse: Parse never panics, and what it accepts passes Check
// and reads back the same from what Marshal writes.
func FuzzSetParse(f *testing.F) {
	for _, s := range []string{`{}`, `{"speed":"fast","jokers":true}`, `{"target":7,"limits":{"3":10,"6":20}}`, `{"x":1}`, `null`} {
		f.Add([]byte(s))
	}
	s := tableSet()
	f.Fuzz(func(t *testing.T, b []byte) {
		o, err := s.Parse(b)
		if err != nil {
			return
		}
		if err := s.Check(o); err != nil {
			t.Fatalf("Parse(%q) gave %+v, which Check refuses: %v", b, o, err)
		}
		out, err := s.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		if back, err := s.Parse(out); err != nil || back != o {
			t.Fatalf("Parse(%q) = %+v; Marshal wrote %s, read back as %+v, %v", b, o, out, back, err)
		}
	})
}
