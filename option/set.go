package option

import (
	"encoding/json"

	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// Set is the record options of a game's Options type O, in the order of
// the game's table in docs/records.md: how a record's "options" object is
// read into an O and written from one. A game's package builds its set
// from the field constructors (Enum, Bool, Number, SizeTable); its
// Options' MarshalJSON and its ParseOptions are the set's.
type Set[O any] struct {
	// Game is the game's title as messages name it.
	Game rule.Text
	// Fields are the options, each a field of O.
	Fields []Field[O]
}

// Field is one record option: a field of the game's Options type O, its
// record name and rule (Spec), and how its JSON value is read and
// written.
type Field[O any] struct {
	Spec
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
func (s Set[O]) Parse(raw json.RawMessage) (O, error) {
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
func (s Set[O]) Marshal(o O) ([]byte, error) {
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
func (s Set[O]) Check(o O) error {
	for _, f := range s.Fields {
		if f.valid != nil && !f.valid(&o) {
			return badOptions(f.Rule, rule.Facts{Sentence: sentence.OptionInvalid, Name: f.Name})
		}
	}
	return nil
}

// List returns the set's options, in order, each with its values (a
// copy: the caller may change it).
func (s Set[O]) List() []Spec {
	out := make([]Spec, len(s.Fields))
	for i, f := range s.Fields {
		out[i] = f.Spec
		out[i].Values = append([]string(nil), f.Values...)
	}
	return out
}

// field returns the option named name, and false if the set has none.
func (s Set[O]) field(name string) (Field[O], bool) {
	for _, f := range s.Fields {
		if f.Name == name {
			return f, true
		}
	}
	return Field[O]{}, false
}

// names lists the record names of the set's options.
func (s Set[O]) names() []string {
	names := make([]string, len(s.Fields))
	for i, f := range s.Fields {
		names[i] = f.Name
	}
	return names
}
