package main

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// line is one game's line of the output.
var line = regexp.MustCompile(`^([a-z-]+): ([0-9]+) deals, totals \[([-0-9 ]*)\], winners \[([0-9 ]*)\]$`)

func ints(s string) []int {
	var out []int
	for _, f := range strings.Fields(s) {
		n, _ := strconv.Atoi(f)
		out = append(out, n)
	}
	return out
}

// TestRun: every trick game plays to the end of its match (a Madonna
// total above 150 at four seats, MAD-R27; a Black Maria or Hearts total of
// 100, BM-R9, SH-R10; Schwarze Sau down to fewer than three, SAU-R10), its
// winners have the lowest total, Old Maid plays its five rounds with one
// loser each (OM-R9), and a move after the end is refused with the rule
// that ended the deal (TT-5, OM-R9).
func TestRun(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	games := []string{"schwarze-madonna", "black-maria", "hearts", "schwarze-sau", "old-maid"}
	if len(lines) != 2*len(games) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), 2*len(games), out.String())
	}
	for i, game := range games {
		m := line.FindStringSubmatch(lines[2*i])
		if m == nil || m[1] != game {
			t.Fatalf("line %q is not the line of %s", lines[2*i], game)
		}
		deals, _ := strconv.Atoi(m[2])
		totals, winners := ints(m[3]), ints(m[4])
		if len(totals) != 4 {
			t.Fatalf("%s: totals %v", game, totals)
		}
		switch game {
		case "old-maid":
			sum := 0
			for _, x := range totals {
				sum += x
			}
			if deals != 5 || sum != 5 || len(winners) != 0 {
				t.Errorf("old-maid: %d rounds, %d lost, winners %v; want 5, 5, none", deals, sum, winners)
			}
		default:
			limit := map[string]int{"schwarze-madonna": 151, "black-maria": 100, "hearts": 100, "schwarze-sau": 30}[game]
			if slices.Max(totals) < limit || len(winners) == 0 {
				t.Errorf("%s: totals %v winners %v: the match did not end", game, totals, winners)
			}
			for _, w := range winners {
				if game != "schwarze-sau" && totals[w] != slices.Min(totals) {
					t.Errorf("%s: winner %d has %d, not the lowest of %v", game, w, totals[w], totals)
				}
			}
		}
		want := "  refused: deal-over TT-5: The deal is over."
		if game == "old-maid" {
			want = "  refused: deal-over OM-R9: The round is over."
		}
		if lines[2*i+1] != want {
			t.Errorf("%s: %q, want %q", game, lines[2*i+1], want)
		}
	}
}
