package variant

import (
	"fmt"
	"strconv"

	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// field is the record option of one field of Options: its JSON name and
// how to read and write it. Which games have it and which rule defines it
// is each game's to say (Definition.Options).
type field struct {
	name string
	// values are the record values of an enumeration, the default first;
	// nil for a boolean, a number or an object.
	values []string
	// boolean marks an option whose values are false (the default) and
	// true; OptionNames lists them, so building the option table does not
	// allocate the list for every boolean option.
	boolean bool
	// set reads a JSON value into o; get returns the JSON value of o's
	// field and whether it differs from the default.
	set func(o *Options, v strictjson.Value) error
	get func(o *Options) (any, bool)
	// valid reports whether o's field holds a value of the option; nil
	// when every value of the field is one (booleans, numbers).
	valid func(o *Options) bool
}

func enumField[T interface {
	~uint8
	Names() []string
}](name string, at func(*Options) *T) field {
	values := T(0).Names() // the enum's one names table
	return field{
		name: name, values: values,
		set: func(o *Options, v strictjson.Value) error {
			s, err := v.Str(MaxNameLen)
			if err != nil {
				return badValue(rule.Facts{Sentence: rule.OptionTakesOneOf, Name: name, Detail: valueList(values), Value: v.Short()})
			}
			for i, x := range values {
				if x == s {
					*at(o) = T(i)
					return nil
				}
			}
			return badValue(rule.Facts{Sentence: rule.OptionNoValue, Name: name, Detail: valueList(values), Value: strictjson.Quote(s)})
		},
		get: func(o *Options) (any, bool) {
			v := *at(o)
			if int(v) >= len(values) {
				return fmt.Sprintf("invalid(%d)", v), true
			}
			return values[v], v != 0
		},
		valid: func(o *Options) bool { return int(*at(o)) < len(values) },
	}
}

func boolField(name string, at func(*Options) *bool) field {
	return field{
		name: name, boolean: true,
		set: func(o *Options, v strictjson.Value) error {
			b, ok := v.Bool()
			if !ok {
				return badValue(rule.Facts{Sentence: rule.OptionTakesBool, Name: name, Value: v.Short()})
			}
			*at(o) = b
			return nil
		},
		get: func(o *Options) (any, bool) { return *at(o), *at(o) },
	}
}

// intField is a whole-number option whose values start at least.
func intField(name string, least int, at func(*Options) *int) field {
	return field{
		name: name,
		set: func(o *Options, v strictjson.Value) error {
			n, ok := v.Int()
			if !ok {
				return badValue(rule.Facts{Sentence: rule.OptionTakesNumber, Name: name, Low: least, Value: v.Short()})
			}
			if n < least {
				return badValue(rule.Facts{Sentence: rule.OptionTakesNumber, Name: name, Low: least, Value: strconv.Itoa(n)})
			}
			*at(o) = n
			return nil
		},
		get: func(o *Options) (any, bool) { return *at(o), *at(o) != 0 },
	}
}

// fields returns the record option of every field of Options, in the
// order of docs/records.md's table: the order in which Validate checks
// them.
func fields() []field {
	return append(firstFields(), lastFields()...)
}

// firstFields are the fields of Schwarze Madonna, Black Maria and Hearts.
func firstFields() []field {
	return []field{
		enumField("ties", func(o *Options) *TieBreak { return &o.Ties }),
		enumField("announced-jungfrau", func(o *Options) *AnnouncedJungfrauScoring { return &o.AnnouncedJungfrau }),
		enumField("jungfrau-factor", func(o *Options) *JungfrauFactor { return &o.JungfrauFactor }),
		enumField("failure-scoring", func(o *Options) *FailureScoring { return &o.FailureScoring }),
		enumField("short-stock", func(o *Options) *ShortStock { return &o.ShortStock }),
		enumField("six-player-deal", func(o *Options) *SixPlayerDeal { return &o.SixPlayerDeal }),
		enumField("end", func(o *Options) *EndComparison { return &o.End }),
		field{
			name: "limits",
			set: func(o *Options, v strictjson.Value) error {
				members, err := v.Members()
				if v.Kind() != strictjson.Object || err != nil {
					return badValue(rule.Facts{Sentence: rule.LimitsObject, Value: v.Short()})
				}
				for _, m := range members {
					n, err := strconv.Atoi(m.Key)
					if err != nil || n < 3 || n > 6 {
						return badValue(rule.Facts{Sentence: rule.LimitsTableSize, Value: strictjson.Quote(m.Key)})
					}
					l, ok := m.Value.Int()
					if !ok || l < 1 {
						return badValue(rule.Facts{Sentence: rule.LimitsNumber, Seats: n, Value: m.Value.Short()})
					}
					o.Limits[n] = l
				}
				return nil
			},
			get: func(o *Options) (any, bool) {
				m := map[string]int{}
				for n := 3; n <= 6; n++ {
					if o.Limits[n] != 0 {
						m[strconv.Itoa(n)] = o.Limits[n]
					}
				}
				return m, len(m) > 0
			},
		},
		boolField("durchmarsch-keeps-card-points", func(o *Options) *bool { return &o.DurchmarschKeepsCardPoints }),
		boolField("must-change-stock", func(o *Options) *bool { return &o.MustChangeStock }),
		enumField("three-player-removal", func(o *Options) *ThreePlayerRemoval { return &o.ThreePlayerRemoval }),
		enumField("six-player-removal", func(o *Options) *SixPlayerRemoval { return &o.SixPlayerRemoval }),
		enumField("spade-values", func(o *Options) *SpadeValues { return &o.SpadeValues }),
		boolField("spot-hearts", func(o *Options) *bool { return &o.SpotHearts }),
		enumField("omnibus", func(o *Options) *Omnibus { return &o.Omnibus }),
		enumField("slam", func(o *Options) *SlamRule { return &o.Slam }),
		func() field {
			// A target of 0 would mean 100 in Options, but on input it is
			// out of range like any other value below 1.
			op := intField("target", 1, func(o *Options) *int { return &o.Target })
			op.get = func(o *Options) (any, bool) { return o.Target, o.Target != 0 }
			return op
		}(),
		intField("deals", 0, func(o *Options) *int { return &o.Deals }),
		enumField("moon", func(o *Options) *MoonMode { return &o.Moon }),
		boolField("queen-breaks-hearts", func(o *Options) *bool { return &o.QueenBreaksHearts }),
		boolField("opener-any-club", func(o *Options) *bool { return &o.OpenerAnyClub }),
		boolField("omnibus-moon-needs-jack", func(o *Options) *bool { return &o.OmnibusMoonNeedsJack }),
		boolField("first-trick-heart-before-queen", func(o *Options) *bool { return &o.FirstTrickHeartBeforeQueen }),
	}
}

// lastFields are the fields of Schwarze Sau and Old Maid.
func lastFields() []field {
	return []field{
		boolField("kreuz-sieben", func(o *Options) *bool { return &o.KreuzSieben }),
		boolField("must-lead-club-seven", func(o *Options) *bool { return &o.MustLeadClubSeven }),
		boolField("jungfrau", func(o *Options) *bool { return &o.Jungfrau }),
		boolField("durchmarsch", func(o *Options) *bool { return &o.Durchmarsch }),
		boolField("angesagter-durchmarsch", func(o *Options) *bool { return &o.AngesagterDurchmarsch }),
		boolField("stock-exchange", func(o *Options) *bool { return &o.StockExchange }),
		boolField("schieben", func(o *Options) *bool { return &o.Schieben }),
		enumField("elimination", func(o *Options) *Elimination { return &o.Elimination }),
		enumField("match-end", func(o *Options) *MatchEnd { return &o.MatchEnd }),
		enumField("stock-scoring", func(o *Options) *StockScoring { return &o.StockScoring }),
		enumField("stock-restriction", func(o *Options) *StockRestriction { return &o.StockRestriction }),
		enumField("push-multiplier", func(o *Options) *PushMultiplier { return &o.PushMultiplier }),
		enumField("sixty-split", func(o *Options) *SixtySplit { return &o.SixtySplit }),
		boolField("special-adds-card-points", func(o *Options) *bool { return &o.SpecialAddsCardPoints }),
		boolField("multiple-jungfrau", func(o *Options) *bool { return &o.MultipleJungfrau }),
		boolField("jungfrau-beats-silent-durchmarsch", func(o *Options) *bool { return &o.JungfrauBeatsSilentDurchmarsch }),
		enumField("pairs", func(o *Options) *PairRule { return &o.Pairs }),
		enumField("maid", func(o *Options) *Maid { return &o.Maid }),
		enumField("draw-from", func(o *Options) *DrawFrom { return &o.DrawFrom }),
		enumField("turn-timer", func(o *Options) *TurnTimer { return &o.Timer }),
	}
}

// fieldNamed returns the field of the record option name, and false if
// Options has none.
func fieldNamed(all []field, name string) (field, bool) {
	for _, f := range all {
		if f.name == name {
			return f, true
		}
	}
	return field{}, false
}

// everyOption is a definition named name that has every record option:
// a View's JSON holds its game's options without asking the registry
// (the options of a game's table leave the others at their defaults).
func everyOption(name string) Definition {
	return Definition{Name: name, Title: name, Options: func() []Option {
		var ops []Option
		for _, f := range fields() {
			ops = append(ops, Option{Name: f.name})
		}
		return ops
	}}
}
