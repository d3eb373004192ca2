package variant

import (
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/placement"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/seat"
)

// sampleAttempts bounds the placements drawn before Sample gives up on a
// position whose placements all break a rejection constraint; chainBudget
// bounds the search for a legal stock exchange behind one placement.
const (
	sampleAttempts = 2000
	chainBudget    = 20000
)

// maxLocs is the most places hidden cards can go: five other hands, the
// stock and, for a void deal, the two parts of its split.
const maxLocs = placement.MaxPlaces

// errNoSample is Sample's error when no placement of the hidden cards is
// consistent with what seat s has seen, which a game reached by legal
// moves never gives.
func errNoSample(s int) error {
	return rule.Fact(rule.BadDeal, "TT-6", s, rule.Facts{Sentence: sentence.NoSample})
}

// Sample returns a copy of g as seat s could believe it to be: s's hand,
// everything public and everything s has seen are unchanged, and the cards
// hidden from s (TT-6: the other hands, an unseen stock, the passes s did
// not receive) are placed at random, uniformly among the placements
// consistent with what s knows. It is the determinization step of a Monte
// Carlo bot: the copy is a legal game, Apply works on it exactly as on a
// real game, and nothing in it depends on cards s cannot see (it reads
// only what View(s) and s's own past moves tell). See SampleInto for the
// information used. r must not be nil.
func (g *TrickGame) Sample(s int, r *rand.Rand) (*TrickGame, error) {
	dst := new(TrickGame)
	if err := g.SampleInto(dst, s, r); err != nil {
		return nil, err
	}
	return dst, nil
}

// SampleInto is Sample writing into dst (which may be g). It does not
// allocate, but in some six-seat positions early in a deal with many
// voids shown. dst is left unchanged on error. r must not be nil.
//
// What seat s knows, and so what the copy keeps:
//
//   - its own hand, the dealer, the seats in play, every hand size and the
//     stock size, the tricks and the trick on the table, the
//     announcements, pushes, scores and the match state (everything in
//     View(s));
//   - what each play showed, as the trick rules say it (trick.Rules
//     Shows, the inverse of their legality): a seat that did not follow
//     the led suit holds none of it (TT-2); a seat that led a card the
//     rules hold back before it is broken held only such cards; a seat
//     that discarded a penalty card to the first trick held only penalty
//     cards, and none of those the rules prefer unless it played one; a
//     hand holds now none of what it held none of then;
//   - the first leader holds the opening card until it is played (the
//     rules choose the leader by it);
//   - the pass: the cards s passed are in the receiver's hand unless
//     played since; the cards s received are in its hand;
//   - the stock, as the stock policy says it (exchange.Stock): the cards
//     s found in the stock and the cards s put back, and the stock in
//     front of it when it is s's turn at the stock (it picks it up; it
//     sees the cards it may put back); a card s put back is with a later
//     seat that took the stock, or still in it; a seat whose put-back s
//     saw holds none of what the put-back shows (Stock.BackShows: a
//     short seat that put back cards the policy keeps holds none it may
//     put back); a stock a seat has put back holds only what
//     Stock.Returned allows, and every exchange of the other seats must
//     be one of a deal that went on (Stock.Played); a stock nobody has
//     put back (the dealt stock, a dead stock, a stock pushed all round)
//     may hold anything; a seat at the stock did not void the deal
//     (Stock.Voids), and after a void deal the first receiver did.
//
// What the copy draws: the other hands, an unseen stock, and a history
// that leads to them: the passes s did not see, the other seats' stock
// exchanges, and the dealt hands and stock, so that DealtHand, DealtStock
// and every View are those of a real game in which the same public moves
// were made (a record of the copy replays). The game's own random source
// is reseeded from r, so the deals after this one are not those of g.
// Announcements and pushes are taken as free choices: the sampler draws
// no inference from them, nor from which legal card a seat chose.
func (g *TrickGame) SampleInto(dst *TrickGame, s int, r *rand.Rand) error {
	if s < 0 || s >= g.cfg.seats {
		return SeatError(s, g.cfg.seats)
	}
	if g.sampleSplit(dst, s, r) {
		return nil
	}
	return g.sampleGeneral(dst, s, r)
}

// sampleGeneral is SampleInto's general road, for every position: it
// reads what seat s (a seat of g) knows with a trickSampler and draws the
// sample with its Placer.
func (g *TrickGame) sampleGeneral(dst *TrickGame, s int, r *rand.Rand) error {
	if g.phase == PhaseDeal {
		if dst != g {
			*dst = *g
		}
		dst.rng.Seed(r.Uint64(), r.Uint64())
		return nil
	}
	var ts trickSampler
	ok := ts.prepare(g, s)
	if ts.voided {
		ok = ts.chooseVoided(r)
	}
	if !ok {
		return errNoSample(s)
	}
	return ts.drawInto(dst, r)
}

// trickSampler is the working state of one TrickGame sample.
type trickSampler struct {
	g *TrickGame
	s int
	r *rand.Rand

	playFacts

	places       // the seats' places, the stock's (locSeat -1) and a void deal's split's (-2, -3)
	stockLoc int // the place of an unseen stock, or -1

	// The stock exchange: the seats that took the stock, in order.
	exchange   bool
	ex         [seat.Max]int8
	nex        int
	sIdx       int      // s's index in ex, or -1
	knownStock bool     // s knows the whole stock now
	stockSeen  card.Set // the stock cards s knows
	atStock    bool     // s is to take the stock now
	voided     bool     // a void deal (the stock policy's Voids)
	pre        [maxLocs]card.Set

	sampleHands // the sample

	setups int // the setups run (setup clears what the one before left)
}

// prepare reads what seat s knows of g (readPlay, readStock) and, but
// in a void deal (which chooseVoided sets up), sets up the placement;
// false when there is no placement.
func (ts *trickSampler) prepare(g *TrickGame, s int) bool {
	ts.g, ts.s = g, s
	ts.readPlay(g)
	ts.readStock()
	return !ts.voided && ts.setup(-1)
}

// drawInto draws a placement set up and the history behind it, and
// writes the sample into dst, a copy of ts.g (which dst may be); dst is
// left unchanged on error.
func (ts *trickSampler) drawInto(dst *TrickGame, r *rand.Rand) error {
	ts.r = r
	if !ts.p.Solve(r, ts.accept) {
		return errNoSample(ts.s)
	}
	if dst != ts.g {
		*dst = *ts.g
	}
	ts.write(dst, ts.s)
	dst.rng.Seed(r.Uint64(), r.Uint64())
	return nil
}
