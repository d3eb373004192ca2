// Package rules is the reference implementation of the "black queen"
// family of card games: Schwarze Madonna, Black Maria, Schwarze Sau and
// Schwarzer Peter / Old Maid, with standard Hearts (and its Omnibus and
// Spot Hearts options) as the family's baseline.
//
// The module is a set of small packages, each with one job; imports run
// one way, from card at the bottom to variant on top:
//
//   - card: cards as one-byte values and sets of cards as 64-bit bitsets,
//     with the record notation ("10H", "QS", "Joker") and English and
//     German names.
//   - seat: seat numbers, left and right, and sets of active seats.
//   - rule: the stable rule identifiers of a game record ("follow-suit",
//     "not-your-turn", ...) and Violation, the error every illegal input
//     returns, with messages in English and German.
//   - deck: packs, the cards removed per table size, a seeded shuffle and
//     dealing in each game's pattern, with a stock; it names no game.
//   - trick: a trick as a value, its winner, and the rules of what may be
//     played (follow suit, the Hearts lead restrictions).
//   - score: the generic parts of scoring, which name no game: penalty
//     tables, a deal's facts, card points, the stock's points, the push
//     multiplier, outcomes and the terms that explain a score. Each game
//     file of variant writes its own scorer from them.
//   - exchange: the exchange before the play as small policies, the pass
//     (count and direction cycle) and the stock circulation (cards kept
//     back, short stock, must-change, push).
//   - placement: the uniform placement of hidden cards into hands under
//     per-card constraints, the algorithm behind the samplers.
//   - variant: the generic state machine that runs a match of a game
//     given as a Definition (its Rules of public parts or, for Old Maid,
//     a state machine of its own that it starts): turns, legal moves
//     as a bitset, apply, clone, per-seat views (a seat's own turn and
//     the table's options, nothing hidden), random moves, a match resumed from its totals, and samples of the hidden
//     cards a seat cannot see. NewHouse runs a game composed elsewhere
//     from the same public parts (examples/housegame). CardValues and
//     ScorerOf tell players and tools what a table's cards are worth and
//     how a deal's facts score, and a Definition's Traits what its match
//     is like, so that nothing rebuilds a game's tables or asks which
//     game it is.
//   - games/madonna, games/blackmaria, games/hearts, games/sau: one
//     package per trick game, each holding its game's pack, deal,
//     exchange, trick rules, announcements, scorer, match end and record
//     options as a variant.Definition.
//   - games/oldmaid: Old Maid, which has no tricks: its own state
//     machine (deal, pairs, draws, views), its sampler and its
//     variant.Definition.
//   - games: the registry of the five games by record name (ID, New,
//     ParseOptions, Validate, TraitsOf, WordsOf, the catalogue with the
//     options' values).
//   - player: built-in players that see only a seat's view and ask the
//     game (CardValues) what its cards are worth.
//   - record: the JSON game record and the referee that replays it.
//   - turntimer: the Old Maid online turn timer as a policy with an
//     injected clock.
//
// The rules are written out in the project's [rule book] (German:
// [Regelbuch], Danish: [regelbog]), a chapter per game, where every rule has an ID (MAD-R5,
// BM-O2, ...) that the code, its errors and its tests cite; each game's
// package holds its chapter of the catalogue, package rule the chapter
// every game shares, and package games assembles the book. The game record and the referee's verdict are
// documented in docs/records.md.
//
// A first example, a match of Hearts between four random players:
//
//	g, err := games.New(games.Hearts, 4, hearts.Options{}, rand.NewPCG(1, 2))
//	if err != nil { ... }
//	r := rand.New(rand.NewPCG(3, 4))
//	for !g.Over() {
//		if p := g.Phase(); p == variant.PhaseDeal || p == variant.PhaseDealOver {
//			if err := g.Deal(); err != nil { ... }
//			continue
//		}
//		m, _ := g.RandomMove(r)
//		if err := g.Apply(m); err != nil { ... } // a *rule.Violation
//	}
//	fmt.Println(g.Totals(), g.Winners())
//
// Example (in example_test.go) runs it.
//
// [rule book]: https://github.com/blackqueen/rules/blob/main/docs/rules.md
// [Regelbuch]: https://github.com/blackqueen/rules/blob/main/docs/regeln.md
// [regelbog]: https://github.com/blackqueen/rules/blob/main/docs/regler.md
package rules
