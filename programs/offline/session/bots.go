package session

import (
	"math/rand/v2"
	"sync"
	"time"

	"github.com/blackqueen/rules/player"
	"github.com/blackqueen/rules/variant"
)

// BotStats is how long the built-in players took to decide: the
// decisions timed (in-turn moves; announcements are not counted), their
// mean and their longest, in milliseconds.
type BotStats struct {
	Moves  int     `json:"moves"`
	MeanMS float64 `json:"meanMs"`
	MaxMS  float64 `json:"maxMs"`
}

// botClock times the decisions of a table's built-in players; the table
// runs them on goroutines of their own, the page asks from another.
type botClock struct {
	mu    sync.Mutex
	n     int
	total time.Duration
	max   time.Duration
}

func (c *botClock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n++
	c.total += d
	c.max = max(c.max, d)
}

func (c *botClock) stats() BotStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := BotStats{Moves: c.n, MaxMS: float64(c.max) / float64(time.Millisecond)}
	if c.n > 0 {
		s.MeanMS = float64(c.total) / float64(c.n) / float64(time.Millisecond)
	}
	return s
}

// fast returns a new built-in player of Strength timed by c.
func (c *botClock) fast() player.Player { return timed{p: player.NewFast(), clock: c} }

// timed is a built-in player whose in-turn decisions are timed.
type timed struct {
	p     *player.PIMC
	clock *botClock
}

// Choose implements player.Player.
func (t timed) Choose(v variant.View, r *rand.Rand) (variant.Move, error) {
	start := time.Now()
	defer func() { t.clock.add(time.Since(start)) }()
	return t.p.Choose(v, r)
}

// ChooseIn implements player.GamePlayer.
func (t timed) ChooseIn(g variant.Game, s int, r *rand.Rand) (variant.Move, error) {
	start := time.Now()
	defer func() { t.clock.add(time.Since(start)) }()
	return t.p.ChooseIn(g, s, r)
}

// AnnounceIn implements player.GamePlayer.
func (t timed) AnnounceIn(g variant.Game, s int, r *rand.Rand) (variant.Call, bool) {
	return t.p.AnnounceIn(g, s, r)
}
