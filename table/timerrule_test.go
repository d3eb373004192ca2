package table

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/turntimer"
)

// OM-O4: the turn timer names no game; the table gives it the rule of the
// game's turn-timer option, so that an Old Maid table's bad timer policy
// is refused citing OM-O4 whatever Ref the caller left in it.
func TestTimerCitesTheGamesRule(t *testing.T) {
	t.Run("OM-O4", testTimerCitesTheGamesRule)
}

func testTimerCitesTheGamesRule(t *testing.T) {
	if got := timerRule(games.OldMaid); got != "OM-O4" {
		t.Errorf("timerRule(Old Maid) = %q, want OM-O4", got)
	}
	if got := timerRule(games.Hearts); got != "" {
		t.Errorf("timerRule(Hearts) = %q, want none (Hearts has no turn timer)", got)
	}
	_, err := New(Config{
		Game: games.OldMaid, Seats: people(2, 0), Source: rand.NewPCG(1, 1),
		Timer: turntimer.Config{Ref: "X-1", Turn: time.Second, Short: time.Second, Warn: -time.Second, Strikes: 2},
	})
	var v *rule.Violation
	if !errors.As(err, &v) || v.ID != rule.BadOptions || v.Ref != "OM-O4" {
		t.Fatalf("New with a negative warning time: %v, want bad-options citing OM-O4", err)
	}
}
