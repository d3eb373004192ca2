// Package nodeproc starts a test binary again as a server node in a
// process of its own, so that a test can kill (SIGKILL) or pause
// (SIGSTOP) a node, and keeps what the process logs.
//
// The test binary's TestMain runs the node instead of the tests when it
// finds the variable that Start's env sets; the node prints "listening
// ADDR" on its standard output once it serves, and logs to its standard
// error.
package nodeproc

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Proc is one node process.
type Proc struct {
	Name string
	Addr string // HOST:PORT it serves on
	Cmd  *exec.Cmd

	mu  sync.Mutex
	log strings.Builder
}

// Log returns what the node has logged so far.
func (p *Proc) Log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.log.String()
}

// WaitLog waits until ok accepts the node's log so far, for up to 30
// seconds (a guard against a line that never comes), and reports whether
// it did.
func (p *Proc) WaitLog(ok func(log string) bool) bool {
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if ok(p.Log()) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
	}
}

// Start runs the test binary as node name, with env (NAME=VALUE) added to
// its environment, and returns once it serves. The process is killed
// when the test ends (continued first, if it was paused), and its log is
// logged if the test failed.
func Start(t testing.TB, name string, env ...string) *Proc {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	p := &Proc{Name: name, Cmd: exec.Command(exe, "-test.run=^$")}
	p.Cmd.Env = append(os.Environ(), env...)
	out, err := p.Cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	errPipe, err := p.Cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = p.Cmd.Process.Signal(syscall.SIGCONT)
		_ = p.Cmd.Process.Kill()
		_ = p.Cmd.Wait()
		if t.Failed() {
			t.Logf("log of %s:\n%s", p.Name, p.Log())
		}
	})
	logged := make(chan struct{})
	go func() {
		defer close(logged)
		s := bufio.NewScanner(errPipe)
		for s.Scan() {
			p.mu.Lock()
			p.log.WriteString(s.Text() + "\n")
			p.mu.Unlock()
		}
	}()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "listening ") {
		select { // what the node said before it stopped
		case <-logged:
		case <-time.After(2 * time.Second):
		}
		t.Fatalf("%s did not start: %q %v\n%s", name, line, err, p.Log())
	}
	p.Addr = strings.TrimSpace(strings.TrimPrefix(line, "listening "))
	return p
}
