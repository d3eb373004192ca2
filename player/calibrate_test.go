package player

import (
	"flag"
	"math"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/madonna"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// The announcement odds of the heuristic (silentJungfrauOdds,
// announcedJungfrauOdds, durchmarschOdds, lateDurchmarschOdds) are
// measured by TestCalibrateAnnounceOdds, which runs only when asked:
//
//	go test ./player -run TestCalibrateAnnounceOdds -calibrate -v
var (
	calibrate       = flag.Bool("calibrate", false, "measure the heuristic's announcement odds (TestCalibrateAnnounceOdds; minutes)")
	calibrateBoards = flag.Int("calibrate-boards", 1000, "deals per game and candidate odds in TestCalibrateAnnounceOdds")
)

// oddsPlayer is the Heuristic announcing at other odds: jungfrau and
// durchmarsch are the chance each announcement needs (what wantJungfrau
// and wantDurchmarsch compare jungfrauChance and durchmarschChance with);
// 0 keeps the heuristic's own odds, and above 1 announces sure hands only
// (safeJungfrau, sureDurchmarsch). Every other decision is the
// Heuristic's.
type oddsPlayer struct{ jungfrau, durchmarsch float64 }

// sureOnly announces only hands that cannot fail.
var sureOnly = oddsPlayer{jungfrau: 2, durchmarsch: 2}

// Choose is the Heuristic's move, with the announcement turn of
// announcements in turn (MAD-A9) decided by Announce.
func (p oddsPlayer) Choose(v variant.View, r *rand.Rand) (variant.Move, error) {
	if v.Turn != nil && v.Turn.Kind == variant.Announce {
		if c, ok := p.Announce(v, r); ok && mayAnnounce(v, c) {
			return variant.AnnounceMove(v.Seat, c), nil
		}
		return variant.DeclineMove(v.Seat), nil
	}
	return Heuristic{}.Choose(v, r)
}

// Announce is Heuristic.Announce at p's odds.
func (p oddsPlayer) Announce(v variant.View, _ *rand.Rand) (variant.Call, bool) {
	if len(v.Announce) == 0 {
		return variant.NoCall, false
	}
	k := Heuristic{}.know(&v)
	if mayAnnounce(v, variant.SweepCall) && p.wantDurchmarsch(k) {
		return variant.SweepCall, true
	}
	if mayAnnounce(v, variant.NoTrickCall) && p.wantJungfrau(k) {
		return variant.NoTrickCall, true
	}
	return variant.NoCall, false
}

func (p oddsPlayer) wantJungfrau(k *knowledge) bool {
	if p.jungfrau == 0 {
		return k.wantJungfrau()
	}
	return k.safeJungfrau() || k.jungfrauChance() >= p.jungfrau
}

func (p oddsPlayer) wantDurchmarsch(k *knowledge) bool {
	if p.durchmarsch == 0 {
		return k.wantDurchmarsch()
	}
	return k.sureDurchmarsch() || k.durchmarschChance() >= p.durchmarsch
}

// TestOddsPlayerIsTheHeuristic: at the committed odds the calibration's
// player decides every announcement as the Heuristic does, so that what
// the calibration measures is the heuristic's own rule.
func TestOddsPlayerIsTheHeuristic(t *testing.T) {
	gameIDs := []games.ID{games.SchwarzeMadonna, games.SchwarzeSau}
	announced := 0
	rapid.Check(t, func(t *rapid.T) {
		g, o := drawDealt(t, gameIDs)
		id, n := games.Named(g.Name()), g.Seats()
		r := rand.New(rand.NewPCG(1, 2))
		cv, err := games.ValuesOf(id, n, o)
		if err != nil {
			t.Fatal(err)
		}
		committed := []oddsPlayer{{}, {jungfrau: announcedJungfrauOdds, durchmarsch: durchmarschOdds}}
		if cv.SilentNoTrick {
			committed[1].jungfrau = silentJungfrauOdds
		}
		if !cv.SilentSweep {
			committed[1].durchmarsch = lateDurchmarschOdds
		}
		players := make([]Player, n)
		for s := range players {
			players[s] = Heuristic{}
		}
		for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
			for s := 0; s < n; s++ {
				v, err := g.View(s)
				if err != nil {
					t.Fatal(err)
				}
				c, ok := Heuristic{}.Announce(v, r)
				if ok {
					announced++
				}
				for _, p := range committed {
					if pc, pok := p.Announce(v, r); pc != c || pok != ok {
						t.Fatalf("seat %d: the Heuristic announces %v/%v, oddsPlayer%+v %v/%v", s, c, ok, p, pc, pok)
					}
				}
			}
			m, err := Next(g, players, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	})
	if announced == 0 {
		t.Error("no view offered an announcement the Heuristic made")
	}
}

// TestCalibrateAnnounceOdds measures the odds at which announcing pays:
// in four-seat duplicate deals, one oddsPlayer announcing at candidate
// odds plays against three that announce sure hands only, in each of the
// four seats, and is compared with a sure-only player in the same seat
// of the same deal. Rewards are taken relative to the other seats (what
// wins a match): for each candidate it prints the difference in points
// per deal less the mean of the other three seats' (negative is better:
// the games count penalties) with a 95 % interval, the difference in the
// share of deals won (the seat with the fewest points, shared ties
// counting a fraction), and the announcements made and come true. Its
// summary line names the lowest candidate at which both differences are
// at least level (no more points, no fewer deals won: the rule the
// comment in announce.go states) and the candidate with the fewest
// relative points. The run is deterministic (every deal and choice from fixed seeds). It runs
// only with -calibrate; with the default -calibrate-boards 1000 it takes
// about 2 minutes of processor time (100 deals: 12.8 s), longer in wall
// time on a loaded machine.
func TestCalibrateAnnounceOdds(t *testing.T) {
	if !*calibrate {
		t.Skip("the calibration runs with -calibrate")
	}
	sauOn := sau.Options{Jungfrau: true, Durchmarsch: true, AngesagterDurchmarsch: true}
	sauQuiet := sau.Options{Jungfrau: true, AngesagterDurchmarsch: true} // no silent Durchmarsch (SAU-O3)
	candidates := []float64{0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.96}
	for _, c := range []struct {
		name      string
		id        games.ID
		o         variant.Options
		jungfrau  bool // calibrate Jungfrau (else Durchmarsch)
		committed float64
	}{
		{"Madonna Jungfrau (silentJungfrauOdds)", games.SchwarzeMadonna, madonna.Options{}, true, silentJungfrauOdds},
		{"Sau Jungfrau (announcedJungfrauOdds)", games.SchwarzeSau, sauOn, true, announcedJungfrauOdds},
		{"Madonna Durchmarsch (durchmarschOdds)", games.SchwarzeMadonna, madonna.Options{}, false, durchmarschOdds},
		{"Sau Durchmarsch without durchmarsch (lateDurchmarschOdds)", games.SchwarzeSau, sauQuiet, false, lateDurchmarschOdds},
	} {
		t.Logf("%s, committed %.2f, %d deals at four seats:", c.name, c.committed, *calibrateBoards)
		t.Logf("  %6s %8s %18s %8s %10s", "odds", "relative", "95 %", "won", "true/made")
		lowest, best, bestRel := math.NaN(), math.NaN(), math.Inf(1)
		for _, x := range candidates {
			p := sureOnly
			if c.jungfrau {
				p.jungfrau = x
			} else {
				p.durchmarsch = x
			}
			m := calibrationRun(t, calibrationGame{c.id, c.o}, p, *calibrateBoards)
			t.Logf("  %6.2f %+8.3f [%+7.3f, %+7.3f] %+8.4f %5d/%-5d", x, m.points, m.points-m.ci, m.points+m.ci, m.won, m.announcedWon, m.announced)
			if math.IsNaN(lowest) && m.points <= 0 && m.won >= 0 {
				lowest = x
			}
			if m.points < bestRel {
				best, bestRel = x, m.points
			}
		}
		t.Logf("  lowest odds with relative points and deals won at least level: %.2f; fewest relative points: %.2f (committed %.2f)", lowest, best, c.committed)
	}
}

// calibration is what calibrationRun measures of a candidate player.
type calibration struct {
	points, ci, won         float64
	announced, announcedWon int
}

// calibrationGame is the game a calibration plays: game id under
// options o, at four seats.
type calibrationGame struct {
	id games.ID
	o  variant.Options
}

// calibrationRun plays deals boards of game g at four seats: each deal
// once with four sure-only players and four times with p in one seat,
// and returns p's mean difference to the sure-only player of the same
// seat in points and in deals won.
func calibrationRun(t *testing.T, g calibrationGame, p oddsPlayer, deals int) calibration {
	const n = 4
	var m calibration
	var sum, sumSq float64
	count := 0
	for d := 0; d < deals; d++ {
		base, ok := calibrationDeal(t, g, uint64(d), -1, p)
		if !ok {
			continue // a void deal (MAD-A3)
		}
		for s := 0; s < n; s++ {
			r, _ := calibrationDeal(t, g, uint64(d), s, p)
			diff := r.relative(s) - base.relative(s)
			sum += diff
			sumSq += diff * diff
			m.won += r.won[s] - base.won[s]
			m.announced += r.announced
			m.announcedWon += r.announcedWon
			count++
		}
	}
	if count == 0 {
		t.Fatalf("%v: no deal was played", g.id)
	}
	mean := sum / float64(count)
	sd := math.Sqrt(max(0, sumSq/float64(count)-mean*mean))
	m.points, m.ci, m.won = mean, 1.96*sd/math.Sqrt(float64(count)), m.won/float64(count)
	return m
}

// dealOutcome is one deal's points and share won per seat, and the
// announcements of the candidate seat.
type dealOutcome struct {
	points                  [4]int
	won                     [4]float64
	announced, announcedWon int
}

// relative is seat s's points less the mean of the other seats' points:
// what decides a match, where an announcement that comes true raises the
// others' points (MAD-R24, SAU-O2) rather than lowering one's own.
func (o *dealOutcome) relative(s int) float64 {
	others := 0
	for y, p := range o.points {
		if y != s {
			others += p
		}
	}
	return float64(o.points[s]) - float64(others)/float64(len(o.points)-1)
}

// calibrationDeal plays deal number d of game cg at four seats with
// sure-only players, and p in seat cand (none when cand is -1). It
// reports false for a void deal.
func calibrationDeal(t *testing.T, cg calibrationGame, d uint64, cand int, p oddsPlayer) (dealOutcome, bool) {
	const n = len(dealOutcome{}.points)
	id := cg.id
	g, err := games.New(id, n, cg.o, rand.NewPCG(d, 7))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	players := make([]Player, n)
	for s := range players {
		players[s] = sureOnly
		if s == cand {
			players[s] = p
		}
	}
	r := rand.New(rand.NewPCG(d, 8))
	var out dealOutcome
	for g.Phase() != variant.PhaseDealOver && g.Phase() != variant.PhaseMatchOver {
		mv, err := Next(g, players, r)
		if err != nil {
			t.Fatal(err)
		}
		if mv.Kind == variant.Announce && mv.Seat == cand {
			out.announced++
		}
		if err := g.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	res, ok := g.Result()
	if !ok {
		t.Fatalf("%v: deal %d has no result", id, d)
	}
	if len(res.Points) < n || res.Outcome == score.Redeal {
		return out, false
	}
	best := res.Points[0]
	for s := 0; s < n; s++ {
		out.points[s] = res.Points[s]
		best = min(best, res.Points[s])
	}
	tied := 0
	for s := 0; s < n; s++ {
		if res.Points[s] == best {
			tied++
		}
	}
	for s := 0; s < n; s++ {
		if res.Points[s] == best {
			out.won[s] = 1 / float64(tied)
		}
	}
	if out.announced > 0 && (res.Outcome == score.AnnouncedNoTrick || res.Outcome == score.AnnouncedSweep) {
		out.announcedWon = out.announced // the candidate's announcement came true
	}
	return out, true
}
