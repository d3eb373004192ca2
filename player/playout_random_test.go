package player

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/sau"
	"github.com/blackqueen/rules/variant"
)

// TestRandomPlayoutsUsePlayOut: with noise 1 a trick game's playout plays
// its cards by TrickGame.PlayOut from the worker's generator: once no
// seat may announce, one policy step plays the rest of the deal, exactly
// as PlayOut from the same generator state does, and the playout of
// every game ends its deal without allocating.
func TestRandomPlayoutsUsePlayOut(t *testing.T) {
	for _, id := range []games.ID{games.Hearts, games.BlackMaria, games.SchwarzeMadonna, games.SchwarzeSau} {
		var o variant.Options // nil: the game's defaults
		if id == games.SchwarzeSau {
			o = sau.Options{Jungfrau: true, AngesagterDurchmarsch: true}
		}
		g, err := games.NewTrickGame(id, 4, o, rand.NewPCG(7, 8))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		src := rand.NewPCG(9, 10)
		r := rand.New(src)
		w := &trickWorld{root: g, seat: 0, scale: trickScale(g), pol: policy{noise: 1, silent: 0}, src: src}
		steps, oneCall := 0, false
		run := func() {
			if err := w.sample(r); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < maxPlayoutSteps && w.inDeal(); i++ {
				if w.g.Phase() == variant.PhasePlay && !w.pol.mayAnnounce(&w.g) {
					want := w.g
					state := *src
					if !w.policyStep(r) {
						t.Fatalf("%v: a policy step in the play refused", id)
					}
					wantSrc := state
					want.PlayOut(&wantSrc)
					if !reflect.DeepEqual(want, w.g) || wantSrc != *src {
						t.Fatalf("%v: the policy step did not play what PlayOut plays from the same generator", id)
					}
					oneCall = oneCall || !w.inDeal()
				} else if !w.policyStep(r) {
					t.Fatalf("%v: a policy step refused in phase %v", id, w.g.Phase())
				}
				steps++
			}
			if w.inDeal() {
				t.Fatalf("%v: the playout did not finish the deal", id)
			}
		}
		run()
		if !oneCall {
			t.Errorf("%v: no playout ended its deal by PlayOut", id)
		}
		if allocs := testing.AllocsPerRun(20, func() {
			if err := w.sample(r); err != nil {
				t.Fatal(err)
			}
			playout(w, r)
		}); allocs != 0 {
			t.Errorf("%v: a sample and a random playout allocate %.1f times", id, allocs)
		}
		if steps == 0 {
			t.Errorf("%v: no step", id)
		}
	}
}
