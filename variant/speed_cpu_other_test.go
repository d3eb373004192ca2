//go:build !unix

package variant_test

import "time"

// spdCPU returns -1: the process CPU time is read only on Unix systems,
// and the speed benchmarks fall back to the wall clock elsewhere.
func spdCPU() time.Duration { return -1 }
