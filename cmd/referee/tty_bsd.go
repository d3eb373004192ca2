//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package main

import "syscall"

// getTermios is the request for a terminal's attributes.
const getTermios = syscall.TIOCGETA
