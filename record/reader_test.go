package record_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
)

// TestReadStopsAtTheFault: Parse reads a record front to back and stops
// at the first key that is unknown or repeated, in the record, a deal or
// the options, without reading what follows (here, text that is not
// even JSON); a syntax error is told with its line and column.
func TestReadStopsAtTheFault(t *testing.T) {
	broken := ` ]]] not JSON`
	tests := []struct {
		name, in string
		rule     rule.ID
		en       string // the English message has
	}{
		{"an unknown key of the record", `{"game": "hearts", "comment": ` + broken, rule.BadRecord, `Unknown field "comment" in the record`},
		{"a repeated key of the record", `{"seats": 4, "seats": ` + broken, rule.BadRecord, `gives "seats" twice`},
		{"the deals are checked as JSON before their keys are read", `{"game": "hearts", "seats": 4, "deals": [{"dealer": 0, "who": ` + broken + `}]}`, rule.BadRecord, `Not JSON`},
		{"an unknown option", `{"game": "hearts", "seats": 4, "options": {"ties": "shared", "trumps": "` + strings.Repeat("x", 100) + `"}, "deals": []}`, rule.UnknownOption, `Hearts has no option "trumps"`},
		{"a repeated option", `{"game": "hearts", "seats": 4, "options": {"moon": "off", "moon": "off"}, "deals": []}`, rule.BadRecord, `"options" gives "moon" twice`},
		{"an option value at the limit", `{"game": "hearts", "seats": 4, "options": {"moon": "` + strings.Repeat("x", record.MaxOptionValue-2) + `"}, "deals": []}`, rule.UnknownOption, `takes "add-to-others", "subtract" or "off"`},
		{"an option value past the limit", `{"game": "hearts", "seats": 4, "options": {"moon": "` + strings.Repeat("x", record.MaxOptionValue-1) + `"}, "deals": []}`, rule.UnknownOption, `takes no value of 1025 bytes`},
		{"no text", ``, rule.BadRecord, `The record is empty.`},
		{"not a value", `x`, rule.BadRecord, `at line 1, column 1.`},
		{"a syntax error on line 2", "{\"game\": \"hearts\",\n  ]", rule.BadRecord, `at line 2, column 3.`},
		{"a syntax error in a deal", "{\"game\": \"hearts\", \"seats\": 4,\n\"deals\": [{\"dealer\": 0,]}]}", rule.BadRecord, `at line 2, column 24.`},
		{"text after the record", `{"game": "hearts"} x`, rule.BadRecord, `more text after the JSON value, at line 1, column 20.`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := record.Parse([]byte(tt.in))
			var e *record.Error
			if !errors.As(err, &e) || e.Violation.ID != tt.rule || !strings.Contains(e.Violation.Message("en"), tt.en) {
				t.Errorf("%v, want %v with %q", err, tt.rule, tt.en)
			}
		})
	}
}
