package score_test

import (
	"fmt"

	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// MAD-E10 as the engine sees it: after each trick it asks which
// announcements have failed, and ends the deal once all of them have
// (MAD-R21, SAU-A7).
func ExampleFacts_FailedAnnouncers() {
	f := score.NewFacts(4, seat.All(4))
	f.AnnouncedSweep = 0
	for _, winner := range []int{0, 0, 2} {
		f.Played++
		f.Tricks[winner]++
		_, failed := f.FailedAnnouncers()
		fmt.Printf("trick %d to seat %d: Durchmarsch failed %v\n", f.Played, winner, failed)
	}
	// Output:
	// trick 1 to seat 0: Durchmarsch failed false
	// trick 2 to seat 0: Durchmarsch failed false
	// trick 3 to seat 2: Durchmarsch failed true
}
