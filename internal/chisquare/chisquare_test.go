package chisquare

import (
	"math"
	"testing"
)

// TestBound pins the approximation against table values of the
// chi-square law's upper 1e-6 points.
func TestBound(t *testing.T) {
	for _, tc := range []struct {
		df   int
		want float64
	}{{10, 46.86}, {30, 82.04}, {100, 182.13}} {
		if got := Bound(tc.df); math.Abs(got-tc.want)/tc.want > 0.03 {
			t.Errorf("Bound(%d) = %.2f, want %.2f", tc.df, got, tc.want)
		}
	}
}

// TestStatistic: counts at their expectation give 0; one draw moved
// from one cell of two to the other gives (1²+1²)/e.
func TestStatistic(t *testing.T) {
	if got := Statistic([]int{5, 5, 5, 5}, 20); got != 0 {
		t.Errorf("Statistic of even counts = %v, want 0", got)
	}
	if got := Statistic([]int{4, 6}, 10); math.Abs(got-0.4) > 1e-12 {
		t.Errorf("Statistic([4 6], 10) = %v, want 0.4", got)
	}
}
