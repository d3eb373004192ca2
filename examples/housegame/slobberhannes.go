// Package housegame defines a sixth game of the family from the module's
// public parts, without touching the variant package: Slobberhannes, a
// trick-avoidance game for four in which nobody wants the first trick, the
// last trick or the queen of clubs. It proves that a game author can
// compose a game of their own (variant.Rules, variant.NewHouse) and have it
// run on the same engine as the five games: legal moves as a bitset,
// atomic Apply with errors that name the rule, Clone, per-seat views,
// Sample and the built-in players.
//
// # The rules
//
// The rules below are written in our own words after the description of
// Slobberhannes in Wikipedia ("Slobberhannes", which follows D. Parlett,
// The Penguin Book of Card Games, 2008, pp. 141–142) and the summary at
// en.shram.kiev.ua/games/cards/2_slobberhans.shtml. Each rule has an ID
// that the errors of the game cite.
//
//   - SL-R1 Four seats, the 32-card pack: A K Q J 10 9 8 7 in each suit,
//     the ace high. Every card is dealt, eight to each seat, one at a
//     time from the dealer's left; the deal passes to the left.
//   - SL-R2 There are no trumps and no exchange of cards.
//   - SL-R3 The seat left of the dealer leads any card; the others follow
//     suit if they can and play any card if they cannot. The highest card
//     of the suit led wins the trick, and its winner leads the next.
//   - SL-R4 A deal scores one penalty point to the seat that wins the
//     first trick, one to the seat that wins the last trick and one to the
//     seat that takes the Q♣: at most three points a deal, possibly all to
//     one seat. (Some tables add a further point for taking all three;
//     this version does not.)
//   - SL-R5 The sources leave the length of a match to the table. This
//     house version plays eight deals, each seat dealing twice; the lowest
//     total wins, and a tie is shared.
package housegame

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/trick"
	"github.com/blackqueen/rules/variant"
)

// Seats is the table size of Slobberhannes (SL-R1).
const Seats = 4

// Deals is the length of a house match (SL-R5).
const Deals = 8

// Rules returns Slobberhannes composed from the public parts: the pack
// (card), the deal (deck's zero Pattern: one card at a time), the trick
// rules (trick's zero Rules: follow suit, no lead restrictions), the
// penalty table and the deal's scoring (score), and the end of the match.
func Rules() variant.Rules {
	penalty := score.Table{}.Set(card.QueenClubs, 1) // SL-R4
	return variant.Rules{
		Title:     "Slobberhannes",
		Pack:      card.RangeSet(card.Seven, card.Ace), // SL-R1
		Play:      trick.Rules{},                       // SL-R3
		Table:     penalty,
		Dangerous: card.Of(card.QueenClubs),
		Score:     scoreDeal,
		End:       variant.Ending{Deals: Deals, Ties: variant.TiesShared}, // SL-R5
		Refs:      variant.Refs{Deal: "SL-R1", Pass: "SL-R2", Play: "SL-R3", Match: "SL-R5"},
	}
}

// New returns a new match of Slobberhannes; src seeds its random source
// (nil: unpredictable).
func New(src rand.Source) (*variant.TrickGame, error) {
	return variant.NewHouse(Rules(), Seats, src)
}

// scoreDeal scores a deal by SL-R4: a point each for the first trick, the
// last trick and the Q♣.
func scoreDeal(f *score.Facts) score.Result {
	var r score.Result
	if f.Played == 0 {
		return r
	}
	r.Points[f.FirstWinner]++
	r.Points[f.LastWinner]++
	for s := 0; s < f.Seats; s++ {
		if f.Taken[s].Has(card.QueenClubs) {
			r.Points[s]++
		}
	}
	return r
}
