package record_test

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/record"
)

// bmNormal returns the four-seat Black Maria record of testdata with old
// replaced by new exactly once.
func bmNormal(t *testing.T, old, new string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/black-maria--normal.json")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	if strings.Count(s, old) != 1 {
		t.Fatalf("%q is not in black-maria--normal.json exactly once", old)
	}
	return strings.Replace(s, old, new, 1)
}

// verdictOf is what the contract cases compare: the exit code and, for
// an invalid record, the place and the rule.
type verdictOf struct {
	Exit         int
	Rule         string
	Deal, Action *int
	Seat         *int
}

func judged(in string) verdictOf {
	v := record.Referee([]byte(in))
	got := verdictOf{Exit: v.Exit()}
	if v.Error != nil {
		got.Rule, got.Deal, got.Action, got.Seat = v.Error.Rule.String(), v.Error.Deal, v.Error.Action, v.Error.Seat
	}
	return got
}

// TestContractClarifications pins each point of the record contract's
// classification details, as REFEREE.md "Classification details" lists
// them.
func TestContractClarifications(t *testing.T) {
	whole := func(r string) verdictOf { return verdictOf{Exit: 2, Rule: r} }
	legal := verdictOf{Exit: 0}
	tests := []struct {
		name, in string
		want     verdictOf
	}{
		// Option values: null is the default for every option.
		{"null for a string option is its default", replace(t, `"options": {}`, `"options": {"ties": null, "end": null}`), legal},
		{"null for a boolean option is its default", replace(t, `"options": {}`, `"options": {"must-change-stock": null}`), legal},
		{"null for limits is its default", replace(t, `"options": {}`, `"options": {"limits": null}`), legal},
		{"null for an unknown option is still unknown", replace(t, `"options": {}`, `"options": {"trumps": null}`), whole("unknown-option")},
		{"null for a number option is its default", bmNormal(t, `"options": {}`, `"options": {"target": null, "deals": null}`), legal},
		// Option values: ranges.
		{"target 0 is out of range", bmNormal(t, `"options": {}`, `"options": {"target": 0}`), whole("unknown-option")},
		{"a negative target is out of range", bmNormal(t, `"options": {}`, `"options": {"target": -5}`), whole("unknown-option")},
		{"target 1 is in range", bmNormal(t, `"options": {}`, `"options": {"target": 1}`), verdictOf{Exit: 0}},
		{"a negative deals is out of range", bmNormal(t, `"options": {}`, `"options": {"deals": -1}`), whole("unknown-option")},
		{"a fractional target is of the wrong type", bmNormal(t, `"options": {}`, `"options": {"target": 50.5}`), whole("unknown-option")},
		{"a target given as a string is of the wrong type", bmNormal(t, `"options": {}`, `"options": {"target": "50"}`), whole("unknown-option")},
		{"a limit of 0 is out of range", replace(t, `"options": {}`, `"options": {"limits": {"3": 0}}`), whole("unknown-option")},
		{"a negative limit is out of range", replace(t, `"options": {}`, `"options": {"limits": {"3": -1}}`), whole("unknown-option")},
		{"a boolean option given as a string", replace(t, `"options": {}`, `"options": {"must-change-stock": "true"}`), whole("unknown-option")},
		// A seat passing twice: card-not-held before pass-count.
		{"a second pass naming cards the seat does not hold", bmNormal(t, `{"seat": 2, "pass": ["6C", "2D", "8H"]},`,
			`{"seat": 2, "pass": ["6C", "2D", "8H"]}, {"seat": 1, "pass": ["9C", "6D", "8D"]},`),
			verdictOf{Exit: 1, Rule: "card-not-held", Deal: ip(0), Action: ip(2), Seat: ip(1)}},
		{"a second pass of cards the seat holds", bmNormal(t, `{"seat": 2, "pass": ["6C", "2D", "8H"]},`,
			`{"seat": 2, "pass": ["6C", "2D", "8H"]}, {"seat": 1, "pass": ["3C", "7D", "10D"]},`),
			verdictOf{Exit: 1, Rule: "pass-count", Deal: ip(0), Action: ip(2), Seat: ip(1)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, judged(tt.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
