package player

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/games/hearts"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// sinkMove keeps benchmark results alive, so the compiler cannot drop
// the work.
var sinkMove variant.Move

// playViews returns the views of the seats to play in deals of game id
// played by Heuristic players, for benchmarking Choose.
func playViews(b *testing.B, id games.ID) []variant.View { return decisionViews(b, id, true) }

// decisionViews returns the views of the seats to act (only those to
// play a card, if plays) in four deals of game id played by Heuristic
// players.
func decisionViews(b *testing.B, id games.ID, plays bool) []variant.View {
	return dealViews(b, id, nil, 4, func(g variant.Game, views []variant.View) []variant.View {
		if t := g.Turn(); t.Seat >= 0 && (t.Kind == variant.Play || !plays) {
			v, err := g.View(t.Seat)
			if err != nil {
				b.Fatal(err)
			}
			views = append(views, v)
		}
		return views
	})
}

// dealViews plays deals of game id under options o at four seats with
// Heuristic players and returns the views pick appends at each moment of
// them, before each move.
func dealViews(b *testing.B, id games.ID, o variant.Options, deals int, pick func(variant.Game, []variant.View) []variant.View) []variant.View {
	b.Helper()
	var views []variant.View
	players := []Player{Heuristic{}, Heuristic{}, Heuristic{}, Heuristic{}}
	r := rand.New(rand.NewPCG(5, 6))
	for d := 0; d < deals; d++ {
		g, err := games.New(id, 4, o, rand.NewPCG(uint64(d), 1))
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			b.Fatal(err)
		}
		for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
			views = pick(g, views)
			m, err := Next(g, players, r)
			if err != nil {
				b.Fatal(err)
			}
			if err := g.Apply(m); err != nil {
				b.Fatal(err)
			}
		}
	}
	return views
}

// BenchmarkHeuristicChoosePlay measures one card choice of the Heuristic
// in Hearts.
func BenchmarkHeuristicChoosePlay(b *testing.B) { benchChoosePlay(b, Heuristic{}) }

// BenchmarkHeuristicDecision measures one decision of the Heuristic, of
// every kind (passes, stock exchanges, plays), in each trick game: the
// playout policy's cost, which must stay a few microseconds. cpu-ns/op
// is the processor time per decision.
func BenchmarkHeuristicDecision(b *testing.B) {
	for _, id := range []games.ID{games.SchwarzeMadonna, games.BlackMaria, games.Hearts, games.SchwarzeSau} {
		b.Run(id.String(), func(b *testing.B) {
			views := decisionViews(b, id, false)
			r := rand.New(rand.NewPCG(1, 2))
			b.ReportAllocs()
			b.ResetTimer()
			cpu := processCPU()
			for i := 0; i < b.N; i++ {
				m, err := Heuristic{}.Choose(views[i%len(views)], r)
				if err != nil {
					b.Fatal(err)
				}
				sinkMove = m
			}
			reportCPU(b, cpu, b.N, "cpu-ns/op")
		})
	}
}

// BenchmarkRandomChoosePlay measures one card choice of the Random player.
func BenchmarkRandomChoosePlay(b *testing.B) { benchChoosePlay(b, Random{}) }

// benchChoosePlay measures p choosing a card to play from the views of a
// Hearts deal, in turn.
func benchChoosePlay(b *testing.B, p Player) {
	views := playViews(b, games.Hearts)
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := p.Choose(views[i%len(views)], r)
		if err != nil {
			b.Fatal(err)
		}
		sinkMove = m
	}
}

// BenchmarkHeuristicDeal measures a whole deal of Black Maria played by
// four Heuristic players through Next (views included).
func BenchmarkHeuristicDeal(b *testing.B) {
	players := []Player{Heuristic{}, Heuristic{}, Heuristic{}, Heuristic{}}
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g, err := games.New(games.BlackMaria, 4, blackmaria.Options{}, rand.NewPCG(uint64(i), 1))
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			b.Fatal(err)
		}
		for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
			m, err := Next(g, players, r)
			if err != nil {
				b.Fatal(err)
			}
			if err := g.Apply(m); err != nil {
				b.Fatal(err)
			}
			sinkMove = m
		}
	}
}

// BenchmarkPlayout measures one sampled world of a Hearts deal at its
// first trick and its playout to the end of the deal by the playout
// policy, as the Monte Carlo players run them: heuristic is the
// Heuristic's policy (HeuristicPlayouts), lane the fast lane's
// (LanePlayouts), both with DefaultNoise, the search's default; lane
// without noise is the lane's rules alone (Config.Noise negative).
// playouts/cpu-s is the rate per second of processor time, and the lane
// must not allocate.
func BenchmarkPlayout(b *testing.B) {
	b.Run("heuristic", func(b *testing.B) { benchPlayout(b, HeuristicPlayouts, DefaultNoise) })
	b.Run("lane", func(b *testing.B) { benchPlayout(b, LanePlayouts, DefaultNoise) })
	b.Run("lane without noise", func(b *testing.B) { benchPlayout(b, LanePlayouts, 0) })
}

// benchPlayout is BenchmarkPlayout with policy p at noise (0: none).
func benchPlayout(b *testing.B, p Playout, noise float64) {
	g, err := games.NewTrickGame(games.Hearts, 4, hearts.Options{}, rand.NewPCG(3, 4))
	if err != nil {
		b.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for g.Phase() != variant.PhasePlay {
		m, _ := g.RandomMove(r)
		if err := g.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
	w := &trickWorld{root: g, seat: 0, scale: trickScale(g), src: rand.NewPCG(7, 8), pol: policy{noise: noise, silent: 0}}
	if p == LanePlayouts {
		w.useLane = true
		w.ln.setup(g)
		w.ln.withNoise(noise, w.src)
	}
	var reward [seat.Max]float64
	sum := 0.0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := processCPU()
	for i := 0; i < b.N; i++ {
		if err := w.sample(r); err != nil {
			b.Fatal(err)
		}
		playout(w, r)
		w.reward(&reward)
		sum += reward[0]
	}
	if d := processCPU() - cpu; cpu >= 0 && d > 0 {
		b.ReportMetric(float64(b.N)/d.Seconds(), "playouts/cpu-s")
	}
	b.ReportMetric(sum/float64(b.N), "reward")
}

// reportCPU reports the processor time used since start over n as unit
// (a loaded machine disturbs it less than the wall time of ns/op); it
// reports nothing where the processor time cannot be read.
func reportCPU(b *testing.B, start time.Duration, n int, unit string) {
	if start < 0 || n <= 0 {
		return
	}
	b.ReportMetric(float64((processCPU()-start).Nanoseconds())/float64(n), unit)
}

// BenchmarkHeuristicAnnounce measures the Heuristic's out-of-turn
// announcement decision (Announce) in Schwarze Madonna and in Schwarze
// Sau with its announcements on, over the views of every seat while the
// window is open in deals the Heuristic plays.
func BenchmarkHeuristicAnnounce(b *testing.B) {
	sauOn := sau.Options{Jungfrau: true, Durchmarsch: true, AngesagterDurchmarsch: true}
	for _, tc := range []struct {
		id games.ID
		o  variant.Options
	}{{games.SchwarzeMadonna, madonna.Options{}}, {games.SchwarzeSau, sauOn}} {
		b.Run(tc.id.String(), func(b *testing.B) {
			views := dealViews(b, tc.id, tc.o, 8, func(g variant.Game, views []variant.View) []variant.View {
				for s := 0; s < g.Seats(); s++ {
					if v, err := g.View(s); err == nil && len(v.Announce) > 0 {
						views = append(views, v)
					}
				}
				return views
			})
			r := rand.New(rand.NewPCG(5, 6))
			if len(views) == 0 {
				b.Fatal("no announcement window seen")
			}
			b.ReportAllocs()
			b.ResetTimer()
			cpu := processCPU()
			calls := 0
			for i := 0; i < b.N; i++ {
				if _, ok := (Heuristic{}).Announce(views[i%len(views)], r); ok {
					calls++
				}
			}
			reportCPU(b, cpu, b.N, "cpu-ns/op")
			sinkMove.Seat = calls
		})
	}
}

// BenchmarkSearchPlayouts measures the Monte Carlo search as a match
// runs it: PIMC at DefaultPlayouts playouts decides every in-turn
// decision of four Hearts deals (the positions of Heuristic players),
// with the Heuristic's playouts (HeuristicPlayouts, the baseline's) and
// with the lane's (LanePlayouts). playouts/cpu-s is the playouts run
// over the processor time of the decisions (sampling, root options and
// playouts together), cpu-ms/decision the mean processor time of one.
func BenchmarkSearchPlayouts(b *testing.B) {
	var matches []variant.Game
	dealViews(b, games.Hearts, hearts.Options{}, 4, func(g variant.Game, views []variant.View) []variant.View {
		if g.Turn().Seat >= 0 {
			matches = append(matches, g.Clone())
		}
		return views
	})
	for _, pc := range []struct {
		name string
		p    Playout
	}{{"heuristic", HeuristicPlayouts}, {"lane", LanePlayouts}} {
		b.Run(pc.name, func(b *testing.B) {
			p := NewPIMC(Config{Playouts: DefaultPlayouts, Playout: pc.p})
			r := rand.New(rand.NewPCG(1, 2))
			b.ResetTimer()
			cpu := processCPU()
			for i := 0; i < b.N; i++ {
				g := matches[i%len(matches)]
				m, err := p.ChooseIn(g, g.Turn().Seat, r)
				if err != nil {
					b.Fatal(err)
				}
				sinkMove = m
			}
			d := processCPU() - cpu
			if cpu < 0 || d <= 0 {
				return
			}
			b.ReportMetric(float64(p.Stats().Playouts)/d.Seconds(), "playouts/cpu-s")
			b.ReportMetric(d.Seconds()*1000/float64(b.N), "cpu-ms/decision")
		})
	}
}
