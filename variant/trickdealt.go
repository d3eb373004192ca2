package variant

import "github.com/blackqueen/rules/card"

// DealtHand returns seat s's hand as dealt in the current (or last) deal,
// before any pass or stock exchange (docs/records.md deals[].hands), and the
// empty set before the first deal or for a seat not at the table. A
// recorder reads it to write a game record.
func (g *TrickGame) DealtHand(s int) card.Set {
	if s < 0 || s >= g.cfg.seats || g.phase == PhaseDeal {
		return 0
	}
	return g.dealt[s]
}

// DealtStock returns the undealt stock of the current (or last) deal as
// dealt, before any exchange (docs/records.md deals[].stock; Rules.Deal),
// and the empty set when the deal left none or before the first deal.
func (g *TrickGame) DealtStock() card.Set {
	if g.phase == PhaseDeal {
		return 0
	}
	return g.dealtStock
}
