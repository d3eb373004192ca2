//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package main

import (
	"syscall"
	"unsafe"
)

// isTerminal reports whether fd is a terminal: whether it answers the
// request for terminal attributes (getTermios), which /dev/null, a pipe
// or a file does not.
func isTerminal(fd uintptr) bool {
	var t syscall.Termios
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, fd, getTermios, uintptr(unsafe.Pointer(&t)))
	return errno == 0
}
