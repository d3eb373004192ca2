package main

import (
	"encoding/json"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/record"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// approx compares floats to 1e-4.
var approx = cmpopts.EquateApprox(0, 1e-4)

// TestMeanCI checks the mean and its interval against a hand computation:
// for 1, 2, 3, 4 the mean is 2.5, the sample standard deviation
// √(5/3) = 1.29099, and the half-width 1.95996 · 1.29099 / √4 = 1.26517.
func TestMeanCI(t *testing.T) {
	m, ci := meanCI([]float64{1, 2, 3, 4})
	if diff := cmp.Diff([]float64{2.5, 1.23483, 3.76517}, []float64{m, ci.Lo, ci.Hi}, approx); diff != "" {
		t.Errorf("meanCI (-want +got):\n%s", diff)
	}
	if m, ci := meanCI([]float64{7}); m != 7 || ci.Lo != 7 || ci.Hi != 7 {
		t.Errorf("meanCI of one value: %v %v", m, ci)
	}
}

// TestWilson checks the Wilson interval against a hand computation: 8
// wins in 10, z² = 3.84146: centre (0.8 + 0.19207) / 1.38415 = 0.71674,
// half-width (1.95996 / 1.38415) · √(0.016 + 0.0096037) = 0.22658.
func TestWilson(t *testing.T) {
	w := wilson(8, 10)
	if diff := cmp.Diff([]float64{0.49016, 0.94332}, []float64{w.Lo, w.Hi}, approx); diff != "" {
		t.Errorf("wilson(8, 10) (-want +got):\n%s", diff)
	}
	if w := wilson(0, 10); w.Lo != 0 || math.Abs(w.Hi-0.27753) > 1e-4 {
		t.Errorf("wilson(0, 10) = %v, want [0, 0.27753]", w)
	}
}

// TestRanksAndWins checks ranks and win shares with ties.
func TestRanksAndWins(t *testing.T) {
	if diff := cmp.Diff([]float64{2.5, 1, 2.5, 4}, ranks([]int{5, 3, 5, 9})); diff != "" {
		t.Errorf("ranks (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]float64{0.5, 0.5, 0}, winShares([]int{2, 2, 5})); diff != "" {
		t.Errorf("winShares (-want +got):\n%s", diff)
	}
}

// TestArrangements checks the seatings at four seats: the 14 mixed ones,
// where each kind sits at each seat 7 times, and the 4 rotations of one
// against three.
func TestArrangements(t *testing.T) {
	all, err := arrangements(2, 4, "all")
	if err != nil || len(all) != 14 {
		t.Fatalf("all: %d arrangements, %v", len(all), err)
	}
	rot, err := arrangements(2, 4, "rotations")
	if err != nil || len(rot) != 4 {
		t.Fatalf("rotations: %d arrangements, %v", len(rot), err)
	}
	for _, tc := range []struct {
		arr  [][]int
		want int // times kind 1 sits at each seat
	}{{all, 7}, {rot, 3}} {
		for s := 0; s < 4; s++ {
			n := 0
			for _, a := range tc.arr {
				n += a[s]
			}
			if n != tc.want {
				t.Errorf("seat %d: kind 1 sits there %d of %d times, want %d", s, n, len(tc.arr), tc.want)
			}
		}
	}
	if diff := cmp.Diff([][]int{{0, 1, 1, 1}, {1, 0, 1, 1}, {1, 1, 0, 1}, {1, 1, 1, 0}}, rot); diff != "" {
		t.Errorf("rotations (-want +got):\n%s", diff)
	}
}

// TestSummarize checks the aggregation against a hand-computed example:
// two boards, two arrangements of two seats each, one deal per game.
// Board 0: A scores 2 and 4 (mean 3), B 6 and 8 (mean 7): diff −4.
// Board 1: A 1 and 1 (mean 1), B 3 and 7 (mean 5): diff −4.
// So A's mean is 2 (values 3, 1: s = √2, half-width 1.95996·√2/√2 =
// 1.95996), B's 6, and the paired difference −4 with no spread.
func TestSummarize(t *testing.T) {
	su := &setup{game: 2, seats: 2, kinds: []string{"a", "b"}, arr: [][]int{{0, 1}, {1, 0}}, deals: 1}
	game := func(k0, p0, k1, p1 int) []seatResult {
		w := winShares([]int{p0, p1})
		return []seatResult{{kind: k0, points: p0, deals: 1, win: w[0]}, {kind: k1, points: p1, deals: 1, win: w[1]}}
	}
	boards := []boardResult{
		{games: [][]seatResult{game(0, 2, 1, 6), game(1, 8, 0, 4)}, tally: make([]kindTally, 2)},
		{games: [][]seatResult{game(0, 1, 1, 3), game(1, 7, 0, 1)}, tally: make([]kindTally, 2)},
	}
	sm := summarize(su, "test", boards)
	a, b := sm.Players[0], sm.Players[1]
	if diff := cmp.Diff([]float64{2, 2 - 1.95996, 2 + 1.95996, 6, 1, 0}, []float64{a.Mean, a.CI95[0], a.CI95[1], b.Mean, a.WinRate, b.WinRate}, approx); diff != "" {
		t.Errorf("players (-want +got):\n%s", diff)
	}
	if len(sm.Pairs) != 1 || math.Abs(sm.Pairs[0].Diff+4) > 1e-9 || sm.Pairs[0].CI95 != [2]float64{-4, -4} {
		t.Errorf("pairs: %+v", sm.Pairs)
	}
	// Per seat: seat 0 held a (2, 1) and b (8, 7); seat 1 b (6, 3) and a (4, 1).
	if diff := cmp.Diff([]float64{1.5, 7.5, 2.5, 4.5}, []float64{sm.SeatTable[0].Kinds["a"], sm.SeatTable[0].Kinds["b"], sm.SeatTable[1].Kinds["a"], sm.SeatTable[1].Kinds["b"]}, approx); diff != "" {
		t.Errorf("per seat (-want +got):\n%s", diff)
	}
}

// TestArenaRun plays a small tournament of every game end to end,
// Monte Carlo players included, and checks the JSON summary and that the
// saved records are accepted by the referee.
func TestArenaRun(t *testing.T) {
	for _, tc := range []struct{ game, players, plot string }{
		{"hearts", "ismcts,heuristic", "plot.svg"},
		{"black-maria", "pimc,random", "plot.png"},
		{"schwarze-madonna", "ismcts,heuristic", "plot.svg"},
		{"schwarze-sau", "pimc,heuristic", "plot.png"},
		{"old-maid", "ismcts,random", "plot.svg"},
		{"black-maria", "fast,pimc-lane", "plot.svg"},
	} {
		dir := t.TempDir()
		js := filepath.Join(dir, "summary.json")
		recs := filepath.Join(dir, "records")
		plot := filepath.Join(dir, tc.plot)
		args := []string{"-game", tc.game, "-players", tc.players, "-boards", "2", "-budget", "8", "-seating", "rotations",
			"-json", js, "-records", recs, "-record-every", "1", "-plot", plot}
		var out strings.Builder
		if err := run(args, &out, io.Discard); err != nil {
			t.Fatalf("%s: %v\n%s", tc.game, err, out.String())
		}
		b, err := os.ReadFile(js)
		if err != nil {
			t.Fatal(err)
		}
		var sm struct {
			Game    string `json:"game"`
			Seats   int    `json:"seats"`
			Boards  int    `json:"boards"`
			Illegal *int   `json:"illegal"`
			Clock   string `json:"clock"`
			Players []struct {
				Name     string     `json:"name"`
				Mean     *float64   `json:"mean"`
				CI95     [2]float64 `json:"ci95"`
				MedianMs float64    `json:"medianMs"`
			} `json:"players"`
			Pairs []struct {
				A, B string
				Diff *float64   `json:"diff"`
				CI95 [2]float64 `json:"ci95"`
			} `json:"pairs"`
		}
		if err := json.Unmarshal(b, &sm); err != nil {
			t.Fatal(err)
		}
		if sm.Game != tc.game || sm.Seats != 4 || sm.Boards != 2 || sm.Illegal == nil || *sm.Illegal != 0 ||
			len(sm.Players) != 2 || sm.Players[0].Mean == nil || len(sm.Pairs) != 1 || sm.Pairs[0].Diff == nil ||
			sm.Players[0].CI95[0] > *sm.Players[0].Mean || sm.Players[0].CI95[1] < *sm.Players[0].Mean ||
			sm.Clock == "" || sm.Players[0].MedianMs <= 0 && tc.game != "old-maid" {
			t.Errorf("%s: summary %s", tc.game, b)
		}
		img, err := os.ReadFile(plot)
		if err != nil {
			t.Fatal(err)
		}
		if magic := map[string]string{".svg": "<?xml", ".png": "\x89PNG\r\n\x1a\n"}[filepath.Ext(plot)]; !strings.HasPrefix(string(img), magic) || len(img) < 1000 {
			t.Errorf("%s: %s is not a %s image (%d bytes)", tc.game, tc.plot, filepath.Ext(plot), len(img))
		}
		files, err := filepath.Glob(filepath.Join(recs, "*.json"))
		if err != nil || len(files) != 8 {
			t.Fatalf("%s: %d records saved, want 2 boards × 4 arrangements (%v)", tc.game, len(files), err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if v := record.Referee(data); !v.Valid {
				t.Errorf("%s: the referee refuses %s: %+v", tc.game, filepath.Base(f), v.Error)
			}
		}
		if !strings.Contains(out.String(), "paired duplicate difference") || !strings.Contains(out.String(), "illegal moves: 0") {
			t.Errorf("%s: report:\n%s", tc.game, out.String())
		}
	}
}

// TestDecisionTimes checks the mean, median and 90th percentile of
// decision times against hand computations: for 1, 2, 3 and 10 ms the
// mean is 4, the median (2+3)/2, the 90th percentile the fourth time
// (index 4·9/10 = 3); for 5, 1 and 3 ms the mean 3, the median 3 and
// the 90th percentile the third (index 2).
func TestDecisionTimes(t *testing.T) {
	ms := time.Millisecond
	mean, med, p90 := decisionTimes([]time.Duration{10 * ms, 2 * ms, 1 * ms, 3 * ms})
	if diff := cmp.Diff([]float64{4, 2.5, 10}, []float64{mean, med, p90}, approx); diff != "" {
		t.Errorf("four times (-want +got):\n%s", diff)
	}
	mean, med, p90 = decisionTimes([]time.Duration{5 * ms, 1 * ms, 3 * ms})
	if diff := cmp.Diff([]float64{3, 3, 5}, []float64{mean, med, p90}, approx); diff != "" {
		t.Errorf("three times (-want +got):\n%s", diff)
	}
	if mean, med, p90 := decisionTimes(nil); mean != 0 || med != 0 || p90 != 0 {
		t.Errorf("no times: %v %v %v", mean, med, p90)
	}
}

// TestKinds checks that every kind of player the arena names is made,
// and that an unknown one is refused.
func TestKinds(t *testing.T) {
	for _, k := range kindNames {
		if p, err := newPlayer(k, player.Config{Playouts: 10}); err != nil || p == nil {
			t.Errorf("%s: %v", k, err)
		}
	}
	if _, err := newPlayer("oracle", player.Config{}); err == nil {
		t.Error("an unknown kind of player is made")
	}
}

// TestCPUClock checks the clock of a decision: the thread's own time for
// one worker (on Linux), which moves when the thread works; the process's
// for several workers, which -parallel above 1 refuses.
func TestCPUClock(t *testing.T) {
	if _, _, err := cpuClock(2, 2); err == nil {
		t.Error("-workers 2 -parallel 2: no error")
	}
	if _, name, err := cpuClock(2, 1); err != nil || name != "process processor time" {
		t.Errorf("-workers 2 -parallel 1: %q, %v", name, err)
	}
	clock, name, err := cpuClock(1, 2)
	if err != nil || threadClock && name != "thread processor time" {
		t.Fatalf("-workers 1 -parallel 2: %q, %v", name, err)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := clock()
	x := 0
	for i := 0; i < 1e9 && clock()-start < time.Millisecond; i++ {
		x += i
	}
	if d := clock() - start; d < time.Millisecond {
		t.Errorf("the clock moved %v in a busy loop (%d)", d, x)
	}
}

// TestProgressPlain checks the progress report when standard error is
// not a terminal: no bar, a line with the boards done and the time left
// once ten seconds have passed since the last line, and a last line at
// the end.
func TestProgressPlain(t *testing.T) {
	var out strings.Builder
	p := newProgress(&out, 4)
	if p.bar != nil {
		t.Fatal("a progress bar on a writer that is not a terminal")
	}
	p.done()
	if out.Len() != 0 {
		t.Errorf("a line before ten seconds: %q", out.String())
	}
	p.start = time.Now().Add(-20 * time.Second)
	p.last = time.Now().Add(-11 * time.Second)
	p.done() // 2 of 4 in 20 s: about 20 s left
	p.finish()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	// (A second of delay on a loaded machine may round 20 s up.)
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "arena: 2/4 boards, 2") || !strings.Contains(lines[0], "s elapsed, about 2") ||
		!strings.HasSuffix(lines[0], "s left") || !strings.HasPrefix(lines[1], "arena: 2/4 boards in 2") {
		t.Errorf("progress lines: %q", lines)
	}
}
