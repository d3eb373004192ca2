package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/score"
)

// playerSummary is one kind of player's figures over the tournament.
type playerSummary struct {
	Name string `json:"name"`
	// Boards is how many boards the player sat at; Deals how many deals
	// it played (seats × deals, over every arrangement).
	Boards int `json:"boards"`
	Deals  int `json:"deals"`
	// Mean is the mean points per deal (minus points: lower is better)
	// with its 95 % interval over boards.
	Mean float64    `json:"mean"`
	CI95 [2]float64 `json:"ci95"`
	// WinRate is the share of the matches (a board's game at one seat)
	// it won, lowest total, ties shared, with its Wilson interval.
	WinRate  float64    `json:"winRate"`
	Win95    [2]float64 `json:"win95"`
	MeanRank float64    `json:"meanRank"`
	// The big outcomes it achieved, and its announcements.
	Moons        int `json:"moons"`
	Jungfrau     int `json:"jungfrau"`
	Durchmarsch  int `json:"durchmarsch"`
	Slams        int `json:"slams"`
	Announced    int `json:"announced"`
	AnnouncedWon int `json:"announcedWon"`
	// Decisions counts its decisions (in-turn ones and the out-of-turn
	// announcements it searched); MsPerDecision and
	// MedianMs are their mean and median processor time in
	// milliseconds (summary.Clock says which clock), P90Ms the 90th
	// percentile.
	Decisions     int     `json:"decisions"`
	MsPerDecision float64 `json:"msPerDecision"`
	MedianMs      float64 `json:"medianMs"`
	P90Ms         float64 `json:"p90Ms"`
	// PlayoutsPerSearch is the Monte Carlo players' mean playouts (ISMCTS:
	// iterations) per searched decision.
	PlayoutsPerSearch float64 `json:"playoutsPerSearch,omitempty"`
	Illegal           int     `json:"illegal"`
	searches, playout int
	// boardMeans are its points per deal on each board, for the plot.
	boardMeans []float64
}

// pairSummary is the paired duplicate difference of two kinds: the mean
// over boards of (a's points per deal − b's points per deal) on the same
// cards; negative means a scored fewer minus points.
type pairSummary struct {
	A    string     `json:"a"`
	B    string     `json:"b"`
	Diff float64    `json:"diff"`
	CI95 [2]float64 `json:"ci95"`
}

// seatSummary is the mean points per deal at one seat, per kind of
// player and overall.
type seatSummary struct {
	Seat  int                `json:"seat"`
	All   float64            `json:"all"`
	Kinds map[string]float64 `json:"kinds"`
}

// summary is the arena's report (and its -json output).
type summary struct {
	Game         string          `json:"game"`
	Seats        int             `json:"seats"`
	Boards       int             `json:"boards"`
	DealsPerGame int             `json:"dealsPerBoard"`
	Arrangements int             `json:"arrangements"`
	Budget       string          `json:"budget"`
	Seed         uint64          `json:"seed"`
	Players      []playerSummary `json:"players"`
	Pairs        []pairSummary   `json:"pairs"`
	SeatTable    []seatSummary   `json:"perSeat"`
	Illegal      int             `json:"illegal"`
	// Clock is the processor time that measures a decision.
	Clock string `json:"clock"`
	// WallSeconds and CPUSeconds are the run's elapsed and processor time.
	WallSeconds float64 `json:"wallSeconds"`
	CPUSeconds  float64 `json:"cpuSeconds"`
}

// summarize aggregates the boards.
func summarize(su *setup, budget string, boards []boardResult) summary {
	sm := summary{
		Game: su.game.String(), Seats: su.seats, Boards: len(boards), DealsPerGame: su.deals,
		Arrangements: len(su.arr), Budget: budget, Seed: su.seed,
	}
	sm.Players = playerSummaries(su.kinds, boards)
	for _, p := range sm.Players {
		sm.Illegal += p.Illegal
	}
	sm.Pairs = pairSummaries(su.kinds, boards)
	sm.SeatTable = seatSummaries(su, boards)
	return sm
}

// playerSummaries are the figures of each kind of player over the boards.
func playerSummaries(kinds []string, boards []boardResult) []playerSummary {
	k := len(kinds)
	players := make([]playerSummary, k)
	var wins, matches, rankSum []float64 = make([]float64, k), make([]float64, k), make([]float64, k)
	cpu := make([][]time.Duration, k)
	for i := range players {
		players[i].Name = kinds[i]
	}
	for _, b := range boards {
		pts, deals := make([]float64, k), make([]float64, k)
		for _, game := range b.games {
			for _, r := range game {
				pts[r.kind] += float64(r.points)
				deals[r.kind] += float64(r.deals)
				wins[r.kind] += r.win
				matches[r.kind]++
				rankSum[r.kind] += r.rank
				p := &players[r.kind]
				p.Deals += r.deals
				p.Moons += r.moons
				p.Jungfrau += r.jungfrau
				p.Durchmarsch += r.durchmarsch
				p.Slams += r.slams
				p.Announced += r.announced
				p.AnnouncedWon += r.announcedWon
			}
		}
		for i := range players {
			if deals[i] > 0 {
				players[i].Boards++
				players[i].boardMeans = append(players[i].boardMeans, pts[i]/deals[i])
			}
			players[i].Decisions += b.tally[i].decisions
			players[i].searches += b.tally[i].searches
			players[i].playout += b.tally[i].playouts
			players[i].Illegal += b.tally[i].illegal
			cpu[i] = append(cpu[i], b.tally[i].cpu...)
		}
	}
	for i := range players {
		p := &players[i]
		mean, ci := meanCI(p.boardMeans)
		p.Mean, p.CI95 = mean, [2]float64{ci.Lo, ci.Hi}
		if matches[i] > 0 {
			p.WinRate = wins[i] / matches[i]
			w := wilson(wins[i], matches[i])
			p.Win95 = [2]float64{w.Lo, w.Hi}
			p.MeanRank = rankSum[i] / matches[i]
		}
		p.MsPerDecision, p.MedianMs, p.P90Ms = decisionTimes(cpu[i])
		if p.searches > 0 {
			p.PlayoutsPerSearch = float64(p.playout) / float64(p.searches)
		}
	}
	return players
}

// pairSummaries are the paired duplicate differences of every two kinds
// over the boards where both played.
func pairSummaries(kinds []string, boards []boardResult) []pairSummary {
	var pairs []pairSummary
	for a := 0; a < len(kinds); a++ {
		for b := a + 1; b < len(kinds); b++ {
			var diffs []float64
			for _, br := range boards {
				pa, da, pb, db := 0.0, 0.0, 0.0, 0.0
				for _, game := range br.games {
					for _, r := range game {
						switch r.kind {
						case a:
							pa, da = pa+float64(r.points), da+float64(r.deals)
						case b:
							pb, db = pb+float64(r.points), db+float64(r.deals)
						}
					}
				}
				if da > 0 && db > 0 {
					diffs = append(diffs, pa/da-pb/db)
				}
			}
			d, ci := meanCI(diffs)
			pairs = append(pairs, pairSummary{A: kinds[a], B: kinds[b], Diff: d, CI95: [2]float64{ci.Lo, ci.Hi}})
		}
	}
	return pairs
}

// seatSummaries are the mean points per deal at each seat of tournament
// su, per kind of player and overall.
func seatSummaries(su *setup, boards []boardResult) []seatSummary {
	k := len(su.kinds)
	seatPts := make([][]float64, su.seats) // [seat][kind] points
	seatDeals := make([][]float64, su.seats)
	for s := range seatPts {
		seatPts[s], seatDeals[s] = make([]float64, k), make([]float64, k)
	}
	for _, b := range boards {
		for _, game := range b.games {
			for s, r := range game {
				seatPts[s][r.kind] += float64(r.points)
				seatDeals[s][r.kind] += float64(r.deals)
			}
		}
	}
	var rows []seatSummary
	for s := 0; s < su.seats; s++ {
		row := seatSummary{Seat: s, Kinds: map[string]float64{}}
		allP, allD := 0.0, 0.0
		for i := 0; i < k; i++ {
			if seatDeals[s][i] > 0 {
				row.Kinds[su.kinds[i]] = seatPts[s][i] / seatDeals[s][i]
			}
			allP += seatPts[s][i]
			allD += seatDeals[s][i]
		}
		if allD > 0 {
			row.All = allP / allD
		}
		rows = append(rows, row)
	}
	return rows
}

// write prints the report as tables that fit 100 columns: the results
// per player, then how each played (the big outcomes of this game only,
// its announcements where the game has them, its time per decision, the
// Monte Carlo players' playouts), the paired differences and the seats.
func (sm summary) write(w io.Writer) error {
	fmt.Fprintf(w, "%s, %d seats: %d boards × %d arrangements × %d deal(s)\nbudget %s, seed %d\n\n",
		sm.Game, sm.Seats, sm.Boards, sm.Arrangements, sm.DealsPerGame, sm.Budget, sm.Seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "player\tdeals\tpoints/deal\t95% CI\twin rate\t95% Wilson\tmean rank\t")
	for _, p := range sm.Players {
		fmt.Fprintf(tw, "%s\t%d\t%.3f\t[%.3f, %.3f]\t%.3f\t[%.3f, %.3f]\t%.3f\t\n",
			p.Name, p.Deals, p.Mean, p.CI95[0], p.CI95[1], p.WinRate, p.Win95[0], p.Win95[1], p.MeanRank)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	cols := sm.playColumns()
	head := []string{"player"}
	for _, c := range cols {
		head = append(head, c.head)
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for _, p := range sm.Players {
		cells := []string{p.Name}
		for _, c := range cols {
			cells = append(cells, c.cell(p))
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t")+"\t")
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(sm.Pairs) > 0 {
		fmt.Fprintln(w, "\npaired duplicate difference (a − b, points per deal; negative: a scores fewer)")
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "a\tb\tdiff\t95% CI\tsignificant\t")
		for _, p := range sm.Pairs {
			sig := "no"
			if p.CI95[0] > 0 || p.CI95[1] < 0 {
				sig = "yes"
			}
			fmt.Fprintf(tw, "%s\t%s\t%.3f\t[%.3f, %.3f]\t%s\t\n", p.A, p.B, p.Diff, p.CI95[0], p.CI95[1], sig)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	fmt.Fprintln(w, "\nper seat (points per deal)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head = []string{"seat", "all"}
	for _, p := range sm.Players {
		head = append(head, p.Name)
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for _, row := range sm.SeatTable {
		cells := []string{fmt.Sprint(row.Seat), fmt.Sprintf("%.3f", row.All)}
		for _, p := range sm.Players {
			if v, ok := row.Kinds[p.Name]; ok {
				cells = append(cells, fmt.Sprintf("%.3f", v))
			} else {
				cells = append(cells, "-")
			}
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t")+"\t")
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nillegal moves: %d\ndecisions timed by %s\nwall %.1f s, processor %.1f s\n", sm.Illegal, sm.Clock, sm.WallSeconds, sm.CPUSeconds)
	return nil
}

// playColumn is a column of the table of how each player played.
type playColumn struct {
	head string
	cell func(p playerSummary) string
}

// playColumns are the columns that apply to the report's game and
// players: the big outcomes the game scores (moons in Hearts, slams in
// Black Maria, Jungfrau and Durchmarsch and their announcements in
// Schwarze Madonna and Schwarze Sau), the time per decision, the
// playouts when a Monte Carlo player searched, and the illegal moves
// when there were any.
func (sm summary) playColumns() []playColumn {
	id, _ := games.ParseID(sm.Game)
	has := func(o score.Outcome) bool { return games.OutcomeRule(id, o) != "" }
	count := func(f func(p playerSummary) int) func(p playerSummary) string {
		return func(p playerSummary) string { return fmt.Sprint(f(p)) }
	}
	var cols []playColumn
	if has(score.PenaltySweep) {
		cols = append(cols, playColumn{"moons", count(func(p playerSummary) int { return p.Moons })})
	}
	if has(score.PenaltySweepDeducted) {
		cols = append(cols, playColumn{"slams", count(func(p playerSummary) int { return p.Slams })})
	}
	if has(score.NoTrick) || has(score.AnnouncedNoTrick) {
		cols = append(cols, playColumn{"Jungfrau", count(func(p playerSummary) int { return p.Jungfrau })})
	}
	if has(score.Sweep) || has(score.AnnouncedSweep) {
		cols = append(cols, playColumn{"Durchmarsch", count(func(p playerSummary) int { return p.Durchmarsch })})
	}
	if has(score.AnnouncedNoTrick) || has(score.AnnouncedSweep) {
		cols = append(cols, playColumn{"announced (won)", func(p playerSummary) string { return fmt.Sprintf("%d (%d)", p.Announced, p.AnnouncedWon) }})
	}
	cols = append(cols, playColumn{"cpu ms: median (mean, p90)", func(p playerSummary) string {
		return fmt.Sprintf("%.3f (%.3f, %.3f)", p.MedianMs, p.MsPerDecision, p.P90Ms)
	}})
	for _, p := range sm.Players {
		if p.PlayoutsPerSearch > 0 {
			cols = append(cols, playColumn{"playouts/search", func(p playerSummary) string { return fmt.Sprintf("%.0f", p.PlayoutsPerSearch) }})
			break
		}
	}
	if sm.Illegal > 0 {
		cols = append(cols, playColumn{"illegal", count(func(p playerSummary) int { return p.Illegal })})
	}
	return cols
}

// decisionTimes returns the mean, median and 90th percentile of the
// decision times d in milliseconds (0s for none). It sorts d.
func decisionTimes(d []time.Duration) (mean, median, p90 float64) {
	if len(d) == 0 {
		return 0, 0, 0
	}
	slices.Sort(d)
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	ms := func(x time.Duration) float64 { return float64(x.Nanoseconds()) / 1e6 }
	n := len(d)
	mid := ms(d[n/2])
	if n%2 == 0 {
		mid = (ms(d[n/2-1]) + mid) / 2
	}
	return ms(sum) / float64(n), mid, ms(d[min(n-1, n*9/10)])
}
