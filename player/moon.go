package player

import (
	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/variant"
)

// The heuristic's plays around the big swings of a deal: shooting the
// moon in Hearts and stopping another seat's moon (SH-R9), and stopping a
// Durchmarsch in Madonna and Sau (MAD-R15, MAD-R23, SAU-O3, SAU-O4).

// moonPoints is how many penalty points a seat must have taken, with
// every other seat clean, before the heuristic treats itself as
// shooting; moonHearts is how many hearts another seat must have taken,
// with every other seat clean, before the heuristic plays to stop it.
// moonLosers is how many cards that can lose a trick a hand may hold,
// before any seat has taken a penalty point, for a moon to be live
// (moonLive).
const (
	moonPoints = 6
	moonHearts = 4
	moonLosers = 2
)

// losers counts the cards of the hand that can lose a trick: a card is
// sure to win its suit's tricks when the seat holds at least as many
// cards above it as other seats hold (it draws them out first).
func (k *knowledge) losers() int {
	n := 0
	for c := range k.hand.All() {
		if (k.out & above(c)).Len() > (k.hand & above(c)).Len() {
			n++
		}
	}
	return n
}

// othersTaken reports whether a seat other than s has taken a penalty
// point this deal.
func (k *knowledge) othersTaken(s int) bool {
	for x := 0; x < k.seats; x++ {
		if x != s && k.taken[x] != 0 {
			return true
		}
	}
	return false
}

// shooting reports whether this seat goes for the moon (SH-R9): no other
// seat has a penalty point, and the hand has at most one card that can
// lose a trick (none before any trick is played), or it has already
// taken moonPoints or more and still has at most two such cards.
func (k *knowledge) shooting() bool {
	if !k.moon || k.othersTaken(k.me) || k.hand.IsEmpty() {
		return false
	}
	l := k.losers()
	switch {
	case k.taken[k.me] >= moonPoints:
		return l <= 2
	case k.tricks == 0:
		return l == 0 && k.hand.Len() >= 6
	}
	return l <= 1 && k.taken[k.me] > 0
}

// shootPlay plays to win every trick: lead the sure winner of the suit
// with most cards out (else the highest card), win with the lowest card
// that beats the trick when last, else the highest, and when void throw
// the lowest card that is worth nothing.
func (k *knowledge) shootPlay(legal card.Set) card.Card {
	switch {
	case k.ncur == 0:
		return k.durchmarschLead(legal)
	case legal.HasSuit(k.led):
		over := legal & above(k.win)
		if over.IsEmpty() {
			c, _ := legal.Lowest()
			return c
		}
		if k.toCome == 0 {
			c, _ := over.Lowest()
			return c
		}
		c, _ := legal.Highest()
		return c
	}
	return k.minBy(legal, func(c card.Card) float64 {
		return 10*float64(k.value(c)) + float64(c.Rank())
	})
}

// moonLive reports whether a moon (SH-R9) is live at this seat's
// decision, which the lane's playouts would misjudge: at a pass, which
// keeps or breaks a moon hand; at a play while exactly one seat has
// taken penalty points (it may shoot, or be stopped); and before any
// seat has, with a hand of at most moonLosers cards that can lose a
// trick. It reads what the seat knows: the tricks and its hand.
func (k *knowledge) moonLive() bool {
	if !k.moon {
		return false
	}
	switch k.turn.Kind {
	case variant.Pass:
		return true
	case variant.Play:
	default:
		return false
	}
	holder := -1
	for s := 0; s < k.seats; s++ {
		if k.taken[s] != 0 {
			if holder >= 0 {
				return false
			}
			holder = s
		}
	}
	return holder >= 0 || k.losers() <= moonLosers
}

// moonShooter returns the seat that threatens to shoot the moon: it has
// taken moonHearts hearts or more and every other seat is clean. It is -1 when there is none (or no moon scores).
func (k *knowledge) moonShooter() int {
	if !k.moon {
		return -1
	}
	for s := 0; s < k.seats; s++ {
		if s != k.me && k.hearts[s] >= moonHearts && !k.othersTaken(s) {
			return s
		}
	}
	return -1
}

// stopMoon plays against shooter sh: take a trick with a penalty card in
// it, or let a third seat take one. It reports false where the ordinary
// play is as good.
func (k *knowledge) stopMoon(legal card.Set, sh int) (card.Card, bool) {
	valued := k.table.Valued()
	switch {
	case k.ncur == 0:
		// Lead a heart that can win, taking the point ourselves.
		if c, ok := (legal & valued & card.SuitSet(card.Hearts)).Highest(); ok && k.pWin(c, k.others) > 0.5 {
			return c, true
		}
		return 0, false
	case legal.HasSuit(k.led):
		if k.winner == sh || k.toCome.Has(sh) {
			if over := legal & above(k.win); !over.IsEmpty() {
				c, _ := over.Highest()
				return c, true
			}
		}
		return 0, false
	}
	// Void: feed a penalty card to a third seat, never to the shooter.
	if k.winner != sh && !k.toCome.Has(sh) {
		if c, ok := (legal & valued).Highest(); ok && k.value(c) > 0 {
			return c, true
		}
		return 0, false
	}
	if safe := legal &^ valued; !safe.IsEmpty() {
		return k.maxBy(safe, func(c card.Card) float64 { return k.winningness(c) }), true
	}
	return 0, false
}

// durchThreat returns the seat that threatens a Durchmarsch: the standing
// announcer, or, where an unannounced one scores (MAD-R15, SAU-O3), a
// seat that has won every trick of the first half of the deal or more. It
// is -1 when there is none.
func (k *knowledge) durchThreat() int {
	if k.durch >= 0 {
		return k.durch
	}
	if !k.silentDurch || k.tricks < 2 || 2*k.tricks < k.tricks+k.hand.Len() {
		return -1
	}
	for s := 0; s < k.seats; s++ {
		if k.won[s] == k.tricks {
			return s
		}
	}
	return -1
}

// stopDurchmarsch takes a trick off seat d, which has won every trick so
// far: lead a suit d is void in, else the card most likely to win; follow
// over d's card or ahead of it with the highest card. It reports false
// where the ordinary play is as good.
func (k *knowledge) stopDurchmarsch(legal card.Set, d int) (card.Card, bool) {
	switch {
	case k.ncur == 0:
		var voidSuits card.Set
		for u := card.Clubs; u < card.NoSuit; u++ {
			if k.isVoid(d, u) {
				voidSuits |= legal.OfSuit(u)
			}
		}
		if !voidSuits.IsEmpty() {
			maxV, mean := k.maxOutValue()
			return k.minBy(voidSuits, func(c card.Card) float64 { return k.leadCost(c, k.others, maxV, mean) }), true
		}
		return k.minBy(legal, func(c card.Card) float64 {
			return float64((k.out & above(c)).Len()) - 0.01*float64(c.Rank())
		}), true
	case legal.HasSuit(k.led) && (k.winner == d || k.toCome.Has(d)):
		if over := legal & above(k.win); !over.IsEmpty() {
			c, _ := legal.Highest()
			return c, true
		}
	}
	return 0, false
}
