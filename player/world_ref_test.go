package player

import (
	"math"
	"testing"

	"github.com/blackqueen/rules/seat"
	"pgregory.net/rapid"
)

// refRelativeRewards is relativeRewards as it was written before it was
// made faster, the reference its rewards must equal bit for bit: a
// search compares sums of them, and one rounded otherwise could turn a
// decision.
func refRelativeRewards(points *[seat.Max]int, active seat.Set, seats int, scale float64, dst *[seat.Max]float64) {
	n := active.Len()
	sum := 0
	for s := 0; s < seats; s++ {
		if active.Has(s) {
			sum += points[s]
		}
	}
	for s := range dst {
		dst[s] = 0.5
		if s >= seats || !active.Has(s) || n < 2 {
			continue
		}
		mean := float64(sum-points[s]) / float64(n-1)
		u := 0.5 + (mean-float64(points[s]))/(2*scale)
		dst[s] = min(1, max(0, u))
	}
}

// TestRelativeRewardsAsBefore gives relativeRewards and the reference
// the same deal points, tables and scales, drawn at random (the points
// of a game and far beyond, clipped rewards among them), and finds the
// same rewards, bit for bit.
func TestRelativeRewardsAsBefore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seats := rapid.IntRange(2, seat.Max).Draw(t, "seats")
		var points [seat.Max]int
		for s := range seats {
			points[s] = rapid.IntRange(-500, 500).Draw(t, "points")
		}
		active := seat.Set(rapid.Uint8().Draw(t, "active")) & seat.All(seats)
		scale := rapid.Float64Range(1, 2000).Draw(t, "scale")
		var got, want [seat.Max]float64
		relativeRewards(&points, active, seats, scale, &got)
		refRelativeRewards(&points, active, seats, scale, &want)
		for s := range got {
			if math.Float64bits(got[s]) != math.Float64bits(want[s]) {
				t.Fatalf("seat %d: reward %v, before %v (points %v, active %v, scale %v)", s, got[s], want[s], points, active, scale)
			}
		}
	})
}
