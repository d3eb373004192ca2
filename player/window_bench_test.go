package player

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/variant"
)

// windowTable is a table whose seats may announce out of turn in the
// first tricks (MAD-R17, SAU-O2, SAU-O4), for the benchmarks and tests
// of the announcement window.
type windowTable struct {
	name  string
	id    games.ID
	seats int
	opts  string // the record's options, JSON
}

// windowTables are Schwarze Madonna at three and four seats (its
// announcements on by default) and Schwarze Sau at four with its
// announcements, its stock and Schieben on.
var windowTables = []windowTable{
	{"madonna-4", games.SchwarzeMadonna, 4, `{}`},
	{"madonna-3", games.SchwarzeMadonna, 3, `{}`},
	{"sau-4", games.SchwarzeSau, 4, `{"jungfrau":true,"angesagter-durchmarsch":true,"stock-exchange":true,"schieben":true}`},
}

// windowMoment is a game and a seat whose decision a benchmark measures.
type windowMoment struct {
	g    variant.Game
	seat int
}

// windowMoments plays deals of table wt with Heuristic players and
// returns, before each move while the announcement window is open, the
// seats whose AnnounceIn a Monte Carlo player searches (announce) and
// the seat to play when it has two legal cards or more (plays).
func windowMoments(tb testing.TB, wt windowTable, deals int) (announce, plays []windowMoment) {
	tb.Helper()
	o, err := games.ParseOptions(wt.id, json.RawMessage(wt.opts))
	if err != nil {
		tb.Fatal(err)
	}
	players := make([]Player, wt.seats)
	for i := range players {
		players[i] = Heuristic{}
	}
	r := rand.New(rand.NewPCG(5, 6))
	for d := 0; d < deals; d++ {
		g, err := games.New(wt.id, wt.seats, o, rand.NewPCG(uint64(d), 1))
		if err != nil {
			tb.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			tb.Fatal(err)
		}
		for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
			for s := 0; s < wt.seats; s++ {
				if searchesAnnouncement(g, s) {
					announce = append(announce, windowMoment{g.Clone(), s})
				}
			}
			if t := g.Turn(); t.Kind == variant.Play && t.Cards.Len() > 1 && windowOpen(g) {
				plays = append(plays, windowMoment{g.Clone(), t.Seat})
			}
			m, err := Next(g, players, r)
			if err != nil {
				tb.Fatal(err)
			}
			if err := g.Apply(m); err != nil {
				tb.Fatal(err)
			}
		}
	}
	if len(announce) == 0 || len(plays) == 0 {
		tb.Fatalf("%s: %d announcement searches and %d plays in the window", wt.name, len(announce), len(plays))
	}
	return announce, plays
}

// windowOpen reports whether some seat of g may announce out of turn now.
func windowOpen(g variant.Game) bool {
	tg, ok := g.(*variant.TrickGame)
	return ok && len(tg.Announcements(nil)) > 0
}

// searchesAnnouncement reports whether a Monte Carlo player's AnnounceIn
// searches for seat s of g now (announceIn's moments, two options or
// more).
func searchesAnnouncement(g variant.Game, s int) bool {
	v, err := g.View(s)
	if err != nil || len(v.Announce) == 0 || v.Turn != nil && v.Turn.Kind == variant.Announce {
		return false
	}
	if v.Turn == nil && (len(v.Current.Cards) > 0 || len(v.Tricks) > 1) {
		return false
	}
	return len(announceOptions(&v, nil)) >= 2
}

// BenchmarkWindow measures the fast player (NewFast) in the announcement
// window of each windowTable: announce is an out-of-turn announcement it
// searches (AnnounceIn), play a card it plays while a seat may still
// announce (ChooseIn). cpu-ms/decision is the processor time of one
// decision, playouts/cpu-s the playouts run over it.
func BenchmarkWindow(b *testing.B) {
	for _, wt := range windowTables {
		announce, plays := windowMoments(b, wt, 6)
		b.Run(wt.name+"/announce", func(b *testing.B) {
			benchWindow(b, announce, func(p *PIMC, m windowMoment, r *rand.Rand) {
				c, _ := p.AnnounceIn(m.g, m.seat, r)
				sinkMove.Call = c
			})
		})
		b.Run(wt.name+"/play", func(b *testing.B) {
			benchWindow(b, plays, func(p *PIMC, m windowMoment, r *rand.Rand) {
				mv, err := p.ChooseIn(m.g, m.seat, r)
				if err != nil {
					b.Fatal(err)
				}
				sinkMove = mv
			})
		})
	}
}

// benchWindow runs decide on the moments in turn with one fast player.
func benchWindow(b *testing.B, moments []windowMoment, decide func(*PIMC, windowMoment, *rand.Rand)) {
	p := NewFast()
	r := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	cpu := processCPU()
	for i := 0; i < b.N; i++ {
		decide(p, moments[i%len(moments)], r)
	}
	d := processCPU() - cpu
	if cpu < 0 || d <= 0 {
		return
	}
	b.ReportMetric(float64(p.Stats().Playouts)/d.Seconds(), "playouts/cpu-s")
	b.ReportMetric(d.Seconds()*1000/float64(b.N), "cpu-ms/decision")
}
