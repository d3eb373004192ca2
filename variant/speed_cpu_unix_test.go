//go:build unix

package variant_test

import (
	"syscall"
	"time"
)

// spdCPU returns the CPU time the process has used (user and system), or
// -1 if it cannot be read.
func spdCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return -1
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
