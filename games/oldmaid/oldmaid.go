// Package oldmaid is Old Maid / Schwarzer Peter (docs/rules.md#old-maid):
// a game of its own state machine, not of tricks, which the engine
// (package variant) runs through its Game interface and the registry
// (package games) names by its record name "old-maid":
//
//   - Table and pack: two to four seats, the 52-card pack less the Q♣
//     (OM-R1), or with the joker (OM-O2), or less the J♣ (OM-O3), dealt
//     one card at a time (OM-R2); the dealer rotates left (OM-R3).
//   - Pairs: every seat lays down its pairs at once (OM-R4), by rank or
//     by rank and colour (OM-O1) (PairRule.Partners, PairRule.Discard).
//   - Draws: from left(dealer) on (OM-R5) each seat draws a face-down card
//     from the nearest seat with cards (OM-R6, OM-R7, OM-A1); safe seats
//     never act (OM-R8) (Game.Apply).
//   - End: the seat left with cards holds the maid and loses the round
//     (OM-R9, OM-A3); the match never ends by itself (OM-R10).
//   - Knowledge: each seat's account of where the cards it cannot see
//     may be, which Sample reads (accounts.go, sample.go).
//
// Its options are Options, with their record table (options.go) and
// their types (optiontypes.go); the turn timer's switch is the engine's
// turntimer.Switch, which Traits reports, and the timer itself (OM-O4)
// package turntimer's.
package oldmaid

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// recordName is the record name of the game.
const recordName = "old-maid"

// Definition returns Old Maid as the registry (package games) gives it to
// the engine: a game with a state machine of its own (Start, Values), not
// Rules.
func Definition() variant.Definition {
	return variant.Definition{Options: optionList, Parse: variant.ParserOf(ParseOptions), Check: check,
		Name: recordName, Title: "Old Maid", TitleDE: "Schwarzer Peter", MinSeats: 2, MaxSeats: maxSeats, SeatsRule: "OM-R1",
		Start: start, Values: values, Traits: traits,
		OutcomeRule: outcomeRule,
		Words: variant.Words{Title: rule.Text{DA: "Sorte Per"},
			Blurb: rule.Text{EN: "draw a face-down card, lay down pairs, do not keep the Old Maid", DE: "verdeckt ziehen, Paare ablegen, nicht auf dem Schwarzen Peter sitzen bleiben", DA: "træk et kort med bagsiden op, læg par ned, bliv ikke siddende med Sorte Per"},
			Moves: []rule.Text{{EN: "a number – draw the card at that position (Enter: any)", DE: "eine Zahl – die Karte an dieser Stelle ziehen (Enter: irgendeine)", DA: "et tal – træk kortet på den plads (Enter: et vilkårligt)"}}}}
}

// outcomeRule: every round is scored by OM-R9.
func outcomeRule(o score.Outcome) string {
	if o == score.OddCard {
		return "OM-R9"
	}
	return ""
}

// traits: a total counts rounds lost (OM-R9), the match never ends
// by itself (OM-R9), a person's turn may run on a timer (OM-O4), and the
// seats draw instead of playing tricks (OM-R6).
func traits(o variant.Options) variant.Traits {
	return variant.Traits{NeverNegative: true, Endless: true, TurnTimer: true, Timer: own(o).Timer, Draws: true}
}

// values is Old Maid's CardValues: the pack of the maid option
// (OM-R1, OM-O2, OM-O3), no penalty table (a round lost counts 1, OM-R9),
// and the cards of the maid's kind as the dangerous ones.
func values(_ int, vo variant.Options) (variant.CardValues, error) {
	o := own(vo)
	pack := packOf(o.Maid)
	var danger card.Set
	switch o.Maid {
	case JokerMaid:
		danger = card.Of(card.Joker)
	case JackOfClubsRemoved:
		danger = pack & card.RankSet(card.Jack)
	default:
		danger = pack & card.RankSet(card.Queen)
	}
	return variant.CardValues{Pack: pack, Dangerous: danger}, nil
}

// packOf returns the cards of an Old Maid pack: the 52 less the Q♣
// (OM-R1), plus the joker (OM-O2), or less the J♣ (OM-O3); an unknown
// Maid gives the default pack.
func packOf(m Maid) card.Set {
	switch m {
	case JokerMaid:
		return deck.Pack52Joker.Cards()
	case JackOfClubsRemoved:
		return card.Full52.Remove(card.JackClubs)
	}
	return card.Full52.Remove(card.QueenClubs)
}

// titles names Old Maid in each language: Old Maid, Schwarzer
// Peter, Sorte Per.
func titles() rule.Text {
	d := Definition()
	return rule.Text{EN: d.Title, DE: d.TitleDE, DA: d.Words.Title.DA}
}

// start is Definition's Start: New, with the rules of d's Fallback that
// Resume cites for a seat resumed out and a resumed carry. It validates o
// as given, so that another game's options are refused (Validate)
// instead of read as the defaults.
func start(d variant.Definition, seats int, o variant.Options, src rand.Source) (variant.Game, error) {
	if err := variant.Validate(Definition(), seats, o); err != nil {
		return nil, err
	}
	g, err := New(seats, own(o), src)
	if err != nil {
		return nil, err
	}
	if d.Fallback != nil {
		g.cfg.outRef, g.cfg.carryRef = d.Fallback.Refs.Out, d.Fallback.Refs.Carry
	}
	return g, nil
}
