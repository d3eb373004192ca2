package variant_test

import (
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/gametest"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
)

// TestFailedAnnouncers: the facts of a deal name the announcements that
// have failed so far (MAD-R19), and ignore an inactive seat's (SAU-A15).
func TestFailedAnnouncers(t *testing.T) {
	tab := gametest.MustTable(games.SchwarzeMadonna, nil)
	// Four players after trick 3: seat 0 won tricks 1 and 2, seat 2 won
	// trick 3.
	f := gametest.ByHand(t, tab, seat.All(4), "",
		gametest.Hand{Tricks: 2, Cards: ""}, gametest.Hand{Tricks: 0, Cards: ""}, gametest.Hand{Tricks: 1, Cards: ""}, gametest.Hand{Tricks: 0, Cards: ""})
	tests := []struct {
		name      string
		jungfrau  seat.Set
		durch     int
		wantJ     seat.Set
		wantDurch bool
	}{
		{"none", 0, score.NoSeat, 0, false},
		{"MAD-R19 Jungfrau fails once its announcer wins a trick", seat.Of(0, 1, 2), score.NoSeat, seat.Of(0, 2), false},
		{"MAD-R19 Durchmarsch fails once another seat wins a trick (MAD-E10)", 0, 0, 0, true},
		{"MAD-R19 Durchmarsch of a seat that won no trick", seat.Of(1), 3, 0, true},
		{"SAU-A15 an inactive seat's announcement is ignored", seat.Of(5), 5, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := f
			f.AnnouncedNoTrick, f.AnnouncedSweep = tt.jungfrau, tt.durch
			gotJ, gotD := f.FailedAnnouncers()
			if gotJ != tt.wantJ || gotD != tt.wantDurch {
				t.Errorf("FailedAnnouncers() = %v, %v; want %v, %v", gotJ, gotD, tt.wantJ, tt.wantDurch)
			}
		})
	}

	// MAD-R19: a Durchmarsch is still alive while its announcer has won
	// every trick so far.
	g := gametest.ByHand(t, tab, seat.All(4), "",
		gametest.Hand{Tricks: 3, Cards: ""}, gametest.Hand{Tricks: 0, Cards: ""}, gametest.Hand{Tricks: 0, Cards: ""}, gametest.Hand{Tricks: 0, Cards: ""})
	g.AnnouncedSweep = 0
	if _, d := g.FailedAnnouncers(); d {
		t.Errorf("Durchmarsch announcer with every trick so far: failed, want alive")
	}
}
