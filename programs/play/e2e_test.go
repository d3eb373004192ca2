package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTmuxSmoke runs the real program under tmux, as a person would in a
// terminal of 80×24: it presses keys (a pass marked with space, a typed
// card, undo, help, quit and save) and reads the screen. It skips when
// tmux is not installed (CI installs it).
func TestTmuxSmoke(t *testing.T) {
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		t.Skip("tmux is not installed (apt-get install -y tmux): the end-to-end test of the terminal table is skipped")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "play")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	sock := filepath.Join(dir, "tmux.sock")
	run := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(tmux, append([]string{"-S", sock}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("tmux %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	save := filepath.Join(dir, "saved.json")
	run("new-session", "-d", "-s", "play", "-x", "80", "-y", "24",
		"env TERM=xterm-256color "+bin+" -game hearts -seed 3 -pace 0 -save "+save+"; sleep 5")
	defer exec.Command(tmux, "-S", sock, "kill-server").Run()
	screen := func(want string) string {
		t.Helper()
		var s string
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			s = run("capture-pane", "-p", "-t", "play")
			if strings.Contains(s, want) {
				return s
			}
		}
		t.Fatalf("the screen never showed %q:\n%s", want, s)
		return ""
	}
	keys := func(k ...string) { run(append([]string{"send-keys", "-t", "play"}, k...)...) }

	screen("Pass 3 cards to Anna")
	keys("Space", "Right", "Space", "Right", "Space")
	screen("3 of 3 marked.")
	keys("Enter")
	s := screen("Trick 1")
	if !strings.Contains(s, "received from Clara") {
		t.Errorf("the received cards are not marked:\n%s", s)
	}
	// A typed card (A♣ is the one card that may be played), then undo.
	keys("A", "C", "Enter")
	screen("took trick 1")
	keys("u")
	screen("Taken back: your A♣")
	keys("F1")
	screen("Typing cards")
	keys("Escape")
	screen("Your hand")
	keys("q", "Enter")
	screen("Quit the game?")
	keys("s")
	screen("Goodbye.")
	if _, err := os.Stat(save); err != nil {
		t.Errorf("quitting with s did not save: %v", err)
	}
}
