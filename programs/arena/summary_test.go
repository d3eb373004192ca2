package main

import (
	"strings"
	"testing"
)

// TestSummaryFits100Columns writes the report of three players with wide
// figures for each game: every line fits 100 columns, and the columns of
// outcomes are the game's own (moons for Hearts, slams for Black Maria,
// Jungfrau, Durchmarsch and announcements for Schwarze Madonna and
// Schwarze Sau, none for Old Maid).
func TestSummaryFits100Columns(t *testing.T) {
	wide := playerSummary{Boards: 20000, Deals: 1120000, Mean: -123.456, CI95: [2]float64{-124.5, -122.5}, WinRate: 0.5, Win95: [2]float64{0.499, 0.501},
		MeanRank: 2.5, Moons: 12345, Jungfrau: 12345, Durchmarsch: 12345, Slams: 12345, Announced: 12345, AnnouncedWon: 12345,
		Decisions: 1, MsPerDecision: 1234.567, PlayoutsPerSearch: 123456}
	all := []string{"moons", "slams", "Jungfrau", "Durchmarsch", "announced"}
	for game, want := range map[string][]string{
		"hearts":           {"moons"},
		"black-maria":      {"slams"},
		"schwarze-madonna": {"Jungfrau", "Durchmarsch", "announced"},
		"schwarze-sau":     {"Jungfrau", "Durchmarsch", "announced"},
		"old-maid":         nil,
	} {
		sm := summary{Game: game, Seats: 6, Boards: 20000, DealsPerGame: 10, Arrangements: 62, Budget: "20ms", Seed: 18446744073709551615}
		for _, name := range []string{"heuristic", "ismcts", "random"} {
			p := wide
			p.Name = name
			sm.Players = append(sm.Players, p)
		}
		sm.Pairs = []pairSummary{{A: "heuristic", B: "ismcts", Diff: -12.345, CI95: [2]float64{-13.5, -11.5}}}
		sm.SeatTable = []seatSummary{{Seat: 5, All: 12.345, Kinds: map[string]float64{"heuristic": 1, "ismcts": 2, "random": 3}}}
		var out strings.Builder
		if err := sm.write(&out); err != nil {
			t.Fatal(err)
		}
		text := out.String()
		for _, l := range strings.Split(text, "\n") {
			if n := len([]rune(l)); n > 100 {
				t.Errorf("%s: a line of %d columns: %q", game, n, l)
			}
		}
		for _, col := range all {
			has := strings.Contains(text, col)
			if applies := strings.Contains(strings.Join(want, " "), col); has != applies {
				t.Errorf("%s: the column %s shown %v, want %v:\n%s", game, col, has, applies, text)
			}
		}
	}
}
