//go:build unix

package player

import (
	"syscall"
	"time"
)

// processCPU returns the processor time the process has used (user and
// system), or -1 if it cannot be read.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return -1
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
