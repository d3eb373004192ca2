//go:build !race

package variant_test

// raceDetector reports that the tests run with the race detector, which
// slows them down about tenfold: the heaviest property tests then make
// fewer steps.
const raceDetector = false
