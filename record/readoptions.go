package record

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// MaxOptionValue is the longest value of one option, in bytes of its
// JSON form: ten times the longest value any option takes (a "limits"
// object of four table sizes). A longer value is unknown-option.
const MaxOptionValue = 1024

// options reads the options object raw of game id. It reads the object
// itself first, so that games.ParseOptions, which reads every member
// before it checks one, is handed only a small object: a key that is
// not an option of the game, or one given twice, ends the reading where
// it stands, and so does a value longer than MaxOptionValue. Each value
// is then read by games.ParseOptions, and checked against MaxNumber.
func (r *reader) options(id games.ID, raw strictjson.Value) (variant.Options, *rule.Violation) {
	d := r.decoder(raw)
	if d.Kind() != strictjson.Object {
		// As games.ParseOptions says it, without reading the value.
		return nil, badRecord(rule.Facts{Sentence: sentence.OptionsNotObject, Detail: kindName(raw.Kind())})
	}
	var names, refs []string
	var least []int
	for _, op := range games.OptionNames() {
		for _, g := range op.Games {
			if g == id {
				names, refs, least = append(names, op.Name), append(refs, op.Rule), append(least, op.Least)
			}
		}
	}
	small := []byte{'{'}
	err := d.Object(names, func(k int) error {
		v, err := d.Value()
		if err != nil {
			return err
		}
		if len(v) > MaxOptionValue {
			return tooLong(id, names[k], refs[k], len(v))
		}
		if len(small) > 1 {
			small = append(small, ',')
		}
		small = append(strconv.AppendQuote(small, names[k]), ':')
		small = append(small, v...)
		return nil
	})
	var unknown *strictjson.UnknownKeyError
	var dup *strictjson.DuplicateKeyError
	var long *rule.Violation
	switch {
	case errors.As(err, &long):
		return nil, long
	case errors.As(err, &unknown):
		// The one member named, its value left out: variant says which
		// options the game has.
		key, _ := json.Marshal(unknown.Key)
		small = append(append([]byte{'{'}, key...), ":null}"...)
	case errors.As(err, &dup):
		key, _ := json.Marshal(dup.Key)
		small = append(append(append(append([]byte{'{'}, key...), ":null,"...), key...), ":null}"...)
	case err != nil:
		return nil, r.fault(err, "\"options\"")
	default:
		small = append(small, '}')
	}
	o, perr := games.ParseOptions(id, small)
	if perr != nil {
		return nil, violation(perr)
	}
	if v := optionRange(id, small, optionTable{names, refs, least}); v != nil {
		return nil, v
	}
	return o, nil
}

// tooLong is the unknown-option of a value of n bytes for the option
// name (rule ref), longer than MaxOptionValue.
func tooLong(id games.ID, name, ref string, n int) *rule.Violation {
	return rule.Fact(rule.UnknownOption, ref, rule.NoSeat, rule.Facts{Sentence: sentence.OptionValue, Game: both(id.Title()),
		Detail: rule.Text{EN: fmt.Sprintf("the option %q takes no value of %d bytes; its values are at most %d", name, n, MaxOptionValue),
			DE: fmt.Sprintf("die Option %q hat keinen Wert von %d Bytes; ihre Werte sind höchstens %d lang", name, n, MaxOptionValue),
			DA: fmt.Sprintf("indstillingen %q har ingen værdi på %d bytes; dens værdier er højst %d lange", name, n, MaxOptionValue)}})
}

// optionTable is the record options of a game: their names, rules and,
// for a number, its least value.
type optionTable struct {
	names, refs []string
	least       []int
}

// optionRange refuses, as unknown-option, a number option's value (such
// as "target" or "deals") or an entry of a per-table-size option (such
// as "limits") above MaxNumber, in the options object small that
// games.ParseOptions has read: it has checked their lower bounds.
func optionRange(id games.ID, small []byte, t optionTable) *rule.Violation {
	refuse := func(ref string, detail rule.Text) *rule.Violation {
		return rule.Fact(rule.UnknownOption, ref, rule.NoSeat, rule.Facts{Sentence: sentence.OptionValue,
			Game: both(id.Title()), Detail: detail})
	}
	v, err := strictjson.Parse(small)
	if err != nil {
		return nil
	}
	members, _ := v.Members()
	for _, m := range members {
		k := slices.Index(t.names, m.Key)
		if k < 0 {
			continue
		}
		name, ref := m.Key, t.refs[k]
		if n, ok := m.Value.Int(); ok && n > MaxNumber {
			return refuse(ref, rule.Text{
				EN: fmt.Sprintf("the option %q takes a whole number from %d to 1,000,000,000, not %d", name, t.least[k], n),
				DE: fmt.Sprintf("die Option %q erlaubt eine ganze Zahl von %d bis 1.000.000.000, nicht %d", name, t.least[k], n),
				DA: fmt.Sprintf("indstillingen %q tager et helt tal fra %d til 1.000.000.000, ikke %d", name, t.least[k], n)})
		}
		entries, _ := m.Value.Members()
		for _, e := range entries {
			seats, _ := strconv.Atoi(e.Key)
			if l, ok := e.Value.Int(); ok && l > MaxNumber {
				return refuse(ref, rule.Text{
					EN: fmt.Sprintf(`option %q: the limit for %d seats must be a whole number from 1 to 1,000,000,000, not %d`, name, seats, l),
					DE: fmt.Sprintf(`Option %q: die Grenze für %d Spieler muss eine ganze Zahl von 1 bis 1.000.000.000 sein, nicht %d`, name, seats, l),
					DA: fmt.Sprintf(`indstillingen %q: grænsen for %d spillere skal være et helt tal fra 1 til 1.000.000.000, ikke %d`, name, seats, l)})
			}
		}
	}
	return nil
}
