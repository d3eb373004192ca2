package gametest

import (
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// Script is a deal given by its tricks, the way the rule book's worked
// examples are built into play: Run builds the hands that make every
// trick legal, reverses the pass so that the hands after the pass are
// those hands, and plays the tricks through the public API (DealCards,
// Apply). It is the one way the module's tests script a whole deal.
//
// Each trick lists its cards in the order played, from its leader: the
// first trick's leader is Leader, every later one the winner of the trick
// before (TT-4). "?" stands for a card of no value (a filler) that is not
// of the led suit: Run chooses it, so that the seat holds no card of the
// led suit from then on, as a discard requires (TT-2). Hold lists cards a
// seat holds but that no listed trick plays. The cards nobody is given
// are fillers too, dealt so that no discard becomes illegal; after the
// listed tricks the deal is played out with the lowest legal card, which
// cannot change any score because fillers are worth nothing.
type Script struct {
	Game        variant.ID
	Seats       int
	Options     variant.Options
	Dealer      int // the deal's dealer: Options.FirstDealer for the first deal
	DealsPlayed int // deals of the match before this one (Hearts' pass, SH-A4)
	Totals      []int
	Leader      int // the seat that plays the first card
	Hold        [seat.Max]string
	Lack        [seat.Max]string // suit letters ("D") a seat is dealt no filler of
	Tricks      []string
	Partial     bool // stop after the listed tricks instead of playing out
}

// PassOffset gives the seat offset of the receiver of every seat's pass
// in the deal after dealsPlayed deals of game id at seats seats (0 for no
// pass), as the test states the rule, independently of the engine.
type PassOffset func(id variant.ID, seats, dealsPlayed int) int

// played is what Run chose: the hands as dealt and after the pass.
type played struct {
	g      *variant.TrickGame
	dealt  [seat.Max]card.Set // the hands as dealt (before the pass)
	after  [seat.Max]card.Set // the hands after the pass
	passes [seat.Max]card.Set // what each seat passed
}

type scriptSlot struct {
	seat   int
	forbid uint8 // suits the card may not be of (bit per suit)
	filler bool  // a "?": only a card of no value
	card   card.Card
}

// Run plays the script, the passes reversed by pass, and returns the
// game after it; it fails the test if the engine refuses any step.
func (sc Script) Run(t TB, pass PassOffset) *variant.TrickGame {
	t.Helper()
	n := sc.Seats
	o := sc.Options
	o.FirstDealer = sc.Dealer
	g := Trick(t, sc.Game, n, o, 1)
	if sc.DealsPlayed != 0 || sc.Totals != nil {
		if err := g.Resume(variant.MatchState{Totals: sc.Totals, DealsPlayed: sc.DealsPlayed}); err != nil {
			t.Fatalf("Resume: %v", err)
		}
	}
	pack := g.Pack()
	table := g.Table()
	valued := table.Valued()
	hand := pack.Len() / n

	var own [seat.Max]card.Set
	var used card.Set
	var void [seat.Max]uint8
	for s := 0; s < n; s++ {
		for _, l := range sc.Lack[s] {
			void[s] |= 1 << strings.IndexRune("CDHS", l)
		}
	}
	var slots []scriptSlot
	type pos struct{ trick, slot int } // slot index into slots, or -1
	plays := make([][]pos, len(sc.Tricks))
	seats := make([][]int, len(sc.Tricks))
	cards := make([][]card.Card, len(sc.Tricks))
	add := func(s int, c card.Card) {
		if used.Has(c) || !pack.Has(c) {
			t.Fatalf("script: %v is used twice or not in the pack", c)
		}
		used = used.Add(c)
		own[s] = own[s].Add(c)
	}
	leader := sc.Leader
	for i, tr := range sc.Tricks {
		toks := strings.Fields(tr)
		if len(toks) != n {
			t.Fatalf("script: trick %d %q has %d cards, want %d", i+1, tr, len(toks), n)
		}
		led := scriptCard(t, toks[0]).Suit()
		var best card.Card
		winner := -1
		for k, tok := range toks {
			s := (leader + k) % n
			seats[i] = append(seats[i], s)
			if tok == "?" {
				slots = append(slots, scriptSlot{seat: s, forbid: void[s] | 1<<led, filler: true})
				plays[i] = append(plays[i], pos{i, len(slots) - 1})
				cards[i] = append(cards[i], 0)
				continue
			}
			c := scriptCard(t, tok)
			add(s, c)
			plays[i] = append(plays[i], pos{i, -1})
			cards[i] = append(cards[i], c)
			if c.Suit() == led && (winner < 0 || c > best) {
				best, winner = c, s
			}
		}
		for k, tok := range toks {
			s := (leader + k) % n
			if tok == "?" || scriptCard(t, tok).Suit() != led {
				void[s] |= 1 << led
			}
		}
		leader = winner
	}
	for s := 0; s < n; s++ {
		if sc.Hold[s] != "" {
			for c := range Set(t, sc.Hold[s]).All() {
				add(s, c)
			}
		}
	}
	// The rest of each hand: fillers of suits the seat has not discarded on.
	count := [seat.Max]int{}
	for _, sl := range slots {
		count[sl.seat]++
	}
	for s := 0; s < n; s++ {
		rest := hand - own[s].Len() - count[s]
		if rest < 0 {
			t.Fatalf("script: seat %d plays or holds %d cards, a hand has %d", s, hand-rest, hand)
		}
		for ; rest > 0; rest-- {
			slots = append(slots, scriptSlot{seat: s, forbid: void[s]})
		}
	}
	// Cards of value that no trick or hold places go to the hands after
	// the listed tricks; they would change the scores of a played-out deal.
	if left := pack & valued &^ used; left != 0 && !sc.Partial {
		t.Fatalf("script: the cards of value %v are not placed", left)
	}
	pool := (pack &^ used).Cards()
	if !matchSlots(slots, pool, valued) {
		t.Fatalf("script: the %d fillers %v cannot fill the %d free places under the voids", len(pool), pool, len(slots))
	}
	var after [seat.Max]card.Set
	for s := 0; s < n; s++ {
		after[s] = own[s]
	}
	for _, sl := range slots {
		after[sl.seat] = after[sl.seat].Add(sl.card)
	}
	for i := range plays {
		for k, p := range plays[i] {
			if p.slot >= 0 {
				cards[i][k] = slots[p.slot].card
			}
		}
	}

	// Reverse the pass: seat s passes the three lowest cards of the hand
	// its receiver ends with.
	run := played{g: g, after: after, dealt: after}
	off := pass(sc.Game, n, sc.DealsPlayed)
	if off != 0 {
		for s := 0; s < n; s++ {
			to := (s + off) % n
			var x card.Set
			for c := range after[to].All() {
				if x.Len() == 3 {
					break
				}
				x = x.Add(c)
			}
			run.passes[s] = x
		}
		for s := 0; s < n; s++ {
			from := (s - off + n) % n
			run.dealt[s] = after[s]&^run.passes[from] | run.passes[s]
		}
	}
	if err := g.DealCards(variant.Dealt{Dealer: sc.Dealer, Hands: run.dealt}); err != nil {
		t.Fatalf("DealCards: %v", err)
	}
	if off != 0 {
		for k := 0; k < n; k++ {
			s := (sc.Dealer + 1 + k) % n
			if err := g.Apply(variant.PassMove(s, run.passes[s])); err != nil {
				t.Fatalf("pass of seat %d %v: %v", s, run.passes[s], err)
			}
		}
	}
	for s := 0; s < n; s++ {
		if g.Hand(s) != after[s] {
			t.Fatalf("seat %d holds %v after the pass, want %v", s, g.Hand(s), after[s])
		}
	}
	for i := range cards {
		for k, c := range cards[i] {
			if err := g.Apply(variant.PlayMove(seats[i][k], c)); err != nil {
				t.Fatalf("trick %d (%s), seat %d plays %v: %v", i+1, cardsString(cards[i]), seats[i][k], c, err)
			}
		}
	}
	if !sc.Partial {
		PlayLowest(t, g)
	}
	return run.g
}

// scriptCard parses one card of a script or fails the test.
func scriptCard(t TB, s string) card.Card {
	t.Helper()
	c, err := card.Parse(s)
	if err != nil {
		t.Fatalf("script: card %q: %v", s, err)
	}
	return c
}

func cardsString(cs []card.Card) string {
	var b []string
	for _, c := range cs {
		b = append(b, c.String())
	}
	return strings.Join(b, " ")
}

// matchSlots gives every slot a distinct card of pool whose suit it does not
// forbid, and of no value (not in valued) for a "?" (bipartite matching,
// augmenting paths), and reports whether that is possible. Every card of
// pool must find a slot.
func matchSlots(slots []scriptSlot, pool []card.Card, valued card.Set) bool {
	owner := make([]int, len(pool)) // slot holding pool[i], or -1
	for i := range owner {
		owner[i] = -1
	}
	var try func(s int, seen []bool) bool
	try = func(s int, seen []bool) bool {
		for i, c := range pool {
			if seen[i] || slots[s].forbid&(1<<c.Suit()) != 0 || slots[s].filler && valued.Has(c) {
				continue
			}
			seen[i] = true
			if owner[i] < 0 || try(owner[i], seen) {
				owner[i] = s
				return true
			}
		}
		return false
	}
	if len(slots) != len(pool) {
		return false
	}
	for s := range slots {
		if !try(s, make([]bool, len(pool))) {
			return false
		}
	}
	for i, s := range owner {
		if s >= 0 {
			slots[s].card = pool[i]
		}
	}
	return true
}
