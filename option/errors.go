package option

import (
	"bytes"
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// CheckObject reports whether raw can be a record's "options" object: absent,
// null, or a JSON object with each key once; the error is the
// rule.BadRecord violation of the case. It reads no option: a reader
// without the game's Set at hand (a client reading a view) checks the
// object with it and leaves the options to the game.
func CheckObject(raw json.RawMessage) error {
	_, err := parseMembers(raw)
	return err
}

// parseMembers reads raw as a record's "options" object: its members
// sorted by name, none for an absent or null object. A failure is the
// bad-record violation of the case.
func parseMembers(raw json.RawMessage) ([]strictjson.Member, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, nil
	}
	bad := func(f rule.Facts) error { return rule.Fact(rule.BadRecord, "", rule.NoSeat, f) }
	v, err := strictjson.Parse(raw)
	if err != nil {
		var syn *strictjson.SyntaxError
		if errors.As(err, &syn) {
			return nil, bad(rule.Facts{Sentence: sentence.OptionsNotJSON, Detail: rule.Text{EN: syn.Msg, DE: syn.MsgDE, DA: syn.MsgDA}})
		}
		return nil, bad(rule.Facts{Sentence: sentence.OptionsNoJSON})
	}
	if v.IsNull() {
		return nil, nil
	}
	if v.Kind() != strictjson.Object {
		return nil, bad(rule.Facts{Sentence: sentence.OptionsNotObject, Detail: rule.Text{EN: v.Kind().Name(), DE: v.Kind().NameDE(), DA: v.Kind().NameDA()}})
	}
	members, err := v.Members()
	if err != nil {
		var dup *strictjson.DuplicateKeyError
		if errors.As(err, &dup) {
			return nil, bad(rule.Facts{Sentence: sentence.OptionsKeyTwice, Name: strictjson.Quote(dup.Key)})
		}
		return nil, bad(rule.Facts{Sentence: sentence.OptionsBadObject})
	}
	sort.Slice(members, func(i, j int) bool { return members[i].Key < members[j].Key })
	return members, nil
}

// refusedValue is the unknown-option violation of a value refused for
// option op of game: err's facts in each language, after the colon.
func refusedValue(game rule.Text, ref string, err error) error {
	en, de, da := err.Error(), err.Error(), err.Error()
	var oe *optionError
	if errors.As(err, &oe) {
		// A whole sentence after the colon: capital in German and
		// Danish.
		de = capitalFirst(oe.facts.Render(rule.NoSeat, "de"))
		da = capitalFirst(oe.facts.Render(rule.NoSeat, "da"))
	}
	return rule.Fact(rule.UnknownOption, ref, rule.NoSeat, rule.Facts{Sentence: sentence.OptionValue,
		Game: game, Detail: rule.Text{EN: en, DE: de, DA: da}})
}

// optionError is an option value refused, with the facts of the case.
type optionError struct{ facts rule.Facts }

func (e *optionError) Error() string { return e.facts.Render(rule.NoSeat, "en") }

// badValue returns the error of an option value refused.
func badValue(f rule.Facts) error { return &optionError{f} }

// valueList names an enum option's values as its messages do, as a
// reader lists them: "add-to-others", "subtract" or "off" ("… oder
// "off"" in German, "… eller "off"" in Danish).
func valueList(values []string) rule.Text {
	quoted := make([]string, len(values))
	for i, v := range values {
		quoted[i] = strconv.Quote(v)
	}
	list := func(or string) string {
		if len(quoted) < 2 {
			return strings.Join(quoted, "")
		}
		return strings.Join(quoted[:len(quoted)-1], ", ") + " " + or + " " + quoted[len(quoted)-1]
	}
	return rule.Text{EN: list("or"), DE: list("oder"), DA: list("eller")}
}

// capitalFirst returns s with its first letter in upper case.
func capitalFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// badOptions is the bad-options violation of the rule ref with the facts
// of the case; its message is rendered from the rule catalogue.
func badOptions(ref string, f rule.Facts) error {
	return rule.Fact(rule.BadOptions, ref, rule.NoSeat, f)
}

// optionList names record options for an error that must name the valid
// ones: "a, b and c" with and the word for "and"; "none" for none.
func optionList(names []string, and string) string {
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + and + " " + names[len(names)-1]
}
