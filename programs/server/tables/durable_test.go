package tables

import (
	"context"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// countingStore is a store that counts its commits and can be made to
// fail, or to hold a commit until released.
type countingStore struct {
	storage.Store
	mu      sync.Mutex
	commits [][]string // the IDs of each commit
	fail    error
	hold    chan struct{} // when not nil, each commit waits for it
}

func (s *countingStore) SaveAll(ctx context.Context, ts []*storage.Table) []error {
	s.mu.Lock()
	hold, fail := s.hold, s.fail
	var ids []string
	for _, t := range ts {
		ids = append(ids, t.ID)
	}
	s.commits = append(s.commits, ids)
	s.mu.Unlock()
	if hold != nil {
		<-hold
	}
	if fail != nil {
		errs := make([]error, len(ts))
		for i := range errs {
			errs[i] = fail
		}
		return errs
	}
	return s.Store.SaveAll(ctx, ts)
}

func sqliteFor(t *testing.T) storage.Store {
	st, err := storage.OpenSQLite(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// TestCommitterGroupsAndWaits: a save returns only once its row is
// committed, with the commit's outcome; the rows that arrive while a
// commit is under way go together in the next one.
func TestCommitterGroupsAndWaits(t *testing.T) {
	st := &countingStore{Store: sqliteFor(t), hold: make(chan struct{})}
	c := newCommitter(st)
	defer c.close()
	ctx := context.Background()
	first := make(chan error, 1)
	go func() {
		first <- c.save(ctx, &storage.Table{ID: "a", Spec: []byte(`{}`), State: table.Playing, Version: 1})
	}()
	for len(commitsOf(st)) == 0 {
		time.Sleep(time.Millisecond)
	}
	var wg sync.WaitGroup
	errs := make([]error, 5)
	for i := range 5 {
		wg.Go(func() {
			errs[i] = c.save(ctx, &storage.Table{ID: string(rune('b' + i)), Spec: []byte(`{}`), State: table.Playing, Version: 1})
		})
	}
	time.Sleep(50 * time.Millisecond) // the five are queued behind the held commit
	select {
	case err := <-first:
		t.Fatalf("a save returned before its commit did: %v", err)
	default:
	}
	st.mu.Lock()
	close(st.hold)
	st.hold = nil
	st.mu.Unlock()
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("save %d: %v", i, err)
		}
	}
	if got := commitsOf(st); len(got) != 2 || len(got[1]) != 5 {
		t.Fatalf("commits %v, want [a] and then the five together", got)
	}
	if row, err := st.Load(ctx, "d"); err != nil || row.State != table.Playing {
		t.Fatalf("row d after its save returned: %+v %v", row, err)
	}
}

func commitsOf(s *countingStore) [][]string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([][]string(nil), s.commits...)
}

// TestCommitterOutcomes: a failed commit is reported to its save; a row
// of a lower version than the stored one is refused (storage.ErrStale);
// after close a save fails at once.
func TestCommitterOutcomes(t *testing.T) {
	st := &countingStore{Store: sqliteFor(t)}
	c := newCommitter(st)
	ctx := context.Background()
	boom := errors.New("disk full")
	st.fail = boom
	if err := c.save(ctx, &storage.Table{ID: "a", Spec: []byte(`{}`), Version: 1}); !errors.Is(err, boom) {
		t.Fatalf("a failed commit: %v", err)
	}
	st.fail = nil
	if err := c.save(ctx, &storage.Table{ID: "a", Spec: []byte(`{}`), Version: 2}); err != nil {
		t.Fatal(err)
	}
	if err := c.save(ctx, &storage.Table{ID: "a", Spec: []byte(`{}`), Version: 1}); !errors.Is(err, storage.ErrStale) {
		t.Fatalf("a row of an older lease: %v, want ErrStale", err)
	}
	c.close()
	if err := c.save(ctx, &storage.Table{ID: "b", Spec: []byte(`{}`), Version: 1}); !errors.Is(err, errClosed) {
		t.Fatalf("a save after close: %v, want errClosed", err)
	}
}

// TestNodeAloneAcknowledgesStoredMoves: every move a node alone has
// acknowledged is in its store at that moment, with its seq (a crash
// right after the reply loses nothing).
func TestNodeAloneAcknowledgesStoredMoves(t *testing.T) {
	_, st, addr := startAlone(t, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	d := newTable(t, nil, []string{addr}, `{"game":"black-maria","seats":4,"deals":1,"seed":3}`, tableNodes{[]int{0, 0, 0, 0}, 0})
	d.store = st
	checked := 0
	for checked < 20 {
		moved := false
		for seat, c := range d.seats {
			u := c.update(SeatChannel(d.id, seat))
			if u == nil || u.State != table.Playing || u.View.Turn == nil {
				continue
			}
			var rep MoveReply
			if err := c.call(ctx, "move", MoveRequest{Table: d.id, Secret: d.secrets[seat], Seq: u.Seq, Move: firstMove(t, u)}, &rep); err != nil {
				continue // stale: the update has moved on
			}
			row, err := st.Load(ctx, d.id)
			if err != nil || row.Seq < rep.Seq || !appliedIn(row.Record, rep.Seq, seat, firstMove(t, u)) {
				t.Fatalf("move %d was acknowledged at seq %d, the store holds seq %d: %v", checked, rep.Seq, row.Seq, err)
			}
			checked++
			moved = true
		}
		if !moved {
			select {
			case <-d.seats[0].updates:
			case <-time.After(20 * time.Millisecond):
			case <-ctx.Done():
				t.Fatal("the deal did not go on")
			}
		}
	}
}

// firstMove is a legal move of u's seat, the same for the same update.
func firstMove(t *testing.T, u *table.Update) variant.Move {
	m, err := player.Random{}.Choose(u.View, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// poisonStore fails a whole commit when it holds the row "bad", as
// PostgreSQL aborts a transaction on its first error.
type poisonStore struct{ storage.Store }

func (s poisonStore) SaveAll(ctx context.Context, ts []*storage.Table) []error {
	for _, t := range ts {
		if t.ID == "bad" {
			errs := make([]error, len(ts))
			for i := range errs {
				errs[i] = errors.New("the transaction is aborted")
			}
			return errs
		}
	}
	return s.Store.SaveAll(ctx, ts)
}

// TestCommitterIsolatesABadRow: a row that fails its whole commit fails
// no other row of the same commit.
func TestCommitterIsolatesABadRow(t *testing.T) {
	c := &committer{store: poisonStore{sqliteFor(t)}}
	rows := []*storage.Table{{ID: "a", Spec: []byte(`{}`), Version: 1}, {ID: "bad", Spec: []byte(`{}`), Version: 1}, {ID: "b", Spec: []byte(`{}`), Version: 1}}
	var batch []*pendingRow
	for _, r := range rows {
		batch = append(batch, &pendingRow{row: r, done: make(chan error, 1)})
	}
	c.queue = batch
	if !c.commit() {
		t.Fatal("nothing committed")
	}
	for i, p := range batch {
		err := <-p.done
		if (err != nil) != (rows[i].ID == "bad") {
			t.Errorf("row %s: %v", rows[i].ID, err)
		}
	}
}
