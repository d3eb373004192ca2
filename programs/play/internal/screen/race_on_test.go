//go:build race

package screen

// raceDetector is true in a test binary built with -race, which runs the
// long property tests with less work: the race detector makes each step
// many times slower, and what they check does not depend on racing.
const raceDetector = true
