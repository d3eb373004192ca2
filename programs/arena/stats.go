package main

import (
	"math"
)

// z95 is the two-sided 95 % quantile of the normal distribution.
const z95 = 1.959963984540054

// interval is a confidence interval [Lo, Hi].
type interval struct {
	Lo, Hi float64
}

// meanCI returns the mean of xs and its 95 % confidence interval by the
// normal approximation: mean ± z95·s/√n, with s the sample standard
// deviation (n−1 in the denominator). With fewer than two values the
// interval is the mean itself.
func meanCI(xs []float64) (float64, interval) {
	n := float64(len(xs))
	if n == 0 {
		return 0, interval{}
	}
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	mean := sum / n
	if n < 2 {
		return mean, interval{mean, mean}
	}
	ss := 0.0
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	half := z95 * math.Sqrt(ss/(n-1)) / math.Sqrt(n)
	return mean, interval{mean - half, mean + half}
}

// wilson returns the Wilson score interval at 95 % of a proportion of
// wins successes in n trials (wins may be fractional: a shared win counts
// as a share).
func wilson(wins, n float64) interval {
	if n <= 0 {
		return interval{0, 1}
	}
	p := wins / n
	z2 := z95 * z95
	centre := (p + z2/(2*n)) / (1 + z2/n)
	half := z95 / (1 + z2/n) * math.Sqrt(p*(1-p)/n+z2/(4*n*n))
	return interval{max(0, centre-half), min(1, centre+half)}
}

// ranks returns each seat's rank among totals, lowest total first (the
// black queen games count minus points): 1 for the best; tied seats share
// the mean of the ranks they span.
func ranks(totals []int) []float64 {
	out := make([]float64, len(totals))
	for i, t := range totals {
		below, equal := 0, 0
		for _, u := range totals {
			switch {
			case u < t:
				below++
			case u == t:
				equal++
			}
		}
		out[i] = float64(below) + float64(equal+1)/2
	}
	return out
}

// winShares returns each seat's share of the win: the seats with the
// lowest total share one win equally.
func winShares(totals []int) []float64 {
	out := make([]float64, len(totals))
	if len(totals) == 0 {
		return out
	}
	best := totals[0]
	for _, t := range totals {
		best = min(best, t)
	}
	n := 0
	for _, t := range totals {
		if t == best {
			n++
		}
	}
	for i, t := range totals {
		if t == best {
			out[i] = 1 / float64(n)
		}
	}
	return out
}
