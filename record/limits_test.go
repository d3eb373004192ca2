package record_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
)

// manyKeys returns a JSON object of n keys.
func manyKeys(n int) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "\"k%d\":0", i)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// parseTime is the least time of three Parse calls on b.
func parseTime(b []byte) time.Duration {
	best := time.Duration(1 << 62)
	runs := 3
	if raceDetector {
		runs = 1
	}
	for i := 0; i < runs; i++ {
		start := time.Now()
		_, _ = record.Parse(b)
		best = min(best, time.Since(start))
	}
	return best
}

// TestParseLinear: Parse takes time linear in the number of keys of an
// object. It used to look each key up among the earlier ones: 160,000
// keys took 53 s on the development machine, 80,000 about 13 s. Now
// 160,000 take about 50 ms; the bound of 4 s for 80,000 leaves room for a
// loaded machine and the race detector, and is still three times below
// the quadratic time.
func TestParseLinear(t *testing.T) {
	large := manyKeys(80_000)
	tl := parseTime(large)
	t.Logf("80,000 keys (%d bytes): %v", len(large), tl)
	if tl > 4*time.Second {
		t.Errorf("80,000 keys took %v: not linear", tl)
	}
	// The keys of every object of the format: options, a deal, an action.
	for _, where := range []struct{ old, new string }{
		{`"options": {}`, `"options": ` + string(manyKeys(20_000))},
		{`"dealer": 0,`, strings.TrimSuffix(strings.TrimPrefix(string(manyKeys(20_000)), "{"), "}") + `, "dealer": 0,`},
		{`{"seat": 1, "play": "KC"}`, string(manyKeys(20_000))},
	} {
		b := []byte(replace(t, where.old, where.new))
		if d := parseTime(b); d > 4*time.Second {
			t.Errorf("%d bytes with 20,000 keys in one object took %v", len(b), d)
		}
		if _, err := record.Parse(b); !errors.Is(err, rule.BadRecord) && !errors.Is(err, rule.UnknownOption) {
			t.Errorf("20,000 unknown keys: %v", err)
		}
	}
}

// verdictLen is the length of the verdict's JSON.
func verdictLen(t *testing.T, v record.Verdict) int {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return len(b)
}

// TestLimits: every reader of a record refuses input beyond its
// documented limits with bad-record, and no message quotes more than a
// short prefix of bad input, however long.
func TestLimits(t *testing.T) {
	readers := map[string]func([]byte) error{
		"Parse":  func(b []byte) error { _, err := record.Parse(b); return err },
		"Decode": func(b []byte) error { _, err := record.Decode(bytes.NewReader(b)); return err },
		"UnmarshalJSON": func(b []byte) error {
			var r record.Record
			return r.UnmarshalJSON(b)
		},
		"Referee": func(b []byte) error {
			if v := record.Referee(b); v.Error != nil {
				return &record.Error{Violation: rule.New(v.Error.Rule, "", rule.NoSeat, v.Error.EN, v.Error.DE)}
			}
			return nil
		},
	}
	huge := strings.Repeat("x", 64<<10) // a thousand times MaxString
	deal := `{"dealer": 0, "hands": [[], [], []], "actions": []}`
	action := `{"seat": 0, "push": true}`
	tests := []struct {
		name, in string
		rule     rule.ID
	}{
		{"longer than MaxSize", recordsExample + strings.Repeat(" ", record.MaxSize), rule.BadRecord},
		{"more than MaxDeals deals", replace(t, `"deals": [`, `"deals": [`+strings.Repeat(deal+",", record.MaxDeals)), rule.BadRecord},
		{"more than MaxActions actions", replace(t, `"actions": [`, `"actions": [`+strings.Repeat(action+",", record.MaxActions)), rule.BadRecord},
		{"a long game name", replace(t, `"schwarze-madonna"`, `"`+huge+`"`), rule.BadRecord},
		{"a long card in a hand", replace(t, `"7H", "8H"`, `"7H", "`+huge+`"`), rule.BadCard},
		{"a long card in a play", replace(t, `"play": "KC"`, `"play": "`+huge+`"`), rule.BadRecord}, // beyond variant.MaxMoveSize
		{"a card of 100 bytes in a play", replace(t, `"play": "KC"`, `"play": "`+strings.Repeat("K", 100)+`"`), rule.BadCard},
		{"a long unknown card", replace(t, `"play": "KC"`, `"play": "K`+strings.Repeat("C", 40)+`"`), rule.BadCard},
		{"a long option value", replace(t, `"options": {}`, `"options": {"ties": "`+huge+`"}`), rule.UnknownOption},
		{"a long option name", replace(t, `"options": {}`, `"options": {"`+huge+`": true}`), rule.UnknownOption},
		{"a long unknown field", replace(t, `"seats": 3,`, `"seats": 3, "`+huge+`": 1,`), rule.BadRecord},
		{"a long unknown action", replace(t, `"play": "KC"`, `"`+huge+`": "KC"`), rule.BadRecord},
		{"an unknown action of 1000 bytes", replace(t, `"play": "KC"`, `"`+strings.Repeat("k", 1000)+`": "KC"`), rule.BadRecord},
		{"a long announcement", replace(t, `"announce": "jungfrau"`, `"announce": "`+huge+`"`), rule.BadRecord},
		{"a long number", replace(t, `"seats": 3`, `"seats": 3`+strings.Repeat("0", 64<<10)), rule.BadRecord},
		{"a long bad value", replace(t, `"seats": 3`, `"seats": "`+huge+`"`), rule.BadRecord},
		{"deep nesting", replace(t, `"seats": 3,`, `"seats": 3, "x": `+strings.Repeat("[", 1000)+strings.Repeat("]", 1000)+`,`), rule.BadRecord},
		{"a JSON error after a long text", `{"game": "` + huge + `", "seats": 3, ]`, rule.BadRecord},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for name, read := range readers {
				err := read([]byte(tt.in))
				var v *rule.Violation
				if !errors.As(err, &v) {
					t.Fatalf("%s: %v, want %v", name, err, tt.rule)
				}
				if v.ID != tt.rule {
					t.Errorf("%s: %v, want %v", name, v, tt.rule)
				}
				if en, de := v.Message("en"), v.Message("de"); len(en) > 400 || len(de) > 400 {
					t.Errorf("%s: a message of %d and %d bytes: %.200s…", name, len(en), len(de), en)
				}
			}
			if n := verdictLen(t, record.Referee([]byte(tt.in))); n > 1000 {
				t.Errorf("a verdict of %d bytes", n)
			}
		})
	}
}

// bigRecord returns a legal record of n complete Black Maria deals (the
// testdata deal, dealt by each seat in turn), as long as target allows.
func bigRecord(t *testing.T, n int) []byte {
	t.Helper()
	rec := readRecord(t, "black-maria--normal.json")
	o, ok := rec.Options.(blackmaria.Options)
	if !ok {
		t.Fatalf("options %T, want blackmaria.Options", rec.Options)
	}
	o.Target = record.MaxNumber
	rec.Options = o
	deal := rec.Deals[0]
	rec.Deals = nil
	for i := 0; i < n; i++ {
		d := deal
		rec.Deals = append(rec.Deals, d)
	}
	// Each deal's dealer must follow the rotation: play the same cards
	// from each dealer by renumbering the seats.
	for i := range rec.Deals {
		rec.Deals[i] = rotate(deal, i%4, 4)
	}
	b, err := rec.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestParseMemory: reading and judging a large legal record allocates
// a small multiple of its size, the one the package documentation gives:
// at most 3x for Parse and 6x for Referee (bounds_test.go holds the same
// for every shape of input, plus a fixed cost).
func TestParseMemory(t *testing.T) {
	b := bigRecord(t, 400)
	if v := record.Referee(b); !v.Valid {
		t.Fatalf("the big record is not valid: %+v", v.Error)
	}
	parse := allocated(func() { _, _ = record.Parse(b) })
	referee := allocated(func() { _ = record.Referee(b) })
	t.Logf("%d bytes: Parse allocates %d (%.2fx), Referee %d (%.2fx)", len(b), parse, float64(parse)/float64(len(b)), referee, float64(referee)/float64(len(b)))
	if raceDetector {
		return // its build allocates more: TestBoundsEveryShape says how
	}
	if parse > parseTimes*uint64(len(b)) {
		t.Errorf("Parse allocates %.1fx the input", float64(parse)/float64(len(b)))
	}
	if referee > refereeTimes*uint64(len(b)) {
		t.Errorf("Referee allocates %.1fx the input", float64(referee)/float64(len(b)))
	}
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestJudgeContext: a judgement stops when its context is done.
func TestJudgeContext(t *testing.T) {
	rec, err := record.Parse(bigRecord(t, 50))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if v, err := record.JudgeContext(ctx, rec); !errors.Is(err, context.Canceled) || v.Valid {
		t.Errorf("a cancelled judgement: %v, %v", v.Valid, err)
	}
	if _, err := record.RefereeContext(ctx, bigRecord(t, 2)); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled referee: %v", err)
	}
	v, err := record.JudgeContext(context.Background(), rec)
	if err != nil || !v.Valid || len(v.Deals) != 50 {
		t.Errorf("a judgement with time: %v, %v, %d deals", v.Valid, err, len(v.Deals))
	}
}

// rotate returns d with every seat s renumbered s+k: the same deal dealt
// by seat k.
func rotate(d record.Deal, k, seats int) record.Deal {
	out := record.Deal{Dealer: (d.Dealer + k) % seats, Hands: make([][]card.Card, seats), Stock: d.Stock}
	for s, h := range d.Hands {
		out.Hands[(s+k)%seats] = h
	}
	for _, m := range d.Actions {
		m.Seat = (m.Seat + k) % seats
		out.Actions = append(out.Actions, m)
	}
	return out
}
