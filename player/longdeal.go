package player

import (
	"github.com/blackqueen/rules/variant"
)

// handOverSuit reports whether g's hands are dealt more cards than its
// longest suit holds: at three seats (17 cards of a 51-card pack in Black
// Maria and Hearts, BM-R1, SH-R1; 10 of 32 in Schwarze Madonna and
// Schwarze Sau, MAD-R3, SAU-R1), never at four or more. Such a deal has more
// tricks for a pass or a stock exchange to shape, and longer playouts
// whose outcomes spread wider.
func handOverSuit(g *variant.TrickGame) bool {
	pack := g.Pack()
	longest := 0
	for sh := 0; sh < 64; sh += 16 {
		longest = max(longest, (pack >> sh & 0xffff).Len())
	}
	return pack.Len()/g.Seats() > longest
}

// dealThird returns which third of its deal's card play v's seat is in
// (0 to 2), by the tricks complete against the tricks of a hand (the
// seat has not played to the trick on the table): in Black Maria at three
// seats tricks 1 to 6, 7 to 12 and 13 to 17.
func dealThird(v *variant.View) int {
	played := len(v.Tricks)
	return min(2, 3*played/max(1, played+v.Hand.Len()))
}

// decisionPlayouts returns the playout budget of seat's decision in v of
// game g, by cfg: Playouts, or for a decision that LaneMoonPlayouts
// searches with the heuristic's playouts (lane false) MoonPlayouts;
// at a table whose hands are longer than a suit (handOverSuit),
// LongPassPlayouts for an in-turn decision that is not a card play and
// EarlyPlayouts for a card play searched with the lane's playouts in the
// first third of the deal. Zero means the budget is set by Time alone or
// is DefaultPlayouts (searcher.budget).
func decisionPlayouts(cfg *Config, g variant.Game, v *variant.View, lane bool) int {
	tg, ok := g.(*variant.TrickGame)
	long := ok && handOverSuit(tg)
	play := v.Turn == nil || v.Turn.Kind == variant.Play
	switch {
	case long && lane && play && cfg.EarlyPlayouts > 0 && dealThird(v) == 0:
		return cfg.EarlyPlayouts
	case lane || cfg.Playout != LaneMoonPlayouts:
		return cfg.Playouts
	case long && !play && cfg.LongPassPlayouts > 0:
		return cfg.LongPassPlayouts
	case cfg.MoonPlayouts > 0:
		return cfg.MoonPlayouts
	}
	return cfg.Playouts
}
