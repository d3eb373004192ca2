// Package capot defines a house game of the family from the module's
// public parts alone, with a mechanic only the German games of the module
// had before: an announcement. Capot is a trick-avoidance game for four in
// which nobody wants the jacks, above all the J♠, unless a seat dares to
// announce that it will take every trick.
//
// It is a house game: the pack, the jacks' values, the target and the
// capot call follow the description of Polignac ("Four Jacks") in
// Wikipedia ("Polignac (card game)"), but the window of the call, what a
// capot scores and the early end of a lost capot are this version's own,
// chosen to fit the engine's announcement mechanic (the one Schwarze
// Madonna's and Schwarze Sau's Durchmarsch use); the card order is the
// module's (ace high), not Polignac's (king high, the ace below the
// jack). Each rule has an ID that the errors of the game cite.
//
//   - CP-R1 Four seats, the 32-card pack: A K Q J 10 9 8 7 in each suit,
//     the ace high. Every card is dealt, eight to each seat, in packets of
//     three, three and two from the dealer's left; the deal passes to the
//     left.
//   - CP-R2 There are no trumps and no exchange of cards.
//   - CP-R3 The seat left of the dealer leads any card; the others follow
//     suit if they can and play any card if they cannot. The highest card
//     of the suit led wins the trick, and its winner leads the next.
//   - CP-R4 Any seat may announce capot, out of turn, from the deal until
//     the first card of the second trick is played: it undertakes to take
//     every trick. One capot a deal; a seat cannot announce it once
//     another seat has won a trick. A capot is lost as soon as another
//     seat wins a trick, and the deal ends there.
//   - CP-R5 A deal scores one penalty point for each jack a seat took and
//     two for the J♠ (five a deal). A capot won scores five to every
//     other seat and nothing to its announcer; a capot lost scores five to
//     its announcer and nothing to the others. Taking every trick without
//     announcing it is no capot: the jacks count.
//   - CP-R6 The match ends after the deal in which a total reaches 20; the
//     lowest total wins, and a tie is shared.
package capot

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// Seats is the table size of Capot (CP-R1).
const Seats = 4

// Target is the total that ends a match (CP-R6).
const Target = 20

// Capot is what a capot scores, won or lost (CP-R5).
const Capot = 5

// Rules returns Capot composed from the public parts: the pack (card), the
// deal in packets (deck), the trick rules (trick's zero Rules: follow
// suit, no lead restrictions), the announcements (variant.Announcements:
// the Durchmarsch call, here the capot), the penalty table and the deal's
// scoring (score), and the end of the match.
func Rules() variant.Rules {
	return variant.Rules{
		Title: "Capot",
		Pack:  card.RangeSet(card.Seven, card.Ace), // CP-R1
		Deal:  deck.Packets(3, 3, 2),
		Announcements: variant.Announcements{ // CP-R4
			Known: true, Sweep: true,
			Refs: variant.AnnounceRefs{Window: "CP-R4", Conflict: "CP-R4"},
		},
		Table:     penalties(),
		Dangerous: card.Of(card.JackSpades),
		Swing:     Capot,
		Explain:   scoreDeal,
		End:       variant.Ending{Limit: Target, AtLeast: true, Ties: variant.TiesShared}, // CP-R6
		Refs:      variant.Refs{Deal: "CP-R1", Pass: "CP-R2", Play: "CP-R3", Match: "CP-R6"},
	}
}

// New returns a new match of Capot; src seeds its random source (nil:
// unpredictable).
func New(src rand.Source) (*variant.TrickGame, error) {
	return variant.NewHouse(Rules(), Seats, src)
}

// penalties is the penalty table of CP-R5: each jack 1, the J♠ 2.
func penalties() score.Table {
	return score.Table{}.SetAll(card.Of(card.JackClubs, card.JackDiamonds, card.JackHearts), 1).Set(card.JackSpades, 2)
}

// scoreDeal scores a deal by CP-R5 and records each seat's terms in x
// unless x is nil: a capot won or lost, or the jacks each seat took.
func scoreDeal(f *score.Facts, x *score.Explanation) score.Result {
	table := penalties()
	d := f.SweepAnnouncer()
	if f.Played == 0 || d == score.NoSeat {
		x.CardsOfEach(f, &table, "CP-R5", score.Bonus{})
		return table.CardPoints(f)
	}
	var r score.Result
	if f.Tricks[d] == f.Played {
		r.Outcome = score.AnnouncedSweep
		for s := range f.SeatCount() {
			if s != d && f.Active.Has(s) {
				r.Points[s] = Capot
				x.Add(s, score.Term{Kind: score.TermFlat, Ref: "CP-R5", Points: Capot, By: d})
			}
		}
		x.Add(d, score.Term{Kind: score.TermSweep, Ref: "CP-R5", By: d})
		return r
	}
	r.Outcome = score.FailedAnnouncement
	r.Points[d] = Capot
	x.Add(d, score.Term{Kind: score.TermFlat, Ref: "CP-R5", Points: Capot, By: d})
	x.Spare(f, "CP-R5", d)
	return r
}
