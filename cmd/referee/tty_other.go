//go:build !linux && !darwin && !dragonfly && !freebsd && !netbsd && !openbsd

package main

import "os"

// isTerminal reports whether fd is a character device: where the system
// offers no portable terminal test in the standard library, /dev/null
// (NUL) counts as a terminal too.
func isTerminal(fd uintptr) bool {
	st, err := os.NewFile(fd, "").Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
