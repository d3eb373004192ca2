package tables

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/redis/rueidis"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/server/internal/nodeproc"
	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// The fault suite: many tables of scripted clients play while a fault
// strikes, and every acknowledged move is then looked for in the stored
// records, every record is judged by the referee, and every count of harm
// must be 0. BQ_FAULT_TABLES sets the number of tables (default
// faultTables, sized for CI); the suite starts its own redis-server and
// PostgreSQL (the binaries of the machine) on loopback ports of its own,
// so that it may kill and restart them:
//
//	BQ_FAULT_TABLES=40 go test -run TestFaults -v ./programs/server/tables
const faultTables = 6

// faultTTL is the lease of the suite's clusters.
const faultTTL = 1500 * time.Millisecond

// TestFaults runs the faults one after the other, each on fresh nodes.
func TestFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("the fault suite starts and kills processes; not in -short")
	}
	svc := startFaultServices(t)
	n := faultTables
	if v, err := strconv.Atoi(os.Getenv("BQ_FAULT_TABLES")); err == nil && v > 0 {
		n = v
	}
	for _, f := range []struct {
		name   string
		nodes  int
		strike func(r *faultRun)
	}{
		{"kill-alone-node", 1, func(r *faultRun) { r.restartAlone() }},
		{"kill-owner", 3, func(r *faultRun) { r.kill(r.busiestOwner()) }},
		{"pause-owner", 3, func(r *faultRun) { r.pause(r.busiestOwner(), 2*faultTTL+500*time.Millisecond) }},
		{"restart-redis", 3, func(r *faultRun) { svc.killRedis(t); time.Sleep(2 * time.Second); svc.startRedis(t) }},
		{"restart-postgres", 3, func(r *faultRun) { svc.restartPostgres(t) }},
	} {
		t.Run(f.name, func(t *testing.T) {
			r := newFaultRun(t, svc, f.name, f.nodes, n)
			r.play(f.strike)
			r.judge()
		})
	}
}

// faultServices are the suite's own Redis and PostgreSQL.
type faultServices struct {
	dir       string
	redisAddr string
	redis     *exec.Cmd
	pgBin     string
	pgPort    int
	pgURL     string
	asPG      bool // run PostgreSQL's commands as the user postgres (the suite runs as root)
}

// freePort returns a loopback port nobody listens on now.
func freePort(t *testing.T) int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// startFaultServices starts the suite's Redis and PostgreSQL, or skips
// when their binaries are missing; both are stopped when the test ends.
func startFaultServices(t *testing.T) *faultServices {
	if _, err := exec.LookPath("redis-server"); err != nil {
		t.Skip("the fault suite needs redis-server on PATH")
	}
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(bins) == 0 {
		t.Skip("the fault suite needs PostgreSQL's initdb, pg_ctl and postgres in /usr/lib/postgresql/VERSION/bin")
	}
	dir, err := os.MkdirTemp("", "bq-fault-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if !t.Failed() {
			os.RemoveAll(dir)
		}
	})
	s := &faultServices{dir: dir, pgBin: filepath.Dir(bins[len(bins)-1]), asPG: os.Geteuid() == 0}
	s.redisAddr = fmt.Sprintf("127.0.0.1:%d", freePort(t))
	s.startRedis(t)
	t.Cleanup(func() { s.killRedis(t) })
	s.pgPort = freePort(t)
	s.pgURL = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", s.pgPort)
	pgData := filepath.Join(dir, "pg")
	if err := os.Mkdir(pgData, 0o700); err != nil {
		t.Fatal(err)
	}
	if s.asPG {
		_ = os.Chmod(dir, 0o755)
		if err := exec.Command("chown", "postgres", pgData).Run(); err != nil {
			t.Skipf("the fault suite runs as root and needs the user postgres for PostgreSQL: %v", err)
		}
	}
	if out, err := s.pgCommand("initdb", "-D", pgData, "-A", "trust", "-U", "postgres").CombinedOutput(); err != nil {
		t.Fatalf("initdb: %v\n%s", err, out)
	}
	s.startPostgres(t)
	t.Cleanup(func() { _ = s.pgCommand("pg_ctl", "-D", pgData, "-m", "immediate", "-w", "stop").Run() })
	return s
}

// pgCommand is one of PostgreSQL's programs, as the user postgres when
// the suite runs as root.
func (s *faultServices) pgCommand(name string, args ...string) *exec.Cmd {
	bin := filepath.Join(s.pgBin, name)
	if s.asPG {
		return exec.Command("runuser", append([]string{"-u", "postgres", "--", bin}, args...)...)
	}
	return exec.Command(bin, args...)
}

// startRedis starts Redis without persistence, as .ci/run does.
func (s *faultServices) startRedis(t *testing.T) {
	_, port, _ := net.SplitHostPort(s.redisAddr)
	s.redis = exec.Command("redis-server", "--port", port, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", s.dir)
	if err := s.redis.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		c, err := net.Dial("tcp", s.redisAddr)
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("redis-server on %s did not start", s.redisAddr)
		}
	}
}

// killRedis kills Redis (SIGKILL): what it held in memory is gone.
func (s *faultServices) killRedis(t *testing.T) {
	if s.redis == nil {
		return
	}
	_ = s.redis.Process.Kill()
	_ = s.redis.Wait()
	s.redis = nil
}

// startPostgres starts PostgreSQL and waits until it serves.
func (s *faultServices) startPostgres(t *testing.T) {
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1", s.pgPort, filepath.Join(s.dir, "pg"))
	if out, err := s.pgCommand("pg_ctl", "-D", filepath.Join(s.dir, "pg"), "-l", filepath.Join(s.dir, "pg", "server.log"), "-w", "-o", opts, "start").CombinedOutput(); err != nil {
		t.Fatalf("pg_ctl start: %v\n%s", err, out)
	}
}

// restartPostgres stops PostgreSQL as a crash would (immediate: no
// checkpoint; the committed rows are in its write-ahead log) and starts
// it again a second later.
func (s *faultServices) restartPostgres(t *testing.T) {
	if out, err := s.pgCommand("pg_ctl", "-D", filepath.Join(s.dir, "pg"), "-m", "immediate", "-w", "stop").CombinedOutput(); err != nil {
		t.Fatalf("pg_ctl stop: %v\n%s", err, out)
	}
	time.Sleep(time.Second)
	s.startPostgres(t)
}

// faultRun is one fault's run: its nodes, its tables, what the clients
// were told.
type faultRun struct {
	t      *testing.T
	svc    *faultServices
	prefix string
	env    [][]string // each node's environment, to start it again
	procs  []*proc
	addrs  []string
	alone  string // the SQLite file of a node alone; "" for a cluster
	tables []*faultTable

	struck, recovered time.Time // when the fault began and ended
}

// faultTable is one table of the run.
type faultTable struct {
	d *deal

	mu     sync.Mutex
	acked  map[uint64]ackedMove
	errs   []string
	ackAt  []time.Time
	seated []bool // each seat saw the table finish
}

// ackedMove is a move the server acknowledged: its seat and the move.
type ackedMove struct {
	seat int
	move variant.Move
}

func newFaultRun(t *testing.T, svc *faultServices, name string, nodes, tables int) *faultRun {
	r := &faultRun{t: t, svc: svc, prefix: testPrefix + "-" + name}
	if nodes == 1 {
		r.alone = filepath.Join(t.TempDir(), "alone.db")
	}
	for i := range nodes {
		node := fmt.Sprintf("node%d", i)
		env := []string{"BQ_CLUSTER_NODE=" + node, "BQ_LEASE_TTL=" + faultTTL.String(), "BQ_PREFIX=" + r.prefix,
			"BQ_TEST_REDIS=" + svc.redisAddr, "BQ_TEST_POSTGRES=" + svc.pgURL, "BQ_LISTEN=127.0.0.1:" + strconv.Itoa(freePort(t))}
		if r.alone != "" {
			env = append(env, "BQ_ALONE_DB="+r.alone)
		}
		r.env = append(r.env, env)
		p := nodeproc.Start(t, node, env...)
		r.procs = append(r.procs, p)
		r.addrs = append(r.addrs, p.Addr)
	}
	for i := range tables {
		spec := fmt.Sprintf(`{"game":"black-maria","seats":4,"deals":1,"seed":%d}`, i+1)
		seats := []int{(i + 1) % nodes, (i + 2) % nodes, (i + 3) % nodes, i % nodes}
		d := newTable(t, r.procs, r.addrs, spec, tableNodes{seats, i % nodes})
		r.tables = append(r.tables, &faultTable{d: d, acked: map[uint64]ackedMove{}, seated: make([]bool, 4)})
	}
	return r
}

// play plays every table to its end, striking with the fault once a
// sixth of the moves or so have been made.
func (r *faultRun) play(strike func(r *faultRun)) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	for _, ft := range r.tables {
		for seat, c := range ft.d.seats {
			wg.Go(func() { ft.playSeat(ctx, c, seat) })
		}
	}
	for r.acks() < 8*len(r.tables) && ctx.Err() == nil {
		time.Sleep(20 * time.Millisecond)
	}
	r.struck = time.Now()
	r.t.Logf("%d moves acknowledged: the fault strikes", r.acks())
	strike(r)
	r.recovered = time.Now()
	wg.Wait()
}

// acks counts the moves acknowledged so far.
func (r *faultRun) acks() int {
	n := 0
	for _, ft := range r.tables {
		ft.mu.Lock()
		n += len(ft.acked)
		ft.mu.Unlock()
	}
	return n
}

// playSeat makes seat's moves, chosen by the random player after a short
// thought, until the seat sees the table finish or ctx ends; what the
// server acknowledges is kept, and every error but a stale move's.
func (ft *faultTable) playSeat(ctx context.Context, c *client, seat int) {
	d := ft.d
	ch := SeatChannel(d.id, seat)
	rnd := rand.New(rand.NewPCG(uint64(seat), 7))
	tried := ^uint64(0)
	for ctx.Err() == nil {
		if _, err := c.ensure(ctx); err != nil {
			continue
		}
		u := c.update(ch)
		if u != nil && u.State == table.Finished {
			ft.mu.Lock()
			ft.seated[seat] = true
			ft.mu.Unlock()
			return
		}
		if u != nil && u.State == table.Playing && u.View.Turn != nil && u.Seq != tried {
			tried = u.Seq
			m, err := player.Random{}.Choose(u.View, rnd)
			if err != nil {
				ft.fail("seat %d: %v", seat, err)
				return
			}
			select {
			case <-time.After(time.Duration(10+rnd.IntN(30)) * time.Millisecond):
			case <-ctx.Done():
				return
			}
			var rep MoveReply
			err = c.call(ctx, "move", MoveRequest{Table: d.id, Secret: d.secrets[seat], Seq: u.Seq, Move: m}, &rep)
			var ce *callError
			switch {
			case err == nil:
				m.Seat = seat
				ft.mu.Lock()
				if prev, dup := ft.acked[rep.Seq]; dup && (prev.seat != seat || !sameMove(prev.move, m)) {
					ft.errs = append(ft.errs, fmt.Sprintf("seq %d acknowledged for two moves: %v and %v", rep.Seq, prev.move, m))
				}
				ft.acked[rep.Seq] = ackedMove{seat, m}
				ft.ackAt = append(ft.ackAt, time.Now())
				ft.mu.Unlock()
			case errors.As(err, &ce) && ce.Code == CodeStale:
			case ctx.Err() != nil:
				return
			default:
				ft.fail("seat %d, move at seq %d: %v", seat, u.Seq, err)
				tried = ^uint64(0) // try again on the next update
			}
		}
		select {
		case <-c.updates:
		case <-time.After(300 * time.Millisecond):
		case <-ctx.Done():
		}
	}
}

func (ft *faultTable) fail(format string, args ...any) {
	ft.mu.Lock()
	ft.errs = append(ft.errs, fmt.Sprintf(format, args...))
	ft.mu.Unlock()
}

// sameMove reports whether two moves are the same action.
func sameMove(a, b variant.Move) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// restartAlone kills the node alone (SIGKILL) and starts it again on the
// same address and database.
func (r *faultRun) restartAlone() {
	r.kill(r.procs[0])
	r.procs[0] = nodeproc.Start(r.t, "node0-again", r.env[0]...)
}

// kill kills p with SIGKILL.
func (r *faultRun) kill(p *proc) {
	r.t.Logf("killing %s", p.Name)
	_ = p.Cmd.Process.Kill()
	_, _ = p.Cmd.Process.Wait()
}

// pause stops p (SIGSTOP) for d, past its leases, and continues it.
func (r *faultRun) pause(p *proc, d time.Duration) {
	r.t.Logf("pausing %s for %v", p.Name, d)
	_ = p.Cmd.Process.Signal(syscall.SIGSTOP)
	time.Sleep(d)
	_ = p.Cmd.Process.Signal(syscall.SIGCONT)
}

// busiestOwner returns the node that owns the most of the run's tables.
func (r *faultRun) busiestOwner() *proc {
	c, err := rueidis.NewClient(rueidis.ClientOption{InitAddress: []string{r.svc.redisAddr}, DisableCache: true})
	if err != nil {
		r.t.Fatal(err)
	}
	defer c.Close()
	l, err := NewLeases(c, r.prefix, "probe", time.Second)
	if err != nil {
		r.t.Fatal(err)
	}
	count := map[string]int{}
	for _, ft := range r.tables {
		if o, ok, err := l.Owner(context.Background(), ft.d.id); err == nil && ok {
			count[o.Holder]++
		}
	}
	best, most := r.procs[0], 0
	for _, p := range r.procs {
		for holder, k := range count {
			if len(holder) > len(p.Name) && holder[:len(p.Name)+1] == p.Name+"/" && k > most {
				best, most = p, k
			}
		}
	}
	if most == 0 {
		r.t.Fatalf("no node owns any of the run's tables: %v", count)
	}
	r.t.Logf("%s owns %d of the %d tables", best.Name, most, len(r.tables))
	return best
}

// faultCounts are a run's harms; every one must be 0.
type faultCounts struct {
	Lost, Twice, Forks, Stalled, Refused, Errors int
}

// judge checks every table against its stored record and reports the
// counts and the time to recover.
func (r *faultRun) judge() {
	t := r.t
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	st := r.store(ctx)
	defer st.Close()
	var c faultCounts
	moves := 0
	var recover time.Duration
	for _, ft := range r.tables {
		ft.mu.Lock()
		moves += len(ft.acked)
		if len(ft.errs) > 0 {
			t.Logf("table %s: %d errors, the first: %s", ft.d.id, len(ft.errs), ft.errs[0])
			c.Errors += len(ft.errs)
		}
		// The longest a table waited for a move once the fault struck:
		// the gap between two acknowledgements that ends after it.
		last := r.struck
		for _, at := range ft.ackAt {
			if at.After(r.struck) {
				recover = max(recover, at.Sub(last))
			}
			last = at
		}
		ft.mu.Unlock()
		row, err := st.Load(ctx, ft.d.id)
		if err != nil || row.State != table.Finished || row.Record == nil {
			t.Logf("table %s: not finished in the store (%v)", ft.d.id, err)
			c.Stalled++
			continue
		}
		for seat, ok := range ft.seated {
			if !ok {
				t.Logf("table %s: seat %d never saw the table finish", ft.d.id, seat)
				c.Stalled++
			}
		}
		b, _ := row.Record.MarshalJSON()
		if v := record.Referee(b); !v.Valid {
			t.Logf("table %s: the referee refuses the stored record: %+v", ft.d.id, v)
			c.Refused++
		}
		c.add(ft.check(t, row.Record))
	}
	t.Logf("%s: %d tables, %d moves acknowledged; lost %d, applied twice %d, forks %d, stalled %d, records refused %d, client errors %d; the longest wait of a table for a move after the fault struck %v (the fault itself lasted %v)",
		r.prefix, len(r.tables), moves, c.Lost, c.Twice, c.Forks, c.Stalled, c.Refused, c.Errors,
		recover.Round(time.Millisecond), r.recovered.Sub(r.struck).Round(time.Millisecond))
	if c != (faultCounts{}) {
		t.Errorf("harm done: %+v", c)
	}
}

// store opens where the run's tables are kept.
func (r *faultRun) store(ctx context.Context) storage.Store {
	if r.alone != "" {
		st, err := storage.OpenSQLite(r.alone)
		if err != nil {
			r.t.Fatal(err)
		}
		return st
	}
	st, err := storage.OpenPostgres(ctx, r.svc.pgURL)
	if err != nil {
		r.t.Fatal(err)
	}
	return st
}

func (c *faultCounts) add(d faultCounts) {
	c.Lost += d.Lost
	c.Twice += d.Twice
	c.Forks += d.Forks
}

// check counts, against the stored record: the acknowledged moves it
// does not hold at their seq (lost), those it holds more than once
// (twice), and the seqs whose move a client was shown otherwise than the
// record holds it, or two ways (forks).
func (ft *faultTable) check(t *testing.T, rec *record.Record) faultCounts {
	var c faultCounts
	at := map[uint64]variant.Move{} // seq -> the record's action there
	var seq uint64
	for _, d := range rec.Deals {
		seq++
		for _, a := range d.Actions {
			seq++
			at[seq] = a
		}
	}
	ft.mu.Lock()
	defer ft.mu.Unlock()
	for s, a := range ft.acked {
		got, ok := at[s]
		if !ok || got.Seat != a.seat || !sameMove(got, a.move) {
			t.Logf("table %s: the move acknowledged at seq %d (%v) is not the record's (%v)", ft.d.id, s, a.move, got)
			c.Lost++
		}
		n := 0
		for _, m := range at {
			if sameMove(m, a.move) {
				n++
			}
		}
		if n > 1 {
			c.Twice++
		}
	}
	shown := map[uint64]string{}
	for _, cl := range append([]*client{ft.d.watcher}, ft.d.seats...) {
		for _, r := range cl.publications() {
			u := r.pub.Update
			if u == nil || u.Move == nil || u.Move.Kind == variant.Pass && u.Move.Cards == 0 {
				continue // a pass the client may not see
			}
			m, _ := json.Marshal(*u.Move)
			if prev, ok := shown[u.Seq]; ok && prev != string(m) {
				t.Logf("table %s: seq %d was shown as two moves: %s and %s", ft.d.id, u.Seq, prev, m)
				c.Forks++
			}
			shown[u.Seq] = string(m)
			if want, ok := at[u.Seq]; !ok || !sameMove(want, *u.Move) {
				t.Logf("table %s: seq %d was shown as %s, the record holds %v", ft.d.id, u.Seq, m, want)
				c.Forks++
			}
		}
	}
	return c
}
