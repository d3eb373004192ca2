package variant

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// OptionSet is the record options of a game's Options type O, in the
// order of the game's table in docs/records.md: how a record's "options"
// object is read into an O and written from one. A game's package builds
// its set from the field constructors (EnumOption, BoolOption,
// NumberOption, SizeTableOption); its Options' MarshalJSON and its
// ParseOptions are the set's.
type OptionSet[O any] struct {
	// Game is the game's title as messages name it.
	Game rule.Text
	// Fields are the options, each a field of O.
	Fields []OptionField[O]
}

// OptionField is one record option: a field of the game's Options type O,
// its record name and rule, and how its JSON value is read and written.
type OptionField[O any] struct {
	Option
	// set reads a JSON value into o; get returns the JSON value of o's
	// field and whether it differs from the default.
	set func(o *O, v strictjson.Value) error
	get func(o *O) (any, bool)
	// valid reports whether o's field holds a value of the option; nil
	// when every value of the field is one (booleans, numbers).
	valid func(o *O) bool
}

// Parse reads the "options" object raw of a record into the zero O. An
// absent, null or empty object is the defaults; an option null is its
// default. An option the set does not have, or a value of the wrong
// kind, is a *rule.Violation with rule.UnknownOption naming the valid
// options; JSON that is not an object is rule.BadRecord.
func (s OptionSet[O]) Parse(raw json.RawMessage) (O, error) {
	var o O
	members, err := parseMembers(raw)
	if err != nil {
		return o, err
	}
	for _, m := range members {
		f, ok := s.field(m.Key)
		if !ok {
			names := s.names()
			return o, rule.Fact(rule.UnknownOption, "", rule.NoSeat, rule.Facts{Sentence: sentence.NoSuchOption,
				Game: s.Game, Name: strictjson.Quote(m.Key),
				Detail: rule.Text{EN: optionList(names, "and"), DE: optionList(names, "und"), DA: optionList(names, "og")}})
		}
		if m.Value.IsNull() {
			continue // null: the option is left out, its default whatever its type
		}
		if err := f.set(&o, m.Value); err != nil {
			return o, refusedValue(s.Game, f.Rule, err)
		}
	}
	return o, nil
}

// Marshal returns the "options" object of a record for o: every option
// whose value differs from its default.
func (s OptionSet[O]) Marshal(o O) ([]byte, error) {
	m := map[string]any{}
	for _, f := range s.Fields {
		if v, set := f.get(&o); set {
			m[f.Name] = v
		}
	}
	return json.Marshal(m)
}

// Check reports the first option of o whose field holds no value of the
// option (an enumeration past its names) as a *rule.Violation with
// rule.BadOptions citing the option's rule.
func (s OptionSet[O]) Check(o O) error {
	for _, f := range s.Fields {
		if f.valid != nil && !f.valid(&o) {
			return badOptions(f.Rule, rule.Facts{Sentence: sentence.OptionInvalid, Name: f.Name})
		}
	}
	return nil
}

// List returns the set's options, in order, each with its values.
func (s OptionSet[O]) List() []Option {
	out := make([]Option, len(s.Fields))
	for i, f := range s.Fields {
		out[i] = f.Option
		out[i].Values = append([]string(nil), f.Values...)
	}
	return out
}

// field returns the option named name, and false if the set has none.
func (s OptionSet[O]) field(name string) (OptionField[O], bool) {
	for _, f := range s.Fields {
		if f.Name == name {
			return f, true
		}
	}
	return OptionField[O]{}, false
}

// names lists the record names of the set's options.
func (s OptionSet[O]) names() []string {
	names := make([]string, len(s.Fields))
	for i, f := range s.Fields {
		names[i] = f.Name
	}
	return names
}

// EnumOption is the record option name, defined by rule ref, of an
// enumeration field of O (at returns it): its values are T's names, the
// default (T's zero) first.
func EnumOption[O any, T interface {
	~uint8
	Names() []string
}](name, ref string, at func(*O) *T) OptionField[O] {
	values := T(0).Names() // the enum's one names table
	return OptionField[O]{
		Option: Option{Name: name, Rule: ref, Values: values},
		set: func(o *O, v strictjson.Value) error {
			s, err := v.Str(MaxNameLen)
			if err != nil {
				return badValue(rule.Facts{Sentence: sentence.OptionTakesOneOf, Name: name, Detail: valueList(values), Value: v.Short()})
			}
			for i, x := range values {
				if x == s {
					*at(o) = T(i)
					return nil
				}
			}
			return badValue(rule.Facts{Sentence: sentence.OptionNoValue, Name: name, Detail: valueList(values), Value: strictjson.Quote(s)})
		},
		get: func(o *O) (any, bool) {
			v := *at(o)
			if int(v) >= len(values) {
				return fmt.Sprintf("invalid(%d)", v), true
			}
			return values[v], v != 0
		},
		valid: func(o *O) bool { return int(*at(o)) < len(values) },
	}
}

// BoolOption is the record option name, defined by rule ref, of a
// boolean field of O: false (the default) or true.
func BoolOption[O any](name, ref string, at func(*O) *bool) OptionField[O] {
	return OptionField[O]{
		Option: Option{Name: name, Rule: ref, Values: []string{"false", "true"}},
		set: func(o *O, v strictjson.Value) error {
			b, ok := v.Bool()
			if !ok {
				return badValue(rule.Facts{Sentence: sentence.OptionTakesBool, Name: name, Value: v.Short()})
			}
			*at(o) = b
			return nil
		},
		get: func(o *O) (any, bool) { return *at(o), *at(o) },
	}
}

// NumberOption is the record option name, defined by rule ref, of a
// whole-number field of O whose values start at least; 0 in the field is
// the default and is not written.
func NumberOption[O any](name, ref string, least int, at func(*O) *int) OptionField[O] {
	return OptionField[O]{
		Option: Option{Name: name, Rule: ref, Least: least},
		set: func(o *O, v strictjson.Value) error {
			n, ok := v.Int()
			if !ok {
				return badValue(rule.Facts{Sentence: sentence.OptionTakesNumber, Name: name, Low: least, Value: v.Short()})
			}
			if n < least {
				return badValue(rule.Facts{Sentence: sentence.OptionTakesNumber, Name: name, Low: least, Value: strconv.Itoa(n)})
			}
			*at(o) = n
			return nil
		},
		get: func(o *O) (any, bool) { return *at(o), *at(o) != 0 },
	}
}

// SizeTableOption is the record option name, defined by rule ref, of a
// field of O that holds a whole number of at least 1 for some table sizes
// from 3 to 6 (index: the number of seats; 0: the default): a JSON object
// such as {"4": 200}.
func SizeTableOption[O any](name, ref string, at func(*O) *[7]int) OptionField[O] {
	return OptionField[O]{
		Option: Option{Name: name, Rule: ref},
		set: func(o *O, v strictjson.Value) error {
			members, err := v.Members()
			if v.Kind() != strictjson.Object || err != nil {
				return badValue(rule.Facts{Sentence: sentence.LimitsObject, Value: v.Short()})
			}
			for _, m := range members {
				n, err := strconv.Atoi(m.Key)
				if err != nil || n < 3 || n > 6 {
					return badValue(rule.Facts{Sentence: sentence.LimitsTableSize, Value: strictjson.Quote(m.Key)})
				}
				l, ok := m.Value.Int()
				if !ok || l < 1 {
					return badValue(rule.Facts{Sentence: sentence.LimitsNumber, Seats: n, Value: m.Value.Short()})
				}
				at(o)[n] = l
			}
			return nil
		},
		get: func(o *O) (any, bool) {
			m := map[string]int{}
			for n := 3; n <= 6; n++ {
				if l := at(o)[n]; l != 0 {
					m[strconv.Itoa(n)] = l
				}
			}
			return m, len(m) > 0
		},
		valid: func(o *O) bool {
			for n, l := range at(o) {
				if l < 0 || (l != 0 && (n < 3 || n > 6)) {
					return false
				}
			}
			return true
		},
	}
}
