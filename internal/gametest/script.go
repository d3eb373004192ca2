package gametest

import (
	"strings"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
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
	Game        games.ID
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
type PassOffset func(id games.ID, seats, dealsPlayed int) int

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

// scriptLayout is Run's work on the script's cards: the cards each seat
// is given, the places still to fill, and each trick's seats and cards.
type scriptLayout struct {
	t     TB
	sc    Script
	pack  card.Set
	own   [seat.Max]card.Set // the cards the script gives each seat
	used  card.Set
	void  [seat.Max]uint8 // suits (bit per suit) a seat may hold no filler of
	slots []scriptSlot
	plays [][]int // the slot of each trick's card, -1 for a given card
	seats [][]int // the seat of each trick's card
	cards [][]card.Card
}

// Run plays the script, the passes reversed by pass, and returns the
// game after it; it fails the test if the engine refuses any step.
func (sc Script) Run(t TB, pass PassOffset) *variant.TrickGame {
	t.Helper()
	var s variant.Setup
	if sc.Options != nil {
		s = sc.Options.Setup()
	}
	s.FirstDealer = sc.Dealer
	o, err := games.WithSetup(sc.Game, sc.Options, s)
	if err != nil {
		t.Fatalf("options: %v", err)
	}
	g := Trick(t, sc.Game, sc.Seats, o, 1)
	if sc.DealsPlayed != 0 || sc.Totals != nil {
		if err := g.Resume(variant.MatchState{Totals: sc.Totals, DealsPlayed: sc.DealsPlayed}); err != nil {
			t.Fatalf("Resume: %v", err)
		}
	}
	l := &scriptLayout{t: t, sc: sc, pack: g.Pack()}
	l.readTricks()
	table := g.Values().Table
	after := l.fill(table.Valued())
	run := played{g: g, after: after, dealt: after}
	off := pass(sc.Game, sc.Seats, sc.DealsPlayed)
	if off != 0 {
		run.dealt, run.passes = reversePass(after, sc.Seats, off)
	}
	l.play(run, off)
	if !sc.Partial {
		PlayLowest(t, g)
	}
	return run.g
}

// give gives seat s card c of the script.
func (l *scriptLayout) give(s int, c card.Card) {
	if l.used.Has(c) || !l.pack.Has(c) {
		l.t.Fatalf("script: %v is used twice or not in the pack", c)
	}
	l.used = l.used.Add(c)
	l.own[s] = l.own[s].Add(c)
}

// readTricks reads the script's tricks and holds: the cards they give
// each seat, a place for each "?", the voids a discard shows (TT-2) and
// each trick's leader, the winner of the one before (TT-4).
func (l *scriptLayout) readTricks() {
	t, sc, n := l.t, l.sc, l.sc.Seats
	for s := 0; s < n; s++ {
		for _, c := range sc.Lack[s] {
			l.void[s] |= 1 << strings.IndexRune("CDHS", c)
		}
	}
	l.plays = make([][]int, len(sc.Tricks))
	l.seats = make([][]int, len(sc.Tricks))
	l.cards = make([][]card.Card, len(sc.Tricks))
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
			l.seats[i] = append(l.seats[i], s)
			if tok == "?" {
				l.slots = append(l.slots, scriptSlot{seat: s, forbid: l.void[s] | 1<<led, filler: true})
				l.plays[i] = append(l.plays[i], len(l.slots)-1)
				l.cards[i] = append(l.cards[i], 0)
				continue
			}
			c := scriptCard(t, tok)
			l.give(s, c)
			l.plays[i] = append(l.plays[i], -1)
			l.cards[i] = append(l.cards[i], c)
			if c.Suit() == led && (winner < 0 || c > best) {
				best, winner = c, s
			}
		}
		for k, tok := range toks {
			s := (leader + k) % n
			if tok == "?" || scriptCard(t, tok).Suit() != led {
				l.void[s] |= 1 << led
			}
		}
		leader = winner
	}
	for s := 0; s < n; s++ {
		if sc.Hold[s] != "" {
			for c := range Set(t, sc.Hold[s]).All() {
				l.give(s, c)
			}
		}
	}
}

// fill places the fillers: the rest of each hand of suits the seat has
// not discarded on, and the "?"s, none of them valued; it returns the
// hands after the pass.
func (l *scriptLayout) fill(valued card.Set) [seat.Max]card.Set {
	t, n := l.t, l.sc.Seats
	hand := l.pack.Len() / n
	count := [seat.Max]int{}
	for _, sl := range l.slots {
		count[sl.seat]++
	}
	for s := 0; s < n; s++ {
		rest := hand - l.own[s].Len() - count[s]
		if rest < 0 {
			t.Fatalf("script: seat %d plays or holds %d cards, a hand has %d", s, hand-rest, hand)
		}
		for ; rest > 0; rest-- {
			l.slots = append(l.slots, scriptSlot{seat: s, forbid: l.void[s]})
		}
	}
	// Cards of value that no trick or hold places go to the hands after
	// the listed tricks; they would change the scores of a played-out deal.
	if left := l.pack & valued &^ l.used; left != 0 && !l.sc.Partial {
		t.Fatalf("script: the cards of value %v are not placed", left)
	}
	pool := (l.pack &^ l.used).Cards()
	if !matchSlots(l.slots, pool, valued) {
		t.Fatalf("script: the %d fillers %v cannot fill the %d free places under the voids", len(pool), pool, len(l.slots))
	}
	after := l.own
	for _, sl := range l.slots {
		after[sl.seat] = after[sl.seat].Add(sl.card)
	}
	for i := range l.plays {
		for k, slot := range l.plays[i] {
			if slot >= 0 {
				l.cards[i][k] = l.slots[slot].card
			}
		}
	}
	return after
}

// reversePass returns the hands dealt and the passes that leave the n
// seats with the hands after, each seat passing to the seat off to its
// left: seat s passes the three lowest cards of the hand its receiver
// ends with.
func reversePass(after [seat.Max]card.Set, n, off int) (dealt, passes [seat.Max]card.Set) {
	for s := 0; s < n; s++ {
		to := (s + off) % n
		var x card.Set
		for c := range after[to].All() {
			if x.Len() == 3 {
				break
			}
			x = x.Add(c)
		}
		passes[s] = x
	}
	dealt = after
	for s := 0; s < n; s++ {
		from := (s - off + n) % n
		dealt[s] = after[s]&^passes[from] | passes[s]
	}
	return dealt, passes
}

// play deals run's hands, makes the passes (off: the receiver's offset,
// 0 for none), checks the hands after them and plays the listed tricks.
func (l *scriptLayout) play(run played, off int) {
	t, g, sc, n := l.t, run.g, l.sc, l.sc.Seats
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
		if g.Hand(s) != run.after[s] {
			t.Fatalf("seat %d holds %v after the pass, want %v", s, g.Hand(s), run.after[s])
		}
	}
	for i := range l.cards {
		for k, c := range l.cards[i] {
			if err := g.Apply(variant.PlayMove(l.seats[i][k], c)); err != nil {
				t.Fatalf("trick %d (%s), seat %d plays %v: %v", i+1, cardsString(l.cards[i]), l.seats[i][k], c, err)
			}
		}
	}
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
