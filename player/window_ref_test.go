package player

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// This file keeps the playout policy's road through the announcement
// window as it was written before it was made cheaper (a whole fromGame
// for every seat asked whether it announces and another for the card,
// the announcements asked for twice a card), as the reference that the
// policy must equal move for move: every player that plays its playouts
// by the policy (the baseline, fast, strong) must decide as before.

// refFromGame is fromGame as it was: one pass that fills every field.
func (k *knowledge) refFromGame(g *variant.TrickGame, me int) {
	k.reset(g.Seats(), me)
	cv := g.Values()
	k.values(&cv)
	k.hand, k.active = g.Hand(me), g.Active()
	if to, ok := g.ToMove(); ok {
		k.toAct = to
		if to == me {
			k.turn = g.Turn()
		}
	}
	pr := g.Progress()
	for i := 0; i < pr.Tricks; i++ {
		t := g.Trick(i)
		k.noteGameTrick(&t, true)
	}
	cur := g.Trick(pr.Tricks)
	k.noteGameTrick(&cur, false)
	for i, p := range cur.Plays() {
		k.cur[i], k.curSeat[i] = p.Card, int8(p.Seat)
		k.ncur++
	}
	for s := 0; s < k.seats; s++ {
		if s != me && k.active.Has(s) {
			k.out |= g.Hand(s)
		}
	}
	k.refFinish(pr.NoTrick, pr.Sweep)
}

// refFinish is finish as it was, the seat's part and the public part in
// one loop.
func (k *knowledge) refFinish(jungfrau seat.Set, durch int) {
	for s := 0; s < k.seats; s++ {
		if s != k.me && k.active.Has(s) {
			k.others = k.others.Add(s)
		}
		if jungfrau.Has(s) && k.won[s] == 0 {
			k.jungfrau = k.jungfrau.Add(s)
		}
	}
	if durch >= 0 && durch < seat.Max && k.won[durch] == k.tricks {
		k.durch = durch
	}
	if k.ncur > 0 {
		k.led = k.cur[0].Suit()
		for i := 0; i < k.ncur; i++ {
			if c := k.cur[i]; c.Suit() == k.led && (k.win == 0 || c > k.win) {
				k.win, k.winner = c, int(k.curSeat[i])
			}
		}
	}
	left := k.active.Len() - k.ncur - 1
	for s := k.me; left > 0; left-- {
		next, ok := k.active.Next(s, k.seats)
		if !ok {
			break
		}
		k.toCome = k.toCome.Add(next)
		s = next
	}
}

// refAnnounce is announce as it was: the announcements asked for, and a
// whole refFromGame for each seat asked.
func (p *policy) refAnnounce(g *variant.TrickGame) bool {
	p.buf = g.Announcements(p.buf[:0])
	for i := 0; i < len(p.buf); i++ {
		s := p.buf[i].Seat
		if s == p.silent || i > 0 && p.buf[i-1].Seat == s {
			continue
		}
		p.k.refFromGame(g, s)
		call := variant.NoCall
		switch {
		case offered(p.buf, s, variant.SweepCall) && p.k.wantDurchmarsch():
			call = variant.SweepCall
		case offered(p.buf, s, variant.NoTrickCall) && p.k.wantJungfrau():
			call = variant.NoTrickCall
		}
		if call != variant.NoCall && g.Apply(variant.AnnounceMove(s, call)) == nil {
			return true
		}
	}
	return false
}

// refStep is step as it was: refAnnounce, then a whole refFromGame for
// the seat to act.
func (p *policy) refStep(g *variant.TrickGame, r *rand.Rand) bool {
	if g.Progress().Tricks <= announceTricks && p.refAnnounce(g) {
		return true
	}
	s, ok := g.ToMove()
	if !ok {
		return false
	}
	if g.Phase() == variant.PhasePlay {
		legal := g.LegalPlays()
		if legal.IsEmpty() {
			return false
		}
		var c card.Card
		if legal.Len() == 1 {
			c, _ = legal.Lowest()
		} else if p.noise > 0 && r.Float64() < p.noise {
			c, _ = legal.Nth(r.IntN(legal.Len()))
		} else {
			p.k.refFromGame(g, s)
			c = p.k.choosePlay()
			if !legal.Has(c) {
				c, _ = legal.Lowest()
			}
		}
		return g.Apply(variant.PlayMove(s, c)) == nil
	}
	p.k.refFromGame(g, s)
	if g.Apply(p.exchange(g, s, r)) == nil {
		return true
	}
	m, ok := g.RandomMove(r)
	return ok && g.Apply(m) == nil
}

// refPolicyStep is trickWorld.policyStep as it was, with laneOff as it
// was (the standing announcements first), but that the lane plays no
// card at noise 1 or more (Config.Noise: every card random, by PlayOut
// where no seat may announce), now that it draws its noise too.
func (w *trickWorld) refPolicyStep(r *rand.Rand) bool {
	laneOff := func() bool {
		pr := w.g.Progress()
		return pr.NoTrick != 0 || pr.Sweep >= 0 || w.pol.mayAnnounce(&w.g)
	}
	if w.useLane && w.pol.noise < 1 && w.g.Phase() == variant.PhasePlay && !(w.ln.announcing && laneOff()) {
		if w.ln.play(&w.g, &w.pol) > 0 {
			return true
		}
	}
	if w.pol.noise >= 1 && w.src != nil && w.g.Phase() == variant.PhasePlay && !w.pol.mayAnnounce(&w.g) {
		return w.g.PlayOut(w.src) > 0
	}
	return w.pol.refStep(&w.g, r)
}

// refTreeMoves is trickWorld.treeMoves as it was, by refAnnounce.
func (w *trickWorld) refTreeMoves() (int, card.Set, bool) {
	for w.g.Progress().Tricks <= announceTricks && w.pol.refAnnounce(&w.g) {
	}
	if w.g.Phase() != variant.PhasePlay {
		return -1, 0, false
	}
	s, _ := w.g.ToMove()
	return s, w.g.LegalPlays(), true
}

// drawWindowDeal draws a deal of a game with announcements (Schwarze
// Madonna, MAD-R17; Schwarze Sau, SAU-O2, SAU-O4) at any table size it
// allows, under random options (announcements out of turn and in
// rounds), with up to maxMoves random moves made (announcements among
// them), and returns it with the generator of those moves.
func drawWindowDeal(t *rapid.T, maxMoves int) (*variant.TrickGame, *rand.Rand) {
	return drawDealOf(t, []games.ID{games.SchwarzeMadonna, games.SchwarzeSau}, 0, 8, maxMoves)
}

// everyField lets cmp compare unexported fields.
var everyField = cmp.Exporter(func(reflect.Type) bool { return true })

// TestKnowledgeForSeatAsBefore builds the knowledge of random positions
// of the announcing games, once the public part (publicFromGame) and then
// each seat in a random order, a seat again among them (forSeat), and
// finds for every seat the knowledge that refFromGame builds, field by
// field; fromGame too.
func TestKnowledgeForSeatAsBefore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := drawWindowDeal(t, 40)
		var k, want knowledge
		k.publicFromGame(g)
		order := rapid.SliceOfN(rapid.IntRange(0, g.Seats()-1), 1, 2*g.Seats()).Draw(t, "seats")
		for _, s := range order {
			k.forSeat(g, s)
			want.refFromGame(g, s)
			if d := cmp.Diff(want, k, everyField); d != "" {
				t.Fatalf("seat %d (-before +publicFromGame, forSeat):\n%s", s, d)
			}
			var full knowledge
			full.fromGame(g, s)
			if d := cmp.Diff(want, full, everyField); d != "" {
				t.Fatalf("seat %d (-before +fromGame):\n%s", s, d)
			}
		}
	})
}

// TestPolicyPlaysAsBefore plays sampled worlds of random positions of
// the announcing games to the end of the deal by the playout policy and
// by the reference (the policy as it was), alike in every other respect:
// the same world, searching seat, noise (none, the default, half, every
// card random), lane or heuristic card play, and generators seeded alike;
// each world twice, as a search does (save, a root move, up to two cards
// of the tree, the playout, restore). After the tree's announcements (treeMoves) and after every
// move the games are equal, field by field, the public knowledge the
// policy keeps from move to move (pub) is the one publicFromGame builds,
// and at the end the generators have drawn alike. The policy must make
// announcements and keep its public knowledge across moves in these
// playouts, so that the comparison covers them.
func TestPolicyPlaysAsBefore(t *testing.T) {
	var announced, kept int
	rapid.Check(t, func(t *rapid.T) {
		root, r := drawWindowDeal(t, 14)
		policyPlaysAsBefore(t, root, r, &announced, &kept)
	})
	if announced == 0 || kept == 0 {
		t.Errorf("the policy made %d announcements and kept its public knowledge across %d moves: the comparison did not cover both", announced, kept)
	}
}

// TestPolicyPlaysAsBeforeInEveryGame is TestPolicyPlaysAsBefore over
// every trick game at every table size (Hearts and Black Maria too, where
// the baseline's playouts and fast's passes play every card by the
// heuristic with the public knowledge it keeps from card to card).
func TestPolicyPlaysAsBeforeInEveryGame(t *testing.T) {
	var announced, kept int
	rapid.Check(t, func(t *rapid.T) {
		root, r := drawTrickDeal(t, 0, 8, 14)
		policyPlaysAsBefore(t, root, r, &announced, &kept)
	})
	if kept == 0 {
		t.Errorf("the policy kept its public knowledge across no move: the comparison did not cover it")
	}
}

// policyPlaysAsBefore is the body of TestPolicyPlaysAsBefore for the
// deal root drawn with r: it counts the announcements made and the moves
// across which the policy kept its public knowledge.
func policyPlaysAsBefore(t *rapid.T, root *variant.TrickGame, r *rand.Rand, announced, kept *int) {
	if !dealRunning(root.Phase()) {
		return
	}
	st := rapid.IntRange(0, root.Seats()-1).Draw(t, "seat")
	noise := rapid.SampledFrom([]float64{0, DefaultNoise, 0.5, 1}).Draw(t, "noise")
	useLane := rapid.Bool().Draw(t, "lane")
	seed := rapid.Uint64().Draw(t, "seed")
	var worlds [2]*trickWorld
	var pcgs [2]*rand.PCG
	for i := range worlds {
		pcgs[i] = rand.NewPCG(seed, 9)
		w := &trickWorld{root: root, seat: st, scale: trickScale(root), src: pcgs[i], useLane: useLane,
			pol: policy{noise: noise, silent: st}}
		if useLane {
			w.ln.setup(root)
			w.ln.withNoise(noise, pcgs[i])
		}
		worlds[i] = w
	}
	now, before := worlds[0], worlds[1]
	rn, rb := rand.New(rand.NewPCG(seed, 10)), rand.New(rand.NewPCG(seed, 10))
	for k := 0; k < 6; k++ {
		if k%2 == 0 {
			sr := r.Uint64()
			for _, w := range worlds {
				if err := w.sample(rand.New(rand.NewPCG(sr, 1))); err != nil {
					t.Fatal(err)
				}
				w.save()
			}
		} else {
			now.restore()
			before.restore()
			if m, ok := before.g.RandomMove(r); ok {
				if en, eb := now.apply(m), before.apply(m); (en == nil) != (eb == nil) {
					t.Fatalf("root move %v: %v, before %v", m, en, eb)
				}
			}
		}
		for tree := k % 3; ; tree-- {
			sn, ln, okn := now.treeMoves()
			sb, lb, okb := before.refTreeMoves()
			if sn != sb || ln != lb || okn != okb || !reflect.DeepEqual(now.g, before.g) {
				t.Fatalf("treeMoves: %d %v %v, before %d %v %v (-before +now):\n%s", sn, ln, okn, sb, lb, okb,
					cmp.Diff(roadStateOf(&before.g), roadStateOf(&now.g)))
			}
			if tree == 0 || !okb || lb.IsEmpty() {
				break
			}
			c, _ := lb.Nth(r.IntN(lb.Len())) // a card of the tree (ISMCTS)
			now.play(c)
			before.play(c)
		}
		for step := 0; step < maxPlayoutSteps && before.inDeal(); step++ {
			pb := before.g.Progress()
			keeping := now.pol.pubOK
			gotN, gotB := now.policyStep(rn), before.refPolicyStep(rb)
			if gotN != gotB || !reflect.DeepEqual(now.g, before.g) {
				t.Fatalf("move %d: policyStep %v, before %v (-before +now):\n%s", step, gotN, gotB,
					cmp.Diff(roadStateOf(&before.g), roadStateOf(&now.g)))
			}
			if now.pol.pubOK {
				var want knowledge
				want.publicFromGame(&now.g)
				if d := cmp.Diff(want, now.pol.pub, everyField); d != "" {
					t.Fatalf("move %d: the policy's public knowledge (-publicFromGame +kept):\n%s", step, d)
				}
				if keeping {
					*kept++
				}
			}
			if pa := before.g.Progress(); pa.NoTrick != pb.NoTrick || pa.Sweep != pb.Sweep {
				*announced++
			}
			if !gotB {
				break
			}
		}
		if now.inDeal() != before.inDeal() || rn.Uint64() != rb.Uint64() || pcgs[0].Uint64() != pcgs[1].Uint64() {
			t.Fatalf("the deal ended on one road only, or the generators drew differently")
		}
	}
}
