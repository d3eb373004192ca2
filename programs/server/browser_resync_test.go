package main

import (
	"context"
	"io"
	"net"
	"os"
	"testing"
	"time"
)

// startServerOn runs the server on addr (HOST:PORT) until stop is called,
// so that a test may start it again at the same address.
func startServerOn(t *testing.T, addr string, o options) (stop func()) {
	t.Helper()
	var ln net.Listener
	var err error
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if ln, err = net.Listen("tcp", addr); err == nil || time.Now().After(deadline) {
			break
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx, ln, o) }()
	return func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("the server stopped with %v", err)
		}
	}
}

// copyFiles copies the database file from to, with its write-ahead log
// and shared memory files when there are any.
func copyFiles(t *testing.T, from, to string) {
	t.Helper()
	for _, ext := range []string{"", "-wal", "-shm"} {
		_ = os.Remove(to + ext)
		src, err := os.Open(from + ext)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		dst, err := os.Create(to + ext)
		if err != nil {
			t.Fatal(err)
		}
		_, err = io.Copy(dst, src)
		src.Close()
		if cerr := dst.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// playUntil clicks a's moves until its page shows seq at least seq.
func playUntil(t *testing.T, a *browser, seq int, limit time.Duration) page {
	t.Helper()
	for deadline := time.Now().Add(limit); ; time.Sleep(40 * time.Millisecond) {
		p := a.read()
		if p.Seq >= seq || p.State == "finished" {
			return p
		}
		if time.Now().After(deadline) {
			t.Fatalf("the page did not reach seq %d: %+v", seq, p)
		}
		a.act(p)
	}
}

// TestBrowserResynchronisesBehind: a page whose server comes back with
// the table behind what the page showed (here the server's database put
// back to an older copy, as a restore from a backup would) takes the
// table as it stands now and plays on to the end, instead of waiting for
// ever for a seq above the one it showed.
func TestBrowserResynchronisesBehind(t *testing.T) {
	path := chromium(t)
	o := testOptions(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	base := "http://" + addr
	stop := startServerOn(t, addr, o)
	a := browsers(t, path, "Alice")[0]
	createBotTable(a, base, "hearts", 4, "")
	early := playUntil(t, a, 8, 60*time.Second)
	stop()
	older := o.db + ".older"
	copyFiles(t, o.db, older)
	stop = startServerOn(t, addr, o)
	later := playUntil(t, a, early.Seq+8, 60*time.Second)
	stop()
	copyFiles(t, older, o.db)
	stop = startServerOn(t, addr, o)
	defer stop()
	t.Logf("the page showed seq %d; the server comes back at seq %d", later.Seq, early.Seq)
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if p := a.read(); p.Seq < later.Seq {
			t.Logf("the page took the table at seq %d", p.Seq)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the page still shows seq %d after the server came back behind it", later.Seq)
		}
	}
	playToTheEnd(t, a, 90*time.Second)
}
