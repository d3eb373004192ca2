package record_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

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
		// The records that wrapped around: judged valid with a negative
		// total, the wrong winner, a match that never ends.
		{"Hearts near 2^63", "hearts--normal.json", map[string]string{"options": `{"target": 9223372036854775807}`,
			"totals": "[9223372036854775800, 9223372036854775790, 0, 0]"}, rule.UnknownOption},
		{"Hearts totals near 2^63", "hearts--normal.json", map[string]string{"totals": "[9223372036854775800, 0, 0, 0]"}, rule.BadRecord},
		{"Black Maria near 2^63", "black-maria--normal.json", map[string]string{"options": `{"deals": 9223372036854775807}`,
			"totals": "[9223372036854775800, 0, 0, 0]"}, rule.UnknownOption},
		{"Madonna limits of 2^63-1", "schwarze-madonna--normal.json", map[string]string{"options": `{"limits": {"4": 9223372036854775807}}`,
			"totals": "[9223372036854775800, 0, 0, 0]"}, rule.UnknownOption},
		{"Old Maid totals near 2^63", "old-maid--round.json", map[string]string{"totals": "[9223372036854775807, 0, 0]"}, rule.BadRecord},
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
			for _, lang := range []string{"en", "de", "da"} {
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

// TestTotalsDoNotWrap: the largest deal score of each game's worked
// examples (a moon, a slam deducted, an announced Durchmarsch, a round
// lost, a Sau Durchmarsch) added to the largest totals the contract
// admits (MaxNumber, or -MaxNumber where scores go down; just under the
// limit where a limit ends the match) gives exactly their sum: no total
// wraps around, and the match ends, or not, with the right winners. A
// target or limits of 2^63-1 and totals near it, which used to wrap to a
// negative total and the wrong winner, are refused (TestNumberRange).
func TestTotalsDoNotWrap(t *testing.T) {
	max, min := strconv.Itoa(record.MaxNumber), strconv.Itoa(-record.MaxNumber)
	four := func(s string) string { return "[" + strings.Repeat(s+",", 3) + s + "]" }
	tests := []struct {
		name, file string
		fields     map[string]string
		over       bool
		winners    []int
	}{
		{"Hearts, a moon on the largest totals", "hearts--moon.json",
			map[string]string{"options": `{"deals": ` + max + `}`, "totals": four(max)}, false, nil},
		{"Hearts, a moon subtracted from the smallest totals", "hearts--moon.json",
			map[string]string{"options": `{"deals": ` + max + `, "moon": "subtract"}`, "totals": four(min)}, false, nil},
		{"Black Maria, a slam deducted from the smallest totals", "black-maria--slam.json",
			map[string]string{"options": `{"slam": "deduct", "deals": ` + max + `}`, "totals": four(min)}, false, nil},
		{"Black Maria, the largest totals under the largest target", "black-maria--slam.json",
			map[string]string{"options": `{"slam": "deduct", "target": ` + max + `}`, "totals": four(strconv.Itoa(record.MaxNumber - 1))}, false, nil},
		{"Madonna, an announced Durchmarsch just under the largest limit", "schwarze-madonna--announced-durchmarsch.json",
			map[string]string{"options": `{"limits": {"4": ` + max + `}}`, "totals": four(strconv.Itoa(record.MaxNumber - 1))}, true, []int{0}},
		{"Old Maid, a round lost on the largest totals", "old-maid--round.json",
			map[string]string{"totals": "[" + max + "," + max + "," + max + "]"}, false, nil},
		{"Sau, a Durchmarsch on the largest totals still in play", "schwarze-sau--announced-durchmarsch.json",
			map[string]string{"totals": four("29")}, true, []int{0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := withFields(t, tt.file, tt.fields)
			rec, err := record.Parse(b)
			if err != nil {
				t.Fatal(err)
			}
			v := record.Referee(b)
			if !v.Valid {
				t.Fatalf("refused: %+v", v.Error)
			}
			want := slices.Clone(rec.Totals)
			for _, d := range v.Deals {
				for s, p := range d.Points {
					// The sum in a wider type: a wrap would show.
					sum := new(big.Int).Add(big.NewInt(int64(want[s])), big.NewInt(int64(p)))
					if !sum.IsInt64() {
						t.Fatalf("seat %d: %d + %d leaves int64", s, want[s], p)
					}
					want[s] = int(sum.Int64())
				}
			}
			if diff := cmp.Diff(want, v.Totals); diff != "" {
				t.Errorf("totals (-sum +verdict):\n%s", diff)
			}
			if v.Over != tt.over || !slices.Equal(v.Winners, tt.winners) && len(v.Winners)+len(tt.winners) > 0 {
				t.Errorf("over %v, winners %v; want %v, %v", v.Over, v.Winners, tt.over, tt.winners)
			}
		})
	}
}

// maxDealScore bounds what a seat scores in one deal, in any game: far
// above any real deal (a Madonna deal of compound Jungfrau factors, a
// Sau deal of several pushes), and far enough below the int range that
// MaxNumber plus MaxDeals such deals stays in it.
const maxDealScore = 1 << 20

// TestDealScoresBounded: over random matches of every game and options,
// no deal scores beyond maxDealScore, so that no total a record can
// reach (at most MaxNumber + MaxDeals*maxDealScore, about 1.1e10) comes
// near the int range.
func TestDealScoresBounded(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawMatch(t)
		for _, res := range p.results {
			for s, pts := range res.Points {
				if pts > maxDealScore || pts < -maxDealScore {
					t.Fatalf("seat %d scores %d in a deal of %v", s, pts, p.rec.Game)
				}
			}
		}
	})
}
