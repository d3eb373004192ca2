package oldmaid

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/placement"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// The sampler (OM-R4..R8): Sample reads each seat's account,
// g.accounts(), which the game keeps as it runs (accounts.go).

// Sample returns a copy of g as seat s could believe it to be: s's hand
// and everything public are unchanged, and the cards of the other hands
// are placed at random, uniformly among the placements consistent with
// what s knows (see SampleInto). r must not be nil.
func (g *Game) Sample(s int, r *rand.Rand) (*Game, error) {
	dst := new(Game)
	if err := g.SampleInto(dst, s, r); err != nil {
		return nil, err
	}
	return dst, nil
}

// SampleInto is Sample writing into dst (which may be g) without
// allocating. dst is left unchanged on error. r must not be nil.
//
// What seat s knows, and so what the copy keeps: its own hand, every hand
// size (safe seats hold nothing, OM-R8), the pairs laid down (OM-R4,
// OM-R6), whose turn it is and the last draw as View(s) shows them
// (OM-R5..R7), the rounds lost; that no hand holds a pair under the pair
// rule in force (OM-R4, OM-O1); which seat laid down which pair at the
// deal (under rank pairs a seat kept a third card of a rank it paired only
// if it is higher than both, OM-R4); the cards it drew and from whom; and
// where the cards drawn from it went: a card drawn from s is with the
// drawer until a card is drawn from the drawer, and then with the drawer
// or the seat that drew from it, and so on (each seat's account is kept
// by the engine as the round goes, since a View shows only the last
// draw). The placement is uniform among those that satisfy these: it
// does not weigh them by how likely the blind draws were to lead to each,
// nor use that a card drawn without making a pair had no partner in the
// drawer's hand at that moment (only that it has none now).
//
// What the copy draws: the other hands, and the card of the last draw
// when s did not see it (a card of the drawer's hand, or of the pair it
// laid, that may have been with the seat drawn from). The other seats'
// dealt hands are not reconstructed (the draws behind them are unknown):
// DealtHand is the empty set for every seat but s. What the other seats
// know of each other in the copy is only their own hands (a Sample of the
// copy for another seat places every card it cannot see anywhere the
// sizes and pairs allow). The game's own random source is reseeded from
// r.
func (g *Game) SampleInto(dst *Game, s int, r *rand.Rand) error {
	n := g.cfg.seats
	if s < 0 || s >= n {
		return variant.SeatError(s, n)
	}
	var os sampler
	if g.phase != variant.PhaseDeal {
		if err := os.run(g, s, r); err != nil {
			return err
		}
	}
	if dst != g {
		*dst = *g
	}
	if g.phase != variant.PhaseDeal {
		for x := 0; x < n; x++ {
			if x != s {
				dst.hands[x] = os.hands[x]
				dst.dealt[x] = 0
			}
		}
		dst.last.Card = os.lastCard
		// s's account is as it was; the other seats' accounts came from
		// the real hands, and in the copy they know only their own
		// hands.
		dst.sampledAccounts(s, os.may)
		for o := 0; o < n; o++ {
			if o == s {
				continue
			}
			for x := 0; x < n; x++ {
				if x != o { // sampledAccounts cleared the rest
					dst.may[o][x] = dst.cfg.pack &^ dst.hands[o]
				}
			}
		}
	}
	dst.rng.Seed(r.Uint64(), r.Uint64())
	return nil
}

// sampler is the working state of one Game sample.
type sampler struct {
	g *Game
	s int
	r *rand.Rand
	// p places the hidden cards; place l is seat locSeat[l]'s hand, and
	// there are nloc places.
	p        placement.Placer
	nloc     int
	locSeat  [maxSeats]int8
	hands    [seat.Max]card.Set
	lastCard card.Card
	may      [maxSeats]card.Set // s's account (g.accounts()[s])
}

func (os *sampler) run(g *Game, s int, r *rand.Rand) error {
	os.g, os.s, os.r = g, s, r
	os.may = g.accounts()[s]
	p := &os.p
	// A place for each other seat that holds cards, its room the cards it
	// holds; together they hold exactly the cards s cannot see.
	room := 0
	for x := 0; x < g.cfg.seats; x++ {
		if x != s && g.hands[x] != 0 {
			os.locSeat[p.AddPlace(g.hands[x].Len())&(maxSeats-1)] = int8(x)
			room += g.hands[x].Len()
		}
	}
	os.nloc = p.Places()
	hidden := g.cfg.pack &^ g.hands[s] &^ g.discards
	if room != hidden.Len() {
		return errNoSample(s)
	}
	// One group per pair class: the cards of a rank (OM-R4), or of a rank
	// and colour (OM-O1); the joker alone (OM-O2).
	black := card.SuitSet(card.Clubs) | card.SuitSet(card.Spades)
	var classes [27]card.Set
	nc := 0
	for rk := card.Two; rk <= card.Ace; rk++ {
		if g.cfg.opts.Pairs == SameColourPairs {
			classes[nc], classes[nc+1] = hidden&card.RankSet(rk)&black, hidden&card.RankSet(rk)&^black
			nc += 2
		} else {
			classes[nc] = hidden & card.RankSet(rk)
			nc++
		}
	}
	classes[nc] = hidden & card.Of(card.Joker)
	nc++
	var cards [4]card.Card
	var masks [4]uint8
	for _, cl := range classes[:nc] {
		k := 0
		for c := range cl.All() {
			if k == len(cards) {
				return errNoSample(s)
			}
			var m uint8
			for l := 0; l < p.Places(); l++ {
				if os.may[os.locSeat[l]].Has(c) {
					m |= 1 << l
				}
			}
			if m == 0 {
				return errNoSample(s)
			}
			cards[k], masks[k] = c, m
			k++
		}
		if k > 0 {
			p.AddGroup(cards[:k], masks[:k])
		}
	}
	if !p.Solve(r, os.accept) {
		return errNoSample(s)
	}
	return nil
}

// accept fills in the hands and the card of the last draw; false when the
// drawer holds no card that may have come from the seat drawn from.
func (os *sampler) accept() bool {
	g, s := os.g, os.s
	out := &os.p.Out
	os.hands = [seat.Max]card.Set{}
	for l := 0; l < os.nloc; l++ {
		os.hands[os.locSeat[l]] = out[l]
	}
	os.lastCard = g.last.Card
	if g.draws == 0 || g.last.Seat == s || g.last.From == s {
		return true // s saw the card drawn, or there is none
	}
	t, u := g.last.Seat, g.last.From
	var cand card.Set
	if p := g.last.Pair; p != 0 {
		for c := range p.All() {
			if os.may[u].Has(c) && p.Remove(c)&os.may[t] != 0 {
				cand = cand.Add(c)
			}
		}
		if cand == 0 {
			cand = p
		}
	} else {
		cand = os.hands[t] & os.may[u]
		if cand == 0 {
			return false
		}
	}
	os.lastCard, _ = cand.Nth(os.r.IntN(cand.Len()))
	return true
}

// errNoSample is the error of a sample for seat s that no placement of
// the cards satisfies (TT-6), as every game of the engine reports it.
func errNoSample(s int) error {
	return rule.Fact(rule.BadDeal, "TT-6", s, rule.Facts{Sentence: sentence.NoSample})
}
