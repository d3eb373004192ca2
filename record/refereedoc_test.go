package record_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/rule"
)

// TestRefereeDoc checks REFEREE.md at the project root: every record it
// shows is the file it names, every verdict it shows is what the referee
// prints for that file (with that exit code), and its table lists every
// rule identifier (rule.IDs).
func TestRefereeDoc(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "REFEREE.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)<!-- (record|verdict): (\\S+)(?: exit (\\d))? -->\\s*```json\\n(.*?)\\n```").FindAllSubmatch(doc, -1)
	if len(blocks) < 6 {
		t.Fatalf("only %d checked examples in REFEREE.md", len(blocks))
	}
	for _, b := range blocks {
		kind, path, exit, shown := string(b[1]), string(b[2]), string(b[3]), b[4]
		t.Run(kind+" "+path, func(t *testing.T) {
			file, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(path)))
			if err != nil {
				t.Fatal(err)
			}
			var want, got any
			if err := json.Unmarshal(shown, &want); err != nil {
				t.Fatalf("the block in REFEREE.md is not JSON: %v", err)
			}
			switch kind {
			case "record":
				if err := json.Unmarshal(file, &got); err != nil {
					t.Fatal(err)
				}
			case "verdict":
				out, code := refereeOutput(t, file)
				if err := json.Unmarshal(out, &got); err != nil {
					t.Fatal(err)
				}
				if w, _ := strconv.Atoi(exit); code != w {
					t.Errorf("exit %d, REFEREE.md says %s", code, exit)
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-REFEREE.md +%s):\n%s", kind, diff)
			}
		})
	}
	for _, id := range rule.IDs() {
		if !strings.Contains(string(doc), "| `"+id.String()+"` |") {
			t.Errorf("REFEREE.md does not list the rule %q", id)
		}
	}
}
