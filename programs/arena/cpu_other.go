//go:build !linux

package main

import (
	"syscall"
	"time"
)

// threadCPU returns the process's processor time: this system gives no
// thread's own time, so a decision's time is exact only when nothing
// else runs (-parallel 1).
func threadCPU() time.Duration { return rusage(syscall.RUSAGE_SELF) }

// threadClock reports whether threadCPU reads a thread's own time.
const threadClock = false
