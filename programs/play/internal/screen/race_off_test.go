//go:build !race

package screen

// raceDetector is false without -race (see race_on_test.go).
const raceDetector = false
