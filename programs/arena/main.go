// Command arena measures the built-in players of the black queen games
// against each other in duplicate tournaments: every board is one deal
// (or -deals deals) played once for every seating arrangement of the
// players on the same cards, with all chance fixed by the board's seed
// and fresh players at every game, so that the luck of the cards cancels
// out of the comparison.
//
//	go run ./programs/arena -game hearts -seats 4 -players ismcts,heuristic -boards 2000 -budget 20ms -seed 1
//
// The players are random, heuristic, pimc, pimc-lane (PIMC with the
// lane playouts) and ismcts, which think with -budget, and five fixed
// players that ignore it: pimc-baseline (PIMC at 1000 playouts with the
// heuristic's playouts, the yardstick that does not change), fast and
// strong (player.NewFast, player.NewStrong), fast-unmerged (fast
// searching every legal card, without Config.MergeEquivalent) and
// fast-unhalved (fast giving every option the same worlds, without
// Config.Halving).
//
// With two kinds of player at the table, -seating all (the default) plays
// every mixed arrangement (14 at four seats) and -seating rotations the
// rotations of the first alone against the second (4 at four seats).
//
// The report, in 100 columns, gives per player: deals, mean points per
// deal (minus points: lower is better) with a 95 % confidence interval
// over boards, the share of matches (a board's game at one seat, lowest
// total wins, ties shared) won with a Wilson interval, the mean rank; then
// the big outcomes the game has (moons in Hearts, slams in Black Maria,
// Jungfrau and Durchmarsch in Schwarze Madonna and Schwarze Sau) and its
// announcements (and how many came true), the processor time of its
// decisions, the in-turn ones and the out-of-turn announcements it
// searched (median, mean and 90th percentile, in milliseconds: the
// deciding thread's own time, or with -workers above 1 the process's,
// which needs -parallel 1; the report names the clock), the
// Monte Carlo players' playouts per search, and illegal moves (refused by
// the engine, replaced by a random legal move; there must be none: the
// column appears when there are some). Per pair of players it gives the
// paired duplicate difference of
// points per deal with its interval, and per seat the mean points per
// deal, a check for seat bias.
//
// Flags: -json FILE writes the summary as JSON, -plot FILE.svg or
// FILE.png draws the paired differences and the distributions of points
// per deal, -records DIR saves the games of every -record-every'th board
// as game records the referee accepts. A progress bar with the time left
// goes to standard error when it is a terminal, otherwise a line now and
// then.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/variant"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(2)
	}
}

// run is the command: it parses args, plays the tournament and writes
// the report to stdout and the progress to stderr.
func run(args []string, stdout, stderr io.Writer) error {
	f, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	su, clockName, err := f.setup()
	if err != nil {
		return err
	}
	if f.recordsDir != "" {
		if err := os.MkdirAll(f.recordsDir, 0o755); err != nil {
			return err
		}
	}
	prog := newProgress(stderr, f.boards)
	results, played, err := f.playBoards(su, prog)
	if err != nil {
		return err
	}
	var done []boardResult
	for b, ok := range played {
		if ok {
			done = append(done, results[b])
		}
	}
	if len(done) == 0 {
		return errors.New("no board was played")
	}
	sm := summarize(su, f.budget, done)
	sm.Clock = clockName
	sm.WallSeconds = time.Since(prog.start).Seconds()
	sm.CPUSeconds = cpuSeconds()
	if err := f.report(sm, stdout); err != nil {
		return err
	}
	if f.recordsDir != "" {
		if err := saveRecords(f.recordsDir, su, results); err != nil {
			return err
		}
	}
	if sm.Illegal > 0 {
		return fmt.Errorf("%d illegal moves", sm.Illegal)
	}
	return nil
}

// flags are the command's flags.
type flags struct {
	game, players, budget, seating, options string
	jsonFile, plotFile, recordsDir          string
	seats, boards, deals, workers, parallel int
	recordEvery                             int
	noise, explore                          float64
	seed                                    uint64
	maxTime                                 time.Duration
}

// parseFlags parses the command's args, telling a mistake on stderr.
func parseFlags(args []string, stderr io.Writer) (flags, error) {
	var f flags
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.game, "game", "hearts", "game: schwarze-madonna, black-maria, hearts, schwarze-sau, old-maid")
	fs.IntVar(&f.seats, "seats", 4, "seats at the table")
	fs.StringVar(&f.players, "players", "ismcts,heuristic", "comma-separated kinds of player: "+strings.Join(kindNames, ", ")+" (pimc-baseline, fast, fast-unmerged, fast-unhalved and strong ignore -budget)")
	fs.IntVar(&f.boards, "boards", 100, "boards to play")
	fs.IntVar(&f.deals, "deals", 1, "deals per board (a board's match)")
	fs.StringVar(&f.budget, "budget", "20ms", "Monte Carlo budget per decision: a duration (20ms) or a number of playouts (500)")
	fs.IntVar(&f.workers, "workers", 1, "root-parallel searches per Monte Carlo decision")
	fs.Float64Var(&f.noise, "noise", 0, "playout policy noise of the Monte Carlo players (0: the default; negative: none)")
	fs.Float64Var(&f.explore, "explore", 0, "ISMCTS exploration constant (0: the default)")
	fs.IntVar(&f.parallel, "parallel", 1, "boards played at once")
	fs.StringVar(&f.seating, "seating", "all", "with two kinds: all (every mixed arrangement) or rotations (one against the rest)")
	fs.Uint64Var(&f.seed, "seed", 1, "seed of the boards' cards and of every random choice")
	fs.StringVar(&f.options, "options", "", "table options as a game record's options object, e.g. {\"moon\":\"subtract\"}")
	fs.StringVar(&f.jsonFile, "json", "", "write the summary as JSON to this file")
	fs.StringVar(&f.plotFile, "plot", "", "draw the paired differences and score distributions to this .svg or .png file")
	fs.StringVar(&f.recordsDir, "records", "", "save sampled games as game records in this directory")
	fs.IntVar(&f.recordEvery, "record-every", 0, "with -records: save every n-th board (0: about ten boards)")
	fs.DurationVar(&f.maxTime, "max-time", 0, "start no board after this much time (0: no limit); the report covers the boards played")
	if err := fs.Parse(args); err != nil {
		return f, err
	}
	if f.recordEvery <= 0 {
		f.recordEvery = max(1, f.boards/10)
	}
	return f, nil
}

// setup checks the flags and returns the tournament they describe, and
// the name of the clock that times the decisions.
func (f flags) setup() (*setup, string, error) {
	id, ok := games.ParseID(f.game)
	if !ok {
		return nil, "", fmt.Errorf("unknown game %q", f.game)
	}
	var o variant.Options
	if f.options != "" {
		var err error
		if o, err = games.ParseOptions(id, json.RawMessage(f.options)); err != nil {
			return nil, "", fmt.Errorf("-options: %w", err)
		}
	}
	if err := games.Validate(id, f.seats, o); err != nil {
		return nil, "", err
	}
	if f.boards < 1 || f.deals < 1 || f.parallel < 1 {
		return nil, "", errors.New("-boards, -deals and -parallel must be at least 1")
	}
	c, err := budgetConfig(f.budget, f.workers)
	if err != nil {
		return nil, "", err
	}
	c.Noise, c.Explore = f.noise, f.explore
	kinds := strings.Split(f.players, ",")
	for _, k := range kinds {
		if _, err := newPlayer(k, c); err != nil {
			return nil, "", err
		}
	}
	arr, err := arrangements(len(kinds), f.seats, f.seating)
	if err != nil {
		return nil, "", err
	}
	clock, clockName, err := cpuClock(f.workers, f.parallel)
	if err != nil {
		return nil, "", err
	}
	return &setup{game: id, seats: f.seats, options: o, kinds: kinds, arr: arr, deals: f.deals, seed: f.seed, budget: c, clock: clock}, clockName, nil
}

// playBoards plays the boards of tournament su, -parallel at once, and
// returns each board's result and whether it was played. An interrupt,
// or -max-time, stops the start of new boards; the report covers the
// boards played.
func (f flags) playBoards(su *setup, prog *progress) ([]boardResult, []bool, error) {
	results := make([]boardResult, f.boards)
	played := make([]bool, f.boards)
	stopping := make(chan os.Signal, 1)
	signal.Notify(stopping, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(stopping)
	var limit <-chan time.Time
	if f.maxTime > 0 {
		limit = time.After(f.maxTime)
	}
	var halted atomic.Bool
	go func() {
		select {
		case <-stopping:
		case <-limit:
		}
		halted.Store(true)
	}()
	var (
		mu       sync.Mutex
		firstErr error
		next     int
		wg       sync.WaitGroup
	)
	for w := 0; w < f.parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// The decisions' processor time is read from this thread.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for {
				mu.Lock()
				b := next
				next++
				stop := firstErr != nil || halted.Load()
				mu.Unlock()
				if b >= f.boards || stop {
					return
				}
				res, err := su.playBoard(b, f.recordsDir != "" && b%f.recordEvery == 0)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				results[b], played[b] = res, err == nil
				mu.Unlock()
				prog.done()
			}
		}()
	}
	wg.Wait()
	prog.finish()
	return results, played, firstErr
}

// report writes the summary to stdout and, as the flags ask, as JSON and
// as a plot.
func (f flags) report(sm summary, stdout io.Writer) error {
	if err := sm.write(stdout); err != nil {
		return err
	}
	if f.jsonFile != "" {
		b, err := json.MarshalIndent(sm, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(f.jsonFile, append(b, '\n'), 0o644); err != nil {
			return err
		}
	}
	if f.plotFile != "" {
		if err := drawPlot(sm, f.plotFile); err != nil {
			return err
		}
	}
	return nil
}

// cpuSeconds returns the processor time (user and system) the process
// has used.
func cpuSeconds() float64 { return processCPU().Seconds() }

// processCPU returns the processor time (user and system) the process
// has used.
func processCPU() time.Duration { return rusage(syscall.RUSAGE_SELF) }

// rusage returns the processor time (user and system) of getrusage's
// who, or 0 if it cannot be read.
func rusage(who int) time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(who, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// cpuClock returns the clock of a decision's processor time, and its
// name for the report: the deciding thread's own time (each board's
// goroutine is locked to its thread) when a search runs on that thread
// alone (-workers 1); else the process's, which only -parallel 1 keeps
// to one decision at a time.
func cpuClock(workers, parallel int) (func() time.Duration, string, error) {
	if workers <= 1 && threadClock {
		return threadCPU, "thread processor time", nil
	}
	if parallel > 1 {
		return nil, "", errors.New("the processor time of a decision on several threads needs -parallel 1")
	}
	return processCPU, "process processor time", nil
}

// saveRecords writes the recorded games as JSON records, one file per
// board and arrangement, and checks each with the referee.
func saveRecords(dir string, su *setup, results []boardResult) error {
	for b, res := range results {
		for a, rec := range res.records {
			data, err := json.MarshalIndent(rec, "", "  ")
			if err != nil {
				return err
			}
			if v := record.Referee(data); !v.Valid {
				return fmt.Errorf("board %d arrangement %d: the referee refuses the record: %+v", b, a, v.Error)
			}
			name := fmt.Sprintf("%s-board%05d-%s.json", su.game, b, arrangementName(su, a))
			if err := os.WriteFile(filepath.Join(dir, name), append(data, '\n'), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// arrangementName names arrangement a by its players' initials per seat.
func arrangementName(su *setup, a int) string {
	var b strings.Builder
	for _, k := range su.arr[a] {
		b.WriteString(su.kinds[k][:1])
	}
	return b.String()
}

// progress reports how many boards are done: a bar with the time left on
// a terminal, plain lines every ten seconds (and at the end) otherwise.
type progress struct {
	mu    sync.Mutex
	bar   interface{ Add(int) error }
	out   io.Writer
	total int
	n     int
	start time.Time
	last  time.Time
}

// finish ends the progress display.
func (p *progress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		fmt.Fprintln(p.out)
		return
	}
	fmt.Fprintf(p.out, "arena: %d/%d boards in %s\n", p.n, p.total, time.Since(p.start).Round(time.Second))
}

// done counts one board.
func (p *progress) done() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	if p.bar != nil {
		_ = p.bar.Add(1)
		return
	}
	if now := time.Now(); now.Sub(p.last) >= 10*time.Second {
		p.last = now
		el := now.Sub(p.start)
		left := time.Duration(float64(el) / float64(p.n) * float64(p.total-p.n))
		fmt.Fprintf(p.out, "arena: %d/%d boards, %s elapsed, about %s left\n", p.n, p.total, el.Round(time.Second), left.Round(time.Second))
	}
}
