// Package player holds the built-in players of the black queen games: a
// Player chooses a seat's moves from that seat's variant.View alone, never
// from the game's hidden state (TT-6: a player must not look at other
// players' hands or at a set-aside stock).
//
// Four players are provided. Random chooses uniformly among the legal
// choices. Heuristic plays well enough that a beginner enjoys the game: it
// avoids penalty cards, passes and exchanges sensibly, announces Jungfrau
// and Durchmarsch on suitable hands and tries to break the announcements of
// others, shoots and stops the moon in Hearts and stops a Durchmarsch
// (the rule book); it takes a few microseconds per decision. PIMC
// (determinized Monte Carlo) and ISMCTS (information-set Monte Carlo tree
// search) are the strong players: they sample the cards the seat cannot
// see (variant's Sample), search with a playout policy (the Heuristic,
// or the cheaper lane: Config.Playout), and take a budget of playouts or
// time per decision (Config). NewFast and NewStrong are PIMC with the
// lane at budgets for about a millisecond and some tens of milliseconds
// of processor time per decision; BaselineConfig is the first PIMC, the
// yardstick of the others.
// They need the game to sample from, so a table passes it through Next
// (or ChooseIn); they read nothing of it but the seat's View and Sample.
//
// Explain says why a move is sensible, from the seat's View alone: what
// it avoids or aims at, in English, German and Danish (Reason.Text); the
// terminal's and the page's hints show it.
//
// A Player sees only what a View holds; the table rules (View.Options) are
// public knowledge and come with every View. Next
// is the table: it asks each seat's player, through the seat's View, for
// the next move of a game.
package player

import (
	"errors"
	"math/rand/v2"

	"github.com/blackqueen/rules/variant"
)

// Player chooses the in-turn move of the seat whose View it is given.
//
// Choose is called only when v.Turn is set (the seat may act): it returns
// a play or a draw of one of v.Turn.Cards (Old Maid: a variant.DrawAt of a
// position in the drawn-from hand), a pass of v.Turn.Count of
// v.Turn.Cards, a stock exchange of v.Turn.Count of v.Turn.Cards that
// holds v.Turn.Must and is not v.Turn.Forbidden (MAD-A3, MAD-A13), a take
// of the unseen Sau stock on a variant.Take turn (SAU-O5), a push when
// v.Turn.CanPush (SAU-O6), or, in a turn-based announcement round
// (variant.PhaseAnnounce, MAD-A9), one of v.Announce or a decline. The
// move must be legal; r is the only source of randomness a player may
// use.
type Player interface {
	Choose(v variant.View, r *rand.Rand) (variant.Move, error)
}

// Announcer is implemented by players that make out-of-turn announcements
// (MAD-R17, SAU-O2, SAU-O4). Announce is called with the seat's View
// whenever v.Announce is not empty (the announcement window is open and the
// seat may announce) and returns one of the calls listed there, or false
// to stay silent for now. It may be asked again at a later moment of the
// window.
type Announcer interface {
	Announce(v variant.View, r *rand.Rand) (variant.Call, bool)
}

// ErrNoTurn is returned by Choose when the View gives the seat nothing to
// do (v.Turn is nil), and by Next when no seat acts.
var ErrNoTurn = errors.New("player: the seat has no move to make")

// ErrSeats is returned by Next when players does not give a Player for
// every seat of the game.
var ErrSeats = errors.New("player: a Player is needed for every seat")

// Next returns the next move of g as its players choose it: first an
// out-of-turn announcement if a seat's player is an Announcer and wants
// one (seats asked in order from 0), then the in-turn move of the seat to
// act (in the simultaneous pass phase, the first seat that has not
// passed). Each player sees only its own seat's View; a GamePlayer is
// given the game and the seat instead, to sample (ChooseIn, AnnounceIn). Next does not apply
// the move. It returns ErrNoTurn when no seat acts (between deals, or
// after the match).
func Next(g variant.Game, players []Player, r *rand.Rand) (variant.Move, error) {
	n := g.Seats()
	if len(players) != n {
		return variant.Move{}, ErrSeats
	}
	for s := 0; s < n; s++ {
		gp, isGame := players[s].(GamePlayer)
		a, isAnn := players[s].(Announcer)
		if !isGame && !isAnn {
			continue
		}
		v, err := g.View(s)
		if err != nil {
			return variant.Move{}, err
		}
		if len(v.Announce) == 0 {
			continue
		}
		var c variant.Call
		var ok bool
		if isGame {
			c, ok = gp.AnnounceIn(g, s, r)
		} else {
			c, ok = a.Announce(v, r)
		}
		if ok && mayAnnounce(v, c) {
			return variant.AnnounceMove(s, c), nil
		}
	}
	t := g.Turn()
	if t.Seat < 0 {
		return variant.Move{}, ErrNoTurn
	}
	v, err := g.View(t.Seat)
	if err != nil {
		return variant.Move{}, err
	}
	if v.Turn == nil {
		return variant.Move{}, ErrNoTurn
	}
	if gp, ok := players[t.Seat].(GamePlayer); ok {
		return gp.ChooseIn(g, t.Seat, r)
	}
	return players[t.Seat].Choose(v, r)
}

// mayAnnounce reports whether v.Announce offers call c.
func mayAnnounce(v variant.View, c variant.Call) bool {
	for _, m := range v.Announce {
		if m.Kind == variant.Announce && m.Call == c && m.Seat == v.Seat {
			return true
		}
	}
	return false
}
