package variant

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/card"
)

// refHalves is PlayOut's draw as its doc states it, written out plainly
// for the tests: the 32-bit halves of src's words, the low half first,
// and a card of a set of n as Nth(x·n >> 32), x drawn again while
// x·n mod 2³² < 2³² mod n.
type refHalves struct {
	src  *rand.PCG
	left []uint32
}

func (h *refHalves) next() uint32 {
	if len(h.left) == 0 {
		w := h.src.Uint64()
		h.left = []uint32{uint32(w), uint32(w >> 32)}
	}
	x := h.left[0]
	h.left = h.left[1:]
	return x
}

func (h *refHalves) card(s card.Set) card.Card {
	n := uint64(s.Len())
	thresh := (uint64(1) << 32) % n
	for {
		m := uint64(h.next()) * n
		if m&0xffffffff >= thresh {
			c, _ := s.Nth(int(m >> 32))
			return c
		}
	}
}

// TestPlayOutIsApply: on random matches of every trick game (stocks,
// passes, announcements and their rounds included), PlayOut from any
// point of the play leaves the game exactly as Apply leaves it after the
// same cards, field by field and in its Result, each card being the one
// its documented draw gives from the legal plays of the moment; it
// returns how many it played and draws the same words as that draw.
// Outside the play it changes nothing.
func TestPlayOutIsApply(t *testing.T) {
	for _, c := range stepCases() {
		t.Run(c.name, func(t *testing.T) {
			g, err := NewTrickGame(c.id, c.seats, c.o, rand.NewPCG(11, uint64(c.seats)))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(12, 13))
			outs := 0
			for deal := 0; deal < 8 && !g.Over(); deal++ {
				if err := g.Deal(); err != nil {
					t.Fatal(err)
				}
				for move := 0; g.phase != PhaseDealOver && g.phase != PhaseMatchOver; move++ {
					where := fmt.Sprintf("deal %d move %d", deal, move)
					if g.phase != PhasePlay || r.IntN(8) != 0 {
						if g.phase != PhasePlay {
							before := *g
							if n := g.PlayOut(rand.NewPCG(1, 2)); n != 0 || !reflect.DeepEqual(before, *g) {
								t.Fatalf("%s: PlayOut in phase %v played %d cards or changed the game", where, g.phase, n)
							}
						}
						var m Move
						if anns := g.Announcements(nil); len(anns) > 0 && r.IntN(4) == 0 {
							m = anns[r.IntN(len(anns))]
						} else if m, err = randomMoveOrEnd(g, r); err != nil {
							t.Fatalf("%s: %v", where, err)
						}
						if err := g.Apply(m); err != nil {
							t.Fatalf("%s %+v: %v", where, m, err)
						}
						continue
					}
					seed := r.Uint64()
					out := *g
					src := rand.NewPCG(seed, 14)
					n := out.PlayOut(src)
					outs++
					ref := refHalves{src: rand.NewPCG(seed, 14)}
					for k := 0; k < n; k++ {
						if g.phase != PhasePlay {
							t.Fatalf("%s: PlayOut played %d cards, the deal left the play after %d", where, n, k)
						}
						want := ref.card(g.LegalPlays())
						played := out.log.cards[(int(g.log.nplayed))&(maxPlayed-1)]
						if played != want {
							t.Fatalf("%s: card %d of PlayOut is %v, its draw from %v gives %v", where, k, played, g.LegalPlays(), want)
						}
						s, _ := g.ToMove()
						if err := g.Apply(PlayMove(s, want)); err != nil {
							t.Fatalf("%s: card %d of PlayOut, %v by seat %d: Apply refuses it: %v", where, k, want, s, err)
						}
					}
					if g.phase == PhasePlay {
						t.Fatalf("%s: PlayOut stopped after %d cards in the play phase", where, n)
					}
					if *src != *ref.src {
						t.Fatalf("%s: PlayOut drew other words than its documented draw", where)
					}
					if !reflect.DeepEqual(out, *g) {
						t.Fatalf("%s: after %d cards PlayOut's game differs from Apply's:\n%s", where, n, cmp.Diff(fmt.Sprintf("%+v", *g), fmt.Sprintf("%+v", out)))
					}
					ra, _ := g.Result()
					ro, _ := out.Result()
					if d := cmp.Diff(ra, ro); d != "" {
						t.Fatalf("%s: results differ (-Apply +PlayOut):\n%s", where, d)
					}
				}
			}
			if outs == 0 {
				t.Fatal("no PlayOut was tried")
			}
		})
	}
}

// TestHalvesRedraw: the rejection step draws again exactly while the low
// half of the product is below 2³² mod n, the step that makes the draw
// exact.
func TestHalvesRedraw(t *testing.T) {
	const n = 3 // 2³² mod 3 = 1: only a low half of 0 is refused
	h := halves{src: rand.NewPCG(1, 2)}
	if got := h.redraw(n, 7<<32|1); got != 7<<32|1 || h.high {
		t.Fatalf("redraw refused a low half of 1 for n = 3 (gave %#x)", got)
	}
	want := uint64(uint32(rand.NewPCG(1, 2).Uint64())) * n
	if got := h.redraw(n, 5<<32); got != want || !h.high {
		t.Fatalf("redraw after a low half of 0 gave %#x, want the next half's product %#x", got, want)
	}
}

// TestPlayOutAllocs: PlayOut does not allocate.
func TestPlayOutAllocs(t *testing.T) {
	g, err := NewTrickGame(Hearts, 4, Options{Target: 1 << 40}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	src := rand.NewPCG(3, 4)
	r := rand.New(rand.NewPCG(5, 6))
	allocs := testing.AllocsPerRun(50, func() {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		for g.phase == PhasePass {
			m, _ := g.RandomMove(r)
			if err := g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if g.PlayOut(src) != 52 {
			t.Fatal("PlayOut did not play the deal's 52 cards")
		}
	})
	if allocs != 0 {
		t.Fatalf("a deal with PlayOut allocates %v times", allocs)
	}
}
