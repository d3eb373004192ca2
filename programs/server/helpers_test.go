package main

import (
	"context"
	"math/rand/v2"
	"net"
	"path/filepath"
	"testing"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/turntimer"
)

// testOptions are the server's settings for tests: a database in a
// temporary directory, built-in players that pause only briefly.
func testOptions(t testing.TB) options {
	return options{
		db:   filepath.Join(t.TempDir(), "test.db"),
		pace: pace{botDelay: 20 * time.Millisecond, timer: turntimer.Online()},
		idle: time.Hour,
	}
}

// startServer runs the server on a loopback port until stop is called.
func startServer(t testing.TB, o options) (base string, stop func()) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx, ln, o) }()
	stopped := false
	return "http://" + ln.Addr().String(), func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		if err := <-done; err != nil {
			t.Errorf("the server stopped with %v", err)
		}
	}
}

// randomPlayer and testRand choose the test clients' moves.
var (
	randomPlayer = player.Random{}
	testRand     = rand.New(rand.NewPCG(1, 2))
)
