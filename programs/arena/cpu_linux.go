package main

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID: the calling
// thread's processor time, to the nanosecond (getrusage's thread times
// move only at the scheduler's ticks).
const clockThreadCPUTime = 3

// threadCPU returns the processor time (user and system) the calling OS
// thread has used, or 0 if it cannot be read. A goroutine locked to its
// thread (runtime.LockOSThread) reads its own time with it.
func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

// threadClock reports whether threadCPU reads a thread's own time.
const threadClock = true
