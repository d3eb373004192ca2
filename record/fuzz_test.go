package record_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/rule"
)

// FuzzJudge feeds the decoder and the judge arbitrary bytes, seeded with
// every record of testdata. The referee must never panic, must print one
// JSON verdict of bounded size (for a record that cannot be read, under a
// kilobyte whatever its length), and its exit code must agree with the
// verdict: 0 exactly when it is valid, else the error rule's code, 2
// exactly for the rules of a record that cannot be judged
// (docs/records.md). A record that reads must read back from its own
// encoding to the same verdict.
func FuzzJudge(f *testing.F) {
	for _, pattern := range []string{filepath.Join("testdata", "*.json")} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			if strings.HasSuffix(name, ".verdict.json") || strings.HasSuffix(name, ".expect.json") {
				continue
			}
			b, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	f.Add([]byte(recordsExample))
	f.Add([]byte(`{"game":"old-maid","seats":2,"deals":[]}`))
	cannotJudge := map[rule.ID]bool{rule.BadRecord: true, rule.UnknownGame: true, rule.UnknownOption: true,
		rule.BadCard: true, rule.BadDeal: true, rule.BadOptions: true}
	f.Fuzz(func(t *testing.T, b []byte) {
		v := record.Referee(b)
		exit := v.Exit()
		if v.Valid != (v.Error == nil) {
			t.Fatalf("valid %v with error %+v", v.Valid, v.Error)
		}
		if v.Valid {
			if exit != 0 {
				t.Fatalf("a valid record exits %d", exit)
			}
			if len(v.Deals) == 0 || v.Deals[len(v.Deals)-1].Complete != (v.Next == nil) {
				t.Fatalf("deals %d, next %v", len(v.Deals), v.Next)
			}
		} else {
			if exit != 1 && exit != 2 {
				t.Fatalf("an invalid record exits %d", exit)
			}
			if (exit == 2) != cannotJudge[v.Error.Rule] {
				t.Fatalf("rule %v exits %d", v.Error.Rule, exit)
			}
			if v.Error.Rule == rule.None || v.Error.Rule == rule.BadSeat {
				t.Fatalf("rule %v in a verdict", v.Error.Rule)
			}
		}
		out, err := v.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if !v.Valid && len(out) > 1024 {
			t.Fatalf("a verdict of %d bytes on %d bytes of input", len(out), len(b))
		}
		if len(out) > 64*len(b)+4096 {
			t.Fatalf("a verdict of %d bytes on %d bytes of input", len(out), len(b))
		}
		if out, err = record.Indent(out); err != nil || !json.Valid(out) {
			t.Fatalf("the verdict is not JSON: %v\n%s", err, out)
		}
		rec, err := record.Parse(b)
		if err != nil {
			return
		}
		again, err := rec.MarshalJSON()
		if err != nil {
			t.Fatalf("a record that reads does not encode: %v", err)
		}
		v2 := record.Referee(again)
		j1, _ := v.MarshalJSON()
		j2, _ := v2.MarshalJSON()
		if !bytes.Equal(j1, j2) {
			t.Fatalf("the verdict changes when the record is written back:\n%s\n%s\n%s", j1, j2, again)
		}
	})
}
