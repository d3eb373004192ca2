package trick_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/games/blackmaria"
	"github.com/blackqueen/rules/internal/gametest"

	"pgregory.net/rapid"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/trick"
)

// namedRules lists every combination of trick rules a game can choose.
type namedRules struct {
	name string
	r    trick.Rules
}

// firstTricks are the first-trick rules of Hearts: none, SH-R7, and
// SH-R7 with SH-A3.
var firstTricks = []struct{ penalty, prefer card.Set }{{0, 0}, {penaltyCards, 0}, {penaltyCards, card.HeartsSet}}

// breakings are the cards that break hearts in Hearts: the hearts, and
// under SH-A1 the Q♠ too.
var breakings = []card.Set{card.HeartsSet, penaltyCards}

func allRules() []namedRules {
	var out []namedRules
	for _, o := range []trick.Opening{trick.OpenAny, trick.OpenExactCard, trick.OpenSuitOfCard} {
		for _, held := range []card.Set{0, card.HeartsSet} {
			for _, f := range firstTricks {
				for _, b := range breakings {
					r := trick.Rules{Opening: o, Held: held, Penalty: f.penalty, Prefer: f.prefer, Breakers: b}
					out = append(out, namedRules{fmt.Sprintf("%+v", r), r})
				}
			}
		}
	}
	// Restrictions of other cards than Hearts': the spades held back
	// until a spade or the Joker is played, the aces kept off the first
	// trick, the black aces before the red.
	out = append(out, namedRules{"spades", trick.Rules{Held: card.SuitSet(card.Spades), Breakers: card.SuitSet(card.Spades).Add(card.Joker),
		Penalty: card.RankSet(card.Ace), Prefer: card.Of(card.AceSpades, card.AceClubs)}})
	return out
}

// drawSubset draws up to max distinct cards of from.
func drawSubset(t *rapid.T, from card.Set, max int, label string) card.Set {
	cards := from.Cards()
	if len(cards) == 0 {
		return 0
	}
	idx := rapid.SliceOfNDistinct(rapid.IntRange(0, len(cards)-1), 0, min(max, len(cards)), rapid.ID).Draw(t, label)
	var s card.Set
	for _, i := range idx {
		s = s.Add(cards[i])
	}
	return s
}

// Legal ⊆ hand, never empty for a non-empty hand, exactly the cards of the
// led suit when the hand has one (TT-2); Check(c) is nil exactly when Legal
// has c, and otherwise names the rule that c breaks, for seat s, in both
// languages.
func TestPropLegalAndCheck(t *testing.T) { rapid.Check(t, propLegalAndCheck) }

// FuzzLegalAndCheck runs the same property under go test -fuzz.
func FuzzLegalAndCheck(f *testing.F) { f.Fuzz(rapid.MakeFuzz(propLegalAndCheck)) }

var rulesCombinations = allRules()

func propLegalAndCheck(rt *rapid.T) {
	rules := rulesCombinations
	nr := rapid.SampledFrom(rules).Draw(rt, "rules")
	r := nr.r
	pack := rapid.SampledFrom([]card.Set{card.Full52, deck.Pack32.Cards()}).Draw(rt, "pack")
	n := rapid.IntRange(3, 6).Draw(rt, "seats")
	hand := drawSubset(rt, pack, 13, "hand")
	k := rapid.IntRange(0, n-1).Draw(rt, "played")
	leader := rapid.IntRange(0, n-1).Draw(rt, "leader")
	others := drawSubset(rt, pack&^hand, k, "trick").Cards()
	var tr trick.Trick
	for i, c := range others {
		tr.Add((leader+i)%n, c)
	}
	s := (leader + len(others)) % n
	ctx := trick.Context{
		First:       rapid.Bool().Draw(rt, "first"),
		Broken:      rapid.Bool().Draw(rt, "broken"),
		OpeningCard: rapid.SampledFrom([]card.Card{card.TwoClubs, card.ThreeClubs, card.FourClubs, card.SevenClubs}).Draw(rt, "opening"),
	}
	legal := r.Legal(hand, &tr, ctx)
	if legal&^hand != 0 {
		rt.Fatalf("%s: Legal(%v) = %v is not a subset of the hand", nr.name, hand, legal)
	}
	if (hand == 0) != (legal == 0) {
		rt.Fatalf("%s: Legal(%v) = {%v}: no legal play for a non-empty hand", nr.name, hand, legal)
	}
	if !tr.IsEmpty() && hand.HasSuit(tr.Led()) && legal != hand.OfSuit(tr.Led()) {
		rt.Fatalf("TT-2 %s: Legal(%v) after %v led = {%v}, want the led suit", nr.name, hand, tr.Led(), legal)
	}
	if !tr.IsEmpty() && !hand.HasSuit(tr.Led()) && !ctx.First && legal != hand {
		rt.Fatalf("TT-2 %s: a void hand after trick 1 may play anything, got {%v} of %v", nr.name, legal, hand)
	}
	if tr.IsEmpty() && r.Opening == trick.OpenAny && r.Held == 0 && legal != hand {
		rt.Fatalf("TT-1 %s: any lead, got {%v} of %v", nr.name, legal, hand)
	}
	pos := position{s, hand, &tr, ctx, legal}
	probe := pack | card.Of(card.Joker)
	for c, ok := probe.Next(); ok; c, ok = probe.Next() {
		checkOne(rt, nr, &pos, c)
	}
	checkOne(rt, nr, &pos, 0)
}

// position is a seat's turn to play: the seat, its hand, the trick on
// the table, the context and the cards the rules make legal.
type position struct {
	s     int
	hand  card.Set
	tr    *trick.Trick
	ctx   trick.Context
	legal card.Set
}

// checkOne checks Check of c at pos against pos.legal: nil exactly for a
// legal card, else a violation of the seat naming the rule c breaks.
func checkOne(rt *rapid.T, nr namedRules, pos *position, c card.Card) {
	r := nr.r
	s, hand, tr, ctx, legal := pos.s, pos.hand, pos.tr, pos.ctx, pos.legal
	err := r.Check(s, hand, tr, ctx, c)
	if (err == nil) != legal.Has(c) {
		rt.Fatalf("%s: Check(%v) = %v but Legal has it: %v (hand %v, ctx %+v)", nr.name, c, err, legal.Has(c), hand, ctx)
	}
	if err == nil {
		return
	}
	var v *rule.Violation
	if !errors.As(err, &v) || !errors.Is(err, v.ID) {
		rt.Fatalf("%s: Check(%v) = %#v, not a *rule.Violation", nr.name, c, err)
	}
	if v.Seat != s || !v.Told() {
		rt.Fatalf("%s: Check(%v) = %#v: wrong seat (want %d) or missing message", nr.name, c, v, s)
	}
	var want rule.ID
	switch {
	case !hand.Has(c):
		want = rule.CardNotHeld
	case tr.IsEmpty() && ctx.First && r.Opening != trick.OpenAny && hand.Has(ctx.OpeningCard):
		want = rule.OpeningLead
	case tr.IsEmpty():
		want = rule.HeartsNotBroken
		if !r.Held.Has(c) || ctx.Broken {
			rt.Fatalf("%s: hearts-not-broken for %v (broken %v)", nr.name, c, ctx.Broken)
		}
	case hand.HasSuit(tr.Led()):
		want = rule.FollowSuit
	default:
		want = rule.FirstTrickPenalty
		if !ctx.First || !r.Penalty.Has(c) {
			rt.Fatalf("%s: first-trick-penalty for %v (first %v)", nr.name, c, ctx.First)
		}
	}
	if v.ID != want {
		rt.Fatalf("%s: Check(%v) for hand %v, trick %v, ctx %+v = %v, want %v", nr.name, c, hand, tr.Cards(), ctx, v.ID, want)
	}
}

// TT-3: the winner played the highest card of the led suit, after every
// card played (Add keeps the winner as cards fall).
func TestPropWinner(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(2, seat.Max).Draw(rt, "seats")
		k := rapid.IntRange(1, n).Draw(rt, "cards")
		leader := rapid.IntRange(0, n-1).Draw(rt, "leader")
		cards := rapid.Permutation(card.Full52.Add(card.Joker).Cards()).Draw(rt, "deck")[:k]
		var tr trick.Trick
		for played := range cards {
			tr.Add((leader+played)%n, cards[played])
			s, c, ok := tr.Winner()
			if !ok {
				rt.Fatalf("no winner for %v", cards[:played+1])
			}
			best := cards[0]
			if cards[0] != card.Joker {
				best, _ = tr.Cards().OfSuit(cards[0].Suit()).Highest()
			}
			if c != best {
				rt.Fatalf("TT-3: winner card %v, want %v, the highest %v in %v", c, best, cards[0].Suit(), cards[:played+1])
			}
			for i, x := range cards[:played+1] {
				if x == best && (leader+i)%n != s {
					rt.Fatalf("TT-3: winner seat %d, but %v was played by seat %d", s, best, (leader+i)%n)
				}
			}
		}
	})
}

// game is a trick-taking game at one table size, for random play-outs.
type game struct {
	name  string
	pack  card.Set
	seats int
	pat   deck.Pattern
	stock int
	rules trick.Rules
	// opening is the card whose holder leads trick 1 (0: left(dealer)).
	opening card.Card
}

func trickGames() []game {
	var gs []game
	p32 := deck.Pack32.Cards()
	for n := 3; n <= 6; n++ {
		stock := 2
		if n == 4 {
			stock = 0
		}
		gs = append(gs, game{fmt.Sprintf("Madonna %d", n), p32, n, deck.Packets(2), stock, trick.Rules{}, 0})
		bm := gametest.MustPack(games.BlackMaria, n, blackmaria.Options{ThreePlayerRemoval: blackmaria.TwoOfClubs, SixPlayerRemoval: blackmaria.AllTwos})
		gs = append(gs, game{fmt.Sprintf("Black Maria %d", n), bm, n, deck.Singles(), 0, trick.Rules{}, 0})
		sh := gametest.MustPack(games.Hearts, n, nil)
		low, _ := sh.OfSuit(card.Clubs).Lowest()
		for _, o := range []trick.Opening{trick.OpenExactCard, trick.OpenSuitOfCard} {
			for _, b := range breakings {
				for _, f := range firstTricks[1:] {
					r := trick.Rules{Opening: o, Held: card.HeartsSet, Penalty: f.penalty, Prefer: f.prefer, Breakers: b}
					gs = append(gs, game{fmt.Sprintf("Hearts %d %+v", n, r), sh, n, deck.Singles(), 0, r, low})
				}
			}
		}
	}
	gs = append(gs,
		game{"Sau 3", p32, 3, deck.Singles(), 2, trick.Rules{}, 0},
		game{"Sau 4", p32, 4, deck.Singles(), 0, trick.Rules{}, 0},
		game{"Sau 4 Kreuz Sieben, must lead it", p32, 4, deck.Singles(), 0, trick.Rules{Opening: trick.OpenExactCard}, card.SevenClubs},
	)
	return gs
}

// Random play-outs of every trick-taking game: at every turn a legal play
// exists and Check accepts exactly the legal cards; every trick's winner
// holds the highest card of the led suit; Hearts never sees a heart led
// before one was played (SH-R6) unless the leader held only hearts; every
// dealt card is captured once.
func TestPropPlayOut(t *testing.T) {
	gs := trickGames()
	rapid.Check(t, func(rt *rapid.T) {
		g := rapid.SampledFrom(gs).Draw(rt, "game")
		dealer := rapid.IntRange(0, g.seats-1).Draw(rt, "dealer")
		seed := rapid.Uint64().Draw(rt, "seed")
		order := deck.Shuffle(g.pack, rand.New(rand.NewPCG(seed, 0)))
		h, err := deck.Deal(order.Cards(), deck.Dealing{Dealer: dealer, Seats: g.seats, Active: seat.All(g.seats), Pattern: g.pat, Stock: g.stock})
		if err != nil {
			rt.Fatalf("%s seed %d: %v", g.name, seed, err)
		}
		hands := h.Hand
		leader := (dealer + 1) % g.seats
		if g.opening != 0 {
			for s := range g.seats {
				if hands[s].Has(g.opening) {
					leader = s
				}
			}
		}
		ctx := trick.Context{First: true, OpeningCard: g.opening}
		var taken card.Set
		tricks := hands[0].Len()
		for n := 0; n < tricks; n++ {
			var tr trick.Trick
			for i := range g.seats {
				s := (leader + i) % g.seats
				legal := g.rules.Legal(hands[s], &tr, ctx)
				if legal == 0 || legal&^hands[s] != 0 {
					rt.Fatalf("%s seed %d trick %d: seat %d holding %v has legal {%v}", g.name, seed, n, s, hands[s], legal)
				}
				if i == 0 && g.rules.Held != 0 && !ctx.Broken && hands[s]&^card.HeartsSet != 0 && legal.HasSuit(card.Hearts) {
					rt.Fatalf("SH-R6 %s seed %d: hearts leadable before broken: {%v}", g.name, seed, legal)
				}
				if n == 0 && i == 0 && g.opening != 0 && !legal.Has(g.opening) {
					rt.Fatalf("SH-R4 %s seed %d: the opening card %v is not a legal lead: {%v}", g.name, seed, g.opening, legal)
				}
				idx := rapid.IntRange(0, legal.Len()-1).Draw(rt, "play")
				c, _ := legal.Nth(idx)
				if err := g.rules.Check(s, hands[s], &tr, ctx, c); err != nil {
					rt.Fatalf("%s seed %d: Check rejects legal %v: %v", g.name, seed, c, err)
				}
				if bad := hands[s] &^ legal; bad != 0 {
					b, _ := bad.Lowest()
					if g.rules.Check(s, hands[s], &tr, ctx, b) == nil {
						rt.Fatalf("%s seed %d: Check accepts illegal %v", g.name, seed, b)
					}
				}
				tr.Add(s, c)
				hands[s] = hands[s].Remove(c)
			}
			w, wc, ok := tr.Winner()
			if !ok {
				rt.Fatalf("%s: full trick without a winner", g.name)
			}
			if best, _ := tr.Cards().OfSuit(tr.Led()).Highest(); wc != best {
				rt.Fatalf("TT-3 %s seed %d: winner %v, want %v", g.name, seed, wc, best)
			}
			for _, p := range tr.Plays() {
				if g.rules.Breaks(p.Card) {
					ctx.Broken = true
				}
			}
			if taken&tr.Cards() != 0 {
				rt.Fatalf("%s: a card was captured twice", g.name)
			}
			taken |= tr.Cards()
			ctx.First = false
			leader = w // TT-4
		}
		for s, hand := range hands {
			if hand != 0 {
				rt.Fatalf("%s seed %d: seat %d still holds %v", g.name, seed, s, hand)
			}
		}
		if taken != g.pack&^h.Stock {
			rt.Fatalf("%s seed %d: captured %d cards, dealt %d", g.name, seed, taken.Len(), (g.pack &^ h.Stock).Len())
		}
	})
}
