//go:build !unix

package player

import "time"

// processCPU returns -1: the processor time is not read on this system.
func processCPU() time.Duration { return -1 }
