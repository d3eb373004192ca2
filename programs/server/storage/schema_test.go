package storage

import (
	"context"
	crand "crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// The nodes of a cluster may start at the same moment, each creating the
// schema of a database that has none yet. Every one of them must open it:
// CREATE TABLE IF NOT EXISTS alone is not safe against another session
// creating the same table at once (PostgreSQL then refuses one with a
// duplicate key in pg_type), which stopped a node in a cluster test.
func TestPostgresNodesCreateTheSchemaAtOnce(t *testing.T) {
	base := os.Getenv("BQ_TEST_POSTGRES")
	if base == "" {
		t.Skip("no PostgreSQL: set BQ_TEST_POSTGRES=postgres://... of a server on which the test may create a database (.ci/run starts one)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for round := range 5 {
		fresh := freshDatabase(ctx, t, base)
		const nodes = 8
		var wg sync.WaitGroup
		errs := make([]error, nodes)
		start := make(chan struct{})
		for i := range nodes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				s, err := OpenPostgres(ctx, fresh)
				if err == nil {
					err = s.Close()
				}
				errs[i] = err
			}()
		}
		close(start)
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("round %d: node %d of %d opening a database without a schema: %v", round, i, nodes, err)
			}
		}
	}
}

// freshDatabase creates a database of its own on the server of base and
// returns its URL; the database is dropped when the test ends.
func freshDatabase(ctx context.Context, t *testing.T, base string) string {
	t.Helper()
	admin, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("BQ_TEST_POSTGRES=%s: %v", base, err)
	}
	defer admin.Close(ctx)
	var b [6]byte
	_, _ = crand.Read(b[:])
	name := "bq_schema_" + hex.EncodeToString(b[:])
	if _, err := admin.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("creating database %s: %v", name, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if c, err := pgx.Connect(ctx, base); err == nil {
			_, _ = c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			c.Close(ctx)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("BQ_TEST_POSTGRES=%s: %v", base, err)
	}
	u.Path = "/" + name
	return u.String()
}
