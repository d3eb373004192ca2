package player

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/oldmaid"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The players take a View by value and hold nothing but plain data, so a
// player cannot reach a game's hidden state (TT-6): it gets no pointer,
// interface, function, map, slice or channel from which to read one.
var (
	_ Player    = Heuristic{}
	_ Player    = Random{}
	_ Announcer = Heuristic{}
	_ Announcer = Random{}
)

// plainData reports whether values of type t are pure data: booleans,
// numbers, strings and arrays or structs of them.
func plainData(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64, reflect.String:
		return true
	case reflect.Array:
		return plainData(t.Elem())
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if !plainData(t.Field(i).Type) {
				return false
			}
		}
		return true
	}
	return false
}

// TestPlayersHoldOnlyPlainData enforces by the API that a player sees only
// the View it is given: its state is plain data (the table's options), so
// it cannot keep a reference to a game.
func TestPlayersHoldOnlyPlainData(t *testing.T) {
	for _, p := range []any{Heuristic{}, Random{}} {
		if ty := reflect.TypeOf(p); !plainData(ty) {
			t.Errorf("%v holds a reference type; a player must hold only plain data", ty)
		}
	}
	// The check itself must catch a reference.
	type leaky struct{ G variant.Game }
	if plainData(reflect.TypeOf(leaky{})) {
		t.Error("plainData accepts a struct holding a variant.Game")
	}
}

// TestChoiceDependsOnlyOnTheView plays a deal part of the way, then builds
// a second game whose hidden cards differ: the cards of the other seats
// that have not appeared in any move are shuffled among those seats (each
// keeps its number of cards of every suit and penalty value, so every
// move replays legally). The observing seat's View must be the same in
// both games (TT-6) and the Heuristic and Random players must choose the
// same move from it; the Monte Carlo players, given the two games (they
// sample them), must make the same decisions from the same random source.
func TestChoiceDependsOnlyOnTheView(t *testing.T) {
	gameIDs := []games.ID{games.SchwarzeMadonna, games.BlackMaria, games.Hearts, games.SchwarzeSau}
	rapid.Check(t, func(t *rapid.T) {
		id := rapid.SampledFrom(gameIDs).Draw(t, "game")
		lo, hi := games.SeatRange(id)
		n := rapid.IntRange(lo, hi).Draw(t, "seats")
		o := drawOptions(t, id, n)
		seed := rapid.Uint64().Draw(t, "seed")
		g1, err := games.NewTrickGame(id, n, o, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := g1.Deal(); err != nil {
			t.Fatal(err)
		}
		if g1.Phase() == variant.PhaseDealOver {
			t.Skip("a void deal (MAD-A3)")
		}
		var dealt variant.Dealt
		dealt.Dealer = g1.Dealer()
		for s := 0; s < n; s++ {
			dealt.Hands[s] = g1.Hand(s)
		}
		dealt.Stock = g1.Stock()
		players := make([]Player, n)
		for s := range players {
			players[s] = Heuristic{}
		}
		r := rand.New(rand.NewPCG(seed, 2))
		steps := rapid.IntRange(0, 80).Draw(t, "steps")
		var moves []variant.Move
		fixed := dealt.Stock
		for len(moves) < steps && g1.Phase() != variant.PhaseDealOver && g1.Phase() != variant.PhaseMatchOver {
			m, err := Next(g1, players, r)
			if err != nil {
				t.Fatal(err)
			}
			next := g1.Clone()
			if err := next.Apply(m); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
			if next.Phase() == variant.PhaseDealOver || next.Phase() == variant.PhaseMatchOver {
				break // stay inside the deal
			}
			if err := g1.Apply(m); err != nil {
				t.Fatal(err)
			}
			moves = append(moves, m)
			fixed |= m.Cards.Add(m.Card)
		}
		me := rapid.IntRange(0, n-1).Draw(t, "seat")
		fixed |= dealt.Hands[me]
		// Cards that decide who leads stay where they are (SH-R4, SAU-O1).
		fixed |= card.Of(card.TwoClubs, card.ThreeClubs, card.FourClubs, card.SevenClubs)
		hands := shuffleHidden(t, dealt.Hands, seat.All(n).Remove(me), fixed, g1.Values().Table)
		g2, err := games.NewTrickGame(id, n, o, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := g2.DealCards(variant.Dealt{Dealer: dealt.Dealer, Hands: hands, Stock: dealt.Stock}); err != nil {
			t.Fatal(err)
		}
		for _, m := range moves {
			if err := g2.Apply(m); err != nil {
				t.Fatalf("replaying %v with other hidden cards: %v", m, err)
			}
		}
		v1, v2 := sameView(t, g1, g2, me)
		for _, p := range []Player{Heuristic{}, Random{AnnounceChance: 0.5}} {
			if len(v1.Announce) > 0 {
				c1, ok1 := p.(Announcer).Announce(v1, rand.New(rand.NewPCG(seed, 3)))
				c2, ok2 := p.(Announcer).Announce(v2, rand.New(rand.NewPCG(seed, 3)))
				if c1 != c2 || ok1 != ok2 {
					t.Fatalf("%T announces %v/%v and %v/%v from the same view", p, c1, ok1, c2, ok2)
				}
			}
			if v1.Turn == nil {
				continue
			}
			m1, err1 := p.Choose(v1, rand.New(rand.NewPCG(seed, 4)))
			m2, err2 := p.Choose(v2, rand.New(rand.NewPCG(seed, 4)))
			if diff := cmp.Diff(m1, m2); diff != "" || (err1 == nil) != (err2 == nil) {
				t.Fatalf("%T chooses differently from the same view (-first +second):\n%s", p, diff)
			}
		}
		workers := rapid.IntRange(1, 2).Draw(t, "workers")
		for _, p := range []GamePlayer{NewPIMC(Config{Playouts: 40, Workers: workers}), NewPIMC(Config{Playouts: 40, Workers: workers, Playout: LanePlayouts}), NewPIMC(Config{Playouts: 40, Workers: workers, Playout: LaneMoonPlayouts}), NewPIMC(Config{Playouts: 40, Workers: workers, Playout: LaneMoonPlayouts, MergeEquivalent: true, Halving: true}), NewPIMC(Config{Playouts: 40, Workers: workers, Playout: LaneMoonPlayouts, Infer: true, StockNoise: 0.3}), NewISMCTS(Config{Playouts: 40, Workers: workers})} {
			if len(v1.Announce) > 0 {
				c1, ok1 := p.AnnounceIn(g1, me, rand.New(rand.NewPCG(seed, 3)))
				c2, ok2 := p.AnnounceIn(g2, me, rand.New(rand.NewPCG(seed, 3)))
				if c1 != c2 || ok1 != ok2 {
					t.Fatalf("%T announces %v/%v and %v/%v in gameIDs that look the same to seat %d", p, c1, ok1, c2, ok2, me)
				}
			}
			if v1.Turn == nil {
				continue
			}
			m1, err1 := p.ChooseIn(g1, me, rand.New(rand.NewPCG(seed, 4)))
			m2, err2 := p.ChooseIn(g2, me, rand.New(rand.NewPCG(seed, 4)))
			if err1 != nil || err2 != nil {
				t.Fatalf("%T: %v, %v", p, err1, err2)
			}
			if diff := cmp.Diff(m1, m2); diff != "" {
				t.Fatalf("%T chooses differently in gameIDs that look the same to seat %d (-first +second):\n%s", p, me, diff)
			}
		}
	})
}

// shuffleHidden returns hands where the cards of the seats others that
// are not fixed are shuffled among those seats, each seat keeping its
// number of cards of every suit and penalty value.
func shuffleHidden(t *rapid.T, hands [seat.Max]card.Set, others seat.Set, fixed card.Set, table score.Table) [seat.Max]card.Set {
	type class struct {
		suit  card.Suit
		value int
	}
	pools := map[class][]card.Card{}
	var order []class
	out := hands
	for _, s := range others.Seats() {
		for c := range (hands[s] &^ fixed).All() {
			k := class{c.Suit(), table.Value(c)}
			if _, ok := pools[k]; !ok {
				order = append(order, k)
			}
			pools[k] = append(pools[k], c)
			out[s] = out[s].Remove(c)
		}
	}
	for _, k := range order {
		perm := rapid.Permutation(pools[k]).Draw(t, "hidden")
		i := 0
		for _, s := range others.Seats() {
			for c := range (hands[s] &^ fixed).All() {
				if c.Suit() == k.suit && table.Value(c) == k.value {
					out[s] = out[s].Add(perm[i])
					i++
				}
			}
		}
	}
	return out
}

// TestOldMaidChoiceDependsOnlyOnTheView is TestChoiceDependsOnlyOnTheView
// for Old Maid, whose hidden cards move with every draw, so that a second
// game is not built by replaying the moves: it is a Sample of the first
// for the observing seat (the other hands placed anew among the
// placements consistent with what that seat has seen; Sample has its own
// tests against enumeration). The seat's View must be the same in both
// (TT-6, OM-R6), and every player, the Monte Carlo ones given the two
// games, must make the same decision from the same random source. Enough
// of the cases must have other hidden hands for the test to mean
// something.
func TestOldMaidChoiceDependsOnlyOnTheView(t *testing.T) {
	cases, differ := 0, 0
	rapid.Check(t, func(t *rapid.T) {
		lo, hi := games.SeatRange(games.OldMaid)
		n := rapid.IntRange(lo, hi).Draw(t, "seats")
		o := drawOptions(t, games.OldMaid, n)
		seed := rapid.Uint64().Draw(t, "seed")
		g, err := games.New(games.OldMaid, n, o, rand.NewPCG(seed, 1))
		if err != nil {
			t.Fatal(err)
		}
		g1 := g.(*oldmaid.Game)
		if err := g1.Deal(); err != nil {
			t.Fatal(err)
		}
		players := make([]Player, n)
		for s := range players {
			players[s] = Heuristic{}
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for steps := rapid.IntRange(0, 40).Draw(t, "steps"); steps > 0 && g1.Phase() == variant.PhaseDraw; steps-- {
			m, err := Next(g1, players, r)
			if err != nil {
				t.Fatal(err)
			}
			next := g1.Clone()
			if err := next.Apply(m); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
			if next.Phase() != variant.PhaseDraw {
				break // stay inside the round
			}
			if err := g1.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if g1.Phase() != variant.PhaseDraw {
			t.Skip("the round ended as it was dealt")
		}
		me := g1.Turn().Seat // the seat to draw, which has a decision
		if rapid.Bool().Draw(t, "another seat") {
			me = rapid.IntRange(0, n-1).Draw(t, "seat")
		}
		g2, err := g1.Sample(me, rand.New(rand.NewPCG(seed, 5)))
		if err != nil {
			t.Fatal(err)
		}
		cases++
		for s := 0; s < n; s++ {
			if g1.Hand(s) != g2.Hand(s) {
				differ++
				break
			}
		}
		v1, v2 := sameView(t, g1, g2, me)
		if v1.Turn == nil {
			return
		}
		for _, p := range []Player{Heuristic{}, Random{}} {
			m1, err1 := p.Choose(v1, rand.New(rand.NewPCG(seed, 4)))
			m2, err2 := p.Choose(v2, rand.New(rand.NewPCG(seed, 4)))
			if diff := cmp.Diff(m1, m2); diff != "" || (err1 == nil) != (err2 == nil) {
				t.Fatalf("%T chooses differently from the same view (-first +second):\n%s", p, diff)
			}
		}
		workers := rapid.IntRange(1, 2).Draw(t, "workers")
		for _, p := range []GamePlayer{NewPIMC(Config{Playouts: 40, Workers: workers}), NewPIMC(Config{Playouts: 40, Workers: workers, Playout: LanePlayouts}), NewPIMC(Config{Playouts: 40, Workers: workers, Playout: LaneMoonPlayouts}), NewISMCTS(Config{Playouts: 40, Workers: workers})} {
			m1, err1 := p.ChooseIn(g1, me, rand.New(rand.NewPCG(seed, 4)))
			m2, err2 := p.ChooseIn(g2, me, rand.New(rand.NewPCG(seed, 4)))
			if err1 != nil || err2 != nil {
				t.Fatalf("%T: %v, %v", p, err1, err2)
			}
			if diff := cmp.Diff(m1, m2); diff != "" {
				t.Fatalf("%T chooses differently in gameIDs that look the same to seat %d (-first +second):\n%s", p, me, diff)
			}
		}
	})
	if cases > 0 && differ*4 < cases {
		t.Errorf("only %d of %d cases had other hidden hands in the second game", differ, cases)
	}
}

// sameView returns seat me's views of g1 and g2, failing t unless they
// are equal: the two games differ only in cards the seat cannot see.
func sameView(t interface {
	Fatal(...any)
	Fatalf(string, ...any)
}, g1, g2 variant.Game, me int) (variant.View, variant.View) {
	v1, err := g1.View(me)
	if err != nil {
		t.Fatal(err)
	}
	v2, err := g2.View(me)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(v1, v2); diff != "" {
		t.Fatalf("seat %d's view depends on other seats' hidden cards (-first +second):\n%s", me, diff)
	}
	return v1, v2
}
