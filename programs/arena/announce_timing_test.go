package main

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
)

// searchingAnnouncer is a player whose out-of-turn announcement checks
// search on every second call, each advancing the clock by its own time.
type searchingAnnouncer struct {
	now      *time.Duration
	calls    int
	searches int
}

func (p *searchingAnnouncer) Choose(variant.View, *rand.Rand) (variant.Move, error) {
	*p.now += 3 * time.Millisecond
	p.searches++
	return variant.Move{}, nil
}

func (p *searchingAnnouncer) ChooseIn(g variant.Game, s int, r *rand.Rand) (variant.Move, error) {
	return p.Choose(variant.View{}, r)
}

func (p *searchingAnnouncer) AnnounceIn(variant.Game, int, *rand.Rand) (variant.Call, bool) {
	p.calls++
	if p.calls%2 == 0 {
		*p.now += 5 * time.Millisecond // a search
		p.searches++
		return variant.NoCall, false
	}
	*p.now += time.Microsecond // a check that does not search
	return variant.NoCall, false
}

func (p *searchingAnnouncer) Announce(v variant.View, r *rand.Rand) (variant.Call, bool) {
	return p.AnnounceIn(nil, 0, r)
}

func (p *searchingAnnouncer) Stats() player.SearchStats {
	return player.SearchStats{Searches: p.searches}
}

// TestAnnouncementSearchesAreTimed checks that the arena times an
// out-of-turn announcement that the player searched as a decision, and
// not a check that did not search, through both roads (AnnounceIn and
// Announce).
func TestAnnouncementSearchesAreTimed(t *testing.T) {
	var now time.Duration
	var tally kindTally
	p := &searchingAnnouncer{now: &now}
	w := wrap(p, &tally, func() time.Duration { return now })
	gp, ok := w.(player.GamePlayer)
	if !ok {
		t.Fatal("the wrapped searching player is no GamePlayer")
	}
	r := rand.New(rand.NewPCG(1, 2))
	if _, err := gp.ChooseIn(nil, 0, r); err != nil {
		t.Fatal(err)
	}
	for range 4 {
		gp.AnnounceIn(nil, 0, r) // checks 1 and 3 quiet, 2 and 4 searched
	}
	w.(player.Announcer).Announce(variant.View{}, r) // 5: quiet
	w.(player.Announcer).Announce(variant.View{}, r) // 6: searched
	want := []time.Duration{3 * time.Millisecond, 5 * time.Millisecond, 5 * time.Millisecond, 5 * time.Millisecond}
	if diff := cmp.Diff(want, tally.cpu); diff != "" {
		t.Errorf("timed decisions (-want +got):\n%s", diff)
	}
	if tally.decisions != len(want) {
		t.Errorf("decisions = %d, want %d", tally.decisions, len(want))
	}
}

// TestQuietPlayerAnnouncementsAreNotTimed checks that a player without
// search statistics (the heuristic) has no announcement timed.
func TestQuietPlayerAnnouncementsAreNotTimed(t *testing.T) {
	var tally kindTally
	w := wrap(player.Heuristic{}, &tally, func() time.Duration { return 0 })
	a, ok := w.(player.Announcer)
	if !ok {
		t.Fatal("the wrapped player is no Announcer")
	}
	a.Announce(variant.View{}, rand.New(rand.NewPCG(1, 2)))
	if tally.decisions != 0 || len(tally.cpu) != 0 {
		t.Errorf("a quiet announcement check was timed: %d decisions, %v", tally.decisions, tally.cpu)
	}
}
