// Package chisquare is the uniformity check the module's sampler tests
// share: Pearson's chi-square statistic of counted draws against the
// uniform distribution, and the bound it exceeds with probability about
// 1e-6. It is internal: only the module's own tests import it.
package chisquare

import "math"

// Statistic returns Pearson's chi-square statistic of n draws counted in
// counts against the uniform distribution over its len(counts) cells.
func Statistic(counts []int, n int) float64 {
	e := float64(n) / float64(len(counts))
	chi := 0.0
	for _, o := range counts {
		chi += (float64(o) - e) * (float64(o) - e) / e
	}
	return chi
}

// Bound returns the value that a chi-square statistic with df degrees of
// freedom exceeds with probability about 1e-6, by the Wilson–Hilferty
// approximation (accurate to a few percent from df ≈ 3 on): χ² ≈
// df·(1 − 2/(9df) + z·√(2/(9df)))³ with z = 4.753, the upper 1e-6 point of
// the standard normal.
func Bound(df int) float64 {
	k := float64(df)
	v := 2 / (9 * k)
	return k * math.Pow(1-v+4.753*math.Sqrt(v), 3)
}
