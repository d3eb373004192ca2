package tables

import (
	"os"
	"strconv"
	"sync"
	"testing"
	"time"
)

// TestLoad measures what a cluster carries: BQ_LOAD=N tables of Black
// Maria, four clients each (spread over the nodes), play one deal each at
// the same time, on one node and then on three. It is a measurement, not
// a check, and runs only when asked:
//
//	BQ_LOAD=40 BQ_TEST_REDIS=... BQ_TEST_POSTGRES=... go test -run TestLoad -v ./programs/server/tables
func TestLoad(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("BQ_LOAD"))
	if n <= 0 {
		t.Skip("a measurement: set BQ_LOAD=N (tables) to run it")
	}
	services(t)
	for _, nodes := range []int{1, 3} {
		procs := startNodes(t, nodes, 3*time.Second)
		deals := make([]*deal, n)
		for i := range deals {
			seatNodes := []int{i % nodes, (i + 1) % nodes, (i + 2) % nodes, (i + 3) % nodes}
			deals[i] = newDeal(t, procs, seatNodes, i%nodes)
		}
		start := time.Now()
		var wg sync.WaitGroup
		for _, d := range deals {
			wg.Go(func() { d.play(5*time.Minute, nil) })
		}
		wg.Wait()
		elapsed := time.Since(start)
		moves := 0
		for _, d := range deals {
			d.mu.Lock()
			moves += len(d.acked)
			d.mu.Unlock()
		}
		t.Logf("%d node(s): %d tables, %d moves in %v: %.0f moves/s, %.1f deals/s", nodes, n, moves,
			elapsed.Round(time.Millisecond), float64(moves)/elapsed.Seconds(), float64(n)/elapsed.Seconds())
		for _, p := range procs {
			_ = p.Cmd.Process.Kill()
		}
	}
}
