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
	return edited(t, "black-maria--normal.json", old, new)
}

// edited returns the testdata record name with each pair of old and new
// strings replaced, each old exactly once.
func edited(t *testing.T, name string, pairs ...string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for i := 0; i+1 < len(pairs); i += 2 {
		if strings.Count(s, pairs[i]) != 1 {
			t.Fatalf("%q is not in %s exactly once", pairs[i], name)
		}
		s = strings.Replace(s, pairs[i], pairs[i+1], 1)
	}
	return s
}

// sauOut is the three-seat Schwarze Sau deal of testdata at a table of
// four whose seat 3 is out, with the pairs of replacements applied after.
func sauOut(t *testing.T, pairs ...string) string {
	t.Helper()
	return edited(t, "schwarze-sau--normal.json", append([]string{
		`"seats": 3,`, `"seats": 4, "totals": [0, 0, 0, 30], "out": [3],`,
		`["8C", "9C", "10C", "QC", "AC", "7H", "KH", "9S", "10S", "QS"]`, `["8C", "9C", "10C", "QC", "AC", "7H", "KH", "9S", "10S", "QS"], []`,
	}, pairs...)...)
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
		// Null fields: null for an optional field is its absence, for a
		// required one bad-record.
		{"null options", replace(t, `"options": {}`, `"options": null`), legal},
		{"null totals, out, carry and dealsPlayed", replace(t, `"options": {},`, `"options": {}, "totals": null, "out": null, "carry": null, "dealsPlayed": null,`), legal},
		{"a null stock is no stock", replace(t, `"stock": ["KD", "AD"],`, `"stock": null,`), verdictOf{Exit: 2, Rule: "bad-deal", Deal: ip(0)}},
		{"a null stock where the deal leaves none", bmNormal(t, `"dealer": 0,`, `"dealer": 0, "stock": null,`), legal},
		{"a null game", replace(t, `"game": "schwarze-madonna"`, `"game": null`), whole("bad-record")},
		{"null seats", replace(t, `"seats": 3`, `"seats": null`), whole("bad-record")},
		{"null deals", replace(t, `"deals": [`, `"deals": null, "x": [`), whole("bad-record")},
		{"a null dealer", replace(t, `"dealer": 0`, `"dealer": null`), verdictOf{Exit: 2, Rule: "bad-record", Deal: ip(0)}},
		{"null hands", replace(t, `"hands": [`, `"hands": null, "x": [`), verdictOf{Exit: 2, Rule: "bad-record", Deal: ip(0)}},
		{"null actions", replace(t, `"actions": [`, `"actions": null, "x": [`), verdictOf{Exit: 2, Rule: "bad-record", Deal: ip(0)}},
		// Table size: bad-options before any deal is looked at.
		{"a table size not played, with a dealer not at any table", replace(t, `"seats": 3`, `"seats": 7`), whole("bad-options")},
		{"a table size not played, with a bad dealer", strings.Replace(replace(t, `"seats": 3`, `"seats": 2`), `"dealer": 0`, `"dealer": 5`, 1), whole("bad-options")},
		{"a table size not played, with a bad action seat", strings.Replace(replace(t, `"seats": 3`, `"seats": 2`), `{"seat": 2, "play": "QS"}`, `{"seat": 9, "play": "QS"}`, 1), whole("bad-options")},
		// Fields of one game.
		{"out in Madonna", replace(t, `"options": {},`, `"options": {}, "out": [],`), whole("bad-record")},
		{"out in Black Maria", bmNormal(t, `"options": {},`, `"options": {}, "out": [],`), whole("bad-record")},
		{"a carry of zeros in Madonna", replace(t, `"options": {},`, `"options": {}, "carry": [0, 0, 0],`), whole("bad-record")},
		{"a carry of zeros in Sau without next-deal", edited(t, "schwarze-sau--normal.json", `"options": {},`, `"options": {}, "carry": [0, 0, 0],`), whole("bad-record")},
		{"a carry in Sau with next-deal", edited(t, "schwarze-sau--normal.json", `"options": {},`, `"options": {"sixty-split": "next-deal"}, "carry": [0, 0, 0],`), legal},
		{"negative totals in Madonna", replace(t, `"options": {},`, `"options": {}, "totals": [0, -1, 0],`), whole("bad-record")},
		{"negative totals in Sau", edited(t, "schwarze-sau--normal.json", `"options": {},`, `"options": {}, "totals": [0, -1, 0],`), whole("bad-record")},
		{"negative totals in Old Maid", edited(t, "old-maid--round.json", `"options": {},`, `"options": {}, "totals": [0, -1, 0],`), whole("bad-record")},
		{"negative totals in Black Maria are scores (BM-O4)", bmNormal(t, `"options": {},`, `"options": {}, "totals": [-10, 0, 0, 0],`), legal},
		{"a Sau record with a seat out", sauOut(t), legal},
		{"a Sau record whose out leaves too few seats (SAU-R10)", edited(t, "schwarze-sau--normal.json", `"options": {},`, `"options": {}, "totals": [0, 0, 30], "out": [2],`), whole("bad-record")},
		// Several exit-2 faults: a shape fault of an action is the record's.
		{"a shape fault of an action has no seat", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "play": 7}`), verdictOf{Exit: 2, Rule: "bad-record", Deal: ip(0), Action: ip(7)}},
		{"the number of hands is not the table's", replace(t, `["9S", "10S", "JS", "QS", "KS", "AS", "7D", "8D", "9D", "10D"]`, `["9S", "10S", "JS", "QS", "KS", "AS", "7D", "8D", "9D", "10D"], []`), verdictOf{Exit: 2, Rule: "bad-deal", Deal: ip(0)}},
		// A deal that stops early and is not the last.
		{"an unfinished deal followed by another", strings.Replace(recordsExample, `      ]
    }
  ]
}`, `      ]
    },
    {"dealer": 1, "hands": [[], [], []], "actions": []}
  ]
}`, 1), verdictOf{Exit: 2, Rule: "bad-record", Deal: ip(0)}},
		// Pushes.
		{"a push in Sau without schieben", edited(t, "schwarze-sau--normal.json", `{"seat": 1, "play": "9H"},`, `{"seat": 1, "push": true},`), verdictOf{Exit: 1, Rule: "option-off", Deal: ip(0), Action: ip(0), Seat: ip(1)}},
		{"a push in Black Maria, which has no stock", bmNormal(t, `{"seat": 1, "pass": ["4C", "9H", "QH"]},`, `{"seat": 1, "push": true},`), verdictOf{Exit: 1, Rule: "wrong-phase", Deal: ip(0), Action: ip(0), Seat: ip(1)}},
		{"a push in Old Maid, which has no stock", edited(t, "old-maid--round.json", `"actions": [`, `"actions": [{"seat": 1, "push": true},`), verdictOf{Exit: 1, Rule: "wrong-phase", Deal: ip(0), Action: ip(0), Seat: ip(1)}},
		// Repeated cards count once.
		{"a pass naming one card twice", bmNormal(t, `{"seat": 1, "pass": ["4C", "9H", "QH"]},`, `{"seat": 1, "pass": ["4C", "4C", "QH"]},`), verdictOf{Exit: 1, Rule: "pass-count", Deal: ip(0), Action: ip(0), Seat: ip(1)}},
		{"a stock naming one card twice", replace(t, `{"seat": 1, "stock": ["7S", "8S"]}`, `{"seat": 1, "stock": ["7S", "7S"]}`), verdictOf{Exit: 1, Rule: "stock-count", Deal: ip(0), Action: ip(0), Seat: ip(1)}},
		{"a repeated card not held is card-not-held first", bmNormal(t, `{"seat": 1, "pass": ["4C", "9H", "QH"]},`, `{"seat": 1, "pass": ["2C", "2C", "QH"]},`), verdictOf{Exit: 1, Rule: "card-not-held", Deal: ip(0), Action: ip(0), Seat: ip(1)}},
		// Dealer: a seat that is out deals nothing.
		{"the first deal dealt by a seat that is out", sauOut(t, `"dealer": 0,`, `"dealer": 3,`), verdictOf{Exit: 1, Rule: "wrong-dealer", Deal: ip(0)}},
		// A seat passing twice: card-not-held before pass-count.
		{"a second pass naming cards the seat does not hold", bmNormal(t, `{"seat": 2, "pass": ["6C", "2D", "8H"]},`,
			`{"seat": 2, "pass": ["6C", "2D", "8H"]}, {"seat": 1, "pass": ["9C", "6D", "8D"]},`),
			verdictOf{Exit: 1, Rule: "card-not-held", Deal: ip(0), Action: ip(2), Seat: ip(1)}},
		{"a second pass of cards the seat holds", bmNormal(t, `{"seat": 2, "pass": ["6C", "2D", "8H"]},`,
			`{"seat": 2, "pass": ["6C", "2D", "8H"]}, {"seat": 1, "pass": ["3C", "7D", "10D"]},`),
			verdictOf{Exit: 1, Rule: "pass-count", Deal: ip(0), Action: ip(2), Seat: ip(1)}},
		// A key given twice, in every object of the record.
		{"a key of the record given twice", replace(t, `"seats": 3,`, `"seats": 3, "seats": 3,`), whole("bad-record")},
		{"a key of a deal given twice", replace(t, `"dealer": 0,`, `"dealer": 0, "dealer": 0,`), verdictOf{Exit: 2, Rule: "bad-record", Deal: ip(0)}},
		{"a key of an action given twice", replace(t, `{"seat": 1, "play": "KC"}`, `{"seat": 1, "play": "KC", "play": "KC"}`), verdictOf{Exit: 2, Rule: "bad-record", Deal: ip(0), Action: ip(7)}},
		{"an option given twice", replace(t, `"options": {}`, `"options": {"end": "greater", "end": "greater"}`), whole("bad-record")},
		{"a limits entry given twice", replace(t, `"options": {}`, `"options": {"limits": {"3": 110, "3": 110}}`), whole("unknown-option")},
		// The range of numbers: -1,000,000,000 to 1,000,000,000.
		{"totals and target at the ends of the range", bmNormal(t, `"options": {},`, `"options": {"target": 1000000000}, "totals": [999999999, -1000000000, 0, 0],`), legal},
		{"a total above the range", bmNormal(t, `"options": {},`, `"options": {}, "totals": [1000000001, 0, 0, 0],`), whole("bad-record")},
		{"a total below the range", bmNormal(t, `"options": {},`, `"options": {}, "totals": [-1000000001, 0, 0, 0],`), whole("bad-record")},
		{"dealsPlayed above the range", bmNormal(t, `"options": {},`, `"options": {}, "dealsPlayed": 1000000001,`), whole("bad-record")},
		{"a carry above the range", edited(t, "schwarze-sau--normal.json", `"options": {},`, `"options": {"sixty-split": "next-deal"}, "carry": [1000000001, 0, 0],`), whole("bad-record")},
		{"a target above the range", bmNormal(t, `"options": {}`, `"options": {"target": 1000000001}`), whole("unknown-option")},
		{"deals above the range", bmNormal(t, `"options": {}`, `"options": {"deals": 1000000001}`), whole("unknown-option")},
		{"a limit above the range", replace(t, `"options": {}`, `"options": {"limits": {"3": 1000000001}}`), whole("unknown-option")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, judged(tt.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
