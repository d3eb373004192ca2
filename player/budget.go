package player

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// handOverSuit reports whether g's hands are dealt more cards than its
// longest suit holds: at three seats (17 cards of a 51-card pack in Black
// Maria and Hearts, BM-R1, SH-R1; 10 of 32 in Schwarze Madonna and
// Schwarze Sau, MAD-R3, SAU-R1), never at four or more. Such a deal has
// more tricks for a pass or a stock exchange to shape, and longer
// playouts whose outcomes spread wider.
func handOverSuit(g *variant.TrickGame) bool {
	pack := g.Pack()
	longest := 0
	for sh := 0; sh < 64; sh += 16 {
		longest = max(longest, (pack >> sh & 0xffff).Len())
	}
	return pack.Len()/g.Seats() > longest
}

// dearOverBig reports whether g's pack holds penalty cards above its
// dearest card in that card's suit: Black Maria's K♠ and A♠ over the Q♠
// (BM-R7), which a pass moves too, so that where the three dearest cards
// go is the pass's to decide. Hearts, Madonna and Sau value no card
// above their Q♠.
func dearOverBig(g *variant.TrickGame) bool {
	cv := g.Values()
	var big card.Card
	bigValue := 0
	for c := range cv.Pack.All() {
		if v := cv.Table.Value(c); v > bigValue {
			big, bigValue = c, v
		}
	}
	if bigValue == 0 {
		return false
	}
	for c := range (cv.Pack & above(big)).All() {
		if cv.Table.Value(c) > 0 {
			return true
		}
	}
	return false
}

// weightyPass reports whether an in-turn decision that is not a card
// play (a pass, a stock exchange, a take or push, an announcement in its
// round) weighs most at g's table: its hands are longer than a suit
// (handOverSuit) or its pack holds penalty cards above its dearest
// (dearOverBig). There Config.PassPlayouts sets its budget.
func weightyPass(g variant.Game) bool {
	tg, ok := g.(*variant.TrickGame)
	return ok && (handOverSuit(tg) || dearOverBig(tg))
}

// decisionPlayouts returns the playout budget of the decision in v of
// game g, by cfg: the table's Playouts (tablePlayouts), or for a
// decision that LaneMoonPlayouts searches with the heuristic's playouts
// (lane false) PassPlayouts if it is an in-turn decision that is not a
// card play at a table where that weighs most (weightyPass) or at any
// table with PassEverywhere, else MoonPlayouts, or the table's Playouts
// where MoonPlayouts is zero. Zero means the budget is set by Time alone
// or is DefaultPlayouts (searcher.budget).
func decisionPlayouts(cfg *Config, g variant.Game, v *variant.View, lane bool) int {
	if lane || cfg.Playout != LaneMoonPlayouts {
		return tablePlayouts(cfg, g)
	}
	play := v.Turn == nil || v.Turn.Kind == variant.Play
	if !play && cfg.PassPlayouts > 0 && (cfg.PassEverywhere || weightyPass(g)) {
		return cfg.PassPlayouts
	}
	if cfg.MoonPlayouts > 0 {
		return cfg.MoonPlayouts
	}
	return tablePlayouts(cfg, g)
}

// tablePlayouts returns cfg's Playouts at g's table: StockPlayouts where
// it is set and g deals a stock (dealsStock), else Playouts.
func tablePlayouts(cfg *Config, g variant.Game) int {
	if tg, ok := g.(*variant.TrickGame); ok && cfg.StockPlayouts > 0 && dealsStock(tg) {
		return cfg.StockPlayouts
	}
	return cfg.Playouts
}
