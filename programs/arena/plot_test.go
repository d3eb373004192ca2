package main

import (
	"slices"
	"testing"
)

// TestPlotPanelsHaveRoom checks that nothing the plot shows lies on a
// panel's edge: each player's box and each pair's interval stand half a
// place from the sides, and the values, the intervals and the zero line
// are inside the vertical range with room above and below.
func TestPlotPanelsHaveRoom(t *testing.T) {
	sm := summary{Game: "hearts", Players: []playerSummary{
		{Name: "heuristic", boardMeans: []float64{1, 2, 8}},
		{Name: "random", boardMeans: []float64{10, 11, 12}},
	}, Pairs: []pairSummary{{A: "heuristic", B: "random", Diff: -7.7, CI95: [2]float64{-8.6, -6.8}}}}
	diff, dist, err := panels(sm)
	if err != nil {
		t.Fatal(err)
	}
	if dist.X.Min > -0.5 || dist.X.Max < 1.5 || diff.X.Min > -0.5 || diff.X.Max < 0.5 {
		t.Errorf("x ranges: boxes [%g, %g], pairs [%g, %g]; want room of half a place at each side", dist.X.Min, dist.X.Max, diff.X.Min, diff.X.Max)
	}
	values := append(slices.Clone(sm.Players[0].boardMeans), sm.Players[1].boardMeans...)
	lo, hi := slices.Min(values), slices.Max(values)
	if room := (hi - lo) / 20; dist.Y.Min > lo-room || dist.Y.Max < hi+room {
		t.Errorf("boxes' y range [%g, %g] leaves no room around [%g, %g]", dist.Y.Min, dist.Y.Max, lo, hi)
	}
	lo, hi = -8.6, 0 // the interval and the zero line
	if room := (hi - lo) / 20; diff.Y.Min > lo-room || diff.Y.Max < hi+room {
		t.Errorf("pairs' y range [%g, %g] leaves no room around [%g, %g]", diff.Y.Min, diff.Y.Max, lo, hi)
	}
}
