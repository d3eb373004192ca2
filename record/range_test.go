package record_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
)

// withFields returns the testdata record name with the top-level fields
// given (raw JSON) set or replaced.
func withFields(t *testing.T, name string, fields map[string]string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		t.Fatal(err)
	}
	for k, v := range fields {
		top[k] = json.RawMessage(v)
	}
	out, err := json.Marshal(top)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestNumberRange: every number of a record lies between -MaxNumber and
// MaxNumber (docs/records.md): "totals", "carry" and "dealsPlayed" at
// their bounds are read, one past them is bad-record for the whole
// record; "target", "deals" and a "limits" entry at MaxNumber are read,
// one above is unknown-option. A number beyond any int is refused the
// same way, and its message quotes only a prefix of it.
func TestNumberRange(t *testing.T) {
	max, past := strconv.Itoa(record.MaxNumber), strconv.Itoa(record.MaxNumber+1)
	min, below := strconv.Itoa(-record.MaxNumber), strconv.Itoa(-record.MaxNumber-1)
	huge := strings.Repeat("9", 4000)
	sixty := `{"sixty-split": "next-deal"}`
	tests := []struct {
		name, file string
		fields     map[string]string
		want       rule.ID // rule.None: read
	}{
		{"totals at the bounds", "hearts--normal.json", map[string]string{"totals": "[" + max + "," + min + ",0,0]"}, rule.None},
		{"a total above", "hearts--normal.json", map[string]string{"totals": "[" + past + ",0,0,0]"}, rule.BadRecord},
		{"a total below", "hearts--normal.json", map[string]string{"totals": "[0," + below + ",0,0]"}, rule.BadRecord},
		{"a total beyond any int", "black-maria--normal.json", map[string]string{"totals": "[0,0," + huge + ",0]"}, rule.BadRecord},
		{"an Old Maid total above", "old-maid--round.json", map[string]string{"totals": "[0,0," + past + "]"}, rule.BadRecord},
		{"carry at the bounds", "schwarze-sau--normal.json", map[string]string{"options": sixty, "carry": "[" + max + ",0," + min + "]"}, rule.None},
		{"a carry above", "schwarze-sau--normal.json", map[string]string{"options": sixty, "carry": "[" + past + ",0,0]"}, rule.BadRecord},
		{"a carry below", "schwarze-sau--normal.json", map[string]string{"options": sixty, "carry": "[0,0," + below + "]"}, rule.BadRecord},
		{"dealsPlayed at the bound", "hearts--normal.json", map[string]string{"dealsPlayed": max}, rule.None},
		{"dealsPlayed above", "hearts--normal.json", map[string]string{"dealsPlayed": past}, rule.BadRecord},
		{"dealsPlayed beyond any int", "hearts--normal.json", map[string]string{"dealsPlayed": huge}, rule.BadRecord},
		{"target at the bound", "hearts--normal.json", map[string]string{"options": `{"target": ` + max + `}`}, rule.None},
		{"target above", "hearts--normal.json", map[string]string{"options": `{"target": ` + past + `}`}, rule.UnknownOption},
		{"Black Maria target above", "black-maria--normal.json", map[string]string{"options": `{"target": ` + past + `}`}, rule.UnknownOption},
		{"deals at the bound", "black-maria--normal.json", map[string]string{"options": `{"deals": ` + max + `}`}, rule.None},
		{"deals above", "black-maria--normal.json", map[string]string{"options": `{"deals": ` + past + `}`}, rule.UnknownOption},
		{"a limit at the bound", "schwarze-madonna--normal.json", map[string]string{"options": `{"limits": {"3": ` + max + `}}`}, rule.None},
		{"a limit above", "schwarze-madonna--normal.json", map[string]string{"options": `{"limits": {"5": 1, "3": ` + past + `}}`}, rule.UnknownOption},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := withFields(t, tt.file, tt.fields)
			_, err := record.Parse(b)
			if tt.want == rule.None {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var e *record.Error
			if !errors.As(err, &e) || !errors.Is(err, tt.want) || e.Deal != nil {
				t.Fatalf("%v, want %v for the whole record", err, tt.want)
			}
			for _, lang := range []string{"en", "de"} {
				msg := e.Violation.Message(lang)
				if !strings.Contains(msg, "1,000,000,000") && !strings.Contains(msg, "1.000.000.000") {
					t.Errorf("%s: the message does not state the range: %s", lang, msg)
				}
				if len(msg) > 300 {
					t.Errorf("%s: a message of %d bytes", lang, len(msg))
				}
			}
			if v := record.Referee(b); v.Valid || v.Exit() != 2 || v.Error.Rule != tt.want {
				t.Errorf("the referee: %+v", v.Error)
			}
		})
	}
}
