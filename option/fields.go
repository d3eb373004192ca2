package option

import (
	"fmt"
	"strconv"

	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// Enum is the record option name, defined by rule ref, of an
// enumeration field of O (at returns it): its values are T's names, the
// default (T's zero) first.
func Enum[O any, T interface {
	~uint8
	Names() []string
}](name, ref string, at func(*O) *T) Field[O] {
	values := T(0).Names() // the enum's one names table
	return Field[O]{
		Spec: Spec{Name: name, Rule: ref, Values: values},
		set: func(o *O, v strictjson.Value) error {
			s, err := v.Str(MaxValueLen)
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

// Bool is the record option name, defined by rule ref, of a
// boolean field of O: false (the default) or true.
func Bool[O any](name, ref string, at func(*O) *bool) Field[O] {
	return Field[O]{
		Spec: Spec{Name: name, Rule: ref, Values: []string{"false", "true"}},
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

// Number is the record option name, defined by rule ref, of a
// whole-number field of O whose values start at least; 0 in the field is
// the default and is not written.
func Number[O any](name, ref string, least int, at func(*O) *int) Field[O] {
	return Field[O]{
		Spec: Spec{Name: name, Rule: ref, Least: least},
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

// SizeTable is the record option name, defined by rule ref, of a
// field of O that holds a whole number of at least 1 for some table sizes
// from 3 to 6 (index: the number of seats; 0: the default): a JSON object
// such as {"4": 200}.
func SizeTable[O any](name, ref string, at func(*O) *[7]int) Field[O] {
	return Field[O]{
		Spec: Spec{Name: name, Rule: ref},
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
