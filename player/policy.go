package player

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/seat"
	"github.com/blackqueen/rules/variant"
)

// policy is the Monte Carlo players' playout policy: in a sampled game it
// makes the move of the seat to act as the Heuristic would from what that
// seat may know (its hand and everything public), and with probability
// noise a uniformly random legal move instead. It keeps its scratch
// space, so a playout does not allocate.
type policy struct {
	noise float64
	// silent is a seat whose out-of-turn announcements the policy never
	// makes (the searching seat, whose announcement is the choice being
	// searched), or -1.
	silent int
	k      knowledge
	buf    []variant.Move
	// pub is the public knowledge (publicFromGame) of pubGame as the
	// policy last saw it, while pubOK: the policy brings it up to date
	// after each card it plays (knowledge.advance) and copies it into k
	// instead of reading every trick of the deal again for each card.
	// Whoever changes the game otherwise calls forget.
	pub     knowledge
	pubGame *variant.TrickGame
	pubOK   bool
}

// forget drops the policy's public knowledge of its game (pub): the game
// has changed, or is about to change, by a move other than a card play
// that played follows.
func (p *policy) forget() { p.pubOK = false }

// public fills p.k with the public knowledge of g (publicFromGame): a
// copy of p.pub when it is g's, else built afresh and kept in p.pub.
func (p *policy) public(g *variant.TrickGame) {
	if p.pubOK && p.pubGame == g {
		p.k = p.pub
		return
	}
	p.k.publicFromGame(g)
	p.pub, p.pubGame, p.pubOK = p.k, g, true
}

// played brings p.pub up to date after seat s played c in g, when it was
// g's before; it forgets it when the play has left the play phase (the
// deal ended, or an announcement round opened).
func (p *policy) played(g *variant.TrickGame, s int, c card.Card) {
	if !p.pubOK || p.pubGame != g {
		return
	}
	if g.Phase() != variant.PhasePlay || !p.pub.advance(g, s, c) {
		p.forget()
	}
}

// announce makes at most one out-of-turn announcement in g that the
// heuristic would make (MAD-R17, SAU-O2, SAU-O4) and reports whether it
// made one.
func (p *policy) announce(g *variant.TrickGame) bool {
	p.buf = g.Announcements(p.buf[:0])
	made, _ := p.announceOffered(g)
	return made
}

// announceOffered is announce for the announcements in p.buf, which are
// g's now. It asks each seat offered one, but the silent seat, whether
// the heuristic announces, in p.k: g's public knowledge once for all of
// them (public), forSeatCards for each (the questions do not read the
// seat's turn). It reports whether it made an announcement and, when it made
// none (g unchanged), whether p.k holds g's public knowledge, which
// forSeat completes for any seat of g.
func (p *policy) announceOffered(g *variant.TrickGame) (made, known bool) {
	var calls [seat.Max]uint8 // the calls offered to each seat, bit 1<<Call
	for _, m := range p.buf {
		if m.Kind == variant.Announce && uint(m.Seat) < seat.Max {
			calls[m.Seat] |= 1 << (m.Call & 7)
		}
	}
	for i := 0; i < len(p.buf); i++ {
		s := p.buf[i].Seat
		if s == p.silent || i > 0 && p.buf[i-1].Seat == s || uint(s) >= seat.Max {
			continue
		}
		if !known {
			p.public(g)
			known = true
		}
		p.k.forSeatCards(g, s)
		call := variant.NoCall
		switch {
		case calls[s]&(1<<variant.SweepCall) != 0 && p.k.wantDurchmarsch():
			call = variant.SweepCall
		case calls[s]&(1<<variant.NoTrickCall) != 0 && p.k.wantJungfrau():
			call = variant.NoTrickCall
		}
		if call != variant.NoCall && g.Apply(variant.AnnounceMove(s, call)) == nil {
			p.forget()
			return true, false
		}
	}
	return false, known
}

// announceTricks is the most complete tricks at which the policy weighs
// an out-of-turn announcement (the window of the first tricks, MAD-R17,
// SAU-O2, SAU-O4); after them a playout's policy announces nothing, and
// the lane plays the rest of the deal by PlayBy.
const announceTricks = 1

// mayAnnounce reports whether a seat may make an out-of-turn
// announcement in g now (in the window of the first tricks, MAD-R17,
// SAU-O2, SAU-O4), when step would weigh it.
func (p *policy) mayAnnounce(g *variant.TrickGame) bool {
	if g.Progress().Tricks > announceTricks {
		return false
	}
	p.buf = g.Announcements(p.buf[:0])
	return len(p.buf) > 0
}

// offered reports whether ms holds the announcement c by seat s.
func offered(ms []variant.Move, s int, c variant.Call) bool {
	for _, m := range ms {
		if m.Kind == variant.Announce && m.Seat == s && m.Call == c {
			return true
		}
	}
	return false
}

// step makes the next move of g: an out-of-turn announcement if a seat
// wants one, else the in-turn move of the seat to act. It reports false
// when no seat acts or a move was refused (which a correct policy never
// causes). With fresh, p.buf holds g's Announcements as g is now
// whenever the window may be open (mayAnnounce leaves them there when
// g.Progress().Tricks <= announceTricks), which step then does not ask
// for again.
func (p *policy) step(g *variant.TrickGame, r *rand.Rand, fresh bool) bool {
	known := false // p.k holds g's public knowledge (publicFromGame)
	if g.Progress().Tricks <= announceTricks {
		if !fresh {
			p.buf = g.Announcements(p.buf[:0])
		}
		var made bool
		if made, known = p.announceOffered(g); made {
			return true
		}
	}
	s, ok := g.ToMove()
	if !ok {
		return false
	}
	if g.Phase() == variant.PhasePlay {
		legal := g.LegalPlays()
		if legal.IsEmpty() {
			return false
		}
		var c card.Card
		if legal.Len() == 1 {
			c, _ = legal.Lowest()
		} else if p.noise > 0 && r.Float64() < p.noise {
			c, _ = legal.Nth(r.IntN(legal.Len()))
		} else {
			p.know(g, s, known)
			c = p.k.choosePlay()
			if !legal.Has(c) {
				c, _ = legal.Lowest()
			}
		}
		if g.Apply(variant.PlayMove(s, c)) != nil {
			p.forget()
			return false
		}
		p.played(g, s, c)
		return true
	}
	p.know(g, s, known)
	p.forget() // the move below is not a card play
	if g.Apply(p.exchange(g, s, r)) == nil {
		return true
	}
	m, ok := g.RandomMove(r) // never happens; a safe fallback
	return ok && g.Apply(m) == nil
}

// know fills p.k with seat s's knowledge of g (fromGame); known says that
// p.k holds g's public knowledge already, which forSeat completes.
func (p *policy) know(g *variant.TrickGame, s int, known bool) {
	if !known {
		p.public(g)
	}
	p.k.forSeat(g, s)
}

// exchange returns the heuristic's move for a pass, a stock exchange or a
// turn-based announcement (p.k holds the seat's knowledge).
func (p *policy) exchange(g *variant.TrickGame, s int, r *rand.Rand) variant.Move {
	k := &p.k
	t := &k.turn
	switch t.Kind {
	case variant.Pass:
		pass := k.choosePass(t.Cards, t.Count)
		if pass.Len() != t.Count || !t.Cards.ContainsAll(pass) {
			pass = randomSubset(t.Cards, t.Count, r)
		}
		return variant.PassMove(s, pass)
	case variant.Stock:
		if t.CanPush && k.wantPush() {
			return variant.PushMove(s)
		}
		if best := k.chooseStock(); best != 0 {
			return variant.StockMove(s, best)
		}
		if t.CanPush {
			return variant.PushMove(s)
		}
	case variant.Announce:
		p.buf = g.LegalMoves(p.buf[:0])
		switch {
		case offered(p.buf, s, variant.SweepCall) && k.wantDurchmarsch():
			return variant.AnnounceMove(s, variant.SweepCall)
		case offered(p.buf, s, variant.NoTrickCall) && k.wantJungfrau():
			return variant.AnnounceMove(s, variant.NoTrickCall)
		}
		return variant.DeclineMove(s)
	}
	return variant.Move{}
}
