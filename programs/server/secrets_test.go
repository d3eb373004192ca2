package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/programs/server/tables"
	"github.com/blackqueen/rules/table"
)

// hashOf is a secret as the server may keep it: "sha256:" and the hex of
// its SHA-256.
func hashOf(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// TestSecretsAtRestAlone: the SQLite database holds each seat's secret only
// as its SHA-256 (no byte of the file, its journal included, holds the
// secret), and after a restart, which replays the table from those hashes,
// the secret still holds the seat while the hash itself holds none.
func TestSecretsAtRestAlone(t *testing.T) {
	o := testOptions(t)
	base, stop := startServer(t, o)
	g := newTable(t, base, spec{Game: "black-maria", Seats: 3, Bots: []string{"", "heuristic", "random"}, Deals: 1})
	a := dial(t, base, g.Table, g.Secret, g.Seat)
	seq := playMoves(t, a, 2)
	stop()
	if len(g.Secret) < 32 {
		t.Errorf("the secret %q has fewer than 128 bits", g.Secret)
	}
	for _, f := range []string{o.db, o.db + "-wal"} {
		b, err := os.ReadFile(f)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		if bytes.Contains(b, []byte(g.Secret)) {
			t.Errorf("%s holds the seat's secret", filepath.Base(f))
		}
	}
	st, err := storage.OpenSQLite(o.db)
	if err != nil {
		t.Fatal(err)
	}
	row, err := st.Load(context.Background(), g.Table)
	st.Close()
	if err != nil || row.Seats[0].Secret != hashOf(g.Secret) {
		t.Fatalf("the stored seat: %+v (%v), want the secret's hash", row.Seats, err)
	}

	base, stop = startServer(t, o)
	defer stop()
	if _, err := connectPage(t, base).rpc("chat", mustJSONT(tables.ChatRequest{Table: g.Table, Secret: hashOf(g.Secret), Text: "hi"})); err == nil {
		t.Error("the stored hash holds the seat")
	}
	a = dial(t, base, g.Table, g.Secret, g.Seat)
	if _, err := a.next(20*time.Second, func(p tables.Publication) bool { return p.Update != nil && p.Update.Seq >= seq }); err != nil {
		t.Fatalf("the secret after the restart: %v", err)
	}
	playMoves(t, a, 1)
}

// TestSecretsAtRestInACluster: the live record in Redis and the finished
// row in PostgreSQL hold each seat's secret only as its SHA-256.
func TestSecretsAtRestInACluster(t *testing.T) {
	redisAddr, pgURL := clusterServices(t)
	bases := startCluster(t, "main-secrets", 10*time.Millisecond)
	g := newTable(t, bases[0], spec{Game: "hearts", Seats: 4, Bots: []string{"", "random", "random", "random"}, Deals: 1})
	a := dial(t, bases[0], g.Table, g.Secret, g.Seat)
	a.myTurn()
	rc, err := tables.Dial(redisAddr)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	e, ok, err := tables.NewLive(rc, testPrefix).Read(ctx, g.Table)
	if err != nil || !ok {
		t.Fatalf("the live record: %v %v", ok, err)
	}
	if strings.Contains(string(e.Data), g.Secret) || !strings.Contains(string(e.Data), hashOf(g.Secret)) {
		t.Errorf("the live record in Redis holds the secret, or not its hash: %s", e.Data)
	}
	for a.myTurn() != nil {
		playMoves(t, a, 1)
	}
	st, err := storage.OpenPostgres(ctx, pgURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for {
		row, err := st.Load(ctx, g.Table)
		if err == nil && row.State == table.Finished {
			if row.Seats[0].Secret != hashOf(g.Secret) {
				t.Errorf("the PostgreSQL row's seat: %+v, want the secret's hash", row.Seats[0])
			}
			return
		}
		if ctx.Err() != nil {
			t.Fatalf("the finished table is not in PostgreSQL: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
